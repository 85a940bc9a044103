"""Every step of a turn is judged with the rest of that turn as played (docs/review.md, "The turn's line").

The rollout policy finishing someone else's turn plays it far worse than a person: after a take that
completed a canasta it discarded a card the opponent took the pile with, and the review called the take
a blunder. Judged with the player's own rest of the turn, the take is fine; a costly later step is
replaced by its better move, so that its cost is never charged to the steps before it; and the points
shown for the move and the best move are measured on the same deals, their difference the cost.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from canasta_desktop.ai.context import Context
from canasta_desktop.ai.evaluate import completed_canasta_bonus
from canasta_desktop.ai.heuristic import HeuristicPlayer
from canasta_desktop.ai.mellem import MellemPlayer
from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.review import (
    DEFAULT_THRESHOLDS,
    ReviewBudget,
    Verdict,
    decision_points,
    decision_seed,
    review_decision,
    review_round,
)
from canasta_desktop.ai.svaer import SvaerPlayer
from canasta_desktop.engine import Card, Discard, DrawStock, RoundState, TakePile, player_view, preset
from canasta_desktop.engine.position import build_position
from canasta_desktop.engine.roundlog import write_log

from .helpers import play_round, seat_players

C = Card.from_str
CLASSIC = preset("classic-2p")


def _take_completes_a_natural_canasta() -> RoundState:
    """Seat 0 has six natural 4s and two canastas; the pile is 3C1 4C1: taking it onto the 4s makes a
    natural canasta. The opponents hold a canasta of 5s (a 5 discarded next hands them the pile)."""
    return build_position(
        CLASSIC,
        hands=["5S1 5S 9D JC", "3S1 7S 7C 3C 3S 4C"],
        melds={
            0: [
                "KD1 KH1 KD 2D KH 2H XR1 KC1",
                "4S 4D1 4H 4S1 4D 4H1",
                "QC QD1 QC1 QD QS1 QS",
                "AC1 AD AH AS AH1 AC XR AD1",
                "7H 7D1 7D 7H1",
                "8C1 8S 8D 8H 8H1",
                "TC TS TC1",
            ],
            1: [
                "6S 6C1 6H 6D 2S1 2H1 2C 6H1 6S1 6C 6D1",
                "KS1 KS 2D1 KC",
                "TH1 TH TS1",
                "5H1 5D1 5H 5C 5D 5C1 XB",
                "9S 9S1 2S 9D1 9H1 9C 9H",
                "JH JD1 JC1 JD JS1 JH1 XB1",
            ],
        },
        pile="3C1 4C1",
    )


def _take_onto_five_queens() -> RoundState:
    """Five natural queens on the table, the pile's top card a queen: the take makes six."""
    return build_position(
        CLASSIC,
        hands=["5S1 4C1 9D JC 8D 4H1", "3S1 7S 7C 3C 3S 4C KH 9H"],
        melds={
            0: [
                "KD1 KH1 KD 2D 2H XR1 KC1",
                "QC QD1 QC1 QD QS1",
                "AC1 AD AH AS",
                "7H 7D1 7D 7H1",
                "8C1 8S 8H",
            ],
            1: ["6S 6C1 6H 6D 2S1 2H1 2C 6H1 6S1", "TH1 TH TS1", "5H1 5D1 5H 5C 5D 5C1 XB", "JH JD1 JC1 JD"],
        },
        pile="4D 6C QS",
    )


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_take_that_completes_a_canasta_is_not_called_costly(seed: int) -> None:
    state = _take_completes_a_natural_canasta()
    take = review_round(state, 0, [TakePile(), Discard(C("5S1"))], seed=seed).decisions[0]
    assert take.moves == (TakePile(),) and take.line == (TakePile(), Discard(C("5S1")))
    assert take.verdict in (Verdict.FINE, Verdict.INACCURACY), f"{take.verdict.value}: {take.loss:.0f}"
    assert take.loss < DEFAULT_THRESHOLDS.mistake


def test_the_same_take_finished_by_the_rollout_policy_looked_like_a_blunder() -> None:
    """The bias the turn's line removes: the take alone, the policy discarding after it."""
    state = _take_completes_a_natural_canasta()
    point = next(iter(decision_points(state, [TakePile(), Discard(C("5S1"))], 0)))
    alone = review_decision(replace(point, line=(TakePile(),), then=None), seed=decision_seed(1, 0))
    assert alone is not None and alone.verdict is Verdict.BLUNDER


def test_a_take_onto_five_queens_is_fine() -> None:
    take = review_round(_take_onto_five_queens(), 0, [TakePile(), Discard(C("9D"))], seed=1).decisions[0]
    assert take.verdict is Verdict.FINE, f"{take.loss:.0f}"


def test_a_costly_discard_after_the_take_is_not_charged_to_the_take() -> None:
    """Discarding 9D after the take is flagged on its own; the take is judged with the better discard."""
    state = _take_completes_a_natural_canasta()
    take, discard = review_round(state, 0, [TakePile(), Discard(C("9D"))], seed=1).decisions
    assert discard.moves == (Discard(C("9D")),) and discard.verdict is not Verdict.FINE
    assert take.line == (TakePile(), *discard.best)
    fine_turn = review_round(state, 0, [TakePile(), Discard(C("5S1"))], seed=1).decisions[0]
    assert take.verdict is fine_turn.verdict


def test_a_draw_from_the_stock_is_judged_alone() -> None:
    """The card drawn is hidden when the player decides: the policy plays on after the draw."""
    draw = review_round(_take_completes_a_natural_canasta(), 0, [DrawStock()], seed=1).decisions[0]
    assert draw.moves == draw.line == (DrawStock(),)


def test_the_shown_points_add_up_in_a_whole_round() -> None:
    """Every decision's cost is its best move's points less its own, both on the same deals; every
    step's line is its own moves and then the next decision's line (or better move)."""
    end = play_round(RoundState(CLASSIC, 7), seat_players("classic-2p", ["mellem", "svaer"], 7))
    review = review_round(write_log(end), 0, budget=ReviewBudget(15_000, 15_000), seed=2)
    assert review.complete
    by_index = {d.index: d for d in review.decisions}
    points = {p.index: p for p in decision_points(RoundState(CLASSIC, 7), [a for _, a in end.log], 0)}
    linked = 0
    for decision in review.decisions:
        assert decision.loss == pytest.approx(max(0.0, decision.best_points - decision.move_points))
        assert decision.line[: len(decision.moves)] == decision.moves
        then = points[decision.index].then
        if then is not None:
            later = by_index[then]
            rest = later.line if later.verdict is Verdict.FINE else later.best
            assert decision.rest == rest
            linked += 1
    assert linked > 0


def test_the_total_cost_adds_up_the_costly_decisions() -> None:
    state = _take_completes_a_natural_canasta()
    review = review_round(state, 0, [TakePile(), Discard(C("9D"))], seed=1)
    assert review.total_cost == pytest.approx(
        sum(d.loss for d in review.decisions if d.verdict is not Verdict.FINE)
    )
    assert review.total_cost >= review.decisions[1].loss > 0


@pytest.mark.parametrize("level", [SvaerPlayer, MellemPlayer])
def test_the_tip_takes_a_pile_that_completes_a_canasta(level: type[HeuristicPlayer]) -> None:
    """Svær (the Tip, and the review's better move) and Mellem took the two-card pile onto six natural 4s
    for nothing: they drew, and the Tip said the pile was not worth taking (issue 30)."""
    state = _take_completes_a_natural_canasta()
    decision = level(0).decide(player_view(state, 0), state.legal_actions())
    assert isinstance(decision.action, TakePile) and decision.why is not Why.DRAW


def test_a_take_that_completes_no_canasta_gets_no_canasta_bonus() -> None:
    state = _take_onto_five_queens()
    ctx = Context(player_view(state, 0))
    assert completed_canasta_bonus(ctx, TakePile()) == 0.0
    full = Context(player_view(_take_completes_a_natural_canasta(), 0))
    assert completed_canasta_bonus(full, TakePile()) == CLASSIC.natural_canasta_bonus
