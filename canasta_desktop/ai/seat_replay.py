"""A deal played again with another player in one seat: "Ekspert with your cards".

`replay_spread` plays it several times, the other seats' seeds varied, and reports the seat's side's
round margin (its round score less the mean of the other sides', the round review's measure) as a
median with its range: one replay is one sample of how the others might have played.

`replay_seat` deals the round again (the same cards in the same places), puts a fresh player of
``level`` seeded by ``seed`` in ``seat`` and the other seats' levels with the seeds they were given,
and plays the round to its end. Every player decides from its `player_view` only, as at the table.
The result is deterministic from the deal, the levels and the seeds (Ekspert's budget is counted in
simulated moves, not seconds). The other seats' generators start afresh: where a level draws random
numbers (Let above all) its moves can differ from the round as it was played, even in the same
position.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..engine.invariants import max_round_actions
from ..engine.state import RoundState
from ..engine.view import player_view
from . import make_player
from .base import Player
from .ekspert import STEPS, EkspertPlayer
from .judge import side_margin

PLAYS = 8  # replays of a deal for its spread: about 10 s with the compiled loop on 2 cores
Progress = Callable[[int, int], None]  # (cards drawn from the stock so far, cards in it at the deal)


@dataclass(frozen=True, slots=True)
class SeatReplay:
    """The round played again: its end, and the round score of ``seat``'s side."""

    seat: int
    level: str
    seed: int
    state: RoundState
    score: int

    @property
    def margin(self) -> float:
        """The seat's side's round score less the mean of the other sides' (the review's measure)."""
        return round_margin(self.state, self.seat)


@dataclass(frozen=True, slots=True)
class ReplaySpread:
    """The deal played ``len(plays)`` times with ``level`` in ``seat``, the others' seeds varied."""

    seat: int
    level: str
    plays: tuple[SeatReplay, ...]

    @property
    def margins(self) -> tuple[float, ...]:
        return tuple(sorted(play.margin for play in self.plays))

    @property
    def median(self) -> float:
        return statistics.median(self.margins)

    @property
    def low(self) -> float:
        return self.margins[0]

    @property
    def high(self) -> float:
        return self.margins[-1]


def round_margin(state: RoundState, seat: int) -> float:
    """A finished round's margin for ``seat``'s side: its round score less the mean of the others'."""
    if state.result is None:
        raise ValueError("the round is not over")
    return side_margin([score.total for score in state.result], state.rules.side_of(seat))


def seat_player(level: str, seed: int, should_stop: Callable[[], bool] | None, steps: int | None) -> Player:
    """The player put in the seat; Ekspert stops between deals when asked (fewer deals, a legal move)."""
    if level == "ekspert":
        return EkspertPlayer(seed, should_stop=should_stop, steps=STEPS if steps is None else steps)
    return make_player(level, seed)


def replay_seat(
    deal: RoundState,
    seat: int,
    others: Mapping[int, tuple[str, int]],
    level: str = "ekspert",
    seed: int = 0,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    steps: int | None = None,
) -> SeatReplay | None:
    """Play ``deal`` (a copy) to its end with ``level`` in ``seat`` and ``others``: seat → (level, seed).
    None when ``should_stop`` said so before the round ended."""
    state = deal.copy()
    players: dict[int, Player] = {seat: seat_player(level, seed, should_stop, steps)}
    for other, (other_level, other_seed) in others.items():
        if other != seat:
            players[other] = make_player(other_level, other_seed)
    if set(players) != set(range(state.rules.players)):
        raise ValueError("every seat needs a player")
    at_deal = len(state.stock)
    for _ in range(max_round_actions(state.rules)):
        if state.is_over:
            break
        if should_stop is not None and should_stop():
            return None
        actor = state.actor
        legal = state.legal_actions()
        action = players[actor].choose(player_view(state, actor), legal)
        state.play(action if action in legal else legal[0])
        if progress is not None:
            progress(at_deal - len(state.stock), at_deal)
    if not state.is_over or state.result is None:
        return None
    side = state.rules.side_of(seat)
    return SeatReplay(seat, level, seed, state, state.result[side].total)


def replay_spread(
    deal: RoundState,
    seat: int,
    others: Mapping[int, tuple[str, int]],
    level: str = "ekspert",
    seed: int = 0,
    plays: int = PLAYS,
    progress: Progress | None = None,
    should_stop: Callable[[], bool] | None = None,
    steps: int | None = None,
) -> ReplaySpread | None:
    """``replay_seat`` ``plays`` times: the first with the seeds given, each later one with every seed
    moved on by its number (the others choose differently where they draw random numbers or search).
    ``progress`` counts cards drawn over all plays. None when stopped."""
    found: list[SeatReplay] = []
    at_deal = max(1, len(deal.stock))
    for number in range(plays):

        def told(done: int, total: int, number: int = number) -> None:
            if progress is not None:
                progress(number * at_deal + min(done, at_deal), plays * at_deal)

        moved = {
            other: (other_level, other_seed + number) for other, (other_level, other_seed) in others.items()
        }
        play = replay_seat(deal, seat, moved, level, seed + number, told, should_stop, steps)
        if play is None:
            return None
        found.append(play)
    return ReplaySpread(seat, level, tuple(found))
