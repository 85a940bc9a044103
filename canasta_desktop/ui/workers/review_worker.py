"""The round review runs here, on a thread of its own, so the table stays in play while it works.

`ReviewThread` owns a `ReviewWorker` living in a `QThread`. `start_review` sends it a `ReviewJob`
through a queued signal; the worker runs `ai.review.review_round` and reports through its own
signals, which reach `ReviewThread`'s slots on the GUI thread and go on from there as
`progressed(done, total)`, `reviewed(Review)` and `failed(text)`. `cancel()` (GUI thread) raises a
flag that the review's ``should_stop`` reads between deals: the decisions judged so far still come
back (`Review.complete` is then false). A job replaced by a newer one, or forgotten (`forget`: the
review window closed), is not reported.

Without the compiled rollout loop (`ai.policy.COMPILED`) a review takes about seven times longer
(docs/review.md, "Timing"): `review_budget` then gives a quarter of the budget.

While a review runs the interpreter switches threads more often (`REVIEW_SWITCH_S`): the table's
thread waits less for its turn at the interpreter (the pure-Python review holds it throughout, the
compiled loop only between its rounds). Measured in benchmarks/bench_review_ui.py.
"""

from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ...ai.policy import COMPILED
from ...ai.review import DEFAULT_BUDGET, Review, ReviewBudget, review_round

#: The budget without the compiled loop: a quarter of the table's, for a review of about the same time.
SLOW_BUDGET = ReviewBudget(DEFAULT_BUDGET.steps // 4, DEFAULT_BUDGET.confirm_steps // 4)
STOP_WAIT_MS = 3000
REVIEW_SWITCH_S = 0.0005  # the interpreter's switch interval while a review runs (Python's default: 5 ms)


def review_budget(compiled: bool = COMPILED) -> ReviewBudget:
    """The review's budget on this computer."""
    return DEFAULT_BUDGET if compiled else SLOW_BUDGET


@dataclass(frozen=True, slots=True)
class ReviewJob:
    """To the worker: review ``seat`` in the round ``log``."""

    job_id: int
    log: str
    seat: int
    budget: ReviewBudget
    seed: int = 0


class ReviewWorker(QObject):
    progressed = Signal(int, int, int)  # job id, decisions judged, decisions in the round
    reviewed = Signal(int, object)  # job id, Review
    failed = Signal(int, str)  # job id, what went wrong

    def __init__(self) -> None:
        super().__init__()
        self.wanted = 0  # the job to work on (set from the GUI thread; another: stop)

    @Slot(object)
    def run(self, job: ReviewJob) -> None:
        def stop() -> bool:
            return self.wanted != job.job_id

        def progress(done: int, total: int) -> None:
            self.progressed.emit(job.job_id, done, total)

        try:
            review = review_round(
                job.log, job.seat, budget=job.budget, seed=job.seed, progress=progress, should_stop=stop
            )
        except Exception as error:  # noqa: BLE001 - a log the review cannot read is a message, not a crash
            traceback.print_exc()
            self.failed.emit(job.job_id, f"{type(error).__name__}: {error}")
            return
        self.reviewed.emit(job.job_id, review)


class ReviewThread(QObject):
    """The review's thread and worker, and the job under way (see the module's docstring)."""

    request = Signal(object)  # a ReviewJob, to the worker's thread
    progressed = Signal(int, int)  # decisions judged, decisions in the round
    reviewed = Signal(object)  # the Review (partial when stopped)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.qthread = QThread()
        self.qthread.setObjectName("canasta-review")
        self.worker = ReviewWorker()
        self.worker.moveToThread(self.qthread)
        self.request.connect(self.worker.run)
        self.worker.progressed.connect(self._progressed)
        self.worker.reviewed.connect(self._reviewed)
        self.worker.failed.connect(self._failed)
        self._next_id = 0
        self._reported = 0  # the job whose answers are passed on
        self._switch: float | None = None  # the switch interval before the review, while one runs
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def busy(self) -> bool:
        """A review is being worked out (a cancelled one is busy until it has stopped)."""
        return self._reported != 0

    def start_review(self, log: str, seat: int, budget: ReviewBudget, seed: int = 0) -> None:
        """Review ``seat`` in ``log``; a review under way is given up."""
        if not self.qthread.isRunning():
            self.qthread.start()
        if self._switch is None:
            self._switch = sys.getswitchinterval()
            sys.setswitchinterval(REVIEW_SWITCH_S)
        self._next_id += 1
        self.worker.wanted = self._reported = self._next_id
        self.request.emit(ReviewJob(self._next_id, log, seat, budget, seed))

    def cancel(self) -> None:
        """Stop the review under way (between two deals): the decisions judged so far are reported."""
        self.worker.wanted = 0

    def forget(self) -> None:
        """Stop the review under way; nothing more is reported of it."""
        self.worker.wanted = self._reported = 0

    def stop(self) -> None:
        """End the thread (the window closes, the application quits)."""
        self.forget()
        if self.qthread.isRunning():
            self.qthread.quit()
            self.qthread.wait(STOP_WAIT_MS)
        self._restore_switch()

    @Slot(int, int, int)
    def _progressed(self, job_id: int, done: int, total: int) -> None:
        if job_id == self.worker.wanted != 0:
            self.progressed.emit(done, total)

    @Slot(int, object)
    def _reviewed(self, job_id: int, review: object) -> None:
        self._ended(job_id)
        if job_id == self._reported:
            self.worker.wanted = self._reported = 0
            assert isinstance(review, Review)
            self.reviewed.emit(review)

    @Slot(int, str)
    def _failed(self, job_id: int, text: str) -> None:
        self._ended(job_id)
        if job_id == self._reported:
            self.worker.wanted = self._reported = 0
            self.failed.emit(text)

    def _ended(self, job_id: int) -> None:
        """The newest job is done: the thread ends (no idle thread outlives the window)."""
        if job_id == self._next_id:
            self.qthread.quit()
            self.qthread.wait(STOP_WAIT_MS)  # the worker has returned: it ends at once
            self._restore_switch()

    def _restore_switch(self) -> None:
        if self._switch is not None:
            sys.setswitchinterval(self._switch)
            self._switch = None
