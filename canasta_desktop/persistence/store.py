"""The running match on disk: one save file plus its backup, and a background writer.

`SaveStore` reads and writes ``match.json`` (the previous save kept as
``match.json.bak``). `AutoSaver` is what the table uses after every move: the
caller's thread only encodes the match (a millisecond or two, and the state
cannot change under it), a writer thread (`writer.Writer`, shared with the
statistics and the settings) does the file work with its ``fsync``.
A newer save replaces one still waiting, so a slow disk never queues up work;
a "clear" (the match ended, or a new one replaces it) keeps its place in line.
Before a save replaces the previous one, the writer checks it against the
save's schema: a save the game would refuse at the next start is never
written over a good one (the error is reported instead).

A read-only store (a second copy of the game on the same folder) loads but
never writes, clears or moves anything.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from . import jsonfile
from .atomic import atomic_write, backup_of, clean_temporary_files, remove_quietly
from .errors import LoadError
from .jsonfile import Loaded, load_with_backup
from .savegame import SaveFile, document_type
from .session import MatchSession, encode, from_document
from .writer import Writer


class SaveRefused(OSError):
    """A save the game would refuse to load (a bug): not written, so the previous save stays."""


def check_save(data: bytes) -> None:
    """Raise `SaveRefused` unless ``data`` passes the save's checksum and schema (no replay: cheap)."""
    document = jsonfile.parse(data, document_type())
    if isinstance(document, LoadError):
        raise SaveRefused(f"the save would not load: {document.detail}")
    try:
        SaveFile.model_validate_json(json.dumps(document))
    except (ValidationError, ValueError) as error:
        raise SaveRefused(f"the save would not load: {str(error)[:200]}") from None


class SaveStore:
    """``match.json`` and ``match.json.bak`` in the data folder."""

    def __init__(self, path: Path, read_only: bool = False) -> None:
        self.path = path
        self.backup = backup_of(path)
        self.read_only = read_only

    def has_save(self) -> bool:
        return self.path.exists() or self.backup.exists()

    def load(self) -> Loaded[MatchSession]:
        """The saved match (from the backup if the main file is bad); bad files are moved aside."""
        if not self.read_only:
            clean_temporary_files(self.path)
        return load_with_backup(self.path, self.backup, document_type(), from_document, not self.read_only)

    def write(self, data: bytes) -> None:
        """Replace the save atomically; the old save becomes the backup. Raises `OSError`."""
        if not self.read_only:
            atomic_write(self.path, data, self.backup)

    def write_checked(self, data: bytes) -> None:
        """`write`, once ``data`` is known to load back (`SaveRefused` otherwise)."""
        if not self.read_only:
            check_save(data)
            self.write(data)

    def save(self, session: MatchSession) -> None:
        self.write_checked(encode(session))

    def drop_backup(self) -> None:
        """The save was replaced by a new match: its backup (the old match) is not kept."""
        if not self.read_only:
            remove_quietly(self.backup)

    def clear(self) -> None:
        """The match is over (or replaced): remove the save, the backup first so it cannot come back."""
        if self.read_only:
            return
        remove_quietly(self.backup)
        remove_quietly(self.path)


_CLEAR = b""  # a queued "clear" (a real save is never empty)
_DROP_BACKUP = b"\0"  # a queued "the save just written starts afresh: drop the backup" (a new match)


class AutoSaver:
    """Saves after every move without making the table wait for the disk (on a `Writer`: the player's
    files' one, or its own)."""

    def __init__(
        self,
        store: SaveStore,
        background: bool = True,
        on_error: Callable[[OSError], None] | None = None,
        writer: Writer | None = None,
    ) -> None:
        self.store = store
        self.background = background
        self.on_error = on_error  # called on the writer thread
        self.writer = writer or Writer("canasta-autosave")
        self._lock = threading.Lock()
        self._errors: list[OSError] = []
        self.writes = 0
        self.failing = False  # the last write failed (cleared by the next one that succeeds)
        self.encode_ms = 0.0  # the last save's cost on the caller's thread
        self._asked = 0  # saves asked for (one after every move)
        self._on_disk = 0  # of them, the newest one written (or made pointless by a clear)

    # ------------------------------------------------------------------ the caller's side
    def save(self, session: MatchSession, fresh: bool = False) -> None:
        """Encode now (on the caller's thread), write soon. ``fresh``: a new match replacing the saved
        one — once its save is written, the backup (the replaced match) goes too."""
        start = time.perf_counter()
        data = encode(session)
        self.encode_ms = (time.perf_counter() - start) * 1000
        with self._lock:
            self._asked += 1
        self._submit(data)
        if fresh:
            self._submit(_DROP_BACKUP)

    def clear(self) -> None:
        """Remove the save once the writes before it are done."""
        self._submit(_CLEAR)

    @property
    def unwritten(self) -> int:
        """Saves asked for and not on disk yet — the moves quitting now would lose (the table saves after
        each one): waiting in line for a disk that does not answer, or failed."""
        with self._lock:
            return self._asked - self._on_disk

    def clear_in_line(self) -> None:
        """Remove the save now, on the calling thread: for a job already running on the writer, so that no
        save asked for after it can be removed."""
        self._write(_CLEAR)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted save (and every write before it) is on disk; False on timeout."""
        return self.writer.flush(timeout)

    def close(self, timeout: float = 10.0) -> bool:
        """Write what is waiting (``timeout`` seconds at most), then stop the writer thread."""
        return self.writer.close(timeout)

    def take_errors(self) -> list[OSError]:
        """The write errors since the last call (the table shows them as a notice)."""
        with self._lock:
            errors, self._errors = self._errors, []
        return errors

    # ------------------------------------------------------------------ the writer
    def _submit(self, data: bytes) -> None:
        with self._lock:
            number = self._asked  # the saves this write puts on disk (a clear: all of them, pointless now)
        if not self.background:
            self._write(data, number)
            return
        key = f"save:{self.store.path}"
        if data == _DROP_BACKUP:
            self.writer.submit(key, lambda: self._write(data, number), replaces="none", replaceable=False)
        else:  # a newer save (or a clear) makes a waiting save pointless; a clear keeps its place
            self.writer.submit(
                key, lambda: self._write(data, number), replaces="last", replaceable=data != _CLEAR
            )

    def _write(self, data: bytes, number: int | None = None) -> None:
        try:
            if data == _CLEAR:
                self.store.clear()
            elif data == _DROP_BACKUP:
                if not self.failing:  # only once the new save is written: else the old one stays
                    self.store.drop_backup()
                return
            else:
                self.store.write_checked(data)
                self.writes += 1
            self.failing = False
            with self._lock:
                done = self._asked if number is None else number
                self._on_disk = max(self._on_disk, done)
        except OSError as error:
            with self._lock:
                self.failing = True
                self._errors.append(error)
            if self.on_error is not None:
                self.on_error(error)
