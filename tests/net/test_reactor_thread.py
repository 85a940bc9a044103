"""Twisted runs on a thread of its own; an error loose on it is logged where the tests look."""

from __future__ import annotations

import logging
import threading

import pytest

from canasta_desktop.net.reactor_thread import THREAD_NAME, in_reactor, on_reactor_thread

from .conftest import wait_for


def test_work_handed_to_the_reactor_runs_on_its_thread() -> None:
    ran: list[tuple[str, bool]] = []
    done = threading.Event()

    def work() -> None:
        ran.append((threading.current_thread().name, on_reactor_thread()))
        done.set()

    in_reactor(work)
    assert done.wait(10)
    assert ran == [(THREAD_NAME, True)] and not on_reactor_thread()


def test_an_error_loose_in_the_reactor_reaches_the_log(caplog: pytest.LogCaptureFixture) -> None:
    """The check `no_reactor_errors` makes after every link test sees such an error."""

    def broken() -> None:
        raise ZeroDivisionError("on purpose")

    in_reactor(broken)
    wait_for(
        lambda: any(
            r.name == "twisted" and r.levelno >= logging.ERROR and "on purpose" in caplog.text
            for r in caplog.records
        ),
        10,
        "the error's record",
    )
