"""Source of notebooks/03_f_measure.ipynb (build: python3 notebooks/src/build_notebooks.py 03)."""

from nbbuild import code, md

NAME = "03_f_measure"
SUMMARY = "F in its alpha and beta forms; F1, F2, F0.5; the harmonic mean as a conservative average; the brain surgeon's trade-off."

CELLS = [
    md("""
    # 03 · The F-measure: one number for precision and recall

    F combines precision and recall with a *weighted harmonic mean*. We write it in its two forms
    (alpha and beta), compute F1, F2 and F0.5, see why the harmonic mean is a conservative average,
    and replay the brain surgeon's precision-recall trade-off.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slide 6, "A combined measure: F"),
    the MLRF lecture `001_247adb386e08221d.txt` ("F-measure"), the cross-modal note
    `002_39df54dfd3168fc2.txt` (section 2.1 on F2 and F0.5; the brain-surgery example).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import contingency_table, f_from_pr, f_measure, precision, recall
    from ipywidgets import FloatSlider, fixed, interact
    from IPython.display import display
    """),
    md("""
    ## 1. Two forms of one formula

    The MLRF lecture writes

    $$F = \\frac{1}{\\alpha\\frac{1}{P} + (1 - \\alpha)\\frac{1}{R}} = \\frac{(\\beta^2 + 1)PR}{\\beta^2 P + R}
    \\qquad\\text{with}\\qquad \\beta^2 = \\frac{1 - \\alpha}{\\alpha},\\quad \\alpha \\in [0, 1],\\ \\beta^2 \\in [0, \\infty].$$

    alpha = 1 gives P, alpha = 0 gives R; the balanced F1 has beta = 1, that is alpha = 1/2:
    F1 = 2PR / (P + R). The slides (slide 6) show the same two forms, but the text we have of them
    lost the Greek letters (*People usually use balanced F1 measure – i.e., with = 1 or = ½*); the
    condition on beta and alpha is the MLRF lecture's.

    Our example: 2 of the 3 retrieved images are relevant, and 4 relevant images exist.
    """),
    code("""
    t = contingency_table(tp=2, fp=1, fn=2)
    f_measure(t, trace=True)
    """),
    code("""
    print("P =", precision(t), " R =", recall(t))
    print("F1 (beta = 1)     =", f_measure(t))
    print("F  (alpha = 1/2)  =", f_measure(t, alpha=0.5))
    print("F2 (beta = 2)     =", f_measure(t, beta=2))
    print("F  (alpha = 0.2)  =", f_measure(t, alpha=0.2), " (beta^2 = 0.8/0.2 = 4, so the same as F2)")
    """, check=True),
    md("""
    The alpha and beta forms are the same measure. Computed in floating point, F1 and the alpha = 1/2
    form differ in the 16th digit (the F1 and alpha = 1/2 lines above): the two formulas round
    differently. In exact arithmetic they are the same fraction.
    """),
    md("""
    ## 2. F2 and F0.5: choosing a side

    The cross-modal note (`002_*`, 2.1): *当B=2时,F2-measure更看重recall,反之,当B=0.5的情况下,precision的权重⾼于recall。 B可以取任意的⾮负实数。*
    (our translation: "when B = 2, F2-measure values recall more; conversely, when B = 0.5, precision
    weighs more than recall. B can be any non-negative real number." The note's B is beta: our
    reading, its formula is lost in the text.)
    """),
    code("""
    for beta in (0.5, 1, 2):
        print(f"F{beta:g} =", f_measure(t, beta=beta))
    """, check=True),
    md("""
    Here recall is lower than precision (the P and R line in section 1): F2 leans towards the lower recall, F0.5 towards
    the higher precision.

    ## 3. The harmonic mean is a conservative average

    The slides (`000_*` slide 6): *Harmonic mean is a conservative average* (*See CJ van Rijsbergen,
    Information Retrieval*). Conservative, in our words: it stays close to the *smaller* of the two
    numbers. Our example: an engine that returns one relevant image out of 100 relevant ones has P = 1
    and R = 0.01. Compare the arithmetic mean with F1 below: the mean hides the miss, F1 does not.
    """),
    code("""
    one_of_hundred = contingency_table(tp=1, fp=0, fn=99)
    f_measure(one_of_hundred, trace=True)
    """),
    code("""
    print("F1 =", f_measure(one_of_hundred))
    print(f_measure(one_of_hundred, trace=True).steps[-1].explanation)
    """, check=True),
    md("""
    ## 4. The brain surgeon's trade-off

    The cross-modal note (`002_*`) quotes the classic example: a surgeon removing a tumour must remove
    *all* cancer cells (recall: any cell left regrows the tumour) and must not remove healthy cells
    (precision: each one impairs the patient). Removing a wider area raises recall and lowers precision;
    a narrower cut does the opposite.

    Made-up numbers to make it concrete: the tumour has 100 cells.

    * the **liberal** surgeon removes 200 cells: all 100 tumour cells and 100 healthy ones;
    * the **conservative** surgeon removes 50 cells, all of them tumour cells.
    """),
    code("""
    liberal = contingency_table(tp=100, fp=100, fn=0)
    conservative = contingency_table(tp=50, fp=0, fn=50)
    for name, cut in (("liberal", liberal), ("conservative", conservative)):
        print(f"{name:12}  P = {precision(cut):.4f}  R = {recall(cut):.4f}  "
              f"F1 = {f_measure(cut):.4f}  F2 = {f_measure(cut, beta=2):.4f}  F0.5 = {f_measure(cut, beta=0.5):.4f}")
    """, check=True),
    md("""
    The two cuts as sets: circle A is what the surgeon removes, circle B the tumour (not to scale).
    """),
    code("""
    import matplotlib.pyplot as plt
    from ireval_teach.display.sets import plot_sets

    fig, (left, right) = plt.subplots(1, 2, figsize=(8.3, 3.2), layout="constrained")
    plot_sets(liberal, ax=left, labels=("removed", "tumour"), title="liberal: 200 cells removed")
    plot_sets(conservative, ax=right, labels=("removed", "tumour"), title="conservative: 50 cells removed");
    """),
    md("""
    F1 cannot choose: both surgeons get the same F1 (table above). The choice of beta *is* the decision: a surgeon who
    fears leaving cancer cells behind (recall matters more) uses F2 and prefers the liberal cut
    (its F2 column); one who fears damaging the brain uses F0.5 and prefers the conservative
    cut. Choosing beta is choosing what a miss costs compared with a false alarm.
    """),
    md("""
    ## 5. Your turn

    Move precision, recall and beta and watch F.

    **Try this:** set P = 1 and move R down to 0.05: how low does F1 go, against the arithmetic mean
    0.525? Then compare two engines, P = 0.4, R = 0.9 and P = 0.9, R = 0.4: which wins under F1, F2 and
    F0.5? Why must F1 call it a tie whatever the two numbers are, and by how much does F2 prefer the
    high-recall engine?
    """),
    code("""
    interact(f_from_pr, p=FloatSlider(value=0.5, min=0, max=1, step=0.05, description="precision P"),
             r=FloatSlider(value=1.0, min=0, max=1, step=0.05, description="recall R"),
             beta=FloatSlider(value=1.0, min=0, max=4, step=0.25, description="beta"), alpha=fixed(None));
    """),
]
