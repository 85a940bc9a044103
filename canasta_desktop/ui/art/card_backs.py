"""Card backs: a blue lattice and a red harlequin, each with a medallion in the middle."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from .card_paths import CARD_HEIGHT, CARD_WIDTH, CENTRE, enter_unit_space, joined, paint_blank, star

BACK_STYLES = 2
_BACK_COLOURS = ((QColor("#1d3f8f"), QColor("#6d8fdc")), (QColor("#7a0f22"), QColor("#e08a94")))
_BACK_MARGIN = 3.2


def paint_card_back(painter: QPainter, rect: QRectF, style: int = 0) -> None:
    """Paint a card back: style 0 a blue lattice, style 1 a red harlequin."""
    style %= BACK_STYLES
    painter.save()
    apparent = enter_unit_space(painter, rect)
    base, light = _BACK_COLOURS[style]
    field = _BACK_FIELD
    painter.fillRect(field, base)
    (_paint_lattice if style == 0 else _paint_harlequin)(painter, base, light)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(base, 2.8))  # a plain band inside the margin, overlapping it a little
    painter.drawRect(field.adjusted(1.2, 1.2, -1.2, -1.2))
    painter.setPen(QPen(QColor(255, 255, 255, 210), 0.5))
    painter.drawRoundedRect(field.adjusted(1.6, 1.6, -1.6, -1.6), 1.0, 1.0)
    paint_blank(painter, apparent, hole=field)
    painter.restore()


_BACK_FIELD = QRectF(
    _BACK_MARGIN, _BACK_MARGIN, CARD_WIDTH - 2 * _BACK_MARGIN, CARD_HEIGHT - 2 * _BACK_MARGIN
)


def _clipped(a: QPointF, b: QPointF, box: QRectF) -> tuple[QPointF, QPointF] | None:
    """The part of segment a–b inside ``box`` (Liang–Barsky); None when outside.

    Clipping by hand rather than with a clip region keeps SVG exports right."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    low, high = 0.0, 1.0
    for p, q in (
        (-dx, a.x() - box.left()),
        (dx, box.right() - a.x()),
        (-dy, a.y() - box.top()),
        (dy, box.bottom() - a.y()),
    ):
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
    cx, cy = CENTRE.x(), CENTRE.y()
    for i in range(-count, count + 1):
        x = cx + shift + i * step
        for a, b in (
            (QPointF(x - run, cy - half), QPointF(x + run, cy + half)),
            (QPointF(x + run, cy - half), QPointF(x - run, cy + half)),
        ):
            segment = _clipped(a, b, _BACK_FIELD)
            if segment is not None:
                painter.drawLine(*segment)


def _paint_lattice(painter: QPainter, base: QColor, light: QColor) -> None:
    painter.setPen(QPen(light, 0.55))
    _diagonals(painter, 4.6, 1.0)
    _paint_medallion(painter, base, light, star(CENTRE, 8.5, 3.4, 8))


def _paint_harlequin(painter: QPainter, base: QColor, light: QColor) -> None:
    """Light diamonds left between broad dark bands, with a fine line along each band."""
    painter.fillRect(_BACK_FIELD, light)
    band = QPen(base, 3.2)
    band.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(band)
    _diagonals(painter, 7.0, 5.0 / 3.5, shift=3.5)
    painter.setPen(QPen(light, 0.3))
    _diagonals(painter, 7.0, 5.0 / 3.5, shift=3.5)
    _paint_medallion(painter, base, light, _rosette(CENTRE, 9.0))


def _paint_medallion(painter: QPainter, base: QColor, light: QColor, emblem: QPainterPath) -> None:
    """The oval in the middle of a back, with its emblem."""
    painter.setPen(QPen(light, 0.7))
    painter.setBrush(base)
    painter.drawEllipse(CENTRE, 11.0, 13.5)
    painter.fillPath(emblem, light)


def _rosette(centre: QPointF, radius: float, petals: int = 8) -> QPainterPath:
    path = joined()
    for i in range(petals):
        t = QTransform()
        t.translate(centre.x(), centre.y())
        t.rotate(360.0 * i / petals)
        petal = QPainterPath()
        petal.addEllipse(QPointF(radius * 0.55, 0), radius * 0.45, radius * 0.2)
        path.addPath(t.map(petal))
    return path
