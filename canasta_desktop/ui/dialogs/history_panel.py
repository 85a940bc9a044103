"""The move history: every turn of every round of the match, for every seat, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from ...persistence.settings import DockArea, Settings
from ..table.scene import desktop_text_scale

DOCK_AREAS: dict[DockArea, Qt.DockWidgetArea] = {
    "left": Qt.DockWidgetArea.LeftDockWidgetArea,
    "right": Qt.DockWidgetArea.RightDockWidgetArea,
    "bottom": Qt.DockWidgetArea.BottomDockWidgetArea,
}

# Readable on the felt-green window: the title bar and its buttons light on dark, the list dark on cream.
DOCK_STYLE = (
    "QDockWidget#moveHistory { color: #f4f1e4; }"
    "QDockWidget#moveHistory::title { background: #24402f; color: #f4f1e4; padding: 4px 6px; }"
    "QDockWidget#moveHistory QAbstractButton { background: #d9d2bb; border-radius: 3px; }"
)


class MoveHistory(QDockWidget):
    """A dock beside the table with a line per turn; the newest turn stays in sight. A choice above the
    list shows any round of the match played since the game was started."""

    round_chosen = Signal()  # the player picked another round to read

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveHistory")
        self.setAllowedAreas(
            Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.setStyleSheet(DOCK_STYLE)
        self.rounds = QComboBox()
        self.rounds.activated.connect(lambda _index: self.round_chosen.emit())
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        size = round(13 * desktop_text_scale())  # a larger desktop font makes the history larger too
        self.list.setStyleSheet(
            f"QListWidget {{ background: #f7f3e6; color: #1b1b1b; font-size: {size}px; }}"
        )
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.rounds)
        layout.addWidget(self.list, 1)
        self.setWidget(body)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Move history"))
        self.list.setAccessibleName(self.tr("Move history"))
        self.rounds.setAccessibleName(self.tr("Round"))
        self.set_rounds([int(self.rounds.itemData(i)) for i in range(self.rounds.count())])

    def set_rounds(self, numbers: Sequence[int]) -> None:
        """Offer ``numbers`` (the last is the round on the table, chosen when it is new)."""
        chosen = self.chosen_round()
        follow = chosen is None or self.rounds.currentIndex() == self.rounds.count() - 1
        self.rounds.blockSignals(True)
        self.rounds.clear()
        for number in numbers:
            self.rounds.addItem(self.tr("Round %1").replace("%1", str(number)), number)
        index = self.rounds.findData(chosen) if chosen is not None and not follow else self.rounds.count() - 1
        self.rounds.setCurrentIndex(max(0, index))
        self.rounds.blockSignals(False)
        self.rounds.setVisible(len(numbers) > 1)

    def chosen_round(self) -> int | None:
        """The round the player reads (None before there is one)."""
        data = self.rounds.currentData()
        return int(data) if data is not None else None

    def reading_the_table(self) -> bool:
        """Whether the list shows the round on the table (the newest one)."""
        return self.rounds.currentIndex() in (-1, self.rounds.count() - 1)

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

    @staticmethod
    def area_of(settings: Settings) -> Qt.DockWidgetArea:
        """Where the player left the history (the right side at first)."""
        return DOCK_AREAS.get(settings.history_area, Qt.DockWidgetArea.RightDockWidgetArea)

    def keep_in(self, settings: Settings, area: Qt.DockWidgetArea) -> None:
        """Remember its place and whether it shows (written with the settings)."""
        names: dict[Qt.DockWidgetArea, DockArea] = {value: name for name, value in DOCK_AREAS.items()}
        settings.history_shown = self.isVisible()
        settings.history_area = names.get(area, "right")

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
