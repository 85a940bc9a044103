"""One copy of the game per data folder: a `QLockFile` there, and a way for a second start to bring
the first copy's window forward.

Two copies writing the same saves and statistics would silently lose one copy's progress, so the
second start asks the player (`AlreadyOpenQuestion`): bring the open game forward, open this copy
read-only (nothing saved, no statistics written), or quit. A lock left by a crashed copy is stale
(its process is gone) and taken over at once. A lock that cannot be taken at all (a full disk, a quota,
a folder that refuses new files) never means ownership: that copy opens read-only and says why
(``unavailable``, ``problem``). Bringing forward needs no network module: the second copy leaves a
request file in the data folder, which the first copy watches and answers by raising its window and
removing the file. The lock and the request are made from Python (`persistence.lock`), and a folder
Qt cannot name (not valid UTF-8) is looked at by a timer instead of Qt's watcher: any folder works.
"""

from __future__ import annotations

import os
import stat
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import (
    QDeadlineTimer,
    QFileSystemWatcher,
    QLockFile,
    QObject,
    QSysInfo,
    Qt,
    QThread,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ...persistence import lock as folder_lock
from ...persistence.atomic import quarantine
from ...persistence.paths import text_path
from .lock_state import stale_reason

LOCK_NAME = "canasta.lock"
SHOW_REQUEST = "canasta.show-request"
SHOW_WAIT_MS = 3000  # how long a second start waits for the first copy to answer
REQUEST_POLL_MS = 500  # how often a folder Qt cannot watch is looked at for a request


class InstanceLock(QObject):
    """The data folder's lock; ``acquired`` says whether this copy owns the folder."""

    show_requested = Signal()  # another start asked this copy to come forward

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._watcher: QFileSystemWatcher | None = None
        self._polling: QTimer | None = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        # A lock in a bad state (empty, garbage, another host's, an unrelated live process's, a folder, a
        # link, a pipe that would block the read) is set aside first, kept, and said (``set_aside``).
        self.stale_reason = stale_reason(folder / LOCK_NAME)
        self.set_aside: Path | None = None
        if self.stale_reason is not None:
            try:
                self.set_aside = quarantine(folder / LOCK_NAME)
            except OSError:
                pass  # cannot be moved: the lock below fails, and this copy opens read-only
        self._lock = _new_lock(folder / LOCK_NAME)
        free = self.stale_reason is None or self.set_aside is not None
        result = self._lock.take() if free else folder_lock.LockResult.UNAVAILABLE
        self.acquired = result == folder_lock.LockResult.TAKEN
        self.held_elsewhere = result == folder_lock.LockResult.HELD_ELSEWHERE
        # Not taken, and not because another copy holds it: the lock file could not be written.
        self.unavailable = result == folder_lock.LockResult.UNAVAILABLE
        error = self._lock.error
        # Why it could not be written, as the system says it ("" when it did not say).
        self.problem = (error.strerror or str(error)) if error is not None else ""

    def release(self) -> None:
        if self.acquired:
            self._lock.release()
            self.acquired = False

    # ------------------------------------------------------------------ bringing the first copy forward
    def listen(self) -> None:
        """Watch for another start's request to come forward (the owner of the lock only)."""
        if not self.acquired or self._watcher is not None or self._polling is not None:
            return
        self._remove_request()  # a request left over from before this copy started
        if not text_path(self.folder):  # Qt would watch another folder (its name is not valid UTF-8)
            self._polling = QTimer(self)
            self._polling.timeout.connect(lambda: self._folder_changed(""))
            self._polling.start(REQUEST_POLL_MS)
            return
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._folder_changed)

    @Slot(str)
    def _folder_changed(self, _path: str) -> None:
        if (self.folder / SHOW_REQUEST).exists():
            self._remove_request()
            self.show_requested.emit()

    def _remove_request(self) -> None:
        try:
            (self.folder / SHOW_REQUEST).unlink()
        except OSError:
            pass

    def ask_owner_to_show(self) -> bool:
        """Ask the copy that owns the folder to bring its window forward; True once it answered."""
        request = self.folder / SHOW_REQUEST
        try:
            _write_request(request)
        except OSError:
            return False
        deadline = QDeadlineTimer(SHOW_WAIT_MS)
        while request.exists() and not deadline.hasExpired():
            QThread.msleep(50)
        if request.exists():
            self._remove_request()
            return False
        return True


class _QtLock:
    """`QLockFile`, where the lock cannot be held from Python (no ``flock``: Windows)."""

    error: OSError | None = None  # Qt does not say why

    def __init__(self, path: Path) -> None:
        self.lock = QLockFile(str(path))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age (held for hours)

    def take(self) -> folder_lock.LockResult:
        if self.lock.tryLock(0):
            return folder_lock.LockResult.TAKEN
        if self.lock.error() == QLockFile.LockError.LockFailedError:
            return folder_lock.LockResult.HELD_ELSEWHERE
        return folder_lock.LockResult.UNAVAILABLE

    def release(self) -> None:
        self.lock.unlock()


def _new_lock(path: Path) -> folder_lock.FolderLock | _QtLock:
    """The lock file at ``path``, in Qt's format (a copy that locks with Qt sees it), held from Python
    so that any folder name works."""
    if not folder_lock.available:  # pragma: no cover - Windows
        return _QtLock(path)
    ids = (bytes(QSysInfo.machineUniqueId().data()).decode(), bytes(QSysInfo.bootUniqueId().data()).decode())
    return folder_lock.FolderLock(path, (folder_lock.program_name(), QSysInfo.machineHostName(), *ids))


def _write_request(request: Path) -> None:
    """Leave the request file, never opening anything but a regular file there (a named pipe would
    block the write until a reader came): anything else is set aside first."""
    try:
        kind = os.lstat(request).st_mode
    except FileNotFoundError:
        kind = None
    if kind is not None and not stat.S_ISREG(kind):
        quarantine(request)
    flags = (
        os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    )
    fd = os.open(request, flags, 0o600)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{request.name} is not a regular file")
        os.write(fd, str(os.getpid()).encode("ascii"))
    finally:
        os.close(fd)


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top, restored if minimized, with the keyboard focus."""
    if window.isMinimized():  # back as it was: a maximised window maximised (showNormal() was not; issue 31)
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


# --------------------------------------------------------------------------- asking the player
class AlreadyOpen(StrEnum):
    """The player's answer when another copy owns the folder (its value names it on a command line)."""

    SHOW = "show"
    READ_ONLY = "read_only"
    QUIT = "quit"


class AlreadyOpenQuestion(QMessageBox):
    """ "Canasta is already open": bring it forward (the default), open read-only, or quit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Information)
        self.setWindowTitle(self.tr("Canasta"))
        self.setText(self.tr("Canasta is already open."))
        self.setInformativeText(
            self.tr(
                "Another Canasta window uses the same saved match and statistics. Playing in both would "
                "overwrite what one of them saved. You can switch to the open game, or open this one "
                "read-only: nothing you play in it is saved."
            )
        )
        self.show_button = QPushButton(self.tr("Show the open game"))
        self.read_only_button = QPushButton(self.tr("Open read-only"))
        self.quit_button = QPushButton(self.tr("Quit"))
        self.addButton(self.show_button, QMessageBox.ButtonRole.AcceptRole)
        self.addButton(self.read_only_button, QMessageBox.ButtonRole.ActionRole)
        self.addButton(self.quit_button, QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.show_button)
        self.setEscapeButton(self.quit_button)

    def choice(self) -> AlreadyOpen:
        clicked = self.clickedButton()
        if clicked is self.read_only_button:
            return AlreadyOpen.READ_ONLY
        return AlreadyOpen.SHOW if clicked is self.show_button else AlreadyOpen.QUIT


def ask_already_open(parent: QWidget | None = None) -> AlreadyOpen:
    """Ask what to do while another copy owns the folder (tests replace this function)."""
    box = AlreadyOpenQuestion(parent)
    box.exec()
    return box.choice()


class ReadOnlyTitle(QObject):
    """Keeps "(read-only)" in the window's title, whatever the window sets it to (a language change)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._marked = ""
        window.windowTitleChanged.connect(self._mark)
        self._mark(window.windowTitle())

    @Slot(str)
    def _mark(self, title: str) -> None:
        if title != self._marked:
            self._marked = self.tr("%1 (read-only)", "the window's title").replace("%1", title)
            # The platform adds " — <application name>" to a title that differs from that name
            # ("Canasta (read-only) — Canasta"): the marked title is the name this copy goes by.
            QGuiApplication.setApplicationDisplayName(self._marked)
            self.window.setWindowTitle(self._marked)
