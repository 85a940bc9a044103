"""The player's own house-rule sets (issue 14), saved as ``house-rules.json`` in the config folder.

The file is a validated JSON document like the others (jsonfile.py): ``kind``,
``schema_version``, a checksum, the previous good file kept as a backup, a
damaged file moved aside. An exported file is the same document holding the
sets chosen, so a family passes its rules around as a file and an imported one
is checked exactly as the game's own file is. Each set stores every `RuleSet`
field (never defaults), so a later change of a default never changes a family's
rules.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator
from pydantic_core import PydanticCustomError

from ..engine.deal_code import fingerprint
from ..engine.rule_problems import RulesError
from ..engine.rules import PRESETS, RuleSet, rules_problems
from . import rule_names
from .atomic import FileTooLarge, NotARegularFile, backup_of, clean_temporary_files, read_limited
from .errors import LoadError, Problem
from .jsonfile import Document, DocumentType, load_with_backup, migrate, parse, write
from .paths import Paths
from .rule_names import MAX_NAME, NameProblem, clean_name, name_key, without_refused
from .written_rules import (
    NameRefused,
    RulesRefused,
    hand_written_sets,
    is_hand_written,
    require_every_rule,
)

if TYPE_CHECKING:
    from .writer import Writer

KIND = "canasta-desktop/house-rules"
SCHEMA_VERSION = 1
FILE_NAME = "house-rules.json"
MAX_SETS = 200
IMPORT_LIMIT = 1024 * 1024  # an exported file of every set is a few hundred kilobytes at most

SetName = Annotated[str, Field(min_length=1, max_length=MAX_NAME)]


def document_type() -> DocumentType:
    return DocumentType(
        KIND, SCHEMA_VERSION, {}, checksum=True, max_bytes=4 * IMPORT_LIMIT
    )  # read at New game


def house_rules_file(paths: Paths) -> Path:
    return paths.config / FILE_NAME


def name_problem(name: str, taken: list[str]) -> NameProblem | None:
    """Why ``name`` cannot name a set beside ``taken`` (a preset's name never can), or None
    (`rule_names`: names are compared as they read, not as they are coded)."""
    return rule_names.name_problem(name, taken, PRESETS)


NAME_ERROR = "house_rule_name"  # the validation error of a set whose name cannot be used


class HouseRuleSet(BaseModel):
    """One named set: its name is also the rule set's ``name`` (shown on the table and the score sheet)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    name: SetName
    rules: RuleSet

    @field_validator("rules", mode="before")
    @classmethod
    def _every_rule_written(cls, value: Any) -> Any:
        return require_every_rule(value)

    @model_validator(mode="after")
    def _named_alike(self) -> HouseRuleSet:
        if clean_name(self.name) != self.name or name_problem(self.name, []) is not None:
            raise PydanticCustomError(NAME_ERROR, "not a house-rule name: {name}", {"name": repr(self.name)})
        if self.rules.name != self.name:
            raise ValueError("the rules carry another name than the set")
        return self

    @classmethod
    def of(cls, name: str, rules: RuleSet) -> HouseRuleSet:
        name = clean_name(name)
        return cls(name=name, rules=rules.changed(name=name))

    def fingerprint(self) -> str:
        """A short hash of every rule but the name: statistics tell house-rule games apart by it."""
        return rules_fingerprint(self.rules)


def rules_fingerprint(rules: RuleSet) -> str:
    """A hash of every rule but the name and the match length (which the New game dialog chooses): the
    deal code's own fingerprint, so a statistics key and a deal code name a rule set alike."""
    return fingerprint(rules)


KEY_MARK = "#"
KEY_NAME = 31  # the name's part of a statistics key: with "#" and 8 hex digits it fits 40 characters


def statistics_key(rules: RuleSet) -> str:
    """The game a finished match counts for: a preset by its name (whatever the match length); any
    other rule set by its name and a hash of its rules (``Farmors regler#1a2b3c4d``), so house-rule
    wins are never mixed with a preset's, nor with an earlier version of the same set."""
    if rules.name in PRESETS:
        return rules.name
    return f"{rules.name[:KEY_NAME]}{KEY_MARK}{rules_fingerprint(rules)[:8]}"


def house_name_of(key: str) -> str | None:
    """The set's name in a statistics key, or None for a preset's key."""
    name, mark, digest = key.rpartition(KEY_MARK)
    return name if mark and len(digest) == 8 and all(c in "0123456789abcdef" for c in digest) else None


class HouseRulesFile(BaseModel):
    """Schema version 1 of ``house-rules.json`` (and of an exported file)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    kind: Literal["canasta-desktop/house-rules"]
    schema_version: Literal[1]
    sets: list[HouseRuleSet] = Field(max_length=MAX_SETS)

    @model_validator(mode="after")
    def _names_unique(self) -> HouseRulesFile:
        names = [name_key(rule_set.name) for rule_set in self.sets]
        if len(set(names)) != len(names):
            raise ValueError("two sets have the same name")
        return self


def sets_from(document: Document) -> list[HouseRuleSet]:
    """The sets of a current-version document; raises `ValidationError` when any is invalid."""
    return list(HouseRulesFile.model_validate(document).sets)


def checked_sets(document: Document) -> list[HouseRuleSet] | LoadError:
    """The sets of a current-version document, or why not (a name that cannot be used is said as such)."""
    try:
        return sets_from(document)
    except ValidationError as error:
        errors = error.errors()
        named = [item for item in errors if item["type"] == NAME_ERROR]
        first = (named or errors)[0]
        where = ".".join(str(part) for part in first["loc"])
        problem = Problem.BAD_NAME if named else Problem.INVALID
        return LoadError(problem, f"{where}: {first['msg']}"[:300])


def _payload(sets: list[HouseRuleSet]) -> dict[str, Any]:
    return {"sets": [rule_set.model_dump(mode="json") for rule_set in sets]}


@dataclass(slots=True)
class HouseRulesLoad:
    """The sets found, and the files that were damaged and moved aside."""

    sets: list[HouseRuleSet] = field(default_factory=list)
    problems: list[LoadError] = field(default_factory=list)
    from_backup: bool = False


def load_house_rules(path: Path, move_aside: bool = True) -> HouseRulesLoad:
    """The saved sets (from the file, else its backup); never raises. No file: no sets.

    ``move_aside`` False (read-only): damaged files are reported and left where they are."""
    if move_aside:
        clean_temporary_files(path)
    loaded = load_with_backup(path, backup_of(path), document_type(), checked_sets, move_aside)
    return HouseRulesLoad(loaded.value or [], loaded.problems, loaded.from_backup)


def save_house_rules(path: Path, sets: list[HouseRuleSet]) -> None:
    """Write every set atomically, the previous file kept as backup. Raises `OSError` or `ValueError`."""
    HouseRulesFile(kind=KIND, schema_version=SCHEMA_VERSION, sets=sets)  # refuse duplicates before writing
    write(path, _payload(sets), document_type(), backup_of(path))


def export_house_rules(path: Path, sets: list[HouseRuleSet]) -> None:
    """Write ``sets`` to a file the player chose (no backup beside it; a link to a file is that file).
    Raises `OSError`."""
    write(path, _payload(sets), document_type(), follow_link=True)


def import_house_rules(path: Path) -> list[HouseRuleSet] | LoadError:
    """The sets in a file the player chose, checked like the game's own file; a `LoadError` says why not.

    The file is only read, never moved: it is the player's, not the game's.
    """
    try:
        data = read_limited(path, IMPORT_LIMIT)  # a named pipe is refused, not opened (it would hang)
    except FileTooLarge:
        return LoadError(Problem.TOO_LARGE, f"larger than {IMPORT_LIMIT} bytes", path)
    except NotARegularFile as error:
        return LoadError(Problem.UNREADABLE, str(error), path)
    except OSError as error:
        return LoadError(Problem.UNREADABLE, str(error) or type(error).__name__, path)
    data = data.removeprefix(codecs.BOM_UTF8)  # Notepad's UTF-8 (issue 31): the file is read as it shows
    written = _hand_written(data, path)
    if written is not None:
        return written
    document = parse(data, document_type())
    if isinstance(document, LoadError) and document.problem is Problem.EDITED:
        return _edited_by_hand(data, path)
    if isinstance(document, LoadError):
        return LoadError(document.problem, document.detail, path)
    found = checked_sets(document)
    return replace(found, file=path) if isinstance(found, LoadError) else found


def _edited_by_hand(data: bytes, path: Path) -> list[HouseRuleSet] | LoadError:
    """An exported file a family changed in a text editor: its checksum no longer matches, which for a
    file the player chose to import says nothing wrong (the game's own files keep refusing it). Each set
    is checked by the engine, with its reasons, as a hand-written one is, and then as every set is."""
    value = json.loads(data.decode("utf-8"))  # it parsed once already: only its checksum was wrong
    value.pop("checksum", None)
    document = migrate(value, document_type())
    if isinstance(document, LoadError):
        return replace(document, file=path)
    entries = document.get("sets")
    for entry in entries if isinstance(entries, list) else []:
        rules = entry.get("rules") if isinstance(entry, dict) else None
        problems = rules_problems(rules) if isinstance(rules, dict) else []
        if problems:
            name = str(entry.get("name", ""))
            return RulesNotAccepted(
                Problem.INVALID, str(problems[0])[:300], path, name=name, refused=tuple(problems)
            )
    found = checked_sets(document)
    return replace(found, file=path) if isinstance(found, LoadError) else found


@dataclass(frozen=True, slots=True)
class RulesNotAccepted(LoadError):
    """A hand-written set the engine refuses, with its reasons (the interface words each one)."""

    name: str = ""
    refused: tuple[RulesError, ...] = ()
    name_problem: NameProblem | None = None  # the set's name is what is wrong (issue 31)


def _hand_written(data: bytes, path: Path) -> list[HouseRuleSet] | LoadError | None:
    """The sets of a hand-written file (issue 25: a name, ``based_on`` and the fields that differ, no
    checksum), or why not; None when the file is not hand-written (then it is read as the game's own)."""
    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not is_hand_written(value):
        return None
    try:
        return [HouseRuleSet.of(name, rules) for name, rules in hand_written_sets(value)]
    except RulesRefused as error:
        return RulesNotAccepted(
            Problem.INVALID, str(error)[:300], path, name=error.name, refused=tuple(error.problems)
        )
    except NameRefused as error:
        return RulesNotAccepted(
            Problem.BAD_NAME, str(error)[:300], path, name=error.name, name_problem=error.problem
        )
    except (ValueError, ValidationError) as error:
        return LoadError(Problem.INVALID, str(error).splitlines()[0][:300], path)


class HouseRulesBook:
    """The player's sets as the interface edits them: kept in memory, written after every change.

    ``path`` None keeps them in memory only (tests, a read-only config folder); so does ``read_only``
    (a second copy of the game), once the sets in ``path`` are read. With a ``writer`` (the game's
    `writer.Writer`) the file is written on its thread, the newest set list replacing one still waiting:
    the window never waits for the disk, and a write that fails is given to ``failed`` (on that thread;
    the sets stay in memory and the next change writes them all).
    """

    def __init__(
        self,
        path: Path | None,
        sets: list[HouseRuleSet] | None = None,
        writer: Writer | None = None,
        failed: Callable[[OSError], None] | None = None,
    ) -> None:
        self.path = path
        self.sets: list[HouseRuleSet] = list(sets or [])
        self.problems: list[LoadError] = []
        self.writer = writer
        self.failed = failed

    @classmethod
    def open(
        cls,
        path: Path | None,
        read_only: bool = False,
        writer: Writer | None = None,
        failed: Callable[[OSError], None] | None = None,
        loaded: HouseRulesLoad | None = None,
    ) -> HouseRulesBook:
        """The sets in ``path``; damaged files are listed in ``problems`` and moved aside (unless
        ``read_only``). ``loaded``: the file as the start already read it (nothing is read again)."""
        if path is None:
            return cls(None)
        if loaded is None:
            loaded = load_house_rules(path, move_aside=not read_only)
        book = cls(None if read_only else path, loaded.sets, writer, failed)
        book.problems = loaded.problems
        return book

    def names(self) -> list[str]:
        return [rule_set.name for rule_set in self.sets]

    def find(self, name: str) -> HouseRuleSet | None:
        return next((rule_set for rule_set in self.sets if rule_set.name == name), None)

    def put(self, rule_set: HouseRuleSet, replacing: str | None = None) -> None:
        """Add ``rule_set``, or put it where ``replacing`` was (a rename keeps its place). Raises `OSError`."""
        sets = list(self.sets)
        index = next((i for i, old in enumerate(sets) if old.name == replacing), None)
        if index is None:
            sets.append(rule_set)
        else:
            sets[index] = rule_set
        self._store(sets)

    def remove(self, name: str) -> None:
        self._store([rule_set for rule_set in self.sets if rule_set.name != name])

    def free_name(self, wanted: str) -> str:
        """``wanted``, or ``wanted (2)``, ``(3)``… when that name is taken."""
        base = clean_name(without_refused(wanted))[: MAX_NAME - 4] or "?"
        name, number = base, 2
        while name_problem(name, self.names()) is not None:
            name, number = f"{base} ({number})", number + 1
        return name

    def _store(self, sets: list[HouseRuleSet]) -> None:
        """Write ``sets`` (now, or on the writer thread) and keep them. Raises `ValueError` (two sets of
        one name) before anything is written, and `OSError` when written now."""
        HouseRulesFile(kind=KIND, schema_version=SCHEMA_VERSION, sets=sets)
        if self.path is not None and self.writer is None:
            save_house_rules(self.path, sets)
        elif self.path is not None:
            self._store_later(self.path, list(sets))
        self.sets = sets

    def _store_later(self, path: Path, sets: list[HouseRuleSet]) -> None:
        assert self.writer is not None
        failed = self.failed

        def job() -> None:
            try:
                save_house_rules(path, sets)
            except OSError as error:
                if failed is not None:
                    failed(error)

        self.writer.submit(f"house-rules:{path}", job)  # the newest list has every set the older had
