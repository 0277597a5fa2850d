"""The image-retrieval slides' worked examples (``000_*.txt``): the DCG/NDCG list and the accuracy trap.

**DCG/NDCG** (slides 25-26, "Summarizing a Ranking for Multiple Relevance levels"): 10 ranked images
judged on a 0-3 scale, 3, 2, 3, 0, 0, 1, 2, 2, 3, 0, with the classic DCG
rel_1 + sum_{i>=2} rel_i / log2(i). The slides print the divisions ("3/1.59"), the discounted gains,
the DCG per rank, the perfect ranking, the ideal DCG per rank and the NDCG per rank -- 56 numbers,
each checked here against the exact value. (The same list and values appear in Croft, Metzler &
Strohman, *Search Engines: Information Retrieval in Practice*, sec. 8.4.3, the likely source.)

How the slides computed: they rounded every discounted gain to 2 decimals and added the rounded
gains (3 + 3 + 1.89 + 1 + 0.86 + 0.77 = 10.52). :func:`slides_arithmetic` redoes exactly that and
reproduces every printed DCG and ideal DCG except the last; the exact values differ in the 2nd
decimal in one place. What does not match, and why:

* **Erratum** -- NDCG at rank 4 is printed 0.76; 6.8928/8.8928 = 0.7751 (0.78; 6.89/8.89 = 0.775 from
  the printed values too). No rounding of the inputs gives 0.76.
* **Erratum** -- the last ideal DCG is printed 10; the ideal ranking ends with three 0s, so it stays
  10.8841 (10.88, as printed at ranks 7-9). The slide's own NDCG at rank 10, 0.88 = 9.61/10.88,
  shows 10.88 was meant (9.61/10 would be 0.96).
* **Rounding artefact** -- ideal DCG at rank 6 is printed 10.52; exact 10.5278 rounds to 10.53. 10.52
  is the sum of the 2-decimal gains (see above), not a mistake in the method.
* **Rounding slips** -- the divisors log2(3) = 1.58496 and log2(6) = 2.58496 are printed 1.59 and 2.59;
  rounded to 2 decimals they are 1.58 and 2.58 (1.59 is a double rounding, 1.58496 -> 1.585 -> 1.59).
  Harmless here: 3/1.59 = 1.8868 and 3/log2(3) = 1.8928 both print as 1.89, 1/2.59 = 0.3861 and
  1/log2(6) = 0.3869 both as 0.39.

**The accuracy trap** (slide 3, "How to build a 99.9999% accurate search engine on a low budget ...
0 matching results found"): an engine that returns nothing is right about every non-relevant item.
Its accuracy is 1 - c/d (c relevant among d items), 99.9999% when one image in a million is
relevant. The slide gives no collection size; :func:`slides_accuracy_trap` takes it as a parameter.

>>> ex = slides_ndcg()
>>> [(e.quantity, e.printed) for e in ex.errata()]  # doctest: +NORMALIZE_WHITESPACE
[('discount log2(3)', '1.59'), ('discount log2(6)', '2.59'), ('ideal DCG@6', '10.52'),
 ('ideal DCG@10', '10'), ('NDCG@4', '0.76')]
>>> slides_accuracy_trap().extras["accuracy"]
0.999999
"""

from __future__ import annotations

import math

from ..errors import InconsistentCountError, excerpt
from ..graded import dcg_curve, ideal_ranking, ndcg, ndcg_curve
from ..ranking import Ranking
from ..sets import contingency_table, f_measure
from . import DOCUMENTS, PrintedValue, WorkedExample, register

#: The slides' judged list (0-3 scale).
LABELS = (3, 2, 3, 0, 0, 1, 2, 2, 3, 0)

#: As printed on the slides: the divisions, discounted gains, DCG, perfect ranking, ideal DCG, NDCG.
PRINTED_DIVISIONS = ("3", "2/1", "3/1.59", "0", "0", "1/2.59", "2/2.81", "2/3", "3/3.17", "0")
PRINTED_DISCOUNTED_GAIN = ("3", "2", "1.89", "0", "0", "0.39", "0.71", "0.67", "0.95", "0")
PRINTED_DCG = ("3", "5", "6.89", "6.89", "6.89", "7.28", "7.99", "8.66", "9.61", "9.61")
PRINTED_IDEAL = ("3", "3", "3", "2", "2", "2", "1", "0", "0", "0")
PRINTED_IDEAL_DCG = ("3", "6", "7.89", "8.89", "9.75", "10.52", "10.88", "10.88", "10.88", "10")
PRINTED_NDCG = ("1", "0.83", "0.87", "0.76", "0.71", "0.69", "0.73", "0.8", "0.88", "0.88")

_SLIDE_DCG = 'slide 25 "DCG: Discounted Cumulative Gain"'
_SLIDE_NDCG = 'slide 26 "NDCG"'


def _discount(i: int) -> float:
    return 1.0 if i == 1 else math.log2(i)


def slides_arithmetic(labels=LABELS) -> dict[str, list[float]]:
    """DCG the way the slides computed it: each discounted gain rounded to 2 decimals, then added.

    >>> s = slides_arithmetic()
    >>> s["ideal_dcg"][5], s["ndcg"][3]
    (10.52, 0.78)
    """
    labels = Ranking(labels).labels.tolist()      # checked: a non-empty list of grades >= 0 (typed errors)
    ideal = sorted(labels, reverse=True)
    dg = [round(g / _discount(i), 2) for i, g in enumerate(labels, start=1)]
    idg = [round(g / _discount(i), 2) for i, g in enumerate(ideal, start=1)]
    run, irun = [], []
    a = b = 0.0
    for x, y in zip(dg, idg):
        a, b = round(a + x, 2), round(b + y, 2)
        run.append(a)
        irun.append(b)
    return {"discounted_gain": dg, "dcg": run, "ideal_discounted_gain": idg, "ideal_dcg": irun,
            "ndcg": [round(x / y, 2) if y else 0.0 for x, y in zip(run, irun)]}


def _num(text: str) -> float:
    return float(text.split("=")[-1])


@register("slides_ndcg")
def slides_ndcg() -> WorkedExample:
    """The slides' DCG/NDCG example, every printed number against the exact one.

    >>> ex = slides_ndcg()
    >>> round(ex.extras["dcg"][-1], 4), round(ex.extras["ideal_dcg"][-1], 4), round(ex.extras["ndcg"][3], 4)
    (9.6051, 10.8841, 0.7751)
    """
    r = Ranking(LABELS)
    ideal = ideal_ranking(r)
    run = dcg_curve(r)
    irun = dcg_curve(Ranking(ideal))
    nd = ndcg_curve(r)
    sl = slides_arithmetic()
    printed: list[PrintedValue] = []

    for i, (div, text) in enumerate(zip(PRINTED_DIVISIONS, PRINTED_DISCOUNTED_GAIN), start=1):
        exact_dg = LABELS[i - 1] / _discount(i)
        if "/" in div:
            d_text = div.split("/")[1]
            d_exact = _discount(i)
            expl = ""
            if i in (3, 6):
                expl = (f"Rounding slip, harmless: log2({i}) = {d_exact:.5f} rounds to {round(d_exact, 2):.2f}, "
                        f"not {d_text} (a double rounding {d_exact:.5f} -> {d_exact:.3f} -> {d_text}). "
                        f"{div} = {LABELS[i - 1] / float(d_text):.4f} and the exact {LABELS[i - 1]}/log2({i}) = "
                        f"{exact_dg:.4f} both print as {text}, so no later value is affected.")
            printed.append(PrintedValue(f"discount log2({i})", f"{_SLIDE_DCG}, discounted gain, rank {i}", d_text,
                                        float(d_text), d_exact, explanation=expl, kind="rounding"))
        full = text if div in ("0", "3") else f"{div} = {text}"
        expl = ""
        if "/" in div:
            expl = f"with the printed divisor {div} = {LABELS[i - 1] / float(div.split('/')[1]):.4f}"
        printed.append(PrintedValue(f"discounted gain, rank {i}", f"{_SLIDE_DCG}, discounted gain, rank {i}",
                                    full, _num(text), exact_dg, explanation=expl))
    for i, text in enumerate(PRINTED_DCG, start=1):
        printed.append(PrintedValue(f"DCG@{i}", f"{_SLIDE_DCG}, DCG row, rank {i}", text, float(text), run[i - 1]))
    for i, text in enumerate(PRINTED_IDEAL, start=1):
        printed.append(PrintedValue(f"ideal label, rank {i}", f"{_SLIDE_NDCG}, perfect ranking, rank {i}", text,
                                    float(text), float(ideal[i - 1])))
    for i, text in enumerate(PRINTED_IDEAL_DCG, start=1):
        expl = ""
        if i == 6:
            expl = (f"Rounding artefact, not a mistake in the method: the exact ideal DCG@6 is {irun[5]:.4f}, "
                    "which rounds to 10.53. The slides added the 2-decimal gains 3 + 3 + 1.89 + 1 + 0.86 + 0.77 "
                    f"= {sl['ideal_dcg'][5]:.2f}; the rounding errors of the terms add up.")
        if i == 10:
            expl = (f"Erratum: the ideal ranking ends 0, 0, 0, so the ideal DCG stays {irun[9]:.4f} (10.88, as at ranks "
                    "7-9). '10' is a typo for 10.88: the slide's own NDCG@10 = 0.88 = 9.61/10.88 (9.61/10 would be 0.96).")
        printed.append(PrintedValue(f"ideal DCG@{i}", f"{_SLIDE_NDCG}, ideal DCG row, rank {i}", text, float(text),
                                    irun[i - 1], explanation=expl, kind="rounding" if i == 6 else "erratum"))
    for i, text in enumerate(PRINTED_NDCG, start=1):
        expl = ""
        if i == 4:
            expl = (f"Erratum: NDCG@4 = DCG@4 / ideal DCG@4 = {run[3]:.4f}/{irun[3]:.4f} = {nd[3]:.4f}, i.e. 0.78 "
                    f"(from the slide's own printed 6.89/8.89 = {6.89 / 8.89:.4f}, also 0.78, or 0.77 truncated). "
                    "No rounding of the inputs gives 0.76.")
        printed.append(PrintedValue(f"NDCG@{i}", f"{_SLIDE_NDCG}, NDCG row, rank {i}", text, float(text), nd[i - 1],
                                    explanation=expl))

    notes = (
        "Classic DCG: rel_1 + sum_{i>=2} rel_i / log2(i); ideal ranking = the list's labels sorted (the slides' way).",
        f"The slides round log2(3) to 1.59: 3/1.59 = {3 / 1.59:.4f}, exact 3/log2(3) = {3 / math.log2(3):.4f}; "
        "both print as 1.89.",
        "Redoing the slides' arithmetic (each discounted gain rounded to 2 decimals, then added) reproduces every "
        "printed DCG and ideal DCG except the final '10'; the exact ideal DCG@6 is 10.53 to 2 decimals.",
        "Two printed values are wrong (NDCG@4 0.76, the last ideal DCG 10); three differ only by rounding "
        "(log2 3 as 1.59, log2 6 as 2.59, ideal DCG@6 as 10.52). The explanation of each says which.",
    )
    return WorkedExample(
        name="slides_ndcg", document=DOCUMENTS["slides"],
        title="Image-retrieval slides: DCG and NDCG of 3, 2, 3, 0, 0, 1, 2, 2, 3, 0 (0-3 scale)",
        data=r, printed=tuple(printed), notes=notes,
        extras={"dcg": run, "ideal": ideal, "ideal_dcg": irun, "ndcg": nd,
                "discounted_gain": [g / _discount(i) for i, g in enumerate(LABELS, start=1)],
                "slides_arithmetic": sl, "trace": ndcg(r, trace=True)})


@register("slides_accuracy_trap")
def slides_accuracy_trap(collection_size: int = 1_000_000, n_relevant: int = 1) -> WorkedExample:
    """The "99.9999% accurate search engine" that returns nothing, computed.

    With ``n_relevant`` relevant images among ``collection_size``, the empty engine has tp = fp = 0,
    fn = n_relevant, tn = the rest: accuracy 1 - n_relevant/collection_size, precision 0 (nothing
    retrieved; taken as 0), recall 0, F1 0.

    >>> ex = slides_accuracy_trap()
    >>> ex.extras["accuracy"], ex.extras["recall"], ex.extras["accuracy_of_100_results_with_the_hit"]
    (0.999999, 0.0, 0.999901)
    """
    import numbers

    for name, x in (("collection_size", collection_size), ("n_relevant", n_relevant)):
        if isinstance(x, bool) or not isinstance(x, numbers.Integral) or not 1 <= x <= 10 ** 15:
            raise InconsistentCountError(f"{name} must be a whole number 1..10^15, got {excerpt(x)}")
    if collection_size < max(100, n_relevant) or n_relevant > 100:
        raise InconsistentCountError(f"need n_relevant <= 100 <= collection_size (the example retrieves 100 results), "
                                     f"got n_relevant={n_relevant}, collection_size={collection_size}")
    empty = contingency_table(tp=0, fp=0, fn=n_relevant, tn=collection_size - n_relevant)
    acc = empty.accuracy
    perfect = contingency_table(tp=n_relevant, fp=0, fn=0, tn=collection_size - n_relevant)
    # a useful engine: 100 results, the relevant image(s) among them
    useful = contingency_table(tp=n_relevant, fp=100 - n_relevant, fn=0, tn=collection_size - 100)
    printed = (PrintedValue("accuracy of the empty engine", "slide 3 \"Why not just use accuracy?\"", "99.9999%",
                            0.999999, acc,
                            explanation=f"with {n_relevant} relevant among {collection_size} the empty engine's "
                                        f"accuracy is {acc:.6%}, not 99.9999%"),)
    notes = (
        f"Assumed collection: {collection_size:,} images, {n_relevant} relevant (the slide gives no size); "
        "the empty engine's accuracy is 1 - generality, so 99.9999% needs generality c/d <= 1e-6.",
        f"Precision {empty.precision} (nothing retrieved, taken as 0), recall {empty.recall}, "
        f"F1 {f_measure(empty)}: the retrieval measures see that nothing was found.",
        f"A perfect engine scores accuracy {perfect.accuracy}; an engine that returns 100 results including "
        f"the relevant one scores {useful.accuracy:.6f} -- less than the empty engine's {acc:.6f}. "
        "Accuracy rewards retrieving nothing because true negatives swamp the table.",
    )
    return WorkedExample(
        name="slides_accuracy_trap", document=DOCUMENTS["slides"],
        title="Image-retrieval slides: the 99.9999% accurate engine that returns nothing",
        data=empty, printed=printed, notes=notes,
        extras={"accuracy": acc, "precision": empty.precision, "recall": empty.recall, "f1": f_measure(empty),
                "accuracy_of_perfect_engine": perfect.accuracy,
                "accuracy_of_100_results_with_the_hit": useful.accuracy})


__all__ = ["LABELS", "slides_arithmetic", "slides_ndcg", "slides_accuracy_trap"]
