"""The view of the table: one scene unit per pixel, the scene as big as the view; arrows, Home/End, Space and
Enter work the hand, and the window's button keys act in line with them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView

from .accessible_view import TableAnnouncer
from .scene import TableScene

KeyActions = Callable[[QKeyEvent], QAction | None]


def _no_key_actions(_event: QKeyEvent) -> QAction | None:
    return None


class TableView(QGraphicsView):
    """Shows the table unscaled (the layout fits itself to the view); arrows and space work the hand."""

    first_painted = Signal()
    zoom_requested = Signal(int)  # Ctrl + mouse wheel: +1 bigger cards, -1 smaller

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self._painted = False
        # No smooth pixmap transform here: one scene unit is one pixel, so the items' caches are plain blits
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # A table taller than the view (the larger card sizes, crowded tables) scrolls: its bar says so.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt's gradient is drawn once
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self._announcer = TableAnnouncer(self)
        scene.focus_changed.connect(self._announcer.focus_text)
        self._key_actions: KeyActions = _no_key_actions

    def set_key_actions(self, lookup: KeyActions) -> None:
        """The window's button keys (D, K, …), taken as key presses here while the table has the focus.
        As shortcuts they acted before key presses still in line: with a screen reader on, Qt's AT-SPI
        bridge holds each key press until the reader answers, and a shortcut does not wait, so Space
        then the discard key could discard before the Space had selected the card."""
        self._key_actions = lookup

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:  # the view's own: with the bar shown its viewport may
            handled = super().event(event)  # keep its size (no resizeEvent) while the view's changed
            self._tell_size()
            return handled
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self._key_actions(event) is not None
        ):
            event.accept()  # no shortcut: the key press comes here, in line with the others
            return True
        return super().event(event)

    def sizeHint(self) -> QSize:
        return QSize(1180, 760)

    def resizeEvent(self, event: QResizeEvent) -> None:  # the viewport's size changed
        super().resizeEvent(event)
        self._tell_size()

    def _tell_size(self) -> None:
        """The table's width is the view's without its scroll bar, shown or not (the bar comes and goes
        with the layout: a width that depended on it would lay the table out again and again)."""
        width = self.contentsRect().width()
        bar = self.verticalScrollBar().sizeHint().width()
        self.table.set_view_size(width, self.viewport().height(), bar)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def focusNextPrevChild(self, next: bool) -> bool:
        return False  # Tab and Shift+Tab move the focus over the table's places, not out of the table

    def keyPressEvent(self, event: QKeyEvent) -> None:
        action = self._key_actions(event)
        if action is not None:
            action.trigger()  # as its shortcut did
            return
        controller = self.table.controller
        focus = self.table.focus
        key = event.key()
        if controller.step_waiting():
            controller.step_on()  # any key lets the computer make its next move
            if key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                return
        if not controller.has_round():
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Left:
            focus.sideways(-1)
        elif key == Qt.Key.Key_Right:
            focus.sideways(1)
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Down):
            focus.step(1)
        elif key in (Qt.Key.Key_Backtab, Qt.Key.Key_Up):
            focus.step(-1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            focus.to_end(key == Qt.Key.Key_End)
        elif key == Qt.Key.Key_Space:
            focus.activate()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus.enter()
        elif key == Qt.Key.Key_Escape:
            self.table.drag.cancel()
            controller.turn.cancel()  # unselect, and give up a proposed take of the pile
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.table.controller.step_waiting():
            self.table.controller.step_on()  # a click lets the computer move; it does nothing else
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.zoom_requested.emit(1 if delta > 0 else -1)
            return
        super().wheelEvent(event)
