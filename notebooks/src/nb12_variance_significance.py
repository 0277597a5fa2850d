"""Source of notebooks/12_variance_significance.ipynb (build: python3 notebooks/src/build_notebooks.py 12)."""

from nbbuild import code, md

NAME = "12_variance_significance"
SUMMARY = ("Easy and hard queries (the spread), and whether B really beats A: paired t, Wilcoxon, sign, "
           "randomization, bootstrap; power grows with the number of queries.")

CELLS = [
    md("""
    # 12 · Variance over queries and significance tests

    System B has a higher MAP than system A. Is B better, or did it get lucky on these queries? We
    first look at how much one system's score varies from query to query (a lot), then ask five paired
    significance tests, and finally see why more queries make a real difference easier to detect.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slide 27 "Variance": "a system does
    crummily on some information needs (e.g., MAP = 0.1) and excellently on others (e.g., MAP = 0.7)
    ... there are easy information needs and hard ones"; slide 28 "Significance tests": the null
    hypothesis, the alternative "B is better than A", power, "increasing the number of queries ...
    also increases power of test").
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach.significance import (bootstrap_ci, paired_t_test, power_curve, power_estimate, query_spread,
                                           randomization_test, sign_test, variance_comparison,
                                           wilcoxon_signed_rank)
    from ireval_teach.display import plot_differences, plot_spread
    """),
    md("""
    ## 1. The data: two systems, fifteen queries

    Per-query average precision of two systems on the same 15 queries. The numbers are invented for
    the lesson (the slides give none), shaped like real ones: B is a little better than A on most
    queries, and both find some queries easy and others hard.
    """),
    code("""
    A = [0.62, 0.08, 0.45, 0.71, 0.15, 0.33, 0.52, 0.10, 0.80, 0.27, 0.41, 0.05, 0.58, 0.36, 0.22]
    B = [0.66, 0.125, 0.485, 0.70, 0.21, 0.36, 0.585, 0.085, 0.85, 0.325, 0.435, 0.12, 0.60, 0.355, 0.295]
    queries = list(range(1, 16))
    fig, ax = plt.subplots(figsize=(9, 3.8))
    ax.plot(queries, A, "o", label="A")
    ax.plot(queries, B, "s", label="B")
    ax.vlines(queries, A, B, color="grey", lw=1)
    ax.set(xlabel="query", ylabel="AP", xticks=queries, ylim=(0, 1), title="per-query AP of two systems")
    ax.legend();
    """),
    md("""
    ## 2. Easy and hard queries

    The slides: *a system does crummily on some information needs (MAP = 0.1) and excellently on others
    (MAP = 0.7)*. System A's spread:
    """),
    code("""
    spread = query_spread(A)
    print(spread.explain())
    """, check=True),
    code("""
    plot_spread(spread)
    """),
    md("""
    The slides go further: *the variance in performance of the same system across queries is much
    greater than the variance of different systems on the same query.* Checked on our data:
    """),
    code("""
    print(variance_comparison({"A": A, "B": B}).explain())
    """, check=True),
    md("""
    This is why comparisons must be **paired**: compare A and B query by query (the grey lines above),
    not the two clouds of points. The difference d = B − A on each query is small and fairly steady;
    the queries' difficulty cancels out.

    ## 3. The question a test answers

    The slides (slide 28): *a significance test enables us to reject the null hypothesis (no difference)
    in favour of the alternative hypothesis (B is better than A).* The p-value is the probability of a
    result at least this extreme **if the null hypothesis were true**. Small p (below a level fixed in
    advance, here 0.05): reject "no difference". All tests below take `a = B`, `b = A` and
    `alternative="greater"` ("B is better than A"), and work on the differences d_i = B_i − A_i.

    **Paired t-test**: is the mean difference far from 0, measured in standard errors?
    """),
    code("""
    t = paired_t_test(B, A, alternative="greater")
    print(t.explain())
    """, check=True),
    code("""
    plot_differences(t)
    """),
    code("""
    t.trace()
    """),
    md("""
    **Sign test**: forget the sizes; count the queries B wins. Under the null hypothesis each query is
    a coin toss, so the number of wins is Binomial(n, 1/2).
    """),
    code("""
    s = sign_test(B, A, alternative="greater")
    print(s.explain())
    s.trace()
    """),
    md("""
    **Wilcoxon signed-rank test**: rank the |d_i| and add the ranks of B's wins (W+). Uses the order
    of the differences, not their exact sizes. **Randomization test**: if A and B were exchangeable,
    each d_i could as well have been −d_i; flip signs at random (seeded) and see how often the mean
    difference is as large as observed. **Bootstrap**: resample queries with replacement (seeded) to
    get a confidence interval of the mean difference.
    """),
    code("""
    tests = {
        "paired t": paired_t_test(B, A, alternative="greater"),
        "Wilcoxon signed-rank": wilcoxon_signed_rank(B, A, alternative="greater"),
        "sign": sign_test(B, A, alternative="greater"),
        "randomization": randomization_test(B, A, alternative="greater"),
    }
    for name, res in tests.items():
        print(f"{name:21} statistic {res.statistic:8.4f}   p = {res.p_value:.6f}   method: {res.method}")
    boot = bootstrap_ci(B, A)
    print(f"bootstrap: mean difference {boot.statistic:.4f}, 95% interval [{boot.ci[0]:.4f}, {boot.ci[1]:.4f}]"
          f" ({boot.method}, two-sided p = {boot.p_value:.6f})")
    """, check=True),
    md("""
    The Wilcoxon p-value can be computed two ways, named by `method=`: from the exact distribution of
    W+ (every sign pattern equally likely; the default up to 50 queries, as SciPy's `wilcoxon` does
    here), or from its normal approximation:
    """),
    code("""
    for method in ("exact", "approx"):
        w = wilcoxon_signed_rank(B, A, alternative="greater", method=method)
        print(f"Wilcoxon, {method:6}: W+ = {w.details['W+']}, p = {w.p_value:.6f}  ({w.method})")
    """, check=True),
    md("""
    A trap with ties: rank tests treat equal differences as ties, but differences computed from
    decimals are rarely equal in floating point (0.66 − 0.62 and 0.12 − 0.08 differ in the 17th
    digit). The differences here were chosen all distinct, so the question does not arise; with real
    scores, round the differences to the precision they were measured with before ranking them.

    All five agree: B is better than A on these queries, and the interval for the mean gain, about
    0.02 to 0.05, excludes 0. The sign test's p is the largest: it throws away the sizes of the
    differences, so it assumes least and has the least power.

    ## 4. Power: fewer queries, weaker evidence

    The **power** of a test is *the probability that it rejects the null hypothesis correctly*, when
    there really is a difference. Same systems, only the first 4, 5, 6 or 8 queries:
    """),
    code("""
    for n in (4, 5, 6, 8, 15):
        ps = [f(B[:n], A[:n], alternative="greater").p_value for f in (paired_t_test, wilcoxon_signed_rank, sign_test)]
        print(f"{n:2} queries: p(t) = {ps[0]:.4f}   p(Wilcoxon) = {ps[1]:.4f}   p(sign) = {ps[2]:.4f}")
    """, check=True),
    md("""
    With 4 queries no test reaches 0.05. With 5 the t-test rejects (p = 0.02), the rank-based tests do
    not: B wins four of the five, and the sign test could reject only if B won all five (probability
    1/32 = 0.031 under the null hypothesis, the smallest p it can give with 5 queries). With all 15 every
    test rejects.

    The slides: *increasing the number of queries in the experiment also increases the power of the
    test.* The library estimates power by simulation (seeded): many experiments in which B really is
    better by 0.02 on average, with per-query differences spread with standard deviation 0.1, each
    tested at the 0.05 level.
    """),
    code("""
    curve = power_curve(0.02, 0.1, (5, 10, 20, 30, 50, 100, 200))
    print(curve.explain())
    """, check=True),
    code("""
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(curve.n_queries, curve.powers, "o-")
    ax.set(xscale="log", xlabel="number of queries", ylabel="power (t-test, level 0.05)", ylim=(0, 1),
           title="a real gain of 0.02 (sd 0.1): how often is it detected?")
    ax.set_xticks(curve.n_queries, [str(n) for n in curve.n_queries]);
    """),
    md("""
    A "not significant" result with few queries is not evidence that the systems are equal; the test
    was simply unlikely to see the difference. TREC used 50 queries per track for a reason.

    ## 5. Your turn

    **Try this:** find the number of queries at which a gain of 0.02 with standard deviation 0.1 is
    detected 80% of the time by the t-test. How does it change if the differences are steadier
    (sd 0.05)? Which test needs the most queries, t, Wilcoxon or sign? (Wilcoxon with many queries takes
    a few seconds.)
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
