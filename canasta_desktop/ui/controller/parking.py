"""Set the match aside while something else (a lesson) uses the table, and bring it back untouched.

`park` takes everything the controller holds about the match off it (the
match, its round, the seats, the human's selection and new-meld area, the
autosaver and the statistics store) and returns it as a `ParkedMatch`; until
`unpark` puts it back, nothing the table does can reach the match or its save
file, and nothing played counts in the statistics.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from ...ai.base import Player
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.match import Match
from ...engine.state import RoundState
from ...persistence.statistics import StatisticsStore
from ...persistence.store import AutoSaver
from .game_setup import GameSetup

if TYPE_CHECKING:
    from .controller import GameController


@dataclass
class ParkedMatch:
    """What the controller held about the match when it was set aside."""

    match: Match | None
    state: RoundState | None
    setup: GameSetup
    human: int
    names: list[str]
    levels: dict[int, str]
    players: dict[int, Player]
    selection: list[Card]
    staged: list[Card]
    stage_history: list[tuple[Card, ...]]
    resumed_events: list[Event]
    rng: random.Random
    match_id: str
    started_at: datetime
    autosaver: AutoSaver | None
    statistics: StatisticsStore | None


def park(controller: GameController) -> ParkedMatch:
    """Take the match off the controller: no save, no statistics, no computer thinking about it."""
    c = controller
    c._ai.worker.interrupt()  # noqa: SLF001 - a move being searched for the match is not wanted now
    c.pacing.forget()
    parked = ParkedMatch(
        c.match,
        c.state,
        c.setup,
        c.human,
        list(c.names),
        dict(c.levels),
        dict(c.players),
        list(c.selection),
        list(c.staged),
        list(c.stage_history),
        list(c._resumed_events),  # noqa: SLF001
        c._rng,  # noqa: SLF001
        c.match_id,
        c.started_at,
        c.archive.autosaver,
        c.archive.statistics,
    )
    c.archive.autosaver = None
    c.archive.statistics = None
    return parked


def unpark(controller: GameController, parked: ParkedMatch) -> None:
    """Put the match back on the table exactly as it was set aside; the computer plays on if it is its turn."""
    c = controller
    c._ai.worker.interrupt()  # noqa: SLF001
    c.move_gate = None
    c.archive.autosaver = parked.autosaver
    c.archive.statistics = parked.statistics
    c.match, c.setup, c.human = parked.match, parked.setup, parked.human
    c.names, c.levels, c.players = parked.names, parked.levels, parked.players
    c._rng, c.match_id, c.started_at = parked.rng, parked.match_id, parked.started_at  # noqa: SLF001
    c.configure_worker.emit(dict(parked.players))
    if parked.state is None:
        c.state = None
        c.pacing.forget()
        c.table_changed.emit([])
        return
    c._start_round(parked.state, resumed=True)  # noqa: SLF001 - redraws the table without dealing again
    c.selection, c.staged = parked.selection, parked.staged
    c.stage_history = parked.stage_history
    c._resumed_events = parked.resumed_events  # noqa: SLF001
    c._tell_last_action()  # noqa: SLF001
    c.table_changed.emit([])


def play_round(
    controller: GameController, match: Match, levels: dict[int, str], players: dict[int, Player]
) -> None:
    """Put another match's round on the table (a lesson's), the human in seat 0, ``players`` in the others;
    the seats are named as in a match of that size."""
    c = controller
    c._ai.worker.interrupt()  # noqa: SLF001
    c.match, c.human, c.levels, c.players = match, 0, levels, players
    c.names = [""] * match.rules.players
    c._name_seats()  # noqa: SLF001
    c.configure_worker.emit(dict(players))
    c._start_round(match.round)  # noqa: SLF001 - clears the selection and the new-meld area, redraws
