"""Where the game's data folders are, whether it runs from the source tree, an
installed package or a PyInstaller bundle. No Qt here."""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def resource_dir(name: str) -> Path:
    """The folder ``name`` (``assets``, ``translations``, ``docs``…).

    Looked up in the bundle (``sys._MEIPASS``), then inside the installed
    package (``canasta_desktop/data/NAME``), then in the source tree.
    """
    for folder in _candidates(name):
        if folder.is_dir():
            return folder
    raise FileNotFoundError(f"the game's {name!r} folder is missing (looked in {_candidates(name)})")


def _candidates(name: str) -> list[Path]:
    places = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        places.append(Path(bundle) / name)
    places.append(PACKAGE_DIR / "data" / name)
    places.append(PACKAGE_DIR.parent / name)
    return places
