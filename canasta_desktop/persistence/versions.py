"""Files written by a newer version of the game: an older copy never overwrites or moves them.

A newer version may have changed what a file holds; this version cannot read it, and replacing it
with its own (or moving it aside as damaged) would destroy the newer version's data. `newer_files`
finds them before anything is written, so the game opens read-only and says why; the loader leaves
such a file where it is in any case (`jsonfile.load_with_backup`).

It runs before the window opens, so it never parses a large file: the game writes ``kind`` and
``schema_version`` on the first lines, and those are read from the file's head (`PEEK_BYTES`). A
small file is read whole, wherever its keys stand.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from . import house_rules, pending, round_archive, savegame, settings, statistics
from .atomic import backup_of
from .errors import LoadError, Problem
from .jsonfile import DocumentType, read
from .paths import Paths

PEEK_BYTES = 64 * 1024
_VERSION = re.compile(rb'"schema_version"\s*:\s*(\d{1,9})')


def _files(paths: Paths) -> list[tuple[Path, DocumentType]]:
    kinds = [
        (paths.match_file, savegame.document_type()),
        (paths.statistics_file, statistics.document_type()),
        (paths.settings_file, settings.document_type()),
        (house_rules.house_rules_file(paths), house_rules.document_type()),
        (paths.round_logs_file, round_archive.document_type()),
    ]
    found = [(path, doc) for path, doc in kinds] + [(backup_of(path), doc) for path, doc in kinds]
    found.append((pending.pending_file(paths.statistics_file), pending.document_type()))
    return found


def newer_files(paths: Paths) -> list[Path]:
    """The game's files (and backups) that a newer version of the game wrote."""
    return [path for path, doc in _files(paths) if _newer(path, doc)]


def _newer(path: Path, doc: DocumentType) -> bool:
    try:
        size = path.stat().st_size
    except OSError:
        return False
    if size <= PEEK_BYTES:
        result = read(path, doc)
        return isinstance(result, LoadError) and result.problem is Problem.FUTURE_VERSION
    try:
        head = _head(path)
    except OSError:
        return False
    found = _VERSION.search(head)
    return f'"{doc.kind}"'.encode() in head and found is not None and int(found.group(1)) > doc.current


def _head(path: Path) -> bytes:
    """The first `PEEK_BYTES` of a regular file (a pipe or a device is never opened: it could hang)."""
    if not stat.S_ISREG(os.stat(path).st_mode):
        return b""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            return b""
        return handle.read(PEEK_BYTES)
