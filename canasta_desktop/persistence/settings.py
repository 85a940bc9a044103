"""The player's settings: language, default level and game, animation speed, sort order, card back,
confirmations, the servers for play at a distance. Stored as ``settings.json`` in the config folder.

Every value is bounded: a known word for each choice, a real ``true``/``false`` for each switch
(``"yes"`` is not one), a name of at most 40 characters without control characters, at most
`MAX_LESSONS` finished lessons with short plain names, and a file of at most `MAX_FILE_BYTES`
(refused before it is parsed). A file with any value out of bounds — typed by hand, or damaged —
is refused as a whole, like any damaged file of the game: it is kept aside as
``settings.json.bad-TIMESTAMP``, the backup is used if it is good, else the standard settings, and
`SettingsLoad.problems` tells the interface to say so. Keys the game does not know are ignored (a
later version may add settings without a schema bump); a later version that gives an existing
setting a new value raises the schema version, so this one leaves its file alone as newer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from ..ai import LEVELS
from ..engine.rules import DEFAULT_PRESET, PRESETS
from .atomic import backup_of, clean_temporary_files
from .errors import LoadError, Problem
from .jsonfile import Document, DocumentType, load_with_backup, migrate, write
from .migrations import SETTINGS_MIGRATIONS

KIND = "canasta-desktop/settings"
SCHEMA_VERSION = 1
MAX_FILE_BYTES = 64 * 1024  # a real settings file is well under 10 kB
MAX_LESSONS = 200
MAX_PLAYER_NAME = 40
LessonId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]{0,39}$")]
CardBack = Literal["blue", "red"]
CARD_BACKS: tuple[CardBack, ...] = ("blue", "red")  # the index is the card art's back style

Language = Literal["system", "da", "sv", "en"]
Speed = Literal["slow", "normal", "fast", "instant"]
CardSize = Literal["normal", "large", "xlarge"]
CARD_SIZES: tuple[CardSize, ...] = ("normal", "large", "xlarge")  # Ctrl +/− steps through them
TEACHING_MATCHES = 3  # teaching hints are on by themselves until this many matches are finished
TipLevel = Literal["svaer", "ekspert"]
DockArea = Literal["left", "right", "bottom"]
TIP_LEVELS: tuple[TipLevel, ...] = ("svaer", "ekspert")  # the levels the Tip button can ask

# Play at a distance (issue 35): magic-wormhole's public servers, as net/link.py names them (this layer
# does not load the network's packages; tests/net/test_host_settings.py holds the two the same).
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"
MAX_SERVER = 200  # characters of a server's address
_HOST = r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*"
_MAILBOX = re.compile(rf"^wss?://(?:{_HOST}|\[[0-9A-Fa-f:.]+\])(?::(\d{{1,5}}))?(?:/[!-~]*)?$")
_RELAY = re.compile(rf"^tcp:({_HOST}):(\d{{1,5}})$")


class ServerProblem(Enum):
    """Why a server's address is refused (the interface says it in words)."""

    MAILBOX_FORM = "mailbox_form"  # not ws://HOST[:PORT][/PATH] or wss://…
    RELAY_FORM = "relay_form"  # not tcp:HOST:PORT
    PORT = "port"  # a port beyond 1-65535


def mailbox_problem(address: str) -> ServerProblem | None:
    """Why ``address`` is not a mailbox server's URL (``ws://HOST:PORT/v1``), or None."""
    found = _MAILBOX.match(address) if len(address) <= MAX_SERVER else None
    if found is None:
        return ServerProblem.MAILBOX_FORM
    return None if found.group(1) is None or 0 < int(found.group(1)) < 65536 else ServerProblem.PORT


def relay_problem(address: str) -> ServerProblem | None:
    """Why ``address`` is not a transit relay (``tcp:HOST:PORT``, or "" for none), or None."""
    if not address:
        return None  # no relay: the two computers connect directly, or not at all
    found = _RELAY.match(address) if len(address) <= MAX_SERVER else None
    if found is None:
        return ServerProblem.RELAY_FORM
    return None if 0 < int(found.group(2)) < 65536 else ServerProblem.PORT


class Settings(BaseModel):
    """The settings, validated on every change."""

    model_config = ConfigDict(validate_assignment=True, populate_by_name=True, extra="ignore", strict=True)

    language: Language = "system"
    default_level: str = "mellem"
    default_preset: str = DEFAULT_PRESET
    animation_speed: Speed = Field("normal", validation_alias=AliasChoices("animation_speed", "speed"))
    sort_order: Literal["rank", "suit"] = "rank"
    card_back: CardBack = "blue"
    confirmations: bool = True  # ask before abandoning a match in progress
    player_name: str = Field("", max_length=MAX_PLAYER_NAME)
    # Comfort and accessibility (added without a schema bump: older files lack them and get the defaults)
    card_size: CardSize = "normal"
    four_colour_suits: bool = False  # ♠ black, ♥ red, ♦ blue, ♣ green
    high_contrast: bool = False  # dark text on light felt, thicker outlines
    step_through: bool = False  # the computer waits for a key or click before each of its moves
    teaching: bool | None = (
        None  # hints before a costly move; None: on for the first TEACHING_MATCHES matches
    )
    # Learn to play (added without a schema bump: older files lack it and start with no lesson done)
    finished_lessons: list[LessonId] = Field(default_factory=list, max_length=MAX_LESSONS)
    tip_level: TipLevel = "svaer"  # who answers the Tip button: Svær at once, or Ekspert within THINK_SECONDS
    # The move history dock as it was left (no schema bump: older files lack them and get the defaults)
    history_shown: bool = False
    history_area: DockArea = "right"
    # The window as it was left (no schema bump: older files lack it and open the window as before)
    window_maximized: bool = False
    # Play at a distance (no schema bump: older files lack them and use the public servers)
    mailbox_url: str = Field(PUBLIC_MAILBOX, max_length=MAX_SERVER)
    transit_relay: str = Field(PUBLIC_RELAY, max_length=MAX_SERVER)  # "": none (direct connections only)

    @model_validator(mode="before")
    @classmethod
    def _older_names(cls, data: Any) -> Any:
        """Accept the table's earlier keyword names (``sort_by_suit``, ``back_style``)."""
        if isinstance(data, dict) and ("sort_by_suit" in data or "back_style" in data):
            data = dict(data)
            if "sort_by_suit" in data:
                data.setdefault("sort_order", "suit" if data.pop("sort_by_suit") else "rank")
            if "back_style" in data:
                style = data.pop("back_style")
                if isinstance(style, int) and 0 <= style < len(CARD_BACKS):
                    data.setdefault("card_back", CARD_BACKS[style])
        return data

    @field_validator("default_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        if value not in LEVELS:
            raise ValueError(f"unknown level {value!r}")
        return value

    @field_validator("player_name")
    @classmethod
    def _printable(cls, value: str) -> str:
        if not value.isprintable():
            raise ValueError("the name holds control characters")
        return value

    @field_validator("mailbox_url")
    @classmethod
    def _mailbox(cls, value: str) -> str:
        problem = mailbox_problem(value)
        if problem is not None:
            raise ValueError(f"not a mailbox server ({problem.value})")
        return value

    @field_validator("transit_relay")
    @classmethod
    def _relay(cls, value: str) -> str:
        problem = relay_problem(value)
        if problem is not None:
            raise ValueError(f"not a transit relay ({problem.value})")
        return value

    @property
    def relay(self) -> str | None:
        """The transit relay the links use (None: none)."""
        return self.transit_relay or None

    @field_validator("default_preset")
    @classmethod
    def _known_preset(cls, value: str) -> str:
        if value not in PRESETS:
            raise ValueError(f"unknown game {value!r}")
        return value

    def teaching_on(self, matches_played: int) -> bool:
        """Whether teaching hints are on, given how many matches the player has finished."""
        return matches_played < TEACHING_MATCHES if self.teaching is None else self.teaching

    # The names the table used before these settings existed.
    @property
    def speed(self) -> str:
        return self.animation_speed

    @property
    def sort_by_suit(self) -> bool:
        return self.sort_order == "suit"

    @sort_by_suit.setter
    def sort_by_suit(self, value: bool) -> None:
        self.sort_order = "suit" if value else "rank"

    @property
    def back_style(self) -> int:
        return CARD_BACKS.index(self.card_back)


def player_name_from(text: str) -> str:
    """A typed (or pasted) name as the settings keep it: a tab or line break as a space, other
    characters that cannot be shown dropped, surrounding spaces removed, at most 40 characters."""
    shown = (char if char.isprintable() else " " if char.isspace() else "" for char in text)
    return "".join(shown).strip()[:MAX_PLAYER_NAME]


def document_type() -> DocumentType:
    return DocumentType(KIND, SCHEMA_VERSION, SETTINGS_MIGRATIONS, max_bytes=MAX_FILE_BYTES)


@dataclass(slots=True)
class SettingsLoad:
    """The settings to use, and what the player should be told about the file."""

    settings: Settings
    problems: list[LoadError] = field(default_factory=list)  # bad files, moved aside
    from_backup: bool = False

    @property
    def needs_message(self) -> bool:
        return bool(self.problems)


def settings_from(document: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from QSettings values of the first table (already converted): a value that does not
    validate falls back to its default (returned by name). A settings file is checked whole
    (`checked_settings`)."""
    data = {k: v for k, v in document.items() if k not in ("kind", "schema_version", "checksum")}
    reset: list[str] = []
    for _ in range(len(Settings.model_fields) + 1):
        try:
            return Settings.model_validate(data), reset
        except ValidationError as error:
            bad = {str(item["loc"][0]) for item in error.errors() if item["loc"]}
            bad &= set(data)
            if not bad:
                break
            reset.extend(sorted(bad))
            for key in bad:
                del data[key]
    return Settings(), sorted(set(reset) | set(Settings.model_fields) & set(data))


def checked_settings(document: Mapping[str, Any]) -> Settings | LoadError:
    """The settings of a current-version document, or why not: any value out of bounds refuses it."""
    data = {k: v for k, v in document.items() if k not in ("kind", "schema_version", "checksum")}
    try:
        return Settings.model_validate(data)
    except ValidationError as error:
        names = sorted({str(item["loc"][0]) for item in error.errors() if item["loc"]})
        return LoadError(Problem.INVALID, f"values out of bounds: {', '.join(names)}"[:300])


def load_settings(path: Path, move_aside: bool = True) -> SettingsLoad:
    """The settings in ``path`` (or its backup), else the defaults; never raises.

    ``move_aside`` False (read-only): bad files are reported and left where they are."""
    if move_aside:
        clean_temporary_files(path)
    loaded = load_with_backup(path, backup_of(path), document_type(), checked_settings, move_aside)
    return SettingsLoad(loaded.value or Settings(), loaded.problems, loaded.from_backup)


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically (the previous file kept as backup). Raises `OSError`.

    A settings file that is a symbolic link to a regular file (a dotfiles manager's) stays a link: the
    file it names is replaced (docs/saves.md)."""
    write(path, settings.model_dump(mode="json"), document_type(), backup_of(path), follow_link=True)


def from_legacy(values: Mapping[str, object]) -> Settings:
    """Settings from the QSettings keys the table used before (schema version 0)."""
    document: Document = {"kind": KIND, "schema_version": 0, **values}
    migrated = migrate(document, document_type())
    if isinstance(migrated, LoadError):
        return Settings()
    return settings_from(migrated)[0]
