"""Time and peak memory of the inputs issue 17 found slow or escaping, each in a fresh process.

    .venv/bin/python benchmarks/bench_bad_input.py

Prints one row per case: wall time, the process's peak resident memory (ru_maxrss, which includes
the ~60-100 MB of Python + NumPy + SciPy), and what the call returned or raised.
"""

from __future__ import annotations

import subprocess
import sys

CASES = {
    "Ranking([2**70])": "Ranking([2**70])",
    "Ranking(uint64 2**64-1)": "Ranking(np.array([2**64 - 1], dtype=np.uint64))",
    "Ranking ids unhashable": "Ranking([1, 0], ids=[['a'], ['b']])",
    "f_from_pr(.5, .5, beta=1e200)": "f_from_pr(.5, .5, beta=1e200)",
    "dcg([1, 2], k=10**30)": "dcg([1, 2], k=10**30)",
    "ndcg([1, 2], k=10**12)": "ndcg([1, 2], k=10**12)",
    "ndcg([1, 2], k=10**8)": "ndcg([1, 2], k=10**8)",
    "ndcg([1, 2], k=10**8, trace) steps": "len(ndcg([1, 2], k=10**8, trace=True))",
    "precision_at(5 items, 10**7, trace) steps": "len(precision_at([1, 0, 1, 0, 0], 10**7, trace=True))",
    "f_measure_at(5 items, 10**9, trace) steps": "len(f_measure_at([1, 0, 1, 0, 0], 10**9, trace=True))",
    "trace of a 10**6-item ranking": "len(precision_at(np.random.default_rng(0).integers(0, 2, 10**6), 10**6, "
                                     "trace=True))",
    "dcg([2000, 1], exponential)": "dcg([2000, 1], formulation='exponential')",
    "ndcg(n_relevant=10**12, k=10, all_judgments)": "ndcg(Ranking([1], n_relevant=10**12), 10, "
                                                    "ideal='all_judgments')",
    "randomization_test(n_resamples=10**12)": "randomization_test([.1, .2, .3], [0, 0, .1], n_resamples=10**12)",
    "power_estimate(n_simulations=10**9)": "power_estimate(.1, .1, 20, n_simulations=10**9)",
}

PRELUDE = """
import resource, time
import numpy as np
from ireval_teach import Ranking, f_from_pr, precision_at, f_measure_at, randomization_test, power_estimate
from ireval_teach.graded import dcg, ndcg
from ireval_teach.errors import IrevalError
t = time.perf_counter()
try:
    out = repr({expr})
except IrevalError as e:
    out = f"{{type(e).__name__}}: {{e}}"
dt = time.perf_counter() - t
print(f"{{dt:8.3f}} s {{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:7.0f}} MB  {{out[:110]}}")
"""


def main() -> None:
    for name, expr in CASES.items():
        res = subprocess.run([sys.executable, "-c", PRELUDE.format(expr=expr)], capture_output=True, text=True,
                             timeout=600)
        line = res.stdout.strip() or res.stderr.strip().splitlines()[-1]
        print(f"{name:48} {line}")


if __name__ == "__main__":
    main()
