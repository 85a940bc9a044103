"""The card art's shared geometry: the 63 × 88 unit space, the suit shapes and path helpers.

Everything is drawn in a unit space of 63 × 88 points (a real card's
millimetres) scaled onto the target rectangle. Suits are our own vector paths;
text is turned into paths too, so SVG exports need no font.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform

from canasta_desktop.engine.cards import Suit

from .card_style import card_style

CARD_WIDTH = 63.0
CARD_HEIGHT = 88.0
CENTRE = QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2)
FACE = QColor("#ffffff")
BORDER = QColor("#7d7d84")
STRONG_BORDER = QColor("#1b1b1b")
_CORNER_RADIUS = 3.2


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
    p = joined()
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


def pip(suit: Suit, x: float, y: float, size: float, flip: bool = False) -> QPainterPath:
    """The suit ``size`` units tall centred on (x, y), upside down with ``flip``."""
    t = QTransform()
    t.translate(x, y)
    if flip:
        t.rotate(180)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    return t.map(_suit_path(suit))


# --------------------------------------------------------------------------- path helpers


def joined(*paths: QPainterPath) -> QPainterPath:
    """One winding-fill path holding all of ``paths``."""
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for path in paths:
        out.addPath(path)
    return out


def both_ends(path: QPainterPath) -> QPainterPath:
    """``path`` plus its copy turned 180° about the card's centre."""
    t = QTransform()
    t.translate(CENTRE.x(), CENTRE.y())
    t.rotate(180)
    t.translate(-CENTRE.x(), -CENTRE.y())
    return joined(path, t.map(path))


def star(centre: QPointF, outer: float, inner: float, points: int = 5) -> QPainterPath:
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


def text_path(
    text: str, x_centre: float, top: float, cap: float, *, serif: bool = True, max_width: float | None = None
) -> QPainterPath:
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


def vertical_word(word: str, x: float, top: float, cap: float, step: float) -> QPainterPath:
    return joined(*(text_path(ch, x, top + i * step, cap, serif=False) for i, ch in enumerate(word)))


# --------------------------------------------------------------------------- the blank card


def enter_unit_space(painter: QPainter, rect: QRectF) -> float:
    """Map the 63 × 88 unit space onto ``rect``; returns the card's on-screen height."""
    apparent = rect.height() * math.sqrt(abs(painter.worldTransform().determinant()))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_WIDTH, rect.height() / CARD_HEIGHT)
    return apparent


def hairline(apparent_height: float, px: float = 0.8) -> float:
    """A line width in units of about ``px`` screen pixels, never thinner than 0.35 units."""
    return max(0.35, px * CARD_HEIGHT / max(apparent_height, 1.0))


def paint_blank(painter: QPainter, apparent: float, hole: QRectF | None = None) -> None:
    """The white card with its thin border and rounded corners, maybe with a ``hole``."""
    high_contrast = card_style().high_contrast
    width = hairline(apparent, 2.0 if high_contrast else 0.8)  # a card stands out from light felt
    inset = width / 2
    radius = _CORNER_RADIUS - inset
    card = QPainterPath()
    card.addRoundedRect(QRectF(inset, inset, CARD_WIDTH - width, CARD_HEIGHT - width), radius, radius)
    if hole is not None:
        card.addRect(hole)  # the odd-even fill leaves it open
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(FACE)
    painter.drawPath(card)
    painter.setPen(QPen(STRONG_BORDER if high_contrast else BORDER, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(card.boundingRect(), radius, radius)
