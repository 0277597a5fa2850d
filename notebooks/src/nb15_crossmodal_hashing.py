"""Source of notebooks/15_crossmodal_hashing.ipynb (build: python3 notebooks/src/build_notebooks.py 15)."""

from nbbuild import code, md

NAME = "15_crossmodal_hashing"
SUMMARY = ("Cross-modal hashing: Hamming distance from the inner product, multi-label relevance, mAP and top-k mAP, "
           "the note's calc_map repaired, and its denominator question answered.")

CELLS = [
    md("""
    # 15 · Cross-modal hashing: mAP over Hamming rankings

    Cross-modal retrieval finds images for a text (or texts for an image). Hashing methods map both
    to short binary codes, so a search is a ranking by Hamming distance. The cross-modal note scores
    such rankings with mAP and prints the code it uses, `calc_map`. We take that code apart: the
    Hamming distance, multi-label relevance, AP per query, the mean, its top-k variant, the code's bugs,
    and the note's open question about the denominator.

    Source: the cross-modal note `002_39df54dfd3168fc2.txt` (in Chinese; quoted in its own words,
    with our translations marked as such): 2.3 "Average precision" and its denominator question, 2.4
    "Mean Average Precision" and its `calc_map(qB, rB, query_L, retrieval_L)` with codes in {−1, +1}
    (`# qB: {-1,+1}^{mxq}`), which calls a `calc_hammingDist` it does not print, and its top-k mAP.

    **Cross-modal versus content-based search.** The note opens with an interview question: Google can
    search with an image, so how does cross-modal retrieval differ from what Google does? Its answer:
    *如果你给⼀张图⽚的话,百度现在只能返回出相似的图像,实际上这个就是content-bad image retrieval(基于内容的图像检索)*
    (our translation: "if you give it an image, Baidu can only return similar images; that is in fact
    content-based image retrieval"), and
    *因此,实际上搜索引擎做的跨模态的检索实际上都是基于内容的检索,不管是⽂本还是图像,只会在相同的模态中进⾏检索相似的内容。*
    (our translation: "so the 'cross-modal' retrieval search engines do is really content-based
    retrieval: text or image, they only search for similar content within the same modality"). Both
    kinds rank a database by a metric, so both are evaluated the same way; what differs is that here
    the query (say, an image code) and the database (text codes) come from different modalities, and
    relevance comes from shared labels, not from the same medium. Notebook 12's digits are
    content-based retrieval; this notebook's codes are cross-modal.
    """),
    code("""
    %matplotlib inline
    import matplotlib.pyplot as plt
    from ireval_teach import Ranking, average_precision
    from ireval_teach.hashing import (calc_hammingDist, calc_map_fixed, calc_map_literal, check_codes,
                                      check_label_matrix, denominator_question, hamming_ap, hamming_distance,
                                      hamming_map, hamming_ranking, relevance_matrix,
                                      synthetic_crossmodal_dataset)
    """),
    md("""
    ## 1. Hamming distance from the inner product

    The note's codes are rows in {−1, +1}^q (`qB: {-1,+1}^{m×q}`). For two codes of q bits, each agreeing
    bit adds +1 to the inner product and each disagreeing bit −1, so ⟨a, b⟩ = q − 2·d_H and

    $$d_H(a, b) = \\tfrac{1}{2}\\,(q - \\langle a, b\\rangle),$$

    which is what the library's `calc_hammingDist` computes: `0.5 * (q - np.dot(B1, B2.transpose()))`.
    The note calls `calc_hammingDist(qB[iter, :], rB)` but **does not print its body**; this one-line
    body is the usual helper of the deep cross-modal hashing code that `calc_map` comes from, and our
    reconstruction, not a quote. One matrix product gives every query-database distance. A 4-bit query
    and four database codes:
    """),
    code("""
    query = [[1, 1, -1, -1]]
    database = [[1, 1, -1, -1], [-1, -1, 1, 1], [1, -1, -1, -1], [1, 1, -1, 1]]
    print("Hamming distances          :", hamming_distance(query, database).tolist())
    print("calc_hammingDist (our body):", calc_hammingDist(check_codes(query), check_codes(database)).tolist())
    """, check=True),
    md("""
    The codes must be ±1: with 0/1 bits the inner-product formula is wrong, and the library refuses them
    with a message (convert with 2b − 1).

    ## 2. Multi-label relevance

    Items carry several labels (multi-hot rows, `# query_L: {0,1}^{mxl}`). The note's line, as printed,
    `gnd = (np.dot(query_L[iter, :], anspo()) > 0).astype(np.float32)` (where the garbled `anspo()` can
    only be `retrieval_L.transpose()`) makes an item **relevant when it shares at least one label** with
    the query:
    """),
    code("""
    query_labels = [[1, 0]]
    db_labels = [[1, 0], [0, 1], [0, 1], [1, 1]]
    print("relevant:", relevance_matrix(query_labels, db_labels).tolist())
    """, check=True),
    md("""
    ## 3. Rank by distance, then AP

    Sort the database by Hamming distance. Items 2 and 3 are both at distance 1: a **tie**. The library
    keeps ties in database order (a stable sort), so the result is reproducible; the note's
    `np.argsort` (quicksort) leaves their order unspecified. Then AP as in notebook 07, dividing by all
    relevant items:
    """),
    code("""
    order, dist = hamming_ranking(query, database)
    relevant = relevance_matrix(query_labels, db_labels)
    ranked = Ranking(relevant[0][order[0]], ids=order[0].tolist())
    print("database order by distance:", order[0].tolist(), " distances:", dist[0].tolist())
    print(ranked)
    average_precision(ranked, trace=True)
    """),
    code("""
    print("AP of the query   :", average_precision(ranked))
    print("hamming_map       :", hamming_map(query, database, query_labels, db_labels))
    print("tie broken 3 first:", average_precision(Ranking([1, 1, 0, 0])))
    """, check=True),
    md("""
    Breaking the tie the other way (item 3 before item 2) gives the last line's AP: with short codes
    ties are everywhere, and a tie rule is part of the measure.

    ## 4. mAP and the queries with no relevant item

    mAP is the mean AP over queries. The note's code tests `if tsum == 0:` (a query sharing no label with
    any database item) but the line after it is lost, presumably `continue` (add nothing). It then
    divides by `num_query`, **all** queries, so such a query counts as AP 0: the note's rule, and
    trec_eval's (notebook 08). `hamming_map` follows it by default and names the choice:
    `no_relevant="zero"` (the note's rule) or `"skip"` (our option: leave the query out). Two queries,
    the second with a label no database item has:
    """),
    code("""
    queries = [[1, 1, -1, -1], [-1, 1, 1, -1]]
    queries_labels = [[1, 0, 0], [0, 0, 1]]
    db_labels3 = [[1, 0, 0], [0, 1, 0], [0, 1, 0], [1, 1, 0]]
    hamming_map(queries, database, queries_labels, db_labels3, trace=True)
    """),
    code("""
    args = (check_codes(queries), check_codes(database), check_label_matrix(queries_labels),
            check_label_matrix(db_labels3))
    print("hamming_map, no_relevant='zero':", hamming_map(queries, database, queries_labels, db_labels3))
    print("the note's code, fixed         :", calc_map_fixed(*args))
    print("hamming_map, no_relevant='skip':", hamming_map(queries, database, queries_labels, db_labels3,
                                                          no_relevant="skip"))
    """, check=True),
    code("""
    print("the note's code, run as printed*:", calc_map_literal(*args))
    """),
    md("""
    \\* "As printed" needs four repairs just to run: `xrange` is Python 2 (→ `range`), `anspo()` is a
    garbled `retrieval_L.transpose()`, the body of `if tsum == 0:` is missing (→ `continue`), and
    `np.linspace(1, tsum, tsum)` needs an integer count. With those, it divides by all queries
    (`map / num_query`, the query without relevant items counted as 0) and sorts with `np.argsort`'s
    default quicksort, whose order among tied distances is not specified (so this cell's output is not
    checked: another NumPy build may order the tie at distance 1 differently). `calc_map_fixed` keeps
    the note's rule and only sorts stably, so it equals `hamming_map` with its default.

    ## 5. A synthetic cross-modal dataset

    A seeded dataset made with NumPy (no downloads): 100 queries and 2,000 database items, 32-bit image
    and text codes, 10 labels (1-3 per item). Each label has a random prototype; an item's code in each
    modality is the sign of its labels' prototypes plus independent noise, so image and text codes are
    related only through the labels. Image queries, text database:
    """),
    code("""
    ds = synthetic_crossmodal_dataset()
    data = (ds.query_image, ds.db_text, ds.query_labels, ds.db_labels)
    print("image -> text mAP:", round(hamming_map(*data), 6))
    print("text -> image mAP:", round(hamming_map(ds.query_text, ds.db_image, ds.query_labels, ds.db_labels), 6))
    print("the note's code, fixed:", round(calc_map_fixed(*data), 6))
    """, check=True),
    code("""
    print("the note's code (quicksort ties):", round(calc_map_literal(*data), 6))
    """),
    md("""
    Compare the literal code's value (unchecked: it depends on the NumPy build) with the library's:
    with 32-bit codes and 2,000 items many distances tie, and quicksort orders the tied items in an
    unspecified way, so the literal value can change from one NumPy version to the next while the
    library's does not. Same data, same measure, another number: ties must be broken by a stated rule.

    ## 6. Top-k mAP and the denominator question

    The note: *也可以使⽤top-k map,也就是计算map的时候仅仅使⽤返回的10000个检索结果中前top-k上计算map,如下代码就是top-50 map:*
    (our translation: "one can also use top-k map, computing map only on the top k of the 10,000
    results returned; the following code is top-50 map:", but no code follows in the note), and it
    asks about the denominator: *分母代表的是TP+FN ... 很多代码⾥⾯都没有⽤TP+FN,⽽是使⽤的是n或者count(rel(k)==1)替代,不知道能不能这样?*
    (our translation: "the denominator is TP + FN ... many codes use n or count(rel(k)==1) instead
    of TP + FN; is that allowed?"). Both, on the same rankings:
    """),
    code("""
    for k in (10, 50, 500, None):
        a = denominator_question(*data, top_k=k)
        print(a)
    """, check=True),
    code("""
    hamming_map(*data, top_k=50, denominator="retrieved_relevant", trace=True)
    """),
    md("""
    **The answer, with numbers** (printed above). With multi-label relevance a query here has hundreds
    of relevant items (mean R above). Dividing top-50 AP by the relevant items *found in the top 50*
    gives a number close to 1, which says "almost perfect"; dividing by all relevant items (TP + FN)
    gives a small one, because 50 results can hold only a small part of them: AP truncated at 50
    cannot exceed 50 / R. The first measures the precision of the top of the list; the second is AP
    truncated at 50. Neither is wrong, but they are different measures: report which (notebook 08 has
    the same question for MAP@k, measured there on real digit rankings too). Without a cut-off the two denominators coincide (the last line).
    """),
    code("""
    per_query = hamming_ap(*data, top_k=50)
    found = hamming_ap(*data, top_k=50, denominator="retrieved_relevant")
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot(per_query, found, "o", alpha=0.6)
    ax.set(xlabel="AP@50, denominator = all relevant (TP + FN)", ylabel="AP@50, denominator = relevant in top 50",
           xlim=(0, 0.2), ylim=(0, 1.05), title="the same 100 rankings, two denominators");
    """),
    md("""
    ## 7. Your turn

    **Try this:** make retrieval harder (more noise). Which falls faster, the full mAP (top_k None) or
    top-50 mAP dividing by the relevant items retrieved? Then give each item a single label (max_labels 1: fewer
    relevant items per query): how close do the two denominators of top-50 mAP come, and why?
    """),
    code("""
    from ipywidgets import interact

    datasets = {(noise, labels): synthetic_crossmodal_dataset(noise=noise, max_labels=labels)
                for noise in (0.5, 1.0, 2.0, 4.0) for labels in (1, 2, 3)}
    interact(lambda noise, max_labels, top_k: print(denominator_question(
                 datasets[noise, max_labels].query_image, datasets[noise, max_labels].db_text,
                 datasets[noise, max_labels].query_labels, datasets[noise, max_labels].db_labels, top_k=top_k)),
             noise=[0.5, 1.0, 2.0, 4.0], max_labels=[3, 2, 1], top_k=[50, 10, 500, None]);
    """),
]
