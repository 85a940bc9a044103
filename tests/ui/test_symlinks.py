"""Symbolic links where the window writes (issue 23, point 1), on real files: the first-run marker,
the lock, the show request and pictures. A link to nowhere never creates a file outside the game's
folders, and a link to a file of the player's never changes that file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.ui.art.picture_file import save_picture
from canasta_desktop.ui.dialogs import first_run
from canasta_desktop.ui.process.single_instance import LOCK_NAME, SHOW_REQUEST, InstanceLock
from tests.ui.test_app_start import canasta, home  # noqa: F401 - the fixture

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
DIARY = "my diary: nothing of the game's\n"


def _diary(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir(exist_ok=True)
    diary = folder / "diary.txt"
    diary.write_text(DIARY, encoding="utf-8")
    return diary


def test_dismissing_the_hint_never_follows_a_marker_link(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(player))
    config = Paths.under(player).config
    config.mkdir(parents=True)
    nowhere = tmp_path / "outside" / "planted"
    (tmp_path / "outside").mkdir()
    (config / first_run.MARKER).symlink_to(nowhere)  # dangling: old code created "planted" outside
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    hint = first_run.show_first_run_hint(host)
    assert hint is not None
    qtbot.mouseClick(hint.ok_button, Qt.MouseButton.LeftButton)
    assert not nowhere.exists()
    assert (config / first_run.MARKER).is_file() and not (config / first_run.MARKER).is_symlink()
    assert first_run.hint_dismissed()


@pytest.mark.parametrize("target", ["the player's file", "nowhere"])
def test_a_lock_link_is_set_aside_and_never_written_through(
    qtbot: QtBot, tmp_path: Path, target: str
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    pointed = _diary(tmp_path) if target == "the player's file" else tmp_path / "elsewhere" / "lock"
    (data / LOCK_NAME).symlink_to(pointed)
    lock = InstanceLock(data)
    try:
        assert lock.acquired and lock.set_aside is not None and lock.set_aside.is_symlink()
        assert (data / LOCK_NAME).is_file() and not (data / LOCK_NAME).is_symlink()
    finally:
        lock.release()
    if target == "nowhere":
        assert not pointed.exists()
    else:
        assert pointed.read_text(encoding="utf-8") == DIARY


@pytest.mark.slow  # the game as a subprocess (3 s)
def test_a_show_request_link_is_never_written_through(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    owner = InstanceLock(data)
    assert owner.acquired
    try:
        owner.listen()
        diary = _diary(tmp_path)
        (data / SHOW_REQUEST).symlink_to(diary)  # planted after the owner started
        second = InstanceLock(data)  # a second start (in this process: the request is what matters)
        second.ask_owner_to_show()  # the owner answers on its event loop, not running here: times out
        assert diary.read_text(encoding="utf-8") == DIARY
        assert not (data / SHOW_REQUEST).exists()
        kept = list(data.glob(f"{SHOW_REQUEST}.bad-*"))
        assert len(kept) == 1 and kept[0].is_symlink()
    finally:
        owner.release()


def test_a_picture_in_an_output_folder_never_goes_through_a_link(qtbot: QtBot, tmp_path: Path) -> None:
    diary = _diary(tmp_path)
    out = tmp_path / "shots"
    out.mkdir()
    (out / "table_start.png").symlink_to(diary)
    pixmap = QPixmap(40, 30)
    pixmap.fill(Qt.GlobalColor.darkGreen)
    assert save_picture(pixmap, out / "table_start.png")
    assert diary.read_text(encoding="utf-8") == DIARY
    assert QImage(str(out / "table_start.png")).width() == 40
    assert not (out / "table_start.png").is_symlink()


@pytest.mark.slow  # the game as a subprocess (6 s)
def test_a_screenshot_path_that_links_to_a_file_writes_that_file(home: Path, tmp_path: Path) -> None:  # noqa: F811
    real = tmp_path / "pictures" / "canasta.png"
    real.parent.mkdir()
    real.write_bytes(b"an old picture")
    link = tmp_path / "latest.png"
    link.symlink_to(real)
    result = canasta(home, "--screenshot", str(link))
    assert result.returncode == 0, result.stderr[-800:]
    assert link.is_symlink() and QImage(str(real)).width() > 300
    dangling = tmp_path / "gone.png"
    dangling.symlink_to(tmp_path / "no-such-folder" / "x.png")
    refused = canasta(home, "--screenshot", str(dangling))
    assert refused.returncode == 2 and "link to nowhere" in refused.stderr, refused.stderr[-800:]
    assert not (tmp_path / "no-such-folder").exists()
