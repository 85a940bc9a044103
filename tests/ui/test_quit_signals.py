"""SIGINT, SIGTERM and SIGHUP sent to a real `canasta` at random moments (issue 23, point 4): each
ends the game cleanly — exit status 0, no traceback, the lock released, the match and the settings
saved — whether it lands in the start-up, the computer's move or the player's wait. The benchmark
(``bench_fuzz.py --signals``) sends hundreds."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.session import MatchSession, decode
from tests.ui.signal_runs import ROOT, _environment, run_signals

posix = pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="needs POSIX signals")


pytestmark = pytest.mark.slow  # the game as a subprocess, signalled at many moments (11 s)


@posix
@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_signal_at_the_table_saves_the_match_and_settings_and_exits_0(tmp_path: Path, name: str) -> None:
    home = tmp_path / "home"
    paths = Paths.under(home)
    run_signals(0, tmp_path)  # the folders, with the first-run hint dismissed
    process = subprocess.Popen(
        [sys.executable, "-m", "canasta_desktop.ui.process.app", "--level", "let", "--seed", "11"],
        cwd=ROOT,
        env=_environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while not paths.match_file.exists() and time.monotonic() < deadline:  # the table is up and saved
        time.sleep(0.05)
    time.sleep(0.3)
    process.send_signal(getattr(signal, name))
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err[-2000:]
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err[-2000:]
    assert not (paths.data / "canasta.lock").exists()  # released
    saved = decode(paths.match_file.read_bytes())
    assert isinstance(saved, MatchSession) and saved.match.seed == 11
    assert paths.settings_file.exists()  # the settings were written on the way out


@posix
def test_signals_at_random_moments_lose_nothing(tmp_path: Path) -> None:
    seed = random.randrange(1000)
    tally = run_signals(6, tmp_path, seed=seed, max_delay=3.0)
    said = f"seed {seed}: {tally.line()}: {tally.crashes}"
    assert tally.handled + len(tally.dropped) == tally.tries, said  # dropped: Python's, docs/saves.md
    assert not (tally.lost or tally.hangs or tally.crashes or tally.wrong), said
