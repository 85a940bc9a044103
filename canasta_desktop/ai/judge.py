"""Judge a given move: what it is expected to score, and what the best alternatives found would.

For a round review: from the mover's `PlayerView` only (the hidden cards are
dealt again from what the view shows, as Ekspert's search does), the judged
move and its alternatives are played to the end of the round in the fast
simulator on the *same* sampled deals, the rollout policy playing everyone
afterwards (`search.py`, `policy.py`). A move's points are the mover's side's
round margin (its round score minus the mean of the other sides'), averaged
over the deals.

Any decision can be judged: taking the pile or drawing, a melding step within
the turn (a meld or an addition: the policy then finishes the turn), the
discard, asking the partner, the partner's answer. A move may also be a
sequence of this turn's moves (a whole way of going out).

Alternatives are compared with the judged move deal by deal (paired
differences, which cancel the luck of the deal); one clearly behind the
leader stops being played, so the budget goes to the close ones. The budget
is simulated moves (``steps``: reproducible), wall time (``seconds``) and a
``should_stop`` callback, checked between deals. The same seed and a
steps-only budget give the same `Judgement`. Ekspert's own play is unchanged:
this module only reads the search's building blocks.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.actions import Action, AddToMeld, AskPartner, Discard, Meld, Undo
from ..engine.determinize import state_from_view
from ..engine.phase import Phase
from ..engine.view import PlayerView
from .ekspert import STEPS, EkspertPlayer, distinct_candidates
from .policy import play_out
from .rollout import OVER, FastRound
from .search import Dealer, apply_action
from .svaer import SvaerPlayer

MAX_CANDIDATES = 16  # the judged move, Svær's move, going out, then discards, melds and additions
MAX_DEALS = 20_000  # a bound when neither steps nor seconds are given
FIRST_CHECK = 24  # deals before an alternative may be dropped
PRUNE_Z = 2.5  # standard errors behind the leader that drop an alternative


@dataclass(frozen=True, slots=True)
class Alternative:
    """A way to play this decision, and what it is expected to score.

    ``points``: the judged move's points plus this one's mean difference to it on the deals both were
    played on (so every alternative is measured against the same deals). ``error``: the standard error
    of that difference (0 for the judged move itself). ``deals``: how many deals it was played on.
    """

    actions: tuple[Action, ...]
    points: float
    error: float
    deals: int


@dataclass(frozen=True, slots=True)
class Judgement:
    """The judged ``move`` with its ``move_points`` (the expected round margin of the mover's side),
    and ``best``: every alternative played, best first, the move itself among them.

    ``deals``: the sampled deals (0: stopped before any, nothing measured). ``error``: the standard
    error of ``move_points``.
    """

    move: tuple[Action, ...]
    move_points: float
    best: tuple[Alternative, ...]
    deals: int
    error: float

    @property
    def loss(self) -> float:
        """How many points a round the move gives up against the best alternative found (0: it is the best)."""
        return max(0.0, self.best[0].points - self.move_points) if self.best else 0.0

    def points_of(self, actions: Sequence[Action]) -> float | None:
        """The points of the alternative that plays exactly ``actions``, if it was played."""
        wanted = tuple(actions)
        found = next((a for a in self.best if a.actions == wanted), None)
        return found.points if found is not None else None


def judge(
    view: PlayerView,
    move: Action | Sequence[Action],
    legal: Sequence[Action] | None = None,
    *,
    steps: int | None = STEPS,
    seconds: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
    against: Sequence[Sequence[Action]] | None = None,
) -> Judgement:
    """Judge ``move`` (one action, or this turn's moves in order) for ``view.actor``.

    ``legal``: the engine's legal actions (worked out from the view when not given). ``against``:
    play the move against these alternatives only (each this turn's moves in order; a second look
    at a chosen rival on fresh deals), instead of every alternative of the decision. Raises
    ValueError when the move's first action is not legal now, or cannot be simulated (an undo).
    """
    moves = (move,) if not isinstance(move, Sequence) else tuple(move)
    if legal is None:
        legal = state_from_view(view).legal_actions()
    _check_move(view, moves, legal)
    if against is None:
        candidates = alternatives(view, moves, legal)
    else:
        candidates = distinct_candidates(view, [moves, *(tuple(rival) for rival in against)])
    deadline = None if seconds is None else time.perf_counter() + seconds
    tally = _Tally(len(candidates))
    _play_deals(view, candidates, tally, _Limits(steps, deadline, should_stop), seed)
    return tally.judgement(candidates)


def alternatives(
    view: PlayerView, move: tuple[Action, ...], legal: Sequence[Action]
) -> list[tuple[Action, ...]]:
    """The judged move first, then Svær's move, going out, and the other moves of this decision.

    Moves the simulator cannot tell apart (they differ only in suits) are one candidate: the first kept.
    """
    found: list[tuple[Action, ...]] = [move, (SvaerPlayer(0).choose(view, legal),)]
    if view.phase is Phase.MELD:
        plan = EkspertPlayer.going_out_plan(view, legal)
        if plan is not None:
            found.append(plan)
        found += [(a,) for a in legal if isinstance(a, Discard)]
        found += [(a,) for a in legal if isinstance(a, (Meld, AddToMeld, AskPartner))]
    else:
        found += [(a,) for a in legal if not isinstance(a, Undo)]
    return distinct_candidates(view, found)[:MAX_CANDIDATES]


def _check_move(view: PlayerView, moves: tuple[Action, ...], legal: Sequence[Action]) -> None:
    if not moves:
        raise ValueError("no move to judge")
    if any(isinstance(action, Undo) for action in moves):
        raise ValueError("an undo cannot be judged: judge the position before the undone move")
    first = moves[0]
    if first not in legal and not state_from_view(view).is_legal(first):
        raise ValueError(f"{first} is not legal in this position")


@dataclass(frozen=True, slots=True)
class _Limits:
    steps: int | None
    deadline: float | None
    should_stop: Callable[[], bool] | None

    def reached(self, steps: int, deals: int) -> bool:
        if deals >= MAX_DEALS or (self.steps is not None and steps >= self.steps):
            return True
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        return self.should_stop is not None and self.should_stop()


class _Tally:
    """Per candidate: the judged move's results, and the others' paired differences to it."""

    def __init__(self, count: int) -> None:
        self.alive = list(range(count))  # index 0, the judged move, is always played
        self.deals = 0
        self.move_sum = self.move_squares = 0.0
        self.sums = [0.0] * count
        self.squares = [0.0] * count
        self.played = [0] * count

    def add(self, results: dict[int, float]) -> None:
        move = results[0]
        self.deals += 1
        self.move_sum += move
        self.move_squares += move * move
        for index, result in results.items():
            diff = result - move
            self.sums[index] += diff
            self.squares[index] += diff * diff
            self.played[index] += 1

    def prune(self) -> None:
        """Stop playing the alternatives clearly behind the leader; never the judged move, nor its
        strongest rival (when the judged move leads early by luck, every rival could look clearly
        behind it: on few deals most paired differences are 0 and the error is underestimated, and
        a move with a loss of 120 ± 2 was once judged the best of all, alone on 20 000 deals)."""
        means = {i: self.sums[i] / self.played[i] for i in self.alive}
        errors = {i: _error(self.sums[i], self.squares[i], self.played[i]) for i in self.alive}
        leader = max(self.alive, key=lambda i: means[i])
        rivals = [i for i in self.alive if i != 0]
        rival = max(rivals, key=lambda i: means[i]) if rivals else 0
        self.alive = [
            i
            for i in self.alive
            if i in (0, leader, rival) or means[i] + PRUNE_Z * (errors[i] + errors[leader]) >= means[leader]
        ]

    def judgement(self, candidates: list[tuple[Action, ...]]) -> Judgement:
        move_points = self.move_sum / self.deals if self.deals else 0.0
        found = [
            Alternative(
                candidates[i],
                move_points + (self.sums[i] / self.played[i] if self.played[i] else 0.0),
                0.0 if i == 0 else _error(self.sums[i], self.squares[i], self.played[i]),
                self.played[i],
            )
            for i in range(len(candidates))
            if i == 0 or self.played[i]
        ]
        found.sort(key=lambda a: -a.points)
        return Judgement(
            candidates[0],
            move_points,
            tuple(found),
            self.deals,
            _error(self.move_sum, self.move_squares, self.deals),
        )


def _play_deals(
    view: PlayerView, candidates: list[tuple[Action, ...]], tally: _Tally, limits: _Limits, seed: int
) -> None:
    template = FastRound.from_view(view)
    dealer = Dealer(view)
    rng = random.Random(seed)
    side = view.actor % view.rules.sides
    steps = 0
    while not limits.reached(steps, tally.deals):
        hands, stock = dealer.deal(rng)
        results = {}
        for index in tally.alive:
            fr = template.with_deal([list(hand) for hand in hands], list(stock))
            results[index] = side_margin(_play(fr, candidates[index]), side)
            steps += fr.steps + 1
        tally.add(results)
        if tally.deals >= FIRST_CHECK and tally.deals % 4 == 0 and len(tally.alive) > 1:
            tally.prune()


def _play(fr: FastRound, actions: tuple[Action, ...]) -> list[int]:
    """The round's scores after ``actions``, the policy playing on for everyone."""
    for action in actions:
        if fr.phase == OVER:
            break
        apply_action(fr, action)
    return play_out(fr) if fr.phase != OVER else fr.scores()


def side_margin(scores: Sequence[int], side: int) -> float:
    """The side's round score minus the mean of the other sides'."""
    others = [score for s, score in enumerate(scores) if s != side]
    return scores[side] - sum(others) / len(others)


def _error(total: float, squares: float, count: int) -> float:
    """The standard error of a mean from its sum and sum of squares (infinite below two samples)."""
    if count < 2:
        return math.inf
    mean = total / count
    variance = max(0.0, (squares - count * mean * mean) / (count - 1))
    return math.sqrt(variance / count)


__all__ = ["Alternative", "Judgement", "alternatives", "judge", "side_margin"]
