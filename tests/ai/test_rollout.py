"""The fast simulator agrees with the engine: the same deal and policy give the same final scores."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop.ai.policy import discard_move, find_take, play_out
from canasta_desktop.ai.policy_moves import DiscardMove
from canasta_desktop.ai.policy_player import PolicyPlayer
from canasta_desktop.ai.rollout import FastRound
from canasta_desktop.engine import Phase, Rank, RoundState, player_view, preset
from canasta_desktop.engine.rules import RuleSet

from ..engine.scenario import scenario
from .helpers import PRESETS
from .rule_strategies import presets_with_conditions


def _engine_scores(state: RoundState) -> list[int]:
    players = [PolicyPlayer(seat) for seat in range(state.rules.players)]
    while not state.is_over:
        legal = state.legal_actions()
        state.play(players[state.actor].choose(player_view(state, state.actor), legal))
    assert state.result is not None
    return [score.total for score in state.result]


def _mid_round(rules_name: str, seed: int, moves: int) -> RoundState:
    """A deal played ``moves`` actions in by the policy itself (so the start is any phase of a turn)."""
    state = RoundState(preset(rules_name), seed, dealer=seed % preset(rules_name).players)
    players = [PolicyPlayer(seat) for seat in range(state.rules.players)]
    for _ in range(moves):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.play(players[state.actor].choose(player_view(state, state.actor), legal))
    return state


@pytest.mark.parametrize("rules_name", PRESETS)
def test_simulator_and_engine_end_a_deal_with_the_same_scores(rules_name: str) -> None:
    rng = random.Random(5)
    for seed in range(40):
        state = _mid_round(rules_name, seed, rng.randrange(0, 60))
        fast = play_out(FastRound.from_state(state))
        assert fast == _engine_scores(state.copy()), f"seed {seed}"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=presets_with_conditions(), seed=st.integers(0, 10_000))
def test_simulator_and_engine_agree_on_the_house_rule_conditions(rules: RuleSet, seed: int) -> None:
    """Issue 25's conditions on the presets: the policy's moves are legal in the engine (it refuses
    any other) and both end the deal with the same scores."""
    state = RoundState(rules, seed, dealer=seed % rules.players)  # scores 0: the policy's tested ground
    fast = play_out(FastRound.from_state(state))
    assert fast == _engine_scores(state.copy())


@pytest.mark.parametrize("rules_name", PRESETS)
def test_simulator_and_engine_agree_when_the_first_meld_needs_more(rules_name: str) -> None:
    """Later rounds, with the side's score past a step of the opening minimum: the policy once made a
    first meld of 90 out of one pair of aces twice over (family-4p, "the hand lacks 2 cards of code
    14"); every move it makes is legal in the engine and both end the deal alike."""
    rules = preset(rules_name)
    steps = [score for score, _minimum in rules.initial_meld_steps]
    for seed in range(24):
        scores = [steps[(seed + side) % len(steps)] + 10 for side in range(rules.sides)]
        state = RoundState(rules, seed, dealer=seed % rules.players, scores=scores)
        fast = play_out(FastRound.from_state(state))
        assert fast == _engine_scores(state.copy()), f"seed {seed}, scores {scores}"


@pytest.mark.parametrize("rules_name", PRESETS)
def test_simulator_and_engine_agree_when_a_melded_rank_locks_the_pile(rules_name: str) -> None:
    """Issue 25's `melded_rank_locks_pile`: the policy never tries a take the engine refuses for it (the
    engine would raise), and both end the deal with the same scores; the lock does come up."""
    rules = preset(rules_name).changed(melded_rank_locks_pile=True)
    locked = 0
    for seed in range(16):
        state = RoundState(rules, seed, dealer=seed % rules.players)
        fast = play_out(FastRound.from_state(state))
        engine = state.copy()
        players = [PolicyPlayer(seat) for seat in range(rules.players)]
        while not engine.is_over:
            top, side = engine.pile_top, engine.side_of(engine.actor)
            locked += engine.phase is Phase.DRAW and top is not None and top.rank in engine.melds[side]
            engine.play(
                players[engine.actor].choose(player_view(engine, engine.actor), engine.legal_actions())
            )
        assert engine.result is not None
        assert fast == [score.total for score in engine.result], f"seed {seed}"
    assert locked > 0


def test_the_policy_leaves_a_locked_pile_and_discards_into_the_opponents_lock() -> None:
    """The rollout policy's own take and discard under `melded_rank_locks_pile` (the compiled loop: test_fast_loop)."""
    hands = ["TC TH1 9C 5D", "KS KD 6C 7C"]
    melds = {0: ["TH TS TD"], 1: ["QH QS QD"]}
    for locks in (False, True):
        rules = preset("classic-2p").changed(melded_rank_locks_pile=locks)
        state = scenario(rules, hands=hands, pile="8C TS1", melds=melds)
        assert (find_take(FastRound.from_state(state), 0, wanted_only=False) is None) == locks
    locked = preset("classic-2p").changed(melded_rank_locks_pile=True)
    state = scenario(locked, hands=["QC 9C 6D 7H", "KS KD"], melds={0: ["TH TS TD"], 1: ["QH QS QD"]})
    state.phase = Phase.MELD  # the discard: the queen, which the opponent may not take
    assert discard_move(FastRound.from_state(state), 0) == DiscardMove(int(Rank.QUEEN))
