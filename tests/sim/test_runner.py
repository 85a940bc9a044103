"""The simulator's game runner, invariant checks and statistics."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from canasta_desktop import ai
from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.engine import PRESETS, RoundState, preset
from canasta_desktop.engine.actions import Action, Discard, DrawStock
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.invariants import ACTIONS_BEFORE_TURNOVERS, InvariantError, RoundChecker
from canasta_desktop.engine.rules import StockExhausted
from canasta_desktop.engine.view import PlayerView
from canasta_desktop.sim.runner import (
    ChunkTask,
    SimConfig,
    derive_seed,
    game_spec,
    replay_checked,
    run_chunk,
    run_match,
    run_round,
)
from canasta_desktop.sim.stats import Histogram, percentile, wilson


def config(name: str = "classic-2p", **fields: Any) -> SimConfig:
    rules = preset(name)
    return replace(SimConfig(rules, ("random",) * rules.sides, matches=False, seed=5), **fields)


class ExplodingPlayer(RandomPlayer):
    """Raises on its fifth decision."""

    name = "exploding"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.calls = 0

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self.calls += 1
        if self.calls == 5:
            raise RuntimeError("boom")
        return super().choose(view, legal)


class StallingPlayer(RandomPlayer):
    """Never melds nor takes the pile: draws and discards, so only the turnover limit ends the round."""

    name = "stalling"
    decisions = 0  # over every stalling player

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        StallingPlayer.decisions += 1
        stalling = [action for action in legal if isinstance(action, DrawStock | Discard)]
        return super().choose(view, stalling or legal)


# ----------------------------------------------------------------- seeds and seating
def test_derived_seeds_are_stable_and_distinct() -> None:
    assert derive_seed(1, "round", 0) == derive_seed(1, "round", 0)
    seeds = {derive_seed(1, "round", i) for i in range(100)} | {derive_seed(2, "round", 0)}
    assert len(seeds) == 101


@pytest.mark.parametrize("name", list(PRESETS))
def test_seating_favours_no_slot(name: str) -> None:
    cfg = config(name)
    rules = cfg.rules
    block = rules.sides * rules.players
    seen: Counter[tuple[int, int]] = Counter()
    for index in range(2 * block):
        spec = game_spec(cfg, index)
        assert sorted(spec.slots) == list(range(rules.sides))
        seen[(spec.slots[rules.side_of(spec.dealer)], spec.dealer)] += 1
    # every slot deals from every seat equally often
    assert set(seen.values()) == {2 * block // (rules.sides * rules.players)}
    assert len(seen) == rules.sides * rules.players


def test_duplicate_games_share_the_deal_with_players_swapped() -> None:
    cfg = config("salling-6p", duplicate=True)
    specs = [game_spec(cfg, i) for i in range(6)]
    assert len({s.seed for s in specs[:3]}) == 1 and specs[3].seed != specs[0].seed
    assert len({s.dealer for s in specs[:3]}) == 1
    assert len({s.slots for s in specs[:3]}) == 3
    plain = [game_spec(config("salling-6p"), i) for i in range(3)]
    assert len({s.seed for s in plain}) == 3


# ----------------------------------------------------------------- playing
@pytest.mark.parametrize("name", list(PRESETS))
def test_a_checked_round_finishes_cleanly(name: str) -> None:
    result = run_round(config(name, check=True), game_spec(config(name), 3), {})
    assert result.problem is None and result.finished and result.rounds == 1
    assert len(result.totals) == preset(name).sides


def test_a_match_plays_to_its_target() -> None:
    rules = preset("classic-2p").changed(target=500)
    cfg = SimConfig(rules, ("random", "random"), True, 7, check=True)
    timings: dict[str, Histogram] = {}
    result = run_match(cfg, game_spec(cfg, 0), timings)
    assert result.finished and result.problem is None and result.winner is not None
    assert max(result.totals) >= 500 and result.totals[result.winner] == max(result.totals)
    assert timings["random"].count > 0


def test_an_unfinished_match_stops_at_max_rounds() -> None:
    rules = preset("classic-2p").changed(target=10**6)
    cfg = SimConfig(rules, ("random", "random"), True, 7, max_rounds=2)
    result = run_match(cfg, game_spec(cfg, 0), {})
    assert not result.finished and result.rounds == 2 and result.problem is None and result.winner is None


def test_chunks_are_deterministic() -> None:
    cfg = config("classic-4p")
    first = run_chunk(ChunkTask(cfg, 0, 4)).results
    again = run_chunk(ChunkTask(cfg, 2, 4)).results
    assert first[2:] == again


# ----------------------------------------------------------------- failures become problems
def test_a_player_exception_is_a_problem_with_its_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ai.PLAYERS, "exploding", ExplodingPlayer)
    cfg = config(players=("exploding", "random"), keep_logs=True)
    spec = game_spec(cfg, 0)
    result = run_round(cfg, spec, {})
    problem = result.problem
    assert problem is not None and not result.finished
    assert problem.kind == "exception" and problem.seed == spec.seed and "boom" in problem.message
    assert "RuntimeError" in problem.traceback and problem.log is not None
    state, replayed = replay_checked(problem.log)  # the log replays up to the failure
    assert replayed is None and len(state.log) == problem.action_number


def test_a_broken_invariant_is_a_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    real = RoundState.all_cards

    def losing(self: RoundState) -> list[Card]:
        cards = real(self)
        return cards[1:] if len(self.log) >= 3 else cards

    monkeypatch.setattr(RoundState, "all_cards", losing)
    cfg = config(check=True, keep_logs=True)
    problem = run_round(cfg, game_spec(cfg, 0), {}).problem
    assert problem is not None and problem.kind == "invariant" and "not conserved" in problem.message
    assert problem.action_number == 2 and problem.action is not None
    assert problem.log is not None and len(problem.log.splitlines()) == 5 + 3
    _, replayed = replay_checked(problem.log)
    assert replayed is not None and replayed.action_number == 2


@pytest.mark.slow  # 25 000 actions (5 s)
def test_rule_max_pile_turnovers_none_a_round_of_a_hundred_turnovers_is_not_called_endless(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Pile turned as often as needed, nobody ever melding: the round ends after the 100th turnover,
    past the actions a limited round could take (CI found a computer round of 27 476 actions)."""
    monkeypatch.setitem(ai.PLAYERS, "stalling", StallingPlayer)
    rules = preset("classic-2p").changed(
        max_pile_turnovers=None, stock_exhausted=StockExhausted.TURN_PILE, draw_count=1, decks=3, jokers=6
    )
    monkeypatch.setattr(StallingPlayer, "decisions", 0)
    cfg = SimConfig(rules, ("stalling",) * 2, matches=False, seed=5)
    result = run_round(cfg, game_spec(cfg, 0), {})
    assert result.problem is None and result.finished
    assert StallingPlayer.decisions > ACTIONS_BEFORE_TURNOVERS


def test_a_dead_end_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    real = RoundState.legal_actions
    monkeypatch.setattr(RoundState, "legal_actions", lambda self: [] if len(self.log) == 4 else real(self))
    cfg = config()
    spec = game_spec(cfg, 1)
    problem = run_round(cfg, spec, {}).problem
    assert problem is not None and problem.kind == "dead_end" and problem.seed == spec.seed
    assert problem.action_number == 4


def test_match_problems_name_the_round_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ai.PLAYERS, "exploding", ExplodingPlayer)
    rules = preset("classic-2p").changed(target=500)
    cfg = SimConfig(rules, ("exploding", "random"), True, 3)
    spec = game_spec(cfg, 0)
    problem = run_match(cfg, spec, {}).problem
    assert problem is not None and problem.match_seed == spec.seed and problem.seed != spec.seed


# ----------------------------------------------------------------- the checks themselves
def test_checker_catches_a_red_three_in_a_hand() -> None:
    state = RoundState(preset("classic-2p"), 11)
    checker = RoundChecker(state)
    checker.check_state()
    red_three = next(card for card in state.stock if card.is_red_three)
    state.stock.remove(red_three)
    state.hands[0].append(red_three)
    with pytest.raises(InvariantError, match="red 3"):
        checker.check_state()


def test_checker_catches_a_wrong_freeze_and_a_bad_meld() -> None:
    state = RoundState(preset("classic-2p"), 12)
    checker = RoundChecker(state)
    state.pile_frozen = not state.pile_frozen
    with pytest.raises(InvariantError, match="pile_frozen"):
        checker.check_state()
    state.pile_frozen = not state.pile_frozen
    kings = [card for card in state.stock if card.rank.char == "K"][:2]
    for card in kings:
        state.stock.remove(card)
    state.melds[0][kings[0].rank] = kings
    with pytest.raises(InvariantError, match="2 cards"):
        checker.check_state()


def test_checker_checks_action_text() -> None:
    state = RoundState(preset("classic-4p"), 13)
    for action in state.legal_actions():
        RoundChecker.check_action_text(action)


# ----------------------------------------------------------------- statistics
def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentile() -> None:
    assert percentile([], 95) == 0.0
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert percentile(list(map(float, range(101))), 95) == pytest.approx(95.0)


def test_histogram_quantiles_are_within_a_bucket() -> None:
    values = [0.001 * (i + 1) for i in range(1000)]
    half = Histogram()
    other = Histogram()
    for i, value in enumerate(values):
        (half if i % 2 else other).add(value)
    half.merge(other)
    assert half.count == 1000 and half.mean == pytest.approx(sum(values) / 1000)
    assert half.quantile(0.95) == pytest.approx(percentile(values, 95), rel=0.02)
    assert half.largest == values[-1] and Histogram().quantile(0.5) == 0.0
