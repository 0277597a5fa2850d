"""Build hook: the wheel carries the course (lecture notebooks, assignments) as package data.

The course files stay where the course is written (``notebooks/``, ``exercises/``); building a wheel
copies them into ``ireval_teach/course_files/`` of the build, so git holds them once. At run time
``ireval_teach.course`` reads them there, or in a checkout (an editable install) from the repository.
Everything else about the package is in pyproject.toml; MANIFEST.in puts the same files in the sdist.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: the course's files, as ireval_teach.course.course_files lists them
COURSE_GLOBS = ("notebooks/*.ipynb", "exercises/README.md", "exercises/student/*.ipynb")


class build_py_with_course(build_py):
    """``build_py``, then the course files into ``<build>/ireval_teach/course_files/``."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):  # an editable install reads the checkout itself
            return
        target = Path(self.build_lib) / "ireval_teach" / "course_files"
        shutil.rmtree(target, ignore_errors=True)  # a notebook removed since the last build must not ship
        for pattern in COURSE_GLOBS:
            files = sorted(ROOT.glob(pattern))
            if not files:
                raise SystemExit(f"setup.py: no course file matches {pattern} under {ROOT}")
            for f in files:
                dest = target / f.relative_to(ROOT)
                self.mkpath(str(dest.parent))
                self.copy_file(str(f), str(dest))


setup(cmdclass={"build_py": build_py_with_course})
