"""The fast loop as plain Python beside the compiled one, for the tests and benchmarks that compare them.

`fast_rules.py`, `rollout.py`, `policy_choose.py` and `policy.py` are the fast loop's only source
(docs/fast-loop.md). Where setup.py compiled them, importing them gives the compiled modules; `load`
runs the same files again as plain Python, under the package ``canasta_desktop.python_loop``, so both
can play the same rounds in one process. The move records (`policy_moves.py`) are shared, so the
moves of both compare equal.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from dataclasses import dataclass
from pathlib import Path

from . import policy_moves

PACKAGE = "canasta_desktop.python_loop"
MODULES = ("no_cython", "fast_rules", "rollout", "policy_choose", "policy")  # in import order
HERE = Path(__file__).parent


@dataclass(frozen=True)
class Loop:
    """One copy of the fast loop: its modules."""

    fast_rules: types.ModuleType
    rollout: types.ModuleType
    policy: types.ModuleType


def load() -> Loop:
    """The plain-Python copy (loaded once)."""
    if PACKAGE not in sys.modules:
        package = types.ModuleType(PACKAGE)
        package.__path__ = []  # only the modules loaded here
        sys.modules[PACKAGE] = package
        sys.modules[f"{PACKAGE}.policy_moves"] = policy_moves
        for name in MODULES:
            spec = importlib.util.spec_from_file_location(f"{PACKAGE}.{name}", HERE / f"{name}.py")
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[spec.name] = module
            spec.loader.exec_module(module)
            setattr(package, name, module)
    modules = sys.modules
    return Loop(modules[f"{PACKAGE}.fast_rules"], modules[f"{PACKAGE}.rollout"], modules[f"{PACKAGE}.policy"])


def installed() -> Loop:
    """The copy the game plays with: compiled where setup.py compiled it."""
    from . import fast_rules, policy, rollout

    return Loop(fast_rules, rollout, policy)
