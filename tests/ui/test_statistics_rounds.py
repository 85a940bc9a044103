"""Rounds count as they finish, and a match replaced before it ended is recorded as abandoned (never a
lesson's round): on a real window with its statistics on disk."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.match import Match
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.statistics import StatisticsStore
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameController, GameSetup
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.dialogs.statistics_window import StatisticsWindow
from canasta_desktop.ui.window.main_window import MainWindow

from ..persistence.helpers import new_session, play_turn
from .conftest import shown_window
from .test_dialogs_cancel import finish_the_round
from .test_resume import human_turns


@pytest.fixture
def win(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    window = shown_window(qtbot, Storage.at())
    window.start(GameSetup(seed=13, level="mellem"))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    yield window
    window.controller.shutdown()


def recorded(win: MainWindow) -> list[dict[str, object]]:
    assert win.storage is not None
    assert win.storage.writer.flush()  # the statistics are written on the writer thread
    path = win.storage.statistics.path
    return json.loads(path.read_text())["matches"] if path.is_file() else []


def statistics_window(qtbot: QtBot, win: MainWindow) -> StatisticsWindow:
    assert win.storage is not None
    window = StatisticsWindow(win.storage.statistics, win, win.controller.rounds_in_progress())
    qtbot.addWidget(window)
    return window


def test_a_whole_round_counts_in_rounds_played_while_the_match_goes_on(qtbot: QtBot, win: MainWindow) -> None:
    finish_the_round(qtbot, win)
    match = win.controller.match
    assert match is not None and len(match.history) == 1 and not match.is_over
    assert win.controller.rounds_in_progress() == [match.history[0].sheet[0].total]
    window = statistics_window(qtbot, win)
    text = window.overview.text()
    assert "Rounds played" in text and "<b>1 (1 in the match in progress)</b>" in text
    assert "Matches played</td><td align='right'><b>0</b>" in text
    assert window.summary.best_round == match.history[0].sheet[0].total
    assert recorded(win) == []  # nothing is written for a match that goes on


def test_a_new_game_over_a_match_in_progress_records_it_as_abandoned(qtbot: QtBot, win: MainWindow) -> None:
    finish_the_round(qtbot, win)
    assert win.score_sheet is not None
    win.score_sheet.accept()  # the next round is dealt
    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    old = win.controller.saved_session()
    win.start(GameSetup(seed=14, level="let"))  # New game, after the player confirmed
    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    entries = recorded(win)
    assert len(entries) == 1
    entry = entries[0]
    assert entry["match_id"] == old.match_id and entry["abandoned"] is True and entry["won"] is False
    assert entry["rounds"] == 1 and entry["totals"] == list(old.match.totals)
    window = statistics_window(qtbot, win)
    summary = window.summary
    assert (summary.total.played, summary.abandoned, summary.rounds) == (0, 1, 1)
    assert "Abandoned matches</td><td align='right'><b>1</b>" in window.overview.text()
    result = window.history.item(0, 4)
    assert result is not None and result.text() == "Abandoned"
    assert window.reset_button.isEnabled()


def test_abandoned_in_its_first_round_and_a_match_without_moves(qtbot: QtBot, win: MainWindow) -> None:
    win.start(GameSetup(seed=15))
    before = recorded(win)  # the fixture's match, if the computer had moved in it
    assert not win.controller.match_in_progress()
    win.start(GameSetup(seed=16))  # straight away: no move was played, nothing to record
    assert recorded(win) == before
    human_turns(qtbot, win, 1)
    first = win.controller.saved_session().match_id
    win.start(GameSetup(seed=17))
    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    (entry,) = [e for e in recorded(win) if e["match_id"] == first]
    assert entry["abandoned"] is True and entry["rounds"] == 0 and entry["round_scores"] == []
    assert entry["totals"] == [0, 0] and len(recorded(win)) == len(before) + 1


@pytest.fixture
def controller(qtbot: QtBot, tmp_path: Path) -> Iterator[GameController]:
    controller = GameController()
    controller.pace_ms = 0
    controller.statistics = StatisticsStore(tmp_path / "statistics.json")
    yield controller
    controller.shutdown()


def test_a_saved_match_not_on_the_table_is_recorded_by_abandon(controller: GameController) -> None:
    saved = new_session(PRESETS["classic-2p"], 5, "let")
    controller.abandon(saved)  # no move yet: nothing to record
    assert controller.statistics is not None and controller.statistics.data.matches == []
    play_turn(saved)
    controller.abandon(saved)  # New game from the Continue prompt: the saved match is not on the table
    (entry,) = controller.statistics.data.matches
    assert entry.match_id == saved.match_id and entry.abandoned and not entry.won
    assert StatisticsStore(controller.statistics.path).summary().abandoned == 1


def test_a_lesson_is_never_recorded(controller: GameController) -> None:
    lesson = TableSession.aside(Match(PRESETS["classic-2p"], 3), {}, GameSetup())
    controller.show(lesson)
    state = controller.state
    assert state is not None
    state.play(state.legal_actions()[0])  # a move played aside
    assert lesson.in_progress() and not controller.match_in_progress()
    controller.abandon()
    assert controller.rounds_in_progress() == []
    controller.play_match(TableSession.new(GameSetup(seed=17), 17))
    assert controller.statistics is not None and controller.statistics.data.matches == []
    assert not controller.statistics.path.exists()
