"""The table's own fonts: DejaVu Sans (regular, bold) and DejaVu Serif Bold, shipped in assets/fonts.

The table, its labels and the card faces ask for these families by name (``ui/table/layout.py``,
``ui/table/items.py``, ``ui/art/card_paths.py``); loading the shipped files makes them the same on
every system, also where DejaVu is not installed (Windows, macOS). `load_fonts` registers them with
Qt once; app.py calls it when it makes the QApplication, the main window when it is built (tests
build windows without app.py).
"""

from __future__ import annotations

import sys

from ...resources import resource_dir

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf")
#: The families the table asks for first; each comes from the files above (tests/ui/test_fonts.py).
TABLE_FAMILIES = ("DejaVu Sans", "DejaVu Serif")

_loaded: tuple[str, ...] | None = None


def load_fonts() -> tuple[str, ...]:
    """Register the shipped fonts with Qt (once; a QGuiApplication must exist); the families they hold.

    A missing or unreadable file is reported on stderr and skipped: Qt then falls back to a
    system font, which changes the look but not the game.
    """
    global _loaded
    if _loaded is not None:
        return _loaded
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    folder = resource_dir("assets") / "fonts"
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(folder / name))
        if font_id < 0:
            print(f"canasta: the font {folder / name} could not be loaded", file=sys.stderr)
            continue
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    _loaded = tuple(families)
    return _loaded
