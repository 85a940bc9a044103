"""Finished rounds keep their logs in the save (schema 3) and in the review's archive (issue 24)."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from canasta_desktop.engine.roundlog import replay
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence import jsonfile, round_archive
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.round_archive import KEEP, ArchivedMatch, RoundArchive, archived_match
from canasta_desktop.persistence.savegame import document_type
from canasta_desktop.persistence.session import MatchSession, decode, encode
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.persistence.versions import newer_files
from canasta_desktop.ui.controller.match_archive import MatchArchive

from .helpers import new_session, people_session, play_action

DATA = Path(__file__).parent / "data"


def _after_rounds(rounds: int, seed: int = 11) -> MatchSession:
    """A match with ``rounds`` finished rounds, a few moves into the next one."""
    session = new_session(PRESETS["classic-2p"], seed, "mellem")
    while len(session.match.history) < rounds:
        play_action(session)
    for _ in range(6):
        play_action(session)
    return session


@pytest.fixture(scope="module")
def two_rounds() -> MatchSession:
    return _after_rounds(2)


def _resealed(document: dict[str, Any]) -> bytes:
    body = {k: v for k, v in document.items() if k not in ("kind", "schema_version", "checksum")}
    return jsonfile.encode(body, document_type())


def test_a_save_keeps_each_finished_rounds_log(two_rounds: MatchSession) -> None:
    loaded = decode(encode(two_rounds))
    assert isinstance(loaded, MatchSession)
    logs = [record.log for record in loaded.match.history]
    assert logs == [record.log for record in two_rounds.match.history] and all(logs)
    assert loaded.dropped_logs == ()
    again = replay(logs[1])
    assert again.result == loaded.match.history[1].sheet


def test_an_older_save_loads_and_its_rounds_have_no_log() -> None:
    loaded = decode((DATA / "match_v2.json").read_bytes())
    assert isinstance(loaded, MatchSession)
    assert [record.log for record in loaded.match.history] == [""]
    assert loaded.dropped_logs == ()


@pytest.mark.parametrize(
    "damage",
    [
        lambda log: log.replace("seed: ", "seed: 1", 1),  # another deal
        lambda log: log.rsplit("\n", 3)[0] + "\n",  # the last moves cut: the round does not end
        lambda log: "garbage",
        lambda log: log.replace("scores: 0 0", "scores: 0 5"),  # another meld minimum
    ],
)
def test_a_damaged_log_is_dropped_alone(two_rounds: MatchSession, damage: Any) -> None:
    document = json.loads(encode(two_rounds))
    first = document["match"]["history"][0]
    first["log"] = damage(first["log"])
    assert first["log"] != two_rounds.match.history[0].log
    loaded = decode(_resealed(document))
    assert isinstance(loaded, MatchSession), loaded
    assert loaded.dropped_logs == (1,)
    assert loaded.match.history[0].log == ""
    assert loaded.match.history[1].log == two_rounds.match.history[1].log
    assert loaded.match.history == two_rounds.match.history  # the sheets, totals: the match is kept
    assert loaded.match.round.log == two_rounds.match.round.log


def test_a_log_of_another_round_of_the_same_match_is_dropped(two_rounds: MatchSession) -> None:
    document = json.loads(encode(two_rounds))
    history = document["match"]["history"]
    history[0]["log"], history[1]["log"] = history[1]["log"], history[0]["log"]
    loaded = decode(_resealed(document))
    assert isinstance(loaded, MatchSession) and loaded.dropped_logs == (1, 2)


def _entry(number: int, logs: tuple[str, ...] = ("",)) -> ArchivedMatch:
    moment = datetime(2026, 12, 1, 10, number % 60, tzinfo=UTC)
    return ArchivedMatch(
        f"{number:032x}", moment, moment, "classic-2p", 0, ("You", "Anna"), (None, "let"), logs
    )


def test_the_archive_keeps_the_last_matches(private_home: Paths, no_fsync: None) -> None:
    archive = RoundArchive(private_home.round_logs_file)
    for number in range(KEEP + 5):
        archive.add(_entry(number))
    assert [m.match_id for m in archive.matches] == [f"{n:032x}" for n in range(KEEP + 4, 4, -1)]
    again = RoundArchive(private_home.round_logs_file)
    assert again.matches == archive.matches and again.problems == []
    archive.add(_entry(KEEP + 4, ("x",)))  # the same match again replaces its entry
    assert len(archive.matches) == KEEP and archive.matches[0].logs == ("x",)


def test_the_archive_of_a_finished_match(
    two_rounds: MatchSession, private_home: Paths, no_fsync: None
) -> None:
    archive = RoundArchive(private_home.round_logs_file)
    entry = archived_match(two_rounds)
    archive.add(entry)
    kept = RoundArchive(private_home.round_logs_file).matches[0]
    assert kept == entry and kept.logs == tuple(r.log for r in two_rounds.match.history)
    assert kept.names == ("You", "Anna") and kept.human == 0 and kept.levels == (None, "mellem")
    assert kept.rules_name == "classic-2p"
    assert kept.people == ((0, "You"),)


def test_the_archive_keeps_the_people_of_a_pass_and_play_match(private_home: Paths, no_fsync: None) -> None:
    session = people_session(PRESETS["classic-4p"], 3, "let", {0: "Mormor", 2: "Morfar"}, viewer=2)
    while not session.match.history:
        play_action(session)
    archive = RoundArchive(private_home.round_logs_file)
    archive.add(archived_match(session, abandoned=True))
    [kept] = RoundArchive(private_home.round_logs_file).matches
    assert kept.people == ((0, "Mormor"), (2, "Morfar")) and kept.human == 2
    assert kept.levels == (None, "let", None, "let")


def test_an_archive_shown_from_a_computer_seat_is_refused(private_home: Paths, no_fsync: None) -> None:
    path = private_home.round_logs_file
    RoundArchive(path).add(_entry(1))
    document = json.loads(path.read_text())
    document["matches"][0]["human"] = 1
    document.pop("checksum")
    path.write_bytes(jsonfile.encode({"matches": document["matches"]}, round_archive.document_type()))
    again = RoundArchive(path)
    assert again.matches == [] and [p.problem for p in again.problems] == [Problem.INCONSISTENT]


def test_a_damaged_archive_is_kept_aside_and_the_backup_used(private_home: Paths, no_fsync: None) -> None:
    archive = RoundArchive(private_home.round_logs_file)
    archive.add(_entry(1))
    archive.add(_entry(2))  # the file holds 1 and 2, its backup 1
    path = private_home.round_logs_file
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x08
    path.write_bytes(bytes(data))
    again = RoundArchive(path)
    assert [m.match_id for m in again.matches] == [f"{1:032x}"]
    assert [p.problem for p in again.problems] in ([Problem.EDITED], [Problem.NOT_JSON], [Problem.INVALID])
    aside = list(path.parent.glob("round-logs.json.bad-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == bytes(data)
    again.add(_entry(3))  # and it goes on
    assert [m.match_id for m in RoundArchive(path).matches] == [f"{3:032x}", f"{1:032x}"]


def test_a_newer_archive_opens_the_game_read_only(private_home: Paths, no_fsync: None) -> None:
    path = private_home.round_logs_file
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"kind": "canasta-desktop/round-logs", "schema_version": 99, "matches": []}))
    assert newer_files(private_home) == [path]


def test_recording_a_finished_match_keeps_its_rounds(private_home: Paths, no_fsync: None) -> None:
    session = new_session(PRESETS["classic-2p"].changed(target=50), 5, "let")
    while not session.match.is_over:
        play_action(session)
    storage = Storage.at(private_home)
    said: list[str] = []
    keeper = MatchArchive(said.append, lambda: None)
    keeper.statistics = storage.statistics
    keeper.round_logs = storage.round_logs
    keeper.record(session)
    kept = Storage.at(private_home).round_logs.matches
    assert [m.match_id for m in kept] == [session.match_id] and said == []
    assert kept[0].logs == tuple(r.log for r in session.match.history) and all(kept[0].logs)


def test_a_log_that_does_not_replay_is_not_archived() -> None:
    session = _after_rounds(1, seed=12)
    record = session.match.history[0]
    session.match.history[0] = replace(record, log=record.log.replace("dealer: ", "dealer: 1"))
    assert archived_match(session).logs == ("",)


def test_a_damaged_archive_is_said_once_when_the_next_match_is_recorded(
    private_home: Paths, no_fsync: None
) -> None:
    private_home.data.mkdir(parents=True)
    private_home.round_logs_file.write_bytes(
        b'{"kind": "canasta-desktop/round-logs", "schema_version": 1, "matc'
    )
    storage = Storage.at(private_home)
    said: list[str] = []
    keeper = MatchArchive(said.append, lambda: None)
    keeper.statistics, keeper.round_logs = storage.statistics, storage.round_logs
    for seed in (5, 6):
        session = new_session(PRESETS["classic-2p"].changed(target=50), seed, "let")
        while not session.match.is_over:
            play_action(session)
        keeper.record(session)
    assert len(said) == 1 and "damaged" in said[0]
    assert len(list(private_home.data.glob("round-logs.json.bad-*"))) == 1
    assert len(Storage.at(private_home).round_logs.matches) == 2


def test_an_abandoned_matchs_finished_rounds_are_kept(
    two_rounds: MatchSession, private_home: Paths, no_fsync: None
) -> None:
    storage = Storage.at(private_home)
    said: list[str] = []
    keeper = MatchArchive(said.append, lambda: None)
    keeper.statistics, keeper.round_logs = storage.statistics, storage.round_logs
    keeper.record_abandoned(two_rounds)
    again = Storage.at(private_home)  # read back from the files
    kept = again.round_logs.matches
    assert [m.match_id for m in kept] == [two_rounds.match_id] and said == []
    assert kept[0].abandoned and kept[0].logs == tuple(r.log for r in two_rounds.match.history)
    assert all(kept[0].logs) and len(kept[0].logs) == 2
    assert again.statistics.summary().abandoned == 1  # type: ignore[union-attr]


def test_an_abandoned_match_without_a_finished_round_keeps_nothing(
    private_home: Paths, no_fsync: None
) -> None:
    session = _after_rounds(0)
    storage = Storage.at(private_home)
    keeper = MatchArchive(lambda _text: None, lambda: None)
    keeper.statistics, keeper.round_logs = storage.statistics, storage.round_logs
    keeper.record_abandoned(session)
    assert Storage.at(private_home).round_logs.matches == []


def test_an_archive_of_schema_1_loads_its_matches_as_finished(private_home: Paths, no_fsync: None) -> None:
    private_home.data.mkdir(parents=True)
    private_home.round_logs_file.write_bytes((DATA / "round_logs_v1.json").read_bytes())
    archive = RoundArchive(private_home.round_logs_file)
    (kept,) = archive.matches
    assert archive.problems == [] and not kept.abandoned
    assert replay(kept.logs[0]).is_over
    archive.add(_entry(1))  # written again in the current schema, the old match with it
    document = json.loads(private_home.round_logs_file.read_text("utf-8"))
    assert document["schema_version"] == 2
    assert [m["abandoned"] for m in document["matches"]] == [False, False]
