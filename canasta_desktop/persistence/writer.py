"""One thread that does the game's disk writes, in the order they were asked for.

A disk that stops answering (a frozen file system, a network home that went away) blocks whoever
writes until it answers, and no timeout can interrupt a write the kernel holds. So the interface never
writes: the save after every move (`store.AutoSaver`), the statistics when a match ends, the settings
when they change all go to the `Writer` of the player's files, and wait there in line. The newest
write of a file replaces an older one of the same file that has not started yet (``replaces``): a slow
disk never queues up work. Writes that must stay in order with others (removing a save once its match
is in the statistics) are one job, or keep their place by having no key.

Quitting waits for the line a moment at most (`Writer.close` with a timeout): a stuck write is left to
the kernel, and what it would have written is still safe the next time — each file is replaced
atomically (its last good version stays), and a finished match stays kept until it is recorded
(`pending`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

QUIT_WAIT = 2.0  # seconds a closing game waits for a disk that does not answer


@dataclass(slots=True)
class _Job:
    key: str | None
    run: Callable[[], None]
    replaceable: bool  # a newer job of the same key may take its place while it waits


class Writer:
    """The write thread of one set of files: jobs run one at a time, oldest first."""

    def __init__(self, name: str = "canasta-writer") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._queue: list[_Job] = []
        self._busy: _Job | None = None
        self._busy_since = 0.0
        self._closing = False
        self._given_up: _Job | None = None  # the job a flush stopped waiting for: not waited for again
        self._thread: threading.Thread | None = None
        self.failures: list[BaseException] = []  # jobs that raised (a job reports its own OSError)

    def submit(
        self, key: str | None, run: Callable[[], None], replaces: str = "any", replaceable: bool = True
    ) -> None:
        """Run ``run`` on the writer thread after the jobs before it. ``replaces``: "any" — a waiting job of
        the same ``key`` is dropped (this one has everything it had); "last" — only if it is the last in
        line (saves: a save queued before a clear is still written); "none" — nothing is replaced.
        ``replaceable`` False: no later job takes this one's place (a clear)."""
        job = _Job(key, run, replaceable)
        with self._cond:
            queue = self._queue
            if key is not None and replaces == "any":
                queue[:] = [waiting for waiting in queue if waiting.key != key or not waiting.replaceable]
            elif key is not None and replaces == "last":
                while queue and queue[-1].key == key and queue[-1].replaceable:
                    queue.pop()
            queue.append(job)
            if self._thread is None or not self._thread.is_alive():
                self._closing = False
                self._thread = threading.Thread(target=self._loop, name=self.name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every job asked for so far is done; False on timeout. A job once waited for in vain
        is not waited for again while it still runs (quitting waits for a stuck disk once, not at each
        step)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._queue or self._busy is not None:
                left = deadline - time.monotonic()
                if left <= 0 or (self._busy is not None and self._busy is self._given_up):
                    self._given_up = self._busy
                    return False
                self._cond.wait(left)
        return True

    def close(self, timeout: float = 10.0) -> bool:
        """Finish the jobs (waiting ``timeout`` seconds at most), then stop the thread. False: a job is
        still stuck on the disk; the thread is left to it (a daemon thread, never joined)."""
        done = self.flush(timeout)
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        thread = self._thread
        if done and thread is not None:
            thread.join(timeout)
            self._thread = None
        return done

    @property
    def stuck_for(self) -> float:
        """How long the job running now has been running (0 when none is)."""
        with self._cond:
            return time.monotonic() - self._busy_since if self._busy is not None else 0.0

    def idle(self) -> bool:
        with self._cond:
            return not self._queue and self._busy is None

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queue and not self._closing:
                    self._cond.wait()
                if not self._queue:
                    return
                job = self._busy = self._queue.pop(0)
                self._busy_since = time.monotonic()
            try:
                job.run()
            except Exception as error:  # noqa: BLE001 - one failing job never stops the others
                with self._cond:
                    self.failures.append(error)
            finally:
                with self._cond:
                    self._busy = None
                    self._cond.notify_all()
