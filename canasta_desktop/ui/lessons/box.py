"""The lesson's instruction box: the lesson's title, what to do now, why a move was not the one, and the
buttons Next, Next lesson and Leave lesson. It sits in the score panel's empty middle, so it hides no card."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

BOX_STYLE = (
    "QFrame#lessonBox { background: #0a2214; border: 2px solid #ffc83d; border-radius: 8px; }"
    "QFrame#lessonBox QLabel { color: #f4f1e6; font-size: 13px; background: transparent; border: none; }"
    "QFrame#lessonBox QLabel#lessonTitle { color: #ffe9a8; font-size: 14px; font-weight: bold; }"
    "QFrame#lessonBox QLabel#lessonWhy { color: #ffd0c4; font-weight: bold; }"
    "QFrame#lessonBox QPushButton { padding: 3px 8px; font-size: 13px; }")


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class LessonBox(QFrame):
    """What the lesson says; the mode fills it in and listens to its buttons."""

    next_clicked = Signal()
    next_lesson_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBox")
        self.setStyleSheet(BOX_STYLE)
        self.title = _label("lessonTitle")
        self.progress = _label("lessonProgress")
        self.text = _label("lessonText")
        self.why = _label("lessonWhy")
        self.next_button = QPushButton()
        self.next_lesson_button = QPushButton()
        self.leave_button = QPushButton()
        for button, signal in ((self.next_button, self.next_clicked),
                               (self.next_lesson_button, self.next_lesson_clicked),
                               (self.leave_button, self.leave_clicked)):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard keeps playing the table
            button.clicked.connect(signal.emit)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 10)
        box.setSpacing(6)
        for widget in (self.title, self.progress, self.text, self.why):
            box.addWidget(widget)
        row = QHBoxLayout()
        row.addWidget(self.next_button)
        row.addWidget(self.next_lesson_button)
        box.addLayout(row)
        box.addWidget(self.leave_button)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("Next"))
        self.next_lesson_button.setText(self.tr("Next lesson"))
        self.leave_button.setText(self.tr("Leave lesson"))
        self.leave_button.setToolTip(self.tr("Back to your match, exactly as you left it"))

    def show_step(self, title: str, progress: str, text: str, can_go_on: bool) -> None:
        """A step: its words; Next only when the step is read rather than played."""
        self.title.setText(title)
        self.progress.setText(progress)
        self.text.setText(text)
        self.why.setText("")
        self.why.hide()
        self.next_button.setVisible(can_go_on)
        self.next_lesson_button.hide()

    def show_why(self, text: str) -> None:
        """Why the move just tried was not the lesson's (the step stays)."""
        self.why.setText(text)
        self.why.setVisible(bool(text))

    def show_done(self, title: str, text: str, more: bool) -> None:
        self.title.setText(title)
        self.progress.setText(self.tr("Lesson finished"))
        self.text.setText(text)
        self.why.hide()
        self.next_button.hide()
        self.next_lesson_button.setVisible(more)
