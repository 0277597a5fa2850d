"""Source of notebooks/18_averaging_real_runs.ipynb (build: python3 notebooks/src/build_notebooks.py 18)."""

from nbbuild import code, md

NAME = "18_averaging_real_runs"
SUMMARY = ("Averaging over real queries, continued from 11: P@k averages badly and depends on k, constant cut-off versus constant "
           "recall, 11-point curves of real runs read from TREC files.")

CELLS = [
    md("""
    # 18 · Averaging over real queries

    Notebook 11 averaged two or three invented queries. Real collections have many queries of very
    different sizes, and averaging them raises new questions: does P@k still mean anything, should
    precision be averaged at a constant cut-off or at constant recall, and what does a run's depth do
    to its 11-point curve? Measured on the digits collection (notebook 12) and its TREC files.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slide 12 "Precision-at-k ... averages
    badly"; slide 16 "Typical 11 point precisions"), Sebe et al. `003_5a0569a8b43b5e0e.txt` (Sec. 2.2:
    Raghavan et al. on averaging at constant cut-off).
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach import ELEVEN_LEVELS, Ranking, digits, mean_average_precision, r_precision
    from ireval_teach.averaging import averaged_pr_curve, macro_average
    from ireval_teach.digits_embedding import embedded_rankings, integer_levels
    from ireval_teach.trec import evaluate
    from ireval_teach.display import use_projector_style
    use_projector_style()
    """),
    md("""
    ## 1. P@k "averages badly"

    The slides (slide 12) summarise a ranking by *Precision-at-k: Precision of top k results*, and
    warn: *But: averages badly and has an arbitrary parameter of k*. Both halves, measured on real
    image retrieval (notebook 12's digits: every image a query, three systems, every query's relevant
    items the other images of its class).

    **The arbitrary parameter.** Mean P@k of the three systems over all the queries, for several k;
    the last line is MAP over the 100 TREC-file queries only (the next cell gives MAP over all):
    """),
    code("""
    ks = (1, 10, 50, 100, 150, 178, 250, 500)
    mean_p = {name: digits.mean_precisions_at(name, ks) for name in digits.SYSTEMS}
    print(f"{'k':>5}  {'  '.join(f'{name:>9}' for name in mean_p)}   pca8_l2 above pixels_l2?")
    for i, k in enumerate(ks):
        row = "  ".join(f"{mean_p[name][i]:>9.4f}" for name in mean_p)
        print(f"{k:>5}  {row}   {mean_p['pca8_l2'][i] > mean_p['pixels_l2'][i]}")
    maps = {name: mean_average_precision(digits.rankings(name, digits.trec_queries())) for name in digits.SYSTEMS}
    print("MAP over the 100 TREC-file queries:", ", ".join(f"{name} {v:.4f}" for name, v in maps.items()))
    """, check=True),
    code("""
    from ireval_teach.significance import query_spread

    all_q = {name: query_spread(digits.average_precisions(name)) for name in digits.SYSTEMS}
    print(f"MAP over all {all_q['pixels_l2'].n:,} queries:", ", ".join(f"{n} {s.mean:.4f}" for n, s in all_q.items()))
    print("pca8_l2 above pixels_l2 in MAP?  all queries:", all_q["pca8_l2"].mean > all_q["pixels_l2"].mean,
          "  100 TREC-file queries:", maps["pca8_l2"] > maps["pixels_l2"])
    """, check=True),
    md("""
    Which system "has the better P@k" depends on k (the last column): a reader told only one k learns
    the author's choice of k as much as the systems' quality. The last line above shows that even the
    MAP order of the two close systems depends on which queries are averaged: compare on one query set.

    **Averaging badly.** P@k cannot exceed c/k when a query has c < k relevant items, so queries with
    few relevant items pull the mean down whatever the system does. Real queries with relevant
    classes of 2 to 32 images (`digits_embedding`: 20 queries per class size, each in a database of
    d = 1,024 digits), ranked by `pixels_l2`; mean P@10 against measures that scale with c:
    """),
    code("""
    by_c = {c: embedded_rankings("pixels_l2", integer_levels(c, [k])[0], c=c)     # d = c 2^k = 1,024
            for c, k in ((2, 9), (4, 8), (8, 7), (16, 6), (32, 5))}
    print(" c   mean P@10   best possible P@10   mean R-precision   MAP")
    for c, rs in by_c.items():
        best = macro_average({q: Ranking([1] * c + [0] * 10, n_relevant=c) for q in rs}, "precision", k=10)
        print(f"{c:2}   {macro_average(rs, 'precision', k=10):9.3f}   {best:18.3f}   "
              f"{macro_average(rs, r_precision):16.3f}   {mean_average_precision(rs):.3f}")
    """, check=True),
    md("""
    Read down the columns: mean P@10 follows the class size (and its ceiling), while R-precision (P at
    k = c) and AP stay on one scale. A mean P@10 over queries of different class sizes mixes queries
    that could reach 1 with queries that could not. That is our reading of "averages badly"; the slide
    says no more.

    ## 2. Constant cut-off or constant recall?

    Sebe et al. (Sec. 2.2) cite a critical review by Raghavan et al.: *the authors state with respect
    to averaging precision and recall values within the same database, that precision values should be
    averaged by using constant scope or cut-off values, rather than using constant recall values.* The
    two averages on the same 100 real queries of mixed class sizes (2 to 32): at **constant cut-off**
    every query contributes the (recall, precision) it really has after k results; at **constant
    recall** each query is interpolated to the reference levels, so a query with c = 2 contributes its
    precision after 1 or 2 relevant results and a query with c = 32 after 16 or 32:
    """),
    code("""
    mixed = {f"c{c}:{q}": r for c, rs in by_c.items() for q, r in rs.items()}
    cutoffs = (1, 2, 4, 8, 16, 32, 64, 128)
    at_k = [(macro_average(mixed, "recall", k=k), macro_average(mixed, "precision", k=k)) for k in cutoffs]
    at_r = averaged_pr_curve(mixed)
    for k, (r, p) in zip(cutoffs, at_k):
        print(f"constant cut-off k = {k:3}: mean recall {r:.3f}, mean precision {p:.3f}")
    print("constant recall levels  :", " ".join(f"{x:.3f}" for x in at_r), "(at recall 0, 0.1, ..., 1)")
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(6.5, 4.5))
    ax.plot([r for r, _ in at_k], [p for _, p in at_k], "s-", label="average at constant cut-off k")
    ax.plot(ELEVEN_LEVELS, at_r, "o-", label="average at constant recall (interpolated)")
    ax.set(xlabel="recall", ylabel="precision", ylim=(0, 1.05), xlim=(0, 1.02),
           title="100 real queries, class sizes 2 to 32: two averages");
    ax.legend();
    """),
    md("""
    The two curves are different descriptions of the same rankings. The cut-off curve is what users
    who all look at k results get on average; the recall-level curve averages precisions read at
    different efforts for different queries (and interpolated). Sebe et al. refine the rule further:
    average *along constant relevant scope lines and only those that share a common generality value*
    (notebook 17, radial averaging).

    ## 3. Typical 11-point curves, and real runs as TREC files

    Slide 16 shows *Typical 11 point precisions* from *SabIR/Cornell 8A1 11pt precision from TREC 8
    (1999)*; the text we have keeps only the slide's axes, not the curve's values, so it cannot be
    redrawn. Our three real systems' 11-point curves over the 100 queries shipped as TREC files, first
    from their full rankings, then read back from the files (top 100 results per query, as
    `ireval-teach eval` sees them):
    """),
    code("""
    files = digits.trec_files()
    print("recall      ", " ".join(f"{x:5.1f}" for x in ELEVEN_LEVELS))
    for name in digits.SYSTEMS:
        print(f"{name:9} full", " ".join(f"{x:5.3f}" for x in averaged_pr_curve(digits.rankings(name, digits.trec_queries()))))
        res = evaluate(files["qrels"], files[name], ["iprec_at_recall"])
        print(f"{name:9} file", " ".join(f"{res.to_dict()[m.name]['all']:5.3f}" for m in res.measures))
    """, check=True),
    md("""
    From the files, the curves drop to 0 once recall needs more results than a run holds (each query
    has more relevant images than a run's depth: the line below counts both): a run's depth is
    part of what its 11-point curve measures. The command line reads the same files:
    `ireval-teach eval <qrels> <run> -m 11pt_avg`, with the paths from `digits.trec_files()`.
    """),
    code("""
    from ireval_teach.significance import query_spread

    n_rel = query_spread([digits.load_collection().n_relevant(q) for q in digits.trec_queries()])
    print(f"relevant images per query: {n_rel.minimum:.0f} to {n_rel.maximum:.0f}; results per query in a run: "
          f"{digits.TREC_DEPTH}")
    """, check=True),
    md("""
    ## 4. Your turn

    The queries of section 1 with relevant classes of 2 to 32 images: pick a class size c and a
    cut-off k, and compare the mean P@k with the mean R-precision of the same queries.

    **Try this:** (1) For c = 2, which k gives the highest mean P@k, and how far is it below that k's
    ceiling, min(1, c/k)? (2) Find a k at which the c = 2 and the c = 32 queries get about the same mean P@k. Does that
    make them equally well served? Compare their R-precision. (3) Which single k would you report for
    all five class sizes together, and what would you write next to it?
    """),
    code("""
    from ipywidgets import IntSlider, interact

    interact(lambda c, k: print(f"c = {c}: mean P@{k} = {macro_average(by_c[c], 'precision', k=k):.3f}, "
                                f"mean R-precision = {macro_average(by_c[c], r_precision):.3f}"),
             c=[2, 4, 8, 16, 32], k=IntSlider(value=10, min=1, max=64));
    """),
]
