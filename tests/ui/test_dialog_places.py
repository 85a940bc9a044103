"""Issue 31, point 12: a dialog opens where it was last: the score sheet (each round's a new one, of
another size, centred anew: it jumped) opens where the last one was, where the player may have moved
it; and a maximised window that a second start brings forward comes back maximised."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from canasta_desktop.ui.process.single_instance import bring_forward
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import pause_computer, refresh, start


def _end_the_round(qtbot: QtBot, win: MainWindow) -> None:
    """The round ends on the human's End round (the stock given out, the pile frozen)."""
    qtbot.waitUntil(win.controller.is_human_turn, timeout=10000)
    state = win.controller.state
    assert state is not None
    state.hands[win.controller.human].extend(state.stock)
    state.stock.clear()
    state.pile_frozen = True
    refresh(win)
    win.update_buttons()
    win.buttons[Button.DRAW].click()  # "End round"
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(), timeout=10000)


def test_the_score_sheet_opens_where_the_player_moved_it(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, preset="classic-2p", level="random", seed=12, target=20000)
    pause_computer(window)
    _end_the_round(qtbot, window)
    first = window.score_sheet
    assert first is not None
    centred = first.pos()
    moved = centred + QPoint(180, 90)
    first.move(moved)  # the player drags it aside
    assert first.pos() == moved
    qtbot.mouseClick(first.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None and not window.controller.state.is_over)
    pause_computer(window)
    _end_the_round(qtbot, window)
    second = window.score_sheet
    assert second is not None and second is not first
    assert second.pos() == moved, (second.pos(), moved, centred)


def test_a_maximised_window_brought_forward_comes_back_maximised(qtbot: QtBot, window: MainWindow) -> None:
    """A second start brings the game forward: minimised from maximised, it comes back maximised."""
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    bring_forward(window)
    qtbot.waitUntil(lambda: not window.isMinimized())
    assert window.isMaximized()
