"""The fast loop as plain Python where it is compiled: for the tests and benchmarks that compare them.

`ai/fast_rules.py`, `ai/rollout.py`, `ai/policy_choose.py` and `ai/policy.py` are the fast loop's only
source (docs/fast-loop.md). Where setup.py compiled them, importing them gives the compiled modules.
`load` runs the same files again as plain Python, under the package ``canasta_desktop.plain_loop``,
so both copies can play the same rounds in one process (their move records, `ai/policy_moves.py`,
are shared, so the moves of both compare equal). `prefer_plain`, called before the game's modules
are imported, makes the game itself import the plain files, as where no compiler was found.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "canasta_desktop.plain_loop"  # not a real package: the copy's modules only
MODULES = ("no_cython", "fast_rules", "rollout", "policy_choose", "policy")  # in import order
LOOP = MODULES[1:]  # what setup.py compiles
AI = Path(__file__).parent / "ai"


@dataclass(frozen=True)
class Loop:
    """One copy of the fast loop: its modules."""

    fast_rules: types.ModuleType
    rollout: types.ModuleType
    policy_choose: types.ModuleType
    policy: types.ModuleType


def load() -> Loop:
    """The plain-Python copy (loaded once)."""
    from .ai import policy_moves

    if PACKAGE not in sys.modules:
        package = types.ModuleType(PACKAGE)
        package.__path__ = []  # only the modules loaded here
        sys.modules[PACKAGE] = package
        sys.modules[f"{PACKAGE}.policy_moves"] = policy_moves
        for name in MODULES:
            module = _plain(f"{PACKAGE}.{name}", name)
            setattr(package, name, module)
    return Loop(*(sys.modules[f"{PACKAGE}.{name}"] for name in LOOP))


def installed() -> Loop:
    """The copy the game plays with: compiled where setup.py compiled it."""
    from .ai import fast_rules, policy, policy_choose, rollout

    return Loop(fast_rules, rollout, policy_choose, policy)


def _plain(full_name: str, name: str) -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(full_name, AI / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[full_name] = module
    spec.loader.exec_module(module)
    return module


class _PlainFinder(importlib.abc.MetaPathFinder):
    """Finds the fast loop's modules as their Python files, before the compiled ones."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != "canasta_desktop.ai" or name not in LOOP:
            return None
        return importlib.util.spec_from_file_location(fullname, AI / f"{name}.py")


def prefer_plain() -> None:
    """From now on the game imports its fast loop as plain Python (call it before importing the game)."""
    if any(f"canasta_desktop.ai.{name}" in sys.modules for name in LOOP):
        raise RuntimeError("the fast loop is already imported")
    if not any(isinstance(finder, _PlainFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, _PlainFinder())
