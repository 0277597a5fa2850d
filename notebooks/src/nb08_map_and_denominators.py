"""Source of notebooks/08_map_and_denominators.ipynb (build: python3 notebooks/src/build_notebooks.py 08)."""

from nbbuild import code, md

NAME = "08_map_and_denominators"
SUMMARY = "MAP and mAP@k; the cross-modal note's denominator question answered with numbers; queries without relevant items."

CELLS = [
    md("""
    # 08 · MAP, mAP@k, and what AP divides by

    One query is an anecdote; a test collection has many. Mean average precision (MAP) averages AP over
    queries. We compute MAP and mAP@k, answer the cross-modal note's question about the AP denominator
    with numbers, and decide what to do with queries that have no relevant item at all.

    Sources: the image-retrieval slides `000_a7caede54f9e5a93.txt` (slides 17 and 19: MAP, macro
    averaging), the MLRF lecture `001_247adb386e08221d.txt` ("Mean average precision at k — mAP (@k)"),
    the cross-modal note `002_39df54dfd3168fc2.txt` (2.3: "分母代表的是TP+FN ... 很多代码⾥⾯都没有⽤TP+FN,
    ⽽是使⽤的是n或者count(rel(k)==1)替代,不知道能不能这样?"; 2.4 and its `calc_map` code).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import Ranking, average_precision, examples, mean_average_precision
    from ireval_teach.display import plot_queries
    from ipywidgets import Dropdown, fixed, interact
    """),
    md("""
    ## 1. MAP: every query counts equally

    The slides (`000_*`): *MAP for query collection is arithmetic average* of the queries' AP;
    *Macro-averaging: each query counts equally*, however many relevant items it has. MAP *assumes user
    is interested in finding many relevant images for each query*.

    Two queries from the course: the MLRF list (relevant at 1, 3, 9, |e| = 3) and the lecture notes'
    20 images (relevant at 1, 2, 4, 15).
    """),
    code("""
    queries = {"mlrf": examples.mlrf_three_of_ten().ranking, "notes": examples.twenty_images().ranking}
    mean_average_precision(queries, trace=True)
    """),
    code("""
    for qid, r in queries.items():
        print(f"AP({qid}) = {average_precision(r):.6f}")
    print(f"MAP = {mean_average_precision(queries):.6f}")
    """, check=True),
    code("""
    plot_queries(mean_average_precision(queries, trace=True))
    """),
    md("""
    ## 2. mAP@k: only the top k of each list

    The MLRF lecture: *Mean of the average precision of several queries, when considering k results
    for each query*, *⇒ makes evaluation tractable with very large databases*, *Computed for each query
    using the trapezoid technique*. The library computes AP@k on the top k ranks, with the method you
    name:
    """),
    code("""
    print(f"mAP@5 (exact)     = {mean_average_precision(queries, k=5):.6f}")
    print(f"mAP@5 (trapezoid) = {mean_average_precision(queries, k=5, method='trapezoid'):.6f}")
    """, check=True),
    code("""
    mean_average_precision(queries, k=5, trace=True)
    """),
    md("""
    ## 3. The denominator question, answered with numbers

    The cross-modal note (`002_*`, 2.3) writes AP with a denominator of which it says (in Chinese)
    *分母代表的是TP+FN,也就是所有的正例的个数* (our translation: "the denominator is TP + FN, that is, the
    number of all positives"), then asks: *很多代码⾥⾯都没有⽤TP+FN,⽽是使⽤的是n或者count(rel(k)==1)替代,
    不知道能不能这样?* (our translation: "many codes do not use TP + FN but n or count(rel(k)==1)
    instead; I wonder whether that is allowed?"). The library names three choices (`denominator=`):

    * `"relevant"`: D = R, all relevant items of the query (trec_eval; the default). The note's own
      `calc_map` (2.4) is this one: it ranks the whole retrieval database, and its `tsum` counts every
      relevant item there, TP + FN;
    * `"retrieved_relevant"`: D = the relevant items found in the top k (the `count(rel(k)==1)` codes
      the note asks about). The note goes on *比如说下⾯这个:* ("for example, this one below:"), and the
      code that follows is `calc_map`, whose `tsum` counts the relevant items of a ranking of the whole
      database: there count(rel == 1) *is* TP + FN, so it cannot show the difference (our reading). The
      top-k code it announces at the end ("top-50 map") is not in the text;
    * `"min_k_relevant"`: D = min(k, R), the most a top-k list could hold.

    The 20 images have R = 4 relevant items. Cut at k = 2 and k = 5:
    """),
    code("""
    tw = queries["notes"]
    for denominator in ("relevant", "retrieved_relevant", "min_k_relevant"):
        print(f"{denominator:18}  AP@2 = {average_precision(tw, k=2, denominator=denominator):.4f}"
              f"   AP@5 = {average_precision(tw, k=5, denominator=denominator):.4f}")
    """, check=True),
    md("""
    Dividing by the relevant items *retrieved* forgives every relevant item the engine missed. The
    extreme case: a query with 100 relevant images, and an engine that returns 10 results with one
    relevant image at rank 1:
    """),
    code("""
    one_hit = Ranking([1, 0, 0, 0, 0, 0, 0, 0, 0, 0], n_relevant=100)
    for denominator in ("relevant", "retrieved_relevant", "min_k_relevant"):
        print(f"{denominator:18}  AP = {average_precision(one_hit, denominator=denominator)}")
    """, check=True),
    code("""
    average_precision(one_hit, denominator="retrieved_relevant", trace=True)
    """),
    md("""
    **The answer:** with `count(rel == 1)` as the denominator (the `retrieved_relevant` line above),
    this engine gets a perfect AP while finding 1 of the 100 relevant images; with TP + FN (all
    relevant items, the `relevant` line) it gets almost nothing. The substitute is
    *not* the same measure: it stops penalising misses and rewards returning less. It is defensible
    only when it is named for what it is (a precision-at-relevant-ranks average over what was found)
    or when every query's relevant items fit in the top k, where `min_k_relevant` is the honest
    compromise for mAP@k (here D = min(10, 100): the `min_k_relevant` line). Whichever you use: say which.

    `one_hit` is invented, and extreme. The same question on real rankings: the digits collection's
    TREC-file queries (notebook 12), every other image of the query's class relevant, ranked by
    `pixels_l2` and cut at k results:
    """),
    code("""
    from ireval_teach import digits
    from ireval_teach.significance import query_spread

    real = digits.rankings("pixels_l2", digits.trec_queries())
    n_rel = query_spread([r.n_relevant for r in real.values()])
    print(f"{len(real)} real queries, relevant images per query: {n_rel.minimum:.0f} to {n_rel.maximum:.0f}")
    for k in (10, 50, 100):
        print(f"mAP@{k:<3}", "   ".join(f"{d} {mean_average_precision(real, k=k, denominator=d):.4f}"
                                     for d in ("relevant", "retrieved_relevant", "min_k_relevant")))
    """, check=True),
    md("""
    Every real query has more relevant images than any of these k (the first line), so with TP + FN
    as the denominator mAP@k is small by construction, while dividing by the relevant items found
    reports how clean the top of each list is. On real queries the two readings of "mAP@k" differ by
    a large factor, not only on an invented extreme.

    ## 4. Queries without relevant items

    The note's `calc_map` code tests `if tsum == 0:` before ranking: a query with nothing relevant.
    The line that should follow is missing from the note (as printed, the code does not run);
    presumably it is `continue`, adding nothing for that query. But the code ends with
    `map = map / num_query`, dividing by the number of **all** queries: the empty query still counts,
    with AP 0. Such a query has AP 0 by convention, and there are two honest choices, named by
    `no_relevant=`:

    * `"zero"` (trec_eval, and the note's `calc_map` as completed with `continue`): the query counts,
      with AP 0, and pulls the mean down;
    * `"skip"`: the query is left out of the mean (neither trec_eval nor the note does this).

    Notebook 15's `hamming_map` (the note's setting, Hamming rankings) takes the same keyword with the
    same default, so its mAP agrees with the note's `map / num_query`.
    """),
    code("""
    with_empty = {**queries, "no_cats": Ranking([0, 0, 0, 0, 0])}
    print(f"MAP, empty query counts as 0: {mean_average_precision(with_empty):.6f}")
    print(f"MAP, empty query skipped    : {mean_average_precision(with_empty, no_relevant='skip'):.6f}")
    """, check=True),
    code("""
    mean_average_precision(with_empty, no_relevant="skip", trace=True)
    """),
    md("""
    Skipping changes the number of queries in the mean (2 instead of 3), so two papers that differ only
    in this choice report different MAPs for the same system. Report the policy with the number.
    """),
    md("""
    ## 5. Incomplete judgments: bpref and infAP

    A TREC collection judges only a pool of documents per query; a document outside the pool is
    **unjudged**. AP treats every unjudged document as non-relevant, so a new system that retrieves
    documents nobody judged looks worse than it is. trec_eval has two measures built for this:

    * **bpref** (Buckley and Voorhees, "Retrieval Evaluation with Incomplete Information", SIGIR 2004)
      looks only at judged documents: each retrieved relevant document scores
      1 - min(n, R) / min(N, R), with n the judged non-relevant documents above it and N all judged
      non-relevant ones; unjudged documents are skipped;
    * **infAP** (Yilmaz and Aslam) estimates the precision above each relevant document from the
      judged part of what is ranked above it, as if the judged documents were a random sample.

    The judgments below are **invented for this example**: one query, ten retrieved documents, a
    complete set of judgments, then the same pool with two relevant and two non-relevant documents
    left unjudged. A negative label is trec_eval's way to write "in the pool, not judged" (a pool
    judged by sampling); a document absent from the qrels is outside the pool.
    """),
    code("""
    from ireval_teach.trec import evaluate, qrels_from_text, run_from_text
    from ireval_teach.trec.explain import explain, explain_text

    run = run_from_text(\"\"\"
    q Q0 d1 1 10 invented
    q Q0 d2 2 9 invented
    q Q0 d3 3 8 invented
    q Q0 d4 4 7 invented
    q Q0 d5 5 6 invented
    q Q0 d6 6 5 invented
    q Q0 d7 7 4 invented
    q Q0 d8 8 3 invented
    q Q0 d9 9 2 invented
    q Q0 d10 10 1 invented
    \"\"\")
    complete = qrels_from_text(\"\"\"
    q 0 d1 1
    q 0 d2 0
    q 0 d3 1
    q 0 d4 0
    q 0 d5 1
    q 0 d6 0
    q 0 d7 0
    q 0 d8 1
    q 0 d9 0
    q 0 d10 1
    \"\"\")
    pooled = qrels_from_text(\"\"\"
    q 0 d1 1
    q 0 d2 0
    q 0 d3 -1
    q 0 d4 -1
    q 0 d5 1
    q 0 d6 0
    q 0 d7 0
    q 0 d8 -1
    q 0 d9 -1
    q 0 d10 1
    \"\"\")   # d3, d4, d8, d9: in the pool, not judged (label -1, invented)
    print("complete judgments:")
    print(evaluate(complete, run, ["map", "bpref", "infAP"]).to_trec())
    print("d3, d4, d8, d9 in the pool, not judged:")
    print(evaluate(pooled, run, ["map", "bpref", "infAP"]).to_trec())
    """, check=True),
    md("""
    With the gaps AP drops: the two unjudged relevant documents now count as non-relevant, and R
    shrinks. bpref skips the unjudged documents and moves less from its value with complete
    judgments; infAP estimates the precision above each relevant document from the judged part of
    the pool, and comes closer to the complete AP than AP itself does. The step-through shows
    bpref's terms document by document; `ireval-teach explain qrels run --query q --measure bpref`
    prints the same table, `--measure infAP` infAP's, and `ireval-teach trec_eval -m bpref -m infAP
    qrels run` prints what trec_eval prints.
    """),
    code("""
    print(explain_text(explain(pooled, run, "q", "bpref")))
    print(explain_text(explain(pooled, run, "q", "infAP")))
    """),
    md("""
    ## 6. Your turn

    Change the cut-off k, the denominator and the policy for empty queries; the trace shows each
    query's AP before the mean. The queries: the MLRF list, the 20 images, `no_cats` (nothing
    relevant) and `one_hit` (section 3: 1 of 100 relevant images found, at rank 1).

    **Try this:** (1) With k = all, for which query do `relevant` and `retrieved_relevant` give a
    different AP, and why only for that one? (2) At k = 5, find the denominator and policy that give
    the highest mAP, then the lowest: how far apart are they? (3) Which setting would you report for a
    search engine that returns 10 results, and what must be written next to the number?
    """),
    code("""
    interact(mean_average_precision, rankings=fixed({**with_empty, "one_hit": one_hit}),
             k=Dropdown(options=[("all", None), ("1", 1), ("2", 2), ("3", 3), ("5", 5), ("10", 10)], value=None),
             denominator=Dropdown(options=["relevant", "retrieved_relevant", "min_k_relevant"], description="denominator",
                                  style={"description_width": "initial"}), method=["exact", "trapezoid", "envelope"],
             no_relevant=Dropdown(options=["zero", "skip"], description="no_relevant",
                                  style={"description_width": "initial"}), trace=fixed(True));
    """),
]
