"""A scripted new user: plays a whole round with the mouse in each language at two window sizes,
grabbing the window to PNGs on the way (start, mid-round, computer's turn read, score sheet).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/new_user_run.py out/

It drives the real table with real mouse events (the gestures of tests/ui/test_whole_round.py).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.main_window import MainWindow
from canasta_desktop.ui.text.i18n import install_language
from tests.ui.test_whole_round import ScriptedPlayer

SIZES = ((900, 600), (1600, 1000))


def wait(app: QApplication, condition, limit: int = 20000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if condition():
            return True
        app.processEvents()
    return False


def play(app: QApplication, out: Path, language: str, size: tuple[int, int]) -> int:
    install_language(app, language)
    win = MainWindow(UiSettings(speed="instant"))
    win.controller.pace_ms = 0
    win.resize(*size)
    win.show()
    win.start(GameSetup(seed=21, level="mellem", target=None))
    controller = win.controller
    name = f"{language}-{size[0]}x{size[1]}"
    player = ScriptedPlayer(win, 3)
    wait(app, controller.is_human_turn)
    win.grab().save(str(out / f"{name}-1-start.png"))
    turns = 0
    while not controller.state.is_over and turns < 200:
        wait(app, lambda: controller.is_human_turn() or controller.state.is_over)
        if controller.state.is_over:
            break
        player.play_turn()
        turns += 1
        if turns == 12:
            win.history.show()
            app.processEvents()
            win.grab().save(str(out / f"{name}-2-mid.png"))
            win.history.hide()
    wait(app, lambda: win.score_sheet is not None and win.score_sheet.isVisible(), 2000)
    app.processEvents()
    if win.score_sheet is not None:
        win.score_sheet.grab().save(str(out / f"{name}-3-score.png"))
    win.grab().save(str(out / f"{name}-4-end.png"))
    controller.shutdown()
    win.close()
    return turns


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "out")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for language in ("en", "da", "sv"):
        for size in SIZES:
            turns = play(app, out, language, size)
            print(f"{language} {size[0]}x{size[1]}: {turns} turns played with the mouse")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
