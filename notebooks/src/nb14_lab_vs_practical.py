"""Source of notebooks/14_lab_vs_practical.ipynb (build: python3 notebooks/src/build_notebooks.py 14)."""

from nbbuild import code, md

NAME = "14_lab_vs_practical"
SUMMARY = ("Laboratory versus practical systems: precision-scope graphs, lower bounds on recall and generality, "
           "estimating generality from a random sample, on a real image query; real distractors (other classes, noise).")

CELLS = [
    md("""
    # 14 · Laboratory versus practical systems, and distractors

    Recall needs the number of relevant items in the whole database, and nobody judges a whole web
    collection. What can be said without it? Sebe et al. separate *laboratory* studies (complete ground
    truth) from *practical* ones (judgments only within the scope), give the bounds a practical study
    still has, and show how a random sample recovers an estimate. The MLRF lecture's shortcut,
    *distractors*, grows a database without judging it.

    Sources: Sebe et al. `003_5a0569a8b43b5e0e.txt` (Sec. 3 "Laboratory Systems versus Practical
    Systems": the recall lower bound v/(d − s + v), the generality lower bound v/d, precision-scope
    graphs, estimating generality from randomly ranked items), the lecture notes
    `004_dbb275b29273de28.txt` ("Limitations of PR curves", "Image search on the internet", "you can't
    use PR"), the MLRF lecture `001_247adb386e08221d.txt` ("Ground truthing issues ... use
    distractors").
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach import Ranking, average_precision, digits, examples, recall_at
    from ireval_teach.averaging import macro_average
    from ireval_teach.digits_embedding import embedded_rankings
    from ireval_teach.generality import (add_distractors, distractor_table, estimate_generality, generality,
                                         practical_bounds, precision_scope_graph)
    """),
    md("""
    ## 1. Two kinds of study

    Sebe et al.: a **laboratory** system study is one *where complete ground-truth has become
    available*: for every query the relevant class size c is known, so recall and generality can be
    computed. A **practical** system study *lacks complete ground-truth*: a set of queries, a database
    of known size d, and *Relevance judgments have to be given within the scopes used*. The lecture
    notes say the same of image search on the internet: *how do you evaluate it since don't know set of
    all similar images?* and *you can't use PR*.

    Our example is real: query image 27 of the digits collection (notebook 12) against all the other
    images (the database d printed below), ranked by the `pca8_l2` system (chosen because its top 20 mixes relevant and
    irrelevant images). A practical study sees only the top 20, judged by
    their class labels; it does not know how many relevant images the rest of the database holds.
    (We do: the collection's ground truth is complete, which lets us check every estimate below.)
    """),
    code("""
    full = digits.ranking("pca8_l2", 27)                       # the laboratory view (complete ground truth)
    top20 = Ranking(full.labels[:20], collection_size=full.collection_size)   # the practical view
    print("relevant at ranks", top20.relevant_ranks, "of", top20.length, "judged; database d =", top20.collection_size)
    """, check=True),
    md("""
    ## 2. What a practical study knows exactly: precision, scope by scope

    Of the laboratory parameters *only precision = v/s is accurately known*. So practical studies plot
    a **precision-scope graph**: precision against the number of results looked at.
    """),
    code("""
    graph = precision_scope_graph(top20)
    for s, v, p in zip(graph.scope, graph.visible, graph.precision):
        if s in (1, 5, 10, 20):
            print(f"scope s = {s:2}: v = {v}  precision = {p:.4f}")
    """, check=True),
    md("""
    The precision-scope graph answers the practical question the paper names: *how many items will I
    have to inspect extra, to obtain an extra relevant item?* It says nothing about completeness.

    ## 3. What it can bound: recall and generality

    With v relevant items in scope s, the class size c lies between v (nothing relevant outside the
    scope) and d − s + v (everything unseen is relevant). Hence the paper's bounds: *For recall due to
    knowing v but not c only a lower bound v/(d-s+v) is known. For generality only a lower bound g = v/d
    is known.*
    """),
    code("""
    b = practical_bounds(d=top20.collection_size, s=20, v=top20.n_relevant)
    print(f"precision        = {b.precision}")
    print(f"class size c     in {b.class_size_range}")
    print(f"recall           in [{b.recall_lower:.2%}, {b.recall_upper:.0%}]")
    print(f"generality       in [{b.generality_lower:.6f}, {b.generality_upper:.6f}]")
    print(f"the truth (laboratory view): c = {full.n_relevant}, recall at s = 20 = {recall_at(full, 20):.2%}")
    """, check=True),
    md("""
    A recall somewhere between the two printed ends: the bounds are true and useless (our reading).
    The paper (Sec. 3): *The problem with any Practical system study is that one cannot interpret the
    results in terms of "expected completeness" (recall)*.

    ## 4. Estimating generality from a random sample

    The paper's way out: *generality in terms of relevant fraction is identical to the expected
    precision (see Eq. (10)) when using a random ranking method.* Rank the database at random, judge the
    top n, and the fraction relevant estimates g; then c ≈ g·d and recall ≈ v/c. A seeded random
    ranking of the real database for the same query, judged by the class labels:
    """),
    code("""
    shuffled = digits.random_ranking(27, seed=1)
    print("true class size c =", shuffled.n_relevant, " d =", shuffled.collection_size)
    for n in (100, 300):
        est = estimate_generality(shuffled.labels[:n].tolist(), d=shuffled.collection_size)
        print(f"judge {n} random items: {est.n_relevant} relevant, g = {est.g:.4f} "
              f"(95% interval {est.low:.4f} to {est.high:.4f}), c = {est.c:.0f} (interval {est.c_low:.0f} to "
              f"{est.c_high:.0f}), truth inside: {est.c_low <= shuffled.n_relevant <= est.c_high}")
    """, check=True),
    md("""
    The interval is the Wilson score interval, narrowed for sampling without replacement from a finite
    database (judging all d items gives g exactly); more judgments narrow it. With an estimated c the
    practical study becomes an *estimated Laboratory system*: the engine's recall at s = 20, with the
    true c, the estimate and the ends of its interval (100 judged items):
    """),
    code("""
    est = estimate_generality(shuffled.labels[:100].tolist(), d=shuffled.collection_size)
    for name, c in (("true c", full.n_relevant), ("estimated c", round(est.c)), ("interval, low c", round(est.c_low)),
                    ("interval, high c", round(est.c_high))):
        lab = precision_scope_graph(top20, c=c)
        print(f"{name:17} c = {c:3}: recall at s = 20 is {lab.recall[19]:.4f}")
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7, 4.2))
    ax.plot(graph.scope, graph.precision, "o-", label="precision (known exactly)")
    ax.plot(graph.scope, precision_scope_graph(top20, c=full.n_relevant).recall, "s-",
            label=f"recall with the true c = {full.n_relevant}")
    ax.plot(graph.scope, precision_scope_graph(top20, c=round(est.c)).recall, "^--",
            label=f"recall with the estimate c = {round(est.c)}")
    ax.plot(graph.scope, graph.recall_lower, "k:", label="recall lower bound v/(d - s + v)")
    ax.set(xlabel="scope s", ylabel="value", ylim=(0, 1.05), title="a practical study and its estimated recall")
    ax.legend();
    """),
    md("""
    ## 5. Distractors: a bigger database without judging it

    The MLRF lecture: *Do we have to annotate all images within a dataset for all our test queries?*
    *No! Use "distractors": samples that you know, for sure, not to be relevant to any query.* Adding
    distractors grows the embedding e while c stays known, so generality falls and recall stays
    computable: the doubling of notebook 13's GRiP graph.

    Measured on real queries (`ireval_teach.digits_embedding`): 20 digit queries, each with c = 16
    relevant images of its class, embedded among e distractors that really are not relevant: images of
    the other classes, or noise images. Mean P@10, R@10 and MAP over the 20 queries:
    """),
    code("""
    for name in ("pixels_l2", "pca8_l2"):
        for kind, sizes in (("digits", (16, 256, 1600)), ("noise", (16, 256, 1600, 16000))):
            for e in sizes:
                rs = embedded_rankings(name, e, distractors=kind)
                print(f"{name:9} {kind:6} e = {e:5}: g = {generality(16, rs['q0000'].collection_size):.4f}  "
                      f"P@10 = {macro_average(rs, 'precision', k=10):.3f}  R@10 = {macro_average(rs, 'recall', k=10):.3f}  "
                      f"MAP = {macro_average(rs, average_precision):.3f}")
    """, check=True),
    md("""
    The same queries, the same relevant images, the same systems: the scores depend on how many
    distractors there are and on what they are. That is why a distractor set (its size and its nature)
    must be reported with the results.

    Where a system ranks the distractors decides everything, and the library can also place them by
    rule on any ranking (`placement=`), a model rather than a measurement:

    * `"end"`: below every judged item (it rejects them all);
    * `"random"`: at random ranks (it cannot tell them from anything else; seeded);
    * `"top"`: above every judged item (the worst case).

    The MLRF lecture's example list (relevant at 1, 3, 9 of 10) with 0, 10, 100 and 1,000 distractors:
    """),
    code("""
    mlrf = examples.mlrf_three_of_ten().ranking
    for placement in ("end", "random", "top"):
        print(f"placement {placement!r}")
        for row in distractor_table(mlrf, counts=(0, 10, 100, 1000), placement=placement):
            print(f"  + {row.n_distractors:4} distractors: d = {row.d:4}, g = {row.generality:.4f}, "
                  f"P@10 = {row.precision_at_k:.2f}, R@10 = {row.recall_at_k:.4f}, AP = {row.average_precision:.4f}")
    """, check=True),
    code("""
    add_distractors(mlrf, 10, placement="random")
    """),
    md("""
    ## 6. Your turn

    **Try this:** (1) With d = 1,000 and s = 20, the recall lower bound v/(d − s + v) is largest when
    every item in scope is relevant (v = s; the v slider stops at s), and it is still small. How large
    must the scope s be before the bound can reach 0.1, and how many relevant items must it hold then?
    What does that say about the recall a practical study of a large database can claim? (2) In the second widget (query image 27, a random ranking of the real database), how
    many judged random items does it take until the interval for c is narrower than 20 either side of
    the truth? Does another seed change your answer?
    """),
    code("""
    from ipywidgets import IntSlider, dlink, interact

    d_slider = IntSlider(value=1000, min=20, max=100_000, step=10, description="d")
    s_slider = IntSlider(value=20, min=1, max=1000, description="s")
    v_slider = IntSlider(value=6, min=0, max=20, description="v")
    dlink((d_slider, "value"), (s_slider, "max"))      # the scope never exceeds the database
    dlink((s_slider, "value"), (v_slider, "max"))      # nor v the scope
    interact(practical_bounds, d=d_slider, s=s_slider, v=v_slider);
    """),
    code("""
    interact(lambda n, seed: estimate_generality(digits.random_ranking(27, seed).labels[:n].tolist(), d=1796),
             n=IntSlider(value=100, min=10, max=1796, step=10), seed=(0, 20));
    """),
]
