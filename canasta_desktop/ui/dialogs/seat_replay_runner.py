""" "Ekspert with your cards" off the GUI thread: `ai.seat_replay.replay_spread` in a `QThread`.

The worker lives in its own thread (created per replay, `moveToThread`); its signals reach
`SeatReplayRunner`'s slots on the GUI thread (docs: never a lambda on a worker signal). `stop` asks
the thread to stop (Ekspert checks between deals; the round is abandoned) and waits a little.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...ai.seat_replay import PLAYS, ReplaySpread, replay_spread
from ...engine.state import RoundState

STOP_WAIT_MS = 3000
_STUCK: list[tuple[QThread, QObject]] = []  # threads that did not stop in time: never destroyed running


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


class _Worker(QObject):
    progressed = Signal(int, int)
    done = Signal(object)  # ReplaySpread | None

    def __init__(self, job: ReplayJob, thread: QThread) -> None:
        super().__init__()
        self.job = job
        self.thread_ = thread

    @Slot()
    def run(self) -> None:
        job = self.job
        try:
            result = replay_spread(
                job.deal, job.seat, job.others, job.level, job.seed, job.plays,
                progress=self.progressed.emit, should_stop=self.thread_.isInterruptionRequested, steps=job.steps,
            )  # fmt: skip
        except Exception:  # noqa: BLE001 - a failing replay says nothing rather than crash the table
            result = None
        self.done.emit(result)


class SeatReplayRunner(QObject):
    """Runs one replay at a time; ``finished`` carries the `ReplaySpread` (None: stopped or failed)."""

    progressed = Signal(int, int)
    finished = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread_: QThread | None = None
        self.worker: _Worker | None = None
        self.result: ReplaySpread | None = None

    @property
    def running(self) -> bool:
        return self.thread_ is not None and self.thread_.isRunning()

    def start(self, job: ReplayJob) -> None:
        if self.running:
            return
        thread = QThread()
        worker = _Worker(job, thread)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progressed.connect(self._progressed)
        worker.done.connect(self._done)
        self.thread_, self.worker = thread, worker
        thread.start()

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        self.progressed.emit(done, total)

    @Slot(object)
    def _done(self, result: object) -> None:
        self.result = result if isinstance(result, ReplaySpread) else None
        self._finish_thread()
        self.finished.emit(self.result)

    def _finish_thread(self) -> None:
        thread = self.thread_
        if thread is not None:
            thread.quit()
            if not thread.wait(STOP_WAIT_MS) and self.worker is not None:
                _STUCK.append((thread, self.worker))
        self.thread_, self.worker = None, None

    def stop(self) -> None:
        """Stop a replay still running (its result is dropped)."""
        thread = self.thread_
        if thread is None:
            return
        if self.worker is not None:
            self.worker.done.disconnect(self._done)
        thread.requestInterruption()
        self._finish_thread()
