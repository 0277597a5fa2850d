"""What a student's code does, read from its compiled code (no source needed), as plain facts.

A TA who reads a wrong function looks for a few slips of control flow that no formula of the course
explains: a `return` inside a loop with no condition (the loop ends at its first pass), a value set
back to empty at every pass of a loop and used after it (only the last pass survives), an
accumulator of an inner loop never set back for each pass of the outer loop (each query starts from
what the earlier ones left), one accumulator added to by two loops in a row, a tuple unpacked into
names in another order than the input's. Each is a fact of the code, true whatever the inputs; the
checker states it beside the numbers (:mod:`.probing`), never as a grade.

Principle: a fact is reported only when it is *visible in the code*, with the line where it is, and
in words that say what it does ("the loop ends at its first pass"), never a guess at what the student
meant. Read from the bytecode (``dis``) so it works on a function typed in a notebook, exec'ed from a
string or defined in a file alike (no ``inspect.getsource``). Standard library only: it runs inside
the grader's untrusted process too, and on any error gives no fact.

>>> def p_at_k(labels, k):
...     hits = 0
...     for x in labels[:k]:
...         hits += x
...         return hits / k
>>> [f[0] for f in read(p_at_k)]
['return_in_loop']
>>> def macro(tables):
...     s = 0.0
...     for fp, tp, fn in tables:
...         s += tp / (tp + fp) if tp + fp else 0.0
...     return s / len(tables)
>>> [(f[0], f[3]) for f in read(macro)]
[('unpack', ('fp', 'tp', 'fn'))]
"""

from __future__ import annotations

import dis
from dataclasses import dataclass
from typing import Any

#: The kinds of fact, each ``(kind, line, other_line, names)``; at most this many are read.
KINDS = ("return_in_loop", "reset_in_loop", "kept_across_outer", "two_loops_one_sum", "unpack", "counter_outside_if",
         "call", "same_operands", "divide_then_multiply", "complement", "assigned_not_added", "last_match", "operator",
         "return_in_loop_if", "mutable_default", "late_binding", "iterator_twice", "shadowed")
#: Calls whose result on an edge input is a silent surprise (what a TA knows about them), read by name.
EDGE_CALLS = {
    "argmax": "`argmax` gives the FIRST position of the largest value, so 0 when all values are equal: on a row "
              "with nothing relevant (all zeros) it gives position 0, as if rank 1 were relevant",
    "argmin": "`argmin` gives the FIRST position of the smallest value, so 0 when all values are equal",
    "index": "`.index(x)` gives the position of the FIRST item equal to x: repeated (tied) values all get the "
             "first one's position (the same rank), and a value not in the list raises ValueError (`.index(1)` on "
             "a list with no relevant item finds none)",
    "argsort": "`argsort` orders tied values by their position (ordinal ranks, not the average or mid-rank of the "
               "ties); the ranks of the items are `argsort` applied twice",
    "np.resize": "`np.resize(a, n)` fills n places by repeating `a` from its start, it does not pad with zeros: on "
                 "a list shorter than n the places past its end copy its first items (a zero-padding is "
                 "`np.pad(a, (0, n - len(a)))`, or `a.resize(n)` on an array)",
}
#: The input each call's surprise needs (:func:`edges_of`): a note is said only when every wrong result came from
#: such an input (an argmax on a row where every value is equal; tied positions for index and argsort): a
#: surprise that cannot explain one of the wrong results is not offered as their cause.
EDGE_NEEDS: dict[str, tuple[str, ...]] = {
    "argmax": ("nothing_relevant",), "argmin": ("all_equal",), "argsort": ("ties",), "np.resize": ("shorter_than_k",),
    "index": ("ties", "nothing_relevant")}  # (.index has two surprises: the first of tied values, and none found)
#: Python operators that read as mathematics but compute something else (a fact of the code whatever the inputs,
#: so said for every wrong function that has one): ``^`` is XOR, ``//`` drops the fraction, a 0/1 list used as an
#: index picks positions 0 and 1.
#: Each: (what the code does, what that computes).
OPERATORS = {
    "xor": ("uses `^`", "in Python `^` is the bitwise XOR of whole numbers, not a power: `2 ^ 3` is 1 and `2 ^ 1` "
                        "is 3; a power is `**` (`2 ** rel`)"),
    "floor_division": ("divides with `//`", "`//` is floor division: it drops the fraction (2 // 3 is 0, 7 // 2 is "
                                            "3), so a ratio of two counts comes out as a whole number; a ratio needs "
                                            "`/`"),
    "array_plus": ("adds two arrays", "`+` on NumPy arrays adds them element by element (broadcasting a length 1 "
                   "array, raising ValueError where the lengths differ), it does not join them as `+` on lists does: "
                   "to put one after the other use np.concatenate([a, b]) (or + on the lists themselves)"),
    "labels_index": ("indexes with `labels`", "a list (or array) of 0/1 whole numbers used as an index picks the "
                     "items at positions 0 and 1, once per label, not the items where the label is 1: a mask needs "
                     "booleans (`labels == 1`, `np.asarray(labels, dtype=bool)`) or the positions "
                     "(`np.flatnonzero(labels)`)"),
}
#: Inputs that hold relevance labels (a list, or one list per query).
_LABELS = ("labels", "runs", "grades")
#: Inputs whose repeated values are ties (labels repeat by nature: 0 and 1).
_TIED = ("scores", "distances", "grades")
MAX_FACTS = 12
_RETURNS = ("RETURN_VALUE", "RETURN_CONST")


def _line(ins: Any) -> int:
    pos = getattr(ins, "positions", None)
    line = getattr(pos, "lineno", None) if pos is not None else None
    if line is None:
        line = getattr(ins, "starts_line", None)
    return int(line) if isinstance(line, int) else 0


def _loops(ins: list) -> list[tuple[int, int, int]]:
    """``(start, end, line)`` of every loop, ``for`` and ``while``: the body is the offsets strictly between.

    A ``while`` loop is where a backward jump goes back (to a target that is not a ``for`` loop's own
    FOR_ITER); a ``continue`` that jumps back to the first test of the condition overlaps the loop's own
    closing jump, and the two make one loop (intervals that overlap without one holding the other are merged)."""
    out = []
    fors = set()
    for i in ins:
        if i.opname == "FOR_ITER" and isinstance(i.argval, int):
            out.append((i.offset, i.argval, _line(i)))
            fors.add(i.offset)
    spans: list[list[int]] = []
    for k, i in enumerate(ins):
        if "JUMP_BACKWARD" in i.opname and isinstance(i.argval, int) and i.argval < i.offset \
                and i.argval not in fors:
            spans.append([i.argval, i.offset, k])
    merged = True
    while merged:
        merged = False
        for a in spans:
            for b in spans:
                if a is not b and a[0] < b[0] <= a[1] < b[1]:  # overlapping, neither holding the other
                    a[1], a[2] = b[1], b[2]
                    spans.remove(b)
                    merged = True
                    break
            if merged:
                break
    for start, end, k in spans:
        # the loop's line: the statement of its closing jump (the while's condition, tested again)
        line = next((_line(j) for j in reversed(ins[:k + 1]) if _line(j)), 0)
        out.append((start - 1, end + 1, line))
    return sorted(set(out))


def _inside(off: int, loop: tuple[int, int, int]) -> bool:
    return loop[0] < off < loop[1]


def _writes(ins: list, k: int) -> str | None:
    """The local name instruction ``k`` changes: ``x = ...`` / ``x += ...`` (STORE_FAST), ``x[i] = ...`` or
    ``x.append(...)`` / ``x.extend(...)``; None otherwise."""
    i = ins[k]
    if i.opname == "STORE_FAST":
        return str(i.argval)
    if i.opname == "STORE_SUBSCR" and k >= 2 and ins[k - 2].opname == "LOAD_FAST":
        return str(ins[k - 2].argval)
    if i.opname in ("LOAD_METHOD", "LOAD_ATTR") and i.argval in ("append", "extend", "insert") and k >= 1 \
            and ins[k - 1].opname == "LOAD_FAST":
        return str(ins[k - 1].argval)
    return None


def _sets_fresh(ins: list, k: int) -> bool:
    """Instruction ``k`` stores an empty list or a zero: a value set back to its start."""
    if ins[k].opname != "STORE_FAST" or k < 1:
        return False
    prev = ins[k - 1]
    if prev.opname == "BUILD_LIST" and prev.arg == 0:
        return True
    return prev.opname == "LOAD_CONST" and prev.argval in (0, 0.0) and not isinstance(prev.argval, bool)


def read(fn: Any) -> list[Fact]:
    """The facts of ``fn``'s code and of the student's own code it calls: ``(kind, line, other_line, names)``.

    The computation is often in a helper, a method or a nested def (``my_ap`` returning
    ``Evaluator(labels).ap()``): the functions ``fn`` names that were written in the same cell (the same file,
    so the line numbers are the student's), the methods of such a class, and the functions defined inside
    ``fn`` are read as ``fn`` is (a comprehension or a lambda is read as part of the code that holds it)."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return []
    facts: list[Fact] = []
    try:
        helpers = _own_helpers(fn, code)
    except Exception:  # noqa: BLE001 - a student's object that refuses to be looked at: its own code only
        helpers = []
    for f, c in [(fn, code)] + helpers:
        try:
            ins = list(dis.get_instructions(c))
            found = (_mutable_defaults(f, c, ins) if f is not None else []) + _shadowed(c, ins) + _read(ins)
        except Exception:  # noqa: BLE001 - a fact is a bonus: any surprise in the bytecode gives none
            continue
        facts += [x for x in found if x not in facts]
    return facts[:MAX_FACTS]


#: Code objects that are part of the code holding them, not a helper of their own.
_INLINE = ("<listcomp>", "<genexpr>", "<setcomp>", "<dictcomp>", "<lambda>")


def _own_helpers(fn: Any, code: Any, limit: int = 8) -> list[tuple[Any, Any]]:
    """``(function or None, code)`` of the student's own code that ``fn`` calls: defs nested in it, and the
    functions and classes' methods it names that were compiled from the same file, two calls deep at most."""
    out: list[tuple[Any, Any]] = []
    seen = {id(code)}
    g = getattr(fn, "__globals__", None) or {}
    todo = [(code, 0)]
    while todo and len(out) < limit:
        c, depth = todo.pop(0)
        found: list[tuple[Any, Any]] = []
        for const in c.co_consts:  # defs nested in it
            if hasattr(const, "co_code") and const.co_name not in _INLINE:
                found.append((None, const))
        for name in c.co_names:
            obj = g.get(name) if isinstance(g, dict) else None
            members = list(vars(obj).values()) if isinstance(obj, type) else [obj]
            for m in members:
                m = getattr(m, "__func__", None) or getattr(m, "fget", None) or m  # static/class methods, properties
                mc = getattr(m, "__code__", None)
                if mc is not None and getattr(mc, "co_filename", None) == code.co_filename:
                    found.append((m, mc))
        for f, mc in found:
            if id(mc) not in seen and len(out) < limit:
                seen.add(id(mc))
                out.append((f, mc))
                if depth < 1:
                    todo.append((mc, depth + 1))
    return out


def _shadowed(code: Any, ins: list) -> list[Fact]:
    """A loop whose variable has a parameter's name (``for k, x in enumerate(labels)`` in a function given ``k``):
    the loop overwrites the parameter, so from its first pass on the name no longer holds what was given."""
    params = set(code.co_varnames[:code.co_argcount])
    out: list[Fact] = [("shadowed", _line(t), _line(i), (str(t.argval),)) for i, t in _loop_targets(ins)
                       if t.opname == "STORE_FAST" and t.argval in params]
    return out[:1]


def _loop_targets(ins: list) -> list[tuple[Any, Any]]:
    """``(for, store)`` for every name a `for` loop binds on each pass, unpacked ones too (``for i, x in ...``)."""
    out = []
    for k, i in enumerate(ins[:-1]):
        if i.opname != "FOR_ITER":
            continue
        j = k + 1
        unpacked = ins[j].opname == "UNPACK_SEQUENCE" and isinstance(ins[j].arg, int)
        out += [(i, t) for t in (ins[j + 1:j + 1 + ins[j].arg] if unpacked else [ins[j]])]
    return out


def _in_place(ins: list, k: int, name: str) -> bool:
    """Instruction ``k`` changes the object ``name`` holds without rebinding the name: an append, extend or insert,
    an item set, ``.add`` / ``.update`` / ``.setdefault``, or ``name += ...`` on a list."""
    i = ins[k]
    if i.opname != "STORE_FAST" and _writes(ins, k) == name:
        return True
    if i.opname in ("LOAD_METHOD", "LOAD_ATTR") and i.argval in ("add", "update", "setdefault") and k >= 1:
        return ins[k - 1].opname == "LOAD_FAST" and ins[k - 1].argval == name
    return (i.opname == "BINARY_OP" and i.argrepr in ("+=", "|=") and k + 1 < len(ins)
            and ins[k + 1].opname == "STORE_FAST" and ins[k + 1].argval == name)


def _mutable_defaults(fn: Any, code: Any, ins: list) -> list[Fact]:
    """A parameter whose default is a list, dict or set that the code changes in place (``acc=[]`` then
    ``acc.append``): Python makes the default once, when the def runs, so every call that leaves it out shares
    it and sees what the earlier calls put in."""
    defaults = getattr(fn, "__defaults__", None) or ()
    names = code.co_varnames[:code.co_argcount]
    out: list[Fact] = []
    for name, value in zip(names[len(names) - len(defaults):], defaults):
        if not isinstance(value, (list, dict, set)):
            continue
        changed = [i for k, i in enumerate(ins) if _in_place(ins, k, name)]
        if changed:
            out.append(("mutable_default", _line(changed[0]), 0, (name, type(value).__name__)))
    return out


Fact = tuple[str, int, int, tuple[str, ...]]
Loop = tuple[int, int, int]


@dataclass(frozen=True)
class _Code:
    """One code object's instructions with its loops (``for`` and ``while``) and the local names each instruction changes, its
    nested code objects' instructions (``parts``, this one first) and their arithmetic statements, read once."""

    ins: list
    loops: list[Loop]
    writes: list[tuple[int, str, int]]  # (offset, name, instruction index)
    parts: list[list]  # these instructions, then those of each nested code object (a comprehension, a lambda)
    statements: list[list[tuple[int, str, list[tuple[str, str, str]]]]]  # :func:`_statements` of each part

    def innermost(self, off: int) -> Loop | None:
        inner = [lp for lp in self.loops if _inside(off, lp)]
        return min(inner, key=lambda lp: lp[1] - lp[0]) if inner else None

    def guarded(self, lp: Loop, off: int) -> bool:
        """Some condition between the loop's start and ``off`` jumps past ``off``."""
        # (an `else:` branch is conditional too: the if's own branch ends with a jump forward past it)
        return any(("IF" in j.opname or j.opname == "JUMP_FORWARD") and isinstance(j.argval, int) and j.argval > off
                   for j in self.ins if lp[0] < j.offset < off) or self.exits_before(lp, off)

    def exits_before(self, lp: Loop, off: int) -> bool:
        """A ``break``, ``continue`` or ``return`` of the loop's body comes before ``off``: the passes it ends never
        reach ``off`` (``if d >= eps: break`` before ``n += 1`` makes the count conditional)."""
        for j in self.ins:
            if not lp[0] < j.offset < off:
                continue
            if j.opname in _RETURNS:
                return True
            if "JUMP" in j.opname and isinstance(j.argval, int) and not lp[0] < j.argval < lp[1]:
                return True
        return False


def _read(ins: list) -> list[Fact]:
    writes = [(i.offset, n, k) for k, i in enumerate(ins) for n in [_writes(ins, k)] if n is not None]
    parts = _with_nested(ins)
    code = _Code(ins, _loops(ins), writes, parts, [_statements(part) for part in parts])
    facts: list[Fact] = []
    for reader in (_returns_in_loops, _resets_in_loops, _assigned_not_added, _kept_across_outer, _two_loops_one_sum,
                   _counters_outside_if, _edge_calls, _precedence, _complements, _unpacks, _operators,
                   _late_bindings, _iterators_twice):
        facts += [f for f in reader(code) if f not in facts]
    return facts


def _returns_in_loops(c: _Code) -> list[Fact]:
    """A return inside a loop: with no condition before it the loop ends at its first pass; under a condition, at
    the first pass where the condition holds (a right idiom too, so told only beside a value seen to stop early)."""
    out: list[Fact] = []
    for i in c.ins:
        lp = c.innermost(i.offset) if i.opname in _RETURNS else None
        if lp is not None:
            out.append(("return_in_loop" if not c.guarded(lp, i.offset) else "return_in_loop_if", _line(i), lp[2], ()))
    return out


def _resets_in_loops(c: _Code) -> list[Fact]:
    """A value set back to empty (or 0) at every pass, added to in the same pass, and used after the loop."""
    out: list[Fact] = []
    for lp in c.loops:
        for k, i in enumerate(c.ins):
            if not (_inside(i.offset, lp) and _sets_fresh(c.ins, k) and c.innermost(i.offset) == lp):
                continue
            name = str(i.argval)
            added = any(n == name and i.offset < o < lp[1] and _updates(c.ins, name, kk) for o, n, kk in c.writes)
            used_after = any(j.opname == "LOAD_FAST" and j.argval == name and j.offset >= lp[1] for j in c.ins)
            if added and used_after:
                out.append(("reset_in_loop", _line(i), lp[2], (name,)))
    return out


def _assigned_not_added(c: _Code) -> list[Fact]:
    """A value started at 0 (or empty) before a loop, only ever assigned inside it under a condition (never from its
    own value) and read after it, in a loop with no break: the passes that meet the condition replace it instead of
    adding to it, so after the loop it holds the last such value only (``s = ...`` where ``s += ...`` adds). Set
    at every pass, the last pass's value is the point of the loop (a running value), and nothing is said."""
    out: list[Fact] = []
    for lp in c.loops:
        if any(isinstance(j.argval, int) and "JUMP" in j.opname and j.argval >= lp[1] and _inside(j.offset, lp)
               for j in c.ins):
            continue  # a break: the loop looks for one value, and keeping the last one assigned is the point
        loop_vars = {str(t.argval) for f, t in _loop_targets(c.ins) if f.offset == lp[0]}
        for name in {n for o, n, _ in c.writes if _inside(o, lp)} - loop_vars:
            inside = [(o, kk) for o, n, kk in c.writes if n == name and _inside(o, lp)]
            unset = any(n == name and o < lp[0] and c.ins[kk].opname == "STORE_FAST" and kk >= 1
                        and c.ins[kk - 1].opname == "LOAD_CONST" and c.ins[kk - 1].argval is None
                        for o, n, kk in c.writes)
            started = unset or any(n == name and o < lp[0] and _sets_fresh(c.ins, kk) for o, n, kk in c.writes)
            if not started or any(_updates(c.ins, name, kk) for _, kk in inside):
                continue
            if any(j.opname == "LOAD_FAST" and j.argval == name and _inside(j.offset, lp) for j in c.ins):
                continue  # read inside the loop: a value carried from pass to pass on purpose
            if not all(c.guarded(lp, o) for o, _ in inside):
                continue  # set at every pass: the last pass's value is the loop's result (P@j for j = 1..k)
            if any(j.opname == "LOAD_FAST" and j.argval == name and j.offset >= lp[1] for j in c.ins):
                # a search (the value unset before, or a loop variable kept: the rank where it was found) keeps
                # the last match; an amount kept by `=` is a sum not added to
                found = [kk for _, kk in inside if c.ins[kk].opname == "STORE_FAST" and kk >= 1
                         and c.ins[kk - 1].opname == "LOAD_FAST" and str(c.ins[kk - 1].argval) in loop_vars]
                kind = "last_match" if unset or len(found) == len(inside) else "assigned_not_added"
                out.append((kind, _line(c.ins[inside[0][1]]), lp[2], (name,)))
    return out


def _kept_across_outer(c: _Code) -> list[Fact]:
    """An inner loop's accumulator (or a value it sets only under a condition) set once before the outer loop and
    never again inside it, though the outer loop reads it at each pass (a per-query value, not a total over all of
    them, which only its own update reads)."""
    out: list[Fact] = []
    for outer in c.loops:
        for inner in c.loops:
            if inner == outer or not (outer[0] < inner[0] and inner[1] <= outer[1]):
                continue
            for o, name, kk in c.writes:
                # an update of its own value, a running maximum, or a value set only under a condition (a pass
                # where the condition never holds keeps the previous pass's value)
                changed = (_updates(c.ins, name, kk) or _compared_update(c.ins, name, kk)
                           or (c.ins[kk].opname == "STORE_FAST" and c.guarded(inner, o)))
                if not (_inside(o, inner) and changed) or any(f[3] == (name,) for f in out):
                    continue
                before = any(n == name and oo < outer[0] for oo, n, _ in c.writes)
                reset = any(n == name and _inside(oo, outer) and not _inside(oo, inner)
                            and c.ins[k2].opname == "STORE_FAST" for oo, n, k2 in c.writes)
                # read inside the outer loop other than by its own update (``t += ...`` alone is a total)
                own = {_line(c.ins[k2]) for _, n, k2 in c.writes if n == name}
                per_pass = any(j.opname == "LOAD_FAST" and j.argval == name and _inside(j.offset, outer)
                               and _line(j) not in own for j in c.ins)
                if before and not reset and per_pass:
                    out.append(("kept_across_outer", _line(c.ins[kk]), outer[2], (name,)))
    return out


def _two_loops_one_sum(c: _Code) -> list[Fact]:
    """One accumulator added to by two loops in a row, with no new start between them."""
    out: list[Fact] = []
    top = [lp for lp in c.loops if not any(o != lp and o[0] < lp[0] and lp[1] <= o[1] for o in c.loops)]
    for a, b in zip(top, top[1:]):
        for o, name, kk in c.writes:
            if not (_inside(o, a) and c.ins[kk].opname == "STORE_FAST" and _loads(c.ins, name, kk)):
                continue
            in_b = [k2 for oo, n, k2 in c.writes if n == name and _inside(oo, b)]
            restart = any(n == name and a[1] <= oo <= b[0] for oo, n, _ in c.writes)
            if in_b and not restart and all(_loads(c.ins, name, k2) for k2 in in_b):
                out.append(("two_loops_one_sum", b[2], a[2], (name,)))
    return out


def _counters_outside_if(c: _Code) -> list[Fact]:
    """A ``+= 1`` counter at the top level of a loop over an index and an item (``enumerate``) whose body has an
    if: it counts every pass, not only the items the if picks."""
    out: list[Fact] = []
    for lp in c.loops:
        body = [k for k, i in enumerate(c.ins) if _inside(i.offset, lp) and c.innermost(i.offset) == lp]
        if not body or c.ins[body[0]].opname != "UNPACK_SEQUENCE" or not any("IF" in c.ins[k].opname for k in body):
            continue
        for k in body:
            i = c.ins[k]
            plus_one = (i.opname == "STORE_FAST" and k >= 2 and c.ins[k - 1].opname == "BINARY_OP"
                        and c.ins[k - 1].argrepr == "+=" and c.ins[k - 2].opname == "LOAD_CONST"
                        and c.ins[k - 2].argval == 1)
            if plus_one and not c.guarded(lp, i.offset):
                out.append(("counter_outside_if", _line(i), lp[2], (str(i.argval),)))
    return out


def _edge_calls(c: _Code) -> list[Fact]:
    """Calls with a silent edge behaviour, in this code or its nested code (a comprehension, a lambda)."""
    out: list[Fact] = []
    for name in sorted(_called_names(c.parts) & set(EDGE_CALLS)):
        here = [i for i in c.ins if i.argval == name]
        out.append(("call", _line(here[0]) if here else 0, 0, (name,)))
    for part in c.parts:  # np.resize, not an array's own .resize (which pads with zeros)
        here = [i for k, i in enumerate(part) if i.argval == "resize" and k >= 1
                and part[k - 1].argval in ("np", "numpy")]
        if here:
            out.append(("call", _line(here[0]), 0, ("np.resize",)))
            break
    return out


def _operators(c: _Code) -> list[Fact]:
    """The operators of :data:`OPERATORS` in this code or its nested code: ``^``, a ``//`` whose divisor is not a
    constant (``n // 2`` is left alone; ``1 // rank`` is a truncated ratio), and a 0/1 labels parameter, never
    reassigned, used whole as an index (``prec[labels]``)."""
    out: list[Fact] = []
    reassigned = {str(i.argval) for part in c.parts for i in part if i.opname in ("STORE_FAST", "STORE_DEREF")}
    copies = _input_copies(c)
    # the labels parameter itself, never reassigned, and every name that holds it converted once
    labels = {n for n, (p, _) in copies.items() if p == "labels"} | ({"labels"} - reassigned)
    fast = ("LOAD_FAST", "LOAD_DEREF")
    for part in c.parts:
        for k, i in enumerate(part):
            if i.opname == "BINARY_SUBSCR" and k >= 1 and part[k - 1].opname in fast \
                    and part[k - 1].argval in labels:
                name = str(part[k - 1].argval)
                out.append(("operator", _line(i), 0, ("labels_index",) + ((name,) if name != "labels" else ())))
                continue
            if i.opname == "BINARY_OP" and i.argrepr == "+" and k >= 2 and part[k - 1].opname in fast \
                    and part[k - 2].opname in fast:
                a, b = (copies.get(str(part[k - j].argval)) for j in (2, 1))
                if a and b and a[1] == b[1] == "array" and a[0] != b[0]:
                    out.append(("operator", _line(i), 0, ("array_plus", str(part[k - 2].argval),
                                                          str(part[k - 1].argval), a[0], b[0])))
                    continue
            if i.opname == "BINARY_OP" and i.argrepr.rstrip("=") == "^":
                out.append(("operator", _line(i), 0, ("xor",)))
            elif i.opname == "BINARY_OP" and i.argrepr.rstrip("=") == "//" and k >= 1 \
                    and part[k - 1].opname != "LOAD_CONST":  # (a constant numerator, 1 // rank, is a ratio too)
                out.append(("operator", _line(i), 0, ("floor_division",)))
    first: dict[str, Fact] = {}
    for f in out:  # the first line of each
        first.setdefault(f[3][0], f)
    return list(first.values())


def _input_copies(c: _Code) -> dict[str, tuple[str, str]]:
    """The names that hold an input list itself, converted once and never changed after: name -> (the input's
    name, "array" for ``np.asarray``/``np.array``, "list" for ``list``/``tuple``). ``dtype=bool`` makes a mask, not
    a copy of the values, and is left out."""
    stores: dict[str, int] = {}
    made: dict[str, tuple[str, str]] = {}
    for part in c.parts:
        for k, i in enumerate(part):
            if i.opname not in ("STORE_FAST", "STORE_DEREF"):
                continue
            name = str(i.argval)
            stores[name] = stores.get(name, 0) + 1
            if k < 1 or part[k - 1].opname != "CALL":
                continue
            start = max((j for j in range(k) if part[j].opname.startswith(("STORE_", "POP_", "RETURN_"))),
                        default=-1) + 1
            statement = part[start:k]
            loads = [str(x.argval) for x in statement if x.opname in ("LOAD_FAST", "LOAD_DEREF")]
            called = [str(x.argval) for x in statement if x.opname in ("LOAD_GLOBAL", "LOAD_METHOD", "LOAD_ATTR")]
            how = next((w for w in called if w in ("asarray", "array", "list", "tuple")), None)
            if len(loads) == 1 and how and "bool" not in called and sum(x.opname == "CALL" for x in statement) == 1:
                made[name] = (loads[0], "array" if how in ("asarray", "array") else "list")
    return {n: v for n, v in made.items() if stores.get(n) == 1 and stores.get(v[0], 0) == 0}


_STORES = ("LIST_APPEND", "STORE_SUBSCR", "MAP_ADD", "SET_ADD", "STORE_FAST", "STORE_DEREF")
_KEEPERS = ("append", "insert", "extend", "setdefault", "add")


def _late_bindings(c: _Code) -> list[Fact]:
    """A function (a lambda, a def) made inside a loop, reading the loop's variable, and kept for later (appended,
    stored): it reads the variable when it is called, after the loop, so every one sees its last value. A
    generator or a key function used at once, inside the pass, is no slip and gives no fact."""
    out: list[Fact] = []
    for part in c.parts:
        targets = {str(t.argval): _line(i) for i, t in _loop_targets(part) if t.opname == "STORE_DEREF"}
        for k, i in enumerate(part):
            if i.opname != "MAKE_FUNCTION" or "closure" not in str(i.argrepr):
                continue
            j = k - 1
            while j >= 0 and part[j].opname in ("LOAD_CONST", "BUILD_TUPLE", "LOAD_CLOSURE"):
                j -= 1
            read = [str(x.argval) for x in part[j + 1:k] if x.opname == "LOAD_CLOSURE"]
            after = next((x for x in part[k + 1:] if x.opname not in ("PRECALL", "CACHE", "NOP")), None)
            kept = after is not None and (after.opname in _STORES or (
                after.opname == "CALL" and j >= 0 and part[j].opname in ("LOAD_METHOD", "LOAD_ATTR")
                and part[j].argval in _KEEPERS))
            name = next((n for n in read if n in targets), None)
            if kept and name is not None:
                out.append(("late_binding", _line(i), targets[name], (name,)))
    return out[:1]


_ONE_PASS = ("map", "filter", "zip", "iter", "reversed", "enumerate")


def _iterators_twice(c: _Code) -> list[Fact]:
    """A local name bound once to a one-pass iterator (``map(...)``, ``zip(...)``, ``filter(...)``, a generator
    expression) and read twice: the first pass uses it up, the second finds it empty."""
    ins = c.ins
    out: list[Fact] = []
    stores: dict[str, int] = {}
    for i in ins:
        if i.opname == "STORE_FAST":
            stores[str(i.argval)] = stores.get(str(i.argval), 0) + 1
    for k, i in enumerate(ins):
        if i.opname != "STORE_FAST" or stores.get(str(i.argval)) != 1 or k < 1 or ins[k - 1].opname != "CALL":
            continue
        line = _line(i)
        j = k - 1  # the statement's first instruction: after the end of the one before it
        while j > 0 and not (ins[j - 1].opname.startswith(("STORE_", "POP_", "RETURN", "JUMP", "FOR_ITER", "RESUME",
                                                             "MAKE_CELL", "COPY_FREE"))):
            j -= 1
        first = ins[j]
        if first.opname in ("LOAD_GLOBAL", "LOAD_NAME") and first.argval in _ONE_PASS:
            kind = str(first.argval)  # the value stored is the maker's: `x = map(...)`, not `n = sum(map(...))`
        elif first.opname == "LOAD_CONST" and getattr(first.argval, "co_name", "") == "<genexpr>":
            kind = "a generator expression"
        else:
            continue
        name = str(i.argval)
        uses = [_line(x) for x in ins[k + 1:] if x.opname in ("LOAD_FAST", "LOAD_FAST_CHECK") and x.argval == name]
        if len(uses) >= 2:  # two reads (a loop's body that reads it once per pass is one read)
            out.append(("iterator_twice", uses[1], line, (name, kind)))
    return out[:1]


def _operand(i: Any) -> str | None:
    """A plain operand's text: a local name or a number."""
    if i.opname == "LOAD_FAST":
        return str(i.argval)
    if i.opname == "LOAD_CONST" and isinstance(i.argval, (int, float)) and not isinstance(i.argval, bool):
        return repr(i.argval)
    return None


def _precedence(c: _Code) -> list[Fact]:
    """Operator precedence read from the order of operations: a name divided by (or minus) itself inside a longer
    expression (``tp / tp + fp`` is 1 + fp), and a division followed by a multiplication by a name
    (``a / b * c`` is (a / b) * c)."""
    out: list[Fact] = []
    for ins, statements in zip(c.parts, c.statements):
        out += _precedence_in(ins)
        for line, _, ops in statements:  # a / b * c where b or c is itself an expression (len(neg))
            made = {f"{left} {op} {right}": (op, right) for op, left, right in ops}
            for op, left, right in ops:
                if op == "*" and made.get(left, ("",))[0] == "/" and not any(
                        f[0] == "divide_then_multiply" and f[1] == line for f in out):
                    out.append(("divide_then_multiply", line, 0, (made[left][1], right)))
    return out


def _with_nested(ins: list, depth: int = 0) -> list[list]:
    """These instructions and those of the code objects nested in them (a comprehension, a lambda)."""
    out = [ins]
    if depth < 3:
        for i in ins:
            if hasattr(i.argval, "co_code"):
                out += _with_nested(list(dis.get_instructions(i.argval)), depth + 1)
    return out


def _precedence_in(ins: list) -> list[Fact]:
    out: list[Fact] = []
    for k in range(2, len(ins) - 1):
        op = ins[k]
        if op.opname != "BINARY_OP" or op.argrepr not in ("/", "-"):
            continue
        a, b = _operand(ins[k - 2]), _operand(ins[k - 1])
        nxt = ins[k + 1]
        if a is not None and a == b and ins[k - 2].opname == "LOAD_FAST" and not nxt.opname.startswith("RETURN") \
                and not nxt.opname.startswith("STORE"):
            out.append(("same_operands", _line(op), 0, (a, op.argrepr)))
        if op.argrepr == "/" and b is not None and k + 2 < len(ins) and ins[k + 2].opname == "BINARY_OP" \
                and ins[k + 2].argrepr == "*" and ins[k + 1].opname == "LOAD_FAST":
            out.append(("divide_then_multiply", _line(op), 0, (b, str(ins[k + 1].argval))))
    return out


_ENDS = ("STORE_FAST", "RETURN_VALUE", "YIELD_VALUE", "LIST_APPEND")  # where a statement's value goes
_PREC = {"**": 14, "*": 12, "/": 12, "//": 12, "%": 12, "@": 12, "+": 11, "-": 11}


def _statements(ins: list) -> list[tuple[int, str, list[tuple[str, str, str]]]]:
    """The simple arithmetic statements of straight-line code, written back as text: ``(line, text, ops)`` with
    ``ops`` the binary operations met, each as (operator, left text, right text). A statement with an
    instruction this small reader does not know is skipped (never guessed)."""
    out: list[tuple[int, str, list[tuple[str, str, str]]]] = []
    stack: list[tuple[str, int]] = []
    ops: list[tuple[str, str, str]] = []
    pending: tuple[str, list[tuple[str, str, str]]] | None = None
    bad = False
    for i in ins:
        name = i.opname
        if name in ("RESUME", "NOP", "PRECALL", "PUSH_NULL", "CACHE", "EXTENDED_ARG"):
            continue
        if name in ("LOAD_FAST", "LOAD_NAME", "LOAD_DEREF", "LOAD_GLOBAL", "LOAD_FAST_CHECK"):
            stack.append((str(i.argval), 100))
        elif name == "LOAD_CONST" and isinstance(i.argval, (int, float)) and not isinstance(i.argval, bool):
            stack.append((repr(i.argval), 100))
        elif name in ("LOAD_ATTR", "LOAD_METHOD") and stack:
            o = stack.pop()
            stack.append((f"{o[0]}.{i.argval}", 100))
        elif name == "BINARY_SUBSCR" and len(stack) >= 2:
            idx, o = stack.pop(), stack.pop()
            stack.append((f"{o[0]}[{idx[0]}]", 100))
        elif name == "CALL" and isinstance(i.arg, int) and len(stack) >= i.arg + 1:
            args = [stack.pop()[0] for _ in range(i.arg)][::-1]
            f = stack.pop()
            stack.append((f"{f[0]}({', '.join(args)})", 100))
        elif name == "UNARY_NEGATIVE" and stack:
            o = stack.pop()
            stack.append((f"-{o[0] if o[1] >= 13 else '(' + o[0] + ')'}", 13))
        elif name == "BINARY_OP" and len(stack) >= 2 and i.argrepr.rstrip("=") in _PREC:
            op = i.argrepr.rstrip("=")
            b, a = stack.pop(), stack.pop()
            p = _PREC[op]
            left = a[0] if a[1] >= p else f"({a[0]})"
            right = b[0] if b[1] > p or (op == "**" and b[1] >= p) else f"({b[0]})"
            ops.append((op, left, right))
            stack.append((f"{left} {i.argrepr} {right}" if i.argrepr.endswith("=") else f"{left} {op} {right}",
                          0 if i.argrepr.endswith("=") else p))
        elif name in _ENDS and stack and not bad:
            text = stack.pop()[0]
            if pending is not None and not ops:  # `x = a if cond else 0`: x holds a where it matters
                text, ops = pending
            if ops:
                augmented = any(op.endswith("=") for op in text.split()[1:2])
                out.append((_line(i), f"{i.argval} = {text}" if name == "STORE_FAST" and not augmented else text,
                            ops))
            stack, ops = [], []
        elif name == "POP_TOP" and len(stack) == 1 and ops and not bad:  # an expression statement (a call)
            out.append((_line(i), stack.pop()[0], ops))
            stack, ops = [], []
        elif name == "JUMP_FORWARD" and len(stack) == 1 and ops and not bad:
            # the first branch of `a if cond else b`: its value stands for the statement that stores it
            pending = (stack[0][0], ops)
            stack, ops = [], []
            continue
        else:
            bad = True
            if name in _ENDS or name == "POP_TOP" or "JUMP" in name or name == "FOR_ITER":
                stack, ops, bad = [], [], False
        if name not in ("LOAD_CONST", "JUMP_FORWARD"):
            pending = None
    return out


def _complements(c: _Code) -> list[Fact]:
    """``1 - E``: the result counts on one side everything E does not count (a tie, a rank past the end, a query
    with nothing in it)."""
    out: list[Fact] = []
    for statements in c.statements:
        shares: dict[str, str] = {}  # a name set to a division: what it holds
        for line, text, ops in statements:
            for op, left, right in ops:
                inner = right[1:-1] if right.startswith("(") and _balanced(right[1:-1]) else right
                if op == "-" and left in ("1", "1.0") and ("/" in inner or inner in shares):
                    out.append(("complement", line, 0, (text, inner, shares.get(inner, ""))))
            name, _, value = text.partition(" = ")
            if value and name.isidentifier() and any(op == "/" for op, _, _ in ops):
                shares[name] = value
    return out


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0


def _unpacks(c: _Code) -> list[Fact]:
    """The names a tuple is unpacked into (a for target or an assignment)."""
    out: list[Fact] = []
    for k, i in enumerate(c.ins):
        if i.opname != "UNPACK_SEQUENCE" or not isinstance(i.arg, int) or not 2 <= i.arg <= 6:
            continue
        targets = c.ins[k + 1:k + 1 + i.arg]
        if len(targets) == i.arg and all(j.opname == "STORE_FAST" for j in targets):
            out.append(("unpack", _line(i), 0, tuple(str(j.argval) for j in targets)))
    return out


def _called_names(parts: list[list]) -> set[str]:
    """Names loaded as attributes, methods or globals in these code objects (a name followed by a call is not
    required: ``np.argmax`` passed to a map counts too)."""
    return {str(i.argval) for part in parts for i in part
            if i.opname in ("LOAD_ATTR", "LOAD_METHOD", "LOAD_GLOBAL", "LOAD_NAME") and isinstance(i.argval, str)}


def _updates(ins: list, name: str, k: int) -> bool:
    """Instruction ``k`` changes ``name`` from its own value (an append, an item set, ``x += ...``)."""
    return ins[k].opname != "STORE_FAST" or _loads(ins, name, k)


def _compared_update(ins: list, name: str, k: int) -> bool:
    """Instruction ``k`` stores ``name`` under a condition that reads ``name`` (``if x > best: best = x``): a
    running maximum or minimum, an update of its own value as much as ``best = max(best, x)``."""
    off = ins[k].offset
    for j in ins[:k]:
        if "IF" in j.opname and isinstance(j.argval, int) and j.argval > off:
            line = _line(j)
            if any(i.opname == "LOAD_FAST" and i.argval == name and _line(i) == line for i in ins[:k]):
                return True
    return False


def _loads(ins: list, name: str, k: int) -> bool:
    """The statement that ends at instruction ``k`` reads ``name`` first (``x += ...``, ``x = max(x, ...)``):
    an update, not a fresh value."""
    line = _line(ins[k])
    j = k - 1
    while j >= 0 and _line(ins[j]) == line:
        if ins[j].opname == "LOAD_FAST" and ins[j].argval == name:
            return True
        j -= 1
    return False


#: The order the task statements give a tuple input's entries in (``tables[i] = [tp, fp, fn]``).
ENTRY_ORDER = {"tables": ("tp", "fp", "fn")}
_MULTI_QUERY = ("runs", "tables")


def edges_of(inputs: list[dict]) -> set[str]:
    """The edges of :data:`EDGE_NEEDS` these inputs hold: a list (or a query's list) whose values are all equal,
    labels with nothing relevant, or tied scores, distances or grades.

    >>> sorted(edges_of([{"labels": [0, 0, 0], "k": 2}])), sorted(edges_of([{"scores": [0.5, 0.5, 0.1]}]))
    (['all_equal', 'nothing_relevant'], ['ties'])
    """
    out: set[str] = set()
    for inp in inputs:
        for key, v in inp.items():
            if not isinstance(v, (list, tuple)):
                continue
            rows = v if v and all(isinstance(r, (list, tuple)) for r in v) else [v]
            for row in rows:
                nums = [x for x in row if isinstance(x, (int, float)) and not isinstance(x, bool)]
                if len(nums) >= 2 and len(set(nums)) == 1:
                    out.add("all_equal")
                if key in _LABELS and nums and not any(nums):
                    out.add("nothing_relevant")
                if key in _TIED and len(set(nums)) < len(nums):
                    out.add("ties")
                k = inp.get("k")
                if key in _LABELS and isinstance(k, int) and not isinstance(k, bool) and len(row) < k:
                    out.add("shorter_than_k")
    return out


def describe(facts: Any, params: tuple[str, ...] = (), edges: set[str] | None = None,
             observed: frozenset[str] = frozenset()) -> list[str]:
    """Sentences for the facts of a wrong function (``facts`` as :func:`read` gives them), one each.

    A per-query accumulator kept across queries is told only for a task whose input holds several queries;
    an unpacking only when its names are the input's entries in another order; a call's surprise only when
    ``edges`` (of the inputs the function gets wrong, :func:`edges_of`) holds the input it needs, if given. A
    fact that is also a right idiom (a return under a condition inside a loop: reciprocal rank) is said only as
    the cause of a behaviour ``observed`` on the numbers (``"stops_early"``: the value stops changing too soon).

    >>> describe([("return_in_loop", 5, 3, ())])[0][:60]
    'Your code returns inside the loop: the return on line 5 is i'
    >>> describe([("unpack", 3, 0, ("fp", "tp", "fn"))], ("tables",))[0][:52]
    'Your code unpacks each entry of `tables` as (fp, tp,'
    """
    out: list[str] = []
    for kind, line, other, names in facts:
        name = names[0] if names else ""
        if kind == "return_in_loop":
            out.append(f"Your code returns inside the loop: the return on line {line} is in the loop of line {other}, "
                       "with no condition before it, so the function returns after the first pass of the loop: only "
                       "its first item (rank, query or level) is used (a return indented one level too deep).")
        elif kind == "return_in_loop_if" and "stops_early" in observed:
            out.append(f"Your code returns inside the loop, under a condition: the return on line {line} is in the "
                       f"loop of line {other}, so the function leaves the loop the first time that condition holds, and "
                       "nothing after that pass counts.")
        elif kind == "mutable_default" and len(names) == 2:
            empty = {"list": "[]", "dict": "{}", "set": "set()"}.get(names[1], names[1])
            out.append(f"Your code changes the default value of `{name}` (`{name}={empty}`, changed on line {line}): "
                       "Python makes a default once, when the def runs, not at each call, so every call that leaves "
                       f"`{name}` out shares the same {names[1]}, and what one call puts in it is still there at the "
                       f"next call (state kept between calls: a mutable default argument). Use `{name}=None` and make "
                       "a new one inside the function.")
        elif kind == "shadowed":
            out.append(f"Your code's loop (line {other}) stores its variable in `{name}`, the name of a parameter: "
                       f"the loop overwrites the `{name}` you were given (a shadowed variable), so from its first pass "
                       f"on `{name}` holds the loop's value, not the input's. Give the loop variable another name.")
        elif kind == "late_binding":
            out.append(f"Your code makes a function (a lambda) inside the loop of line {other} that reads the loop's "
                       f"variable `{name}`, and keeps it for later (line {line}): a function reads `{name}` when it is "
                       f"called, not when it was made, so after the loop every one of them sees `{name}`'s last value "
                       f"(late binding of a closure; each captures the variable, not its value). Bind the value when "
                       f"the function is made: `lambda pts, {name}={name}: ...`.")
        elif kind == "iterator_twice" and len(names) == 2:
            made = names[1] if names[1].startswith("a ") else f"`{names[1]}(...)`"
            out.append(f"Your code makes `{name}` with {made} (line {other}) and reads it again on line {line}: "
                       f"{made} gives an iterator, which yields its values only once; the first pass uses it up "
                       f"(exhausts it), so the second pass finds it empty (a sum of 0, a count of 0, an empty list). "
                       f"Make a list first (`{name} = list(...)`) to read it twice.")
        elif kind == "reset_in_loop":
            out.append(f"Your code: `{name}` is reset to its start value inside the loop (line {line}, in the "
                       f"loop of line {other}), at every pass, so what the earlier passes added is thrown away: "
                       "after the loop it holds only the last pass's.")
        elif kind == "last_match":
            out.append(f"Your code: `{name}` is set under a condition inside the loop of line {other} (line {line}), "
                       "and the loop has no `break`: every later pass where the condition holds overwrites it, so "
                       f"after the loop `{name}` holds the LAST match; where the first one is meant, the search needs "
                       "a `break` once it is found (or a test that it is still unset).")
        elif kind == "assigned_not_added":
            out.append(f"Your code: `{name}` starts at 0 before the loop (the loop of line {other}) and is assigned, "
                       f"not added to, inside it (line {line}: `=` where `+=` adds), so each pass overwrites it: after "
                       "the loop it holds only the last value assigned.")
        elif kind == "kept_across_outer" and any(p in params for p in _MULTI_QUERY):
            out.append(f"Your code: `{name}` is set once, before the loop over the queries (the loop of line "
                       f"{other}), and changed in the inner loop (line {line}), but never reset for each query: "
                       "from the second query on it starts from what the earlier queries left in it.")
        elif kind == "two_loops_one_sum":
            out.append(f"Your code: `{name}` is added to in the loop of line {other} and again in the loop of line "
                       f"{line}, and never reset between them: the second loop's sum is added onto the first's "
                       "(one running sum for both).")
        elif kind == "counter_outside_if":
            out.append(f"Your code: `{name}` goes up by 1 at every pass of the loop (line {line}), outside the if "
                       f"that picks the items: it counts every item, so {name} equals the rank, not only the items "
                       "the if picks.")
        elif kind == "call" and name in EDGE_CALLS and (
                edges is None or any(e in edges for e in EDGE_NEEDS.get(name, ()))):
            out.append(f"Your code calls `{name}`" + (f" (line {line})" if line else "") + f": {EDGE_CALLS[name]}.")
        elif kind == "operator" and name in OPERATORS:
            what, means = OPERATORS[name]
            if name == "labels_index" and len(names) == 2:  # a copy of labels (y = np.asarray(labels)) as the index
                what = f"indexes with `{names[1]}`, which holds `labels` as whole numbers"
            if name == "array_plus" and len(names) == 5:
                a, b, pa, pb = names[1:]
                what = (f"computes `{a} + {b}`, where `{a}` and `{b}` hold `{pa}` and `{pb}` as NumPy arrays")
            out.append(f"Your code {what} (line {line}): {means}.")
        elif kind == "same_operands" and len(names) == 2:
            sym = names[1]
            out.append(f"Your code computes `{name} {sym} {name}` (line {line}), which is always "
                       f"{'1' if sym == '/' else '0'}: Python does {'/' if sym == '/' else '-'} before + and - to its "
                       f"right, so `{name} {sym} {name} + x` is ({name} {sym} {name}) + x; a denominator of several terms "
                       "needs parentheses (operator precedence).")
        elif kind == "divide_then_multiply" and len(names) == 2:
            b, m = names
            out.append(f"Your code divides by `{b}` and then multiplies by `{m}` (line {line}): Python reads "
                       f"`... / {b} * {m}` as (... / {b}) * {m}; if {m} belongs in the denominator it needs "
                       f"parentheses: `... / ({b} * {m} ...)` (operator precedence).")
        elif kind == "complement" and len(names) == 3:
            text, inner, held = names
            out.append(f"Your code computes `{text}` (line {line}): one minus {inner}, the complement of {inner}"
                       + (f" (where `{inner} = {held}`)" if held else "")
                       + ", so every case it does not count (a tie, a rank past the end, a query with nothing in it) "
                       "is counted in full on the other side.")
        elif kind == "unpack":
            low = tuple(n.lower() for n in names)
            for p in params:
                order = ENTRY_ORDER.get(p)
                if order and sorted(low) == sorted(order) and low != order:
                    out.append(f"Your code unpacks each entry of `{p}` as ({', '.join(names)}) (line {line}), but "
                               f"each entry is ({', '.join(order)}): the counts land in the wrong names (the "
                               "order of the unpacked values).")
    return list(dict.fromkeys(out))
