"""The deal laid open from the real score sheet (issue 24): every hand as dealt, the stock, the code."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.seat_replay import PLAYS, ReplaySpread, replay_seat
from canasta_desktop.engine.deal_code import decode, encode_round
from canasta_desktop.engine.events import RedThreeLaid
from canasta_desktop.engine.state import RoundState
from canasta_desktop.ui.dialogs.deal_buttons import Seating
from canasta_desktop.ui.dialogs.deal_window import CardStrip, DealWindow
from canasta_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from canasta_desktop.ui.text import messages
from canasta_desktop.ui.text.review_text import signed_points

from .dialog_gallery import played_round

NAMES = ["Du", "Anna", "Bent", "Carl"]


def _sheet(qtbot: QtBot, seed: int = 0) -> tuple[ScoreSheetDialog, RoundState]:
    match, record = played_round("classic-4p", seed)
    sheet = ScoreSheetDialog(record, match, ["Du & Bent", "Anna & Carl"], seat_names=NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    before = [0, 0]
    return sheet, RoundState(match.rules, record.seed, record.dealer, before)


def test_show_the_deal_lays_open_every_hand_as_dealt(qtbot: QtBot) -> None:
    sheet, expected = _sheet(qtbot)
    button = sheet.deal_buttons.show_deal
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window = sheet.deal_buttons.window
    assert isinstance(window, DealWindow) and window.isVisible()
    deal = window.deal
    assert [sorted(map(str, hand)) for hand in deal.hands] == [sorted(map(str, h)) for h in expected.hands]
    assert list(reversed(deal.stock)) == expected.stock and list(deal.pile) == expected.pile
    laid = [
        [e.card for e in expected.events if isinstance(e, RedThreeLaid) and e.seat == s] for s in range(4)
    ]
    assert [list(cards) for cards in deal.red_threes] == laid and any(laid)
    assert deal.code == encode_round(expected) and decode(deal.code).round().hands == expected.hands
    # The cards drawn: a strip per hand, per red 3s laid, the upcard and the stock, each read out.
    strips = window.findChildren(CardStrip)
    shown = sorted(card for strip in strips for card in strip.cards)
    every = [c for h in expected.hands for c in h] + expected.pile + expected.stock
    assert shown == sorted(every + [c for cards in laid for c in cards])
    # The text, selectable: every hand in card names, the dealer marked, the code.
    text = window.text_view.toPlainText()
    assert deal.code in text and "Bent (dealer)" in text
    for seat, hand in enumerate(expected.hands):
        assert messages.cards_text(sorted(hand, key=lambda c: (c.suit is None, -int(c.rank), str(c)))) in text
        assert NAMES[seat] in text
    assert window.text_view.isReadOnly()


def test_the_code_is_copied_and_selectable(qtbot: QtBot) -> None:
    sheet, expected = _sheet(qtbot)
    qtbot.mouseClick(sheet.deal_buttons.show_deal, Qt.MouseButton.LeftButton)
    window = sheet.deal_buttons.window
    assert window is not None
    qtbot.mouseClick(window.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == encode_round(expected)
    field = window.code_field
    assert field.isReadOnly() and field.text() == encode_round(expected)
    field.selectAll()
    assert field.selectedText() == field.text()


def test_a_round_without_a_known_log_has_no_deal_to_show(qtbot: QtBot) -> None:
    match, record = played_round("classic-2p", 3)
    sheet = ScoreSheetDialog(replace(record, log=""), match, ["Du", "Anna"], seat_names=NAMES[:2])
    qtbot.addWidget(sheet)
    assert not sheet.deal_buttons.show_deal.isEnabled()


def test_ekspert_with_your_cards_plays_the_deal_again_on_a_worker(qtbot: QtBot) -> None:
    match, record = played_round("classic-2p", 3)
    seating = Seating(0, {1: ("mellem", 77)})
    sheet = ScoreSheetDialog(record, match, ["Du", "Mellem"], seat_names=NAMES[:2], seating=seating)
    qtbot.addWidget(sheet)
    sheet.show()
    buttons = sheet.deal_buttons
    buttons.steps = 2000  # a small budget: the same code path, quicker
    assert buttons.ekspert_button.isEnabled()
    with qtbot.waitSignal(buttons.runner.finished, timeout=120_000) as blocker:
        qtbot.mouseClick(buttons.ekspert_button, Qt.MouseButton.LeftButton)
        assert not buttons.ekspert_button.isEnabled()
    result = blocker.args[0]
    assert isinstance(result, ReplaySpread) and len(result.plays) == PLAYS
    deal = RoundState(match.rules, record.seed, record.dealer, [0, 0])
    again = replay_seat(deal, 0, {1: ("mellem", 77)}, "ekspert", record.seed, steps=2000)
    assert (
        again is not None and again.state.log == result.plays[0].state.log
    )  # the first play: the seeds given
    later = replay_seat(deal, 0, {1: ("mellem", 78)}, "ekspert", record.seed + 1, steps=2000)
    assert later is not None and later.state.log == result.plays[1].state.log  # then every seed moved on
    yours = record.sheet[0].total - record.sheet[1].total  # the review's measure: the margin
    assert buttons.ekspert_result.text() == (
        f"Expert with your cards, {PLAYS} plays: {signed_points(result.median)} against the opponents"
        f" (median; from {signed_points(result.low)} to {signed_points(result.high)}). You: {signed_points(yours)}."
    )
    assert result.low <= result.median <= result.high
    assert not buttons.runner.running


def test_without_the_seating_there_is_no_ekspert_replay(qtbot: QtBot) -> None:
    match, record = played_round("classic-2p", 3)
    sheet = ScoreSheetDialog(record, match, ["Du", "Mellem"], seat_names=NAMES[:2])
    qtbot.addWidget(sheet)
    assert not sheet.deal_buttons.ekspert_button.isEnabled()


def test_closing_the_sheet_stops_a_replay_still_running(qtbot: QtBot) -> None:
    match, record = played_round("classic-2p", 3)
    sheet = ScoreSheetDialog(
        record, match, ["Du", "Mellem"], seat_names=NAMES[:2], seating=Seating(0, {1: ("svaer", 1)})
    )
    qtbot.addWidget(sheet)
    sheet.show()
    runner = sheet.deal_buttons.runner
    qtbot.mouseClick(sheet.deal_buttons.ekspert_button, Qt.MouseButton.LeftButton)
    assert runner.running
    runner.stop()
    assert not runner.running and runner.result is None


def test_the_archived_rounds_for_the_review_chooser(tmp_path: Path) -> None:
    from canasta_desktop.persistence.round_archive import ArchivedMatch, RoundArchive
    from canasta_desktop.ui.text.archive_text import archived_rounds

    _match, record = played_round("classic-2p", 3)
    moment = datetime(2026, 12, 1, 19, 5, tzinfo=UTC)
    archive = RoundArchive(tmp_path / "round-logs.json")
    archive.add(
        ArchivedMatch(
            "a" * 32, moment, moment, "classic-2p", 1, ("Mellem", "Du"), ("mellem", None), ("", record.log)
        )
    )
    [entry] = archived_rounds(archive)
    assert entry.log == record.log and entry.human == 1 and entry.names == ("Mellem", "Du")
    assert entry.levels == {0: "mellem"} and "round 2" in entry.title and "Classic, 2 players" in entry.title
    assert archived_rounds(None) == []


def test_a_log_that_does_not_end_with_the_rounds_sheet_shows_no_deal(qtbot: QtBot) -> None:
    match, record = played_round("classic-2p", 3)
    _other_match, other = played_round("classic-2p", 4)
    sheet = ScoreSheetDialog(replace(record, log=other.log), match, ["Du", "Anna"], seat_names=NAMES[:2])
    qtbot.addWidget(sheet)
    assert not sheet.deal_buttons.show_deal.isEnabled() and not sheet.deal_buttons.ekspert_button.isEnabled()


def test_the_review_chooser_shows_the_deal_of_the_round_chosen(qtbot: QtBot) -> None:
    from canasta_desktop.ui.dialogs.review_chooser import ReviewChooser, ReviewItem

    _match, record = played_round("classic-4p", 0)
    chooser = ReviewChooser(
        [ReviewItem("Runde 1", record.log, 0, tuple(NAMES), {1: "let", 2: "let", 3: "let"})]
    )
    qtbot.addWidget(chooser)
    chooser.show()
    qtbot.mouseClick(chooser.deal_button, Qt.MouseButton.LeftButton)
    window = chooser.deal_window
    assert isinstance(window, DealWindow) and window.isVisible()
    assert window.deal.code == encode_round(RoundState(_match.rules, record.seed, record.dealer, [0, 0]))


def test_the_deal_fits_its_window_without_a_sideways_scroll_bar(qtbot: QtBot) -> None:
    """A hand with its red 3s beside it is the widest row: the window is made wide enough for it (a
    stranger's first look at 760 pixels cut the red 3s and the line above them off)."""
    for seed in range(60):  # a 2-player deal (15 cards a hand) with a red 3 laid at the deal
        match, record = played_round("classic-2p", seed)
        dealt = RoundState(match.rules, record.seed, record.dealer, [0, 0])
        if any(isinstance(event, RedThreeLaid) for event in dealt.events):
            break
    sheet = ScoreSheetDialog(record, match, ["Du", "Anna"], seat_names=NAMES[:2])
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.mouseClick(sheet.deal_buttons.show_deal, Qt.MouseButton.LeftButton)
    window = sheet.deal_buttons.window
    assert isinstance(window, DealWindow) and any(window.deal.red_threes)
    qtbot.waitExposed(window)
    scroll = window.findChild(QScrollArea)
    assert scroll is not None
    assert scroll.viewport().width() >= scroll.widget().minimumSizeHint().width()
    assert scroll.horizontalScrollBar().maximum() == 0
    assert window.width() <= window.screen().availableGeometry().width()
