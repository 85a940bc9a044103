"""The deal laid open from the real score sheet (issue 24): every hand as dealt, the stock, the code."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.deal_code import decode, encode_round
from canasta_desktop.engine.events import RedThreeLaid
from canasta_desktop.engine.state import RoundState
from canasta_desktop.ui.dialogs.deal_window import CardStrip, DealWindow
from canasta_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from canasta_desktop.ui.text import messages

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
