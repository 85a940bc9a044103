"""Finished matches and what follows from them: played and won per level and game, streaks, round scores.

The file (``statistics.json`` in the data folder) keeps the recent finished
matches one by one and the older ones folded into per-month tallies
(`tallies`), so it stays far below the size the game reads back; every figure
is derived from it, so nothing can drift apart. Like a save it carries a
checksum, every entry is cross-checked (a side that does not exist, a won match
that was lost, round scores that do not add up), and a bad file is kept aside
with the backup used instead. Recording a match is idempotent by the match's
id: a match finished again after a crash replaces its entry instead of
counting twice.

A match replaced by a new one before it ended is recorded too, marked ``abandoned``: its finished
rounds count in the round figures (and it is listed), but it is neither played nor won, and it
leaves the win streaks alone. Schema version 3 added the mark (and a month's count of them): an
older game refuses a version-3 file as newer instead of rejecting the unknown key as damage.

Everything follows the order of play, never the clock: each entry carries a ``sequence`` number
(schema version 4), given when it is recorded (one more than the last listed; a match recorded again
keeps its number). The list, the chart, the streaks and the folding (oldest first) go by it, so a
clock set back or far ahead between two matches only changes the dates shown, which stay as recorded.
The listed numbers rise strictly in the file: a file where they do not is damaged.

Each entry keeps who played (schema version 5): the seat and name of every person at the screen
(``people``; several in pass and play). The figures stay those of the human's side: the side of
the seat the table was shown from when the match ended. An entry made without ``people`` (from an
older file, or built in code before pass and play) had one person (`migrations.the_one_person`).

A match played at another computer's table, joined by code (schema version 6), says the sides' totals
when this computer joined (``joined_at``): its rounds and round scores are those played from here,
and they add up to the result less those totals (`away_match`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ..engine.match import Match
from .atomic import atomic_write, backup_of, clean_temporary_files
from .errors import LoadError, Problem
from .house_rules import statistics_key
from .jsonfile import MAX_BYTES, Document, DocumentType, Loaded, encode, load_with_backup
from .migrations import STATISTICS_MIGRATIONS, the_one_person
from .session import MatchSession, SeatKind, now_utc
from .tallies import MonthTally, Streaks, fold

KIND: Literal["canasta-desktop/statistics"] = "canasta-desktop/statistics"
SCHEMA_VERSION: Literal[6] = 6
MAX_MATCHES = 100_000  # what version 1 could list (read once, then folded)
KEEP_MATCHES = 2_000  # listed one by one; older matches are folded into month tallies
WRITE_LIMIT = MAX_BYTES // 2  # a written file is never larger (older matches are folded until it fits)
READ_LIMIT = 64 * 1024 * 1024  # version 1 files of up to MAX_MATCHES matches still load once
VALUE_LIMIT = MAX_MATCHES * 40  # JSON values: MAX_MATCHES version-1 entries of some twenty rounds each
Score = Annotated[int, Field(ge=-(10**8), le=10**8)]
SideName = Annotated[str, Field(max_length=200)]


class PersonSeat(BaseModel):
    """A person who played a match: their seat and the name they played under."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    seat: Annotated[int, Field(ge=0, le=5)]
    name: SideName


def _one_person(fields: dict[str, Any]) -> list[PersonSeat]:
    """The people of an entry made without them: the one person of a match before pass and play (none
    if the human's side is not there: `FinishedMatch` then refuses the entry for that)."""
    if fields["human_side"] >= len(fields["side_names"]) or fields["players"] < len(fields["totals"]):
        return []
    return [PersonSeat(**person) for person in the_one_person(fields)]


class FinishedMatch(BaseModel):
    """One finished (or abandoned) match, from the human's side; impossible combinations are refused."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    match_id: str = Field(pattern=r"^[0-9a-f]{32}$")
    finished_at: datetime
    preset: str = Field(max_length=40)  # the game: a preset's name, or house rules' `statistics_key`
    level: str = Field(max_length=40)  # the computer players' level
    players: Literal[2, 3, 4, 6]
    target: Annotated[int, Field(ge=1, le=10**7)] | None
    rounds: Annotated[int, Field(ge=0, le=10_000)]  # 0 only when abandoned in its first round
    human_side: Annotated[int, Field(ge=0, le=2)]
    side_names: list[SideName] = Field(min_length=2, max_length=3)
    totals: list[Score] = Field(min_length=2, max_length=3)
    won: bool
    round_scores: list[Score] = Field(max_length=10_000)  # the human side's total of each round
    abandoned: bool = False  # replaced by a new match before it ended: its finished rounds, never won
    sequence: Annotated[int, Field(ge=0, le=10**12)] = 0  # its place in the order of play; 0: not recorded
    # Who played, by seat (one at least on the human's side); made without it, the match had one person.
    people: list[PersonSeat] = Field(default_factory=_one_person, min_length=1, max_length=6)
    # Played at another computer's table: the sides' totals when this computer joined (zeros from the
    # first deal); None: the match was this computer's own.
    joined_at: list[Score] | None = Field(default=None, min_length=2, max_length=3)

    @field_validator("finished_at")
    @classmethod
    def _in_utc(cls, value: datetime) -> datetime:
        """A date without a time zone (an edited file) is taken as UTC, so all dates compare."""
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value

    @model_validator(mode="after")
    def _possible(self) -> FinishedMatch:
        sides = len(self.totals)
        if len(self.side_names) != sides or self.players % sides or self.human_side >= sides:
            raise ValueError(
                f"{sides} sides, {len(self.side_names)} names, {self.players} players"
                f" and the human on side {self.human_side} do not fit together"
            )
        seats = [person.seat for person in self.people]
        if not seats or seats != sorted(set(seats)) or seats[-1] >= self.players:
            raise ValueError(f"the people's seats {seats} do not fit {self.players} players")
        if all(seat % sides != self.human_side for seat in seats):
            raise ValueError("no person on the human's side")
        joined = self.joined_at or [0] * sides
        if len(joined) != sides:
            raise ValueError(f"{len(joined)} totals at the join for {sides} sides")
        if (
            len(self.round_scores) != self.rounds
            or sum(self.round_scores) != self.totals[self.human_side] - joined[self.human_side]
        ):
            raise ValueError("the round scores do not add up to the rounds and the total")
        if self.abandoned:
            if self.won:
                raise ValueError("an abandoned match is not won")
            return self
        if self.rounds < 1:
            raise ValueError("a finished match has at least one round")
        if self.won != (self.margin > 0):
            raise ValueError("won does not agree with the totals")
        if self.target is not None and max(self.totals) < self.target:
            raise ValueError("the match ended before any side reached the target")
        return self

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

    @property
    def month(self) -> str:
        """The calendar month (UTC) it was finished in, as ``YYYY-MM``: its tally once folded."""
        moment = self.finished_at if self.finished_at.tzinfo is None else self.finished_at.astimezone(UTC)
        return f"{moment.year:04d}-{moment.month:02d}"


class StatisticsFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    kind: Literal["canasta-desktop/statistics"]
    schema_version: Literal[6]
    reset_at: datetime | None = None
    matches: list[FinishedMatch] = Field(default_factory=list, max_length=MAX_MATCHES)
    months: list[MonthTally] = Field(default_factory=list, max_length=12 * 500)  # folded, oldest first
    streaks: Streaks = Streaks()  # over the folded matches

    @model_validator(mode="after")
    def _distinct(self) -> StatisticsFile:
        if len({m.match_id for m in self.matches}) != len(self.matches):
            raise ValueError("a match is listed twice")
        if len({m.month for m in self.months}) != len(self.months):
            raise ValueError("a month is tallied twice")
        numbers = [m.sequence for m in self.matches]
        if any(n < 1 for n in numbers) or any(b <= a for a, b in zip(numbers, numbers[1:], strict=False)):
            raise ValueError("the matches are not numbered in the order they were played")
        return self


def document_type() -> DocumentType:
    return DocumentType(
        KIND,
        SCHEMA_VERSION,
        STATISTICS_MIGRATIONS,
        checksum=True,
        checksum_since=2,
        max_bytes=READ_LIMIT,
        max_values=VALUE_LIMIT,
    )


def finished_match(
    session: MatchSession, finished_at: datetime | None = None, abandoned: bool = False
) -> FinishedMatch:
    """The history entry for a finished match; ``abandoned``: for a match replaced before it ended
    (its finished rounds, the totals as they stand, not won)."""
    return FinishedMatch.model_validate(match_fields(session, finished_at, abandoned))


def match_fields(session: MatchSession, finished_at: datetime | None, abandoned: bool) -> dict[str, Any]:
    """`finished_match`'s fields, before they are checked together."""
    match = session.match
    rules = match.rules
    side = rules.side_of(session.human)
    names = []
    for s in range(rules.sides):
        seats = [i for i in range(rules.players) if rules.side_of(i) == s]
        names.append(" & ".join(session.seats[i].name for i in seats))
    return {
        "match_id": session.match_id,
        "finished_at": finished_at or now_utc(),
        "preset": statistics_key(rules),
        "level": session.setup.level,
        "players": rules.players,
        "target": rules.target,
        "rounds": len(match.history),
        "human_side": side,
        "side_names": names,
        "people": [
            PersonSeat(seat=index, name=seat.name)
            for index, seat in enumerate(session.seats)
            if seat.kind is SeatKind.PERSON
        ],
        "totals": list(match.totals),
        "won": not abandoned and match.winner == side,
        "round_scores": round_scores(match, session.human),
        "abandoned": abandoned,
    }


def round_scores(match: Match, human: int) -> list[int]:
    """The score of ``human``'s side in each finished round of ``match``."""
    side = match.rules.side_of(human)
    return [record.sheet[side].total for record in match.history]


def compact(data: StatisticsFile, keep: int = KEEP_MATCHES) -> StatisticsFile:
    """The same statistics with all but the ``keep`` most recent matches folded into month tallies."""
    ordered = in_play_order(data.matches)
    if len(ordered) <= keep:
        return data
    cut = len(ordered) - keep
    months, streaks = fold(data.months, data.streaks, ordered[:cut])
    return data.model_copy(update={"matches": ordered[cut:], "months": months, "streaks": streaks})


def in_play_order(matches: Iterable[FinishedMatch]) -> list[FinishedMatch]:
    """The entries in the order they were played (by ``sequence``; the clock's dates play no part)."""
    return sorted(matches, key=lambda m: m.sequence)


def numbered(listed: Sequence[FinishedMatch], entries: Iterable[FinishedMatch]) -> list[FinishedMatch]:
    """``listed`` with ``entries`` recorded, in the order of play: a new match numbered after the last
    listed, one recorded again (the same id) in its old place with its old number."""
    matches = {m.match_id: m for m in listed}
    last = max((m.sequence for m in listed), default=0)
    for entry in entries:
        old = matches.get(entry.match_id)
        if old is None:
            last += 1
        matches[entry.match_id] = entry.model_copy(update={"sequence": last if old is None else old.sequence})
    return in_play_order(matches.values())


# --------------------------------------------------------------------------- derived figures
@dataclass(frozen=True, slots=True)
class Tally:
    played: int = 0
    won: int = 0

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
    history: tuple[FinishedMatch, ...] = ()  # the listed matches, in the order of play
    folded: int = 0  # older matches counted in the figures but no longer listed
    abandoned: int = 0  # matches replaced before they ended (their rounds count, nothing else)
    in_progress: int = 0  # of `rounds`: the rounds finished so far in the match on the table


def _merge(tallies: dict[str, Tally], key: str, played: int, won: int) -> None:
    old = tallies.get(key, Tally())
    tallies[key] = Tally(old.played + played, old.won + won)


def summarize(
    matches: Iterable[FinishedMatch],
    months: Iterable[MonthTally] = (),
    streaks: Streaks | None = None,
    in_progress: Sequence[int] = (),
) -> Summary:
    """The figures of the listed ``matches`` and the folded ``months`` together; ``in_progress``: the
    human side's score of each round finished so far in the match on the table (counted in the rounds)."""
    ordered = in_play_order(matches)
    by_level: dict[str, Tally] = {}
    by_preset: dict[str, Tally] = {}
    played = won = rounds = round_total = abandoned = folded_abandoned = 0
    best_round: int | None = None
    for month in months:
        played, won = played + month.played, won + month.won
        folded_abandoned += month.abandoned
        for key, part in month.by_level.items():
            _merge(by_level, key, part.played, part.won)
        for key, part in month.by_preset.items():
            _merge(by_preset, key, part.played, part.won)
        rounds, round_total = rounds + month.rounds, round_total + month.round_total
        if month.best_round is not None:
            best_round = month.best_round if best_round is None else max(best_round, month.best_round)
    folded = played + folded_abandoned
    abandoned = folded_abandoned
    streaks = streaks or Streaks()
    streak, best = streaks.last, streaks.best
    for entry in ordered:
        if entry.abandoned:
            abandoned += 1
        else:
            played, won = played + 1, won + int(entry.won)
            _merge(by_level, entry.level, 1, int(entry.won))
            _merge(by_preset, entry.preset, 1, int(entry.won))
            streak = streak + 1 if entry.won else 0
            best = max(best, streak)
        rounds, round_total = rounds + len(entry.round_scores), round_total + sum(entry.round_scores)
        if entry.round_scores:
            top = max(entry.round_scores)
            best_round = top if best_round is None else max(best_round, top)
    for score in in_progress:
        rounds, round_total = rounds + 1, round_total + score
        best_round = score if best_round is None else max(best_round, score)
    return Summary(
        total=Tally(played, won),
        by_level=by_level,
        by_preset=by_preset,
        current_streak=streak,
        best_streak=best,
        rounds=rounds,
        best_round=best_round,
        average_round=round_total / rounds if rounds else None,
        history=tuple(ordered),
        folded=folded,
        abandoned=abandoned,
        in_progress=len(in_progress),
    )


def usable(matches: Iterable[FinishedMatch]) -> list[FinishedMatch]:
    """The entries every figure can be computed from. Loaded entries always are (they are validated);
    this keeps the statistics window alive whatever an entry built some other way holds."""
    kept = []
    for entry in matches:
        try:
            fine = (
                isinstance(entry.won, bool)
                and isinstance(entry.sequence, int)
                and isinstance(entry.abandoned, bool)
                and isinstance(entry.margin, int)
                and isinstance(sum(entry.round_scores), int)
                and entry.finished_at.tzinfo is not None
                and len(entry.side_names) == len(entry.totals)
                and isinstance(entry.level + entry.preset, str)
            )
        except Exception:  # noqa: BLE001 - any failure means: not usable
            fine = False
        if fine:
            kept.append(entry)
    return kept


def recent_margins(matches: Sequence[FinishedMatch], count: int = 20) -> list[tuple[int, bool]]:
    """(margin, won) of the last ``count`` finished matches, oldest first: what the chart draws
    (an abandoned match has no result), in the order of play."""
    ordered = in_play_order(m for m in matches if not m.abandoned)[-count:]
    return [(entry.margin, entry.won) for entry in ordered]


# --------------------------------------------------------------------------- the file
class StatisticsStore:
    """``statistics.json`` (with ``.bak``), read once and kept in memory.

    ``read_only`` (a second copy of the game on the same folder): bad files are reported but left
    in place, and finished matches are counted in memory only, never written.
    """

    def __init__(self, path: Path, read_only: bool = False) -> None:
        self.path = path
        self.backup = backup_of(path)
        self.read_only = read_only
        self._data: StatisticsFile | None = None
        self.problems: list[LoadError] = []

    @property
    def loaded(self) -> bool:
        """Whether the file has been read (reading it can take seconds: the start does it on a thread)."""
        return self._data is not None

    def load(self) -> Loaded[StatisticsFile]:
        if not self.read_only:
            clean_temporary_files(self.path)
        loaded = load_with_backup(self.path, self.backup, document_type(), _parse, not self.read_only)
        self._data = loaded.value or _empty()
        self.problems = loaded.problems
        return loaded

    @property
    def data(self) -> StatisticsFile:
        if self._data is None:
            self.load()
        assert self._data is not None
        return self._data

    def summary(self, in_progress: Sequence[int] = ()) -> Summary:
        """The figures; ``in_progress``: the round scores so far of the match on the table."""
        data = self.data
        return summarize(usable(data.matches), data.months, data.streaks, in_progress)

    def record(self, entry: FinishedMatch) -> None:
        """Add a finished match (replacing an entry with the same id). Raises `OSError`."""
        self.record_all([entry])

    def record_all(self, entries: Sequence[FinishedMatch]) -> None:
        """Add finished matches in one write (each replacing an entry with its id). Raises `OSError`."""
        matches = numbered(self.data.matches, entries)
        self._store(self.data.model_copy(update={"matches": matches}))

    def reset(self) -> None:
        """Start the statistics afresh; the old file is kept as its own dated copy
        (``statistics.json.reset-YYYYmmdd-HHMMSS``: the backup is overwritten by the next finished match).
        Raises `OSError` (nothing is reset then)."""
        moment = now_utc()
        if not self.read_only and self.path.is_file():
            keep_copy(self.path, self.path.with_name(f"{self.path.name}.reset-{moment:%Y%m%d-%H%M%S}"))
        self._store(_empty(reset_at=moment))

    def _store(self, data: StatisticsFile) -> None:
        data, encoded = fitting(compact(data))
        if not self.read_only:
            atomic_write(self.path, encoded, self.backup)
        self._data = data


def keep_copy(path: Path, copy: Path) -> None:
    """``copy`` holds ``path``'s bytes (a hard link, or a copy where links are not possible)."""
    number = 1
    target = copy
    while target.exists() or target.is_symlink():
        number += 1
        target = copy.with_name(f"{copy.name}-{number}")
    try:
        os.link(path, target)
    except OSError:
        atomic_write(target, path.read_bytes())


def fitting(data: StatisticsFile) -> tuple[StatisticsFile, bytes]:
    """The statistics and their file's bytes, with more matches folded until the bytes fit
    `WRITE_LIMIT`: whatever the game writes, it reads back."""
    keep = len(data.matches)
    while True:
        payload = data.model_dump(mode="json", exclude={"kind", "schema_version"})
        encoded = encode(payload, document_type())
        if len(encoded) <= WRITE_LIMIT or not data.matches:
            return data, encoded
        keep //= 2
        data = compact(data, keep)


def _empty(reset_at: datetime | None = None) -> StatisticsFile:
    return StatisticsFile(kind=KIND, schema_version=SCHEMA_VERSION, reset_at=reset_at)


def _parse(document: Document) -> StatisticsFile | LoadError:
    try:
        return StatisticsFile.model_validate_json(json.dumps(document))
    except (ValidationError, ValueError) as error:
        return LoadError(Problem.INVALID, str(error)[:300])
