"""Source of notebooks/10_roc.ipynb (build: python3 notebooks/src/build_notebooks.py 10)."""

from nbbuild import code, md

NAME = "10_roc"
SUMMARY = ("ROC, AUC (ties get half credit) and the equal error rate; PR versus ROC on the cross-modal note's "
           "imbalanced fraud example, and the accuracy trap once more.")

CELLS = [
    md("""
    # 10 · ROC, AUC and the equal error rate; PR versus ROC

    A system that *scores* items can be cut at any threshold. The ROC curve shows every cut at once:
    how many positives it catches against how many negatives it lets through. We build one by hand,
    measure the area under it (with ties), find the equal error rate, and then see why, on the
    cross-modal note's fraud example (our instance: 100 positives among 10,000 negatives), the PR curve
    tells more.

    Sources: the MLRF lecture `001_247adb386e08221d.txt` ("the ROC graph and the area under it (AUC)";
    "Equal Error Rate and Average Precision"; "ROC & others [next lecture, more useful for classification]"), the
    cross-modal note `002_39df54dfd3168fc2.txt` (2.2: "if the class is highly imbalanced and positive
    samples are very rare, then u PR-curve. One example may be fraud detection, where non-fraud sample
    may be 10000 and fraud sample may be below 100", its garbled "u" for "use"), the image-retrieval
    slides `000_a7caede54f9e5a93.txt` (slides 2-3: accuracy).
    """),
    code("""
    %matplotlib inline
    from ireval_teach import (Ranking, contingency_table, equal_error_rate, imbalanced_demo, pr_points, precision_at,
                              r_precision, recall_at, roc_auc, roc_curve)
    from ireval_teach.examples import slides
    from ireval_teach.display import plot_roc, plot_roc_vs_pr
    """),
    md("""
    ## 1. The ROC curve, one threshold at a time

    Ten scored items, invented for the lesson: five positive (label 1) and five negative, sorted by score. A threshold t
    retrieves every item with score ≥ t. For each threshold the ROC curve plots

    * the **true positive rate** TPR = tp / P (the recall: positives caught), against
    * the **false positive rate** FPR = fp / N (the negatives let through).

    Lowering the threshold past a positive moves the curve up by 1/P, past a negative right by 1/N.
    Two items share the score 0.5, one of each class: they are retrieved together.
    """),
    code("""
    scores = [0.9, 0.8, 0.7, 0.6, 0.55, 0.5, 0.5, 0.4, 0.3, 0.2]
    labels = [1, 1, 0, 1, 0, 1, 0, 0, 1, 0]
    roc_curve(scores, labels, trace=True)
    """),
    code("""
    c = roc_curve(scores, labels)
    print("FPR:", c.fpr.tolist())
    print("TPR:", c.tpr.tolist())
    """, check=True),
    md("""
    ## 2. AUC: the area, and what it means

    The area under the ROC curve (AUC) adds the trapezoids under each step. It has a plain meaning:
    **the probability that a random positive scores above a random negative.** Pair every positive
    with every negative, count the pairs the positive wins (a tie counts half) and divide by the
    number of pairs: that is the AUC printed below.
    """),
    code("""
    roc_auc(scores, labels, trace=True)
    """),
    code("""
    print("AUC =", roc_auc(scores, labels))
    """, check=True),
    code("""
    plot_roc(roc_auc(scores, labels, trace=True))
    """),
    md("""
    **Ties get half credit.** The tied pair at 0.5 is a diagonal segment of the curve, and the
    trapezoid under it counts the pair as half a win. Break the tie either way and the pair becomes a
    whole win or a whole loss: the AUC moves by half a pair (half of 1 / the number of pairs), up or
    down; half credit is exactly in between. scikit-learn's `roc_auc_score` uses the same convention.
    """),
    code("""
    positive_first = [0.9, 0.8, 0.7, 0.6, 0.55, 0.51, 0.5, 0.4, 0.3, 0.2]
    negative_first = [0.9, 0.8, 0.7, 0.6, 0.55, 0.49, 0.5, 0.4, 0.3, 0.2]
    print("tie broken for the positive:", roc_auc(positive_first, labels))
    print("tie kept, half credit      :", roc_auc(scores, labels))
    print("tie broken for the negative:", roc_auc(negative_first, labels))
    """, check=True),
    md("""
    ## 3. The equal error rate: two readings

    The MLRF lecture names it right after its precision-recall graph, before the ROC graph: *Equal
    Error Rate and Average Precision*, *Which one is the best?*, *Note: the PR graph does not provide a
    total order ⇒ need more indicators*. It does not define the equal error rate, and two readings
    are in use:

    * **on the ROC graph** (biometrics, verification): the error rate at the threshold where both kinds
      of error are equally frequent, the false positive rate FPR and the false negative rate
      FNR = 1 − TPR; where the ROC curve crosses the line TPR = 1 − FPR;
    * **on the PR graph**, where the lecture lists it: the **break-even point**, where precision equals
      recall. For a ranking, P@k = v/k and R@k = v/R, so they are equal exactly at k = R: the
      break-even point is the **R-precision** (notebook 04; Sebe et al.'s p = r line, notebook 13).

    First the ROC reading. The library names two ways to compute it (`method=`): intersect the
    straight segments (`"interpolate"`, default) or take the nearest ROC point (`"nearest"`).
    """),
    code("""
    for name, text in equal_error_rate(scores, labels, trace=True).conventions.items():
        print(f"{name}: {text}")
    """),
    code("""
    print("EER (interpolate):", equal_error_rate(scores, labels))
    print("EER (nearest)    :", equal_error_rate(scores, labels, method="nearest"))
    """, check=True),
    code("""
    plot_roc(equal_error_rate(scores, labels, trace=True))
    """),
    md("""
    Here the curve meets the EER line exactly at a ROC point, so both methods agree (the two printed
    values). Now the PR reading on the same scored items: rank them by score (the tie at 0.5 broken by
    the named rule of `Ranking.from_scores`) and read precision and recall at k = R:
    """),
    code("""
    ranked = Ranking.from_scores(scores, labels)
    R = ranked.n_relevant
    print(f"R = {R}: P@{R} = {precision_at(ranked, R)}, R@{R} = {recall_at(ranked, R)}, "
          f"R-precision = {r_precision(ranked)}")
    print(f"ROC reading: EER = {equal_error_rate(scores, labels)}; PR reading: break-even P = R = {r_precision(ranked)}")
    """, check=True),
    md("""
    Two different numbers under one name (an error rate on one, a precision on the other): when a
    paper reports an "EER" for retrieval, ask which graph it was read on.

    ## 4. PR versus ROC on imbalanced data: the fraud example

    The cross-modal note (`002_*`, 2.2): *Particularly, if true negative is not much valuable to the
    problem, or negative examples are abundant. Then, PR-curve is typically more appropriate.* and *One
    example may be fraud detection, where non-fraud sample may be 10000 and fraud sample may be below
    100.* The library generates that case, seeded: 10,000 negatives with scores
    N(0, 1), 100 positives, and two systems. **A** scores the positives N(2, 1); **B** puts 30% of them far
    on top and the rest a little lower than A does. **A balanced** is system A's score distributions
    with only 100 negatives.
    """),
    code("""
    demo = imbalanced_demo()
    for name, case in demo.cases.items():
        print(f"{name:10}  {len(case.labels):6} items  ROC AUC = {case.roc_auc:.4f}   AP = {case.average_precision:.4f}")
    """, check=True),
    code("""
    plot_roc_vs_pr(demo, cases=("A", "B", "A balanced"))
    """),
    md("""
    On the left the three ROC curves look alike; on the right the PR curves do not (the dots: each
    system's first threshold reaching recall 0.5). Compare the printed ROC AUCs of A and B with their
    APs: the areas are close, the APs are not. Why the ROC curve
    hides it: FPR divides by N = 10,000, so a few hundred false positives barely move it, while
    precision counts them against the 100 positives. Each system's first threshold reaching recall 0.5:
    """),
    code("""
    for name, case in demo.cases.items():
        p = case.operating_points[0]
        print(f"{name:10}  recall {p['recall']:.2f}: tp = {p['tp']:3}, fp = {p['fp']:4}, "
              f"FPR = {p['fpr']:.4f}, precision = {p['precision']:.4f}")
    """, check=True),
    code("""
    for note in demo.notes:
        print(note)
    """, check=True),
    md("""
    The same score distributions give nearly the same ROC curve whatever the class ratio ("A" and
    "A balanced"); precision falls as the negatives pile up. That is the note's point: ROC answers
    "how well are the classes separated?"; PR answers "if I look at what the system flags, how much of
    it is fraud?", the question a user of a retrieval system asks.

    ## 5. The same claim on real rankings, with real distractors

    The scores above are invented Gaussians. Now real ones: 20 digit queries (notebook 14), each with
    c = 16 relevant images of its class, ranked by two real systems among e distractors that really are
    not relevant, images of the other classes. Grow e from 1 to 100 negatives per positive:
    """),
    code("""
    from ireval_teach.examples.claims import roc_and_pr_with_distractors

    for row in roc_and_pr_with_distractors(("pixels_l2", "pca8_l2"), (16, 160, 1600)):
        print(row)
    """, check=True),
    md("""
    Read down each system: the mean ROC AUC hardly moves as the distractors pile up, while MAP falls.
    Read across at the largest e: the two ROC AUCs are nearly equal, but the MAPs are clearly apart.
    ROC says the systems separate the classes equally well; PR says which one a user, who reads the
    top of the list, should prefer. With many negatives, PR is the graph that shows the difference.

    ## 6. The accuracy trap, once more

    The slides (`000_*`, slides 2-3) warn against accuracy: *How to build a 99.9999% accurate search
    engine on a low budget….* (*Search for:* ... *0 matching results found.*) On the fraud data, an
    engine that flags nothing is more accurate than system A flagging its top 100, or its top k at
    recall 0.5 (the operating point above). The lines below show the accuracy of each:
    """),
    code("""
    nothing = contingency_table(tp=0, fp=0, fn=100, tn=10_000)
    print(f"flag nothing       : accuracy {nothing.accuracy:.4f}, precision {nothing.precision}, recall {nothing.recall}")
    a = demo.cases["A"]
    ranked_a = Ranking.from_scores(a.scores, a.labels, collection_size=len(a.labels))
    at_half = next(s.rank for s in pr_points(ranked_a) if s.recall >= a.operating_points[0]["recall"])
    for k in (100, at_half):
        t = contingency_table(ranked_a, k=k)
        print(f"A flags its top {k:3}: accuracy {t.accuracy:.4f}, precision {t.precision:.4f}, recall {t.recall:.4f}")
    print(f"the slides' engine : accuracy {slides.slides_accuracy_trap().extras['accuracy']} "
          "(1 relevant image in a million, nothing retrieved)")
    """, check=True),
    md("""
    Accuracy, like FPR, divides by a count that the true negatives dominate. Both the ROC curve and
    accuracy are sound for balanced classification; retrieval is not balanced.

    ## 7. Your turn

    **Try this:** (1) Move the score of the positive item that sits at 0.5 (the tie). Where does the
    AUC jump, and by how much per negative it overtakes? Which score gives AUC 0.8? (2) In the
    second widget, with 100 negatives, does B still beat A on AP, and by how much compared with 10,000
    negatives? Step through the seeds at 100,000 negatives: does any seed reverse the order of A and B
    in ROC AUC, or in AP?
    """),
    code("""
    from ipywidgets import FloatSlider, interact

    interact(lambda positive_score: roc_auc([0.9, 0.8, 0.7, 0.6, 0.55, positive_score, 0.5, 0.4, 0.3, 0.2],
                                            labels, trace=True),
             positive_score=FloatSlider(min=0.0, max=1.0, step=0.05, value=0.5, description="positive_score",
                                        style={"description_width": "initial"}));
    """),
    code("""
    interact(lambda n_negative, seed: print(*imbalanced_demo(seed, n_negative).notes, sep="\\n\\n"),
             n_negative=[100, 1_000, 10_000, 100_000], seed=(0, 9));
    """),
]
