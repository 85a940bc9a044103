"""Three players, each for themselves: `RuleSet` accepts 3 players in 3 sides, `classic-3p` plays it.

classic-3p is the common three-handed form (docs/house-rules.md): the 2-player
game with 13 cards each, draw two and discard one, two canastas to go out.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canasta_desktop.engine import Match, Reason, RoundState, preset
from canasta_desktop.engine.rule_problems import RuleProblem
from canasta_desktop.engine.rules import rules_problems
from canasta_desktop.engine.view import player_view
from canasta_desktop.sim.cli import main

from .invariants import check_invariants
from .scenario import act, assert_refused, scenario


def test_classic_3p_is_three_sides_of_one_player_each() -> None:
    rules = preset("classic-3p")
    assert (rules.players, rules.sides, rules.hand_size, rules.draw_count, rules.canastas_to_go_out) == (
        3,
        3,
        13,
        2,
        2,
    )
    assert [list(rules.seats_of(side)) for side in range(3)] == [[0], [1], [2]]
    assert not rules.ask_partner and rules.target == 5000


def test_three_players_deal_thirteen_cards_each_from_108() -> None:
    state = RoundState(preset("classic-3p"), seed=7, dealer=0, scores=(0, 0, 0))
    assert [len(hand) + len(state.red_threes[seat]) >= 13 for seat, hand in enumerate(state.hands)] == [
        True
    ] * 3
    assert state.to_move == 1  # left of the dealer
    check_invariants(state)


@pytest.mark.parametrize(("players", "sides"), [(3, 2), (2, 3), (4, 3)])
def test_players_must_split_into_equal_sides(players: int, sides: int) -> None:
    data = preset("classic-3p").model_dump() | {"players": players, "sides": sides}
    assert [problem.problem for problem in rules_problems(data)] == [RuleProblem.UNEVEN_SIDES]


def test_asking_the_partner_needs_partners_in_three_player() -> None:
    data = preset("classic-3p").model_dump() | {"ask_partner": True}
    (problem,) = rules_problems(data)
    assert problem.problem is RuleProblem.ASK_NEEDS_PARTNERS and "ask_partner" in problem.fields


def test_three_player_draw_two_and_turn_passes_to_each_opponent() -> None:
    state = scenario(
        "classic-3p", hands=["KH KS 5C 9D", "7C 7D 8S", "6C 6D 9S"], stock="4C 4D 5H 5S", to_move=0
    )
    state.play(act("draw"))
    assert len(state.hands[0]) == 6
    state.play(act("discard 5C"))
    assert state.to_move == 1


def test_three_player_needs_two_canastas_to_go_out() -> None:
    hands = ["QH QS QD 4D 9C", "7C 7D 8S", "6C 6D 9S"]
    one = scenario(
        "classic-3p", hands=hands, melds={0: ["AH AS AD AC AH1 AS1 AD1"]}, stock="4C 4H", to_move=0
    )
    one.play(act("draw"))
    assert_refused(one, "meld QH QS QD | 4D 4C 4H", Reason.MUST_KEEP_CARDS)
    two = scenario(
        "classic-3p",
        hands=hands,
        melds={0: ["AH AS AD AC AH1 AS1 AD1", "KH KS KD KC KH1 KS1 KD1"]},
        stock="4C 4H",
        to_move=0,
    )
    two.play(act("draw"))
    two.play(act("meld QH QS QD | 4D 4C 4H"))
    two.play(act("discard 9C"))
    assert two.went_out == 0 and two.result is not None and len(two.result) == 3


def test_three_player_view_shows_each_opponent_separately() -> None:
    state = RoundState(preset("classic-3p"), seed=3, dealer=2, scores=(0, 0, 0))
    view = player_view(state, 0)
    assert len(view.hand_counts) == 3 and len(view.melds) == 3


def test_three_player_match_scores_three_sides() -> None:
    match = Match(preset("classic-3p").changed(name="classic-3p", target=None), seed=5)
    assert match.totals == [0, 0, 0]


def test_canasta_sim_check_finds_no_errors_in_classic_3p(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    code = main(
        [
            "--preset",
            "classic-3p",
            "--players",
            "svaer,mellem,let",
            "--rounds",
            "9",
            "--seed",
            "4",
            "--check",
            "--json",
            str(out),
        ]
    )
    report = json.loads(out.read_text())
    assert code == 0 and report["errors"] == [] and report["dead_ends"]["count"] == 0


def test_canasta_sim_check_plays_whole_classic_3p_matches(tmp_path: Path) -> None:
    out = tmp_path / "out.json"
    code = main(
        [
            "--preset",
            "classic-3p",
            "--players",
            "let",
            "--matches",
            "2",
            "--target",
            "1000",
            "--seed",
            "2",
            "--check",
            "--json",
            str(out),
        ]
    )
    assert code == 0 and json.loads(out.read_text())["errors"] == []


def test_rules_problems_lists_every_refusal_with_the_fields_concerned() -> None:
    data = preset("classic-2p").model_dump() | {
        "players": 4,
        "sides": 3,
        "decks": 1,
        "hand_size": 20,
        "initial_meld_steps": ((0, 50), (100, 40)),
    }
    problems = {problem.problem: problem for problem in rules_problems(data)}
    assert set(problems) == {
        RuleProblem.UNEVEN_SIDES,
        RuleProblem.STEPS_MUST_RISE,
        RuleProblem.DECK_TOO_SMALL,
    }
    assert problems[RuleProblem.DECK_TOO_SMALL].params == {
        "players": 4,
        "hand_size": 20,
        "deck_size": 56,
        "needed": 92,
    }
    assert "decks" in problems[RuleProblem.DECK_TOO_SMALL].fields


def test_a_field_out_of_its_bounds_is_named_with_them() -> None:
    (problem,) = rules_problems(preset("classic-2p").model_dump() | {"target": 10**9})
    assert problem.problem is RuleProblem.FIELD_OUT_OF_RANGE
    assert problem.params == {"field": "target", "low": 1, "high": 1_000_000} and problem.fields == (
        "target",
    )


def test_a_three_player_match_saves_and_loads(tmp_path: Path) -> None:
    import random

    from canasta_desktop.persistence.session import MatchSession, SeatInfo, Setup, decode, encode

    match = Match(preset("classic-3p"), seed=9)
    state = match.round
    for _ in range(12):
        state.play(state.legal_actions()[0])
    seats = [SeatInfo("You"), SeatInfo("Anna", "svaer", 10), SeatInfo("Bent", "let", 11)]
    session = MatchSession(match, seats, 0, random.Random(1), Setup("classic-3p", "svaer", 5000))
    loaded = decode(encode(session))
    assert isinstance(loaded, MatchSession) and loaded.match.rules == preset("classic-3p")
    assert loaded.match.round.log == state.log and [seat.level for seat in loaded.seats] == [
        None,
        "svaer",
        "let",
    ]
