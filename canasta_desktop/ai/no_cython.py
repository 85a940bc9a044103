"""What the fast loop asks of the ``cython`` module where Cython is not installed (plain Python).

The fast loop (`fast_rules.py`, `rollout.py`, `policy.py`) is written once, in Python; setup.py
compiles it with Cython where a compiler exists (its types are in the ``.pxd`` files beside it).
Run as plain Python it imports ``cython`` for two names only: ``compiled`` (False here, so the
branches for C arrays are skipped) and ``nogil`` (a block that releases nothing).
"""

from __future__ import annotations

from contextlib import nullcontext

compiled = False
nogil = nullcontext()
