"""The pile's mark on the table: a snowflake when the pile is frozen, a stop sign while a black 3
blocks it."""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget


class PileMark(Enum):
    FROZEN = auto()  # a snowflake
    BLOCKED = auto()  # a stop sign: a black 3 on top


class MarkItem(QGraphicsItem):
    """The pile's marks: a snowflake when frozen, a stop sign while a black 3 blocks it."""

    def __init__(self) -> None:
        super().__init__()
        self.kind = PileMark.FROZEN
        self.setZValue(90)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-14, -14, 28, 28)

    def set_kind(self, kind: PileMark) -> None:
        if kind != self.kind:
            self.kind = kind
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind is PileMark.BLOCKED:
            painter.setPen(QPen(QColor("#ffffff"), 2))
            painter.setBrush(QColor("#c62828"))
            painter.drawEllipse(QPointF(0, 0), 12, 12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#ffffff"))
            painter.drawRect(QRectF(-7, -2.2, 14, 4.4))
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 60, 110, 200))
        painter.drawEllipse(QPointF(0, 0), 13, 13)
        pen = QPen(QColor("#dff3ff"), 1.8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for angle in (0, 60, 120):
            painter.save()
            painter.rotate(angle)
            painter.drawLine(QPointF(0, -9), QPointF(0, 9))
            for end in (-1, 1):
                painter.drawLine(QPointF(0, 6 * end), QPointF(-3, 9 * end))
                painter.drawLine(QPointF(0, 6 * end), QPointF(3, 9 * end))
            painter.restore()
