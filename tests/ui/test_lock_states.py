"""A lock file in a bad state is stale unless its owner is a running Canasta of this user on this host
(issue 23, point 6): empty, garbage, another host's, a live unrelated process's, a folder or a dangling
link in its place are taken over, the old one kept aside; a named pipe in place of the lock or of the
show-request file never blocks the start (real processes, real pipes)."""

from __future__ import annotations

import os
import socket
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import Paths
from canasta_desktop.ui.process import single_instance
from tests.ui.test_app_start import computer_first_seed, drive, hold_lock, home  # noqa: F401 - the fixture


@pytest.fixture
def stranger() -> Iterator[int]:
    """A live process of this user that is not Canasta."""
    process = subprocess.Popen(["sleep", "300"])
    yield process.pid
    process.kill()
    process.wait()


def _cases(pid: int) -> dict[str, Callable[[Path], None]]:
    host = socket.gethostname()
    return {
        "empty": lambda p: p.write_bytes(b""),
        "garbage": lambda p: p.write_bytes(b"\xff\x00 not a lock\n"),
        "another host": lambda p: p.write_bytes(f"{os.getpid()}\ncanasta\nelsewhere.example\n".encode()),
        "a live unrelated process": lambda p: p.write_bytes(f"{pid}\nsleep\n{host}\n".encode()),
        "a folder": lambda p: (p.mkdir(), (p / "inside").write_text("kept")),  # type: ignore[func-returns-value]
        "a dangling link": lambda p: p.symlink_to(p.parent / "nowhere"),
    }


@pytest.mark.parametrize(
    "case", ["empty", "garbage", "another host", "a live unrelated process", "a folder", "a dangling link"]
)
def test_a_lock_in_a_bad_state_is_taken_over_and_kept_aside(
    tmp_path: Path, stranger: int, case: str, qtbot: QtBot
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    lock_path = folder / single_instance.LOCK_NAME
    _cases(stranger)[case](lock_path)
    kind = os.lstat(lock_path).st_mode
    lock = single_instance.InstanceLock(folder)
    try:
        assert lock.acquired and not lock.held_elsewhere, case
        assert lock.set_aside is not None and os.lstat(lock.set_aside).st_mode == kind  # kept as it was
        assert lock.set_aside.name.startswith(single_instance.LOCK_NAME + ".bad-")
    finally:
        lock.release()


def test_a_lock_of_a_running_canasta_is_respected(home: Path, qtbot: QtBot) -> None:  # noqa: F811
    holder = hold_lock(home)  # its command line names the game's lock
    try:
        lock = single_instance.InstanceLock(Paths.under(home).data)
        assert not lock.acquired and lock.held_elsewhere and lock.set_aside is None
    finally:
        holder.kill()
        holder.wait()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_as_the_lock_does_not_block_the_start(home: Path) -> None:  # noqa: F811
    folder = Paths.under(home).data
    folder.mkdir(parents=True)
    os.mkfifo(folder / single_instance.LOCK_NAME)
    result = drive(home, "--moves", "0", "--", "--seed", str(computer_first_seed()))
    assert result.returncode == 0, result.stderr[-2000:]
    kept = list(folder.glob(single_instance.LOCK_NAME + ".bad-*"))
    assert len(kept) == 1 and kept[0].is_fifo()
    assert "kept" in result.stderr


@pytest.mark.slow  # the game as a subprocess (4 s)
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_as_the_show_request_does_not_block_a_second_start(home: Path) -> None:  # noqa: F811
    holder = hold_lock(home)
    folder = Paths.under(home).data
    os.mkfifo(folder / single_instance.SHOW_REQUEST)
    try:
        result = drive(home, "--answer", "show", "--", "--language", "en")
    finally:
        holder.kill()
        holder.wait()
    assert result.returncode == 0, result.stderr[-2000:]
    kept = list(folder.glob(single_instance.SHOW_REQUEST + ".bad-*"))
    assert len(kept) == 1 and kept[0].is_fifo()
