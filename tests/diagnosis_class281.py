"""Diagnosis class 281, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- "group-by
thinkers": students who build per-query dictionaries of lists, aggregate keyed by query (``defaultdict``,
``Counter``, ``itertools.groupby``) and merge per-query results, in loops, NumPy, comprehensions, itertools and
``fractions.Fraction``. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library and the course documents were read.
Same format as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c281-" + sid``.
The keys were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 6 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class281).

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 281 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c281-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "map.mean", "sibling", "each query's AP is divided by the number of relevant items it retrieved "
      "instead of its n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"relevant (items )?(found|in the (list|ranking))",
        r"sum\(labels\)", r"hits? (found|in the list)", r"only (the )?(found|retrieved)"]], '''
from collections import defaultdict

def my_map(runs, n_relevant):
    precs = defaultdict(list)
    for q, run in enumerate(runs):
        hits = 0
        for rank, lab in enumerate(run, start=1):
            if lab:
                hits += 1
                precs[q].append(hits / rank)
    aps = [sum(p) / len(p) if p else 0.0 for p in (precs[q] for q in range(len(runs)))]
    return sum(aps) / len(runs)
''')

wrong("q02", "avg.macro", "sibling", "micro-averages the precision (pools tp and fp over the queries) instead of "
      "averaging the per-query precisions",
      [[r"micro", r"pool\w*", r"sum\w* (the )?(tp|true positives).{0,40}(over|across|of all) (the )?quer",
        r"total (tp|true positives)"]], '''
def my_macro_precision(tables):
    totals = {"tp": 0, "fp": 0}
    for tp, fp, fn in tables:
        totals["tp"] += tp
        totals["fp"] += fp
    retrieved = totals["tp"] + totals["fp"]
    return totals["tp"] / retrieved if retrieved else 0.0
''')

wrong("q03", "rank.distances", "sibling", "returns the recall at k (relevant in the top k over all relevant "
      "items) instead of the precision at k",
      [[r"recall", r"all (the )?relevant", r"total (number of )?relevant", r"instead of k\b",
        r"divid\w* by (the )?(number of )?relevant"]], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    lab = np.asarray(labels)[order]
    return float(lab[:k].sum() / lab.sum())
''')

wrong("q04", "ndcg.all_judgments", "sibling", "NDCG whose ideal ranking holds the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, 1))
    ideal = dcg(sorted(grades, reverse=True))
    return dcg(grades) / ideal if ideal else 0.0
''')

wrong("q05", "dcg.trec", "sibling", "computes the classic DCG (first grade undiscounted, log2(i) for the later "
      "ranks) instead of trec_eval's sum of rel_i / log2(i + 1)",
      [[r"classic", r"log2?\s*\(\s*i\s*\)", r"log(2|_2)? of (the )?rank\b", r"first (grade|item|rank).{0,30}"
        r"(not|un)\s?discounted", r"rel_1 \+", r"burges|jarvelin|j.rvelin"]], '''
from math import log2
from collections import defaultdict

gains = defaultdict(float)
for i, g in enumerate(v["grades"], start=1):
    gains[i] = g if i < 2 else g / log2(i)
my_dcg_trec = sum(gains.values())
''')

wrong("q06", "pr.averaged", "sibling", "each query's curve takes the precision at the first rank reaching the "
      "level (no interpolation: no maximum over the later ranks) before averaging",
      [[r"not interpolated", r"no interpolation", r"uninterpolated", r"without interpolat",
        r"first rank (that |which )?reach", r"no max", r"(not|never) (take|takes|taking) the max",
        r"max(imum)? over (the )?(later|following|higher|deeper) ranks"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = [i / 10 for i in range(11)]
    per_query = {}
    for q, (run, R) in enumerate(zip(runs, n_relevant)):
        curve = []
        hits = np.cumsum(run)
        for r in levels:
            val = 0.0
            if R:
                for k, h in enumerate(hits, 1):
                    if h / R >= r:
                        val = h / k
                        break
            curve.append(val)
        per_query[q] = curve
    return list(np.mean(list(per_query.values()), axis=0))
''')

wrong("q07", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"instead of min", r"not (by )?min", r"by (the )?(n_relevant|number of relevant items|R\b)", r"plain AP",
        r"not (capped|limited) (at|by) k", r"ignor\w* k in the denominator"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    precs = []
    hits = 0
    for i, lab in enumerate(labels[:k], 1):
        if lab:
            hits += 1
            precs.append(hits / i)
    return sum(precs) / n_relevant
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in F_beta (both in the numerator and the "
      "denominator)",
      [[r"beta squared", r"squar\w*", r"beta instead of beta", r"power of 2"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("q09", "dcg.exponential", "shape", "uses 2^rel as the gain, forgetting the - 1 of 2^rel - 1",
      [[r"minus (one|1)", r"forg[eo]t.{0,30}(- ?1|minus|subtract)", r"without (the )?- ?1", r"missing (the )?- ?1",
        r"2\s*(\^|\*\*)\s*rel\w* instead", r"no - ?1", r"subtract\w*"]], '''
from math import log2

by_rank = {i: (2 ** g) / log2(i + 1) for i, g in enumerate(v["grades"], start=1)}
my_dcg_exp = sum(by_rank.values())
''')

wrong("q10", "gen.practical", "shape", "the lower bound of recall drops the + v of its denominator: v / (d - s) "
      "instead of v / (d - s + v)",
      [[r"\+ ?v", r"d ?- ?s(?! ?\+)", r"(forg[eo]t|drop|miss|omit)\w*.{0,40}(v\b|relevant (items )?in the scope)",
        r"denominator.{0,40}(d - s|unjudged)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    counts = {"s": s, "v": v, "d": d}
    prec = counts["v"] / counts["s"]
    rec_lo = counts["v"] / (counts["d"] - counts["s"])
    gen_lo = counts["v"] / counts["d"]
    return [prec, rec_lo, gen_lo]
''')

wrong("q11", "roc.auc", "shape", "divides the wins by the number of positives squared instead of positives "
      "times negatives",
      [[r"n_?pos\w*\s*(\*\*\s*2|\^2|\*\s*n_?pos)", r"positives squared", r"squar\w*",
        r"(instead of|not) (the )?(positives|n_?pos\w*) ?(\*|times) ?(the )?(negatives|n_?neg)",
        r"number of (pairs|negatives)"]], '''
from collections import defaultdict

def my_auc(scores, labels):
    by_label = defaultdict(list)
    for s, y in zip(scores, labels):
        by_label[y].append(s)
    pos, neg = by_label[1], by_label[0]
    wins = 0.0
    for p in pos:
        for n in neg:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(pos) * len(pos))
''')

wrong("q12", "ndcg.value", "shape", "uses the natural logarithm instead of log base 2 in the discount",
      [[r"natural log", r"\bln\b", r"base e\b", r"math\.log\b", r"log base", r"another base", r"wrong base",
        r"instead of log2", r"not log2"]], '''
import math

def dcg(gs):
    return sum(g if i == 1 else g / math.log(i) for i, g in enumerate(gs, 1))

ideal = sorted(v["grades"] + v["unretrieved"], reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten\b"], [r"\b11\b", r"eleven", r"instead of"]], '''
def my_11pt(labels, n_relevant):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        points.append((hits / n_relevant if n_relevant else 0.0, hits / k))
    total = 0.0
    for j in range(11):
        r = j / 10
        total += max((p for rec, p in points if rec >= r), default=0.0)
    return total / 10
''')

wrong("q14", "sig.sign_test", "shape", "returns the one-sided p-value (one tail) instead of doubling it for the "
      "two-sided test",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forg[eo]t\w*( to)?) doubl", r"\* ?2",
        r"times 2", r"half (of )?the (two.?sided )?p"]], '''
from math import comb
from collections import Counter

signs = Counter((x > y) - (x < y) for x, y in zip(v["a"], v["b"]))
n = signs[1] + signs[-1]
k = min(signs[1], signs[-1])
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "averages only over the queries that have a relevant item (the dictionary of "
      "first ranks leaves the others out of the mean)",
      [[r"only (over )?(the )?quer\w* (with|that have|having)", r"(skip|leav|drop|ignor|exclud)\w*.{0,40}"
        r"quer\w*.{0,30}(no|without) (a )?relevant", r"divid\w* by (the number of )?quer\w* with",
        r"instead of (all|every|the number of) quer", r"(no|without) (a )?relevant.{0,40}(left out|skipped|"
        r"dropped|ignored|not counted)"]], '''
def my_mrr(runs):
    first = {}
    for q, run in enumerate(runs):
        for rank, lab in enumerate(run, 1):
            if lab:
                first[q] = rank
                break
    return sum(1 / r for r in first.values()) / len(first) if first else 0.0
''')

wrong("q16", "pr.points", "flow", "computes the precision before counting the current relevant item (hits "
      "incremented one step late)",
      [[r"before (count|increment|add)\w*", r"(one step|too) late", r"off.by.one", r"hits? (is |are )?"
        r"(counted|incremented|updated) (after|late)", r"not (yet )?count\w* the (current|relevant) item",
        r"(previous|old) (hit )?count"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    for rank, lab in enumerate(labels, 1):
        if lab:
            out.append(hits / rank)
            hits += 1
    return out
''')

wrong("q17", "map.mean", "flow", "the relevant-item counter is never reset between queries, so each query's "
      "precisions keep counting the earlier queries' hits",
      [[r"(never|not) reset", r"reset", r"carr\w* over", r"accumulat\w*.{0,40}(across|over|between) quer",
        r"initiali[sz]\w*.{0,30}(outside|once|before the (outer )?loop)", r"previous quer\w*'? hits"]], '''
def my_map(runs, n_relevant):
    ap_by_query = {}
    hits = 0
    for q, (run, R) in enumerate(zip(runs, n_relevant)):
        s = 0.0
        for rank, lab in enumerate(run, 1):
            if lab:
                hits += 1
                s += hits / rank
        ap_by_query[q] = s / R if R else 0.0
    return sum(ap_by_query.values()) / len(ap_by_query)
''')

wrong("q18", "interp.curve", "flow", "takes the maximum precision over the ranks up to the level's rank "
      "(a running max from the top) instead of over the ranks from there on",
      [[r"running max", r"ranks? (up to|before|above)", r"from the top", r"(earlier|previous|higher) ranks",
        r"wrong direction", r"instead of (the ranks )?(after|below|from)", r"max(imum)? to the left",
        r"prefix max"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    ranks = np.arange(1, len(lab) + 1)
    prec = np.maximum.accumulate(hits / ranks)
    rec = hits / n_relevant if n_relevant else np.zeros_like(hits)
    out = []
    for r in np.linspace(0, 1, 11):
        idx = np.nonzero(rec >= r - 1e-12)[0]
        out.append(float(prec[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("q19", "rank.p_at_k", "flow", "divides by the length of the slice labels[:k] instead of k, so a list "
      "shorter than k is not padded with non-relevant ranks",
      [[r"len\w*\s*\(?\s*(of )?(the )?(slice|labels\[:k\]|list)", r"length of the (slice|list)",
        r"instead of k\b", r"not (by )?k\b"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')

wrong("q20", "scope.knn_ties", "flow", "the optimistic bound re-sorts by distance only the list already sorted "
      "pessimistically, so the stable sort keeps the pessimistic tie order and both bounds are the lowest",
      [[r"(both|two) bounds (are )?(the same|identical|the lowest|pessimistic)", r"optimistic.{0,40}(equal|same as|=) "
        r"(the )?pessimistic", r"highest.{0,30}(equals|is) the lowest", r"stable sort", r"(reuse|re-sort)\w*.{0,40}"
        r"(sorted|pessimistic)", r"tie order (is )?kept"]], '''
def my_knn_tie_bounds(distances, labels, k):
    pairs = list(zip(distances, labels))
    pairs.sort(key=lambda p: (p[0], p[1]))
    lowest = sum(lab for _, lab in pairs[:k]) / k
    pairs.sort(key=lambda p: p[0])
    highest = sum(lab for _, lab in pairs[:k]) / k
    return [lowest, highest]
''')

wrong("q21", "rank.r_precision", "flow", "the loop over the ranks starts at index 1, skipping the first rank (and stopping one short of R)",
      [[r"off.by.one", r"skip\w* the first", r"index 1", r"range\(1", r"first (rank|item) (is )?(skipped|missed|left out)"]], '''
R = v["n_relevant"]
hits = 0
for i in range(1, R):
    if i < len(v["labels"]) and v["labels"][i]:
        hits += 1
my_r_precision = hits / R
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.pr", "hidden", "divides by zero in the recall when nothing is relevant (only the precision is guarded)",
      [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    sets = {"ret": set(retrieved), "rel": set(relevant)}
    hits = sets["ret"] & sets["rel"]
    p = len(hits) / len(sets["ret"]) if sets["ret"] else 0.0
    r = len(hits) / len(sets["rel"])
    return [p, r]
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ndcg.all_judgments", "hidden", "returns 1 instead of 0 when there is no relevant item at all "
      "(ideal DCG 0)",
      [[r"\b1(\.0)?\b", r"\bone\b", r"perfect"], [r"ideal.{0,20}(dcg )?(is )?0", r"idcg.{0,10}(0|zero)",
        r"no relevant", r"nothing relevant", r"all grades 0", r"zero ideal"]], '''
from math import log2

def my_ndcg(grades, unretrieved):
    disc = {i: 1.0 if i == 1 else 1 / log2(i) for i in range(1, len(grades) + len(unretrieved) + 1)}
    dcg = sum(g * disc[i] for i, g in enumerate(grades, 1))
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    idcg = sum(g * disc[i] for i, g in enumerate(ideal, 1))
    if idcg == 0:
        return 1.0
    return dcg / idcg
''')

wrong("q24", "ap.exact", "hidden", "divides by min(n_relevant, len(labels)) instead of n_relevant, as if no "
      "more relevant items could exist than the list is long",
      [[r"min\s*\(", r"len\w*\s*\(?\s*(of )?(the )?labels", r"length of the list", r"list (is )?(shorter|length)",
        r"capped", r"longer than the list"]], '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    denom = min(n_relevant, len(labels))
    if denom == 0:
        return 0.0
    hits, total = 0, Fraction(0)
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            total += Fraction(hits, k)
    return float(total / denom)
''')

wrong("q25", "scope.eps_precision", "hidden", "NumPy mean of an empty selection gives nan when nothing is "
      "within epsilon (should be 0)",
      [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''')

wrong("q26", "interp.step", "hidden", "a level the ranking never reaches gets the last point's precision instead of 0",
      [[r"last (point|precision|relevant item|P_?i)", r"final (point|precision)", r"falls? through",
        r"highest recall'?s? precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for k, lab in enumerate(labels, 1):
        if lab:
            hits += 1
            points.append((hits / n_relevant, hits / k))
    for rec, prec in points:
        if level <= rec + 1e-12:
            return prec
    return points[-1][1] if points else 0.0
''')

wrong("q27", "gen.grip_point", "hidden", "divides by min(n_relevant, len(labels)) when the list is shorter than "
      "the class, instead of counting the missing ranks as non-relevant",
      [[r"min\s*\(", r"len\w*\s*\(?\s*(of )?(the )?labels", r"(divid\w*|denominator).{0,30}(list|labels)",
        r"list length", r"instead of n_relevant", r"not padded", r"pad\w*"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / min(n_relevant, len(labels))
''')

wrong("q28", "avg.macro", "hidden", "divides by zero for a query with nothing retrieved (tp + fp = 0)",
      [ZERODIV], '''
def my_macro_precision(tables):
    per_query = {q: tp / (tp + fp) for q, (tp, fp, fn) in enumerate(tables)}
    return sum(per_query.values()) / len(per_query)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "set.f_beta", "twin", "puts beta squared on the recall in the denominator (P + beta^2 R) instead "
      "of on the precision",
      [[r"beta\W*2? ?(on|to|with|multipl\w*) (the )?recall", r"recall (is )?(weighted|multiplied) by beta",
        r"wrong term", r"(on|to) the recall instead of (the )?precision", r"beta\W*2? ?\* ?R\b"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q30", "avg.macro", "twin", "each query's precision uses fn instead of fp in the denominator: tp / (tp + "
      "fn), a recall",
      [[r"fn instead of fp", r"false negatives? instead", r"recall",
        r"tp ?/ ?\(tp ?\+ ?fn\)", r"uses? (the )?fn"]], '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float)
    tp, fp, fn = t[:, 0], t[:, 1], t[:, 2]
    denom = tp + fn
    prec = np.divide(tp, denom, out=np.zeros_like(tp), where=denom > 0)
    return float(prec.mean())
''')

wrong("q31", "rank.distances", "twin", "sorts the distances in descending order (farthest first) instead of "
      "nearest first",
      [[r"descending", r"revers\w*", r"farthest", r"largest distance", r"(highest|biggest) distance",
        r"wrong (sort )?order", r"instead of nearest"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(zip(distances, labels), key=lambda p: p[0], reverse=True)
    return sum(lab for _, lab in ranked[:k]) / k
''')

wrong("q32", "ap.value", "twin", "divides the sum of precisions by the number of relevant items in the list "
      "instead of n_relevant",
      [[r"relevant (items )?(in the list|retrieved|found)", r"retrieved relevant", r"sum\(labels\)",
        r"instead of n_relevant", r"not n_relevant", r"len\w*\s*\(?\s*(of )?(the )?prec"]], '''
precs = [sum(v["labels"][:k]) / k for k in range(1, len(v["labels"]) + 1) if v["labels"][k - 1]]
my_ap_value = sum(precs) / len(precs)
''')

wrong("q33", "ap.eleven_point", "twin", "takes at each level the precision at the first rank reaching it instead "
      "of the maximum over all ranks reaching it",
      [[r"first rank", r"not (the )?max", r"no max", r"without (the )?max", r"not interpolated", r"uninterpolated",
        r"instead of (the )?max"]], '''
from collections import OrderedDict

def my_11pt(labels, n_relevant):
    first_prec = OrderedDict()
    hits = 0
    for k, lab in enumerate(labels, 1):
        hits += lab
        rec = hits / n_relevant if n_relevant else 0.0
        first_prec.setdefault(rec, hits / k)
    vals = []
    for j in range(11):
        r = j / 10
        vals.append(next((p for rec, p in first_prec.items() if rec >= r and n_relevant), 0.0))
    return sum(vals) / 11
''')

wrong("q34", "scope.knn_ties", "twin", "returns the two bounds in the wrong order: [highest, lowest]",
      [[r"wrong order", r"swap\w*", r"revers\w*", r"order of the (two )?(bounds|values)", r"\[highest, lowest\]",
        r"exchang\w*"]], '''
from itertools import groupby

def my_knn_tie_bounds(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    before, tie_rel, tie_n = 0, 0, 0
    taken = 0
    for d, grp in groupby(pairs, key=lambda p: p[0]):
        grp = [lab for _, lab in grp]
        if taken + len(grp) <= k:
            before += sum(grp)
            taken += len(grp)
        else:
            tie_rel, tie_n = sum(grp), len(grp)
            break
    room = k - taken
    low = before + max(0, room - (tie_n - tie_rel))
    high = before + min(room, tie_rel)
    return [high / k, low / k]
''')

wrong("q35", "gen.practical", "twin", "the lower bound of generality divides by the scope s instead of the "
      "database size d",
      [[r"\bs\b.{0,20}instead of\b.{0,10}\bd\b", r"scope (size )?instead of (the )?database",
        r"divid\w* by (the )?(scope|s\b)", r"not (by )?(the )?database size", r"instead of d\b"]], '''
def my_practical(labels, d):
    stats = {"s": len(labels), "v": sum(1 for x in labels if x)}
    precision = stats["v"] / stats["s"]
    recall_lower = stats["v"] / (d - stats["s"] + stats["v"])
    generality_lower = stats["v"] / stats["s"]
    return [precision, recall_lower, generality_lower]
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "dcg.classic", "data", "binarises the grades (every grade above 0 counts 1) instead of using the "
      "graded relevance",
      [[r"binar\w*", r"(grade|relevance)s?.{0,30}(as|to) (0/1|0 or 1|1)", r"> ?0", r"ignor\w* the grade",
        r"graded relevance", r"count\w* 1"]], '''
from math import log2

def my_dcg(grades):
    rel = [1 if g > 0 else 0 for g in grades]
    return sum(r if i == 1 else r / log2(i) for i, r in enumerate(rel, 1))
''')

wrong("q37", "scope.eps_precision", "data", "treats the distances as similarities and keeps the targets with "
      "d > epsilon instead of d < epsilon",
      [[r"similarit", r"d ?> ?eps", r"greater than eps", r"(above|beyond|outside) (the )?eps", r"far\w*",
        r"wrong side", r"revers\w*"]], '''
def my_eps_precision(distances, labels, epsilon):
    returned = [lab for d, lab in zip(distances, labels) if d > epsilon]
    return sum(returned) / len(returned) if returned else 0.0
''')

wrong("q38", "sig.sign_test", "data", "sorts a and b separately before comparing them, losing the per-query "
      "pairing",
      [[r"\bpair(ing|ed|s)?\b", r"sort\w*", r"same query"]], '''
from math import comb

a, b = sorted(v["a"]), sorted(v["b"])
wins = sum(x > y for x, y in zip(a, b))
losses = sum(x < y for x, y in zip(a, b))
n = wins + losses
k = min(wins, losses)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q39", "pr.averaged", "data", "takes each query's number of relevant items from the run (sum of its "
      "labels) instead of n_relevant",
      [[r"sum\s*\(\s*(run|labels)", r"relevant (items )?(in the (run|list)|retrieved|found)",
        r"instead of n_relevant", r"ignor\w* n_relevant", r"retrieved relevant"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = {}
    for q, run in enumerate(runs):
        run = np.asarray(run, dtype=float)
        R = run.sum()
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / R if R else np.zeros_like(hits)
        curves[q] = [float(max(prec[rec >= r - 1e-12], default=0.0)) if R else 0.0
                     for r in (i / 10 for i in range(11))]
    return [float(x) for x in np.mean(list(curves.values()), axis=0)]
''')

wrong("q40", "gen.practical", "data", "takes s as the number of relevant items in the labels (v) instead of "
      "the number of judged items len(labels)",
      [[r"\bs\b.{0,30}(number of relevant|\bv\b|sum)", r"scope (size )?(is|as) (the )?(number of )?relevant",
        r"s ?= ?v\b", r"sum\(labels\) (as|for) s"]], '''
def my_practical(labels, d):
    s = sum(labels)
    v = sum(1 for x in labels if x == 1)
    return [v / s if s else 0.0, v / (d - s + v), v / d]
''')

wrong("q41", "ndcg.value", "data", "appends the unretrieved grades to the ranking as if they were retrieved at "
      "the end, so they add to the DCG too",
      [[r"append\w*", r"as if (they were )?retrieved", r"(added|add|adds) to the (dcg|ranking)",
        r"unretrieved.{0,40}(in|into|to) the (dcg|ranking|list)", r"end of the (list|ranking)"]], '''
from math import log2

run = v["grades"] + v["unretrieved"]
dcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(run, 1))
idcg = sum(g if i == 1 else g / log2(i) for i, g in enumerate(sorted(run, reverse=True), 1))
my_ndcg_value = dcg / idcg
''')

wrong("q42", "roc.auc", "data", "treats the scores as distances (lower means more likely positive), so it "
      "counts the pairs where the positive scores lower",
      [[r"lower (score|is better|means)", r"distance", r"revers\w*", r"invert\w*", r"1 ?- ?(the )?auc",
        r"positive scores? (lower|below)", r"wrong direction"]], '''
def my_auc(scores, labels):
    groups = {1: [], 0: []}
    for s, y in zip(scores, labels):
        groups[y].append(s)
    total = 0.0
    for p in groups[1]:
        for n in groups[0]:
            total += (p < n) + 0.5 * (p == n)
    return total / (len(groups[1]) * len(groups[0]))
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "roc.eer", "groupby of the tied scores and a linear crossing", '''
from itertools import groupby

def my_eer(scores, labels):
    P = sum(1 for y in labels if y == 1)
    N = len(labels) - P
    pts = [(0.0, 1.0)]
    tp = fp = 0
    for s, grp in groupby(sorted(zip(scores, labels), key=lambda p: -p[0]), key=lambda p: p[0]):
        for _, y in grp:
            if y == 1:
                tp += 1
            else:
                fp += 1
        pts.append((fp / N, 1 - tp / P))
    for j, (f, n) in enumerate(pts):
        if f - n >= 0:
            if f - n == 0 or j == 0:
                return f
            f0, n0 = pts[j - 1]
            t = (n0 - f0) / ((f - f0) - (n - n0))
            return f0 + t * (f - f0)
    return pts[-1][0]
''')

right("q44", "map.mrr", "defaultdict of first ranks, 0 for the queries without a hit", '''
from collections import defaultdict

def my_mrr(runs):
    rr = defaultdict(float)
    for q, run in enumerate(runs):
        rr[q] = next((1 / r for r, lab in enumerate(run, 1) if lab), 0.0)
    return sum(rr[q] for q in range(len(runs))) / len(runs)
''')

right("q45", "pr.averaged", "NumPy per-query curves merged with a mean", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, R in zip(runs, n_relevant):
        run = np.asarray(run, dtype=float)
        if R == 0:
            curves.append(np.zeros(11))
            continue
        hits = np.cumsum(run)
        prec = hits / np.arange(1, len(run) + 1)
        rec = hits / R
        curves.append(np.array([prec[rec >= j / 10 - 1e-12].max(initial=0.0) for j in range(11)]))
    return [float(x) for x in np.mean(curves, axis=0)]
''')

right("q46", "gen.grip_point", "padded comprehension", '''
def my_grip_point(labels, n_relevant):
    padded = list(labels) + [0] * max(0, n_relevant - len(labels))
    return sum(padded[:n_relevant]) / n_relevant
''')

right("q47", "set.pr", "Counter-free set intersection", '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hit = ret & rel
    return [len(hit) / len(ret) if ret else 0.0, len(hit) / len(rel) if rel else 0.0]
''')

right("q48", "ap.exact", "Fraction sum over a dict of relevant ranks", '''
from fractions import Fraction

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    ranks = {}
    for k, lab in enumerate(labels, 1):
        if lab:
            ranks[len(ranks) + 1] = k
    return float(sum(Fraction(i, k) for i, k in ranks.items()) / n_relevant)
''')

SUBMISSIONS = tuple(S)
