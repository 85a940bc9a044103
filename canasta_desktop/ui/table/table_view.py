"""The view of the table: one scene unit per pixel, the scene as big as the view; arrows and space work the hand."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from .scene import TableScene


class TableView(QGraphicsView):
    """Shows the table unscaled (the layout fits itself to the view); arrows and space work the hand."""

    first_painted = Signal()

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self._painted = False
        # No smooth pixmap transform here: one scene unit is one pixel, so the items' caches are plain blits
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt's gradient is drawn once
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(1180, 760)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.table.set_view_size(self.viewport().width(), self.viewport().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        controller = self.table.controller
        key = event.key()
        if key == Qt.Key.Key_Left:
            controller.move_cursor(-1)
        elif key == Qt.Key.Key_Right:
            controller.move_cursor(1)
        elif key == Qt.Key.Key_Space:
            controller.select_cursor()
        elif key == Qt.Key.Key_Escape:
            self.table.drag.cancel()
            controller.clear_selection()
        else:
            super().keyPressEvent(event)
