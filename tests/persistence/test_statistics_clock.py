"""The statistics follow the order of play, not the clock (issue 23): a clock set back by hours, days
or a year between two matches, or one far ahead (a match dated 2999), changes only the dates shown.

Every file here is written by the game's own `StatisticsStore` (the entries carry the time the clock
gave, as `finished_match` takes it) and read back by a fresh store, as at the next start.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from canasta_desktop.persistence import jsonfile
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.pending import PendingRecords, pending_file
from canasta_desktop.persistence.statistics import (
    KEEP_MATCHES,
    FinishedMatch,
    StatisticsStore,
    document_type,
    recent_margins,
)

NOW = datetime(2026, 11, 10, 20, tzinfo=UTC)


def played(number: int, won: bool, at: datetime, margin: int = 300) -> FinishedMatch:
    """A finished two-player match as the clock dated it."""
    own = 1000 + number
    return FinishedMatch(
        match_id=f"{number:032x}",
        finished_at=at,
        preset="classic-2p",
        level="mellem",
        players=2,
        target=None,
        rounds=1,
        human_side=0,
        side_names=["You", "Anna"],
        totals=[own, own - margin if won else own + margin],
        won=won,
        round_scores=[own],
    )


# The order of play: a loss, then three wins, with the clock set back between them.
CLOCK_SET_BACK = [
    played(1, False, NOW),
    played(2, True, NOW + timedelta(hours=2)),
    played(3, True, NOW - timedelta(days=365)),  # a year back (a flat clock battery)
    played(4, True, NOW - timedelta(days=365, hours=3)),  # and three hours more
]


def recorded_one_by_one(path: Path, entries: list[FinishedMatch]) -> StatisticsStore:
    """Each entry recorded as its match ends (one write each); then read back from the file."""
    for entry in entries:
        StatisticsStore(path).record(entry)
    again = StatisticsStore(path)
    assert again.load().problems == []
    return again


def test_a_clock_set_back_changes_nothing_but_the_dates(tmp_path: Path) -> None:
    store = recorded_one_by_one(tmp_path / "statistics.json", CLOCK_SET_BACK)
    summary = store.summary()
    assert [m.match_id for m in summary.history] == [m.match_id for m in CLOCK_SET_BACK]
    assert [m.sequence for m in summary.history] == [1, 2, 3, 4]
    assert [m.finished_at for m in summary.history] == [m.finished_at for m in CLOCK_SET_BACK]  # as recorded
    assert summary.current_streak == 3 and summary.best_streak == 3  # by the dates: 1 and 2
    assert recent_margins(summary.history) == [(-300, False), (300, True), (300, True), (300, True)]


def test_a_match_dated_2999_is_folded_in_its_turn(tmp_path: Path) -> None:
    """A clock far ahead once: that match is the oldest in play and the first folded into its month."""
    path = tmp_path / "statistics.json"
    StatisticsStore(path).record(played(1, True, datetime(2999, 1, 1, tzinfo=UTC)))
    later = [played(n, n % 3 != 0, NOW + timedelta(minutes=n)) for n in range(2, KEEP_MATCHES + 2)]
    StatisticsStore(path).record_all(later)
    store = StatisticsStore(path)
    assert store.load().problems == []
    data = store.data
    assert [tally.month for tally in data.months] == ["2999-01"] and data.months[0].won == 1
    assert [m.match_id for m in data.matches] == [m.match_id for m in later]
    summary = store.summary()
    assert summary.folded == 1 and summary.total.played == KEEP_MATCHES + 1
    assert summary.history[-1].match_id == later[-1].match_id  # the newest is the last played
    StatisticsStore(path).record(played(KEEP_MATCHES + 2, False, NOW - timedelta(days=2)))
    refolded = StatisticsStore(path).data
    assert {t.month for t in refolded.months} == {"2999-01", "2026-11"}  # the next oldest in play: match 2
    assert refolded.matches[0].match_id == later[1].match_id
    assert refolded.matches[-1].sequence == KEEP_MATCHES + 2


def test_the_streak_carried_across_the_fold_follows_the_order_of_play(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    wins = [played(n, True, NOW - timedelta(days=n)) for n in range(1, KEEP_MATCHES + 3)]  # ever earlier
    StatisticsStore(path).record_all(wins)
    summary = StatisticsStore(path).summary()
    assert summary.folded == 2 and summary.current_streak == KEEP_MATCHES + 2
    StatisticsStore(path).record(played(KEEP_MATCHES + 5, False, NOW + timedelta(days=1)))
    assert StatisticsStore(path).summary().current_streak == 0


def test_a_match_recorded_again_keeps_its_place(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    recorded_one_by_one(path, CLOCK_SET_BACK)
    again = CLOCK_SET_BACK[1].model_copy(update={"finished_at": NOW - timedelta(days=900)})
    StatisticsStore(path).record(again)  # finished again after a crash, with the clock wrong again
    summary = StatisticsStore(path).summary()
    assert [m.match_id for m in summary.history] == [m.match_id for m in CLOCK_SET_BACK]
    assert summary.history[1].sequence == 2 and summary.history[1].finished_at == again.finished_at


def test_a_match_that_waited_for_room_gets_the_next_number(tmp_path: Path) -> None:
    """A pending entry carries no number (the pending file keeps no order); recording it gives the next."""
    path = tmp_path / "statistics.json"
    recorded_one_by_one(path, CLOCK_SET_BACK[:2])
    waiting = PendingRecords(StatisticsStore(path))
    waiting.add(CLOCK_SET_BACK[2])
    assert waiting.keep()
    document = json.loads(pending_file(path).read_text())
    assert document["schema_version"] == 4 and "sequence" not in document["matches"][0]
    later = PendingRecords(StatisticsStore(path))
    later.load()
    later.flush()
    summary = StatisticsStore(path).summary()
    assert [m.sequence for m in summary.history] == [1, 2, 3]
    assert summary.history[-1].match_id == CLOCK_SET_BACK[2].match_id


def _version_3(path: Path, entries: list[FinishedMatch]) -> None:
    """A statistics file as a version-3 game wrote it (no sequence numbers)."""
    document = {
        "kind": "canasta-desktop/statistics",
        "schema_version": 3,
        "reset_at": None,
        "matches": [entry.model_dump(mode="json", exclude={"sequence", "people"}) for entry in entries],
        "months": [],
        "streaks": {"best": 0, "last": 0},
    }
    document["checksum"] = jsonfile.checksum(document)
    path.write_text(json.dumps(document))


def test_a_version_3_file_is_numbered_in_its_stored_order(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    _version_3(path, CLOCK_SET_BACK)
    store = StatisticsStore(path)
    assert store.load().problems == []
    summary = store.summary()
    assert [m.match_id for m in summary.history] == [m.match_id for m in CLOCK_SET_BACK]
    assert [m.sequence for m in summary.history] == [1, 2, 3, 4] and summary.current_streak == 3
    store.record(played(9, False, NOW))
    assert json.loads(path.read_text())["schema_version"] == 6
    assert [m.sequence for m in StatisticsStore(path).summary().history] == [1, 2, 3, 4, 5]


@pytest.mark.parametrize("numbers", [[1, 2, 2, 3], [1, 3, 2, 4], [0, 1, 2, 3]])
def test_numbers_out_of_order_are_damage(tmp_path: Path, numbers: list[int]) -> None:
    """A file whose numbers repeat, fall or are missing (a bug, its checksum right) is kept aside and
    the backup used, as any damaged statistics file."""
    path = tmp_path / "statistics.json"
    recorded_one_by_one(path, CLOCK_SET_BACK)
    document = json.loads(path.read_text())
    for entry, number in zip(document["matches"], numbers, strict=True):
        entry["sequence"] = number
    document.pop("checksum")
    path.write_bytes(
        jsonfile.encode(
            {k: v for k, v in document.items() if k not in ("kind", "schema_version")}, document_type()
        )
    )
    fresh = StatisticsStore(path)
    loaded = fresh.load()
    assert loaded.problems[0].problem is Problem.INVALID and loaded.problems[0].moved_to is not None
    assert loaded.from_backup and fresh.summary().total.played == 3


def test_an_older_game_leaves_a_version_4_file_alone(tmp_path: Path) -> None:
    """A version-3 game (its document type) finds the file newer: it is never moved aside or replaced,
    so that game opens read-only (`versions.newer_files`)."""
    path = tmp_path / "statistics.json"
    recorded_one_by_one(path, CLOCK_SET_BACK)
    content = path.read_bytes()
    current = document_type()
    older = jsonfile.DocumentType(
        current.kind, 3, {k: v for k, v in current.migrations.items() if k < 3}, True, 2, current.max_bytes
    )
    loaded = jsonfile.load_with_backup(path, tmp_path / "statistics.json.bak", older, lambda d: d)
    assert loaded.value is None and loaded.problems[0].problem is Problem.FUTURE_VERSION
    assert loaded.problems[0].moved_to is None and path.read_bytes() == content
