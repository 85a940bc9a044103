"""What a rule field is beside its type: its group, its words, what its None means, its age.

Each field of `RuleSet` is declared once, in `rules.py`, as ``Annotated[type, bounds, RuleInfo(...)]
= default``; the house-rules editor (its groups, labels, help and the "differs" lines), the rules
file's names, the lists of differences and the stored files' compatibility are derived from that
declaration. The words are English; the interface translates them in the ``RuleFieldText`` context
(lupdate finds them by the marker's name, so the engine keeps no Qt).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` as words for the interface to translate in ``context``; the engine keeps them as
    they are."""
    del context
    return text


#: The translation context of every field's words (the interface's `RuleFieldText`).
CONTEXT = "RuleFieldText"


class Group(str, Enum):
    """The groups of docs/rules.md §3, in the editor's order (a field's place: its declaration's)."""

    TABLE = "table"
    MELDS = "melds"
    PILE = "pile"
    GOING_OUT = "going_out"
    SCORING = "scoring"
    MATCH = "match"


class NoneMeans(Enum):
    """What an optional field's None says, in its spin box and in the lists of differences."""

    NO_LIMIT = "no_limit"
    NEVER = "never"
    NOT_ALLOWED = "not_allowed"
    ONE_ROUND = "one_round"


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """A field's place and words. ``later``: added after rule sets were first stored, with a default
    that plays as before, so an older file without it reads with that default."""

    group: Group
    label: str
    help: str
    none_means: NoneMeans = NoneMeans.NO_LIMIT
    later: bool = False
