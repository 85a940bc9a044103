"""Crowded tables and what a player can read on them: many melds a side (canastas, wild cards, red 3s),
and a measure of the scene's rectangles (melds that overlap, rank corners and labels covered or cut,
hand cards out of view or under a panel)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from canasta_desktop.engine.cards import Card, Rank, Suit
from canasta_desktop.ui.table.items import CardItem
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import refresh

SUITS = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)
PRESETS = {2: "classic-2p", 3: "classic-3p", 4: "classic-4p", 6: "salling-6p"}
WINDOWS = [(1280, 800), (1920, 1080)]
CARD_SIZES = ("normal", "large", "xlarge")

#: Each side's melds: (rank, natural cards, wild cards); each side starts at another place in the list.
_MELDS = [
    (Rank.ACE, 7, 0),  # a natural canasta
    (Rank.KING, 5, 2),  # a mixed canasta
    (Rank.QUEEN, 5, 1),
    (Rank.JACK, 4, 0),
    (Rank.TEN, 3, 2),
    (Rank.NINE, 6, 0),
    (Rank.EIGHT, 3, 0),
    (Rank.SEVEN, 4, 1),
    (Rank.SIX, 3, 0),
    (Rank.FIVE, 4, 0),
    (Rank.FOUR, 3, 1),
]


def crowd(win: MainWindow, melds_per_side: int = 8, red_threes: int = 2) -> None:
    """Lay ``melds_per_side`` melds on every side (canastas, wild cards), and red 3s. The cards are
    extra copies (a copy number no deck has): every side gets the same crowd whatever the decks."""
    state = win.controller.state
    assert state is not None
    made = iter(range(10, 10_000))
    wild = next(rank for rank in (Rank.TWO, Rank.JOKER) if state.tables.wild[rank])
    melds = [m for m in _MELDS if not state.tables.wild[m[0]]]  # Sallingske: the 4s are wild
    for side in range(state.rules.sides):
        for k in range(melds_per_side):
            rank, naturals, wilds = melds[(side * 3 + k) % len(melds)]
            cards = [_copy(rank, i, next(made)) for i in range(naturals)]
            state.melds[side][rank] = cards + [_copy(wild, i, next(made)) for i in range(wilds)]
        state.red_threes[side].extend(
            Card(Rank.THREE, (Suit.HEARTS, Suit.DIAMONDS)[i % 2], next(made)) for i in range(red_threes)
        )
    refresh(win)


def _copy(rank: Rank, i: int, copy: int) -> Card:
    if rank == Rank.JOKER:
        return Card(rank, None, copy)
    return Card(rank, SUITS[i % 4], copy)


# ----------------------------------------------------------------------------- measuring


@dataclass
class Findings:
    """What a player cannot read; each entry names the thing and says by how much."""

    meld_overlaps: list[str] = field(default_factory=list)
    covered_corners: list[str] = field(default_factory=list)
    cut_labels: list[str] = field(default_factory=list)
    hidden_labels: list[str] = field(default_factory=list)
    hand_out_of_view: list[str] = field(default_factory=list)
    worst_meld_overlap: float = 0.0  # px
    worst_corner: float = 0.0  # the covered share of a rank corner
    worst_hand_out: float = 0.0  # px of a hand card out of view
    scrolls: bool = False  # the table is taller than the view

    def problems(self) -> list[str]:
        return [
            *self.meld_overlaps,
            *self.covered_corners,
            *self.cut_labels,
            *self.hidden_labels,
            *self.hand_out_of_view,
        ]

    def summary(self) -> str:
        return (
            f"meld overlaps {len(self.meld_overlaps)} (worst {self.worst_meld_overlap:.0f} px), "
            f"covered corners {len(self.covered_corners)} (worst {self.worst_corner:.0%}), "
            f"cut labels {len(self.cut_labels)}, hidden labels {len(self.hidden_labels)}, "
            f"hand cards out of view {len(self.hand_out_of_view)} (worst {self.worst_hand_out:.0f} px)"
            + (", scrolls" if self.scrolls else "")
        )


def _card_polygon_rect(item: CardItem, rect: QRectF | None = None) -> QRectF:
    return item.mapRectToScene(rect if rect is not None else item.card_rect())


def corner(item: CardItem) -> QRectF:
    """The card's top-left rank corner (the index: rank over suit) in scene coordinates."""
    r = item.card_rect()
    return item.mapRectToScene(QRectF(r.left() + 1, r.top() + 1, r.width() * 0.19, r.height() * 0.17))


def _to_read(win: MainWindow) -> list[CardItem]:
    """The face-up cards whose rank a player reads: all but a canasta's squared-up cards under its top
    and the discard pile's cards under its top."""
    items = [i for i in win.scene.cards.values() if i.isVisible() and i.face_up and i.card is not None]
    readable = []
    for item in items:
        if item.zone == Zone.MELD:
            column = [i for i in items if i.zone == Zone.MELD and i.side == item.side and i.rank == item.rank]
            if len(column) >= 7 and item.zValue() != max(i.zValue() for i in column):
                continue
        if item.zone == Zone.PILE and not win.scene.is_pile_top(item.card):  # type: ignore[arg-type]
            continue
        readable.append(item)
    return readable


def _visible_scene_rect(win: MainWindow) -> QRectF:
    view = win.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _covered_share(
    win: MainWindow, area: QRectF, item: CardItem, shapes: dict[CardItem, QPainterPath], steps: int = 6
) -> float:
    """The share of ``area`` under a card or label drawn above ``item``, or outside the view (``shapes``:
    every visible card's outline in the scene, worked out once per measurement)."""
    above_cards = [
        shape
        for i, shape in shapes.items()
        if i is not item and i.zValue() > item.zValue() and shape.boundingRect().intersects(area)
    ]
    above_labels = [
        label.sceneBoundingRect().adjusted(1, 1, -1, -1)
        for label in win.scene.labels
        if label.isVisible() and label.zValue() > item.zValue()
    ]
    shown = win.scene.sceneRect()  # a table taller than the view scrolls: all of it can be seen
    hidden = 0
    for ix in range(steps):
        for iy in range(steps):
            p = QPointF(
                area.left() + area.width() * (ix + 0.5) / steps,
                area.top() + area.height() * (iy + 0.5) / steps,
            )
            if not shown.contains(p):
                hidden += 1
            elif any(shape.contains(p) for shape in above_cards):
                hidden += 1
            elif any(r.contains(p) for r in above_labels):
                hidden += 1
    return hidden / steps**2


def measure(win: MainWindow) -> Findings:
    found = Findings()
    scene = win.scene
    melds: dict[tuple[int, object], QRectF] = {}
    for item in scene.cards.values():
        if item.isVisible() and item.zone in (Zone.MELD, Zone.RED3):
            key = (item.side, item.rank if item.zone == Zone.MELD else "red3")
            rect = _card_polygon_rect(item)
            melds[key] = melds[key].united(rect) if key in melds else rect
    keys = list(melds)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            both = melds[a].intersected(melds[b])
            if both.width() > 0.5 and both.height() > 0.5:
                found.meld_overlaps.append(
                    f"melds {a} and {b} overlap {both.width():.0f}×{both.height():.0f}"
                )
                found.worst_meld_overlap = max(found.worst_meld_overlap, min(both.width(), both.height()))
    shapes = {i: i.mapToScene(i.shape()) for i in scene.cards.values() if i.isVisible()}
    for item in _to_read(win):
        share = _covered_share(win, corner(item), item, shapes)
        if share > 0:
            found.covered_corners.append(f"{item.card} ({item.zone.name}) corner {share:.0%} hidden")
            found.worst_corner = max(found.worst_corner, share)
    shown = win.scene.sceneRect()
    labels = [label for label in scene.labels if label.isVisible() and label.text()]
    cards_above = [i for i in scene.cards.values() if i.isVisible() and i.zValue() > 95]
    for n, label in enumerate(labels):
        rect = label.sceneBoundingRect().adjusted(1, 1, -2, -2)
        if "…" in label.text():
            found.cut_labels.append(f"label {label.text()!r} cut")
        if not shown.contains(rect):
            found.hidden_labels.append(f"label {label.text()!r} out of view")
        for other in labels[n + 1 :]:
            both = rect.intersected(other.sceneBoundingRect().adjusted(1, 1, -2, -2))
            if both.width() > 1 and both.height() > 1:
                found.hidden_labels.append(f"labels {label.text()!r} and {other.text()!r} overlap")
        for card in cards_above:
            both = rect.intersected(card.mapRectToScene(card.card_rect()))
            if both.width() > 1 and both.height() > 1:
                found.hidden_labels.append(f"label {label.text()!r} under {card.card}")
    bar = win.action_bar
    bar_rect = QRectF(win.view.mapToScene(bar.geometry()).boundingRect()) if bar.isVisible() else QRectF()
    in_view = _visible_scene_rect(win)  # the hand is in view, the table scrolled or not
    found.scrolls = scene.sceneRect().height() > in_view.height() + 0.5
    for card in win.controller.hand():
        item = scene.cards[card]
        rect = _card_polygon_rect(item)
        out = max(rect.bottom() - in_view.bottom(), in_view.top() - rect.top(), 0.0)
        if out > 0.5:
            found.hand_out_of_view.append(f"hand card {card} {out:.0f} px out of view")
            found.worst_hand_out = max(found.worst_hand_out, out)
        both = rect.intersected(bar_rect)
        if both.width() > 1 and both.height() > 1:
            found.hand_out_of_view.append(f"hand card {card} under the move buttons")
    return found
