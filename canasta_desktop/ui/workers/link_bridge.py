"""One network link, heard on the GUI thread.

A `Link` (net/link.py) calls back on the network thread. `LinkBridge` owns one link and passes
what it reports over to the thread the bridge lives on (the GUI thread) through queued signals, in
the order it came: `link_event` carries the link's own event records (`StateChanged`, `Received`,
`PeerTurnedAway`), `code_ready` the code to give the guest. Every method returns at once: the link
does its work on the network thread. The window may go while its link still reports: the link's
callbacks are cut when the bridge is destroyed (a signal of a deleted object crashed the process).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ...net.link_events import PUBLIC_MAILBOX, PUBLIC_RELAY, LinkEvent, LinkState, StateChanged
from ...net.messages import Message

if TYPE_CHECKING:  # magic-wormhole and Twisted: imported when a link is first made
    from ...net.link import Link


class LinkBridge(QObject):
    """Owns one link (see the module's docstring); `host` starts it."""

    link_event = Signal(object)  # a LinkEvent, on the bridge's thread
    code_ready = Signal(str)  # the code the guest types, on the bridge's thread

    # Emitted on the network thread; queued over to `_deliver` and `_deliver_code`.
    _from_network = Signal(object)
    _code_from_network = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link: Link | None = None
        self.state: LinkState | None = None  # None until the link is made; then as last reported here
        self.code: str | None = None
        self._from_network.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._code_from_network.connect(self._deliver_code, Qt.ConnectionType.QueuedConnection)
        self._relay = Relay(self, LinkBridge._pass_event)
        self._code_relay = Relay(self, LinkBridge._pass_code)
        self.destroyed.connect(self._relay.cut)
        self.destroyed.connect(self._code_relay.cut)

    def host(self, mailbox_url: str = PUBLIC_MAILBOX, relay: str | None = PUBLIC_RELAY) -> None:
        """Offer a seat over a new link: `code_ready` gives the code for the guest."""
        if self.link is not None:
            raise RuntimeError("a bridge owns one link")
        self.state = LinkState.CONNECTING
        from ...net.link import Link

        self.link = Link.host(mailbox_url, relay, self._code_relay, self._relay)

    def send(self, message: Message) -> None:
        """Send ``message`` to the peer (nothing before `host`); WireError if it is over the size limit."""
        if self.link is not None:
            self.link.send(message)

    def close(self) -> None:
        """End the link (the peer is told); its CLOSED state still comes through `link_event`."""
        if self.link is not None:
            self.link.close()

    def _pass_event(self, event: object) -> None:
        self._from_network.emit(event)

    def _pass_code(self, code: object) -> None:
        self._code_from_network.emit(code)

    @Slot(object)
    def _deliver(self, event: LinkEvent) -> None:
        if isinstance(event, StateChanged):
            self.state = event.state
        self.link_event.emit(event)

    @Slot(str)
    def _deliver_code(self, code: str) -> None:
        self.code = code
        self.code_ready.emit(code)


class Relay:
    """Hands what the link reports (on the network thread) to one of its bridge's signals while the
    bridge lives. It holds the bridge weakly: the network thread must never hold a Qt object's last
    reference (the object would be destroyed there, and its timers with it: Qt crashed later)."""

    def __init__(self, bridge: LinkBridge, emit: Callable[[LinkBridge, object], object]) -> None:
        self._bridge: weakref.ref[LinkBridge] | None = weakref.ref(bridge)
        self._emit = emit
        self._lock = threading.Lock()

    def __call__(self, report: object) -> None:
        with self._lock:
            bridge = self._bridge() if self._bridge is not None else None
            if bridge is not None:
                self._emit(bridge, report)

    def cut(self) -> None:
        with self._lock:
            self._bridge = None
