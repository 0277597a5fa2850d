"""Source of notebooks/11_averaging_queries.ipynb (build: python3 notebooks/src/build_notebooks.py 11)."""

from nbbuild import code, md

NAME = "11_averaging_queries"
SUMMARY = ("Averaging over queries: macro and micro averages, one PR curve at reference recall levels, "
           "configurations whose curves cross, MAP.")

CELLS = [
    md("""
    # 11 · Averaging over queries

    A system is judged on many queries, and each query has its own number of relevant items, so its
    own recall points. How do we get *one* number, or *one* curve? We compare macro and micro
    averages, build the lecture notes' averaged precision-recall curve at reference recall levels, and
    compare two configurations whose curves cross. Notebook 18 averages real queries.

    Sources: the lecture notes `004_dbb275b29273de28.txt` ("Computing PR curves ... so they can be
    averaged over multiple queries"; "what is overall precision here over queries Q1 and Q2?";
    "to compute one PR curve for a set of queries"; "which is better? configuration 1 / not clear";
    "average precision = (1/j) Σ p(Γ_i)"), the image-retrieval slides `000_a7caede54f9e5a93.txt`
    (slides 17 and 19: "MAP ... macro-averaging: each query counts equally"), Sebe et al.
    `003_5a0569a8b43b5e0e.txt` (sec. 2.2: "micro- and macro-averaging used in text-retrieval").
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach import ELEVEN_LEVELS, Ranking, examples, interpolated_precision, mean_average_precision
    from ireval_teach.averaging import (averaged_pr_curve, compare_configurations, interpolated_matrix,
                                        macro_average, micro_average)
    from ireval_teach.display import plot_averaged_pr, plot_queries, use_projector_style
    use_projector_style()
    """),
    md("""
    ## 1. Two queries from the course

    The lecture notes' query (20 images, similar ones at 1, 2, 4 and 15, so 4 relevant) and the MLRF
    lecture's list (10 results, relevant at 1, 3 and 9, |e| = 3). Different lengths, different numbers
    of relevant items.
    """),
    code("""
    queries = {"notes": examples.twenty_images().ranking, "mlrf": examples.mlrf_three_of_ten().ranking}
    for qid, r in queries.items():
        print(f"{qid:5}  length {r.length:2}  relevant {r.n_relevant}  at ranks {r.relevant_ranks}")
    """, check=True),
    md("""
    ## 2. Macro or micro?

    * **Macro average**: compute the measure for each query, then the plain mean. *Each query counts
      equally* (the slides, slide 17); MAP is a macro average.
    * **Micro average**: pool the counts of all queries (all tp, all retrieved, all relevant), then
      compute the measure once. Queries with more retrieved or relevant items weigh more.

    Precision of the whole lists: 4/20 for the notes' query, 3/10 for MLRF's.
    """),
    code("""
    macro_average(queries, "precision", trace=True)
    """),
    code("""
    micro_average(queries, "precision", trace=True)
    """),
    code("""
    print(f"macro precision = {macro_average(queries, 'precision'):.6f}   (mean of 4/20 and 3/10)")
    print(f"micro precision = {micro_average(queries, 'precision'):.6f}   (7 relevant of 30 retrieved)")
    print(f"macro R@5       = {macro_average(queries, 'recall', 5):.6f}   (mean of 3/4 and 2/3)")
    print(f"micro R@5       = {micro_average(queries, 'recall', 5):.6f}   (5 found of 7 relevant)")
    print(f"macro P@5 = {macro_average(queries, 'precision', 5)}, micro P@5 = {micro_average(queries, 'precision', 5)}")
    """, check=True),
    md("""
    At a fixed cut-off every query retrieves k items, so micro and macro P@k agree (the last line above).
    They part where the queries differ in size: the length of the lists (set precision) or the number
    of relevant items (recall). A paper must say which average it reports.
    """),
    code("""
    plot_queries(macro_average(queries, "recall", 5, trace=True))
    """),
    md("""
    ## 3. Different queries, different recall points

    The notes ask: *What is overall precision here over queries Q_1 and Q_2?* and answer: *We could
    compute this as the average of the precision of Q_1 and Q_2 at recall = 0.7 if we had those values
    but we don't.*
    The notes' query reaches recall 0.25, 0.5, 0.75, 1; MLRF's reaches 1/3, 2/3, 1. Neither has a point at
    0.7, so each is **interpolated** first (notebook 06), then averaged:
    """),
    code("""
    for qid, r in queries.items():
        print(f"{qid:5}  interpolated precision at recall 0.7 = {interpolated_precision(r, 0.7, scheme='step'):.4f}")
    print(f"average at 0.7 = {averaged_pr_curve(queries, [0.7], scheme='step')[0]:.4f}")
    """, check=True),
    md("""
    ## 4. One PR curve for a set of queries

    The notes' recipe: *1) Pick a set of reference recall values.* *0, 0.1, ..., 0.9, 1 or finer*
    *2) For each query image, compute precision at each reference recall value using interpolation if
    necessary.* *3) Average these precision values over queries to derive a single PR curve.* Each row of the trace is one query at one level:
    """),
    code("""
    averaged_pr_curve(queries, trace=True)
    """),
    code("""
    qids, levels, M = interpolated_matrix(queries)
    for qid, row in zip(qids, M):
        print(f"{qid:7}", " ".join(f"{x:.3f}" for x in row))
    print("average", " ".join(f"{x:.3f}" for x in averaged_pr_curve(queries)))
    """, check=True),
    code("""
    plot_averaged_pr(queries)
    """),
    md("""
    With the notes' own "step" rule (p(r) = P_i for R_{i-1} < r ≤ R_i) instead of the maximum to the
    right, these two queries give the same curve; they would differ on a list whose precision rises
    after a relevant item (notebook 06). "Or finer": 101 levels instead of 11 change the summary.
    """),
    code("""
    for scheme, levels in (("max", ELEVEN_LEVELS), ("step", ELEVEN_LEVELS), ("max", 100)):
        c = compare_configurations({"both queries": queries}, levels, scheme)
        print(f"{scheme:4}, {len(c.levels):3} levels: average precision over the levels = {c.mean_precision[0]:.4f}")
    """, check=True),
    md("""
    ## 5. Comparing configurations: when one curve is above, and when they cross

    The notes plot the averaged curves of two configurations (features, distance measures, ...) and ask
    twice: *which is better? → configuration 1*, then *which is better? Not clear*. The plots are not in
    the text we have; our reading is that one curve lies above the other in the first, and that they
    cross in the second. Three configurations, invented for the lesson, over the same three queries
    (each 20 results):

    * **better**: finds everything, early;
    * **broad**: finds everything, but only every second result is relevant;
    * **sharp**: perfect at the very top, then misses the last relevant items.
    """),
    code("""
    P = Ranking.from_positions
    configs = {
        "better": {"q1": P([1, 2, 4, 9], 20), "q2": P([1, 4], 20), "q3": P([1, 3, 7], 20)},
        "broad": {"q1": P([2, 4, 6, 8], 20), "q2": P([3, 5], 20), "q3": P([3, 5, 7], 20)},
        "sharp": {"q1": P([1, 2, 3], 20, n_relevant=4), "q2": P([1], 20, n_relevant=2),
                  "q3": P([1, 2, 18], 20, n_relevant=3)},
    }
    comparison = compare_configurations(configs)
    fig, ax = plt.subplots(figsize=(6.5, 4.5))
    for name in comparison.names:
        ax.plot(comparison.levels, comparison.curve(name), "o-", label=name)
    ax.set(xlabel="recall level", ylabel="averaged interpolated precision", ylim=(0, 1.05),
           title="averaged PR curves of three configurations");
    ax.legend();
    """),
    code("""
    print(compare_configurations({"better": configs["better"], "broad": configs["broad"]}).explain())
    """, check=True),
    code("""
    print(compare_configurations({"sharp": configs["sharp"], "broad": configs["broad"]}).explain())
    """, check=True),
    md("""
    *better* is above *broad* at every level: better, whatever recall you care about. *sharp* and
    *broad* cross: *sharp* wins at low recall (a user who wants a few good images), *broad* at high
    recall (a user who needs them all). The notes' way out is one number per curve: they *compute and
    compare the average precision over recall values*, (1/j) Σ p(Γ_i), and call it *the same thing as
    area under the PR curve*: close, not identical (the trapezoid area treats the two end levels as half-width).

    The three configurations are invented. Real curves cross too: two of the digits systems (notebook
    12), averaged over the queries of their TREC files, each ranking the whole collection:
    """),
    code("""
    from ireval_teach import digits

    real_configs = {name: digits.rankings(name, digits.trec_queries()) for name in ("pixels_l2", "pca8_l2")}
    print(compare_configurations(real_configs).explain())
    """, check=True),
    md("""
    Raw pixels are ahead at low recall, the 8 principal components at high recall: on real image
    retrieval, too, "which is better?" has the notes' second answer until one says at which recall.

    ## 6. MAP: the macro average of AP

    MAP (notebook 08) answers the same question without reference levels: the macro average of each
    query's exact AP. It agrees here with the notes' rule on which configuration wins:
    """),
    code("""
    for name, rankings in configs.items():
        print(f"{name:6}  MAP = {mean_average_precision(rankings):.4f}   "
              f"mean over 11 levels = {comparison.mean_precision[comparison.names.index(name)]:.4f}   "
              f"trapezoid area = {comparison.trapezoid_area[comparison.names.index(name)]:.4f}")
    """, check=True),
    code("""
    mean_average_precision(configs["sharp"], trace=True)
    """),
    md("""
    ## 7. Your turn

    The explorer starts on the two queries of section 1. Pick the query to edit, click its ranks to
    toggle relevance, move its |e|, the number of recall levels and the interpolation scheme, switch
    between the averaged curve and MAP, or plot Sebe et al.'s radial average (notebook 17) instead.

    **Try this:** (1) In the explorer, make the MLRF query's rank 2 relevant: which recall levels of the
    average move, and does MAP move more or less than the 11-level average? Add a third query with no
    relevant item: what happens to both? (2) In the second widget, compare *sharp* and *broad* with
    the "step" scheme and with finer levels (20 or 100 intervals). Does the crossing move? Then edit
    `configs` above: move q3's last relevant item in *sharp* from rank 18 to rank 4 and rerun. Does
    *sharp* now dominate? If not, what keeps *broad* ahead at the top recall levels?
    """),
    code("""
    from ireval_teach.widgets import MultiQueryExplorer

    MultiQueryExplorer()
    """),
    code("""
    from ipywidgets import interact

    interact(lambda scheme, intervals: print(compare_configurations({"sharp": configs["sharp"], "broad": configs["broad"]},
                                                                    intervals, scheme).explain()),
             scheme=["max", "step"], intervals=[10, 20, 100]);
    """),
]
