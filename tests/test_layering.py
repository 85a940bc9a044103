"""The engine, AI, simulator and persistence never touch Qt (DESIGN.md's layering)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "canasta_desktop"
QT_FREE = ["engine", "ai", "sim", "persistence"]


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


def test_importing_qt_free_layers_loads_no_qt() -> None:
    modules = ", ".join(f"canasta_desktop.{layer}" for layer in QT_FREE)
    code = f"import sys, {modules}; sys.exit('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_engine_never_asks_which_preset() -> None:
    """Rules are data: no engine code names a preset or compares a rule set's name."""
    presets = {"classic-2p", "classic-4p", "family-4p", "salling-4p", "salling-6p"}
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
