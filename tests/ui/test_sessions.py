"""One table, many seats: sessions swapped on the real table, and seats that are not seat 0.

The controller shows one `TableSession` at a time; a lesson or a replayed position is put on the
table with `GameController.show` and the match comes back from it untouched: its save file's bytes
do not change while it is away, and it plays on exactly as it would have without the detour.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.view import player_view
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.session import MatchSession, SeatKind, decode, to_document
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameController, GameSetup
from canasta_desktop.ui.controller.game_setup import SeatPlan
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.lessons.book import lessons_for
from canasta_desktop.ui.window.main_window import MainWindow

from ..persistence.helpers import session_signature
from .conftest import shown_window, start
from .lesson_driver import play_step

MOMENT = datetime(2026, 12, 1, tzinfo=UTC)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def saving_window(qtbot: QtBot, home: Path) -> Iterator[MainWindow]:
    win = shown_window(qtbot, Storage.at())
    yield win
    win.controller.shutdown()


def _play_human_turn(qtbot: QtBot, controller: GameController, seed: int) -> None:
    """The human's whole turn, played by a random player through the turn's own checks."""
    from canasta_desktop.ai.random_player import RandomPlayer

    player = RandomPlayer(seed)
    controller.turn.teaching = False  # no caution holds a move back
    qtbot.waitUntil(
        lambda: controller.is_viewers_turn() or bool(controller.state and controller.state.is_over)
    )
    while controller.is_viewers_turn():
        state = controller.state
        assert state is not None
        before = len(state.log)
        assert (
            controller.turn.play([player.choose(player_view(state, controller.human), state.legal_actions())])
            is None
        )
        assert len(state.log) == before + 1


def _saved_bytes(controller: GameController, save: Path) -> bytes:
    assert controller.autosaver is not None and controller.autosaver.flush()
    return save.read_bytes()


def _document(controller: GameController) -> dict[str, object]:
    return to_document(controller.saved_session(), MOMENT)


def test_a_replayed_position_and_back_leaves_the_match_byte_identical(
    qtbot: QtBot, home: Path, saving_window: MainWindow
) -> None:
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="mellem", seed=5)
    c = win.controller
    _play_human_turn(qtbot, c, 1)
    qtbot.waitUntil(c.is_viewers_turn, timeout=10000)
    save = home / "data" / "match.json"
    before, document = _saved_bytes(c, save), _document(c)
    match_session = c.session
    assert match_session is not None

    # The position tried again aside: the same cards, the same level, new moves; nothing is written.
    state = c.state
    assert state is not None
    replay = match_session.replay(state, seed=99)
    assert not replay.kept and replay.state is not None and replay.state is not state
    assert replay.state.hands == state.hands and replay.state.stock == state.stock
    previous = c.show(replay)
    assert previous is match_session
    for turn in range(3):
        _play_human_turn(qtbot, c, 10 + turn)
        qtbot.waitUntil(lambda: c.is_viewers_turn() or bool(c.state and c.state.is_over), timeout=10000)
    assert len(replay.match.round.log) > len(state.log)
    assert _saved_bytes(c, save) == before

    # Back: the very same session, its round untouched; it plays on as the match it was.
    assert c.show(previous) is replay
    assert c.session is match_session and c.state is state
    assert _document(c) == document
    twin = decode(before)  # the save file as it was before the detour
    assert isinstance(twin, MatchSession)
    _play_human_turn(qtbot, c, 2)
    qtbot.waitUntil(c.is_viewers_turn, timeout=10000)
    after = _saved_bytes(c, save)
    assert after != before  # the match is kept again
    # The twin, loaded from the save before the detour, plays the same moves to the same place.
    for seat, action in c.state.log[len(twin.match.round.log) :]:  # type: ignore[union-attr]
        assert twin.match.round.actor == seat
        twin.match.round.play(action)
    assert session_signature(c.saved_session())["round"] == session_signature(twin)["round"]


def test_a_lesson_and_back_is_a_session_swap(qtbot: QtBot, home: Path, saving_window: MainWindow) -> None:
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=3)
    c = win.controller
    _play_human_turn(qtbot, c, 1)
    qtbot.waitUntil(c.is_viewers_turn, timeout=10000)
    save = home / "data" / "match.json"
    before, document, match_session = _saved_bytes(c, save), _document(c), c.session
    lesson = next(item for item in lessons_for(preset("classic-2p")) if item.id == "turn")
    win.lessons.start(lesson)
    assert c.session is not match_session and c.session is not None and not c.session.kept
    assert c.session.gate is win.lessons
    play_step(qtbot, win, lesson.steps[0])
    win.lessons.leave()
    assert c.session is match_session and c.session.gate is None
    assert _saved_bytes(c, save) == before and _document(c) == document


def test_the_human_need_not_sit_at_seat_0(qtbot: QtBot, home: Path, saving_window: MainWindow) -> None:
    """The person at seat 1 of a 2-player match: the computer at seat 0 plays by itself, the table, the
    buttons and the partner-free flow follow the seats, and the save keeps who sits where."""
    win = saving_window
    c = win.controller
    seats = (SeatPlan(SeatKind.COMPUTER, level="let"), SeatPlan(SeatKind.PERSON))
    setup = GameSetup(preset="classic-2p", level="let", seed=8, seats=seats)
    session = TableSession.new(setup, 8)
    assert [seat.seat_info(0).kind for seat in session.seats] == [SeatKind.COMPUTER, SeatKind.PERSON]
    win.start_session(session)
    assert c.human == 1 and c.table_model().human == 1
    rounds = 0
    while not (c.state is not None and c.state.is_over) and rounds < 60:
        _play_human_turn(qtbot, c, rounds)
        qtbot.waitUntil(lambda: c.is_viewers_turn() or bool(c.state and c.state.is_over), timeout=10000)
        rounds += 1
    assert {seat for seat, _action in c.state.log} == {0, 1}  # type: ignore[union-attr]
    saved = c.saved_session()
    assert saved.human == 1 and saved.seats[0].level == "let" and saved.seats[1].level is None


def test_a_session_needs_a_person() -> None:
    setup = GameSetup(seed=1)
    session = TableSession.new(setup, 1)
    with pytest.raises(ValueError):
        TableSession(
            session.match, [seat for seat in session.seats if not seat.at_screen] * 2, setup, random.Random(1)
        )
