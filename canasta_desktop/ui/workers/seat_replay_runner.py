""" "Expert with your cards" off the GUI thread: `ai.seat_replay.replay_spread` as an `Operation` on a
`Runner` of its own (`operation.py`), whose thread lives while a replay does. `stop` cancels it (Ekspert
checks between deals; the round is abandoned) and waits a little.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ...ai.seat_replay import PLAYS, ReplaySpread, replay_spread
from ...engine.state import RoundState
from .operation import Failure, Operation, Runner, Task


@dataclass(frozen=True, slots=True)
class ReplayJob:
    """What to play: the deal, the seat given to ``level``, the others' (level, seed) by seat."""

    deal: RoundState
    seat: int
    others: Mapping[int, tuple[str, int]]
    level: str = "ekspert"
    seed: int = 0
    steps: int | None = None  # Ekspert's budget per decision (None: the table's)
    plays: int = PLAYS  # the deal played this many times, the others' seeds varied

    def play(self, task: Task) -> ReplaySpread | None:
        """On the runner's thread: the plays, reporting the cards drawn; None when stopped."""
        return replay_spread(
            self.deal, self.seat, self.others, self.level, self.seed, self.plays,
            progress=task.progress, should_stop=task.stopped, steps=self.steps,
        )  # fmt: skip


class SeatReplayRunner(QObject):
    """Runs one replay at a time; ``finished`` carries the `ReplaySpread` (None: it failed or stopped
    of itself); a replay stopped by `stop` says nothing more."""

    progressed = Signal(int, int)
    finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = Runner("canasta-seat-replay", self)
        self.result: ReplaySpread | None = None

    @property
    def running(self) -> bool:
        return self.runner.busy

    def start(self, job: ReplayJob) -> None:
        if self.running:
            return
        self.result = None
        replay = Operation(job.play, success=self._done, failure=self._failed, progress=self.progressed.emit)
        self.runner.submit(replay)

    def _done(self, result: ReplaySpread | None) -> None:
        self.result = result
        self.finished.emit(result)

    def _failed(self, _failure: Failure) -> None:  # a failing replay says nothing rather than crash the table
        self._done(None)

    def stop(self) -> None:
        """Stop a replay still running (its result is dropped)."""
        self.runner.stop()
