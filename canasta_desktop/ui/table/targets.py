"""Where cards lie and where dragged cards can go: the table's own vocabulary, as types."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...engine.cards import Card, Rank


class Zone(Enum):
    """A place on the table: where a card lies, where a drag starts, where it can be dropped."""

    HAND = "hand"  # the human's hand
    BACK = "back"  # another seat's hand, face down
    STAGING = "staging"  # the new-meld area (its cards are "staged")
    MELD = "meld"  # one meld of a side
    PILE = "pile"  # the discard pile
    STOCK = "stock"
    RED3 = "red3"  # a side's red 3s
    BAND = "band"  # a side's row of melds
    BAND_B = "band_b"  # the second half of a band split over two panels


# Where a dragged card can be dropped (the bands are backgrounds, not targets).
TARGET_ZONES = frozenset({Zone.HAND, Zone.STAGING, Zone.MELD, Zone.PILE, Zone.STOCK})


@dataclass(frozen=True)
class Source:
    """Where dragged cards come from: the hand, the new-meld area, the pile's top or the stock."""

    kind: Zone  # HAND, STAGING, PILE, STOCK
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Target:
    kind: Zone  # STOCK, PILE, STAGING, MELD, HAND
    rank: Rank | None = None
    side: int | None = None  # for a meld: whose meld it is (None: the human's side)
