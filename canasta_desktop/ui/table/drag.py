"""Dragging cards on the table, after KPat's card scene.

A press on a card starts nothing until the mouse has moved past a small
threshold; then the card (or the whole selection it belongs to) follows the
mouse, every target that would accept the drop glows, and the target under the
cards is chosen by overlap among the accepting ones. A refused drop slides the
cards home and shows the reason; a press and release without movement is a click.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView

from ...engine.cards import Card, Rank
from ..text.messages import translate
from .animation import Animator
from .items import CardItem, ZoneItem
from .layout_model import CARD_H, TableModel
from .protocol import TableController
from .targets import Source, Target, Zone


class DragHost(Protocol):
    """What the drag handler asks of the scene it works in."""

    @property
    def controller(self) -> TableController: ...
    @property
    def animator(self) -> Animator: ...
    @property
    def cards(self) -> Mapping[Hashable, CardItem]: ...
    @property
    def model(self) -> TableModel | None: ...

    def item_at(self, pos: QPointF) -> CardItem | ZoneItem | None: ...
    def is_pile_top(self, card: Card) -> bool: ...
    def target_zones(self) -> list[ZoneItem]: ...
    def click(self, item: CardItem | ZoneItem | None) -> None: ...
    def drag_ended(self) -> None: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...
    def views(self) -> list[QGraphicsView]: ...


def target_of(zone: ZoneItem) -> Target:
    """The drop target a zone stands for (a meld names its side: an opponent's meld is refused with the reason)."""
    return Target(zone.kind, zone.rank, zone.side if zone.kind == Zone.MELD else None)


class DragHandler:
    def __init__(self, scene: DragHost) -> None:
        self.scene = scene
        self.press_pos: QPointF | None = None
        self.press_item: CardItem | ZoneItem | None = None
        self.dragging = False
        self.source: Source | None = None
        self.items: list[CardItem] = []
        self.homes: list[tuple[QPointF, float, float, float]] = []
        self.offsets: list[QPointF] = []
        self.verdicts: dict[ZoneItem, str | None] = {}
        self.hovered: ZoneItem | None = None
        self.temp: CardItem | None = None

    @property
    def threshold(self) -> float:
        view = self.scene.views()[0] if self.scene.views() else None
        scale = view.transform().m11() if view is not None else 1.0
        return max(3.0, QApplication.startDragDistance() * 0.6) / max(scale, 0.1)

    # ----------------------------------------------------------------- mouse
    def press(self, pos: QPointF) -> None:
        self.cancel()
        self.press_pos = pos
        self.press_item = self.scene.item_at(pos)

    def move(self, pos: QPointF) -> None:
        if self.press_pos is None:
            return
        if not self.dragging:
            if (pos - self.press_pos).manhattanLength() < self.threshold:
                return
            if not self._start():
                self.press_pos = None
                return
        for item, offset in zip(self.items, self.offsets):
            item.setPos(pos + offset)
        self._hover(self._best_target(accepting_only=False))

    def release(self, pos: QPointF) -> None:
        if self.press_pos is None:
            return
        if not self.dragging:
            item = self.press_item
            self.press_pos = None
            self.press_item = None
            self.scene.click(item)
            return
        self.move(pos)
        target = self._best_target(accepting_only=False)
        source = self.source
        self._end_highlight()
        items, homes = self.items, self.homes
        self._reset()
        assert source is not None
        if target is None:
            self._snap_back(items, homes)
            self.scene.controller.refuse(
                translate("TableScene", "Drop the cards on a meld, the new-meld area or the discard pile.")
            )
            return
        aim = target_of(target)
        if aim.kind == Zone.STAGING:  # onto a staged group: a wild card among the cards stays in it
            aim = Target(Zone.STAGING, self._staged_rank_under(items))
        reason = self.scene.controller.turn.drop(source, aim)
        if reason is not None:
            self._snap_back(items, homes)

    def cancel(self) -> None:
        if self.dragging:
            self._end_highlight()
            self._snap_back(self.items, self.homes)
        self._reset()

    # ----------------------------------------------------------------- internals
    def _start(self) -> bool:
        controller = self.scene.controller
        item = self.press_item
        source: Source | None = None
        items: list[CardItem] = []
        if isinstance(item, CardItem) and item.card is not None:
            card = item.card
            if item.zone == Zone.HAND:
                cards = tuple(controller.turn.selection) if card in controller.turn.selection else (card,)
                source = Source(Zone.HAND, cards)
                order = [c for c in cards if c != card] + [card]
                items = [self.scene.cards[c] for c in order if c in self.scene.cards]
            elif item.zone == Zone.STAGING:
                source = Source(Zone.STAGING, (card,))
                items = [item]
            elif item.zone == Zone.PILE and self.scene.is_pile_top(card):
                source = Source(Zone.PILE)
                items = [item]
        elif isinstance(item, ZoneItem) and item.kind == Zone.STOCK and item.stock_count > 0:
            source = Source(Zone.STOCK)
            self.temp = CardItem(None, face_up=False, back_style=item.back_style)
            self.temp.setScale((item.rect.height() - 16) / CARD_H)  # the stock's top card
            self.temp.setPos(item.rect.center())
            self.scene.addItem(self.temp)
            items = [self.temp]
        if source is None or not items or self.press_pos is None:
            return False
        self.dragging = True
        self.source = source
        self.items = items
        self.homes = [(i.pos(), i.zValue(), i.rotation(), i.scale()) for i in items]
        grabbed = items[-1]
        self.offsets = []
        count = len(items)
        for index, each in enumerate(items):
            self.scene.animator.stop(each)
            fan = QPointF((index - (count - 1)) * 14.0, (index - (count - 1)) * 3.0)
            self.offsets.append(grabbed.pos() - self.press_pos + fan)
            each.setZValue(5000 + index)
        self.verdicts = {}
        for zone in self.scene.target_zones():
            verdict = controller.turn.drop_verdict(source, target_of(zone))
            self.verdicts[zone] = verdict
            zone.set_highlight(ZoneItem.ACCEPTS if verdict is None else ZoneItem.NONE)
        return True

    def _staged_rank_under(self, dragged: list[CardItem]) -> Rank | None:
        """The rank of the staged natural card the dropped card overlaps most (None: none)."""
        item = dragged[-1]
        rect = item.mapRectToScene(item.card_rect())
        best: tuple[float, Rank] | None = None
        model = self.scene.model
        for other in self.scene.cards.values():
            card = other.card
            if other.zone != Zone.STAGING or other in dragged or card is None or model is None:
                continue
            if model.wild[card.rank]:
                continue
            overlap = rect.intersected(other.mapRectToScene(other.card_rect()))
            area = overlap.width() * overlap.height()
            if area > 0 and (best is None or area > best[0]):
                best = (area, card.rank)
        return best[1] if best is not None else None

    def _drag_rect(self) -> QRectF:
        item = self.items[-1]
        return item.mapRectToScene(item.card_rect())

    def _best_target(self, accepting_only: bool) -> ZoneItem | None:
        """The accepting target the cards overlap most; failing that, the target they overlap most."""
        if not self.items:
            return None
        rect = self._drag_rect()
        card_area = rect.width() * rect.height()
        best_ok: tuple[float, ZoneItem] | None = None
        best_any: tuple[float, ZoneItem] | None = None
        for zone, verdict in self.verdicts.items():
            overlap = rect.intersected(zone.rect)
            area = overlap.width() * overlap.height()
            if area <= 0:
                continue
            if zone.kind in (Zone.HAND, Zone.STAGING):
                area *= 0.5  # large areas yield to the small targets they surround
            if verdict is None and area >= 0.12 * card_area and (best_ok is None or area > best_ok[0]):
                best_ok = (area, zone)
            if best_any is None or area > best_any[0]:
                best_any = (area, zone)
        if best_ok is not None:
            return best_ok[1]
        if accepting_only or best_any is None:
            return None
        return best_any[1]

    def _hover(self, zone: ZoneItem | None) -> None:
        if zone is self.hovered:
            return
        if self.hovered is not None:
            accepted = self.verdicts.get(self.hovered) is None
            self.hovered.set_highlight(ZoneItem.ACCEPTS if accepted else ZoneItem.NONE)
        self.hovered = zone
        if zone is not None:
            accepted = self.verdicts.get(zone) is None
            zone.set_highlight(ZoneItem.HOVER_OK if accepted else ZoneItem.HOVER_NO)

    def _end_highlight(self) -> None:
        for zone in self.verdicts:
            zone.set_highlight(ZoneItem.NONE)
        self.hovered = None
        self.scene.drag_ended()  # the selection's glow (click-to-place) comes back

    def _snap_back(self, items: list[CardItem], homes: list[tuple[QPointF, float, float, float]]) -> None:
        for item, (pos, z, rotation, scale) in zip(items, homes):
            if item is self.temp or item.scene() is None:
                continue
            self.scene.animator.animate(item, pos, z, rotation, scale, duration=220)
        self._drop_temp()

    def _drop_temp(self) -> None:
        if self.temp is not None and self.temp.scene() is not None:
            self.scene.removeItem(self.temp)
        self.temp = None

    def _reset(self) -> None:
        self.press_pos = None
        self.press_item = None
        self.dragging = False
        self.source = None
        self.items = []
        self.homes = []
        self.offsets = []
        self.verdicts = {}
        self.hovered = None
        self._drop_temp()
