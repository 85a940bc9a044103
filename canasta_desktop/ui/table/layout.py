"""Where everything lies on the table: pure geometry from a `TableModel`.

The scene is `SCENE_HEIGHT` units high and as wide as the window's aspect ratio
asks (at least `MIN_WIDTH`); the view scales it to the window. Card positions
are centres, so scaling and rotating a card happen about its middle.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Hashable

from PySide6.QtCore import QRectF

from ...engine.cards import Card, Rank
from ..art.cardart import CARD_HEIGHT, CARD_WIDTH

SCENE_HEIGHT = 900.0
MIN_WIDTH = 1180.0
CARD_W = 80.0
CARD_H = CARD_W * CARD_HEIGHT / CARD_WIDTH
MARGIN = 16.0
HAND_SCALE = 1.05
MELD_SCALE = 0.7
PILE_SCALE = 0.88
BACK_SCALE = 0.45
RED3_SCALE = 0.45
RAISE = CARD_H * HAND_SCALE / 5  # selected cards rise by a fifth of a card


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
    melds: tuple[Mapping[Rank, tuple[Card, ...]], ...]
    red_threes: tuple[tuple[Card, ...], ...]
    staged: tuple[tuple[Card, ...], ...]  # groups as the Meld button would lay them
    meter: tuple[int, int] | None  # (points, needed) while the human's side has not melded
    wild: tuple[bool, ...]  # per rank value
    actor: int
    back_style: int = 0
    round_over: bool = False


@dataclass
class CardPlace:
    card: Card | None  # None: a face-down card
    x: float
    y: float
    z: float
    scale: float = 1.0
    rotation: float = 0.0
    face_up: bool = True
    zone: str = "hand"  # hand, back, meld, pile, staged, red3
    rank: Rank | None = None
    side: int = 0
    badge: str = ""
    selected: bool = False
    focused: bool = False


@dataclass
class ZoneSpec:
    kind: str  # stock, pile, staging, meld, hand, band
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
    size: float = 13.0
    bold: bool = False
    colour: str = "#f4f1e4"


@dataclass
class Layout:
    width: float
    cards: dict[Hashable, CardPlace] = field(default_factory=dict)
    zones: list[ZoneSpec] = field(default_factory=list)
    labels: list[LabelSpec] = field(default_factory=list)
    stock_centre: tuple[float, float] = (0.0, 0.0)
    pile_centre: tuple[float, float] = (0.0, 0.0)
    seat_centres: dict[int, tuple[float, float]] = field(default_factory=dict)


def scene_width(view_width: float, view_height: float) -> float:
    if view_height <= 0:
        return MIN_WIDTH
    return max(MIN_WIDTH, SCENE_HEIGHT * view_width / view_height)


def card_key(card: Card) -> Hashable:
    return card


def compute_layout(model: TableModel, width: float, texts: Mapping[str, str]) -> Layout:
    """Lay the table out for ``model``; ``texts`` holds the translated fixed labels."""
    lay = Layout(width)
    n = model.players
    side_w = 78.0 if n > 2 else 0.0  # room for the left and right hands
    left, right = MARGIN + side_w, width - MARGIN - side_w
    _opponent_hands(lay, model, width, side_w, texts)
    # Meld bands: the other sides on top, ours just above the hand.
    human_side = model.human % model.sides
    others = [(human_side + k) % model.sides for k in range(1, model.sides)]
    top = QRectF(left, 78, right - left, 206)
    if len(others) == 1:
        _meld_band(lay, model, others[0], top, texts)
    else:
        half = (top.width() - 12) / 2
        _meld_band(lay, model, others[0], QRectF(top.left(), top.top(), half, top.height()), texts)
        _meld_band(lay, model, others[1], QRectF(top.left() + half + 12, top.top(), half, top.height()), texts)
    _meld_band(lay, model, human_side, QRectF(left, 488, right - left, 240), texts)
    _middle(lay, model, left, right, texts)
    _hand(lay, model, width)
    return lay


# --------------------------------------------------------------------------- hands

def _seat_positions(n: int) -> list[str]:
    """Where each seat sits, counted from the human clockwise."""
    if n == 2:
        return ["bottom", "top"]
    if n == 4:
        return ["bottom", "left", "top", "right"]
    return ["bottom", "left-low", "left-high", "top", "right-high", "right-low"]


def _opponent_hands(lay: Layout, model: TableModel, width: float, side_w: float,
                    texts: Mapping[str, str]) -> None:
    positions = _seat_positions(model.players)
    bw, bh = CARD_W * BACK_SCALE, CARD_H * BACK_SCALE
    for offset, where in enumerate(positions):
        seat = (model.human + offset) % model.players
        if where == "bottom":
            lay.seat_centres[seat] = (width / 2, SCENE_HEIGHT - CARD_H / 2 - 12)
            continue
        count = model.hand_counts[seat]
        name = model.names[seat]
        label = texts.get(f"hand:{seat}", f"{name} · {count}")
        turn = model.actor == seat and not model.round_over
        if where == "top":
            cx, cy = width / 2, 40.0
            step = min(11.0, 400.0 / max(count, 1))
            span = step * (count - 1)
            for i in range(count):
                lay.cards[("back", seat, i)] = CardPlace(
                    None, cx - span / 2 + i * step, cy, 300 + i, BACK_SCALE, 0, False, "back", side=seat)
            lay.labels.append(LabelSpec(label, cx + span / 2 + bw / 2 + 14, cy - 9, "left", 15, turn,
                                        "#ffe58a" if turn else "#f4f1e4"))
        else:
            x = MARGIN + side_w / 2 if where.startswith("left") else width - MARGIN - side_w / 2
            if where.endswith("high"):
                y0, y1 = 110.0, 400.0
            elif where.endswith("low"):
                y0, y1 = 470.0, 730.0
            else:
                y0, y1 = 150.0, 680.0
            cy = (y0 + y1) / 2
            step = min(10.0, (y1 - y0 - bh - 40) / max(count, 1))
            span = step * (count - 1)
            for i in range(count):
                lay.cards[("back", seat, i)] = CardPlace(
                    None, x, cy - span / 2 + i * step, 300 + i, BACK_SCALE, 0, False, "back", side=seat)
            lay.labels.append(LabelSpec(name, x, cy - span / 2 - bh / 2 - 38, "centre", 13, turn,
                                        "#ffe58a" if turn else "#f4f1e4"))
            lay.labels.append(LabelSpec(texts.get(f"count:{seat}", str(count)), x,
                                        cy - span / 2 - bh / 2 - 20, "centre", 12, False))
            cx = x
        lay.seat_centres[seat] = (cx, cy)


def _hand(lay: Layout, model: TableModel, width: float) -> None:
    cards = model.hand
    count = len(cards)
    cy = SCENE_HEIGHT - CARD_H * HAND_SCALE / 2 - 10
    lay.zones.append(ZoneSpec("hand", QRectF(MARGIN, cy - CARD_H * HAND_SCALE / 2 - RAISE - 6, width - 2 * MARGIN,
                                             CARD_H * HAND_SCALE + RAISE + 16)))
    if not count:
        return
    available = width - 2 * MARGIN - CARD_W * HAND_SCALE
    step = min(CARD_W * HAND_SCALE * 0.7, available / max(count - 1, 1))
    span = step * (count - 1)
    x0 = width / 2 - span / 2
    for i, card in enumerate(cards):
        selected = card in model.selection
        lay.cards[card_key(card)] = CardPlace(
            card, x0 + i * step, cy - (RAISE if selected else 0), 400 + i, HAND_SCALE, 0, True, "hand",
            selected=selected, focused=card == model.cursor)


# --------------------------------------------------------------------------- melds

def _rank_order(rank: Rank) -> int:
    return -100 if rank == Rank.THREE else int(rank)


def _meld_band(lay: Layout, model: TableModel, side: int, rect: QRectF, texts: Mapping[str, str]) -> None:
    lay.zones.append(ZoneSpec("band", rect, side=side, title=model.side_names[side]))
    title_y = rect.top() + 4
    lay.labels.append(LabelSpec(texts["melds_of"].replace("%1", model.side_names[side]), rect.left() + 10,
                                title_y, "left", 14, False, "#cfe3d2"))
    melds = model.melds[side]
    red3 = model.red_threes[side]
    red_w = 46.0 + 16 * max(len(red3) - 1, 0) if red3 else 0.0
    if red3:
        rx = rect.right() - red_w + CARD_W * RED3_SCALE / 2 - 6
        for i, card in enumerate(red3):
            lay.cards[card_key(card)] = CardPlace(card, rx + i * 16, rect.top() + 56, 50 + i, RED3_SCALE, 0,
                                                  True, "red3", side=side)
    if not melds:
        lay.labels.append(LabelSpec(texts["no_melds"], rect.center().x(), rect.center().y() - 8, "centre",
                                    15, False, "#9fc2a8"))
        return
    ranks = sorted(melds, key=_rank_order, reverse=True)
    col_w = CARD_W * MELD_SCALE + 12
    usable = rect.width() - red_w - 20
    step = min(col_w, usable / len(ranks))
    x = rect.left() + 10 + CARD_W * MELD_SCALE / 2
    top = rect.top() + 22 + CARD_H * MELD_SCALE / 2
    for rank in ranks:
        _meld_column(lay, model, side, rank, melds[rank], x, top, rect.bottom(), texts)
        x += step


def _canasta_top(cards: tuple[Card, ...], wild: tuple[bool, ...]) -> Card:
    """A natural canasta shows a red card on top, a mixed one a black card (S002)."""
    mixed = any(wild[c.rank] for c in cards)
    naturals = [c for c in cards if not wild[c.rank]]
    wanted = [c for c in naturals if c.is_red != mixed]
    return (wanted or naturals or list(cards))[-1]


def _meld_column(lay: Layout, model: TableModel, side: int, rank: Rank, cards: tuple[Card, ...],
                 x: float, top: float, bottom: float, texts: Mapping[str, str]) -> None:
    wild = model.wild
    if len(cards) >= 7:
        mixed = any(wild[c.rank] for c in cards)
        top_card = _canasta_top(cards, wild)
        order = [c for c in cards if c != top_card] + [top_card]
        for i, card in enumerate(order):
            lay.cards[card_key(card)] = CardPlace(
                card, x + i * 0.6, top + i * 1.2, 20 + i, MELD_SCALE, 0, True, "meld", rank, side,
                badge=("300" if mixed else "500") if card == top_card else "")
        height = CARD_H * MELD_SCALE + len(cards) * 1.2
        label = texts["canasta_mixed" if mixed else "canasta_natural"]
    else:
        naturals = [c for c in cards if not wild[c.rank]]
        wilds = [c for c in cards if wild[c.rank]]
        step = min(21.0, (bottom - top - CARD_H * MELD_SCALE / 2 - 22) / max(len(cards) - 1, 1))
        for i, card in enumerate(naturals + wilds):
            lay.cards[card_key(card)] = CardPlace(card, x, top + i * step, 20 + i, MELD_SCALE, 0, True,
                                                  "meld", rank, side)
        height = CARD_H * MELD_SCALE + step * (len(cards) - 1)
        label = ""
    rect = QRectF(x - CARD_W * MELD_SCALE / 2 - 5, top - CARD_H * MELD_SCALE / 2 - 5,
                  CARD_W * MELD_SCALE + 10, height + 10)
    lay.zones.append(ZoneSpec("meld", rect, rank=rank, side=side))
    info = label or str(len(cards))
    lay.labels.append(LabelSpec(info, x, rect.bottom() + 1, "centre", 13, False, "#e9f2e6"))


# --------------------------------------------------------------------------- the middle

def _middle(lay: Layout, model: TableModel, left: float, right: float, texts: Mapping[str, str]) -> None:
    cy = 388.0
    _stock_and_pile(lay, model, left, cy, texts)
    _new_meld_area(lay, model, QRectF(left + 290, cy - 92, right - left - 290, 184), texts)


def _stock_and_pile(lay: Layout, model: TableModel, left: float, cy: float, texts: Mapping[str, str]) -> None:
    """The stock and the discard pile (its top, the card under it, the one that froze it), labelled."""
    sx, px = left + 58, left + 196
    lay.stock_centre, lay.pile_centre = (sx, cy), (px, cy)
    pw, ph = CARD_W * PILE_SCALE, CARD_H * PILE_SCALE
    lay.zones.append(ZoneSpec("stock", QRectF(sx - pw / 2 - 6, cy - ph / 2 - 6, pw + 16, ph + 16)))
    lay.zones.append(ZoneSpec("pile", QRectF(px - ph / 2 - 6, cy - ph / 2 - 8, ph + 12, ph + 16)))
    lay.labels.append(LabelSpec(texts["stock"], sx, cy + ph / 2 + 12,
                                "centre", 14))
    lay.labels.append(LabelSpec(texts["pile"], px, cy + ph / 2 + 12,
                                "centre", 14))
    pile = model.pile
    if pile:
        shown: list[tuple[Card, float, float, float]] = []
        freezer = _freezing_card(model)
        if freezer is not None and freezer != pile[-1]:
            shown.append((freezer, 90.0, 0.0, 0.0))
        if len(pile) >= 2 and pile[-2] != freezer:
            shown.append((pile[-2], -5.0, -3.0, -2.0))
        top = pile[-1]
        top_rot = 90.0 if model.wild[top.rank] else 2.0
        shown.append((top, top_rot, 0.0, 0.0))
        for i, (card, rot, dx, dy) in enumerate(shown):
            lay.cards[card_key(card)] = CardPlace(card, px + dx, cy + dy, 60 + i, PILE_SCALE, rot, True, "pile")
    if model.pile_frozen:
        lay.labels.append(LabelSpec(texts["frozen"], px, cy - ph / 2 - 30, "centre", 13, True, "#bfe6ff"))
    if pile and pile[-1].is_black_three:
        lay.labels.append(LabelSpec(texts["blocked"], px, cy - ph / 2 - 30 + (16 if model.pile_frozen else 0),
                                    "centre", 13, True, "#ffb4a8"))


def _new_meld_area(lay: Layout, model: TableModel, area: QRectF, texts: Mapping[str, str]) -> None:
    """The area where new melds wait, with the first-meld meter and the staged groups side by side."""
    lay.zones.append(ZoneSpec("staging", area))
    title = texts["new_meld"]
    lay.labels.append(LabelSpec(title, area.left() + 12, area.top() + 6, "left", 14, False, "#cfe3d2"))
    if model.meter is not None:
        points, needed = model.meter
        met = points >= needed
        meter = texts["meter"].replace("%1", str(points)).replace("%2", str(needed))
        lay.labels.append(LabelSpec(meter, area.right() - 12, area.top() + 6, "right", 16, True,
                                    "#8ef0a0" if met else "#ffe58a"))
    if not model.staged:
        lay.labels.append(LabelSpec(texts["drop_here"], area.center().x(), area.center().y() - 8, "centre",
                                    15, False, "#9fc2a8"))
        return
    col = CARD_W * MELD_SCALE + 14
    step_x = min(col, (area.width() - 30) / len(model.staged))
    x = area.left() + 16 + CARD_W * MELD_SCALE / 2
    for group in model.staged:
        step = min(21.0, 96.0 / max(len(group) - 1, 1))
        y = area.top() + 30 + CARD_H * MELD_SCALE / 2
        for i, card in enumerate(group):
            lay.cards[card_key(card)] = CardPlace(card, x, y + i * step, 200 + i, MELD_SCALE, 0, True, "staged")
        x += step_x


def _freezing_card(model: TableModel) -> Card | None:
    """The wild (or red 3 upcard) that froze the pile, shown crosswise under the top."""
    if not model.pile_frozen:
        return None
    for card in reversed(model.pile):
        if model.wild[card.rank] or card.is_red_three:
            return card
    return None
