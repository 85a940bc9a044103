"""The project's own vector card art, painted with QPainter.

Everything is drawn in a unit space of 63 × 88 points (a real card's
millimetres) scaled onto the target rectangle, so cards stay crisp at any size
and device pixel ratio. Suits are our own vector paths; text (indices, court
letters, "JOKER") is turned into paths too, so SVG exports need no font. Below
:data:`SMALL_FACE_HEIGHT` on-screen pixels a face is simplified to a big index
and a big suit so it stays legible.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QTransform

from canasta_desktop.engine.cards import Card, Rank, Suit

CARD_WIDTH = 63.0
CARD_HEIGHT = 88.0
#: Below this on-screen height (logical px) a card shows a simplified face.
SMALL_FACE_HEIGHT = 80.0
BACK_STYLES = 2

RED = QColor("#b3122e")
BLACK = QColor("#16161a")
FACE = QColor("#ffffff")
BORDER = QColor("#7d7d84")
GOLD = QColor("#d9a928")
COURT_TINT = QColor("#fbf4e2")
_BACK_COLOURS = ((QColor("#1d3f8f"), QColor("#6d8fdc")), (QColor("#7a0f22"), QColor("#e08a94")))
_CORNER_RADIUS = 3.2
_BACK_MARGIN = 3.2
_CENTRE = QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)

# Standard pip layouts: (column, row), column -1/0/1, row 0 (top) .. 1 (bottom).
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
_FRAME = QRectF(14.5, 9.0, 34.0, 70.0)  # the court cards' picture frame


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
    # Three leaves, a stem and a centre disc, all turning the same way so the
    # winding fill unites them.
    p = _joined()
    for cx, cy in ((0.5, 0.235), (0.245, 0.585), (0.755, 0.585)):
        p.addEllipse(QPointF(cx, cy), 0.22, 0.22)
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
    return QPainterPath(_suit_path(suit))


@lru_cache(maxsize=None)
def _suit_path(suit: Suit) -> QPainterPath:
    return _SUIT_BUILDERS[suit]()


def _pip(suit: Suit, x: float, y: float, size: float, flip: bool = False) -> QPainterPath:
    """The suit ``size`` units tall centred on (x, y), upside down with ``flip``."""
    t = QTransform()
    t.translate(x, y)
    if flip:
        t.rotate(180)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    return t.map(_suit_path(suit))


# --------------------------------------------------------------------------- path helpers


def _joined(*paths: QPainterPath) -> QPainterPath:
    """One winding-fill path holding all of ``paths``."""
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for path in paths:
        out.addPath(path)
    return out


def _both_ends(path: QPainterPath) -> QPainterPath:
    """``path`` plus its copy turned 180° about the card's centre."""
    t = QTransform()
    t.translate(_CENTRE.x(), _CENTRE.y())
    t.rotate(180)
    t.translate(-_CENTRE.x(), -_CENTRE.y())
    return _joined(path, t.map(path))


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


@lru_cache(maxsize=64)
def _glyphs(text: str, serif: bool) -> QPainterPath:
    path = QPainterPath()
    path.addText(QPointF(0, 0), _font(serif), text)
    return path


def _text(text: str, x_centre: float, top: float, cap: float, *, serif: bool = True,
          max_width: float | None = None) -> QPainterPath:
    """``text`` as a path centred on ``x_centre``, capitals spanning ``top``..``top + cap``."""
    glyphs = _glyphs(text, serif)
    box = glyphs.boundingRect()
    sy = cap / (_glyphs("H", serif).boundingRect().height() or 72.0)
    sx = sy if max_width is None else min(sy, max_width / max(box.width(), 1.0))
    t = QTransform()
    t.translate(x_centre, top + cap)
    t.scale(sx, sy)
    t.translate(-box.center().x(), 0)
    return t.map(glyphs)


def _vertical_word(word: str, x: float, top: float, cap: float, step: float) -> QPainterPath:
    return _joined(*(_text(ch, x, top + i * step, cap, serif=False) for i, ch in enumerate(word)))


# --------------------------------------------------------------------------- faces

_RANK_LABELS = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J", Rank.TEN: "10"}


def rank_label(rank: Rank) -> str:
    """The index text of a rank: A, 2–10, J, Q, K (JOKER for jokers)."""
    return "JOKER" if rank == Rank.JOKER else _RANK_LABELS.get(rank, str(int(rank)))


def card_colour(card: Card) -> QColor:
    """The ink of a card: deep red or near black."""
    return RED if card.is_red else BLACK


def _is_court(rank: Rank) -> bool:
    return rank in (Rank.JACK, Rank.QUEEN, Rank.KING)


def _enter_unit_space(painter: QPainter, rect: QRectF) -> float:
    """Map the 63 × 88 unit space onto ``rect``; returns the card's on-screen height."""
    apparent = rect.height() * math.sqrt(abs(painter.worldTransform().determinant()))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
    return apparent


def _hairline(apparent_height: float, px: float = 0.8) -> float:
    """A line width in units of about ``px`` screen pixels, never thinner than 0.35 units."""
    return max(0.35, px * CARD_HEIGHT / max(apparent_height, 1.0))


def _paint_blank(painter: QPainter, apparent: float, hole: QRectF | None = None) -> None:
    """The white card with its thin border and rounded corners, maybe with a ``hole``."""
    width = _hairline(apparent)
    inset = width / 2
    radius = _CORNER_RADIUS - inset
    card = QPainterPath()
    card.addRoundedRect(QRectF(inset, inset, CARD_WIDTH - width, CARD_HEIGHT - width), radius, radius)
    if hole is not None:
        card.addRect(hole)  # the odd-even fill leaves it open
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FACE)
    painter.drawPath(card)
    painter.setPen(QPen(BORDER, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(card.boundingRect(), radius, radius)


def paint_card_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """Paint ``card`` face up into ``rect`` (any size; best in 63 × 88 proportions)."""
    painter.save()
    apparent = _enter_unit_space(painter, rect)
    _paint_blank(painter, apparent)
    if apparent < SMALL_FACE_HEIGHT:
        _paint_small_face(painter, card, apparent)
    elif card.is_joker:
        _paint_joker(painter, card, apparent)
    elif _is_court(card.rank):
        _paint_court(painter, card, apparent)
    else:
        _paint_pips(painter, card)
    painter.restore()


@lru_cache(maxsize=64)
def _index_path(rank: Rank, suit: Suit) -> QPainterPath:
    """Rank and suit in the top-left corner and, upside down, in the bottom-right one."""
    label = _text(rank_label(rank), 6.4, 4.0, 8.6, max_width=9.8)
    return _both_ends(_joined(label, _pip(suit, 6.4, 19.6, 7.4)))


@lru_cache(maxsize=64)
def _pips_path(rank: Rank, suit: Suit) -> QPainterPath:
    """The index and the pips of a 2–10 in the standard layout."""
    pips = _joined(_index_path(rank, suit))
    for column, row in _PIP_LAYOUTS[int(rank)]:
        x = _CENTRE.x() + column * _PIP_COLUMN_STEP
        y = _PIP_TOP + row * (_PIP_BOTTOM - _PIP_TOP)
        pips.addPath(_pip(suit, x, y, _PIP_SIZE, flip=row > 0.5))
    return pips


def _paint_pips(painter: QPainter, card: Card) -> None:
    assert card.suit is not None
    colour = card_colour(card)
    if card.rank != Rank.ACE:
        painter.fillPath(_pips_path(card.rank, card.suit), colour)
        return
    painter.fillPath(_index_path(card.rank, card.suit), colour)
    if card.suit == Suit.SPADES:  # the ace of spades gets its traditional flourish
        painter.setPen(QPen(colour, 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(_CENTRE, 19.0, 19.0)
        painter.drawEllipse(_CENTRE, 20.2, 20.2)
    size = 30.0 if card.suit == Suit.SPADES else 24.0
    painter.fillPath(_pip(card.suit, _CENTRE.x(), _CENTRE.y(), size), colour)


# --------------------------------------------------------------------------- court cards


def _crown_king() -> tuple[QPainterPath, QPainterPath]:
    """A spiked crown and the jewels on its points."""
    body = QPainterPath(QPointF(-10, 10))
    for x, y in ((-10.5, 1.5), (-5.5, 6), (0, 0), (5.5, 6), (10.5, 1.5), (10, 10)):
        body.lineTo(x, y)
    body.closeSubpath()
    jewels = _joined()
    for x, y in ((-10.5, 1.5), (0, 0), (10.5, 1.5)):
        jewels.addEllipse(QPointF(x, y), 1.5, 1.5)
    return body, jewels


def _crown_queen() -> tuple[QPainterPath, QPainterPath]:
    """A domed crown with an orb and a row of pearls."""
    body = QPainterPath(QPointF(-8.5, 10))
    body.lineTo(-8.5, 7)
    body.cubicTo(-8.5, 1.5, -3, 2.5, 0, 3)
    body.cubicTo(3, 2.5, 8.5, 1.5, 8.5, 7)
    body.lineTo(8.5, 10)
    body.closeSubpath()
    jewels = _joined()
    jewels.addEllipse(QPointF(0, 0.8), 2.1, 2.1)
    for x in (-5.5, -2.75, 0.0, 2.75, 5.5):
        jewels.addEllipse(QPointF(x, 8.2), 0.9, 0.9)
    return body, jewels


def _fleur_de_lis() -> tuple[QPainterPath, QPainterPath]:
    """A fleur-de-lis (petals and foot) and the band that ties it."""
    petals = QPainterPath(QPointF(0, -0.5))
    petals.cubicTo(3.2, 2.0, 3.2, 5.5, 1.0, 8.0)
    petals.lineTo(-1.0, 8.0)
    petals.cubicTo(-3.2, 5.5, -3.2, 2.0, 0, -0.5)
    petals.closeSubpath()
    for side in (-1, 1):
        petal = QPainterPath(QPointF(side * 1.0, 8.0))
        petal.cubicTo(side * 1.0, 4.0, side * 6.5, 1.5, side * 8.5, 4.0)
        petal.cubicTo(side * 9.8, 5.8, side * 8.0, 7.6, side * 6.6, 6.6)
        petal.cubicTo(side * 7.8, 5.6, side * 6.8, 4.4, side * 5.6, 4.8)
        petal.cubicTo(side * 3.8, 5.4, side * 3.0, 7.0, side * 3.0, 8.0)
        petal.closeSubpath()
        petals.addPath(petal if side > 0 else petal.toReversed())
    petals.moveTo(-1.3, 9.2)
    petals.cubicTo(-1.6, 10.4, -3.0, 11.0, -4.2, 11.0)
    petals.lineTo(4.2, 11.0)
    petals.cubicTo(3.0, 11.0, 1.6, 10.4, 1.3, 9.2)
    petals.closeSubpath()
    petals.setFillRule(Qt.FillRule.WindingFill)
    band = _joined()
    band.addRoundedRect(QRectF(-4.6, 7.5, 9.2, 2.0), 0.8, 0.8)
    return petals, band


_EMBLEMS = {Rank.KING: _crown_king, Rank.QUEEN: _crown_queen, Rank.JACK: _fleur_de_lis}


@lru_cache(maxsize=16)
def _court_paths(rank: Rank, suit: Suit) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A court card's ink (index, letters, suits), emblems and jewels, both halves."""
    cx = _CENTRE.x()
    letter = _text(rank_label(rank), cx, 25.0, 13.0)
    letter.translate(0, 31.5 - letter.boundingRect().center().y())
    suits = _joined(_pip(suit, cx - 11.5, 31.5, 6.0), _pip(suit, cx + 11.5, 31.5, 6.0))
    ink = _joined(_index_path(rank, suit), _both_ends(_joined(letter, suits)))
    t = QTransform()
    t.translate(cx, 11.5)
    body, jewels = _EMBLEMS[rank]()
    return ink, _both_ends(t.map(body)), _both_ends(t.map(jewels))


def _paint_court_frame(painter: QPainter, suit: Suit, colour: QColor, line: float) -> None:
    """The tinted picture frame with a gold inner line split at the middle."""
    painter.setPen(QPen(colour, line))
    painter.setBrush(COURT_TINT)
    painter.drawRoundedRect(_FRAME, 1.5, 1.5)
    painter.setPen(QPen(GOLD, line))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_FRAME.adjusted(1.3, 1.3, -1.3, -1.3), 1.0, 1.0)
    cx, cy = _CENTRE.x(), _CENTRE.y()
    painter.drawLine(QPointF(_FRAME.left() + 3, cy), QPointF(cx - 4, cy))
    painter.drawLine(QPointF(cx + 4, cy), QPointF(_FRAME.right() - 3, cy))
    painter.fillPath(_pip(suit, cx, cy, 5.0), GOLD)


def _paint_court(painter: QPainter, card: Card, apparent: float) -> None:
    assert card.suit is not None
    colour = card_colour(card)
    line = _hairline(apparent)
    _paint_court_frame(painter, card.suit, colour, line)
    ink, body, jewels = _court_paths(card.rank, card.suit)
    painter.fillPath(ink, colour)
    painter.setPen(QPen(colour, line * 0.8))
    painter.setBrush(GOLD)
    painter.drawPath(body)
    painter.setBrush(colour)
    painter.drawPath(jewels)


# --------------------------------------------------------------------------- jokers


@lru_cache(maxsize=1)
def _joker_index() -> QPainterPath:
    """ "JOKER" down the corner with a star under it, at both ends."""
    word = _vertical_word("JOKER", 6.4, 4.5, 5.6, 7.4)
    word.addPath(_star(QPointF(6.4, 44.0), 3.4, 1.4))
    return _both_ends(word)


def _jester_cap() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A jester's cap standing on (0, 0): the side points, the middle point, the bells."""
    sides = QPainterPath(QPointF(-12, 0))
    sides.cubicTo(-13, -9, -18, -17, -25, -13)
    sides.cubicTo(-19, -19, -10, -16, -4, -9)
    sides.lineTo(4, -9)
    sides.cubicTo(10, -16, 19, -19, 25, -13)
    sides.cubicTo(18, -17, 13, -9, 12, 0)
    sides.closeSubpath()
    middle = QPainterPath(QPointF(-6, 0))
    middle.cubicTo(-6, -12, -3, -22, 0, -27)
    middle.cubicTo(3, -22, 6, -12, 6, 0)
    middle.closeSubpath()
    bells = _joined()
    for x, y in ((-25, -11.5), (0, -27.5), (25, -11.5)):
        bells.addEllipse(QPointF(x, y), 2.4, 2.4)
    bells.addRoundedRect(QRectF(-14, -1.5, 28, 4.5), 2, 2)
    return sides, middle, bells


def _paint_joker(painter: QPainter, card: Card, apparent: float) -> None:
    colour = card_colour(card)
    line = _hairline(apparent)
    painter.fillPath(_joker_index(), colour)
    painter.save()
    painter.translate(_CENTRE.x(), 42.0)
    painter.scale(0.82, 0.82)
    sides, middle, bells = _jester_cap()
    painter.setPen(QPen(colour, line))
    painter.setBrush(colour)
    painter.drawPath(sides)
    painter.setBrush(GOLD)
    painter.drawPath(middle)
    painter.drawPath(bells)
    painter.restore()
    painter.setPen(QPen(GOLD, line * 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(_CENTRE.x(), 60.0), 12.5, 12.5)
    painter.fillPath(_star(QPointF(_CENTRE.x(), 60.5), 10.5, 4.3), colour)


# --------------------------------------------------------------------------- small faces


@lru_cache(maxsize=64)
def _small_ink(rank: Rank, suit: Suit | None) -> QPainterPath:
    """A big index in the corner and a big suit (or star) in the lower right."""
    if suit is None:
        ink = _vertical_word("JOKER", 11.0, 5.0, 11.0, 15.5)
        ink.addPath(_star(QPointF(41.0, 56.0), 17.0, 7.0))
        return ink
    label = _text(rank_label(rank), 12.5, 5.0, 22.0, max_width=21.0)
    return _joined(label, _pip(suit, 12.5, 42.5, 17.0), _pip(suit, 42.5, 60.0, 28.0))


def _paint_small_face(painter: QPainter, card: Card, apparent: float) -> None:
    """A face legible at small sizes; court cards keep a hint of their gold frame."""
    if _is_court(card.rank):
        painter.setPen(QPen(GOLD, _hairline(apparent, 1.0)))
        painter.setBrush(COURT_TINT)
        painter.drawRoundedRect(QRectF(26.0, 40.0, 33.0, 44.0), 2.0, 2.0)
    painter.fillPath(_small_ink(card.rank, card.suit), card_colour(card))


# --------------------------------------------------------------------------- backs


def paint_card_back(painter: QPainter, rect: QRectF, style: int = 0) -> None:
    """Paint a card back: style 0 a blue lattice, style 1 a red harlequin."""
    style %= BACK_STYLES
    painter.save()
    apparent = _enter_unit_space(painter, rect)
    base, light = _BACK_COLOURS[style]
    field = _BACK_FIELD
    painter.fillRect(field, base)
    (_paint_lattice if style == 0 else _paint_harlequin)(painter, base, light)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(base, 2.8))  # a plain band inside the margin, overlapping it a little
    painter.drawRect(field.adjusted(1.2, 1.2, -1.2, -1.2))
    painter.setPen(QPen(QColor(255, 255, 255, 210), 0.5))
    painter.drawRoundedRect(field.adjusted(1.6, 1.6, -1.6, -1.6), 1.0, 1.0)
    _paint_blank(painter, apparent, hole=field)
    painter.restore()


_BACK_FIELD = QRectF(_BACK_MARGIN, _BACK_MARGIN, CARD_WIDTH - 2 * _BACK_MARGIN,
                     CARD_HEIGHT - 2 * _BACK_MARGIN)


def _clipped(a: QPointF, b: QPointF, box: QRectF) -> tuple[QPointF, QPointF] | None:
    """The part of segment a–b inside ``box`` (Liang–Barsky); None when outside.

    Clipping by hand rather than with a clip region keeps SVG exports right."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    low, high = 0.0, 1.0
    for p, q in ((-dx, a.x() - box.left()), (dx, box.right() - a.x()),
                 (-dy, a.y() - box.top()), (dy, box.bottom() - a.y())):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
    if low > high:
        return None
    return QPointF(a.x() + low * dx, a.y() + low * dy), QPointF(a.x() + high * dx, a.y() + high * dy)


def _diagonals(painter: QPainter, step: float, slope: float, shift: float = 0.0) -> None:
    """Lines of gradient ±``slope`` across the back's field, ``step`` apart along x."""
    half = CARD_HEIGHT / 2
    run = half / slope
    count = math.ceil((CARD_WIDTH / 2 + run) / step)
    cx, cy = _CENTRE.x(), _CENTRE.y()
    for i in range(-count, count + 1):
        x = cx + shift + i * step
        for a, b in ((QPointF(x - run, cy - half), QPointF(x + run, cy + half)),
                     (QPointF(x + run, cy - half), QPointF(x - run, cy + half))):
            segment = _clipped(a, b, _BACK_FIELD)
            if segment is not None:
                painter.drawLine(*segment)


def _paint_lattice(painter: QPainter, base: QColor, light: QColor) -> None:
    painter.setPen(QPen(light, 0.55))
    _diagonals(painter, 4.6, 1.0)
    _paint_medallion(painter, base, light, _star(_CENTRE, 8.5, 3.4, 8))


def _paint_harlequin(painter: QPainter, base: QColor, light: QColor) -> None:
    """Light diamonds left between broad dark bands, with a fine line along each band."""
    painter.fillRect(_BACK_FIELD, light)
    band = QPen(base, 3.2)
    band.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(band)
    _diagonals(painter, 7.0, 5.0 / 3.5, shift=3.5)
    painter.setPen(QPen(light, 0.3))
    _diagonals(painter, 7.0, 5.0 / 3.5, shift=3.5)
    _paint_medallion(painter, base, light, _rosette(_CENTRE, 9.0))


def _paint_medallion(painter: QPainter, base: QColor, light: QColor, emblem: QPainterPath) -> None:
    """The oval in the middle of a back, with its emblem."""
    painter.setPen(QPen(light, 0.7))
    painter.setBrush(base)
    painter.drawEllipse(_CENTRE, 11.0, 13.5)
    painter.fillPath(emblem, light)


def _rosette(centre: QPointF, radius: float, petals: int = 8) -> QPainterPath:
    path = _joined()
    for i in range(petals):
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.rotate(360.0 * i / petals)
        petal = QPainterPath()
        petal.addEllipse(QPointF(radius * 0.55, 0), radius * 0.45, radius * 0.2)
        path.addPath(t.map(petal))
    return path


# --------------------------------------------------------------------------- images


def card_size_for_width(width_px: int) -> tuple[int, int]:
    """Pixel size of a card ``width_px`` wide in the standard proportions."""
    return width_px, round(width_px * CARD_HEIGHT / CARD_WIDTH)


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, back_style: int = 0) -> None:
    """The face of ``card``, or a back of ``back_style`` when ``card`` is None."""
    if card is None:
        paint_card_back(painter, rect, back_style)
    else:
        paint_card_face(painter, rect, card)


def render_card_image(card: Card | None, width_px: int, device_pixel_ratio: float = 1.0,
                      back_style: int = 0) -> QImage:
    """The card's face (its back when ``card`` is None) on a transparent image.

    The image has ``width_px × device_pixel_ratio`` physical pixels and carries
    the ratio, so it shows ``width_px`` logical pixels wide and sharp.
    """
    width, height = card_size_for_width(width_px)
    image = QImage(round(width * device_pixel_ratio), round(height * device_pixel_ratio),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, height), card, back_style)
    painter.end()
    return image
