"""Source of notebooks/13_generality_scope.ipynb (build: python3 notebooks/src/build_notebooks.py 13)."""

from nbbuild import code, md

NAME = "13_generality_scope"
SUMMARY = ("Sebe et al.'s complete performance graphs: c, e, d, s, v and Table 1, generality and relevant scope, "
           "scope lines and the reachable region, GRiP/GRnP/GReP, radial versus box averaging.")

CELLS = [
    md("""
    # 13 · Generality and scope: complete performance graphs

    A precision-recall graph hides two things: how many irrelevant items the relevant ones were
    hidden among (the *generality* of the query), and how many results were looked at (the *scope*).
    Sebe, Huijsmans, Tian and Gevers argue that without them PR graphs cannot be compared across
    databases. We take their parameters one at a time, draw where a query's (r, p) points can and
    cannot lie, watch precision fall as the database grows, and compare their radial averaging with
    averaging in boxes.

    Source: Sebe et al., *Complete Performance Graphs in Probabilistic Information Retrieval*,
    `003_5a0569a8b43b5e0e.txt` (Sec. 2, Eqs. 1-13 and Table 1; Fig. 1: GReP and GRiP graphs;
    Sec. 2.1 and Fig. 2: scope lines and the reachable region; Sec. 2.2 and Fig. 3: radial averaging).
    The example query is the lecture notes' `004_dbb275b29273de28.txt` (20 images, 4 similar).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import Ranking, contingency_table
    from ireval_teach.generality import generality, random_level, relevant_scope, tris_curve
    from ireval_teach.grep_graphs import grip_curves, simulate_embeddings
    from ireval_teach.radial import (FIGURE3_FINDINGS, figure3_setting, pbox_average, radial_average,
                                     rbox_average)
    from ireval_teach.display import plot_grep, plot_grip, plot_radial_box, plot_scope
    """),
    md("""
    ## 1. Five numbers describe one query

    Sebe et al. (Eqs. 1-6): the **relevant class size** c, the **embedding size** e (irrelevant items),
    the **database size** d = c + e, the **scope** s (items retrieved from the top of the ranking) and
    the number v of **visible relevant items** within scope. The lecture notes' query, taking its 20
    images as the whole database, cut at scope s = 8:
    """),
    code("""
    notes = Ranking.from_positions([1, 2, 4, 15], length=20, collection_size=20)
    t = contingency_table(notes, k=8)
    print(f"c = {t.c}   e = {t.e}   d = {t.d}   s = {t.s}   v = {t.v}")
    """, check=True),
    md("""
    ## 2. Table 1, in both naming schemes

    The paper's Table 1 puts relevance in the rows and retrieval in the columns, and names each cell
    twice: in c, e, d, s, v ("the CBIR preferred choice") and in decision-support terms. The library's
    `contingency_table` accepts either description and gives the same table:
    """),
    code("""
    same = contingency_table(c=4, e=16, s=8, v=3)
    print("contingency_table(c=4, e=16, s=8, v=3) is the same table:", same == t)
    rows = [("relevant", f"v = {t.v}", f"c - v = {t.fn}", f"c = {t.c}", "TP", "FN", "P"),
            ("irrelevant", f"s - v = {t.fp}", f"d + v - c - s = {t.tn}", f"e = {t.e}", "FP", "TN", "N"),
            ("total", f"s = {t.s}", f"d - s = {t.as_rows()[2][3]}", f"d = {t.d}", "R", "NR", "DB")]
    print(f"{'':11}{'retrieved':>10}{'not retrieved':>24}{'total':>9}    |  decision-support names")
    for name, a, b, c, x, y, z in rows:
        print(f"{name:11}{a:>10}{b:>24}{c:>9}    |  {x:3} {y:3} {z:3}")
    """, check=True),
    md("""
    The paper adds: *in TRIS* (the Total Recall Ideal System, which returns exactly the relevant items)
    *v = s = c and TP = P = R*:
    """),
    code("""
    print(contingency_table(c=4, e=16, s=4, v=4))
    """, check=True),
    md("""
    ## 3. Recall, precision, generality, relevant scope

    Divide v by c, s or d (Eqs. 8-10): recall r = v/c, precision p = v/s, and v/d. The ratio c/d is the
    **generality** g, *the expected random retrieval rate*: a random ranking's expected precision at
    every scope. Eq. 11 normalises the scope by the class size: the **relevant scope** s_r = s/c = r/p.
    """),
    code("""
    print(f"recall      r   = v/c = {t.recall}")
    print(f"precision   p   = v/s = {t.precision}")
    print(f"generality  g   = c/d = {t.generality}  (= generality(4, 20) = {generality(4, 20)})")
    print(f"rel. scope  s_r = s/c = {t.relevant_scope}  (= relevant_scope(8, 4) = {relevant_scope(8, 4)})")
    print(f"random level p = g    = {random_level(4, 20)}")
    """, check=True),
    md("""
    Precision and recall share the numerator v, so they are not independent: at a fixed scope, p is r
    times c/s. That is the next section's picture.

    ## 4. Scope lines and the reachable region

    Sec. 2.1: *possible precision, recall outcomes are restricted to lay on a line in the PR graph
    radiating from the origin*: at scope s every (r, p) lies on **p = (c/s) r**, at one of the points
    v = 0, 1, ..., min(c, s). Fig. 2(a) draws these lines for a class of 4. Not every point of the
    square can be reached:

    * once a relevant item is found, r ≥ 1/c: everything left of r = 1/c is out of reach (the scope line
      of s = 1, p = c·r, meets p = 1 exactly there, at (1/c, 1));
    * the worst ranking puts all e irrelevant items first, so p ≥ v/(v + e); the scope line of s = d,
      p = (c/d)·r, touches that edge at r = 1, where precision is the **random level** g.

    The paper prints the two boundary lines as "p = r/c" and "p = dr/c". With its own scope line
    p = r/s_r = (c/s) r they are p = c·r (s = 1) and p = (c/d)·r (s = d): the printed formulas have c
    and d inverted (its Fig. 2(b), where for c = 1 "the complete upper-left half of the PR graph is
    out of reach", agrees with p ≤ c·r).
    """),
    code("""
    plot_scope((4, 20), current=t)
    """),
    md("""
    The shaded region is what a query with c = 4 in d = 20 can reach; its lower edge is the worst
    ranking, which meets the dash-dotted line p = (c/d)·r only at r = 1. The ideal system (Fig. 2(c),
    the thick line) runs along p = 1 until the **TRIS point** (1, 1) at s = c, then drops along r = 1
    towards the random level at s = d. The notes' query at s = 8 sits on the s_r = 2 line. Where the
    ideal system passes each scope:
    """),
    code("""
    ideal = tris_curve(4, 20)
    some = tris_curve(4, 20, scopes=[1, 2, 4, 8, 16, 20])
    for s, r, p in zip(some.scope, some.recall, some.precision):
        print(f"s = {s:2}: TRIS  r = {r:.2f}  p = {p:.4f}")
    print("TRIS point:", ideal.tris_point)
    """, check=True),
    md("""
    ## 5. GRiP: precision as the embedding doubles

    Fix the relevant scope at s_r = 1 (s = c, the diagonal p = r, *the hardest case*). Then precision
    and recall depend on the generality alone. Sebe et al. graph p = r against −log2 g, *giving equal
    space to each successive doubling of the embedding*: the **GRiP graph** (Fig. 1(b)).

    The paper graphs measured image-retrieval results; the library simulates them instead, seeded: a
    class of c = 16 relevant items with scores N(μ, 1) embedded in e = 16·2^j irrelevant items with
    scores N(0, 1), for j = 0..10, averaged over 20 queries. μ is the quality of the ranking method.
    """),
    code("""
    curves = grip_curves(c=16, mus=(1.0, 2.0, 3.0))
    print("-log2 g :", " ".join(f"{x:5.2f}" for x in curves[0].neg_log2_g))
    for cv in curves:
        print(f"mu = {cv.mu:.0f}  :", " ".join(f"{x:5.3f}" for x in cv.precision))
    print("random  :", " ".join(f"{x:5.3f}" for x in curves[0].random_precision))
    """, check=True),
    code("""
    plot_grip(curves)
    """),
    md("""
    (The bands: ± one standard deviation over the 20 simulated queries.) Every method loses precision
    as the relevant fraction halves, and a PR graph measured at one
    generality says nothing about another. That is the paper's conclusion: *Precision-Recall graphs can
    only be used when plotting precision, recall values obtained under a common, mentioned, generality
    value.*

    ## 6. GRnP and the 3-D GReP graph

    At scope s = n·c (s_r = n), recall = n·precision: the **GRnP** graphs, for total-recall studies. All
    the relevant scopes together fill the 3-D **GReP** space (generality, recall, precision), Fig. 1(a).
    """),
    code("""
    sim = simulate_embeddings(c=16, mu=2.0)
    for n, s in zip(sim.relevant_scopes, sim.scopes):
        cv = sim.curve(n)
        print(f"{cv.name:6} (s = {s:2}): p at j = 0, 5, 10: "
              f"{cv.precision[0]:.3f} {cv.precision[5]:.3f} {cv.precision[10]:.3f}   "
              f"r: {cv.recall[0]:.3f} {cv.recall[5]:.3f} {cv.recall[10]:.3f}")
    """, check=True),
    code("""
    plot_grep(sim)
    """),
    md("""
    ## 7. Averaging along scope lines: radial versus boxes

    Sec. 2.2: to average several queries' PR points, *average p, r values along constant relevant
    scope lines and only those that share a common generality value* (**radial** averaging). The
    usual ways average in boxes: *recall values in constant precision boxes* (**pbox**) or *precision
    values in constant recall boxes* (**rbox**). Two queries with c = 2, step by step:
    """),
    code("""
    two = [Ranking([1, 1, 0, 0], n_relevant=2), Ranking([0, 1, 0, 1], n_relevant=2)]
    print(radial_average(two, trace=True).to_text())
    """, check=True),
    code("""
    print(rbox_average(two, boxes=4, trace=True).to_text())
    """, check=True),
    md("""
    A radial average stays on each scope line (at s_r = 1 both queries' points lie on p = r, and so does
    their mean). A box average mixes points from different scopes.

    ## 8. The Figure 3 setting

    Fig. 3: *a low- and a high-performing PR curve for 2 queries with class size 16 embedded in 21,094
    images*. The paper's rankings are not published, so the library simulates two (ranking quality
    μ = 3 and 5, seed 0). The paper says pbox *overestimates precision at low recall values, while
    underestimating it at high recall values*, and rbox the reverse.
    """),
    code("""
    fig3 = figure3_setting()
    plot_radial_box(fig3)
    """),
    code("""
    for claim, (mean_error, holds) in fig3.claims.items():
        print(f"{claim:38} mean error {mean_error:+.4f}  -> {'holds' if holds else 'does not hold'}")
    """, check=True),
    md("""
    Here all four claims hold. How typical is that? The library checked 50 seeds for three pairs of
    ranking qualities: the claims depend on how good the two rankings are.
    """),
    code("""
    print("mu_low mu_high  pbox over@low  pbox under@high  rbox under@low  rbox over@high  all four  (of 50 seeds)")
    for (lo, hi, max_scope, mode), counts in FIGURE3_FINDINGS.items():
        if max_scope is None and mode == "curves":
            print(f"{lo:6g} {hi:7g}  {'  '.join(f'{n:>14}' for n in counts)}")
    """, check=True),
    md("""
    The table is stored in the library (`FIGURE3_FINDINGS`, 50 seeds take about a minute); the first 10
    seeds are recomputed here:
    """),
    code("""
    from ireval_teach.radial import figure3_sweep

    for row in figure3_sweep(seeds=range(10), mus=((2.0, 4.0), (3.0, 5.0)), modes=("curves",)):
        held = [row[k] for k in fig3.claims]
        print(f"mu {row['mu_low']:g} and {row['mu_high']:g}: claims held in {held} of {row['n_seeds']} seeds, "
              f"all four in {row['all four']}")
    """, check=True),
    md("""
    Honest reading: rbox over-estimating at high recall is robust; the other three need a low-performing
    query that is not too poor and a high-performing one good enough. The paper's conclusion stands on
    firmer ground than its figure: average along constant relevant scope, at one generality, and the
    question "which box?" never arises.

    ## 9. Your turn

    The explorer starts on the paper's own numbers (c = 16 in d = 21,094, s = 16, v = 8; a second
    example is Fig. 2's class of 4). Move c, e, s and v, or **double** / **halve** the embedding (one
    step along the GRiP axis); switch the plot between the scope lines and a simulated GRiP curve.

    **Try this:** (1) Set s = c: what are p and r, and on which line of the PR graph does the point sit?
    Set s = d: what is precision, and what is it equal to? (2) Double e three times with v fixed: which
    of precision, recall and accuracy change? Which one should? (3) In the second widget, lower the
    quality of the low-performing query (μ_low = 1) or change the seed: which of the paper's four
    claims about box averaging fail first?
    """),
    code("""
    from ireval_teach.widgets import GeneralityExplorer

    GeneralityExplorer()
    """),
    code("""
    from ipywidgets import interact

    interact(lambda mu_low, mu_high, seed: dict(figure3_setting(mu_low=mu_low, mu_high=mu_high, seed=seed).claims),
             mu_low=(1.0, 4.0, 0.5), mu_high=(2.0, 6.0, 0.5), seed=(0, 49));
    """),
]
