"""Source of notebooks/09_graded_relevance.ipynb (build: python3 notebooks/src/build_notebooks.py 09)."""

from nbbuild import code, md

NAME = "09_graded_relevance"
SUMMARY = ("Graded relevance: DCG (classic, exponential, trec) and NDCG on the slides' 3, 2, 3, 0, 0, 1, 2, 2, 3, 0, "
           "every printed value checked (NDCG@4 0.76 and the last ideal DCG 10 are errata).")

CELLS = [
    md("""
    # 09 · Graded relevance: DCG and NDCG

    Until now an image was relevant or not. Real judges say more: *excellent*, *relevant*,
    *irrelevant*. Discounted cumulative gain (DCG) uses those grades and the rank together; NDCG
    divides it by the best DCG possible. We replay the slides' 10-image example number by number,
    find the two values they print wrong, and compare the formulations of DCG the documents and tools use.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slide 22 "Summarizing a ranking for
    multiple relevance levels": Excellent / Relevant / Irrelevant; slide 23 the two assumptions of NDCG;
    slide 24 DCG and its "Alternative formulation" (no formula in the text); slide 25 the example 3, 2, 3, 0, 0, 1, 2, 2, 3, 0;
    slide 26 NDCG, the perfect ranking and the ideal DCG).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import SLIDES_LEVELS, Ranking, average_precision, dcg, ndcg, to_binary
    from ireval_teach.examples import slides
    from ireval_teach.graded import FORMULATIONS, dcg_curve, ideal_ranking, ndcg_curve
    from ireval_teach.display import plot_dcg
    """),
    md("""
    ## 1. Relevance levels

    The slides (`000_*`, slide 22) judge each image on three named levels, *Excellent*, *Relevant*,
    *Irrelevant*, with a key idea per query (the slide's words):

    | Query | Van gogh paintings | Bridge | &lt;random person name&gt; | Hugh Grant |
    | --- | --- | --- | --- | --- |
    | Key ideas | painting & good quality | Can see full bridge, visually pleasing | picture of one person verse group or no person | picture of head, clear image, good quality |

    ("verse" is the slide's spelling of *versus*.) Our reading of the third column: the query is a
    placeholder for *any* person's name, and since a judge cannot tell whether an unknown face is the
    named person, the key idea grades what the picture shows: one person, a group, or nobody. The slides
    give no more; the point that carries over is that graded judgments need a written rule per query, or
    two judges grade the same image differently.

    Graded measures need the levels as numbers, the *grades*. The slides print none for these levels;
    the library's choice is Irrelevant 0, Relevant 1, Excellent 2 (named, so you can change it).
    """),
    code("""
    print(SLIDES_LEVELS)
    judged = ["Excellent", "Irrelevant", "Relevant", "Excellent", "Irrelevant"]
    print("judgments:", judged)
    print("grades   :", SLIDES_LEVELS.grades(judged))
    """, check=True),
    md("""
    Binary measures (precision, recall, AP) need a yes or no. An image counts as relevant when its grade
    reaches a **threshold**, and the threshold is a choice with consequences: "Relevant or better" and
    "Excellent only" give different AP for the same judgments.
    """),
    code("""
    for threshold in ("Relevant", "Excellent"):
        b = SLIDES_LEVELS.to_binary(judged, threshold=threshold)
        print(f"threshold {threshold:9}: labels {b.labels.tolist()}  AP = {average_precision(b):.4f}")
    """, check=True),
    md("""
    ## 2. The slides' example and the classic DCG

    The slides (`000_*`, slide 25): *10 ranked images judged on 0‐3 relevance scale:
    3, 2, 3, 0, 0, 1, 2, 2, 3, 0*. Two assumptions (slide 23): highly relevant images are more useful
    than marginally relevant ones, and the lower a relevant image is ranked, the less useful it is.
    So each image adds its grade (the *gain*) divided by a *discount* that grows with the rank. Slide
    24's formula is lost in the text we have; slide 25's divisors (2/1, 3/1.59, ..., 3/3.17) are log2 of
    the rank from rank 2 on, and rank 1 is not divided, so we read it as:

    $$DCG_p = rel_1 + \\sum_{i=2}^{p} \\frac{rel_i}{\\log_2 i}.$$

    Rank 1 is not discounted (log2 1 = 0 cannot be divided by), and rank 2 is divided by log2 2 = 1,
    so the first two gains count in full. The trace below is the slide's table, one row per rank.
    """),
    code("""
    ex = slides.slides_ndcg()
    r = ex.ranking
    print(ex.title)
    print("source:", ex.document)
    dcg(r, trace=True)
    """),
    code("""
    print("discounted gain:", [round(s.discounted_gain, 2) for s in dcg(r, trace=True).steps])
    print("  slide prints :", list(slides.PRINTED_DISCOUNTED_GAIN))
    print("DCG            :", [round(x, 2) for x in dcg_curve(r)])
    print("  slide prints :", list(slides.PRINTED_DCG))
    print(f"DCG@10 = {dcg(r):.6f}")
    """, check=True),
    md("""
    Both rows match what the slide prints (the lines below each).

    ## 3. NDCG: divide by the perfect ranking

    DCG grows with the number and grades of the relevant images, so it cannot be averaged fairly over
    queries. The slides (slide 26): *DCG values are often normalized by comparing the DCG at each rank
    with the DCG value for the perfect ranking.* The perfect ranking puts the same ten grades in
    decreasing order; NDCG at rank p is DCG_p divided by the perfect ranking's DCG_p (the *ideal* DCG).
    """),
    code("""
    print("perfect ranking:", ideal_ranking(r))
    print("ideal DCG      :", [round(x, 2) for x in dcg_curve(ideal_ranking(r))])
    print("NDCG           :", [round(x, 2) for x in ndcg_curve(r)])
    print(f"NDCG@10 = {ndcg(r):.6f}")
    """, check=True),
    code("""
    ndcg(r, trace=True)
    """),
    code("""
    plot_dcg(r)
    """),
    md("""
    Each rank: a dashed bar for the gain, a solid bar for what is left after the discount (the divisor
    written above), the perfect ranking's bars in grey beside it, and the two running sums. NDCG ≤ 1 at
    every rank, as the slide says: no ranking of these grades beats the sorted one.

    ## 4. What the slides print, checked

    The library checks every number the slides print for this example against the exact value (the
    first line below counts them):
    """),
    code("""
    print(f"{len(ex.printed)} printed values, {len(ex.errata())} differ")
    for p in ex.errata():
        print(f"[{p.kind:8}] {p.quantity:17} printed {p.printed:6} exact {p.exact:.4f}")
    """, check=True),
    md("""
    The first column says which are **errata** (wrong values) and which are **rounding** (the method is
    right). In short (the next cell prints the arithmetic of each):

    * **NDCG@4 is printed 0.76.** Neither the exact DCG@4 / ideal DCG@4 nor the slide's own rounded
      6.89 / 8.89 rounds to it. No rounding of the inputs gives 0.76.
    * **The last ideal DCG is printed 10.** The perfect ranking ends with three 0s, so the ideal DCG
      stays at the 10.88 printed at ranks 7-9. The slide's own NDCG@10 = 0.88 = 9.61 / 10.88 shows that
      10.88 was meant.
    * **log2 3 is printed 1.59** (and log2 6 as 2.59): a double rounding. Harmless: the slide's
      discounted gain 1.89 is what the exact log2 3 gives too.
    * **The ideal DCG at rank 6 is printed 10.52**, but the exact value rounds higher: the slides
      added gains already rounded to 2 decimals.
    """),
    code("""
    for p in ex.errata():
        print(f"{p.place}:\\n    {p.explanation}")
    """, check=True),
    md("""
    Redoing the slides' own arithmetic (round every discounted gain to 2 decimals, then add) reproduces
    the printed rows, except the two errata:
    """),
    code("""
    sa = slides.slides_arithmetic()
    print("slides' way, ideal DCG:", sa["ideal_dcg"])
    print("slides' way, NDCG     :", sa["ndcg"])
    print("printed ideal DCG     :", list(slides.PRINTED_IDEAL_DCG))
    print("printed NDCG          :", list(slides.PRINTED_NDCG))
    """, check=True),
    md("""
    ## 5. Three formulations of DCG

    The slides (slide 24) name an *Alternative formulation* with *emphasis on retrieving highly
    relevant images*, but the slide's text carries no formula for it. We read it as the exponential
    gain of Burges et al. (2005), the usual formula with that emphasis: **our reading**, not a quote.
    Tools use a third. The library names all three (`formulation=`):

    * `"classic"` (the slides' example, as read in section 2): rel_1 + Σ_{i≥2} rel_i / log2 i;
    * `"exponential"` (our reading of the alternative): Σ (2^rel_i − 1) / log2(i + 1), a grade-3 image is worth 7, a grade-1 image 1;
    * `"trec"` (trec_eval's `ndcg`, scikit-learn's `ndcg_score`): Σ rel_i / log2(i + 1), every rank discounted.
    """),
    code("""
    for f in FORMULATIONS:
        print(f"{f:11}  DCG@10 = {dcg(r, formulation=f):8.4f}   NDCG@4 = {ndcg(r, 4, formulation=f):.4f}"
              f"   NDCG@10 = {ndcg(r, formulation=f):.4f}")
    """, check=True),
    code("""
    ndcg(r, formulation="exponential", trace=True)
    """),
    md("""
    The same ranking gets three NDCGs: a paper must say which DCG it used. One visible difference: the
    classic discount treats ranks 1 and 2 alike (both divided by 1), so swapping them costs nothing;
    the trec discount charges for it.
    """),
    code("""
    for f in FORMULATIONS:
        print(f"{f:11}  NDCG of [0, 1] = {ndcg([0, 1], formulation=f):.4f}")
    """, check=True),
    md("""
    ## 6. The ideal ranking: the judged list, or every judgment?

    The slides sort the *retrieved* list's own grades. But suppose the judges also know two images
    the engine never retrieved, graded 3 and 2. trec_eval builds the ideal ranking from **all**
    judgments of the query, so those missed images raise the ideal DCG and lower NDCG. The library
    names both (`ideal=`):
    """),
    code("""
    missed = Ranking(list(slides.LABELS), unretrieved_grades=[3, 2])
    for ideal in ("judged_list", "all_judgments"):
        print(f"{ideal:13}  ideal ranking {ideal_ranking(missed, ideal)}")
        print(f"{'':13}  NDCG@10 = {ndcg(missed, 10, ideal=ideal):.4f}")
    """, check=True),
    md("""
    With `"judged_list"` the engine is not charged for the excellent image it never showed; with
    `"all_judgments"` it is. Same question as AP's denominator (notebook 08): divide by what could have
    been found, and say which.

    ## 7. Your turn

    The explorer starts on the slides' list. Change a rank's grade, switch the formulation and the
    ideal ranking, add relevant images never retrieved, and move the cut-off k; press **play** to
    build the DCG one rank at a time.

    **Try this:** the slides print NDCG@4 = 0.76. Which single grade change at ranks 1-4 would make
    0.76 (to 2 decimals) right? Then swap ranks 8 and 9 (grades 2 and 3): which formulation's NDCG@10
    gains the most, and why? Finally, set one unretrieved relevant image with ideal `all_judgments`: which ranks'
    NDCG fall?
    """),
    code("""
    from ireval_teach.widgets import GradedRankingExplorer

    GradedRankingExplorer()
    """),
]
