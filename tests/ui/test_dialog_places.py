"""Issue 31, point 12: a dialog opens where it was last: the score sheet (each round's a new one, of
another size, centred anew: it jumped) opens where the last one was, where the player may have moved
it; and a maximised window that a second start brings forward comes back maximised."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.dialogs.keyboard_help import KeyboardHelpDialog
from canasta_desktop.ui.process.single_instance import bring_forward
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import end_round_by_end_round, pause_computer, start


def test_the_score_sheet_opens_where_the_player_moved_it(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, preset="classic-2p", level="random", seed=12, target=20000)
    pause_computer(window)
    end_round_by_end_round(qtbot, window)
    first = window.score_sheet
    assert first is not None
    centred = first.pos()
    moved = centred + QPoint(180, 90)
    first.move(moved)  # the player drags it aside
    assert first.pos() == moved
    qtbot.mouseClick(first.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None and not window.controller.state.is_over)
    pause_computer(window)
    end_round_by_end_round(qtbot, window)
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


def test_the_window_s_other_dialogs_open_where_they_were(qtbot: QtBot, window: MainWindow) -> None:
    """A dialog the window runs (the keyboard help here; the rules, statistics and settings alike, through
    `MainWindow.modal`) opens where the last of its kind closed, not centred anew."""
    places: list[QPoint] = []

    def move_and_close(offset: QPoint | None) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        places.append(dialog.pos())
        if offset is not None:
            dialog.move(dialog.pos() + offset)
            places.append(dialog.pos())
        dialog.reject()

    QTimer.singleShot(0, lambda: move_and_close(QPoint(150, 70)))
    window.modal(KeyboardHelpDialog(window))
    QTimer.singleShot(0, lambda: move_and_close(None))
    window.modal(KeyboardHelpDialog(window))
    assert places[2] == places[1] != places[0]  # the second opened where the first was moved to


def test_a_window_closed_maximised_opens_maximised(qtbot: QtBot) -> None:
    """Across a restart: the close keeps whether the window was maximised, the start shows it so."""
    settings = Settings()
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show_as_left()
    assert not first.isMaximized()
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    first.close()
    assert settings.window_maximized
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.show_as_left()
    qtbot.waitUntil(second.isMaximized)
    second.showNormal()
    qtbot.waitUntil(lambda: not second.isMaximized())
    second.close()
    assert not settings.window_maximized
