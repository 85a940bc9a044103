"""Round review: where did a seat lose points? Every decision of a finished round, judged.

`review_round` replays the round and, before each move of the chosen seat, takes
that seat's `PlayerView` (only what the player could see then) and asks the
judge (`judge.py`) what the move is expected to score against the alternatives:
taking the pile or drawing, each meld and addition, the discard, going out or
not, asking the partner, the answer to the partner. Forced moves (one legal action) and moves taken back
by an undo are not decisions.

Every step of a turn is judged with the rest of that turn as the player played
it (`DecisionPoint.line`): after taking the pile, the later melds and the
discard are the player's own, not the rollout policy's, which finishing someone
else's turn plays far worse than the players do (it discarded a card the
opponent took the pile with; measured, docs/review.md). Where a later decision
of the turn is itself costly, its better move stands in for it, so that one bad
discard is never charged to the steps before it. The turn is judged from its
last decision back to its first. A draw from the stock ends the line there (the
card drawn is hidden at the decision): the policy plays on. Alternatives are
always played on by the policy, so the judge gives the player's own play the
benefit of the doubt. The move's points and the best move's are measured on
the same deals, and the cost shown is their difference.

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

from ..engine.actions import Action, AddToMeld, AskPartner, DrawStock, Meld, TakePile, Undo
from ..engine.phase import Phase
from ..engine.roundlog import log_parts, parse_move
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
    also stand this many standard errors clear of zero to be more than fine. A mistake or a blunder
    is said only when the loss less ``sure`` standard errors reaches its threshold: a loss just over
    a line is as likely under it (of the mistakes flagged at 100-110 on a person's play, most were
    inaccuracies at ten times the budget; docs/review.md, "False alarms")."""

    inaccuracy: float = 40.0
    mistake: float = 100.0
    blunder: float = 250.0
    z: float = 2.0
    sure: float = 1.0

    def verdict(self, loss: float, error: float) -> Verdict:
        if loss < self.inaccuracy or loss < self.z * error:
            return Verdict.FINE
        surely = loss - self.sure * error
        if surely >= self.blunder:
            return Verdict.BLUNDER
        return Verdict.MISTAKE if surely >= self.mistake else Verdict.INACCURACY


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
    the legal actions, the player's own ``step`` (its moves up to the turn's next decision, or to the
    turn's end), and the ``line`` judged: the step and the rest of the turn it is judged with.
    ``then``: the number of the turn's next decision, whose line completes this one's (None: the
    line is complete, or the rollout policy plays on after the step)."""

    index: int
    view: PlayerView
    legal: tuple[Action, ...]
    step: tuple[Action, ...]
    line: tuple[Action, ...]
    then: int | None = None


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision judged. Points are the seat's side's expected round margin (its round score
    minus the mean of the other sides'), measured on the same deals: ``move_points`` of the
    player's ``line`` (its step ``moves`` and the rest of the turn as judged), ``best_points`` of the
    best move found; ``loss`` is their difference (0 when the move is the best found)."""

    index: int
    phase: Phase
    moves: tuple[Action, ...]
    line: tuple[Action, ...]
    move_points: float
    best: tuple[Action, ...]
    best_points: float
    loss: float
    error: float
    deals: int
    verdict: Verdict
    better: BetterMove | None  # for an inaccuracy or worse: the better move and its reason

    @property
    def move(self) -> Action:
        return self.moves[0]

    @property
    def margin_after(self) -> float:
        return self.move_points

    @property
    def rest(self) -> tuple[Action, ...]:
        """What the turn goes on with in the judged line, after the player's step."""
        return self.line[len(self.moves) :]


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

    @property
    def total_cost(self) -> float:
        """The points a round the costly decisions gave up, added up (the fine ones count nothing:
        their losses are within the judge's noise). Each is measured against its own position, so the
        sum says how much the play cost, not what the round would have scored."""
        return sum(d.loss for d in self.costly)


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
    judged: dict[int, DecisionReview] = {}
    for chain in turn_chains(points):
        reviews = review_chain(chain, budget, seed, thresholds, should_stop)
        if reviews is None:  # stopped within the turn: its decisions are left out
            break
        for reviewed in reviews:
            judged[reviewed.index] = reviewed
            if progress is not None:
                progress(len(judged), len(points))
    return Review(seat, tuple(judged[p.index] for p in points if p.index in judged), len(points))


def turn_chains(points: Sequence[DecisionPoint]) -> list[list[DecisionPoint]]:
    """The decisions in order, grouped by the lines that link them (a turn's steps, in order)."""
    by_index = {point.index: point for point in points}
    linked = {point.then for point in points if point.then is not None}
    chains = []
    for point in points:
        if point.index in linked:
            continue
        chain = [point]
        while chain[-1].then is not None:
            chain.append(by_index[chain[-1].then])
        chains.append(chain)
    return chains


def review_chain(
    chain: Sequence[DecisionPoint],
    budget: ReviewBudget = DEFAULT_BUDGET,
    seed: int = 0,
    thresholds: Thresholds = DEFAULT_THRESHOLDS,
    should_stop: Callable[[], bool] | None = None,
) -> list[DecisionReview] | None:
    """A turn's linked decisions judged from the last back: each step's line goes on with the next
    decision's line where that was fine, and with its better move where it was not. In order; None
    when stopped."""
    reviews: list[DecisionReview] = []
    rest: tuple[Action, ...] = ()
    for point in reversed(chain):
        judged_point = replace(point, line=point.step + rest) if point.then is not None else point
        reviewed = review_decision(
            judged_point, budget, decision_seed(seed, point.index), thresholds, should_stop
        )
        if reviewed is None:
            return None
        reviews.append(reviewed)
        rest = reviewed.line if reviewed.verdict is Verdict.FINE else reviewed.best
    return reviews[::-1]


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
    first = judge(point.view, point.line, point.legal, steps=budget.steps, should_stop=should_stop, seed=seed)
    if first.deals == 0:
        return None
    rival = first.best[0]
    if first.loss < thresholds.inaccuracy or rival.actions == first.move:
        return _reviewed(point, first, rival.actions, rival.points, thresholds)
    second = judge(
        point.view,
        point.line,
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
        moves=point.step,
        line=point.line,
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
    """Replay ``moves`` from ``start`` (a copy) and yield ``seat``'s decisions with its view before each,
    each linked to the next decision of its turn where the turn's line can be followed."""
    state = start.copy()
    undone = undone_moves(start, moves)
    found: list[tuple[int, PlayerView, tuple[Action, ...], tuple[Action, ...] | None]] = []
    for index, action in enumerate(moves):
        if state.actor == seat and not isinstance(action, Undo) and index not in undone:
            legal = tuple(state.legal_actions())
            if len(legal) > 1:
                found.append((index, player_view(state, seat), legal, own_turn(state, moves[index:], seat)))
        state.play(action)
    for number, (index, view, legal, turn) in enumerate(found):
        if turn is None:
            yield DecisionPoint(index, view, legal, (moves[index],), (moves[index],))
            continue
        later = found[number + 1][0] if number + 1 < len(found) else None
        then = later if later is not None and later < index + len(turn) else None
        step = turn if then is None else tuple(moves[index:then])
        yield DecisionPoint(index, view, legal, step, step, then)


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
    """The seat's own moves from a take or a melding step to the end of its turn (its discard, or its
    going out); None for a draw from the stock (the card drawn is hidden before it), a discard, an
    answer, and a turn that holds an undo or a question to the partner."""
    if not isinstance(rest[0], (TakePile, Meld, AddToMeld)):
        return None
    after = state.copy()
    played: list[Action] = []
    for action in rest:
        if after.actor != seat or isinstance(action, (Undo, AskPartner, DrawStock)):
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


def logged_round(log: str) -> tuple[RoundState, tuple[Action, ...]]:
    """The round a log records: its state at the deal (a new state) and the moves played from there."""
    start, played = _start_and_moves(log, None)
    return start.copy(), played


def _start_and_moves(
    round_: str | RoundState, moves: Sequence[Action] | None
) -> tuple[RoundState, tuple[Action, ...]]:
    if isinstance(round_, RoundState):
        if moves is None:
            raise ValueError("give the moves played from the starting state")
        return round_, tuple(moves)
    if moves is not None:
        raise ValueError("a round log holds its own moves")
    deal, lines, _stop = log_parts(round_)  # a stop by the clock is no seat's decision
    return replay_log(deal), tuple(parse_move(line)[1] for line in lines)


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
    "logged_round",
    "position_before",
    "review_chain",
    "review_decision",
    "review_round",
    "turn_chains",
]
