"""The network package stands beside the engine: it uses the engine and the save's rule checks,
never the computer players, the simulator or the interface (tests/test_layering.py holds the rest)."""

from __future__ import annotations

import subprocess
import sys

from tests.test_layering import PACKAGE, imports_of

ALLOWED = ("canasta_desktop.engine", "canasta_desktop.persistence", "canasta_desktop.net")


def test_net_imports_only_the_engine_and_persistence() -> None:
    found = {
        target
        for path in (PACKAGE / "net").rglob("*.py")
        for target, _ in imports_of(
            "canasta_desktop.net" + ("" if path.stem == "__init__" else f".{path.stem}"),
            path.read_text(encoding="utf-8"),
            path.name == "__init__.py",
        )
    }
    assert found and all(target == "canasta_desktop" or target.startswith(ALLOWED) for target in found), found


def test_importing_net_loads_neither_players_nor_qt() -> None:
    code = (
        "import sys, canasta_desktop.net.link, canasta_desktop.net.fair_deal;"
        "loaded = [m for m in sys.modules if m.startswith(('canasta_desktop.ai', 'canasta_desktop.ui',"
        " 'canasta_desktop.sim', 'PySide6'))];"
        "sys.exit(str(loaded) if loaded else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
