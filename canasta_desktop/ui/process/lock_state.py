"""Whether the data folder's lock file is stale: only a running Canasta of this user on this host
keeps it. Everything else — an empty or garbled file, another host's, a live process that is not
Canasta or not this user's, a folder, a symbolic link (dangling or not), a named pipe — is stale.

The file is looked at with ``lstat`` and read only if it is a regular file, without blocking, so a
named pipe in its place never hangs the start. A lock whose process is gone is left to the lock
(`persistence.lock`), which takes it over by itself (the usual leftover of a crash). Without ``/proc`` (macOS) a live
process of this host is trusted to be Canasta, as Qt itself does.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QSysInfo

from ...persistence.atomic import read_limited

MAX_LOCK_BYTES = 4096


def stale_reason(path: Path) -> str | None:
    """Why the lock at ``path`` is stale and must be set aside; None when it is absent, its process is
    gone (the lock's own case), or it may belong to a running Canasta of this user on this host."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return f"cannot be looked at: {error.strerror or error}"
    mode = info.st_mode
    if stat.S_ISLNK(mode):
        return "a symbolic link is in its place"
    if stat.S_ISDIR(mode):
        return "a folder is in its place"
    if not stat.S_ISREG(mode):
        return "a named pipe, socket or device is in its place"
    if hasattr(os, "geteuid") and info.st_uid != os.geteuid():
        return "another user's"
    try:
        text = read_limited(path, MAX_LOCK_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return "unreadable"
    lines = text.split("\n")
    if len(lines) < 3 or not lines[0].strip().isdigit():
        return "empty or garbled"
    pid, host = int(lines[0]), lines[2].strip()
    if host and host != QSysInfo.machineHostName():
        return f"written on another host ({host[:60]})"
    if pid <= 0 or not _alive(pid):
        return None if pid > 0 else "empty or garbled"
    if not _is_canasta_of_this_user(pid):
        return f"its process ({pid}) is not Canasta"
    return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # alive, another user's: not ours (checked next)
    except OSError:
        return False
    return True


def _is_canasta_of_this_user(pid: int) -> bool:
    proc = Path("/proc") / str(pid)
    if not Path("/proc/self").exists():  # pragma: no cover - no /proc (macOS): trust it, as Qt does
        return True
    try:
        if hasattr(os, "geteuid") and proc.stat().st_uid != os.geteuid():
            return False
        command = (proc / "cmdline").read_bytes() + b"\0" + (proc / "comm").read_bytes()
    except OSError:
        return False
    return b"canasta" in command.lower()  # its command line or its name (the `canasta` script's)
