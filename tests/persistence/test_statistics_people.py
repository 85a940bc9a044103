"""The statistics keep who played (schema version 5): each person's seat and name, several in pass and play.

A recorded match lists its people; the figures and what the statistics window shows (the sides'
names, the result from the human's side) stay as they were. An entry of an older file, or one made
in code without people, had one person: at the first seat of the human's side, named first in its
side's name. A version-4 game leaves a version-5 file alone (it opens read-only).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence import jsonfile, pending
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.migrations import pending_2_to_3, statistics_4_to_5
from canasta_desktop.persistence.statistics import (
    FinishedMatch,
    PersonSeat,
    StatisticsStore,
    document_type,
    finished_match,
)

from .helpers import new_session, people_session, play_turn
from .test_statistics import entry


def _grandparents(viewer: int) -> FinishedMatch:
    """Mormor and Morfar as partners with two computers, replaced after a few turns (abandoned)."""
    session = people_session(PRESETS["classic-4p"], 8, "mellem", {0: "Mormor", 2: "Morfar"}, viewer)
    for _ in range(12):
        play_turn(session)
    return finished_match(session, abandoned=True)


def test_a_pass_and_play_match_keeps_its_people(tmp_path: Path) -> None:
    record = _grandparents(viewer=2)
    assert record.people == [PersonSeat(seat=0, name="Mormor"), PersonSeat(seat=2, name="Morfar")]
    assert record.human_side == 0 and record.side_names == ["Mormor & Morfar", "Anna & Carl"]
    store = StatisticsStore(tmp_path / "statistics.json")
    store.record(record)
    again = StatisticsStore(tmp_path / "statistics.json")
    assert again.load().problems == []
    [kept] = again.summary().history
    assert kept.people == record.people


def test_a_match_waiting_in_the_pending_file_keeps_its_people(tmp_path: Path) -> None:
    record = _grandparents(viewer=0)
    store = StatisticsStore(tmp_path / "statistics.json")
    waiting = pending.PendingRecords(store)
    waiting.add(record)
    assert waiting.keep()
    later = pending.PendingRecords(StatisticsStore(store.path))
    later.load()
    assert later.problems == [] and [e.people for e in later.entries] == [record.people]


def test_a_one_person_match_is_recorded_as_before_with_its_person() -> None:
    session = new_session(PRESETS["classic-4p"], 5, "let")
    for _ in range(8):
        play_turn(session)
    record = finished_match(session, abandoned=True)
    assert record.people == [PersonSeat(seat=0, name="You")]
    assert record.side_names == ["You & Bent", "Anna & Carl"] and record.human_side == 0
    made_before = record.model_dump(exclude={"people"})
    assert FinishedMatch(**made_before) == record  # made without people: the same one person


def _old_entry(players: int, human_side: int, side_names: list[str]) -> dict[str, Any]:
    old = entry(1, True).model_dump(mode="json", exclude={"people"})
    own, other = old["totals"]
    totals = [own if side == human_side else other for side in range(len(side_names))]
    return {**old, "players": players, "human_side": human_side, "side_names": side_names, "totals": totals}


ONE_PERSON = [
    (2, 0, ["You", "Medium"], PersonSeat(seat=0, name="You")),
    (4, 0, ["You & Bent", "Anna & Carl"], PersonSeat(seat=0, name="You")),
    (4, 0, ["Mor & Far & Bent", "Anna & Carl"], PersonSeat(seat=0, name="Mor & Far")),
    (6, 1, ["Anna & Dorte", "Mette & Ebbe", "Carl & Bent"], PersonSeat(seat=1, name="Mette")),
    (3, 2, ["Anna", "Bent", "Mette & co"], PersonSeat(seat=2, name="Mette & co")),
]


@pytest.mark.parametrize(("players", "side", "names", "person"), ONE_PERSON)
def test_an_older_entry_had_one_person(players: int, side: int, names: list[str], person: PersonSeat) -> None:
    old = _old_entry(players, side, names)
    statistics = statistics_4_to_5({"matches": [old]})["matches"]
    waiting = pending_2_to_3({"matches": [old]})["matches"]
    assert statistics == waiting == [{**old, "people": [person.model_dump()]}]
    assert FinishedMatch.model_validate_json(json.dumps(old)).people == [person]


@pytest.mark.parametrize(
    "people",
    [
        [],
        [{"seat": 2, "name": "Morfar"}, {"seat": 0, "name": "Mormor"}],  # out of seat order
        [{"seat": 0, "name": "Mormor"}, {"seat": 0, "name": "Morfar"}],  # one seat twice
        [{"seat": 4, "name": "Mormor"}],  # no such seat in a 4-player game
        [{"seat": 1, "name": "Mormor"}],  # nobody on the human's side
        [{"seat": 0, "name": "x" * 201}],
    ],
)
def test_impossible_people_are_refused(people: list[dict[str, Any]], tmp_path: Path) -> None:
    good = _old_entry(4, 0, ["You & Bent", "Anna & Carl"])
    with pytest.raises(ValidationError):
        FinishedMatch.model_validate_json(json.dumps({**good, "people": people}))
    path = tmp_path / "statistics.json"
    store = StatisticsStore(path)
    store.record(entry(0, True))
    store.record(FinishedMatch.model_validate_json(json.dumps(good)))
    document = json.loads(path.read_text())
    document["matches"][-1]["people"] = people
    document.pop("checksum")
    payload = {k: v for k, v in document.items() if k not in ("kind", "schema_version")}
    path.write_bytes(jsonfile.encode(payload, document_type()))  # sealed: only the check can tell
    fresh = StatisticsStore(path)
    loaded = fresh.load()
    assert loaded.problems[0].problem is Problem.INVALID and loaded.from_backup
    assert fresh.summary().total.played == 1


def test_an_older_game_leaves_a_version_5_file_alone(tmp_path: Path) -> None:
    """A version-4 game finds the file newer: never moved aside or replaced (it opens read-only)."""
    path = tmp_path / "statistics.json"
    StatisticsStore(path).record(_grandparents(viewer=0))
    content = path.read_bytes()
    current = document_type()
    older = jsonfile.DocumentType(
        current.kind, 4, {k: v for k, v in current.migrations.items() if k < 4}, True, 2, current.max_bytes
    )
    loaded = jsonfile.load_with_backup(path, tmp_path / "statistics.json.bak", older, lambda d: d)
    assert loaded.value is None and loaded.problems[0].problem is Problem.FUTURE_VERSION
    assert loaded.problems[0].moved_to is None and path.read_bytes() == content
