"""The project's own vector card art, painted with QPainter.

Everything is drawn in a unit space of 63 × 88 points (a real card's
millimetres) and scaled to the target rectangle, so the cards stay crisp at any
size and device pixel ratio. Suits are vector paths of our own; text (indices,
court letters, "JOKER") is turned into paths too, so SVG exports need no font.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from canasta_desktop.engine.cards import Card, Rank, Suit

CARD_WIDTH = 63.0
CARD_HEIGHT = 88.0
#: Below this on-screen height (logical px) a card shows a simplified face.
SMALL_FACE_HEIGHT = 60.0

RED = QColor("#b3122e")
BLACK = QColor("#16161a")
FACE = QColor("#ffffff")
BORDER = QColor("#7d7d84")
GOLD = QColor("#d9a928")
COURT_TINT = QColor("#fbf4e2")
_CORNER_RADIUS = 3.2
_CENTRE = QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)

# Standard pip layouts: (column, row) with column -1/0/1 and row 0 (top) .. 1 (bottom).
_T = 1 / 3
_PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: ((-1, 0), (1, 0), (-1, _T), (1, _T), (0, 0.5), (-1, 2 * _T), (1, 2 * _T), (-1, 1), (1, 1)),
    10: ((-1, 0), (1, 0), (0, _T / 2), (-1, _T), (1, _T), (-1, 2 * _T), (1, 2 * _T),
         (0, 1 - _T / 2), (-1, 1), (1, 1)),
}
_PIP_SIZE = 10.5
_PIP_COLUMN_STEP = 13.0
_PIP_TOP = 15.0
_PIP_BOTTOM = 73.0


# --------------------------------------------------------------------------- suits


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.97))
    p.cubicTo(0.38, 0.82, 0.02, 0.62, 0.02, 0.31)
    p.cubicTo(0.02, 0.13, 0.14, 0.03, 0.28, 0.03)
    p.cubicTo(0.39, 0.03, 0.47, 0.10, 0.5, 0.21)
    p.cubicTo(0.53, 0.10, 0.61, 0.03, 0.72, 0.03)
    p.cubicTo(0.86, 0.03, 0.98, 0.13, 0.98, 0.31)
    p.cubicTo(0.98, 0.62, 0.62, 0.82, 0.5, 0.97)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.quadTo(0.65, 0.28, 0.9, 0.5)
    p.quadTo(0.65, 0.72, 0.5, 1.0)
    p.quadTo(0.35, 0.72, 0.1, 0.5)
    p.quadTo(0.35, 0.28, 0.5, 0.0)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.cubicTo(0.62, 0.16, 0.98, 0.32, 0.98, 0.57)
    p.cubicTo(0.98, 0.72, 0.87, 0.80, 0.74, 0.80)
    p.cubicTo(0.64, 0.80, 0.57, 0.75, 0.53, 0.68)
    p.cubicTo(0.54, 0.83, 0.60, 0.93, 0.70, 1.0)
    p.lineTo(0.30, 1.0)
    p.cubicTo(0.40, 0.93, 0.46, 0.83, 0.47, 0.68)
    p.cubicTo(0.43, 0.75, 0.36, 0.80, 0.26, 0.80)
    p.cubicTo(0.13, 0.80, 0.02, 0.72, 0.02, 0.57)
    p.cubicTo(0.02, 0.32, 0.38, 0.16, 0.5, 0.0)
    p.closeSubpath()
    return p


def _club() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    r = 0.225
    for cx, cy in ((0.5, 0.25), (0.255, 0.57), (0.745, 0.57)):
        p.addEllipse(QPointF(cx, cy), r, r)
    # The stem, drawn clockwise like the circles so the winding fill unites them.
    p.moveTo(0.46, 0.45)
    p.lineTo(0.54, 0.45)
    p.cubicTo(0.55, 0.80, 0.60, 0.92, 0.71, 1.0)
    p.lineTo(0.29, 1.0)
    p.cubicTo(0.40, 0.92, 0.45, 0.80, 0.46, 0.45)
    p.closeSubpath()
    p.addEllipse(QPointF(0.5, 0.52), 0.12, 0.12)
    return p


_SUIT_BUILDERS = {Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.SPADES: _spade, Suit.CLUBS: _club}


def suit_path(suit: Suit) -> QPainterPath:
    """The suit symbol as a vector path in the unit box (0, 0)–(1, 1)."""
    return QPainterPath(_suit_path_cached(suit))


@lru_cache(maxsize=None)
def _suit_path_cached(suit: Suit) -> QPainterPath:
    return _SUIT_BUILDERS[suit]()


def _placed(path: QPainterPath, centre: QPointF, size: float, flip: bool = False) -> QPainterPath:
    """A unit-box path scaled to ``size`` and centred on ``centre``, maybe upside down."""
    t = QTransform()
    t.translate(centre.x(), centre.y())
    if flip:
        t.rotate(180)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    return t.map(path)


def _pip(suit: Suit, x: float, y: float, size: float, flip: bool = False) -> QPainterPath:
    return _placed(_suit_path_cached(suit), QPointF(x, y), size, flip)


# --------------------------------------------------------------------------- text as paths


def _font(serif: bool) -> QFont:
    font = QFont()
    if serif:
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman"])
        font.setStyleHint(QFont.StyleHint.Serif)
    else:
        font.setFamilies(["DejaVu Sans", "Arial", "Helvetica"])
        font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPixelSize(100)
    font.setBold(True)
    return font


@lru_cache(maxsize=128)
def _glyphs(text: str, serif: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(QPointF(0, 0), _font(serif), text)
    return path


@lru_cache(maxsize=4)
def _cap_height(serif: bool) -> float:
    return _glyphs("H", serif).boundingRect().height() or 72.0


def _text(text: str, x_centre: float, top: float, cap: float, *, serif: bool = True,
          max_width: float | None = None) -> QPainterPath:
    """``text`` as a path whose capital letters span ``top``..``top + cap``."""
    glyphs = _glyphs(text, serif)
    box = glyphs.boundingRect()
    sy = cap / _cap_height(serif)
    sx = sy
    if max_width is not None and box.width() * sx > max_width:
        sx = max_width / box.width()
    t = QTransform()
    t.translate(x_centre, top + cap)
    t.scale(sx, sy)
    t.translate(-box.center().x(), 0)
    return t.map(glyphs)


def _rotated_copy(path: QPainterPath) -> QPainterPath:
    """``path`` turned 180° about the card's centre, for the lower half of the card."""
    t = QTransform()
    t.translate(_CENTRE.x(), _CENTRE.y())
    t.rotate(180)
    t.translate(-_CENTRE.x(), -_CENTRE.y())
    return t.map(path)


def _both_ends(path: QPainterPath) -> QPainterPath:
    return _joined(path, _rotated_copy(path))


def _joined(*paths: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for path in paths:
        out.addPath(path)
    return out


# --------------------------------------------------------------------------- faces


_RANK_LABELS = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J", Rank.TEN: "10"}


def rank_label(rank: Rank) -> str:
    """The index text of a rank: A, 2–10, J, Q, K."""
    return _RANK_LABELS.get(rank, str(int(rank)))


def card_colour(card: Card) -> QColor:
    return RED if card.is_red else BLACK


def _scale_of(transform: QTransform) -> float:
    return math.sqrt(abs(transform.determinant()))


def _enter_unit_space(painter: QPainter, rect: QRectF) -> float:
    """Map the 63 × 88 unit space onto ``rect``; returns the apparent height in px."""
    apparent = rect.height() * _scale_of(painter.worldTransform())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
    return apparent


def _hairline(apparent_height: float, px: float = 1.0) -> float:
    """A line width in units that is about ``px`` screen pixels, never thinner than 0.35."""
    return max(0.35, px * CARD_HEIGHT / max(apparent_height, 1.0))


def _card_outline(inset: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    radius = max(_CORNER_RADIUS - inset, 0.5)
    path.addRoundedRect(QRectF(inset, inset, CARD_WIDTH - 2 * inset, CARD_HEIGHT - 2 * inset),
                        radius, radius)
    return path


def _paint_blank(painter: QPainter, apparent: float) -> None:
    width = _hairline(apparent, 0.8)
    painter.setPen(QPen(BORDER, width))
    painter.setBrush(FACE)
    painter.drawPath(_card_outline(width / 2))


def paint_card_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """Paint ``card`` face up into ``rect`` (any size; proportions should be 63 × 88)."""
    painter.save()
    apparent = _enter_unit_space(painter, rect)
    _paint_blank(painter, apparent)
    if apparent < SMALL_FACE_HEIGHT:
        _paint_small_face(painter, card)
    elif card.is_joker:
        _paint_joker(painter, card, apparent)
    elif card.rank >= Rank.JACK and card.rank != Rank.ACE:
        _paint_court(painter, card, apparent)
    else:
        _paint_pips(painter, card)
    painter.restore()


def _index_path(card: Card) -> QPainterPath:
    """Rank and suit in the top-left corner and, upside down, the bottom-right one."""
    assert card.suit is not None
    label = rank_label(card.rank)
    rank = _text(label, 6.4, 4.0, 8.6, max_width=10.5)
    suit = _pip(card.suit, 6.4, 19.3, 6.8)
    return _both_ends(_joined(rank, suit))


def _paint_pips(painter: QPainter, card: Card) -> None:
    assert card.suit is not None
    colour = card_colour(card)
    painter.fillPath(_index_path(card), colour)
    if card.rank == Rank.ACE:
        _paint_ace_centre(painter, card.suit, colour)
        return
    pips = QPainterPath()
    for column, row in _PIP_LAYOUTS[int(card.rank)]:
        x = _CENTRE.x() + column * _PIP_COLUMN_STEP
        y = _PIP_TOP + row * (_PIP_BOTTOM - _PIP_TOP)
        pips.addPath(_pip(card.suit, x, y, _PIP_SIZE, flip=row > 0.5))
    painter.fillPath(pips, colour)


def _paint_ace_centre(painter: QPainter, suit: Suit, colour: QColor) -> None:
    size = 30.0 if suit == Suit.SPADES else 24.0
    if suit == Suit.SPADES:
        painter.setPen(QPen(colour, 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(_CENTRE, 19.0, 19.0)
        painter.drawEllipse(_CENTRE, 20.2, 20.2)
    painter.fillPath(_pip(suit, _CENTRE.x(), _CENTRE.y(), size), colour)


# --------------------------------------------------------------------------- court cards

_FRAME = QRectF(14.5, 9.0, 34.0, 70.0)


def _crown_king() -> QPainterPath:
    p = QPainterPath(QPointF(-9, 9))
    for x, y in ((-9, 0.5), (-4.5, 5), (0, -0.5), (4.5, 5), (9, 0.5), (9, 9)):
        p.lineTo(x, y)
    p.closeSubpath()
    for x, y in ((-9, 0.5), (0, -0.5), (9, 0.5)):
        p.addEllipse(QPointF(x, y), 1.3, 1.3)
    return p


def _crown_queen() -> QPainterPath:
    p = QPainterPath(QPointF(-8, 9))
    p.lineTo(-8, 5)
    p.quadTo(-6, 1, -4, 4.5)
    p.quadTo(-2, 0, 0, 1.5)
    p.quadTo(2, 0, 4, 4.5)
    p.quadTo(6, 1, 8, 5)
    p.lineTo(8, 9)
    p.closeSubpath()
    p.addEllipse(QPointF(0, -0.3), 1.5, 1.5)
    return p


def _cap_jack() -> QPainterPath:
    p = QPainterPath(QPointF(-8, 9))
    p.cubicTo(-8, 2, 8, 2, 8, 9)
    p.closeSubpath()
    p.moveTo(1, 4)
    p.cubicTo(4, -1, 9, -1, 11, 0)
    p.cubicTo(8, 1, 5, 3, 2.5, 5.5)
    p.closeSubpath()
    return p


_EMBLEMS = {Rank.KING: _crown_king, Rank.QUEEN: _crown_queen, Rank.JACK: _cap_jack}


def _court_half(card: Card) -> tuple[QPainterPath, QPainterPath]:
    """The letter and suits (ink) and the emblem (gold) of the upper half."""
    assert card.suit is not None
    cx = _CENTRE.x()
    letter = _text(rank_label(card.rank), cx, 24.0, 13.5)
    suits = _joined(_pip(card.suit, cx - 11.0, 30.5, 6.0), _pip(card.suit, cx + 11.0, 30.5, 6.0))
    t = QTransform()
    t.translate(cx, 11.5)
    emblem = t.map(_EMBLEMS[card.rank]())
    return _joined(letter, suits), emblem


def _paint_court(painter: QPainter, card: Card, apparent: float) -> None:
    colour = card_colour(card)
    painter.fillPath(_index_path(card), colour)
    line = _hairline(apparent, 0.8)
    painter.setPen(QPen(colour, line))
    painter.setBrush(COURT_TINT)
    painter.drawRoundedRect(_FRAME, 1.5, 1.5)
    painter.setPen(QPen(GOLD, line))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_FRAME.adjusted(1.3, 1.3, -1.3, -1.3), 1.0, 1.0)
    painter.drawLine(QPointF(_FRAME.left() + 3, _CENTRE.y()), QPointF(_FRAME.right() - 3, _CENTRE.y()))
    painter.fillPath(_pip(card.suit or Suit.HEARTS, _CENTRE.x(), _CENTRE.y(), 4.0), GOLD)
    ink, emblem = _court_half(card)
    painter.fillPath(_both_ends(ink), colour)
    painter.setPen(QPen(colour, line * 0.8))
    painter.setBrush(GOLD)
    painter.drawPath(_both_ends(emblem))


# --------------------------------------------------------------------------- jokers


def _star(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.pi * i / points - math.pi / 2
        point = QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


def _vertical_word(word: str, x: float, top: float, cap: float, step: float) -> QPainterPath:
    return _joined(*(_text(ch, x, top + i * step, cap, serif=False) for i, ch in enumerate(word)))


def _jester_cap(cx: float, base: float) -> tuple[QPainterPath, QPainterPath]:
    """The jester's cap: three curling points (body) and their bells."""
    body = QPainterPath(QPointF(cx - 12, base))
    body.cubicTo(cx - 14, base - 8, cx - 20, base - 14, cx - 19, base - 20)
    body.cubicTo(cx - 13, base - 16, cx - 8, base - 12, cx - 5, base - 9)
    body.cubicTo(cx - 5, base - 16, cx - 3, base - 22, cx, base - 25)
    body.cubicTo(cx + 3, base - 22, cx + 5, base - 16, cx + 5, base - 9)
    body.cubicTo(cx + 8, base - 12, cx + 13, base - 16, cx + 19, base - 20)
    body.cubicTo(cx + 20, base - 14, cx + 14, base - 8, cx + 12, base)
    body.closeSubpath()
    bells = QPainterPath()
    for x, y in ((cx - 19, base - 20), (cx, base - 25), (cx + 19, base - 20)):
        bells.addEllipse(QPointF(x, y), 2.2, 2.2)
    return body, bells


def _paint_joker(painter: QPainter, card: Card, apparent: float) -> None:
    colour = card_colour(card)
    word = _vertical_word("JOKER", 6.4, 4.5, 5.6, 7.4)
    word.addPath(_star(QPointF(6.4, 44.0), 3.4, 1.4))
    painter.fillPath(_both_ends(word), colour)
    line = _hairline(apparent, 0.8)
    cx = _CENTRE.x()
    body, bells = _jester_cap(cx, 44.0)
    painter.setPen(QPen(colour, line))
    painter.setBrush(colour)
    painter.drawPath(body)
    painter.setBrush(GOLD)
    painter.drawPath(bells)
    band = QPainterPath()
    band.addRoundedRect(QRectF(cx - 13.5, 43.0, 27.0, 4.0), 1.5, 1.5)
    painter.drawPath(band)
    painter.setBrush(colour)
    painter.drawPath(_star(QPointF(cx, 60.0), 10.0, 4.2))


# --------------------------------------------------------------------------- small faces


def _paint_small_face(painter: QPainter, card: Card) -> None:
    """A legible face for small sizes: a big index and a big suit symbol."""
    colour = card_colour(card)
    if card.is_joker:
        ink = _vertical_word("JOKER", 11.0, 5.0, 11.0, 15.5)
        ink.addPath(_star(QPointF(41.0, 56.0), 17.0, 7.0))
        painter.fillPath(ink, colour)
        return
    assert card.suit is not None
    if card.rank >= Rank.JACK and card.rank != Rank.ACE:
        painter.fillRect(QRectF(27.0, 36.0, 31.0, 46.0), COURT_TINT)
    rank = _text(rank_label(card.rank), 12.5, 5.0, 22.0, max_width=21.0)
    suit = _pip(card.suit, 12.5, 40.0, 17.0)
    big = _pip(card.suit, 42.5, 60.0, 28.0)
    painter.fillPath(_joined(rank, suit, big), colour)


# --------------------------------------------------------------------------- backs

BACK_STYLES = 2
_BACK_COLOURS = ((QColor("#1d3f8f"), QColor("#6d8fdc")), (QColor("#7a0f22"), QColor("#e08a94")))
_BACK_MARGIN = 3.2


def paint_card_back(painter: QPainter, rect: QRectF, style: int = 0) -> None:
    """Paint a card back: style 0 blue lattice, style 1 red rosettes."""
    painter.save()
    apparent = _enter_unit_space(painter, rect)
    _paint_blank(painter, apparent)
    base, light = _BACK_COLOURS[style % BACK_STYLES]
    field = _card_outline(_BACK_MARGIN)
    painter.fillPath(field, base)
    painter.setClipPath(field)
    if style % BACK_STYLES == 0:
        _paint_lattice(painter, light)
    else:
        _paint_rosettes(painter, light)
    painter.setClipping(False)
    painter.setPen(QPen(QColor(255, 255, 255, 200), 0.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_card_outline(_BACK_MARGIN + 1.6))
    painter.restore()


def _paint_lattice(painter: QPainter, light: QColor) -> None:
    step = 4.2
    painter.setPen(QPen(light, 0.55))
    span = CARD_WIDTH + CARD_HEIGHT
    offset = -CARD_HEIGHT
    while offset < CARD_WIDTH + CARD_HEIGHT:
        painter.drawLine(QPointF(offset, 0), QPointF(offset + span, span))
        painter.drawLine(QPointF(offset + span, 0), QPointF(offset, span))
        offset += step
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light)
    painter.drawPath(_star(_CENTRE, 9.0, 3.8, 8))


def _rosette(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(8):
        angle = math.pi * i / 4
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.rotate(math.degrees(angle))
        petal = QPainterPath()
        petal.addEllipse(QPointF(radius * 0.55, 0), radius * 0.45, radius * 0.2)
        path.addPath(t.map(petal))
    return path


def _paint_rosettes(painter: QPainter, light: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light)
    step = 8.0
    row = 0
    y = 0.0
    while y < CARD_HEIGHT + step:
        x = (step / 2) * (row % 2)
        while x < CARD_WIDTH + step:
            painter.drawPath(_rosette(QPointF(x, y), 3.4))
            x += step
        y += step / 2 * 1.0
        row += 1
    centre = QPainterPath()
    centre.addEllipse(_CENTRE, 10.0, 10.0)
    painter.setBrush(_BACK_COLOURS[1][0])
    painter.setPen(QPen(light, 0.6))
    painter.drawPath(centre)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light)
    painter.drawPath(_rosette(_CENTRE, 9.0))


# --------------------------------------------------------------------------- images


def card_size_for_width(width_px: int) -> tuple[int, int]:
    """Pixel size of a card ``width_px`` wide in the standard proportions."""
    return width_px, round(width_px * CARD_HEIGHT / CARD_WIDTH)


def render_card_image(card: Card | None, width_px: int, device_pixel_ratio: float = 1.0,
                      back_style: int = 0) -> QImage:
    """The card's face (or back when ``card`` is None) on a transparent image."""
    width, height = card_size_for_width(width_px)
    image = QImage(round(width * device_pixel_ratio), round(height * device_pixel_ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, height), card, back_style)
    painter.end()
    return image


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, back_style: int = 0) -> None:
    """The face of ``card``, or a back of ``back_style`` when ``card`` is None."""
    if card is None:
        paint_card_back(painter, rect, back_style)
    else:
        paint_card_face(painter, rect, card)


__all__ = [
    "BACK_STYLES", "BLACK", "CARD_HEIGHT", "CARD_WIDTH", "RED", "SMALL_FACE_HEIGHT",
    "card_colour", "card_size_for_width", "paint_card", "paint_card_back", "paint_card_face",
    "rank_label", "render_card_image", "suit_path",
]
