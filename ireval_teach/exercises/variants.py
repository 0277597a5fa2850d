"""Personal variants: a student id seeds the inputs of every task.

Each student gets their own numbers and the same id always gives the same numbers (on every
machine and Python version: the generator is :class:`random.Random` seeded from a SHA-256 digest,
and only ``random()`` is used, whose sequence Python keeps stable).

Two streams per (task, student):

* ``"visible"`` -- the personal inputs shown in the notebook (:func:`ireval_teach.exercises.variant`);
* ``"hidden"`` -- extra checks never shown. Their seed also mixes in a course secret, read from the
  environment variable ``IREVAL_EXERCISE_SECRET`` (instructors set it when grading; without it a
  fixed default is used), so a student cannot regenerate the hidden inputs from the id alone.
  Feedback about hidden checks names only the task author's hint (e.g. "a list shorter than k"),
  never the input or its expected value.

>>> rng = rng_for("ap.exact", "s123", "visible")
>>> a = [rng.random() for _ in range(3)]
>>> again, other = rng_for("ap.exact", "s123", "visible"), rng_for("ap.exact", "s124", "visible")
>>> a == [again.random() for _ in range(3)], a == [other.random() for _ in range(3)]
(True, False)
"""

from __future__ import annotations

import hashlib
import os
import random
from collections.abc import Sequence

SECRET_ENV = "IREVAL_EXERCISE_SECRET"
_DEFAULT_SECRET = "ireval-teach-hidden-checks"


def normalise_id(student_id: object) -> str:
    """Student ids are compared as stripped strings (``" s1 "`` and ``"s1"`` are the same student)."""
    return str(student_id if student_id is not None else "").strip()


def seed_for(task_id: str, student_id: object, stream: str) -> int:
    """A 64-bit seed from the task, the student and the stream (and the secret for hidden inputs)."""
    parts = [task_id, normalise_id(student_id), stream]
    if stream == "hidden":
        parts.append(os.environ.get(SECRET_ENV, _DEFAULT_SECRET))
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def rng_for(task_id: str, student_id: object, stream: str = "visible") -> Draw:
    """The deterministic generator of one task's inputs for one student."""
    return Draw(seed_for(task_id, student_id, stream))


class Draw(random.Random):
    """:class:`random.Random` with small helpers built only on ``random()`` (stable across versions)."""

    def integer(self, lo: int, hi: int) -> int:
        """A whole number in [lo, hi]."""
        return lo + min(int(self.random() * (hi - lo + 1)), hi - lo)

    def pick(self, seq: Sequence):
        return seq[self.integer(0, len(seq) - 1)]

    def chance(self, p: float) -> bool:
        return self.random() < p

    def permutation(self, n: int) -> list[int]:
        items = list(range(n))
        for i in range(n - 1, 0, -1):
            j = self.integer(0, i)
            items[i], items[j] = items[j], items[i]
        return items

    def binary_labels(self, length: int, n_rel: int, first_relevant: bool | None = None) -> list[int]:
        """A 0/1 list of ``length`` with ``n_rel`` ones at random ranks."""
        n_rel = max(0, min(n_rel, length))
        ranks = sorted(self.permutation(length)[:n_rel])
        labels = [0] * length
        for i in ranks:
            labels[i] = 1
        if first_relevant is True and n_rel and not labels[0]:
            labels[ranks[0]], labels[0] = 0, 1
        if first_relevant is False and labels[0] and 0 in labels:
            j = labels.index(0)
            labels[0], labels[j] = 0, 1
        return labels


# ------------------------------------------------------------------------------- variant schemes
#: How a student id and a task become inputs. Scheme 1: the seed of :func:`seed_for` (SHA-256 of the task,
#: the stripped id, the stream and, for hidden inputs, the course secret) and the drawing code of the task
#: families as first released; ``tests/golden/released_variants.json`` keeps what it draws, and
#: ``tests/test_released_variants.py`` fails when a change of the code would change it. A scheme is never
#: changed once released: a new way of drawing is a new scheme, for new releases only.
SCHEMES = (1,)
#: The scheme ``strip`` pins in the notebooks it releases.
CURRENT_SCHEME = 1
#: The scheme of hand-outs released before pinning (no pin in their metadata): what they drew then.
UNPINNED_SCHEME = 1
#: Where a released notebook pins its scheme: ``metadata[PIN_KEY]["variant_scheme"]``.
PIN_KEY = "ireval_exercise"


def variant_scheme(metadata: object) -> int:
    """The variant scheme a notebook's metadata pins (:data:`UNPINNED_SCHEME` when it pins none).

    >>> variant_scheme({}), variant_scheme({"ireval_exercise": {"variant_scheme": 1}})
    (1, 1)
    """
    from ..errors import InvalidOptionError

    pin = metadata.get(PIN_KEY, {}) if isinstance(metadata, dict) else {}
    if not isinstance(pin, dict) or "variant_scheme" not in pin:
        return UNPINNED_SCHEME
    scheme = pin["variant_scheme"]
    if isinstance(scheme, bool) or scheme not in SCHEMES:
        raise InvalidOptionError(f"the assignment pins variant scheme {scheme!r}, which this version of ireval-teach "
                                 f"cannot draw (it knows {', '.join(map(str, SCHEMES))}); grade with the version "
                                 "the assignment was released with, or a newer one")
    return int(scheme)
