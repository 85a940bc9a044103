"""A match that ends on a full disk is not lost (issue 23, point 1): the statistics cannot be written,
so its last good save stays, and the finished match goes into the statistics as soon as there is room —
at the next save, or at the next start — and only then is the save removed. Real files on a small
tmpfs filled to the last byte."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.engine.view import player_view
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.session import MatchSession, decode
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.match_archive import MatchArchive
from tests.persistence.helpers import new_session, play_turn
from tests.small_disk import fill, free, small_disk
from tests.ui.conftest import shown_window, start

pytestmark = pytest.mark.xdist_group("mounts")  # the tmpfs mounts of these tests, one worker at a time


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with small_disk(tmp_path / "disk") as folder:
        yield folder


def archive_at(disk: Path, notices: list[str]) -> tuple[Storage, MatchArchive]:
    storage = Storage.at(Paths.under(disk))
    archive = MatchArchive(notices.append, lambda: None)
    archive.autosaver = storage.autosaver(background=False)
    archive.statistics = storage.statistics
    return storage, archive


def short_match(seed: int) -> MatchSession:
    return new_session(PRESETS["classic-2p"].model_copy(update={"target": 200}), seed, "let")


def play_to_the_end(archive: MatchArchive, session: MatchSession, disk: Path) -> None:
    """Every turn saved as the table does; the disk fills up just before the last move's record."""
    while True:
        play_turn(session)
        if session.match.is_over:
            fill(disk)
            archive.record(session)
            return
        archive.save(session.match, lambda: session)


def test_a_match_finished_on_a_full_disk_keeps_its_save_and_is_recorded_at_the_next_start(
    disk: Path,
) -> None:
    notices: list[str] = []
    storage, archive = archive_at(disk, notices)
    session = short_match(5)
    play_to_the_end(archive, session, disk)
    fill(disk)  # the room its pending entry freed is taken again: the window closes on a full disk
    archive.close()
    kept = decode(storage.paths.match_file.read_bytes())
    assert isinstance(kept, MatchSession) and kept.match_id == session.match_id  # the last good save
    assert any("kept" in text for text in notices), notices
    assert storage.statistics.summary().total.played == 0 or not storage.statistics.path.exists()

    free(disk)  # space again; the next start
    again = Storage.at(Paths.under(disk))
    recorded = again.settle_pending()
    assert [entry.match_id for entry in recorded] == [session.match_id]
    fresh = Storage.at(Paths.under(disk))
    assert [m.match_id for m in fresh.statistics.data.matches] == [session.match_id]
    assert not fresh.saves.has_save()  # removed only once the match is in the statistics


def test_the_next_save_records_the_waiting_match_once_there_is_room(disk: Path) -> None:
    notices: list[str] = []
    storage, archive = archive_at(disk, notices)
    session = short_match(7)
    play_to_the_end(archive, session, disk)
    assert storage.paths.match_file.exists()
    assert archive.save_failed  # the window knows something is not on disk
    free(disk)
    following = short_match(8)
    archive.forget()  # a new match replaces the finished one (play_match)
    play_turn(following)
    archive.save(following.match, lambda: following)
    assert [m.match_id for m in storage.statistics.data.matches] == [session.match_id]
    assert any("now in the statistics" in text for text in notices), notices
    saved = decode(storage.paths.match_file.read_bytes())
    assert isinstance(saved, MatchSession) and saved.match_id == following.match_id
    assert not archive.save_failed
    again = Storage.at(Paths.under(disk))
    assert [m.match_id for m in again.statistics.data.matches] == [session.match_id]
    assert not again.pending.path.exists()


def test_every_failed_save_is_told_until_one_succeeds_and_quitting_asks_first(
    disk: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from canasta_desktop.ui.dialogs import unsaved

    storage = Storage.at(Paths.under(disk))
    win = shown_window(qtbot, storage)
    win.controller.autosaver = storage.autosaver(background=False)
    notices: list[str] = []
    win.controller.notice.connect(notices.append)
    start(qtbot, win, seed=3)
    fill(disk)
    failures = []
    player = RandomPlayer(4)
    for _ in range(3):  # three turns of the human, each saved and each failing
        while win.controller.is_viewers_turn():
            state = win.controller.state
            assert state is not None
            action = player.choose(player_view(state, win.controller.human), state.legal_actions())
            win.controller.turn.play([action])
        failures.append(sum("could not be saved" in text for text in notices))
        qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    assert failures[0] >= 1 and failures == sorted(set(failures)), (failures, notices)  # each time
    asked: list[bool] = []
    monkeypatch.setattr(unsaved, "confirm_quit_unsaved", lambda parent: asked.append(True) or False)
    win.close()
    assert asked and win.isVisible()  # the player chose to keep playing
    free(disk)
    win.close()  # the save is tried again before asking: it succeeds, nothing to ask
    assert len(asked) == 1 and not win.isVisible()
    saved = decode(storage.paths.match_file.read_bytes())
    assert isinstance(saved, MatchSession) and saved.match.round.log == win.controller.match.round.log


def test_a_match_abandoned_on_a_full_disk_waits_and_never_removes_a_save(disk: Path) -> None:
    notices: list[str] = []
    storage, archive = archive_at(disk, notices)
    session = short_match(9)
    for _ in range(3):  # saved after each turn: the save has a backup of the same match
        play_turn(session)
        archive.save(session.match, lambda: session)
    fill(disk)
    archive.record_abandoned(session)  # a new match replaces it; the statistics cannot be written
    assert any("could not be saved" in text for text in notices), notices
    assert archive.pending is not None and archive.pending.on_disk  # room made: the save's backup went
    fill(disk)  # the window closes on a full disk
    archive.close()
    free(disk)  # the next start: its entry goes in, the save it is still in stays (Continue offers it)
    again = Storage.at(Paths.under(disk))
    recorded = again.settle_pending()
    assert [(entry.match_id, entry.abandoned) for entry in recorded] == [(session.match_id, True)]
    kept = decode(again.paths.match_file.read_bytes())
    assert isinstance(kept, MatchSession) and kept.match_id == session.match_id
    summary = Storage.at(Paths.under(disk)).statistics.summary()
    assert (summary.total.played, summary.abandoned) == (0, 1)
