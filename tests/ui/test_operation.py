"""One typed background operation (ui/workers/operation.py), on real threads: the work runs off the GUI
thread, its progress then exactly one outcome arrive on the GUI thread, a cancel leaves no late delivery,
a sequential runner keeps one thread in order, and a stop never destroys a thread still running."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread
from pytestqt.qtbot import QtBot

from canasta_desktop.ui.workers.operation import Failure, Operation, Runner, Task, running_threads

WAIT_MS = 5000


class Record:
    """What the owner heard, in order, and on which thread."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, object]] = []
        self.threads: set[QThread] = set()

    def _note(self, kind: str, value: object) -> None:
        self.threads.add(QThread.currentThread())
        self.heard.append((kind, value))

    def operation(self, work: object) -> Operation[object]:
        return Operation(
            work,  # type: ignore[arg-type]
            success=lambda value: self._note("success", value),
            failure=lambda failure: self._note("failure", failure),
            progress=lambda done, total: self._note("progress", (done, total)),
            cancelled=lambda: self._note("cancelled", None),
        )

    @property
    def outcomes(self) -> list[tuple[str, object]]:
        return [entry for entry in self.heard if entry[0] != "progress"]


@pytest.fixture
def record(qapp) -> Record:  # type: ignore[no-untyped-def]
    return Record()


@pytest.fixture
def runner(qapp) -> Iterator[Runner]:  # type: ignore[no-untyped-def]
    runner = Runner("test-operation")
    yield runner
    runner.stop()


def test_the_work_runs_off_the_gui_thread_and_its_result_arrives_on_it(
    qtbot: QtBot, runner: Runner, record: Record
) -> None:
    ran_on: list[QThread] = []

    def work(task: Task) -> int:
        ran_on.append(QThread.currentThread())
        return 42

    runner.submit(record.operation(work))
    qtbot.waitUntil(lambda: bool(record.heard), timeout=WAIT_MS)
    assert record.heard == [("success", 42)]
    gui = QThread.currentThread()
    assert ran_on == [runner.work_thread] and ran_on[0] is not gui and record.threads == {gui}
    qtbot.waitUntil(lambda: not runner.running, timeout=WAIT_MS)  # nothing left: its thread ended


@pytest.mark.parametrize("error", [ValueError("no such round"), SystemExit(3), KeyboardInterrupt()])
def test_whatever_the_work_raises_is_a_failure_with_its_text(
    qtbot: QtBot, runner: Runner, record: Record, error: BaseException
) -> None:
    def work(task: Task) -> int:
        raise error

    runner.submit(record.operation(work))
    qtbot.waitUntil(lambda: bool(record.heard), timeout=WAIT_MS)
    assert record.heard == [("failure", Failure.of(error))]
    assert Failure.of(ValueError("no such round")).text == "ValueError: no such round"
    assert Failure.of(KeyboardInterrupt()).text == "KeyboardInterrupt"


def test_progress_arrives_in_order_before_the_result(qtbot: QtBot, runner: Runner, record: Record) -> None:
    def work(task: Task) -> str:
        for done in range(1, 6):
            task.progress(done, 5)
        return "done"

    runner.submit(record.operation(work))
    qtbot.waitUntil(lambda: bool(record.outcomes), timeout=WAIT_MS)
    assert record.heard == [*(("progress", (done, 5)) for done in range(1, 6)), ("success", "done")]


def test_a_cancel_stops_the_work_and_nothing_but_cancelled_comes_after_it(
    qtbot: QtBot, runner: Runner, record: Record
) -> None:
    polled = threading.Event()

    def work(task: Task) -> str:
        done = 0
        while not task.stopped():
            done += 1
            task.progress(done, 0)
            polled.set()
        for late in range(3):  # still reporting after the stop check turned true: all dropped
            task.progress(-late, 0)
        return "too late"

    operation = runner.submit(record.operation(work))
    qtbot.waitUntil(lambda: bool(record.heard), timeout=WAIT_MS)  # its progress is arriving
    operation.cancel()
    heard_before = len(record.heard)
    qtbot.waitUntil(lambda: operation.delivered, timeout=WAIT_MS)
    qtbot.wait(50)
    assert record.heard[heard_before:] == [("cancelled", None)]
    assert all(kind == "progress" for kind, _ in record.heard[:heard_before])


def test_a_result_on_its_way_when_cancelled_is_dropped(qtbot: QtBot, runner: Runner, record: Record) -> None:
    returned = threading.Event()

    def work(task: Task) -> str:
        task.progress(1, 1)
        returned.set()
        return "unwanted"

    operation = runner.submit(record.operation(work))
    assert returned.wait(WAIT_MS / 1000)  # the work is done; its progress and result wait in the queue
    operation.cancel()
    qtbot.waitUntil(lambda: operation.delivered, timeout=WAIT_MS)
    assert record.heard == [("cancelled", None)]


def test_a_sequential_runner_runs_in_order_on_one_thread_that_stays(qtbot: QtBot, record: Record) -> None:
    runner = Runner("test-sequential", keep_thread=True)
    runner.start()
    threads: list[QThread] = []
    state: list[int] = []  # kept between operations, touched on the runner's thread only

    def step(number: int) -> object:
        def work(task: Task) -> list[int]:
            threads.append(QThread.currentThread())
            state.append(number)
            return list(state)

        return work

    try:
        for number in range(4):
            runner.submit(record.operation(step(number)))
        qtbot.waitUntil(lambda: len(record.heard) == 4, timeout=WAIT_MS)
        assert record.heard == [("success", list(range(n + 1))) for n in range(4)]
        assert len(set(threads)) == 1 and runner.running  # one thread, kept for the next operation
    finally:
        assert runner.stop()
    assert not runner.running


def test_a_stop_cancels_what_is_queued_at_once(qtbot: QtBot, runner: Runner, record: Record) -> None:
    started, release = threading.Event(), threading.Event()

    def slow(task: Task) -> str:
        started.set()
        release.wait(WAIT_MS / 1000)
        return "first"

    first = runner.submit(record.operation(slow))
    second = runner.submit(record.operation(lambda task: "second"))
    assert started.wait(WAIT_MS / 1000)
    release.set()
    assert runner.stop()  # the work returns within the wait: the thread ends cleanly
    assert first.delivered and second.delivered and record.heard == [("cancelled", None)] * 2
    qtbot.wait(50)
    assert len(record.heard) == 2  # the first's result, sent as the stop came, is not delivered


def test_a_stop_while_the_work_ignores_it_leaves_the_thread_running_and_delivers_nothing_late(
    qtbot: QtBot, record: Record
) -> None:
    """Work stuck in its own code: the stop gives up waiting and says ``cancelled`` at once; the thread
    is left running, and ends when the work returns; the runner takes a new thread for later work."""
    started, release = threading.Event(), threading.Event()

    def stuck(task: Task) -> str:
        started.set()
        release.wait(30)  # never looks at its stop check
        return "late"

    quick = Runner("test-stuck", stop_wait_ms=50)
    before = running_threads()
    quick.submit(record.operation(stuck))
    assert started.wait(WAIT_MS / 1000)
    stuck_thread = quick.work_thread
    assert not quick.stop()
    assert record.heard == [("cancelled", None)]
    assert stuck_thread.isRunning() and running_threads() == before + 1
    quick.submit(record.operation(lambda task: "later"))
    qtbot.waitUntil(lambda: len(record.heard) == 2, timeout=WAIT_MS)
    assert record.heard[1] == ("success", "later") and quick.work_thread is not stuck_thread
    release.set()
    qtbot.waitUntil(lambda: not stuck_thread.isRunning(), timeout=WAIT_MS)  # its quit was asked at the stop
    assert running_threads() == before
    qtbot.wait(50)
    assert [kind for kind, _ in record.heard] == ["cancelled", "success"]  # "late" was never delivered


_RUNNER_GONE_WHILE_STUCK = """
import gc, threading
import shiboken6
from PySide6.QtCore import QCoreApplication
from canasta_desktop.ui.workers.operation import Operation, Runner, running_threads

app = QCoreApplication([])
started, release = threading.Event(), threading.Event()

def stuck(task):
    started.set()
    release.wait(30)
    return "late"

runner = Runner("test-stuck", stop_wait_ms=50)
runner.submit(Operation(stuck, success=print))
started.wait(5)
print("stopped", runner.stop(), flush=True)
shiboken6.delete(runner)  # its owner gone, and nothing here holds the thread
del runner
gc.collect()
print("running", running_threads(), flush=True)
release.set()
while running_threads():
    app.processEvents()
print("ended", flush=True)
"""


def test_a_thread_left_running_outlives_its_runner() -> None:
    """Qt aborts the process when a running thread is destroyed ("QThread: Destroyed while thread is
    still running", exit -6): a thread given up at its stop is held until it ends, whatever becomes of
    its runner. A process of its own, so that the abort it guards against is a failure, not a crash."""
    run = subprocess.run(
        [sys.executable, "-c", _RUNNER_GONE_WHILE_STUCK],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == ["stopped", "False", "running", "1", "ended"], run.stdout
