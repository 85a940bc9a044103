"""The round review's judgement of one turn of a finished round, for the seats asked about (issue 33,
point 4: "Why did my partner do that?", and on request the review's judgement of it).

A turn is numbered as the move history numbers it: by how many turns had started before its moves
(`RoundState.turns_started`; 0 is the deal). Each decision of the seats asked about in that turn is
judged exactly as the round review of that seat judges it (`review.decision_points` from the seat's
own view, `review.review_chain` with the review's seed), so the verdict, the points lost and the
better move are the ones Game ▸ Review… of that seat would show. The judge sees only what the seat
saw; the better move is made of the seat's cards then, which is why the window offers the judgement
of a finished round only, when every hand has been laid open and counted.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.cards import Card
from ..engine.roundlog import log_parts, parse_move, replay

if (
    TYPE_CHECKING
):  # the review's machinery is imported when a turn is judged (not for the table's first paint)
    from .review import DecisionPoint, DecisionReview, ReviewBudget


@dataclass(frozen=True, slots=True)
class JudgedMove:
    """One decision of the turn judged: whose (``seat``), the review's judgement, and the pile's top card
    before it (a take names it)."""

    seat: int
    review: DecisionReview
    top: Card | None


@dataclass(frozen=True, slots=True)
class TurnJudgement:
    """The turn's decisions judged, in the order played; ``seats``: the seats asked about that moved in
    it; ``moves``: their moves in the turn (none judged when every one of them was the only move
    allowed); ``complete``: nothing was left out by a stop."""

    turn: int
    seats: frozenset[int]
    judged: tuple[JudgedMove, ...]
    moves: int
    complete: bool = True


def turn_of_moves(log: str) -> list[tuple[int, int]]:
    """For each move of the round ``log`` records: the turn it was played in and the seat that played it."""
    deal, lines, _stop = log_parts(log)
    state = replay(deal)
    turns = []
    for line in lines:
        turns.append((state.turns_started, state.actor))
        state.play(parse_move(line)[1])
    return turns


def turn_points(
    log: str, turn: int, seats: Collection[int]
) -> tuple[list[list[DecisionPoint]], frozenset[int], int]:
    """The decisions of ``seats`` in ``turn`` of the round ``log`` records, as the round review of each
    seat finds them, grouped in the review's linked chains (a turn's steps); the seats of ``seats``
    that moved in the turn, and how many moves they played in it (forced ones too)."""
    from .review import decision_points, logged_round, turn_chains

    start, moves = logged_round(log)
    played = turn_of_moves(log)
    inside = {index for index, (number, seat) in enumerate(played) if number == turn and seat in seats}
    chains: list[list[DecisionPoint]] = []
    movers = frozenset(played[index][1] for index in inside)
    for seat in sorted(movers):
        points = [point for point in decision_points(start, moves, seat) if point.index in inside]
        chains += turn_chains(points)
    chains.sort(key=lambda chain: chain[0].index)
    return chains, movers, len(inside)


def judge_turn(
    log: str,
    turn: int,
    seats: Collection[int],
    *,
    budget: ReviewBudget | None = None,
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> TurnJudgement:
    """Judge the decisions ``seats`` made in ``turn`` of the finished round ``log`` records, each from its
    seat's view, as the round review does (the same seed: the same judgement). ``progress(done, total)``
    after each decision; ``should_stop()`` ends early (the judgement is then incomplete). ``budget``: the
    review's (`review.DEFAULT_BUDGET`) unless given."""
    from .review import DEFAULT_BUDGET, DEFAULT_THRESHOLDS, review_chain

    chains, movers, count = turn_points(log, turn, seats)
    total = sum(len(chain) for chain in chains)
    views = {point.index: point.view for chain in chains for point in chain}
    judged: list[JudgedMove] = []
    for chain in chains:
        reviews = review_chain(chain, budget or DEFAULT_BUDGET, seed, DEFAULT_THRESHOLDS, should_stop)
        if reviews is None:
            return TurnJudgement(turn, movers, tuple(judged), count, complete=False)
        for review in reviews:
            view = views[review.index]
            judged.append(JudgedMove(view.seat, review, view.pile_top))
        if progress is not None:
            progress(len(judged), total)
    judged.sort(key=lambda move: move.review.index)
    return TurnJudgement(turn, movers, tuple(judged), count)


__all__ = ["JudgedMove", "TurnJudgement", "judge_turn", "turn_of_moves", "turn_points"]
