"""`TableScene`: the felt, the card sprites and the zones, kept in step with the controller.

The scene holds no rules. After every change it asks the controller for a
`TableModel`, lays it out, and moves each sprite to its new place; events tell
it where new cards come from (the stock, the pile, a player's hand) so the
eye can follow them. Mouse gestures go to the `DragHandler`, which asks the
controller what a drop would do.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFontInfo, QGuiApplication, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ...engine.actions import Action, AddToMeld, Discard, DrawStock, Meld, TakePile, hand_cards
from ...engine.cards import Card, Rank
from ...engine.events import CardsDrawn, Event
from ..art.cardart import CardStyle, set_card_style
from . import flight_ends
from .accessible import describe
from .animation import Animator
from .drag import DragHandler, target_of
from .items import GLOW_COLOUR, PLAYED_COLOUR, CardItem, LabelItem, ZoneItem, clear_card_pictures
from .keyboard import HAND, Place, TableFocus, focused_card
from .layout import compute_layout, set_text_scale
from .layout_model import CardPlace, Layout, TableModel
from .pile_mark import MarkItem, PileMark
from .protocol import TableController
from .targets import TARGET_ZONES, Source, Zone
from .theme import TableTheme, set_table_theme, table_theme

FLASH_MS = 1600
QT_DEFAULT_FONT_PX = 12  # Qt's own 9 pt: the table's texts have their usual size with it


def desktop_text_scale() -> float:
    """How much larger than Qt's default the desktop's font is (1 to 1.5): the table's texts follow it."""
    pixels = QFontInfo(QGuiApplication.font()).pixelSize()
    return max(1.0, min(1.5, pixels / QT_DEFAULT_FONT_PX))


class TableScene(QGraphicsScene):
    button_row_moved = Signal(QRectF)  # where the window lays the move buttons: right above the hand
    focus_changed = Signal(str)  # the keyboard focus moved (or what it rests on changed): its description

    def __init__(self, controller: TableController, animator: Animator | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.animator = animator or Animator(self)
        self.cards: dict[Hashable, CardItem] = {}
        self.zones: dict[tuple[Zone, Rank | None, int], ZoneItem] = {}
        self.labels: list[LabelItem] = []
        self.marks = MarkItem()
        self.addItem(self.marks)
        self.marks.hide()
        self.layout_: Layout | None = None
        self._turn: tuple[object, ...] = ()  # whose turn the last layout was made in, at which size
        self.zoom = 1.0  # the card-size setting (Ctrl +/−/0)
        self.model: TableModel | None = None
        self.drag = DragHandler(self)
        self.focus = TableFocus(self)
        self._spoken = ""
        self.setSceneRect(0, 0, 1180, 760)
        self._view = QSizeF(1180, 760)  # the view's size (the scene is taller when the table scrolls)
        self._scroll_bar = 0.0  # the view's scroll bar's width, shown when the table scrolls
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        set_text_scale(desktop_text_scale())  # a larger desktop font makes the table's texts larger too
        self._tip_cards: set[Card] = set()
        self._played: set[Card] = set()  # a reviewed position's move made, framed in red (`show_played`)
        self._flash: set[Card] = set()
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self.end_flash)

    # ----------------------------------------------------------------- size and background
    def set_view_size(self, width: float, height: float, scroll_bar: float = 0.0) -> None:
        """One scene unit is one pixel: the scene takes the view's size and the layout reflows in it
        (taller when the chosen card size needs more room: then the view scrolls). ``width`` is the
        view's without its scroll bar; a table that scrolls leaves the bar its ``scroll_bar`` px."""
        self._scroll_bar = scroll_bar
        if abs(width - self._view.width()) > 0.5 or abs(height - self._view.height()) > 0.5:
            self._view = QSizeF(width, height)
            self.setSceneRect(0, 0, width, height)
            if self.controller.has_round():
                self.refresh([], animate=False)

    def _fit_scene(self, lay: Layout) -> None:
        """The scene as tall as the layout; a table taller than the view shows its bottom (hand, buttons)."""
        height = max(lay.height, self._view.height())
        if abs(height - self.sceneRect().height()) > 0.5 or abs(lay.width - self.sceneRect().width()) > 0.5:
            self.setSceneRect(0, 0, lay.width, height)
            for view in self.views():
                bar = view.verticalScrollBar()
                bar.setValue(bar.maximum())
                view.viewport().update()  # a scroll blits the old picture: paint it all afresh

    def set_zoom(self, zoom: float) -> None:
        """The card-size setting: the table reflows at once."""
        if zoom != self.zoom:
            self.zoom = zoom
            if self.controller.has_round():
                self.refresh([], animate=False)

    def set_look(self, four_colour: bool, high_contrast: bool) -> None:
        """Four-colour suits and the high-contrast table, at once: every card and label is drawn again."""
        cards_changed = set_card_style(CardStyle(four_colour, high_contrast))
        theme_changed = set_table_theme(TableTheme(high_contrast))
        if not (cards_changed or theme_changed):
            return
        clear_card_pictures()
        for label in self.labels:
            label.forget()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for item in self.items():
            item.update()
        if self.controller.has_round():
            self.refresh([], animate=False)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.75)
        theme = table_theme()
        gradient.setColorAt(0.0, theme.felt_centre)
        gradient.setColorAt(1.0, theme.felt_edge)
        painter.fillRect(rect, gradient)

    # ----------------------------------------------------------------- syncing
    def on_table_changed(self, events: Sequence[Event]) -> None:
        self.drag.cancel()
        self._tip_cards.clear()
        self._played.clear()
        for zone in self.zones.values():
            zone.tip = False
        self.refresh(list(events))

    def on_selection_changed(self) -> None:
        if self.controller.has_round() and not self.drag.dragging:
            self.refresh([], animate=True, quick=True)

    # ----------------------------------------------------------------- keyboard focus and click-to-place
    def own_zones(self) -> dict[Place, ZoneItem]:
        """The places the keyboard's focus can rest on: stock, pile, new-meld area, our side's melds."""
        side = self.controller.human_side()
        return {
            (kind, rank): zone
            for (kind, rank, zone_side), zone in self.zones.items()
            if kind in (Zone.STOCK, Zone.PILE, Zone.STAGING) or (kind == Zone.MELD and zone_side == side)
        }

    def click_zone(self, zone: ZoneItem) -> None:
        self.click(zone)

    def focus_moved(self) -> None:
        """Show the focus frame where the focus is, and say what it rests on."""
        self.focus.check()
        side = self.controller.human_side() if self.controller.has_round() else 0
        for zone in self.zones.values():
            zone.set_focused(self.focus.zone_focused(zone, side))
        model = self.controller.table_model() if self.controller.has_round() else None
        card = focused_card(model) if model is not None and self.focus.place == HAND else None
        for item in self.cards.values():
            if item.zone == Zone.HAND:
                item.set_state(focused=card is not None and item.card == card)
        spoken = describe(model, self.focus.place, side)
        if spoken != self._spoken:
            self._spoken = spoken
            self.focus_changed.emit(spoken)

    def spoken(self) -> str:
        """The words for what the keyboard's focus rests on."""
        return self._spoken

    def drag_ended(self) -> None:
        if self.controller.has_round():
            self._glow_for_selection()

    def _glow_for_selection(self) -> None:
        """Selected cards make every place that would take them glow, exactly as during a drag."""
        selection = tuple(self.controller.turn.selection)
        source = Source(Zone.HAND, selection)
        for zone in self.target_zones():
            if zone.kind == Zone.HAND or not selection:
                zone.set_highlight(ZoneItem.NONE)
                continue
            verdict = self.controller.turn.drop_verdict(source, target_of(zone))
            zone.set_highlight(ZoneItem.ACCEPTS if verdict is None else ZoneItem.NONE)

    def texts(self, model: TableModel) -> dict[str, str]:
        """The table's fixed labels in the language installed now (self.tr: lupdate sees the plurals)."""
        t = {
            "melds_of": self.tr("%1: melds"),
            "no_melds": self.tr("No melds yet"),
            "canasta_natural": self.tr("natural", "a natural canasta"),
            "canasta_mixed": self.tr("mixed", "a mixed canasta"),
            "canasta_wild": self.tr("wild cards", "a canasta of wild cards only"),
            "frozen": self.tr("Frozen"),
            "blocked": self.tr("Blocked by a black 3"),
            "blocked_short": self.tr(
                "Blocked"
            ),  # where the whole note does not fit (the pile's mark shows why)
            "locked": self.tr("Locked for you: you have a meld of this rank"),
            "locked_short": self.tr("Locked for you"),
            "new_meld": self.tr("New melds"),
            "meter": self.tr("First meld: %1 / %2"),
            "drop_here": self.tr("Drop cards here to build new melds"),
            "stock": self.tr("Stock: %n", "the number of cards in the stock", model.stock_count),
            "pile": self.tr("Pile: %n card(s)", "", len(model.pile)),
            "pile_short": self.tr("%n card(s)", "", len(model.pile)),  # where the whole label does not fit
            "stock_short": str(model.stock_count),
            "meter_short": "%1 / %2",
        }
        for seat, count in enumerate(model.hand_counts):
            level = model.levels[seat] if seat < len(model.levels) else ""
            name = (
                self.tr("%1 (%2)", "a computer's name and level")
                .replace("%1", model.names[seat])
                .replace("%2", level)
                if level
                else model.names[seat]
            )
            t[f"hand:{seat}"] = self.tr("%1 · %n card(s)", "", count).replace("%1", name)
            t[f"count:{seat}"] = self.tr("%n card(s)", "", count)
        return t

    def refresh(self, events: list[Event], animate: bool = True, quick: bool = False) -> None:
        """Lay the table out again and move every sprite to its place."""
        model = self.controller.table_model()
        self.model = model
        painted = self._painted_rects()
        rect = self._view
        turn = (model.players, model.human, model.actor, model.round_over, QSizeF(rect))
        keep = self.layout_ if turn == self._turn and not self._new_deal(events) else None
        if keep is not None and not any(card in keep.cards for card in model.hand):
            keep = None  # another round or match on the table
        lay = compute_layout(model, rect.width(), self.texts(model), rect.height(), self.zoom, keep)
        if lay.height > rect.height() + 0.5 and self._scroll_bar:  # it scrolls: room for the bar
            width = rect.width() - self._scroll_bar
            lay = compute_layout(model, width, self.texts(model), rect.height(), self.zoom, keep)
            if lay.height <= rect.height() + 0.5:  # narrower cards fit after all: no bar, a margin
                lay.width = rect.width()
        self._turn = turn
        self.layout_ = lay
        self._fit_scene(lay)
        piles = [z.rect for z in lay.zones if z.kind in (Zone.STOCK, Zone.PILE)]
        self.animator.keep_clear = [piles[0].united(piles[1])] if len(piles) == 2 else []
        self.button_row_moved.emit(lay.button_row)
        origins = flight_ends.origins(events, lay, self.controller.human) if events else {}
        removed_to = flight_ends.destinations(events, lay, self.controller.human) if events else {}
        new_round = any(isinstance(e, CardsDrawn) for e in events) and not (set(lay.cards) & set(self.cards))
        order = 0
        for key, place in lay.cards.items():
            item = self.cards.get(key)
            target = QPointF(place.x, place.y)
            if item is None:
                start = origins.get(key)
                if start is None and events:
                    start = lay.stock_centre
                begin = QPointF(*start) if start is not None and animate else target
                item = self._new_card_item(key, place, begin, model.back_style)
                order += 1
            if item.zone != place.zone:
                item.update()  # a card in a meld column shows its index in the top strip
            item.zone, item.rank, item.side = place.zone, place.rank, place.side
            item.set_state(
                face_up=place.face_up,
                selected=place.selected,
                focused=place.focused,
                fresh=place.fresh,
                badge=place.badge,
                back_style=model.back_style,
                highlight=self._highlight_for(place.card),
            )
            if animate:
                delay = min(order, 40) * 18 if new_round else 0
                self.animator.animate(
                    item,
                    target,
                    place.z,
                    place.rotation,
                    place.scale,
                    duration=140 if quick else 300,
                    delay=delay,
                )
            else:
                self._put(item, place, target)
        self._remove_cards_gone(set(lay.cards), removed_to, animate)
        self._sync_zones(lay, model)
        self._sync_labels(lay)
        for old in painted:
            self.update(old)
        if not self.drag.dragging:
            self._glow_for_selection()
        self.focus_moved()

    @staticmethod
    def _new_deal(events: Sequence[Event]) -> bool:
        """A new round's deal (its hands are drawn from the stock at once): the table is laid out afresh."""
        return any(isinstance(e, CardsDrawn) and len(e.cards) > 3 for e in events)

    def _painted_rects(self) -> list[QRectF]:
        """Where the labels, zones, marks and cards are now, a little wider (their antialiased edges).

        A relayout asks the view to paint these places again itself: Qt repaints an item's old place
        from where the view last drew it, and a paint of the move buttons (children of the viewport)
        between a move and the scene's next sweep makes it forget that place (stale pieces remained)."""
        items: list[QGraphicsItem] = [*self.labels, *self.zones.values(), self.marks, *self.cards.values()]
        return [item.sceneBoundingRect().adjusted(-2, -2, 2, 2) for item in items if item.isVisible()]

    def _new_card_item(self, key: Hashable, place: CardPlace, start: QPointF, back_style: int) -> CardItem:
        """A sprite for a card that comes onto the table, at ``start``."""
        item = CardItem(place.card, place.face_up, back_style)
        item.setScale(place.scale)
        item.setPos(start)
        item.setRotation(place.rotation)
        self.addItem(item)
        self.cards[key] = item
        return item

    def _put(self, item: CardItem, place: CardPlace, target: QPointF) -> None:
        """Move a sprite to its place at once (no animation)."""
        self.animator.stop(item)
        item.setPos(target)
        item.setZValue(place.z)
        item.setRotation(place.rotation)
        item.setScale(place.scale)

    def _remove_cards_gone(
        self, kept: set[Hashable], removed_to: dict[Hashable, tuple[float, float]], animate: bool
    ) -> None:
        """Sprites of cards no longer on the table fly to where they went, then go."""
        for key in [k for k in self.cards if k not in kept]:
            item = self.cards.pop(key)
            destination = removed_to.get(key)
            if destination is not None and animate and not self.animator.instant:
                self.animator.animate(
                    item, QPointF(*destination), rotation=0, scale=0.5, face_up=False, duration=320
                )
                QTimer.singleShot(self.animator.duration(340) + 20, lambda i=item: self._discard_item(i))
            else:
                self._discard_item(item)

    def _discard_item(self, item: QGraphicsItem) -> None:
        if isinstance(item, CardItem):
            self.animator.stop(item)
        if item.scene() is self:
            self.removeItem(item)

    def _sync_zones(self, lay: Layout, model: TableModel) -> None:
        seen = set()
        for spec in lay.zones:
            key = (spec.kind, spec.rank, spec.side)
            seen.add(key)
            zone = self.zones.get(key)
            if zone is None:
                zone = ZoneItem(spec.kind, spec.rank, spec.side)
                self.addItem(zone)
                self.zones[key] = zone
            zone.set_rect(spec.rect)
            if spec.kind == Zone.STOCK:
                if zone.stock_count != model.stock_count or zone.back_style != model.back_style:
                    zone.stock_count = model.stock_count
                    zone.back_style = model.back_style
                    zone.update()
        for key in [k for k in self.zones if k not in seen]:
            self.removeItem(self.zones.pop(key))
        pile = model.pile
        blocked = bool(pile) and pile[-1].is_black_three
        if blocked or model.pile_frozen:
            x, y = lay.mark_centre
            self.marks.set_kind(PileMark.BLOCKED if blocked else PileMark.FROZEN)
            self.marks.setPos(round(x), round(y))
            self.marks.show()
        else:
            self.marks.hide()

    def _sync_labels(self, lay: Layout) -> None:
        while len(self.labels) < len(lay.labels):
            label = LabelItem()
            self.addItem(label)
            self.labels.append(label)
        for label, spec in zip(self.labels, lay.labels):
            label.apply(spec.text, spec.x, spec.y, spec.align, spec.size, spec.bold, spec.colour, spec.room)
            label.show()
        for label in self.labels[len(lay.labels) :]:
            label.hide()

    # ----------------------------------------------------------------- highlights
    def _highlight_for(self, card: Card | None) -> QColor | None:
        if card is None:
            return None
        if card in self._tip_cards:
            return QColor(GLOW_COLOUR)
        if card in self._played:
            return QColor(PLAYED_COLOUR)
        if card in self._flash:
            return QColor("#7fd3ff")
        return None

    def flash_cards(self, cards: Iterable[Card]) -> None:
        """Glow the computer's newly laid cards for a moment."""
        self._flash = set(cards)
        for card in self._flash:
            item = self.cards.get(card)
            if item is not None:
                item.set_state(highlight=QColor("#7fd3ff"))
        self._flash_timer.start(max(FLASH_MS, self.controller.pace_ms * 2))

    def end_flash(self) -> None:
        """The computer's cards glow no more (the timer's end; the tests end it at once)."""
        self._flash_timer.stop()
        for card in self._flash:
            item = self.cards.get(card)
            if item is not None:
                item.set_state(highlight=self._highlight_for_tip(card))
        self._flash.clear()

    def show_played(self, cards: Iterable[Card]) -> None:
        """Frame ``cards`` in red until the table changes (a reviewed position: the move made there);
        the Tip's glow, when both, wins."""
        self._played = set(cards)
        for card in self._played:
            item = self.cards.get(card)
            if item is not None:
                item.set_state(highlight=self._highlight_for(card))

    def _highlight_for_tip(self, card: Card) -> QColor | None:
        return QColor(GLOW_COLOUR) if card in self._tip_cards else None

    def show_tip(self, action: Action | None) -> None:
        """Glow the cards and the target of a suggested action."""
        self._tip_cards.clear()
        for zone in self.zones.values():
            if zone.tip:
                zone.tip = False
                zone.update()
        targets: list[tuple[Zone, object]] = []
        if isinstance(action, DrawStock):
            targets.append((Zone.STOCK, None))
        elif isinstance(action, (TakePile, Discard)):
            targets.append((Zone.PILE, None))
        elif isinstance(action, Meld):
            targets.append((Zone.STAGING, None))
        elif isinstance(action, AddToMeld):
            targets.append((Zone.MELD, action.rank))
        cards = hand_cards(action)
        self._tip_cards = set(cards)
        for (kind, rank, side), zone in self.zones.items():
            if any(kind == k and (r is None or r == rank) for k, r in targets):
                if kind != Zone.MELD or side == self.controller.human_side():
                    zone.tip = True
                    zone.update()
        for card, item in self.cards.items():
            if isinstance(card, Card):
                item.set_state(highlight=self._highlight_for(card))

    # ----------------------------------------------------------------- queries for the drag handler
    def target_zones(self) -> list[ZoneItem]:
        """Every place cards may be dropped, the opponents' melds too (a drop there is refused with the reason)."""
        return [z for z in self.zones.values() if z.kind in TARGET_ZONES]

    def is_pile_top(self, card: Card) -> bool:
        return self.model is not None and bool(self.model.pile) and self.model.pile[-1] == card

    def item_at(self, pos: QPointF) -> CardItem | ZoneItem | None:
        """The topmost card under ``pos``, else the smallest zone."""
        zones: list[ZoneItem] = []
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item.isVisible():
                return item
            if isinstance(item, ZoneItem) and item.rect.contains(pos):
                zones.append(item)
        if not zones:
            return None
        return min(zones, key=lambda z: z.rect.width() * z.rect.height())

    # ----------------------------------------------------------------- clicks
    def click(self, item: CardItem | ZoneItem | None) -> None:
        controller = self.controller
        human_side = controller.human_side()
        if isinstance(item, CardItem) and item.card is not None:
            if item.zone == Zone.HAND:
                controller.turn.toggle_select(item.card)
            elif item.zone == Zone.STAGING:
                controller.turn.unstage([item.card])
            elif item.zone == Zone.PILE:
                controller.turn.click_pile()
            elif item.zone == Zone.MELD and item.side == human_side and item.rank is not None:
                controller.turn.click_meld(item.rank)
            return
        if isinstance(item, ZoneItem):
            if item.kind == Zone.STOCK:
                controller.turn.click_stock()
            elif item.kind == Zone.PILE:
                controller.turn.click_pile()
            elif item.kind == Zone.MELD and item.side == human_side and item.rank is not None:
                controller.turn.click_meld(item.rank)
            elif item.kind == Zone.STAGING and controller.turn.selection:
                controller.turn.click_staging()

    # ----------------------------------------------------------------- mouse events
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.press(event.scenePos())
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.controller.turn.clear_selection()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.drag.move(event.scenePos())
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.drag.release(event.scenePos())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """On a card of the hand: the obvious move with the selection, the card in it (as Enter makes)."""
        item, turn = self.item_at(event.scenePos()), self.controller.turn
        card = item.card if isinstance(item, CardItem) and item.zone == Zone.HAND else None
        if event.button() == Qt.MouseButton.LeftButton and card is not None:
            self.drag.cancel()  # the release that follows is no click
            if card not in turn.selection:
                turn.toggle_select(card)  # its clicks may have selected and unselected it
            turn.play_selection()
            return
        self.mousePressEvent(event)
