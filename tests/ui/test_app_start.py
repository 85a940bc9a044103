"""The `canasta` command as a player meets it, in real processes: clear errors on the command line,
a start that never hangs on a strange file, one copy per data folder (a second one asks, and never
writes over the first), a stale lock that does not block, and a close that saves and exits 0 even
while a computer player is stuck thinking."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop import ai
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.persistence.savegame import seat_seed
from canasta_desktop.persistence.session import MatchSession, SeatInfo, Setup, decode
from canasta_desktop.persistence.settings import Settings, save_settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.dialogs import first_run
from canasta_desktop.ui.process import single_instance

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("app_driver.py")
LIMIT = 120  # seconds: a hang fails the test instead of stopping the run
fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")

HOLD_LOCK = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("locked" if lock.tryLock(0) else "refused", flush=True)
sys.stdin.read()
"""


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env[HOME_VARIABLE] = str(home)
    return env


def canasta(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "canasta_desktop.ui.process.app", *args],
        cwd=ROOT,
        env=environment(home),
        capture_output=True,
        text=True,
        timeout=LIMIT,
        check=False,
    )


def drive(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(DRIVER), *args],
        cwd=ROOT,
        env=environment(home),
        capture_output=True,
        text=True,
        timeout=LIMIT,
        check=False,
    )


def computer_first_seed(preset: str = "classic-2p") -> int:
    return next(seed for seed in range(1, 500) if Match(PRESETS[preset], seed).round.actor != 0)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A player's folders with the first-run hint already dismissed."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / first_run.MARKER).write_text("dismissed\n")
    return home


# --------------------------------------------------------------------------- the command line
@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--preset", "nope"], ["--preset", "classic-2p", "salling-6p"]),
        (["--seed", "100000000000000000000000000"], ["--seed", "9223372036854775807"]),
        (["--seed", str(2**64 - 2)], ["--seed"]),  # its seats' seeds would not fit the save
        (["--seed", "-1"], ["--seed"]),
        (["--level", "hard"], ["--level"]),
    ],
)
def test_bad_arguments_get_one_line_and_exit_2(home: Path, args: list[str], words: list[str]) -> None:
    result = canasta(home, *args)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("canasta: error:"), result.stderr
    assert all(word in lines[0] for word in words)
    assert not (home / "data").exists()  # nothing was opened or written


# --------------------------------------------------------------------------- strange files
@fifo
def test_named_pipes_in_place_of_the_files_do_not_hang_the_start(home: Path) -> None:
    paths = Paths.under(home)
    paths.data.mkdir(parents=True)
    for path in (paths.match_file, paths.statistics_file, paths.settings_file):
        os.mkfifo(path)
    result = drive(home, "--moves", "0", "--", "--seed", str(computer_first_seed()))
    assert result.returncode == 0, result.stderr
    for path in (paths.match_file, paths.statistics_file, paths.settings_file):
        kept = list(path.parent.glob(path.name + ".bad-*"))
        assert len(kept) == 1 and kept[0].is_fifo()  # moved aside, not deleted


# --------------------------------------------------------------------------- the computer's thread
@pytest.mark.slow  # the game as a subprocess (5 s)
def test_closing_while_a_computer_player_hangs_saves_and_exits_0(home: Path) -> None:
    seed = computer_first_seed()
    result = drive(home, "--hang", "--", "--seed", str(seed), "--level", "mellem")
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Destroyed while thread is still running" not in result.stderr
    session = decode(Paths.under(home).match_file.read_bytes())
    assert isinstance(session, MatchSession) and session.match.seed == seed  # the match was saved


# --------------------------------------------------------------------------- one copy per folder
def _a_played_folder(home: Path) -> dict[str, bytes]:
    """A data folder as the first copy left it: a saved match with the computer to move, statistics,
    settings. Returns every file's bytes."""
    from tests.persistence.test_statistics import entry

    storage = Storage.at(Paths.under(home))
    storage.saves.save(session_for(computer_first_seed()))
    storage.statistics.record(entry(1, won=True))
    save_settings(storage.paths.settings_file, Settings(player_name="Mette"))
    return snapshot(home)


def session_for(seed: int) -> MatchSession:
    """A new classic match against Medium, as the table starts it from ``--seed``."""
    rules = PRESETS["classic-2p"]
    computer = seat_seed(seed, 1)
    seats = [SeatInfo("You"), SeatInfo("Medium", "mellem", computer, ai.make_player("mellem", computer))]
    return MatchSession(
        Match(rules, seed), seats, 0, random.Random(seed), Setup(rules.name, "mellem", rules.target, "")
    )


def snapshot(home: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(home)): p.read_bytes()
        for p in sorted(home.rglob("*"))
        if p.is_file() and p.name != single_instance.LOCK_NAME
    }


def hold_lock(home: Path) -> subprocess.Popen[str]:
    folder = Paths.under(home).data
    folder.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(folder / single_instance.LOCK_NAME)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    return holder


@pytest.mark.slow  # two copies of the game as subprocesses (3 s)
@pytest.mark.parametrize("answer", [single_instance.AlreadyOpen.READ_ONLY, single_instance.AlreadyOpen.QUIT])
def test_a_second_copy_never_writes_over_the_first(home: Path, answer: str) -> None:
    before = _a_played_folder(home)
    holder = hold_lock(home)
    try:
        result = drive(home, "--answer", answer, "--continue", "--moves", "2", "--", "--language", "en")
    finally:
        holder.kill()
        holder.wait()
    assert result.returncode == 0, result.stderr[-2000:]
    if answer == single_instance.AlreadyOpen.READ_ONLY:  # it played on, with nothing saved
        moves = re.search(r"driver: (\d+) computer moves", result.stdout)
        assert moves is not None and int(moves.group(1)) >= 2, result.stdout
    assert snapshot(home) == before  # the save, the statistics, the settings: untouched, nothing added


def test_a_lock_left_by_a_killed_copy_does_not_block_the_next_start(home: Path, qtbot: QtBot) -> None:
    holder = hold_lock(home)
    second = single_instance.InstanceLock(Paths.under(home).data)
    assert not second.acquired and second.held_elsewhere
    holder.kill()  # SIGKILL; TerminateProcess on Windows
    holder.wait()  # the copy crashed: its lock file stays behind
    assert (Paths.under(home).data / single_instance.LOCK_NAME).exists()
    third = single_instance.InstanceLock(Paths.under(home).data)
    assert third.acquired
    third.release()


def test_show_brings_the_first_copy_forward(home: Path, qtbot: QtBot) -> None:
    folder = Paths.under(home).data
    comm = Path("/proc/self/comm")
    name = comm.read_text() if comm.exists() else ""
    if name:  # the first copy is this test process: named as the game is, or its lock would be stale
        comm.write_text("canasta-test")
    first = single_instance.InstanceLock(folder)
    assert first.acquired
    first.listen()
    try:
        second = subprocess.Popen(
            [sys.executable, str(DRIVER), "--answer", "show"],
            cwd=ROOT,
            env=environment(home),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        with qtbot.waitSignal(first.show_requested, timeout=LIMIT * 1000):
            pass
        out, err = second.communicate(timeout=LIMIT)
        assert second.returncode == 0, err[-2000:]
        assert "driver: 0 computer moves" in out  # it opened no window of its own
        assert not (folder / single_instance.SHOW_REQUEST).exists()
    finally:
        first.release()
        if name:
            comm.write_text(name.strip())
