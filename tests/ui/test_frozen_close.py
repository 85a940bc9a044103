"""Closing the window while the disk stalls (issue 34), on a real frozen file system: the moves the disk
has not taken yet are not given up behind the player's back. The old game waited 2 s, said on stderr
that the disk did not answer, and left: the save held move 17 while the table was at move 28. Now the
close asks ("11 moves are not saved yet": wait, or quit and lose them), the window goes on answering
while the disk is frozen, and once it is thawed the moves are written and the window closes."""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

import pytest

from ..frozen_disk import freeze, image_disk, thaw
from .moves_driver import MovesRun, finish, start

# A frozen loop-mounted disk: costly (a subprocess game), and one mount at a time on one worker.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("mounts")]

FROZEN_AT = 17  # moves on disk when the disk stops answering
CLOSED_AT = 24  # the player closes the window once this many moves are on the table
HOLD = 6.0  # seconds the disk stays frozen after the close


def _frozen_close(disk: Path) -> tuple[MovesRun, bool]:
    """The game played to `FROZEN_AT`, the disk frozen, played on and closed, thawed `HOLD` s later;
    also whether the game was still running (its window open) when the disk was thawed."""
    home = disk / "home"
    process = start(home, CLOSED_AT, FROZEN_AT)
    assert process.stdout is not None and process.stdin is not None
    ready = process.stdout.readline().decode()
    assert ready.startswith("ready"), ready
    problem = freeze(disk)
    assert problem == "", problem
    try:
        process.stdin.write(b"go\n")
        process.stdin.flush()
        closed = process.stdout.readline().decode()
        assert closed.startswith("closed"), closed
        time.sleep(HOLD)
        running = process.poll() is None
    finally:
        thaw(disk)
    try:
        run = finish(process, home, 90)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    run.lines.insert(0, closed.strip())
    run.played = int(closed.split()[1])
    return run, running


def test_closing_while_the_disk_is_frozen_asks_waits_and_saves_every_move(tmp_path: Path) -> None:
    with image_disk(tmp_path) as disk:
        run, running = _frozen_close(disk)
    assert run.code == 0, (run.lines, run.stderr)
    asked = run.line("asked")
    assert asked is not None, run.lines  # the old game never asked
    lost = run.played - FROZEN_AT if run.played is not None else 0
    assert re.search(rf"\b{lost} moves are not saved yet", asked), asked
    assert running, run.lines  # waiting for the disk, not gone without the moves
    ticks = run.line("ticks")
    assert ticks is not None and int(ticks.split()[1]) >= HOLD * 1000 / 20 / 2, (
        run.lines
    )  # the window answered
    assert run.saved == run.played, run  # every move on the table reached the disk once it answered
    assert "quits without waiting" not in run.stderr, run.stderr
