"""Statistics: played and won per level and game, streaks, round scores; idempotent records; reset."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.statistics import (
    FinishedMatch,
    StatisticsStore,
    finished_match,
    numbered,
    recent_margins,
    summarize,
)

from .helpers import new_session, play_turn

START = datetime(2026, 11, 1, 12, tzinfo=UTC)


def entry(
    number: int,
    won: bool,
    level: str = "mellem",
    preset: str = "classic-2p",
    rounds: tuple[int, ...] = (500, -100),
) -> FinishedMatch:
    own = sum(rounds)
    other = own - 300 if won else own + 300
    return FinishedMatch(
        match_id=f"{number:032x}",
        finished_at=START + timedelta(days=number),
        preset=preset,
        level=level,
        players=2,
        target=None,
        rounds=len(rounds),
        human_side=0,
        side_names=["You", "Medium"],
        totals=[own, other],
        won=won,
        round_scores=list(rounds),
    )


def test_summary_counts_per_level_and_game_and_the_streaks() -> None:
    history = [
        entry(1, True),
        entry(2, True, "svaer"),
        entry(3, False, preset="classic-4p"),
        entry(4, True),
        entry(5, True, rounds=(2500, 1000)),
        entry(6, True, "let"),
    ]
    history = numbered([], history)
    summary = summarize(reversed(history))  # the order comes from the sequence numbers
    assert (summary.total.played, summary.total.won) == (6, 5)
    assert summary.by_level["mellem"].played == 4 and summary.by_level["mellem"].won == 3
    assert summary.by_level["svaer"].won == 1 and summary.by_preset["classic-4p"].won == 0
    assert summary.current_streak == 3 and summary.best_streak == 3
    assert summary.best_round == 2500 and summary.rounds == 12
    assert summary.average_round == (5 * 400 + 3500) / 12
    assert summary.total.win_rate == 5 / 6
    assert [m.match_id for m in summary.history] == [e.match_id for e in history]


def test_empty_statistics() -> None:
    summary = summarize([])
    assert summary.total.played == 0 and summary.total.win_rate is None
    assert summary.best_round is None and summary.average_round is None and summary.current_streak == 0


def test_recent_margins_for_the_chart() -> None:
    history = [entry(n, n % 3 != 0) for n in range(1, 30)]
    margins = recent_margins(history, 20)
    assert len(margins) == 20 and margins[-1] == (-300 if 29 % 3 == 0 else 300, 29 % 3 != 0)


def test_a_finished_match_is_recorded_once_even_if_finished_again(tmp_path: Path) -> None:
    session = new_session(PRESETS["classic-2p"], 3, "let")
    while not session.match.is_over:
        play_turn(session)
    record = finished_match(session)
    assert record.rounds == len(session.match.history) and record.level == "let"
    assert record.won == (session.match.winner == 0)
    assert sum(record.round_scores) == session.match.totals[0]
    store = StatisticsStore(tmp_path / "statistics.json")
    store.record(record)
    store.record(record)  # after a crash the last turn was played again
    again = StatisticsStore(tmp_path / "statistics.json")
    assert again.load().problems == [] and again.summary().total.played == 1


def test_reset_empties_and_keeps_the_old_file_as_backup(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path / "statistics.json")
    store.record(entry(1, True))
    store.record(entry(2, False))
    store.reset()
    assert store.summary().total.played == 0 and store.data.reset_at is not None
    backup = StatisticsStore(tmp_path / "statistics.json.bak")
    assert backup.summary().total.played == 2
    assert StatisticsStore(tmp_path / "statistics.json").summary().total.played == 0


def test_a_damaged_statistics_file_is_kept_aside_and_the_backup_used(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    store = StatisticsStore(path)
    store.record(entry(1, True))
    store.record(entry(2, True))
    path.write_text(
        '{"kind": "canasta-desktop/statistics", "schema_version": 1, "matches": [{"won": "yes"}]}'
    )
    fresh = StatisticsStore(path)
    loaded = fresh.load()
    assert loaded.from_backup and fresh.summary().total.played == 1
    assert loaded.problems[0].problem is Problem.INVALID and loaded.problems[0].moved_to is not None
    path.with_name("statistics.json.bak").write_text("garbage")
    for leftover in tmp_path.glob("statistics.json"):
        leftover.unlink()
    empty = StatisticsStore(path)
    assert empty.load().value is None and empty.summary().total.played == 0
