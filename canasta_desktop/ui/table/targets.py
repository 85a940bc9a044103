"""Where dragged cards come from and where they can go: the table's own vocabulary."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.actions import AddToMeld, Discard, Meld, TakePile
from ...engine.cards import Card, Rank


@dataclass(frozen=True)
class Source:
    """Where dragged cards come from: the hand, the new-meld area, the pile's top or the stock."""

    kind: str  # hand, staged, pile, stock
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Target:
    kind: str  # stock, pile, staging, meld, hand
    rank: Rank | None = None
    side: int | None = None  # for a meld: whose meld it is (None: the human's side)


def hand_cards_of(action: object) -> tuple[Card, ...]:
    """The cards from the hand that an action plays (what the Tip selects and glows)."""
    if isinstance(action, TakePile):
        return action.cards + tuple(c for group in action.extra for c in group)
    if isinstance(action, Meld):
        return tuple(c for group in action.groups for c in group)
    if isinstance(action, AddToMeld):
        return action.cards
    if isinstance(action, Discard):
        return (action.card,)
    return ()
