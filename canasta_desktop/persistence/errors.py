"""Why a file could not be used, as a reason code the interface translates."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from .paths import shown


class Problem(str, Enum):
    """What was wrong with a file; the interface turns each into a plain sentence."""

    UNREADABLE = "unreadable"  # the system refused to read it, or a folder is where the file should be
    EMPTY = "empty"
    TOO_LARGE = "too_large"
    NOT_JSON = "not_json"  # truncated or garbled
    WRONG_KIND = "wrong_kind"  # readable, but not this kind of file
    FUTURE_VERSION = "future_version"  # written by a newer version of the game
    OLD_VERSION = "old_version"  # older than any version this game can convert
    EDITED = "edited"  # the content does not match its checksum
    INVALID = "invalid"  # a value has the wrong type, is missing or out of range
    INCONSISTENT = "inconsistent"  # the moves do not lead to the stored position, or an illegal move
    BAD_NAME = "bad_name"  # a house-rule set's name is invisible, holds control characters, or is a preset's


@dataclass(frozen=True, slots=True)
class LoadError:
    """A file that could not be used, and where it was moved (``moved_to``) if it could be."""

    problem: Problem
    detail: str  # technical, in English: for the details box and bug reports
    file: Path | None = None
    moved_to: Path | None = None
    move_failed: str | None = None  # why it could not be moved aside (read-only folder)

    def __str__(self) -> str:
        where = f" ({shown(self.file)})" if self.file is not None else ""  # any name: shown, never an error
        return f"{self.problem.value}{where}: {self.detail}"
