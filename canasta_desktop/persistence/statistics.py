"""Finished matches and what follows from them: played and won per level and game, streaks, round scores.

The file keeps the history of finished matches (``statistics.json`` in the
data folder); every figure is derived from it, so nothing can drift apart.
Recording a match is idempotent by the match's id: a match finished again
after a crash replaces its entry instead of counting twice.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .atomic import backup_of, clean_temporary_files
from .errors import LoadError, Problem
from .jsonfile import Document, DocumentType, Loaded, load_with_backup, write
from .migrations import STATISTICS_MIGRATIONS
from .session import MatchSession, now_utc

KIND: Literal["canasta-desktop/statistics"] = "canasta-desktop/statistics"
SCHEMA_VERSION: Literal[1] = 1
MAX_MATCHES = 100_000
Score = Annotated[int, Field(ge=-10**8, le=10**8)]


class FinishedMatch(BaseModel):
    """One finished match, from the human's side."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    match_id: str = Field(pattern=r"^[0-9a-f]{32}$")
    finished_at: datetime
    preset: str = Field(max_length=40)  # the game (rule set name)
    level: str = Field(max_length=40)  # the computer players' level
    players: Literal[2, 3, 4, 6]
    target: Annotated[int, Field(ge=1, le=10**7)] | None
    rounds: Annotated[int, Field(ge=1, le=10_000)]
    human_side: Annotated[int, Field(ge=0, le=2)]
    side_names: list[Annotated[str, Field(max_length=200)]] = Field(min_length=2, max_length=3)
    totals: list[Score] = Field(min_length=2, max_length=3)
    won: bool
    round_scores: list[Score] = Field(max_length=10_000)  # the human side's total of each round

    @property
    def own_total(self) -> int:
        return self.totals[self.human_side]

    @property
    def best_other(self) -> int:
        return max(t for side, t in enumerate(self.totals) if side != self.human_side)

    @property
    def margin(self) -> int:
        """How far ahead of the best other side the human finished (negative: behind)."""
        return self.own_total - self.best_other


class StatisticsFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    kind: Literal["canasta-desktop/statistics"]
    schema_version: Literal[1]
    reset_at: datetime | None = None
    matches: list[FinishedMatch] = Field(default_factory=list, max_length=MAX_MATCHES)


def document_type() -> DocumentType:
    return DocumentType(KIND, SCHEMA_VERSION, STATISTICS_MIGRATIONS)


def finished_match(session: MatchSession, finished_at: datetime | None = None) -> FinishedMatch:
    """The history entry for a finished match."""
    match = session.match
    rules = match.rules
    side = rules.side_of(session.human)
    names = []
    for s in range(rules.sides):
        seats = [i for i in range(rules.players) if rules.side_of(i) == s]
        names.append(" & ".join(session.seats[i].name for i in seats))
    return FinishedMatch(
        match_id=session.match_id, finished_at=finished_at or now_utc(), preset=rules.name,
        level=session.setup.level, players=rules.players, target=rules.target, rounds=len(match.history),
        human_side=side, side_names=names, totals=list(match.totals), won=match.winner == side,
        round_scores=[record.sheet[side].total for record in match.history],
    )


# --------------------------------------------------------------------------- derived figures
@dataclass(frozen=True, slots=True)
class Tally:
    played: int = 0
    won: int = 0

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def add(self, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + int(won))


@dataclass(frozen=True, slots=True)
class Summary:
    """Everything the statistics window shows."""

    total: Tally = Tally()
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_preset: dict[str, Tally] = field(default_factory=dict)
    current_streak: int = 0  # wins in a row up to the last match (0 after a loss)
    best_streak: int = 0
    rounds: int = 0
    best_round: int | None = None
    average_round: float | None = None
    history: tuple[FinishedMatch, ...] = ()  # oldest first


def summarize(matches: Iterable[FinishedMatch]) -> Summary:
    ordered = sorted(matches, key=lambda m: m.finished_at)
    total = Tally()
    by_level: dict[str, Tally] = {}
    by_preset: dict[str, Tally] = {}
    streak = best = 0
    scores: list[int] = []
    for entry in ordered:
        total = total.add(entry.won)
        by_level[entry.level] = by_level.get(entry.level, Tally()).add(entry.won)
        by_preset[entry.preset] = by_preset.get(entry.preset, Tally()).add(entry.won)
        streak = streak + 1 if entry.won else 0
        best = max(best, streak)
        scores.extend(entry.round_scores)
    return Summary(
        total=total, by_level=by_level, by_preset=by_preset, current_streak=streak, best_streak=best,
        rounds=len(scores), best_round=max(scores) if scores else None,
        average_round=sum(scores) / len(scores) if scores else None, history=tuple(ordered),
    )


def recent_margins(matches: Sequence[FinishedMatch], count: int = 20) -> list[tuple[int, bool]]:
    """(margin, won) of the last ``count`` matches, oldest first: what the chart draws."""
    ordered = sorted(matches, key=lambda m: m.finished_at)[-count:]
    return [(entry.margin, entry.won) for entry in ordered]


# --------------------------------------------------------------------------- the file
class StatisticsStore:
    """``statistics.json`` (with ``.bak``), read once and kept in memory."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.backup = backup_of(path)
        self._data: StatisticsFile | None = None
        self.problems: list[LoadError] = []

    def load(self) -> Loaded[StatisticsFile]:
        clean_temporary_files(self.path)
        loaded = load_with_backup(self.path, self.backup, document_type(), _parse)
        self._data = loaded.value or _empty()
        self.problems = loaded.problems
        return loaded

    @property
    def data(self) -> StatisticsFile:
        if self._data is None:
            self.load()
        assert self._data is not None
        return self._data

    def summary(self) -> Summary:
        return summarize(self.data.matches)

    def record(self, entry: FinishedMatch) -> None:
        """Add a finished match (replacing an entry with the same id). Raises `OSError`."""
        matches = [m for m in self.data.matches if m.match_id != entry.match_id] + [entry]
        self._store(self.data.model_copy(update={"matches": matches[-MAX_MATCHES:]}))

    def reset(self) -> None:
        """Start the statistics afresh; the old file stays as the backup. Raises `OSError`."""
        self._store(StatisticsFile(kind=KIND, schema_version=SCHEMA_VERSION, reset_at=now_utc()))

    def _store(self, data: StatisticsFile) -> None:
        payload = data.model_dump(mode="json", exclude={"kind", "schema_version"})
        write(self.path, payload, document_type(), self.backup)
        self._data = data


def _empty() -> StatisticsFile:
    return StatisticsFile(kind=KIND, schema_version=SCHEMA_VERSION)


def _parse(document: Document) -> StatisticsFile | LoadError:
    try:
        return StatisticsFile.model_validate_json(json.dumps(document))
    except (ValidationError, ValueError) as error:
        return LoadError(Problem.INVALID, str(error)[:300])
