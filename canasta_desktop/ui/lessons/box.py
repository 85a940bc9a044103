"""The lesson's instruction box: the lesson's title, what to do now, why a move was not the one, and the
buttons Next, Next lesson and Leave lesson. It sits in the score panel's empty middle, so it hides no card."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

BOX_STYLE = (
    "QFrame#lessonBox { background: #0a2214; border: 2px solid #ffc83d; border-radius: 8px; }"
    "QFrame#lessonBox QLabel { color: #f4f1e6; font-size: 13px; background: transparent; border: none; }"
    "QFrame#lessonBox QLabel#lessonTitle { color: #ffe9a8; font-size: 14px; font-weight: bold; }"
    "QFrame#lessonBox QLabel#lessonWhy { color: #ffd0c4; font-weight: bold; }"
    "QFrame#lessonBox QPushButton { padding: 3px 8px; font-size: 13px; }"
    "QFrame#lessonBox QScrollArea, QWidget#lessonWords { background: transparent; border: none; }"
)


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class WordsArea(QScrollArea):
    """The step's words at their full height when the panel has room; scrolled in a small window
    rather than cut off."""

    def __init__(self, words: QWidget) -> None:
        super().__init__()
        self.words = words
        self.setWidget(words)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(
            QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred
        )  # may shrink below its hint
        self.viewport().setAutoFillBackground(False)
        words.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:
        width = max(self.viewport().width(), 120)
        height = self.words.heightForWidth(width) if self.words.hasHeightForWidth() else -1
        return QSize(width, height if height > 0 else self.words.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, 3 * self.fontMetrics().lineSpacing())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.updateGeometry()  # a new width wraps the words to another height
        return super().event(event)


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
        for button, signal in (
            (self.next_button, self.next_clicked),
            (self.next_lesson_button, self.next_lesson_clicked),
            (self.leave_button, self.leave_clicked),
        ):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard keeps playing the table
            button.clicked.connect(signal.emit)
        words = QWidget()
        words.setObjectName("lessonWords")
        column = QVBoxLayout(words)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        column.addWidget(self.text)
        column.addWidget(self.why)
        self.words = WordsArea(words)
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 10)
        box.setSpacing(6)
        for widget in (self.title, self.progress, self.words):
            box.addWidget(widget)
        row = QHBoxLayout()
        row.addWidget(self.next_button)
        row.addWidget(self.next_lesson_button)
        box.addLayout(row)
        box.addWidget(self.leave_button)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        # Alt+letter presses them from the keyboard (they never take the focus from the table).
        self.next_button.setText(self.tr("&Next"))
        self.next_lesson_button.setText(self.tr("Next l&esson"))
        self.leave_button.setText(self.tr("Leave less&on"))
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
        self.words.updateGeometry()

    def show_why(self, text: str) -> None:
        """Why the move just tried was not the lesson's (the step stays)."""
        self.why.setText(text)
        self.why.setVisible(bool(text))
        self.words.updateGeometry()

    def show_done(self, title: str, text: str, more: bool) -> None:
        self.title.setText(title)
        self.progress.setText(self.tr("Lesson finished"))
        self.text.setText(text)
        self.why.hide()
        self.next_button.hide()
        self.next_lesson_button.setVisible(more)
        self.words.updateGeometry()
