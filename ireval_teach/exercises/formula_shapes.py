"""The shapes a closed formula takes when it is typed wrongly, from the formula itself.

A measure that is one expression of a few named counts (the F-measure of P, R and beta; Sebe et al.'s recall
bound v / (d - s + v)) is mistyped in a handful of ways that do not depend on which formula it is: two names
swapped, one name written where another belongs, a sign flipped, a term or a factor left out, a parenthesis
left out (``v / d - s + v``), a square dropped. This module reads the formula as a Python expression
(:mod:`ast`), makes each such change once, and says it in words with the changed formula written out; the
checker tries them as candidates like any other computation (a change that gives the formula's own values
is dropped).

>>> dict(shapes("v / (d - s + v)"))["v / (s - d + v)"]
'd and s swapped: v / (s - d + v) (that is, v / (s + v - d))'
>>> dict(shapes("v / d", ("d", "s", "v")))["s / d"]
's written where the formula has v (v taken as s): s / d'
>>> dict(shapes("v / d", ("d", "s", "v")))["v / (d + s)"]
'd read as d + s: v / (d + s)'
>>> dict(shapes("v / (d - s + v)"))["v / d - s + v"]
'the parenthesis left out: v / d - s + v, where the formula divides by the whole (d - s + v)'
>>> dict(shapes("v / (d - s + v)"))["v / (d - v + s)"]
's and v swapped in d - s + v in the denominator: v / (d - v + s) (that is, v / (d + s - v))'
>>> value("v / d - s + v", {"v": 2, "d": 8, "s": 4})
-1.75
"""

from __future__ import annotations

import ast
import copy
import math
from itertools import combinations
from typing import Any

#: Operators a formula may use (anything else: the formula is not read).
_OPS: dict[type, Any] = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
                         ast.Div: lambda a, b: a / b, ast.Pow: lambda a, b: a ** b}


def value(text: str, names: dict[str, float]) -> float:
    """The formula's value with these names; ZeroDivisionError (or ValueError) where it has none."""
    def ev(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return float(_OPS[type(node.op)](ev(node.left), ev(node.right)))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.Name):
            return float(names[node.id])
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        raise ValueError(f"not a formula of counts: {ast.dump(node)[:60]}")
    out = ev(ast.parse(text, mode="eval"))
    if not math.isfinite(out):
        raise ValueError("not a finite value")
    return out


def _text(tree: ast.AST) -> str:
    return ast.unparse(tree)


def _nodes(tree: ast.AST) -> list[ast.AST]:
    return list(ast.walk(tree))


def _with(formula: str, i: int, make: Any) -> str:
    """The formula's text with its ``i``-th node (in :func:`ast.walk` order) replaced by ``make(node)``."""
    tree = ast.parse(formula, mode="eval")
    target = _nodes(tree)[i]

    class Put(ast.NodeTransformer):
        def visit(self, node: ast.AST) -> Any:
            return make(node) if node is target else self.generic_visit(node)

    return _text(Put().visit(tree))


def _first_divided(a: ast.expr, chain: ast.expr) -> ast.expr:
    """``a / (x op y op z)`` written without its parenthesis: ``a / x op y op z``."""
    if isinstance(chain, ast.BinOp) and isinstance(chain.op, (ast.Add, ast.Sub)):
        return ast.BinOp(_first_divided(a, chain.left), chain.op, chain.right)
    return ast.BinOp(a, ast.Div(), chain)


def _normal(text: str, order: bool = True) -> str:
    """The formula with a term and its opposite in one sum cancelled (``d - v - s + v`` is ``d - s``) and, with
    ``order``, each sum's added terms before its subtracted ones (``d - v + s`` as ``d + s - v``), so a change
    reads the way it is often written.

    >>> _normal("v / (d - v - s + v)", order=False), _normal("v / (d - v + s)")
    ('v / (d - s)', 'v / (d + s - v)')
    """
    def terms(node: ast.expr, sign: int) -> list[tuple[int, ast.expr]]:
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            return terms(node.left, sign) + terms(node.right, sign if isinstance(node.op, ast.Add) else -sign)
        return [(sign, node)]

    class Order(ast.NodeTransformer):
        def visit_BinOp(self, node: ast.BinOp) -> Any:
            if not isinstance(node.op, (ast.Add, ast.Sub)):
                return self.generic_visit(node)
            parts = [(sg, self.visit(t)) for sg, t in terms(node, 1)]
            kept: list[tuple[int, ast.expr]] = []
            for sg, t in parts:  # a term and its opposite cancel
                twin = next((q for q in kept if q[0] == -sg and ast.dump(q[1]) == ast.dump(t)), None)
                if twin is not None:
                    kept.remove(twin)
                else:
                    kept.append((sg, t))
            if not kept:
                return ast.Constant(0)
            ordered = ([p for p in kept if p[0] > 0] + [p for p in kept if p[0] < 0]) if order else kept
            if not ordered or ordered[0][0] < 0:
                return self.generic_visit(node)
            out: ast.expr = ordered[0][1]
            for sg, t in ordered[1:]:
                out = ast.BinOp(out, ast.Add() if sg > 0 else ast.Sub(), t)
            return out

    return _text(Order().visit(ast.parse(text, mode="eval")))


def _place(tree: ast.AST, target: ast.AST) -> str:
    """Where a part sits in the formula: " in the numerator" or " in the denominator" of the outermost division
    that holds it, else ""."""
    def find(node: ast.AST, where: str) -> str | None:
        if node is target:
            return where
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and not where:
            left, right = find(node.left, " in the numerator"), find(node.right, " in the denominator")
            return left if left is not None else right
        for child in ast.iter_child_nodes(node):
            got = find(child, where)
            if got is not None:
                return got
        return None
    return find(tree, "") or ""


def shapes(formula: str, counts: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """Every single change of ``formula``: (the changed formula, the change in words), each text once.

    ``counts``: every count the input offers (the formula may use only some: the generality bound v / d of an
    input that also has s); a count may be written where the formula has another, or read as itself plus or
    minus another (d read as d + s)."""
    tree = ast.parse(formula, mode="eval")
    own = _text(tree)
    used = sorted({n.id for n in _nodes(tree) if isinstance(n, ast.Name)})
    names = sorted(set(used) | set(counts))
    out: dict[str, str] = {}

    def add(text: str, words: str) -> None:
        if text != own and text not in out:
            # a swap or a sign slip inside a sum reads as the sum it makes (d - v + s is d + s - v)
            normal = _normal(text, order="swapped" in words or "sign slip" in words)
            out[text] = words + (f" (that is, {normal})" if normal != text else "")

    _swaps(formula, used, add)
    _reads(formula, used, names, add)
    for i, node in enumerate(_nodes(tree)):
        if isinstance(node, ast.Name):  # one name written where another belongs (one place)
            for other in names:
                if other != node.id:
                    text = _with(formula, i, lambda n, o=other: ast.Name(o, ast.Load()))
                    add(text, f"{other} written where the formula has {node.id} ({node.id} taken as {other}): {text}")
        elif isinstance(node, ast.BinOp):
            _part_changes(formula, tree, i, node, add)
    return list(out.items())


def global_changes(formula: str, counts: tuple[str, ...]) -> dict[str, str]:
    """The changes that touch a count wherever it appears (two counts swapped, a count read as itself plus or minus
    another), keyed by their words without the formula: the same misreading applied to several formulas of one
    result (the practical study's bounds all read d)."""
    tree = ast.parse(formula, mode="eval")
    used = sorted({n.id for n in _nodes(tree) if isinstance(n, ast.Name)})
    out: dict[str, str] = {}

    def add(text: str, words: str) -> None:
        out.setdefault(words.split(":")[0], text)

    # (a swap is everywhere: a formula that reads only one of the two names reads the other one there)
    _swaps(formula, sorted(set(used) | set(counts)), add, used)
    _reads(formula, used, sorted(set(used) | set(counts)), add)
    return out


def _swaps(formula: str, used: list[str], add: Any, read: list[str] | None = None) -> None:
    """Two names swapped everywhere (``read``: only the pairs with a name the formula reads)."""
    for a, b in combinations(used, 2):
        if read is not None and a not in read and b not in read:
            continue
        swapped = ast.parse(formula, mode="eval")
        for n in _nodes(swapped):
            if isinstance(n, ast.Name) and n.id in (a, b):
                n.id = b if n.id == a else a
        add(_text(swapped), f"{a} and {b} swapped: {_text(swapped)}")


def _reads(formula: str, used: list[str], names: list[str], add: Any) -> None:
    """A count read as itself plus or minus another, everywhere (d read as d + s: the database beside the scope)."""
    for a in used:
        for b in names:
            if b == a:
                continue
            for op, sign in ((ast.Add(), "+"), (ast.Sub(), "-")):
                class Read(ast.NodeTransformer):
                    def visit_Name(self, node: ast.Name, a: str = a, b: str = b, op: ast.operator = op) -> Any:
                        return ast.BinOp(ast.Name(a, ast.Load()), op, ast.Name(b, ast.Load())) if node.id == a \
                            else node
                text = _text(Read().visit(ast.parse(formula, mode="eval")))
                add(text, f"{a} read as {a} {sign} {b}: {text}")


def _part_changes(formula: str, tree: ast.AST, i: int, node: ast.BinOp, add: Any) -> None:
    """The changes of one operation of the formula: two names swapped inside it, a sign flipped, a term or a factor
    left out, a square dropped, a parenthesis left out."""
    part, op = _text(node), node.op
    inner = sorted({n.id for n in _nodes(node) if isinstance(n, ast.Name)})
    for a, b in combinations(inner, 2):  # two names swapped in one part of the formula only
        def swap(n: ast.AST, a: str = a, b: str = b) -> ast.AST:
            m = copy.deepcopy(n)
            for x in _nodes(m):
                if isinstance(x, ast.Name) and x.id in (a, b):
                    x.id = b if x.id == a else a
            return m
        text = _with(formula, i, swap)
        add(text, f"{a} and {b} swapped in {part}{_place(tree, node)}: {text}")
    if isinstance(op, (ast.Add, ast.Sub)):
        flip = ast.Sub() if isinstance(op, ast.Add) else ast.Add()
        text = _with(formula, i, lambda n, f=flip: ast.BinOp(n.left, f, n.right))
        add(text, f"a sign slip in {part}{_place(tree, node)}: {text}")
        for side, other_side in (("left", "right"), ("right", "left")):
            text = _with(formula, i, lambda n, sd=side: getattr(n, sd))
            add(text, f"the term {_text(getattr(node, other_side))} left out of {part} (missing)"
                      f"{_place(tree, node)}: {text}")
    elif isinstance(op, ast.Mult):
        for side, other_side in (("left", "right"), ("right", "left")):
            text = _with(formula, i, lambda n, sd=side: getattr(n, sd))
            add(text, f"the factor {_text(getattr(node, other_side))} left out (missing){_place(tree, node)}: "
                      f"{text}")
    elif isinstance(op, ast.Pow) and isinstance(node.right, ast.Constant):
        text = _with(formula, i, lambda n: n.left)
        add(text, f"{_text(node.left)} not raised to {node.right.value!r}: {text}")
    elif isinstance(op, ast.Div) and isinstance(node.right, ast.BinOp) and isinstance(node.right.op, (ast.Add, ast.Sub)):
        # a / (b - c + e) typed a / b - c + e: only the first term divided
        text = _with(formula, i, lambda n: _first_divided(n.left, n.right))
        add(text, f"the parenthesis left out: {text}, where the formula divides by the whole ({_text(node.right)})")
    elif isinstance(op, ast.Div) and isinstance(node.left, ast.BinOp) and isinstance(node.left.op, (ast.Add, ast.Sub)):
        # (a + b) / c typed a + b / c
        text = _with(formula, i, lambda n: ast.BinOp(n.left.left, n.left.op, ast.BinOp(n.left.right, ast.Div(),
                                                                                        n.right)))
        add(text, f"the parenthesis left out: {text}, where the formula divides the whole ({_text(node.left)})")
