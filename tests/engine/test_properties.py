"""Property tests: random games in every preset keep every invariant and replay exactly."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import PRESETS, IllegalActionError, Meld, RoundState, TakePile
from canasta_desktop.engine.actions import Action, AddToMeld, Discard, Undo
from canasta_desktop.engine.roundlog import replay, write_log
from canasta_desktop.engine.state import Phase

from .invariants import check_invariants, fingerprint

presets = st.sampled_from(sorted(PRESETS))
seeds = st.integers(0, 2**32 - 1)
scores = st.integers(-2000, 8000)


def random_round(name: str, seed: int, score: int) -> RoundState:
    rules = PRESETS[name]
    state = RoundState(rules, seed, seed % rules.players, [score] * rules.sides)
    rng = random.Random(seed)
    while not state.is_over:
        check_invariants(state)
        state.play(rng.choice(state.legal_actions()))
    check_invariants(state)
    return state


@pytest.mark.slow  # many random rounds (4.5 s)
@settings(max_examples=150, deadline=None)
@given(presets, seeds, scores)
def test_random_rounds_keep_invariants_and_never_dead_end(name: str, seed: int, score: int) -> None:
    random_round(name, seed, score)


@settings(max_examples=60, deadline=None)
@given(presets, seeds)
def test_logged_round_replays_to_the_same_state(name: str, seed: int) -> None:
    state = random_round(name, seed, 0)
    again = replay(write_log(state))
    assert fingerprint(again) == fingerprint(state)
    assert again.result == state.result


def wild_action(state: RoundState, rng: random.Random) -> Action:
    """Any action at all: random cards from the hand, legal or not."""
    hand = state.hands[state.to_move]
    cards = tuple(rng.sample(hand, min(len(hand), rng.randint(1, 4)))) if hand else ()
    kind = rng.randrange(5)
    if kind == 4:
        return Undo()
    if kind == 0:
        return Meld((cards,))
    if kind == 1:
        return AddToMeld(cards[0].rank if cards else state.pile[-1].rank, cards)
    if kind == 2:
        return TakePile(cards[:2])
    return Discard(cards[0]) if cards else TakePile()


@settings(max_examples=80, deadline=None)
@given(presets, seeds)
def test_refused_actions_change_nothing_and_accepted_ones_keep_invariants(name: str, seed: int) -> None:
    rules = PRESETS[name]
    state = RoundState(rules, seed, 0)
    rng = random.Random(seed)
    for _ in range(400):
        if state.is_over:
            break
        if state.phase is Phase.MELD and rng.random() < 0.5:
            action = wild_action(state, rng)
            before = fingerprint(state)
            legal = state.is_legal(action)
            try:
                state.play(action)
            except IllegalActionError:
                assert not legal
                assert fingerprint(state) == before
                continue
            assert legal
        else:
            state.play(rng.choice(state.legal_actions()))
        check_invariants(state)


@settings(max_examples=40, deadline=None)
@given(presets, seeds)
def test_every_listed_action_is_legal(name: str, seed: int) -> None:
    rules = PRESETS[name]
    state = RoundState(rules, seed, 1)
    rng = random.Random(seed)
    while not state.is_over:
        actions = state.legal_actions()
        assert all(state.is_legal(action) for action in actions)
        state.play(rng.choice(actions))


@settings(max_examples=40, deadline=None)
@given(presets, seeds)
def test_take_options_find_a_way_whenever_one_exists(name: str, seed: int) -> None:
    """Brute force over the hand: if any small set of cards takes the pile, take_options offers one."""
    from itertools import combinations

    rules = PRESETS[name]
    state = RoundState(rules, seed, 0)
    rng = random.Random(seed)
    while not state.is_over:
        if state.phase is Phase.DRAW and state.pile and not state.first_go_around:
            top = state.pile[-1]
            hand = state.hands[state.to_move]
            useful = [c for c in hand if c.rank == top.rank or state.tables.wild[c.rank]][:6]
            exists = any(
                state.is_legal(TakePile(combo))
                for size in range(len(useful) + 1)
                for combo in combinations(useful, size)
            )
            if exists:
                assert list(state.take_options()), (name, seed, [str(c) for c in hand], str(top))
        state.play(rng.choice(state.legal_actions()))
