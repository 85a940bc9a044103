"""Round review: where did a seat lose points? Every decision of a finished round, judged.

`review_round` replays the round and, before each move of the chosen seat, takes
that seat's `PlayerView` (only what the player could see then) and asks the
judge (`judge.py`) what the move is expected to score against the alternatives:
taking the pile or drawing, each meld and addition, the discard, going out or
not, asking the partner, the answer to the partner. Forced moves (one legal action) and moves taken back
by an undo are not decisions.

A melding step is judged with the player's own rest of the turn (the later steps
and the discard): the rollout policy finishing the turn after one step plays far
worse than the players do (measured, docs/review.md), so that a step judged with
the policy's continuation looked like a blunder when the player's turn was
fine. The later steps and the discard are judged too, each with what follows
it; a step keeps only its own share of the loss (its loss less the next
decision's), so that a bad discard is not counted again on every step.

A decision whose loss reaches the inaccuracy threshold is judged a second time,
against the best move found only, on fresh deals: the best of many alternatives
on the same deals is the luckiest of them too, and the second look measures the
loss without that bias. The class (`Verdict`) comes from the confirmed loss and
its standard error (`Thresholds`, measured in docs/review.md).

Deterministic from the round, the seat, the budget's steps and the seed; the
``progress`` callback hears of every decision judged, ``should_stop`` ends the
review between deals (the decisions judged so far are returned).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from ..engine.actions import Action, AddToMeld, AskPartner, Meld, Undo
from ..engine.phase import Phase
from ..engine.roundlog import HEADER_LINES, parse_move
from ..engine.roundlog import replay as replay_log
from ..engine.state import RoundState
from ..engine.view import PlayerView, player_view
from .ekspert import STEPS
from .judge import Judgement, judge
from .review_words import BetterMove, better_move


class Verdict(str, Enum):
    FINE = "fine"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


@dataclass(frozen=True, slots=True)
class Thresholds:
    """A decision's class by the points a round it gave up (confirmed loss); ``z``: the loss must
    also stand this many standard errors clear of zero to be more than fine."""

    inaccuracy: float = 40.0
    mistake: float = 100.0
    blunder: float = 250.0
    z: float = 2.0

    def verdict(self, loss: float, error: float) -> Verdict:
        if loss < self.inaccuracy or loss < self.z * error:
            return Verdict.FINE
        if loss >= self.blunder:
            return Verdict.BLUNDER
        return Verdict.MISTAKE if loss >= self.mistake else Verdict.INACCURACY


DEFAULT_THRESHOLDS = Thresholds()


@dataclass(frozen=True, slots=True)
class ReviewBudget:
    """Simulated moves per decision (``steps``) and for the second look at a costly one; by default
    Ekspert's own budget at the table (`ekspert.STEPS`): a whole round's review takes a few seconds
    with the compiled rollout loop (docs/review.md)."""

    steps: int = STEPS
    confirm_steps: int = STEPS


DEFAULT_BUDGET = ReviewBudget()


@dataclass(frozen=True, slots=True)
class DecisionPoint:
    """A decision of the reviewed seat: the move's number in the round (0-based), what the seat saw,
    the legal actions, and the move judged (its own going out: the rest of the turn)."""

    index: int
    view: PlayerView
    legal: tuple[Action, ...]
    moves: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision judged. Points are the seat's side's expected round margin (its round score
    minus the mean of the other sides'); ``margin_after`` is ``move_points`` (for a chart).
    ``loss + rest_loss`` is ``best_points - move_points``."""

    index: int
    phase: Phase
    moves: tuple[Action, ...]
    move_points: float
    best: tuple[Action, ...]
    best_points: float
    loss: float
    error: float
    deals: int
    verdict: Verdict
    better: BetterMove | None  # for an inaccuracy or worse: the better move and its reason
    rest_loss: float = (
        0.0  # a melding step's: the part of best - move points left to the turn's later decisions
    )

    @property
    def move(self) -> Action:
        return self.moves[0]

    @property
    def margin_after(self) -> float:
        return self.move_points


@dataclass(frozen=True, slots=True)
class Review:
    seat: int
    decisions: tuple[DecisionReview, ...]
    total: int  # decisions in the round (more than judged when the review was stopped)

    @property
    def complete(self) -> bool:
        return len(self.decisions) == self.total

    def count(self, verdict: Verdict) -> int:
        return sum(1 for decision in self.decisions if decision.verdict is verdict)

    @property
    def margins(self) -> tuple[float, ...]:
        """The expected round margin after each decision, in order."""
        return tuple(decision.margin_after for decision in self.decisions)

    @property
    def costly(self) -> tuple[DecisionReview, ...]:
        return tuple(d for d in self.decisions if d.verdict is not Verdict.FINE)


Progress = Callable[[int, int], None]


def review_round(
    round_: str | RoundState,
    seat: int,
    moves: Sequence[Action] | None = None,
    *,
    budget: ReviewBudget = DEFAULT_BUDGET,
    seed: int = 0,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Review:
    """Judge every decision ``seat`` made in a round.

    ``round_``: a round log (`engine.roundlog`; ``moves`` not given), or the round's starting
    state with the ``moves`` played from it (the state is not changed). ``progress(done, total)``
    is called after each decision; ``should_stop()`` ends the review early.
    """
    start, played = _start_and_moves(round_, moves)
    if not 0 <= seat < start.rules.players:
        raise ValueError(f"no seat {seat} at this table")
    points = list(decision_points(start, played, seat))
    found: list[DecisionReview] = []
    for point in points:
        if should_stop is not None and should_stop():
            break
        reviewed = review_decision(point, budget, decision_seed(seed, point.index), thresholds, should_stop)
        if reviewed is None:
            break
        found.append(reviewed)
        if progress is not None:
            progress(len(found), len(points))
    return Review(seat, tuple(without_later_losses(found, thresholds)), len(points))


def without_later_losses(decisions: Sequence[DecisionReview], thresholds: Thresholds) -> list[DecisionReview]:
    """Each melding step judged with the rest of its turn keeps only its own share of the loss: the
    loss of the turn's next decision (itself judged with everything after it) is taken off."""
    by_index = {decision.index: decision for decision in decisions}
    kept = []
    for decision in decisions:
        covered = range(decision.index + 1, decision.index + len(decision.moves))
        later = next((by_index[i] for i in covered if i in by_index), None)
        if later is not None and later.loss > 0 and decision.loss > 0:
            loss = max(0.0, decision.loss - later.loss)
            verdict = thresholds.verdict(loss, decision.error)
            better = decision.better if verdict is not Verdict.FINE else None
            decision = replace(
                decision, loss=loss, rest_loss=decision.loss - loss, verdict=verdict, better=better
            )
        kept.append(decision)
    return kept


def decision_seed(seed: int, index: int) -> int:
    """The judge's seed for the decision at move ``index`` (public facts only: the view cannot leak)."""
    return random.Random(f"canasta-review/{seed}/{index}").getrandbits(32)


def review_decision(
    point: DecisionPoint,
    budget: ReviewBudget = DEFAULT_BUDGET,
    seed: int = 0,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
    should_stop: Callable[[], bool] | None = None,
) -> DecisionReview | None:
    """One decision judged from its view alone; None when stopped before anything was measured."""
    first = judge(
        point.view, point.moves, point.legal, steps=budget.steps, should_stop=should_stop, seed=seed
    )
    if first.deals == 0:
        return None
    rival = first.best[0]
    if first.loss < thresholds.inaccuracy or rival.actions == first.move:
        return _reviewed(point, first, rival.actions, rival.points, thresholds)
    second = judge(
        point.view,
        point.moves,
        point.legal,
        steps=budget.confirm_steps,
        should_stop=should_stop,
        seed=seed ^ 0x5EC0_4D,
        against=[rival.actions],
    )
    if second.deals == 0:
        return None
    rival_points = second.points_of(rival.actions)
    if rival_points is None:  # the simulator cannot tell the rival from the move
        return _reviewed(point, second, second.move, second.move_points, thresholds)
    return _reviewed(point, second, rival.actions, rival_points, thresholds)


def _reviewed(
    point: DecisionPoint,
    judgement: Judgement,
    best: tuple[Action, ...],
    best_points: float,
    thresholds: Thresholds,
) -> DecisionReview:
    loss = max(0.0, best_points - judgement.move_points)
    if not loss:  # the move is as good as any found
        best, best_points = judgement.move, judgement.move_points
    error = next((a.error for a in judgement.best if a.actions == best), 0.0) if loss else 0.0
    verdict = thresholds.verdict(loss, error)
    return DecisionReview(
        index=point.index,
        phase=point.view.phase,
        moves=point.moves,
        move_points=judgement.move_points,
        best=best,
        best_points=best_points,
        loss=loss,
        error=error,
        deals=judgement.deals,
        verdict=verdict,
        better=None if verdict is Verdict.FINE else better_move(point.view, point.legal, best, best_points),
    )


def decision_points(start: RoundState, moves: Sequence[Action], seat: int) -> Iterator[DecisionPoint]:
    """Replay ``moves`` from ``start`` (a copy) and yield ``seat``'s decisions with its view before each."""
    state = start.copy()
    undone = undone_moves(start, moves)
    for index, action in enumerate(moves):
        if state.actor == seat and not isinstance(action, Undo) and index not in undone:
            legal = tuple(state.legal_actions())
            if len(legal) > 1:
                judged = own_turn(state, moves[index:], seat) or (action,)
                yield DecisionPoint(index, player_view(state, seat), legal, judged)
        state.play(action)


def undone_moves(start: RoundState, moves: Sequence[Action]) -> set[int]:
    """The indexes of the melds and additions taken back by a later undo in the same turn."""
    state = start.copy()
    laid: list[int] = []
    undone: set[int] = set()
    for index, action in enumerate(moves):
        mover = state.to_move
        if isinstance(action, Undo) and laid:
            undone.add(laid.pop())
        elif isinstance(action, (Meld, AddToMeld)):
            laid.append(index)
        state.play(action)
        if state.to_move != mover:
            laid.clear()
    return undone


def own_turn(state: RoundState, rest: Sequence[Action], seat: int) -> tuple[Action, ...] | None:
    """For a melding step: the seat's own moves from it to the end of the turn (its discard, or its
    going out); None when the turn holds an undo or a question to the partner."""
    if state.phase is not Phase.MELD or not isinstance(rest[0], (Meld, AddToMeld)):
        return None
    after = state.copy()
    played: list[Action] = []
    for action in rest:
        if after.actor != seat or isinstance(action, (Undo, AskPartner)):
            return None
        after.play(action)
        played.append(action)
        if after.is_over or after.actor != seat:
            return tuple(played) if len(played) > 1 else None
    return None


def position_before(
    round_: str | RoundState, index: int, moves: Sequence[Action] | None = None
) -> RoundState:
    """The round as it stood before its move ``index`` (a new state: every hand, the stock and the pile as
    they really were), rebuilt from the log (or the starting state and its ``moves``)."""
    start, played = _start_and_moves(round_, moves)
    if not 0 <= index <= len(played):
        raise ValueError(f"the round has no move {index}")
    state = start.copy()
    for action in played[:index]:
        state.play(action)
    return state


def _start_and_moves(
    round_: str | RoundState, moves: Sequence[Action] | None
) -> tuple[RoundState, tuple[Action, ...]]:
    if isinstance(round_, RoundState):
        if moves is None:
            raise ValueError("give the moves played from the starting state")
        return round_, tuple(moves)
    if moves is not None:
        raise ValueError("a round log holds its own moves")
    lines = [line for line in round_.splitlines() if line.strip()]
    start = replay_log("\n".join(lines[:HEADER_LINES]) + "\n")
    return start, tuple(parse_move(line)[1] for line in lines[HEADER_LINES:])


__all__ = [
    "DEFAULT_BUDGET",
    "DEFAULT_THRESHOLDS",
    "DecisionPoint",
    "DecisionReview",
    "Review",
    "ReviewBudget",
    "Thresholds",
    "Verdict",
    "decision_points",
    "position_before",
    "review_decision",
    "review_round",
]
