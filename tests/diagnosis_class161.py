"""Diagnosis class 161, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
build intermediate structures first (a list of dicts per rank, namedtuples, dataclasses, small records per query)
and only then aggregate them, with loops, NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements, hidden-check hints,
references), the measure library and the course documents were read. Same format as tests/diagnosis_class19.py
(the category is kept in ``style``). Student ids are ``"c161-" + sid``. The keys were fixed before the checker was
run. Value submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the
notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class161): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import ZERODIV, INDEX, class_writer

BATCH = "diagnosis class 161 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c161-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(sum of the labels) instead of n_relevant",
      [[r"retrieved relevant", r"relevant (items )?(that were |actually )?retrieved", r"sum\(labels\)",
        r"number of hits", r"found", r"instead of n_relevant", r"ignor\w* n_relevant"]], '''
def my_ap(labels, n_relevant):
    rows = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        hits += rel
        rows.append({"rank": rank, "rel": rel, "p": hits / rank})
    rel_rows = [r for r in rows if r["rel"] == 1]
    if not rel_rows:
        return 0.0
    return sum(r["p"] for r in rel_rows) / len(rel_rows)
''')

wrong("q02", "rank.p_at_k", "sibling", "returns recall at k (hits in the top k over the relevant items in the "
      "list) instead of precision at k",
      [[r"recall", r"R@k", r"divid\w* by (the )?(number of )?relevant", r"instead of (dividing by )?k"]], '''
from collections import namedtuple

Row = namedtuple("Row", "rank rel")

def my_p_at_k(labels, k):
    rows = [Row(i, int(x)) for i, x in enumerate(labels, 1)]
    top = [r for r in rows if r.rank <= k]
    n_rel = sum(r.rel for r in rows)
    return sum(r.rel for r in top) / n_rel if n_rel else 0.0
''')

wrong("q03", "dcg.classic", "sibling", "uses the log2(i + 1) discount at every rank (the trec DCG) instead of "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"i ?\+ ?1", r"trec", r"burges", r"every rank discounted",
        r"first (rank|item) (is )?discounted", r"discount\w* (the )?first"]], '''
import math
from dataclasses import dataclass

@dataclass
class Item:
    rank: int
    grade: int

    @property
    def gain(self):
        return self.grade / math.log2(self.rank + 1)

def my_dcg(grades):
    items = [Item(i, g) for i, g in enumerate(grades, start=1)]
    return float(sum(it.gain for it in items))
''')

wrong("q04", "avg.macro", "sibling", "micro-averages: pools tp and fp over the queries and divides the sums, "
      "instead of averaging the queries' precisions",
      [[r"micro", r"pool", r"sum\w* (of )?(the )?(counts|tp)", r"total tp", r"summ\w* (the )?(tp|counts)",
        r"weight\w* by"]], '''
from collections import namedtuple

Table = namedtuple("Table", "tp fp fn")

def my_macro_precision(tables):
    ts = [Table(*t) for t in tables]
    tp = sum(t.tp for t in ts)
    fp = sum(t.fp for t in ts)
    return tp / (tp + fp) if tp + fp else 0.0
''')

wrong("q05", "ap.at_k", "sibling", "divides AP@k by n_relevant (the full AP denominator) instead of min(k, "
      "n_relevant)",
      [[r"by n_relevant", r"n_relevant (alone|instead|rather)", r"not min", r"instead of min",
        r"without (the )?min", r"full AP", r"ignor\w* k"]], '''
def my_ap_at_k(labels, n_relevant, k):
    ranks = []
    hits = 0
    for i, rel in enumerate(labels[:k], 1):
        if rel:
            hits += 1
            ranks.append({"rank": i, "prec": hits / i})
    if n_relevant == 0:
        return 0.0
    return sum(d["prec"] for d in ranks) / n_relevant
''')

wrong("q06", "ap.eleven_point", "sibling", "averages the plain precision at the first rank reaching each level "
      "(no max over the later ranks: not interpolated)",
      [[r"not interpolat", r"uninterpolat", r"no max", r"without (the |a )?max", r"first rank (that )?reach",
        r"max\w* (over|of) (the )?(later|following|lower|deeper)", r"interpolat\w* (is )?(missing|skipped)"]], '''
from fractions import Fraction

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    points = []
    hits = 0
    for i, rel in enumerate(labels, 1):
        hits += rel
        points.append({"recall": Fraction(hits, n_relevant), "precision": Fraction(hits, i)})
    total = Fraction(0)
    for j in range(11):
        r = Fraction(j, 10)
        first = next((p for p in points if p["recall"] >= r), None)
        total += first["precision"] if first else 0
    return float(total / 11)
''')

wrong("q07", "dcg.exponential", "sibling", "uses the linear gain rel_i instead of the exponential gain 2^rel_i - 1",
      [[r"linear", r"2\s*\*\*", r"rel_i (instead|as the gain)", r"not exponential",
        r"without (the )?(2|exponential)", r"instead of (the )?exponential"]], '''
import math
from collections import namedtuple

Pos = namedtuple("Pos", "i rel")
positions = [Pos(i, g) for i, g in enumerate(v["grades"], start=1)]
my_dcg_exp = sum(p.rel / math.log2(p.i + 1) for p in positions)
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "beta is not squared: (1 + beta) P R / (beta P + R)",
      [[r"squar", r"beta\s*\*\*\s*2", r"beta instead of beta"]], '''
from dataclasses import dataclass

@dataclass
class PR:
    p: float
    r: float

def my_f(precision, recall, beta):
    pr = PR(precision, recall)
    if pr.p == 0 and pr.r == 0:
        return 0.0
    return (1 + beta) * pr.p * pr.r / (beta * pr.p + pr.r)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural log (np.log) instead of log base 2",
      [[r"natural", r"\bln\b", r"base e", r"np\.log\b", r"log base", r"wrong base", r"another base",
        r"not log2", r"instead of log2"]], '''
import numpy as np

def my_dcg(grades):
    table = [{"rank": i, "grade": g} for i, g in enumerate(grades, 1)]
    total = 0.0
    for row in table:
        if row["rank"] == 1:
            total += row["grade"]
        else:
            total += row["grade"] / np.log(row["rank"])
    return float(total)
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound as v / (d - s), forgetting to add v back in the "
      "denominator",
      [[r"d\s*-\s*s\b(?!\s*\+)", r"forg\w*.{0,30}\bv\b", r"missing.{0,20}\+\s*v", r"without.{0,20}\+\s*v",
        r"\+ ?v"]], '''
from dataclasses import dataclass

@dataclass
class Study:
    d: int
    s: int
    v: int

def my_practical(labels, d):
    st = Study(d=d, s=len(labels), v=sum(1 for x in labels if x))
    precision = st.v / st.s
    recall_lower = st.v / (st.d - st.s) if st.v else 0.0
    generality_lower = st.v / st.d
    return [precision, recall_lower, generality_lower]
''')

wrong("q11", "sig.sign_test", "shape", "returns the one-sided binomial tail (not doubled for the two-sided test)",
      [[r"one.sided", r"not doubled", r"doubl", r"times 2", r"\* ?2", r"2 ?\*", r"half", r"single tail",
        r"one tail"]], '''
from math import comb
from collections import namedtuple

Pair = namedtuple("Pair", "a b")
pairs = [Pair(x, y) for x, y in zip(v["a"], v["b"])]
used = [p for p in pairs if p.a != p.b]
wins = sum(1 for p in used if p.a > p.b)
n = len(used)
k = min(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k + 1)) / 2 ** n
''')

wrong("q12", "ndcg.value", "shape", "divides the ideal DCG by the ranking's DCG (the ratio upside down)",
      [[r"upside", r"invert", r"reciprocal", r"ideal (DCG )?(divided )?(by|over) (the )?(actual|DCG|real)",
        r"the other way round", r"swap\w* (numerator|the ratio)", r"numerator and denominator"]], '''
import math
from dataclasses import dataclass

@dataclass
class Ranked:
    grades: list

    def dcg(self):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(self.grades, 1))

actual = Ranked(list(v["grades"]))
ideal = Ranked(sorted(list(v["grades"]) + list(v["unretrieved"]), reverse=True))
my_ndcg_value = ideal.dcg() / actual.dcg()
''')

wrong("q13", "interp.curve", "shape", "takes the max of the recall (hits / n_relevant) instead of the precision "
      "(hits / k) at the ranks reaching each level",
      [[r"recall instead of precision", r"recall.{0,40}(instead|rather) .{0,20}precision",
        r"divid\w* by n_relevant", r"hits ?/ ?n_relevant", r"max\w* (of |over )?(the )?recall"]], '''
def my_interpolated(labels, n_relevant):
    steps = []
    hits = 0
    for k, rel in enumerate(labels, 1):
        hits += rel
        steps.append({"k": k, "recall": hits / n_relevant if n_relevant else 0.0,
                      "precision": hits / n_relevant if n_relevant else 0.0})
    out = []
    for j in range(11):
        r = j / 10
        cands = [s["precision"] for s in steps if s["recall"] >= r - 1e-12]
        out.append(max(cands) if cands else 0.0)
    return out
''')

wrong("q14", "ap.at_k", "shape", "divides by max(k, n_relevant) instead of min(k, n_relevant)",
      [[r"\bmax\b", r"max\s*\(", r"larger of", r"instead of min", r"not min", r"min.{0,20}max"]], '''
from itertools import accumulate

def my_ap_at_k(labels, n_relevant, k):
    top = list(labels[:k])
    cum = list(accumulate(top))
    rows = [{"rank": i + 1, "hit": h, "cum": c} for i, (h, c) in enumerate(zip(top, cum))]
    denom = max(k, n_relevant)
    if min(k, n_relevant) == 0:
        return 0.0
    return sum(r["cum"] / r["rank"] for r in rows if r["hit"]) / denom
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mrr", "flow", "keeps overwriting the rank while walking the list (no break), so it uses the "
      "LAST relevant item's rank instead of the first",
      [[r"last relevant", r"no break", r"without (a )?break", r"overwrit", r"never stops", r"doesn'?t stop",
        r"not (the )?first", r"last (hit|one)"]], '''
from collections import namedtuple

QueryRR = namedtuple("QueryRR", "qid first_rank")

def my_mrr(runs):
    records = []
    for q, run in enumerate(runs):
        first = None
        for rank, rel in enumerate(run, 1):
            if rel:
                first = rank
        records.append(QueryRR(q, first))
    return sum(1 / r.first_rank if r.first_rank else 0.0 for r in records) / len(records)
''')

wrong("q16", "pr.points", "flow", "appends a point at every rank, not only at the ranks of relevant items",
      [[r"every rank", r"each rank", r"all ranks", r"non.?relevant (ranks|items)", r"not only (at )?(the )?relevant",
        r"irrelevant (ranks|items)", r"too many points", r"one point per rank"]], '''
from dataclasses import dataclass

@dataclass
class Point:
    rank: int
    recall: float
    precision: float

def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        points.append(Point(rank, hits / n_relevant if n_relevant else 0.0, hits / rank))
    if hits == 0:
        return []
    return [p.precision for p in points]
''')

wrong("q17", "interp.curve", "flow", "takes the max precision over the ranks ABOVE (up to) the first rank reaching "
      "the level instead of over the ranks at or after it",
      [[r"above", r"earlier ranks", r"before", r"left", r"up to", r"prefix", r"running max",
        r"instead of (the )?(later|following|deeper)", r"wrong (side|direction)", r"from the top"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or y.sum() == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    table = [{"recall": h / n_relevant, "precision": h / k} for h, k in zip(hits, ranks)]
    out = []
    for j in range(11):
        r = j / 10
        idx = next((i for i, row in enumerate(table) if row["recall"] >= r - 1e-12), None)
        out.append(0.0 if idx is None else float(max(row["precision"] for row in table[: idx + 1])))
    return out
''')

wrong("q18", "map.mean", "flow", "the hit counter is set once before the loop over queries and never reset, so "
      "each query's precisions carry the previous queries' hits",
      [[r"reset", r"carr\w* over", r"accumulat\w*.{0,30}(across|over|between) (the )?queries", r"previous quer",
        r"shared (counter|hits)", r"outside the (query )?loop", r"initiali[sz]\w* (once|outside)"]], '''
from dataclasses import dataclass

@dataclass
class QueryAP:
    qid: int
    ap: float

def my_map(runs, n_relevant):
    results = []
    hits = 0
    for q, (run, n) in enumerate(zip(runs, n_relevant)):
        total = 0.0
        for rank, rel in enumerate(run, 1):
            if rel:
                hits += 1
                total += hits / rank
        results.append(QueryAP(q, total / n if n else 0.0))
    return sum(r.ap for r in results) / len(results)
''')

wrong("q19", "pr.averaged", "flow", "the averaging line sits inside the loop over queries and only the last "
      "query's curve is returned (overwritten each time)",
      [[r"last query", r"only (one|the last) query", r"overwrit", r"not averaged", r"no averag",
        r"instead of (the )?(mean|average)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    curve = [0.0] * 11
    for run, n in zip(runs, n_relevant):
        rows = []
        hits = 0
        for k, rel in enumerate(run, 1):
            hits += rel
            rows.append({"r": hits / n if n else 0.0, "p": hits / k})
        per_query = []
        for lv in levels:
            ps = [row["p"] for row in rows if n and row["r"] >= lv - 1e-12]
            per_query.append(max(ps) if ps else 0.0)
        curve = per_query
    return curve
''')

wrong("q20", "rank.distances", "flow", "never sorts by distance: takes the first k labels in the input order",
      [[r"never sort", r"not sort", r"unsorted", r"input order", r"without sort", r"given order", r"forgot\w* to sort",
        r"no sort"]], '''
from collections import namedtuple

Target = namedtuple("Target", "dist label")

def my_p_at_k_from_distances(distances, labels, k):
    targets = [Target(d, l) for d, l in zip(distances, labels)]
    ranked = list(targets)
    top = ranked[:k]
    return sum(t.label for t in top) / k
''')

wrong("q21", "ap.value", "flow", "takes the precision at a relevant rank before adding that item to the hit count "
      "(hits - 1 over the rank)",
      [[r"before (adding|counting|increment)", r"off.by.one", r"hits? ?- ?1", r"not yet counted",
        r"one hit (short|too few)", r"(increment|update)\w* (the )?(hits?|count) (after|too late)"]], '''
rows = []
hits = 0
for rank, rel in enumerate(v["labels"], start=1):
    row = {"rank": rank, "rel": rel, "prec": hits / rank}
    hits += rel
    rows.append(row)
my_ap_value = sum(r["prec"] for r in rows if r["rel"]) / v["n_relevant"]
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "no guard for P = R = 0: divides by zero there",
      [ZERODIV], '''
from collections import namedtuple

Inputs = namedtuple("Inputs", "p r b2")

def my_f(precision, recall, beta):
    x = Inputs(precision, recall, beta ** 2)
    return (1 + x.b2) * x.p * x.r / (x.b2 * x.p + x.r)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "no guard for n_relevant = 0: divides by zero on a query without relevant items",
      [ZERODIV], '''
from dataclasses import dataclass

@dataclass
class Hit:
    rank: int
    hits_so_far: int

def my_ap(labels, n_relevant):
    found = []
    for rank, rel in enumerate(labels, 1):
        if rel:
            found.append(Hit(rank, len(found) + 1))
    return sum(h.hits_so_far / h.rank for h in found) / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "ndcg.all_judgments", "hidden", "no guard for an ideal DCG of 0: divides by zero when nothing is "
      "relevant",
      [ZERODIV], '''
import math

def my_ndcg(grades, unretrieved):
    def table(gs):
        return [{"rank": i, "gain": g, "disc": 1.0 if i == 1 else math.log2(i)} for i, g in enumerate(gs, 1)]

    def dcg(rows):
        return sum(r["gain"] / r["disc"] for r in rows)

    ideal = table(sorted(list(grades) + list(unretrieved), reverse=True))
    return dcg(table(grades)) / dcg(ideal)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "scope.eps_precision", "hidden", "no guard for an empty result (nothing within epsilon): divides "
      "by zero",
      [ZERODIV], '''
from collections import namedtuple

Target = namedtuple("Target", "dist rel")

def my_eps_precision(distances, labels, epsilon):
    targets = [Target(d, r) for d, r in zip(distances, labels)]
    result = [t for t in targets if t.dist < epsilon]
    return sum(t.rel for t in result) / len(result)
''', crash="ZeroDivisionError", scope="all")

wrong("q26", "gen.grip_point", "hidden", "divides by the length of the cut list (labels[:c]) instead of c, wrong "
      "when the list is shorter than the class",
      [[r"length of the (cut|slice|list|top)", r"len\(", r"instead of (c|n_relevant)",
        r"not (by )?(c|n_relevant)\b"]], '''
from dataclasses import dataclass

@dataclass
class Cut:
    scope: int
    labels: list

    @property
    def precision(self):
        return sum(self.labels) / len(self.labels) if self.labels else 0.0

def my_grip_point(labels, n_relevant):
    cut = Cut(n_relevant, list(labels[:n_relevant]))
    return cut.precision
''')

wrong("q27", "scope.knn_ties", "hidden", "looks at the distance just after the k-th place (sorted[k]) without a "
      "bounds check: IndexError when k is the whole list",
      [INDEX, [r"\bk\b.{0,40}(whole|entire|full|length)", r"whole list", r"len\w*\(", r"last (place|position)",
               r"past the end", r"sorted\[k\]", r"bounds"]], '''
from dataclasses import dataclass

@dataclass
class Target:
    dist: float
    rel: int

def my_knn_tie_bounds(distances, labels, k):
    ts = sorted((Target(d, r) for d, r in zip(distances, labels)), key=lambda t: t.dist)
    cut = ts[k - 1].dist
    after = ts[k].dist
    sure = [t for t in ts if t.dist < cut]
    tied = [t for t in ts if t.dist == cut]
    slots = k - len(sure)
    rel_sure = sum(t.rel for t in sure)
    rel_tied = sum(t.rel for t in tied)
    non_tied = len(tied) - rel_tied
    low = rel_sure + max(0, slots - non_tied)
    high = rel_sure + min(slots, rel_tied)
    return [low / k, high / k]
''', crash="IndexError", scope="all")

wrong("q28", "avg.macro", "hidden", "no guard for a query with nothing retrieved (tp + fp = 0): divides by zero",
      [ZERODIV], '''
from collections import namedtuple

Q = namedtuple("Q", "tp fp fn")

def my_macro_precision(tables):
    qs = [Q(*t) for t in tables]
    precisions = [q.tp / (q.tp + q.fp) for q in qs]
    return sum(precisions) / len(precisions)
''', crash="ZeroDivisionError", scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "map.mrr", "twin", "appends a reciprocal rank only for queries where a relevant item is found, so the "
      "mean leaves out the queries without one (they should count 0)",
      [[r"(skip|drop|left out|leav\w* out|exclud|omit)\w*.{0,40}quer", r"quer\w*.{0,40}(skipped|dropped|left out|excluded|omitted|ignored)",
        r"only (the )?queries (with|where)", r"not count\w* (as )?0", r"len\(rrs?\)", r"fewer queries"]], '''
from collections import namedtuple

Found = namedtuple("Found", "query rank")

def my_mrr(runs):
    found = []
    for q, run in enumerate(runs):
        for rank, rel in enumerate(run, 1):
            if rel:
                found.append(Found(q, rank))
                break
    if not found:
        return 0.0
    return sum(1 / f.rank for f in found) / len(found)
''')

wrong("q30", "rank.p_at_k", "twin", "divides by the length of the slice labels[:k] instead of k, so missing ranks "
      "beyond the end of the list are not counted",
      [[r"length of (the )?(slice|list|cut|top)", r"len\(", r"instead of k", r"not (by )?k\b", r"min\(k"]], '''
def my_p_at_k(labels, k):
    rows = [{"rank": i, "rel": x} for i, x in enumerate(labels, 1)]
    top = rows[:k]
    if not top:
        return 0.0
    return sum(r["rel"] for r in top) / len(top)
''')

wrong("q31", "roc.eer", "twin", "takes the ROC point where FPR and FNR are closest and averages them there, with no "
      "interpolation between the two ROC points around the crossing",
      [[r"no interpolat", r"not interpolat", r"without interpolat", r"nearest (ROC )?point", r"closest (ROC )?point",
        r"interpolat\w* (is )?(missing|skipped)"]], '''
from dataclasses import dataclass

@dataclass
class RocPoint:
    threshold: float
    fpr: float
    fnr: float

def my_eer(scores, labels):
    pos = sum(1 for y in labels if y)
    neg = len(labels) - pos
    points = [RocPoint(float("inf"), 0.0, 1.0)]
    for t in sorted(set(scores), reverse=True):
        tp = sum(1 for s, y in zip(scores, labels) if s >= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s >= t and not y)
        points.append(RocPoint(t, fp / neg, 1 - tp / pos))
    best = min(points, key=lambda p: abs(p.fpr - p.fnr))
    return (best.fpr + best.fnr) / 2
''')

wrong("q32", "set.pr", "twin", "divides the hits by len(retrieved), the list with its duplicate ids, instead of the "
      "size of the retrieved set",
      [[r"duplicat", r"len\(retrieved\)", r"list length", r"not (a |the )?set", r"instead of (the )?set",
        r"repeated id"]], '''
from dataclasses import dataclass

@dataclass
class Judged:
    doc: str
    relevant: bool

def my_set_pr(retrieved, relevant):
    rel = set(relevant)
    seen = {d: Judged(d, d in rel) for d in retrieved}
    hits = sum(1 for j in seen.values() if j.relevant)
    precision = hits / len(retrieved) if retrieved else 0.0
    recall = hits / len(rel) if rel else 0.0
    return [precision, recall]
''')

wrong("q33", "pr.averaged", "twin", "computes each query's recall over the relevant items in its list (sum of the "
      "labels) instead of its n_relevant",
      [[r"sum\(", r"retrieved relevant", r"relevant (items )?in (the|its) list", r"instead of (its )?n_relevant",
        r"ignor\w* n_relevant", r"never retrieved", r"unretrieved"]], '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    curves = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        found = y.sum()
        rows = [{"recall": h / found if found else 0.0, "precision": h / (i + 1)}
                for i, h in enumerate(np.cumsum(y))]
        curve = []
        for j in range(11):
            ps = [r["precision"] for r in rows if found and r["recall"] >= j / 10 - 1e-12]
            curve.append(max(ps) if ps else 0.0)
        curves.append(curve)
    return [float(x) for x in np.mean(curves, axis=0)]
''')

wrong("q34", "interp.step", "twin", "computes each relevant item's recall before counting it, so the level is "
      "matched one relevant item late (P of the next relevant item)",
      [[r"before (count|add|increment)", r"one (relevant item |step )?late", r"next relevant", r"off.by.one",
        r"recall (is )?(computed|taken|updated) (too early|before)"]], '''
from dataclasses import dataclass

@dataclass
class Step:
    recall: float
    precision: float

def my_step_interpolated(labels, n_relevant, level):
    steps = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            steps.append(Step(hits / n_relevant, (hits + 1) / rank))
            hits += 1
    for st in steps:
        if st.recall >= level - 1e-12:
            return st.precision
    return 0.0
''')

wrong("q35", "ndcg.value", "twin", "cuts the ideal ranking at the length of the retrieved list, dropping the "
      "lowest judged grades from the ideal",
      [[r"cut", r"truncat", r"length of the (ranking|list|retrieved)", r"len\(grades\)", r"top.?n",
        r"\[:len", r"drop\w* (the )?(lowest|smallest)"]], '''
import math
from collections import namedtuple

Row = namedtuple("Row", "rank grade")

def dcg(rows):
    return sum(r.grade if r.rank == 1 else r.grade / math.log2(r.rank) for r in rows)

n = len(v["grades"])
run_rows = [Row(i, g) for i, g in enumerate(v["grades"], 1)]
ideal_rows = [Row(i, g) for i, g in enumerate(sorted(v["grades"] + v["unretrieved"], reverse=True), 1)][:n]
my_ndcg_value = dcg(run_rows) / dcg(ideal_rows)
''')

# ---------------------------------------------------------------------------------------------- data
wrong("q36", "roc.auc", "data", "takes label 0 as the positive class (swapped labels), which gives 1 - AUC",
      [[r"swap", r"label 0", r"0 as (the )?positive", r"1 ?- ?AUC", r"invert", r"revers\w* (the )?(labels|classes)",
        r"negative.{0,20}as (the )?positive", r"classes (are )?(swapped|flipped)", r"flip"]], '''
from itertools import product
from collections import namedtuple

Sample = namedtuple("Sample", "score label")

def my_auc(scores, labels):
    samples = [Sample(s, y) for s, y in zip(scores, labels)]
    pos = [x for x in samples if x.label == 0]
    neg = [x for x in samples if x.label == 1]
    total = 0.0
    for p, n in product(pos, neg):
        if p.score > n.score:
            total += 1
        elif p.score == n.score:
            total += 0.5
    return total / (len(pos) * len(neg))
''')

wrong("q37", "sig.sign_test", "data", "keeps the tied queries in n (counted as losses of a) instead of dropping them",
      [[r"ties? (are |were )?not dropped", r"(keep|includ|count)\w* (the )?(tied|ties)", r"tied quer",
        r"drop\w*.{0,20}ties", r"ties.{0,30}(losses|counted)"]], '''
from math import comb
from collections import namedtuple

Cmp = namedtuple("Cmp", "a b win")
rows = [Cmp(x, y, x > y) for x, y in zip(v["a"], v["b"])]
n = len(rows)
wins = sum(r.win for r in rows)
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(k + 1)) / 2 ** n)
''')

wrong("q38", "rank.distances", "data", "sorts by distance in descending order, as if distances were similarity "
      "scores (farthest first)",
      [[r"descend", r"reverse", r"farthest", r"largest (distance )?first", r"similarit", r"as (a )?scores?",
        r"wrong (order|direction)"]], '''
from dataclasses import dataclass

@dataclass
class Candidate:
    dist: float
    label: int

def my_p_at_k_from_distances(distances, labels, k):
    cands = [Candidate(d, l) for d, l in zip(distances, labels)]
    cands.sort(key=lambda c: c.dist, reverse=True)
    return sum(c.label for c in cands[:k]) / k
''')

wrong("q39", "map.mean", "data", "divides each query's AP by the relevant items in its list (sum of the run) "
      "instead of the given n_relevant",
      [[r"sum\(run", r"sum of (the )?(run|labels)", r"retrieved relevant", r"relevant (items )?in (the|its) (list|run)",
        r"instead of (the given )?n_relevant", r"ignor\w* n_relevant"]], '''
import numpy as np

def my_map(runs, n_relevant):
    per_query = []
    for run in runs:
        y = np.asarray(run)
        ranks = np.flatnonzero(y) + 1
        rows = [{"rank": int(r), "p": (i + 1) / r} for i, r in enumerate(ranks)]
        per_query.append(sum(d["p"] for d in rows) / len(rows) if rows else 0.0)
    return float(np.mean(per_query))
''')

wrong("q40", "gen.practical", "data", "reads d as the number of unjudged items beyond the scope (adds s to it): "
      "the database size used is d + s",
      [[r"d \+ s", r"d ?\+ ?len", r"unjudged", r"(adds?|adding) s", r"d already (includes|contains|counts)",
        r"database size"]], '''
from collections import namedtuple

Counts = namedtuple("Counts", "total s v")

def my_practical(labels, d):
    s = len(labels)
    c = Counts(total=d + s, s=s, v=sum(labels))
    precision = c.v / c.s
    recall_lower = c.v / (c.total - c.s + c.v) if c.v else 0.0
    return [precision, recall_lower, c.v / c.total]
''')

wrong("q41", "scope.eps_precision", "data", "sorts the distances alone and keeps the labels in their old order, so "
      "the labels no longer belong to their distances",
      [[r"misalign", r"pair", r"labels? (are |were )?not (re)?(ordered|sorted)", r"sort\w* (only )?the distances",
        r"(lost|lose|break)\w* (the )?(link|pairing|correspondence)", r"no longer (match|belong)", r"out of step"]], '''
from dataclasses import dataclass

@dataclass
class Entry:
    dist: float
    label: int

def my_eps_precision(distances, labels, epsilon):
    entries = [Entry(d, l) for d, l in zip(sorted(distances), labels)]
    inside = [e for e in entries if e.dist < epsilon]
    return sum(e.label for e in inside) / len(inside) if inside else 0.0
''')

wrong("q42", "avg.macro", "data", "reads each table as [tp, fn, fp] (fp and fn swapped), so it averages tp / (tp + "
      "fn), the recalls",
      [[r"swap", r"order", r"fn (as|for|instead of) (the )?fp", r"misread", r"recall", r"tp ?/ ?\(tp ?\+ ?fn\)"]], '''
from dataclasses import dataclass

@dataclass
class Counts:
    tp: int
    fn: int
    fp: int

def my_macro_precision(tables):
    rows = [Counts(*t) for t in tables]
    precs = [r.tp / (r.tp + r.fp) if r.tp + r.fp else 0.0 for r in rows]
    return sum(precs) / len(precs)
''')

# ---------------------------------------------------------------------------------------------- right
right("q43", "gen.grip_point", "a dataclass for the cut, padded to c with zeros", '''
from dataclasses import dataclass

@dataclass
class Cut:
    c: int
    labels: list

    def precision(self):
        return sum(self.labels[: self.c]) / self.c if self.c else 0.0

def my_grip_point(labels, n_relevant):
    return Cut(n_relevant, list(labels)).precision()
''')

right("q44", "pr.points", "a list of dicts per rank, then a comprehension", '''
def my_pr_points(labels, n_relevant):
    rows = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        hits += rel
        rows.append({"rank": rank, "rel": rel, "precision": hits / rank})
    return [r["precision"] for r in rows if r["rel"]]
''')

right("q45", "set.pr", "namedtuple of the two sets", '''
from collections import namedtuple

Sets = namedtuple("Sets", "ret rel")

def my_set_pr(retrieved, relevant):
    s = Sets(set(retrieved), set(relevant))
    hits = len(s.ret & s.rel)
    return [hits / len(s.ret) if s.ret else 0.0, hits / len(s.rel) if s.rel else 0.0]
''')

right("q46", "scope.knn_ties", "dataclass targets, counting the sure and tied ones", '''
from dataclasses import dataclass

@dataclass
class Target:
    dist: float
    rel: int

def my_knn_tie_bounds(distances, labels, k):
    ts = sorted((Target(d, r) for d, r in zip(distances, labels)), key=lambda t: t.dist)
    cut = ts[k - 1].dist
    sure = [t for t in ts if t.dist < cut]
    tied = [t for t in ts if t.dist == cut]
    slots = k - len(sure)
    rel_sure = sum(t.rel for t in sure)
    rel_tied = sum(t.rel for t in tied)
    non_tied = len(tied) - rel_tied
    low = rel_sure + max(0, slots - non_tied)
    high = rel_sure + min(slots, rel_tied)
    return [low / k, high / k]
''')

right("q47", "dcg.classic", "a list of dicts with the discount, then a sum", '''
import math

def my_dcg(grades):
    rows = [{"rank": i, "grade": g, "disc": 1.0 if i == 1 else math.log2(i)} for i, g in enumerate(grades, 1)]
    return float(sum(r["grade"] / r["disc"] for r in rows))
''')

right("q48", "interp.step", "dataclass steps with exact Fractions", '''
from dataclasses import dataclass
from fractions import Fraction

@dataclass
class Step:
    recall: Fraction
    precision: Fraction

def my_step_interpolated(labels, n_relevant, level):
    steps = []
    hits = 0
    for rank, rel in enumerate(labels, 1):
        if rel:
            hits += 1
            steps.append(Step(Fraction(hits, n_relevant), Fraction(hits, rank)))
    lv = Fraction(level).limit_denominator(10 ** 6)
    for st in steps:
        if st.recall >= lv:
            return float(st.precision)
    return 0.0
''')

SUBMISSIONS = tuple(S)
