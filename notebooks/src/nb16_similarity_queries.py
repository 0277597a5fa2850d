"""Source of notebooks/16_similarity_queries.ipynb (build: python3 notebooks/src/build_notebooks.py 16)."""

from nbbuild import code, md

NAME = "16_similarity_queries"
SUMMARY = ("Similarity queries: epsilon versus kNN, the epsilon-k mapping and ties, a threshold sweep, class labels "
           "as relevance and the set view; the notes' 20 images rebuilt from distances.")

CELLS = [
    md("""
    # 16 · Similarity queries: epsilon versus kNN, and thresholds

    A content-based image search computes a distance between the query image and every image of the
    collection. There are two ways to turn distances into an answer: everything closer than ε, or the k
    nearest. We compare them, map one to the other (ties make it interesting), sweep the threshold to get
    a precision-recall curve, and see where the lecture notes' 20-image example comes from.

    Source: the lecture notes `004_dbb275b29273de28.txt` ("we need to determine a threshold v+ ... only
    possible if the similarity value for similar images does not overlap the value for dissimilar
    images"; "two types of queries: ε-query ... kNN query"; "there is a k corresponding to every setting
    of ε and there is a (range of) ε corresponding to every value of k"; "set interpretation of precision
    and recall"; "we group our test images into classes"; "Computing PR curves": 20 images, 4 of class C1).
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach import pr_points
    from ireval_teach.similarity import (distance_ranking, epsilon_query, epsilon_to_k, k_to_epsilon_range, knn_query,
                                         query_table, relevance_from_classes, separating_threshold, threshold_sweep)
    """),
    md("""
    ## 1. Distances and classes

    The notes' setting: *our query image has class C1; there are 20 images in our evaluation dataset
    and we know the class of each; four of them have class C1.* Step 1: *compute the distance
    d(Q, T_i), i = 1..20.* Here are 20 such distances (made up for the lesson, in collection order),
    and each image's class:
    """),
    code("""
    distances = [0.47, 0.23, 0.40, 0.35, 0.70, 0.75, 0.20, 0.60, 0.05, 0.12,
                 0.64, 0.55, 0.91, 0.50, 0.66, 0.58, 0.31, 0.78, 0.83, 0.40]
    classes = ["C3", "C1", "C3", "C2", "C3", "C2", "C2", "C3", "C1", "C1",
               "C2", "C3", "C3", "C2", "C1", "C2", "C3", "C3", "C2", "C2"]
    similar = relevance_from_classes("C1", classes)
    print("similar (class C1) images:", [i for i, s in enumerate(similar) if s])
    """, check=True),
    md("""
    **Class labels as relevance.** *Rather than assigning a similar/dissimilar label to every test
    image for each query image, we group our test images into classes; two images are similar if they
    have the same class label.* One labelling serves every query.

    ## 2. Is there a threshold that separates?

    The notes first hope for a threshold v+: return every image with d(Q, T_i) < v+. *This is only
    possible if the similarity values for similar images do not overlap the values for dissimilar
    images.* Here they overlap:
    """),
    code("""
    sep = separating_threshold(distances, similar)
    print(f"largest distance of a similar image   : {sep.max_similar}")
    print(f"smallest distance of a dissimilar image: {sep.min_dissimilar}")
    print(f"separating threshold exists: {sep.exists}; (similar, dissimilar) pairs in the wrong order: {sep.overlap}")
    print("a cleaner query:", separating_threshold([0.1, 0.2, 0.5, 0.7], [1, 1, 0, 0]))
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(9, 1.8))
    ax.scatter(distances, [0] * 20, c=["tab:green" if s else "tab:grey" for s in similar], s=60)
    for dist, cls in zip(distances, classes):
        ax.annotate(cls, (dist, 0), textcoords="offset points", xytext=(0, 8), ha="center", fontsize=7)
    ax.axvline(0.3, color="tab:red", ls="--", label="epsilon = 0.3")
    ax.set(yticks=[], xlabel="distance d(Q, T_i)", title="green: similar (C1); no threshold separates them all")
    ax.legend(loc="lower right");
    """),
    md("""
    So no single v+ is right, and we measure how good each choice is, with precision and recall.

    ## 3. Two kinds of query

    The notes: *ε-query: return all T_i such that d(Q, T_i) < ε; kNN query: return the k most similar
    T_i to Q.* Both give a set of images; the library returns their collection indices, nearest first.
    """),
    code("""
    print("epsilon-query, d < 0.3:", epsilon_query(distances, 0.3).tolist())
    print("kNN query, k = 4      :", knn_query(distances, 4).tolist())
    """, check=True),
    md("""
    ## 4. Every ε has a k; every k has a *range* of ε, or none

    The notes: *there is a k corresponding to every setting of ε, and there is a (range of) ε
    corresponding to every value of k.* With the distances sorted, d(1) ≤ d(2) ≤ ..., exactly k images
    lie below ε when d(k) < ε ≤ d(k+1). But look at ranks 7 and 8: two images at the same distance 0.40.
    No ε returns exactly 7 images, so that k has no ε at all:
    """),
    code("""
    for eps in (0.1, 0.3, 0.4, 0.41):
        print(f"epsilon = {eps:4}: k = {epsilon_to_k(distances, eps)}")
    for k in (4, 6, 7, 8):
        print(f"k = {k}: epsilon range (low, high] = {k_to_epsilon_range(distances, k)}")
    """, check=True),
    md("""
    A kNN query with k = 7 must choose one of the two tied images; the library breaks the tie by
    collection order (a stable sort), so the answer is reproducible, but it is a rule, not a fact about
    the images. An ε-query never splits a tie.

    ## 5. The set view of one query

    The notes: *A = set of retrieved images, B = set of target images that are similar to Q;
    precision = |A ∩ B| / |A|, recall = |A ∩ B| / |B|.* For ε = 0.3 (the same 4 images as k = 4):
    """),
    code("""
    t = query_table(distances, similar, epsilon=0.3)
    print(t)
    print(f"precision = {t.precision}, recall = {t.recall}")
    """, check=True),
    md("""
    ## 6. Sweep the threshold: the PR curve

    *Note that the PR curve doesn't necessarily tell you how to pick the threshold v_t. But it tells you
    the trade-off as you vary v_t.* The sweep tries every distinct distance as ε:
    """),
    code("""
    print(" epsilon   k  tp  fp  fn  precision  recall")
    for p in threshold_sweep(distances, similar):
        print(f"{p.epsilon:8} {p.k:3} {p.tp:3} {p.fp:3} {p.fn:3}  {p.precision:9.4f}  {p.recall:6.2f}")
    """, check=True),
    md("""
    k jumps from 6 to 8 at ε = 0.47: the tie again. Ordering the images by distance gives a ranking;
    *the similar images appear at positions 1, 2, 4 and 15*, exactly the lecture notes' example of
    notebook 05:
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
    ax.set(xlabel="recall", ylabel="precision", xlim=(0, 1.05), ylim=(0, 1.05), title="the same curve, one point short")
    ax.legend();
    """),
    md("""
    The ε sweep gives every kNN point except k = 7, the one inside the tie. The notes' table prints
    precision **0** in the row k = 7 (notebook 05): the exact kNN value is 3/7; here that row is also
    the one no threshold can produce.

    ## 7. Your turn

    **Try this:** (1) Find the ε with the highest F1 (notebook 03) and the k that returns the same set.
    (2) Move ε across 0.40 and k across 7: which of the two queries can return the two tied images one
    at a time? (3) Is there an ε where precision is 1 and recall above 0.5?
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
