"""The judge rates a given move against the alternatives, from the mover's view only, reproducibly."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.ai.judge import Judgement, judge
from canasta_desktop.engine import (
    Action,
    AddToMeld,
    Card,
    Discard,
    DrawStock,
    Phase,
    PlayerView,
    Rank,
    RoundState,
    TakePile,
    player_view,
    preset,
)
from canasta_desktop.engine.position import build_position

from .helpers import PRESETS, play_round, seat_players, shuffle_hidden

STEPS = 1_000_000  # enough deals for the differences below to stand well clear of the noise


def _going_out() -> RoundState:
    """Seat 0 has its two canastas: adding 5S to the fives and discarding 9C goes out."""
    return build_position(
        preset("classic-2p"),
        hands=["5S 9C", "4C 4D 6S 8H 9D TC JH AS"],
        melds={0: ["KH KS KD KC KH1 KS1 KD1", "QH QS QD QC QH1 QS1 QD1", "5C 5D 5H"]},
        pile="7C 6D",
        phase=Phase.MELD,
    )


def _dangerous_discard() -> RoundState:
    """A 14-card pile, not frozen: the opponents' kings take it with a discarded king."""
    return build_position(
        preset("classic-2p"),
        hands=["KC 3S 6H 7D 8S 9H TD", "4C 4D 6S 8H 9D JH AS 7H"],
        melds={1: ["KH KS KD"]},
        pile="9C 8D 7C 6D 5H JS TC QH 4H 4S JD QD 8C AD",
        phase=Phase.MELD,
    )


def _judge(state: RoundState, move: object, **budget: object) -> Judgement:
    options: dict[str, object] = {"steps": STEPS, "seed": 1} | budget
    return judge(player_view(state, state.actor), move, state.legal_actions(), **options)  # type: ignore[arg-type]


def _clearly_worse(judgement: Judgement) -> bool:
    best = judgement.best[0]
    return judgement.loss > 20 and judgement.loss > 3 * best.error


def test_not_going_out_scores_below_going_out() -> None:
    state = _going_out()
    keep_nine = Discard(Card.from_str("5S"))
    judgement = _judge(state, keep_nine)
    assert judgement.move == (keep_nine,)
    assert _clearly_worse(judgement)
    assert judgement.points_of([keep_nine]) == judgement.move_points  # the move is among the results
    assert isinstance(judgement.best[0].actions[0], AddToMeld)  # the melding step that goes out
    assert judgement.deals > 100 and judgement.error < 50


def test_a_melding_step_is_judged_with_the_policy_finishing_the_turn() -> None:
    state = _going_out()
    add_five = next(a for a in state.legal_actions() if isinstance(a, AddToMeld) and a.rank is Rank.FIVE)
    judgement = _judge(state, add_five)
    assert judgement.loss <= 3 * judgement.best[0].error + 1  # as good as going out: it goes out
    worse = [a for a in judgement.best if isinstance(a.actions[0], Discard)]
    assert worse and all(a.points < judgement.move_points for a in worse)


def test_discarding_the_card_the_opponents_meld_takes_the_pile_with_is_worse() -> None:
    state = _dangerous_discard()
    king = Discard(Card.from_str("KC"))
    judgement = _judge(state, king)
    assert _clearly_worse(judgement)
    assert judgement.best[0].actions != (king,)
    points = judgement.points_of([king])
    assert points is not None and points == judgement.move_points < judgement.best[0].points


def test_a_draw_decision_judges_the_draw_and_every_way_to_take_the_pile() -> None:
    state = build_position(
        preset("classic-2p"),
        hands=["KH KS 5C 7D 9H 9S", "4C 4D 6S"],
        melds={0: ["AH AS AD"]},
        pile="9C 8D 7C 6D 5H JS TC QH 4H 4S JD QD 8H KD",
    )
    judgement = _judge(state, DrawStock(), steps=200_000)
    judged = {type(a.actions[0]) for a in judgement.best}
    assert judged == {DrawStock, TakePile} and judgement.points_of([DrawStock()]) == judgement.move_points


def test_the_same_seed_gives_the_same_judgement() -> None:
    state = _dangerous_discard()
    king = Discard(Card.from_str("KC"))
    first = _judge(state, king, steps=200_000, seed=5)
    assert _judge(state, king, steps=200_000, seed=5) == first
    assert _judge(state, king, steps=200_000, seed=6) != first


def test_the_judge_sees_only_the_view_hidden_cards_dealt_differently_change_nothing() -> None:
    state = _dangerous_discard()
    king = Discard(Card.from_str("KC"))
    twin = shuffle_hidden(state, 0, random.Random(3))
    assert twin.hands[1] != state.hands[1] or twin.stock != state.stock
    assert _judge(twin, king, steps=200_000) == _judge(state, king, steps=200_000)


def test_against_plays_the_move_against_the_chosen_alternatives_only() -> None:
    state = _dangerous_discard()
    king, three = Discard(Card.from_str("KC")), Discard(Card.from_str("3S"))
    judgement = _judge(state, king, steps=100_000, against=[[three]])
    assert {a.actions for a in judgement.best} == {(king,), (three,)}
    assert judgement.best[0].actions == (three,) and judgement.best[0].deals == judgement.deals


def test_a_stop_answers_at_once_and_seconds_bound_the_time() -> None:
    state = _dangerous_discard()
    king = Discard(Card.from_str("KC"))
    stopped = _judge(state, king, should_stop=lambda: True)
    assert stopped.deals == 0 and [a.actions for a in stopped.best] == [(king,)]
    timed = _judge(state, king, steps=None, seconds=0.05)
    assert timed.deals > 0 and timed.points_of([king]) == timed.move_points


def test_a_move_that_is_not_legal_is_refused() -> None:
    state = _dangerous_discard()
    with pytest.raises(ValueError, match="not legal"):
        _judge(state, Discard(Card.from_str("AS")))  # the opponent's card
    with pytest.raises(ValueError, match="not legal"):
        _judge(state, DrawStock())  # already drawn


@pytest.mark.parametrize("rules_name", PRESETS)
def test_every_kind_of_decision_in_every_preset_can_be_judged(rules_name: str) -> None:
    judged: set[Phase] = set()

    def check(state: RoundState, view: PlayerView, legal: list[Action], action: Action) -> None:
        if len(legal) > 1 and (len(state.log) % 7 == 0 or view.phase is not Phase.MELD):
            judgement = judge(view, action, legal, steps=5_000)
            assert judgement.move == (action,) and judgement.points_of([action]) == judgement.move_points
            assert all(a.actions[0] in legal or state.is_legal(a.actions[0]) for a in judgement.best)
            judged.add(view.phase)

    play_round(RoundState(preset(rules_name), 4), seat_players(rules_name, ["svaer", "mellem"], 4), check)
    assert {Phase.DRAW, Phase.MELD} <= judged
