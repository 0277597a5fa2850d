"""Real-browser test of the main job: JupyterLab serving the lecture notebooks (issue 7).

Starts JupyterLab the way ``./course lectures`` does (``--allow-root`` when root; on a copy of the
notebooks, so autosave cannot change the repository),
opens the start-here notebook in headless Chromium, follows its map to notebook 05, clears every
output, runs all cells in a real kernel and checks that the lecture notes' numbers come back
(P@7 = 3/7, the erratum row). Screenshots go to ``tests/artifacts/``. Run alone with ``pytest -m browser``.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, repo_env, require_browser, serving

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[1]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
TOKEN = "ireval-teach-test"
SERVE_TIMEOUT_S = 60
PAGE_TIMEOUT_MS = 60_000


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory):
    require_browser("jupyterlab")
    port = free_port()
    # serve a copy: JupyterLab autosaves and writes checkpoints, and the test must not touch the repository
    root = tmp_path_factory.mktemp("root")
    shutil.copytree(REPO / "notebooks", root / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    home = tmp_path_factory.mktemp("home")  # a fresh Jupyter config/workspace: no saved layout interferes
    env = repo_env(REPO, MPLBACKEND="module://matplotlib_inline.backend_inline",
                   JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTERLAB_WORKSPACES_DIR=str(home / "ws"))
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
           "--ServerApp.port_retries=0", f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={root}",
           "notebooks/00_start_here.ipynb"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.insert(3, "--allow-root")
    with serving("jupyter lab", cmd, port=port, cwd=root, env=env,
                 log_path=tmp_path_factory.mktemp("lab") / "lab.log", timeout_s=SERVE_TIMEOUT_S):
        yield f"http://127.0.0.1:{port}"


def _menu(page, menu: str, item: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text=menu).first.click()
    page.locator(".lm-Menu-itemLabel", has_text=item).first.click()


def test_lectures_open_and_run_in_jupyterlab(lab_url):
    from playwright.sync_api import expect, sync_playwright

    from ireval_teach import precision_at
    from ireval_teach.examples import twenty_images

    p7 = f"precision 3/7 = {precision_at(twenty_images().ranking, 7):.2f}"  # what notebook 05 prints for k = 7
    ARTIFACTS.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as profile, sync_playwright() as p:
        ctx = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, headless=True,
                                                   args=CHROMIUM_ARGS, viewport={"width": 1400, "height": 1000})
        try:
            ctx.set_default_timeout(PAGE_TIMEOUT_MS)
            expect.set_options(timeout=PAGE_TIMEOUT_MS)
            page = ctx.new_page()
            page.goto(f"{lab_url}/lab/tree/notebooks/00_start_here.ipynb?token={TOKEN}", timeout=PAGE_TIMEOUT_MS)
            start = page.locator(".jp-NotebookPanel:visible")
            expect(start.locator("h1").first).to_contain_text("Start here")
            page.screenshot(path=str(ARTIFACTS / "lectures_start_here.png"))
            # the map links every lecture; follow it to the PR-curve notebook
            start.locator("a[href*='05_pr_curve.ipynb']").first.click()
            nb = page.locator(".jp-NotebookPanel:visible")
            expect(nb.locator("h1").first).to_contain_text("precision-recall curve")
            # the kernel of this notebook (not of the start-here tab behind it) is up and idle
            expect(nb.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1)
            _menu(page, "Edit", "Clear Outputs of All Cells")
            expect(nb.get_by_text(p7)).to_have_count(0)
            _menu(page, "Run", "Run All Cells")
            expect(nb.get_by_text(p7)).to_be_visible()
            expect(nb.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
                   .filter(has_text="Error")).to_have_count(0)
            page.screenshot(path=str(ARTIFACTS / "lectures_05_rerun.png"))
        finally:
            ctx.close()
