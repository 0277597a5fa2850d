"""Source of notebooks/05_pr_curve.ipynb (build: python3 notebooks/src/build_notebooks.py 05)."""

from nbbuild import code, md

NAME = "05_pr_curve"
SUMMARY = "The PR curve built rank by rank: the lecture notes' 20-image 1/2/4/15 table and its k = 7 erratum."

CELLS = [
    md("""
    # 05 · Building the precision-recall curve, rank by rank

    Scan the ranked list from the top; after each result, write down precision and recall. The points
    make the precision-recall (PR) curve. We replay the lecture notes' 20-image table, including the one
    row it prints wrong, and the MLRF lecture's recipe for plotting the points.

    Sources: the lecture notes `004_dbb275b29273de28.txt` ("Computing PR curves": 20 images, 4 similar
    at positions 1, 2, 4 and 15; the table for k = 1..20; the R_i / P_i table), the MLRF lecture
    `001_247adb386e08221d.txt` ("Precision-recall graph: plotting the points"), the image-retrieval
    slides `000_a7caede54f9e5a93.txt` (slides 5, 7-8).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import examples, pr_points
    from ireval_teach.display import plot_pr
    """),
    md("""
    ## 1. The lecture notes' example

    The query image has class C1. The evaluation set holds 20 images; 4 of them have class C1. After
    computing the distance to every image and ordering by increasing distance, *the similar images
    appear at positions 1, 2, 4 and 15* (`004_*`).
    """),
    code("""
    tw = examples.twenty_images()
    r = tw.ranking
    print(tw.title)
    print("source:", tw.document)
    r
    """),
    md("""
    ## 2. Precision and recall for every k = 1..20

    The notes: *compute precision and recall for each set of top k retrievals as k: 1 to 20.* The
    trace does exactly that; `recall_changed` marks the ranks where a similar image arrives.
    """),
    code("""
    pr_points(r, trace=True)
    """),
    code("""
    for s in pr_points(r):
        print(f"k = {s.rank:2}   precision {s.tp}/{s.rank} = {s.precision:.2f}   recall {s.tp}/4 = {s.recall:.2f}")
    """, check=True),
    md("""
    ## 3. The notes' table, checked: one erratum at k = 7

    The notes print rows 1-6, 14-16 and 20 and elide the rest with dots, except row 7, which prints
    **0** as its precision. The exact value is 3/7: three of the top seven images are similar.
    Every printed value, checked against the exact one:
    """),
    code("""
    for p in tw.printed:
        print(f"{'ok ' if p.matches else 'ERR'}  {p.quantity:18} printed {p.printed!r:14} exact {p.exact:.4f}")
    """, check=True),
    code("""
    for p in tw.errata():
        print(p.place, "--", p.explanation)
    """, check=True),
    md("""
    ## 4. The points where recall changes: R_i and P_i

    Only a relevant image moves recall. The notes keep those four points (R_i, P_i); the MLRF lecture's
    recipe says the same: *For each result*, *if the result is relevant*, *set x = #tp / #expected*,
    *set y = #tp / #returned*, and *The recall always increases while we scan the result list.*
    """),
    code("""
    for i, s in enumerate([s for s in pr_points(r) if s.recall_changed], start=1):
        print(f"i = {i}   rank {s.rank:2}   R_{i} = {s.recall:.2f}   P_{i} = {s.precision:.4f}")
    """, check=True),
    md("""
    ## 5. The curve

    Every rank is a point; joined in rank order they make a saw-tooth: precision jumps up at each
    relevant image and slides down while non-relevant ones arrive. The slides (`000_*`, slide 5):
    *In a good system, precision decreases as either the number of images retrieved or recall
    increases*; *This is not a theorem, but a result with strong empirical confirmation*.
    The orange line is the interpolated curve (notebook 06); the diamonds are the 11 standard recall levels.
    """),
    code("""
    plot_pr(r)
    """),
    md("""
    The notes add (of a query): *Will have a different set of discrete recall values if the number of
    similar images in the evaluation set is different (say, for different query images).* With 4 relevant images recall moves in steps of 1/4; with 3 (the MLRF list) in
    steps of 1/3. To average curves over queries we must read each one at common recall levels:
    interpolation, notebook 06.
    """),
    code("""
    mlrf = examples.mlrf_three_of_ten().ranking
    print("recall values, 20 images:", [s.recall for s in pr_points(r) if s.recall_changed])
    print("recall values, MLRF list:", [s.recall for s in pr_points(mlrf) if s.recall_changed])
    """, check=True),
    md("""
    ## 6. Your turn

    The explorer starts on the notes' 20 images. Click a rank to make it similar (green) or not; press
    **play** to build the curve one rank at a time, with the current row highlighted.

    **Try this:** move the similar image from position 15 up to position 5 (click 15 off, 5 on): which
    points of the curve move, and which stay? Then put the four similar images at 17-20: where does
    the curve start, and what happens to the printed erratum's row k = 7?
    """),
    code("""
    from ireval_teach.widgets import BinaryRankingExplorer

    explorer = BinaryRankingExplorer(example="Lecture notes: 20 images, similar at 1, 2, 4, 15")
    explorer.measure.value = "R@k"
    explorer
    """),
]
