"""Diagnosis class 252, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write two-stage pipelines: a helper builds a list (PR points, gains, per-query values, ROC points) and a second
step reduces it (sum, mean, max), in loops, NumPy, comprehensions, itertools or fractions. Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c252-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class252): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import NAN, ZERODIV, class_writer

BATCH = "diagnosis class 252 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c252-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "dcg.classic", "sibling", "uses the log2(i + 1) discount of the trec DCG for every rank instead of the "
      "classic rel_1 + rel_i / log2(i)",
      [[r"log2\s*\(\s*i\s*\+\s*1\s*\)", r"log.{0,10}\(?(rank|i) ?\+ ?1", r"trec.{0,20}(dcg|discount|formulation)",
        r"burges", r"rank 1 (is )?discounted", r"discount(s|ed|ing)? (the )?first", r"shifted discount",
        r"another (dcg|discount)"]], '''
import numpy as np

def gains_and_discounts(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return g, np.log2(ranks + 1)

def my_dcg(grades):
    g, disc = gains_and_discounts(grades)
    return float(np.sum(g / disc))
''')

wrong("q02", "ndcg.all_judgments", "sibling", "builds the ideal ranking from the retrieved grades only (the "
      "unretrieved relevant items are left out of the ideal DCG)",
      [[r"retrieved (grades|items|list) only", r"only (the )?retrieved", r"ignor\w*.{0,30}unretrieved",
        r"unretrieved.{0,40}(ignored|left out|missing|not (used|included|counted))", r"judged.?list",
        r"without (the )?unretrieved", r"leav\w*.{0,20}out.{0,30}unretrieved",
        r"never retrieved.{0,40}(left out|ignored|missing|not)", r"ideal.{0,40}(retrieved (list|grades)|the list)"]], '''
from math import log2

def discounted(grades):
    return [g if i == 1 else g / log2(i) for i, g in enumerate(grades, 1)]

def my_ndcg(grades, unretrieved):
    dcg = sum(discounted(grades))
    idcg = sum(discounted(sorted(grades, reverse=True)))
    return dcg / idcg if idcg > 0 else 0.0
''')

wrong("q03", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point nearest to FPR = FNR instead of "
      "intersecting the curve's straight piece with FPR = 1 - TPR",
      [[r"nearest", r"closest", r"not interpolat", r"without interpolat", r"no interpolation",
        r"(fpr|fnr) ?\+ ?(fnr|fpr)\)? ?/ ?2", r"mean of (the )?(fpr|false positive rate) and",
        r"(a|one) roc point", r"instead of (the )?(crossing|intersect)", r"never intersect"]], '''
def roc_points(scores, labels):
    pos = sum(1 for y in labels if y == 1)
    neg = len(labels) - pos
    pts = [(0.0, 0.0)]
    tp = fp = 0
    for t in sorted(set(scores), reverse=True):
        for s, y in zip(scores, labels):
            if s == t:
                if y == 1:
                    tp += 1
                else:
                    fp += 1
        pts.append((fp / neg, tp / pos))
    return pts

def my_eer(scores, labels):
    pts = roc_points(scores, labels)
    best = min(pts, key=lambda p: abs(p[0] - (1 - p[1])))
    return (best[0] + (1 - best[1])) / 2
''')

wrong("q04", "avg.macro", "sibling", "computes the micro-averaged precision (pooled tp over pooled tp + fp) "
      "instead of the mean of the per-query precisions",
      [[r"micro", r"pool(ed|s|ing)?", r"sum(s|med)? (of )?(the )?(counts|tp)", r"total tp",
        r"summ(ed|ing) (the )?(tables|counts) (first|before)", r"weight(ed|s)? by"]], '''
import numpy as np

def stacked(tables):
    return np.array(tables, dtype=float)

def my_macro_precision(tables):
    t = stacked(tables)
    tp, fp = t[:, 0].sum(), t[:, 1].sum()
    return float(tp / (tp + fp)) if tp + fp else 0.0
''')

wrong("q05", "pr.points", "sibling", "returns the recalls of the PR points (hits / n_relevant) instead of their "
      "precisions",
      [[r"recalls? instead of (the )?precisions?", r"returns? (the )?recalls?", r"hits ?/ ?n_relevant",
        r"x.?(coordinate|axis|value)", r"recall (values|levels).{0,20}(returned|instead)"]], '''
def relevant_ranks(labels):
    return [k for k, y in enumerate(labels, 1) if y]

def my_pr_points(labels, n_relevant):
    ranks = relevant_ranks(labels)
    return [(i + 1) / n_relevant for i, k in enumerate(ranks)]
''')

wrong("q06", "ap.at_k", "sibling", "divides AP@k by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"(divid\w*|denominator)( is)?( by)? (the )?(n_relevant|R\b|number of relevant|all (the )?relevant)",
        r"instead of (the )?min", r"not (by )?(the )?min", r"without (the )?min", r"plain ap", r"ignor\w* (the )?min",
        r"truncated ap"]], '''
def precisions_at_hits(labels, k):
    out, hits = [], 0
    for i, y in enumerate(labels[:k], start=1):
        if y:
            hits += 1
            out.append(hits / i)
    return out

def my_ap_at_k(labels, n_relevant, k):
    precs = precisions_at_hits(labels, k)
    return sum(precs) / n_relevant if n_relevant else 0.0
''')

wrong("q07", "ap.eleven_point", "sibling", "averages the uninterpolated precision at the first rank reaching each "
      "level instead of the interpolated maximum max {P@k : R@k >= r}",
      [[r"uninterpolated", r"not interpolat", r"without (the )?(interpolation|max)", r"no max",
        r"first rank (that )?reach", r"instead of (the )?max", r"max(imum)? (to the right|over)",
        r"precision at (the )?first", r"raw precision"]], '''
def pr_curve(labels, n_relevant):
    pts, hits = [], 0
    for k, y in enumerate(labels, 1):
        hits += y
        pts.append((hits / n_relevant, hits / k))
    return pts

def my_11pt(labels, n_relevant):
    pts = pr_curve(labels, n_relevant)
    vals = []
    for j in range(11):
        r = j / 10
        reached = [p for rec, p in pts if rec >= r]
        vals.append(reached[0] if reached else 0.0)
    return sum(vals) / 11
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared in both the numerator and the "
      "denominator",
      [[r"beta\b(?! ?(\^|\*\*) ?2)(?!.{0,3}squared).{0,30}instead of.{0,10}beta ?(\^|\*\*|squared)",
        r"not squar", r"without squar", r"forg\w* (to )?square", r"beta instead of beta", r"unsquared",
        r"beta(,)? not beta ?(\^|\*\*) ?2", r"missing (the )?square"]], '''
def parts(p, r, beta):
    return [(1 + beta) * p * r, beta * p + r]

def my_f(precision, recall, beta):
    num, den = parts(precision, recall, beta)
    return num / den if den else 0.0
''')

wrong("q09", "dcg.exponential", "shape", "uses the gain 2^rel instead of 2^rel - 1",
      [[r"2 ?(\^|\*\*) ?rel(_i)?\b(?! ?- ?1)", r"minus 1", r"- ?1\b.{0,20}(missing|forgot|dropped|left out)",
        r"(forgot|missing|dropped|without).{0,20}(- ?1|minus one|the one)", r"(gain|each term).{0,20}(one|1) too (high|large)",
        r"extra 1"]], '''
import math

gains = [2 ** g for g in v["grades"]]
my_dcg_exp = sum(gain / math.log2(i + 1) for i, gain in enumerate(gains, start=1))
''')

wrong("q10", "gen.practical", "shape", "the recall lower bound divides v by d - s, leaving out the + v of the "
      "largest possible class c = d - s + v",
      [[r"d ?- ?s\b(?! ?\+)", r"\+ ?v.{0,20}(missing|forgot|left out|dropped)", r"(forgot|missing|without|dropp\w*).{0,25}\+ ?v",
        r"largest (possible )?class", r"c_?max", r"maximum class size", r"(v|hits) in (the )?scope.{0,30}(not|left)"]], '''
from fractions import Fraction

def counts(labels, d):
    s = len(labels)
    v = sum(1 for y in labels if y)
    return [s, v, d]

def my_practical(labels, d):
    s, v, d = counts(labels, d)
    prec = Fraction(v, s)
    rec = Fraction(v, d - s) if d - s else Fraction(0)
    gen = Fraction(v, d)
    return [float(prec), float(rec), float(gen)]
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2 (compares with >=)",
      [[r"tie.{0,40}(counts? (as )?(1|one|a (full|whole))|full|whole)", r">=", r"greater than or equal",
        r"(1|one) instead of (1/2|a half|0\.5|half)", r"not (1/2|a half|half)", r"tied pairs? (as|count) (wins|correct)"]], '''
from itertools import product

def pair_scores(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y != 1]
    return [1.0 if p >= n else 0.0 for p, n in product(pos, neg)]

def my_auc(scores, labels):
    wins = pair_scores(scores, labels)
    return sum(wins) / len(wins)
''')

wrong("q12", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b.{0,20}instead of.{0,10}\b11\b", r"by 10\b", r"ten (levels|instead)", r"/ ?10\b",
        r"(11|eleven) levels.{0,40}(10|ten)", r"one level too few"]], '''
import numpy as np

def interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    return [prec[rec >= r - 1e-12].max() if (rec >= r - 1e-12).any() else 0.0 for r in np.linspace(0, 1, 11)]

def my_11pt(labels, n_relevant):
    return float(np.sum(interpolated(labels, n_relevant)) / 10)
''')

wrong("q13", "set.pr", "shape", "returns [recall, precision]: the two values in the wrong order",
      [[r"swap", r"wrong order", r"reversed", r"order of (the )?(two|values|list|result)",
        r"recall (first|where precision)", r"(precision and recall|the two).{0,20}(exchanged|switched|interchanged)"]], '''
def hits_of(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    return [len(ret & rel), len(ret), len(rel)]

def my_set_pr(retrieved, relevant):
    h, n_ret, n_rel = hits_of(retrieved, relevant)
    p = h / n_ret if n_ret else 0.0
    r = h / n_rel if n_rel else 0.0
    return [r, p]
''')

wrong("q14", "sig.sign_test", "shape", "reports the one-sided tail probability (never doubled for the two-sided "
      "test)",
      [[r"one.?sided", r"one tail", r"single tail", r"(not|never|forgot\w*( to)?) doubl", r"without doubling",
        r"(times|multiply( it)?( by)?|\*) ?2.{0,20}(missing|forgot)", r"half (of )?the (two.?sided )?p"]], '''
from math import comb

diffs = [x - y for x, y in zip(v["a"], v["b"]) if x != y]
n = len(diffs)
wins = sum(1 for d in diffs if d > 0)
k = min(wins, n - wins)
tail = [comb(n, i) / 2 ** n for i in range(k + 1)]
my_sign_p = min(1.0, sum(tail))
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "the running sum of precisions is never reset between queries, so each query's "
      "AP also carries the earlier queries' precisions",
      [[r"(not|never) reset", r"reset.{0,30}(missing|forgot)", r"carr(y|ies|ied) over", r"accumulat\w*.{0,40}(across|between|over) (the )?queries",
        r"(outside|before) the (query )?loop", r"previous quer(y|ies)", r"earlier quer(y|ies)", r"cumulative"]], '''
def ap_list(runs, n_relevant):
    aps = []
    total = 0.0
    for run, n_rel in zip(runs, n_relevant):
        hits = 0
        for k, y in enumerate(run, 1):
            if y:
                hits += 1
                total += hits / k
        aps.append(total / n_rel if n_rel else 0.0)
    return aps

def my_map(runs, n_relevant):
    aps = ap_list(runs, n_relevant)
    return sum(aps) / len(aps)
''')

wrong("q16", "map.mrr", "flow", "the loop never stops at the first relevant item, so the LAST relevant rank's "
      "reciprocal is kept",
      [[r"last relevant", r"(no|missing|without|forgot\w*)( a)? break", r"never (stops|breaks)", r"overwrit",
        r"not (the )?first relevant", r"instead of (the )?first"]], '''
def first_ranks(runs):
    ranks = []
    for run in runs:
        r = None
        for i, x in enumerate(run, start=1):
            if x == 1:
                r = i
        ranks.append(r)
    return ranks

def my_mrr(runs):
    rr = [1 / r if r else 0.0 for r in first_ranks(runs)]
    return sum(rr) / len(rr)
''')

wrong("q17", "pr.points", "flow", "computes each point's precision before counting the relevant item at that "
      "rank (hits is one too small)",
      [[r"before (the )?(hit|relevant item|it) (is )?count", r"(hits|count|counter).{0,30}(one )?too (small|low|late)",
        r"increment\w*.{0,30}(after|late)", r"off.by.one", r"(one|1) hit (short|too few|fewer)", r"previous (count|hits)"]], '''
def points(labels, n_relevant):
    out, hits = [], 0
    for k, y in enumerate(labels, 1):
        if y:
            out.append(hits / k)
            hits += 1
    return out

def my_pr_points(labels, n_relevant):
    return [float(p) for p in points(labels, n_relevant)]
''')

wrong("q18", "pr.averaged", "flow", "one curve list is created outside the query loop and appended each time, so "
      "every query's entry is the last query's curve",
      [[r"same (list|object|curve)", r"alias", r"(outside|before) the (query )?loop", r"last query",
        r"one query'?s (curve|value).{0,30}(reused|repeated|every)", r"reus", r"(overwrit|mutat)\w*"]], '''
def curves(runs, n_relevant):
    out = []
    curve = [0.0] * 11
    for run, n_rel in zip(runs, n_relevant):
        hits, pts = 0, []
        for k, y in enumerate(run, 1):
            hits += y
            pts.append((hits / n_rel if n_rel else 0.0, hits / k))
        for j in range(11):
            ok = [p for r, p in pts if n_rel and r >= j / 10 - 1e-12]
            curve[j] = max(ok) if ok else 0.0
        out.append(curve)
    return out

def my_averaged_curve(runs, n_relevant):
    cs = curves(runs, n_relevant)
    return [sum(c[j] for c in cs) / len(cs) for j in range(11)]
''')

wrong("q19", "interp.curve", "flow", "the levels come from range(10), so the list stops at 0.9 and level 1.0 is "
      "missing",
      [[r"range ?\( ?10 ?\)", r"(only )?10 (levels|values|precisions)", r"1\.0.{0,30}(missing|left out|dropped)",
        r"(missing|without|forgot\w*|drops?) (the )?(last )?level 1", r"one level (short|too few|missing)",
        r"last level", r"off.by.one"]], '''
def pr(labels, n_relevant):
    out, hits = [], 0
    for k, y in enumerate(labels, 1):
        hits += y
        out.append((hits / n_relevant, hits / k))
    return out

def my_interpolated(labels, n_relevant):
    pts = pr(labels, n_relevant)
    res = []
    for i in range(10):
        cand = [p for r, p in pts if r >= i / 10 - 1e-12]
        res.append(max(cand) if cand else 0.0)
    return res
''')

wrong("q20", "rank.distances", "flow", "sorts the distances on their own and then takes the first k labels in "
      "their original order (labels never reordered)",
      [[r"labels? (are |were )?(never|not) (re)?(sorted|ordered)", r"original order", r"never (re)?order",
        r"(un|not )sorted labels", r"sort\w* (only )?the distances", r"labels? (do(es)? not|don't) follow",
        r"zip", r"lost (the )?pairing", r"without (re)?ordering"]], '''
def ranked(distances, labels):
    d = sorted(distances)
    return list(zip(d, labels))

def my_p_at_k_from_distances(distances, labels, k):
    top = ranked(distances, labels)[:k]
    return sum(y for _, y in top) / k
''')

wrong("q21", "ap.exact", "flow", "the rank loop runs over range(1, len(labels)), so the last rank is never "
      "visited",
      [[r"last (rank|item|position)", r"range ?\( ?1 ?, ?len", r"off.by.one", r"one (rank|item) short",
        r"stops? (one|1) (rank |item )?(early|too early|before)"]], '''
def precisions(labels):
    out, hits = [], 0
    for k in range(1, len(labels)):
        if labels[k - 1]:
            hits += 1
            out.append(hits / k)
    return out

def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    return sum(precisions(labels)) / n_relevant
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard, so P = R = 0 raises "
      "ZeroDivisionError instead of returning 0", [ZERODIV], '''
def terms(p, r, beta):
    b2 = beta ** 2
    return [(1 + b2) * p * r, b2 * p + r]

def my_f(precision, recall, beta):
    num, den = terms(precision, recall, beta)
    return num / den
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "avg.macro", "hidden", "a query with nothing retrieved (tp + fp = 0) divides by zero instead of "
      "counting precision 0", [ZERODIV], '''
def precisions(tables):
    return [tp / (tp + fp) for tp, fp, fn in tables]

def my_macro_precision(tables):
    ps = precisions(tables)
    return sum(ps) / len(ps)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "divides by the size of the result without a guard, so an empty "
      "epsilon-query raises ZeroDivisionError instead of returning 0", [ZERODIV], '''
def inside(distances, labels, epsilon):
    return [y for d, y in zip(distances, labels) if d < epsilon]

def my_eps_precision(distances, labels, epsilon):
    got = inside(distances, labels, epsilon)
    return sum(got) / len(got)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "interp.step", "hidden", "uses R_(i-1) <= r < R_i, so a level exactly at a reached recall R_i takes "
      "the next point's precision",
      [[r"R_?\(?i ?- ?1\)? ?<= ?r", r"r ?< ?R_?i", r"(wrong|other|closed on the wrong) side", r"half.?open.{0,30}wrong", r"next (point|relevant item)'?s? precision",
        r"(<|strict).{0,20}instead of.{0,10}<="]], '''
def recall_precision(labels, n_relevant):
    pts, hits = [], 0
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            pts.append((hits / n_relevant, hits / k))
    return pts

def my_step_interpolated(labels, n_relevant, level):
    prev = 0.0
    for rec, prec in recall_precision(labels, n_relevant):
        if prev <= level < rec:
            return prec
        prev = rec
    return 0.0
''')

wrong("q26", "ndcg.all_judgments", "hidden", "divides by the ideal DCG with NumPy without a guard, so a query with "
      "no relevant item at all gives nan instead of 0", [NAN, [r"ideal (dcg )?(is )?(0|zero)", r"0 ?/ ?0", r"zero ideal",
      r"no relevant item", r"nothing relevant", r"(guard|check).{0,30}(missing|forgot)", r"(missing|without|no) (guard|check)"]], '''
import numpy as np

def dcg_terms(g):
    g = np.asarray(g, dtype=float)
    disc = np.ones(len(g))
    disc[1:] = np.log2(np.arange(2, len(g) + 1))
    return g / disc

def my_ndcg(grades, unretrieved):
    ideal = np.sort(np.concatenate([np.asarray(grades, float), np.asarray(unretrieved, float)]))[::-1][:len(grades)]
    with np.errstate(invalid="ignore", divide="ignore"):
        return float(dcg_terms(grades).sum() / dcg_terms(ideal).sum())
''')

wrong("q27", "ap.at_k", "hidden", "divides by min(k, n_relevant) without a guard, so a query with no relevant "
      "items raises ZeroDivisionError instead of returning 0", [ZERODIV], '''
from fractions import Fraction

def hit_precisions(labels, k):
    hits = 0
    out = []
    for i, y in enumerate(labels[:k], 1):
        if y:
            hits += 1
            out.append(Fraction(hits, i))
    return out

def my_ap_at_k(labels, n_relevant, k):
    return float(sum(hit_precisions(labels, k), Fraction(0)) / min(k, n_relevant))
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "gen.grip_point", "hidden", "divides the hits in the top c by the length of the cut list, so a list "
      "shorter than the class divides by fewer than c ranks",
      [[r"(length|len) of (the )?(cut|sliced|short|top)", r"len\(", r"(missing|absent) ranks.{0,40}(not counted|ignored|left out|dropped)",
        r"instead of (by )?(c|n_relevant)", r"fewer than (c|n_relevant)", r"not (by )?(c|n_relevant)\b"]], '''
def top_c(labels, n_relevant):
    return labels[:n_relevant]

def my_grip_point(labels, n_relevant):
    top = top_c(labels, n_relevant)
    return sum(top) / len(top)
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "rank.p_at_k", "twin", "divides the hits by the length of the sliced list labels[:k] instead of by k "
      "(missing ranks beyond the list are dropped, not counted as not relevant)",
      [[r"len(gth)? of (the )?(slice|sliced|cut|top)", r"len\(", r"(instead of|not) (by )?k\b", r"divid\w* by (the )?(list|number of items|min)",
        r"min ?\( ?k", r"(missing|absent) ranks.{0,40}(dropped|ignored|not counted|left out)", r"shorter than k"]], '''
def top_k(labels, k):
    return labels[:k]

def my_p_at_k(labels, k):
    top = top_k(labels, k)
    return sum(top) / len(top) if top else 0.0
''')

wrong("q30", "roc.auc", "twin", "collects the positives' scores with label 0 and the negatives' with label 1 (the "
      "classes swapped), so it returns 1 - AUC",
      [[r"(labels?|classes|positives? and negatives?).{0,30}(swapped|inverted|flipped|reversed|exchanged)",
        r"label 0 (as|for) (the )?positive", r"(swap|invert|flip)\w* (the )?(labels|classes)", r"1 ?- ?auc", r"complement"]], '''
import numpy as np

def split(scores, labels):
    s, y = np.asarray(scores, float), np.asarray(labels)
    return s[y == 0], s[y == 1]

def my_auc(scores, labels):
    pos, neg = split(scores, labels)
    diff = pos[:, None] - neg[None, :]
    return float(((diff > 0) + 0.5 * (diff == 0)).mean())
''')

wrong("q31", "scope.knn_ties", "twin", "returns [highest, lowest]: the two bounds in the wrong order",
      [[r"swap", r"wrong order", r"reversed", r"order of (the )?(two|bounds|values|list)", r"(highest|upper) (bound )?first",
        r"(bounds|the two).{0,20}(exchanged|switched|interchanged)"]], '''
def split_at_k(distances, labels, k):
    order = sorted(range(len(distances)), key=lambda i: distances[i])
    cut = distances[order[k - 1]]
    sure = sum(labels[i] for i in order if distances[i] < cut)
    n_sure = sum(1 for i in order if distances[i] < cut)
    tied = [labels[i] for i in order if distances[i] == cut]
    return sure, n_sure, tied

def my_knn_tie_bounds(distances, labels, k):
    sure, n_sure, tied = split_at_k(distances, labels, k)
    room = k - n_sure
    rel, non = sum(tied), len(tied) - sum(tied)
    low = sure + max(0, room - non)
    high = sure + min(room, rel)
    return [high / k, low / k]
''')

wrong("q32", "sig.sign_test", "twin", "keeps the tied queries in n (counting each tie as a loss of a) instead of "
      "dropping them",
      [[r"ties? (are |were )?(not|never) (dropped|removed|discarded|excluded)", r"(keeps?|kept|includ\w*|count\w*) (the )?(tied|ties)",
        r"tie.{0,30}(as a )?loss", r"(forgot|without|missing) (to )?(drop|remov|discard)\w*.{0,20}ties?", r"n includes (the )?ties"]], '''
from math import comb

signs = [1 if x > y else 0 for x, y in zip(v["a"], v["b"])]
n = len(signs)
wins = sum(signs)
k = min(wins, n - wins)
probs = [comb(n, i) * 0.5 ** n for i in range(k + 1)]
my_sign_p = min(1.0, 2 * sum(probs))
''')

wrong("q33", "map.mean", "twin", "each query's AP divides by the relevant items it retrieved (len of its hit "
      "precisions) instead of its n_relevant",
      [[r"(retrieved|found) relevant", r"relevant (items )?(retrieved|found)", r"number of hits", r"len\(",
        r"instead of (its |the )?n_relevant", r"not (by )?n_relevant", r"mean of (the|its) (hit )?precisions",
        r"never.retrieved.{0,40}(ignored|not counted|left out)"]], '''
def per_query(runs):
    lists = []
    for run in runs:
        hits, precs = 0, []
        for k, y in enumerate(run, 1):
            if y:
                hits += 1
                precs.append(hits / k)
        lists.append(precs)
    return lists

def my_map(runs, n_relevant):
    aps = [sum(p) / len(p) if p else 0.0 for p in per_query(runs)]
    return sum(aps) / len(aps)
''')

wrong("q34", "ap.value", "twin", "divides the sum of the precisions at the hits by the number of relevant items "
      "retrieved instead of n_relevant",
      [[r"(retrieved|found) relevant", r"relevant (items )?(retrieved|found)", r"number of hits", r"len\(",
        r"instead of (the )?n_relevant", r"not (by )?n_relevant", r"mean of (the )?(hit )?precisions",
        r"never.retrieved.{0,40}(ignored|not counted|left out)"]], '''
import numpy as np

y = np.asarray(v["labels"])
prec = np.cumsum(y) / np.arange(1, len(y) + 1)
hit_prec = prec[y == 1]
my_ap_value = float(hit_prec.mean())
''')

wrong("q35", "gen.practical", "twin", "the generality lower bound divides v by the scope s instead of the "
      "database size d (so it repeats the precision)",
      [[r"(by|over) (the )?(scope|s)\b", r"v ?/ ?s\b", r"instead of (the )?(database( size)?|d)\b", r"not (by )?d\b",
        r"database size.{0,30}(ignored|not used|missing)"]], '''
def known(labels, d):
    s = len(labels)
    v = sum(labels)
    return s, v, d

def my_practical(labels, d):
    s, v, d = known(labels, d)
    c_max = d - s + v
    return [v / s, v / c_max if c_max else 0.0, v / s]
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "set.pr", "data", "treats the retrieved ids as a list, so an id retrieved twice counts twice",
      [[r"duplicat", r"counts? (it )?twice", r"counted twice", r"(not|never) (a )?set", r"as a list", r"list(s)? instead of set", r"counted (once|more than once|twice)",
        r"repeated id"]], '''
def matches(retrieved, relevant):
    rel = set(relevant)
    return [1 if d in rel else 0 for d in retrieved]

def my_set_pr(retrieved, relevant):
    m = matches(retrieved, relevant)
    p = sum(m) / len(m) if m else 0.0
    r = sum(m) / len(set(relevant)) if relevant else 0.0
    return [p, r]
''')

wrong("q37", "dcg.classic", "data", "turns the graded relevance into 0/1 (any grade > 0 counts as 1)",
      [[r"binar", r"0/1", r"grade.{0,30}(as|to) (1|one)", r"ignor\w* (the )?grade", r"graded.{0,30}(lost|ignored)",
        r"(any|every) (relevant|positive|nonzero) (grade|item) (counts|as) (1|one)"]], '''
from math import log2

def gains(grades):
    return [1 if g > 0 else 0 for g in grades]

def my_dcg(grades):
    gs = gains(grades)
    return gs[0] + sum(g / log2(i) for i, g in enumerate(gs[1:], start=2)) if gs else 0.0
''')

wrong("q38", "ndcg.value", "data", "puts every unretrieved relevant item into the ideal with grade 1 (only their "
      "number used, not their grades)",
      [[r"grade (of )?1", r"(only|just) (their |the )?(number|count)", r"len\(", r"(ignor\w*|not us\w*) (the )?unretrieved grades",
        r"unretrieved.{0,40}(as|with) (grade )?(1|one)"]], '''
from math import log2

def classic(gs):
    return sum(g if i == 1 else g / log2(i) for i, g in enumerate(gs, start=1))

pool = list(v["grades"]) + [1] * len(v["unretrieved"])
ideal = sorted(pool, reverse=True)[:len(v["grades"])]
my_ndcg_value = classic(v["grades"]) / classic(ideal)
''')

wrong("q39", "roc.eer", "data", "reads the scores as distances (lowest first), walking the thresholds upwards",
      [[r"distance", r"ascending", r"lowest (score )?first", r"(wrong|reversed|opposite) (order|direction)",
        r"higher scores? (is|are|mean|as) (less|not|negative)", r"(lower|low) scores? (as|=|means?) (positive|relevant)",
        r"sort\w* (the scores )?(ascending|upwards|increasing)"]], '''
def roc(scores, labels):
    P = sum(labels)
    N = len(labels) - P
    pts = [(0.0, 0.0)]
    for t in sorted(set(scores)):
        tp = sum(1 for s, y in zip(scores, labels) if s <= t and y)
        fp = sum(1 for s, y in zip(scores, labels) if s <= t and not y)
        pts.append((fp / N, tp / P))
    return pts

def my_eer(scores, labels):
    pts = roc(scores, labels)
    for (f0, t0), (f1, t1) in zip(pts, pts[1:]):
        d0, d1 = f0 - (1 - t0), f1 - (1 - t1)
        if d0 == 0:
            return f0
        if d0 < 0 <= d1:
            a = -d0 / (d1 - d0)
            return f0 + a * (f1 - f0)
    return pts[-1][0]
''')

wrong("q40", "rank.distances", "data", "ranks the farthest items first (sorts the distances from high to low, as "
      "if they were scores)",
      [[r"farthest", r"descending", r"(high|largest|biggest) (distance|to low)", r"reverse ?= ?true", r"as (if they were )?(scores|similarit)",
        r"(wrong|reversed|opposite) (order|direction)", r"not nearest first"]], '''
import numpy as np

def ranked_labels(distances, labels):
    order = np.argsort(distances)[::-1]
    return np.asarray(labels)[order]

def my_p_at_k_from_distances(distances, labels, k):
    return float(ranked_labels(distances, labels)[:k].sum() / k)
''')

wrong("q41", "avg.macro", "data", "reads each table as [tp, fn, fp], so it divides tp by tp + fn (a recall)",
      [[r"\[ ?tp, ?fn, ?fp ?\]", r"(fn|fp) (and|for) (fp|fn)", r"(swap|confus|mix)\w*.{0,20}(fp|fn)", r"tp ?/ ?\(? ?tp ?\+ ?fn",
        r"wrong (column|position|index|field)", r"recall"]], '''
def per_query(tables):
    out = []
    for tp, fn, fp in tables:
        out.append(tp / (tp + fp) if tp + fp else 0.0)
    return out

def my_macro_precision(tables):
    ps = per_query(tables)
    return sum(ps) / len(ps)
''')

wrong("q42", "interp.curve", "data", "takes the number of relevant items as the relevant items in the list "
      "(sum(labels)) instead of the n_relevant given",
      [[r"sum ?\( ?labels ?\)", r"(relevant|hits) in the (list|ranking)", r"ignor\w* n_relevant", r"instead of (the )?n_relevant",
        r"not (the )?n_relevant", r"never.retrieved.{0,40}(ignored|not counted|left out)", r"retrieved relevant"]], '''
from itertools import accumulate

def pr_points(labels):
    total = sum(labels)
    hits = list(accumulate(labels))
    return [(h / total if total else 0.0, h / k) for k, h in enumerate(hits, 1)]

def my_interpolated(labels, n_relevant):
    pts = pr_points(labels)
    return [max([p for r, p in pts if total_ok(r, j)], default=0.0) for j in range(11)]

def total_ok(r, j):
    return r >= j / 10 - 1e-12
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "interp.step", "helper list of (recall, precision) at the hits, then the first point whose recall "
      "reaches the level", '''
from fractions import Fraction

def points(labels, n_relevant):
    hits, out = 0, []
    for k, y in enumerate(labels, 1):
        if y:
            hits += 1
            out.append((Fraction(hits, n_relevant), Fraction(hits, k)))
    return out

def my_step_interpolated(labels, n_relevant, level):
    lev = Fraction(level).limit_denominator(10 ** 6)
    for rec, prec in points(labels, n_relevant):
        if rec >= lev:
            return float(prec)
    return 0.0
''')

right("q44", "scope.knn_ties", "sorted distances, counts below and at the k-th distance", '''
def groups(distances, labels, k):
    cut = sorted(distances)[k - 1]
    below = [y for d, y in zip(distances, labels) if d < cut]
    at = [y for d, y in zip(distances, labels) if d == cut]
    return below, at

def my_knn_tie_bounds(distances, labels, k):
    below, at = groups(distances, labels, k)
    room = k - len(below)
    rel = sum(at)
    non = len(at) - rel
    low = sum(below) + max(0, room - non)
    high = sum(below) + min(room, rel)
    return [low / k, high / k]
''')

right("q45", "map.mrr", "next() over a generator with a default of 0", '''
def reciprocal_ranks(runs):
    return [next((1 / i for i, x in enumerate(run, 1) if x), 0.0) for run in runs]

def my_mrr(runs):
    rr = reciprocal_ranks(runs)
    return sum(rr) / len(rr)
''')

right("q46", "pr.averaged", "NumPy per-query curve, then the column means", '''
import numpy as np

def curve(run, n_rel):
    if n_rel == 0:
        return np.zeros(11)
    y = np.asarray(run, dtype=float)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_rel
    out = np.zeros(11)
    for j in range(11):
        mask = rec * 10 >= j - 1e-9
        out[j] = prec[mask].max() if mask.any() else 0.0
    return out

def my_averaged_curve(runs, n_relevant):
    cs = np.array([curve(r, n) for r, n in zip(runs, n_relevant)])
    return [float(x) for x in cs.mean(axis=0)]
''')

right("q47", "gen.practical", "exact Fractions from the counts", '''
from fractions import Fraction

def counts(labels, d):
    return len(labels), sum(1 for y in labels if y), d

def my_practical(labels, d):
    s, v, d = counts(labels, d)
    c_max = d - s + v
    rec = Fraction(v, c_max) if c_max else Fraction(0)
    return [float(Fraction(v, s)), float(rec), float(Fraction(v, d))]
''')

right("q48", "roc.auc", "itertools.product over the pairs, then the mean", '''
from itertools import product

def pair_wins(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y == 1]
    neg = [s for s, y in zip(scores, labels) if y == 0]
    return [1.0 if p > n else 0.5 if p == n else 0.0 for p, n in product(pos, neg)]

def my_auc(scores, labels):
    w = pair_wins(scores, labels)
    return sum(w) / len(w)
''')

SUBMISSIONS = tuple(S)
