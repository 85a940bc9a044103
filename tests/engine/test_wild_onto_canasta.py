"""§3 Sallingske: no wild card joins a canasta; several cards onto one meld are legal when some order
of laying them one by one is (docs/engine.md, decision 12; issue 11, issue 25).

`add 9: 2D 4D` onto a six-card meld is refused just as the same two wild
cards laid one at a time are, while `add 9: 9S1 2D` is legal: the wild card
first completes a mixed canasta, and the natural may always follow. The same
holds for the cards that join a meld when the pile is taken onto it.
"""

from __future__ import annotations

import random
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import AddToMeld, Phase, Reason, RoundState, preset
from canasta_desktop.engine.melds import CANASTA_SIZE
from canasta_desktop.engine.reasons import IllegalActionError

from .scenario import assert_refused, do, scenario

SALLING = ("salling-4p", "salling-6p")
NINES_6 = "9S 9C 9H 9C1 9D 9D1"


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_two_wilds_at_once_may_not_take_a_meld_past_seven(name: str) -> None:
    state = scenario(name, hands=["2D 4D 5C 6C 7C", "5S"], melds={0: [NINES_6]}, phase=Phase.MELD)
    assert_refused(state, "add 9: 2D 4D", Reason.CANASTA_NO_WILDS)
    do(state, "add 9: 2D")  # the seventh card may be wild
    assert_refused(state, "add 9: 4D", Reason.CANASTA_NO_WILDS)


@pytest.mark.parametrize("name", SALLING)
def test_rule_decision_12_a_wild_and_a_natural_onto_six_cards_is_laid_wild_first(name: str) -> None:
    """Issue 25: "KS 2D" onto a six-card meld, read as the wild card laid first, then the natural."""
    state = scenario(name, hands=["9S1 2D 5C 6C 7C", "5S"], melds={0: [NINES_6]}, phase=Phase.MELD)
    do(state, "add 9: 9S1 2D")  # 2D brings the meld to seven (a mixed canasta); naturals always join
    assert len(state.melds[0][9]) == 8 and state.canastas(0) == 1


@pytest.mark.parametrize("name", SALLING)
def test_rule_decision_12_no_order_lets_a_wild_join_when_the_limits_need_the_naturals_first(
    name: str,
) -> None:
    """Three naturals and three wild cards: a fourth wild needs a natural before it (never more wild
    cards than naturals), and that natural makes the meld a canasta, which no wild card joins."""
    state = scenario(
        name, hands=["9S1 2D 5C 6C 7C", "5S"], melds={0: ["9S 9C 9H 2C 2H 2S"]}, phase=Phase.MELD
    )
    assert_refused(state, "add 9: 9S1 2D", Reason.CANASTA_NO_WILDS)
    assert_refused(state, "add 9: 2D", Reason.MELD_MORE_WILDS_THAN_NATURALS)
    do(state, "add 9: 9S1")
    assert_refused(state, "add 9: 2D", Reason.CANASTA_NO_WILDS)


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_an_addition_may_bring_a_meld_to_seven_with_wilds(name: str) -> None:
    state = scenario(name, hands=["2D 4D 5C 6C 7C", "5S"], melds={0: ["9S 9C 9H 9C1 9D"]}, phase=Phase.MELD)
    do(state, "add 9: 2D 4D")
    assert len(state.melds[0][9]) == CANASTA_SIZE


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_taking_the_pile_onto_a_meld_may_not_lay_a_wild_past_seven(name: str) -> None:
    state = scenario(name, hands=["9S1 2D 4D 6C 7C", "5S"], pile="8C 9H1", melds={0: [NINES_6]})
    assert_refused(state, "take 9S1 2D 4D", Reason.CANASTA_NO_WILDS)  # the second wild would be the 8th
    assert all(sum(c.rank in (2, 4) for c in t.cards) <= 1 for t in state.take_options())
    do(state, "take 9S1 2D")  # 2D seventh, then the top card and 9S1: naturals may still join
    assert len(state.melds[0][9]) == 9


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_taking_the_pile_may_bring_a_meld_to_seven_with_a_wild(name: str) -> None:
    state = scenario(name, hands=["9S1 2D 5C 6C 7C", "5S"], pile="8C 9H1", melds={0: ["9S 9C 9H 9C1"]})
    do(state, "take 9S1 2D")
    assert len(state.melds[0][9]) == CANASTA_SIZE


def test_classic_wilds_still_join_a_canasta() -> None:
    state = scenario(hands=["2D 2C 5C 6C 7C", "5S"], melds={0: [NINES_6]}, phase=Phase.MELD)
    do(state, "add 9: 2D 2C")
    assert len(state.melds[0][9]) == 8


def _one_by_one(state: RoundState, action: AddToMeld) -> bool:
    """Whether some order of laying ``action``'s cards one at a time is legal (the engine's own check of
    each single-card addition, on a copy)."""
    orders = {tuple(card.rank for card in order): order for order in permutations(action.cards)}
    for order in orders.values():
        trial = state.copy()
        try:
            for card in order:
                trial.play(AddToMeld(action.rank, (card,)))
        except IllegalActionError:
            continue
        return True
    return False


def _random_move(state: RoundState, rng: random.Random) -> AddToMeld | None:
    """Wild cards (and a natural) from the hand onto a random meld of the side, legal or not."""
    hand = state.hands[state.to_move]
    melds = state.melds[state.side_of(state.to_move)]
    wilds = [c for c in hand if state.tables.wild[c.rank]]
    if not melds or not wilds:
        return None
    rank = rng.choice(sorted(melds))
    naturals = [c for c in hand if c.rank == rank][: rng.randint(0, 1)]
    laid = rng.sample(wilds, rng.randint(1, len(wilds))) + naturals
    return AddToMeld(rank, tuple(laid))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(SALLING), st.integers(0, 2**32 - 1))
def test_rule_decision_12_an_addition_is_legal_exactly_when_some_order_one_by_one_is(
    name: str, seed: int
) -> None:
    """Random rounds: wild cards (and a natural) tried onto a meld are accepted exactly when the same
    cards laid one at a time, in some order, are."""
    state = RoundState(preset(name), seed, seed % 4)
    rng = random.Random(seed)
    while not state.is_over:
        actions: list = list(state.legal_actions())
        tried = _random_move(state, rng) if state.phase is Phase.MELD else None
        if tried is not None and len(tried.cards) <= 5:
            assert state.is_legal(tried) == _one_by_one(state, tried), (name, seed, str(tried))
            if state.is_legal(tried):
                actions.append(tried)
        state.play(rng.choice(actions))
