"""Files written by a newer version of the game: an older copy never overwrites or moves them.

A newer version may have changed what a file holds; this version cannot read it, and replacing it
with its own (or moving it aside as damaged) would destroy the newer version's data. `newer_files`
finds them before anything is written, so the game opens read-only and says why; the loader leaves
such a file where it is in any case (`jsonfile.load_with_backup`).
"""

from __future__ import annotations

from pathlib import Path

from . import house_rules, pending, round_archive, savegame, settings, statistics
from .atomic import backup_of
from .errors import LoadError, Problem
from .jsonfile import DocumentType, read
from .paths import Paths


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
    newer = []
    for path, doc in _files(paths):
        result = read(path, doc)
        if isinstance(result, LoadError) and result.problem is Problem.FUTURE_VERSION:
            newer.append(path)
    return newer
