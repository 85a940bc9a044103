"""Issue 33, point 4: "Why did my partner do that?" — and, on request, the round review's judgement of it.

The judgement is offered for a computer's turn of a finished round only (every hand is laid open then):
while the round is played the Judgement button is off and says why; a person's turn and the deal are
never judged; the review works on its thread and a late answer is dropped.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidgetItem
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.review import ReviewBudget
from canasta_desktop.ai.turn_review import judge_turn
from canasta_desktop.ui.controller.judge_move import JudgeRequest, NotJudged, judge_request
from canasta_desktop.ui.text.move_judgement_text import MoveJudgementText
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.workers.review_worker import review_budget

from .conftest import shown_window, start
from .test_review_window import play_until_over

pytestmark = pytest.mark.slow  # each plays a 4-player round to its end

SMALL = ReviewBudget(2000, 2000)  # quick: the classes are not the point where this is used
VERDICT_OPENINGS = (" — a good move:", " — an inaccuracy:", " — a mistake:", " — a blunder:")


@pytest.fixture
def window4(qtbot: QtBot) -> Iterator[MainWindow]:
    """A 4-player match against Mellem, the person at seat 0 playing random legal moves."""
    win = shown_window(qtbot)
    win.history.setVisible(True)
    start(qtbot, win, preset="classic-4p", seed=5, level="mellem")
    yield win
    win.why_moves.judgement.stop()
    win.controller.shutdown()


def _line_of(win: MainWindow, seat: int, words: str) -> QListWidgetItem:
    """The last line of the history telling ``seat``'s turn with ``words`` in it."""
    name, history = win.controller.names[seat], win.history.list
    for row in reversed(range(history.count())):
        text = history.item(row).text()
        if text.startswith(name) and words in text:
            return history.item(row)
    raise AssertionError(f"no turn of {name} with {words!r} in the history")


def _activate(qtbot: QtBot, win: MainWindow) -> None:
    """The window has the keys again (the score sheet had them)."""
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)


def _laid_out(qtbot: QtBot, win: MainWindow, png: Path) -> None:
    """The buttons under the list side by side, each wide enough for its words, the answer under them in
    full, all inside the dock; the window grabbed to ``png`` (to look at)."""
    qtbot.wait(50)  # the dock lays the answer out
    history = win.history
    body = history.widget()
    why, judge, text = history.why_button, history.judge_button, history.why_text
    for widget in (why, judge, text):
        assert widget.isVisible() and body.rect().contains(widget.geometry()), widget
    assert why.geometry().right() < judge.geometry().left()
    assert judge.width() >= judge.sizeHint().width() and why.width() >= why.sizeHint().width()
    assert text.geometry().top() >= judge.geometry().bottom()
    assert text.height() >= text.heightForWidth(text.width())  # no line of the answer cut off
    assert win.grab().save(str(png)) and png.stat().st_size > 10_000


def _click(qtbot: QtBot, win: MainWindow, item: QListWidgetItem) -> None:
    history = win.history.list
    history.scrollToItem(item)
    QTest.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=history.visualItemRect(item).center())
    assert win.history.chosen_line() == history.row(item)


def test_the_partners_discard_is_judged_once_the_round_is_over(
    qtbot: QtBot, window4: MainWindow, tmp_path: Path
) -> None:
    win, history = window4, window4.history
    controller = win.controller
    partner = (controller.human + 2) % 4
    # While the round is played: a computer's turn is chosen, the Judgement button is off and says why.
    qtbot.waitUntil(lambda: any(  # the partner has played a turn
        history.list.item(r).text().startswith(controller.names[partner]) for r in range(history.list.count())
    ), timeout=20000)  # fmt: skip
    _click(qtbot, win, _line_of(win, partner, ""))
    assert not history.judge_button.isEnabled()
    assert "once the round is over" in history.judge_button.toolTip()
    assert "once the round is over" in history.judge_button.accessibleDescription()
    QTest.mouseClick(history.judge_button, Qt.MouseButton.LeftButton)  # a click on it says why too
    assert "once the round is over" in history.why_text.text()
    assert not win.why_moves.judgement.busy
    rows = range(history.list.count())  # no turn of the round in progress can be judged at all
    assert not any(isinstance(judge_request(controller.session, None, row), JudgeRequest) for row in rows)
    # The round played to its end, the partner's discard chosen with the mouse and judged.
    said: list[str] = []
    win.announcer.announced.connect(said.append)
    play_until_over(qtbot, controller, seed=3)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible())
    win.score_sheet.close()  # type: ignore[union-attr]
    item = _line_of(win, partner, " discarded ")
    _click(qtbot, win, item)
    assert history.judge_button.isEnabled()
    assert "mistake or blunder" in history.judge_button.toolTip()
    QTest.mouseClick(history.judge_button, Qt.MouseButton.LeftButton)
    assert win.why_moves.judgement.busy and history.busy.isVisible()
    assert history.why_text.text() == "The review is judging this turn…"
    qtbot.waitUntil(lambda: not win.why_moves.judgement.busy, timeout=30000)
    text = history.why_text.text()
    assert not history.busy.isVisible() and history.why_text.isVisible()
    lines = text.split("\n")
    assert lines[0] == "The review's judgement, from what the player could see at the time:"
    name = controller.names[partner]
    discards = [line for line in lines if line.startswith(f"{name} discarded ")]
    assert discards and any(opening in discards[-1] for opening in VERDICT_OPENINGS), text
    assert said[-1] == text  # the screen reader hears the answer, as "Why?"'s
    assert history.why_text.accessibleName() == "Review's judgement"
    assert history.judge_button.accessibleName() == "Review's judgement"
    _laid_out(qtbot, win, tmp_path / "judged-en.png")
    # The round review's judgement of those decisions, at its budget and with its seed (tests/ai/
    # test_turn_review.py: the same as Game ▸ Review a round… of the partner's play would give).
    turn, seats = _request(win, history.list.row(item))
    assert seats == {partner}
    log = controller.match.history[-1].log  # type: ignore[union-attr]
    names = dict(enumerate(controller.names))
    assert text == MoveJudgementText().judgement(judge_turn(log, turn, seats, budget=review_budget()), names)
    # The keyboard: "!" on the list asks again for the line chosen; the answer is the same.
    _activate(qtbot, win)
    QTest.keyClick(win, Qt.Key.Key_F6)  # F6: the keys to the list, on the line chosen
    assert history.list.hasFocus() and history.chosen_line() == history.list.row(item)
    QTest.keyClick(history.list, Qt.Key.Key_Exclam)
    assert win.why_moves.judgement.busy
    qtbot.waitUntil(lambda: not win.why_moves.judgement.busy, timeout=30000)
    assert history.why_text.text() == text


def _request(win: MainWindow, row: int) -> tuple[int, frozenset[int]]:
    request = judge_request(win.controller.session, None, row)
    assert isinstance(request, JudgeRequest)
    return request.turn, request.seats


def test_no_judgement_of_a_persons_turn_nor_the_deal_and_a_late_answer_is_dropped(
    qtbot: QtBot, window4: MainWindow, tmp_path: Path
) -> None:
    win, history = window4, window4.history
    controller, judgement = win.controller, win.why_moves.judgement
    judgement.worker.budget = SMALL
    play_until_over(qtbot, controller, seed=3)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible())
    win.score_sheet.close()  # type: ignore[union-attr]
    session = controller.session
    # A person's own turn: not offered (the round review judges it), and "!" says so.
    mine = _line_of(win, controller.human, "")
    assert judge_request(session, None, history.list.row(mine)) is NotJudged.A_PERSON
    _click(qtbot, win, mine)
    assert not history.judge_button.isEnabled()
    assert "Review a round" in history.judge_button.toolTip()
    _activate(qtbot, win)
    QTest.keyClick(win, Qt.Key.Key_F6)
    QTest.keyClick(history.list, Qt.Key.Key_Exclam)
    assert not judgement.busy and "A person played this turn" in history.why_text.text()
    # The deal (a red 3 laid out and replaced): nothing to judge.
    assert judge_request(session, None, 0) is NotJudged.THE_DEAL
    _click(qtbot, win, history.list.item(0))
    assert not history.judge_button.isEnabled()
    assert history.judge_button.toolTip() == "The deal: there is nothing to judge."
    # A late answer: asked of one turn, then of another before the first came; only the second is shown.
    partner = (controller.human + 2) % 4
    name = controller.names[partner]
    first, second = _line_of(win, (controller.human + 1) % 4, ""), _line_of(win, partner, " discarded ")
    _click(qtbot, win, first)
    judgement.judge()
    asked_first = judgement.request
    _click(qtbot, win, second)  # another line chosen: the first judgement is given up
    assert not judgement.busy
    judgement.judge()
    asked_second = judgement.request
    assert asked_first is not None and asked_second is not None and asked_first != asked_second
    late = judge_turn(asked_first.log, asked_first.turn, asked_first.seats, budget=SMALL)
    judgement._judged(asked_first, late)  # the first's answer, arriving late: nothing changes
    assert judgement.busy and history.why_text.text() == "The review is judging this turn…"
    qtbot.waitUntil(lambda: not judgement.busy, timeout=30000)
    assert f"{name} discarded " in history.why_text.text()
    judgement._judged(asked_second, late)  # an answer once more: none is wanted now
    assert f"{name} discarded " in history.why_text.text()
    # Another language: the judgement under way is forgotten; asked again, it comes in the new words.
    judgement.judge()
    try:
        win.set_language("da")
        qtbot.wait(100)  # Qt's LanguageChange too
        assert not judgement.busy and not history.busy.isVisible()
        assert history.judge_button.text() == "Bedømmelse"
        _click(qtbot, win, _line_of(win, partner, " kastede "))
        assert judgement.judge() == "Gennemgangen bedømmer denne tur…"
        qtbot.waitUntil(lambda: not judgement.busy, timeout=30000)
        assert history.why_text.text().startswith("Gennemgangens bedømmelse, ud fra det spilleren kunne se")
        _laid_out(qtbot, win, tmp_path / "judged-da.png")
    finally:
        win.set_language("en")
    # The next round: a judgement under way is forgotten when the history shows the new round.
    _click(qtbot, win, _line_of(win, partner, " discarded "))
    judgement.judge()
    win.rounds.next_deal()
    assert not judgement.busy and not history.busy.isVisible()
    # The round before, chosen above the list: its computer turns are judged (it is over).
    qtbot.waitUntil(lambda: history.rounds.count() == 2)
    history.rounds.setCurrentIndex(0)
    history.rounds.activated.emit(0)
    _click(qtbot, win, _line_of(win, partner, " discarded "))
    assert history.judge_button.isEnabled()
    # The window closing while it judges: given up, and nothing comes later.
    judgement.judge()
    assert judgement.busy
    said: list[str] = []
    win.announcer.announced.connect(said.append)
    win.close()
    assert not judgement.busy
    qtbot.wait(500)
    assert not history.why_text.text().startswith("The review's judgement") and not said
