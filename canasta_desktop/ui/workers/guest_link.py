"""The guest's link to the host's game, heard on the GUI thread (issue 35).

The guest's counterpart of `LinkBridge`: `GuestLink` makes one `Link.join` with the code and
passes what the link reports over to the thread it lives on (the GUI thread) through a queued
signal, in the order it came: `link_event` carries the link's event records (`StateChanged`,
`Received`, `PeerTurnedAway`). Every method returns at once: the link does its work on the
network thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ...net.link_events import JOIN_TIMEOUT, LinkEvent, LinkState, StateChanged
from ...net.messages import Message

if TYPE_CHECKING:  # magic-wormhole and Twisted: imported when a link is first made
    from ...net.link import Link


class GuestLink(QObject):
    """Owns one guest link (see the module's docstring); `join` starts it."""

    link_event = Signal(object)  # a LinkEvent, on the GUI thread

    _from_network = Signal(object)  # emitted on the network thread; queued over to `_deliver`

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link: Link | None = None
        self.state: LinkState | None = None  # None until `join`; then as last reported here
        self._from_network.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._relay = _Relay(self._from_network.emit)
        self.destroyed.connect(self._relay.cut)  # the link may still report after the window has gone

    def join(self, code: str, mailbox_url: str, relay: str | None, timeout: float = JOIN_TIMEOUT) -> None:
        """Take the seat ``code`` offers (a normalised code; ValueError if it is not one)."""
        if self.link is not None:
            raise RuntimeError("a guest link joins once")
        from ...net.link import Link

        self.link = Link.join(mailbox_url, relay, code, self._relay, timeout=timeout)
        self.state = LinkState.CONNECTING

    def send(self, message: Message) -> None:
        """Send ``message`` to the host (held until connected); WireError if it is over the size limit."""
        if self.link is not None:
            self.link.send(message)

    def close(self) -> None:
        """End the link (the host is told; a join under way is cancelled)."""
        if self.link is not None:
            self.link.close()

    @Slot(object)
    def _deliver(self, event: LinkEvent) -> None:
        if isinstance(event, StateChanged):
            self.state = event.state
        self.link_event.emit(event)


class _Relay:
    """Hands the link's events (on the network thread) to the signal while its object lives."""

    def __init__(self, emit: Callable[[LinkEvent], object]) -> None:
        self._emit: Callable[[LinkEvent], object] | None = emit
        self._lock = threading.Lock()

    def __call__(self, event: LinkEvent) -> None:
        with self._lock:
            if self._emit is not None:
                self._emit(event)

    def cut(self) -> None:
        with self._lock:
            self._emit = None
