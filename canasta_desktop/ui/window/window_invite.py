"""Game ▸ Invite…: the invitations of a match with seats played from other computers (issue 35).

When such a match comes to the table — started from New game, or continued — each of those seats is
offered under a new code, on the servers Settings names, and the invitation dialog opens. Closing the
dialog cancels nothing; Game ▸ Invite… opens it again. The side panel gets the table's chat (the host
relays what each guest says to the others). When another match replaces it, or the window closes, every
link is ended (the guests are told) and the chat goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from ...persistence.settings import Settings as UiSettings
from ..controller.chat_room import ChatRelay
from ..controller.controller import GameController
from ..controller.invitations import Invitations, Servers, remote_seats
from ..controller.remote_driver import RemoteDriver
from ..window_parts.accessibility import Announcer
from ..window_parts.chat_panel import ChatPanel, add_chat_panel
from ..window_parts.remote_presence import RemotePresence
from .window_menu import WindowMenu

if TYPE_CHECKING:  # the dialog is imported when a match with a seat played from afar comes to the table
    from ..dialogs.invitation import InvitationDialog

CLOSE_SECONDS = 1.0  # at the exit, how long each link may take to tell its guest goodbye


class InviteHost(Protocol):
    """What the invitations use of the window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def settings(self) -> UiSettings: ...
    @property
    def menus(self) -> WindowMenu: ...
    @property
    def status(self) -> QLabel: ...
    @property
    def announcer(self) -> Announcer: ...
    @property
    def panel(self) -> QWidget: ...


class WindowInvite(QObject):
    """The Invite… entry of the Game menu, and the invitations of the match on the table."""

    def __init__(self, window: QWidget, host: InviteHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.invitations: Invitations | None = None
        self.presence: RemotePresence | None = None
        self.dialog: InvitationDialog | None = None
        self.chat: ChatPanel | None = None  # the table's chat, while the match has a seat played from afar
        self._relay: ChatRelay | None = None
        self.action = QAction(window)
        self.action.triggered.connect(lambda: self.open_dialog())
        self.action.setEnabled(False)  # until a match with a seat played from afar is on the table
        menus = host.menus
        menus.game_menu.insertAction(menus.review_action, self.action)  # after New game
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Invite…"))

    def servers(self) -> Servers:
        """The servers Settings names (read at each new code)."""
        settings = self.host.settings
        return Servers(settings.mailbox_url, settings.relay)

    def match_started(self) -> None:
        """A match came to the table: the last one's invitations end, and this one's seats played from
        other computers are each offered under a new code, the dialog open."""
        self.leave()
        session = self.host.controller.session
        self.action.setEnabled(remote_seats(session))
        if session is None or not remote_seats(session):
            return
        self.invitations = Invitations(session, self.servers, self)
        self.presence = RemotePresence(
            self.invitations, self.host.controller, self.host.status, self.host.announcer.say
        )
        self._open_chat()
        self.invitations.offer_all()
        self.open_dialog()

    def _open_chat(self) -> None:
        """The chat in the side panel, each guest's seat relayed through the host's room."""
        controller = self.host.controller
        session = controller.session
        assert session is not None
        self._relay = ChatRelay(session.viewer, lambda seat: controller.names[seat], self)
        for driver in session.seats:
            if isinstance(driver, RemoteDriver):
                self._relay.add(driver)
        self.chat = add_chat_panel(self.host.panel, self._relay.room)

    def open_dialog(self) -> None:
        """The invitation dialog, over the table (the computer plays on meanwhile)."""
        if self.invitations is None:
            return
        if self.dialog is None:
            from ..dialogs.invitation import InvitationDialog

            self.dialog = InvitationDialog(self.invitations, self.window)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()

    def leave(self, timeout: float = 0.0) -> None:
        """End the invitations of the match on the table (``timeout``: wait for each link at the exit)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        if self.presence is not None:
            self.presence.leave()
            self.presence = None
        if self.chat is not None and self._relay is not None:
            self.chat.deleteLater()
            self._relay.deleteLater()
            self.chat, self._relay = None, None
        if self.invitations is not None:
            self.invitations.close(timeout)
            self.invitations.deleteLater()
            self.invitations = None
        self.action.setEnabled(False)

    def close(self) -> None:
        """The window closes: every guest is told, and given a moment for it."""
        self.leave(CLOSE_SECONDS)
