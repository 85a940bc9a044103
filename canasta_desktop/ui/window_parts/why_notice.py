"""The notice line under the table, with "Why?" when the game says no.

A refusal (an illegal drop, a press on a disabled button, a Tip) is shown for
a few seconds; when a rules-help paragraph explains it, a "Why?" button (or
the W key) opens the rules there. A disabled button gets no mouse events of
its own, but `DisabledButtonWatch` sees the press and shows its reason the
same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ..text.button_text import ButtonTexts

NOTICE_MS = 5000
WHY_MS = 12000  # with "Why?" on offer the line stays longer: time to read it and decide


class NoticeLine(QWidget):
    """The notice text and its "Why?" button; ``why_requested`` carries the rules-help topic."""

    why_requested = Signal(str)
    hint_spoken = Signal(str)  # for the screen reader: "Why?" is on offer, and its key

    def __init__(self, label: QLabel) -> None:
        super().__init__()
        self.label = label
        self.topic = ""
        self.why = QPushButton()
        self.why.setObjectName("why")
        self.why.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.why.clicked.connect(self.open_why)
        policy = self.why.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the table above never jumps when "Why?" comes and goes
        self.why.setSizePolicy(policy)
        self.why.hide()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label, 1)
        row.addWidget(self.why, 0, Qt.AlignmentFlag.AlignTop)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self.retranslate()

    def retranslate(self) -> None:
        self.why.setText(self.tr("Why?"))
        self.why.setToolTip(
            self.tr("Open the rules at the paragraph that explains this (%1)").replace(
                "%1", ButtonTexts().why_key()
            )
        )
        self.why.setAccessibleName(self.tr("Why? Open the rules at the paragraph that explains this"))
        self.clear()

    def show_text(self, text: str) -> None:
        """A new notice (a plain one until `offer_why` names its topic)."""
        self.label.setText(text)
        self.topic = ""
        self.why.hide()
        self._timer.start(NOTICE_MS)

    def offer_why(self, topic: str) -> None:
        """The notice just shown is explained in the rules help at ``topic``."""
        if not self.label.text() or not topic:
            return
        self.topic = topic
        self.why.show()
        self._timer.start(WHY_MS)
        key = ButtonTexts().why_key()
        self.hint_spoken.emit(self.tr("Press %1 to read why in the rules.").replace("%1", key))

    def open_why(self) -> bool:
        """Ask for the rules at the topic of the notice on show; False when none is."""
        if not self.topic or not self.why.isVisible():
            return False
        self.why_requested.emit(self.topic)
        return True

    def clear(self) -> None:
        self.label.setText("")
        self.topic = ""
        self.why.hide()

    def _expire(self) -> None:
        if self.why.hasFocus():  # the player is about to press it
            self._timer.start(NOTICE_MS)
            return
        self.clear()


class DisabledButtonWatch(QObject):
    """On the move buttons: a click on a disabled one shows why it is disabled.

    Qt still runs a widget's event filters for a disabled widget (only its own
    event handling ignores the mouse), so the press is seen here.
    """

    def __init__(self, buttons: Iterable[QPushButton], explain: Callable[[QPushButton], None]) -> None:
        super().__init__()
        self._explain = explain
        for button in buttons:
            button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and isinstance(watched, QPushButton)
            and not watched.isEnabled()
        ):
            self._explain(watched)
            return True
        return False
