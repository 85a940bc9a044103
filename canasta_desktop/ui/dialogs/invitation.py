"""The invitation dialog: a code for each seat played from another computer, large enough to read out
over the phone, with a Copy button, a line on how to join, and each seat's status as it changes (issue
35). Closing it cancels nothing: Game ▸ Invite… opens it again. Each seat's button stops a wait (the
stand-in computer plays then) or invites again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..controller.invitations import Invitations, SeatInvitation, SeatStatus
from .invitation_text import InvitationTexts

CODE_SCALE = 2.0  # the code's letters, times the dialog's
LONG_CODE = "99-watchword-chambermaid"  # as wide as a code gets: the widest words of the two lists
COPIED_MS = 2000  # "Copied" shows this long on the button
INVITE = frozenset({SeatStatus.STOPPED, SeatStatus.FAILED})  # the seat's button offers a new code


class SeatPanel(QFrame):
    """One remote seat: its name and side, the code with Copy, its status and its button."""

    def __init__(self, seat: SeatInvitation, partner: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.partner = partner
        number = seat.driver.seat
        self.setObjectName(f"invitation:{number}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        title_font = self.title.font()
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.code = QLabel()
        self.code.setObjectName(f"code:{number}")
        code_font = QFont(self.code.font())
        code_font.setPointSizeF(code_font.pointSizeF() * CODE_SCALE)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        self.code.setFont(code_font)
        self.code.setMinimumWidth(self.code.fontMetrics().horizontalAdvance(LONG_CODE))  # no jump
        self.code.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.copy_button = QPushButton()
        self.copy_button.setObjectName(f"copy:{number}")
        self.copy_button.clicked.connect(self.copy)
        self.status = QLabel()
        self.status.setObjectName(f"status:{number}")
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(420)
        self.action = QPushButton()
        self.action.setObjectName(f"action:{number}")
        self.action.clicked.connect(self.act)
        self._copied = QTimer(self)
        self._copied.setSingleShot(True)
        self._copied.timeout.connect(self.refresh)
        grid = QGridLayout(self)
        grid.addWidget(self.title, 0, 0, 1, 2)
        grid.addWidget(self.code, 1, 0)
        grid.addWidget(self.copy_button, 1, 1, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.status, 2, 0, 1, 2)
        grid.addWidget(self.action, 3, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        grid.setColumnStretch(0, 1)

    def refresh(self) -> None:
        """Every text again, from the seat as it stands (and in the language installed now)."""
        seat, texts = self.seat, InvitationTexts()
        side = self.tr("%1, your partner") if self.partner else self.tr("%1, an opponent")
        self.title.setText(side.replace("%1", seat.name))
        code = seat.code
        self.code.setText(code or "…")
        self.code.setEnabled(code is not None)
        spoken = (code or "").replace("-", " ")
        self.code.setAccessibleName(
            self.tr("The code for %1: %2").replace("%1", seat.name).replace("%2", spoken)
        )
        self.copy_button.setEnabled(code is not None)
        if not self._copied.isActive():
            self.copy_button.setText(self.tr("Copy"))
        self.status.setText(texts.status(seat))
        # The lines it wraps to, as its minimum: a wrapped label's height is not asked by the grid, and
        # a longer status (a server's failure) overlapped the code row above it.
        width = max(self.status.width(), self.status.minimumWidth())
        self.status.setMinimumHeight(self.status.heightForWidth(width))
        self.action.setVisible(seat.status is not SeatStatus.JOINED)
        self.action.setText(self._action_text(seat.status))

    def _action_text(self, status: SeatStatus) -> str:
        if status is SeatStatus.FAILED:
            return self.tr("Try again")
        if status is SeatStatus.STOPPED:
            return self.tr("Invite again")
        if status is SeatStatus.LOST:
            return self.tr("Stop waiting: the computer plays")
        return self.tr("Stop inviting: the computer plays")

    def copy(self) -> None:
        """The code on the clipboard, to paste into a message."""
        code = self.seat.code
        if code is None:
            return
        QGuiApplication.clipboard().setText(code)
        self.copy_button.setText(self.tr("Copied"))
        self._copied.start(COPIED_MS)

    def act(self) -> None:
        if self.seat.status in INVITE:
            self.seat.offer()
        else:
            self.seat.stop()


class InvitationDialog(QDialog):
    """The codes of ``invitations``, live (see the module's docstring)."""

    def __init__(self, invitations: Invitations, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitation")
        self.setModal(False)
        self.invitations = invitations
        rules = invitations.session.match.rules
        host = invitations.session.human
        self.intro = QLabel()
        self.how = QLabel()
        self.how.setObjectName("how")
        self.note = QLabel()
        for label in (self.intro, self.how, self.note):
            label.setWordWrap(True)
        self.panels = [
            SeatPanel(seat, rules.side_of(seat.driver.seat) == rules.side_of(host), self)
            for seat in invitations.seats
        ]
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # grows to what it shows
        layout.addWidget(self.intro)
        layout.addWidget(self.how)
        for panel in self.panels:
            layout.addWidget(panel)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        invitations.changed.connect(self._seat_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Invite"))
        self.intro.setText(
            self.tr("Give each person their code: read it out over the phone, or copy it into a message.")
        )
        self.how.setText(self.tr("On the other computer: Game ▸ Join a game…, then type the code."))
        self.note.setText(self.tr("Closing this window cancels nothing: Game ▸ Invite… shows it again."))
        for panel in self.panels:
            panel.refresh()
        self.adjustSize()

    def panel(self, seat: int) -> SeatPanel:
        """The panel of table seat ``seat``."""
        return next(panel for panel in self.panels if panel.seat.driver.seat == seat)

    def _seat_changed(self, seat: SeatInvitation) -> None:
        for panel in self.panels:
            if panel.seat is seat:
                panel.refresh()
        self.adjustSize()  # a status that wraps to more lines: the window grows (the layout alone does not)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
