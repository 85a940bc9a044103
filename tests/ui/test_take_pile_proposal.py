"""Taking the pile for a first meld proposes the cards the game would add, and takes only on the player's
word (issue 22, point 3): nothing is laid that the player did not see, wild cards only where no natural
meld does it, the selection used exactly as selected, and every proposal can be changed or given up.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import card_item, drag, give, pause_computer, put_on_pile, refresh, select, start, zone

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))
HAND = ["5C", "5D", "QS", "QC", "QC1", "XB", "KH", "KS", "KD", "7H", "8D", "9C", "4S"]


def _pile_of_fives(qtbot, win, hand: list[str] = HAND):  # type: ignore[no-untyped-def]
    """Classic 2-player, not opened (50): the human holds exactly ``hand``, a 5 on top of an unfrozen pile."""
    start(qtbot, win, seed=5, level="random")
    pause_computer(win)
    state = win.controller.state
    human = win.controller.human
    cards = give(state, human, hand)
    state.stock[:0] = [c for c in state.hands[human] if c not in cards]
    state.hands[human][:] = cards
    put_on_pile(state, "5H")
    state.pile_frozen = False
    refresh(win)
    assert state.phase is Phase.DRAW and not state.melds[state.side_of(human)]
    return state, {text: card for text, card in zip(hand, cards)}


def _laid(state, side: int) -> list[Card]:  # type: ignore[no-untyped-def]
    return sorted(c for meld in state.melds[side].values() for c in meld)


def test_take_pile_proposes_the_extra_meld_of_naturals_and_takes_on_meld(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window)
    side = state.side_of(window.controller.human)
    pile = list(state.pile)
    window.buttons[Button.TAKE].click()
    assert state.phase is Phase.DRAW and state.pile == pile  # nothing taken yet
    proposed = sorted(window.controller.staged)
    naturals = [c[t] for t in ("5C", "5D", "QS", "QC", "QC1", "KH", "KS", "KD")]
    assert proposed == sorted(naturals)  # two natural melds, not Q Q Q + joker
    assert window.controller.meter() == (75, 50)  # the top 5 counts
    assert "need these cards too" in window.status.text() and "Undo" in window.status.text()
    window.update_buttons()
    assert window.buttons[Button.MELD].isEnabled() and window.buttons[Button.UNDO].isEnabled()
    assert card_item(window, c["KH"]).zone == Zone.STAGING
    window.grab().save(str(SHOTS / "take-pile-proposed.png"))
    window.buttons[Button.MELD].click()  # the player's word
    assert state.phase is Phase.MELD and not state.pile
    assert _laid(state, side) == sorted([*naturals, pile[-1]])
    assert window.controller.staged == []


def test_a_proposed_take_is_given_up_with_undo_or_esc(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window)
    pile = list(state.pile)
    window.buttons[Button.TAKE].click()
    assert window.controller.staged
    window.buttons[Button.UNDO].click()
    assert window.controller.staged == [] and state.phase is Phase.DRAW and state.pile == pile
    assert "need these cards too" not in window.status.text()
    click_take = window.buttons[Button.TAKE]
    click_take.click()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.controller.staged == [] and state.pile == pile
    assert c["KH"] in window.controller.hand()


def test_a_proposal_changed_by_dragging_takes_exactly_the_cards_left(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window)
    side = state.side_of(window.controller.human)
    window.buttons[Button.TAKE].click()
    drag(window, card_item(window, c["KH"]), zone(window, Zone.HAND))  # out: 5 5 + K K takes nothing
    assert c["KH"] not in window.controller.staged
    assert "do not take the pile" in window.status.text()
    window.update_buttons()
    assert not window.buttons[Button.TAKE].isEnabled()
    drag(window, card_item(window, c["KS"]), zone(window, Zone.HAND))  # the kings out
    drag(window, card_item(window, c["KD"]), zone(window, Zone.HAND))
    select(window, [c["XB"]])
    drag(window, card_item(window, c["XB"]), zone(window, Zone.STAGING))  # and the joker in
    assert "need these cards too" in window.status.text()
    window.buttons[Button.TAKE].click()  # "Take pile" again confirms
    assert state.phase is Phase.MELD
    assert Rank.QUEEN in state.melds[side] and Rank.KING not in state.melds[side]
    assert c["XB"] in _laid(state, side) and c["KH"] in state.hands[window.controller.human]


def test_a_selection_that_takes_the_pile_is_used_exactly(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window)
    side = state.side_of(window.controller.human)
    chosen = [c["5C"], c["5D"], c["QS"], c["QC"], c["QC1"], c["XB"]]
    select(window, chosen)
    window.buttons[Button.TAKE].click()
    assert state.phase is Phase.MELD  # taken at once: the player chose the cards
    assert all(card in _laid(state, side) for card in chosen) and len(_laid(state, side)) == len(chosen) + 1


def test_a_selection_short_of_the_minimum_is_completed_and_proposed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window)
    select(window, [c["5C"], c["5D"]])
    window.buttons[Button.TAKE].click()
    assert state.phase is Phase.DRAW
    staged = set(window.controller.staged)
    assert {c["5C"], c["5D"]} <= staged and Card.from_str("XB") not in staged


def test_a_take_that_needs_a_wild_card_proposes_it_and_lays_it_only_when_confirmed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window, ["5C", "5D", "QS", "QC", "QC1", "XB", "7H", "8D", "9C", "4S"])
    window.buttons[Button.TAKE].click()
    assert state.phase is Phase.DRAW and c["XB"] in window.controller.staged
    QTest.mouseClick(window.buttons[Button.TAKE], Qt.MouseButton.LeftButton)
    assert state.phase is Phase.MELD and c["XB"] not in state.hands[window.controller.human]


def test_the_status_line_offers_the_pile_whatever_card_is_selected(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, c = _pile_of_fives(qtbot, window)
    assert window.status.text().endswith("or take the pile.")
    select(window, [c["7H"]])  # a card that does not take it: the pile can still be taken with others
    refresh(window)  # the status line as any change of the table says it again
    assert window.status.text().endswith("or take the pile.")
