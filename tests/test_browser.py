"""Real-browser test: the explorer notebook served by Voila, driven in headless Chromium (issue 6).

Voila serves ``notebooks/90_explorers.ipynb`` on a free localhost port; Python playwright drives
Debian's ``/usr/bin/chromium`` (playwright's own browser downloads are not used). The test clicks a
rank, moves sliders with the keyboard, changes a grade and steps through a trace, and checks that
the page shows the values the library computes for the new inputs. A screenshot goes to
``tests/artifacts/`` (gitignored). Run alone with ``pytest -m browser``.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, repo_env, require_browser, serving

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[1]
NOTEBOOK = REPO / "notebooks" / "90_explorers.ipynb"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
SERVE_TIMEOUT_S = 40     # Voila must answer within this
PAGE_TIMEOUT_MS = 45_000  # the notebook's kernel must have rendered the explorers within this
STEP_TIMEOUT_MS = 15_000  # each change must reach the page within this


# per explorer: its width, the right edge of its widest part, parts that scroll sideways, and how many
# step rows of its trace table are visible in the table's box
FIT_JS = """
(boxes) => boxes.map(ex => {
  const box = ex.getBoundingClientRect();
  let right = box.right; const scrolls = [];
  for (const el of ex.querySelectorAll('*')) {
    const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
    if (r.width === 0 || cs.display === 'none') continue;
    right = Math.max(right, r.right);
    if (el.scrollWidth > el.clientWidth + 1 && cs.overflowX !== 'visible' && el.clientWidth > 0)
      scrolls.push(`${el.tagName}.${el.className} ${el.scrollWidth}>${el.clientWidth}`);
  }
  const table = ex.querySelector('.ireval-table'), tb = table.getBoundingClientRect();
  const rowsShown = [...table.querySelectorAll('tr[data-step]')].filter(tr => {
    const r = tr.getBoundingClientRect(); return r.top >= tb.top - 1 && r.bottom <= tb.bottom + 1; }).length;
  const steps = table.querySelectorAll('tr[data-step]').length;
  return {width: Math.round(box.width), right: Math.round(right - box.left), scrolls, rowsShown, steps,
          height: Math.round(box.height)};
})
"""


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    require_browser("voila")
    port = free_port()
    cmd = [sys.executable, "-m", "voila", str(NOTEBOOK), "--no-browser", f"--port={port}",
           "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]
    # Voila's own server has no root check (unlike jupyter server), so no --allow-root is needed.
    with serving("voila", cmd, port=port, cwd=REPO, env=repo_env(REPO, MPLBACKEND="Agg"),
                 log_path=tmp_path_factory.mktemp("voila") / "voila.log", timeout_s=SERVE_TIMEOUT_S):
        yield f"http://127.0.0.1:{port}/"


def test_explorers_in_a_real_browser(voila_url):
    from playwright.sync_api import expect, sync_playwright

    from ireval_teach import average_precision, ndcg
    from ireval_teach.examples import mlrf_three_of_ten
    from ireval_teach.widgets._base import value_text
    from ireval_teach.averaging import averaged_pr_curve, compare_curves
    from ireval_teach.generality import sebe_table
    from ireval_teach.sets import precision
    from ireval_teach.widgets.generality import EXAMPLES as GENERALITY_EXAMPLES
    from ireval_teach.widgets.graded import slides_example
    from ireval_teach.trace import format_number
    from ireval_teach.widgets.multi import document_queries

    # what the page must show, computed by the library
    mlrf = mlrf_three_of_ten().ranking
    clicked = mlrf.with_label(2, 1)                       # rank 2 made relevant: |e| 3 -> 4
    ap_start = value_text(average_precision(mlrf, trace=True))
    ap_clicked = value_text(average_precision(clicked, trace=True))
    ap_k7 = value_text(average_precision(clicked, k=7, trace=True))
    slides = slides_example()
    regraded = slides.with_label(4, 3)
    # the graded explorer names its depth (k starts at 10, the list's length): "NDCG@10 (classic) = ..."
    ndcg_start = value_text(ndcg(slides, 10, trace=True))
    ndcg_regraded = value_text(ndcg(regraded, 10, trace=True))
    ndcg_k5 = value_text(ndcg(regraded, 5, trace=True))
    # every step must change the number shown, not only the measure's name
    values = [average_precision(mlrf), average_precision(clicked), average_precision(clicked, k=7)]
    gvalues = [ndcg(slides), ndcg(regraded), ndcg(regraded, 5)]
    assert all(round(x, 4) != round(y, 4) for x, y in zip(values, values[1:]))
    assert all(round(x, 4) != round(y, 4) for x, y in zip(gvalues, gvalues[1:]))

    curve = averaged_pr_curve(document_queries())
    multi_start = ("averaged PR curve (max): mean over 11 levels = "
                   f"{format_number(compare_curves({'avg': curve.tolist()}).mean_precision[0])}")
    generality_start = value_text(precision(sebe_table(*next(iter(GENERALITY_EXAMPLES.values()))), trace=True))

    ARTIFACTS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, headless=True,
                                                   args=CHROMIUM_ARGS, viewport={"width": 1400, "height": 1100})
        try:
            ctx.set_default_timeout(STEP_TIMEOUT_MS)
            expect.set_options(timeout=STEP_TIMEOUT_MS)  # every expectation below waits at most this long
            page = ctx.new_page()
            page.goto(voila_url, timeout=PAGE_TIMEOUT_MS)
            page.wait_for_selector(".ireval-explorer .ireval-value", timeout=PAGE_TIMEOUT_MS)
            explorers = page.locator(".ireval-explorer")
            expect(explorers).to_have_count(4, timeout=PAGE_TIMEOUT_MS)
            binary, graded = explorers.nth(0), explorers.nth(1)

            # binary: the MLRF example, then a click on rank 2, then k moved from 10 to 7
            value = binary.locator(".ireval-value")
            expect(value).to_have_text(ap_start)
            binary.locator(".ireval-rank-2").click()
            expect(value).to_have_text(ap_clicked)
            expect(binary.locator(".ireval-rank-2")).to_have_class(re.compile("mod-success"))
            handle = binary.locator(".ireval-k .noUi-handle")
            handle.focus()
            for _ in range(3):
                handle.press("ArrowLeft")
            expect(value).to_have_text(ap_k7)
            # replay: two steps forward highlight the second row of the table
            binary.locator(".ireval-next").click()
            binary.locator(".ireval-next").click()
            row = page.locator(".ireval-table").nth(0).locator('tr[data-step="1"]')
            expect(row).to_have_attribute("style", re.compile("ffe08a"))

            # graded: the slides' example, then rank 4 graded 3, then k moved from 10 to 5
            gvalue = graded.locator(".ireval-value")
            expect(gvalue).to_have_text(ndcg_start)
            graded.locator(".ireval-grade-4 select").select_option("3")
            expect(gvalue).to_have_text(ndcg_regraded)
            ghandle = graded.locator(".ireval-k .noUi-handle")
            ghandle.focus()
            for _ in range(5):
                ghandle.press("ArrowLeft")
            expect(gvalue).to_have_text(ndcg_k5)

            # the other two explorers show their documents' starting values
            expect(explorers.nth(2).locator(".ireval-value")).to_have_text(multi_start)
            expect(explorers.nth(3).locator(".ireval-value")).to_have_text(generality_start)

            page.wait_for_timeout(500)  # let the last image arrive before the screenshots
            for i, name in enumerate(["binary", "graded", "multi_query", "generality"]):
                explorers.nth(i).screenshot(path=str(ARTIFACTS / f"browser_{name}_explorer.png"))

            # issue 14: in an 880 px wide page (a notebook's output area) every explorer fits: nothing
            # scrolls or sticks out sideways, the trace table box shows several steps
            page.set_viewport_size({"width": 880, "height": 768})
            page.wait_for_timeout(800)
            fit = explorers.evaluate_all(FIT_JS)
            for i, name in enumerate(["binary", "graded", "multi_query", "generality"]):
                explorers.nth(i).screenshot(path=str(ARTIFACTS / f"browser_{name}_explorer_880px.png"))
            for name, f in zip(["binary", "graded", "multi_query", "generality"], fit):
                assert f["right"] <= f["width"] + 1 and not f["scrolls"], f"{name} explorer at 880 px: {f}"
                assert f["rowsShown"] >= min(3, f["steps"]), f"{name} explorer's table box shows {f['rowsShown']} steps: {f}"
        finally:
            ctx.close()
