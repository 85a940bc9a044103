"""Game ▸ Join a game…: the code from the host, the player's name, and how the joining goes (issue 35).

`JoinDialog` never blocks: it is opened window-modal and says each step of the link as it comes
(reaching the server, waiting for the host, opening the connection); Cancel works at every moment.
A code is accepted as typed ("7 Guitarist revenge") and sent in magic-wormhole's form
(`net.link.normalised_code`). A join that fails says why, and the player may try again.

`GuestBox` stands in the score panel while the host's table is on the screen: whose game it is, and
the way to leave it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.link_events import normalised_code
from ..controller.guest_words import not_a_code_text
from .review_box import box_label, box_style

NAME_LIMIT = 80  # the wire's bound on a name


class JoinDialog(QDialog):
    """The code and the name; the link's steps while it joins (see the module's docstring)."""

    join_requested = Signal(str, str)  # the code in its normal form, the name
    cancelled = Signal()  # Cancel or Esc, at any moment

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JoinDialog")
        self.setWindowTitle(self.tr("Join a game"))
        # Wide enough for the title in every language ("Delta i ett spel") and a code on one line;
        # the word-wrapped intro alone would let the dialog shrink until the title is cut.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)
        self.intro = QLabel(
            self.tr(
                "Type the code the host's game shows for your seat, for example 7-guitarist-revenge. "
                "You play from your seat at the host's table; your own match waits here."
            )
        )
        self.intro.setWordWrap(True)
        self.code_edit = QLineEdit()
        self.code_edit.setPlaceholderText("7-guitarist-revenge")
        self.code_edit.setAccessibleName(self.tr("Invitation code"))
        self.name_edit = QLineEdit(name)
        self.name_edit.setMaxLength(NAME_LIMIT)
        self.name_edit.setAccessibleName(self.tr("Your name at the table"))
        form = QFormLayout()
        form.addRow(self.tr("Code:"), self.code_edit)
        form.addRow(self.tr("Your name:"), self.name_edit)
        self.status = QLabel()
        self.status.setObjectName("joinStatus")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        buttons = QDialogButtonBox()
        self.join_button = buttons.addButton(self.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setDefault(True)
        self.cancel_button = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.join_button.clicked.connect(self.join)
        self.cancel_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.code_edit.setFocus()
        self.joining = False

    def join(self) -> None:
        """Join with the code typed, or say why it is not a code."""
        code = normalised_code(self.code_edit.text())
        if code is None:
            self.show_failure(not_a_code_text())
            self.code_edit.setFocus()
            return
        self._set_joining(True)
        self.join_requested.emit(code, self.name_edit.text().strip())

    def show_progress(self, text: str) -> None:
        """Where the join is now."""
        self.status.setProperty("problem", False)
        self.status.setText(text)
        self.status.setAccessibleDescription(text)

    def show_failure(self, text: str) -> None:
        """The join failed (``text``: why); the player may change the code and try again."""
        self._set_joining(False)
        self.status.setProperty("problem", True)
        self.status.setText(text)
        self.status.setAccessibleDescription(text)

    def reject(self) -> None:
        """Cancel, at any moment: a join under way is given up."""
        self._set_joining(False)
        self.cancelled.emit()
        super().reject()

    def _set_joining(self, joining: bool) -> None:
        self.joining = joining
        for widget in (self.code_edit, self.name_edit, self.join_button):
            widget.setEnabled(not joining)


class GuestBox(QFrame):
    """In the score panel while the host's table is on the screen: whose game it is, and Leave."""

    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guestBox")
        self.setStyleSheet(box_style("guestBox"))
        self.title = box_label("guestBoxTitle")
        self.text = box_label("guestBoxText")
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("guestBoxLeave")
        self.leave_button.clicked.connect(self.leave_clicked.emit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        for widget in (self.title, self.text, self.leave_button):
            layout.addWidget(widget)
        self.ended = ""  # why the game ended ("": it goes on)
        self.retranslate()
        self.hide()

    def show_playing(self) -> None:
        self.ended = ""
        self.retranslate()
        self.show()

    def show_ended(self, why: str) -> None:
        self.ended = why
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(
            self.tr("At the host's table") if not self.ended else self.tr("The game has ended")
        )
        self.text.setText(
            self.ended
            or self.tr(
                "You play your seat from here; the host's game holds the match. Your own match waits, "
                "and nothing of this game is saved."
            )
        )
        self.leave_button.setText(
            self.tr("Leave the game") if not self.ended else self.tr("Back to your game")
        )
        self.leave_button.setAccessibleDescription(
            self.tr("Leave the host's table and go back to your own game")
        )
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.text.text())
