"""Abandoned matches (replaced by a new one before they ended): their rounds count, nothing else does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.statistics import (
    SCHEMA_VERSION,
    FinishedMatch,
    StatisticsFile,
    StatisticsStore,
    compact,
    finished_match,
    numbered,
    recent_margins,
    summarize,
)

from .helpers import new_session, play_turn
from .test_statistics import entry


def abandoned(number: int, rounds: tuple[int, ...] = (700,), other: int = 2000) -> FinishedMatch:
    fields = entry(number, False).model_dump()
    fields.update(
        rounds=len(rounds),
        round_scores=list(rounds),
        totals=[sum(rounds), other],
        abandoned=True,
        target=5000,
    )
    return FinishedMatch.model_validate(fields, strict=False)


def test_abandoned_matches_count_their_rounds_but_are_not_played_won_or_streaks() -> None:
    history = [entry(1, True), entry(2, True), abandoned(3, (3000, 100)), entry(4, True), abandoned(5, ())]
    summary = summarize(history)
    assert (summary.total.played, summary.total.won, summary.abandoned) == (3, 3, 2)
    assert summary.by_level["mellem"].played == 3 and summary.by_preset["classic-2p"].played == 3
    assert summary.current_streak == 3 and summary.best_streak == 3  # an abandoned match breaks nothing
    assert summary.rounds == 3 * 2 + 2 and summary.best_round == 3000
    assert summary.average_round == (3 * 400 + 3100) / 8
    assert len(summary.history) == 5 and len(recent_margins(history)) == 3  # the chart: results only


def test_the_figures_are_the_same_once_abandoned_matches_are_folded() -> None:
    history = [entry(1, True), abandoned(2, (3000, 100)), entry(3, False), abandoned(4, ()), entry(5, True)]
    data = StatisticsFile(
        kind="canasta-desktop/statistics", schema_version=SCHEMA_VERSION, matches=numbered([], history)
    )
    whole = summarize(data.matches)
    for keep in range(len(history)):
        folded = compact(data, keep)
        part = summarize(folded.matches, folded.months, folded.streaks)
        assert (part.total, part.abandoned, part.rounds, part.best_round) == (
            whole.total,
            whole.abandoned,
            whole.rounds,
            whole.best_round,
        )
        assert part.average_round == whole.average_round
        assert (part.current_streak, part.best_streak) == (whole.current_streak, whole.best_streak)
        assert part.folded == len(history) - keep


def test_an_abandoned_entry_is_checked() -> None:
    assert abandoned(1, ()).rounds == 0  # abandoned in its first round
    fields = abandoned(1).model_dump()
    with pytest.raises(ValidationError, match="not won"):
        FinishedMatch.model_validate({**fields, "won": True, "totals": [700, 0]}, strict=False)
    with pytest.raises(ValidationError, match="add up"):
        FinishedMatch.model_validate({**fields, "totals": [800, 0]}, strict=False)
    with pytest.raises(ValidationError, match="at least one round"):
        FinishedMatch.model_validate(
            {**fields, "abandoned": False, "rounds": 0, "round_scores": [], "totals": [0, 0]}, strict=False
        )


def test_the_rounds_in_progress_count_too() -> None:
    summary = summarize([entry(1, True)], in_progress=(2600, -50))
    assert summary.rounds == 4 and summary.in_progress == 2 and summary.best_round == 2600
    assert summary.total.played == 1 and summary.average_round == (400 + 2550) / 4


def test_an_abandoned_match_is_written_and_read_back(tmp_path: Path) -> None:
    session = new_session(PRESETS["classic-2p"], 5, "let")
    while not session.match.history:
        play_turn(session)
    record = finished_match(session, abandoned=True)
    assert record.abandoned and not record.won and record.rounds == len(session.match.history)
    assert sum(record.round_scores) == session.match.totals[0]
    path = tmp_path / "statistics.json"
    StatisticsStore(path).record(record)
    again = StatisticsStore(path)
    assert again.load().problems == []
    summary = again.summary()
    assert summary.abandoned == 1 and summary.total.played == 0 and summary.rounds == record.rounds
    assert json.loads(path.read_text())["schema_version"] == SCHEMA_VERSION


def test_a_version_1_pending_file_still_loads(tmp_path: Path) -> None:
    """Pending entries went to version 2 with the abandoned mark; what an older game left waits on."""
    from canasta_desktop.persistence import jsonfile, pending

    store = StatisticsStore(tmp_path / "statistics.json")
    waiting = entry(1, True).model_dump(mode="json", exclude={"abandoned", "people"})
    document = {"kind": pending.KIND, "schema_version": 1, "matches": [waiting]}
    document["checksum"] = jsonfile.checksum(document)
    pending.pending_file(store.path).write_text(json.dumps(document))
    records = pending.PendingRecords(store)
    records.load()
    assert records.problems == [] and [e.match_id for e in records.entries] == [waiting["match_id"]]
    records.add(abandoned(2))
    assert records.keep()
    assert json.loads(records.path.read_text())["schema_version"] == pending.SCHEMA_VERSION
    again = pending.PendingRecords(store)
    again.load()
    assert again.problems == [] and [e.abandoned for e in again.entries] == [False, True]
