"""The match's clock stops the round (issue 32, `RuleSet.match_time_end`), on the real window: the time runs
out mid-round, no computer move comes after it, and the score sheet shows with a line saying why; a
match saved after its time ran out stops at once when it is continued; the editor offers the rule."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import Discard, DrawStock
from canasta_desktop.engine.events import TimeStopped
from canasta_desktop.engine.rules import MatchTimeEnd, preset
from canasta_desktop.engine.scoring import nothing_scored
from canasta_desktop.engine.time_stop import TimeStop
from canasta_desktop.persistence.house_rules import HouseRulesBook, load_house_rules
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.controller.seat_drivers import Moved
from canasta_desktop.ui.dialogs.rule_widgets import ChoiceEditor
from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow

from ..persistence.helpers import new_session, play_action
from .conftest import pause_computer
from .house_rules_helpers import click_item, press, set_field, type_text

MINUTES = 50


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def start_clocked(qtbot: QtBot, window: MainWindow, end: MatchTimeEnd) -> None:
    club = preset("classic-2p").changed(name="Klubben", match_minutes=MINUTES, match_time_end=end)
    window.start(GameSetup(preset="Klubben", house_rules=club, target=club.target, seed=3, level="let"))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)


def sheet_line(window: MainWindow) -> str:
    sheet = window.rounds.score_sheet
    assert sheet is not None and sheet.isVisible()
    label = sheet.findChild(QLabel, "timestop")
    assert label is not None
    return label.text()


def test_rule_match_time_end_score_as_stands_the_time_runs_out_and_the_score_sheet_shows(
    qtbot: QtBot, window: MainWindow
) -> None:
    start_clocked(qtbot, window, MatchTimeEnd.SCORE_AS_STANDS)
    c = window.controller
    pause_computer(window)
    assert c.turn.play([DrawStock()]) is None  # the round has begun: the human has drawn
    state = c.state
    assert state is not None and not state.is_over
    window.panel.clock.add(MINUTES * 60 * 1000)  # the timer's ticks: the time is up
    assert state.is_over and state.time_stop == TimeStop(counted=True)
    qtbot.waitUntil(lambda: window.rounds.score_sheet is not None, timeout=5000)
    assert "scored as it stands" in sheet_line(window)
    match = c.match
    assert match is not None and match.time_up and match.history[-1].sheet == state.result
    assert match.is_over == (match.totals[0] != match.totals[1])
    assert any("Time is up: the round stops here" in line for line in c.history())


def test_rule_match_time_end_not_counted_a_computer_s_late_move_is_dropped(
    qtbot: QtBot, window: MainWindow
) -> None:
    start_clocked(qtbot, window, MatchTimeEnd.NOT_COUNTED)
    c = window.controller
    pause_computer(window)  # the computer's move waits: it is due when the time runs out
    c.turn.play([DrawStock()])
    state = c.state
    assert state is not None
    c.turn.play([Discard(state.hands[c.human][0])])
    request = c.turns.pending
    assert request is not None and state.actor != c.human  # the computer is to move
    moves = len(state.log)
    window.panel.clock.add(MINUTES * 60 * 1000)
    assert state.is_over and isinstance(state.events[-2], TimeStopped)
    c.reply(Moved(request.request_id, request.seat, request.legal[0]))  # its answer comes too late
    qtbot.wait(50)
    assert len(state.log) == moves and state.is_over
    match = c.match
    assert (
        match is not None
        and match.totals == [0, 0]
        and match.history[-1].sheet
        == (
            nothing_scored(0),
            nothing_scored(1),
        )
    )
    qtbot.waitUntil(lambda: window.rounds.score_sheet is not None, timeout=5000)
    assert "is not counted" in sheet_line(window)


def test_rule_match_time_end_play_out_the_round_goes_on(qtbot: QtBot, window: MainWindow) -> None:
    start_clocked(qtbot, window, MatchTimeEnd.PLAY_OUT)
    pause_computer(window)
    window.controller.turn.play([DrawStock()])
    window.panel.clock.add(MINUTES * 60 * 1000)
    state = window.controller.state
    assert state is not None and not state.is_over and window.rounds.score_sheet is None
    assert "the match ends after this round" in window.panel.score_label.text()


def test_rule_match_time_end_a_match_continued_after_its_time_stops_at_once(
    qtbot: QtBot, window: MainWindow
) -> None:
    rules = preset("classic-2p").changed(match_minutes=MINUTES, match_time_end=MatchTimeEnd.SCORE_AS_STANDS)
    saved = new_session(rules, 6, "let")
    while not saved.match.history:
        play_action(saved)
    for _ in range(8):
        play_action(saved)
    saved.match.count_play(MINUTES * 60)  # saved after the time had run out
    window.continue_match(saved)
    state = window.controller.state
    assert state is not None and state.is_over and state.time_stop == TimeStop(counted=True)
    qtbot.waitUntil(lambda: window.rounds.score_sheet is not None, timeout=5000)
    assert "scored as it stands" in sheet_line(window)
    assert len(saved.match.history) == 2 and saved.match.time_up


def test_rule_match_time_end_the_editor_shows_the_rule_and_saves_it(qtbot: QtBot, tmp_path: Path) -> None:
    editor = RulesEditorDialog(HouseRulesBook.open(tmp_path / "rules.json"))
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    click_item(editor.sets, "Danish family rules, 4 players")
    type_text(editor.name, "Stopur")
    field = editor.form.editors["match_time_end"]
    assert isinstance(field, ChoiceEditor)
    names = [field.combo.itemText(index) for index in range(field.combo.count())]
    assert names == ["Play the round out", "Stop, score as it stands", "Stop, the round not counted"]
    set_field(editor.form, "match_minutes", 40)
    set_field(editor.form, "match_time_end", MatchTimeEnd.NOT_COUNTED)
    assert editor.form.tabs.tabText(editor.form.tabs.currentIndex()) == "Match" and field.isVisible()
    assert editor.form.differing_fields() == ["match_minutes", "match_time_end"]
    press(editor.save_button)
    saved = load_house_rules(tmp_path / "rules.json").sets[0].rules
    assert saved == preset("family-4p").changed(
        name="Stopur", match_minutes=40, match_time_end=MatchTimeEnd.NOT_COUNTED
    )
