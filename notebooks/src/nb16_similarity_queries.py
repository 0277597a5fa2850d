"""Source of notebooks/16_similarity_queries.ipynb (build: python3 notebooks/src/build_notebooks.py 16)."""

from nbbuild import code, md

NAME = "16_similarity_queries"
SUMMARY = ("Similarity queries: epsilon versus kNN, the epsilon-k mapping, a threshold sweep, class labels "
           "as relevance and the set view; the notes' 20 images rebuilt from distances; ties as they really "
           "occur on real image distances.")

CELLS = [
    md("""
    # 16 · Similarity queries: epsilon versus kNN, and thresholds

    A content-based image search computes a distance between the query image and every image of the
    collection. There are two ways to turn distances into an answer: everything closer than ε, or the k
    nearest. We compare them, map one to the other (ties make it interesting), sweep the threshold to get
    a precision-recall curve, and see where the lecture notes' 20-image example comes from.

    Source: the lecture notes `004_dbb275b29273de28.txt` ("we need to determine a threshold v_+ so we can
    issue the query"; "This is only possible if the similarity value for similar images does not overlap
    the value for dissimilar images"; "we have two types of queries: ϵ-query ... kNN query"; "There is a k
    corresponding to every setting of ϵ and there is a (range of) ϵ corresponding to every value of k";
    "Set interpretation of precision and recall"; "we group our test images into classes"; "Computing PR
    curves": 20 images, 4 of class C_1). The ties of section 7 are measured on real images (the digits
    of notebook 12).
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach.display import use_projector_style
    use_projector_style()
    from ireval_teach import digits, pr_points, precision_at
    from ireval_teach.similarity import (cutoff_ties, distance_ranking, epsilon_query, epsilon_to_k, k_to_epsilon_range,
                                         knn_query, query_table, relevance_from_classes, separating_threshold,
                                         threshold_sweep)
    """),
    md("""
    ## 1. Distances and classes

    The notes' setting: *Our query image has class C_1.* *There are 20 images in our evaluation dataset
    and we know the class of each.* *There are four images in the evaluation dataset with class C_1 -
    that is, they are similar to the query.* Step 1: *Compute distance d(Q, T_i) i=1, ..., 20 for each
    image in evaluation dataset.* Here are 20 such distances (invented for the lesson, in collection order,
    arranged so that the similar images come at ranks 1, 2, 4 and 15 as in the notes; no two are
    equal), and each image's class:
    """),
    code("""
    distances = [0.47, 0.23, 0.40, 0.35, 0.70, 0.75, 0.20, 0.60, 0.05, 0.12,
                 0.64, 0.55, 0.91, 0.50, 0.66, 0.58, 0.31, 0.78, 0.83, 0.42]
    classes = ["C3", "C1", "C3", "C2", "C3", "C2", "C2", "C3", "C1", "C1",
               "C2", "C3", "C3", "C2", "C1", "C2", "C3", "C3", "C2", "C2"]
    similar = relevance_from_classes("C1", classes)
    print("similar (class C1) images:", [i for i, s in enumerate(similar) if s])
    """, check=True),
    md("""
    **Class labels as relevance.** *Rather than assigning a similar/dissimilar binary label to every
    test image for each query image, we group our test images into classes.* *The assumption is that
    two images are similar if they have the same class label.* One labelling serves every query.

    ## 2. Is there a threshold that separates?

    The notes first hope for a threshold v_+: *Given Q, return all T_i such that d(Q, T_i) < v_+.* *This
    is only possible if the similarity value for similar images does not overlap the value for
    dissimilar images.* Here they overlap:
    """),
    code("""
    sep = separating_threshold(distances, similar)
    print(f"largest distance of a similar image   : {sep.max_similar}")
    print(f"smallest distance of a dissimilar image: {sep.min_dissimilar}")
    print(f"separating threshold exists: {sep.exists}; (similar, dissimilar) pairs in the wrong order: {sep.overlap}")
    print("a cleaner query:", separating_threshold([0.1, 0.2, 0.5, 0.7], [1, 1, 0, 0]))
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7.0, 2.4))
    for cls, marker, color in (("C1", "o", "tab:green"), ("C2", "s", "tab:grey"), ("C3", "^", "tab:grey")):
        ax.scatter([d for d, c in zip(distances, classes) if c == cls], [0 for c in classes if c == cls],
                   marker=marker, color=color, s=70, alpha=0.8, label=f"class {cls}")
    ax.axvline(0.3, color="tab:red", ls="--", label="epsilon = 0.3")
    ax.set(yticks=[], xlabel="distance d(Q, T_i)", title="green: similar (C1); no threshold separates them all")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0));
    """),
    md("""
    So no single v+ is right, and we measure how good each choice is, with precision and recall.

    ## 3. Two kinds of query

    The notes: *ϵ -query: return all T_i such that d(Q, T_i) < ϵ* and *kNN query: return k most similar
    T_i to Q.* Both give a set of images; the library returns their collection indices, nearest first.
    """),
    code("""
    print("epsilon-query, d < 0.3:", epsilon_query(distances, 0.3).tolist())
    print("kNN query, k = 4      :", knn_query(distances, 4).tolist())
    """, check=True),
    md("""
    ## 4. Every ε has a k; every k has a *range* of ε, or none

    The notes: *There is a k corresponding to every setting of ϵ and there is a (range of) ϵ
    corresponding to every value of k.* With the distances sorted, d(1) ≤ d(2) ≤ ..., exactly k images
    lie below ε when d(k) < ε ≤ d(k+1):
    """),
    code("""
    for eps in (0.1, 0.3, 0.4, 0.41):
        print(f"epsilon = {eps:4}: k = {epsilon_to_k(distances, eps)}")
    for k in (4, 6, 7, 8):
        print(f"k = {k}: epsilon range (low, high] = {k_to_epsilon_range(distances, k)}")
    """, check=True),
    md("""
    The notes' "(range of)" hides a case: when d(k) = d(k+1), a **tie**, the range is empty and no ε
    returns exactly k images; a kNN query must then break the tie by a rule. These invented distances
    have no tie; section 7 measures how often real ones do.

    ## 5. The set view of one query

    The notes: *A = set of retrieved images*, *B = set of target images that are similar to Q*,
    precision = |A ∩ B| / |A| and recall = |A ∩ B| / |B|. For ε = 0.3 (the same 4 images as k = 4):
    """),
    code("""
    t = query_table(distances, similar, epsilon=0.3)
    print(t)
    print(f"precision = {t.precision}, recall = {t.recall}")
    """, check=True),
    md("""
    ## 6. Sweep the threshold: the PR curve

    *Note that PR curve doesn't necessarily tell you how to pick threshold ν_t. But, it tells you the
    tradeoff (between precision and recall) as you vary ν_t.* The sweep tries every distinct distance as ε:
    """),
    code("""
    print(" epsilon   k  tp  fp  fn  precision  recall")
    for p in threshold_sweep(distances, similar):
        print(f"{p.epsilon:8} {p.k:3} {p.tp:3} {p.fp:3} {p.fn:3}  {p.precision:9.4f}  {p.recall:6.2f}")
    """, check=True),
    md("""
    Ordering the images by distance gives a ranking; *the similar images appear at positions 1, 2, 4 and
    15*, the lecture notes' example of notebook 05:
    """),
    code("""
    ranking = distance_ranking(distances, similar)
    print("relevant ranks:", ranking.relevant_ranks, " image at each rank:", list(ranking.ids))
    """, check=True),
    code("""
    sweep = threshold_sweep(distances, similar)
    knn = pr_points(ranking)
    fig, ax = plt.subplots(figsize=(6, 4.5))
    ax.plot([s.recall for s in knn], [s.precision for s in knn], "o-", color="tab:blue", ms=7,
            label="kNN, k = 1..20 (pr_points of the ranking)")
    ax.plot([p.recall for p in sweep if p.k], [p.precision for p in sweep if p.k], "x", color="tab:red", ms=9, mew=2,
            label="epsilon sweep (k = 0 left out)")
    ax.set(xlabel="recall", ylabel="precision", xlim=(0, 1.05), ylim=(0, 1.05), title="the same points: kNN and the epsilon sweep")
    ax.legend();
    """),
    md("""
    Without ties the ε sweep gives every kNN point. (The notes' table prints precision 0 in its row
    k = 7; notebook 05 shows why that is an erratum. It has nothing to do with ties.)

    ## 7. Ties as they really occur

    Real distances tie. The digits' grey levels are integers, so city-block (L1) distances are integers,
    and squared Euclidean distances too; a PCA projection gives real numbers that practically never
    tie. For every real query of notebook 12 (every image, against all the others; the output counts them), how
    often does the k-th nearest image tie with the (k+1)-th, and how often does that tie mix similar and
    dissimilar images (so that the tie rule changes P@k)?
    """),
    code("""
    ks = (1, 5, 10, 20, 50, 100)
    real = {}
    for name in digits.SYSTEMS:
        D, similar_real = digits.query_distances(name)
        real[name] = (D, similar_real, cutoff_ties(D, ks, similar_real))
        t = real[name][2]
        print(f"{name:9} of {t.n_queries} queries, tie at the cut-off k = {ks}: {t.tied}; of which mixed: {t.mixed}")
    """, check=True),
    md("""
    With L1 distances a kNN query of k = 10 cuts through a tie for a large share of the queries: the
    ε-query and the kNN query are then genuinely different questions. One real query where the tie at
    k = 10 mixes similar and dissimilar images (the first such query, found by `cutoff_ties`):
    """),
    code("""
    D, similar_real, t = real["pixels_l1"]
    q = t.first_mixed[ks.index(10)]
    row, rel = D[q], similar_real[q]
    print(f"query image {q}: epsilon range for k = 10: {k_to_epsilon_range(row, 10)}")
    for p in threshold_sweep(row, rel):
        if 6 <= p.k <= 14:
            print(f"  epsilon {p.epsilon:5g}: k = {p.k:2}, precision {p.precision:.4f}, tp = {p.tp}")
    print("kNN k = 10, ties by collection order (stable)   : P@10 =", query_table(row, rel, k=10).precision)
    print("kNN k = 10, ties by docno descending (trec_eval):  P@10 =",
          precision_at(digits.ranking("pixels_l1", q), 10))
    """, check=True),
    md("""
    No ε returns exactly 10 images for this query (the range is `None`, and the sweep jumps over
    k = 10), and the two usual tie rules give it different P@10 (the last two lines). A reported P@10
    on such data depends on a rule that papers rarely state; the ε-query never has to choose.

    ## 8. Your turn

    **Try this:** (1) Find the ε with the highest F1 (notebook 03) and the k that returns the same set.
    (2) No ε gives precision 1 with recall above 0.5 (the sweep's table). Edit `distances`: which single
    distance would you change, and by how little, so that one does? (3) In section 7, pick another k (say
    50) and another system: how many real queries have a tie at the cut-off, and for the first mixed
    one, how far apart are the two tie rules' P@k?
    """),
    code("""
    from ipywidgets import FloatSlider, IntSlider, interact

    interact(lambda epsilon, k: print("epsilon-query:", epsilon_query(distances, epsilon).tolist(),
                                      query_table(distances, similar, epsilon=epsilon),
                                      "kNN query:", knn_query(distances, k).tolist(),
                                      query_table(distances, similar, k=k), sep="\\n"),
             epsilon=FloatSlider(value=0.3, min=0.0, max=1.0, step=0.01, continuous_update=False),
             k=IntSlider(value=4, min=1, max=20, continuous_update=False));
    """),
]
