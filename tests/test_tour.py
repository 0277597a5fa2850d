"""``./course tour`` (``python -m ireval_teach.tour``): every printed line fits 100 characters, broken
between words only (issue 14)."""

from __future__ import annotations

import contextlib
import io

from ireval_teach import tour
from ireval_teach.trace import TEXT_WIDTH


def test_tour_lines_fit_100_characters_without_breaking_words():
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert tour.main([]) == 0
    printed = out.getvalue()
    too_long = [ln for ln in printed.splitlines() if len(ln) > TEXT_WIDTH]
    assert not too_long, f"{len(too_long)} lines over {TEXT_WIDTH} characters, e.g. {too_long[0]!r}"
    # the same words as the sections' own text, in the same order: wrapping only moved line breaks
    unwrapped = " ".join(f"=== {i}. {title} {body}" for i, (title, body) in enumerate(tour.sections(), start=1))
    assert printed.split() == unwrapped.split()
