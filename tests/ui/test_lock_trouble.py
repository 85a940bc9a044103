"""A lock that cannot be taken is never ownership (issue 23, point 2): on a full disk the lock file
cannot be created (QLockFile's UnknownError, not "held elsewhere"), and the copy opens read-only
instead of writing a folder another copy may own. Real files on a small tmpfs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.ui.process import app as canasta_app
from canasta_desktop.ui.process import single_instance
from tests.small_disk import fill, free, small_disk

pytestmark = pytest.mark.xdist_group("mounts")  # the tmpfs mounts of these tests, one worker at a time


@pytest.fixture
def full_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with small_disk(tmp_path / "disk", "64k") as disk:
        Paths.under(disk).data.mkdir(parents=True)
        monkeypatch.setenv(HOME_VARIABLE, str(disk))
        fill(disk)
        yield disk
        free(disk)


def test_a_lock_that_cannot_be_created_opens_read_only(full_home: Path, qtbot: QtBot) -> None:
    single = single_instance.ask_already_open
    single_instance.ask_already_open = lambda parent=None: single_instance.AlreadyOpen.QUIT  # type: ignore[assignment]
    try:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        storage, lock = canasta_app._storage(app, "en")
    finally:
        single_instance.ask_already_open = single  # type: ignore[assignment]
    assert storage is not None and storage.read_only  # never the owner of a folder it could not lock
    assert lock is not None and not lock.acquired and lock.unavailable
    free(full_home)
    second = single_instance.InstanceLock(Paths.under(full_home).data)
    assert second.acquired  # the copy that can lock it is the only one that writes
    second.release()
