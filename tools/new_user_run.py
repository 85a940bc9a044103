"""A scripted new user: plays a whole round with the mouse in each language at two window sizes,
grabbing the window to PNGs on the way (start, mid-round, computer's turn read, score sheet); then,
in each language, a family-rules round with a refused first meld, a 4-player and a 6-player round,
and Extra large cards at 1280×800.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/new_user_run.py out/

It drives the real table with real mouse events (the gestures of tests/ui/test_whole_round.py).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.phase import Phase
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.i18n import install_language
from canasta_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import card_item, drag, zone
from tests.ui.test_whole_round import ScriptedPlayer

SIZES = ((900, 600), (1600, 1000))


def wait(app: QApplication, condition, limit: int = 20000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if condition():
            return True
        app.processEvents()
    return False


@dataclass(frozen=True)
class Run:
    """One round a new user plays: the game, the window's size and the settings."""

    label: str
    size: tuple[int, int]
    preset: str = "classic-2p"
    settings: UiSettings = field(default_factory=lambda: UiSettings(speed="instant"))
    refuse_first_meld: bool = False  # try a meld that is refused first (and take the cards back)


RUNS = (
    Run("family-refused", (1280, 800), "family-4p", refuse_first_meld=True),
    Run("classic-4p", (1280, 800), "classic-4p"),
    Run("salling-6p", (1366, 768), "salling-6p"),
    Run("xlarge", (1280, 800), settings=UiSettings(speed="instant", card_size="xlarge")),
)


def refused_meld(app: QApplication, win: MainWindow, out: Path, name: str) -> None:
    """One card alone into the new-meld area and Meld: refused; the picture; Undo takes it back."""
    hand = [card for card in win.controller.hand() if not card.is_red_three]
    drag(win, card_item(win, hand[0]), zone(win, Zone.STAGING))
    QTest.mouseClick(
        win.buttons[Button.MELD], Qt.MouseButton.LeftButton
    )  # a real click: disabled, it says why
    app.processEvents()
    win.grab().save(str(out / f"{name}-1b-refused.png"))
    win.buttons[Button.UNDO].click()
    app.processEvents()


def play(app: QApplication, out: Path, language: str, size: tuple[int, int], run: Run | None = None) -> int:
    install_language(app, language)
    win = MainWindow(run.settings if run is not None else UiSettings(speed="instant"))
    win.controller.pace_ms = 0
    win.resize(*size)
    win.show()
    win.start(GameSetup(preset=run.preset if run else "classic-2p", seed=21, level="mellem", target=None))
    controller = win.controller
    name = f"{language}-{run.label if run else ''}{size[0]}x{size[1]}"
    refuse = run is not None and run.refuse_first_meld
    player = ScriptedPlayer(win, 3)
    wait(app, controller.is_viewers_turn)
    win.grab().save(str(out / f"{name}-1-start.png"))
    turns = 0
    while not controller.state.is_over and turns < 200:
        wait(
            app,
            lambda: (
                controller.is_viewers_turn()
                or controller.state.is_over
                or (win.partner_box is not None and win.partner_box.isVisible())
            ),
        )
        if controller.state.is_over:
            break
        box = win.partner_box
        if box is not None and box.isVisible():  # a partner asks "May I go out?": the new user says yes
            box.buttons()[0].click()
            continue
        if refuse and controller.state.phase is Phase.MELD:
            refused_meld(app, win, out, name)
            refuse = False
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
        for run in RUNS:
            turns = play(app, out, language, run.size, run)
            print(f"{language} {run.label} {run.size[0]}x{run.size[1]}: {turns} turns played with the mouse")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
