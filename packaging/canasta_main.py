"""The bundle's entry point: PyInstaller freezes this script into ``Canasta`` / ``Canasta.exe``.

It only starts the game's own ``canasta`` command (``canasta_desktop.ui.launch.main``: the quit
signals' handlers first, as the installed command does).
"""

from __future__ import annotations

import multiprocessing
import os
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    # A windowed bundle on Windows has no console: print() and --help would write to None.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")

    from canasta_desktop.ui.launch import main

    sys.exit(main())
