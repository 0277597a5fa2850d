"""Source of notebooks/00_start_here.ipynb: the map of the course.

The map is made from the notebooks that exist when this source is built: each one's title and first
sentence come from its first markdown cell, so a new notebook appears here after a rebuild
(``build_notebooks.py`` rebuilds 00 whenever it builds another notebook). Topics planned but not yet
written are listed without a link.
"""

import re
from pathlib import Path

import nbformat
from nbbuild import NOTEBOOK_DIR, SRC_DIR, code, load_source, md

NAME = "00_start_here"
PIPE = "\\|"

#: number -> the topic planned for it (shown until a notebook with that number exists)
PLANNED = {
    "09": "Graded relevance, DCG (both formulations) and NDCG: the slides' 3, 2, 3, 0, 0, 1, 2, 2, 3, 0 and their errata",
    "10": "ROC, AUC and the equal error rate; PR versus ROC on imbalanced data (the fraud example)",
    "11": "Averaging over queries: PR curves at reference recall levels, macro and micro, curves that cross",
    "12": "Variance across queries and significance tests",
    "13": "Generality, scope and complete performance graphs (Sebe et al.: GRiP, GReP, radial averaging)",
    "14": "Laboratory versus practical systems, and distractors",
    "15": "Cross-modal hashing: mAP over Hamming-distance rankings",
    "16": "Similarity queries: epsilon versus kNN, thresholds",
}


def _summary(path: Path) -> tuple[str, str]:
    """Title (the first line of the first cell) and one line: the source's SUMMARY, else the first sentence."""
    nb = nbformat.read(str(path), as_version=4)
    text = nb.cells[0].source if nb.cells and nb.cells[0].cell_type == "markdown" else ""
    lines = text.strip().splitlines()
    title = lines[0].lstrip("#").strip() if lines else path.stem
    src = SRC_DIR / f"nb{path.stem}.py"
    summary = getattr(load_source(src), "SUMMARY", "") if src.exists() else ""
    if not summary:
        body = " ".join(line.strip() for line in lines[1:]).strip()
        summary = re.split(r"(?<=[.!?])\s", body, maxsplit=1)[0] if body else ""
    return title, summary


def _map_rows() -> str:
    existing = {p.name[:2]: p for p in sorted(NOTEBOOK_DIR.glob("[0-9][0-9]_*.ipynb")) if not p.name.startswith("00_")}
    numbers = sorted(set(existing) | set(PLANNED))
    rows = ["| # | notebook | what you learn |", "|---|---|---|"]
    for n in numbers:
        if n in existing:
            title, sentence = _summary(existing[n])
            cell = sentence.replace("|", PIPE)  # a | inside a table cell would split it
            rows.append(f"| {n} | [{title}]({existing[n].name}) | {cell} |")
        else:
            rows.append(f"| {n} | *(to come)* | {PLANNED[n]} |")
    return "\n".join(rows)


def _documents_table() -> str:
    """One row per document: its file, what it is, and the notebooks that use it (from examples.usage)."""
    from ireval_teach.examples import DOCUMENTS
    from ireval_teach.examples.usage import EXAMPLE_NOTEBOOKS, ITEMS

    what = {
        "slides": "*Evaluation of Image Retrieval Results* (slides): accuracy trap, P/R, F, interpolation, 11-point, "
                  "AP, MAP, R-precision, NDCG, variance, significance",
        "mlrf": "MLRF lecture 04 (J. Chazalon): ground truth, same database and queries, P/R, F alpha/beta, the PR "
                "graph, EER and AP, mAP@k, the 3-relevant-in-10 AP walk-through, distractors",
        "crossmodal": "Cross-modal retrieval metrics (a note, in Chinese): cross-modal vs content-based search, "
                      "F2/F0.5, brain surgery, PR vs ROC, the AP denominator question, `calc_map`",
        "sebe": "Sebe, Huijsmans, Tian, Gevers: *Complete performance graphs in probabilistic IR* (c, e, d, s, v; "
                "generality; scope; GRiP/GReP; radial averaging; laboratory vs practical)",
        "notes": "Lecture notes: RMSE, epsilon and kNN queries, the set view, the 20-image 1/2/4/15 table, step "
                 "interpolation, averaging over queries",
    }
    example_doc = {"mlrf_three_of_ten": "mlrf", "twenty_images": "notes", "slides_ndcg": "slides",
                   "slides_accuracy_trap": "slides", "sebe_table1": "sebe", "sebe_scope_lines": "sebe",
                   "sebe_figure3": "sebe", "notes_recall_formula": "notes", "sebe_single_measures": "sebe"}
    rows = []
    for key, file in DOCUMENTS.items():
        used = {nb for item in ITEMS if item.document == key for nb in item.notebooks}
        used |= {nb for ex, nbs in EXAMPLE_NOTEBOOKS.items() if example_doc.get(ex) == key for nb in nbs}
        rows.append(f"| `{file}` | {what[key]} | {', '.join(sorted(used))} |")
    return "\n".join(rows)


def _explorers() -> str:
    what = ("the interactive explorers (click ranks to toggle relevance, move |e| and k, replay a trace "
            "step by step)")
    if (NOTEBOOK_DIR / "90_explorers.ipynb").exists():
        return f"**Explore:** [90_explorers.ipynb](90_explorers.ipynb) gathers {what}.\n"
    return f"**Explore:** `90_explorers.ipynb` *(to come)* will gather {what}.\n"


CELLS = [
    md("""
    # 00 · Start here: evaluating image retrieval, step by step

    Welcome! This course teaches how retrieval systems (image search above all) are evaluated: what
    precision and recall measure, how a ranked list becomes a precision-recall curve, why average
    precision divides by what it divides by, and how to compare systems over many queries. Every number
    comes from the `ireval_teach` library, which can **show every step** of a computation; the
    notebooks replay the course documents' worked examples exactly, then hand the inputs to you.
    """),
    md("""
    ## How to run

    * From the repository root: `./course lectures` sets everything up (a `.venv`) and opens this
      notebook in JupyterLab (as root it adds `--allow-root`). Or, in an environment with the package
      installed (`pip install -e ".[notebooks]"`): `jupyter lab notebooks/00_start_here.ipynb`.
    * Run a notebook top to bottom with *Run → Run All Cells*; each takes a few seconds, offline.
    * The widgets at the end of each notebook ("Your turn") need a live kernel; on a repository web
      page you see the stored outputs but not the widgets.
    * `./course voila` serves the explorer notebook as a web app; `./course tour` replays the worked
      examples in a terminal.
    """),
    md("""
    ## The map of the course

    Read them in order; each notebook names the document and the place every result comes from.

    """, _map_rows(), """


    """, _explorers(), """
    **Practise:** the auto-checked assignments are in [`../exercises/`](../exercises/); each check names
    the mistake it recognises.
    """),
    md("""
    ## The five course documents

    They live in `shared/seeds/` beside the repository (`../shared/seeds/` from its root).

    | file | document | used in |
    |---|---|---|
    """, _documents_table(), """

    The notebooks argue from real image retrieval wherever a document makes a claim that can be
    measured: the package ships a real collection (scikit-learn's 1,797 handwritten digits, class labels
    as relevance), three real systems and their runs as TREC files (`ireval_teach.digits`), used in
    notebooks 02, 10, 12-14 and 16-18. Every item the course takes from a document, and where it is used (the
    library keeps this map, and a test checks each entry against the notebooks):
    """),
    code("""
    from ireval_teach.examples.usage import ITEMS

    for item in ITEMS:
        where = ", ".join(item.notebooks) if item.notebooks else "not yet covered"
        print(f"{item.file[:3]}  {item.item}  [{item.place}] -> {where}")
    """, check=True),
    md("""
    Where a document prints a value that is not exact, the notebooks show the exact value and say why
    they differ. The library keeps the list:
    """),
    code("""
    from ireval_teach import examples

    for ex in examples.all_examples():
        numbers = len([p for p in ex.printed if not p.is_formula])
        formulas = [p for p in ex.printed if p.is_formula]
        checked = (f"{numbers} printed value{'s' if numbers != 1 else ''} checked" if numbers
                   else "prints no values to check (derived or simulated only)")
        at = f", {len(formulas)} printed formulas evaluated at {formulas[0].evaluated_at}" if formulas else ""
        slips = [p.kind for p in ex.errata()]
        print(f"{ex.title}\\n    source: {ex.document}, {checked}{at}, errata: {slips.count('erratum')}, "
              f"rounding slips: {slips.count('rounding')}")
    words = {"erratum": "erratum ", "rounding": "rounding", "wording": "wording "}
    for e in examples.errata():
        print(f"{words[e['kind']]} in {e['document'][:3]} ({e['example']}, {e['place']}): {e['quantity']}, "
              f"used in notebooks {', '.join(e['used_in'])}")
    """),
    md("""
    Three kinds: an **erratum** is a wrong value; **rounding** is a last digit off by rounding (the
    method is right); **wording** is a formula or sentence that says something other than what the
    document means (the notes' recall formula without "retrieved", which as printed always equals 1;
    Sebe et al.'s "do take into account", where, in our reading, their next sentence needs "do not").
    Each is quoted in the document's own words, with our reading named as ours.
    """),
    md("""
    ## Conventions, named

    Where the documents (or the tools) disagree, the library chooses with a keyword and says so:
    `denominator=` for AP, `method=` (exact, trapezoid, envelope), `beyond_end=` for P@k past the end of
    a list, `scheme=` for interpolation ("max" or "step"), `no_relevant=` for queries without relevant
    items. The README lists them all with their defaults.
    """),
]
