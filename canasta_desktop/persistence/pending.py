"""Finished matches waiting for the statistics: a match that ends on a full disk is never lost.

When the statistics cannot be written (a full disk, a quota), the finished match's entry is kept in
``statistics.pending.json`` beside them (a file of a few hundred bytes, with a checksum), and the
saved match is not removed: the last good save of the match stays until its entry is in the
statistics. The entries are recorded as soon as a write succeeds — at the next save, when the window
closes, or at the next start — and only then are the pending file and the match's save removed.
Recording is idempotent by the match's id, so a match finished again from its kept save counts once.
"""

from __future__ import annotations

import json
import weakref
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .atomic import atomic_write, read_limited, remove_quietly
from .errors import LoadError, Problem
from .jsonfile import Document, DocumentType, encode, read, set_aside
from .migrations import PENDING_MIGRATIONS
from .statistics import FinishedMatch, StatisticsStore
from .store import SaveStore

KIND = "canasta-desktop/pending-statistics"
SCHEMA_VERSION: Literal[4] = 4  # 2: abandoned matches; 3: who played (statistics 5); 4: matches joined (6)
PENDING_NAME = "statistics.pending.json"
MAX_PENDING = 1_000


class PendingFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    kind: Literal["canasta-desktop/pending-statistics"]
    schema_version: Literal[4]
    matches: list[FinishedMatch] = Field(max_length=MAX_PENDING)


def document_type() -> DocumentType:
    return DocumentType(KIND, SCHEMA_VERSION, PENDING_MIGRATIONS, checksum=True, max_bytes=8 * 1024 * 1024)


def pending_file(statistics: Path) -> Path:
    return statistics.with_name(PENDING_NAME)


class PendingRecords:
    """The finished matches not yet in the statistics, in memory and (when it can be written) on disk."""

    def __init__(self, statistics: StatisticsStore) -> None:
        self.statistics = statistics
        self.path = pending_file(statistics.path)
        self.entries: list[FinishedMatch] = []
        self.on_disk = False  # every entry is in the pending file
        self.problems: list[LoadError] = []

    def __bool__(self) -> bool:
        return bool(self.entries)

    def load(self) -> None:
        """The entries a previous run could not record (a damaged pending file is kept aside)."""
        document = read(self.path, document_type())
        if document is None:
            return
        result = document if isinstance(document, LoadError) else _parse(document)
        if isinstance(result, LoadError):
            bad = LoadError(result.problem, result.detail, self.path)
            self.problems.append(bad if self.statistics.read_only else set_aside(bad))
            return
        known = {entry.match_id for entry in self.entries}
        self.entries += [entry for entry in result.matches if entry.match_id not in known]
        self.on_disk = True

    def add(self, entry: FinishedMatch) -> None:
        self.entries = [e for e in self.entries if e.match_id != entry.match_id] + [entry]
        self.on_disk = False

    def flush(self) -> list[FinishedMatch]:
        """Record every entry in the statistics; the ones recorded are returned. Raises `OSError`
        (the entries are then kept, and written to the pending file if there is room for it)."""
        if not self.entries:
            return []
        try:
            self.statistics.record_all(self.entries)
        except OSError:
            self.keep()
            raise
        done, self.entries = self.entries, []
        if not self.statistics.read_only:
            remove_quietly(self.path)
        self.on_disk = False
        return done

    def keep(self) -> bool:
        """Write the entries to the pending file; False if that fails too."""
        if self.on_disk or self.statistics.read_only:
            return self.on_disk
        # No sequence: the statistics number an entry when they record it (the file keeps no order of play).
        payload = {"matches": [entry.model_dump(mode="json", exclude={"sequence"}) for entry in self.entries]}
        try:
            atomic_write(self.path, encode(payload, document_type()))
        except OSError:
            return False
        self.on_disk = True
        return True


def keep_making_room(pending: PendingRecords, saves: SaveStore) -> bool:
    """Write the pending file even on a full disk: if it does not fit, the backup of a finished match's
    save (an older save of the same match, tens of kilobytes) makes room; the save itself stays."""
    if pending.keep():
        return True
    ids = {entry.match_id for entry in pending.entries}
    if saved_match_id(saves.path) in ids and saved_match_id(saves.backup) in ids and not saves.read_only:
        remove_quietly(saves.backup)
        return pending.keep()
    return False


def _parse(document: Document) -> PendingFile | LoadError:
    try:
        return PendingFile.model_validate_json(json.dumps(document))
    except (ValidationError, ValueError) as error:
        return LoadError(Problem.INVALID, str(error)[:300])


def saved_match_id(path: Path) -> str | None:
    """The id of the match in a save file, read cheaply (None if there is none or it is unreadable)."""
    try:
        document = json.loads(read_limited(path, 16 * 1024 * 1024))
        match_id = document["match"]["id"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return match_id if isinstance(match_id, str) else None


_PENDING: weakref.WeakKeyDictionary[StatisticsStore, PendingRecords] = weakref.WeakKeyDictionary()


def pending_of(statistics: StatisticsStore) -> PendingRecords:
    """The one `PendingRecords` of a statistics store (the start and the table share it)."""
    pending = _PENDING.get(statistics)
    if pending is None:
        pending = _PENDING[statistics] = PendingRecords(statistics)
    return pending
