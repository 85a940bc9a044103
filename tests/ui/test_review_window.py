"""The round review in the window (issue 24): the real table, the real review thread.

A finished round is reviewed from its score sheet's button; the window lists the decisions the
review judged, moves through them by keyboard and by the chart, stops on Cancel; a decision shown
on the table is the round as it stood then, and Back puts the match back; Try again plays on from
there with the same hidden cards and leaves the save file's bytes as they were.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.ai.review import DEFAULT_BUDGET, ReviewBudget, decision_points, position_before
from canasta_desktop.engine.actions import hand_cards
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.phase import Phase
from canasta_desktop.engine.roundlog import HEADER_LINES, parse_move, replay
from canasta_desktop.engine.view import player_view
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.dialogs.review_chooser import ReviewChooser
from canasta_desktop.ui.dialogs.review_window import ReviewWindow
from canasta_desktop.ui.table.items import PLAYED_COLOUR
from canasta_desktop.ui.table.layout_model import CARD_H, CARD_W
from canasta_desktop.ui.text.i18n import format_points
from canasta_desktop.ui.text.messages import cards_text
from canasta_desktop.ui.text.review_text import moves_text, verdict_word
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.window.window_review import played_cards
from canasta_desktop.ui.workers.review_worker import REVIEW_SWITCH_S, review_budget

from .conftest import shown_window, start

pytestmark = pytest.mark.slow  # every test first plays a round to its end (4-5 s each)

SMALL = ReviewBudget(2000, 2000)  # enough to judge every decision quickly; the classes are not the point


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def finished(qtbot: QtBot, home: Path) -> Iterator[MainWindow]:
    """A saving window whose first round of classic-2p against Let has just ended (its score sheet open)."""
    win = shown_window(qtbot, Storage.at())
    win.reviews.budget = SMALL
    start(qtbot, win, preset="classic-2p", level="let", seed=5)
    play_until_over(qtbot, win.controller, seed=1)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible())
    yield win
    win.reviews.leave()
    win.controller.shutdown()


def play_until_over(qtbot: QtBot, c: GameController, seed: int, turns: int = 400) -> None:
    """The human's moves by a random player through the turn's own checks, until the round ends."""
    player = RandomPlayer(seed)
    c.turn.teaching = False
    for _ in range(turns):
        qtbot.waitUntil(lambda: c.is_viewers_turn() or bool(c.state and c.state.is_over), timeout=20000)
        state = c.state
        assert state is not None
        if state.is_over:
            return
        assert c.turn.play([player.choose(player_view(state, c.human), state.legal_actions())]) is None
    raise AssertionError("the round did not end")


def reviewed(qtbot: QtBot, win: MainWindow) -> ReviewWindow:
    """Review this round from the score sheet; the review window once the review is in."""
    sheet = win.score_sheet
    assert sheet is not None and sheet.review_button.isVisible()
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    dialog = win.reviews.dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60000)
    return dialog


def _saved(c: GameController, save: Path) -> bytes:
    assert c.autosaver is not None and c.autosaver.flush()
    return save.read_bytes()


def test_review_this_round_shows_every_decision(qtbot: QtBot, finished: MainWindow) -> None:
    win = finished
    log = win.controller.match.history[-1].log  # type: ignore[union-attr]
    dialog = reviewed(qtbot, win)
    review = dialog.review
    assert review is not None and review.complete
    start_state = replay("\n".join(log.splitlines()[:HEADER_LINES]) + "\n")
    moves = [parse_move(line)[1] for line in log.splitlines()[HEADER_LINES:] if line.strip()]
    expected = [point.index for point in decision_points(start_state, moves, win.controller.human)]
    assert [decision.index for decision in review.decisions] == expected and expected
    assert dialog.list.count() == len(expected)
    for row, decision in enumerate(review.decisions):
        assert verdict_word(decision.verdict) in dialog.list.item(row).text()
    assert dialog.chart.decisions == list(review.decisions)
    assert str(len(expected)) in dialog.summary.text()
    costly = [i for i, d in enumerate(review.decisions) if d.better is not None]
    if costly:  # the first costly decision is chosen, with the better move in words
        assert dialog.list.currentRow() == costly[0]
        assert dialog.detail.text().count("\n") >= 3


def test_the_list_and_the_chart_by_keyboard(qtbot: QtBot, finished: MainWindow) -> None:
    win = finished
    dialog = reviewed(qtbot, win)
    dialog.list.setCurrentRow(0)
    dialog.list.setFocus()
    QTest.keyClick(dialog.list, Qt.Key.Key_Down)
    assert dialog.list.currentRow() == 1 and dialog.chart.selected == 1
    assert "2" in dialog.chart.accessibleName() and dialog.list.accessibleName()
    dialog.chart.setFocus()
    QTest.keyClick(dialog.chart, Qt.Key.Key_Right)
    assert dialog.list.currentRow() == 2 and dialog.chart.selected == 2
    QTest.keyClick(dialog.chart, Qt.Key.Key_Home)
    assert dialog.list.currentRow() == 0
    point = dialog.chart.point_of(3).toPoint()  # a click on a moment chooses it
    QTest.mouseClick(dialog.chart, Qt.MouseButton.LeftButton, pos=point)
    assert dialog.list.currentRow() == 3
    for widget in (dialog.show_button, dialog.try_button, dialog.close_button, dialog.cancel_button):
        assert widget.text() and widget.accessibleDescription() or widget is dialog.close_button
    # Enter on the list shows the decision on the table; Escape there comes back.
    dialog.list.setFocus()
    QTest.keyClick(dialog.list, Qt.Key.Key_Return)
    assert win.reviews.active and not dialog.isVisible()
    decision = dialog.review.decisions[3]  # type: ignore[union-attr]
    assert len(win.controller.state.log) == decision.index  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    assert win.view.hasFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Escape)
    assert not win.reviews.active and dialog.isVisible()


def test_cancel_stops_the_worker(qtbot: QtBot, finished: MainWindow) -> None:
    win = finished
    win.reviews.budget = DEFAULT_BUDGET  # long enough to be under way when Cancel is pressed
    switch = sys.getswitchinterval()
    sheet = win.score_sheet
    assert sheet is not None
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    dialog = win.reviews.dialog
    assert dialog is not None
    with qtbot.waitSignal(win.reviews.reviewer.progressed, timeout=60000):
        pass
    assert win.reviews.reviewer.busy and dialog.cancel_button.isVisible()
    assert sys.getswitchinterval() == REVIEW_SWITCH_S  # the table's thread gets its turn sooner meanwhile
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.reviews.reviewer.busy, timeout=20000)
    qtbot.waitUntil(lambda: not win.reviews.reviewer.runner.running, timeout=5000)
    review = dialog.review
    assert review is not None and not review.complete and 0 < len(review.decisions) < review.total
    assert dialog.list.count() == len(review.decisions) and not dialog.cancel_button.isVisible()
    assert sys.getswitchinterval() == switch


def test_show_on_the_table_and_back(qtbot: QtBot, finished: MainWindow, home: Path) -> None:
    win = finished
    c = win.controller
    match_session, finished_state = c.session, c.state
    before = _saved(c, home / "data" / "match.json")
    log = c.match.history[-1].log  # type: ignore[union-attr]
    dialog = reviewed(qtbot, win)
    review = dialog.review
    assert review is not None
    row = len(review.decisions) // 2
    dialog.list.setCurrentRow(row)
    qtbot.mouseClick(dialog.show_button, Qt.MouseButton.LeftButton)
    decision = review.decisions[row]
    expected = position_before(log, decision.index)
    state = c.state
    assert state is not None and c.session is not match_session and not c.session.kept  # type: ignore[union-attr]
    assert state.hands == expected.hands and state.stock == expected.stock and state.pile == expected.pile
    assert state.log == expected.log and c.human == state.actor
    assert not win.score_sheet.isVisible() and win.reviews.box.isVisible()  # type: ignore[union-attr]
    assert win.reviews.box.title.text() and win.reviews.box.text.text()
    # Nothing can be played in the position shown: the move is refused and the round does not change.
    legal = state.legal_actions()
    assert c.turn.play([legal[0]]) is not None and len(state.log) == decision.index
    qtbot.mouseClick(win.reviews.box.back_button, Qt.MouseButton.LeftButton)
    assert c.session is match_session and c.state is finished_state
    assert win.score_sheet is not None and win.score_sheet.isVisible() and dialog.isVisible()
    assert _saved(c, home / "data" / "match.json") == before


def test_try_again_plays_the_same_cards_and_leaves_the_save(
    qtbot: QtBot, finished: MainWindow, home: Path
) -> None:
    win = finished
    c = win.controller
    save = home / "data" / "match.json"
    match_session, finished_state = c.session, c.state
    log = c.match.history[-1].log  # type: ignore[union-attr]
    before = _saved(c, save)
    statistics_before = win.storage.statistics.summary().total.played  # type: ignore[union-attr]
    dialog = reviewed(qtbot, win)
    review = dialog.review
    assert review is not None
    dialog.list.setCurrentRow(0)
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    trial = c.session
    assert trial is not None and trial is not match_session and not trial.kept and win.reviews.trying
    # The hidden cards are the round's own: the log's deal, replayed to the decision.
    dealt = replay("\n".join(log.splitlines()[:HEADER_LINES]) + "\n")
    state = c.state
    assert state is not None and len(state.log) == review.decisions[0].index
    played = [parse_move(line)[1] for line in log.splitlines()[HEADER_LINES:] if line.strip()]
    for action in played[: review.decisions[0].index]:
        dealt.play(action)
    assert state.hands == dealt.hands and state.stock == dealt.stock and state.pile == dealt.pile
    assert trial.levels == match_session.levels  # type: ignore[union-attr]
    # It plays on: the human and the computer move, nothing is written.
    play_until_over(qtbot, c, seed=7)
    assert _saved(c, save) == before
    assert win.storage.statistics.summary().total.played == statistics_before  # type: ignore[union-attr]
    # The round's end: its score sheet (no review of it), and closing it goes back to the match.
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible())
    assert not win.score_sheet.review_button.isVisible()  # type: ignore[union-attr]
    win.score_sheet.reject()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: c.session is match_session)
    assert c.state is finished_state and _saved(c, save) == before
    assert win.score_sheet is not None and win.score_sheet.isVisible()


def test_try_again_back_to_the_match_at_once(qtbot: QtBot, finished: MainWindow, home: Path) -> None:
    win = finished
    c = win.controller
    save, match_session = home / "data" / "match.json", c.session
    before = _saved(c, save)
    dialog = reviewed(qtbot, win)
    dialog.list.setCurrentRow(1)
    qtbot.mouseClick(dialog.show_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.reviews.box.try_button, Qt.MouseButton.LeftButton)  # from the position shown
    assert win.reviews.trying and win.reviews.box.back_button.text()
    c.turn.teaching = False
    state = c.state
    assert state is not None
    assert c.turn.play([RandomPlayer(3).choose(player_view(state, c.human), state.legal_actions())]) is None
    qtbot.mouseClick(win.reviews.box.back_button, Qt.MouseButton.LeftButton)
    assert c.session is match_session and _saved(c, save) == before


def test_game_review_lists_the_finished_rounds(qtbot: QtBot, finished: MainWindow) -> None:
    win = finished
    items = win.reviews.items()
    record = win.controller.match.history[0]  # type: ignore[union-attr]
    sides = win.controller.side_names()
    points = " · ".join(f"{name} {format_points(score.total)}" for name, score in zip(sides, record.sheet))
    assert [item.title for item in items] == [f"Round 1: {points}"]  # found by its score, not its number
    assert items[0].log == record.log

    def choose() -> None:
        chooser = QApplication.activeModalWidget()
        assert isinstance(chooser, ReviewChooser) and chooser.list.count() == 1
        chooser.accept()

    QTimer.singleShot(0, choose)
    win.menus.review_action.trigger()
    dialog = win.reviews.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60000)
    assert dialog.list.count() > 0


def test_without_the_compiled_loop_it_says_so_and_looks_less_deeply(
    qtbot: QtBot, finished: MainWindow
) -> None:
    slow, fast = review_budget(compiled=False), review_budget(compiled=True)
    assert slow.steps < fast.steps and slow.confirm_steps < fast.confirm_steps and fast == DEFAULT_BUDGET
    win = finished
    win.reviews.compiled = False  # as on a computer where the loop could not be built
    sheet = win.score_sheet
    assert sheet is not None
    qtbot.mouseClick(sheet.review_button, Qt.MouseButton.LeftButton)
    dialog = win.reviews.dialog
    assert dialog is not None and dialog.slow_note.isVisible() and "longer" in dialog.slow_note.text()
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60000)
    assert not dialog.slow_note.isVisible()


def _framed_red(win: MainWindow, card: Card) -> bool:
    """Whether the card is drawn framed in red on the screen: the strip just inside its left edge (outside the focus's dashes) (the
    part a fanned hand leaves in sight), in the pixels of the table's view."""
    item = win.scene.cards[card]
    image = win.view.viewport().grab().toImage()
    red = 0
    for step in range(-4, 5):
        inside = item.mapToScene(QPointF(-CARD_W / 2 + 1.0, step * CARD_H / 10))
        colour = image.pixelColor(win.view.mapFromScene(inside))
        red += colour.red() > 170 and colour.green() < 90 and colour.blue() < 90
    return red >= 6


def test_show_on_the_table_frames_the_cards_played_in_red(qtbot: QtBot, finished: MainWindow) -> None:
    win = finished
    dialog = reviewed(qtbot, win)
    review = dialog.review
    assert review is not None
    rows = [row for row, decision in enumerate(review.decisions) if played_cards(decision)]
    assert rows  # a random player's round has costly discards
    decision = review.decisions[rows[0]]
    dialog.list.setCurrentRow(rows[0])
    qtbot.mouseClick(dialog.show_button, Qt.MouseButton.LeftButton)
    played = played_cards(decision)
    assert set(played) <= set(hand_cards(decision.move))
    words = win.reviews.box.text.text()
    assert "framed in red" in words and cards_text(played) in words
    # What the words say is what the table draws, and it stays so: a Tip asked for, a window resized.
    for change in ("shown", "tip", "resized"):
        if change == "tip":
            win.controller.ask_tip()
        elif change == "resized":
            win.resize(1200, 800)
            qtbot.wait(50)
        for card in played:
            assert win.scene.cards[card].highlight == PLAYED_COLOUR, change
            assert _framed_red(win, card), (change, card)
    glowing = hand_cards(decision.better.action) if decision.better is not None else ()
    hand = win.controller.state.hands[win.controller.human]  # type: ignore[union-attr]
    assert not any(_framed_red(win, card) for card in hand if card not in played and card not in glowing)
    qtbot.mouseClick(win.reviews.box.back_button, Qt.MouseButton.LeftButton)
    assert not any(item.highlight == PLAYED_COLOUR for item in win.scene.cards.values())


def test_an_abandoned_matchs_rounds_stay_reviewable(qtbot: QtBot, finished: MainWindow, home: Path) -> None:
    win = finished
    c = win.controller
    record = c.match.history[0]  # type: ignore[union-attr]
    start(qtbot, win, preset="classic-2p", level="let", seed=6)  # a new match replaces it, unfinished
    assert c.autosaver is not None and c.autosaver.flush()
    kept = Storage.at().round_logs.matches  # on disk, read afresh
    assert [m.abandoned for m in kept] == [True] and kept[0].logs == (record.log,)
    items = win.reviews.items()  # the new match has no finished round yet
    assert [item.log for item in items] == [record.log] and "abandoned" in items[0].title

    def choose() -> None:
        chooser = QApplication.activeModalWidget()
        assert isinstance(chooser, ReviewChooser) and chooser.list.count() == 1
        assert "abandoned" in chooser.list.item(0).text()
        chooser.accept()

    QTimer.singleShot(0, choose)
    win.menus.review_action.trigger()
    dialog = win.reviews.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60000)
    assert dialog.list.count() > 0 and win.reviews.item is not None and win.reviews.item.log == record.log


def test_each_entry_names_its_own_step_and_its_cost_adds_up(qtbot: QtBot, finished: MainWindow) -> None:
    """A meld-then-discard turn: the meld's entry names the meld, the discard's the discard (no move in
    two entries); a costly entry's cost is the difference of the two numbers it shows."""
    dialog = reviewed(qtbot, finished)
    review = dialog.review
    assert review is not None
    titles = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    for row, decision in enumerate(review.decisions):
        top = dialog.tops.get(decision.index)
        assert titles[row].startswith(f"{row + 1}. {moves_text((decision.move,), top)} — ")
        assert ", then " not in titles[row]
        dialog.list.setCurrentRow(row)
        if decision.better is not None:
            shown = round(decision.best_points) - round(decision.move_points)
            assert f"cost about {format_points(shown)} points" in dialog.detail.text()
    steps = [d for d in review.decisions if len(d.moves) > 1 or d.phase is Phase.MELD]
    assert steps  # the round has melding steps and discards
    assert set(dialog.tops) == {decision.index for decision in review.decisions}
