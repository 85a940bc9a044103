"""The computer levels and both rollout loops under other wild ranks and card values (issue 25).

The rule sets: 7s wild at 50 with the 2s natural and no jokers, and three wild ranks with jokers (the
Sallingske game otherwise). The fast simulator ends a deal with the engine's scores, the compiled loop
plays as the Python one, and every level plays checked rounds without a problem.
"""

from __future__ import annotations

import random

import pytest

from canasta_desktop.ai import EkspertPlayer
from canasta_desktop.ai.fast_rules import fast_rules
from canasta_desktop.ai.policy import play_out
from canasta_desktop.ai.rollout import FastRound
from canasta_desktop.engine import RoundState, player_view
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.rules import RuleSet
from canasta_desktop.sim.runner import SimConfig, game_spec, run_round

from ..engine.positions import CARD_VALUE_RULES
from .test_rollout import _engine_scores

NAMES = sorted(CARD_VALUE_RULES)


def _mid_round(rules: RuleSet, seed: int, moves: int) -> RoundState:
    from canasta_desktop.ai.policy_player import PolicyPlayer

    state = RoundState(rules, seed, dealer=seed % rules.players)
    players = [PolicyPlayer(seat) for seat in range(rules.players)]
    for _ in range(moves):
        if state.is_over:
            break
        state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
    return state


def test_the_simulator_knows_the_natural_2s_and_the_wild_7s() -> None:
    fast = fast_rules(CARD_VALUE_RULES["sevens-wild"])
    assert Rank.TWO in fast.naturals and Rank.SEVEN not in fast.naturals
    assert (
        set(fast.wild_codes) == {Rank.JOKER, Rank.SEVEN}
        and fast.points[Rank.SEVEN] == 50
        and fast.points[Rank.TWO] == 5
    )
    assert Rank.TWO not in fast_rules(CARD_VALUE_RULES["three-wild-ranks"]).naturals


@pytest.mark.parametrize("name", NAMES)
def test_simulator_and_engine_end_a_deal_with_the_same_scores(name: str) -> None:
    rules, rng = CARD_VALUE_RULES[name], random.Random(5)
    for seed in range(30):
        state = _mid_round(rules, seed, rng.randrange(0, 60))
        assert play_out(FastRound.from_state(state)) == _engine_scores(state.copy()), f"seed {seed}"


@pytest.mark.parametrize("name", NAMES)
def test_the_compiled_loop_plays_as_the_python_loop(name: str) -> None:
    test_fast_loop = pytest.importorskip("tests.ai.test_fast_loop")
    if not test_fast_loop.COMPILED.policy.COMPILED:
        pytest.skip("installed without a C compiler")
    rules = CARD_VALUE_RULES[name]
    test_fast_loop.assert_same_positions(rules, test_fast_loop.positions(rules, 7, 60), samples=2)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("level", ["let", "mellem", "svaer", "ekspert-quick"])
def test_every_level_plays_checked_rounds(name: str, level: str) -> None:
    from canasta_desktop.ai import PLAYERS

    PLAYERS.setdefault("ekspert-quick", lambda seed: EkspertPlayer(seed, rollouts=6))
    rules = CARD_VALUE_RULES[name]
    config = SimConfig(rules, (level,) * rules.sides, matches=False, seed=3, check=True)
    for game in range(2 if level == "ekspert-quick" else 4):
        result = run_round(config, game_spec(config, game), {})
        assert result.problem is None, (result.problem.kind, result.problem.message, result.problem.traceback)
