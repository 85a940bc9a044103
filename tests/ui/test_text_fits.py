"""Every dialog, in English, Danish and Swedish, over a small and a large window: no text is cut and
no dialog is larger than the screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import NewGameDialog, UiSettings
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow

from .dialog_gallery import DIALOGS
from .text_fit import assert_texts_fit

LANGUAGES = ("en", "da", "sv")
SIZES = ((900, 600), (1600, 1000))


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.remove_language(qapp)


def table(qtbot: QtBot, size: tuple[int, int]) -> MainWindow:
    win = MainWindow(UiSettings(speed="instant"))
    win.controller.pace_ms = 10**6  # the computer waits: only the dialogs are looked at
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.start(GameSetup(seed=3))
    return win


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("dialog", list(DIALOGS))
def test_every_text_of_every_dialog_fits(
    qtbot: QtBot, tmp_path: Path, language: str, size: tuple[int, int], dialog: str
) -> None:
    win = table(qtbot, size)
    widget = DIALOGS[dialog](win, tmp_path)
    widget.show()
    qtbot.waitExposed(widget) if widget.isWindow() else None
    try:
        assert_texts_fit(widget)
    finally:
        widget.close()
        win.controller.shutdown()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_match_length_fits_for_every_game(qtbot: QtBot, language: str) -> None:
    """ "To 15,000 points (the game's own target)" is longer than the 5,000 the dialog opened with."""
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    dialog.show()
    for index, name in enumerate(PRESETS):
        dialog.game.setCurrentIndex(index)
        QApplication.processEvents()
        assert_texts_fit(dialog), name


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("preset", ["classic-2p", "classic-4p", "salling-6p"])
def test_every_text_of_the_main_window_fits(
    qtbot: QtBot, language: str, size: tuple[int, int], preset: str
) -> None:
    """The panel, the move buttons above the hand and the status lines, mid-turn, with the history shown."""
    win = MainWindow(UiSettings(speed="instant"))
    win.controller.pace_ms = 0
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.start(GameSetup(preset=preset, seed=3, level="random"))
    controller = win.controller
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    controller.turn.draw()
    controller.turn.set_selection(controller.hand()[:1])
    win.history.show()
    qtbot.wait(10)
    try:
        assert_texts_fit(win, screen=False)  # the offscreen screen is smaller than 1600×1000
    finally:
        controller.shutdown()
