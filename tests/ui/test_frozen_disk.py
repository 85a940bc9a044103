"""A disk that stops answering as the match ends (issue 23), on a real frozen file system: the window
goes on answering, closing it ends the game within a few seconds, and after the disk is thawed the
finished match is still there to be played to its end and recorded (its last good save)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..frozen_disk import image_disk
from .frozen_dialogs_driver import SET_NAME, run_frozen_dialogs
from .frozen_driver import run_frozen

# A frozen loop-mounted disk: costly (a subprocess game), and one mount at a time on one worker.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("mounts")]


def test_a_frozen_disk_as_the_match_ends_neither_freezes_the_window_nor_the_quit(tmp_path: Path) -> None:
    with image_disk(tmp_path) as disk:
        run = run_frozen(disk, tmp_path, seed=11)
    assert run.problem == "", run.lines
    assert run.returned is not None and run.ticks >= 5, (
        run.lines
    )  # the old game blocked until the disk answered
    assert run.closed is not None and run.ended, (
        run.lines
    )  # closed, and the game ended, the disk still frozen
    assert run.code == 0, run.lines
    assert run.recoverable, run.lines  # the next start: recorded, or its last good save offered


def test_the_welcome_box_and_a_house_rule_set_wait_for_a_frozen_disk_not_the_window(tmp_path: Path) -> None:
    """Dismissing the first start's box and saving a house-rule set used to write on the interface
    thread: with the disk frozen the window stopped until it answered. Now both writes wait on the
    writer thread, and land once the disk is thawed."""
    with image_disk(tmp_path) as disk:
        run = run_frozen_dialogs(disk, tmp_path)
    assert run.problem == "", run.lines
    assert run.returned is not None and run.ticks >= 5, run.lines  # the window went on answering
    assert run.flushed and run.code == 0, run.lines
    assert run.marker, run.lines  # the box stays dismissed at the next start
    assert run.saved_sets == [SET_NAME], run.lines
