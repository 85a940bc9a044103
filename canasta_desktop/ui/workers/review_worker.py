"""The round review runs here, on a thread of its own, so the table stays in play while it works.

`ReviewThread` runs `ai.review.review_round` as an `Operation` on its `Runner` (`operation.py`),
whose thread lives while a review does. It reports on the GUI thread as `progressed(done, total)`,
`reviewed(Review)` and `failed(text)`. `cancel()` raises a flag that the review's ``should_stop``
reads between deals: the decisions judged so far still come back (`Review.complete` is then
false). A review replaced by a newer one, or forgotten (`forget`: the review window closed), is
cancelled: nothing more of it is reported.

Without the compiled rollout loop (`ai.policy.COMPILED`) a review takes about seven times longer
(docs/review.md, "Timing"): `review_budget` then gives a quarter of the budget.

While a review runs the interpreter switches threads more often (`REVIEW_SWITCH_S`): the table's
thread waits less for its turn at the interpreter (the pure-Python review holds it throughout, the
compiled loop only between its rounds). Measured in benchmarks/bench_review_ui.py.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...ai.policy import COMPILED
from ...ai.review import DEFAULT_BUDGET, Review, ReviewBudget, review_round
from .operation import Failure, Operation, Runner, Task
from .quick_switch import SWITCH_S, QuickSwitch

#: The budget without the compiled loop: a quarter of the table's, for a review of about the same time.
SLOW_BUDGET = ReviewBudget(DEFAULT_BUDGET.steps // 4, DEFAULT_BUDGET.confirm_steps // 4)
REVIEW_SWITCH_S = SWITCH_S  # the interpreter's switch interval while a review runs (`quick_switch`)


def review_budget(compiled: bool = COMPILED) -> ReviewBudget:
    """The review's budget on this computer."""
    return DEFAULT_BUDGET if compiled else SLOW_BUDGET


class ReviewThread(QObject):
    """The review's runner and the review under way (see the module's docstring)."""

    progressed = Signal(int, int)  # decisions judged, decisions in the round
    reviewed = Signal(object)  # the Review (partial when stopped)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = Runner("canasta-review", self)
        self._operation: Operation[Review] | None = None  # the review whose answers are passed on
        self._finish_early = threading.Event()  # `cancel`: the review under way ends at its next deal
        self._switch = QuickSwitch()  # held while a review runs
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def busy(self) -> bool:
        """A review is being worked out (a cancelled one is busy until it has stopped)."""
        return self.runner.busy

    def start_review(self, log: str, seat: int, budget: ReviewBudget, seed: int = 0) -> None:
        """Review ``seat`` in ``log``; a review under way is given up."""
        self.forget()
        self._switch.hold()
        finish_early = self._finish_early = threading.Event()

        def work(task: Task) -> Review:
            def stop() -> bool:
                return finish_early.is_set() or task.stopped()

            return review_round(log, seat, budget=budget, seed=seed, progress=task.progress, should_stop=stop)

        self._operation = self.runner.submit(
            Operation(
                work,
                success=self._reviewed,
                failure=self._failed,
                progress=self._progressed,
                cancelled=self._ended,
            )
        )

    def cancel(self) -> None:
        """Stop the review under way (between two deals): the decisions judged so far are reported."""
        self._finish_early.set()

    def forget(self) -> None:
        """Stop the review under way; nothing more is reported of it."""
        if self._operation is not None:
            self._operation.cancel()
            self._operation = None

    def stop(self) -> None:
        """End the thread (the window closes, the application quits)."""
        self._operation = None
        self.runner.stop()  # what it cancels ends at once, and with it the faster switching

    def _progressed(self, done: int, total: int) -> None:
        if not self._finish_early.is_set():
            self.progressed.emit(done, total)

    def _reviewed(self, review: Review) -> None:
        self._operation = None
        self._ended()
        self.reviewed.emit(review)

    def _failed(self, failure: Failure) -> None:
        self._operation = None
        self._ended()
        self.failed.emit(failure.text)

    def _ended(self) -> None:
        """A review is over: the switch interval as it was once none is left."""
        if not self.runner.busy:
            self._switch.release()
