"""The table tells who plays a seat from afar: a note in the status line while its guest is not on the
line ("Mormor's connection is lost", "The computer (Medium) plays for Mormor until Mormor is back"),
the screen reader told as that changes, and the table drawn again, so the seat shows the guest's name
and the stand-in's level beside it while the computer holds the seat (issue 35)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from ..controller.controller import GameController
from ..controller.invitations import Invitations, SeatInvitation, SeatStatus
from ..dialogs.invitation_text import InvitationTexts


class RemotePresence(QObject):
    """Follows ``invitations`` for the status line (``status``) and the screen reader (``say``)."""

    def __init__(
        self,
        invitations: Invitations,
        controller: GameController,
        status: QLabel,
        say: Callable[[str], None],
    ) -> None:
        super().__init__(invitations)
        self.invitations = invitations
        self._controller = controller
        self._status = status
        self._say = say
        self._said: dict[SeatInvitation, str] = {}  # the last sentence of each seat's news
        invitations.changed.connect(self._seat_changed)
        # After the window's own slot: the status line is the controller's sentence, then the notes.
        controller.status_changed.connect(self._show_status)

    def leave(self) -> None:
        """The match leaves the table: its seats' notes go with it."""
        self._controller.status_changed.disconnect(self._show_status)

    def notes(self) -> list[str]:
        """The status line's note on each seat whose guest is not playing it."""
        texts = InvitationTexts()
        return [note for seat in self.invitations.seats if (note := texts.note(seat))]

    def _seat_changed(self, seat: SeatInvitation) -> None:
        spoken = InvitationTexts().announcement(seat)
        if spoken and spoken != self._said.get(seat):
            self._say(spoken)
        self._said[seat] = spoken
        if self._shown():
            self._controller.redraw()  # the seat's name, and the stand-in's level beside it or not
            self._show_status(self._controller.status_text())

    def _show_status(self, text: str) -> None:
        if self._shown():
            if self._guest_awaited():
                text = ""  # not "Mormor is playing…": she is not there; her seat's note says what is awaited
            self._status.setText(" ".join(part for part in (text, *self.notes()) if part))

    def _guest_awaited(self) -> bool:
        """The seat to move is played from afar, its guest is not on the line, and no computer plays for
        it yet."""
        state = self._controller.state
        if state is None or state.is_over:
            return False
        return any(
            seat.driver.seat == state.actor
            and seat.status is not SeatStatus.JOINED
            and not seat.stand_in_plays
            for seat in self.invitations.seats
        )

    def _shown(self) -> bool:
        """The match is on the table (not a lesson or a position played aside meanwhile)."""
        return self._controller.session is self.invitations.session
