"""A wild card staged in the new-meld area stays in the group the player put it in (issue 31, point 3):
a 7 (wild under the house rules) dropped onto K♣ K♠ stayed there no longer once 5♣ 5♦ were staged, and
moved to the 5s."""

from __future__ import annotations

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.targets import Zone

from .conftest import card_item, click, drag, give, pause_computer, refresh, select, start, zone

SEVENS_WILD = preset("classic-2p").changed(name="sevens", wild_ranks=["2", "7"])


def _give(state, human):  # type: ignore[no-untyped-def]
    """K♣ K♠, the 7♥ and 5♣ 5♦ into the human's hand (one `give`: each keeps the cards of the others)."""
    cards = give(state, human, ["KC", "KS", "7H", "5C", "5D"])
    return cards[:2], cards[2], cards[3:]


def _group_of(win, card: Card) -> tuple[Card, ...]:  # type: ignore[no-untyped-def]
    return next(group for group in win.controller.table_model().staged if card in group)


def _staged_cards_in_view(win) -> dict[Card, float]:  # type: ignore[no-untyped-def]
    """Each staged card's x on the table (a group is one column)."""
    return {i.card: i.pos().x() for i in win.scene.cards.values() if i.zone == Zone.STAGING}


def test_a_wild_dropped_on_a_staged_pair_stays_with_it_when_a_new_meld_is_started(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, house_rules=SEVENS_WILD)
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    kings, seven, fives = _give(state, human)
    refresh(window)
    click(window, zone(window, Zone.STOCK))
    assert state.phase is Phase.MELD and state.tables.wild[Rank.SEVEN]
    select(window, kings)
    drag(window, card_item(window, kings[-1]), zone(window, Zone.STAGING))
    drag(window, card_item(window, seven), card_item(window, kings[-1]))  # onto the staged kings
    assert set(_group_of(window, seven)) == {*kings, seven}
    select(window, fives)
    drag(window, card_item(window, fives[-1]), zone(window, Zone.STAGING))  # a new meld started
    assert set(_group_of(window, seven)) == {*kings, seven}  # it moved to the 5s
    assert set(_group_of(window, fives[0])) == set(fives)
    xs = _staged_cards_in_view(window)
    assert xs[seven] == xs[kings[0]] != xs[fives[0]]  # shown in the kings' column


def test_a_wild_dropped_on_one_of_two_staged_pairs_goes_with_that_pair(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, house_rules=SEVENS_WILD)
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    kings, seven, fives = _give(state, human)
    refresh(window)
    click(window, zone(window, Zone.STOCK))
    select(window, [*kings, *fives])
    drag(window, card_item(window, fives[-1]), zone(window, Zone.STAGING))
    drag(window, card_item(window, seven), card_item(window, kings[0]))  # onto the kings, not the 5s
    assert set(_group_of(window, seven)) == {*kings, seven}
