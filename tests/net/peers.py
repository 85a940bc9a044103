"""Helpers for the links' tests: an event recorder, and a hostile peer that writes raw bytes."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import wormhole  # type: ignore[import-untyped]
from twisted.internet.protocol import Factory, Protocol

from canasta_desktop.net.link import APP_ID, SUBPROTOCOL, LinkEvent, LinkState, Received, StateChanged
from canasta_desktop.net.messages import Message
from canasta_desktop.net.reactor_thread import in_reactor, reactor

from .conftest import wait_for

TIMEOUT = 15.0  # seconds for anything on the local servers (each takes well under one)


class Recorder:
    """A link's events as they come (from the network thread), and waits on them."""

    def __init__(self) -> None:
        self.events: list[LinkEvent] = []
        self.codes: list[str] = []
        self._lock = threading.Lock()

    def __call__(self, event: LinkEvent) -> None:
        with self._lock:
            self.events.append(event)

    def code(self, code: str) -> None:
        self.codes.append(code)

    def snapshot(self) -> list[LinkEvent]:
        with self._lock:
            return list(self.events)

    def states(self) -> list[LinkState]:
        return [event.state for event in self.snapshot() if isinstance(event, StateChanged)]

    def messages(self) -> list[Message]:
        return [event.message for event in self.snapshot() if isinstance(event, Received)]

    def wait_state(self, state: LinkState) -> StateChanged:
        wait_for(lambda: state in self.states(), TIMEOUT, f"state {state.value}")
        return next(e for e in self.snapshot() if isinstance(e, StateChanged) and e.state is state)

    def wait_messages(self, count: int) -> list[Message]:
        wait_for(lambda: len(self.messages()) >= count, TIMEOUT, f"{count} messages")
        return self.messages()

    def wait_code(self) -> str:
        wait_for(lambda: self.codes, TIMEOUT, "the code")
        return self.codes[0]

    def wait(self, condition: Callable[[list[LinkEvent]], object], what: str) -> None:
        wait_for(lambda: condition(self.snapshot()), TIMEOUT, what)


class _Raw(Protocol):
    def __init__(self, peer: HostilePeer) -> None:
        self.peer = peer

    def connectionMade(self) -> None:
        self.peer.transports.append(self.transport)

    def dataReceived(self, data: bytes) -> None:
        self.peer.received += data

    def connectionLost(self, reason: object = None) -> None:
        self.peer.lost += 1


class HostilePeer:
    """Joins a host's code the way a guest does, then writes whatever bytes a test gives it."""

    def __init__(self, mailbox_url: str, relay: str, code: str) -> None:
        self.transports: list[Any] = []  # its subchannels, as they open
        self.received = b""
        self.lost = 0  # subchannels the host closed
        self._hole: Any = None
        self._dilated: Any = None
        in_reactor(self._start, mailbox_url, relay, code)
        wait_for(lambda: self.transports, TIMEOUT, "the hostile peer's subchannel")

    def _start(self, mailbox_url: str, relay: str, code: str) -> None:
        self._hole = wormhole.create(APP_ID, mailbox_url, reactor(), dilation=True)
        self._hole.set_code(code)
        self._dilated = self._hole.dilate(transit_relay_location=relay)
        self.open(SUBPROTOCOL)

    def open(self, subprotocol: str) -> None:
        """Open one more subchannel (call on the reactor's thread, or through `in_reactor`)."""
        self._dilated.connector_for(subprotocol).connect(Factory.forProtocol(lambda: _Raw(self)))

    def write(self, data: bytes, channel: int = 0) -> None:
        in_reactor(lambda: self.transports[channel].write(data))

    def lines(self) -> list[bytes]:
        return [line for line in self.received.split(b"\n") if line]

    def close(self) -> None:
        done = threading.Event()

        def close() -> None:
            self._hole.close().addBoth(lambda _: done.set())

        in_reactor(close)
        done.wait(TIMEOUT)
