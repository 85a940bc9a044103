"""The computer with a canasta of wild cards allowed (issue 25, `RuleSet.wild_canasta_bonus`).

Every level plays checked rounds with the rule on (no illegal move, no dead end, every invariant of
`canasta-sim --check`), and both rollout loops play and score rounds holding a wild meld alike.
"""

from __future__ import annotations

import pytest

from canasta_desktop.ai import make_player
from canasta_desktop.ai.rollout import FastRound
from canasta_desktop.engine import Meld, Phase, RoundState, RuleSet, player_view, preset
from canasta_desktop.engine.melds import WILD_MELD, group_rank
from canasta_desktop.engine.scoring import score_side
from canasta_desktop.sim.runner import SimConfig, game_spec, run_round

from ..engine.scenario import scenario
from .test_fast_loop import COMPILED, assert_same_positions
from .test_random_rulesets import QUICK  # registers the quick Ekspert

# Many wild cards (8 jokers, 2s and 4s wild) so that wild melds happen often.
WILD = preset("classic-2p").changed(
    name="wild", jokers=8, wild_ranks=("2", "4"), wild_canasta_bonus=1000, max_wilds=None
)
WILD_4P = preset("family-4p").changed(name="wild-4p", wild_canasta_bonus=2000)


def _rounds_with_wild_melds(rules: RuleSet, level: str, count: int) -> list[RoundState]:
    """Positions of rounds played by ``level`` in every seat, where a side holds a wild meld."""
    found = []
    for seed in range(count * 6):
        state = RoundState(rules, seed, dealer=seed % 2)
        players = [make_player(level, seed * 10 + seat) for seat in range(2)]
        for _ in range(400):
            if state.is_over or any(WILD_MELD in melds for melds in state.melds):
                break
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        if any(WILD_MELD in melds for melds in state.melds):
            found.append(state)
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("level", ["let", "mellem", "svaer", "ekspert"])
def test_rule_wild_canasta_every_level_plays_checked_rounds(level: str) -> None:
    for rules in (WILD, WILD_4P):
        for seed in range(3):
            name = QUICK.get(level, level)
            config = SimConfig(rules, (name,) * rules.sides, matches=False, seed=seed, check=True)
            result = run_round(config, game_spec(config, seed % rules.sides), {})
            assert result.problem is None, f"{result.problem.kind}: {result.problem.message}"


def test_rule_wild_canasta_let_lays_wild_melds_in_play() -> None:
    """The moves offered hold wild melds and a level plays them (else the checks above prove little)."""
    assert _rounds_with_wild_melds(WILD, "let", 3)


@pytest.mark.parametrize("level", ["mellem", "svaer", "ekspert"])
def test_rule_wild_canasta_the_levels_lay_seven_wild_cards_as_a_canasta(level: str) -> None:
    state = scenario(
        WILD,
        hands=["XR XB XR1 XB1 XR2 2C 2D 5C 6C 9H", "5H 6H 7H 8H"],
        melds={0: ["AH AS AD"], 1: ["KH KS KD"]},
        phase=Phase.MELD,
    )
    player = make_player(QUICK.get(level, level), 1)
    action = player.choose(player_view(state, 0), state.legal_actions())
    assert isinstance(action, Meld) and group_rank(action.groups[0], state.tables) == WILD_MELD
    assert len(action.groups[0]) == 7


def test_rule_wild_canasta_both_rollout_loops_play_and_score_alike() -> None:
    if not COMPILED.policy.COMPILED:
        pytest.skip("installed without a C compiler")
    states = _rounds_with_wild_melds(WILD, "let", 8)
    assert states
    assert_same_positions(WILD, states)


def test_rule_wild_canasta_the_python_loop_scores_it_as_the_engine() -> None:
    state = RoundState(WILD, 3, dealer=0)
    tables = state.tables
    wild = [card for card in state.stock if tables.wild[card.rank]][:7]
    naturals = [card for card in state.stock if card.rank == 13][:3]
    for card in wild + naturals:
        state.stock.remove(card)
    state.melds[0] = {WILD_MELD: wild, naturals[0].rank: naturals}
    fast = FastRound.from_state(state)
    fast.went_out = -1
    reds = len(state.red_threes[0])
    engine = score_side(WILD, tables, 0, state.melds[0], reds, [state.hands[0]], 0, False, 0)
    assert engine.wild_canastas == 1
    assert fast.scores()[0] == engine.total
