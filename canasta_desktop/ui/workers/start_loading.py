"""The start reads the player's files on a thread of its own, with the window already on screen.

A saved match, the statistics and the finished matches waiting for them (`Storage.read_at_start`)
take milliseconds to read in the normal case, and seconds when a file is huge (an old statistics file
listing 100 000 matches is migrated and folded once). The window shows at once and says that it is
reading; what touches those files — New game, Statistics, Settings, Learn to play — waits, greyed, and
there is no match on the table to play until the files are in. Then the start goes on as before: what
was wrong with a file is said, and a saved match is offered (`WindowStart.begin`).

The reading is an `Operation` on a `Runner` of its own (`operation.py`). A game closed while it
still reads leaves it running (`leave`: never waited for, the runner holds the thread apart from the
window, so that a quit signal destroying the window mid-reading destroys no running thread; the app
then ends without tearing it down, `operation.running_threads`); whatever it was doing is written
atomically, like every other write.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ...persistence.storage import StartFiles, Storage
from .operation import Failure, Operation, Runner


class StartLoading(QObject):
    """Reads the files on a thread, greys what must wait meanwhile, then hands them to ``then``."""

    def __init__(
        self, parent: QObject, storage: Storage, waiting: list[QAction], then: Callable[[StartFiles], None]
    ) -> None:
        super().__init__(parent)
        self.waiting = [action for action in waiting if action.isEnabled()]
        self.then = then
        self.storage = storage
        self.files: StartFiles | None = None
        self.runner = Runner("canasta-start-reading", self, stop_wait_ms=0)
        for action in self.waiting:
            action.setEnabled(False)

    @property
    def reading(self) -> bool:
        return self.files is None

    def start(self) -> None:
        storage = self.storage  # the work holds the storage, not this object (the window may go first)
        reading = Operation(lambda _task: storage.read_at_start(), success=self._read, failure=self._not_read)
        self.runner.submit(reading)

    def _not_read(self, _failure: Failure) -> None:
        self._read(StartFiles())  # the reading never raises; if it did, the game still starts

    def _read(self, files: StartFiles) -> None:
        self.files = files
        for action in self.waiting:
            action.setEnabled(True)
        self.then(files)

    def leave(self) -> None:
        """The window closes: a thread still reading is left to finish on its own (never waited for)."""
        if self.files is None:
            self.files = StartFiles()
            self.runner.stop()  # a late answer is dropped
