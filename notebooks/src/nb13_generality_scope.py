"""Source of notebooks/13_generality_scope.ipynb (build: python3 notebooks/src/build_notebooks.py 13)."""

from nbbuild import code, md

NAME = "13_generality_scope"
SUMMARY = ("Sebe et al.'s parameters: c, e, d, s, v and Table 1, generality and relevant scope, scope lines and "
           "the reachable region, the GRiP graph measured on real images with real distractors of two natures.")

CELLS = [
    md("""
    # 13 · Generality and scope: Sebe et al.'s parameters

    A precision-recall graph hides two things: how many irrelevant items the relevant ones were
    hidden among (the *generality* of the query), and how many results were looked at (the *scope*).
    Sebe, Huijsmans, Tian and Gevers argue that without them PR graphs cannot be compared across
    databases. We take their parameters one at a time, draw where a query's (r, p) points can and
    cannot lie, and measure precision falling as real distractors are added to real image queries.
    Notebook 17 continues: one degree of freedom, the GReP space, and radial versus box averaging.

    Source: Sebe et al., *Complete Performance Graphs in Probabilistic Information Retrieval*,
    `003_5a0569a8b43b5e0e.txt` (Sec. 1; Sec. 2, Eqs. 1-11 and Table 1; Fig. 1(b): the GRiP graph;
    Sec. 2.1 and Fig. 2: scope lines and the reachable region).
    The example query is the lecture notes' `004_dbb275b29273de28.txt` (20 images, 4 similar); the
    measured graphs use real digit images (`ireval_teach.digits`, notebook 12) and the MLRF lecture's
    distractors (`001_247adb386e08221d.txt`).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import Ranking, contingency_table
    from ireval_teach.generality import generality, random_level, relevant_scope, tris_curve
    import matplotlib.pyplot as plt
    from ireval_teach import digits
    from ireval_teach.digits_embedding import best_by_level, embedding_study
    from ireval_teach.display import plot_scope, use_projector_style
    use_projector_style()
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
            ("irrelevant", f"s - v = {t.fp}", f"(d + v) - (c + s) = {t.tn}", f"e = {t.e}", "FP", "TN", "N"),
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
    **generality** g (*c/d = generality = g = expected random retrieval rate*): a random ranking's expected precision at
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

    Sec. 2.1: *possible precision, recall outcomes are restricted to lay on a line in the PR-graph
    radiating from the origin*: at scope s every (r, p) lies on **p = (c/s) r**, at one of the points
    v = 0, 1, ..., min(c, s). Fig. 2(a) draws these lines for a class of 4. Not every point of the
    square can be reached:

    * once a relevant item is found, r ≥ 1/c: everything left of r = 1/c is out of reach (the scope line
      of s = 1, p = c·r, meets p = 1 exactly there, at (1/c, 1));
    * the worst ranking puts all e irrelevant items first, so p ≥ v/(v + e); the scope line of s = d,
      p = (c/d)·r, touches that edge at r = 1, where precision is the **random level** g.

    The paper prints the two boundary lines as "p = r/c" and "p = dr/c". With its own scope line
    p = r/s_r = (c/s) r they are p = c·r (s = 1) and p = (c/d)·r (s = d). Our reading: the printed
    formulas have c and d inverted (its Fig. 2(b), where for the class of 2, c = 1 in our reading,
    "the complete upper-left half of the PR graph is out of reach", agrees with p ≤ c·r).
    """),
    code("""
    plot_scope((4, 20), current=t)
    """),
    md("""
    The shaded region is what a query with c = 4 in d = 20 can reach; its lower edge is the worst
    ranking, which meets the dash-dotted line p = (c/d)·r only at r = 1. The ideal system (Fig. 2(c),
    the thick line) runs along p = 1 until the **TRIS point** (1, 1) at s = c, then drops along r = 1
    towards the random level at s = d. The notes' query at s = 8 sits on its relevant-scope line (s_r = s/c, printed in section 3). Where the
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
    ### Fig. 2(b), measured: the class of 2

    *for the smallest relevant class of 2 members, where one of the relevant class members is used to
    locate its single partner, the complete upper-left half of the PR graph is out of reach*. With
    c = 1 a query's point at scope s is either (0, 0) or (1, 1/s). Real queries: each of 10 images per
    class looks for one partner of its class among 1,023 other-class digits (d = 1,024); the mean recall
    at scope s is the fraction of queries whose partner is within the first s results:
    """),
    code("""
    for name in digits.SYSTEMS:
        pair = embedding_study(name, c=1, embeddings=[1023], relevant_scopes=[1, 2, 4, 8, 16], queries_per_class=10)
        print(f"{name:10} s = 1, 2, 4, 8, 16: mean recall", " ".join(f"{x:.2f}" for x in pair.recall[0]))
    """, check=True),
    code("""
    plot_scope((1, 1024))
    """),
    md("""
    ## 5. GRiP, measured: precision as the embedding doubles

    Fix the relevant scope at s_r = 1 (s = c, the diagonal p = r, *the hardest case*). Then precision
    and recall depend on the generality alone. Sebe et al. graph p = r against −log2 g, *giving equal
    space to each successive doubling of the embedding*: the **GRiP graph** (Fig. 1(b)).

    The paper's own experiments are not published with it; we measure instead
    (`ireval_teach.digits_embedding`). Each of 20 real digit queries (2 per class) has a relevant class
    of c = 16 images of its class; its embedding is e = 16·2^j real **distractors**, images of the other
    nine classes in a seeded random order, nested (the embedding for j + 1 contains the one for j).
    Every system ranks them by its own distance:
    """),
    code("""
    studies = {name: embedding_study(name, c=16, distractors="digits", doublings=range(0, 7)) for name in digits.SYSTEMS}
    first = studies["pixels_l2"]
    print("e       :", " ".join(f"{x:6d}" for x in first.embedding))
    print("-log2 g :", " ".join(f"{x:6.2f}" for x in first.neg_log2_g))
    for name, st in studies.items():
        print(f"{name:8}:", " ".join(f"{x:6.3f}" for x in st.grip()))
    print("random  :", " ".join(f"{x:6.3f}" for x in first.random_precision()))
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7.5, 4.5))
    for name, st in studies.items():
        ax.plot(st.neg_log2_g, st.grip(), "o-", label=f"{name} (p = r at s = c)")
    ax.plot(first.neg_log2_g, first.random_precision(), "k:", label="random ranking (p = g)")
    ax.set(xlabel="-log2 g", ylabel="precision = recall", ylim=(0, 1.02),
           title="GRiP graph, measured: 20 digit queries, c = 16,\\nother-class digits as the embedding")
    ax.legend();
    """),
    md("""
    Every system loses precision as the relevant fraction halves. The paper's conclusion: *Precision-Recall
    Graphs can only be used when plotting precision, recall values obtained under a common, mentioned,
    generality value which coincides with the random performance level.*

    ## 6. What the embedding is made of

    Sebe et al. (Sec. 1) write of single measures that *in most cases they do take into account both the
    size of the relevant class and the effect of changing either the size or the nature of the embedding
    irrelevant items* (as printed; their next sentence, *By their nature these single measures have
    limited use*, suggests that "do not" was meant: our reading). The MLRF lecture's distractors are
    *samples that you know, for sure, not to be relevant to any query*. Two natures, measured: the other
    classes' digits (the line below counts them: enough for the e row of the table above, up to j = 6),
    and noise images (every pixel uniform on 0..16, seeded), up to j = 10:
    """),
    code("""
    from ireval_teach.significance import query_spread

    one_per_class = digits.trec_queries()[:10]       # images 0-9, one of each class
    others = query_spread([contingency_table(digits.ranking("pixels_l2", q)).fp for q in one_per_class])
    print(f"other-class digits per query: {others.minimum:,.0f} to {others.maximum:,.0f}")
    """, check=True),
    code("""
    noise = {name: embedding_study(name, c=16, distractors="noise", doublings=range(0, 11)) for name in digits.SYSTEMS}
    print("-log2 g :", " ".join(f"{x:5.2f}" for x in noise["pixels_l2"].neg_log2_g))
    for name, st in noise.items():
        print(f"{name:8}:", " ".join(f"{x:5.3f}" for x in st.grip()))
    """, check=True),
    md("""
    Compare the two tables: for raw pixels, noise images are easy distractors, far from every digit; the
    8-component PCA projects noise onto the few directions that describe digits, where it lands among
    them. Which system is best therefore depends on the generality and on the nature of the embedding:
    """),
    code("""
    for label, group in (("digits", studies), ("noise", noise)):
        best = best_by_level(list(group.values()))
        print(f"{label:6} best at -log2 g =", ", ".join(f"{x:.2f}: {name}" for x, name, _ in best))
    """, check=True),
    md("""
    This is the paper's case against single numbers: *By their nature these single measures have limited
    use, because their value will only have a meaning for standardized comparisons, where most of the
    retrieval parameters, such as the embedding, relevant class size, and scope are kept constant.*
    Notebook 17 continues with the rest of the paper: one degree of freedom, the GReP space, and
    averaging along scope lines.

    ## 7. Your turn

    The explorer starts on c = 16 in d = 21,094 (Fig. 3's setting: the paper's "class size 16 embedded
    in 21.094 images", which we read as the database size d) with s = 16 and v = 8: the paper gives no
    scope and no v for it, so s = c and v = 8 (half the class found) are our choice;
    a second example is Fig. 2's class of 4. Move c, e, s and v, or **double** / **halve** the embedding (one
    step along the GRiP axis); switch the plot between the scope lines and a simulated GRiP curve.

    **Try this:** (1) Switch to the class of 4, set v = 2 and raise s: at which scope does precision
    fall to the random level g, and how much of the database has the user looked at by then? Would
    the answer be different for v = 8 of c = 16 in d = 21,094 (work it out: the s slider stops short)? (2) Double e three times with v fixed: which
    of precision, recall and accuracy change? Which one should? (3) Switch to the class of 4 and halve e
    step by step: how do the random level g and the lower edge of the reachable region move, and why?
    """),
    code("""
    from ireval_teach.widgets import GeneralityExplorer

    GeneralityExplorer()
    """),
]
