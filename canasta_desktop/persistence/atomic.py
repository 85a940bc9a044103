"""Files that survive a crash: atomic replacement with a backup, and bad files moved aside.

`atomic_write` writes a temporary file in the target's folder, flushes and
``fsync``s it, hard-links the current file to the backup name, then
``os.replace``s the temporary file over the target and ``fsync``s the folder.
A kill or power cut at any moment leaves the target either old or new, never
partly written, and the backup one save behind. Standard library only, so a
crash-test writer process can import it alone.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import stat
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

TEMP_SUFFIX = ".tmp"


class FileTooLarge(OSError):
    """The file is larger than any file the game writes."""


class NotARegularFile(OSError):
    """A pipe, a device, a socket or a folder is where the file should be (opening it could hang)."""


def backup_of(path: Path) -> Path:
    """Where ``path``'s previous good version is kept: ``NAME.bak`` beside it."""
    return path.with_name(path.name + ".bak")


def atomic_write(path: Path, data: bytes, backup: Path | None = None, follow_link: bool = False) -> None:
    """Replace ``path`` by ``data`` atomically; with ``backup``, the old file becomes the backup.

    Nothing is ever written through a symbolic link: a link in the way (of the file or its backup) is
    kept aside like a folder (`clear_the_way`), and its target is left as it is. With ``follow_link``
    (the settings, which a dotfiles manager may link into its repository), a link to a regular file
    stays, and the file it names is replaced atomically in that file's own folder (`write_target`).
    Raises `OSError` (read-only folder, disk full, a folder in the way); the
    old file and backup are then untouched.
    """
    path = write_target(path) if follow_link else path
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    clear_the_way(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            sync_file(handle.fileno())
        if backup is not None:
            _keep_backup(path, backup)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_folder(folder)


def clear_the_way(path: Path) -> None:
    """A folder or a symbolic link where a file is to be written is moved aside (kept, the link still
    a link), so that the write can succeed and never goes through the link."""
    if path.is_symlink() or path.is_dir():
        quarantine(path)


def write_target(path: Path) -> Path:
    """The file a write of ``path`` replaces when links are followed: the regular file a symbolic link
    there leads to (through any chain of links), else ``path`` itself (a link to nowhere, to a folder
    or to a pipe is then kept aside by `clear_the_way`)."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    try:
        regular = stat.S_ISREG(os.lstat(target).st_mode)
    except OSError:
        regular = False
    return target if regular else path


def _keep_backup(path: Path, backup: Path) -> None:
    """Make ``backup`` the current content of ``path`` (a hard link, so nothing is copied)."""
    if not path.is_file():
        return
    clear_the_way(backup)
    link = backup.with_name(f".{backup.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}")
    try:
        try:
            os.link(path, link)
        except OSError:  # no hard links on this file system: copy
            shutil.copyfile(path, link)
            with open(link, "rb+") as handle:
                os.fsync(handle.fileno())
        os.replace(link, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            link.unlink()
        raise


def sync_file(fd: int) -> None:
    """Data on the disk itself: ``fsync``, and on macOS ``F_FULLFSYNC`` (fsync stops at the drive's cache)."""
    os.fsync(fd)
    if sys.platform == "darwin":  # pragma: no cover - macOS only
        import fcntl

        fcntl.fcntl(fd, getattr(fcntl, "F_FULLFSYNC", 51))


def fsync_folder(folder: Path) -> None:
    """Make the renames in ``folder`` durable (POSIX; Windows has no folder handles)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_quietly(path: Path) -> None:
    """Remove a file if it is there (a finished match's save)."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()


def quarantine(path: Path, now: datetime | None = None) -> Path:
    """Move a bad file (or a folder in its place) aside as ``NAME.bad-YYYYmmdd-HHMMSS``; nothing is deleted.

    Returns the new path; raises `OSError` if it cannot be moved (read-only folder).
    """
    stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{number}")
    os.rename(path, target)
    fsync_folder(path.parent)
    return target


def read_limited(path: Path, limit: int) -> bytes:
    """The file's bytes; `FileTooLarge` beyond ``limit``, `NotARegularFile` for anything but a file.

    A named pipe would block ``open()`` until a writer appears, so the kind is checked before
    opening, and the file is opened without blocking and checked again (it may have been swapped).
    """
    _need_regular(path, os.stat(path).st_mode)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        _need_regular(path, info.st_mode)
        if info.st_size > limit:
            raise FileTooLarge(f"{path.name} is larger than {limit} bytes")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(f"{path.name} is larger than {limit} bytes")
    return data


def _need_regular(path: Path, mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise NotARegularFile(f"a folder is where {path.name} should be")
    if not stat.S_ISREG(mode):
        raise NotARegularFile(f"{path.name} is not a regular file (a pipe, socket or device)")


def clean_temporary_files(path: Path, older_than: float = 60.0) -> int:
    """Remove temporary files an interrupted write of ``path`` (or its backup) left behind."""
    removed = 0
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{path.name}*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for candidate in candidates:
        try:
            if candidate.is_file() and now - candidate.stat().st_mtime >= older_than:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed
