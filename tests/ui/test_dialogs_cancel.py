"""Every dialog the table opens can be cancelled (Escape) without an exception; after a finished match a
new game does not warn that the match in progress will be lost."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs import saved_game as saved_game_module
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import pause_computer, refresh


@pytest.fixture
def win(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    window = MainWindow(UiSettings(speed="instant"), storage=Storage.at())  # with storage: Statistics is on
    window.controller.pace_ms = 0
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    qtbot.waitExposed(window)
    window.start(GameSetup(seed=13, level="random", target=None))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    yield window
    window.controller.shutdown()


def escape_the_next_dialog(seen: list[str]) -> None:
    """Press Escape on the modal dialog that is about to open (exec() runs the timer)."""

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, press)
            return
        seen.append(type(dialog).__name__)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, press)


def finish_the_round(qtbot: QtBot, win: MainWindow) -> QDialog:
    pause_computer(win)
    state = win.controller.state
    assert state is not None
    state.hands[0].extend(state.stock)
    state.stock.clear()
    state.pile_frozen = True
    refresh(win)
    win.buttons[Button.DRAW].click()
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible())
    assert win.score_sheet is not None
    return win.score_sheet


MENU: dict[str, Callable[[MainWindow], object]] = {
    "NewGameDialog": lambda w: w.menus.new_action.trigger(),
    "SettingsDialog": lambda w: w.menus.settings_action.trigger(),
    "StatisticsWindow": lambda w: w.menus.statistics_action.trigger(),
    "RulesDialog": lambda w: w.menus.rules_action.trigger(),
    "AboutDialog": lambda w: w.menus.about_action.trigger(),
}


@pytest.mark.parametrize("dialog", list(MENU))
def test_every_dialog_can_be_cancelled(qtbot: QtBot, win: MainWindow, dialog: str) -> None:
    seen: list[str] = []
    escape_the_next_dialog(seen)
    MENU[dialog](win)  # pytest-qt fails the test on an exception raised in a Qt slot
    assert seen == [dialog]
    assert win.controller.match is not None and not win.controller.match.is_over


def test_closing_the_score_sheet_deals_on_and_closing_match_over_leaves_the_table(
    qtbot: QtBot, win: MainWindow
) -> None:
    """A one-round match: the round ends the match."""
    sheet = finish_the_round(qtbot, win)
    assert win.controller.match.is_over
    QTest.keyClick(sheet, Qt.Key.Key_Escape)  # closing the sheet is "See the result"
    qtbot.waitUntil(lambda: win.match_over is not None and win.match_over.isVisible())
    over: QWidget = win.match_over  # type: ignore[assignment]
    QTest.keyClick(over, Qt.Key.Key_Escape)
    assert not over.isVisible() and win.controller.match.is_over


def test_escape_on_the_score_sheet_mid_match_leaves_the_finished_table_and_next_deal(
    qtbot: QtBot, win: MainWindow
) -> None:
    """Issue 22 point 4: Esc closed the sheet and dealt at once (the finished table and its history gone)."""
    win.start(GameSetup(seed=13, level="random"))
    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    sheet = finish_the_round(qtbot, win)
    finished = win.controller.state
    QTest.keyClick(win, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # the history, beside the sheet
    assert win.history.isVisible() and win.history.lines()
    round_one = win.history.lines()
    win.controller.pace_ms = 0
    QTest.keyClick(sheet, Qt.Key.Key_Escape)
    assert not sheet.isVisible()
    assert win.controller.state is finished and finished is not None and finished.is_over  # still in view
    next_deal = win.buttons[Button.NEXT_DEAL]
    assert next_deal.isVisible() and not win.buttons[Button.DRAW].isVisible()
    assert win.history.lines() == round_one
    next_deal.click()
    assert win.controller.match.round_number == 2 and win.controller.state is win.controller.match.round
    # Round 1 can still be read: the history offers every round of the match.
    assert win.history.rounds.count() == 2 and win.history.rounds.isVisible()
    win.history.rounds.setCurrentIndex(0)
    win.history.rounds.activated.emit(0)
    assert win.history.lines() == round_one


def test_a_new_game_after_the_match_is_over_does_not_warn(
    qtbot: QtBot, win: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[bool] = []
    monkeypatch.setattr(saved_game_module, "confirm_abandon", lambda _parent: asked.append(True) or True)
    sheet = finish_the_round(qtbot, win)
    sheet.accept()
    qtbot.waitUntil(lambda: win.match_over is not None and win.match_over.isVisible())
    assert not win.controller.match_in_progress()
    seen: list[str] = []

    def start_it() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, start_it)
            return
        seen.append(type(dialog).__name__)
        dialog.accept()  # type: ignore[attr-defined]

    QTimer.singleShot(0, start_it)
    win.match_over.new_game.click()  # type: ignore[union-attr]
    assert seen == ["NewGameDialog"] and asked == []
    assert win.controller.match is not None and not win.controller.match.is_over
