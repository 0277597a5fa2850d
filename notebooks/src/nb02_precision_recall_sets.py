"""Source of notebooks/02_precision_recall_sets.ipynb (build: python3 notebooks/src/build_notebooks.py 02)."""

from nbbuild import code, md

NAME = "02_precision_recall_sets"
SUMMARY = 'The contingency table and the set view A ∩ B; precision and recall, and how each alone is gamed.'

CELLS = [
    md("""
    # 02 · Precision and recall: the table and the sets

    Two questions about what an engine returned: *how much of it is relevant?* (precision) and *how
    much of the relevant material did it find?* (recall). We compute both from the contingency table
    and from the lecture notes' set picture A ∩ B.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slides 4-5), the MLRF lecture
    `001_247adb386e08221d.txt` ("Precision and Recall"), the lecture notes `004_dbb275b29273de28.txt`
    ("Set interpretation of precision and recall"), the cross-modal note `002_39df54dfd3168fc2.txt`
    (why one of the two alone is "ill-pod" [sic], i.e. ill-posed), Sebe et al.
    `003_5a0569a8b43b5e0e.txt` (Table 1).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import Ranking, contingency_table, precision, recall, sets_table
    from ireval_teach.display.sets import plot_sets
    from ireval_teach.generality import generality
    from ipywidgets import SelectMultiple, interact
    from IPython.display import display
    """),
    md("""
    ## 1. The contingency table

    Every item of the collection falls in one cell (slides `000_*` slide 4, MLRF `001_*`):

    |               | Relevant | Nonrelevant |
    |---------------|----------|-------------|
    | Retrieved     | tp       | fp          |
    | Not retrieved | fn       | tn          |

    $$P = \\frac{tp}{tp + fp} \\qquad R = \\frac{tp}{tp + fn}$$

    The MLRF lecture reads them as conditional probabilities: P = P(relevant | retrieved),
    R = P(retrieved | relevant).
    """),
    md("""
    ## 2. The set view: A ∩ B

    The lecture notes (`004_*`, "Set interpretation"): A = the set of retrieved images, B = the set
    of images that are similar to the query. Then

    $$\\text{precision} = \\frac{|A \\cap B|}{|A|} \\qquad \\text{recall} = \\frac{|A \\cap B|}{|B|}.$$

    A small collection of 12 images; 4 of them show a cat (the query); the engine returns 5.
    """),
    code("""
    collection = ["cat1", "cat2", "cat3", "cat4", "dog1", "dog2", "car1", "car2", "tree1", "tree2", "sky1", "sky2"]
    B = {"cat1", "cat2", "cat3", "cat4"}              # relevant: similar to the query
    A = {"cat1", "dog1", "cat3", "car2", "cat4"}      # retrieved by the engine
    t = sets_table(A, B, collection_size=len(collection))
    t
    """),
    code("""
    plot_sets(A, B, collection_size=len(collection))
    """),
    md("""
    Precision looks at circle A: how much of it lies in B. Recall looks at circle B: how much of it lies
    in A. The same overlap, two different wholes.
    """),
    code("""
    print("|A ∩ B| =", t.tp, " |A| =", t.s, " |B| =", t.c)
    print("precision =", precision(t))
    print("recall    =", recall(t))
    """, check=True),
    code("""
    display(precision(t, trace=True), recall(t, trace=True))
    """),
    md("""
    **A slip in the notes.** Their sentence is right: recall is *the number of retrieved images that
    are similar divided by the number of similar images in the target dataset*. Their displayed
    formula, `# images that are similar to query / # images in target set that are similar`, lacks
    "retrieved": as printed, top and bottom count the same images, so it always equals 1. The library
    computes the sentence, |A ∩ B| / |B| (listed with the documents' slips in `examples.errata()`).
    """),
    md("""
    Sebe et al. (`003_*`, Table 1) name the same cells for image retrieval: v = |A ∩ B| (visible
    relevant items), c = |B| (relevant class size), s = |A| (the scope), d = the database size,
    e = d - c (the irrelevant "embedding"). The table object speaks both languages:
    """),
    code("""
    print("v =", t.v, " c =", t.c, " s =", t.s, " e =", t.e, " d =", t.d)
    print("same table from c, e, s, v:", contingency_table(c=4, e=8, s=5, v=3) == t)
    """, check=True),
    md("""
    ## 3. What each number needs to know

    The lecture notes (`004_*`): *Note that to compute precision, we only need to determine if retrieved
    images are similar to the query, we don't need to know the similarity label of the target images.*
    Recall needs the similarity label of **every** target image (|B|). That is why web search cannot
    be measured by recall: nobody knows B.

    A ranking judged only where it was retrieved gives the same numbers once we say how large B is:
    """),
    code("""
    r = Ranking.from_ids(["cat1", "dog1", "cat3", "car2", "cat4"], B, collection_size=12)
    print("labels in rank order:", r.labels.tolist(), " n_relevant =", r.n_relevant)
    print("precision =", precision(r), " recall =", recall(r))
    """, check=True),
    md("""
    ## 4. Each one alone can be gamed

    The slides (`000_*` slide 5): *"You can get high recall (but low precision) by retrieving all
    images for all queries!"* The cross-modal note (`002_*`) adds the other side: return a single,
    surely relevant page and precision is 1, yet nobody would call that a good search engine.
    """),
    code("""
    everything = sets_table(collection, B, collection_size=12)
    one_sure_hit = sets_table({"cat1"}, B, collection_size=12)
    print("retrieve everything: precision =", precision(everything), " recall =", recall(everything))
    print("retrieve one cat   : precision =", precision(one_sure_hit), " recall =", recall(one_sure_hit))
    print("fraction of the collection that is relevant, g = |B| / 12 =", generality(len(B), 12))
    """, check=True),
    md("""
    Retrieving everything gives full recall, and its precision is the fraction of the collection that
    is relevant (the last line above; Sebe et al. call it the *generality*, g = c/d, the precision of a random engine).
    Recall never decreases as more is retrieved; in a good system precision tends to fall as recall
    rises, "not a theorem, but a result with strong empirical confirmation" (slides, slide 5).

    ## 5. The empirical confirmation, measured

    Twelve invented images cannot confirm anything. The course's real collection (1,797 handwritten
    digits, relevant = same class; notebook 12 introduces it) has three retrieval systems and a set of
    queries shipped as TREC files (the output says how many). For every query, read the precision where recall first reaches 0.1, 0.2, ..., 1.0 (raw
    precision, not interpolated: interpolation would force the fall), and count how often it falls
    from one level to the next:
    """),
    code("""
    from ireval_teach import digits
    from ireval_teach.examples.claims import precision_recall_trend

    for system in digits.SYSTEMS:
        print(precision_recall_trend(system))
    """, check=True),
    code("""
    trend = precision_recall_trend("pixels_l2")
    print("recall level  :", "  ".join(f"{x:5.1f}" for x in trend.levels))
    print("mean precision:", "  ".join(f"{x:5.3f}" for x in trend.mean_precision))
    """, check=True),
    md("""
    Most steps fall, a few rise (a query whose next relevant images come in a run), and the mean over
    queries falls at every level: "strong empirical confirmation", now on real rankings. We need both
    numbers, or one number that combines them: notebook 03.
    """),
    md("""
    ## 6. Your turn

    Choose the retrieved set A (hold Ctrl / Cmd to select several). B stays the four cats.

    **Try this:** (1) Find two different sets A with precision = recall. What do they have in common,
    and can you prove it must always be so? (2) Find a set A with precision 2/3. What is the smallest
    recall it can have, and the largest? (3) Start from A = the four cats and add one non-cat: which
    number changes, and by how much? Then remove one cat instead.
    """),
    code("""
    interact(lambda A: display(plot_sets(A, B, collection_size=12),
                               precision(sets_table(A, B, collection_size=12), trace=True),
                               recall(sets_table(A, B, collection_size=12), trace=True)),
             A=SelectMultiple(options=collection, value=("cat1", "dog1", "cat3", "car2", "cat4"), rows=12,
                              description="retrieved A"));
    """),
]
