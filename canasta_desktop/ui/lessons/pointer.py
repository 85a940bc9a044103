"""The lesson's pointer: a gold outline around what the step is about — hand cards, the stock, the pile,
a meld, the new-meld area (items in the table's scene) or a move button (a frame over the button row)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QFrame, QGraphicsPathItem, QGraphicsView, QPushButton

from ...engine.cards import Card, Rank
from ..table.scene import TableScene
from ..table.targets import Zone
from ..text.button_text import Button
from .lesson import Pointer

GOLD = "#ffc83d"
OUTLINE_Z = 50_000.0  # above every card, even a dragged one
MARGIN = 6.0
PILES = (
    Zone.STOCK,
    Zone.PILE,
)  # their zones reach down to the count written under them: outline the cards only


def clusters(rects: list[QRectF], gap: float = 12.0) -> list[QRectF]:
    """Card rectangles joined where they touch (cards side by side in the hand make one outline; cards
    already in the new-meld area get their own, rather than one outline across the table)."""
    joined: list[QRectF] = []
    for rect in sorted(rects, key=lambda r: (r.left(), r.top())):
        for index, group in enumerate(joined):
            if group.adjusted(-gap, -gap, gap, gap).intersects(rect):
                joined[index] = group.united(rect)
                break
        else:
            joined.append(QRectF(rect))
    return joined


class PointerOverlay:
    """Draws the outlines of one `Pointer` and keeps them on their targets when the table moves."""

    def __init__(self, scene: TableScene, view: QGraphicsView, buttons: Mapping[Button, QPushButton]) -> None:
        self.scene = scene
        self.view = view
        self.buttons = buttons
        self.pointer = Pointer()
        self.side = 0
        self._outlines: list[QGraphicsPathItem] = []
        self._frame = QFrame(view.viewport())
        self._frame.setObjectName("lessonButtonPointer")
        self._frame.setStyleSheet(
            f"QFrame#lessonButtonPointer {{ border: 4px solid {GOLD}; border-radius: 8px;"
            " background: transparent; }"
        )
        self._frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._frame.hide()

    def show(self, pointer: Pointer, side: int) -> None:
        self.pointer, self.side = pointer, side
        self.place()

    def clear(self) -> None:
        self.show(Pointer(), 0)

    def targets(self) -> list[QRectF]:
        """The scene rectangles outlined now (the hand cards together, then the place)."""
        cards = [self.scene.cards.get(Card.from_str(text)) for text in self.pointer.cards]
        rects = clusters([item.mapRectToScene(item.card_rect()) for item in cards if item is not None])
        zone = self._zone()
        if zone is not None:
            rects.append(
                zone.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN - 4) if self.pointer.place in PILES else zone
            )
        return rects

    def _zone(self) -> QRectF | None:
        place = self.pointer.place
        if not place:
            return None
        rank = Rank.from_char(self.pointer.rank) if self.pointer.rank else None
        for (kind, zone_rank, side), item in self.scene.zones.items():
            if kind == place and zone_rank == rank and (kind != Zone.MELD or side == self.side):
                return QRectF(item.rect)
        return None

    def place(self) -> None:
        """Put the outlines where their targets are now."""
        for item in self._outlines:
            self.scene.removeItem(item)
        self._outlines = [self._outline(rect) for rect in self.targets()]
        self._place_button_frame()

    def _outline(self, rect: QRectF) -> QGraphicsPathItem:
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN), 10, 10)
        item = QGraphicsPathItem(path)
        pen = QPen(QColor(GOLD), 5)
        pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        item.setZValue(OUTLINE_Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the cards under it
        item.setData(0, "lesson-pointer")
        self.scene.addItem(item)
        return item

    def _place_button_frame(self) -> None:
        button = self.buttons.get(self.pointer.button) if self.pointer.button is not None else None
        if button is None or not button.isVisible():
            self._frame.hide()
            return
        top_left = button.mapTo(self.view.viewport(), button.rect().topLeft())
        self._frame.setGeometry(top_left.x() - 5, top_left.y() - 5, button.width() + 10, button.height() + 10)
        self._frame.show()
        self._frame.raise_()

    def button_pointed(self) -> Button | None:
        """The button framed now (None if none), for tests and screen readers."""
        return self.pointer.button if self._frame.isVisible() else None
