"""Diagnosis class 181, written on 2026-11-28 by a helper who never read the diagnosis engine (its candidates,
perturbations, misconceptions, symptoms, discriminating inputs, probing, student traces or public draws), and
never ran the checker on this class before handing it over: its first run is the measure (never tuned on).

Invented data (no real student wrote these): a TA's picture of a class of an IR evaluation course -- students who
write everything with while loops and hand-kept counters and indices, C style, with few library calls (a few of
them reach for NumPy, a comprehension, itertools or fractions now and then). Only the task registry
(``ireval_teach/exercises/tasks.py``: task ids, signatures, statements, hidden-check hints, references), the
measure library and the course documents were read. Same format as tests/diagnosis_class19.py (the category is
kept in ``style``). Student ids are ``"c181-" + sid``. The keys were fixed before the checker was run. Value
submissions use ``v``, the student's personal input (``v = variant(task, STUDENT_ID)`` in the notebook), and bind
the task's answer name.

42 wrong and 6 right submissions, spread over all 22 function tasks and 4 value tasks. Before hand-over each was
compared with the task's reference only (no checker, see tests/validate_class.py diagnosis_class181): every right
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

BATCH = "diagnosis class 181 (written blind, first run, 2026-11-28)"

S, wrong, right = class_writer("c181-")


# ---------------------------------------------------------------------------------------------- sibling
wrong("q01", "ap.exact", "sibling", "divides the summed precisions by the number of relevant items retrieved "
      "(the 1s in the list) instead of n_relevant",
      [[r"relevant (items )?retrieved", r"retrieved relevant", r"relevant (items )?found", r"number of (1s|ones|hits)",
        r"sum\(labels\)", r"count(ed)? of (the )?(1s|ones|hits)", r"only (the )?retrieved",
        r"instead of n_relevant", r"not (by )?n_relevant", r"unretrieved.{0,40}(ignored|left out|missing)"]], '''
def my_ap(labels, n_relevant):
    i = 0
    hits = 0
    total = 0.0
    while i < len(labels):
        if labels[i] == 1:
            hits = hits + 1
            total = total + hits / (i + 1)
        i = i + 1
    if hits == 0:
        return 0.0
    return total / hits
''')

wrong("q02", "dcg.classic", "sibling", "uses the TREC discount log2(i + 1) at every rank instead of the classic "
      "rel_1 + rel_i / log2(i)",
      [[r"log2?\s*\(\s*i\s*\+\s*1\s*\)", r"trec", r"rank \+ 1", r"i \+ 1", r"discount.{0,40}(one|1) rank",
        r"(burges|microsoft|other|another|wrong) (discount|dcg|formulation)", r"every rank.{0,30}discount",
        r"discounts? (the )?first rank"]], '''
import math

def my_dcg(grades):
    total = 0.0
    i = 0
    while i < len(grades):
        total = total + grades[i] / math.log2(i + 2)
        i += 1
    return total
''')

wrong("q03", "avg.macro", "sibling", "micro-averages: pools tp and tp + fp over all queries before dividing",
      [[r"micro", r"pool", r"ratio of (the )?sums", r"sums? (the )?(counts|tp|tables) (over|across)",
        r"summ?(ed|s|ing) (the )?(tp|counts).{0,40}before divid", r"total tp"]], '''
def my_macro_precision(tables):
    tp_sum = 0
    ret_sum = 0
    i = 0
    while i < len(tables):
        tp_sum = tp_sum + tables[i][0]
        ret_sum = ret_sum + tables[i][0] + tables[i][1]
        i = i + 1
    if ret_sum == 0:
        return 0.0
    return tp_sum / ret_sum
''')

wrong("q04", "ap.at_k", "sibling", "divides by n_relevant (plain AP cut at k) instead of min(k, n_relevant)",
      [[r"divid\w* by n_relevant", r"by n_relevant (alone|only)", r"n_relevant (instead|rather)", r"instead of min",
        r"not (by )?(the )?min", r"plain ap", r"trec.{0,10}ap", r"ignor\w*.{0,20}\bk\b.{0,30}denominator",
        r"denominator.{0,30}(ignor|without)\w*.{0,10}\bk\b"]], '''
def my_ap_at_k(labels, n_relevant, k):
    if n_relevant == 0:
        return 0.0
    n = len(labels)
    if k < n:
        n = k
    i = 0
    hits = 0
    s = 0.0
    while i < n:
        if labels[i]:
            hits += 1
            s += hits / (i + 1)
        i += 1
    return s / n_relevant
''')

wrong("q05", "sig.sign_test", "sibling", "reports the one-sided p-value (one binomial tail) instead of the "
      "two-sided one",
      [[r"one.?sided", r"one tail", r"single tail", r"not (doubled|two.?sided)", r"(forgot|without|missing) "
        r"(to )?doubl", r"half (of )?the (two.?sided|p)", r"times 2", r"x ?2", r"\* ?2"]], '''
a = v["a"]
b = v["b"]
wins = 0
losses = 0
i = 0
while i < len(a):
    if a[i] > b[i]:
        wins = wins + 1
    elif a[i] < b[i]:
        losses = losses + 1
    i = i + 1
n = wins + losses
small = wins
if losses < small:
    small = losses
tail = 0.0
j = 0
c = 1
while j <= small:
    tail = tail + c / 2 ** n
    c = c * (n - j) // (j + 1)
    j = j + 1
my_sign_p = tail
''')

wrong("q06", "roc.eer", "sibling", "reports (FPR + FNR) / 2 at the ROC point where |FPR - FNR| is smallest instead "
      "of intersecting the curve's straight piece",
      [[r"nearest", r"closest", r"smallest (gap|difference|\|)", r"(not|never|without) interpolat",
        r"no interpolation", r"(one|a single) roc point", r"(average|mean) of fpr and fnr",
        r"\(fpr \+ fnr\) ?/ ?2"]], '''
def my_eer(scores, labels):
    n = len(scores)
    order = list(range(n))
    i = 1
    while i < n:
        j = i
        while j > 0 and scores[order[j - 1]] < scores[order[j]]:
            order[j - 1], order[j] = order[j], order[j - 1]
            j -= 1
        i += 1
    P = 0
    i = 0
    while i < n:
        if labels[i] == 1:
            P += 1
        i += 1
    N = n - P
    tp = 0
    fp = 0
    best_gap = abs(0.0 - 1.0)
    best = 0.5
    i = 0
    while i < n:
        s = scores[order[i]]
        while i < n and scores[order[i]] == s:
            if labels[order[i]] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fpr = fp / N
        fnr = 1 - tp / P
        if abs(fpr - fnr) < best_gap:
            best_gap = abs(fpr - fnr)
            best = (fpr + fnr) / 2
    return best
''')

wrong("q07", "pr.points", "sibling", "returns the interpolated precisions (the maximum precision at this or any "
      "later point) instead of each point's own precision",
      [[r"interpolat", r"max(imum)? (precision )?(at|of|over) (this or )?(any )?later", r"running max",
        r"max(imum)? to the right", r"later points?", r"maximum over"]], '''
def my_pr_points(labels, n_relevant):
    precs = []
    i = 0
    hits = 0
    while i < len(labels):
        if labels[i] == 1:
            hits = hits + 1
            precs.append(hits / (i + 1))
        i = i + 1
    j = len(precs) - 2
    while j >= 0:
        if precs[j + 1] > precs[j]:
            precs[j] = precs[j + 1]
        j = j - 1
    return precs
''')


# ---------------------------------------------------------------------------------------------- shape
wrong("q08", "set.f_beta", "shape", "weights with beta instead of beta squared (beta never squared)",
      [[r"squar", r"beta instead of beta", r"\(1 \+ beta\)", r"beta \* precision", r"plain beta"]], '''
def my_f(precision, recall, beta):
    if precision == 0 and recall == 0:
        return 0.0
    top = (1 + beta) * precision * recall
    bottom = beta * precision + recall
    return top / bottom
''')

wrong("q09", "dcg.trec", "shape", "uses the natural logarithm instead of log base 2 in the discount",
      [[r"natural log", r"\bln\b", r"base e", r"math\.log\b", r"log base", r"(wrong|another|other) base",
        r"not (log ?)?base 2", r"instead of log2", r"base 2"]], '''
import math

g = v["grades"]
dcg = 0.0
i = 0
while i < len(g):
    dcg = dcg + g[i] / math.log(i + 2)
    i = i + 1
my_dcg_trec = dcg
''')

wrong("q10", "gen.practical", "shape", "recall's lower bound divides v by d - s, leaving out the + v of the "
      "largest possible class size d - s + v",
      [[r"d ?- ?s ?\+ ?v", r"\+ ?v", r"largest (possible )?class", r"c_?max", r"(forgot|missing|left out|leaves "
        r"out|without).{0,30}\bv\b", r"d ?- ?s\b"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    i = 0
    while i < s:
        if labels[i] == 1:
            v = v + 1
        i = i + 1
    if d - s > 0:
        rec = v / (d - s)
    else:
        rec = 0.0
    return [v / s, rec, v / d]
''')

wrong("q11", "roc.auc", "shape", "a tied (positive, negative) pair counts 1 instead of 1/2",
      [[r"tie", r"equal scores?"], [r"counts? (as )?(1|one)\b(?!/)", r"counts? (as )?a (full|whole)",
                                    r"full (point|pair|win)", r"as a win", r">=", r"instead of (1/2|half|0\.5)"]], '''
def my_auc(scores, labels):
    good = 0
    pairs = 0
    i = 0
    while i < len(scores):
        if labels[i] == 1:
            j = 0
            while j < len(scores):
                if labels[j] == 0:
                    pairs = pairs + 1
                    if scores[i] >= scores[j]:
                        good = good + 1
                j = j + 1
        i = i + 1
    return good / pairs
''')

wrong("q12", "scope.knn_ties", "shape", "the optimistic bound adds every tied relevant target without capping "
      "them at the places left before k (min missing)",
      [[r"\bmin\b", r"cap", r"places? (left|remaining)", r"more than k", r"above 1", r"exceed",
        r"(only|just) k ?- ?", r"room"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    d = list(distances)
    i = 0
    while i < n - 1:
        j = i + 1
        while j < n:
            if d[j] < d[i]:
                d[i], d[j] = d[j], d[i]
            j += 1
        i += 1
    cut = d[k - 1]
    rel_before = 0
    before = 0
    rel_tied = 0
    non_tied = 0
    i = 0
    while i < n:
        if distances[i] < cut:
            before += 1
            rel_before += labels[i]
        elif distances[i] == cut:
            if labels[i] == 1:
                rel_tied += 1
            else:
                non_tied += 1
        i += 1
    places = k - before
    low = places - non_tied
    if low < 0:
        low = 0
    high = rel_tied
    return [(rel_before + low) / k, (rel_before + high) / k]
''')

wrong("q13", "ap.eleven_point", "shape", "divides the sum of the 11 interpolated precisions by 10 instead of 11",
      [[r"\b10\b", r"ten"], [r"\b11\b", r"eleven", r"levels?", r"instead of"]], '''
def my_11pt(labels, n_relevant):
    total = 0.0
    lev = 0
    while lev <= 10:
        best = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            if labels[i] == 1:
                hits += 1
            if n_relevant > 0 and hits * 10 >= lev * n_relevant:
                p = hits / (i + 1)
                if p > best:
                    best = p
            i += 1
        total += best
        lev += 1
    return total / 10
''')

wrong("q14", "map.mean", "shape", "pools the queries: the sum of all precisions at relevant ranks divided by the "
      "sum of all n_relevant, instead of the mean of the per-query APs",
      [[r"pool", r"ratio of (the )?sums", r"sum of (all )?(the )?n_relevant", r"total (of )?n_relevant",
        r"micro", r"(not|instead of) (the )?mean of (the )?(per.query )?ap", r"weight\w* by (n_relevant|the number)"]], '''
def my_map(runs, n_relevant):
    top = 0.0
    bottom = 0
    q = 0
    while q < len(runs):
        run = runs[q]
        hits = 0
        i = 0
        while i < len(run):
            if run[i] == 1:
                hits = hits + 1
                top = top + hits / (i + 1)
            i = i + 1
        bottom = bottom + n_relevant[q]
        q = q + 1
    if bottom == 0:
        return 0.0
    return top / bottom
''')


# ---------------------------------------------------------------------------------------------- flow
wrong("q15", "rank.p_at_k", "flow", "the loop runs while i <= k, so it counts the hits in the top k + 1 ranks",
      [[r"k ?\+ ?1", r"off.by.one", r"one (rank|item|position) too (many|far)", r"<= ?k", r"one extra",
        r"an extra rank"]], '''
def my_p_at_k(labels, k):
    hits = 0
    i = 0
    while i <= k and i < len(labels):
        if labels[i] == 1:
            hits = hits + 1
        i = i + 1
    return hits / k
''')

wrong("q16", "interp.curve", "flow", "breaks out of the rank loop at the first rank whose recall reaches r, so it "
      "takes that rank's precision instead of the maximum over all later ranks",
      [[r"break", r"stops? (at|after)", r"first rank", r"early", r"(not|never) (the )?max", r"later ranks?",
        r"all ranks"]], '''
def my_interpolated(labels, n_relevant):
    out = []
    lev = 0
    while lev <= 10:
        val = 0.0
        hits = 0
        i = 0
        while i < len(labels):
            if labels[i] == 1:
                hits = hits + 1
            if n_relevant > 0 and hits * 10 >= lev * n_relevant:
                val = hits / (i + 1)
                break
            i = i + 1
        out.append(val)
        lev = lev + 1
    return out
''')

wrong("q17", "map.mrr", "flow", "never breaks out of the loop, so the rank kept is that of the LAST relevant item "
      "instead of the first",
      [[r"last", r"(no|never|without|missing) (a )?break", r"overwrit", r"keeps? (updat|going|looping)"]], '''
def my_mrr(runs):
    total = 0.0
    q = 0
    while q < len(runs):
        rank = 0
        i = 0
        while i < len(runs[q]):
            if runs[q][i] == 1:
                rank = i + 1
            i = i + 1
        if rank > 0:
            total = total + 1 / rank
        q = q + 1
    return total / len(runs)
''')

wrong("q18", "pr.averaged", "flow", "the list holding one query's 11 interpolated precisions is made once, before "
      "the query loop, so its maxima carry over from the earlier queries",
      [[r"reset", r"re.?initiali", r"carr(y|ies|ied) over", r"reus", r"outside (the )?(query )?loop",
        r"before (the )?(query )?loop", r"previous quer", r"earlier quer", r"once for all"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    cur = [0.0] * 11
    q = 0
    while q < len(runs):
        run = runs[q]
        R = n_relevant[q]
        hits = 0
        i = 0
        while i < len(run):
            if run[i] == 1:
                hits += 1
            p = hits / (i + 1)
            lev = 0
            while lev <= 10:
                if R > 0 and hits * 10 >= lev * R and p > cur[lev]:
                    cur[lev] = p
                lev += 1
            i += 1
        lev = 0
        while lev <= 10:
            total[lev] += cur[lev]
            lev += 1
        q += 1
    lev = 0
    while lev <= 10:
        total[lev] = total[lev] / len(runs)
        lev += 1
    return total
''')

wrong("q19", "rank.r_precision", "flow", "the loop runs while i <= R, so it counts the hits in the top R + 1 "
      "ranks",
      [[r"R ?\+ ?1", r"off.by.one", r"one (rank|item|position) too (many|far)", r"<= ?R", r"one extra",
        r"an extra rank"]], '''
labels = v["labels"]
R = v["n_relevant"]
hits = 0
i = 0
while i <= R and i < len(labels):
    if labels[i] == 1:
        hits = hits + 1
    i = i + 1
my_r_precision = hits / R
''')

wrong("q20", "rank.distances", "flow", "never sorts by distance: counts the relevant items among the first k in "
      "the input order",
      [[r"(never|not|without|no|forgot\w*( to)?) sort", r"unsorted", r"input order", r"given order",
        r"as (they|it) (come|is)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    hits = 0
    i = 0
    while i < k:
        if labels[i] == 1:
            hits += 1
        i += 1
    return hits / k
''')

wrong("q21", "ap.at_k", "flow", "the loop runs to the end of the list instead of stopping at rank k, so relevant "
      "items below k add to the sum",
      [[r"beyond k", r"below (rank )?k", r"after (rank )?k", r"past k", r"whole list", r"(never|not|doesn.t) stop",
        r"end of the list", r"(ignor|forgot)\w*.{0,20}\bk\b", r"(not|never) cut"]], '''
def my_ap_at_k(labels, n_relevant, k):
    m = k
    if n_relevant < m:
        m = n_relevant
    if m == 0:
        return 0.0
    i = 0
    hits = 0
    s = 0.0
    while i < len(labels):
        if labels[i] == 1:
            hits += 1
            s += hits / (i + 1)
        i += 1
    return s / m
''')


# ---------------------------------------------------------------------------------------------- hidden
wrong("q22", "set.f_beta", "hidden", "divides by beta^2 P + R without a guard, so P = R = 0 raises",
      [ZERODIV], '''
def my_f(precision, recall, beta):
    b2 = beta * beta
    return (1 + b2) * precision * recall / (b2 * precision + recall)
''', crash="ZeroDivisionError", scope="all")

wrong("q23", "ap.exact", "hidden", "divides by n_relevant without a guard, so a query with no relevant items "
      "raises", [ZERODIV], '''
def my_ap(labels, n_relevant):
    hits = 0
    s = 0.0
    i = 0
    while i < len(labels):
        if labels[i]:
            hits = hits + 1
            s = s + hits / (i + 1)
        i = i + 1
    return s / n_relevant
''', crash="ZeroDivisionError", scope="all")

wrong("q24", "scope.eps_precision", "hidden", "divides by the count of targets within epsilon without a guard, so "
      "an empty result raises", [ZERODIV], '''
def my_eps_precision(distances, labels, epsilon):
    inside = 0
    good = 0
    i = 0
    while i < len(distances):
        if distances[i] < epsilon:
            inside = inside + 1
            if labels[i] == 1:
                good = good + 1
        i = i + 1
    return good / inside
''', crash="ZeroDivisionError", scope="all")

wrong("q25", "ndcg.all_judgments", "hidden", "returns 1 when the ideal DCG is 0 (no relevant item at all) instead "
      "of 0",
      [[r"\b1(\.0)?\b", r"one", r"perfect"], [r"ideal (dcg )?(is )?(0|zero)", r"idcg", r"no relevant",
                                              r"nothing relevant"]], '''
import math

def my_ndcg(grades, unretrieved):
    dcg = 0.0
    i = 0
    while i < len(grades):
        if i == 0:
            dcg = dcg + grades[i]
        else:
            dcg = dcg + grades[i] / math.log2(i + 1)
        i = i + 1
    ideal = []
    i = 0
    while i < len(grades):
        ideal.append(grades[i])
        i = i + 1
    i = 0
    while i < len(unretrieved):
        ideal.append(unretrieved[i])
        i = i + 1
    i = 0
    while i < len(ideal):
        j = i + 1
        while j < len(ideal):
            if ideal[j] > ideal[i]:
                t = ideal[i]
                ideal[i] = ideal[j]
                ideal[j] = t
            j = j + 1
        i = i + 1
    idcg = 0.0
    i = 0
    while i < len(ideal):
        if i == 0:
            idcg = idcg + ideal[i]
        else:
            idcg = idcg + ideal[i] / math.log2(i + 1)
        i = i + 1
    if idcg == 0:
        return 1.0
    return dcg / idcg
''')

wrong("q26", "gen.grip_point", "hidden", "reads labels[i] for i up to n_relevant without checking the list's "
      "length, so a list shorter than the class raises", [INDEX], '''
def my_grip_point(labels, n_relevant):
    c = n_relevant
    hits = 0
    i = 0
    while i < c:
        if labels[i] == 1:
            hits = hits + 1
        i = i + 1
    return hits / c
''', crash="IndexError", scope="all")

wrong("q27", "pr.points", "hidden", "returns [0.0] instead of an empty list when no relevant item is retrieved",
      [[r"\[0(\.0)?\]", r"empty (list)?", r"a (single |lone )?(0|zero)( point)?", r"extra point",
        r"nothing (is )?found"]], '''
def my_pr_points(labels, n_relevant):
    out = []
    hits = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits += 1
            out.append(hits / (i + 1))
        i += 1
    if len(out) == 0:
        out.append(0.0)
    return out
''')

wrong("q28", "pr.averaged", "hidden", "skips a query with no relevant items and divides by the queries kept, "
      "instead of counting it as 0 at every level",
      [[r"skip", r"left out", r"leaves? out", r"drop", r"ignor", r"exclud", r"not counted", r"fewer quer",
        r"(as|count\w*) (a )?(0|zero)"]], '''
def my_averaged_curve(runs, n_relevant):
    total = [0.0] * 11
    used = 0
    q = 0
    while q < len(runs):
        R = n_relevant[q]
        if R == 0:
            q = q + 1
            continue
        run = runs[q]
        lev = 0
        while lev <= 10:
            best = 0.0
            hits = 0
            i = 0
            while i < len(run):
                if run[i] == 1:
                    hits = hits + 1
                if hits * 10 >= lev * R:
                    p = hits / (i + 1)
                    if p > best:
                        best = p
                i = i + 1
            total[lev] = total[lev] + best
            lev = lev + 1
        used = used + 1
        q = q + 1
    lev = 0
    while lev <= 10:
        total[lev] = total[lev] / used
        lev = lev + 1
    return total
''')


# ---------------------------------------------------------------------------------------------- twin
wrong("q29", "sig.sign_test", "twin", "keeps the tied queries in n (n = number of queries) instead of dropping them",
      [[r"ties?.{0,30}(not|never) (dropped|removed|discarded|excluded)", r"(kept|keeps|counts?|includ\w*).{0,20}ties?",
        r"ties?.{0,20}(kept|counted|included|in n)", r"n (is|=|includes?).{0,30}(all|every|number of) quer",
        r"len\((a|b)\)", r"(drop|remove|discard|exclud)\w*.{0,10}ties"]], '''
a = v["a"]
b = v["b"]
n = len(a)
wins = 0
i = 0
while i < n:
    if a[i] > b[i]:
        wins += 1
    i += 1
k = wins
if n - wins < k:
    k = n - wins
tail = 0.0
c = 1
j = 0
while j <= k:
    tail += c / 2 ** n
    c = c * (n - j) // (j + 1)
    j += 1
p = 2 * tail
if p > 1:
    p = 1.0
my_sign_p = p
''')

wrong("q30", "gen.practical", "twin", "divides v by the scope s instead of the database size d for generality's "
      "lower bound",
      [[r"by (the )?(scope|s)\b", r"\bs\b instead of \bd\b", r"scope instead of", r"v ?/ ?s",
        r"instead of (the )?(database|d\b)", r"not (by )?(the )?(database|d\b)"]], '''
def my_practical(labels, d):
    s = len(labels)
    v = 0
    i = 0
    while i < s:
        v += labels[i]
        i += 1
    cmax = d - s + v
    rl = 0.0
    if cmax > 0:
        rl = v / cmax
    return [v / s, rl, v / s]
''')

wrong("q31", "scope.knn_ties", "twin", "returns the two bounds in the wrong order, [highest, lowest]",
      [[r"order", r"swap", r"revers", r"wrong way", r"exchang", r"the other way", r"interchang"]], '''
def my_knn_tie_bounds(distances, labels, k):
    n = len(distances)
    d = list(distances)
    i = 1
    while i < n:
        j = i
        while j > 0 and d[j - 1] > d[j]:
            d[j - 1], d[j] = d[j], d[j - 1]
            j -= 1
        i += 1
    cut = d[k - 1]
    before = 0
    rel_before = 0
    rel_t = 0
    non_t = 0
    i = 0
    while i < n:
        if distances[i] < cut:
            before += 1
            rel_before += labels[i]
        elif distances[i] == cut:
            if labels[i]:
                rel_t += 1
            else:
                non_t += 1
        i += 1
    left = k - before
    lo = left - non_t
    if lo < 0:
        lo = 0
    hi = rel_t
    if hi > left:
        hi = left
    return [(rel_before + hi) / k, (rel_before + lo) / k]
''')

wrong("q32", "avg.macro", "twin", "unpacks each table as [tp, fn, fp] (columns misread), so it divides tp by "
      "tp + fn",
      [[r"column", r"unpack", r"misread", r"tp, ?fn, ?fp", r"fn (as|for|instead of) (the )?fp", r"order of the",
        r"(third|3rd) (entry|column|value|field)", r"wrong (entry|field|position|index)"]], '''
def my_macro_precision(tables):
    total = 0.0
    q = 0
    while q < len(tables):
        tp, fn, fp = tables[q]
        if tp + fp > 0:
            total = total + tp / (tp + fp)
        q = q + 1
    return total / len(tables)
''')

wrong("q33", "scope.eps_precision", "twin", "keeps the targets with d <= epsilon (not strictly less), so a target "
      "exactly at epsilon is returned",
      [[r"<=", r"not strict", r"non.?strict", r"at (exactly )?epsilon", r"equal to epsilon", r"less than or equal", r"boundary",
        r"exactly epsilon"]], '''
def my_eps_precision(distances, labels, epsilon):
    cnt = 0
    rel = 0
    i = 0
    while i < len(distances):
        if distances[i] <= epsilon:
            cnt += 1
            rel += labels[i]
        i += 1
    if cnt == 0:
        return 0.0
    return rel / cnt
''')

wrong("q34", "interp.step", "twin", "takes the maximum precision over every point whose recall reaches the level "
      "(the 11-point rule) instead of the step rule's P_i",
      [[r"takes? the max", r"max(imum)? (over|of) (all|every|later)", r"highest precision", r"later points?",
        r"11.point", r"running max", r"instead of (the step|p_i)"]], '''
def my_step_interpolated(labels, n_relevant, level):
    best = 0.0
    hits = 0
    i = 0
    while i < len(labels):
        if labels[i] == 1:
            hits = hits + 1
            if hits / n_relevant >= level:
                p = hits / (i + 1)
                if p > best:
                    best = p
        i = i + 1
    return best
''')

wrong("q35", "roc.auc", "twin", "counts only the pairs where the positive scores strictly higher: a tied pair "
      "counts 0 instead of 1/2",
      [[r"tie", r"equal scores?"], [r"counts? (as )?(0|zero|nothing)", r"strict", r"ignor", r"skip", r"no credit",
                                    r"instead of (1/2|half|0\.5)", r"(left|leaves) out"]], '''
def my_auc(scores, labels):
    num = 0
    den = 0
    i = 0
    while i < len(scores):
        j = 0
        while j < len(scores):
            if labels[i] == 1 and labels[j] == 0:
                den += 1
                if scores[i] > scores[j]:
                    num += 1
            j += 1
        i += 1
    return num / den
''')


# ---------------------------------------------------------------------------------------------- data
wrong("q36", "ap.value", "data", "divides by the number of 1s in the list instead of n_relevant (the relevant "
      "items never retrieved are forgotten)",
      [[r"number of (1s|ones|hits)", r"sum\(labels\)", r"1s in the (list|ranking)", r"relevant (items )?(retrieved|found)",
        r"retrieved relevant", r"instead of n_relevant", r"not n_relevant", r"unretrieved", r"never retrieved"]], '''
labels = v["labels"]
R = 0
i = 0
while i < len(labels):
    if labels[i] == 1:
        R = R + 1
    i = i + 1
hits = 0
s = 0.0
i = 0
while i < len(labels):
    if labels[i] == 1:
        hits = hits + 1
        s = s + hits / (i + 1)
    i = i + 1
my_ap_value = s / R
''')

wrong("q37", "set.pr", "data", "counts an id retrieved twice twice (lists, not sets)",
      [[r"counted twice", r"counts? (it |them )?twice", r"duplicates?", r"dedup", r"(not|never) (a |as )?sets?",
        r"lists? (instead of|not) sets?", r"repeated", r"more than once"]], '''
def my_set_pr(retrieved, relevant):
    tp = 0
    i = 0
    while i < len(retrieved):
        j = 0
        while j < len(relevant):
            if retrieved[i] == relevant[j]:
                tp = tp + 1
                break
            j = j + 1
        i = i + 1
    p = 0.0
    r = 0.0
    if len(retrieved) > 0:
        p = tp / len(retrieved)
    if len(relevant) > 0:
        r = tp / len(relevant)
    return [p, r]
''')

wrong("q38", "ndcg.all_judgments", "data", "puts each unretrieved item into the ideal ranking with grade 1 "
      "instead of its own grade",
      [[r"grade (of )?1", r"as 1", r"binary", r"(own|real|actual|true) grades?", r"(ignor|forg[eo]t)\w*.{0,30}grades?",
        r"count(s|ed)? (them|each|the unretrieved)"]], '''
import math

def my_ndcg(grades, unretrieved):
    ideal = []
    i = 0
    while i < len(grades):
        ideal.append(grades[i])
        i += 1
    i = 0
    while i < len(unretrieved):
        ideal.append(1)
        i += 1
    i = 0
    while i < len(ideal):
        j = i + 1
        while j < len(ideal):
            if ideal[j] > ideal[i]:
                ideal[i], ideal[j] = ideal[j], ideal[i]
            j += 1
        i += 1
    dcg = 0.0
    idcg = 0.0
    i = 0
    while i < len(ideal):
        disc = 1.0
        if i > 0:
            disc = math.log2(i + 1)
        if i < len(grades):
            dcg += grades[i] / disc
        idcg += ideal[i] / disc
        i += 1
    if idcg == 0:
        return 0.0
    return dcg / idcg
''')

wrong("q39", "roc.eer", "data", "walks the scores from the lowest up, as if a low score meant positive",
      [[r"lowest", r"ascending", r"low(er)? scores?.{0,30}(positive|first|better)", r"revers", r"wrong direction",
        r"distance"]], '''
def my_eer(scores, labels):
    n = len(scores)
    idx = list(range(n))
    i = 0
    while i < n:
        j = i + 1
        while j < n:
            if scores[idx[j]] < scores[idx[i]] or (scores[idx[j]] == scores[idx[i]] and idx[j] < idx[i]):
                idx[i], idx[j] = idx[j], idx[i]
            j += 1
        i += 1
    P = 0
    i = 0
    while i < n:
        P += labels[i]
        i += 1
    N = n - P
    fprs = [0.0]
    fnrs = [1.0]
    tp = 0
    fp = 0
    i = 0
    while i < n:
        s = scores[idx[i]]
        while i < n and scores[idx[i]] == s:
            if labels[idx[i]] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fprs.append(fp / N)
        fnrs.append(1 - tp / P)
    j = 0
    while fprs[j] - fnrs[j] < 0:
        j += 1
    if j == 0 or fprs[j] == fnrs[j]:
        return fprs[j]
    a = fprs[j - 1] - fnrs[j - 1]
    b = fprs[j] - fnrs[j]
    t = -a / (b - a)
    return fprs[j - 1] + t * (fprs[j] - fprs[j - 1])
''')

wrong("q40", "map.mean", "data", "uses the length of each query's list as its number of relevant items instead of "
      "n_relevant[i]",
      [[r"len\(", r"length of (each|the) (list|run|query)", r"list('s)? length", r"number of (ranks|items)",
        r"list size", r"instead of n_relevant", r"how long"]], '''
def my_map(runs, n_relevant):
    s = 0.0
    q = 0
    while q < len(runs):
        run = runs[q]
        hits = 0
        ap = 0.0
        i = 0
        while i < len(run):
            if run[i] == 1:
                hits += 1
                ap += hits / (i + 1)
            i += 1
        s += ap / len(run)
        q += 1
    return s / len(runs)
''')

wrong("q41", "dcg.classic", "data", "treats the grades as binary: any grade above 0 adds 1",
      [[r"binary", r"any (grade|relevant)", r"grade.{0,20}(as|counted as|treated as) 1", r"(0/1|0 or 1)",
        r"(ignor|lose|loses|drop)\w*.{0,20}(grade|level)", r"actual grade"]], '''
import math

def my_dcg(grades):
    total = 0.0
    i = 0
    while i < len(grades):
        rel = 0
        if grades[i] > 0:
            rel = 1
        if i == 0:
            total += rel
        else:
            total += rel / math.log2(i + 1)
        i += 1
    return total
''')

wrong("q42", "rank.distances", "data", "sorts the distances from largest to smallest, as if they were similarity "
      "scores (the farthest items first)",
      [[r"farthest", r"largest", r"descending", r"similarit", r"revers", r"highest (distance )?first",
        r"wrong (order|direction)"]], '''
def my_p_at_k_from_distances(distances, labels, k):
    n = len(distances)
    idx = []
    i = 0
    while i < n:
        idx.append(i)
        i += 1
    i = 0
    while i < n - 1:
        j = 0
        while j < n - 1 - i:
            if distances[idx[j]] < distances[idx[j + 1]]:
                t = idx[j]
                idx[j] = idx[j + 1]
                idx[j + 1] = t
            j += 1
        i += 1
    hits = 0
    i = 0
    while i < k:
        hits += labels[idx[i]]
        i += 1
    return hits / k
''')


# ---------------------------------------------------------------------------------------------- right
right("q43", "rank.p_at_k", "while loop, hand-kept counter, missing ranks not relevant", '''
def my_p_at_k(labels, k):
    hits = 0
    i = 0
    while i < k and i < len(labels):
        if labels[i] == 1:
            hits = hits + 1
        i = i + 1
    return hits / k
''')

right("q44", "interp.curve", "NumPy running maximum from the end, integer level test", '''
import numpy as np

def my_interpolated(labels, n_relevant):
    y = np.asarray(labels, dtype=int)
    if len(y) == 0 or n_relevant == 0:
        return [0.0] * 11
    hits = np.cumsum(y)
    prec = hits / np.arange(1, len(y) + 1)
    out = []
    lev = 0
    while lev <= 10:
        ok = hits * 10 >= lev * n_relevant
        out.append(float(prec[ok].max()) if ok.any() else 0.0)
        lev += 1
    return out
''')

right("q45", "map.mrr", "while loop with an explicit found flag", '''
def my_mrr(runs):
    total = 0.0
    q = 0
    while q < len(runs):
        i = 0
        found = 0
        while i < len(runs[q]) and not found:
            if runs[q][i] == 1:
                found = 1
                total = total + 1.0 / (i + 1)
            i = i + 1
        q = q + 1
    return total / len(runs)
''')

right("q46", "scope.knn_ties", "counts around the k-th distance, exact Fractions", '''
from fractions import Fraction

def my_knn_tie_bounds(distances, labels, k):
    d = sorted(distances)
    cut = d[k - 1]
    before = sum(1 for x in distances if x < cut)
    rel_before = sum(y for x, y in zip(distances, labels) if x < cut)
    rel_t = sum(y for x, y in zip(distances, labels) if x == cut)
    non_t = sum(1 - y for x, y in zip(distances, labels) if x == cut)
    left = k - before
    lo = rel_before + max(0, left - non_t)
    hi = rel_before + min(left, rel_t)
    return [float(Fraction(lo, k)), float(Fraction(hi, k))]
''')

right("q47", "roc.eer", "while loops over score groups, linear crossing", '''
def my_eer(scores, labels):
    n = len(scores)
    idx = list(range(n))
    i = 1
    while i < n:
        j = i
        while j > 0 and scores[idx[j - 1]] < scores[idx[j]]:
            idx[j - 1], idx[j] = idx[j], idx[j - 1]
            j -= 1
        i += 1
    P = 0
    i = 0
    while i < n:
        P += labels[i]
        i += 1
    N = n - P
    fprs = [0.0]
    fnrs = [1.0]
    tp = 0
    fp = 0
    i = 0
    while i < n:
        s = scores[idx[i]]
        while i < n and scores[idx[i]] == s:
            if labels[idx[i]] == 1:
                tp += 1
            else:
                fp += 1
            i += 1
        fprs.append(fp / N)
        fnrs.append(1 - tp / P)
    j = 0
    while fprs[j] - fnrs[j] < 0:
        j += 1
    if j == 0 or fprs[j] == fnrs[j]:
        return fprs[j]
    a = fprs[j - 1] - fnrs[j - 1]
    b = fprs[j] - fnrs[j]
    t = -a / (b - a)
    return fprs[j - 1] + t * (fprs[j] - fprs[j - 1])
''')

right("q48", "dcg.trec", "enumerate from 2 and a generator sum", '''
import math

my_dcg_trec = sum(g / math.log2(i) for i, g in enumerate(v["grades"], 2))
''')

SUBMISSIONS = tuple(S)
