"""Ekspert: legal, deterministic from its seed, anytime (a stop or a deadline answers at once)."""

from __future__ import annotations

import time

import pytest

from canasta_desktop.ai import make_player
from canasta_desktop.ai.ekspert import EkspertPlayer
from canasta_desktop.ai.svaer import SvaerPlayer
from canasta_desktop.engine import Phase, RoundState, TakePile, player_view, preset

from .helpers import PRESETS, play_round


@pytest.mark.parametrize("rules_name", PRESETS)
def test_ekspert_plays_a_whole_round_legally_in_every_preset(rules_name: str) -> None:
    rules = preset(rules_name)
    state = RoundState(rules, 21)
    players = [
        EkspertPlayer(s, rollouts=40) if rules.side_of(s) == 0 else make_player("svaer", s)
        for s in range(rules.players)
    ]
    play_round(state, players)
    assert state.is_over


def _log(seed: int) -> list[str]:
    state = RoundState(preset("classic-2p"), seed)
    play_round(state, [EkspertPlayer(1, rollouts=60), EkspertPlayer(2, rollouts=60)])
    return [f"{seat}: {action}" for seat, action in state.log]


def test_the_same_seed_plays_the_same_round() -> None:
    assert _log(4) == _log(4)


def _draw_decision_with_a_pile_to_take() -> tuple[RoundState, list[object]]:
    """A classic-2p position where the mover may take the pile (so Ekspert searches)."""
    for seed in range(200):
        state = RoundState(preset("classic-2p"), seed)
        players = [SvaerPlayer(0), SvaerPlayer(1)]
        while not state.is_over:
            legal = state.legal_actions()
            if state.phase is Phase.DRAW and any(isinstance(a, TakePile) for a in legal):
                return state, list(legal)
            state.play(players[state.actor].choose(player_view(state, state.actor), legal))
    raise AssertionError("no position found")


def test_a_stop_request_answers_at_once_with_svaers_move() -> None:
    state, legal = _draw_decision_with_a_pile_to_take()
    view = player_view(state, state.actor)
    player = EkspertPlayer(3, rollouts=100_000)
    player.set_limits(None, should_stop=lambda: True)
    action = player.choose(view, legal)  # type: ignore[arg-type]
    assert player.last is not None and player.last.deals == 0
    assert action == SvaerPlayer(3).choose(view, legal)  # type: ignore[arg-type]


def test_a_deadline_ends_the_search() -> None:
    state, legal = _draw_decision_with_a_pile_to_take()
    player = EkspertPlayer(3, rollouts=10_000_000)
    player.set_limits(0.05)
    start = time.perf_counter()
    player.choose(player_view(state, state.actor), legal)  # type: ignore[arg-type]
    assert player.last is not None and 0 < player.last.rollouts < 10_000_000
    assert time.perf_counter() - start < 30  # not a timing assertion: only "it did stop"


def test_the_expert_tip_is_legal_and_keeps_svaers_reason_when_they_agree() -> None:
    from canasta_desktop.ai.reasons import Why
    from canasta_desktop.ai.tip import expert_tip, tip

    state, legal = _draw_decision_with_a_pile_to_take()
    view = player_view(state, state.actor)
    advice = expert_tip(view, legal, seconds=None, should_stop=lambda: True)  # type: ignore[arg-type]
    assert advice == tip(view, legal)  # type: ignore[arg-type]
    advice = expert_tip(view, legal, seconds=0.3)  # type: ignore[arg-type]
    assert advice.action in legal and (advice.why is Why.ANY or advice == tip(view, legal))  # type: ignore[arg-type]


def test_moves_that_differ_only_in_suits_are_searched_once() -> None:
    from canasta_desktop.ai.fast_rules import fast_rules
    from canasta_desktop.ai.search import signature

    for seed in range(300):
        state = RoundState(preset("classic-2p"), seed)
        players = [SvaerPlayer(0), SvaerPlayer(1)]
        while not state.is_over:
            legal = state.legal_actions()
            view = player_view(state, state.actor)
            wild = fast_rules(view.rules).wild
            takes = [a for a in legal if isinstance(a, TakePile)]
            if len({signature(wild, a) for a in takes}) < len(takes):
                ekspert = EkspertPlayer(1)
                found = ekspert.candidates(view, legal, ekspert.svaer.choose(view, legal))
                keys = [tuple(signature(wild, a) for a in c) for c in found]
                assert len(keys) == len(set(keys))
                assert {signature(wild, a) for a in takes} <= {k[0] for k in keys}
                return
            state.play(players[state.actor].choose(view, legal))
    raise AssertionError("no position with two takes that differ only in suits")


def test_the_budget_in_simulated_moves_ends_the_search_reproducibly() -> None:
    state, legal = _draw_decision_with_a_pile_to_take()
    view = player_view(state, state.actor)
    outcomes = []
    for _ in range(2):
        player = EkspertPlayer(3, steps=3000)
        player.choose(view, legal)  # type: ignore[arg-type]
        assert player.last is not None
        outcomes.append(player.last)
    assert outcomes[0] == outcomes[1]
    assert outcomes[0].deals == 0 or outcomes[0].steps >= 3000 or outcomes[0].deals >= 12


def test_candidates_that_cannot_beat_the_margin_are_dropped_and_a_clear_winner_ends_the_search() -> None:
    from canasta_desktop.ai.search import Budget, _prune, _settled

    budget = Budget()
    deals = 20
    # baseline 0; 1 loses 50 a deal on average (hopeless); 2 gains 100 with little spread
    sums = [0.0, -50.0 * deals, 100.0 * deals]
    squares = [0.0, (50.0**2 + 10.0**2) * deals, (100.0**2 + 5.0**2) * deals]
    alive = _prune([0, 1, 2], sums, squares, deals, 0, budget)
    assert alive == [0, 2]
    assert _settled(alive, sums, squares, deals, 0, budget)
    assert not _settled([0, 1, 2], sums, squares, deals, 0, budget)  # two challengers: go on


def test_a_leader_too_close_to_svaers_move_to_be_chosen_is_dropped() -> None:
    from canasta_desktop.ai.search import Budget, _prune

    deals = 20
    sums = [0.0, 2.0 * deals]  # the challenger leads, by 2 points a deal with a tiny spread: never > 10
    squares = [0.0, (2.0**2 + 1.0) * deals]
    assert _prune([0, 1], sums, squares, deals, 0, Budget()) == [0]
