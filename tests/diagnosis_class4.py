"""Diagnosis class 4, written on 2026-11-26 AFTER the library-wide candidates, discriminating inputs and
hidden-result types were built, and run once: its first-run numbers are the measure (never tuned on).

Invented data (no real student wrote these). Same five categories and format as
tests/diagnosis_class3.py (the category is kept in ``style``); mistakes chosen to differ from class 3's.
Student ids are ``"c4-" + sid``. The keys were fixed before the checker was run on this class.
"""

from __future__ import annotations

from heldout_submissions import class_writer

BATCH = "diagnosis class 4 (written after the engine changed, first run, 2026-11-26)"

S, wrong, right = class_writer("c4-")


NONE = [r"\bNone\b", "forg[eo]t .?return", "no return", "without (a )?return"]

_AP = '''
def _ap(labels, R):
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i
    return s / R if R else 0.0
'''

# 1. sibling measures
wrong("k01", "ap.exact", "sibling", "returns the precision of the whole list.", [["precision of the whole list",
      r"P@k (at|of) the (whole|full) list", "precision of the (entire|full) list", "whole list"]], '''
def my_ap(labels, n_relevant):
    return sum(labels) / len(labels) if labels else 0.0
''')
wrong("k02", "ap.exact", "sibling", "returns the recall of the whole list.", [["recall"]], '''
def my_ap(labels, n_relevant):
    return sum(labels) / n_relevant if n_relevant else 0.0
''')
wrong("k03", "map.mean", "sibling", "mean reciprocal rank instead of MAP.", [["reciprocal rank", "MRR", r"1 ?/ ?rank"]], '''
def my_map(runs, n_relevant):
    total = 0.0
    for labels in runs:
        for i, x in enumerate(labels, 1):
            if x:
                total += 1 / i
                break
    return total / len(runs)
''')
wrong("k04", "dcg.classic", "sibling", "the TREC discount log2(i + 1) at every rank.", [[r"log2\(i ?\+ ?1\)", "trec"]], '''
import math
def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')
wrong("k05", "ndcg.all_judgments", "sibling", "exponential gain 2^g - 1 with the log2(i + 1) discount.",
      [["exponential", r"2\^"]], '''
import math
def my_ndcg(grades, unretrieved):
    d = lambda g: sum((2 ** x - 1) / math.log2(i + 1) for i, x in enumerate(g, 1))
    ideal = d(sorted(list(grades) + list(unretrieved), reverse=True))
    return d(grades) / ideal if ideal else 0.0
''')
wrong("k06", "gen.grip_point", "sibling", "returns the reciprocal rank of the first relevant item.",
      [["reciprocal rank", r"1 ?/ ?rank", "first relevant"]], '''
def my_grip_point(labels, n_relevant):
    for i, x in enumerate(labels, 1):
        if x:
            return 1 / i
    return 0.0
''')
wrong("k07", "roc.auc", "sibling", "ranks from the lowest score up: gives 1 - AUC.",
      [["lowest", "revers", r"1 ?- ?", "complement", "invert", "wrong way"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l]
    neg = [s for s, l in zip(scores, labels) if not l]
    w = sum(1.0 if a < b else 0.5 if a == b else 0.0 for a in pos for b in neg)
    return w / (len(pos) * len(neg))
''')
wrong("k08", "ap.value", "sibling", "typed the reciprocal rank.", [["reciprocal rank", r"1 ?/ ?rank", "first relevant"]], '''
my_ap_value = 1 / (v["labels"].index(1) + 1)
''')
wrong("k09", "avg.micro", "sibling", "typed the macro-averaged precision.", [["macro"], ["precision"]], '''
ps = [tp / (tp + fp) if tp + fp else 0.0 for tp, fp, fn in v["tables"]]
my_micro_recall = sum(ps) / len(ps)
''')
wrong("k10", "set.f_beta", "sibling", "returns F1 whatever beta is.", [["beta", r"\bF1\b"]], '''
def my_f(precision, recall, beta):
    if precision + recall == 0:
        return 0.0
    return 2 * precision * recall / (precision + recall)
''')

# 2. formula shape
wrong("k11", "set.f_beta", "shape", "(1 + beta) in the numerator, beta^2 in the denominator.",
      [["numerator", "squar", r"1 \+ (beta|b|β)\b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta ** 2 * precision + recall)
''')
wrong("k12", "dcg.classic", "shape", "rel_1 + sum_{i>=2} rel_i / log2(i + 1): the discount one rank late.",
      [[r"i ?\+ ?1", "one rank", "rank offset", "off by one"]], '''
import math
def my_dcg(grades):
    return sum(g if i == 1 else g / math.log2(i + 1) for i, g in enumerate(grades, 1))
''')
wrong("k13", "ndcg.all_judgments", "shape", "IDCG / DCG (the ratio upside down).",
      [["upside", "invert", "reciprocal", r"IDCG ?/ ?DCG", "the other way"]], '''
import math
def my_ndcg(grades, unretrieved):
    d = lambda g: sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))
    a, b = d(grades), d(sorted(list(grades) + list(unretrieved), reverse=True))
    return b / a if a else 0.0
''')
wrong("k14", "gen.recall_lower_bound", "shape", "parenthesis slip: v / (d - s) + v.",
      [["parenthes", r"\+ ?v\b", "added"]], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return 0.0
    return v / (d - s) + v
''', crash="ZeroDivisionError")
wrong("k15", "ap.exact", "shape", "divides by n_relevant twice.", [["twice", "two times", r"n_relevant\^?2", "squared", "once more"]], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(labels, 1):
        if x:
            hits += 1
            s += hits / i / n_relevant
    return s / n_relevant
''')
wrong("k16", "map.mean", "shape", "the sum of the APs, never divided by the number of queries.",
      [["number of queries", "not divided", "sum", "without dividing"]], _AP + '''
def my_map(runs, n_relevant):
    return sum(_ap(l, r) for l, r in zip(runs, n_relevant))
''')
wrong("k17", "roc.auc", "shape", "divides the wins by the number of items instead of P x N pairs.",
      [["pairs", r"P ?[x×*] ?N", "number of items", "length"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l]
    neg = [s for s, l in zip(scores, labels) if not l]
    w = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a in pos for b in neg)
    return w / len(scores)
''')

# 3. control flow and indexing
wrong("k18", "ap.exact", "flow", "the hit counter is reset inside the loop.", [["reset", "counter", "hits", "1 / rank",
      "reciprocal"]], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    s = 0.0
    for i, x in enumerate(labels, 1):
        hits = 0
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')
wrong("k19", "rank.p_at_k", "flow", "for i in range(1, k): rank 1 is never counted.", [["rank 1", "first rank", "shift",
      "range", "off by one", "k ?- ?1"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(1, k):
        if i < len(labels) and labels[i]:
            hits += 1
    return hits / k
''')
wrong("k20", "map.mean", "flow", "every query's AP uses n_relevant[0].", [["first query", r"n_relevant\[0\]", "same",
      "one query"]], _AP + '''
def my_map(runs, n_relevant):
    return sum(_ap(l, n_relevant[0]) for l in runs) / len(runs)
''')
wrong("k21", "avg.macro", "flow", "a query with nothing retrieved is skipped, not counted as 0.",
      [["skip", "left out", "nothing retrieved", "dropp", "ignor"]], '''
def my_macro_precision(tables):
    ps = [tp / (tp + fp) for tp, fp, fn in tables if tp + fp > 0]
    return sum(ps) / len(ps) if ps else 0.0
''')
wrong("k22", "dcg.classic", "flow", "the list is sorted before summing (the ideal DCG, not the ranking's).",
      [["sort", "ideal", "best order"]], '''
import math
def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x if i == 1 else x / math.log2(i) for i, x in enumerate(g, 1))
''')
wrong("k23", "ap.exact", "flow", "ranks counted from the end (the list reversed).", [["revers", "from the end",
      "backwards", "end of the list"]], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0.0
    hits, s = 0, 0.0
    for i, x in enumerate(reversed(labels), 1):
        if x:
            hits += 1
            s += hits / i
    return s / n_relevant
''')

# 4. only on hidden checks
wrong("k24", "ap.exact", "hidden", "returns None when nothing relevant was retrieved.", [NONE], _AP + '''
def my_ap(labels, n_relevant):
    if sum(labels) == 0:
        return
    return _ap(labels, n_relevant)
''', scope="all")
wrong("k25", "map.mean", "hidden", "returns the list of APs when there is only one query.", [["list"]], _AP + '''
def my_map(runs, n_relevant):
    aps = [_ap(l, r) for l, r in zip(runs, n_relevant)]
    if len(aps) == 1:
        return aps
    return sum(aps) / len(aps)
''', scope="all")
wrong("k26", "gen.recall_lower_bound", "hidden", "returns the text 'none found' when v is 0.", [["text", "string", r"\bstr\b"]], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return "none found"
    return v / (d - s + v)
''', scope="all")
wrong("k27", "ap.eleven_point", "hidden", "returns nan when nothing relevant is retrieved.",
      [[r"\bnan\b", "not a number"]], '''
def my_11pt(labels, n_relevant):
    if sum(labels) == 0:
        return float("nan")
    hits, pts = 0, []
    for i, x in enumerate(labels, 1):
        hits += x
        pts.append((hits / n_relevant, hits / i))
    return sum(max([p for r, p in pts if r >= j / 10 - 1e-12], default=0.0) for j in range(11)) / 11
''', scope="all")
wrong("k28", "roc.auc", "hidden", "returns None when every score is tied.", [NONE], '''
def my_auc(scores, labels):
    if len(set(scores)) == 1:
        return None
    pos = [s for s, l in zip(scores, labels) if l]
    neg = [s for s, l in zip(scores, labels) if not l]
    return sum(1.0 if a > b else 0.5 if a == b else 0.0 for a in pos for b in neg) / (len(pos) * len(neg))
''', scope="all")

# 5. twins
wrong("k29", "ap.exact", "twin", "divides by the list length when n_relevant exceeds it.",
      [["length", "min", "shorter", "list"]], _AP + '''
def my_ap(labels, n_relevant):
    return _ap(labels, min(n_relevant, len(labels)))
''')
wrong("k30", "dcg.classic", "twin", "integer grades divided with // by an int(log2(i)).",
      [["integer", "//", "int\\(", "whole number", "truncat", "floor"]], '''
import math
def my_dcg(grades):
    return float(sum(g if i == 1 else g // int(math.log2(i)) for i, g in enumerate(grades, 1)))
''')

# right, differently written
right("q01", "ap.exact", "NumPy positions", '''
import numpy as np
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    pos = np.flatnonzero(np.asarray(labels)) + 1
    return float(np.sum(np.arange(1, len(pos) + 1) / pos) / n_relevant)
''')
right("q02", "dcg.classic", "NumPy", '''
import numpy as np
def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    disc = np.ones(g.size)
    disc[1:] = np.log2(np.arange(2, g.size + 1))
    return float(np.sum(g / disc))
''')
right("q03", "map.mean", "statistics.mean", _AP + '''
import statistics
def my_map(runs, n_relevant):
    return statistics.mean(_ap(l, r) for l, r in zip(runs, n_relevant))
''')
right("q04", "gen.grip_point", "padded list", '''
def my_grip_point(labels, n_relevant):
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')
right("q05", "ndcg.all_judgments", "heapq", '''
import heapq, math
def my_ndcg(grades, unretrieved):
    d = lambda g: sum(x / (1 if i == 0 else math.log2(i + 1)) for i, x in enumerate(g))
    allg = list(grades) + list(unretrieved)
    ideal = d(heapq.nlargest(len(allg), allg))
    return d(grades) / ideal if ideal else 0.0
''')
right("q06", "rank.p_at_k", "comprehension", '''
def my_p_at_k(labels, k):
    return sum(1 for i, x in enumerate(labels) if i < k and x) / k
''')

SUBMISSIONS = tuple(S)
