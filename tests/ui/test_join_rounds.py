"""The window at a host's table, between rounds and on the way home: the guest's score sheet, its
Next deal that waits for the host, New game asked first, the host leaving. The host's game runs in
this process over the in-memory pipe of tests/net/guest_pipe.py (test_guest_table.py joins over
the real link)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import AskPartner
from canasta_desktop.engine.deal_code import decode, encode
from canasta_desktop.engine.phase import Phase
from canasta_desktop.engine.roundlog import replay
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import RoundState
from canasta_desktop.persistence.round_archive import RoundArchive
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.guest_play import GuestPlay
from canasta_desktop.ui.controller.guest_round import DealCheck
from canasta_desktop.ui.controller.remote_driver import RemoteDriver
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow
from tests.net.guest_pipe import hosted_match, new_controller, pipe

from .conftest import start

WAIT_MS = 5000
GUEST = 1


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[GameController]:
    controller = new_controller()
    yield controller
    controller.shutdown()


def join_host(
    qtbot: QtBot, win: MainWindow, host: GameController, target: int | None
) -> tuple[GuestPlay, RemoteDriver]:
    """The host's 2-player match (to ``target``) on its table, and the window joined at seat 1."""
    session, remote = hosted_match("classic-2p", GUEST, target=target, seed=9)
    host_end, guest_end = pipe()
    remote.attach(host_end)
    host.show(session, dealt=True)
    win.guest.make_link = lambda: guest_end
    dialog = win.guest.open_join()
    dialog.code_edit.setText("7-guitarist-revenge")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.guest.play is not None, timeout=WAIT_MS)
    assert win.guest.play is not None
    win.controller.turn.teaching = False
    return win.guest.play, remote


def play_round(qtbot: QtBot, win: MainWindow, host: GameController) -> RoundState:
    """Random legal moves at both tables until the host's round is over and the guest's shows it."""
    rng = random.Random(3)
    state = host.state
    assert state is not None
    guest = win.controller
    for _ in range(3000):
        qtbot.waitUntil(
            lambda: state.is_over or host.is_viewers_turn() or guest.is_viewers_turn(), timeout=WAIT_MS
        )
        if state.is_over:
            break
        table = host if host.is_viewers_turn() else guest
        position = table.state
        assert position is not None
        legal = [a for a in position.legal_actions() if not isinstance(a, AskPartner)]
        assert table.turn.play([rng.choice(legal)]) is None
    qtbot.waitUntil(lambda: guest.state is not None and guest.state.is_over, timeout=WAIT_MS)
    return state


@pytest.mark.slow  # a whole 2-player round of random moves at both tables first: about 5 s
def test_the_score_comes_with_the_host_s_reveal_and_next_deal_shows_the_host_s_new_round(
    qtbot: QtBot, window: MainWindow, host: GameController
) -> None:
    win = window
    start(qtbot, win, seed=5)
    _play, _remote = join_host(qtbot, win, host, target=5000)
    finished = play_round(qtbot, win, host)
    # The host reveals the round as it ends: the score (with every hand, now no secret) comes at once.
    qtbot.waitUntil(lambda: win.guest.sheet is not None and win.guest.sheet.isVisible(), timeout=WAIT_MS)
    sheet = win.guest.sheet
    assert sheet is not None and sheet.hands is not None
    assert sorted(map(str, sheet.hands[0])) == sorted(map(str, finished.hands[0]))
    assert win.guest.play is not None and win.guest.play.deal_check is DealCheck.FAIR
    match = win.controller.match
    assert finished.result is not None and match is not None
    assert match.totals == [score.total for score in finished.result]  # the first round's score
    sheet.reject()  # closed: the finished table stays, with Next deal under it
    state = win.controller.state
    assert state is not None and state.is_over and win.buttons[Button.NEXT_DEAL].isVisible()
    win.buttons[Button.NEXT_DEAL].click()
    assert "Waiting for the host to deal the next round" in win.status.text()
    host.next_deal()
    qtbot.waitUntil(
        lambda: win.controller.state is not None and not win.controller.state.is_over, timeout=WAIT_MS
    )
    state = win.controller.state
    assert state is not None and host.state is not None
    assert state.scores_before == host.state.scores_before
    assert win.controller.history_rounds() == [1, 2]


@pytest.mark.slow  # a whole 2-player round of random moves at both tables first: about 5 s
def test_next_deal_on_the_sheet_after_the_host_has_dealt_shows_the_new_round_at_once(
    qtbot: QtBot, window: MainWindow, host: GameController
) -> None:
    win = window
    start(qtbot, win, seed=7)
    join_host(qtbot, win, host, target=5000)
    play_round(qtbot, win, host)
    qtbot.waitUntil(lambda: win.guest.sheet is not None and win.guest.sheet.isVisible(), timeout=WAIT_MS)
    host.next_deal()  # the host moves on while the guest still reads the score
    qtbot.wait(200)
    state = win.controller.state
    assert state is not None and state.is_over  # the finished round keeps the guest's table
    assert win.guest.sheet is not None
    win.guest.sheet.accept()  # Next deal on the sheet
    state = win.controller.state
    assert state is not None and not state.is_over and host.state is not None
    assert state.scores_before == host.state.scores_before


def test_new_game_at_the_host_s_table_asks_first_and_leaving_brings_the_match_back(
    qtbot: QtBot, window: MainWindow, host: GameController, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = window
    start(qtbot, win, seed=8)
    home_session = win.controller.session
    play, _remote = join_host(qtbot, win, host, target=None)
    assert win.controller.session is play.session
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: answers.pop(0))
    opened: list[bool] = []
    monkeypatch.setattr(win, "modal", lambda _dialog: opened.append(True) or 0)
    win.new_game()
    assert win.guest.play is play and opened == []  # "No": the game at the host's table goes on
    win.new_game()
    assert win.guest.play is None and play.finished and opened == [True]
    assert win.controller.session is home_session and not win.guest.box.isVisible()


def test_the_host_leaving_says_so_and_the_box_leads_home(
    qtbot: QtBot, window: MainWindow, host: GameController
) -> None:
    win = window
    start(qtbot, win, seed=6)
    home_session = win.controller.session
    play, remote = join_host(qtbot, win, host, target=None)
    remote.close()
    qtbot.waitUntil(lambda: play.finished, timeout=WAIT_MS)
    box = win.guest.box
    assert "The host ended the game." in box.text.text() and box.leave_button.text() == "Back to your game"
    assert not win.controller.is_viewers_turn()
    qtbot.mouseClick(box.leave_button, Qt.MouseButton.LeftButton)
    assert win.controller.session is home_session


def test_a_deal_by_code_over_the_host_s_table_leads_back_to_it(
    qtbot: QtBot, window: MainWindow, host: GameController
) -> None:
    win = window
    start(qtbot, win, seed=4)
    play, _remote = join_host(qtbot, win, host, target=None)
    assert win.guest.box.isVisible()
    win.deals.start(decode(encode(preset("classic-2p"), 7, 0, [0, 0])))
    assert not play.on_table and not win.guest.box.isVisible()  # no leaving from under the deal
    win.deals.back()
    assert play.on_table and win.guest.box.isVisible()


def test_the_guest_plays_its_turn_with_the_keys_as_at_home(
    qtbot: QtBot, window: MainWindow, host: GameController
) -> None:
    win = window
    start(qtbot, win, seed=4)
    join_host(qtbot, win, host, target=None)
    guest, rng = win.controller, random.Random(1)
    while not guest.is_viewers_turn():
        qtbot.waitUntil(lambda: host.is_viewers_turn() or guest.is_viewers_turn(), timeout=WAIT_MS)
        state = host.state
        if host.is_viewers_turn() and state is not None:
            assert host.turn.play([rng.choice(state.legal_actions())]) is None
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_D)  # Draw
    qtbot.waitUntil(
        lambda: guest.is_viewers_turn() and guest.state is not None and guest.state.phase is Phase.MELD,
        timeout=WAIT_MS,
    )
    QTest.keyClick(win.view, Qt.Key.Key_Right)
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    [card] = guest.selection
    QTest.keyClick(win.view, Qt.Key.Key_K)  # Discard
    host_state = host.state
    assert host_state is not None
    qtbot.waitUntil(
        lambda: [str(a) for seat, a in host_state.log if seat == GUEST] == ["draw", f"discard {card}"],
        timeout=WAIT_MS,
    )


@pytest.mark.slow  # a whole 2-player round of random moves at both tables first: about 5 s
def test_the_rounds_played_at_the_host_s_table_are_kept_for_the_guest_s_own_review(
    qtbot: QtBot, window: MainWindow, host: GameController, tmp_path: Path
) -> None:
    win = window
    archive = win.controller.archive.round_logs = RoundArchive(tmp_path / "round-logs.json")
    start(qtbot, win, seed=5)
    join_host(qtbot, win, host, target=5000)
    finished = play_round(qtbot, win, host)
    qtbot.waitUntil(lambda: win.guest.sheet is not None and win.guest.sheet.isVisible(), timeout=WAIT_MS)
    win.guest.leave()  # the host's match goes on without the guest: its round is kept, as abandoned
    (kept,) = archive.matches
    assert kept.human == GUEST and kept.abandoned and len(kept.logs) == 1
    assert kept.levels[GUEST] is None and kept.levels[1 - GUEST] is None  # the host: a person too
    assert replay(kept.logs[0]).result == finished.result  # the very round, every hand
