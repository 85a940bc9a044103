"""The review's judgement of a computer's turn (issue 33, point 4) runs here, off the GUI thread.

`JudgeThread` runs `ai.turn_review.judge_turn` as an `Operation` on its `Runner` (`operation.py`), whose
thread lives while a judgement does, at the round review's budget for this computer
(`review_worker.review_budget`) and with its seed, so the judgement is the review's. It reports on the GUI
thread as `progressed(done, total)`, then `judged(request, TurnJudgement)` or `failed(request, text)`,
``request`` being what `judge` was given. Only the newest request is answered: asking again, or
`forget` (another round on the list, another language, the window closing), cancels the one under way,
and its late answer is dropped (`Operation.cancel`: nothing but ``cancelled`` is delivered after it).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...ai.review import ReviewBudget
from ...ai.turn_review import TurnJudgement, judge_turn
from .operation import Failure, Operation, Runner, Task
from .quick_switch import QuickSwitch
from .review_worker import review_budget

REVIEW_SEED = 0  # the round review's seed (`WindowReview.start`): the same decision, the same judgement


class JudgeThread(QObject):
    """The judgement's runner and the judgement under way (see the module's docstring)."""

    progressed = Signal(int, int)  # decisions judged, decisions to judge
    judged = Signal(object, object)  # the request, the TurnJudgement
    failed = Signal(object, str)  # the request, what went wrong

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = Runner("canasta-judgement", self)
        self.budget: ReviewBudget | None = None  # None: the round review's on this computer
        self._operation: Operation[TurnJudgement] | None = None
        self._switch = QuickSwitch()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def busy(self) -> bool:
        """A judgement is wanted and not yet in."""
        return self._operation is not None

    def judge(self, request: Any, log: str, turn: int, seats: frozenset[int]) -> None:
        """Judge ``seats``' decisions in ``turn`` of the round ``log``; the one under way is given up."""
        self.forget()
        budget = self.budget or review_budget()
        self._switch.hold()

        def work(task: Task) -> TurnJudgement:
            return judge_turn(
                log, turn, seats, budget=budget, seed=REVIEW_SEED, progress=task.progress,
                should_stop=task.stopped,
            )  # fmt: skip

        operation: Operation[TurnJudgement] | None = None

        def success(judgement: TurnJudgement) -> None:
            if operation is self._operation:
                self._operation = None
                self._ended()
                self.judged.emit(request, judgement)

        def failure(failed: Failure) -> None:
            if operation is self._operation:
                self._operation = None
                self._ended()
                self.failed.emit(request, failed.text)

        operation = self._operation = self.runner.submit(
            Operation(
                work, success=success, failure=failure, progress=self._progressed, cancelled=self._ended
            )
        )

    def forget(self) -> None:
        """Stop the judgement under way; nothing more is reported of it."""
        if self._operation is not None:
            self._operation.cancel()
            self._operation = None

    def stop(self) -> None:
        """End the thread (the window closes, the application quits)."""
        self._operation = None
        self.runner.stop()
        self._switch.release()

    def _progressed(self, done: int, total: int) -> None:
        self.progressed.emit(done, total)

    def _ended(self) -> None:
        if not self.runner.busy:
            self._switch.release()
