"""Issue 26, offscreen: what the announcer sends (each move once, cards in words) and the hand's keys.

The same claims, heard through the real AT-SPI bus, are in test_atspi_round.py; these run everywhere."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.ui.table.keyboard import HAND
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.i18n import install_language, remove_language
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.window_parts.accessibility import in_words, news
from tests.ui.conftest import give, pause_computer, refresh, shown_window, start


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = shown_window(qtbot)
    yield win
    win.controller.shutdown()


def test_a_turn_line_that_grows_brings_only_its_new_move() -> None:
    told = ["Easy laid out a red 3.", "Easy drew 2 cards."]
    assert news(told, ["Easy laid out a red 3.", "Easy drew 2 cards. Easy discarded 5♠."]) == [
        "Easy discarded 5♠."
    ]
    assert news(told, [*told, "You drew 9♣ 6♦."]) == ["You drew 9♣ 6♦."]
    assert news(told, told) == []
    assert news(told, ["Medium drew 2 cards."]) == ["Medium drew 2 cards."]  # a new round: all of it


def test_cards_are_said_in_words_with_a_pause_between_them(qapp) -> None:  # type: ignore[no-untyped-def]
    text = "Easy melded Q♥ Q♣ 2♥ Joker. Easy discarded 10♠."
    assert in_words(text) == (
        "Easy melded queen of hearts, queen of clubs, two of hearts, Joker. Easy discarded ten of spades."
    )
    install_language(qapp, "da")
    try:
        assert in_words("Let kastede K♦.") == "Let kastede konge af ruder."
    finally:
        remove_language(qapp)


def test_each_computer_move_is_announced_once_and_in_words(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    start(qtbot, window, seed=8)
    for _ in range(2):
        window.controller.turn.draw()
        window.controller.turn.set_selection([window.controller.hand()[0]])
        window.controller.turn.discard()
        qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    moves = [m for line in window.controller.history() for m in re.split(r"(?<=\.)\s+", line)]
    heard = [m for text in said for m in re.split(r"(?<=\.)\s+", text)]
    computer = [m for m in moves if m.startswith("Medium ")]
    assert computer and sorted(m for m in heard if m.startswith("Medium ")) == sorted(computer)


def test_home_and_end_go_to_the_ends_of_the_hand_from_any_place(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=4)
    pause_computer(window)
    window.view.setFocus()
    hand = window.controller.hand()
    QTest.keyClick(window.view, Qt.Key.Key_End)
    assert window.controller.turn.cursor == hand[-1]
    assert window.view.accessibleName().endswith(f"card {len(hand)} of {len(hand)} in your hand")
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.scene.focus.place == (Zone.STOCK, None)
    QTest.keyClick(window.view, Qt.Key.Key_Home)  # from the stock: back into the hand, on its first card
    assert window.scene.focus.place == HAND and window.controller.turn.cursor == hand[0]
    assert window.view.accessibleName().endswith(f"card 1 of {len(hand)} in your hand")


def test_a_card_put_where_it_cannot_go_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Enter on your meld of kings with a seven selected: refused, and the reason is read out."""
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    start(qtbot, window, seed=8)
    pause_computer(window)
    state = window.controller.state
    window.controller.turn.draw()
    kings = give(state, 0, ["KH", "KS", "KD", "7C"])
    for king in kings[:3]:
        state.hands[0].remove(king)
    state.melds[state.side_of(0)][Rank.KING] = kings[:3]
    refresh(window)
    window.view.setFocus()
    seven = Card.from_str("7C")
    while window.controller.turn.cursor != seven:
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    while window.scene.focus.place != (Zone.MELD, Rank.KING):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
    before = len(said)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert seven in state.hands[0]  # nothing moved
    assert said[before:] and window.notice.text() in said[before:], said[before:]
