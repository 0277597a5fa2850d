"""Source of notebooks/07_average_precision.ipynb (build: python3 notebooks/src/build_notebooks.py 07)."""

from nbbuild import code, md

NAME = "07_average_precision"
SUMMARY = 'AP three ways (exact, trapezoid, envelope) on the MLRF 3-of-10 walk-through with |e| = 3 and |e| = 4.'

CELLS = [
    md("""
    # 07 · Average precision: exact, trapezoid, envelope

    Average precision (AP) summarises a whole ranking in one number: the area under its
    precision-recall curve. "The area" can be measured three ways, and the course documents use all
    three. We replay the MLRF lecture's walk-through (relevant at ranks 1, 3 and 9 of 10) with |e| = 3
    and with |e| = 4 relevant items, and compare.

    Sources: the MLRF lecture `001_247adb386e08221d.txt` ("Example: compute the AP for a given query",
    cases |e_i| = 3 and 4; "a common approximation is to take only the upper envelope... good libraries
    go for the full, exact computation"; "trapezoid technique"), the image-retrieval slides
    `000_a7caede54f9e5a93.txt` (slides 17-18 "Average precision"), the lecture notes
    `004_dbb275b29273de28.txt` ("area under the PR curve"), the cross-modal note
    `002_39df54dfd3168fc2.txt` (2.3: its AP formula is lost in the text we have; its glossary keeps
    "the precision at cut-off" and "the change in recall", so AP = Σ P(k) Δr(k) is our reconstruction).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import average_precision, eleven_point_average_precision, examples
    from ireval_teach.display import plot_ap_area
    """),
    md("""
    ## 1. Exact AP: average the precision at the relevant ranks

    The slides (`000_*`, slide 17): *Averaging the precision values from the rank positions where a
    relevant image was retrieved*; *Avoids interpolation, use of fixed recall levels*. Divide by **all**
    relevant items of the query, R = |e|:

    $$AP = \\frac{1}{R}\\sum_{k\\,:\\,\\text{rank } k \\text{ relevant}} P@k.$$

    It is the area of one rectangle per relevant item: width 1/R (the recall step, the cross-modal
    note's "change in recall" in our reconstruction), height P@k.
    """),
    code("""
    ex3 = examples.mlrf_three_of_ten()          # case 1: |e| = 3
    r3 = ex3.ranking
    average_precision(r3, trace=True)
    """),
    code("""
    print("AP (exact), |e| = 3:", average_precision(r3))
    """, check=True),
    code("""
    plot_ap_area(r3)
    """),
    md("""
    ## 2. Trapezoid and envelope

    * **Trapezoid** (MLRF's mAP@k slide: *Computed for each query using the trapezoid technique*): the
      lecture names the technique, not the points; we join (0, 1) and every rank's (R@k, P@k) by
      straight lines and take the area under them, as scikit-learn's `auc(recall, precision)` does
      (our construction).
    * **Envelope** (MLRF, *"a common approximation is to take only the upper envelope of the curve"*):
      the area under the interpolated curve max{P@k : R@k ≥ r} of notebook 06. It is never smaller
      than the exact AP.

    The lecture's advice: *good libraries go for the full, exact computation.* It does not say which
    computation that is, and its own mAP@k slide says *Computed for each query using the trapezoid
    technique*. Reading "full, exact" as the step sum of section 1 (one rectangle per relevant item,
    as trec_eval and the slides' *averaging the precision values*) is **our reading**: the trapezoid
    is the method the lecture names.
    """),
    code("""
    average_precision(r3, method="trapezoid", trace=True)
    """),
    code("""
    for method in ("exact", "trapezoid", "envelope"):
        print(f"|e| = 3, {method:9}: {average_precision(r3, method=method):.6f}")
    """, check=True),
    code("""
    plot_ap_area(r3, method="all")
    """),
    md("""
    Here the envelope equals the exact AP: precision at the relevant ranks (the lecture's 1, 2/3, 1/3)
    never rises, so the envelope's steps are exactly the exact AP's rectangles. The trapezoid area is
    smaller (the table above): each of its slanted lines starts from the low precision reached just
    *before* a relevant item (the lecture's P@2 = 1/2 and P@8 = 1/4), not from the top of the step. The
    MLRF lecture shows the curve but prints no AP value; these are the exact numbers.

    ## 3. Case 2: |e| = 4, a relevant item never retrieved

    The MLRF lecture: *1. Adjust R values.* *2. P values do not change if k does not change.* *3. Here,
    it would imply that we did not get all relevant results (very common in practice) ⇒ we stop the
    curve before the 1*. The
    missing item is never retrieved, so it contributes precision 0: AP divides the same sum by 4.
    """),
    code("""
    ex4 = examples.mlrf_three_of_ten(4)
    r4 = ex4.ranking
    average_precision(r4, trace=True)
    """),
    code("""
    for method in ("exact", "trapezoid", "envelope"):
        print(f"|e| = 4, {method:9}: {average_precision(r4, method=method):.6f}")
    print("every printed value of the lecture matches:", ex3.errata() == [] and ex4.errata() == [])
    """, check=True),
    code("""
    plot_ap_area(r4, method="all")
    """),
    md("""
    From |e| = 3 to |e| = 4 the exact AP falls to 3/4 of its value (the same sum, divided by 4 instead of
    3; the two tables above): the curve stops at recall 3/4, and the last quarter of the recall axis
    has no area at all. An engine is charged for what it failed to find.

    ## 4. AP versus the 11-point average

    The lecture notes (`004_*`) call their 11-point average "the same thing as area under the PR
    curve". On the notes' own 20 images:
    """),
    code("""
    tw = examples.twenty_images().ranking
    print("20 images, AP (exact)        :", average_precision(tw))
    print("20 images, 11-point AP (step):", eleven_point_average_precision(tw, scheme="step"))
    print("MLRF |e| = 3, AP and 11-point:", average_precision(r3), eleven_point_average_precision(r3))
    print("MLRF |e| = 4, AP and 11-point:", average_precision(r4), eleven_point_average_precision(r4))
    """, check=True),
    md("""
    Close on these lists, not equal in general: the 11-point average samples the interpolated curve at
    11 levels, AP measures the exact area (and with |e| = 4 the levels 0.8-1.0 get precision 0, not
    a quarter of the axis).

    ## 5. Your turn

    The explorer shows AP as a shaded area on the MLRF list. Move |e| (the relevant items the database
    holds, at least those retrieved), switch the AP method, click ranks to toggle relevance, and press
    **play** to add the pieces of the area one rank at a time.

    **Try this:** for which |e| does the trapezoid area fall below 0.4? Which ranks, made relevant, lift
    the envelope above the exact AP? Predict the exact AP for |e| = 6 before you move the slider. Then move the relevant item
    from rank 9 to rank 4: which method gains the most?
    """),
    code("""
    from ireval_teach.widgets import BinaryRankingExplorer

    explorer = BinaryRankingExplorer()
    explorer.view.value = "AP area"
    explorer
    """),
]
