"""Generative diagnosis: formulas with named parts, derived variants, generic symptoms, traces.

The measurement on the invented batches of ``tests/class_submissions.py`` is in
tests/test_diagnosis_batches.py (``pytest tests/test_diagnosis_batches.py -s`` prints the reports).
"""

from __future__ import annotations

import math
import re
import time

import pytest

from ireval_teach.exercises import TASKS, check, variant
from ireval_teach.exercises.tasks import RETIRED
from ireval_teach.exercises import perturbations, symptoms
from ireval_teach.exercises.probing import check_function, probes_for
from ireval_teach.exercises.sandbox import CallOutcome, LocalCaller, SandboxResult
from ireval_teach.exercises.tasks import FAMILIES, close
from ireval_teach.trace import format_number

from class_submissions import (WRONG)

IDS = ["s1", "alice", "20261122"]


# ------------------------------------------------------------------------------ the formulas
@pytest.mark.parametrize("family", sorted(perturbations.FORMULAS))
def test_each_formula_with_no_part_changed_is_the_library_value(family):
    """The formulas only derive wrong variants; their right form must still be the library's measure."""
    fam, formula = FAMILIES[family], perturbations.FORMULAS[family]
    tasks = [t for t in {**RETIRED, **TASKS}.values() if t.family.name == family]  # retired tasks keep their formulas
    assert tasks
    n = 0
    for t in tasks:
        for sid in IDS + [f"x{i}" for i in range(8)]:
            inputs = t.visible_inputs(sid) + [inp for _, inp in t.hidden_inputs(sid)]
            for inp in inputs:
                assert close(formula.compute(inp, {}), fam.reference(inp), 1e-9), (family, inp)
                n += 1
    assert n >= 10


def test_variants_are_single_parts_and_pairs_of_different_parts():
    for family, formula in perturbations.FORMULAS.items():
        vs = perturbations.variants_for(family)
        singles = [v for v in vs if len(v.options) == 1]
        assert len(singles) == len(formula.options)
        for v in vs:
            assert len({o.part for o in v.options}) == len(v.options)
            assert perturbations.variant_by_name(v.name) is v
            assert v.title.startswith(formula.measure)
        assert all(o.part in formula.parts for o in formula.options), family


@pytest.mark.parametrize("task_id", sorted(t for t in TASKS if TASKS[t].kind == "function"))
def test_every_single_part_variant_is_named_or_indistinguishable(task_id):
    """A student who makes exactly one derived mistake gets that mistake's name, or the name of a mistake
    that gives the same value on every probe (the probes cannot tell them apart)."""
    t = TASKS[task_id]
    fam = t.family
    probes = probes_for(t, "s1")
    expected = [t.expected(p.inputs) for p in probes]

    def values(m):
        out = []
        for p in probes:
            try:
                v = m.wrong(p.inputs)
                out.append(("v", [float(x) for x in v] if isinstance(v, list) else float(v)))
            except Exception as exc:  # noqa: BLE001
                out.append(("raise", type(exc).__name__))
        return out

    for v in perturbations.variants_for(fam.name, pairs=False):
        mine = values(v)
        if all(k == "v" and close(x, e, 1e-9) for (k, x), e in zip(mine, expected)):
            continue  # the probes never show this variant
        if any(k == "raise" for k, _ in mine):
            continue  # a variant that crashes is matched by its error, checked in the class test
        fb = check(task_id, lambda *args, v=v: v.wrong(dict(zip(fam.params, args))), student_id="s1")
        assert not fb.passed, v.name
        if fb.misconception == v.name:
            continue
        named = next((m for m in list(fam.misconceptions) + list(perturbations.variants_for(fam.name))
                      if m.name == fb.misconception), None)
        assert named is not None, (v.name, fb.message)
        theirs = values(named)
        assert all((a[0] == b[0] == "v" and close(a[1], b[1], 1e-9)) or a == b for a, b in zip(mine, theirs)), \
            (v.name, fb.misconception)


# --------------------------------------------------------------------------- the symptoms
def test_symptoms_transform_the_library_value():
    fam = FAMILIES["p_at_k"]
    inp = {"labels": [1, 0, 1, 1], "k": 4}
    by = {s.name: s for s in symptoms.symptoms_for(fam, [(inp, 0.75, 2.25)])}
    assert by["scaled_by_100"].wrong(inp) == 75.0
    assert by["scaled_by_3"].wrong(inp) == 2.25  # the factor read off the student's own value
    assert by["rounded_to_1_decimals"].wrong(inp) == 0.8 and by["truncated_to_1_decimals"].wrong(inp) == 0.7
    assert by["integer_result"].wrong(inp) == 0.0 and by["complement"].wrong(inp) == 0.25
    assert by["off_by_one_k_minus_1"].wrong(inp) == pytest.approx(2 / 3)
    dcg = FAMILIES["dcg_classic"]
    s = {x.name: x for x in symptoms.symptoms_for(dcg, [])}["off_by_one_last_item"]
    assert s.wrong({"grades": [3, 2, 1]}) == dcg.reference({"grades": [3, 2]})
    assert s.wrong({"grades": [3]}) == 3.0  # one item: a loop stopping one early still sees it


@pytest.mark.parametrize("task_id,answer,name", [
    ("gen.generality", lambda inp: 100 * inp["c"] / inp["d"], "scaled_by_100"),
    ("gen.generality", lambda inp: inp["d"] / inp["c"], "generality:ratio=d/c"),
    ("dcg.trec", lambda inp: round(FAMILIES["dcg_trec"].reference(inp), 1), "rounded_to_1_decimals"),
])
def test_typed_values_get_formula_variants_and_symptoms(task_id, answer, name):
    for sid in IDS:
        inp = variant(task_id, sid)
        value = answer(inp)
        if close(value, TASKS[task_id].expected(inp), 5e-5):
            continue
        fb = check(task_id, round(value, 4), student_id=sid)
        same = fb.misconception == name or (name.startswith("rounded_to_")  # 5.96 to 1 decimal is 6 too
                                            and (fb.misconception or "").startswith("rounded_to_"))
        assert not fb.passed and same, fb.message


# ------------------------------------------------------------------- crashes, mutation, type
def test_a_crash_on_an_edge_case_does_not_hide_the_mistake():
    sub = next(s for s in WRONG if s.fn.__name__ == "ap_retrieved_crash")
    for sid in IDS:
        fb = check("ap.exact", sub.fn, student_id=sid)
        assert fb.misconception == "ap_divides_by_retrieved_relevant", fb.message
        assert "Besides that mistake, your function raised ZeroDivisionError" in fb.message
        assert "no relevant item retrieved" in fb.message  # the edge case, named by its hint


def test_numpy_inf_where_a_mistake_divides_by_zero_is_reported_with_its_step_not_named():
    """inf/nan (NumPy) and a ZeroDivisionError where a mistake divides by zero are consistent with that mistake
    but no evidence for it: with no number of its own to match, the function gets its inf and the first rank
    where it appears, not a name."""
    sub = next(s for s in WRONG if s.fn.__name__ == "g_zero_index_np")
    fb = check("dcg.classic", sub.fn, student_id="s1")
    assert fb.misconception is None and "returned nan" in fb.message or "returned inf" in fb.message, fb.message
    assert "First difference on your input 1 at rank 2" in fb.message, fb.message


def test_an_input_changed_in_place_is_named_through_the_caller_contract():
    def my_p_at_k(labels, k):
        labels.extend([0] * max(0, k - len(labels)))  # right value, but the caller's list grows
        return sum(labels[:k]) / k

    fb = check("rank.p_at_k", my_p_at_k, student_id="s1")
    assert not fb.passed and fb.misconception == "input_mutated"
    assert "changes `labels` in place" in fb.message

    class Reporting(LocalCaller):  # any Caller: the mutation is data in CallOutcome.mutated
        def run_calls(self, calls, **kw):
            r = super().run_calls(calls, **kw)
            return SandboxResult([CallOutcome(o.ok, o.value, o.type_name, o.error_type, o.error_message,
                                              o.where, mutated=(1,) if i == 0 else ())
                                  for i, o in enumerate(r.outcomes)], r.n_calls, r.timed_out, r.crashed,
                                 r.output, r.printed_chars, r.elapsed)

    fb = check_function(TASKS["rank.p_at_k"], Reporting(lambda labels, k: sum(labels[:k]) / k), "s1")
    assert not fb.passed and "changes `k` in place" in fb.message


def test_infinity_never_passes():
    for task_id in ("rank.p_at_k", "ap.exact", "dcg.classic"):
        fb = check(task_id, lambda *a: float("inf"), student_id="s1")
        assert not fb.passed
    assert not check("gen.generality", float("inf"), student_id="s1").passed


# --------------------------------------------------------------- traces: never contradictory
def test_the_prefix_divergence_shows_the_value_its_trace_line_computes():
    """Issue 13's example: "your function gives 1, the library 0.1667" above "P@1 = 1/1 = 1"."""
    def my_p_at_k(labels, k):  # divides by the items retrieved: differs where k runs past the list
        return sum(labels[:k]) / min(k, len(labels))

    for sid in IDS:
        fb = check("rank.p_at_k", my_p_at_k, student_id=sid)
        d = fb.first_divergence
        assert d is not None
        assert format_number(d.expected) in d.explanation, str(d)
    for sub in [s for s in WRONG if s.task == "dcg.classic"][:4]:
        d = check("dcg.classic", sub.fn, student_id="alice").first_divergence
        if d is not None and isinstance(d.expected, float):
            assert f"DCG = {format_number(d.expected)}" in d.explanation, str(d)


def test_an_unknown_mistake_points_to_the_step_and_the_part_it_uses():
    def my_ap(labels, n_relevant):  # an uncatalogued slip: the third relevant item's precision is squared
        hits, total = 0, 0.0
        for rank, x in enumerate(labels, 1):
            if x:
                hits += 1
                p = hits / rank
                total += p * p if hits == 3 else p
        return total / n_relevant if n_relevant else 0.0

    for sid in IDS:
        fb = check("ap.exact", my_ap, student_id=sid)
        inp = variant("ap.exact", sid)[0]
        third = [i for i, x in enumerate(inp["labels"], 1) if x][2:3]
        if not third:
            continue
        assert not fb.passed and fb.misconception is None
        d = fb.first_divergence
        assert d is not None and d.index == third[0], fb.message
        assert f"At that step: rank {third[0]} is relevant, so AP adds P@{third[0]}" in fb.message
        assert "denominator" in fb.message and "numerator" in fb.message


def test_a_long_list_is_probed_fast():
    def my_ap(labels, n_relevant):  # wrong only at the very end of a long list
        hits, total = 0, 0.0
        for rank, x in enumerate(labels, 1):
            if x:
                hits += 1
                total += hits / rank
        return (total + (1e-3 if len(labels) > 25 else 0.0)) / n_relevant if n_relevant else 0.0

    t0 = time.monotonic()
    fb = check("ap.exact", my_ap, student_id="s1")
    assert not fb.passed
    assert time.monotonic() - t0 < 1.5


# ------------------------------------------------------------------- the class measurement


def test_two_mistakes_at_once_are_named_as_a_pair():
    def my_dcg(grades):  # natural log AND the exponential gain
        total = 0.0
        for i, g in enumerate(grades, 1):
            gain = 2 ** g - 1
            total += gain if i == 1 else gain / math.log(i)
        return total

    for sid in IDS:
        fb = check("dcg.classic", my_dcg, student_id=sid)
        assert fb.misconception == "dcg_classic:log_base=e+gain=exponential", fb.message
        assert "natural log" in fb.message and "2^rel - 1" in fb.message


def test_values_that_print_alike_are_shown_with_more_digits():
    fb = check("rank.p_at_k", lambda labels, k: sum(labels[:k]) / k + 2e-6, student_id="s1")
    assert not fb.passed
    line = next(x for x in fb.message.splitlines() if "your function returned" in x)
    yours, right = line.split("returned ", 1)[1].split("; the right value is ")
    assert yours != right.rstrip(".")


@pytest.mark.parametrize("task_id", sorted(t for t in TASKS if TASKS[t].kind == "function"))
def test_derived_variants_never_reveal_hidden_inputs_or_values(task_id):
    t = TASKS[task_id]
    fam = t.family
    probes = probes_for(t, "alice")
    shown = [p for p in probes if p.kind != "hidden"]
    hidden = [p for p in probes if p.kind == "hidden"]
    allowed = set()
    for p in shown:
        allowed |= set(re.findall(r"\d+\.\d+", repr(p.inputs)))
        v = fam.reference(p.inputs)
        allowed |= {format_number(x) for x in (v if isinstance(v, list) else [v])}
        if fam.prefix is not None:  # the library's values on a visible input's cuts are shown by the divergence
            for j in range(1, fam.prefix_len(p.inputs)):
                try:
                    v = fam.reference(fam.prefix(p.inputs, j))
                except Exception:  # noqa: BLE001 - e.g. a cut holding no negative item
                    continue
                allowed |= {format_number(x) for x in (v if isinstance(v, list) else [v])}
    seen_parts = set()
    for v in perturbations.variants_for(fam.name, pairs=False):
        part = v.options[0].part
        if part in seen_parts:
            continue
        seen_parts.add(part)
        own = set()  # the function's own values on visible inputs and their cuts are shown too
        for p in shown:
            for inp in [p.inputs] + ([fam.prefix(p.inputs, j) for j in range(1, fam.prefix_len(p.inputs))]
                                     if fam.prefix is not None else []):
                try:
                    w = v.wrong(inp)
                except Exception:  # noqa: BLE001
                    continue
                own |= {format_number(float(x)) for x in (w if isinstance(w, list) else [w])}
        msg = check(task_id, lambda *args, v=v: v.wrong(dict(zip(fam.params, args))), student_id="alice").message
        msg = re.sub(r"\d+/\d+ = [\d.]+", "", msg)  # a visible trace's own fractions (1/3 = 0.3333)
        for p in hidden:
            for name in fam.params:
                val = p.inputs[name]
                if isinstance(val, list) and len(val) >= 4 and not any(q.inputs.get(name) == val for q in shown):
                    assert repr(val) not in msg, (v.name, p.hint)
            ref = fam.reference(p.inputs)
            for x in (ref if isinstance(ref, list) else [ref]):
                s = format_number(x)
                if len(s) >= 5 and s not in allowed | own:  # the number itself, not a part of another (-0.6667)
                    assert not re.search(rf"(?<![\d.-]){re.escape(s)}(?!\d)", msg), (v.name, p.hint, s)


def test_every_catalogue_mistake_of_a_formula_family_is_a_derived_variant():
    """The hand-written catalogue (often the library called with the wrong convention, e.g.
    denominator="retrieved_relevant") is reproduced by one or two changed parts of the formulas: the
    catalogue only adds hand-written explanations and public examples. This cross-checks the formulas'
    wrong options against the library's named conventions."""
    from ireval_teach.exercises import CATALOGUE
    from ireval_teach.exercises.tasks import safe_wrong

    missing = []
    for name, m in CATALOGUE.items():
        if m.family not in perturbations.FORMULAS:
            continue  # e.g. the sign test and exercise 06: no formula written (yet)
        inputs = [m.example] if m.example else []
        for t in (t for t in TASKS.values() if t.family.name == m.family):
            for sid in IDS:
                inputs += ([p.inputs for p in probes_for(t, sid)] if t.kind == "function"
                           else t.visible_inputs(sid))

        def same(v) -> bool:
            for inp in inputs:
                a, b = safe_wrong(m, inp), safe_wrong(v, inp)
                if a[0] != b[0] or (a[0] == "value" and not close(a[1], b[1], 1e-9)):
                    return False
            return True

        if not any(same(v) for v in perturbations.variants_for(m.family)):
            missing.append(name)
    assert not missing


# ------------------------------------------------- degenerate functions: never a named formula mistake
FUNCTION_TASKS = sorted(t for t in TASKS if TASKS[t].kind == "function")


def _raises_value_error(*args):
    raise ValueError("not done yet")


def _raises_zero_division(*args):
    return 1 / 0


@pytest.mark.parametrize("task_id", FUNCTION_TASKS)
@pytest.mark.parametrize("fn,says", [(_raises_value_error, "raised ValueError"),
                                     (_raises_zero_division, "raised ZeroDivisionError"),
                                     (lambda *args: None, "returned None"),
                                     (lambda *args: float("nan"), "returned nan"),
                                     (lambda *args: args[0], "")])
def test_a_crash_everywhere_is_a_crash_not_a_named_mistake(task_id, fn, says):
    """The grade helper's finding: a function raising ValueError on every input was told "AP that adds P@k at
    every rank ... divides the hits by the 0-based position" (a variant that divides by zero everywhere). A
    function that raises, returns None or nan, or returns its input on every call gets that reported, no name."""
    fb = check(task_id, fn, student_id="alice")
    assert not fb.passed and fb.misconception is None, (task_id, fb.message)
    assert "Recognised mistake" not in fb.message
    if says:
        assert says in fb.message, fb.message


@pytest.mark.parametrize("task_id", FUNCTION_TASKS)
def test_a_constant_result_is_named_as_such(task_id):
    t = TASKS[task_id]
    value = [0.5] * 11 if t.family.result == "list" else 0.5
    fb = check(task_id, lambda *args: list(value) if isinstance(value, list) else value, student_id="s1")
    assert not fb.passed
    if t.family.result == "list":
        return  # a list result: the same 11 values everywhere are simply wrong values
    assert fb.misconception == "constant_result", fb.message
    assert "returns 0.5 on every input" in fb.message


def test_a_crash_on_most_inputs_is_named_only_from_the_numbers_it_returned():
    """A ZeroDivisionError where a mistake divides by zero is consistent with it; the mistake is named only
    when the function also returned that mistake's own numbers somewhere (here: never)."""
    def my_ap(labels, n_relevant):  # ValueError on every input with a relevant item; 0 otherwise (right)
        if not any(labels):
            return 0.0
        raise ValueError("math domain error")

    for sid in IDS:
        fb = check("ap.exact", my_ap, student_id=sid)
        assert fb.misconception is None and "raised ValueError" in fb.message, fb.message


@pytest.mark.parametrize("task_id,fn,name", [
    ("dcg.classic", lambda grades: round(sum(g if i == 1 else g / math.log(i) for i, g in enumerate(grades, 1)), 4),
     "dcg_classic:log_base=e+result=round4"),
    ("ap.exact", lambda labels, n_relevant: 100 * sum((sum(labels[:i + 1]) / (i + 1)) for i, x in enumerate(labels)
                                                      if x) / max(1, sum(labels)),
     "ap:denominator=retrieved_relevant+result=percent"),
    ("rank.p_at_k", lambda labels, k: round(sum(labels[:k]) / k, 4), "rounded_to_4_decimals"),
])
def test_a_wrong_formula_finished_as_a_percentage_or_rounded_is_named(task_id, fn, name):
    fb = check(task_id, fn, student_id="alice")
    assert fb.misconception == name, fb.message


# ------------------------------------------------- feedback never contradicts itself (issue 13, point 5)
def _value_candidates(t):
    fam = t.family
    return ([(m, form) for m in fam.misconceptions for form in m.forms]
            + [(x, x.wrong) for x in perturbations.variants_for(fam.name, pairs=False)])


def test_r_at_k_divergence_names_values_of_the_list_it_names():
    """s3: labels [0,1,1,1,1], n_relevant 7, k 4. Both mistakes that give 4/7 give 3/7 on the list cut
    after rank 4; 4/7 is the value of the uncut list, and the feedback must say so."""
    t = TASKS["rank.r_at_k"]
    inp = t.visible_inputs("s3")[0]
    assert inp == {"labels": [0, 1, 1, 1, 1], "n_relevant": 7, "k": 4}
    fb = check("rank.r_at_k", 4 / 7, student_id="s3")
    assert "cut after rank 4 that mistake gives 0.5714" not in fb.message
    assert "only with the whole input as given (with the list cut after rank 4 and k = 4 that mistake" in fb.message and "gives 0.5714, the library 0.4286" in fb.message
    d = fb.first_divergence
    assert d.index == 4 and close(d.yours, 4 / 7, 1e-9) and close(d.expected, 3 / 7, 1e-9)


@pytest.mark.parametrize("task_id", sorted(tid for tid, t in TASKS.items()
                                           if t.kind == "value" and t.family.prefix is not None
                                           and _value_candidates(t)))
def test_value_divergence_shows_the_library_value_of_the_input_it_names(task_id):
    """Every "first difference" of a typed mistake: the library value shown is the value of the cut
    input the sentence names (the whole input when it says "the whole list"). Tasks with no catalogued
    mistake (R-precision by hand) have no typed mistake to follow."""
    from ireval_teach.exercises.probing import WHOLE_LIST

    t = TASKS[task_id]
    fam = t.family
    n_div = 0
    for sid in ("s1", "s2", "s3", "s4", "s5"):
        inp = t.visible_inputs(sid)[0]
        right = t.expected(inp)
        checked: dict[float, object] = {}  # a typed number's feedback depends on the number only: checked once
        for m, form in _value_candidates(t):
            try:
                w = form(inp)
            except Exception:  # noqa: BLE001
                continue
            if isinstance(w, list) or close(w, right, 1e-4):
                continue
            if w not in checked:
                checked[w] = check(task_id, w, student_id=sid).first_divergence
            d = checked[w]
            if d is None or fam.step == "beta":
                continue
            n_div += 1
            cut = inp if d.step == WHOLE_LIST else fam.prefix(inp, d.index)
            if d.step == WHOLE_LIST:
                assert fam.prefix(inp, d.index) != inp
            assert close(d.expected, fam.reference(cut), 1e-9), (task_id, sid, m.name, str(d))
    assert n_div > 0


def test_function_divergence_of_a_k_plus_one_slice_is_the_whole_input():
    """A P@k that slices k + 1 ranks agrees with P@j on every list cut after rank j <= k; the difference
    only shows with the uncut list, and the values shown are the student's and the library's for it."""
    from ireval_teach.exercises.probing import WHOLE_LIST, Probe, _prefix_divergence

    fam = FAMILIES["p_at_k"]

    def slice_k_plus_1(inp):
        return sum(inp["labels"][:inp["k"] + 1]) / inp["k"]

    inp = {"labels": [1, 0, 1, 1, 1, 0], "k": 3}
    d = _prefix_divergence(fam, Probe("your input 1", inp, "visible"),
                           lambda pres: [slice_k_plus_1(x) for x in pres], slice_k_plus_1(inp), 1e-9)
    assert d.step == WHOLE_LIST and d.index == 3
    assert close(d.yours, 1.0, 1e-12) and close(d.expected, 2 / 3, 1e-12)
    assert "with the list cut after rank 3 and k = 3 your function and the library agree" in str(d)
    # k beyond the list: the last cut is the list itself at k = its length
    inp = {"labels": [1, 0, 1], "k": 5}
    d = _prefix_divergence(fam, Probe("your input 1", inp, "visible"),
                           lambda pres: [sum(x["labels"]) / len(x["labels"]) for x in pres], 2 / 3, 1e-9)
    assert d.step == WHOLE_LIST and "cut after rank 3 and k = 3" in str(d)
    assert close(d.expected, 2 / 5, 1e-12)


@pytest.mark.parametrize("task_id, sid, wrong, not_again", [
    ("gen.relevant_scope", "s1", lambda i: i["c"] / i["s"], ("reciprocal", "divides c by s")),
    ("gen.generality", "s1", lambda i: i["d"] / i["c"], ("reciprocal",)),
    ("gen.generality", "s1", lambda i: i["c"] / (i["d"] - i["c"]), ("irrelevant items e",)),
    ("set.precision", "s1", lambda i: len(set(i["retrieved"]) & set(i["relevant"])) / len(set(i["relevant"])),
     ("divides by the number of relevant items",)),
    ("avg.micro", "s1", lambda i: sum(tp / (tp + fn) for tp, fp, fn in i["tables"]) / len(i["tables"]),
     ("(the macro average)",)),
])
def test_one_mistake_is_named_once(task_id, sid, wrong, not_again):
    """A catalogued mistake, its formula perturbation and a generic symptom that are one computation are
    one mistake: the feedback names it once, never as "another mistake" too."""
    inp = TASKS[task_id].visible_inputs(sid)[0]
    fb = check(task_id, wrong(inp), student_id=sid)
    assert not fb.passed and fb.misconception
    others = [ln for ln in fb.message.splitlines() if ln.startswith("The same number also comes from")]
    for text in not_again:
        assert not any(text in ln for ln in others), (task_id, fb.message)
    assert len(set(others)) == len(others)


def test_ap_value_lists_only_different_computations_as_other_mistakes():
    """AP divided by the relevant items retrieved: its perturbation twin is not "another mistake", a
    different computation that happens to give the same number still is."""
    for sid in ("s1", "s2", "s3", "alice"):
        inp = TASKS["ap.value"].visible_inputs(sid)[0]
        labels, hits, total = inp["labels"], 0, 0.0
        for r, x in enumerate(labels, start=1):
            if x:
                hits += 1
                total += hits / r
        if hits == 0:
            continue
        fb = check("ap.value", total / hits, student_id=sid)
        assert fb.misconception
        assert "divides by the relevant items retrieved (found in the list: the hits, sum(labels)) instead of n_relevant" not in fb.message.split(
            "Recognised mistake")[1].split("\n", 2)[-1], fb.message


# ------------------------------------------- value inputs that tell each mistake from the right answer
@pytest.mark.parametrize("task_id", sorted(tid for tid, t in TASKS.items() if t.kind == "value"))
def test_value_task_inputs_tell_every_named_mistake_from_the_right_value(task_id):
    """Each student's input of a value task: every catalogued mistake and single-part formula variant
    that can differ from the right value on the family's inputs at all gives a value that differs from
    the right value on THIS input (else typing that mistake's number would pass)."""
    from ireval_teach.exercises.tasks import VALUE_TOL, _separable

    t = TASKS[task_id]
    separable = {m.name for m, _ in _separable(t.family)}
    for sid in [f"s{i}" for i in range(1, 31)] + ["alice", "20261122"]:
        inp = t.visible_inputs(sid)[0]
        right = t.expected(inp)
        for m, form in _value_candidates(t):
            if m.name not in separable:
                continue
            try:
                w = form(inp)
            except Exception:  # noqa: BLE001 - a crash is told apart from a number
                continue
            assert not close(w, right, VALUE_TOL), (task_id, sid, inp, m.name)


def test_r_at_k_inputs_cut_the_list():
    """An R@k that ignores k is a named mistake, so k must be shorter than the list for every student."""
    from ireval_teach.exercises.tasks import _separable

    assert "r_at_k:cutoff=list" in {m.name for m, _ in _separable(FAMILIES["r_at_k"])}
    for sid in [f"s{i}" for i in range(1, 41)]:
        inp = variant("rank.r_at_k", sid)
        assert inp["k"] < len(inp["labels"]), (sid, inp)


def test_only_mistakes_no_input_can_show_are_left_out_of_the_value_inputs():
    """The mistakes a value task's input need not tell apart are those the family's inputs cannot show
    at all (micro recall's empty-query rules and per-query rounding: every drawn query has relevant items
    and integer counts, which no rounding or cut to a whole number changes; AP's min(n_relevant, length): n_relevant never exceeds the list) or only on an
    input where other mistakes give the right value (a two-sided sign test p above 1: wins = losses)."""
    from ireval_teach.exercises.scheme1 import SCHEME_1
    from ireval_teach.exercises.tasks import _separable

    left_out = {}
    for tid, t in {**RETIRED, **TASKS}.items():
        if t.kind != "value":
            continue
        sep = {m.name for m, _ in _separable(t.family)}
        # mistakes added after variant scheme 1 are named but never move a released input: not drawn against
        released = {n.split("#")[0] for n in SCHEME_1.get(t.family.name, {}).get("separated", ())}
        later = {m.name for m, _ in _value_candidates(t) if t.family.name in SCHEME_1 and m.name not in released}
        out = sorted({m.name for m, _ in _value_candidates(t)} - sep - later)
        if out:
            left_out[tid] = out
    assert left_out == {
        "ap.value": ["ap:denominator=min"],
        "avg.micro": ["micro_recall:empty_query=one", "micro_recall:empty_query=skip",
                      "micro_recall:empty_query=skip_zero", "micro_recall:rounding=1", "micro_recall:rounding=2",
                      "micro_recall:rounding=3", "micro_recall:rounding=int"],
        "sig.sign_test": ["sign_test:tail=uncapped"]}


# ------------------------------------------------ integer division is named, not "a constant result"
_INT_DIV_DISTANCES = '''
def my_p_at_k_from_distances(distances, labels, k):
    idx = sorted(range(len(distances)), key=distances.__getitem__)
    hits = sum(labels[j] for j in idx[:k])
    return hits // k
'''


@pytest.mark.parametrize("sid", IDS)
def test_integer_division_wins_over_a_constant_result(sid):
    """hits // k is 0 on every probe where P@k < 1: the same 0 every time, but it is the right values
    truncated, so the feedback names integer division (held-out d06), not "the same result 0"."""
    ns: dict = {}
    exec(_INT_DIV_DISTANCES, ns)
    fb = check("rank.distances", ns["my_p_at_k_from_distances"], student_id=sid)
    assert not fb.passed
    assert fb.misconception != "constant_result", fb.message
    assert "integer" in (fb.misconception_title or "") or "//" in (fb.misconception_title or ""), fb.message


@pytest.mark.parametrize("sid", IDS)
@pytest.mark.parametrize("const", ["0.25", "0.0"])
def test_a_constant_that_is_no_truncation_is_still_a_constant_result(sid, const):
    """A float returned whatever the input is a constant result, even 0.0 where every right value is
    below 1 (only a whole number that is every right value truncated counts as integer division)."""
    ns: dict = {}
    exec(f"def my_p_at_k_from_distances(distances, labels, k):\n    return {const}\n", ns)
    fb = check("rank.distances", ns["my_p_at_k_from_distances"], student_id=sid)
    assert not fb.passed and fb.misconception == "constant_result", fb.message
