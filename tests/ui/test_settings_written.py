"""Settings changed during play are written when they change, atomically, and a failure is shown in
the window (issue 23, point 5): the sort order (the Sort button) and the player's name (New game)
used to wait for the window's close, so a crash or a kill lost them. A small tmpfs for the full disk."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.settings import load_settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.text.button_text import Button
from tests.small_disk import fill, free, small_disk
from tests.ui.conftest import shown_window, start

pytestmark = pytest.mark.xdist_group("mounts")  # the tmpfs mounts of these tests, one worker at a time


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with small_disk(tmp_path / "disk") as folder:
        yield folder


def test_the_sort_order_is_written_when_changed_and_a_failure_is_shown(disk: Path, qtbot: QtBot) -> None:
    storage = Storage.at(Paths.under(disk))
    win = shown_window(qtbot, storage)
    start(qtbot, win, seed=3)
    sort = win.buttons[Button.SORT]
    before = win.settings.sort_order
    sort.click()
    assert win.settings.sort_order != before
    assert storage.writer.flush()  # written on the writer thread, at once
    on_disk = load_settings(storage.paths.settings_file, move_aside=False)
    assert not on_disk.needs_message and on_disk.settings.sort_order == win.settings.sort_order
    fill(disk)
    sort.click()  # back again: the write fails on the full disk
    qtbot.waitUntil(lambda: "settings could not be saved" in win.notice_line.label.text())
    on_disk = load_settings(storage.paths.settings_file, move_aside=False)
    assert on_disk.settings.sort_order != win.settings.sort_order  # the file is the last good one, whole
    assert not on_disk.needs_message
    free(disk)
    win.controller.shutdown()
