"""The rollout policy's moves: small records on rank codes (`policy.py` makes and plays them).

A card is its rank code, as on the fast round (`rollout.py`); a group is ``(rank, naturals, wild
codes)``. Each kind of move is its own type, so the loop and `PolicyPlayer` match on the type.
Not frozen: a frozen record costs the Python loop 4 % of its rollouts a second (the records are
never changed once made).
"""

from __future__ import annotations

from dataclasses import dataclass

Group = tuple[int, int, tuple[int, ...]]


@dataclass(slots=True)
class DrawMove:
    """Draw from the stock."""


@dataclass(slots=True)
class EndMove:
    """End the round: the stock is out and the pile is not taken."""


@dataclass(slots=True)
class TakeMove:
    """Take the pile with ``naturals`` cards of the top's rank and the wild card ``wild`` (-1: none),
    laying the melds ``extra`` with it (those that make the first meld's minimum)."""

    naturals: int
    wild: int
    extra: tuple[Group, ...]


@dataclass(slots=True)
class MeldMove:
    """Lay new melds."""

    groups: tuple[Group, ...]


@dataclass(slots=True)
class AddMove:
    """Add ``naturals`` cards of ``rank`` and the wild card ``wild`` (-1: none) to the side's meld."""

    rank: int
    naturals: int
    wild: int


@dataclass(slots=True)
class DiscardMove:
    """Discard a card of the rank code ``code``."""

    code: int


@dataclass(slots=True)
class AnswerMove:
    """The partner's answer to "may I go out?"."""

    yes: bool


DrawStep = DrawMove | EndMove | TakeMove
MeldStep = MeldMove | AddMove
Move = DrawStep | MeldStep | DiscardMove | AnswerMove
DRAW_MOVE = DrawMove()
END_MOVE = EndMove()
