"""The guest's link to the host's game, heard on the GUI thread (issue 35).

The guest's side of `LinkBridge`: `GuestLink` makes one `Link.join` with the code; what the link
reports reaches the thread it lives on (the GUI thread) as the bridge's does, through `link_event`,
in the order it came. Every method returns at once: the link does its work on the network thread.
"""

from __future__ import annotations

from ...net.link_events import JOIN_TIMEOUT, LinkState
from .link_bridge import LinkBridge


class GuestLink(LinkBridge):
    """Owns one guest link (see the module's docstring); `join` starts it."""

    def join(self, code: str, mailbox_url: str, relay: str | None, timeout: float = JOIN_TIMEOUT) -> None:
        """Take the seat ``code`` offers (a normalised code; ValueError if it is not one)."""
        if self.link is not None:
            raise RuntimeError("a guest link joins once")
        from ...net.link import Link

        self.link = Link.join(mailbox_url, relay, code, self._relay, timeout=timeout)
        self.state = LinkState.CONNECTING
