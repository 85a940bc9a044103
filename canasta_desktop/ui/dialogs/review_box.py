"""The review's box in the score panel while a reviewed position is on the table: what the table shows
(the decision, the move made, the better move), and the way back to the match.

Two uses: *showing* a decision (nothing can be played; Back or Escape returns) and *trying again*
from it (the round is played on; Back to the match returns at any time, and the round's end does).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QSpacerItem, QVBoxLayout, QWidget


def box_style(name: str) -> str:
    """The style of a box in the score panel (the review's, the guest's), by its object name."""
    return (
        f"QFrame#{name} {{ background: #0a2214; border: 2px solid #7fd3ff; border-radius: 8px; }}"
        f"QFrame#{name} QLabel {{ color: #f4f1e6; font-size: 13px; background: transparent; border: none; }}"
        f"QFrame#{name} QLabel#{name}Title {{ color: #bfe8ff; font-size: 14px; font-weight: bold; }}"
        f"QFrame#{name} QPushButton {{ padding: 4px 8px; font-size: 13px; }}"
    )


def box_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


class ReviewBox(QFrame):
    back_clicked = Signal()
    try_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewBox")
        self.setStyleSheet(box_style("reviewBox"))
        self.title = box_label("reviewBoxTitle")
        self.text = box_label("reviewBoxText")
        self.try_button = QPushButton()
        self.try_button.setObjectName("reviewBoxTry")
        self.try_button.clicked.connect(self.try_clicked.emit)
        self.back_button = QPushButton()
        self.back_button.setObjectName("reviewBoxBack")
        self.back_button.clicked.connect(self.back_clicked.emit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        for widget in (self.title, self.text, self.try_button, self.back_button):
            layout.addWidget(widget)
        self.trying = False
        self.retranslate()
        self.hide()

    def show_decision(self, title: str, text: str) -> None:
        """A decision shown: nothing is played; Try again from here, or Back."""
        self.trying = False
        self._fill(title, text)

    def show_trying(self, title: str, text: str) -> None:
        """The round played on from a decision, aside from the match."""
        self.trying = True
        self._fill(title, text)

    def _fill(self, title: str, text: str) -> None:
        self.title.setText(title)
        self.text.setText(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.try_button.setVisible(not self.trying)
        self.retranslate()
        self.show()

    def retranslate(self) -> None:
        self.try_button.setText(self.tr("Try again from here"))
        self.try_button.setAccessibleDescription(
            self.tr("Play on from this position with the same cards; not saved and not counted")
        )
        self.back_button.setText(self.tr("Back to the match") if self.trying else self.tr("Back (Esc)"))
        self.back_button.setAccessibleDescription(self.tr("Return to your match exactly as you left it"))


def insert_in_panel(panel: QWidget, box: QWidget) -> None:
    """Into the score panel's empty middle (where its stretch is), so the box covers no card."""
    layout = panel.layout()
    assert isinstance(layout, QVBoxLayout)
    for index in range(layout.count()):
        if isinstance(layout.itemAt(index), QSpacerItem):
            layout.insertWidget(index, box)
            return
    layout.addWidget(box)
