"""pytest set-up for the notebooks run by nbval: the kernels find ``ireval_teach`` without installing it.

nbval starts each notebook's kernel in ``notebooks/``; putting the repository root on PYTHONPATH
(inherited by the kernel) makes ``import ireval_teach`` work from a plain clone, as in an installed
``./course`` environment. Notebooks plot inline whatever MPLBACKEND says (they run ``%matplotlib inline``).
"""

import os
from pathlib import Path

_ROOT = str(Path(__file__).resolve().parents[1])
_paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
if _ROOT not in _paths:
    os.environ["PYTHONPATH"] = os.pathsep.join([_ROOT, *_paths])
