"""A course's own tasks (the worked example of exercises/README.md): ERR and success@k.

This file sits beside the assignment notebook (week3.ipynb). `check` in a notebook of this folder,
`ireval-teach strip` and `ireval-teach grade --assignment week3.ipynb` find it; the package is not edited.
"""

from ireval_teach.exercises.course_tasks import course_task, mistake


def err(grades, max_grade):
    """Expected reciprocal rank (Chapelle et al., 2009): the user stops at rank r with probability
    R_r = (2^g_r - 1) / 2^g_max, having gone past every earlier rank; ERR = sum_r R_r / r * prod_{i<r} (1 - R_i)."""
    total, go_on = 0.0, 1.0
    for rank, g in enumerate(grades, start=1):
        stop = (2 ** g - 1) / 2 ** max_grade
        total += go_on * stop / rank
        go_on *= 1 - stop
    return total


def _draw_grades(rng):
    return {"grades": [rng.pick([0, 0, 1, 2, 3]) for _ in range(rng.integer(4, 8))], "max_grade": 3}


course_task(
    "week3.err", title="Expected reciprocal rank",
    statement="Return ERR = sum_r R_r / r * prod_{i<r} (1 - R_i) with R_i = (2^g_i - 1) / 2^max_grade.",
    reference=err, generate=_draw_grades,
    hidden=lambda rng: [("every grade 0 (ERR is 0)", {"grades": [0, 0, 0], "max_grade": 3}),
                        ("a perfect item at rank 1", {"grades": [3, 1, 2], "max_grade": 3}),
                        ("a long list", {"grades": [rng.pick([0, 1, 2, 3]) for _ in range(30)], "max_grade": 3})],
    mistakes=[mistake("err_without_stopping", "ERR without the chance that the user stopped earlier",
                      lambda grades, max_grade: sum((2 ** g - 1) / 2 ** max_grade / r
                                                    for r, g in enumerate(grades, start=1)),
                      "Each rank's term must be multiplied by the chance that the user did not stop at an "
                      "earlier rank: prod_{i<r} (1 - R_i).",
                      example={"grades": [3, 3, 0], "max_grade": 3}),
              mistake("err_linear_gain", "R_i = g_i / max_grade instead of (2^g_i - 1) / 2^max_grade",
                      lambda grades, max_grade: err_linear(grades, max_grade),
                      "ERR's stopping probability is exponential in the grade: (2^g - 1) / 2^max_grade.")],
    points=2)


def err_linear(grades, max_grade):
    total, go_on = 0.0, 1.0
    for rank, g in enumerate(grades, start=1):
        total += go_on * (g / max_grade) / rank
        go_on *= 1 - g / max_grade
    return total


course_task(
    "week3.success", kind="value", title="Success at k by hand",
    statement="Success@k is 1 if at least one relevant item is in the top k, else 0. Give the MEAN success@k "
              "over your queries (to 4 decimals).",
    reference=lambda runs, k: sum(1.0 if any(run[:k]) else 0.0 for run in runs) / len(runs),
    params=("runs", "k"),
    generate=lambda rng: {"runs": [rng.binary_labels(rng.integer(4, 8), rng.integer(0, 3)) for _ in range(5)],
                          "k": rng.integer(2, 4)})
