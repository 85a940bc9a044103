"""Twisted's reactor, run on a thread of its own so that no network wait ever blocks the window.

The reactor starts on first use and runs as long as the process (a daemon thread: it never holds
the process open). Everything that touches Twisted or magic-wormhole runs on that thread: other
threads hand work to it with `in_reactor`. Twisted's own log goes to Python's `logging` (logger
``twisted``), where an unhandled error in the reactor shows as an error record.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol, cast

THREAD_NAME = "canasta-network"


class Reactor(Protocol):
    """The little of Twisted's reactor this package uses."""

    def callFromThread(self, callable: Callable[..., object], *args: object) -> None: ...

    def callLater(self, delay: float, callable: Callable[..., object], *args: object) -> Any: ...

    def seconds(self) -> float: ...


_lock = threading.Lock()
_running: Reactor | None = None


def reactor() -> Reactor:
    """The reactor, running on its thread (started now if it is not yet)."""
    global _running
    with _lock:
        if _running is None:
            from twisted.internet import reactor as twisted_reactor
            from twisted.logger import STDLibLogObserver, globalLogPublisher

            globalLogPublisher.addObserver(cast(Any, STDLibLogObserver(name="twisted")))  # zope interface
            run = cast(Any, twisted_reactor).run
            threading.Thread(
                target=run, kwargs={"installSignalHandlers": False}, name=THREAD_NAME, daemon=True
            ).start()
            _running = cast(Reactor, twisted_reactor)
        return _running


def in_reactor(function: Callable[..., object], *args: object) -> None:
    """Run ``function(*args)`` on the reactor's thread, soon; safe from any thread."""
    reactor().callFromThread(function, *args)


def on_reactor_thread() -> bool:
    return threading.current_thread().name == THREAD_NAME
