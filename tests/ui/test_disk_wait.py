"""The close while the saves wait for a disk that does not answer (issue 34), on the real window with its
real writer thread, held by a write that does not return (as a frozen disk holds it; the real frozen
file system is `test_frozen_close`): the player is asked, the window answers meanwhile, and the close
goes through once the disk answers — or at once on "Quit and lose them", a second close, or a signal."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.engine.view import player_view
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.dialogs.unsaved import SlowDiskQuestion
from canasta_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import shown_window, start
from tests.ui.moves_driver import saved_moves


@pytest.fixture
def stalled(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, threading.Event, Path]]:
    """A window on real files whose writer is held (``answer.set()``: the disk answers again) after a
    few moves on disk, with moves played since."""
    home = tmp_path / "home"
    win = shown_window(qtbot, Storage.at(Paths.under(home)))
    start(qtbot, win, preset="classic-2p", level="let", seed=3)
    saver = win.controller.autosaver
    assert saver is not None and saver.flush(10)
    answer = threading.Event()
    saver.writer.submit(None, lambda: answer.wait(60))  # the disk stops answering
    player = RandomPlayer(5)
    controller = win.controller
    while saver.unwritten < 4:
        state = controller.state
        assert state is not None
        qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
        controller.turn.play([player.choose(player_view(state, controller.human), state.legal_actions())])
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    yield win, answer, home
    answer.set()
    controller.shutdown()


def question(win: MainWindow) -> SlowDiskQuestion | None:
    found = win.findChildren(SlowDiskQuestion)
    return found[0] if found and found[0].isVisible() else None


def table_moves(win: MainWindow) -> int:
    state = win.controller.state
    assert state is not None
    return len(state.log)


def test_the_close_asks_and_goes_through_once_the_disk_answers(qtbot: QtBot, stalled) -> None:  # type: ignore[no-untyped-def]
    win, answer, home = stalled
    unwritten = win.controller.autosaver.unwritten
    win.close()
    box = question(win)
    assert box is not None and win.isVisible()
    assert unwritten > 1 and box.text() == f"{unwritten} moves are not saved yet."
    ticks = [0]
    timer = QTimer(win)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start(20)
    qtbot.wait(500)
    assert ticks[0] >= 10 and win.isVisible()  # the window answers while it waits
    answer.set()
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5000)
    assert question(win) is None
    assert saved_moves(home) == table_moves(win)  # every move on disk before the window went


def test_quit_and_lose_them_closes_at_once(qtbot: QtBot, stalled) -> None:  # type: ignore[no-untyped-def]
    win, _answer, _home = stalled
    win.close()
    box = question(win)
    assert box is not None
    box.quit_button.click()
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=8000)


def test_after_wait_a_second_close_quits(qtbot: QtBot, stalled) -> None:  # type: ignore[no-untyped-def]
    win, _answer, _home = stalled
    win.close()
    box = question(win)
    assert box is not None
    box.wait_button.click()
    qtbot.wait(200)
    assert win.isVisible() and question(win) is None
    assert "Close it again" in win.notice_line.label.text(), win.notice_line.label.text()
    win.close()
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=8000)


def test_a_quit_signal_is_not_held(qtbot: QtBot, stalled) -> None:  # type: ignore[no-untyped-def]
    win, _answer, _home = stalled
    win.close()
    assert question(win) is not None
    win.closing_anyway = True  # what the quit signal does (`app.quit_now`)
    win.close()
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=8000)
    assert question(win) is None
