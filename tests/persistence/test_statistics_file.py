"""The statistics file is protected like a save: a checksum, cross-checked entries, bad files kept aside;
whatever the game writes it reads back (older matches are folded into month tallies), and folding
changes no figure."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from canasta_desktop.persistence import jsonfile
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.statistics import (
    KEEP_MATCHES,
    SCHEMA_VERSION,
    WRITE_LIMIT,
    FinishedMatch,
    StatisticsFile,
    StatisticsStore,
    compact,
    document_type,
    numbered,
    summarize,
)

START = datetime(2024, 1, 1, 12, tzinfo=UTC)
LEVELS = ("let", "mellem", "svaer")
PRESETS = ("classic-2p", "classic-4p", "family-4p", "salling-6p")


def random_entry(
    rng: random.Random, number: int, rounds: int | None = None, abandon: bool | None = None
) -> FinishedMatch:
    """A possible finished match (unless told, every seventh one abandoned, from number 6 on)."""
    abandoned = number % 7 == 6 if abandon is None else abandon
    preset = rng.choice(PRESETS)
    players = int(preset[-2])
    sides = 3 if players == 6 else 2
    count = rounds if rounds is not None else rng.randint(1, 12)
    scores = [rng.randint(-500, 4000) for _ in range(count)]
    own = sum(scores)
    others = [rng.randint(-2000, 9000) for _ in range(sides - 1)]
    if own in others:
        others = [other - 5 for other in others]
    human = rng.randrange(sides)
    totals = others[:human] + [own] + others[human:]
    return FinishedMatch(
        match_id=f"{number:032x}",
        finished_at=START + timedelta(hours=7 * number + rng.randint(0, 5)),
        preset=preset,
        level=rng.choice(LEVELS),
        players=players,
        target=None,
        rounds=count,
        human_side=human,
        side_names=[f"Side {s}" for s in range(sides)],
        totals=totals,
        won=own > max(others) and not abandoned,
        round_scores=scores,
        abandoned=abandoned,
    )


def statistics(entries: list[FinishedMatch]) -> StatisticsFile:
    return StatisticsFile(
        kind="canasta-desktop/statistics", schema_version=SCHEMA_VERSION, matches=numbered([], entries)
    )


def figures(data: StatisticsFile) -> tuple[Any, ...]:
    summary = summarize(data.matches, data.months, data.streaks)
    return (
        summary.total,
        summary.by_level,
        summary.by_preset,
        summary.current_streak,
        summary.best_streak,
        summary.rounds,
        summary.best_round,
        round(summary.average_round or 0, 9),
    )


@pytest.fixture
def written(tmp_path: Path) -> tuple[StatisticsStore, bytes]:
    store = StatisticsStore(tmp_path / "statistics.json")
    rng = random.Random(6)
    for number in range(12):
        store.record(random_entry(rng, number))
    return store, store.path.read_bytes()


def test_every_bit_flip_is_caught_or_changes_nothing(
    written: tuple[StatisticsStore, bytes], tmp_path: Path
) -> None:
    store, good = written
    expected = store.data
    rng = random.Random(2026)
    silently_changed = caught = 0
    for number in range(120):
        data = bytearray(good)
        where = rng.randrange(len(data))
        data[where] ^= 1 << rng.randrange(8)
        folder = tmp_path / f"flip{number}"
        folder.mkdir()
        (folder / "statistics.json").write_bytes(bytes(data))
        fresh = StatisticsStore(folder / "statistics.json")
        loaded = fresh.load()
        if loaded.problems:
            caught += 1
            [problem] = loaded.problems
            assert problem.moved_to is not None and problem.moved_to.read_bytes() == bytes(data)
            assert fresh.summary().total.played == 0  # no backup here: afresh, the bad file kept
        elif fresh.data != expected:
            silently_changed += 1
    assert silently_changed == 0
    assert caught >= 100  # only flips inside the layout's whitespace can be harmless


def test_an_edited_file_without_a_new_checksum_is_refused(written: tuple[StatisticsStore, bytes]) -> None:
    store, good = written
    document = json.loads(good)
    document["matches"][0]["preset"] = "classic-2q"
    store.path.write_text(json.dumps(document))
    fresh = StatisticsStore(store.path)
    loaded = fresh.load()
    assert loaded.problems[0].problem is Problem.EDITED and loaded.from_backup


def _sealed(document: dict[str, Any]) -> bytes:
    body = {key: value for key, value in document.items() if key != "checksum"}
    body["checksum"] = jsonfile.checksum(body)
    return json.dumps(body).encode()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("human_side", 2),
        ("won", "flip"),
        ("round_scores", [1, 2, 3]),
        ("side_names", ["A", "B", "C"]),
        ("target", 10**6),
        ("totals", "a side more"),
    ],
)
def test_an_impossible_entry_is_refused_even_with_a_fresh_checksum(
    written: tuple[StatisticsStore, bytes], field: str, value: Any
) -> None:
    store, good = written
    document = json.loads(good)
    entry = document["matches"][0]
    if value == "flip":
        entry[field] = not entry["won"]
    elif value == "a side more":
        entry[field] = [*entry[field], 0]
    else:
        entry[field] = value
    store.path.write_bytes(_sealed(document))
    fresh = StatisticsStore(store.path)
    loaded = fresh.load()
    assert loaded.problems and loaded.problems[0].problem is Problem.INVALID
    assert loaded.problems[0].moved_to is not None and loaded.from_backup


def test_a_two_player_match_has_no_third_side() -> None:
    entry = random_entry(random.Random(1), 1).model_dump()
    entry.update(players=2, side_names=["You", "Anna"], human_side=2)
    entry["totals"] = entry["totals"][:2]
    with pytest.raises(ValidationError):
        FinishedMatch.model_validate(entry)


@pytest.mark.parametrize("keep", [0, 1, 7, 50, 199])
def test_folding_changes_no_figure(keep: int) -> None:
    rng = random.Random(keep)
    data = statistics([random_entry(rng, number) for number in range(200)])
    folded = compact(data, keep)
    assert len(folded.matches) == min(keep, 200) and figures(folded) == figures(data)
    again = compact(folded, keep // 2)  # folding twice is folding once
    assert figures(again) == figures(data)
    summary = summarize(again.matches, again.months, again.streaks)
    assert summary.folded + len(summary.history) == 200


@pytest.mark.slow
def test_what_is_written_is_always_read_back(tmp_path: Path) -> None:
    """60 000 matches (the old file refused itself from about 40 000 on), and matches with
    thousands of rounds: the file stays under the limit and loads with the same figures."""
    rng = random.Random(3)
    patterns = [random_entry(rng, number) for number in range(100)]
    many = statistics(
        [
            FinishedMatch.model_construct(
                **{
                    **dict(patterns[number % 100]),
                    "match_id": f"{number:032x}",
                    "finished_at": START + timedelta(hours=3 * number),
                }
            )
            for number in range(60_000)
        ]
    )
    long = statistics([random_entry(rng, number, rounds=5_000) for number in range(300)])
    for number, data in enumerate((many, long)):
        store = StatisticsStore(tmp_path / f"s{number}" / "statistics.json")
        store._store(data)
        size = store.path.stat().st_size
        assert size <= WRITE_LIMIT <= jsonfile.MAX_BYTES
        fresh = StatisticsStore(store.path)
        assert fresh.load().problems == []
        assert figures(fresh.data) == figures(data) and len(fresh.data.matches) <= KEEP_MATCHES


@pytest.mark.slow
def test_an_old_file_too_large_for_the_old_limit_still_loads_and_shrinks(tmp_path: Path) -> None:
    rng = random.Random(4)
    entries = [random_entry(rng, number, rounds=3_000, abandon=False) for number in range(1_000)]
    payload = {
        "kind": "canasta-desktop/statistics",
        "schema_version": 1,
        "reset_at": None,
        "matches": [entry.model_dump(mode="json", exclude={"abandoned", "people"}) for entry in entries],
    }
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(payload))
    assert path.stat().st_size > jsonfile.MAX_BYTES
    store = StatisticsStore(path)
    assert store.load().problems == []
    store.record(random_entry(rng, 10**6))
    assert path.stat().st_size <= WRITE_LIMIT and StatisticsStore(path).summary().total.played == 1_001


def test_a_read_only_store_counts_in_memory_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    StatisticsStore(path).record(random_entry(random.Random(1), 1))
    before = path.read_bytes()
    path.with_name("statistics.json.bak").write_text("garbage")
    store = StatisticsStore(path, read_only=True)
    store.record(random_entry(random.Random(2), 2))
    store.reset()
    assert path.read_bytes() == before and store.summary().total.played == 0
    path.write_text("broken")
    loaded = StatisticsStore(path, read_only=True).load()
    assert len(loaded.problems) == 2 and all(p.moved_to is None for p in loaded.problems)
    assert path.read_text() == "broken"  # reported, left in place for the copy that may write


def test_statistics_files_carry_a_checksum_from_version_2() -> None:
    doc = document_type()
    assert doc.sealed(2) and not doc.sealed(1)
