"""Imports flow one way (docs/design.md §"Layers").

- The engine, AI, simulator and persistence never touch Qt, nor the interface.
- The interface is a ladder, workers < art < text < table < controller < dialogs < window_parts <
  lessons < window < process, each rung a folder of ui/: a module imports only from its own rung or
  below. The one module directly in ui/ is the entry point pyproject.toml names, above every rung.
- No two modules import each other.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from canasta_desktop.engine.rules import PRESETS

PACKAGE = Path(__file__).resolve().parent.parent / "canasta_desktop"
QT_FREE = ["engine", "ai", "sim", "persistence", "net"]

#: The interface's rungs, lowest first; each is a sub-package of ui/ (docs/design.md §"Layers").
UI_LADDER = (
    "workers",
    "art",
    "text",
    "table",
    "controller",
    "dialogs",
    "window_parts",
    "lessons",
    "window",
    "process",
)

#: The `canasta` command's module, the one module directly in ui/: it starts the process, above every rung.
ENTRY_POINT = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "gui-scripts"
]["canasta"].partition(":")[0]


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


#: Every module of the package (and any ``.pyi`` stub), by dotted name.
MODULES: frozenset[str] = frozenset(
    _module_name(path) for pattern in ("*.py", "*.pyi") for path in PACKAGE.rglob(pattern)
)


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes inside ``if TYPE_CHECKING:`` blocks."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            inside.update(id(child) for statement in node.body for child in ast.walk(statement))
    return inside


def imports_of(module: str, source: str, is_package: bool = False) -> Iterator[tuple[str, bool]]:
    """The package's modules ``module`` imports, each with whether it is under TYPE_CHECKING only.

    Relative imports are resolved; ``from X import name`` is the module ``X.name`` when there is
    one, otherwise ``X``. Imports inside functions count: they run too.
    """
    tree = ast.parse(source)
    checking_only = _type_checking_only(tree)
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bases = [alias.name for alias in node.names]
            names: list[str] = []
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, node.module] if node.module else parts)
            else:
                base = node.module or ""
            bases, names = [base], [alias.name for alias in node.names]
        else:
            continue
        for base in bases:
            if base.split(".")[0] != "canasta_desktop":
                continue
            targets = [f"{base}.{name}" for name in names if f"{base}.{name}" in MODULES]
            if len(targets) < len(names) or not names:
                targets.append(base)  # names that are not modules come from the module itself
            for target in targets:
                yield target, id(node) in checking_only


def ui_rung(module: str) -> int | None:
    """The rung of a ``canasta_desktop.ui`` module on `UI_LADDER`, read from its folder (None outside
    ui/, or ui/ itself); the entry point is above every rung."""
    parts = module.split(".")
    if parts[:2] != ["canasta_desktop", "ui"] or len(parts) < 3:
        return None
    if module == ENTRY_POINT:
        return len(UI_LADDER)
    return UI_LADDER.index(parts[2])


def upward_imports(module: str, source: str, is_package: bool = False) -> list[str]:
    """The modules above ``module``'s rung that it imports (TYPE_CHECKING imports included)."""
    own = ui_rung(module)
    if own is None:
        return []
    return sorted(
        {
            target
            for target, _ in imports_of(module, source, is_package)
            if (rung := ui_rung(target)) is not None and rung > own
        }
    )


def _sources() -> Iterator[tuple[str, Path]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield _module_name(path), path


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("layer", QT_FREE)
def test_layer_source_never_imports_pyside6(layer: str) -> None:
    for path in (PACKAGE / layer).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert not any(n.split(".")[0] in ("PySide6", "shiboken6") for n in names), path


@pytest.mark.parametrize("layer", QT_FREE)
def test_layer_never_imports_the_interface(layer: str) -> None:
    for module, path in _sources():
        if module.split(".")[1:2] == [layer]:
            ui = [target for target, _ in imports_of(module, _read(path), path.name == "__init__.py")]
            assert not [target for target in ui if target.startswith("canasta_desktop.ui")], module


def test_importing_qt_free_layers_loads_no_qt() -> None:
    modules = ", ".join(f"canasta_desktop.{layer}" for layer in QT_FREE)
    code = f"import sys, {modules}; sys.exit('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_engine_never_asks_which_preset() -> None:
    """Rules are data: no engine code names a preset or compares a rule set's name."""
    presets = set(PRESETS)
    for path in (PACKAGE / "engine").rglob("*.py"):
        if path.name == "rules.py":
            continue  # the presets are defined there
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and id(node) not in docstrings:
                assert node.value not in presets, f"{path.name} names preset {node.value}"
            if isinstance(node, ast.Compare):
                for part in [node.left, *node.comparators]:
                    assert not (isinstance(part, ast.Attribute) and part.attr == "name"), path.name


def test_every_ui_module_sits_in_a_rung_folder() -> None:
    """No module lies loose in ui/ but the entry point, and every folder of ui/ is a rung."""
    loose = {
        f"canasta_desktop.ui.{path.stem}"
        for path in (PACKAGE / "ui").glob("*.py")
        if path.name != "__init__.py"
    }
    assert loose == {ENTRY_POINT}
    assert set(UI_LADDER) == {
        path.name for path in (PACKAGE / "ui").iterdir() if path.is_dir() and (path / "__init__.py").exists()
    }


def test_the_interface_imports_only_downwards() -> None:
    found = {
        module: upward
        for module, path in _sources()
        if (upward := upward_imports(module, _read(path), path.name == "__init__.py"))
    }
    assert found == {}


@pytest.mark.parametrize(
    ("module", "source", "upward"),
    [
        (
            "canasta_desktop.ui.table.scene",
            "from ..controller.controller import GameController",
            ["controller.controller"],
        ),
        ("canasta_desktop.ui.table.scene", "from ..controller import controller", ["controller.controller"]),
        ("canasta_desktop.ui.text.messages", "import canasta_desktop.ui.table.layout", ["table.layout"]),
        ("canasta_desktop.ui.lessons.book", "from ..window import main_window", ["window.main_window"]),
        (
            "canasta_desktop.ui.dialogs.dialogs",
            "def f():\n    from ..lessons.mode import LessonMode",
            ["lessons.mode"],
        ),
        (
            "canasta_desktop.ui.art.cardart",
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..text.messages import tr",
            ["text.messages"],
        ),
        (
            "canasta_desktop.ui.workers.ai_worker",
            "from ..dialogs.dialogs import UiSettings",
            ["dialogs.dialogs"],
        ),
        (
            "canasta_desktop.ui.window_parts.side_panel",
            "from ..window.main_window import MainWindow",
            ["window.main_window"],
        ),
        ("canasta_desktop.ui.window.main_window", "from .. import launch", ["launch"]),
        ("canasta_desktop.ui.launch", "from canasta_desktop.ui.process.app import main", []),
        (
            "canasta_desktop.ui.table.scene",
            "from ..art import cardart\nfrom . import layout\nfrom ...engine import cards",
            [],
        ),
        (
            "canasta_desktop.ui.controller.controller",
            "from ..workers.ai_worker import AiWorker\nfrom ..table.layout import X",
            [],
        ),
        (
            "canasta_desktop.ui.window.main_window",
            "from ..lessons.mode import LessonMode\nfrom ..window_parts.side_panel import SidePanel",
            [],
        ),
    ],
)
def test_the_ladder_check_finds_an_upward_import(module: str, source: str, upward: list[str]) -> None:
    """The checker itself: a rung that imports one above it is caught, in every import form."""
    assert upward_imports(module, source) == [f"canasta_desktop.ui.{name}" for name in upward]


def mutual_imports(graph: dict[str, dict[str, bool]]) -> list[tuple[str, str]]:
    """Pairs of modules that import each other, unless one of the two imports is TYPE_CHECKING only.

    ``graph[a][b]`` is True when every import of b by a is under TYPE_CHECKING: such an import never
    runs, so a protocol or a type annotation may name a module that imports this one.
    """
    return sorted(
        (a, b)
        for a, targets in graph.items()
        for b, checking_only in targets.items()
        if a < b and a in graph.get(b, {}) and not checking_only and not graph[b][a]
    )


def import_graph() -> dict[str, dict[str, bool]]:
    graph: dict[str, dict[str, bool]] = {}
    for module, path in _sources():
        edges = graph.setdefault(module, {})
        for target, checking_only in imports_of(module, _read(path), path.name == "__init__.py"):
            if target != module:
                edges[target] = edges.get(target, True) and checking_only
    return graph


def test_no_two_modules_import_each_other() -> None:
    assert mutual_imports(import_graph()) == []


def test_the_cycle_check_finds_a_pair() -> None:
    assert mutual_imports({"a": {"b": False}, "b": {"a": False}}) == [("a", "b")]
    assert mutual_imports({"a": {"b": False}, "b": {"a": True}}) == []  # b names a for its types only
    assert mutual_imports({"a": {"b": False}, "b": {"c": False}}) == []
