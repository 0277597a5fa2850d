"""Source of notebooks/01_relevance_and_accuracy.ipynb (build: python3 notebooks/src/build_notebooks.py 01)."""

from nbbuild import code, md

NAME = "01_relevance_and_accuracy"
SUMMARY = "Relevance; RMSE, the lecture notes' first idea; the slides' 99.9999% accurate engine that finds nothing."

CELLS = [
    md("""
    # 01 · Relevance, and why accuracy is the wrong question

    What does it mean for a search result to be *good*? This notebook starts from relevance, looks at
    the lecture notes' first idea (compare similarity values, RMSE), then computes the image-retrieval
    slides' "99.9999% accurate search engine" that finds nothing.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slides 1-3), the lecture notes
    `004_dbb275b29273de28.txt` (first page, "Evaluation").
    """),
    code("""
    %matplotlib inline
    from ireval_teach import Ranking, accuracy, contingency_table, precision, recall, rmse
    from ireval_teach.examples.slides import slides_accuracy_trap
    from ipywidgets import IntSlider, interact
    from IPython.display import display
    """),
    md("""
    ## 1. Relevance: a judgement about one query

    The slides (`000_*`, slide 1): *relevant* images meet the user's information need, *irrelevant*
    images don't. Relevance belongs to a query ("cat"), not to an image alone.

    An evaluation starts from a **judged ranking**: what the engine returned, in rank order, with a
    label per item (1 = relevant, 0 = not) and the number of relevant items that exist for the query.
    """),
    code("""
    r = Ranking([1, 0, 1, 0, 0, 0, 0, 0, 1, 0], n_relevant=3)   # the MLRF lecture's list (001_*), used again in 04-07
    r
    """),
    code("""
    print("relevant at ranks", r.relevant_ranks, "| retrieved", r.length, "| relevant items for the query", r.n_relevant)
    """, check=True),
    md("""
    ## 2. The lecture notes' first idea: compare similarity values (RMSE)

    The lecture notes (`004_*`, "Evaluation") start elsewhere: if we knew the *true* similarity
    v_i of the query to every evaluation image T_i, we could compare the predicted values v'_i with it,

    $$\\text{error}_{\\text{RMSE}} = \\sqrt{\\frac{1}{n}\\sum_{i=0}^{n-1} (v'_i - v_i)^2}.$$

    The notes then give two reasons to move on: true similarity values are hard to get (for every
    query!), and even perfect values would still need a **threshold** v+ to decide what to return
    ("return all T_i such that d(Q, T_i) < v+"), which only works if similar and dissimilar values do not
    overlap. So the notes switch to a yes/no judgement per image, which is what the rest of the course uses.

    Here is RMSE step by step for four evaluation images whose true similarity we pretend to know
    (made-up values, for illustration).
    """),
    code("""
    true_similarity = [1.0, 0.8, 0.1, 0.0]
    predicted_similarity = [0.9, 0.6, 0.3, 0.1]
    rmse(predicted_similarity, true_similarity, trace=True)
    """),
    code("""
    print("RMSE =", rmse(predicted_similarity, true_similarity))
    """, check=True),
    md("""
    A small RMSE, yet it does not tell us which images to *return*: that needs the threshold v+, and
    the answer to "did the user get what they needed?" is what the next sections measure.
    """),
    md("""
    ## 3. Accuracy: the fraction of correct yes/no decisions

    An engine decides, for every image of the collection, "relevant" (retrieve it) or "not relevant".
    The slides (`000_*`, slide 2) draw the table of the four outcomes and define

    $$\\text{accuracy} = \\frac{tp + tn}{tp + fp + fn + tn}.$$

    Accuracy is common in machine-learning classification. Let us see what it says in retrieval.
    """),
    md("""
    ## 4. The 99.9999% accurate engine that finds nothing

    Slide 3 of `000_*`: *"How to build a 99.9999% accurate search engine on a low budget... 0 matching
    results found."* The slide gives no collection size; 99.9999% needs at most one relevant image per
    million. So take 1,000,000 images with **one** relevant image for the query. The engine returns
    nothing: tp = 0, fp = 0, fn = 1, and all the other 999,999 decisions are correct. The library keeps
    this as a worked example of the slides:
    """),
    code("""
    trap = slides_accuracy_trap()
    lazy = trap.data
    lazy
    """),
    code("""
    print(trap.report())
    """),
    code("""
    print("accuracy :", accuracy(lazy))
    print("precision:", precision(lazy), "(nothing retrieved: taken as 0)")
    print("recall   :", recall(lazy))
    """, check=True),
    md("""
    The accuracy line above is the slide's number, *99.9999%*, for an engine that is useless: it
    never finds anything. The precision and recall lines say so.

    Now an engine that *does* its job: it returns 10 images, and the relevant one is among them.
    """),
    code("""
    useful = contingency_table(tp=1, fp=9, fn=0, tn=1_000_000 - 10)
    print("accuracy :", accuracy(useful))
    print("precision:", precision(useful))
    print("recall   :", recall(useful))
    print("lower than the empty engine's accuracy:", accuracy(useful) < accuracy(lazy))
    """, check=True),
    code("""
    accuracy(useful, trace=True).steps[0].explanation
    """, check=True),
    md("""
    The two engines as sets inside the collection (circles not to scale: the counts are in the labels).
    The empty engine's circle A holds nothing; the useful one's holds the relevant image and 9 others.
    Both pictures are almost all tn, the region outside both circles, and accuracy counts it.
    """),
    code("""
    import matplotlib.pyplot as plt
    from ireval_teach.display.sets import plot_sets

    fig, (left, right) = plt.subplots(1, 2, figsize=(8.3, 3.2), layout="constrained")
    plot_sets(lazy, ax=left, title="returns nothing")
    plot_sets(useful, ax=right, title="returns 10 images");
    """),
    md("""
    The useful engine has **lower** accuracy (the last line above): every extra image it shows is a
    false positive, and the huge number of true negatives drowns everything else. In retrieval almost
    everything is irrelevant, so "say no to everything" scores best. The slides (slide 3): *People
    doing information retrieval want to find something and have a certain tolerance for junk.* Slide 4
    then measures what was found (recall) and how much junk came with it (precision): notebook 02.
    """),
    md("""
    ## 5. Your turn

    One relevant image in a collection of 1,000,000 (Sebe et al.'s notation, `003_*`: class size
    c = 1, embedding e = 999,999). Choose how many images the engine returns (the scope s) and how many
    of them are relevant (v, 0 or 1).

    **Try this:** keep v = 1 and raise s from 1 to 1000: how far does accuracy fall, and what happens
    to precision? Then set v = 0: which measure still looks excellent?
    """),
    code("""
    interact(lambda s, v: display(t := contingency_table(c=1, e=1_000_000 - 1, s=s, v=v), accuracy(t, trace=True),
                                  precision(t, trace=True), recall(t, trace=True)),
             s=IntSlider(value=10, min=1, max=1000, description="returned s"),
             v=IntSlider(value=1, min=0, max=1, description="relevant v"));
    """),
]
