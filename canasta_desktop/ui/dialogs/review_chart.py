"""The review's small chart: the expected round margin after each decision, costly moments marked.

A line through one point per decision (left to right in the order played), a zero line, and a dot in
the class's colour on each costly decision (bigger for a bigger class). Clicking near a moment or
the arrow keys choose it (`moment_chosen`); the chosen moment is ringed, and the widget's accessible
name says it in words, so a screen reader hears the moment the list shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...ai.review import DecisionReview, Verdict
from ..text.review_text import VERDICT_COLOURS, moment_text, signed_points

MARGIN = 10  # pixels around the plot
DOT = {Verdict.FINE: 2.5, Verdict.INACCURACY: 4.0, Verdict.MISTAKE: 5.0, Verdict.BLUNDER: 6.0}


class MarginChart(QWidget):
    """See the module's docstring."""

    moment_chosen = Signal(int)  # the index of the decision in the review

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decisions: list[DecisionReview] = []
        self.selected = -1
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(110)
        self.setObjectName("reviewChart")
        self.retranslate()

    def sizeHint(self) -> QSize:
        return QSize(480, 120)

    def retranslate(self) -> None:
        self.setAccessibleDescription(
            self.tr(
                "The expected round margin after each of your decisions; costly ones are marked. "
                "Left and right choose a decision."
            )
        )
        self._name()

    def set_decisions(self, decisions: Sequence[DecisionReview]) -> None:
        self.decisions = list(decisions)
        self.selected = -1
        self._name()
        self.update()

    def select(self, index: int) -> None:
        """Ring the decision ``index`` (from the list: no signal)."""
        if 0 <= index < len(self.decisions) and index != self.selected:
            self.selected = index
            self._name()
            self.update()

    def _name(self) -> None:
        base = self.tr("Margin chart")
        if 0 <= self.selected < len(self.decisions):
            moment = moment_text(self.selected + 1, self.decisions[self.selected])
            self.setAccessibleName(f"{base}: {moment}")
        else:
            self.setAccessibleName(base)

    # ----------------------------------------------------------------- geometry
    def _plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN + 34, MARGIN, -MARGIN, -MARGIN)

    def _range(self) -> tuple[float, float]:
        values = [d.move_points for d in self.decisions] + [0.0]
        low, high = min(values), max(values)
        if high - low < 50:
            low, high = low - 25, high + 25
        return low, high

    def point_of(self, index: int) -> QPointF:
        """Where decision ``index`` is drawn."""
        plot, (low, high) = self._plot(), self._range()
        count = len(self.decisions)
        x = plot.left() + (plot.width() * index / (count - 1) if count > 1 else plot.width() / 2)
        y = plot.bottom() - (self.decisions[index].move_points - low) / (high - low) * plot.height()
        return QPointF(x, y)

    def _nearest(self, x: float) -> int:
        if not self.decisions:
            return -1
        return min(range(len(self.decisions)), key=lambda i: abs(self.point_of(i).x() - x))

    # ----------------------------------------------------------------- painting
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#fbf7e9"))
        if self.hasFocus():
            painter.setPen(QPen(QColor("#1d5fbf"), 2))
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        if not self.decisions:
            painter.end()
            return
        plot, (low, high) = self._plot(), self._range()
        zero = plot.bottom() - (0 - low) / (high - low) * plot.height()
        painter.setPen(QPen(QColor("#8a8270"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.setPen(QColor("#5a5440"))
        for value, y in ((high, plot.top()), (0.0, zero), (low, plot.bottom())):
            label = QRectF(2, y - 8, MARGIN + 28, 16)
            painter.drawText(
                label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, signed_points(value)
            )
        points = [self.point_of(i) for i in range(len(self.decisions))]
        painter.setPen(QPen(QColor("#1d2a3a"), 1.6))
        for a, b in zip(points, points[1:], strict=False):
            painter.drawLine(a, b)
        for index, (point, decision) in enumerate(zip(points, self.decisions, strict=True)):
            radius = DOT[decision.verdict]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(VERDICT_COLOURS[decision.verdict]))
            painter.drawEllipse(point, radius, radius)
            if index == self.selected:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#1d5fbf"), 2))
                painter.drawEllipse(point, radius + 4, radius + 4)
        painter.end()

    # ----------------------------------------------------------------- choosing
    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self._nearest(event.position().x())
        if index >= 0:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self._choose(index)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.decisions:
            step = -1 if key == Qt.Key.Key_Left else 1
            self._choose(max(0, min(len(self.decisions) - 1, (max(self.selected, 0) + step))))
        elif key == Qt.Key.Key_Home and self.decisions:
            self._choose(0)
        elif key == Qt.Key.Key_End and self.decisions:
            self._choose(len(self.decisions) - 1)
        else:
            super().keyPressEvent(event)

    def _choose(self, index: int) -> None:
        self.select(index)
        self.moment_chosen.emit(index)
