"""A data folder whose name is not valid UTF-8 (issue 34): a home made under a Latin-1 locale, "Søren" in
ISO-8859-1 bytes, on an otherwise UTF-8 system. The game used to lock it through Qt, which cannot name
such a folder: the lock failed, the window opened read-only and nothing played was saved (28 moves
played, none saved), under a notice blaming a full disk. Now the real `canasta` plays and saves there,
and a folder that truly cannot be locked is named as the system shows it, with the system's reason."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import Paths, shown, text_path
from canasta_desktop.ui.process import app, single_instance

from ..small_disk import fill, small_disk
from .moves_driver import ROOT, finish, start

LATIN1_NAME = b"S\xf8ren"  # "Søren" in ISO-8859-1: not UTF-8


pytestmark = pytest.mark.xdist_group("mounts")  # the tmpfs mounts of these tests, one worker at a time


def latin1_folder(base: Path) -> Path:
    """``base``/Søren, named in Latin-1 bytes (Python carries them through ``surrogateescape``)."""
    folder = Path(os.fsdecode(os.fsencode(base) + b"/" + LATIN1_NAME))
    assert not text_path(folder) and os.fsencode(folder).endswith(LATIN1_NAME)
    return folder


@pytest.mark.slow  # the game as a subprocess (13 s)
def test_the_real_game_plays_and_saves_in_a_home_folder_named_in_latin1(tmp_path: Path) -> None:
    home = latin1_folder(tmp_path)
    run = finish(start(home, 24), home)
    assert run.code == 0, run.stderr
    assert "could not be locked" not in run.stderr and "read-only" not in run.stderr, run.stderr
    assert run.played is not None and run.played >= 24, run.lines
    assert run.saved == run.played, run  # every move on the table is in the save (before: no save at all)
    names = os.listdir(os.fsencode(tmp_path))
    assert names == [LATIN1_NAME]  # the folder itself, not a look-alike with the byte dropped or replaced
    assert not (Paths.under(home).data / single_instance.LOCK_NAME).exists()  # released at the close


HOLD_LOCK = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from canasta_desktop.ui.process.single_instance import InstanceLock
app = QCoreApplication([])
lock = InstanceLock(Path(sys.argv[1]))
print("held" if lock.acquired else "not held", flush=True)
sys.stdin.readline()
lock.release()
"""


def test_a_second_copy_in_that_folder_sees_the_first_ones_lock(tmp_path: Path, qtbot: QtBot) -> None:
    data = Paths.under(latin1_folder(tmp_path)).data
    # The first copy in a process of its own, whose command line names canasta as the game's does.
    first = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, os.fsencode(data), "canasta"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert first.stdin is not None and first.stdout is not None
    try:
        assert first.stdout.readline() == b"held\n"
        second = single_instance.InstanceLock(data)
        assert not second.acquired and second.held_elsewhere and not second.unavailable
    finally:
        first.communicate(b"\n", timeout=30)
    third = single_instance.InstanceLock(data)  # the first copy has closed: the folder is free again
    assert third.acquired and third.set_aside is None
    third.release()


def test_a_folder_that_cannot_be_locked_is_named_with_the_systems_reason(
    tmp_path: Path, qtbot: QtBot
) -> None:
    with small_disk(tmp_path / "small") as disk:
        home = latin1_folder(disk)
        data = Paths.under(home).data
        data.mkdir(parents=True)
        fill(disk)
        lock = single_instance.InstanceLock(data)
        assert lock.unavailable and not lock.acquired
        notice = app._unlocked_notice(lock)
    assert lock.problem == os.strerror(28)  # ENOSPC, as the system says it
    assert lock.problem in notice and shown(data) in notice and "S\ufffdren" in notice
    assert "CANASTA_DESKTOP_HOME" in notice and "is the disk full?" not in notice


def test_a_screenshot_named_in_latin1_is_saved_and_said(tmp_path: Path) -> None:
    """The old game saved it, then failed printing its name (a traceback, exit status 1) wherever the
    output is strict UTF-8 (any UTF-8 locale but C.UTF-8)."""
    target = Path(os.fsdecode(os.fsencode(tmp_path) + b"/" + LATIN1_NAME + b".png"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8:strict"}
    command = [sys.executable, "-m", "canasta_desktop.ui.process.app", "--screenshot", os.fsencode(target)]
    done = subprocess.run(command, capture_output=True, env={**env, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert os.path.getsize(target) > 1000
    assert done.stdout.decode().strip() == f"screenshot saved to {shown(target)}"


def test_a_second_start_brings_the_first_forward_in_that_folder(tmp_path: Path, qtbot: QtBot) -> None:
    """Qt's file watcher cannot watch the folder (it would watch "Sren"): the owner looks by a timer."""
    data = Paths.under(latin1_folder(tmp_path)).data
    owner = single_instance.InstanceLock(data)
    try:
        assert owner.acquired
        owner.listen()
        with qtbot.waitSignal(owner.show_requested, timeout=5000):
            (data / single_instance.SHOW_REQUEST).write_bytes(b"1")  # what a second start leaves
        assert not (data / single_instance.SHOW_REQUEST).exists()  # answered
    finally:
        owner.release()
