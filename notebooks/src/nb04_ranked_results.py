"""Source of notebooks/04_ranked_results.ipynb (build: python3 notebooks/src/build_notebooks.py 04)."""

from nbbuild import code, md

NAME = "04_ranked_results"
SUMMARY = 'P@k, R@k and F@k at every cut-off; past the end of a short list; R-precision; reciprocal rank.'

CELLS = [
    md("""
    # 04 · Ranked results: P@k, R@k, F@k, R-precision, reciprocal rank

    A search engine returns a *ranked list*, and the user reads it from the top. Cutting the list at
    rank k turns it into a set, so precision, recall and F work again, at every k. We also settle
    what happens past the end of a short list, and meet two one-number summaries: R-precision and the
    reciprocal rank.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slides 7, 12 "Precision-at-k",
    21 "R-precision"), the MLRF lecture `001_247adb386e08221d.txt` (the 10-result example, P@k and R@k
    at every rank), the lecture notes `004_dbb275b29273de28.txt` (precision and recall depend on k).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import (Ranking, examples, f_measure_at, pr_points, precision_at, r_precision, recall_at,
                              reciprocal_rank)
    from ireval_teach.display import plot_pr
    from ipywidgets import IntSlider, fixed, interact
    """),
    md("""
    ## 1. The MLRF lecture's list

    Ten results; the relevant ones are at ranks 1, 3 and 9, and the database holds |e| = 3 relevant
    items (`001_*`, "Case 1: assume |e_i| = 3"). The lecture checks the results one by one.
    """),
    code("""
    ex = examples.mlrf_three_of_ten()
    r = ex.ranking
    r
    """),
    md("""
    ## 2. P@k and R@k: cut the list at k

    $$P@k = \\frac{tp(k)}{k} \\qquad R@k = \\frac{tp(k)}{R}$$

    with tp(k) the relevant items in the top k and R = |e| the relevant items of the query. The trace
    shows every rank up to k:
    """),
    code("""
    precision_at(r, 3, trace=True)
    """),
    code("""
    print("P@3 =", precision_at(r, 3), " R@3 =", recall_at(r, 3), " F1@3 =", f_measure_at(r, 3))
    print("P@7 =", precision_at(r, 7), "(the lecture prints 2/7 = 0.285...)")
    """, check=True),
    md("""
    At every k at once: the lecture's walk-through, one row per rank. Recall rises only at the relevant
    ranks; precision rises there and falls everywhere else.
    """),
    code("""
    pr_points(r, trace=True)
    """),
    code("""
    for s in pr_points(r):
        print(f"k = {s.rank:2}   P@k = {s.tp}/{s.rank} = {s.precision:.4f}   R@k = {s.tp}/{r.n_relevant} = {s.recall:.4f}")
    """, check=True),
    md("""
    The MLRF lecture's printed values, each checked against the exact one:
    """),
    code("""
    print(ex.report())
    """),
    md("""
    The slides (`000_*`, slide 12): P@k is *Perhaps appropriate for most of web search: all people want
    are good matches on the first one or two results pages*, but it *averages badly and has an arbitrary parameter of k*
    (notebook 18 shows both on real queries).
    The lecture notes (`004_*`) put it another way: a system does not have *one* precision and recall,
    it has one pair per k.

    ## 3. Past the end of the list

    What is P@10 of a list that holds only 3 results, all relevant? Two conventions exist, and the
    library names them (`beyond_end`):

    * `"nonrelevant"` (default, as trec_eval's P_10): the missing ranks count as non-relevant items,
      P@10 = 3/10. The engine *chose* to return only 3; a user who wanted 10 got 3.
    * `"retrieved"`: divide by what was retrieved, P@10 = 3/3.
    """),
    code("""
    short = Ranking([1, 1, 1])
    print("P@10, missing ranks count as not relevant:", precision_at(short, 10))
    print("P@10, divide by the number retrieved     :", precision_at(short, 10, beyond_end="retrieved"))
    """, check=True),
    code("""
    precision_at(short, 5, trace=True)
    """),
    md("""
    Recall has no such question: its denominator is R whatever k is. An engine cannot raise P@10 by
    returning fewer items under the default convention (our reason to make it the default, as
    trec_eval does).

    ## 4. R-precision

    The slides (`000_*`, slide 21): *If we have a known (though perhaps incomplete) set of relevant
    images of size Rel, then calculate precision of the top Rel images returned* and *Perfect system
    could score 1.0.* At rank R the
    precision and the recall are equal (both are tp(R)/R), so R-precision is also the recall at R.
    """),
    code("""
    twenty = examples.twenty_images().ranking      # the lecture notes' 20 images, relevant at 1, 2, 4, 15
    print("MLRF list (R = 3)     : R-precision =", r_precision(r), "= P@3 =", precision_at(r, 3), "= R@3 =", recall_at(r, 3))
    print("20 images (R = 4)     : R-precision =", r_precision(twenty))
    print("MLRF list with |e| = 4: R-precision =", r_precision(r.with_n_relevant(4)))
    """, check=True),
    md("""
    ## 5. Reciprocal rank

    How far down is the *first* relevant result? RR = 1 / (rank of the first relevant item), 0 when
    none was retrieved. It suits questions with one right answer.
    """),
    code("""
    reciprocal_rank([0, 0, 1, 1], trace=True)
    """),
    code("""
    print("RR of the MLRF list:", reciprocal_rank(r), " RR of [0, 0, 1, 1]:", reciprocal_rank([0, 0, 1, 1]),
          " RR of [0, 0, 0]:", reciprocal_rank([0, 0, 0]))
    """, check=True),
    md("""
    ## 6. The picture: one point per k

    Each cut-off k gives a (recall, precision) point; joined in rank order they draw the saw-tooth that
    notebook 05 builds step by step.
    """),
    code("""
    plot_pr(r, levels=False, envelope=False, title="MLRF list: (R@k, P@k) for k = 1..10")
    """),
    md("""
    ## 7. Your turn

    The explorer starts on the MLRF list with the measure P@k. Click a rank to toggle its relevance,
    move the cut-off k and |e|, switch the measure (P@k, R@k, R-precision, RR), press **play** to
    replay the trace rank by rank.

    **Try this:** which single rank, made relevant, raises the MLRF list's R-precision the most, and
    does the same rank raise P@10 the most? Set |e| = 6: which numbers change, and which do not? Make
    rank 2 relevant: what happens to RR, and why?
    """),
    code("""
    from ireval_teach.widgets import BinaryRankingExplorer

    explorer = BinaryRankingExplorer()
    explorer.measure.value = "P@k"
    explorer
    """),
    md("""
    And the convention past the end of a list: a 3-item list, k up to 15.

    **Try this:** at which k do the two conventions start to disagree? Then compare this 3-item list
    with an engine that returns 10 results, 5 of them relevant: which has the higher P@10 under each
    convention?
    """),
    code("""
    interact(precision_at, r=fixed(short), k=IntSlider(value=5, min=1, max=15, description="k"),
             beyond_end=["nonrelevant", "retrieved"], trace=fixed(True));
    """),
]
