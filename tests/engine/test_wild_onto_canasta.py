"""§3 Sallingske: no wild card joins a canasta, whichever order a move's cards are laid in (issue 11).

An addition may bring a meld to seven cards with wild cards, never past it:
`add 9: 2D 4D` onto a six-card meld is refused just as the same two wild
cards laid one at a time are. The same holds for the cards that join a meld
when the pile is taken onto it.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import AddToMeld, Phase, Reason, RoundState, TakePile, preset
from canasta_desktop.engine.melds import CANASTA_SIZE

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
def test_s3_salling_wilds_with_naturals_may_not_take_a_meld_past_seven(name: str) -> None:
    state = scenario(name, hands=["9S1 2D 5C 6C 7C", "5S"], melds={0: [NINES_6]}, phase=Phase.MELD)
    assert_refused(state, "add 9: 9S1 2D", Reason.CANASTA_NO_WILDS)  # 2D laid last joins a canasta
    do(state, "add 9: 2D", "add 9: 9S1")  # the wild while the meld is short of seven; naturals always
    assert len(state.melds[0][9]) == 8 and state.canastas(0) == 1


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_an_addition_may_bring_a_meld_to_seven_with_wilds(name: str) -> None:
    state = scenario(name, hands=["2D 4D 5C 6C 7C", "5S"], melds={0: ["9S 9C 9H 9C1 9D"]}, phase=Phase.MELD)
    do(state, "add 9: 2D 4D")
    assert len(state.melds[0][9]) == CANASTA_SIZE


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_taking_the_pile_onto_a_meld_may_not_lay_a_wild_past_seven(name: str) -> None:
    state = scenario(name, hands=["9S1 2D 5C 6C 7C", "5S"], pile="8C 9H1", melds={0: [NINES_6]})
    assert_refused(state, "take 9S1 2D", Reason.CANASTA_NO_WILDS)
    assert all(not any(c.rank == 2 for c in t.cards) for t in state.take_options())
    do(state, "take 9S1")  # naturals may still join
    assert len(state.melds[0][9]) == 8


@pytest.mark.parametrize("name", SALLING)
def test_s3_salling_taking_the_pile_may_bring_a_meld_to_seven_with_a_wild(name: str) -> None:
    state = scenario(name, hands=["9S1 2D 5C 6C 7C", "5S"], pile="8C 9H1", melds={0: ["9S 9C 9H 9C1"]})
    do(state, "take 9S1 2D")
    assert len(state.melds[0][9]) == CANASTA_SIZE


def test_classic_wilds_still_join_a_canasta() -> None:
    state = scenario(hands=["2D 2C 5C 6C 7C", "5S"], melds={0: [NINES_6]}, phase=Phase.MELD)
    do(state, "add 9: 2D 2C")
    assert len(state.melds[0][9]) == 8


def _joining(state: RoundState, action: AddToMeld | TakePile) -> tuple[int, int] | None:
    """(meld size before, cards joining it) when ``action`` lays cards onto an existing meld."""
    side = state.side_of(state.to_move)
    if isinstance(action, AddToMeld):
        return len(state.melds[side][action.rank]), len(action.cards)
    rank = state.pile[-1].rank
    if rank not in state.melds[side]:
        return None
    return len(state.melds[side][rank]), len(action.cards) + 1


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
def test_s3_salling_no_accepted_move_lays_a_wild_past_seven(name: str, seed: int) -> None:
    """Random rounds: every accepted addition or take with a wild card leaves the meld at seven or fewer."""
    state = RoundState(preset(name), seed, seed % 4)
    rng = random.Random(seed)
    while not state.is_over:
        actions: list = list(state.legal_actions())
        tried = _random_move(state, rng) if state.phase is Phase.MELD else None
        if tried is not None and state.is_legal(tried):
            actions.append(tried)
        for action in actions:
            if isinstance(action, (AddToMeld, TakePile)) and state.is_legal(action):
                joining = _joining(state, action)
                if joining and any(state.tables.wild[c.rank] for c in action.cards):
                    assert sum(joining) <= CANASTA_SIZE, (name, seed, str(action))
        state.play(rng.choice(actions))
