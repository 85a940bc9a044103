"""The status lines (issue 31, point 8): a notice goes when what it says no longer holds ("this is 40"
once more cards are staged; a discard's word when the next turn comes), and a long one scrolls into
view."""

from __future__ import annotations

from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import card_item, click, drag, give, pause_computer, refresh, select, start, zone


def _forty_staged_and_refused(qtbot, win):  # type: ignore[no-untyped-def]
    """Classic 2-player, first meld 50: 9♠ 9♠ 2♦ (40 points) staged, Meld refused."""
    start(qtbot, win, seed=5, level="random")
    pause_computer(win)
    state = win.controller.state
    cards = give(state, win.controller.human, ["9S", "9S1", "2D", "9H", "5C"])
    refresh(win)
    click(win, zone(win, Zone.STOCK))
    assert state.phase is Phase.MELD
    select(win, cards[:3])
    drag(win, card_item(win, cards[2]), zone(win, Zone.STAGING))
    win.buttons[Button.MELD].click()
    assert "this is 40" in win.notice.text()
    return state, cards


def test_the_first_meld_refusal_goes_once_more_cards_are_staged(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, cards = _forty_staged_and_refused(qtbot, window)
    click(window, card_item(window, cards[4]))  # a selection changes nothing the notice says
    assert "this is 40" in window.notice.text()
    drag(window, card_item(window, cards[3]), zone(window, Zone.STAGING))  # 9♥: 50 points staged
    assert window.controller.table_model().meter == (50, 50)
    assert window.notice.text() == ""  # it said "this is 40" for 12 seconds


def test_a_discards_word_goes_when_the_next_turn_comes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, cards = _forty_staged_and_refused(qtbot, window)
    human = window.controller.human
    click(window, card_item(window, cards[4]))
    window.controller.pace_ms = 0  # the computer plays its turn at once
    window.buttons[Button.DISCARD].click()
    assert window.notice.text().startswith("The cards from the new-meld area went back to your hand first.")
    qtbot.waitUntil(lambda: window.controller.is_viewers_turn() and state.to_move == human, timeout=10000)
    assert window.notice.text() == ""  # it stayed into the next turn


def test_a_long_notice_scrolls_into_view(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5)
    pause_computer(window)
    window.resize(1000, 700)
    window.status_last.setText(" ".join(["Medium drew 2 cards and melded K♠ K♣ K♥."] * 6))
    long = " ".join(["The first meld must count at least 50 points; this is 40."] * 4)
    window.show_notice(long)
    area = window.status_area
    qtbot.waitUntil(lambda: area.verticalScrollBar().value() > 0)
    top = window.notice_line.mapTo(area.viewport(), window.notice_line.rect().topLeft()).y()
    assert 0 <= top < area.viewport().height() - window.notice.fontMetrics().lineSpacing() * 2
