"""Completeness of the offered moves (issue 11), proved against brute force in every preset.

`brute.py` lists one move per equivalence class (the multiset of rank,
naturals and wild cards by kind per meld), asks the engine's check which are
legal, and the tests require what docs/engine.md promises of `legal_actions()`:

- an opening by melding: if a legal one keeping two cards exists, one is
  offered; if a legal one going out exists, one is offered;
- a new meld on a side that has melded: for every rank with a legal new
  meld, one is offered (with fewer naturals when all of them would not do);
- taking the pile: for every way (no natural, one natural, a natural pair,
  each with or without wild cards) with a legal take, extra melds included,
  one take of that way is offered, and Tag bunken (`find_take`) finds a take.

Positions come from small random hands built to make melds likely, and from
random rounds (where the hand is small enough to enumerate).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import PRESETS, Meld, Phase, Rank, Reason, RoundState, RuleSet, TakePile
from canasta_desktop.engine.assist import find_take
from canasta_desktop.engine.melds import group_rank
from canasta_desktop.engine.takes import refusal

from .brute import meld_class_count, meld_classes, take_class_count, take_classes
from .positions import CARD_VALUE_RULES, rules_named, small_position

# the presets and rule sets with other wild ranks (issue 25)
presets = st.sampled_from(sorted(PRESETS) + sorted(CARD_VALUE_RULES))
seeds = st.integers(0, 2**32 - 1)
LIMIT = 6000  # classes per position, beyond which a random-round position is skipped


def _laid(meld: Meld) -> int:
    return sum(len(group) for group in meld.groups)


def _where(state: RoundState, move: object) -> str:
    hand = " ".join(map(str, state.hands[state.to_move]))
    melds = {r.char: " ".join(map(str, m)) for r, m in state.melds[state.side_of(state.to_move)].items()}
    pile = " ".join(map(str, state.pile))
    return f"{state.rules.name} hand [{hand}] melds {melds} pile [{pile}] min {state.minimum_for(0)}: {move}"


def assert_openings_complete(state: RoundState) -> None:
    hand = len(state.hands[state.to_move])
    offered = [a for a in state.legal_actions() if isinstance(a, Meld)]
    legal = [meld for meld in meld_classes(state) if state.is_legal(meld)]
    keep = next((m for m in legal if hand - _laid(m) >= 2), None)
    out = next((m for m in legal if hand - _laid(m) <= 1), None)
    if keep is not None:
        assert any(hand - _laid(m) >= 2 for m in offered), _where(state, keep)
    if out is not None:
        assert any(hand - _laid(m) <= 1 for m in offered), _where(state, out)


def assert_new_melds_complete(state: RoundState) -> None:
    offered = {group_rank(a.groups[0], state.tables) for a in state.legal_actions() if isinstance(a, Meld)}
    for meld in meld_classes(state, single=True):
        if state.is_legal(meld):
            assert group_rank(meld.groups[0], state.tables) in offered, _where(state, meld)


def way_of(state: RoundState, take: TakePile) -> tuple[int, bool]:
    """No natural, one natural or a natural pair of the top card's rank; with or without wild cards."""
    rank = state.pile[-1].rank
    naturals = sum(1 for card in take.cards if card.rank == rank)
    return min(naturals, 2), any(state.tables.wild[card.rank] for card in take.cards)


def assert_takes_complete(state: RoundState) -> None:
    opened = state.side_has_melded(state.side_of(state.to_move))
    offered = {way_of(state, take) for take in state.take_options()}
    legal: dict[tuple[int, bool], TakePile] = {}
    for take in take_classes(state, extras=not opened):
        if way_of(state, take) not in legal and state.is_legal(take):
            legal[way_of(state, take)] = take
    for way, take in legal.items():
        assert way in offered, _where(state, take)
    if legal:
        assert state.is_legal(find_take(state)), _where(state, "Tag bunken")


def assert_complete(state: RoundState) -> None:
    if state.phase is Phase.MELD:
        if state.side_has_melded(state.side_of(state.to_move)):
            assert_new_melds_complete(state)
        else:
            assert_openings_complete(state)
    elif state.phase is Phase.DRAW and state.pile:
        assert_takes_complete(state)


@settings(max_examples=500, deadline=None)
@given(presets, seeds)
def test_small_hands_every_legal_opening_and_new_meld_is_offered(name: str, seed: int) -> None:
    state = small_position(name, seed, Phase.MELD)
    assert_complete(state)


@settings(max_examples=500, deadline=None)
@given(presets, seeds)
def test_small_hands_every_legal_way_of_taking_the_pile_is_offered(name: str, seed: int) -> None:
    state = small_position(name, seed, Phase.DRAW)
    assert_complete(state)


@settings(max_examples=300, deadline=None)
@given(presets, seeds, st.sampled_from([Phase.MELD, Phase.DRAW]))
def test_long_hands_every_legal_opening_going_out_and_take_is_offered(
    name: str,
    seed: int,
    phase: Phase,
) -> None:
    """Hands of long ranks and many wild cards: canastas, concealed going out, openings that go out."""
    state = small_position(name, seed, phase, big=True)
    if _enumerable(state):
        assert_complete(state)


def _enumerable(state: RoundState) -> bool:
    if state.phase is Phase.DRAW:
        return bool(state.pile) and take_class_count(state) <= LIMIT
    return state.phase is Phase.MELD and meld_class_count(state) <= LIMIT


@pytest.mark.slow  # many random rounds (2.5 s)
@settings(max_examples=25, deadline=None)
@given(presets, seeds, st.sampled_from([0, 1500, 3000, 5000, 7000]))
def test_random_rounds_every_legal_opening_new_meld_and_take_is_offered(
    name: str,
    seed: int,
    score: int,
) -> None:
    rules = rules_named(name)
    state = RoundState(rules, seed, seed % rules.players, [score] * rules.sides)
    rng = random.Random(seed)
    while not state.is_over:
        if _enumerable(state):
            assert_complete(state)
        state.play(rng.choice(state.legal_actions()))


def test_rule_2_9_black_threes_meld_only_in_the_opening_that_goes_out() -> None:
    """A brute-force corner kept as an example: black 3s and a canasta go out together."""
    from .scenario import scenario

    state = scenario("classic-4p", hands=["3C 3S 3C1 KH KS KD KC KH1 KS1 KD1", "5S"], phase=Phase.MELD)
    assert_openings_complete(state)
    outs = [a for a in state.legal_actions() if isinstance(a, Meld) and _laid(a) >= 9]
    assert outs and any(Rank.THREE in {group_rank(g, state.tables) for g in m.groups} for m in outs)


#: Issue 25's conditions that change which moves are legal, on every preset: a canasta opening from
#: 3 000 (the positions' scores reach it), alone and with a canasta waiving the minimum, no going
#: out in the turn that completed the canastas, and the pile locked by a rank the side has melded.
CONDITIONS = [
    PRESETS[name].changed(**fields)
    for name in sorted(PRESETS)
    for fields in (
        {"canasta_opening_from": 3000},
        {"canasta_opening_from": 0, "canasta_waives_minimum": True},
        {"going_out_not_in_canasta_turn": True},
        {"melded_rank_locks_pile": True},
    )
]


@settings(max_examples=400, deadline=None)
@given(st.sampled_from(CONDITIONS), seeds, st.sampled_from([Phase.MELD, Phase.DRAW]), st.booleans())
def test_rule_conditions_every_legal_opening_new_meld_and_take_is_offered(
    rules: RuleSet, seed: int, phase: Phase, big: bool
) -> None:
    """The canasta opening (`canasta_opening_from`), `going_out_not_in_canasta_turn` and
    `melded_rank_locks_pile`, brute force."""
    state = small_position(rules, seed, phase, big=big)
    if _enumerable(state):
        assert_complete(state)
    top = state.pile_top
    if rules.melded_rank_locks_pile and top is not None and top.rank in state.melds[0]:
        assert not any(isinstance(a, TakePile) for a in state.legal_actions()), _where(state, "a take")
        if phase is Phase.DRAW:  # every way to take it: refused for the lock, whatever the pile's state
            assert {refusal(state, take) for take in take_classes(state, extras=False)} == {
                Reason.PILE_RANK_LOCKED
            }


@pytest.mark.slow  # many random rounds (3 s)
@settings(max_examples=15, deadline=None)
@given(st.sampled_from(CONDITIONS), seeds, st.sampled_from([0, 3000, 5000]))
def test_rule_conditions_random_rounds_offer_every_legal_move(rules: RuleSet, seed: int, score: int) -> None:
    state = RoundState(rules, seed, seed % rules.players, [score] * rules.sides)
    rng = random.Random(seed)
    while not state.is_over:
        if _enumerable(state):
            assert_complete(state)
        state.play(rng.choice(state.legal_actions()))
