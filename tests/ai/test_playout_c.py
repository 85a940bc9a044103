"""The compiled rollout loop (`ai/_playout.c`) plays exactly as the Python one (`policy.play_out_python`).

Both play the same `FastRound` to the end; every field of the round afterwards, the scores and the
moves counted must be equal — from the start and the middle of rounds, from sampled deals as the search
makes them, in every preset and in random valid rule sets. Skipped where the package was installed
without a C compiler (then only the Python loop exists, and it is what plays).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop.ai import EkspertPlayer, make_player, policy
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.policy_player import PolicyPlayer
from canasta_desktop.ai.rollout import FastRound
from canasta_desktop.ai.search import Dealer
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.rules import RuleSet

from .helpers import PRESETS
from .rule_strategies import rule_sets

playout = pytest.importorskip("canasta_desktop.ai._playout", reason="built without a C compiler")


def _fields(fr: FastRound) -> dict[str, object]:
    return {name: getattr(fr, name) for name in FastRound.__slots__ if name != "fr"}


def _copy(fr: FastRound) -> FastRound:
    return fr.with_deal([list(hand) for hand in fr.hands], list(fr.stock))


def _assert_same(fr: FastRound, limit: int = 5000) -> None:
    python, compiled = _copy(fr), _copy(fr)
    expected = policy.play_out_python(python, limit)
    assert playout.play_out(compiled, limit, True) == expected
    assert _fields(compiled) == _fields(python)


def _positions(rules: RuleSet, seed: int, count: int, level: str = "policy") -> list[RoundState]:
    """Rounds played 0–80 actions in (any phase of a turn, red 3s laid, piles taken) by the rollout
    policy, or by a level for rule sets the policy does not know all of."""
    rng = random.Random(seed)
    found = []
    for index in range(count):
        state = RoundState(rules, seed * 1000 + index, dealer=index % rules.players)
        players: list[Player] = [
            PolicyPlayer(seat) if level == "policy" else make_player(level, seed + seat)
            for seat in range(rules.players)
        ]
        for _ in range(rng.randrange(0, 80)):
            if state.is_over:
                break
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        found.append(state)
    return found


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_compiled_loop_plays_every_preset_as_the_python_loop(rules_name: str) -> None:
    rules = preset(rules_name)
    for state in _positions(rules, 7, 150):
        full = FastRound.from_state(state)
        _assert_same(full)
        if not state.is_over:  # the search's rounds: the hidden cards dealt again from the view
            view = player_view(state, state.actor)
            dealer, template = Dealer(view), FastRound.from_view(view)
            for sample in range(3):
                hands, stock = dealer.deal(random.Random(sample))
                _assert_same(template.with_deal(hands, stock))


@pytest.mark.slow  # many rollouts (3 s)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rule_sets(), seed=st.integers(0, 10_000))
def test_the_compiled_loop_plays_random_rule_sets_as_the_python_loop(rules: RuleSet, seed: int) -> None:
    for state in _positions(rules, seed, 4, "let"):
        _assert_same(FastRound.from_state(state))


def test_a_move_limit_stops_both_loops_at_the_same_move() -> None:
    for state in _positions(preset("classic-4p"), 3, 20):
        for limit in (0, 1, 5, 40):
            _assert_same(FastRound.from_state(state), limit)


def test_the_policy_constants_are_the_same_in_both() -> None:
    assert (playout.BIG_PILE, playout.MIN_PAIR_PILE) == (policy.BIG_PILE, policy.MIN_PAIR_PILE)


def test_a_round_outside_the_compiled_sizes_is_played_in_python() -> None:
    fr = FastRound.from_state(RoundState(preset("classic-2p"), 1))
    fr.minimums = ()  # not one per side: the compiled loop declines, the Python loop plays
    assert playout.play_out(_copy(fr), 5000, False) is NotImplemented


def test_ekspert_searches_alike_with_either_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search's numbers, not only its choice, are the same: the moves counted for the budget too."""
    rules = preset("classic-2p")
    searched = 0
    for state in _positions(rules, 11, 40, "svaer"):
        if state.is_over:
            continue
        view, legal = player_view(state, state.actor), state.legal_actions()
        outcomes = []
        for loop in (playout, None):
            monkeypatch.setattr(policy, "_playout", loop)
            player = EkspertPlayer(5, steps=20_000)
            outcomes.append((player.choose(view, legal), player.last))
        assert outcomes[0] == outcomes[1]
        searched += outcomes[0][1] is not None
    assert searched >= 10


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_compiled_loop_plays_later_rounds_as_the_python_loop(rules_name: str) -> None:
    """Scores past each step of the opening minimum (the first meld needs 90 or 120: more wild cards
    and pairs in it, where both loops once melded one pair twice)."""
    rules = preset(rules_name)
    steps = [score for score, _minimum in rules.initial_meld_steps]
    for seed in range(24):
        scores = [steps[(seed + side) % len(steps)] + 10 for side in range(rules.sides)]
        _assert_same(
            FastRound.from_state(RoundState(rules, seed, dealer=seed % rules.players, scores=scores))
        )


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_compiled_loop_plays_a_locked_pile_as_the_python_loop(rules_name: str) -> None:
    """Issue 25's `melded_rank_locks_pile` on every preset: both loops refuse the same takes, discard
    the same cards and score alike."""
    rules = preset(rules_name).changed(melded_rank_locks_pile=True)
    for state in _positions(rules, 13, 60):
        _assert_same(FastRound.from_state(state))
