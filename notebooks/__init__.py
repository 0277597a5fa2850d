"""Marks ``notebooks/`` as a package for pytest only, so its ``conftest.py`` gets a unique module name
(``notebooks.conftest``) next to ``tests/conftest.py`` under ``--doctest-modules``. Not importable code."""
