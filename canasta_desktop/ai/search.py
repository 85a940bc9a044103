"""Flat Monte Carlo over the hidden cards, with common random numbers and a conservative choice.

Each candidate move is played in the fast simulator on the *same* sampled
deals, and the rest of the round is played by the rollout policy. What is
compared is each candidate's round result minus the baseline's (Svær's move)
on the same deal: the paired difference cancels the luck of the deal, which is
the bulk of the variance (a control variate against Svær's own move with
coefficient 1). Candidates clearly behind the leader are dropped as the deals
come in, and the baseline is left only when a candidate beats it by more than
`Budget.z` standard errors and `Budget.margin` points: a move that merely
looks good by chance keeps Svær's choice.

The search is anytime: it stops after ``rollouts`` simulated rounds, at the
``deadline`` (a `time.perf_counter` value) or as soon as ``should_stop()``
says so (checked between deals), and answers with what it has.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..engine.actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    TakePile,
)
from ..engine.cards import RANK_COUNT
from ..engine.sample import Sampler
from ..engine.view import PlayerView
from .fast_rules import RED3, code
from .policy import play_out
from .rollout import ANSWER, MELD, OVER, FastRound


class Dealer:
    """Deals of the hidden cards as rank codes, for the simulator (the `Sampler`'s facts, no `Card`s)."""

    def __init__(self, view: PlayerView) -> None:
        sampler = Sampler(view)
        self.seat = view.seat
        self.own = _counts(code(card) for card in view.hand)
        self.known = [_counts(code(card) for card in cards) for cards in sampler.known]
        self.known_stock = None if sampler.known_stock is None else [code(c) for c in sampler.known_stock]
        self.free = [code(card) for card in sampler.free]
        self.reds = len(sampler.red_threes)
        self.slots = sampler.slots

    def deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        free = list(self.free)
        rng.shuffle(free)
        hands = []
        for seat, slots in enumerate(self.slots):
            if seat == self.seat:
                hands.append(list(self.own))
                continue
            hand = list(self.known[seat])
            for _ in range(slots):
                hand[free.pop()] += 1
            hands.append(hand)
        if self.known_stock is not None:
            return hands, free + self.known_stock
        for _ in range(self.reds):
            free.insert(rng.randrange(len(free) + 1), RED3)
        return hands, free


def _counts(codes: Iterable[int]) -> list[int]:
    counts = [0] * RANK_COUNT
    for value in codes:
        counts[value] += 1
    return counts


def apply_action(fr: FastRound, action: Action) -> None:
    """Play an engine action (already known legal) in the simulator."""
    seat = fr.to_move
    wild = fr.fr.wild
    if isinstance(action, DrawStock):
        fr.draw(seat)
    elif isinstance(action, TakePile):
        top = fr.top_card()
        naturals = sum(1 for card in action.cards if code(card) == top)
        wilds = tuple(code(card) for card in action.cards if wild[card.rank])
        extra = tuple(_group(fr, group) for group in action.extra)
        fr.take(seat, naturals, wilds, extra)
    elif isinstance(action, Meld):
        for group in action.groups:
            fr.lay(seat, *_group(fr, group))
    elif isinstance(action, AddToMeld):
        naturals = sum(1 for card in action.cards if not wild[card.rank])
        if naturals:
            fr.add(seat, int(action.rank), naturals, -1)
        for card in action.cards:
            if wild[card.rank]:
                fr.add(seat, int(action.rank), 0, code(card))
    elif isinstance(action, Discard):
        fr.discard(seat, code(action.card))
    elif isinstance(action, EndRound):
        fr.end_round(seat, went_out=False)
    elif isinstance(action, AskPartner):
        fr.asked = True
        fr.phase = ANSWER
    elif isinstance(action, AnswerPartner):
        fr.answer = int(action.yes)
        fr.phase = MELD
    else:
        raise ValueError(f"cannot simulate {action}")
    if fr.phase == MELD and not fr.hand_size(seat):
        fr.end_round(seat, went_out=True)


def signature(wild: Sequence[bool], action: Action) -> tuple[object, ...]:
    """What ``action`` does in the simulator: actions that differ only in suits (or order) share it,
    and are the same candidate to the search (``wild``: the rule set's wild table by rank value)."""

    def counts(cards: Iterable[object]) -> tuple[int, tuple[int, ...]]:
        codes = [code(card) for card in cards]  # type: ignore[arg-type]
        return sum(1 for c in codes if not wild[c]), tuple(sorted(c for c in codes if wild[c]))

    if isinstance(action, TakePile):
        return (
            "take",
            counts(action.cards),
            tuple(sorted((_rank_of(wild, g), counts(g)) for g in action.extra)),
        )
    if isinstance(action, Meld):
        return ("meld", tuple(sorted((_rank_of(wild, g), counts(g)) for g in action.groups)))
    if isinstance(action, AddToMeld):
        return ("add", int(action.rank), counts(action.cards))
    if isinstance(action, Discard):
        return ("discard", code(action.card))
    return (action,)


def _rank_of(wild: Sequence[bool], group: Sequence[object]) -> int:
    return next((c for c in (code(card) for card in group) if not wild[c]), 0)  # type: ignore[arg-type]


def _group(fr: FastRound, group: Sequence[object]) -> tuple[int, int, tuple[int, ...]]:
    wild = fr.fr.wild
    codes = [code(card) for card in group]  # type: ignore[arg-type]
    rank = next((c for c in codes if not wild[c]), 0)  # wild cards only: slot 0 (`melds.WILD_MELD`)
    return rank, sum(1 for c in codes if not wild[c]), tuple(c for c in codes if wild[c])


@dataclass(frozen=True, slots=True)
class Budget:
    """How much to search and how sure to be before leaving the baseline."""

    rollouts: int = 400  # simulated rounds per decision, all candidates together
    steps: int | None = None  # simulated moves per decision: a deterministic stand-in for CPU time
    deadline: float | None = None  # a time.perf_counter() value
    should_stop: Callable[[], bool] | None = None
    z: float = 2.0  # standard errors a candidate must beat the baseline by
    margin: float = 10.0  # and points a round
    prune_z: float = 2.0  # standard errors behind the leader that drop a candidate
    first_check: int = 12  # deals before anything is dropped
    stop_z: float = 3.0  # a last challenger this many standard errors (and `margin`) ahead ends the search


@dataclass(slots=True)
class Outcome:
    """What the search found: the chosen index, and per candidate the mean gain over the baseline."""

    choice: int
    gains: list[float]
    errors: list[float]
    deals: int
    rollouts: int
    steps: int = 0


def search(
    view: PlayerView,
    candidates: Sequence[Sequence[Action]],
    baseline: int,
    budget: Budget,
    seed: int,
) -> Outcome:
    """Choose among ``candidates``, each a sequence of moves of this turn (usually one).

    ``candidates[baseline]`` is kept unless another is clearly better.
    """
    template = FastRound.from_view(view)
    dealer = Dealer(view)
    rng = random.Random(seed)
    side = view.actor % view.rules.sides
    n = len(candidates)
    alive = list(range(n))
    sums = [0.0] * n  # of the paired differences against the baseline
    squares = [0.0] * n
    played = [0] * n  # deals each candidate was played on (a dropped one stops counting)
    deals = rollouts = steps = 0
    while len(alive) > 1 and rollouts + len(alive) <= budget.rollouts and not _out_of_time(budget, steps):
        hands, stock = dealer.deal(rng)
        results = {}
        for index in alive:
            fr = template.with_deal([list(hand) for hand in hands], list(stock))
            for action in candidates[index]:
                if fr.phase == OVER:
                    break
                apply_action(fr, action)
            results[index] = _margin(play_out(fr) if fr.phase != OVER else fr.scores(), side)
            steps += fr.steps + 1
        rollouts += len(alive)
        deals += 1
        base = results.get(baseline)
        for index in alive:
            diff = results[index] - (base if base is not None else 0.0)
            sums[index] += diff
            squares[index] += diff * diff
            played[index] += 1
        if deals >= budget.first_check and deals % 4 == 0:
            alive = _prune(alive, sums, squares, deals, baseline, budget)
            if _settled(alive, sums, squares, deals, baseline, budget):
                break
    gains = [sums[i] / played[i] if played[i] else 0.0 for i in range(n)]
    errors = [_error(sums[i], squares[i], played[i]) for i in range(n)]
    choice = baseline
    # Only a candidate still in the race may be chosen (the alive ones were played on every deal).
    best = max((i for i in alive if i != baseline), key=lambda i: gains[i], default=None)
    if best is not None and deals >= budget.first_check:
        if gains[best] > budget.margin and gains[best] > budget.z * errors[best]:
            choice = best
    return Outcome(choice, gains, errors, deals, rollouts, steps)


def _out_of_time(budget: Budget, steps: int) -> bool:
    if budget.steps is not None and steps >= budget.steps:
        return True
    if budget.deadline is not None and time.perf_counter() >= budget.deadline:
        return True
    return budget.should_stop is not None and budget.should_stop()


def _settled(
    alive: list[int], sums: list[float], squares: list[float], deals: int, baseline: int, budget: Budget
) -> bool:
    """A sequential test: the one challenger left is so far ahead that more deals would not change the choice."""
    challengers = [i for i in alive if i != baseline]
    if len(challengers) != 1:
        return False
    mean = sums[challengers[0]] / deals
    return mean > budget.margin and mean > budget.stop_z * _error(
        sums[challengers[0]], squares[challengers[0]], deals
    )


def _margin(scores: list[int], side: int) -> float:
    """The side's round score minus the mean of the other sides'."""
    others = [score for s, score in enumerate(scores) if s != side]
    return scores[side] - sum(others) / len(others)


def _error(total: float, squares: float, deals: int) -> float:
    if deals < 2:
        return math.inf
    mean = total / deals
    variance = max(0.0, (squares - deals * mean * mean) / (deals - 1))
    return math.sqrt(variance / deals)


def _prune(
    alive: list[int], sums: list[float], squares: list[float], deals: int, baseline: int, budget: Budget
) -> list[int]:
    """Drop the candidates (never the baseline) clearly below the leader, or clearly unable to beat the baseline
    by ``budget.margin`` (they could never be chosen): the deals left go to the others."""
    z = budget.prune_z
    leader = max(alive, key=lambda i: sums[i])
    lead = sums[leader] / deals
    lead_error = _error(sums[leader], squares[leader], deals)
    kept = []
    for index in alive:
        mean = sums[index] / deals
        error = _error(sums[index], squares[index], deals)
        if index == baseline:
            kept.append(index)
        elif mean + z * error >= budget.margin and (
            index == leader or mean + z * (error + lead_error) >= lead
        ):
            kept.append(index)
    return kept
