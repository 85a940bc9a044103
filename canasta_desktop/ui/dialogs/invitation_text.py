"""The words for a seat played from another computer, as the host is told: the invitation dialog's
status of each seat, the status line's note, and what the screen reader says when it changes."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..controller.invitations import Renewal, SeatInvitation, SeatStatus
from ..controller.remote_driver import GRACE_SECONDS
from ..text import messages


class InvitationTexts(QObject):
    """The sentences (a QObject: lupdate files them under one context)."""

    def status(self, seat: SeatInvitation) -> str:
        """The seat's status in the invitation dialog: a sentence or two."""
        name, status = seat.name, seat.status
        if status is SeatStatus.WAITING and seat.renewal is not None:
            return self._renewed(seat) + " " + self.tr("Waiting for %1 to type it.").replace("%1", name)
        if status is SeatStatus.LOST:
            return self.lost(seat)
        if status is SeatStatus.FAILED:
            text = self.tr(
                "No code: the server could not be reached. Check the network, or the servers in Settings."
            )
            if seat.detail:  # the system's own words, often English: on their own line, and said to be
                text += "\n" + self.tr("The system said: %1").replace("%1", seat.detail)
            return text
        texts = {
            SeatStatus.GETTING_CODE: lambda: self.tr("Getting a code for %1…"),
            SeatStatus.SERVER_RETRY: lambda: self.tr("The server does not answer yet: trying again…"),
            SeatStatus.WAITING: lambda: self.tr("Waiting for %1 to type the code."),
            SeatStatus.JOINING: lambda: self.tr("%1 typed the code: connecting…"),
            SeatStatus.JOINED: lambda: self.tr("%1 joined and plays the seat."),
            SeatStatus.STAND_IN: lambda: self.tr(
                "The computer (%2) plays for %1 until %1 joins with the code."
            ),
            SeatStatus.STOPPED: lambda: self.tr("Not invited: the computer (%2) plays for %1."),
        }
        return texts[status]().replace("%1", name).replace("%2", self._level(seat))

    def lost(self, seat: SeatInvitation) -> str:
        """A guest's line dropped (the stand-in plays after the wait, or plays already)."""
        name = seat.name
        if seat.stand_in_plays:
            text = self.tr("%1's connection is lost. The computer (%2) plays for %1 until %1 is back.")
        else:
            text = self.tr(
                "%1's connection is lost. Waiting for it to come back; after %n second(s) the computer (%2) "
                "plays for %1, and a new code for %1 shows here (for a game that was closed).",
                "",
                int(GRACE_SECONDS),
            )
        return text.replace("%1", name).replace("%2", self._level(seat))

    def note(self, seat: SeatInvitation) -> str:
        """The status line's short note on the seat ("": nothing to say while the guest plays)."""
        name, status = seat.name, seat.status
        if status is SeatStatus.JOINED:
            return ""
        if status is SeatStatus.LOST:
            if seat.stand_in_plays:
                return self._until_back(seat)
            return self.tr("%1's connection is lost.").replace("%1", name)
        if status is SeatStatus.STAND_IN:
            return self._until_back(seat) if seat.joins else self._until_joined(seat)
        if status is SeatStatus.STOPPED:
            return (
                self.tr("The computer (%2) plays for %1.")
                .replace("%1", name)
                .replace("%2", self._level(seat))
            )
        if status is SeatStatus.FAILED:
            return self.tr("%1 is not invited: the server could not be reached.").replace("%1", name)
        return self.tr("Waiting for %1 to join.").replace("%1", name)

    def announcement(self, seat: SeatInvitation) -> str:
        """What the screen reader says of the seat as it stands ("": nothing worth saying; the same
        sentence twice in a row is said once)."""
        name, status = seat.name, seat.status
        if status is SeatStatus.JOINED:
            if seat.joins > 1:
                return self.tr("%1 is back.").replace("%1", name)
            return self.tr("%1 joined the game.").replace("%1", name)
        if status is SeatStatus.WAITING and seat.renewal is Renewal.GUEST_LEFT:
            return self.tr("%1 left the game.").replace("%1", name)
        if status in (SeatStatus.LOST, SeatStatus.STAND_IN, SeatStatus.STOPPED, SeatStatus.FAILED):
            return self.note(seat)
        return ""

    def _renewed(self, seat: SeatInvitation) -> str:
        if seat.renewal is Renewal.CODE_SPENT:
            return self.tr("Someone typed a wrong code, which used it up: this is a new one.")
        return self.tr("%1 left: this is a new code for %1.").replace("%1", seat.name)

    def _until_back(self, seat: SeatInvitation) -> str:
        text = self.tr("The computer (%2) plays for %1 until %1 is back.")
        return text.replace("%1", seat.name).replace("%2", self._level(seat))

    def _until_joined(self, seat: SeatInvitation) -> str:
        text = self.tr("The computer (%2) plays for %1 until %1 joins.")
        return text.replace("%1", seat.name).replace("%2", self._level(seat))

    @staticmethod
    def _level(seat: SeatInvitation) -> str:
        return messages.level_name(seat.driver.stand_in_level)
