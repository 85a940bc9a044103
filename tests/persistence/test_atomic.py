"""Atomic writes keep the old file or the new one, with the previous one as backup; bad files go aside."""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from canasta_desktop.persistence import atomic
from canasta_desktop.persistence.atomic import (
    FileTooLarge,
    atomic_write,
    clean_temporary_files,
    quarantine,
    read_limited,
)
from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths, default_paths


def test_write_creates_the_folder_and_keeps_the_previous_file_as_backup(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "match.json"
    backup = path.with_name("match.json.bak")
    atomic_write(path, b"one", backup)
    assert path.read_bytes() == b"one" and not backup.exists()
    atomic_write(path, b"two", backup)
    assert path.read_bytes() == b"two" and backup.read_bytes() == b"one"
    atomic_write(path, b"three", backup)
    assert path.read_bytes() == b"three" and backup.read_bytes() == b"two"
    assert sorted(p.name for p in path.parent.iterdir()) == ["match.json", "match.json.bak"]


def test_a_failure_before_the_replace_leaves_both_files_as_they_were(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "match.json"
    backup = tmp_path / "match.json.bak"
    atomic_write(path, b"old", backup)
    atomic_write(path, b"current", backup)

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write(path, b"new", backup)
    assert path.read_bytes() == b"current" and backup.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json", "match.json.bak"]  # no temp file left


def test_without_hard_links_the_backup_is_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(src: object, dst: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    path = tmp_path / "s.json"
    atomic_write(path, b"a", path.with_name("s.json.bak"))
    atomic_write(path, b"b", path.with_name("s.json.bak"))
    assert path.with_name("s.json.bak").read_bytes() == b"a"


def test_quarantine_moves_aside_with_a_timestamp_and_never_overwrites(tmp_path: Path) -> None:
    when = datetime(2026, 11, 30, 21, 5, 9, tzinfo=UTC)
    first = tmp_path / "match.json"
    first.write_text("bad 1")
    moved = quarantine(first, when)
    assert moved.name == "match.json.bad-20261130-210509" and moved.read_text() == "bad 1"
    first.write_text("bad 2")
    again = quarantine(first, when)
    assert again.name == "match.json.bad-20261130-210509-2" and again.read_text() == "bad 2"
    folder = tmp_path / "statistics.json"
    folder.mkdir()
    assert quarantine(folder, when).is_dir() and not folder.exists()


def test_read_limited_refuses_huge_files(tmp_path: Path) -> None:
    path = tmp_path / "big"
    path.write_bytes(b"x" * 101)
    with pytest.raises(FileTooLarge):
        read_limited(path, 100)
    assert read_limited(path, 101) == b"x" * 101


def test_stale_temporary_files_are_cleaned_up_fresh_ones_kept(tmp_path: Path) -> None:
    path = tmp_path / "match.json"
    old = tmp_path / ".match.json.abc123.tmp"
    old_backup_link = tmp_path / ".match.json.bak.42-deadbeef.tmp"
    fresh = tmp_path / ".match.json.zzz.tmp"
    other = tmp_path / ".statistics.json.abc.tmp"
    for file in (old, old_backup_link, fresh, other):
        file.write_text("x")
    an_hour_ago = time.time() - 3600
    for file in (old, old_backup_link, other):
        os.utime(file, (an_hour_ago, an_hour_ago))
    assert clean_temporary_files(path) == 2
    assert fresh.exists() and other.exists() and not old.exists() and not old_backup_link.exists()


def test_paths_follow_the_environment_variable(tmp_path: Path) -> None:
    paths = default_paths({HOME_VARIABLE: str(tmp_path)})
    assert paths == Paths(tmp_path / "data", tmp_path / "config")
    assert paths.match_file == tmp_path / "data" / "match.json"
    assert paths.settings_file == tmp_path / "config" / "settings.json"


def test_without_the_variable_the_platform_folders_named_canasta_desktop() -> None:
    paths = default_paths({})
    assert "canasta-desktop" in str(paths.data) and "canasta-desktop" in str(paths.config)


def test_the_atomic_module_needs_only_the_standard_library() -> None:
    source = Path(atomic.__file__).read_text(encoding="utf-8")
    assert "pydantic" not in source and "canasta_desktop" not in source
