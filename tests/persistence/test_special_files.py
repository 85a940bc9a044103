"""Anything but a regular file where a file of the game should be: a named pipe is refused without
opening it (opening one blocks until a writer comes), and a folder is moved aside so that saving
works again; both are kept, never deleted.

The loads run in a child process with a time limit, so that a regression hangs the child, not the
test run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.persistence.store import AutoSaver

from .helpers import new_session, play_turn, session_signature
from .test_statistics import entry

ROOT = Path(__file__).resolve().parents[2]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes (POSIX)")

LOAD_ALL = """
import json, sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.storage import Storage
storage = Storage.at(Paths.under(Path(sys.argv[2])))
saves = storage.saves.load()
statistics = storage.statistics.load()
settings = storage.load_settings()
def problems(items):
    return [[p.problem.value, p.detail, str(p.moved_to) if p.moved_to else None] for p in items]
print(json.dumps({"save": saves.value is not None, "save_problems": problems(saves.problems),
                  "statistics_problems": problems(statistics.problems),
                  "settings_problems": problems(settings.problems)}))
"""


def load_in_child(home: Path) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", LOAD_ALL, str(ROOT), str(home)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    value = json.loads(result.stdout)
    assert isinstance(value, dict)
    return value


@needs_fifo
def test_named_pipes_in_place_of_every_file_are_refused_without_hanging(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    for path in (paths.match_file, paths.statistics_file, paths.settings_file):
        path.parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(path)
    result = load_in_child(tmp_path)
    assert result["save"] is False
    for key in ("save_problems", "statistics_problems", "settings_problems"):
        [[problem, detail, moved_to]] = result[key]  # type: ignore[misc]
        assert problem == "unreadable" and "not a regular file" in detail
        assert moved_to is not None and Path(moved_to).is_fifo()  # kept aside, not deleted


@needs_fifo
def test_a_named_pipe_as_the_backup_behind_a_bad_save(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    paths.match_file.write_text("{ cut off")
    os.mkfifo(paths.match_file.with_name("match.json.bak"))
    result = load_in_child(tmp_path)
    assert [p[0] for p in result["save_problems"]] == ["not_json", "unreadable"]  # type: ignore[union-attr]


def test_a_folder_in_place_of_the_backup_is_moved_aside_and_saving_goes_on(tmp_path: Path) -> None:
    storage = Storage.at(Paths.under(tmp_path))
    session = new_session(PRESETS["classic-2p"], 4, "mellem")
    saver = AutoSaver(storage.saves, background=False)
    saver.save(session)
    for path in (
        storage.saves.backup,
        storage.statistics.backup,
        storage.paths.settings_file.with_name("settings.json.bak"),
    ):
        path.mkdir(parents=True)
        (path / "someone's.txt").write_text("kept")
    for _ in range(3):
        play_turn(session)
        saver.save(session)
    storage.save_settings(Settings(player_name="Mette"))
    storage.save_settings(Settings(player_name="Mette"))
    for number in range(2):
        storage.statistics.record(entry(number, won=True))
    assert saver.take_errors() == []
    loaded = storage.saves.load().value
    assert storage.saves.backup.is_file() and loaded is not None
    assert session_signature(loaded) == session_signature(session)
    kept = [path for path in tmp_path.rglob("*.bak.bad-*")]
    assert len(kept) == 3 and all((path / "someone's.txt").read_text() == "kept" for path in kept)
    assert storage.statistics.backup.is_file() and storage.statistics.summary().total.played == 2
    assert storage.load_settings().settings.player_name == "Mette"


def test_a_folder_appearing_in_place_of_the_save_while_playing(tmp_path: Path) -> None:
    storage = Storage.at(Paths.under(tmp_path))
    session = new_session(PRESETS["classic-2p"], 4, "mellem")
    saver = AutoSaver(storage.saves, background=False)
    saver.save(session)
    storage.saves.path.unlink()
    storage.saves.path.mkdir()
    play_turn(session)
    saver.save(session)
    assert saver.take_errors() == [] and storage.saves.load().value is not None
    assert len(list(tmp_path.rglob("match.json.bad-*"))) == 1
