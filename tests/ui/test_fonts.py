"""The same look everywhere: every font family the interface asks for first is one the game ships.

The code's ``QFont("…")``, ``setFamily("…")`` and ``setFamilies([...])`` calls are read from the
source (AST); the first family of each must be among the families `load_fonts` registered from
assets/fonts (not merely installed on this machine), and Qt must resolve it to itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo

from canasta_desktop.resources import resource_dir
from canasta_desktop.ui.art import fonts
from canasta_desktop.ui.window.main_window import MainWindow

UI = Path(fonts.__file__).resolve().parent.parent  # ui/, whose every module is read


def asked_families() -> dict[str, list[str]]:
    """Each first family the interface's code names, with the places (file:line) that name it."""
    asked: dict[str, list[str]] = {}
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0]
            if name == "setFamilies" and isinstance(first, ast.List | ast.Tuple) and first.elts:
                first = first.elts[0]
            elif name not in ("QFont", "setFamily"):
                continue
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                asked.setdefault(first.value, []).append(f"{path.relative_to(UI)}:{node.lineno}")
    return asked


def test_the_code_asks_for_the_table_families() -> None:
    asked = asked_families()
    assert set(asked) == set(fonts.TABLE_FAMILIES), asked  # a new family needs its file in assets/fonts
    assert any(place.startswith("art/") for place in asked["DejaVu Serif"])


def test_every_family_the_table_asks_for_is_shipped_and_resolves(qapp) -> None:  # type: ignore[no-untyped-def]
    shipped = fonts.load_fonts()
    assert fonts.load_fonts() is shipped  # loaded once
    for family, places in asked_families().items():
        assert family in shipped, f"{family} ({places}) is not in assets/fonts"
        assert family in QFontDatabase.families()
        for bold in (False, True):
            font = QFont(family)
            font.setBold(bold)
            info = QFontInfo(font)
            assert info.family() == family and info.bold() == bold, (family, bold, info.family())


def test_the_font_files_travel_with_their_licence() -> None:
    folder = resource_dir("assets") / "fonts"
    for name in fonts.FONT_FILES:
        assert (folder / name).stat().st_size > 100_000
    assert "Bitstream Vera" in (folder / "LICENSE").read_text(encoding="utf-8")


def test_a_window_built_without_app_py_has_the_fonts(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow()
    qtbot.addWidget(window)
    assert fonts._loaded is not None and set(fonts.TABLE_FAMILIES) <= set(fonts._loaded)
    window.controller.shutdown()
