"""The guest's link to the host's game, heard on the GUI thread (issue 35).

The guest's side of `LinkBridge`: `GuestLink` makes one `Link.join` with the code; what the link
reports reaches the thread it lives on (the GUI thread) as the bridge's does, through `link_event`,
in the order it came. Every method returns at once: the link does its work on the network thread.
Unlike the host's seat, the guest's window may go while its link still reports: the link's callback
is cut when the object is destroyed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject

from ...net.link_events import JOIN_TIMEOUT, LinkEvent, LinkState
from .link_bridge import LinkBridge


class GuestLink(LinkBridge):
    """Owns one guest link (see the module's docstring); `join` starts it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay(self._from_network.emit)
        self.destroyed.connect(self._relay.cut)  # the link may still report after the window has gone

    def join(self, code: str, mailbox_url: str, relay: str | None, timeout: float = JOIN_TIMEOUT) -> None:
        """Take the seat ``code`` offers (a normalised code; ValueError if it is not one)."""
        if self.link is not None:
            raise RuntimeError("a guest link joins once")
        from ...net.link import Link

        self.link = Link.join(mailbox_url, relay, code, self._relay, timeout=timeout)
        self.state = LinkState.CONNECTING


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
