"""What the table's first paint does not import (issue 36's start-up goal): the network stack, the
dialogs opened later, the review's machinery and Ekspert's search come when first used, so a start
imports none of them. Checked in a fresh interpreter: a window made, a match started, one paint."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

LATER = (
    "twisted",  # the network: only when a match is hosted or joined
    "wormhole",
    "canasta_desktop.net.link",
    "canasta_desktop.ui.dialogs.new_game",  # the dialogs: when opened
    "canasta_desktop.ui.dialogs.score_sheet",
    "canasta_desktop.ui.dialogs.match_over",
    "canasta_desktop.ui.dialogs.saved_game",
    "canasta_desktop.ui.dialogs.invitation",
    "canasta_desktop.ui.dialogs.review_window",
    "canasta_desktop.ui.lessons.classic",  # the lessons' texts: when a lesson starts
    "canasta_desktop.ai.review",  # the review: when a round is reviewed
    "canasta_desktop.ai.ekspert",  # Ekspert's search: when it plays or advises
)

PROGRAM = """
import json, os, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.window.main_window import MainWindow
window = MainWindow(Settings(speed="instant"))
window.show()
window.start(GameSetup(preset="classic-2p", level="mellem", seed=1))
window.offer_first_run_hint()
window.grab()
later = json.loads(sys.argv[1])
print(json.dumps(sorted(name for name in sys.modules if any(name == m or name.startswith(m + ".") for m in later))))
sys.stdout.flush()
os._exit(0)  # the answer is given: no teardown of the computer's thread to wait for
"""


def test_the_first_paint_imports_no_network_no_later_dialog_and_no_search(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CANASTA_DESKTOP_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, json.dumps(LATER)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=True,
    )
    assert json.loads(done.stdout.splitlines()[-1]) == []
