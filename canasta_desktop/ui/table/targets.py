"""Where dragged cards come from and where they can go: the table's own vocabulary."""

from __future__ import annotations

from dataclasses import dataclass

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
