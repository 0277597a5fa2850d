"""Source of notebooks/06_interpolation.ipynb (build: python3 notebooks/src/build_notebooks.py 06)."""

from nbbuild import code, md

NAME = "06_interpolation"
SUMMARY = 'Interpolation, "max to the right" and the notes\' step rule, where they differ; 11-point interpolated AP; the value at 0.'

CELLS = [
    md("""
    # 06 · Interpolated precision and the 11-point average

    A ranking gives precision only at the recall values it happens to reach (1/4, 2/4, ... for four
    relevant images). To read precision at a *chosen* recall level, and to average curves over
    queries, we interpolate. The course documents teach two schemes; we compute both, find where they
    differ, and build the early-TREC 11-point interpolated average precision.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slide 10 "Interpolated precision",
    slide 14 "11-point interpolated average precision"), the lecture notes `004_dbb275b29273de28.txt`
    ("Conceptually, precision should monotonically decrease as recall increases": the step rule, and
    "Average precision = 1/j sum p(Γ_i)").
    """),
    code("""
    %matplotlib inline
    from ireval_teach import (ELEVEN_LEVELS, Ranking, eleven_point_average_precision, examples, interpolated_precision,
                              precision_at, scheme_differences)
    from ireval_teach.interpolation import interpolation_trace
    from ireval_teach.display import plot_pr, plot_schemes
    from ipywidgets import FloatSlider, fixed, interact
    """),
    md("""
    ## 1. Why interpolate?

    The lecture notes (`004_*`): *What is overall precision here over queries $Q_1$ and $Q_2$? We could
    compute this as the average of the precision of $Q_1$ and $Q_2$ at recall = 0.7 if we had those
    values but we don't. So need to interpolate between PR points for individual queries.*

    We use the notes' 20 images (similar at positions 1, 2, 4, 15; notebook 05).
    """),
    code("""
    tw = examples.twenty_images()
    r = tw.ranking
    print("recall levels:", ELEVEN_LEVELS)
    """, check=True),
    md("""
    ## 2. Scheme "max": the best precision to the right

    The slides (`000_*`, slide 10): *Idea: If locally precision increases with increasing recall, then
    you should get to count that…* and *So you take the max of precisions to right of value*.

    $$p_{\\text{interp}}(r) = \\max\\{\\, P@k : R@k \\ge r \\,\\}$$

    (also the IIR textbook's definition). A level that no rank reaches gets 0: the library's convention,
    as in trec_eval, not the slides'. Each row says which rank the precision came from:
    """),
    code("""
    interpolation_trace(r, scheme="max")
    """),
    md("""
    ## 3. Scheme "step": the lecture notes' rule

    The notes keep only the points at the relevant ranks, (R_i, P_i), and define

    $$p(r) = P_i \\quad\\text{for}\\quad R_{i-1} < r \\le R_i, \\qquad R_0 = 0.$$
    """),
    code("""
    interpolation_trace(r, scheme="step")
    """),
    code("""
    print("max  scheme:", [round(x, 4) for x in interpolation_trace(r, scheme="max").value])
    print("step scheme:", [round(x, 4) for x in interpolation_trace(r, scheme="step").value])
    print("levels where they differ:", scheme_differences(r))
    print("P at the relevant ranks:", [round(precision_at(r, k), 4) for k in r.relevant_ranks])
    """, check=True),
    md("""
    ## 4. Where the two schemes differ

    On the 20 images they agree: precision at the relevant ranks (the last line above) never rises. They
    part ways when a later relevant item has a *higher* precision than an earlier one: "max" lifts the
    earlier levels up to it (you "get to count that"), "step" keeps the dip. Take relevant items at
    ranks 1, 5 and 6 of 6 (the first line below is the precision at those ranks):
    """),
    code("""
    dip = Ranking.from_positions([1, 5, 6], length=6)
    print("P at the relevant ranks:", [round(precision_at(dip, k), 4) for k in dip.relevant_ranks])
    for level, by_max, by_step in scheme_differences(dip):
        print(f"recall {level:.1f}:  max {by_max:.4f}   step {by_step:.4f}")
    """, check=True),
    code("""
    plot_schemes(dip)
    """),
    md("""
    ## 5. The 11-point interpolated average precision

    The slides (`000_*`, slide 14): *The standard measure in the early TREC competitions: you take the
    precision at 11 levels of recall varying from 0 to 1 by tenths of the images, using interpolation
    (the value for 0 is always interpolated!), and average them*. The lecture notes write the same average as
    1/j Σ p(Γ_i) over Γ_i = 0, 0.1, ..., 1.
    """),
    code("""
    eleven_point_average_precision(r, trace=True)
    """),
    code("""
    print("20 images, 11-point AP (max) :", eleven_point_average_precision(r))
    print("20 images, 11-point AP (step):", eleven_point_average_precision(r, scheme="step"))
    print("ranks 1, 5, 6: max", eleven_point_average_precision(dip), " step", eleven_point_average_precision(dip, scheme="step"))
    """, check=True),
    code("""
    plot_pr(r)
    """),
    md("""
    The notes then say this average *is the same thing as area under the PR curve*. Close, but not the
    same: the first line below compares the exact area (average precision, notebook 07) of the 20 images
    with the 11-point average. The 11 levels sample the curve; the area integrates it.
    """),
    code("""
    for note in tw.notes:
        print("-", note)
    """, check=True),
    md("""
    ## 6. "The value for 0 is always interpolated"

    No rank has recall 0 once something relevant has been found, so p(0) always comes from a rule. With
    "max" it is the best precision anywhere in the list. The notes' step rule, R_{i-1} < r ≤ R_i with
    R_0 = 0, **leaves p(0) undefined**: no step contains r = 0. The library's "step" extends the first
    step to 0 and takes P_1, the precision at the first relevant item: **our choice**, not the notes'.
    The two differ when the list starts with a miss: relevant at ranks 2 and 3.
    """),
    code("""
    starts_with_a_miss = Ranking([0, 1, 1])
    print("p(0), max :", interpolated_precision(starts_with_a_miss, 0.0))
    print("p(0), step:", interpolated_precision(starts_with_a_miss, 0.0, scheme="step"))
    """, check=True),
    code("""
    interpolated_precision(starts_with_a_miss, 0.0, trace=True)
    """),
    md("""
    A note on trec_eval: its `iprec_at_recall` and `11pt_avg` round the recall cut-offs in code, and
    versions 9 and 10 round differently; ireval_teach uses the textbook definition above, comparing
    tp/R ≥ i/10 exactly (see `help(ireval_teach.interpolation)`).

    ## 7. Your turn

    The explorer shows the 11-point AP of the MLRF list (relevant at 1, 3, 9). Click ranks to toggle
    relevance and switch `interpolation` between max and step; **play** walks through the 11 levels.

    **Try this:** on the MLRF list the two schemes agree. Which ranks, made relevant one at a time,
    make them differ, and by how much does each scheme's 11-point AP change? Can "step" ever give the
    higher 11-point AP? (Compare what each scheme takes at one level.)
    """),
    code("""
    from ireval_teach.widgets import BinaryRankingExplorer

    explorer = BinaryRankingExplorer()
    explorer.measure.value = "11-point AP"
    explorer
    """),
    md("""
    One level at a time, on the list relevant at 1, 5, 6:
    """),
    code("""
    interact(interpolated_precision, r=fixed(dip), recall_level=FloatSlider(value=0.5, min=0, max=1, step=0.05),
             scheme=["max", "step"], trace=fixed(True));
    """),
]
