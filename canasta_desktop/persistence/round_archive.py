"""The rounds of the last finished matches, for Game ▸ Review… (``round-logs.json`` in the data folder).

When a match is recorded, its finished rounds' logs (`engine.roundlog.write_log`) go into this file
with who sat where (each seat's name and computer level; no level: a person at the screen, several in
pass and play, ``human`` the one the table was shown from); so do those of a match replaced by a new
one before it ended (``abandoned``).
The newest `KEEP` matches are kept, the oldest dropped first, and the file stays
under `MAX_FILE` bytes (older matches go first). It is written as the other files are (atomically,
with a checksum, the previous file kept as ``round-logs.json.bak``); a damaged file is moved aside
and reported, and the backup used. A log that does not replay is read back as "" (`round_logs`
checks it against nothing here: the file's checksum guards it, and the review window replays it).

`ArchivedMatch` is what the review window lists; `RoundArchive.matches` the newest first.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .atomic import atomic_write, backup_of, clean_temporary_files
from .errors import LoadError, Problem
from .jsonfile import Document, DocumentType, Loaded, encode, load_with_backup
from .round_logs import checked_log
from .savegame import MAX_ROUND_LOG
from .session import MatchSession, now_utc

KIND = "canasta-desktop/round-logs"
SCHEMA_VERSION = 2  # 2: a match replaced before it ended is kept too (``abandoned``)
FILE_NAME = "round-logs.json"
KEEP = 20  # finished matches kept
MAX_ROUNDS_KEPT = 200  # rounds kept of one match (its last ones)
MAX_FILE = 4 * 1024 * 1024  # bytes written at most (older matches dropped until it fits)

Name = Annotated[str, Field(max_length=80)]
Level = Annotated[str, Field(max_length=40)]
Log = Annotated[str, Field(max_length=MAX_ROUND_LOG)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


class ArchivedMatchModel(_Strict):
    id: str = Field(pattern=r"^[0-9a-f]{32}$")
    started_at: datetime
    finished_at: datetime
    rules_name: Name
    human: Annotated[int, Field(ge=0, le=5)]
    names: list[Name] = Field(min_length=2, max_length=6)
    levels: list[Level | None] = Field(min_length=2, max_length=6)
    logs: list[Log] = Field(max_length=MAX_ROUNDS_KEPT)
    abandoned: bool


class RoundLogsFile(_Strict):
    kind: Literal["canasta-desktop/round-logs"]
    schema_version: Literal[2]
    matches: list[ArchivedMatchModel] = Field(max_length=KEEP)


def _1_to_2(document: Document) -> Document:
    """Schema 1 kept finished matches only."""
    document["matches"] = [{**entry, "abandoned": False} for entry in document["matches"]]
    return document


def document_type() -> DocumentType:
    return DocumentType(KIND, SCHEMA_VERSION, {1: _1_to_2}, checksum=True, max_bytes=2 * MAX_FILE)


def archive_file(data_folder: Path) -> Path:
    return data_folder / FILE_NAME


@dataclass(frozen=True, slots=True)
class ArchivedMatch:
    """A match's finished rounds as the review window lists them (``abandoned``: the match was replaced
    by a new one before it ended; ``finished_at`` is then when that happened)."""

    match_id: str
    started_at: datetime
    finished_at: datetime
    rules_name: str
    human: int
    names: tuple[str, ...]
    levels: tuple[str | None, ...]  # None: a person's seat
    logs: tuple[str, ...]  # one per finished round, in order; "" when unknown
    abandoned: bool = False

    @property
    def people(self) -> tuple[tuple[int, str], ...]:
        """(seat, name) of each person who played, in seat order."""
        return tuple((seat, self.names[seat]) for seat, level in enumerate(self.levels) if level is None)

    def model(self) -> ArchivedMatchModel:
        return ArchivedMatchModel(
            id=self.match_id,
            started_at=self.started_at,
            finished_at=self.finished_at,
            rules_name=self.rules_name,
            human=self.human,
            names=list(self.names),
            levels=list(self.levels),
            logs=list(self.logs),
            abandoned=self.abandoned,
        )

    @classmethod
    def of_model(cls, model: ArchivedMatchModel) -> ArchivedMatch:
        return cls(
            model.id,
            model.started_at,
            model.finished_at,
            model.rules_name,
            model.human,
            tuple(model.names),
            tuple(model.levels),
            tuple(model.logs),
            model.abandoned,
        )


def archived_match(
    session: MatchSession, finished_at: datetime | None = None, abandoned: bool = False
) -> ArchivedMatch:
    """A match's finished rounds, each log kept only if it replays to its round (else "")."""
    match = session.match
    logs, before = [], [0] * match.rules.sides
    for record in match.history:
        logs.append(checked_log(record.log, match.rules, record, before))
        before = list(record.totals_after)
    return ArchivedMatch(
        session.match_id,
        session.started_at,
        finished_at or now_utc(),
        match.rules.name[:80],
        session.human,
        tuple(name[:80] for name in session.names),
        tuple(seat.level for seat in session.seats),
        tuple(log if len(log) <= MAX_ROUND_LOG else "" for log in logs[-MAX_ROUNDS_KEPT:]),
        abandoned,
    )


def _parse(document: Document) -> list[ArchivedMatch] | LoadError:
    try:
        model = RoundLogsFile.model_validate_json(json.dumps(document))
    except (ValidationError, ValueError) as error:
        return LoadError(Problem.INVALID, str(error)[:300])
    for entry in model.matches:
        if (
            len(entry.levels) != len(entry.names)
            or entry.human >= len(entry.names)
            or entry.levels[entry.human] is not None  # the table is shown from a person's seat
        ):
            return LoadError(Problem.INCONSISTENT, "a match's seats do not fit together")
    return [ArchivedMatch.of_model(entry) for entry in model.matches]


def encoded(matches: Sequence[ArchivedMatch]) -> tuple[list[ArchivedMatch], bytes]:
    """The newest `KEEP` matches (oldest first) and the file's bytes, older matches dropped until
    it is under `MAX_FILE`."""
    kept = list(matches)[-KEEP:]
    while True:
        payload: dict[str, Any] = {"matches": [entry.model().model_dump(mode="json") for entry in kept]}
        data = encode(payload, document_type())
        if len(data) <= MAX_FILE or not kept:
            return kept, data
        kept = kept[1:]


class RoundArchive:
    """``round-logs.json`` (with ``.bak``), read once and kept in memory; ``read_only``: never written,
    bad files reported and left in place."""

    def __init__(self, path: Path, read_only: bool = False) -> None:
        self.path = path
        self.backup = backup_of(path)
        self.read_only = read_only
        self._matches: list[ArchivedMatch] | None = None  # oldest first
        self.problems: list[LoadError] = []

    def load(self) -> Loaded[list[ArchivedMatch]]:
        if not self.read_only:
            clean_temporary_files(self.path)
        loaded = load_with_backup(self.path, self.backup, document_type(), _parse, not self.read_only)
        self._matches = list(loaded.value or [])
        self.problems = loaded.problems
        return loaded

    @property
    def loaded(self) -> bool:
        return self._matches is not None

    @property
    def matches(self) -> list[ArchivedMatch]:
        """The kept matches, the newest first."""
        if self._matches is None:
            self.load()
        assert self._matches is not None
        return list(reversed(self._matches))

    def add(self, entry: ArchivedMatch) -> None:
        """Keep a finished match's rounds (replacing an entry with its id). Raises `OSError`."""
        if self._matches is None:
            self.load()
        assert self._matches is not None
        others = [m for m in self._matches if m.match_id != entry.match_id]
        kept, data = encoded([*others, entry])
        if not self.read_only:
            atomic_write(self.path, data, self.backup)
        self._matches = kept
