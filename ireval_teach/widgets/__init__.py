"""Interactive explorers (ipywidgets) for the course's worked examples, one per family of measures.

=============================  ======================================================================
:class:`BinaryRankingExplorer`  click ranks, |e|, k, collection size; AP (3 methods), 11-pt, P@k ...
:class:`GradedRankingExplorer`  grade per rank, DCG formulation, ideal ranking, k; DCG and NDCG
:class:`MultiQueryExplorer`     several queries: averaged PR curve (levels, scheme), MAP, radial/pbox/rbox
:class:`GeneralityExplorer`     class size, embedding size (generality), scope: Sebe et al.'s graphs
=============================  ======================================================================

Each explorer starts on a worked example of the course documents and has a reset button back to
it; ``explorer.value_label``, ``explorer.current_trace``, ``explorer.value`` and
``explorer.highlighted_row`` expose what it shows (for tests and for the curious). Show one in a
notebook by making it the last expression of a cell (or ``display(explorer)``); serve
``notebooks/90_explorers.ipynb`` with Voila for a lecture.
"""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "BinaryRankingExplorer": "binary",
    "GradedRankingExplorer": "graded",
    "MultiQueryExplorer": "multi",
    "GeneralityExplorer": "generality",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = list(_WHERE)
