"""The start reads the player's files on a thread of its own, with the window already on screen.

A saved match, the statistics and the finished matches waiting for them (`Storage.read_at_start`)
take milliseconds to read in the normal case, and seconds when a file is huge (an old statistics file
listing 100 000 matches is migrated and folded once). The window shows at once and says that it is
reading; what touches those files — New game, Statistics, Settings, Learn to play — waits, greyed, and
there is no match on the table to play until the files are in. Then the start goes on as before: what
was wrong with a file is said, and a saved match is offered (`WindowStart.begin`).

The reading thread is a QThread with a worker object, as the computer players' (`ai_worker`). A game
closed while it still reads leaves it running (`reading_threads`: the app then ends without tearing
it down); whatever it was doing is written atomically, like every other write. The threads are held
here from their start, not by their window: a quit signal during the reading destroys the window,
and a QThread destroyed while it runs aborts the process.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot
from PySide6.QtGui import QAction

from ...persistence.storage import StartFiles, Storage

_READING: list[tuple[QThread, QObject]] = []  # every reading thread not yet finished and waited for


def reading_threads() -> int:
    """How many reading threads are still running (their window may be gone)."""
    return sum(1 for thread, _reader in _READING if thread.isRunning())


class _Reader(QObject):
    """Lives in the reading thread."""

    read_done = Signal(object)  # StartFiles

    def __init__(self, storage: Storage) -> None:
        super().__init__()
        self.storage = storage

    @Slot()
    def read(self) -> None:
        try:
            files = self.storage.read_at_start()
        except Exception:  # noqa: BLE001 - the reading never raises; if it did, the game still starts
            traceback.print_exc()
            files = StartFiles()
        self.read_done.emit(files)


class StartLoading(QObject):
    """Reads the files on a thread, greys what must wait meanwhile, then hands them to ``then``."""

    read_requested = Signal()

    def __init__(
        self, parent: QObject, storage: Storage, waiting: list[QAction], then: Callable[[StartFiles], None]
    ) -> None:
        super().__init__(parent)
        self.waiting = [action for action in waiting if action.isEnabled()]
        self.then = then
        self.files: StartFiles | None = None
        self.qthread = QThread()
        self.qthread.setObjectName("canasta-start-reading")
        self.reader = _Reader(storage)
        self.reader.moveToThread(self.qthread)
        self.read_requested.connect(self.reader.read)
        self.reader.read_done.connect(self._read)
        for action in self.waiting:
            action.setEnabled(False)

    @property
    def reading(self) -> bool:
        return self.files is None

    def start(self) -> None:
        _READING.append((self.qthread, self.reader))
        self.qthread.start()
        self.read_requested.emit()

    @Slot(object)
    def _read(self, files: StartFiles) -> None:
        if self.files is not None:
            return
        self.files = files
        self.qthread.quit()
        self.qthread.wait()
        _READING.remove((self.qthread, self.reader))
        for action in self.waiting:
            action.setEnabled(True)
        self.then(files)

    def leave(self) -> None:
        """The window closes: a thread still reading is left to finish on its own (never waited for)."""
        if self.qthread.isRunning() and self.files is None:
            self.files = StartFiles()  # a late answer is dropped
            self.qthread.quit()  # it stays in `_READING`, so nothing destroys it while it runs
