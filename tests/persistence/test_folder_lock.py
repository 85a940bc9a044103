"""The data folder's lock made from Python (issue 34: Qt's lock could not name a folder whose name is not
UTF-8). It must keep what Qt's lock did: a live holder keeps it, a crashed one's file is taken over, and
a copy of the game that still locks with `QLockFile` and this one see each other's lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_desktop.persistence.lock import FolderLock, LockResult, available, program_name

pytestmark = pytest.mark.skipif(not available, reason="no flock here (Windows uses Qt's lock)")
ROOT = Path(__file__).resolve().parents[2]
LINES = (program_name(), "host", "", "")

PYTHON_HOLDER = """
import sys
from pathlib import Path
from canasta_desktop.persistence.lock import FolderLock
lock = FolderLock(Path(sys.argv[1]), ("python3", "host", "", ""))
print(lock.take().value, flush=True)
sys.stdin.readline()
"""

QT_HOLDER = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("taken" if lock.tryLock(0) else f"refused {lock.error().name}", flush=True)
sys.stdin.readline()
"""


def _holder(script: str, path: Path) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [sys.executable, "-c", script, os.fsencode(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    return process


def _first_line(process: subprocess.Popen[bytes]) -> str:
    assert process.stdout is not None
    return process.stdout.readline().decode().strip()


def latin1(folder: Path) -> Path:
    path = Path(os.fsdecode(os.fsencode(folder) + b"/S\xf8ren"))
    path.mkdir()
    return path


def test_a_folder_named_in_latin1_is_locked_in_qts_format(tmp_path: Path) -> None:
    lock = FolderLock(latin1(tmp_path) / "canasta.lock", LINES)
    assert lock.take() is LockResult.TAKEN
    lines = lock.path.read_bytes().decode().split("\n")
    assert lines[0] == str(os.getpid()) and lines[1:3] == [program_name(), "host"]
    assert FolderLock(lock.path, LINES).take() is LockResult.HELD_ELSEWHERE  # held, even in this process
    lock.release()
    assert not lock.path.exists()


def test_the_lock_of_a_killed_copy_is_taken_over(tmp_path: Path) -> None:
    path = latin1(tmp_path) / "canasta.lock"
    holder = _holder(PYTHON_HOLDER, path)
    assert _first_line(holder) == "taken"
    assert FolderLock(path, LINES).take() is LockResult.HELD_ELSEWHERE
    holder.send_signal(signal.SIGKILL)
    holder.wait(30)
    assert path.exists()  # left behind, as after a crash
    lock = FolderLock(path, LINES)
    assert lock.take() is LockResult.TAKEN
    assert path.read_bytes().split(b"\n")[0] == str(os.getpid()).encode()
    lock.release()


def test_a_qt_lock_and_this_one_see_each_other(tmp_path: Path) -> None:
    path = tmp_path / "canasta.lock"
    qt = _holder(QT_HOLDER, path)
    try:
        assert _first_line(qt) == "taken"
        assert FolderLock(path, LINES).take() is LockResult.HELD_ELSEWHERE
    finally:
        qt.communicate(b"\n", timeout=30)
    lock = FolderLock(path, LINES)
    assert lock.take() is LockResult.TAKEN
    qt = _holder(QT_HOLDER, path)
    try:
        assert _first_line(qt) == "refused LockFailedError"
    finally:
        qt.communicate(b"\n", timeout=30)
        lock.release()


def test_a_lock_file_that_cannot_be_written_says_why(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path / "missing" / "canasta.lock", LINES)
    assert lock.take() is LockResult.UNAVAILABLE
    assert lock.error is not None and lock.error.strerror == os.strerror(2)
