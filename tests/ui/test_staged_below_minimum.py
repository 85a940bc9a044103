"""Cards waiting in the new-meld area below the first-meld minimum never block the turn (issue 22, point 1).

Every refusal names the real reason and the way on; discarding takes the cards that cannot be laid back
to the hand first, and says so; the status line offers nothing that is refused.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import card_item, click, drag, give, pause_computer, refresh, select, start, zone

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


def _forty_points_staged(qtbot, win):  # type: ignore[no-untyped-def]
    """Classic 2-player, first meld 50: 9♠ 9♠ 2♦ (40 points) dragged into the new-meld area, Meld pressed."""
    start(qtbot, win, seed=5, level="random")
    pause_computer(win)
    state = win.controller.state
    human = win.controller.human
    cards = give(state, human, ["9S", "9S1", "2D", "5C", "KH"])
    refresh(win)
    click(win, zone(win, Zone.STOCK))
    assert state.phase is Phase.MELD
    staged = cards[:3]
    select(win, staged)
    drag(win, card_item(win, staged[-1]), zone(win, Zone.STAGING))
    assert sorted(win.controller.staged) == sorted(staged)
    win.buttons[Button.MELD].click()
    return state, staged, cards[3]


def test_meld_refused_below_the_minimum_names_the_way_on(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, staged, five = _forty_points_staged(qtbot, window)
    notice = window.notice.text()
    assert "at least 50 points; this is 40" in notice and "Undo" in notice and "discard" in notice
    assert sorted(window.controller.staged) == sorted(staged)  # they stay, waiting for more
    click(window, card_item(window, five))
    status = window.status.text()
    assert "press Meld" not in status  # Meld would be refused: not offered
    assert "cannot be laid yet" in status and "Undo" in status and "discard" in status
    window.update_buttons()
    assert window.buttons[Button.DISCARD].isEnabled(), window.buttons[Button.DISCARD].toolTip()
    window.grab().save(str(SHOTS / "staged-below-minimum.png"))


def test_discarding_takes_the_staged_cards_back_to_the_hand_and_says_so(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, staged, five = _forty_points_staged(qtbot, window)
    human = window.controller.human
    click(window, card_item(window, five))
    window.buttons[Button.DISCARD].click()
    assert state.pile[-1] == five and state.to_move != human  # the turn is over
    assert all(card in state.hands[human] for card in staged)  # back in the hand, none laid
    assert not state.melds[state.side_of(human)]
    assert window.controller.staged == []
    assert window.notice.text().startswith("The cards from the new-meld area went back to your hand first.")
    window.grab().save(str(SHOTS / "staged-taken-back.png"))


def test_dragging_a_card_onto_the_pile_with_cards_staged_discards_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, staged, five = _forty_points_staged(qtbot, window)
    drag(window, card_item(window, five), zone(window, Zone.PILE))
    assert state.pile[-1] == five
    assert all(card in state.hands[window.controller.human] for card in staged)


def test_discarding_with_staged_cards_that_can_be_laid_lays_them(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    aces = give(state, human, ["AS", "AH", "AD", "5C", "KH"])
    refresh(window)
    click(window, zone(window, Zone.STOCK))
    select(window, aces[:3])
    drag(window, card_item(window, aces[2]), zone(window, Zone.STAGING))
    drag(window, card_item(window, aces[3]), zone(window, Zone.PILE))
    assert state.pile[-1] == aces[3]
    assert sorted(state.melds[state.side_of(human)][aces[0].rank]) == sorted(aces[:3])


def test_meld_below_the_minimum_keeps_no_card_of_the_turn_hostage(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Undo takes the staged cards back; the hand holds them again."""
    state, staged, _five = _forty_points_staged(qtbot, window)
    window.buttons[Button.UNDO].click()
    assert window.controller.staged == []
    assert all(card in window.controller.hand() for card in staged)
    assert Card.from_str("9S") in window.controller.hand()
