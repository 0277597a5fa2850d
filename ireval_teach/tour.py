"""A terminal tour of the course's worked examples, replayed step by step.

Run ``python -m ireval_teach.tour`` (or ``./course tour``). Each example prints its trace tables
and compares the document's printed values with the exact ones. ``--pause`` waits for Enter
between sections (for a lecturer at a terminal).
"""

from __future__ import annotations

import argparse
import sys

from .trace import wrap_lines
from . import (average_precision, eleven_point_average_precision, interpolated_precision, examples,
               scheme_differences)


def sections():
    ex = examples.mlrf_three_of_ten()
    yield ("MLRF lecture: relevant at ranks 1, 3, 9 of 10, |e| = 3 (exact AP)",
           str(average_precision(ex.ranking, trace=True)))
    yield ("The same list, AP as the trapezoid area", str(average_precision(ex.ranking, "trapezoid", trace=True)))
    yield ("The same list, AP as the upper envelope's area",
           str(average_precision(ex.ranking, "envelope", trace=True)))
    ex4 = examples.mlrf_three_of_ten(4)
    yield ("Case 2: |e| = 4 -- one relevant item never retrieved", str(average_precision(ex4.ranking, trace=True)))
    tw = examples.twenty_images()
    yield ("Lecture notes: 20 images, similar at 1, 2, 4, 15 -- the 11-point average (step scheme)",
           str(eleven_point_average_precision(tw.ranking, scheme="step", trace=True)))
    yield ("Interpolated precision at recall 0.6, max-to-the-right",
           str(interpolated_precision(tw.ranking, 0.6, trace=True)))
    from .ranking import Ranking
    diff = Ranking.from_positions([1, 5, 6], length=6)
    rows = "\n".join(f"  recall {lv:.1f}: max {a:.4f}   step {b:.4f}" for lv, a, b in scheme_differences(diff))
    yield ("Where the two interpolation schemes differ (relevant at 1, 5, 6)", rows)
    yield ("Printed values checked against exact ones", "\n\n".join(e.report() for e in examples.all_examples()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m ireval_teach.tour", description=__doc__.splitlines()[0])
    ap.add_argument("--pause", action="store_true", help="wait for Enter between sections")
    args = ap.parse_args(argv)
    for i, (title, body) in enumerate(sections(), start=1):
        print(f"\n{wrap_lines(f'=== {i}. {title}')}\n")
        print(wrap_lines(body))  # at most TEXT_WIDTH (100) characters a line, broken between words
        if args.pause and sys.stdin.isatty():
            input("\n[Enter for the next step] ")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
