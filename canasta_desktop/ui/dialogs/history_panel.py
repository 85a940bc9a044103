"""The move history: every turn of the round, for every seat, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget, QWidget

from ..table.scene import desktop_text_scale


class MoveHistory(QDockWidget):
    """A dock beside the table with a line per turn; the newest turn stays in sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveHistory")
        self.setAllowedAreas(
            Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        size = round(13 * desktop_text_scale())  # a larger desktop font makes the history larger too
        self.list.setStyleSheet(
            f"QListWidget {{ background: #f7f3e6; color: #1b1b1b; font-size: {size}px; }}"
        )
        self.setWidget(self.list)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Move history"))
        self.list.setAccessibleName(self.tr("Move history"))

    def set_lines(self, lines: Sequence[str]) -> None:
        """Show ``lines`` (a turn each), keeping the ones already shown and scrolling to the newest."""
        current = [self.list.item(i).text() for i in range(self.list.count())]
        if current == list(lines):
            return
        if current != list(lines[: len(current)]):
            self.list.clear()
            current = []
        self.list.addItems(list(lines[len(current) :]))
        self.list.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
