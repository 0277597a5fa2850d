"""Diagnosis class 24, written on 2026-11-27 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, step profiles, contrasts, ratios,
provenance, formula shapes or feedback), and never ran the checker on this class before handing it over: its
first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course whose students
come from data engineering -- they turn every input into a pandas DataFrame, a dict of lists or a set, reach for
groupby, merge, value_counts, sort_values and string ids, and their mistakes come from handling the data as much
as from the formulas. Only the task registry (``ireval_teach/exercises/tasks.py`` and ``variants.py``: task ids,
signatures, statements, hidden-check hints, references), the measure library, the course documents, the
``class_writer`` helper of tests/heldout_submissions.py (its first 80 lines), the header and the last lines of
tests/diagnosis_class19.py (for the format only) and tests/validate_class.py were read. Same format as
tests/diagnosis_class19.py (the category is kept in ``style``). Student ids are ``"c24-" + sid``. The keys were
fixed before the checker was run. Value submissions use ``v``, the student's personal input
(``v = variant(task, STUDENT_ID)`` in the notebook), and bind the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class24): every right
one agrees on the student's visible and hidden inputs and on 200 random draws of the task's generator, every
wrong one differs (or raises) on at least one of its own student's inputs, a ``hidden`` one differs only on
hidden edge inputs, and each ``crash`` is the exception really raised.

Categories (7 each): ``sibling`` (another quantity the course teaches), ``shape`` (a slip in the formula's
shape), ``flow`` (loop control, accumulation, slicing, reuse, off-by-one, a never-sorted order), ``hidden`` (shows
only on an edge case the hidden checks cover), ``twin`` (two plausible causes give the same numbers on typical
inputs; the keys hold the true cause only), ``data`` (mistakes about the input data). The individual mistakes are
in the labels only.
"""

from __future__ import annotations

from heldout_submissions import INDEX, NAN, ZERODIV, class_writer

BATCH = "diagnosis class 24 (written blind, first run, 2026-11-27)"

S, wrong, right = class_writer("c24-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("a01", "ap.exact", "sibling", "divides the sum of precisions by the number of relevant items retrieved "
      "(the hits in the list) instead of n_relevant",
      [[r"relevant (items |documents )?(retrieved|found|in the (list|ranking))", r"retrieved relevant",
        r"(number|count) of (hits|ones|1s)", r"hits in the (list|ranking)", r"sum\s*\(\s*labels",
        r"(ignor|not us|instead of)\w*.{0,20}n_relevant", r"n_relevant.{0,30}(ignored|unused|not used)",
        r"unretrieved relevant", r"never retrieved.{0,40}(ignored|not counted|left out)"]], '''
import pandas as pd

def my_ap(labels, n_relevant):
    df = pd.DataFrame({"rel": labels})
    df["rank"] = range(1, len(df) + 1)
    df["hits"] = df["rel"].cumsum()
    df["prec"] = df["hits"] / df["rank"]
    found = df.loc[df["rel"] == 1, "prec"]
    if len(found) == 0:
        return 0.0
    return float(found.sum() / len(found))
''')

wrong("a02", "rank.p_at_k", "sibling", "divides the hits in the top k by all the relevant items of the list "
      "(recall within the list) instead of by k",
      [[r"recall", r"(all|every|total) (the )?relevant", r"(number|count) of relevant",
        r"sum\s*\(\s*labels", r"divid\w* by (the )?(hits|relevant)", r"instead of (dividing by )?k\b",
        r"rather than k\b"]], '''
import numpy as np

def my_p_at_k(labels, k):
    y = np.asarray(labels)
    total = y.sum()
    if total == 0:
        return 0.0
    return float(y[:k].sum() / total)
''')

wrong("a03", "interp.step", "sibling", "uses the usual interpolation (the best precision at any recall at least the "
      "level, over all later ranks) instead of the lecture notes' step rule",
      [[r"\bmax\s*\(", r"\bmax\b.{0,40}(later|deeper|following|higher recall|all ranks)",
        r"(usual|standard|classic|trec|11.?point|ordinary) interpolat", r"interpolated precision.{0,30}(max|best)",
        r"best precision", r"running max", r"(any|all) (later|deeper|following) ranks?",
        r"(max|maximum).{0,30}(instead of|rather than).{0,20}(step|p_i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    points = []
    hits = 0
    for i, x in enumerate(labels, start=1):
        if x:
            hits += 1
            points.append((hits / n_relevant, hits / i))
    reached = [p for r, p in points if r >= level - 1e-12]
    return max(reached) if reached else 0.0
''')

wrong("a04", "map.mean", "sibling", "pools every query's precisions and divides by the total relevant over all "
      "queries (a micro average) instead of the mean of the per-query APs",
      [[r"micro", r"pool", r"(total|all) (the )?(relevant|precisions?).{0,40}(all|every|across|over) (the )?quer",
        r"(sum|summ)\w*.{0,40}(across|over all) quer", r"weight\w*.{0,40}(relevant|larger|bigger|more)",
        r"not (the )?mean of (the )?(per.query|aps|each)", r"instead of (averag|the mean)\w*.{0,20}(ap|per.query)"]], '''
import pandas as pd

def my_map(runs, n_relevant):
    rows = []
    for q, run in enumerate(runs):
        for rank, rel in enumerate(run, start=1):
            rows.append({"qid": q, "rank": rank, "rel": rel})
    df = pd.DataFrame(rows)
    df["hits"] = df.groupby("qid")["rel"].cumsum()
    df["prec"] = df["hits"] / df["rank"]
    total_rel = sum(n_relevant)
    if total_rel == 0:
        return 0.0
    return float(df.loc[df["rel"] == 1, "prec"].sum() / total_rel)
''')

wrong("a05", "dcg.classic", "sibling", "uses the log2(i + 1) discount on every rank (the TREC / Burges DCG) "
      "instead of the classic one",
      [[r"i\s*\+\s*1", r"\btrec\b", r"burges", r"rank 1 (is )?(also )?discount", r"(first|top) (rank|item|grade|"
        r"position) (is )?(also )?discount", r"every rank (is )?discount", r"discount\w*.{0,30}(shift|one rank)",
        r"other (dcg )?formulation", r"log2?\s*\(\s*(rank|i|position) ?\+ ?1"]], '''
import numpy as np

def my_dcg(grades):
    g = np.asarray(grades, dtype=float)
    ranks = np.arange(1, len(g) + 1)
    return float(np.sum(g / np.log2(ranks + 1)))
''')

wrong("a06", "roc.auc", "sibling", "computes average precision (area under the precision-recall curve) with "
      "scikit-learn instead of the ROC AUC",
      [[r"average.?precision", r"\bAP\b", r"precision.recall", r"\bPR\b (curve|area|auc)",
        r"average_precision_score"]], '''
from sklearn.metrics import average_precision_score

def my_auc(scores, labels):
    return float(average_precision_score(labels, scores))
''')

wrong("a07", "gen.practical", "sibling", "returns the largest possible recall and generality (the upper bounds, "
      "all unjudged items non-relevant or relevant the other way) instead of the smallest",
      [[r"upper", r"largest", r"highest", r"best.case", r"optimis", r"(maximum|max) (possible )?(recall|generality)",
        r"c ?= ?v\b", r"(d ?- ?s ?\+ ?v) ?/ ?d"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(1 for x in labels if x)
    stats = {"precision": v / s if s else 0.0,
             "recall": 1.0 if v else 0.0,
             "generality": (d - s + v) / d}
    return [stats["precision"], stats["recall"], stats["generality"]]
''')

# ---------------------------------------------------------------------------------------------- shape
wrong("b01", "set.f_beta", "shape", "uses beta where the formula has beta squared (beta never squared)",
      [[r"not squared", r"(forgot|forgets|forgetting|missing|without|never|no)\w* (to )?squar",
        r"unsquared", r"squar\w*.{0,30}(missing|forgot\w*|left out|dropped)", r"beta (instead of|rather than|in "
        r"place of|not) beta ?(\^|\*\*|squared|²)", r"linear (in )?beta", r"(plain|bare) beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    return (1 + beta) * precision * recall / (beta * precision + recall)
''')

wrong("b02", "ndcg.all_judgments", "shape", "divides the ideal DCG by the DCG (the ratio upside down)",
      [[r"invert", r"upside.down", r"reciprocal", r"(ideal|idcg).{0,25}(over|divided by|/).{0,10}\bdcg",
        r"swap\w*.{0,30}(numerator|denominator)", r"(numerator|denominator).{0,30}(swap|revers|exchang)",
        r"flipped", r"(ratio|fraction).{0,20}(revers|the wrong way|the other way)"]], '''
import math

def my_ndcg(grades, unretrieved):
    def dcg(gs):
        return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))
    actual = dcg(grades)
    ideal = dcg(sorted(list(grades) + list(unretrieved), reverse=True))
    if ideal == 0 or actual == 0:
        return 0.0
    return ideal / actual
''')

wrong("b03", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"\bten\b", r"divid\w* by (10|ten)", r"(number|count) of (recall )?levels",
        r"(one|1) level (too )?(few|short|missing)", r"off.by.one.{0,30}(level|denominator|count)"]], '''
import numpy as np

def my_11pt(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return 0.0
    ranks = np.arange(1, len(y) + 1)
    prec = np.cumsum(y) / ranks
    rec = np.cumsum(y) / n_relevant
    total = 0.0
    for j in range(11):
        r = j / 10
        ok = rec >= r - 1e-12
        total += prec[ok].max() if ok.any() else 0.0
    return float(total / 10)
''')

wrong("b04", "rank.distances", "shape", "divides the relevant items among the k nearest by the length of the "
      "whole list instead of by k",
      [[r"len(gth)?\s*\(?\s*(labels|distances|df|the list)", r"(entire|full) list",
        r"(all|every) (the )?(items|targets)", r"(number|count) of (items|targets|rows)", r"all (the )?distances",
        r"divid\w* by (the )?(n\b|length|size)", r"instead of (dividing by )?k\b", r"rather than (by )?k\b"]], '''
import pandas as pd

def my_p_at_k_from_distances(distances, labels, k):
    df = pd.DataFrame({"dist": distances, "rel": labels})
    top = df.sort_values("dist", kind="stable").head(k)
    return float(top["rel"].sum() / len(df))
''')

wrong("b05", "avg.macro", "shape", "adds the false negatives to precision's denominator (tp / (tp + fp + fn))",
      [[r"\bfn\b.{0,40}(denominator|added|included|counted)", r"(denominator|divid\w*).{0,40}\bfn\b",
        r"false negatives?.{0,40}(denominator|added|included|counted)",
        r"(denominator|divid\w*).{0,40}false negatives?", r"tp ?\+ ?fp ?\+ ?fn", r"jaccard", r"threat score",
        r"critical success"]], '''
import pandas as pd

def my_macro_precision(tables):
    df = pd.DataFrame(tables, columns=["tp", "fp", "fn"])
    denom = df["tp"] + df["fp"] + df["fn"]
    prec = (df["tp"] / denom).fillna(0.0)
    return float(prec.mean())
''')

wrong("b06", "roc.eer", "shape", "finds the crossing of FPR and FNR but returns the true positive rate there "
      "(1 - EER) instead of the error rate",
      [[r"\bTPR\b.{0,40}(instead|rather than|not)", r"true positive rate", r"1 ?- ?(the )?EER", r"complement",
        r"hit rate", r"sensitivity", r"(instead of|rather than) (the )?(error|FPR|false positive rate)",
        r"(correct|success) rate"]], '''
import numpy as np

def my_eer(scores, labels):
    s = np.asarray(scores, dtype=float)
    y = np.asarray(labels, dtype=int)
    P, N = y.sum(), (1 - y).sum()
    fpr, tpr = [0.0], [0.0]
    for t in np.unique(s)[::-1]:
        sel = s >= t
        tpr.append(y[sel].sum() / P)
        fpr.append((1 - y[sel]).sum() / N)
    fpr, tpr = np.array(fpr), np.array(tpr)
    fnr = 1 - tpr
    diff = fpr - fnr
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(tpr[j])
    a, b = diff[j - 1], diff[j]
    t = -a / (b - a)
    return float(tpr[j - 1] + t * (tpr[j] - tpr[j - 1]))
''')

wrong("b07", "dcg.exponential", "shape", "uses 2^rel as the gain without subtracting 1",
      [[r"minus (one|1)", r"subtract", r"without (the )?(-|minus) ?1", r"(-|minus) ?1 (is )?(missing|dropped|"
        r"forgotten|left out)", r"non.?relevant (items? )?(gain|gets|count|still)", r"grade 0.{0,30}(gain|worth|"
        r"count|contribut)", r"2 ?\*\* ?(rel|g)\b(?! ?- ?1)", r"gain of 1 for"]], '''
import math
gains = [2 ** g for g in v["grades"]]
my_dcg_exp = sum(gain / math.log2(i + 1) for i, gain in enumerate(gains, start=1))
''')

# ---------------------------------------------------------------------------------------------- flow
wrong("c01", "ap.at_k", "flow", "sums the precisions at every relevant rank of the whole list, not only those in "
      "the top k (the list is never cut at k)",
      [[r"beyond (rank )?k\b", r"past (rank )?k\b", r"after (rank )?k\b", r"below (rank )?k\b",
        r"(whole|entire|full) (list|ranking)", r"not (cut|truncat)\w*", r"never (cut|truncat)\w*",
        r"ignor\w* k\b", r"(all|every) (the )?(relevant )?ranks", r"without (cutting|slicing|truncat)"]], '''
import numpy as np

def my_ap_at_k(labels, n_relevant, k):
    y = np.asarray(labels, dtype=float)
    denom = min(k, n_relevant)
    if denom == 0:
        return 0.0
    prec = np.cumsum(y) / np.arange(1, len(y) + 1)
    return float((prec * y).sum() / denom)
''')

wrong("c02", "map.mrr", "flow", "no break after the first relevant item: the loop keeps overwriting the rank, so "
      "the reciprocal of the LAST relevant rank is used",
      [[r"last relevant", r"(no|missing|forgot\w*|without|never) .?break", r"overwrit", r"keeps? (going|looping)",
        r"(does not|doesn'?t|never|not) stop", r"(stop|stops|stopping) at the first", r"latest relevant",
        r"deepest relevant"]], '''
def my_mrr(runs):
    total = 0.0
    for run in runs:
        first = None
        for rank, rel in enumerate(run, start=1):
            if rel == 1:
                first = rank
        if first is not None:
            total += 1 / first
    return total / len(runs)
''')

wrong("c03", "interp.curve", "flow", "takes the running maximum from the top of the ranking (earlier ranks) instead "
      "of the maximum over the later ranks",
      [[r"revers", r"wrong direction", r"(from|starting at) the top", r"(earlier|previous|preceding|higher) ranks",
        r"(prefix|forward) max", r"backward", r"not flipped", r"(left|before).{0,20}instead of.{0,20}(right|after)",
        r"maximum\.accumulate.{0,40}(flip|revers|top|front)", r"max(imum)? (so far|up to)"]], '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=float)
    if n_relevant == 0 or len(y) == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_relevant
    best = np.maximum.accumulate(prec)
    out = []
    for j in range(11):
        idx = np.nonzero(rec >= j / 10 - 1e-12)[0]
        out.append(float(best[idx[0]]) if len(idx) else 0.0)
    return out
''')

wrong("c04", "pr.averaged", "flow", "averages the curves pairwise as it goes (running = (running + curve) / 2), so "
      "later queries weigh more than earlier ones",
      [[r"pairwise", r"running (mean|average)", r"halv", r"divid\w* by 2", r"average of (the )?averages",
        r"(later|last) quer\w*.{0,30}(weigh|count)\w*", r"unequal(ly)? weight", r"not (an )?equal weight",
        r"weight\w*.{0,30}(more|unequal|differ)"]], '''
import numpy as np

def curve(run, n_rel):
    y = np.asarray(run, dtype=float)
    if n_rel == 0 or len(y) == 0:
        return np.zeros(11)
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    rec = hits / n_rel
    return np.array([prec[rec >= j / 10 - 1e-12].max() if (rec >= j / 10 - 1e-12).any() else 0.0
                     for j in range(11)])

def my_averaged_curve(runs, n_relevant):
    running = None
    for run, n in zip(runs, n_relevant):
        c = curve(run, n)
        running = c if running is None else (running + c) / 2
    return running.tolist()
''')

wrong("c05", "pr.points", "flow", "appends a point at every rank (the if on relevance only guards the hit count), "
      "not only at the relevant ranks",
      [[r"every rank", r"all ranks", r"each rank", r"(too many|extra) points", r"non.?relevant (ranks|items|"
        r"positions).{0,40}(add|append|point|too|also)", r"(append|add)\w*.{0,40}(non.?relevant|every|each|all)",
        r"(only|just) (at|for) (the )?relevant", r"indent"]], '''
def my_pr_points(labels, n_relevant):
    points = []
    hits = 0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            hits += 1
        points.append(hits / rank)
    return points
''')

wrong("c06", "dcg.trec", "flow", "starts the rank at 1 and adds 1 again (log2(rank + 2)): every discount one rank "
      "too deep",
      [[r"off.by.one", r"i ?\+ ?2", r"rank ?\+ ?2", r"one rank (too )?(late|deep|far|down)", r"(double|twice).{0,30}"
        r"(\+ ?1|one|shift)", r"shift\w*.{0,30}(rank|discount|one)", r"(rank|index|position)s? (starts?|begins?|"
        r"counted) (at|from) (2|two)", r"start=1.{0,30}\+ ?1"]], '''
import numpy as np
g = np.array(v["grades"], dtype=float)
ranks = np.arange(1, len(g) + 1)
my_dcg_trec = float(np.sum(g / np.log2(ranks + 2)))
''')

wrong("c07", "ap.exact", "flow", "computes P@k at a relevant rank before counting that item (the hit counter is "
      "incremented after the precision is taken)",
      [[r"before (it is |being |the item is )?(counted|increment|added)", r"(increment|update|add)\w*.{0,30}(after|"
        r"too late|late)", r"(current|this) (relevant )?(item|hit|document) (is )?(not|n'?t) (yet )?counted",
        r"(hits|count|counter).{0,20}(one|1) (too )?(low|short|behind)", r"off.by.one", r"hits ?- ?1",
        r"(order|sequence) of (the )?(update|increment|statements)"]], '''
def my_ap(labels, n_relevant):
    if n_relevant == 0:
        return 0.0
    hits = 0
    total = 0.0
    for rank, rel in enumerate(labels, start=1):
        if rel:
            total += hits / rank
            hits += 1
    return total / n_relevant
''')

# ---------------------------------------------------------------------------------------------- hidden
wrong("e01", "set.pr", "hidden", "divides by the size of the retrieved and relevant sets with no guard: an empty "
      "set divides by zero", [ZERODIV], '''
def my_set_pr(retrieved, relevant):
    ret, rel = set(retrieved), set(relevant)
    hits = len(ret & rel)
    return [hits / len(ret), hits / len(rel)]
''', crash="ZeroDivisionError", scope="all")

wrong("e02", "gen.grip_point", "hidden", "divides the hits by the length of the cut list, so a list shorter than the "
      "class divides by fewer than c ranks",
      [[r"len\w*\s*\(", r"(length|size) of the (list|slice|cut|head)", r"(fewer|less) than (c|n_relevant|the class)",
        r"divid\w* by (the )?(number of )?(items|ranks|rows) (in the (list|slice|cut)|retrieved|returned|present)",
        r"missing ranks.{0,40}(not counted|ignored|dropped|left out)", r"instead of (dividing by )?(c|n_relevant|the "
        r"class size)\b", r"(slice|head|cut).{0,30}(shorter|short)", r"mean of the (slice|head|cut)"]], '''
import pandas as pd

def my_grip_point(labels, n_relevant):
    top = pd.Series(labels).head(n_relevant)
    return float(top.mean()) if len(top) else 0.0
''')

wrong("e03", "set.f_beta", "hidden", "no guard for precision and recall both 0: the formula divides 0 by 0",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta ** 2
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("e04", "ap.at_k", "hidden", "no guard when min(k, n_relevant) is 0: a query with no relevant items divides "
      "by zero", [ZERODIV], '''
def my_ap_at_k(labels, n_relevant, k):
    hits, total = 0, 0.0
    for i, rel in enumerate(labels[:k], start=1):
        if rel:
            hits += 1
            total += hits / i
    return total / min(k, n_relevant)
''', crash="ZeroDivisionError", scope="all")

wrong("e05", "ndcg.all_judgments", "hidden", "NumPy division with no guard: an ideal DCG of 0 gives 0/0 = nan",
      [NAN], '''
import numpy as np

def my_ndcg(grades, unretrieved):
    def dcg(g):
        g = np.asarray(g, dtype=float)
        disc = np.maximum(1.0, np.log2(np.arange(1, len(g) + 1)))
        return np.sum(g / disc)
    ideal = np.sort(np.concatenate([np.asarray(grades, dtype=float), np.asarray(unretrieved, dtype=float)]))[::-1]
    return float(np.float64(dcg(grades)) / np.float64(dcg(ideal)))
''', scope="all")

wrong("e06", "interp.step", "hidden", "picks the first relevant item whose recall reaches the level with [0] on a "
      "list comprehension: a level the ranking never reaches raises IndexError", [INDEX], '''
import pandas as pd

def my_step_interpolated(labels, n_relevant, level):
    df = pd.DataFrame({"rel": labels})
    df["rank"] = range(1, len(df) + 1)
    df["hits"] = df["rel"].cumsum()
    pts = df[df["rel"] == 1]
    rec = (pts["hits"] / n_relevant).tolist()
    prec = (pts["hits"] / pts["rank"]).tolist()
    i = [j for j, r in enumerate(rec) if r >= level - 1e-12][0]
    return prec[i]
''', crash="IndexError", scope="all")

wrong("e07", "scope.eps_precision", "hidden", "takes the mean of the labels inside the ball with NumPy: an empty "
      "result gives the mean of nothing, nan", [NAN], '''
import numpy as np

def my_eps_precision(distances, labels, epsilon):
    d = np.asarray(distances, dtype=float)
    y = np.asarray(labels, dtype=float)
    return float(y[d < epsilon].mean())
''', scope="all")

# ---------------------------------------------------------------------------------------------- twin
wrong("t01", "sig.sign_test", "twin", "takes the binomial tail of the smaller count and forgets to double it for the "
      "two-sided test",
      [[r"doubl", r"times (2|two)", r"(\*|×) ?2\b", r"(both|two|other) tails", r"(forgot|without|missing|not)\w*"
        r".{0,30}(multipl|2 ?\*|twice)", r"half (of )?the (two.sided )?p"]], '''
from scipy.stats import binom
import pandas as pd
df = pd.DataFrame({"a": v["a"], "b": v["b"]})
df = df[df["a"] != df["b"]]
wins = int((df["a"] > df["b"]).sum())
losses = int((df["a"] < df["b"]).sum())
my_sign_p = float(binom.cdf(min(wins, losses), wins + losses, 0.5))
''')

wrong("t02", "roc.auc", "twin", "treats label 0 as the positive class (the labels' polarity flipped), giving "
      "1 - AUC",
      [[r"(label|class)\w*.{0,30}(flip|swap|invert|revers|polarity)", r"(flip|swap|invert|revers)\w*.{0,30}"
        r"(label|class|positive)", r"(negative|0|zero)s?.{0,30}(as|treated as|taken as|for) (the )?positive",
        r"pos_label", r"polarity", r"wrong (positive )?class"]], '''
from sklearn.metrics import roc_auc_score

def my_auc(scores, labels):
    positive = [1 if y == 0 else 0 for y in labels]
    return float(roc_auc_score(positive, scores))
''')

wrong("t03", "set.pr", "twin", "declares the parameters in the other order (relevant, retrieved), so precision and "
      "recall come out swapped",
      [[r"(argument|parameter|input)s?.{0,40}(order|swap|revers|mix|other way)", r"(swap|revers|mix|exchang)\w*.{0,40}"
        r"(argument|parameter|input)", r"signature", r"(first|1st) (argument|parameter).{0,30}relevant",
        r"retrieved.{0,30}relevant.{0,30}(swap|other way|confus|mix)"]], '''
def my_set_pr(relevant, retrieved):
    rel = set(relevant)
    ret = set(retrieved)
    hits = len(rel & ret)
    p = hits / len(ret) if ret else 0.0
    r = hits / len(rel) if rel else 0.0
    return [p, r]
''')

wrong("t04", "scope.knn_ties", "twin", "breaks the tie with the relevant targets first for the lowest bound and last "
      "for the highest (thinks relevant-first is the pessimistic order)",
      [[r"(relevant|positive) (targets? |items? )?first.{0,60}(lowest|low|pessimis|worst)",
        r"(lowest|low|pessimis|worst).{0,60}(relevant|positive) (targets? |items? )?first",
        r"(tie|ties|tied).{0,40}(order|rule|break).{0,40}(wrong way|other way|opposite|revers|swap)",
        r"pessimis\w*.{0,30}optimis\w*.{0,30}(swap|confus|mix|revers)", r"(confus|mix\w*|swap\w*) .{0,20}pessimis",
        r"(wrong|opposite|other) (tie.?break|tie order)"]], '''
import pandas as pd

def my_knn_tie_bounds(distances, labels, k):
    df = pd.DataFrame({"dist": distances, "rel": labels})
    low = df.sort_values(["dist", "rel"], ascending=[True, False]).head(k)["rel"].mean()
    high = df.sort_values(["dist", "rel"], ascending=[True, True]).head(k)["rel"].mean()
    return [float(low), float(high)]
''')

wrong("t05", "gen.practical", "twin", "divides v by the scope s for the smallest generality instead of by the "
      "database size d",
      [[r"\bs\b.{0,20}(instead of|rather than|not) (the )?(d|database)", r"scope.{0,30}(instead of|rather than|not)"
        r".{0,20}(database|collection|\bd\b)", r"divid\w* by (the )?(scope|s\b|number judged|judged)",
        r"(database|collection) size.{0,30}(missing|ignored|not used|unused)", r"v ?/ ?s\b.{0,30}generality",
        r"generality.{0,30}v ?/ ?s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = sum(labels)
    prec = v / s if s else 0.0
    rec_low = v / (d - s + v) if (d - s + v) else 0.0
    gen_low = v / s if s else 0.0
    return [prec, rec_low, gen_low]
''')

wrong("t06", "rank.distances", "twin", "turns distances into similarities (1 - d) but keeps sorting ascending, so "
      "the farthest targets come first",
      [[r"similarit", r"1 ?- ?d(ist)?", r"(convert|turn|transform)\w*.{0,30}(score|similar)",
        r"ascending.{0,40}(similar|score)", r"(similar|score)\w*.{0,40}ascending", r"farthest", r"furthest",
        r"(largest|biggest) distance"]], '''
import pandas as pd

def my_p_at_k_from_distances(distances, labels, k):
    df = pd.DataFrame({"sim": [1 - d for d in distances], "rel": labels})
    top = df.sort_values("sim", kind="stable").head(k)
    return float(top["rel"].sum() / k)
''')

wrong("t07", "avg.macro", "twin", "skips the queries that retrieved nothing (continue) instead of counting them as "
      "precision 0, so the mean is over fewer queries",
      [[r"(skip|drop|exclud|omit|ignor|leav\w* out)\w*.{0,40}(quer|empty|nothing retrieved)",
        r"(quer\w*|empty).{0,40}(skipped|dropped|excluded|left out|omitted|ignored)", r"fewer queries",
        r"divid\w* by (the )?(number of )?(non.?empty|remaining|other|counted) quer", r"\bcontinue\b"]], '''
def my_macro_precision(tables):
    precs = []
    for tp, fp, fn in tables:
        if tp + fp == 0:
            continue
        precs.append(tp / (tp + fp))
    return sum(precs) / len(precs) if precs else 0.0
''')

# ---------------------------------------------------------------------------------------------- data
wrong("d01", "set.pr", "data", "merges the retrieved and relevant lists as tables, so an id retrieved more than "
      "once is counted once per copy (lists, not sets)",
      [[r"duplicat", r"(counted|counts) (more than once|again|per copy|each time)", r"(list|lists|rows) (instead of|"
        r"rather than|not) sets?", r"repeated (id|item|document)", r"not (de.?dup|unique)", r"drop_duplicates",
        r"\bunique\b", r"multiset"]], '''
import pandas as pd

def my_set_pr(retrieved, relevant):
    ret = pd.DataFrame({"doc": retrieved})
    rel = pd.DataFrame({"doc": relevant})
    hits = len(ret.merge(rel, on="doc", how="inner"))
    p = hits / len(ret) if len(ret) else 0.0
    r = hits / len(rel) if len(rel) else 0.0
    return [p, r]
''')

wrong("d02", "ndcg.value", "data", "reads `unretrieved` as the ids of relevant items and gives each a grade of 1 "
      "in the ideal ranking, ignoring their grades",
      [[r"unretrieved.{0,50}(grade (of )?1|as 1|binary|count|number|len|ids)",
        r"(grade|gain) (of )?(1|one).{0,40}unretrieved", r"(count|number|len)\w*.{0,30}unretrieved",
        r"(ignor|dropp|los)\w*.{0,30}grades? of (the )?(unretrieved|never retrieved|missing)",
        r"unretrieved.{0,40}grades?.{0,20}(ignored|dropped|lost)"]], '''
import math
def dcg(gs):
    return sum(g if i == 1 else g / math.log2(i) for i, g in enumerate(gs, start=1))
ideal = sorted(v["grades"] + [1] * len(v["unretrieved"]), reverse=True)
my_ndcg_value = dcg(v["grades"]) / dcg(ideal)
''')

wrong("d03", "map.mean", "data", "uses the first query's number of relevant items for every query "
      "(n_relevant read as one number)",
      [[r"(first|same|one|single) (query'?s? )?n_relevant", r"n_relevant\s*\[\s*0\s*\]",
        r"(every|all|each) quer\w*.{0,40}(same|first) (number|count|n_relevant)", r"(same|single|one) (number|count)"
        r" of relevant", r"not (per|for each) query", r"(first|one) quer\w*'?s? (number|count|class size)"]], '''
import numpy as np

def my_map(runs, n_relevant):
    R = n_relevant[0]
    aps = []
    for run in runs:
        y = np.asarray(run, dtype=float)
        prec = np.cumsum(y) / np.arange(1, len(y) + 1)
        aps.append((prec * y).sum() / R if R else 0.0)
    return float(np.mean(aps))
''')

wrong("d04", "pr.averaged", "data", "takes each query's number of relevant items from the ones in its run "
      "(relevant retrieved) instead of n_relevant",
      [[r"sum\s*\(\s*(run|labels|r|y)\b", r"relevant (items )?(retrieved|in the (list|run|ranking))",
        r"(ignor|not us)\w*.{0,20}n_relevant", r"n_relevant.{0,30}(ignored|unused|not used)", r"unretrieved relevant",
        r"never retrieved.{0,30}(ignored|not counted|left out)", r"(count|number) of (ones|1s|hits)"]], '''
def my_averaged_curve(runs, n_relevant):
    levels = [j / 10 for j in range(11)]
    curves = []
    for run in runs:
        n_rel = sum(run)
        hits, pts = 0, []
        for rank, rel in enumerate(run, start=1):
            hits += rel
            if n_rel:
                pts.append((hits / n_rel, hits / rank))
        curves.append([max([p for r, p in pts if r >= lv - 1e-12], default=0.0) for lv in levels])
    return [sum(c[j] for c in curves) / len(curves) for j in range(11)]
''')

wrong("d05", "roc.eer", "data", "walks the items in the order given, as if the scores came sorted (never sorted "
      "by score, ties not grouped)",
      [[r"(never|not|without|forg\w* to|no) sort", r"unsorted", r"(given|input|original|list) order",
        r"assum\w*.{0,30}sorted", r"already sorted", r"order of the (input|list|items)", r"argsort",
        r"sort\w*.{0,20}(missing|forgotten)"]], '''
def my_eer(scores, labels):
    P = sum(1 for y in labels if y)
    N = len(labels) - P
    fpr, fnr = [0.0], [1.0]
    tp = fp = 0
    for y in labels:
        if y:
            tp += 1
        else:
            fp += 1
        fpr.append(fp / N)
        fnr.append(1 - tp / P)
    for j in range(1, len(fpr)):
        a, b = fpr[j - 1] - fnr[j - 1], fpr[j] - fnr[j]
        if b >= 0:
            if b == 0:
                return fpr[j]
            t = -a / (b - a)
            return fpr[j - 1] + t * (fpr[j] - fpr[j - 1])
    return fpr[-1]
''')

wrong("d06", "avg.macro", "data", "reads each table as [tp, fn, fp] (the last two columns swapped), so it averages "
      "tp / (tp + fn)",
      [[r"column", r"(order|position)s? of (the )?(fields|columns|entries|values|counts)", r"\[tp, ?fn, ?fp\]",
        r"(fp|false positives?) and (fn|false negatives?).{0,30}(swap|mix|confus|revers)",
        r"(fn|false negatives?) and (fp|false positives?).{0,30}(swap|mix|confus|revers)",
        r"(swap|mix|confus)\w*.{0,30}\b(fp|fn|false positives?|false negatives?)\b",
        r"recall instead", r"(averag|mean)\w* (the )?recall"]], '''
import pandas as pd

def my_macro_precision(tables):
    df = pd.DataFrame(tables, columns=["tp", "fn", "fp"])
    retrieved = df["tp"] + df["fp"]
    prec = df["tp"].where(retrieved > 0, 0) / retrieved.where(retrieved > 0, 1)
    return float(prec.mean())
''')

wrong("d07", "dcg.classic", "data", "turns the graded judgments into 0/1 (grade > 0) before summing, losing the "
      "relevance levels",
      [[r"binar", r"(0/1|0 or 1|1 or 0)", r"(grade|gain)s?.{0,30}(as|to|into) (1|one|binary|0/1|bool)",
        r"(ignor|discard|los|throw\w* away|drop)\w*.{0,30}(grade|level)", r"graded.{0,30}(binary|0/1)", r"grades? ?> ?0",
        r"astype\(bool\)", r"boolean"]], '''
import numpy as np

def my_dcg(grades):
    rel = (np.asarray(grades) > 0).astype(int)
    return float(sum(r if i == 1 else r / np.log2(i) for i, r in enumerate(rel, start=1)))
''')

# ---------------------------------------------------------------------------------------------- right
right("r01", "scope.knn_ties", "pandas groupby on the distances: the tie group that straddles the k-th place", '''
import pandas as pd

def my_knn_tie_bounds(distances, labels, k):
    df = pd.DataFrame({"dist": distances, "rel": labels})
    g = df.groupby("dist")["rel"].agg(["sum", "count"]).sort_index()
    before_rel = taken = 0
    for _, row in g.iterrows():
        n, r = int(row["count"]), int(row["sum"])
        if taken + n <= k:
            taken += n
            before_rel += r
            continue
        slots = k - taken
        low = before_rel + max(0, slots - (n - r))
        high = before_rel + min(slots, r)
        return [low / k, high / k]
    return [before_rel / k, before_rel / k]
''')

right("r02", "pr.averaged", "NumPy: reversed running maximum, then the mean over the queries", '''
import numpy as np

def my_averaged_curve(runs, n_relevant):
    levels = np.arange(11) / 10
    rows = []
    for run, n in zip(runs, n_relevant):
        y = np.asarray(run, dtype=float)
        if n == 0 or y.size == 0:
            rows.append(np.zeros(11))
            continue
        hits = np.cumsum(y)
        prec = hits / np.arange(1, y.size + 1)
        rec = hits / n
        tail = np.maximum.accumulate(prec[::-1])[::-1]
        row = []
        for lv in levels:
            idx = np.nonzero(rec >= lv - 1e-12)[0]
            row.append(tail[idx[0]] if idx.size else 0.0)
        rows.append(np.array(row))
    return np.mean(rows, axis=0).tolist()
''')

right("r03", "roc.eer", "scikit-learn roc_curve (ties grouped), then the crossing with FNR = FPR", '''
import numpy as np
from sklearn.metrics import roc_curve

def my_eer(scores, labels):
    fpr, tpr, _ = roc_curve(labels, scores, drop_intermediate=False)
    diff = fpr - (1 - tpr)
    j = int(np.argmax(diff >= 0))
    if diff[j] == 0 or j == 0:
        return float(fpr[j])
    t = -diff[j - 1] / (diff[j] - diff[j - 1])
    return float(fpr[j - 1] + t * (fpr[j] - fpr[j - 1]))
''')

right("r04", "gen.practical", "a dict of named counts", '''
def my_practical(labels, d):
    n = {"s": len(labels), "v": sum(1 for x in labels if x)}
    n["c_max"] = d - n["s"] + n["v"]
    return [n["v"] / n["s"], n["v"] / n["c_max"] if n["c_max"] else 0.0, n["v"] / d]
''')

right("r05", "map.mean", "pandas long table, groupby per query", '''
import pandas as pd

def my_map(runs, n_relevant):
    rows = [{"qid": q, "rank": i, "rel": x} for q, run in enumerate(runs) for i, x in enumerate(run, start=1)]
    df = pd.DataFrame(rows, columns=["qid", "rank", "rel"])
    df["prec"] = df.groupby("qid")["rel"].cumsum() / df["rank"]
    sums = df[df["rel"] == 1].groupby("qid")["prec"].sum()
    aps = [sums.get(q, 0.0) / n if n else 0.0 for q, n in enumerate(n_relevant)]
    return float(sum(aps) / len(aps))
''')

right("r06", "rank.distances", "pandas sort_values (stable) and head(k)", '''
import pandas as pd

def my_p_at_k_from_distances(distances, labels, k):
    df = pd.DataFrame({"dist": distances, "rel": labels})
    top = df.sort_values("dist", kind="stable").head(k)
    return float(top["rel"].sum() / k)
''')

SUBMISSIONS = tuple(S)
