"""The save store and the background autosaver: newest save wins, clears keep their place, errors surface."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.session import MatchSession, decode, encode
from canasta_desktop.persistence.store import AutoSaver, SaveStore

from .helpers import new_session, play_turn, session_signature


def _sessions(count: int) -> list[MatchSession]:
    session = new_session(PRESETS["classic-2p"], 5, "mellem")
    out = []
    for _ in range(count):
        play_turn(session)
        copy = decode(encode(session))
        assert isinstance(copy, MatchSession)
        out.append(copy)
    return out


def test_no_save_loads_as_nothing_without_problems(tmp_path: Path) -> None:
    loaded = SaveStore(tmp_path / "match.json").load()
    assert loaded.value is None and loaded.problems == [] and loaded.source is None


def test_a_bad_main_file_falls_back_to_the_backup_and_is_kept_aside(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    first, second = _sessions(2)
    store.save(first)
    store.save(second)
    store.path.write_bytes(store.path.read_bytes()[:500])  # cut off
    loaded = store.load()
    assert loaded.value is not None and loaded.from_backup
    assert session_signature(loaded.value) == session_signature(first)
    [problem] = loaded.problems
    assert problem.problem is Problem.NOT_JSON and problem.moved_to is not None and problem.moved_to.exists()
    assert not store.path.exists() and store.backup.exists()
    store.save(second)  # playing on writes a fresh save; the good backup is not replaced by nothing
    assert store.load().source == store.path


def test_clear_removes_save_and_backup(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    for session in _sessions(2):
        store.save(session)
    store.clear()
    assert not store.has_save()
    store.clear()  # nothing there: fine


def test_autosaver_writes_the_newest_and_flushes_on_close(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    saver = AutoSaver(store)
    sessions = _sessions(6)
    for session in sessions:
        saver.save(session)
    assert saver.close()
    loaded = store.load()
    assert loaded.value is not None
    assert session_signature(loaded.value) == session_signature(sessions[-1])
    assert 1 <= saver.writes <= 6


def test_a_clear_after_saves_is_not_lost_and_a_save_after_it_wins(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    gate = threading.Event()
    original = store.write

    def slow_write(data: bytes) -> None:
        gate.wait(5)
        original(data)

    store.write = slow_write  # type: ignore[method-assign]
    saver = AutoSaver(store)
    old, new = _sessions(2)
    saver.save(old)  # the writer blocks on this one
    saver.clear()  # the new match replaces the old
    saver.save(new)
    gate.set()
    assert saver.flush()
    loaded = store.load()
    assert loaded.value is not None and session_signature(loaded.value) == session_signature(new)
    assert not store.backup.exists()  # the old match's save did not become the new one's backup
    saver.clear()
    assert saver.close() and not store.has_save()


def test_write_errors_are_reported_not_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path / "match.json")
    seen: list[OSError] = []
    saver = AutoSaver(store, on_error=seen.append)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", refuse)
    saver.save(_sessions(1)[0])
    assert saver.flush()
    errors = saver.take_errors()
    assert len(errors) == 1 and isinstance(errors[0], PermissionError) and seen == errors
    assert saver.take_errors() == []
    saver.close()


def test_synchronous_mode_writes_at_once(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    saver = AutoSaver(store, background=False)
    saver.save(_sessions(1)[0])
    assert store.path.exists() and saver.writes == 1 and saver.encode_ms > 0
