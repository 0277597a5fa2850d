"""``python -m ireval_teach`` runs the ``ireval-teach`` command line (see :mod:`ireval_teach.cli`)."""

import sys

from .cli import main

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
