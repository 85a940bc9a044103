"""The table's graphics items: card sprites, drop zones and labels.

Cards are painted from the vector card art into pixmaps of exactly the size
they take on the device (the item's on-screen scale times the screen's device
pixel ratio), cached by that size, so they are crisp at 150 % and 200 % and a
drag repaints only pixmaps.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.cards import Card, Rank
from ..art import cardart
from .layout_model import CARD_H, CARD_W, NO_BADGE, Badge, CanastaKind
from .targets import Zone
from .theme import table_theme

_BADGE_COLOURS = {  # a natural canasta red, a mixed one black, as the cards on a real table
    CanastaKind.NATURAL: "#b3122e",
    CanastaKind.MIXED: "#222222",
    CanastaKind.WILD: "#8a6d00",
}

GLOW_COLOUR = QColor("#ffd54a")
PLAYED_COLOUR = QColor("#d81b1b")  # the cards of the move made, on a reviewed position (`show_played`)


class CardItem(QGraphicsObject):
    """One card on the table, face up or down; its position is its centre."""

    Type = 65536 + 1  # QGraphicsItem.UserType + 1

    def __init__(self, card: Card | None, face_up: bool = True, back_style: int = 0) -> None:
        super().__init__()
        self.card = card
        self.face_up = face_up and card is not None
        self.back_style = back_style
        self.zone = Zone.HAND
        self.rank: Rank | None = None
        self.side = 0
        self.badge = NO_BADGE
        self.selected = False
        self.focused = False
        self.fresh = False  # just drawn: a mark on its top edge until the player's next move
        self.highlight: QColor | None = None
        self.pixel_size: tuple[int, int] = (0, 0)  # the device pixels of the last painted face (for tests)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a drag frame blits, never repaints
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse

    def type(self) -> int:
        return int(CardItem.Type)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 4, -CARD_H / 2 - 4, CARD_W + 8, CARD_H + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H), 4, 4)
        return path

    def card_rect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def set_state(
        self,
        *,
        face_up: bool | None = None,
        selected: bool | None = None,
        focused: bool | None = None,
        fresh: bool | None = None,
        badge: Badge | None = None,
        highlight: QColor | None | bool = False,
        back_style: int | None = None,
    ) -> None:
        """Change how the card looks; repaints only when something changed."""
        changed = False
        for name, value in (
            ("face_up", face_up),
            ("selected", selected),
            ("focused", focused),
            ("fresh", fresh),
            ("badge", badge),
            ("back_style", back_style),
        ):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if highlight is not False and self.highlight != highlight:
            self.highlight = highlight  # type: ignore[assignment]
            changed = True
        if changed:
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        theme = table_theme()
        if self.highlight is not None:
            glow = QColor(self.highlight)
            if self.highlight == GLOW_COLOUR:
                glow = theme.tip
            for width, alpha in ((7.0, 70), (4.0, 140)):
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, width * theme.line))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, 4, 4)
        else:
            painter.setPen(Qt.PenStyle.NoPen)  # a soft shadow
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.translated(1.2, 1.8), 4, 4)
        self._paint_art(painter, option, rect)
        if self.highlight == GLOW_COLOUR:  # the Tip's cards: a dotted ring, not only a colour
            pen = QPen(theme.tip, 2.0 * theme.line, Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
        elif self.highlight == PLAYED_COLOUR:  # the move made: a solid red frame on the face, seen at once
            painter.setPen(QPen(PLAYED_COLOUR, 4.0 * theme.line))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2.0, 2.0, -2.0, -2.0), 4, 4)
        if self.selected:
            painter.setPen(QPen(theme.selected, 2.6 * theme.line))
            painter.setBrush(QColor(61, 139, 253, 28))
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            _paint_tick(painter, rect, theme.selected)  # selected: a tick as well as the rise and the colour
        if self.focused:
            pen = QPen(QColor("#111111"), 1.6 * theme.line, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), 3, 3)
        if self.badge.kind is not CanastaKind.NONE:
            self._paint_badge(painter, rect)
        if self.fresh:
            _paint_fresh(painter, rect, theme.tip)

    def stacked(self) -> bool:
        """In a meld column only the top strip shows: the face carries its whole index there."""
        return self.zone in (Zone.MELD, Zone.STAGING)

    def _paint_art(self, painter: QPainter, option: QStyleOptionGraphicsItem, rect: QRectF) -> None:
        """The face or back from a pixmap rendered at the device's own resolution."""
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        detail = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        width = max(1, round(rect.width() * detail * ratio))
        height = max(1, round(rect.height() * detail * ratio))
        face = self.face_up and self.card is not None
        key = (
            self.card if face else None,
            self.stacked() if face else False,
            -1 if face else self.back_style,
            width,
            height,
            cardart.card_style(),
        )
        pixmap = _card_pixmap(
            key, self.card if face else None, self.stacked(), self.back_style, width, height
        )
        self.pixel_size = (width, height)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def _paint_badge(self, painter: QPainter, rect: QRectF) -> None:
        text = str(self.badge.points)
        width = max(44.0, 10.0 + 9.0 * len(text))  # a house rule's 1000 or 2500 fits
        box = QRectF(rect.center().x() - width / 2, rect.bottom() - 26, width, 20)
        painter.setPen(QPen(QColor("#ffffff"), 1.2))
        painter.setBrush(QColor(_BADGE_COLOURS[self.badge.kind]))
        painter.drawRoundedRect(box, 6, 6)
        font = QFont("DejaVu Sans")
        font.setPixelSize(13)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _paint_fresh(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A just-drawn card: a bar just above its top edge (inside the item's margin), in the hint colour."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(rect.left() + 6, rect.top() - 4, rect.width() - 12, 4), 2, 2)


def _paint_tick(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A round badge with a tick in the card's top right corner: selected, whatever the colours."""
    radius = max(7.0, rect.width() * 0.11)
    centre = QPointF(rect.right() - radius - 2, rect.top() + radius + 2)
    painter.setPen(QPen(QColor("#ffffff"), 1.4))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    tick = QPainterPath(centre + QPointF(-radius * 0.5, 0))
    tick.lineTo(centre + QPointF(-radius * 0.1, radius * 0.4))
    tick.lineTo(centre + QPointF(radius * 0.55, -radius * 0.45))
    pen = QPen(QColor("#ffffff"), max(1.8, radius * 0.28))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(tick)


def clear_card_pictures() -> None:
    """Forget every cached card picture (the card style changed)."""
    _PIXMAPS.clear()


_PIXMAPS: OrderedDict[Hashable, QPixmap] = OrderedDict()
_PIXMAP_LIMIT = 800


def _card_pixmap(
    key: Hashable, card: Card | None, stacked: bool, back_style: int, width: int, height: int
) -> QPixmap:
    """A card drawn ``width`` × ``height`` device pixels, from a small least-recently-used cache."""
    pixmap = _PIXMAPS.get(key)
    if pixmap is not None:
        _PIXMAPS.move_to_end(key)
        return pixmap
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    target = QRectF(0, 0, width, height)
    if card is None:
        cardart.paint_card_back(painter, target, back_style)
    elif stacked:
        cardart.paint_stacked_face(painter, target, card)
    else:
        cardart.paint_card_face(painter, target, card)
    painter.end()
    _PIXMAPS[key] = pixmap
    if len(_PIXMAPS) > _PIXMAP_LIMIT:
        _PIXMAPS.popitem(last=False)
    return pixmap


class ZoneItem(QGraphicsObject):
    """A place cards can be dropped on (stock, pile, a meld, the new-meld area, the hand)."""

    Type = 65536 + 2  # QGraphicsItem.UserType + 2
    NONE, ACCEPTS, HOVER_OK, HOVER_NO = range(4)

    def __init__(self, kind: Zone, rank: Rank | None = None, side: int = 0) -> None:
        super().__init__()
        self.kind = kind
        self.rank = rank
        self.side = side
        self.rect = QRectF()
        self.state = ZoneItem.NONE
        self.stock_count = 0
        self.back_style = 0
        self.blocked = False
        self.frozen = False
        self.tip = False
        self.focused = False  # the keyboard's focus is on this place
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(
            {Zone.BAND: 0, Zone.STAGING: 1, Zone.HAND: 1, Zone.MELD: 5, Zone.STOCK: 8, Zone.PILE: 8}.get(
                kind, 2
            )
        )

    def type(self) -> int:
        return int(ZoneItem.Type)

    def key(self) -> tuple[Zone, Rank | None, int]:
        return (self.kind, self.rank, self.side)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()  # the device cache is drawn anew: a moved zone of the same size is not blitted stale

    def set_highlight(self, state: int) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = table_theme()
        r = self.rect
        if self.kind in (Zone.BAND, Zone.BAND_B):
            painter.setPen(QPen(theme.outline, 1.2) if theme.high_contrast else Qt.PenStyle.NoPen)
            painter.setBrush(theme.band_fill)
            painter.drawRoundedRect(r, 12, 12)
        elif self.kind == Zone.STAGING:
            painter.setPen(QPen(theme.outline, 1.6 * theme.line, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 14))
            painter.drawRoundedRect(r, 12, 12)
        elif self.kind == Zone.STOCK:
            self._paint_stock(painter)
        elif self.kind == Zone.PILE:
            painter.setPen(QPen(theme.outline, 1.2 * theme.line, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            h = r.height() - 16
            w = h * CARD_W / CARD_H
            inner = QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h)
            painter.drawRoundedRect(inner, 5, 5)
        if self.state != ZoneItem.NONE or self.tip:
            self._paint_glow(painter)
        if self.focused:
            self._paint_focus(painter)

    def _paint_glow(self, painter: QPainter) -> None:
        """A legal target: a solid ring; the one under the cards: a double ring, or a dashed one with a
        cross when it refuses; the Tip's target: a dotted ring. Shape tells them apart, not only colour."""
        theme = table_theme()
        r = self.rect
        if self.tip and self.state == ZoneItem.NONE:
            colour, style = theme.tip, Qt.PenStyle.DashDotLine
        elif self.state == ZoneItem.HOVER_NO:
            colour, style = theme.refuse, Qt.PenStyle.DashLine
        else:
            colour, style = theme.accept, Qt.PenStyle.SolidLine
        strong = self.state in (ZoneItem.HOVER_OK, ZoneItem.HOVER_NO) or self.tip
        if self.state != ZoneItem.HOVER_NO:  # a refusing place does not glow: its dashes and cross say no
            halo = QColor(colour)
            halo.setAlpha(60 if strong else 35)
            painter.setPen(QPen(halo, 9.0))
            fill = 40 if self.state == ZoneItem.HOVER_OK else 18
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), fill))
            painter.drawRoundedRect(r, 10, 10)
        ring = QColor(colour)  # opaque: at least 3:1 against the felt (WCAG's graphical objects)
        painter.setPen(QPen(ring, (4.5 if self.tip else 3.5) * theme.line, style))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r, 10, 10)
        if self.state == ZoneItem.HOVER_OK:
            painter.setPen(QPen(ring, 1.6 * theme.line))
            painter.drawRoundedRect(r.adjusted(6, 6, -6, -6), 7, 7)
        elif self.state == ZoneItem.HOVER_NO:
            corner = QPointF(r.right() - 14, r.top() + 14)
            painter.setPen(QPen(ring, 3.0 * theme.line))
            for dx, dy in ((-6, -6), (-6, 6)):
                painter.drawLine(corner + QPointF(dx, dy), corner - QPointF(dx, dy))

    def _paint_focus(self, painter: QPainter) -> None:
        """The keyboard's focus: a thick dashed frame in the felt's contrasting colour, over a dark/light edge."""
        theme = table_theme()
        if self.kind in (
            Zone.STOCK,
            Zone.PILE,
        ):  # close round the cards: the labels above and below stay clear
            r = self.rect.adjusted(0, 6, 0, -6)
        else:
            r = self.rect.adjusted(-3, -3, 3, 3)
        back = QColor("#ffffff") if theme.high_contrast else QColor("#000000")
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(back, 4.0 * theme.line))
        painter.drawRoundedRect(r, 11, 11)
        painter.setPen(QPen(theme.focus, 2.5 * theme.line, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(r, 11, 11)

    def _paint_stock(self, painter: QPainter) -> None:
        r = self.rect
        h = r.height() - 16
        w = h * CARD_W / CARD_H
        centre = r.center()
        if self.stock_count <= 0:
            painter.setPen(QPen(table_theme().outline, 1.4 * table_theme().line, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), 5, 5)
            return
        layers = min(4, 1 + self.stock_count // 15)
        for i in range(layers):
            off = (layers - 1 - i) * 2.2
            rect = QRectF(centre.x() - w / 2 + off, centre.y() - h / 2 + off, w, h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawRoundedRect(rect.translated(1, 1.5), 4, 4)
            cardart.paint_card_back(painter, rect, self.back_style)


class LabelItem(QGraphicsItem):
    """Text on the felt, with a faint shadow so it stays legible."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(95)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._spec: tuple[object, ...] = ()
        self._text = ""
        self._font = QFont("DejaVu Sans")
        self._colour = QColor("#ffffff")
        self._rect = QRectF()

    def text(self) -> str:
        return self._text

    def forget(self) -> None:
        """Lay the text out again on the next `apply` (the theme's colours changed)."""
        self._spec = ()

    def font(self) -> QFont:
        return QFont(self._font)

    def room(self) -> float:
        return float(self._spec[7]) if self._spec else 0.0  # type: ignore[arg-type]

    def apply(
        self,
        text: str,
        x: float,
        y: float,
        align: str,
        size: float,
        bold: bool,
        colour: str,
        room: float = 0.0,
    ) -> None:
        """Show ``text`` at (x, y); a text wider than ``room`` (when given) is elided to fit it."""
        spec = (text, x, y, align, size, bold, colour, room)
        if spec == self._spec:
            return
        self._spec = spec
        self.prepareGeometryChange()
        self._text = text
        self._font = QFont("DejaVu Sans")
        self._font.setPixelSize(round(size))
        self._font.setBold(bold)
        self._colour = table_theme().text(colour)
        metrics = QFontMetricsF(self._font)
        if room > 0 and metrics.horizontalAdvance(text) > room:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
            self._text = text
        width = metrics.horizontalAdvance(text)
        self._rect = QRectF(0, 0, width + 2, metrics.height() + 2)
        dx = {"left": 0.0, "centre": width / 2, "right": width}[align]
        self.setPos(round(x - dx), round(y))  # whole pixels: its cached text is never blitted off its phase
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setFont(self._font)
        rect = self._rect.adjusted(0, 0, -2, -2)
        if table_theme().text_shadow:
            painter.setPen(QColor(0, 0, 0, 120))
            painter.drawText(
                rect.translated(1, 1), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self._text
            )
        painter.setPen(self._colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self._text)
