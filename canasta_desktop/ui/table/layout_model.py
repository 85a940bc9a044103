"""What the table layout is made from and made of.

The controller gives a `TableModel` (what the human may see, and the interface's own state); the
layout (`layout.compute_layout`) answers with a `Layout`: a `CardPlace` for every card, the drop
zones, the labels. The scene draws the `Layout` and never looks into the engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Hashable

from PySide6.QtCore import QRectF

from ...engine.cards import Card, Rank
from ...engine.rules import RuleSet
from ..art.cardart import CARD_HEIGHT, CARD_WIDTH
from .layout_plan import Sizes
from .targets import Zone

CARD_W = 80.0  # a card item's own width; the layout scales it to the size it wants
CARD_H = CARD_W * CARD_HEIGHT / CARD_WIDTH


class CanastaKind(Enum):
    NONE = "none"  # not a canasta's top card: no badge
    NATURAL = "natural"
    MIXED = "mixed"
    WILD = "wild"  # wild cards only, where the rules allow it


@dataclass(frozen=True)
class Badge:
    """The mark on a canasta's top card: its kind (the colour) and the bonus it scores (the rule set's)."""

    kind: CanastaKind = CanastaKind.NONE
    points: int = 0


NO_BADGE = Badge()


def canasta_bonuses(rules: RuleSet) -> dict[CanastaKind, int]:
    """What each kind of canasta scores under ``rules`` (the badges say it, a house rule's too)."""
    return {
        CanastaKind.NATURAL: rules.natural_canasta_bonus,
        CanastaKind.MIXED: rules.mixed_canasta_bonus,
        CanastaKind.WILD: rules.wild_canasta_bonus or 0,
    }


@dataclass(frozen=True)
class TableModel:
    """What the human may see, plus the interface's own state (selection, staging)."""

    players: int
    sides: int
    human: int
    names: tuple[str, ...]  # per seat
    side_names: tuple[str, ...]  # per side
    hand: tuple[Card, ...]  # sorted, without the staged cards
    selection: frozenset[Card]
    cursor: Card | None
    hand_counts: tuple[int, ...]
    stock_count: int
    pile: tuple[Card, ...]
    pile_frozen: bool
    pile_locked: bool  # `RuleSet.melded_rank_locks_pile`: its top card is of a rank the human's side melded
    melds: tuple[Mapping[Rank, tuple[Card, ...]], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    staged: tuple[tuple[Card, ...], ...]  # groups as the Meld button would lay them
    meter: tuple[int, int] | None  # (points, needed) while the human's side has not melded
    wild: tuple[bool, ...]  # per rank value
    points: tuple[int, ...]  # per rank value, the rule set's card values
    canasta_bonuses: Mapping[CanastaKind, int]  # the rule set's bonus for each kind of canasta
    actor: int
    back_style: int = 0
    round_over: bool = False
    levels: tuple[
        str, ...
    ] = ()  # per seat: a computer seat's level as shown ("" for the human, or none at all)
    fresh: frozenset[Card] = frozenset()  # the cards just drawn, marked in the hand until the next move


@dataclass
class CardPlace:
    card: Card | None  # None: a face-down card
    x: float
    y: float
    z: float
    scale: float = 1.0
    rotation: float = 0.0
    face_up: bool = True
    zone: Zone = Zone.HAND
    rank: Rank | None = None
    side: int = 0
    badge: Badge = NO_BADGE
    selected: bool = False
    focused: bool = False
    fresh: bool = False  # just drawn: marked until the player's next move


@dataclass
class ZoneSpec:
    kind: Zone
    rect: QRectF
    rank: Rank | None = None
    side: int = 0
    title: str = ""


@dataclass
class LabelSpec:
    text: str
    x: float
    y: float
    align: str = "left"  # left, centre, right
    size: float = 13.0  # the usual table text (layout.TEXT before any set_text_scale)
    bold: bool = False
    colour: str = "#f4f1e4"
    room: float = 0.0  # the width the text may take (0: as wide as it is); longer texts are elided


@dataclass
class Layout:
    width: float
    height: float = 0.0
    sizes: Sizes | None = None
    cards: dict[Hashable, CardPlace] = field(default_factory=dict)
    zones: list[ZoneSpec] = field(default_factory=list)
    labels: list[LabelSpec] = field(default_factory=list)
    stock_centre: tuple[float, float] = (0.0, 0.0)
    pile_centre: tuple[float, float] = (0.0, 0.0)
    mark_centre: tuple[float, float] = (0.0, 0.0)  # the pile's frozen or blocked mark
    seat_centres: dict[int, tuple[float, float]] = field(default_factory=dict)
    hand_anchor: tuple[float, float, int] | None = None  # the hand's first card's x, its step, its count
    button_row: QRectF = field(
        default_factory=QRectF
    )  # the strip above the hand kept free for the move buttons


def pixel_aligned(place: CardPlace) -> None:
    """Move an unrotated card's centre so its bounding rect (the item's, 4 px wider) lies on whole pixels.

    A device-cached item moved by a fraction of a pixel is blitted at a rounded place from a picture
    drawn at its old fraction: aligned, a moved card looks exactly as one drawn there afresh."""
    if place.rotation:
        return
    ox, oy = (CARD_W / 2 + 4) * place.scale, (CARD_H / 2 + 4) * place.scale
    place.x, place.y = round(place.x - ox) + ox, round(place.y - oy) + oy


def card_key(card: Card) -> Hashable:
    return card
