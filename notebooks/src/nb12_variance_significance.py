"""Source of notebooks/12_variance_significance.ipynb (build: python3 notebooks/src/build_notebooks.py 12)."""

from nbbuild import code, md

NAME = "12_variance_significance"
SUMMARY = ("Easy and hard queries and whether one real system beats another: three image-retrieval systems on "
           "1,797 real queries, paired t, Wilcoxon, sign, randomization, bootstrap; what fewer queries really show; "
           "ten systems at once (multiple comparisons) and how far ties move a score.")

CELLS = [
    md("""
    # 12 · Variance over queries and significance tests, on real image retrieval

    System B has a higher MAP than system A. Is B better, or did it get lucky on these queries? We
    measure it on real retrieval: three query-by-example systems on a real image collection, every
    image a query. We look at how much one system's score varies from query to query, ask five paired
    significance tests, see what an experimenter with fewer queries would have concluded, what happens
    when ten systems are compared at once, and how far tied scores move a result.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slide 27 "Variance", slide 28
    "Significance Tests"); the MLRF lecture `001_247adb386e08221d.txt` ("How to evaluate a retrieval
    system?"); the lecture notes `004_dbb275b29273de28.txt` (class labels as similarity).
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach.display import use_projector_style
    use_projector_style()
    from ireval_teach import digits
    from ireval_teach.trec import evaluate
    from ireval_teach.query_samples import nested_p_values, rejection_rates
    from ireval_teach.significance import (bootstrap_ci, paired_t_test, power_curve, power_estimate, query_spread,
                                           randomization_test, sign_test, variance_comparison,
                                           wilcoxon_signed_rank)
    from ireval_teach.digits_variants import near_identical_copies, random_average_precisions, truncated_average_precisions
    from ireval_teach.many_systems import all_pairs, replicate
    from ireval_teach.multiple_testing import correct
    from ireval_teach.ties import ties_report
    from ireval_teach.trec.compare import compare_runs, format_comparison
    from ireval_teach.display.significance import plot_p_values
    """),
    md("""
    ## 1. The data: one database, 1,797 queries, three systems

    The MLRF lecture starts evaluation here: *We need a set of queries for which we know the expected
    results "Ground truth", aka "targets", "gold standard"...* and *To compare 2 methods, we need to
    use the same database and the same queries.*

    The database is scikit-learn's bundled collection of handwritten digits (8x8 grey-level images, no
    download). The lecture notes' rule gives the ground truth: *two images are similar if they have the
    same class label*. Every image is a query against all the others, and three real systems rank
    the database by distance (`ireval_teach.digits`):
    """),
    code("""
    col = digits.load_collection()
    print(f"{col.n_images} images, class sizes {col.class_sizes.tolist()}")
    for name, what in digits.SYSTEMS.items():
        print(f"{name:10} {what}")
    """, check=True),
    code("""
    fig, axes = plt.subplots(3, 1, figsize=(8.4, 4.2))
    for ax, name in zip(axes, digits.SYSTEMS):
        strip, same = digits.neighbour_strip(name, 42, k=8)
        ax.imshow(strip, cmap="gray_r")
        ax.set_xticks([]); ax.set_yticks([])
        ax.set_title(f"{name}: query 42, then its 8 nearest -- same class: {' '.join('y' if x else 'N' for x in same)}",
                     fontsize=10)
    fig.tight_layout();
    """),
    md("""
    Each query's average precision over its full ranking of the other 1,796 images (its relevant
    items are the other images of its class):
    """),
    code("""
    ap = {name: {digits.qid(i): float(x) for i, x in enumerate(digits.average_precisions(name))}
          for name in digits.SYSTEMS}
    for name, values in ap.items():
        print(f"{name:10} MAP = {query_spread(values).mean:.4f}")
    """, check=True),
    md("""
    ## 2. Easy and hard queries

    The slides: *a system does crummily on some information needs (e.g., MAP = 0.1) and excellently on
    others (e.g., MAP = 0.7)*. The spread of `pixels_l2` over the 1,797 real queries:
    """),
    code("""
    spread = query_spread(ap["pixels_l2"])
    print(spread.explain())
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7, 3.2))
    ax.hist(list(ap["pixels_l2"].values()), bins=40, range=(0, 1))
    ax.axvline(spread.mean, color="k", ls=":", label="MAP")
    ax.set(xlabel="average precision of one query", ylabel="queries", title="pixels_l2: 1,797 real queries")
    ax.legend();
    """),
    md("""
    The slides go further: *Indeed, it is usually the case that the variance in performance of the same
    system across queries is much greater than the variance of different systems on the same query.*
    Measured on the three systems:
    """),
    code("""
    vc = variance_comparison(ap)
    print(vc.explain())
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(5, 5))
    ax.scatter(list(ap["pixels_l2"].values()), list(ap["pca8_l2"].values()), s=4, alpha=0.4)
    ax.plot([0, 1], [0, 1], "k:", lw=1)
    ax.set(xlabel="AP of pixels_l2", ylabel="AP of pca8_l2", title="one point per query", xlim=(0, 1), ylim=(0, 1));
    """),
    md("""
    The points hug the diagonal: a query that is hard for one system is hard for the other. This is
    why comparisons must be **paired**: compare the systems query by query, so that the queries'
    difficulty cancels out.

    **How much the ratio depends on the systems chosen.** Our three systems are close relatives (all
    rank by a distance between grey levels), so they agree on most queries. The ratio is a property of
    the set of systems, not of the collection alone. Add a genuinely different system -- a random
    ordering of the images (seeded; ours) -- and compute the same ratio for several sets:
    """),
    code("""
    ap_random = dict(zip(ap["pixels_l2"], random_average_precisions(seed=0).tolist()))   # same query ids
    sets = {
        "pixels_l2, pixels_l1": {k: ap[k] for k in ("pixels_l2", "pixels_l1")},
        "the three real systems": ap,
        "pixels_l2, random": {"pixels_l2": ap["pixels_l2"], "random": ap_random},
        "the three + random": {**ap, "random": ap_random},
    }
    ratios = {name: variance_comparison(systems).ratio for name, systems in sets.items()}
    for name, ratio in ratios.items():
        print(f"{name:24} variance across queries / across systems = {ratio:6.2f}")
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7.5, 3.2))
    ax.barh(list(ratios), list(ratios.values()))
    ax.axvline(1, color="k", ls=":")
    ax.set_xscale("log")
    ax.set(xlabel="variance across queries / variance across systems (log scale)", title="the ratio depends on the set");
    """),
    md("""
    Above 1, queries differ more than systems (the slides' "usually the case"); below 1, the systems
    differ more. Our reading: the slides' sentence describes sets of reasonable systems, as in a
    typical comparison of variants; it is not a law about every set of systems.

    ## 3. The question a test answers

    The slides (slide 28): *A significance test enables us to reject the null hypothesis (no
    difference) in favor of the alternative hypothesis (B is better than A)*. The p-value is the
    probability of a result at least this extreme **if the null hypothesis were true**. We have no
    reason to expect a direction before looking, so every test below is two-sided ("a difference in
    either direction"), at the level 0.05 fixed in advance.

    **Raw pixels, Euclidean versus city-block (L1) distance:**
    """),
    code("""
    A, B = ap["pixels_l2"], ap["pixels_l1"]
    tests = {
        "paired t": paired_t_test(A, B),
        "Wilcoxon signed-rank": wilcoxon_signed_rank(A, B),
        "sign": sign_test(A, B),
        "randomization": randomization_test(A, B, n_resamples=2000),
    }
    for name, res in tests.items():
        print(f"{name:21} statistic {res.statistic:12.4f}   p = {res.p_value:.3g}   method: {res.method}")
    boot = bootstrap_ci(A, B, n_resamples=2000)
    print(f"bootstrap: mean difference {boot.statistic:.4f}, 95% interval [{boot.ci[0]:.4f}, {boot.ci[1]:.4f}]")
    print("all four tests reject:", all(res.significant() for res in tests.values()))
    """, check=True),
    md("""
    **Raw pixels versus 8 principal components, both Euclidean.** Their MAPs above are almost equal.
    The same four tests:
    """),
    code("""
    A, B = ap["pixels_l2"], ap["pca8_l2"]
    pair = {"paired t": paired_t_test(A, B), "Wilcoxon signed-rank": wilcoxon_signed_rank(A, B),
            "sign": sign_test(A, B), "randomization": randomization_test(A, B, n_resamples=2000)}
    for name, res in pair.items():
        print(f"{name:21} p = {res.p_value:.3g}   significant: {res.significant()}")
    print(f"sign test: pixels_l2 better on {pair['sign'].details['wins']} queries, "
          f"pca8_l2 better on {pair['sign'].details['losses']}, tied on {pair['sign'].details['ties']}")
    print(f"mean difference of AP (pixels_l2 - pca8_l2): {bootstrap_ci(A, B, n_resamples=2000).statistic:+.5f}")
    print("pixels_l2 wins fewer queries:", pair["sign"].details["wins"] < pair["sign"].details["losses"])
    """, check=True),
    md("""
    The tests disagree, and each is right about its own question, as the printed values show. The
    t-test and the randomization test ask about the **mean** difference of AP; the sign test asks
    **how often** one system wins; Wilcoxon, about the ranks of the differences. PCA wins more queries,
    raw pixels win by more when they win: the mean cannot tell them apart, the count can. "Which system
    is better?" has no answer until one says better in which sense.

    The same two systems as they appear in the shipped TREC files differ in **two** ways from the
    comparison above: only 100 of the queries (topics 301-400), and each run cut at its top 100
    results (the MAP `ireval-teach eval` reports). Each query has more relevant images than that (the
    first line below counts them), so many of them are beyond the cut:
    """),
    code("""
    n_rel = query_spread([digits.load_collection().n_relevant(q) for q in digits.trec_queries()])
    print(f"relevant images per query: {n_rel.minimum:.0f} to {n_rel.maximum:.0f}; results per query in a run: "
          f"{digits.TREC_DEPTH}")
    """, check=True),
    code("""
    files = digits.trec_files()
    top100 = {name: evaluate(files["qrels"], files[name], ["map"]).per_query("map") for name in ("pixels_l2", "pca8_l2")}
    t100 = paired_t_test(top100["pixels_l2"], top100["pca8_l2"])
    for name, values in top100.items():
        print(f"{name:10} MAP of the top-100 runs = {query_spread(values).mean:.4f}")
    print(f"paired t-test on the 100 topics: p = {t100.p_value:.3g}, significant: {t100.significant()}")
    """, check=True),
    md("""
    Two things changed at once. To see which one matters, change one at a time: the 100 topics or all
    1,797 queries, and the full ranking or its top 100 (`truncated_average_precisions` computes the
    same AP as the run files, with all relevant images in the denominator; the first line checks that
    it gives the MAP `evaluate` gave for the shipped runs):
    """),
    code("""
    topics = digits.trec_queries()
    print("top-100 AP on the 100 topics equals the run files' MAP:",
          f"{query_spread(truncated_average_precisions('pixels_l2', 100, topics)).mean:.4f}")
    grid = {}
    for queries, qname in ((topics, "100 topics"), (None, "all 1,797 queries")):
        for depth, dname in ((None, "full ranking"), (100, "top 100")):
            a, b = ((digits.average_precisions(s, queries) if depth is None else truncated_average_precisions(s, depth, queries))
                    for s in ("pixels_l2", "pca8_l2"))
            grid[qname, dname] = paired_t_test(a, b)
    for (qname, dname), res in grid.items():
        print(f"{qname:18} {dname:13} mean difference {res.mean_difference:+.4f}   p = {res.p_value:.3g}   "
              f"significant: {res.significant()}")
    print("changing only the depth changes the verdict:",
          all(grid[q, "full ranking"].significant() != grid[q, "top 100"].significant()
              for q in ("100 topics", "all 1,797 queries")))
    print("changing only the queries changes the verdict:",
          any(grid["100 topics", d].significant() != grid["all 1,797 queries", d].significant()
              for d in ("full ranking", "top 100")))
    """, check=True),
    md("""
    The last two lines answer the question: the verdict follows the depth, not the number of queries.
    Both verdicts are correct: they measure different things (the whole ranking, or its top 100), and
    a comparison is only a comparison under its stated depth, like under its stated generality
    (notebook 13).

    ## 4. Fewer queries, weaker evidence (or not)

    The slides: *the power of a test is the probability that the test will reject the null hypothesis
    correctly* and *increasing the number of queries in the experiment also increases power of test*.
    With real systems the true difference is unknown, but we can replay what an experimenter with
    fewer queries would have seen. First one experimenter, adding queries in one random order
    (seeded) and testing after the first n:
    """),
    code("""
    sizes = (5, 10, 20, 50, 100, 200, 500, 1797)
    grow = nested_p_values(ap["pixels_l2"], ap["pixels_l1"], sizes, seed=0)
    print(f"{'n':>5}  {'mean diff':>9}  {'p (t)':>9}  {'p (Wilcoxon)':>12}  {'p (sign)':>9}")
    for i, n in enumerate(grow.sizes):
        print(f"{n:>5}  {grow.mean_difference[i]:>+9.4f}  {grow.p['t'][i]:>9.3g}  {grow.p['wilcoxon'][i]:>12.3g}  "
              f"{grow.p['sign'][i]:>9.3g}")
    print(grow.explain())
    """, check=True),
    md("""
    The p-values do not fall steadily: the explanation above lists every size at which adding queries
    made the evidence weaker. A single experiment is one path; power is a statement about many. So:
    many experimenters, each with their own random sample of n queries (20 samples per size, seeded),
    and the fraction who reject:
    """),
    code("""
    rates = rejection_rates(ap["pixels_l2"], ap["pixels_l1"], (5, 10, 20, 50, 100, 200), draws=20, seed=0)
    print(rates.explain())
    """, check=True),
    md("""
    With the full 1,797 queries all tests reject (section 3), so the rates are how often a smaller
    experiment finds the difference that the whole collection shows. They grow with n, which is the
    slides' claim, measured; neighbouring sizes can swap, since 20 samples per size are themselves a sample. The smallest sample sizes also show a floor: with 5 queries the
    two-sided sign test can never reach 0.05 (its smallest p-value, when one system wins all five, is
    2 × (1/2)^5):
    """),
    code("""
    print(sign_test([1, 1, 1, 1, 1], [0, 0, 0, 0, 0]).p_value)
    """, check=True),
    md("""
    The same replay for the pair whose MAPs are almost equal (raw pixels versus PCA): here the sign
    test's verdict on all queries is "different", the t-test's "no evidence".
    """),
    code("""
    print(rejection_rates(ap["pixels_l2"], ap["pca8_l2"], (10, 50, 200, 500), draws=20, seed=0).explain())
    """, check=True),
    md("""
    ## 5. Power in a model (a simulation, labelled as such)

    The library can also estimate power in a model where the truth is known by construction (seeded
    simulation, invented numbers): B really is better by 0.02 on average, with per-query differences
    spread with standard deviation 0.1, each experiment tested at the 0.05 level.
    """),
    code("""
    curve = power_curve(0.02, 0.1, (5, 10, 20, 30, 50, 100, 200))
    print(curve.explain())
    """, check=True),
    md("""
    A "not significant" result with few queries is not evidence that the systems are equal; the test
    was simply unlikely to see the difference.

    ## 6. Ten systems at once: the multiple comparisons problem

    A paper compares ten variants. Each test at the 0.05 level has a 5% chance of a false alarm, and
    with ten systems there are 45 pairs. To see what that does, we make ten systems that are equal by
    construction (ours): `pixels_l2` with a little Gaussian noise added to its distances, a different
    seed for each copy, on the 100 topics of the TREC files. No copy is better than another, so every
    "significant" pair is a false positive.
    """),
    code("""
    copies = near_identical_copies("pixels_l2", copies=10, noise=0.05, seed=0, queries=digits.trec_queries())
    for name, values in list(copies.items())[:3]:
        print(f"{name:20} MAP = {query_spread(values).mean:.4f}")
    family = all_pairs(copies)
    print(family.explain())
    """, check=True),
    code("""
    plot_p_values(family)
    """),
    md("""
    One family is one experiment. Replay it on many random halves of the topics (50 of the 100, seeded)
    and count how often **at least one** pair comes out "significant" -- the family-wise error rate:
    """),
    code("""
    rep = replicate(copies, sample_size=50, draws=200, seed=0)
    print(rep.explain())
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(7, 3.2))
    ax.hist([rep.significant["none"], rep.significant["holm"]], bins=range(0, 12), label=["no correction", "Holm"])
    ax.set(xlabel="'significant' pairs among the 45 (none is real)", ylabel="samples of 50 topics")
    ax.legend();
    """),
    md("""
    Without correction most experiments "find" differences that do not exist; Holm and Bonferroni keep
    the chance of any false alarm near 0.05 or below, and Benjamini-Hochberg controls the expected
    share of false alarms among the rejections. The same corrections are in the command line:
    `ireval-teach compare qrels.txt base.txt a.txt b.txt ... --correction holm` (the default). Each run
    is tested against the baseline, and the baseline's own row is never counted as a test. Here, the
    first copy as the baseline (wins/ties/losses, t-test, Holm, effect sizes; seeded bootstrap):
    """),
    code("""
    table = compare_runs({name: {"AP": dict(enumerate(values))} for name, values in copies.items()},
                         n_resamples=2000, seed=0)
    print(format_comparison(table, "text"))
    """, check=True),
    md("""
    `--explain` prints how each corrected p-value was computed, step by step (here for the table above):
    """),
    code("""
    print(table.tables[0].correction.explain())
    """, check=True),
    md("""
    ## 7. How far ties move a score

    Two images at the same distance get the same score, and which one is ranked first is decided by
    the evaluation tool (trec_eval: the larger docno first), not by the system. `ties_report` gives,
    per query, the worst, the expected (exact, over all orders of the tied images) and the best value
    of a measure (`ireval-teach eval qrels run --ties-report` on the command line). Raw grey levels
    are integers, so both raw-pixel distances can tie; PCA distances are not whole numbers:
    """),
    code("""
    for name in digits.SYSTEMS:
        rep_ties = ties_report(files["qrels"], files[name], ["map", "P_10", "ndcg_cut_10"])
        for measure in rep_ties.measures:
            worst, expected, best = rep_ties.means(measure)
            print(f"{name:10} {measure:12} worst {worst:.4f}  expected {expected:.4f}  best {best:.4f}   "
                  f"ties can move {rep_ties.moved(measure)} of {len(rep_ties.queries)} queries")
    """, check=True),
    md("""
    Ties move many queries a little: compare each band (worst to best) with the differences between
    the systems' MAPs in section 3. Where a band is as wide as a difference, the tie rule alone could
    decide which system "wins"; on these runs the bands are the narrower of the two.

    ## 8. Your turn

    **Try this:** (1) Replay section 4 for `pca8_l2` against `pixels_l1` (`nested_p_values`,
    `rejection_rates`). From how many queries on do most experimenters find the difference? (2) In the
    model below, double the per-query standard deviation to 0.2 (harder, more varied queries). Predict
    first: by what factor must the number of queries grow to keep 80% power for the t-test? Then find
    that number with the sliders; which test needs the most queries? (3) In section 6, give the copies
    more noise (`noise=0.5`): do the corrected counts stay at zero?
    """),
    code("""
    from ipywidgets import FloatSlider, IntSlider, interact

    interact(lambda effect, sd, n_queries, test: print(power_estimate(effect, sd, n_queries, test=test).explain()),
             effect=FloatSlider(value=0.02, min=0.0, max=0.1, step=0.005, continuous_update=False),
             sd=FloatSlider(value=0.1, min=0.02, max=0.3, step=0.01, continuous_update=False),
             n_queries=IntSlider(value=30, min=5, max=400, step=5, continuous_update=False),
             test=["t", "wilcoxon", "sign"]);
    """),
]
