"""Diagnosis class 196, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
learned Java first: classes with static helper methods, explicit index loops, integer arithmetic habits, early
returns, counters declared once at the top (a few also use NumPy, comprehensions, itertools or fractions). Only
the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids, signatures, statements,
generators, hidden-check hints, references), the measure library and the course documents were read. Same format
as tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c196-" + sid``. The keys
were fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class196): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every wrong
one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on hidden edge
inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one), ``hidden`` (shows only on an edge case
the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical inputs; the keys hold
the true cause only), ``data`` (mistakes about the input data). The individual mistakes are in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, ZERODIV, class_writer

BATCH = "diagnosis class 196 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c196-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items found in the "
      "list instead of n_relevant",
      [[r"relevant (items )?(retrieved|found)", r"retrieved relevant", r"number of hits", r"hits (found|retrieved)",
        r"instead of n_relevant", r"not (by )?n_relevant", r"found in the (list|ranking)",
        r"relevant items in the (list|ranking)"]], '''
class AveragePrecision:
    @staticmethod
    def compute(labels, n_relevant):
        if n_relevant == 0:
            return 0.0
        hits = 0
        total = 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits = hits + 1
                total = total + hits / (i + 1)
        if hits == 0:
            return 0.0
        return total / hits


def my_ap(labels, n_relevant):
    return AveragePrecision.compute(labels, n_relevant)
''')

wrong("q02", "gen.grip_point", "sibling", "returns the precision of the whole list (hits over its length) instead "
      "of the precision at s = c",
      [[r"whole (list|ranking)", r"entire (list|ranking)", r"all (the )?ranks", r"len\(labels\)",
        r"length of the (list|ranking)", r"every rank", r"full (list|ranking)"]], '''
class Grip:
    @staticmethod
    def point(labels, c):
        found = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                found += 1
        return found / len(labels)


def my_grip_point(labels, n_relevant):
    return Grip.point(labels, n_relevant)
''')

wrong("q03", "interp.step", "sibling", "returns the highest precision of every point whose recall reaches the level "
      "(the 11-point interpolation) instead of the step rule's P_i",
      [[r"\bmax(imum)? (of|over) (the )?(precisions|all|every|later|points)", r"largest precision",
        r"highest precision", r"interpolat\w* (max|maximum)", r"(11|eleven).?point",
        r"standard interpolat", r"best precision"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits += 1
            if hits / n_relevant >= level:
                p = hits / (i + 1)
                if p > best:
                    best = p
    return best
''')

wrong("q04", "dcg.exponential", "sibling", "uses the grade itself as the gain (the log2(i + 1) DCG with linear "
      "gain) instead of 2^rel - 1",
      [[r"linear gain", r"(without|no|missing|forg\w* the) (exponential|2\^|2 ?\*\*)", r"not exponential",
        r"raw grades?", r"grades? (itself|themselves|as (the )?gain)", r"trec.?(dcg|formulation)",
        r"gain (is )?(the )?(grade|rel)\b"]], '''
import math

grades = v["grades"]
total = 0.0
for i in range(len(grades)):
    total = total + grades[i] / math.log2(i + 2)
my_dcg_exp = total
''')

wrong("q05", "ap.eleven_point", "sibling", "computes exact (non-interpolated) average precision instead of the "
      "11-point interpolated average",
      [[r"(exact|non.?interpolated|uninterpolated) (average precision|AP)", r"\bAP\b instead",
        r"average precision instead", r"sum of (the )?P@k", r"not interpolat", r"no interpolation",
        r"without interpolat"]], '''
class ElevenPoint:
    @staticmethod
    def average(labels, n_relevant):
        if n_relevant == 0:
            return 0.0
        hits = 0
        sum = 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits = hits + 1
                sum = sum + hits / (i + 1)
        return sum / n_relevant


def my_11pt(labels, n_relevant):
    return ElevenPoint.average(labels, n_relevant)
''')

wrong("q06", "pr.points", "sibling", "appends the recall (hits / n_relevant) of each point instead of its precision",
      [[r"recalls? (values?|levels?)? ?instead", r"returns? (the )?recall", r"recall (values|levels) (not|instead)",
        r"x.?(coordinate|axis)", r"divid\w* by n_relevant (instead|not)", r"hits ?/ ?n_relevant",
        r"recall of (each|every) point"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for i in range(len(labels)):
        if labels[i] == 1:
            hits = hits + 1
            points.append(hits / n_relevant)
    return points
''')

wrong("q07", "rank.p_at_k", "sibling", "divides the hits in the top k by the number of relevant items in the whole "
      "list (a recall within the list) instead of by k",
      [[r"recall", r"relevant items in the (whole )?(list|ranking)", r"divid\w* by the (number|count) of relevant",
        r"instead of (by )?k\b", r"not (by )?k\b"]], '''
class PrecisionAtK:
    @staticmethod
    def compute(labels, k):
        hits = 0
        relTotal = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                relTotal += 1
                if i < k:
                    hits += 1
        if relTotal == 0:
            return 0.0
        return hits / relTotal


def my_p_at_k(labels, k):
    return PrecisionAtK.compute(labels, k)
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "uses beta instead of beta squared in both places of the formula",
      [[r"not squared", r"unsquared", r"without squaring", r"forg\w+ to square", r"beta instead of beta",
        r"squar\w* (the )?(beta|β)", r"(beta|β) (is )?(used )?(linearly|not squared)", r"missing (the )?square"]], '''
class FMeasure:
    @staticmethod
    def f(p, r, beta):
        if p == 0 and r == 0:
            return 0.0
        return (1 + beta) * p * r / (beta * p + r)


def my_f(precision, recall, beta):
    return FMeasure.f(precision, recall, beta)
''')

wrong("q09", "dcg.classic", "shape", "discounts with the natural logarithm (math.log) instead of log2",
      [[r"natural log", r"\bln\b", r"math\.log\b", r"base e\b", r"wrong base", r"another base", r"log base",
        r"instead of log2", r"not log2", r"base 2"]], '''
import math


class DCG:
    @staticmethod
    def compute(grades):
        if len(grades) == 0:
            return 0.0
        total = grades[0]
        for i in range(1, len(grades)):
            total += grades[i] / math.log(i + 1)
        return float(total)


def my_dcg(grades):
    return DCG.compute(grades)
''')

wrong("q10", "dcg.trec", "shape", "divides by log2(i) + 1 instead of log2(i + 1) (the 1 outside the logarithm)",
      [[r"log2\(i\) ?\+ ?1", r"\+ ?1 (outside|out of)", r"outside (the )?(log|parenthes)", r"parenthes",
        r"added (to|after) the log", r"inside the log"]], '''
import math

g = v["grades"]
s = 0.0
for i in range(1, len(g) + 1):
    s += g[i - 1] / (math.log2(i) + 1)
my_dcg_trec = s
''')

wrong("q11", "gen.practical", "shape", "writes the recall bound as v / d - s + v without parentheses, so only v is "
      "divided by d",
      [[r"parenthes", r"precedence", r"brackets?", r"v ?/ ?d ?- ?s ?\+ ?v", r"order of operations"]], '''
class Practical:
    @staticmethod
    def bounds(labels, d):
        s = len(labels)
        v = 0
        for i in range(s):
            if labels[i] == 1:
                v = v + 1
        precision = v / s
        recallLower = v / d - s + v
        generalityLower = v / d
        return [precision, recallLower, generalityLower]


def my_practical(labels, d):
    return Practical.bounds(labels, d)
''')

wrong("q12", "roc.auc", "shape", "counts a tied (positive, negative) pair as a whole win (>=) instead of 1/2",
      [[r"ties?\w* (pairs? )?(count|counted|as) (1|one|a full|fully|whole|a win)", r">=", r"full (point|win|credit)",
        r"instead of (1/2|half|0\.5)", r"not (1/2|half|0\.5)", r"whole win"]], '''
class Auc:
    @staticmethod
    def compute(scores, labels):
        wins = 0.0
        pairs = 0
        for i in range(len(scores)):
            if labels[i] != 1:
                continue
            for j in range(len(scores)):
                if labels[j] == 1:
                    continue
                pairs += 1
                if scores[i] >= scores[j]:
                    wins += 1
        return wins / pairs


def my_auc(scores, labels):
    return Auc.compute(scores, labels)
''')

wrong("q13", "ap.at_k", "shape", "adds hits / k (precision at the cut-off k) at each relevant rank instead of "
      "hits / i (the precision at that rank)",
      [[r"hits ?/ ?k", r"P@k instead of P@i", r"divid\w* by k (instead|not)", r"precision at k (instead|not)",
        r"k (instead of|not) (the )?(rank|i)\b", r"(cut.?off|k) instead of (the|its|each) rank"]], '''
def my_ap_at_k(labels, n_relevant, k):
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    hits = 0
    total = 0.0
    for i in range(min(k, len(labels))):
        if labels[i] == 1:
            hits += 1
            total += hits / k
    return total / denom
''')

wrong("q14", "roc.eer", "shape", "returns FPR + FNR at the crossing (the total error) without halving it, twice "
      "the equal error rate",
      [[r"(twice|double|2 ?x|two times)", r"(not|without|forg\w* to) (divid\w*|halv\w*)", r"/ ?2",
        r"sum of (the )?(FPR|false positive)", r"FPR ?\+ ?FNR", r"total error"]], '''
class EER:
    @staticmethod
    def rocPoints(scores, labels):
        pos = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                pos += 1
        neg = len(labels) - pos
        thresholds = sorted(set(scores), reverse=True)
        fpr = [0.0]
        tpr = [0.0]
        tp = 0
        fp = 0
        for t in thresholds:
            for i in range(len(scores)):
                if scores[i] == t:
                    if labels[i] == 1:
                        tp += 1
                    else:
                        fp += 1
            fpr.append(fp / neg)
            tpr.append(tp / pos)
        return fpr, tpr

    @staticmethod
    def compute(scores, labels):
        fpr, tpr = EER.rocPoints(scores, labels)
        for j in range(len(fpr)):
            diff = fpr[j] - (1.0 - tpr[j])
            if diff >= 0:
                if j == 0 or diff == 0:
                    return fpr[j] + (1.0 - tpr[j])
                a = fpr[j - 1] - (1.0 - tpr[j - 1])
                t = -a / (diff - a)
                x = fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
                fnr = (1.0 - tpr[j - 1]) + t * ((1.0 - tpr[j]) - (1.0 - tpr[j - 1]))
                return x + fnr
        return 1.0


def my_eer(scores, labels):
    return EER.compute(scores, labels)
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "map.mean", "flow", "sets the running total to 0 inside the query loop, so only the last query's AP "
      "is divided by the number of queries",
      [[r"reset", r"(inside|in) the (query )?loop", r"last query", r"only the last", r"overwrit",
        r"re-?initiali[sz]"]], '''
class MAP:
    @staticmethod
    def ap(labels, nRel):
        if nRel == 0:
            return 0.0
        hits = 0
        sum = 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
                sum += hits / (i + 1)
        return sum / nRel

    @staticmethod
    def compute(runs, n_relevant):
        for q in range(len(runs)):
            total = 0.0
            total += MAP.ap(runs[q], n_relevant[q])
        return total / len(runs)


def my_map(runs, n_relevant):
    return MAP.compute(runs, n_relevant)
''')

wrong("q16", "rank.distances", "flow", "the selection loop never marks the nearest item it has taken, so it takes "
      "the same nearest item k times",
      [[r"same (item|target|nearest)", r"(never|not) (remov|mark|exclud|skip)\w*", r"k times", r"repeated(ly)?",
        r"(again|every time|each time|over and over)", r"already (taken|chosen|picked|used)"]], '''
class Nearest:
    @staticmethod
    def pAtK(distances, labels, k):
        n = len(distances)
        hits = 0
        for step in range(k):
            best = -1
            for i in range(n):
                if best == -1 or distances[i] < distances[best]:
                    best = i
            if labels[best] == 1:
                hits += 1
        return hits / k


def my_p_at_k_from_distances(distances, labels, k):
    return Nearest.pAtK(distances, labels, k)
''')

wrong("q17", "pr.averaged", "flow", "the running maximum of the interpolation is set to 0 once before the query "
      "loop, so it carries over from one query to the next",
      [[r"(not|never) reset", r"carr(y|ies|ied) over", r"previous query", r"leaks?", r"re-?initiali[sz]",
        r"outside the (query )?loop", r"(declared|initiali[sz]ed) once"]], '''
class AvgCurve:
    @staticmethod
    def compute(runs, n_relevant):
        sums = [0.0] * 11
        best = 0.0
        for q in range(len(runs)):
            labels = runs[q]
            n = n_relevant[q]
            if n == 0:
                continue
            hits = 0
            prec = []
            rec = []
            for i in range(len(labels)):
                if labels[i] == 1:
                    hits += 1
                prec.append(hits / (i + 1))
                rec.append(hits / n)
            for li in range(10, -1, -1):
                r = li / 10
                for i in range(len(labels)):
                    if rec[i] >= r and prec[i] > best:
                        best = prec[i]
                sums[li] += best
        result = []
        for li in range(11):
            result.append(sums[li] / len(runs))
        return result


def my_averaged_curve(runs, n_relevant):
    return AvgCurve.compute(runs, n_relevant)
''')

wrong("q18", "interp.curve", "flow", "computes P@k before counting the item at rank k, so the precision at a "
      "relevant rank lags one hit behind",
      [[r"before (the |counting )?(hit|count|increment|item)", r"(stale|previous|old) (hit )?count",
        r"one (rank|hit|step) (late|behind)", r"(updat|increment)\w* after", r"lags?"]], '''
def my_interpolated(labels, n_relevant):
    result = []
    for li in range(11):
        r = li / 10
        best = 0.0
        hits = 0
        for i in range(len(labels)):
            p = hits / (i + 1)
            if labels[i] == 1:
                hits += 1
            if n_relevant > 0 and hits / n_relevant >= r and p > best:
                best = p
        result.append(best)
    return result
''')

wrong("q19", "map.mrr", "flow", "no break after the first relevant item: adds 1/rank of every relevant item of a "
      "query",
      [[r"(no|missing|without|forg\w* (the|a|to)) break", r"every relevant (item|rank)", r"all (the )?relevant (items|ranks)",
        r"not (only |just )?the first", r"(stop|stops|stopping) at the first", r"reciprocal ranks of (all|every)"]], '''
class MRR:
    @staticmethod
    def compute(runs):
        total = 0.0
        for q in range(len(runs)):
            run = runs[q]
            for i in range(len(run)):
                if run[i] == 1:
                    total += 1.0 / (i + 1)
        return total / len(runs)


def my_mrr(runs):
    return MRR.compute(runs)
''')

wrong("q20", "rank.r_precision", "flow", "a 1-based loop for i in range(1, R + 1) indexes labels[i], so it counts "
      "ranks 2 to R + 1 instead of 1 to R",
      [[r"off.?by.?one", r"1.?based", r"one.?based", r"shift\w* by one", r"ranks? 2", r"skip\w* (the )?(first|rank 1)",
        r"one (rank|position) (too )?(late|later|further)", r"from index 1"]], '''
labels = v["labels"]
R = v["n_relevant"]
hits = 0
for i in range(1, R + 1):
    if i < len(labels) and labels[i] == 1:
        hits = hits + 1
my_r_precision = hits / R
''')

wrong("q21", "ndcg.all_judgments", "flow", "builds the ideal list from the retrieved and unretrieved grades but "
      "never sorts it from high to low",
      [[r"(never|not|without|forg\w* to) sort", r"unsorted", r"in (the )?(given|retrieved|input) order",
        r"not (in )?(descending|decreasing)", r"(sort|order)\w* (is )?(missing|forgotten)"]], '''
import math


class NDCG:
    @staticmethod
    def dcg(g):
        total = 0.0
        for i in range(len(g)):
            if i == 0:
                total += g[i]
            else:
                total += g[i] / math.log2(i + 1)
        return total


def my_ndcg(grades, unretrieved):
    ideal = []
    for i in range(len(grades)):
        if grades[i] > 0:
            ideal.append(grades[i])
    for i in range(len(unretrieved)):
        ideal.append(unretrieved[i])
    idcg = NDCG.dcg(ideal)
    if idcg == 0:
        return 0.0
    return NDCG.dcg(grades) / idcg
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "interp.curve", "hidden", "steps the recall level by r += 0.1, so the third level is "
      "0.30000000000000004 and a recall of exactly 0.3 no longer reaches it",
      [[r"float\w*", r"rounding", r"0\.30000000000000004", r"accumulat\w* (the )?level", r"r \+= ?0\.1",
        r"adding 0\.1", r"repeated(ly)? add"]], '''
class Interp:
    @staticmethod
    def curve(labels, n_relevant):
        out = []
        r = 0.0
        for step in range(11):
            best = 0.0
            hits = 0
            for i in range(len(labels)):
                if labels[i] == 1:
                    hits += 1
                if n_relevant > 0 and hits / n_relevant >= r:
                    p = hits / (i + 1)
                    if p > best:
                        best = p
            out.append(best)
            r += 0.1
        return out


def my_interpolated(labels, n_relevant):
    return Interp.curve(labels, n_relevant)
''')

wrong("q23", "set.f_beta", "hidden", "no check for precision = recall = 0: the formula divides by zero there",
      [ZERODIV], '''
class FMeasure:
    @staticmethod
    def f(p, r, beta):
        b2 = beta * beta
        return (1 + b2) * p * r / (b2 * p + r)


def my_f(precision, recall, beta):
    return FMeasure.f(precision, recall, beta)
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "avg.macro", "hidden", "divides tp by tp + fp without a check, so a query with nothing retrieved "
      "divides by zero", [ZERODIV], '''
def my_macro_precision(tables):
    total = 0.0
    for i in range(len(tables)):
        tp = tables[i][0]
        fp = tables[i][1]
        total = total + tp / (tp + fp)
    return total / len(tables)
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ap.at_k", "hidden", "loops for i in range(k) over the labels, so a list shorter than k reads past "
      "its end", [INDEX], '''
class APK:
    @staticmethod
    def compute(labels, nRel, k):
        denom = min(k, nRel)
        if denom == 0:
            return 0.0
        hits = 0
        sum = 0.0
        for i in range(k):
            if labels[i] == 1:
                hits += 1
                sum += hits / (i + 1)
        return sum / denom


def my_ap_at_k(labels, n_relevant, k):
    return APK.compute(labels, n_relevant, k)
''', crash="IndexError", scope="all")

wrong("q26", "scope.eps_precision", "hidden", "no check for an empty result: with nothing within epsilon it "
      "divides by zero", [ZERODIV], '''
class EpsQuery:
    @staticmethod
    def precision(distances, labels, eps):
        returned = 0
        hits = 0
        for i in range(len(distances)):
            if distances[i] < eps:
                returned += 1
                if labels[i] == 1:
                    hits += 1
        return hits / returned


def my_eps_precision(distances, labels, epsilon):
    return EpsQuery.precision(distances, labels, epsilon)
''', crash="ZeroDivisionError", scope="all")

wrong("q27", "pr.averaged", "hidden", "divides by n_relevant without a check, so a query with no relevant items "
      "divides by zero", [ZERODIV], '''
class AveragedCurve:
    @staticmethod
    def curve(labels, n):
        hits = 0
        prec = []
        rec = []
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
            prec.append(hits / (i + 1))
            rec.append(hits / n)
        out = []
        for li in range(11):
            level = li / 10
            best = 0.0
            for i in range(len(labels)):
                if rec[i] >= level and prec[i] > best:
                    best = prec[i]
            out.append(best)
        return out


def my_averaged_curve(runs, n_relevant):
    sums = [0.0] * 11
    for q in range(len(runs)):
        c = AveragedCurve.curve(runs[q], n_relevant[q])
        for li in range(11):
            sums[li] += c[li]
    return [s / len(runs) for s in sums]
''', crash="ZeroDivisionError", scope="all")

wrong("q28", "ndcg.all_judgments", "hidden", "no check for an ideal DCG of 0: with no relevant item at all it "
      "divides by zero", [ZERODIV], '''
import math


class Ndcg:
    @staticmethod
    def dcg(g):
        total = 0.0
        for i in range(len(g)):
            total += g[i] if i == 0 else g[i] / math.log2(i + 1)
        return total

    @staticmethod
    def compute(grades, unretrieved):
        ideal = [x for x in grades if x > 0] + list(unretrieved)
        ideal.sort(reverse=True)
        return Ndcg.dcg(grades) / Ndcg.dcg(ideal)


def my_ndcg(grades, unretrieved):
    return Ndcg.compute(grades, unretrieved)
''', crash="ZeroDivisionError", scope="all")


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "roc.auc", "twin", "the comparison is written the wrong way round: counts the pairs where the "
      "negative scores higher than the positive",
      [[r"(comparison|inequality|>|greater).{0,30}(reversed|wrong way|backwards|flipped|inverted)",
        r"(negative|non.?relevant) (item )?(scores? )?higher", r"neg\w* > pos", r"reversed (comparison|inequality)",
        r"pairs? where the negative", r"wrong (direction|way round)"]], '''
def my_auc(scores, labels):
    pos = []
    neg = []
    for i in range(len(scores)):
        if labels[i] == 1:
            pos.append(scores[i])
        else:
            neg.append(scores[i])
    count = 0.0
    for i in range(len(pos)):
        for j in range(len(neg)):
            if neg[j] > pos[i]:
                count += 1
            elif neg[j] == pos[i]:
                count += 0.5
    return count / (len(pos) * len(neg))
''')

wrong("q30", "set.pr", "twin", "computes both values right but returns them in the order [recall, precision]",
      [[r"(wrong|reversed|swapped) order", r"order (is )?(reversed|swapped|wrong)", r"\[recall, ?precision\]",
        r"returns? recall first", r"(recall|precision) (comes )?first", r"positions? (are )?swapped",
        r"swapped (the )?(two )?(values|results|elements|outputs)"]], '''
class SetMeasures:
    @staticmethod
    def compute(retrieved, relevant):
        ret = set(retrieved)
        rel = set(relevant)
        hits = len(ret & rel)
        p = hits / len(ret) if len(ret) > 0 else 0.0
        r = hits / len(rel) if len(rel) > 0 else 0.0
        return [r, p]


def my_set_pr(retrieved, relevant):
    return SetMeasures.compute(retrieved, relevant)
''')

wrong("q31", "scope.knn_ties", "twin", "passes relevant_first=True for the lowest bound: the pessimistic P@k sorts "
      "the tied relevant targets first and the optimistic one last",
      [[r"tie.?break\w* (key|rule|order|flag)? ?(is )?(reversed|inverted|backwards|swapped)",
        r"relevant (targets? )?first (for|in) (the )?(lowest|pessimistic)",
        r"pessimistic.{0,40}relevant (targets? )?first", r"optimistic.{0,40}relevant (targets? )?last",
        r"(flag|argument|boolean|relevant_first) (is )?(swapped|reversed|inverted)", r"sort key"]], '''
class KnnTies:
    @staticmethod
    def pAtK(distances, labels, k, relevantFirst):
        idx = list(range(len(distances)))
        if relevantFirst:
            idx.sort(key=lambda i: (distances[i], -labels[i]))
        else:
            idx.sort(key=lambda i: (distances[i], labels[i]))
        hits = 0
        for j in range(k):
            hits += labels[idx[j]]
        return hits / k


def my_knn_tie_bounds(distances, labels, k):
    lowest = KnnTies.pAtK(distances, labels, k, True)
    highest = KnnTies.pAtK(distances, labels, k, False)
    return [lowest, highest]
''')

wrong("q32", "ap.at_k", "twin", "divides by min(k, len(labels)), the length of the cut list, instead of "
      "min(k, n_relevant)",
      [[r"len(gth)?\(?(of )?(the )?(labels|list)\)?", r"list length", r"length of the (list|ranking|cut)",
        r"min\(k, ?len", r"(number|count) of (items|ranks) (in the )?(list|cut)"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    cut = min(k, len(labels))
    hits = 0
    s = 0.0
    for i in range(cut):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
    return s / cut
''')

wrong("q33", "set.f_beta", "twin", "puts beta^2 on recall in the denominator (P + beta^2 R) instead of on precision",
      [[r"beta.{0,25}(on|times|multipl\w*|with) (the )?recall", r"(multipl\w*|weights?) (the )?recall",
        r"b\^?2 ?\*? ?R\b", r"wrong term", r"recall (is )?(multiplied|weighted|scaled)",
        r"beta\W*2 ?\*? ?recall"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (precision + b2 * recall)
''')

wrong("q34", "rank.distances", "twin", "sorts with reverse=True, so the largest distances come first",
      [[r"descending", r"reverse", r"decreasing", r"largest to smallest", r"high(est)? to low(est)?",
        r"largest (distances? )?first"]], '''
class Knn:
    @staticmethod
    def order(distances):
        idx = list(range(len(distances)))
        idx.sort(key=lambda i: distances[i], reverse=True)
        return idx

    @staticmethod
    def pAtK(distances, labels, k):
        idx = Knn.order(distances)
        hits = 0
        for j in range(k):
            if labels[idx[j]] == 1:
                hits += 1
        return hits / k


def my_p_at_k_from_distances(distances, labels, k):
    return Knn.pAtK(distances, labels, k)
''')

wrong("q35", "avg.macro", "twin", "reads fp from column 2 of the table (that is fn), so each query's precision is "
      "tp / (tp + fn)",
      [[r"wrong (column|index|position|field|entry)", r"(column|index|position) 2", r"\[2\]",
        r"fn (as|for|instead of) fp", r"\[tp, ?fn, ?fp\]", r"(third|last) (column|entry|value|number)"]], '''
def my_macro_precision(tables):
    n = len(tables)
    total = 0.0
    for i in range(n):
        tp = tables[i][0]
        fp = tables[i][2]
        if tp + fp == 0:
            continue
        total += tp / (tp + fp)
    return total / n
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "sig.sign_test", "data", "keeps the tied queries in n (a tie counted as a loss for a) instead of "
      "dropping them",
      [[r"ties?\w* (are |were )?(not|never) dropped", r"(kept|keeps|counts?|counted) (the )?ti(es|ed)",
        r"ties? (as|counted as) (losses|a loss|b wins)", r"includ\w* (the )?ti(es|ed)",
        r"n (includes|counts) (the )?ti"]], '''
from scipy.stats import binomtest

a = v["a"]
b = v["b"]
wins = 0
n = 0
for i in range(len(a)):
    n = n + 1
    if a[i] > b[i]:
        wins = wins + 1
my_sign_p = binomtest(wins, n, 0.5).pvalue
''')

wrong("q37", "map.mean", "data", "reads n_relevant as one count shared by every query (n_relevant[0] for all)",
      [[r"n_relevant\[0\]", r"first query's (n_relevant|number|count)", r"(same|one|single|shared) (n_relevant|count|"
        r"number of relevant)", r"every query", r"all queries"]], '''
class MeanAP:
    @staticmethod
    def ap(labels, R):
        if R == 0:
            return 0.0
        hits = 0
        sum = 0.0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
                sum += hits / (i + 1)
        return sum / R

    @staticmethod
    def compute(runs, n_relevant):
        total = 0.0
        for q in range(len(runs)):
            total += MeanAP.ap(runs[q], n_relevant[0])
        return total / len(runs)


def my_map(runs, n_relevant):
    return MeanAP.compute(runs, n_relevant)
''')

wrong("q38", "dcg.classic", "data", "turns the grades into 0/1 (any grade above 0 counts 1)",
      [[r"binary", r"\b(0|zero)/1\b", r"(treat|read|count)\w* (the )?grades? as (1|one|relevant|binary)",
        r"ignor\w* (the )?grade (values|levels|sizes?)", r"graded relevance (ignored|lost)", r"grade (of|as) 1"]], '''
import math


def my_dcg(grades):
    total = 0.0
    for i in range(len(grades)):
        rel = 1 if grades[i] > 0 else 0
        if i == 0:
            total += rel
        else:
            total += rel / math.log2(i + 1)
    return total
''')

wrong("q39", "gen.practical", "data", "takes the scope s as the rank of the last relevant label instead of the "
      "number of judged items len(labels)",
      [[r"last relevant", r"scope (ends|stops|cut) at", r"s ?= ?(the )?(rank|position|index) of",
        r"instead of len\(labels\)", r"trailing (non.?relevant|zeros?)", r"not (the )?(whole|full) (list|judged)"]], '''
class PracticalStudy:
    @staticmethod
    def run(labels, d):
        s = 0
        v = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                v += 1
                s = i + 1
        if v == 0:
            return [0.0, 0.0, 0.0]
        return [v / s, v / (d - s + v), v / d]


def my_practical(labels, d):
    return PracticalStudy.run(labels, d)
''')

wrong("q40", "pr.averaged", "data", "takes each query's number of relevant items as the relevant items in its "
      "list (sum of the labels), ignoring n_relevant",
      [[r"relevant (items )?(retrieved|found|in the (list|run|ranking))", r"sum\(labels\)", r"sum of (the )?labels",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"unretrieved (relevant )?items? (ignored|missing|not counted)"]],
      '''
class Curve:
    @staticmethod
    def eleven(labels):
        n = 0
        for i in range(len(labels)):
            n += labels[i]
        out = [0.0] * 11
        if n == 0:
            return out
        hits = 0
        prec = []
        rec = []
        for i in range(len(labels)):
            if labels[i] == 1:
                hits += 1
            prec.append(hits / (i + 1))
            rec.append(hits / n)
        for li in range(11):
            for i in range(len(labels)):
                if rec[i] >= li / 10 and prec[i] > out[li]:
                    out[li] = prec[i]
        return out


def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    for q in range(len(runs)):
        c = Curve.eleven(runs[q])
        for li in range(11):
            total[li] += c[li]
    return [x / len(runs) for x in total]
''')

wrong("q41", "gen.grip_point", "data", "takes the class size c as the number of relevant labels in the list "
      "instead of n_relevant",
      [[r"sum\(labels\)", r"sum of (the )?labels", r"relevant (items )?(retrieved|found|in the (list|ranking))",
        r"ignor\w* n_relevant", r"instead of n_relevant", r"class size (from|as) (the )?(labels|hits|found)"]], '''
class GripPoint:
    @staticmethod
    def compute(labels, n_relevant):
        c = 0
        for i in range(len(labels)):
            c += labels[i]
        if c == 0:
            return 0.0
        hits = 0
        for i in range(c):
            if i < len(labels) and labels[i] == 1:
                hits += 1
        return hits / c


def my_grip_point(labels, n_relevant):
    return GripPoint.compute(labels, n_relevant)
''')

wrong("q42", "scope.eps_precision", "data", "reads the distances as similarities: returns the targets with "
      "d > epsilon",
      [[r"similarit", r"(greater|larger|more|further|farther) than epsilon", r"> ?epsilon",
        r"outside (the )?(ball|radius|epsilon)", r"(reversed|wrong) (comparison|inequality|direction)"]], '''
def my_eps_precision(distances, labels, epsilon):
    count = 0
    hits = 0
    for i in range(len(distances)):
        if distances[i] > epsilon:
            count += 1
            if labels[i] == 1:
                hits += 1
    if count == 0:
        return 0.0
    return hits / count
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "a static helper and an exact Fraction, missing ranks never counted", '''
from fractions import Fraction


class PAtK:
    @staticmethod
    def value(labels, k):
        hits = 0
        for i in range(min(k, len(labels))):
            if labels[i] == 1:
                hits += 1
        return Fraction(hits, k)


def my_p_at_k(labels, k):
    return float(PAtK.value(labels, k))
''')

right("q44", "map.mrr", "itertools.compress over 1-based ranks, early return per query", '''
from itertools import compress, count


class RR:
    @staticmethod
    def of(run):
        for r in compress(count(1), run):
            return 1.0 / r
        return 0.0


def my_mrr(runs):
    total = 0.0
    for i in range(len(runs)):
        total += RR.of(runs[i])
    return total / len(runs)
''')

right("q45", "scope.knn_ties", "class with a static count of the tied block around the k-th distance", '''
class TieBounds:
    @staticmethod
    def compute(distances, labels, k):
        d = sorted(distances)
        dk = d[k - 1]
        before_rel = 0
        tied = 0
        tied_rel = 0
        before = 0
        for i in range(len(distances)):
            if distances[i] < dk:
                before += 1
                before_rel += labels[i]
            elif distances[i] == dk:
                tied += 1
                tied_rel += labels[i]
        slots = k - before
        tied_non = tied - tied_rel
        low = before_rel + max(0, slots - tied_non)
        high = before_rel + min(slots, tied_rel)
        return [low / k, high / k]


def my_knn_tie_bounds(distances, labels, k):
    return TieBounds.compute(distances, labels, k)
''')

right("q46", "pr.points", "NumPy cumulative sums at the relevant ranks", '''
import numpy as np


def my_pr_points(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    hits = np.cumsum(y)
    ranks = np.arange(1, len(y) + 1)
    return [float(h / r) for h, r, x in zip(hits, ranks, y) if x == 1]
''')

right("q47", "interp.step", "explicit index loop with an early return at the first point reaching the level", '''
class Step:
    @staticmethod
    def value(labels, n_relevant, level):
        if n_relevant == 0:
            return 0.0
        hits = 0
        for i in range(len(labels)):
            if labels[i] == 1:
                hits = hits + 1
                if hits / n_relevant >= level:
                    return hits / (i + 1)
        return 0.0


def my_step_interpolated(labels, n_relevant, level):
    return Step.value(labels, n_relevant, level)
''')

right("q48", "gen.practical", "a comprehension count and the three closed formulas", '''
def my_practical(labels, d):
    s = len(labels)
    v = sum([1 for x in labels if x == 1])
    cmax = d - s + v
    return [v / s, v / cmax if cmax > 0 else 0.0, v / d]
''')

SUBMISSIONS = tuple(S)
