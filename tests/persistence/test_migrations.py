"""Every schema version of every file still loads: one fixture file per version, converted by code.

Whoever raises a schema version adds the conversion step to `persistence.migrations` and a fixture
of the old version under ``tests/persistence/data/``; the parametrization below then covers it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from canasta_desktop.persistence import jsonfile, savegame, settings, statistics
from canasta_desktop.persistence.errors import LoadError, Problem
from canasta_desktop.persistence.jsonfile import DocumentType
from canasta_desktop.persistence.session import MatchSession, SeatKind, decode
from canasta_desktop.persistence.settings import Settings, from_legacy, load_settings
from canasta_desktop.persistence.statistics import PersonSeat, StatisticsStore

DATA = Path(__file__).parent / "data"
DOCUMENTS: dict[str, DocumentType] = {
    "match": savegame.document_type(),
    "statistics": statistics.document_type(),
    "settings": settings.document_type(),
}
VERSIONS = [
    (name, version) for name, doc in DOCUMENTS.items() for version in range(doc.oldest, doc.current + 1)
]


def test_a_fixture_for_every_version() -> None:
    for name, version in VERSIONS:
        assert (DATA / f"{name}_v{version}.json").is_file(), f"add a {name} file of schema version {version}"


def _check_match(path: Path) -> None:
    session = decode(path.read_bytes())
    assert isinstance(session, MatchSession), session
    match = session.match
    assert match.rules.name == "classic-2p" and match.round_number == 2 and match.totals == [1750, 1770]
    assert len(match.round.log) == 28 and match.round.to_move == 0
    assert [str(c) for c in match.round.hands[0][:3]] == ["JH1", "3C1", "KD1"]
    assert [(seat.kind, seat.name, seat.level) for seat in session.seats] == [
        (SeatKind.PERSON, "You", None),
        (SeatKind.COMPUTER, "Anna", "mellem"),
    ]
    assert session.human == 0


def _check_statistics(path: Path, version: int) -> None:
    store = StatisticsStore(path)
    loaded = store.load()
    assert loaded.problems == [] and loaded.value is not None
    summary = store.summary()
    assert summary.total.played == 3 and summary.total.won == 2
    assert summary.by_preset["classic-2p"].played == 2 and summary.by_level["svaer"].won == 1
    assert summary.abandoned == (2 if version >= 3 else 0)  # one listed, one folded into its month
    assert all(entry.people == [PersonSeat(seat=0, name="You")] for entry in summary.history)


def _check_settings(path: Path, version: int) -> None:
    if version == 0:  # the QSettings keys of the first table
        result = from_legacy(json.loads(path.read_text()))
        assert result == Settings(animation_speed="slow", sort_order="suit", card_back="red", language="sv")
        return
    loaded = load_settings(path)
    assert not loaded.needs_message
    assert loaded.settings == Settings(
        language="da",
        default_level="svaer",
        default_preset="family-4p",
        animation_speed="fast",
        sort_order="suit",
        card_back="red",
        confirmations=False,
        player_name="Mette",
    )


@pytest.mark.parametrize(("name", "version"), VERSIONS)
def test_every_schema_version_loads_as_the_current_one(name: str, version: int, tmp_path: Path) -> None:
    copy = tmp_path / f"{name}.json"
    copy.write_bytes((DATA / f"{name}_v{version}.json").read_bytes())
    if name == "match":
        _check_match(copy)
    elif name == "statistics":
        _check_statistics(copy, version)
    else:
        _check_settings(copy, version)


# --------------------------------------------------------------------------- the framework itself
def _step_1(doc: dict[str, Any]) -> dict[str, Any]:
    doc["added"] = doc.pop("old", 0) + 1
    return doc


def _step_2(doc: dict[str, Any]) -> dict[str, Any]:
    doc["added"] *= 10
    return doc


EXAMPLE = DocumentType("example", 3, {1: _step_1, 2: _step_2}, checksum=True)


def test_steps_run_in_order_after_the_checksum() -> None:
    old = {"kind": "example", "schema_version": 1, "old": 4}
    old["checksum"] = jsonfile.checksum(old)
    result = jsonfile.parse(json.dumps(old).encode(), EXAMPLE)
    assert result == {"kind": "example", "schema_version": 3, "added": 50}
    tampered = dict(old, old=5)
    error = jsonfile.parse(json.dumps(tampered).encode(), EXAMPLE)
    assert isinstance(error, LoadError) and error.problem is Problem.EDITED


def test_a_missing_or_failing_step_is_a_clear_error() -> None:
    assert EXAMPLE.oldest == 1
    too_old = {"kind": "example", "schema_version": 0}
    too_old["checksum"] = jsonfile.checksum(too_old)
    error = jsonfile.parse(json.dumps(too_old).encode(), EXAMPLE)
    assert isinstance(error, LoadError) and error.problem is Problem.OLD_VERSION
    broken = {"kind": "example", "schema_version": 2}  # step 2 needs "added"
    broken["checksum"] = jsonfile.checksum(broken)
    error = jsonfile.parse(json.dumps(broken).encode(), EXAMPLE)
    assert isinstance(error, LoadError) and error.problem is Problem.INVALID


def test_current_versions() -> None:
    assert [DOCUMENTS[name].current for name in ("match", "statistics", "settings")] == [5, 6, 1]
    assert DOCUMENTS["settings"].oldest == 0
