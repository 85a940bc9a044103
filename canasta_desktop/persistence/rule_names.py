"""The names of house-rule sets: what a name may hold, and when two names count as the same.

A name is compared by its `name_key`: Unicode compatibility forms folded (NFKC: fullwidth
``ｃｌａｓｓｉｃ-２ｐ`` is ``classic-2p``), case folded, accents and other combining marks dropped (the
Turkish dotted ``İ`` folds to ``i`` and a dot), and characters that show nothing ignored (format
characters such as zero-width spaces and joiners, the Hangul fillers). So a name that only looks like
a preset's, or like another set's, is refused as taken, and a name of nothing but invisible
characters is refused as invisible. Control characters (a NUL byte, a line feed kept by a file) and
the characters that reverse the direction of text (which can make ``p2-cissalc`` read as a preset's
name) are refused outright. The name is stored as typed, surrounding and repeated spaces removed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from enum import Enum

MAX_NAME = 40
RESERVED = ("custom",)  # the name of rules that are neither a preset nor a saved set
_FILLERS = frozenset("\u115f\u1160\u3164\uffa0")  # Hangul fillers: letters that show nothing
_DIRECTION = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")  # embeddings, overrides
_IGNORED = frozenset({"Cf", "Mn", "Me"})  # format characters and combining marks


class NameProblem(str, Enum):
    """Why a name cannot name a set; the editor turns each into a sentence."""

    EMPTY = "empty"
    TOO_LONG = "too_long"
    CONTROL = "control"  # a control character, or one that turns the text's direction
    INVISIBLE = "invisible"  # nothing visible once invisible characters are set aside
    PRESET = "preset"  # a preset's name (or "custom"), however it is written
    TAKEN = "taken"  # another set's name, however it is written


def clean_name(name: str) -> str:
    """The name as stored: surrounding and repeated spaces removed."""
    return " ".join(name.split())


def refused(char: str) -> bool:
    """Whether ``char`` may never be part of a name (controls, lone surrogates, direction overrides)."""
    return unicodedata.category(char) in ("Cc", "Cs") or char in _DIRECTION


def name_key(name: str) -> str:
    """``name`` as names are compared: NFKC, case folded, without marks or invisible characters."""
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", name).casefold())
    kept = "".join(c for c in folded if unicodedata.category(c) not in _IGNORED and c not in _FILLERS)
    return " ".join(unicodedata.normalize("NFC", kept).split())


def name_problem(name: str, taken: Iterable[str], reserved: Iterable[str] = ()) -> NameProblem | None:
    """Why ``name`` cannot name a set beside ``taken`` when ``reserved`` (the presets' names) are
    the game's own, or None."""
    name = clean_name(name)
    if not name:
        return NameProblem.EMPTY
    if any(refused(char) for char in name):
        return NameProblem.CONTROL
    if len(name) > MAX_NAME:
        return NameProblem.TOO_LONG
    key = name_key(name)
    if not key:
        return NameProblem.INVISIBLE
    if key in {name_key(other) for other in (*reserved, *RESERVED)}:
        return NameProblem.PRESET
    if key in {name_key(other) for other in taken}:
        return NameProblem.TAKEN
    return None


def without_refused(name: str) -> str:
    """``name`` with the characters no name may hold removed (for a name made from another)."""
    return "".join(char for char in name if not refused(char))
