"""The one writer thread (issue 23): jobs in the order asked, a newer write of a file replacing a waiting
one, and a stuck job waited for once, a moment, not at every step of the quit."""

from __future__ import annotations

import threading
import time

from canasta_desktop.persistence.writer import Writer


def _blocked(writer: Writer) -> threading.Event:
    """A first job that holds the writer until the event is set (a disk that does not answer)."""
    release, started = threading.Event(), threading.Event()

    def hold() -> None:
        started.set()
        release.wait(30)

    writer.submit(None, hold)
    assert started.wait(10)
    return release


def test_jobs_run_in_order_and_a_newer_write_of_a_file_replaces_a_waiting_one() -> None:
    writer, done = Writer(), []
    release = _blocked(writer)
    writer.submit("save", lambda: done.append("save 1"), replaces="last")
    writer.submit("settings", lambda: done.append("settings 1"))
    writer.submit("save", lambda: done.append("save 2"), replaces="last")  # not last in line: both written
    writer.submit("save", lambda: done.append("save 3"), replaces="last")  # last in line: replaces save 2
    writer.submit("settings", lambda: done.append("settings 2"))  # anywhere in line: replaces settings 1
    writer.submit("save", lambda: done.append("save 4"), replaces="last")
    writer.submit("save", lambda: done.append("clear"), replaces="last", replaceable=False)  # replaces save 4
    writer.submit("save", lambda: done.append("save 5"), replaces="last")  # never replaces the clear
    release.set()
    assert writer.close(10)
    assert done == ["save 1", "save 3", "settings 2", "clear", "save 5"]


def test_a_stuck_job_is_waited_for_once() -> None:
    writer = Writer()
    release = _blocked(writer)
    assert not writer.flush(0.2)  # waited for, in vain
    start = time.monotonic()
    assert not writer.flush(30) and not writer.close(30)  # the same stuck job: not waited for again
    assert time.monotonic() - start < 10
    release.set()
    deadline = time.monotonic() + 10
    while not writer.idle() and time.monotonic() < deadline:  # the disk answers again
        time.sleep(0.01)
    assert writer.flush(10)
    ran = []
    writer.submit("x", lambda: ran.append(1))
    assert writer.close(10) and ran == [1]


def test_a_failing_job_does_not_stop_the_others() -> None:
    writer, ran = Writer(), []

    def fail() -> None:
        raise ValueError("boom")

    writer.submit(None, fail)
    writer.submit(None, lambda: ran.append(1))
    assert writer.close(10) and ran == [1] and isinstance(writer.failures[0], ValueError)
