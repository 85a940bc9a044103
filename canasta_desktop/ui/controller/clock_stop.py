"""The clock's stop of a round (issue 32, `RuleSet.match_time_end`): when a match played to the clock runs
out of time mid-round and its rules stop the round then, the table stops it.

`ClockStop.stop_if_time_up` is asked on every tick of the match's clock and whenever a round is put on the
table (a saved match loaded after its time ran out stops at once). It asks the engine (`Match.time_stop`)
whether and how; then no computer goes on thinking — the search under way is interrupted, a move due
after the pause is forgotten, and an answer still on its way is stale (the round is over) — and the stop
changes the round where every change goes through, `GameController.apply`: the score sheet follows as
at any round's end. Only this table's own match is stopped: a guest's table sees the host's stop in the
host's views, and a round played aside (a lesson, a position tried again) keeps no clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject

from ...engine.actions import Action
from ...engine.events import Event
from ...engine.time_stop import TimeStop
from .computer_answers import ComputerAnswers
from .pacing import ComputerPacing
from .seat_turns import SeatTurns
from .table_session import TableSession


class StopHost(Protocol):
    """What the stop uses of the controller."""

    @property
    def session(self) -> TableSession | None: ...
    @property
    def pacing(self) -> ComputerPacing: ...
    @property
    def turns(self) -> SeatTurns: ...
    @property
    def computer(self) -> ComputerAnswers: ...

    def apply(self, seat: int, actions: Sequence[Action | TimeStop], shown: bool = True) -> list[Event]: ...


class ClockStop(QObject):
    """Stops the round on the table when the match's time is up and its rules say so."""

    def __init__(self, host: StopHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host

    def due(self) -> TimeStop | None:
        """The stop the round on the table is due now (None: it plays on)."""
        session = self.host.session
        if session is None or not session.kept or session.authority is not None:
            return None
        match, state = session.match, session.state
        return match.time_stop() if state is match.round else None

    def stop_if_time_up(self) -> bool:
        """Stop the round if it is due (True: it was stopped)."""
        stop = self.due()
        session = self.host.session
        if stop is None or session is None or session.state is None:
            return False
        self.host.computer.worker.interrupt()
        self.host.pacing.forget()
        self.host.turns.forget()
        self.host.apply(session.state.actor, [stop])
        return True
