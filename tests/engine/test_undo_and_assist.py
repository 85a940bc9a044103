"""Undo within a turn, and the interface helpers behind the Meld and Tag bunken buttons (docs/rules.md §5)."""

from __future__ import annotations

import pytest

from canasta_desktop.engine import (
    AddToMeld,
    Card,
    Discard,
    DrawStock,
    IllegalActionError,
    Meld,
    Rank,
    Reason,
    RoundState,
    TakePile,
    Undo,
    cards_from_str,
    preset,
)
from canasta_desktop.engine.assist import arrange, find_take, laid_cards, propose_take
from canasta_desktop.engine.state import Phase

from .invariants import fingerprint


def table(name: str, hand: str, pile: str = "5C", ours: dict[Rank, str] | None = None) -> RoundState:
    """A round where seat 0 is to draw with ``hand``; the other cards (red 3s aside) fill the rest."""
    state = RoundState(preset(name), 1, dealer=preset(name).players - 1)
    everything = [c for c in state.all_cards() if not c.is_red_three]
    for h in state.hands:
        h.clear()
    for threes in state.red_threes:
        threes.clear()
    state.pile.clear()
    state.pile_frozen = False
    wanted = list(cards_from_str(hand)) + list(cards_from_str(pile))
    melds = {rank: list(cards_from_str(text)) for rank, text in (ours or {}).items()}
    for meld in melds.values():
        wanted += meld
    rest = [c for c in everything if c not in wanted]
    state.hands[0][:] = cards_from_str(hand)
    for seat in range(1, state.rules.players):
        state.hands[seat][:] = [rest.pop() for _ in range(5)]
    state.pile[:] = cards_from_str(pile)
    state.melds[0] = melds
    state.stock[:] = rest
    return state


def test_undo_takes_back_melds_and_additions_until_the_discard() -> None:
    state = table("classic-2p", "KH KS KD 9H 9S 9D 2C 5H 6H", ours={Rank.ACE: "AH AS AD"})
    state.play(DrawStock())
    start = fingerprint(state)
    state.play(Meld((cards_from_str("KH KS KD"),)))
    after_meld = fingerprint(state)
    state.play(AddToMeld(Rank.KING, cards_from_str("2C")))
    assert state.can_undo
    state.play(Undo())
    assert fingerprint(state) == after_meld
    state.play(Undo())
    assert fingerprint(state) == start
    with pytest.raises(IllegalActionError) as error:
        state.play(Undo())
    assert error.value.reason is Reason.NOTHING_TO_UNDO


def test_draw_cannot_be_undone_and_discard_ends_undo() -> None:
    state = table("classic-2p", "KH KS KD 9H 9S 9D 2C 5H 6H", ours={Rank.ACE: "AH AS AD"})
    assert not state.is_legal(Undo())
    state.play(DrawStock())
    assert not state.is_legal(Undo())
    state.play(Meld((cards_from_str("KH KS KD"),)))
    state.play(Discard(cards_from_str("5H")[0]))
    state.play(DrawStock())
    assert state.phase is Phase.MELD and not state.is_legal(Undo())


def test_arrange_splits_by_rank_and_completes_short_melds_with_wilds() -> None:
    state = table("classic-2p", "KH KS 9H 9S 9D 2C XR 5H", ours={Rank.ACE: "AH AS AD"})
    result = arrange(state, 0, cards_from_str("KH KS 9H 9S 9D 2C"))
    assert sorted(map(tuple, result.groups)) == sorted(
        [cards_from_str("KH KS 2C"), cards_from_str("9H 9S 9D")]
    )
    assert result.leftover == []


def test_arrange_puts_spare_wilds_nearest_to_a_canasta_and_adds_to_own_melds() -> None:
    state = table("classic-2p", "AC 9H 9S 9D XR 5H", ours={Rank.ACE: "AH AS AD AD1 2S"})
    result = arrange(state, 0, cards_from_str("AC 9H 9S 9D XR"))
    assert result.additions == {Rank.ACE: list(cards_from_str("AC XR"))}
    assert [tuple(g) for g in result.groups] == [cards_from_str("9H 9S 9D")]
    actions = result.actions()
    assert isinstance(actions[0], AddToMeld) and isinstance(actions[1], Meld)  # additions first


def test_find_take_prefers_the_top_card_onto_the_own_meld() -> None:
    state = table("classic-2p", "KH KS 2C 5H 6H", pile="9C KD", ours={Rank.KING: "KC KC1 XB"})
    assert find_take(state) == TakePile()


def test_find_take_finds_the_natural_pair_and_uses_a_selection() -> None:
    state = table("classic-2p", "QH QS 2C 5H 6H 7D", pile="9C QD", ours={Rank.KING: "KC KC1 XB"})
    assert find_take(state) == TakePile(cards_from_str("QH QS"))
    assert find_take(state, cards_from_str("QH 2C")) == TakePile(cards_from_str("QH 2C"))


def test_find_take_says_why_not() -> None:
    state = table("classic-2p", "QH 5H 6H 7D", pile="9C QD")
    with pytest.raises(IllegalActionError) as error:
        find_take(state)
    assert error.value.reason is Reason.PILE_UNOPENED_NEEDS_PAIR


def test_copy_is_independent_and_plays_on_identically() -> None:
    import random

    state = RoundState(preset("classic-4p"), 9, 0)
    rng = random.Random(9)
    for _ in range(30):
        state.play(rng.choice(state.legal_actions()))
    twin = state.copy()
    assert fingerprint(twin) == fingerprint(state)
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not state.is_over:
        state.play(rng_a.choice(state.legal_actions()))
        twin.play(rng_b.choice(twin.legal_actions()))
    assert fingerprint(twin) == fingerprint(state)
    assert state.copy().hands is not state.hands


def test_an_undo_in_a_copy_leaves_the_original_undo_point_alone() -> None:
    """Copies share the undo points; undoing in one and playing on must not change the other's."""
    import random

    for seed in range(300):
        state = RoundState(preset("classic-2p"), seed)
        rng = random.Random(seed)
        while not state.is_over and not state.can_undo:
            state.play(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    seat = state.to_move
    undone_hand = list(state.turn.undo[-1].hand)
    trial = state.copy()
    trial.play(Undo())
    trial.play(Discard(trial.hands[seat][0]))  # plays on with the hand the undo gave back
    state.play(Undo())
    assert state.hands[seat] == undone_hand
    assert len(trial.hands[seat]) == len(undone_hand) - 1


def test_find_take_opens_with_naturals_rather_than_a_wild_card() -> None:
    """Issue 22, point 3: holding 5♣ 5♦ the pile's 5 opened with Q♠ Q♣ Q♣ Joker; K♥ K♠ K♦ do it without."""
    state = table("classic-2p", "5C 5D QS QC QC1 XB KH KS KD 7H 8D 9C 4S", pile="9H 5H")
    take = find_take(state)
    assert not any(state.tables.wild[c.rank] for c in laid_cards(take)), take
    assert sorted(take.cards) == sorted(cards_from_str("5C 5D")) and state.is_legal(take)


def test_find_take_uses_a_wild_card_only_when_no_natural_opening_exists() -> None:
    state = table("classic-2p", "5C 5D QS QC QC1 XB 7H 8D 9C 4S", pile="9H 5H")
    take = find_take(state)
    assert state.is_legal(take) and Card.from_str("XB") in laid_cards(take)


def test_propose_take_completes_a_selection_short_of_the_minimum_with_its_very_cards() -> None:
    state = table("classic-2p", "5C 5D QS QC QC1 XB KH KS KD 7H 8D 9C 4S", pile="9H 5H")
    with pytest.raises(IllegalActionError):
        find_take(state, cards_from_str("5C 5D"))  # exactly those: 15 points of 50
    take = propose_take(state, cards_from_str("5C 5D"))
    assert set(cards_from_str("5C 5D")) <= set(laid_cards(take)) and state.is_legal(take)
    assert Card.from_str("XB") not in laid_cards(take)
