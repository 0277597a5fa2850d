"""Held-out batch 4, written blind on 2026-11-24: a class of student submissions for the exercise checker.

Invented data (no real student wrote these): realistic submissions to every task of the six
assignments, written by the "heldout" helper WITHOUT reading the checker's catalogue of mistakes,
its perturbations or symptoms, its diagnosis code or the earlier classes of submissions. Only the
assignments as students see them, the course documents and the lecture notebooks were used.

Each entry is a :class:`Submission`:

* ``code``: the cell a student would write. Function tasks define the function the notebook asks
  for (``my_f``, ``my_ap`` ...). Value tasks compute the number from the personal input ``v``
  (``v = variant(task, STUDENT_ID)`` in the notebook) and bind it to the notebook's name.
* ``correct``: True for a right solution (styles vary: loops, NumPy, ``fractions.Fraction``,
  ``sorted`` with keys, recursion, one-liners, 1-based loops).
* ``label``: the one mistake, in one sentence (empty for a correct one).
* ``keys``: what a diagnosis must say to count as naming the mistake: a list of concept groups; each
  group is a list of alternative phrasings (case-insensitive regular expressions). Every group must
  match the naming part of the feedback (see tests/test_heldout_diagnosis.py for the rule).
* ``crash``: for a submission that also crashes on an edge case, the exception it raises there.
* ``scope``: "all" for a submission whose only mistake is a crash on an edge case (the crash report
  and the edge case it names are then the diagnosis).
* ``student``: the student id it is checked with (default ``"hb4-" + sid``); set only for two value
  answers whose default personal input happens not to show the mistake (rounding 0.6 to 2 decimals
  is still 0.6), as a real student's would not.

The keys were fixed before the checker was run on any of these submissions.
"""

from __future__ import annotations

from dataclasses import dataclass

BATCH = "held-out batch 4, written blind on 2026-11-24"


@dataclass(frozen=True)
class Submission:
    sid: str
    task: str
    code: str
    correct: bool
    label: str = ""
    keys: tuple = ()
    crash: str = ""
    style: str = ""
    scope: str = "naming"  # "naming": keys must be in the naming part; "all": anywhere but the title line
    student: str = ""  # the student id (default "hb4-" + sid)

    @property
    def student_id(self) -> str:
        return self.student or f"hb4-{self.sid}"


def class_writer(prefix: str):
    """``(S, wrong, right)`` for a class file of its own (tests/diagnosis_class*.py): ``wrong(sid, task, category,
    label, keys, code, crash="", scope="naming")`` and ``right(sid, task, style, code)`` append to ``S`` a
    submission of the student ``prefix + sid`` (the category kept in ``style``)."""
    subs: list[Submission] = []

    def wrong(sid, task, category, label, keys, code, crash="", scope="naming"):
        subs.append(Submission(sid, task, code.strip("\n") + "\n", False, label, tuple(tuple(g) for g in keys), crash,
                               category, scope, prefix + sid))

    def right(sid, task, style, code):
        subs.append(Submission(sid, task, code.strip("\n") + "\n", True, style=style, student=prefix + sid))

    return subs, wrong, right


#: Key groups the class files share for a crash, None or nan a submission shows (tests/diagnosis_class19.py on).
NONE = [r"\bNone\b", r"forg[eo]t .?return", r"no return", r"without (a )?return", r"nothing (is )?returned"]
NAN = [r"\bnan\b", r"not a number"]
ZERODIV = [r"ZeroDivision", r"divi(de|des|ded|sion) by zero", r"division by zero"]
INDEX = [r"IndexError", r"index out of range", r"out of range"]


S: list[Submission] = []


def wrong(sid, task, label, keys, code, crash="", style="", scope="naming", student=""):
    S.append(Submission(sid, task, code.strip("\n") + "\n", False, label, tuple(tuple(g) for g in keys), crash, style,
                        scope, student))


def right(sid, task, style, code):
    S.append(Submission(sid, task, code.strip("\n") + "\n", True, style=style))


# Frequent concept groups (alternatives).
INTEGER = ["integer", r"//", "floor", "truncat", "whole number"]
MUTATE = ["mutat", "in place", "changed (your|the|its) input", "input (list )?(was )?changed", "modif",
          "changes? (the|its|your) (input|argument|list)"]
ROUND = ["round"]

# ====================================================================== 01 set measures: F_beta
wrong("f01", "set.f_beta", "beta is used unsquared: (1 + b) P R / (b P + R).",
      [["squar", r"b instead of b\^?2", r"beta instead of beta\^?2", r"β instead of β", "power"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')
wrong("f02", "set.f_beta", "beta^2 weights recall instead of precision in the denominator: P + b^2 R.",
      [["swap", "exchang", "the other way", "wrong (one|side|term)", "revers", "recall instead of precision",
        "precision instead of recall", "b\\^?2 ?(·|\\*|×)? ?r\\b", "beta\\^?2 ?(·|\\*|×)? ?r\\b", "roles"]], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    denom = precision + b2 * recall
    return 0.0 if denom == 0 else (1 + b2) * precision * recall / denom
''')
wrong("f03", "set.f_beta", "ignores beta and always returns F1 = 2PR/(P+R).",
      [['ignor', '\\bf1\\b', 'as if (beta|b) (were|was|is|=) ?1', 'beta = 1 always', 'without beta', 'not use (beta|b)']], '''
def my_f(precision, recall, beta):
    # F = harmonic mean of P and R
    if precision + recall == 0:
        return 0
    return 2 * precision * recall / (precision + recall)
''')
wrong("f04", "set.f_beta", "no guard for P = R = 0: ZeroDivisionError (otherwise right).",
      [["both 0", "both zero", "p = r = 0", "precision and recall (are )?(both )?(0|zero)"], ["ZeroDivisionError", "divi"]], '''
def my_f(precision, recall, beta):
    return (1 + beta**2) * precision * recall / (beta**2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")
wrong("f05", "set.f_beta", "rounds the result to 2 decimals.", [ROUND], '''
def my_f(precision, recall, beta):
    if not precision and not recall:
        return 0.0
    f = (1 + beta * beta) * precision * recall / (beta * beta * precision + recall)
    return round(f, 2)
''')
wrong("f06", "set.f_beta", "forgets the 1 + in the numerator: b^2 P R / (b^2 P + R).",
      [['without (the )?\\(?1 ?\\+', 'forg', 'missing', 'numerator', '1 \\+ b\\^?2 (is )?missing']], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    bb = beta ** 2
    return bb * precision * recall / (bb * precision + recall)
''')
wrong("f07", "set.f_beta", "beta not squared, and no guard for P = R = 0 (ZeroDivisionError there).",
      [["squar", r"b instead of b\^?2", r"beta instead of beta\^?2", r"β instead of β", "power"]], '''
def my_f(precision, recall, beta):
    top = (1 + beta) * precision * recall
    bottom = beta * precision + recall
    return top / bottom
''', crash="ZeroDivisionError")
right("f10", "set.f_beta", "fractions.Fraction, converted to float", '''
from fractions import Fraction

def my_f(precision, recall, beta):
    p, r, b = Fraction(precision), Fraction(recall), Fraction(beta)
    if p == 0 and r == 0:
        return 0.0
    return float((1 + b * b) * p * r / (b * b * p + r))
''')
right("f11", "set.f_beta", "weighted harmonic mean via 1/F", '''
def my_f(precision, recall, beta):
    if precision == 0 or recall == 0:
        return 0.0
    alpha = 1 / (1 + beta ** 2)
    return 1 / (alpha / precision + (1 - alpha) / recall)
''')

# ====================================================================== 02 P@k
wrong("p01", "rank.p_at_k", "divides by the list length when k is larger than the list (missing ranks ignored).",
      [["missing", "beyond the end", "shorter", "length of the list", "list length", "len\\(", "fewer than k",
        "min\\(", "larger than the list", "longer than the list"]], '''
def my_p_at_k(labels, k):
    top = labels[:k]
    return sum(top) / len(top)
''')
wrong("p02", "rank.p_at_k", "off by one rank: counts the first k-1 items.",
      [["off by one", "one rank", "k - 1", "k-1", "one item (too )?(few|short)", "first k-1", "one fewer", "offset"]], '''
def my_p_at_k(labels, k):
    hits = 0
    for i in range(k - 1):
        if i < len(labels) and labels[i] == 1:
            hits += 1
    return hits / k
''')
wrong("p03", "rank.p_at_k", "divides by the number of relevant items in the list (recall-like, precision and recall mixed up); "
      "crashes (ZeroDivisionError) when the list has no relevant item.",
      [["recall", "relevant items in the list", "number of relevant", "relevant retrieved", "sum\\(labels\\)"]], '''
def my_p_at_k(labels, k):
    return sum(labels[:k]) / sum(labels)
''', crash="ZeroDivisionError")
wrong("p04", "rank.p_at_k", "integer division (//) gives 0 unless every item is relevant.", [INTEGER], '''
def my_p_at_k(labels, k):
    relevant_in_top = sum(1 for x in labels[:k] if x)
    return relevant_in_top // k
''')
wrong("p05", "rank.p_at_k", "1-based loop that reads labels[i] with i = 1..k: skips rank 1, reads rank k+1.",
      [['off by one', 'one rank', '0-based', '1-based', 'shift', 'offset', 'k \\+ 1']], '''
def my_p_at_k(labels, k):
    n = 0
    for i in range(1, k + 1):
        if i < len(labels):
            n += labels[i]
    return n / k
''')
wrong("p06", "rank.p_at_k", "pads the caller's list in place (labels += ...): the input list is mutated.", [MUTATE], '''
def my_p_at_k(labels, k):
    if len(labels) < k:
        labels += [0] * (k - len(labels))
    return sum(labels[:k]) / k
''')
wrong("p07", "rank.p_at_k", "returns a percentage (100 times P@k).", [['percent', '\\b100\\b', '×\\s*100', '\\* ?100']], '''
def my_p_at_k(labels, k):
    padded = list(labels) + [0] * max(0, k - len(labels))
    return 100 * sum(padded[:k]) / k
''')
right("p10", "rank.p_at_k", "numpy", '''
import numpy as np

def my_p_at_k(labels, k):
    a = np.zeros(k)
    m = min(k, len(labels))
    a[:m] = np.asarray(labels[:m], dtype=float)
    return float(a.mean())
''')
right("p11", "rank.p_at_k", "1-based loop", '''
def my_p_at_k(labels, k):
    count = 0
    for rank in range(1, k + 1):
        if rank <= len(labels) and labels[rank - 1] == 1:
            count = count + 1
    return count / k
''')
right("p12", "rank.p_at_k", "comprehension one-liner", '''
my_p_at_k = lambda labels, k: sum(l for l in labels[:k]) / k
''')

# ====================================================================== 02 P@k of a distance ranking
wrong("d01", "rank.distances", "sorts by distance descending (farthest first).",
      [['farthest', 'descending', 'largest', 'reverse', 'wrong (order|direction)', 'decreasing', 'high to low']], '''
def my_p_at_k_from_distances(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i], reverse=True)
    return sum(labels[i] for i in order[:k]) / k
''')
wrong("d02", "rank.distances", "sorts the distances but not the labels: takes the first k labels in input order.",
      [['labels? (were |are )?not (re)?ordered', 'labels? in (the )?(input|original|given) order', 'not reorder', 'same order', '(input|original) order', 'along with', 'together']], '''
def my_p_at_k_from_distances(distances, labels, k):
    ranked = sorted(distances)          # nearest first
    top = ranked[:k]
    return sum(labels[:k]) / k
''')
wrong("d03", "rank.distances", "skips the nearest item (thinks it is the query itself): ranks 2..k+1.",
      [['skip', 'one rank', 'off by one', 'shift', 'offset', 'query itself', 'rank 1 (is )?(left out|skipped|dropped)', 'from rank 2', 'ranks 2']], '''
def my_p_at_k_from_distances(distances, labels, k):
    pairs = sorted(zip(distances, labels))
    # the nearest one is the query image itself
    return sum(lab for _, lab in pairs[1:k + 1]) / k
''')
wrong("d04", "rank.distances", "divides by the number of relevant items (computes recall at k, not precision).",
      [['recall', 'number of relevant', 'sum\\(labels\\)']], '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(distances, kind="stable")
    lab = np.asarray(labels)[order]
    return float(lab[:k].sum() / lab.sum())
''')
wrong("d05", "rank.distances", "ranks by the labels (relevant first) instead of by distance.",
      [['ignor(es|ed|ing)? the distance', 'not by (their )?distance', 'by (the )?labels?', 'sorted the labels', 'sorts? the labels', 'relevant first', 'best possible', 'ideal']], '''
def my_p_at_k_from_distances(distances, labels, k):
    ordered = sorted(labels, reverse=True)
    return sum(ordered[:k]) / k
''')
wrong("d06", "rank.distances", "integer division (//).", [INTEGER], '''
def my_p_at_k_from_distances(distances, labels, k):
    idx = sorted(range(len(distances)), key=distances.__getitem__)
    hits = sum(labels[j] for j in idx[:k])
    return hits // k
''')
right("d10", "rank.distances", "sorted zip with key", '''
def my_p_at_k_from_distances(distances, labels, k):
    ranking = [lab for dist, lab in sorted(zip(distances, labels), key=lambda t: t[0])]
    return sum(ranking[:k]) / k
''')
right("d11", "rank.distances", "numpy stable argsort", '''
import numpy as np

def my_p_at_k_from_distances(distances, labels, k):
    order = np.argsort(np.asarray(distances, dtype=float), kind="stable")
    return float(np.asarray(labels)[order][:k].sum()) / k
''')

# ====================================================================== 02 interpolated precision, 11 levels
wrong("i01", "interp.curve", "no interpolation: takes P at the first rank whose recall reaches r (not the max over later ranks).",
      [['no interpolation', 'not interpolated', 'uninterpolated', 'without (the )?max', 'later ranks', 'higher recall', 'first rank (that|whose|where|reaching)']], '''
def my_interpolated(labels, n_relevant):
    out = []
    for j in range(11):
        r = j / 10
        val = 0.0
        hits = 0
        for i, lab in enumerate(labels, start=1):
            hits += lab
            if n_relevant and hits / n_relevant >= r:
                val = hits / i
                break
        out.append(val)
    return out
''')
wrong("i02", "interp.curve", "interpolation direction reversed: max of P@k over ranks with R@k <= r.",
      [["direction", "<=", "≤", "left", "lower recall", "below", "at most", "revers", "smaller recall", "earlier ranks"]], '''
def my_interpolated(labels, n_relevant):
    P, R = [], []
    hits = 0
    for i, lab in enumerate(labels):
        hits += lab
        P.append(hits / (i + 1))
        R.append(hits / n_relevant if n_relevant else 0.0)
    res = []
    for level in [x / 10 for x in range(11)]:
        cands = [p for p, rr in zip(P, R) if rr <= level]
        res.append(max(cands) if cands else 0.0)
    return res
''')
wrong("i03", "interp.curve", "recall divides by the relevant items retrieved (sum(labels)), not n_relevant.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
def my_interpolated(labels, n_relevant):
    total = sum(labels)
    prec, rec = [], []
    h = 0
    for i, x in enumerate(labels, 1):
        h += x
        prec.append(h / i)
        rec.append(h / total if total else 0)
    return [max([p for p, r in zip(prec, rec) if r >= lvl / 10], default=0.0) for lvl in range(11)]
''')
wrong("i04", "interp.curve", "strict inequality: max of P@k over ranks with R@k > r (a level reached exactly is missed).",
      [['strict', '> ?r\\b(?!=)', 'exactly', 'instead of >=', 'instead of ≥']], '''
def my_interpolated(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        points.append((hits / max(n_relevant, 1), hits / rank))
    curve = []
    for t in range(11):
        r = t / 10
        curve.append(max((p for rc, p in points if rc > r), default=0.0))
    return curve
''')
wrong("i05", "interp.curve", "sets p_interp(0) = 1 by convention instead of the max precision.",
      [['r = 0', 'level 0', '0\\.0', 'recall 0', 'first level', 'r=0', 'at 0'], ['= ?1(\\.0)?\\b', 'convention', 'precision (of )?1']], '''
def my_interpolated(labels, n_relevant):
    precisions, recalls, found = [], [], 0
    for i, lab in enumerate(labels):
        found += lab
        precisions.append(found / (i + 1))
        recalls.append(found / n_relevant if n_relevant > 0 else 0)
    curve = [1.0]
    for j in range(1, 11):
        ok = [p for p, r in zip(precisions, recalls) if r >= j / 10]
        curve.append(max(ok) if ok else 0.0)
    return curve
''')
wrong("i06", "interp.curve", "uses only 10 recall levels 0.0..0.9 (forgets r = 1.0).",
      [['10 (values|levels|numbers)', 'ten', '1\\.0 (is )?missing', 'forg', 'length', 'only 10']], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    hits = np.cumsum(lab)
    p = hits / np.arange(1, len(lab) + 1)
    r = hits / n_relevant if n_relevant else np.zeros_like(hits)
    return [float(p[r >= lv].max()) if (r >= lv).any() else 0.0 for lv in np.arange(0, 1, 0.1)]
''')
right("i10", "interp.curve", "numpy running max from the right", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    lab = np.asarray(labels, dtype=float)
    if n_relevant == 0 or lab.size == 0:
        return [0.0] * 11
    hits = np.cumsum(lab)
    prec = hits / np.arange(1, lab.size + 1)
    rec = hits / n_relevant
    best_after = np.maximum.accumulate(prec[::-1])[::-1]
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
        out.append(float(best_after[idx[0]]) if idx.size else 0.0)
    return out
''')
right("i11", "interp.curve", "Fraction levels, plain loops", '''
from fractions import Fraction

def my_interpolated(labels, n_relevant):
    pts = []
    hits = 0
    for k in range(1, len(labels) + 1):
        hits += labels[k - 1]
        rec = Fraction(hits, n_relevant) if n_relevant else Fraction(0)
        pts.append((rec, Fraction(hits, k)))
    res = []
    for j in range(11):
        level = Fraction(j, 10)
        best = Fraction(0)
        for rec, prec in pts:
            if rec >= level and prec > best:
                best = prec
        res.append(float(best))
    return res
''')

# ====================================================================== 03 AP
wrong("a01", "ap.exact", "divides by the relevant items retrieved (sum of labels) instead of n_relevant.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
def my_ap(labels, n_relevant):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels):
        if rel:
            hits += 1
            total += hits / (i + 1)
    return total / hits if hits else 0.0
''')
wrong("a02", "ap.exact", "divides by the relevant items retrieved, and crashes (ZeroDivisionError) when none is retrieved.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
def my_ap(labels, n_relevant):
    precs = []
    found = 0
    for pos in range(len(labels)):
        if labels[pos] == 1:
            found += 1
            precs.append(found / (pos + 1))
    return sum(precs) / len(precs)
''', crash="ZeroDivisionError")
wrong("a03", "ap.exact", "adds P@k at every rank, not only at the ranks of relevant items.",
      [["every rank", "all ranks", "non-relevant", "not relevant", "irrelevant", "each rank", "only at (the )?(ranks of )?relevant"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    s, h = 0.0, 0
    for k, lab in enumerate(labels, start=1):
        h += lab
        s += h / k
    return s / n_relevant
''')
wrong("a04", "ap.exact", "divides by the length of the list instead of n_relevant.",
      [['length', 'len\\(', 'number of (ranks|items)', 'list size'], ['n_relevant', 'relevant items', 'denominator', 'divid']], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0
    total = 0
    correct = 0
    for idx, l in enumerate(labels):
        if l:
            correct += 1
            total += correct / (idx + 1)
    return total / len(labels)
''')
wrong("a05", "ap.exact", "computes the precision before counting the current hit (P uses hits of ranks 1..k-1).",
      [['before (counting|adding|it counts)', 'not yet counted', 'k-1', 'k - 1', 'itself', 'one hit (too )?(few|short|less)', 'one fewer', 'off by one', 'previous']], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    acc = 0.0
    for rank in range(1, len(labels) + 1):
        if labels[rank - 1]:
            acc += hits / rank
            hits += 1
    return acc / n_relevant
''')
wrong("a06", "ap.exact", "recursion that counts each hit twice (hits + 1 passed on after hits was already incremented).",
      [['twice', 'double', 'counted (two|2)', '2 ?×', 'too many']], '''
def my_ap(labels, n_relevant):
    def walk(i, hits):
        if i == len(labels):
            return 0.0
        if labels[i]:
            hits += 1
            return hits / (i + 1) + walk(i + 1, hits + 1)
        return walk(i + 1, hits)
    return walk(0, 0) / n_relevant if n_relevant else 0.0
''')
wrong("a07", "ap.exact", "integer division for P@k (hits // rank) gives 0 except at a perfect prefix.", [INTEGER], '''
def my_ap(labels, n_relevant):
    if not n_relevant:
        return 0
    s = 0
    hits = 0
    for r, x in enumerate(labels, 1):
        if x == 1:
            hits += 1
            s += hits // r
    return s / n_relevant
''')
right("a10", "ap.exact", "recursion", '''
def my_ap(labels, n_relevant):
    def rec(i, hits):
        if i >= len(labels):
            return 0.0
        if labels[i]:
            return (hits + 1) / (i + 1) + rec(i + 1, hits + 1)
        return rec(i + 1, hits)
    return rec(0, 0) / n_relevant if n_relevant else 0.0
''')
right("a11", "ap.exact", "comprehension one-liner", '''
def my_ap(labels, n_relevant):
    return sum(sum(labels[:k + 1]) / (k + 1) for k in range(len(labels)) if labels[k]) / n_relevant if n_relevant else 0.0
''')
right("a12", "ap.exact", "numpy", '''
import numpy as np

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / n_relevant)
''')

# ====================================================================== 03 11-point AP
wrong("e01", "ap.eleven_point", "averages over 10 levels (0.1..1.0), dropping recall level 0.",
      [['10 levels', 'ten', 'level 0', 'r = 0', 'r=0', 'divid(es|ed|ing)? by 10', '/ ?10\\b', 'recall 0']], '''
def my_11pt(labels, n_relevant):
    P, R, h = [], [], 0
    for i, x in enumerate(labels):
        h += x
        P.append(h / (i + 1))
        R.append(h / n_relevant if n_relevant else 0)
    total = 0.0
    for j in range(1, 11):
        total += max([p for p, r in zip(P, R) if r >= j / 10], default=0.0)
    return total / 10
''')
wrong("e02", "ap.eleven_point", "no interpolation: uses P at the first rank reaching each level.",
      [['no interpolation', 'not interpolated', 'uninterpolated', 'without (the )?max', 'later ranks', 'higher recall', 'first rank (that|whose|where|reaching)']], '''
def my_11pt(labels, n_relevant):
    vals = []
    for j in range(11):
        level = j / 10
        hits, got = 0, 0.0
        for rank, lab in enumerate(labels, 1):
            hits += lab
            if n_relevant > 0 and hits / n_relevant >= level:
                got = hits / rank
                break
        vals.append(got)
    return sum(vals) / 11
''')
wrong("e03", "ap.eleven_point", "recall divides by the relevant items retrieved; crashes (ZeroDivisionError) when none is retrieved.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
def my_11pt(labels, n_relevant):
    found = sum(labels)
    precision, recall = [], []
    c = 0
    for i, l in enumerate(labels):
        c += l
        precision.append(c / (i + 1))
        recall.append(c / found)
    levels = [i / 10 for i in range(11)]
    return sum(max([p for p, r in zip(precision, recall) if r >= lv] or [0]) for lv in levels) / 11
''', crash="ZeroDivisionError")
wrong("e04", "ap.eleven_point", "averages only over the levels that are reached (unreached levels left out instead of 0).",
      [['not reached', 'unreached', 'left out', 'skip', 'omit', 'only (the )?levels', 'reached levels', 'levels (that are )?reached']], '''
def my_11pt(labels, n_relevant):
    pr = []
    hits = 0
    for k, lab in enumerate(labels, start=1):
        hits += lab
        pr.append((hits / k, hits / n_relevant if n_relevant else 0.0))
    vals = []
    for j in range(11):
        c = [p for p, r in pr if r >= j / 10]
        if c:
            vals.append(max(c))
    return sum(vals) / len(vals) if vals else 0.0
''')
wrong("e05", "ap.eleven_point", "rounds each interpolated precision to 2 decimals before averaging.", [ROUND], '''
def my_11pt(labels, n_relevant):
    P, R = [], []
    tp = 0
    for i in range(len(labels)):
        tp += labels[i]
        P.append(tp / (i + 1))
        R.append(tp / n_relevant if n_relevant else 0.0)
    interp = []
    for j in range(11):
        m = max([P[i] for i in range(len(P)) if R[i] >= j / 10], default=0.0)
        interp.append(round(m, 2))
    return sum(interp) / 11
''')
right("e10", "ap.eleven_point", "numpy, sorted pairs", '''
import numpy as np

def my_11pt(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    y = np.asarray(labels, dtype=float)
    h = np.cumsum(y)
    p = h / np.arange(1, y.size + 1)
    r = h / n_relevant
    tot = 0.0
    for lv in np.linspace(0.0, 1.0, 11):
        mask = r >= lv - 1e-12
        tot += p[mask].max() if mask.any() else 0.0
    return float(tot / 11)
''')
right("e11", "ap.eleven_point", "statistics.mean with a helper", '''
import statistics

def my_11pt(labels, n_relevant):
    def p_interp(r):
        best, hits = 0.0, 0
        for k, lab in enumerate(labels, start=1):
            hits += lab
            if n_relevant and hits * 10 >= r * n_relevant:
                best = max(best, hits / k)
        return best if n_relevant else 0.0
    return statistics.mean(p_interp(r) for r in range(11))
''')

# ====================================================================== 03 MAP
wrong("m01", "map.mean", "each query's AP divides by its relevant items retrieved, not n_relevant[i].",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        hits, s = 0, 0.0
        for i, rel in enumerate(labels, 1):
            if rel:
                hits += 1
                s += hits / i
        aps.append(s / hits if hits else 0.0)
    return sum(aps) / len(aps)
''')
wrong("m02", "map.mean", "pools all precisions of all queries and divides by the total n_relevant (a micro-style average, not the mean of APs).",
      [['pool', 'micro', 'weight', 'total (number of )?relevant', 'sum of (all )?n_relevant', 'all queries together', 'across queries']], '''
def my_map(runs, n_relevant):
    total_prec = 0.0
    for labels in runs:
        found = 0
        for i, rel in enumerate(labels):
            if rel:
                found += 1
                total_prec += found / (i + 1)
    return total_prec / sum(n_relevant) if sum(n_relevant) else 0.0
''')
wrong("m03", "map.mean", "leaves out queries whose AP is 0 (averages over the queries that retrieved something).",
      [['query', 'queries'], ['leave', 'left out', 'skip', 'omit', 'exclud', 'drop', 'only (the )?queries']], '''
def my_map(runs, n_relevant):
    aps = []
    for labels, n in zip(runs, n_relevant):
        h, s = 0, 0.0
        for k, x in enumerate(labels, 1):
            if x:
                h += 1
                s += h / k
        if s > 0:
            aps.append(s / n)
    return sum(aps) / len(aps) if aps else 0.0
''')
wrong("m04", "map.mean", "the loop over queries starts at 1 and skips the first query (still divides by the number of queries).",
      [['first query', 'query 1', 'skip', 'left out', 'one query', 'off by one']], '''
def my_map(runs, n_relevant):
    total = 0
    for q in range(1, len(runs)):
        labels = runs[q]
        hits, s = 0, 0
        for i in range(len(labels)):
            if labels[i]:
                hits += 1
                s += hits / (i + 1)
        total += s / n_relevant[q] if n_relevant[q] else 0
    return total / len(runs)
''')
wrong("m05", "map.mean", "empties the caller's n_relevant list with pop(0) (input mutated; values right).", [MUTATE], '''
def my_map(runs, n_relevant):
    aps = []
    for labels in runs:
        n = n_relevant.pop(0)
        hits, s = 0, 0.0
        for i, x in enumerate(labels):
            if x:
                hits += 1
                s += hits / (i + 1)
        aps.append(s / n if n else 0.0)
    return sum(aps) / len(aps)
''')
wrong("m06", "map.mean", "AP per query divides by the relevant items retrieved, and NumPy's 0/0 gives nan on a query with none retrieved.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
import numpy as np

def my_map(runs, n_relevant):
    aps = []
    for run in runs:
        y = np.array(run, dtype=float)
        p = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append(p[y == 1].sum() / y.sum())
    return float(np.mean(aps))
''')
right("m10", "map.mean", "statistics.mean of a helper", '''
from statistics import mean

def ap(labels, n):
    hits = 0
    acc = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
            acc += hits / rank
    return acc / n if n else 0.0

def my_map(runs, n_relevant):
    return mean(ap(r, n) for r, n in zip(runs, n_relevant))
''')
right("m11", "map.mean", "Fraction", '''
from fractions import Fraction

def my_map(runs, n_relevant):
    total = Fraction(0)
    for labels, n in zip(runs, n_relevant):
        if n == 0:
            continue
        h = 0
        s = Fraction(0)
        for i, l in enumerate(labels):
            if l:
                h += 1
                s += Fraction(h, i + 1)
        total += s / n
    return float(total / len(runs))
''')

# ====================================================================== 04 classic DCG
wrong("g01", "dcg.classic", "uses the log2(i + 1) discount (the TREC formulation) instead of the classic rel_1 + rel_i/log2(i).",
      [['log', 'discount'], ['i \\+ 1', 'i\\+1', 'trec', 'rank \\+ 1', 'r \\+ 1', 'k \\+ 1', 'one rank', 'offset', 'shift']], '''
import math

def my_dcg(grades):
    return sum(g / math.log2(i + 1) for i, g in enumerate(grades, start=1))
''')
wrong("g02", "dcg.classic", "natural log instead of log2 in the discount.",
      [["\\bln\\b", "natural", "base e", "math\\.log\\b", "log base", "base 2", "base of the log"]], '''
import math

def my_dcg(grades):
    total = grades[0] if grades else 0
    for i in range(2, len(grades) + 1):
        total += grades[i - 1] / math.log(i)
    return total
''')
wrong("g03", "dcg.classic", "log2 of the 0-based index: rank r >= 3 is discounted by log2(r - 1).",
      [['log', 'discount'], ['0-based', 'index', 'offset', 'one rank', 'off by one', 'r - 1', 'i - 1', 'shift']], '''
import math

def my_dcg(grades):
    d = 0.0
    for i, g in enumerate(grades):
        if i > 1:
            d += g / math.log2(i)
        else:
            d += g
    return d
''')
wrong("g04", "dcg.classic", "0-based index in log2 crashes: grades[i] / log2(i) for i = 1 divides by log2(1) = 0.",
      [['log', 'discount'], ['0-based', 'offset', 'log2?\\(1\\)', 'one rank', 'shift']], '''
import math

def my_dcg(grades):
    s = grades[0]
    for i in range(1, len(grades)):
        s += grades[i] / math.log2(i)
    return s
''', crash="ZeroDivisionError")
wrong("g05", "dcg.classic", "uses the exponential gain 2^rel - 1 instead of rel.",
      [['2\\^', 'exponential', '2 \\*\\*']], '''
import math

def my_dcg(grades):
    out = 0.0
    for rank, g in enumerate(grades, 1):
        gain = 2 ** g - 1
        out += gain if rank == 1 else gain / math.log2(rank)
    return out
''')
wrong("g06", "dcg.classic", "sorts the grades first (computes the ideal DCG, not the DCG of the ranking).",
      [['sort', 'ideal']], '''
import math

def my_dcg(grades):
    g = sorted(grades, reverse=True)
    return sum(x / max(1.0, math.log2(r)) for r, x in enumerate(g, start=1))
''')
wrong("g07", "dcg.classic", "log10 instead of log2.",
      [["log10", "log base", "base 10", "base 2", "log2", "base of the log"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    if g.size == 0:
        return 0.0
    ranks = np.arange(2, g.size + 1)
    return float(g[0] + (g[1:] / np.log10(ranks)).sum())
''')
wrong("g08", "dcg.classic", "integer division (//) in the discounted gain.", [INTEGER], '''
import math

def my_dcg(grades):
    total = 0
    for pos, rel in enumerate(grades, start=1):
        total += rel if pos < 2 else rel // math.log2(pos)
    return total
''')
right("g10", "dcg.classic", "numpy with max(1, log2)", '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    disc = np.maximum(1.0, np.log2(np.arange(1, g.size + 1)))
    return float((g / disc).sum())
''')
right("g11", "dcg.classic", "1-based loop", '''
import math

def my_dcg(grades):
    dcg = 0.0
    for i in range(1, len(grades) + 1):
        rel = grades[i - 1]
        if i == 1:
            dcg += rel
        else:
            dcg += rel / math.log2(i)
    return dcg
''')
right("g12", "dcg.classic", "recursion from the end", '''
import math

def my_dcg(grades):
    def tail(i):
        if i > len(grades):
            return 0.0
        d = 1.0 if i == 1 else math.log2(i)
        return grades[i - 1] / d + tail(i + 1)
    return tail(1)
''')

# ====================================================================== 04 NDCG, ideal from all judgments
wrong("n01", "ndcg.all_judgments", "the ideal ranking uses only the retrieved grades (unretrieved relevant items left out).",
      [['unretrieved', 'never retrieved', 'not retrieved', 'all judg', 'judged'], ['left out', 'leaves? out', 'without the (unretrieved|never retrieved)', 'only the retrieved', 'ignor', 'forg', 'retrieved grades only', 'only from the retrieved', 'missing from']], '''
import math

def _dcg(g):
    return sum(x if i == 0 else x / math.log2(i + 1) for i, x in enumerate(g))

def my_ndcg(grades, unretrieved):
    ideal = sorted(grades, reverse=True)
    idcg = _dcg(ideal)
    return _dcg(grades) / idcg if idcg > 0 else 0.0
''')
wrong("n02", "ndcg.all_judgments", "the ideal list is not sorted (grades + unretrieved in the given order).",
      [['not sorted', 'unsorted', 'sort the ideal', 'forg.*sort', 'in the given order', 'without sorting']], '''
import math

def dcg(g):
    total = 0.0
    for i, rel in enumerate(g, 1):
        total += rel if i == 1 else rel / math.log2(i)
    return total

def my_ndcg(grades, unretrieved):
    ideal = list(grades) + list(unretrieved)
    best = dcg(ideal)
    if best == 0:
        return 0.0
    return dcg(grades) / best
''')
wrong("n03", "ndcg.all_judgments", "sorts the ideal list from low to high (ascending).",
      [['ascending', 'low to high', 'wrong (order|direction)', 'reverse', 'increasing', 'lowest first']], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(r / max(1, math.log2(k)) for k, r in enumerate(g, 1))
    ideal = sorted(grades + unretrieved)
    return dcg(grades) / dcg(ideal) if dcg(ideal) else 0.0
''')
wrong("n04", "ndcg.all_judgments", "cuts the ideal ranking to the length of the retrieved list.",
      [['ideal'], ['cut', 'truncat', 'only the first', 'shorten', 'as long as', 'len\\(', 'same length', 'length of the (retrieved )?list']], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        d = 0.0
        for i, x in enumerate(g, start=1):
            d += x if i == 1 else x / math.log2(i)
        return d
    ideal = sorted(grades + unretrieved, reverse=True)[:len(grades)]
    idcg = dcg(ideal)
    return dcg(grades) / idcg if idcg else 0.0
''')
wrong("n05", "ndcg.all_judgments", "no guard when the ideal DCG is 0: ZeroDivisionError on a query without relevant items (otherwise right).",
      [["no relevant item", "nothing relevant", "ideal dcg (is )?(=)?0", "idcg (is |= )?0"], ["ZeroDivisionError", "divi"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(x / (1 if i < 2 else math.log2(i)) for i, x in enumerate(g, start=1))
    return dcg(grades) / dcg(sorted(grades + unretrieved, reverse=True))
''', crash="ZeroDivisionError", scope="all")
wrong("n06", "ndcg.all_judgments", "uses the log2(i + 1) discount (TREC DCG) in both DCG and IDCG.",
      [['log', 'discount'], ['i \\+ 1', 'i\\+1', 'trec', 'rank \\+ 1', 'r \\+ 1', 'k \\+ 1', 'one rank', 'offset', 'shift']], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        return float((g / np.log2(np.arange(2, g.size + 2))).sum())
    ideal = sorted(list(grades) + list(unretrieved), reverse=True)
    i = dcg(ideal)
    return dcg(grades) / i if i > 0 else 0.0
''')
wrong("n07", "ndcg.all_judgments", "ideal = grades aliases the input; extend + sort change the caller's grades list (value right).",
      [MUTATE], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(r if k == 1 else r / math.log2(k) for k, r in enumerate(g, 1))
    actual = dcg(grades)
    ideal = grades
    ideal += unretrieved
    ideal.sort(reverse=True)
    best = dcg(ideal)
    return actual / best if best > 0 else 0.0
''')
wrong("n08", "ndcg.all_judgments", "ideal from the retrieved grades only, and no guard: crashes (ZeroDivisionError) when nothing relevant is retrieved.",
      [['unretrieved', 'never retrieved', 'not retrieved', 'all judg', 'judged'], ['left out', 'leaves? out', 'without the (unretrieved|never retrieved)', 'only the retrieved', 'ignor', 'forg', 'retrieved grades only', 'only from the retrieved', 'missing from']], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(g):
        return sum(g[i] / (math.log2(i + 1) if i > 0 else 1) for i in range(len(g)))
    return dcg(grades) / dcg(sorted(grades)[::-1])
''', crash="ZeroDivisionError")
right("n10", "ndcg.all_judgments", "sorted with a key, helper function", '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g / math.log2(r) if r > 1 else g for r, g in enumerate(gs, start=1))
    ideal = sorted([*grades, *unretrieved], key=lambda x: -x)
    idcg = dcg(ideal)
    return 0.0 if idcg == 0 else dcg(grades) / idcg
''')
right("n11", "ndcg.all_judgments", "numpy", '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        if g.size == 0:
            return 0.0
        disc = np.ones(g.size)
        disc[1:] = np.log2(np.arange(2, g.size + 1))
        return float(np.sum(g / disc))
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1]
    z = dcg(ideal)
    return dcg(grades) / z if z > 0 else 0.0
''')

# ====================================================================== 05 ROC AUC
wrong("r01", "roc.auc", "a tied (positive, negative) pair counts 0 instead of 1/2.",
      [["tie", "tied", "equal score", "same score"]], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    good = sum(1 for p in pos for n in neg if p > n)
    return good / (len(pos) * len(neg))
''')
wrong("r02", "roc.auc", "a tied pair counts 1 (>=) instead of 1/2.",
      [["tie", "tied", "equal score", "same score"]], '''
def my_auc(scores, labels):
    P = [scores[i] for i in range(len(scores)) if labels[i]]
    N = [scores[i] for i in range(len(scores)) if not labels[i]]
    return sum(p >= n for p in P for n in N) / (len(P) * len(N))
''')
wrong("r03", "roc.auc", "divides by all pairs of items n(n-1)/2 instead of n_pos * n_neg.",
      [['pair'], ['all pairs', 'every pair', 'n\\(n', 'n ?\\* ?\\(n', 'pairs of items', 'denominator', 'same class']], '''
def my_auc(scores, labels):
    n = len(scores)
    wins = 0.0
    for i in range(n):
        for j in range(n):
            if labels[i] == 1 and labels[j] == 0:
                if scores[i] > scores[j]:
                    wins += 1
                elif scores[i] == scores[j]:
                    wins += 0.5
    return wins / (n * (n - 1) / 2)
''')
wrong("r04", "roc.auc", "counts pairs where the negative scores higher (labels inverted): returns 1 - AUC.",
      [["1 -", "1 −", "complement", "invert", "revers", "swap", "the other way", "negative (scores|item) higher", "flipped"]], '''
def my_auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    total = 0.0
    for p in pos:
        for n in neg:
            total += 1.0 if n > p else (0.5 if n == p else 0.0)
    return total / (len(pos) * len(neg))
''')
wrong("r05", "roc.auc", "walks the sorted list item by item without grouping ties (ties broken by input order, not 1/2).",
      [["tie", "tied", "equal score", "same score"]], '''
def my_auc(scores, labels):
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    tp = 0
    area = 0
    for i in order:
        if labels[i]:
            tp += 1
        else:
            area += tp
    return area / (n_pos * n_neg)
''')
wrong("r06", "roc.auc", "integer division (//) of the pair count.", [INTEGER], '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l]
    neg = [s for s, l in zip(scores, labels) if not l]
    twice = sum(2 if p > q else 1 if p == q else 0 for p in pos for q in neg)
    return (twice // 2) // (len(pos) * len(neg))
''')
right("r10", "roc.auc", "pairs comprehension", '''
def my_auc(scores, labels):
    pos = [s for s, l in zip(scores, labels) if l == 1]
    neg = [s for s, l in zip(scores, labels) if l == 0]
    return sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))
''')
right("r11", "roc.auc", "rank sums with average ranks for ties (Mann-Whitney)", '''
def my_auc(scores, labels):
    idx = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(idx):
        j = i
        while j + 1 < len(idx) and scores[idx[j + 1]] == scores[idx[i]]:
            j += 1
        avg = (i + j) / 2 + 1
        for t in range(i, j + 1):
            ranks[idx[t]] = avg
        i = j + 1
    n_pos = sum(1 for l in labels if l)
    n_neg = len(labels) - n_pos
    r_pos = sum(r for r, l in zip(ranks, labels) if l)
    return (r_pos - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)
''')

# ====================================================================== 05 macro precision
wrong("v01", "avg.macro", "computes the micro average (pooled tp / pooled (tp + fp)) instead of the macro average.",
      [['micro', 'pool', 'sum of the counts', 'summed']], '''
def my_macro_precision(tables):
    tp = sum(t[0] for t in tables)
    fp = sum(t[1] for t in tables)
    return tp / (tp + fp) if tp + fp else 0.0
''')
wrong("v02", "avg.macro", "no guard for a query with nothing retrieved: ZeroDivisionError (otherwise right).",
      [["nothing retrieved", "tp \\+ fp = 0", "no item retrieved", "retrieved nothing"], ["ZeroDivisionError", "divi"]], '''
def my_macro_precision(tables):
    return sum(tp / (tp + fp) for tp, fp, fn in tables) / len(tables)
''', crash="ZeroDivisionError", scope="all")
wrong("v03", "avg.macro", "leaves queries with nothing retrieved out of the average instead of counting precision 0.",
      [['nothing retrieved', 'quer'], ['leave', 'left out', 'skip', 'omit', 'exclud', 'drop']], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fp > 0:
            precs.append(tp / (tp + fp))
    return sum(precs) / len(precs) if precs else 0.0
''')
wrong("v04", "avg.macro", "uses tp / (tp + fn) (recall) as each query's precision.",
      [['tp ?/ ?\\(tp ?\\+ ?fn\\)', 'recall', 'false negative', 'missed']], '''
def my_macro_precision(tables):
    vals = []
    for t in tables:
        tp, fp, fn = t
        vals.append(tp / (tp + fn) if tp + fn else 0.0)
    return sum(vals) / len(vals)
''')
wrong("v05", "avg.macro", "returns a percentage.", [['percent', '\\b100\\b', '×\\s*100', '\\* ?100']], '''
def my_macro_precision(tables):
    s = 0
    for tp, fp, _ in tables:
        s += tp / (tp + fp) if (tp + fp) else 0
    return round(100 * s / len(tables), 6)
''')
wrong("v06", "avg.macro", "rounds each query's precision to 2 decimals before averaging.", [ROUND], '''
def my_macro_precision(tables):
    ps = [round(tp / (tp + fp), 2) if tp + fp else 0.0 for tp, fp, fn in tables]
    return sum(ps) / len(ps)
''')
right("v10", "avg.macro", "numpy with where", '''
import numpy as np

def my_macro_precision(tables):
    t = np.asarray(tables, dtype=float).reshape(-1, 3)
    retrieved = t[:, 0] + t[:, 1]
    prec = np.divide(t[:, 0], retrieved, out=np.zeros(len(t)), where=retrieved > 0)
    return float(prec.mean())
''')
right("v11", "avg.macro", "Fraction, 1-based loop", '''
from fractions import Fraction

def my_macro_precision(tables):
    total = Fraction(0)
    for q in range(1, len(tables) + 1):
        tp, fp, fn = tables[q - 1]
        if tp + fp:
            total += Fraction(tp, tp + fp)
    return float(total / len(tables))
''')

# ====================================================================== 06 recall lower bound
wrong("b01", "gen.recall_lower_bound", "returns v/s (the precision within the scope) instead of the recall bound.",
      [['precision', 'v ?/ ?s\\b']], '''
def my_recall_bound(d, s, v):
    return v / s if v else 0.0
''')
wrong("b02", "gen.recall_lower_bound", "forgets + v in the denominator: v/(d - s).",
      [['v ?/ ?\\(d ?[-−] ?s\\)', 'without (the )?\\+ ?v', 'forg']], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return 0.0
    return v / (d - s)
''', crash="ZeroDivisionError")
wrong("b03", "gen.recall_lower_bound", "returns v/d (the generality lower bound) instead of the recall bound.",
      [['v ?/ ?d\\b', 'generality']], '''
def my_recall_bound(d, s, v):
    return 0.0 if v == 0 else v / d
''')
wrong("b04", "gen.recall_lower_bound", "integer division: v // (d - s + v).", [INTEGER], '''
def my_recall_bound(d, s, v):
    if v == 0:
        return 0
    worst_c = d - s + v
    return v // worst_c
''')
wrong("b05", "gen.recall_lower_bound", "returns the upper bound (1 when v > 0, c = v) instead of the lower bound.",
      [['upper', 'c = v', 'best case', 'always 1', 'returns? 1']], '''
def my_recall_bound(d, s, v):
    # c is at least v, so recall = v / c <= 1
    return 1.0 if v > 0 else 0.0
''')
wrong("b06", "gen.recall_lower_bound", "sign slip in the largest class size: v/(d + s - v).",
      [['sign', 'd \\+ s']], '''
def my_recall_bound(d, s, v):
    if not v:
        return 0.0
    c_max = d + s - v
    return v / c_max
''')
right("b10", "gen.recall_lower_bound", "Fraction", '''
from fractions import Fraction

def my_recall_bound(d, s, v):
    if v == 0:
        return 0.0
    return float(Fraction(v, d - s + v))
''')
right("b11", "gen.recall_lower_bound", "one-liner", '''
my_recall_bound = lambda d, s, v: v / (d - s + v) if v else 0.0
''')

# ====================================================================== 06 GRiP point
wrong("q01", "gen.grip_point", "returns the precision of the whole list (scope = list length) instead of at s = c.",
      [['scope', 's = c', 'class size', 'n_relevant', '\\bc\\b'], ['whole list', 'length', 'every rank', 'len\\(', 'entire list', 'all ranks', 'end of the list']], '''
def my_grip_point(labels, n_relevant):
    return sum(labels) / len(labels)
''')
wrong("q02", "gen.grip_point", "divides by the part of the list that exists when the list is shorter than c (missing ranks ignored).",
      [["missing", "beyond the end", "shorter", "length", "len\\(", "fewer"]], '''
def my_grip_point(labels, n_relevant):
    top = labels[:n_relevant]
    return sum(top) / len(top)
''')
wrong("q03", "gen.grip_point", "off by one: precision of the first c + 1 ranks.",
      [['off by one', 'one rank', 'c \\+ 1', 'c\\+1', 'offset', 'shift', 'one too many']], '''
def my_grip_point(labels, n_relevant):
    s = n_relevant + 1
    hits = sum(labels[:s])
    return hits / s
''')
wrong("q04", "gen.grip_point", "uses the number of relevant items retrieved as the scope instead of the class size n_relevant.",
      [['never retrieved', 'retrieved relevant', 'relevant items (you )?retrieved', 'sum\\(labels\\)', 'instead of (the class size|c|n_relevant)']], '''
def my_grip_point(labels, n_relevant):
    c = sum(labels)
    return sum(labels[:c]) / c if c else 0.0
''')
wrong("q05", "gen.grip_point", "indexes labels[i] for i < c: IndexError when the list is shorter than c (missing ranks).",
      [["missing", "beyond the end", "shorter"], ["IndexError", "index"]], '''
def my_grip_point(labels, n_relevant):
    hits = 0
    for i in range(n_relevant):
        if labels[i] == 1:
            hits += 1
    return hits / n_relevant
''', crash="IndexError", scope="all")
right("q10", "gen.grip_point", "numpy padding", '''
import numpy as np

def my_grip_point(labels, n_relevant):
    c = int(n_relevant)
    y = np.zeros(c)
    m = min(c, len(labels))
    y[:m] = np.asarray(labels, dtype=float)[:m]
    return float(y.mean())
''')
right("q11", "gen.grip_point", "1-based loop", '''
def my_grip_point(labels, n_relevant):
    found = 0
    for rank in range(1, n_relevant + 1):
        if rank <= len(labels):
            found += labels[rank - 1]
    return found / n_relevant
''')

# ====================================================================== value tasks (typed numbers)
wrong("x01", "set.precision", "divides by |B| (the relevant set): precision and recall mixed up.",
      [['recall', 'relevant set', '\\|B\\|', '\\|A\\|']], '''
A, B = set(v["retrieved"]), set(v["relevant"])
my_precision = len(A & B) / len(B)
''')
wrong("x02", "set.precision", "rounded to 2 decimals (too coarse for the 4 decimals asked).", [ROUND, ], '''
A, B = set(v["retrieved"]), set(v["relevant"])
my_precision = round(len(A & B) / len(A), 2)
''', student="hb4-x02b")
wrong("x03", "set.recall", "typed as a percentage.", [['percent', '\\b100\\b', '×\\s*100', '\\* ?100']], '''
hits = len(set(v["retrieved"]) & set(v["relevant"]))
my_recall = 100 * hits / len(v["relevant"])
''')
wrong("x04", "rank.r_at_k", "R@k over the whole list (ignores k).",
      [['cut', 'whole list', 'first k', 'top k', 'rank k']], '''
my_r_at_k = sum(v["labels"]) / v["n_relevant"]
''')
wrong("x05", "rank.r_at_k", "divides by the relevant items in the list, not n_relevant.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
labels, k = v["labels"], v["k"]
my_r_at_k = sum(labels[:k]) / sum(labels)
''', student="hb4-x05d")
wrong("x06", "ap.value", "divides by the relevant items retrieved, not n_relevant.",
      [['never retrieved', 'retrieved relevant', 'relevant items retrieved', 'relevant (items )?you retrieved', 'relevant (items )?in the list', 'sum\\(labels\\)']], '''
labels = v["labels"]
ps = [sum(labels[:i + 1]) / (i + 1) for i in range(len(labels)) if labels[i]]
my_ap_value = sum(ps) / len(ps)
''')
wrong("x07", "dcg.trec", "natural log instead of log2.",
      [["\\bln\\b", "natural", "base e", "math\\.log\\b", "log base", "base 2", "base of the log"]], '''
import math
my_dcg_trec = sum(g / math.log(i + 1) for i, g in enumerate(v["grades"], start=1))
''')
wrong("x08", "dcg.exponential", "gain 2^rel without the - 1.",
      [['- ?1\\b', '− ?1', 'minus']], '''
import math
my_dcg_exp = sum(2 ** g / math.log2(i + 1) for i, g in enumerate(v["grades"], start=1))
''')
wrong("x09", "avg.micro", "macro average of the recalls instead of the pooled (micro) recall.",
      [['macro', 'pool', 'mean of', 'per query']], '''
rs = [tp / (tp + fn) if tp + fn else 0.0 for tp, fp, fn in v["tables"]]
my_micro_recall = sum(rs) / len(rs)
''')
wrong("x10", "sig.sign_test", "one-sided p-value (not doubled).",
      [["one-sided", "two-sided", "one side", "double", "2 ?×", "twice", "both tails"]], '''
from math import comb
wins = sum(1 for x, y in zip(v["a"], v["b"]) if x > y)
n = sum(1 for x, y in zip(v["a"], v["b"]) if x != y)
k = max(wins, n - wins)
my_sign_p = sum(comb(n, i) for i in range(k, n + 1)) / 2 ** n
''')
wrong("x11", "sig.sign_test", "ties are kept (counted in n) instead of dropped.",
      [["tie", "tied", "dropped", "equal"]], '''
from math import comb
a, b = v["a"], v["b"]
n = len(a)
wins = sum(x > y for x, y in zip(a, b))
k = min(wins, n - wins)
my_sign_p = min(1.0, 2 * sum(comb(n, i) for i in range(0, k + 1)) / 2 ** n)
''')
wrong("x12", "gen.generality", "inverted: d / c instead of c / d.", [['reciprocal', 'invert', 'upside', 'the other way', 'd\\s*/\\s*c']], '''
my_generality = v["d"] / v["c"]
''')
wrong("x13", "gen.relevant_scope", "inverted: c / s instead of s / c.",
      [['reciprocal', 'invert', 'upside', 'the other way', 'c ?/ ?s']], '''
my_relevant_scope = v["c"] / v["s"]
''')
wrong("x14", "gen.recall", "v / s (precision) instead of v / c.",
      [['precision', 'v ?/ ?s\\b']], '''
my_recall06 = v["v"] / v["s"]
''')
wrong("x15", "gen.random_precision", "divides by e (irrelevant items) instead of d = c + e.",
      [['c ?/ ?e\\b', 'embedding', 'irrelevant', 'instead of d', 'not d']], '''
my_random_precision = v["c"] / v["e"]
''')
wrong("x16", "gen.random_precision", "c / s (relevant items over the scope) instead of the generality c / d.",
      [['generality', 'c ?/ ?d', 'database', 'random'], ['c ?/ ?s\\b', 'does not depend', 'whatever the scope', 'independent of']], '''
my_random_precision = v["c"] / v["s"]
''')
right("x20", "set.precision", "Fraction", '''
from fractions import Fraction
A, B = set(v["retrieved"]), set(v["relevant"])
my_precision = float(Fraction(len(A & B), len(A)))
''')
right("x21", "avg.micro", "pooled counts", '''
TP = sum(t[0] for t in v["tables"])
FN = sum(t[2] for t in v["tables"])
my_micro_recall = TP / (TP + FN)
''')
right("x22", "sig.sign_test", "exact binomial, ties dropped", '''
from math import comb
d = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n, w = len(d), sum(1 for x in d if x > 0)
tail = sum(comb(n, i) for i in range(0, min(w, n - w) + 1)) / 2 ** n
my_sign_p = min(1.0, 2 * tail)
''')
right("x23", "gen.relevant_scope", "s / c", '''
my_relevant_scope = v["s"] / v["c"]
''')
right("x24", "dcg.exponential", "numpy", '''
import numpy as np
g = np.asarray(v["grades"], dtype=float)
my_dcg_exp = float(((2 ** g - 1) / np.log2(np.arange(2, g.size + 2))).sum())
''')

SUBMISSIONS: tuple[Submission, ...] = tuple(S)
assert len({s.sid for s in SUBMISSIONS}) == len(SUBMISSIONS)
