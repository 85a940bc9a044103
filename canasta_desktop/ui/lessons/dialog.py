"""Help ▸ Learn to play: the lessons of the chosen game, each marked once done; any can be played again."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..text import messages
from .lesson import Lesson

DONE_MARK = "✓"


class LearnDialog(QDialog):
    """The list of lessons; ``chosen`` is the lesson to play once the dialog is accepted."""

    def __init__(
        self, lessons: Sequence[Lesson], done: Sequence[str], preset: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Learn to play"))
        self.lessons = list(lessons)
        self.chosen: Lesson | None = None
        intro = QLabel(
            self.tr(
                "A guided game in short lessons, on the real table, for %1. Your match waits "
                "untouched until you leave the lesson."
            ).replace("%1", messages.preset_name(preset))
        )
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Lessons"))
        finished = set(done)
        for number, lesson in enumerate(self.lessons, start=1):
            mark = f"  {DONE_MARK}" if lesson.id in finished else ""
            item = QListWidgetItem(f"{number}. {lesson.title}{mark}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            if lesson.id in finished:
                item.setToolTip(self.tr("Done: play it again whenever you like"))
            self.list.addItem(item)
        first_open = next((i for i, lesson in enumerate(self.lessons) if lesson.id not in finished), 0)
        self.list.setCurrentRow(first_open)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = QPushButton(self.tr("Play lesson"))
        self.play_button.setDefault(True)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(self.list, 1)
        box.addWidget(buttons)
        self.resize(460, 420)

    def accept(self) -> None:
        row = self.list.currentRow()
        self.chosen = self.lessons[row] if 0 <= row < len(self.lessons) else None
        super().accept()
