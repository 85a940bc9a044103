"""Work off the GUI thread, typed: an `Operation[T]` run by a `Runner` (in the spirit of Anki's QueryOp).

An operation is a callable, the *work*, given a `Task`: ``task.progress(done, total)`` says how far it
is, ``task.stopped()`` is the stop check it polls. On the GUI thread, its owner hears the progress, then
exactly one of: ``success(value)``, ``failure(Failure)`` (anything the work raised, `SystemExit` and
`KeyboardInterrupt` too, with its text) or ``cancelled()``. `cancel()` (GUI thread) turns the stop check
true, and from then on nothing but ``cancelled`` is delivered: a result that was on its way is dropped,
since every delivery is decided on the GUI thread. ``cancelled`` comes once the work has returned, or at
once when the runner stops.

A `Runner` owns one thread and runs the operations given to it there, one after another, in order. A
runner that keeps its thread (the computer players, whose players keep their generators and memory
between moves) runs until stopped; the others end their thread as soon as nothing is left to run and
start it again for the next operation (the review, the start's files, Expert with your cards).

`Runner.stop` cancels what it was given and waits a bounded time for its thread. Work stuck in code of
its own cannot be stopped from outside, and Qt aborts the process when a running thread is destroyed:
such a thread is left running, held here until it ends whatever happens to its runner or window, and
the runner takes a new thread for later work. `running_threads` counts them, so that the app leaves
without tearing them down once everything is saved.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QThread, Signal, SignalInstance, Slot

T = TypeVar("T")

STOP_WAIT_MS = 3000  # how long a stop waits for work still running before leaving its thread running

#: Every runner thread started and not yet waited out, with its executor: never destroyed running.
_THREADS: list[tuple[QThread, QObject]] = []


def running_threads() -> int:
    """How many runner threads are still running (given up at their stop, or never stopped)."""
    return sum(1 for thread, _executor in _THREADS if thread.isRunning())


def _hold(thread: QThread, executor: QObject) -> None:
    _THREADS[:] = [pair for pair in _THREADS if pair[0].isRunning() and pair[0] is not thread]
    _THREADS.append((thread, executor))


def _release(thread: QThread) -> None:
    _THREADS[:] = [pair for pair in _THREADS if pair[0] is not thread]


@dataclass(frozen=True, slots=True)
class Failure:
    """Why the work gave no result: what it raised, as "ValueError: no such round"."""

    text: str

    @classmethod
    def of(cls, error: BaseException) -> Failure:
        return cls(f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)


@dataclass(frozen=True, slots=True)
class _Done(Generic[T]):
    value: T


class Operation(Generic[T]):
    """The work and what its owner does with each outcome, on the GUI thread (see the module's docstring)."""

    def __init__(
        self,
        work: Callable[[Task], T],
        *,
        success: Callable[[T], None] | None = None,
        failure: Callable[[Failure], None] | None = None,
        progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], None] | None = None,
    ) -> None:
        self._work = work
        self._on_success, self._on_failure = success, failure
        self._on_progress, self._on_cancelled = progress, cancelled
        self._cancelled = False  # set on the GUI thread, read by the work's stop check
        self._outcome: _Done[T] | Failure | None = None  # written on the runner's thread before it reports
        self._delivered = False

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    @property
    def delivered(self) -> bool:
        """Its one outcome has been delivered."""
        return self._delivered

    def cancel(self) -> None:
        """GUI thread: the stop check turns true; nothing but ``cancelled`` is delivered from now on."""
        self._cancelled = True

    def run(self, task: Task) -> None:
        """On the runner's thread: the work, unless it was cancelled before it began."""
        if self._cancelled:
            return
        try:
            self._outcome = _Done(self._work(task))
        except BaseException as error:  # noqa: BLE001 - SystemExit too: reported, never a dead thread
            traceback.print_exc()
            self._outcome = Failure.of(error)

    def report_progress(self, done: int, total: int) -> None:
        """GUI thread: passed on while the operation is still wanted."""
        if self._on_progress is not None and not self._cancelled and not self._delivered:
            self._on_progress(done, total)

    def deliver(self) -> None:
        """GUI thread: the one outcome, once."""
        if self._delivered:
            return
        self._delivered = True
        outcome = self._outcome
        if self._cancelled or outcome is None:
            if self._on_cancelled is not None:
                self._on_cancelled()
        elif isinstance(outcome, Failure):
            if self._on_failure is not None:
                self._on_failure(outcome)
        elif self._on_success is not None:
            self._on_success(outcome.value)


class Task:
    """What the work is given on the runner's thread: its progress report and its stop check."""

    def __init__(self, operation: Operation[Any], progressed: SignalInstance) -> None:
        self._operation = operation
        self._progressed = progressed

    def stopped(self) -> bool:
        """The operation is no longer wanted (cancelled, or its runner stopped)."""
        return self._operation.cancelled

    def progress(self, done: int, total: int) -> None:
        self._progressed.emit(self._operation, done, total)


class _Releaser(QObject):
    """Lives on the GUI thread: each finished operation's last reference is dropped there.

    An operation holds its owner's callbacks (bound methods of Qt objects). Were its last reference
    dropped on the runner's thread (its owner gone while the work ran), those objects would be
    destroyed there, their timers with them, and Qt crashed later. So operations cross threads in a
    box (a list) that only the receiving side empties: the runner's thread never holds the last one."""

    release = Signal(object)  # a box: [Operation]

    def __init__(self) -> None:
        super().__init__()
        self.release.connect(self._empty)

    @Slot(object)
    def _empty(self, box: list[Operation[Any]]) -> None:
        box.clear()


_RELEASER: list[_Releaser] = []  # made on the GUI thread with the first runner


def _releaser() -> _Releaser:
    if not _RELEASER:
        _RELEASER.append(_Releaser())
    return _RELEASER[0]


class _Executor(QObject):
    """Lives on the runner's thread: runs each operation it is sent, then says so."""

    requested = Signal(object)  # a box: [Operation]; emitted on the GUI thread, so queued to this one
    progressed = Signal(object, int, int)  # the Operation, done, total
    ended = Signal(object)  # the Operation, its outcome kept in it

    def __init__(self, releaser: _Releaser) -> None:
        super().__init__()
        self._releaser = releaser
        self.requested.connect(self.run)

    @Slot(object)
    def run(self, box: list[Operation[Any]]) -> None:
        operation = box.pop()
        operation.run(Task(operation, self.progressed))
        self.ended.emit(operation)
        back = [operation]
        del operation
        self._releaser.release.emit(back)  # the GUI thread drops it (see `_Releaser`)


class Runner(QObject):
    """One thread, the operations given to it run there in order (see the module's docstring)."""

    def __init__(
        self,
        name: str,
        parent: QObject | None = None,
        *,
        keep_thread: bool = False,
        stop_wait_ms: int = STOP_WAIT_MS,
    ) -> None:
        super().__init__(parent)
        self._name = name
        self._keep_thread = keep_thread
        self._stop_wait_ms = stop_wait_ms
        self._pending: list[Operation[Any]] = []  # given and not yet delivered, in order
        self._thread, self._executor = self._new_thread()

    @property
    def work_thread(self) -> QThread:
        """The thread the runner's work runs on (a given-up one until the next operation)."""
        return self._thread

    @property
    def running(self) -> bool:
        return self._thread.isRunning()

    @property
    def busy(self) -> bool:
        """An operation is waiting for its outcome (a cancelled one until its work has returned)."""
        return bool(self._pending)

    def start(self) -> None:
        """Start the thread now rather than at the first operation."""
        if not self._thread.isRunning():
            _hold(self._thread, self._executor)
            self._thread.start()

    def submit(self, operation: Operation[T]) -> Operation[T]:
        """Run ``operation`` after those given before."""
        self.start()
        self._pending.append(operation)
        self._executor.requested.emit([operation])
        return operation

    def stop(self) -> bool:
        """Cancel everything given (each hears ``cancelled`` now) and end the thread, waiting for it at
        most ``stop_wait_ms``. False: it still runs, left running (held until it ends; never destroyed)."""
        pending, self._pending = self._pending, []
        for operation in pending:
            operation.cancel()
        for operation in pending:
            operation.deliver()
        return self._end_thread(self._stop_wait_ms)

    def _new_thread(self) -> tuple[QThread, _Executor]:
        thread = QThread()
        thread.setObjectName(self._name)
        executor = _Executor(_releaser())
        executor.moveToThread(thread)
        executor.progressed.connect(self._progressed)
        executor.ended.connect(self._ended)
        return thread, executor

    def _end_thread(self, wait_ms: int) -> bool:
        thread = self._thread
        if not thread.isRunning():
            return True
        thread.quit()
        if thread.wait(wait_ms):
            _release(thread)
            return True
        self._thread, self._executor = self._new_thread()  # the old pair stays held in `_THREADS`
        return False

    @Slot(object, int, int)
    def _progressed(self, operation: Operation[Any], done: int, total: int) -> None:
        operation.report_progress(done, total)

    @Slot(object)
    def _ended(self, operation: Operation[Any]) -> None:
        if operation in self._pending:
            self._pending.remove(operation)
        operation.deliver()
        if not self._keep_thread and not self._pending:
            self._end_thread(STOP_WAIT_MS)  # its work has returned: the thread ends at once
