"""What a round is made of: the current turn and its undo points.

Public so that the modules that rebuild a round (`determinize`, `sample`, `snapshot`)
can make them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Group
from .cards import Card, Rank


@dataclass(slots=True)
class UndoPoint:
    """The mover's hand and side's melds before a meld or addition of this turn, for `Undo`."""

    hand: list[Card]
    melds: dict[Rank, list[Card]]
    player_melded: bool
    melded: bool
    touched_old_melds: bool
    new_ranks: set[Rank]
    cards: Group  # what the undone move laid


@dataclass(slots=True)
class Turn:
    """What happened so far in the current turn."""

    player_had_melded: bool
    asked: bool = False
    answer: bool | None = None
    melded: bool = False
    touched_old_melds: bool = False  # added to a meld that existed before the turn
    new_ranks: set[Rank] = field(default_factory=set)  # melds begun this turn
    undo: list[UndoPoint] = field(default_factory=list)
