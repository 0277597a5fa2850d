"""Source of notebooks/12_variance_significance.ipynb (build: python3 notebooks/src/build_notebooks.py 12)."""

from nbbuild import code, md

NAME = "12_variance_significance"
SUMMARY = ("Easy and hard queries and whether one real system beats another: three image-retrieval systems on "
           "1,797 real queries, paired t, Wilcoxon, sign, randomization, bootstrap; what fewer queries really show.")

CELLS = [
    md("""
    # 12 · Variance over queries and significance tests, on real image retrieval

    System B has a higher MAP than system A. Is B better, or did it get lucky on these queries? We
    measure it on real retrieval: three query-by-example systems on a real image collection, every
    image a query. We look at how much one system's score varies from query to query, ask five paired
    significance tests, and then see what an experimenter with fewer queries would have concluded.

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

    The same two systems as they appear in the shipped TREC files: 100 of the queries (topics 301-400),
    each run cut at its top 100 results (the MAP `ireval-teach eval` reports). Each query has more
    relevant images than that (the first line below counts them), so many of them are beyond the cut:
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
    On full rankings the t-test found no evidence of a difference in MAP; cut at 100 results it does. Both are
    correct: they measure different things (the whole ranking, or its top 100), and a comparison is
    only a comparison under its stated depth, like under its stated generality (notebook 13).

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

    ## 6. Your turn

    **Try this:** (1) Replay section 4 for `pca8_l2` against `pixels_l1` (`nested_p_values`,
    `rejection_rates`). From how many queries on do most experimenters find the difference? (2) In the
    model below, find the number of queries at which a gain of 0.02 with standard deviation 0.1 is
    detected 80% of the time by the t-test. Which test needs the most queries?
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
