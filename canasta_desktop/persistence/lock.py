"""The data folder's lock file, made and held from Python, so that any folder the system can address
can be locked — one whose name is not valid UTF-8 too (a home made under a Latin-1 locale: Python
carries its bytes through ``surrogateescape``; a Qt path, a QString, cannot).

It is `QLockFile`'s own file, made as Qt makes it on Unix, so that a copy of the game that still
locks with Qt and this one see each other's lock: created with ``O_EXCL``, the lines
``pid / program / host / machine id / boot id``, and an ``flock`` held on it while the game runs.
The ``flock`` is what tells a live lock from a stale one: the kernel drops it with its process (a
crash), so a lock file nobody holds is removed and made again, as Qt does.
"""

from __future__ import annotations

import contextlib
import errno
import os
from enum import Enum
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the Qt lock is used there (`available`)
    fcntl = None  # type: ignore[assignment]

available = fcntl is not None


class LockResult(Enum):
    """How `FolderLock.take` went."""

    TAKEN = "taken"
    HELD_ELSEWHERE = "held elsewhere"  # a live process holds it
    UNAVAILABLE = "unavailable"  # the file could not be made (a full disk, a quota, no permission)


class FolderLock:
    """``path``, held from `take` until `release` (or the process ends)."""

    def __init__(self, path: Path, lines: tuple[str, ...]) -> None:
        self.path = path
        self.lines = lines  # what the file says after the pid (the program, the host, its ids)
        self.error: OSError | None = None  # why it is `UNAVAILABLE`
        self._fd = -1

    @property
    def held(self) -> bool:
        return self._fd >= 0

    def take(self) -> LockResult:
        """Make the lock file and hold it; a stale one (its holder gone) is removed first, once."""
        for _attempt in range(2):
            try:
                self._fd = self._create()
                return LockResult.TAKEN
            except FileExistsError:
                if not self._remove_if_stale():
                    return LockResult.HELD_ELSEWHERE
            except OSError as error:
                self.error = error
                return LockResult.UNAVAILABLE
        return LockResult.HELD_ELSEWHERE

    def release(self) -> None:
        """Remove the file and let go of it."""
        if self._fd < 0:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        os.close(self._fd)
        self._fd = -1

    def _create(self) -> int:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(self.path, flags, 0o644)
        try:
            data = "\n".join((str(os.getpid()), *self.lines)) + "\n"
            os.write(fd, data.encode("utf-8", "surrogateescape"))
            os.fsync(fd)
            if not _lock(fd):
                raise OSError(errno.ENOLCK, "the lock file cannot be locked")
        except OSError:
            os.close(fd)
            with contextlib.suppress(OSError):
                self.path.unlink()
            raise
        return fd

    def _remove_if_stale(self) -> bool:
        """True once a lock file nobody holds is removed (or gone already); False: a live process has it."""
        try:
            fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            return True
        except OSError:
            return False
        try:
            if not _lock(fd):
                return False
            self.path.unlink()
            return True
        except OSError:
            return False
        finally:
            os.close(fd)


def _lock(fd: int) -> bool:
    """Hold ``fd``'s ``flock`` without waiting; False when another process holds it."""
    assert fcntl is not None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as error:
        if error.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL):
            return True  # a file system without flock (some network ones): the file alone says it
        raise
    return True


def program_name() -> str:
    """The running program's file name, as Qt writes it in its lock files (``/proc/self/exe``)."""
    try:
        return os.path.basename(os.readlink("/proc/self/exe"))
    except OSError:
        import sys

        return os.path.basename(sys.executable)
