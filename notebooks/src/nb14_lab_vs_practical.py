"""Source of notebooks/14_lab_vs_practical.ipynb (build: python3 notebooks/src/build_notebooks.py 14)."""

from nbbuild import code, md

NAME = "14_lab_vs_practical"
SUMMARY = ("Laboratory versus practical systems: precision-scope graphs, lower bounds on recall and generality, "
           "estimating generality from a random sample; distractors.")

CELLS = [
    md("""
    # 14 · Laboratory versus practical systems, and distractors

    Recall needs the number of relevant items in the whole database, and nobody judges a whole web
    collection. What can be said without it? Sebe et al. separate *laboratory* studies (complete ground
    truth) from *practical* ones (judgments only within the scope), give the bounds a practical study
    still has, and show how a random sample recovers an estimate. The MLRF lecture's shortcut,
    *distractors*, grows a database without judging it.

    Sources: Sebe et al. `003_5a0569a8b43b5e0e.txt` (Sec. 3 "Laboratory systems versus practical
    systems": the recall lower bound v/(d − s + v), the generality lower bound v/d, precision-scope
    graphs, estimating generality from randomly ranked items), the lecture notes
    `004_dbb275b29273de28.txt` ("Limitations of PR curves: image search on the internet ... you can't
    use PR"), the MLRF lecture `001_247adb386e08221d.txt` ("Ground truthing issues ... use
    distractors").
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach import Ranking, examples
    from ireval_teach.generality import (add_distractors, distractor_table, estimate_generality, practical_bounds,
                                         precision_scope_graph)
    """),
    md("""
    ## 1. Two kinds of study

    Sebe et al.: a **laboratory** system study has *complete ground truth*: for every query the
    relevant class size c is known, so recall and generality can be computed. A **practical** system
    study *lacks complete ground truth*: a set of queries, a database of known size d, and relevance
    judgments only *within the scopes used*. The lecture notes say the same of web image search: *how
    do you evaluate it, since you don't know the set of all similar images? You can't use PR.*

    Our example: a database of d = 1,000 images; an engine returns 20 results for a query and a judge
    marks each one. Nobody knows how many relevant images the other 980 hold.
    """),
    code("""
    top20 = Ranking([1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0], collection_size=1000)
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
    scope) and d − s + v (everything unseen is relevant). Hence the paper's bounds: recall
    *r ≥ v/(d − s + v)* and generality *g ≥ v/d*.
    """),
    code("""
    b = practical_bounds(d=1000, s=20, v=6)
    print(f"precision        = {b.precision}")
    print(f"class size c     in {b.class_size_range}")
    print(f"recall           in [{b.recall_lower:.6f}, {b.recall_upper}]")
    print(f"generality       in [{b.generality_lower}, {b.generality_upper}]")
    """, check=True),
    md("""
    A recall somewhere between 0.6% and 100%: the bounds are true and useless, which is the paper's
    point. A practical study cannot speak of *expected completeness*.

    ## 4. Estimating generality from a random sample

    The paper's way out: *generality in terms of relevant fraction is identical to the expected
    precision when using a random ranking method.* Rank the database at random, judge the top n, and
    the fraction relevant estimates g; then c ≈ g·d and recall ≈ v/c.

    To check the method we need to know the truth, so we make it: a database of 1,000 images of which
    40 are relevant (g = 0.04), shuffled at random (seeded). The judge sees only the top of the shuffle.
    """),
    code("""
    shuffled = add_distractors(Ranking([1] * 40), 960, placement="random", seed=1)   # 40 relevant among 1,000
    print("true class size c =", shuffled.n_relevant, " d =", shuffled.collection_size)
    for n in (100, 300):
        est = estimate_generality(shuffled.labels[:n].tolist(), d=1000)
        print(f"judge {n} random items: {est.n_relevant} relevant, g = {est.g:.4f} "
              f"(95% interval {est.low:.4f} to {est.high:.4f}), c = {est.c:.0f} (interval {est.c_low:.0f} to {est.c_high:.0f})")
    """, check=True),
    md("""
    With 100 judgments the estimate (60) is off by half, but its interval holds the truth (40); 300
    judgments narrow it. The interval is the Wilson score interval, narrowed for sampling without
    replacement from a finite database (judging all d items gives g exactly). With an estimated c the
    practical study becomes an *estimated laboratory* study: the engine's recall at s = 20, with the
    true c, the estimate and the ends of its interval (100 judged items):
    """),
    code("""
    est = estimate_generality(shuffled.labels[:100].tolist(), d=1000)
    for name, c in (("true c", 40), ("estimated c", round(est.c)), ("interval, low c", round(est.c_low)),
                    ("interval, high c", round(est.c_high))):
        lab = precision_scope_graph(top20, c=c)
        print(f"{name:17} c = {c:3}: recall at s = 20 is {lab.recall[19]:.4f}")
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7, 4.2))
    ax.plot(graph.scope, graph.precision, "o-", label="precision (known exactly)")
    ax.plot(graph.scope, precision_scope_graph(top20, c=40).recall, "s-", label="recall with the true c = 40")
    ax.plot(graph.scope, precision_scope_graph(top20, c=round(est.c)).recall, "^--",
            label=f"recall with the estimate c = {round(est.c)}")
    ax.plot(graph.scope, graph.recall_lower, "k:", label="recall lower bound v/(d - s + v)")
    ax.set(xlabel="scope s", ylabel="value", ylim=(0, 1.05), title="a practical study and its estimated recall")
    ax.legend();
    """),
    md("""
    ## 5. Distractors: a bigger database without judging it

    The MLRF lecture: *do we have to annotate all images within a dataset for all our test queries? No!
    Use distractors: samples that you know, for sure, not to be relevant to any query.* Adding
    distractors grows the embedding e while c stays known, so generality falls and recall stays
    computable: exactly the doubling of notebook 13's GRiP graph, on a real system.

    What happens to a system depends on where it ranks the distractors (`placement=`):

    * `"end"`: below every judged item (it rejects them all);
    * `"random"`: at random ranks (it cannot tell them from anything else; seeded);
    * `"top"`: above every judged item (the worst case).

    The MLRF list (relevant at 1, 3, 9 of 10) with 0, 10, 100 and 1,000 distractors; P@10, R@10, AP:
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
    A system that ranks distractors at random loses most of its AP with 100 of them: its measured
    quality was partly the small database's high generality. That is why a distractor set (and its
    size) must be reported with the results: the same engine on the same queries scores differently
    at another generality.

    ## 6. Your turn

    **Try this:** (1) With d = 1,000 and s = 20, how large must v be before the recall lower bound
    reaches 0.1? (2) In the second widget, how many judged random items does it take until the
    interval for c is narrower than 20 either side of the truth (40)? Does another seed change your
    answer?
    """),
    code("""
    from ipywidgets import IntSlider, interact

    interact(practical_bounds, d=IntSlider(value=1000, min=20, max=100_000, step=10),
             s=IntSlider(value=20, min=1, max=1000), v=IntSlider(value=6, min=0, max=1000));
    """),
    code("""
    interact(lambda n, seed: estimate_generality(add_distractors(Ranking([1] * 40), 960, "random", seed).labels[:n].tolist(),
                                                 d=1000),
             n=IntSlider(value=100, min=10, max=1000, step=10), seed=(0, 20));
    """),
]
