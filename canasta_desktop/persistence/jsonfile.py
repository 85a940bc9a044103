"""Reading and writing the game's JSON documents: kind, schema version, checksum, migration.

Every document is a JSON object with ``kind`` and ``schema_version``; saves
also carry a ``checksum`` (SHA-256 of the canonical JSON of everything else),
so a truncated, damaged or hand-edited file is told apart from a good one.
Reading never raises: it returns the migrated document or a `LoadError`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Generic, TypeVar

from .atomic import FileTooLarge, NotARegularFile, atomic_write, quarantine, read_limited
from .errors import LoadError, Problem

MAX_BYTES = 16 * 1024 * 1024  # far above any real save (tens of kilobytes)
Document = dict[str, Any]
Migration = Callable[[Document], Document]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DocumentType:
    """One kind of file: its current schema version and how older versions are converted."""

    kind: str
    current: int
    migrations: Mapping[int, Migration] = field(default_factory=dict)  # from version v to v + 1
    checksum: bool = False
    checksum_since: int = 0  # the first schema version written with a checksum
    max_bytes: int = MAX_BYTES  # larger files are refused unread

    def sealed(self, version: int) -> bool:
        """Whether a document of this schema version must carry a checksum."""
        return self.checksum and version >= self.checksum_since

    @property
    def oldest(self) -> int:
        """The oldest schema version that can still be read."""
        version = self.current
        while version - 1 in self.migrations:
            version -= 1
        return version


def canonical(document: Mapping[str, Any]) -> bytes:
    """The canonical JSON of a document without its checksum (sorted keys, no spaces)."""
    body = {key: value for key, value in document.items() if key != "checksum"}
    return json.dumps(
        body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    ).encode("utf-8")


def checksum(document: Mapping[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(canonical(document)).hexdigest()


def encode(payload: Mapping[str, Any], doc: DocumentType) -> bytes:
    """The file's bytes for ``payload`` (kind, version and checksum added)."""
    document: Document = {"kind": doc.kind, "schema_version": doc.current, **payload}
    if doc.checksum:
        document["checksum"] = checksum(document)
    # One top-level key per line: readable in an editor, and every value still goes through
    # json's fast C encoder (indent= would switch to the slow pure-Python one).
    lines = [
        f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False, allow_nan=False)}"
        for key, value in document.items()
    ]
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def write(
    path: Path,
    payload: Mapping[str, Any],
    doc: DocumentType,
    backup: Path | None = None,
    follow_link: bool = False,
) -> None:
    atomic_write(path, encode(payload, doc), backup, follow_link)


def parse(data: bytes, doc: DocumentType) -> Document | LoadError:
    """Bytes to a document at the current schema version, or why not."""
    if not data.strip():
        return LoadError(Problem.EMPTY, "the file is empty")
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        return LoadError(Problem.NOT_JSON, f"not readable JSON: {_short(error)}")
    if not isinstance(value, dict) or value.get("kind") != doc.kind:
        return LoadError(Problem.WRONG_KIND, f"not a {doc.kind} file")
    version = value.get("schema_version")
    if type(version) is not int:
        return LoadError(Problem.INVALID, "schema_version is not a whole number")
    if version > doc.current:
        return LoadError(
            Problem.FUTURE_VERSION, f"schema version {version} is newer than this game's {doc.current}"
        )
    if version < doc.oldest:
        return LoadError(Problem.OLD_VERSION, f"schema version {version} is older than {doc.oldest}")
    if doc.sealed(version) or "checksum" in value:
        stored = value.get("checksum")
        try:
            expected = checksum(value)
        except (ValueError, TypeError, RecursionError) as error:
            return LoadError(Problem.INVALID, f"cannot be checked: {_short(error)}")
        if stored != expected:
            return LoadError(Problem.EDITED, "the content does not match its checksum")
    return migrate(value, doc)


def migrate(document: Document, doc: DocumentType) -> Document | LoadError:
    """Convert ``document`` step by step to the current schema version."""
    version = document.get("schema_version")
    if type(version) is not int:
        return LoadError(Problem.INVALID, "schema_version is not a whole number")
    while version < doc.current:
        step = doc.migrations.get(version)
        if step is None:
            return LoadError(Problem.OLD_VERSION, f"no conversion from schema version {version}")
        try:
            document = step(dict(document))
        except (KeyError, ValueError, TypeError, AttributeError, IndexError) as error:
            return LoadError(Problem.INVALID, f"cannot convert from version {version}: {_short(error)}")
        version += 1
        document["schema_version"] = version
    document.pop("checksum", None)
    return document


def read(path: Path, doc: DocumentType) -> Document | LoadError | None:
    """The document in ``path`` (None if there is no file)."""
    try:
        data = read_limited(path, doc.max_bytes)
    except FileNotFoundError:
        return None
    except FileTooLarge as error:
        return LoadError(Problem.TOO_LARGE, str(error), path)
    except NotARegularFile as error:
        return LoadError(Problem.UNREADABLE, str(error), path)
    except OSError as error:
        return LoadError(Problem.UNREADABLE, _short(error), path)
    result = parse(data, doc)
    return replace(result, file=path) if isinstance(result, LoadError) else result


@dataclass(slots=True)
class Loaded(Generic[T]):
    """What loading found: the value (or None), the problems met, and which file it came from."""

    value: T | None
    problems: list[LoadError] = field(default_factory=list)
    source: Path | None = None

    @property
    def from_backup(self) -> bool:
        return self.source is not None and self.source.name.endswith(".bak")


def load_with_backup(
    path: Path,
    backup: Path,
    doc: DocumentType,
    build: Callable[[Document], T | LoadError],
    move_aside: bool = True,
) -> Loaded[T]:
    """Load ``path``, else ``backup``; every bad file is moved aside with a timestamp (never deleted).

    With ``move_aside`` False (a read-only session) bad files are reported and left where they are; a
    file a newer version of the game wrote is always left where it is (`versions.newer_files`).
    """
    problems: list[LoadError] = []
    for candidate in (path, backup):
        document = read(candidate, doc)
        if document is None:
            continue
        result: T | LoadError
        if isinstance(document, LoadError):
            result = document
        else:
            try:
                result = build(document)
            except Exception as error:  # noqa: BLE001 - a bad file must never stop the game from starting
                result = LoadError(Problem.INVALID, f"{type(error).__name__}: {_short(error)}")
        if not isinstance(result, LoadError):
            return Loaded(result, problems, candidate)
        bad = replace(result, file=candidate)
        newer = bad.problem is Problem.FUTURE_VERSION  # a newer version's: never moved, never replaced
        problems.append(set_aside(bad) if move_aside and not newer else bad)
    return Loaded(None, problems, None)


def set_aside(error: LoadError) -> LoadError:
    """Move the error's file aside; note where it went, or why it could not be moved."""
    if error.file is None:
        return error
    try:
        return replace(error, moved_to=quarantine(error.file))
    except OSError as failure:
        return replace(error, move_failed=_short(failure))


def _short(error: BaseException, limit: int = 300) -> str:
    text = str(error) or type(error).__name__
    return text if len(text) <= limit else text[:limit] + "…"
