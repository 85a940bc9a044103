"""A host and a guest in one process, joined by an in-memory pipe instead of magic-wormhole.

Every message still goes through the wire (`encode`, then `decode` on the other side) and arrives
later, on the event loop, in the order it was sent, as over a real link. The host's end is a
`LinkBridge` for the real `RemoteDriver`; the guest's end a `GuestLink` for the real `GuestPlay`.
A test may hold the guest's moves back (``held``) and answer them itself.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Qt, Signal, Slot

from canasta_desktop.engine.match import Match
from canasta_desktop.net.link import LinkEnd, LinkState, Received, StateChanged
from canasta_desktop.net.messages import Message, Move, decode, encode
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.controller.remote_driver import RemoteDriver, SessionTable
from canasta_desktop.ui.controller.seat_drivers import ComputerDriver, PersonDriver, SeatDriver
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.workers.guest_link import GuestLink
from canasta_desktop.ui.workers.link_bridge import LinkBridge


class _Carrier(QObject):
    """Carries a line to a receiver later, on the event loop (a queued signal keeps the order)."""

    carry = Signal(object, bytes)

    def __init__(self) -> None:
        super().__init__()
        self.carry.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @Slot(object, bytes)
    def _deliver(self, receiver: object, data: bytes) -> None:
        assert isinstance(receiver, (HostEnd, GuestEnd))
        receiver.receive(decode(data))


class HostEnd(LinkBridge):
    """The host's end of the pipe (its `RemoteDriver` attaches to it)."""

    def __init__(self, carrier: _Carrier) -> None:
        super().__init__()
        self.carrier = carrier
        self.guest: GuestEnd | None = None
        self.sent: list[Message] = []
        self.state = LinkState.CONNECTED

    def send(self, message: Message) -> None:
        self.sent.append(message)
        if self.guest is not None and self.state is LinkState.CONNECTED:
            self.carrier.carry.emit(self.guest, encode(message))

    def close(self) -> None:
        if self.state is LinkState.CONNECTED and self.guest is not None:
            self.guest.ended(LinkEnd.CLOSED_BY_PEER)
        self.state = LinkState.CLOSED

    def receive(self, message: Message) -> None:
        self.link_event.emit(Received(message))


class GuestEnd(GuestLink):
    """The guest's end of the pipe; ``held``: its moves wait in ``held_moves`` for the test."""

    def __init__(self, host: HostEnd) -> None:
        super().__init__()
        self.host = host
        host.guest = self
        self.held = False
        self.held_moves: list[Move] = []
        self.moves: list[Move] = []  # every move it sent

    def join(self, code: str, mailbox_url: str, relay: str | None, timeout: float = 0.0) -> None:
        self.state = LinkState.CONNECTED
        self.link_event.emit(StateChanged(LinkState.CONNECTING))
        self.link_event.emit(StateChanged(LinkState.CONNECTED))

    def send(self, message: Message) -> None:
        if isinstance(message, Move):
            self.moves.append(message)
            if self.held:
                self.held_moves.append(message)
                return
        if self.state is LinkState.CONNECTED:
            self.host.carrier.carry.emit(self.host, encode(message))

    def close(self) -> None:
        self.state = LinkState.CLOSED

    def receive(self, message: Message) -> None:
        if self.state is LinkState.CONNECTED:
            self.link_event.emit(Received(message))

    def ended(self, end: LinkEnd) -> None:
        self.state = LinkState.CLOSED
        self.link_event.emit(StateChanged(LinkState.CLOSED, end=end))

    def release(self) -> None:
        """Let the held moves go to the host."""
        moves, self.held_moves = self.held_moves, []
        for move in moves:
            self.host.carrier.carry.emit(self.host, encode(move))


def pipe() -> tuple[HostEnd, GuestEnd]:
    host = HostEnd(_Carrier())
    return host, GuestEnd(host)


def hosted_match(
    preset: str,
    guest: int,
    host_person: int = 0,
    seed: int = 7,
    tip_allowed: bool = False,
    target: int | None = None,
) -> tuple[TableSession, RemoteDriver]:
    """A match of ``preset`` to ``target`` (None: one round): the host's person at ``host_person``, the
    guest at ``guest`` (its stand-in "let"), a random computer at every other seat; not yet shown."""
    setup = GameSetup(preset=preset, target=target, seed=seed)
    rules = setup.rules()
    remote = RemoteDriver(guest, "let", seed, SessionTable(lambda: session, tip_allowed))
    seats: list[SeatDriver] = [
        remote
        if seat == guest
        else PersonDriver("Host")
        if seat == host_person
        else ComputerDriver.seeded("random", seed, seat)
        for seat in range(rules.players)
    ]
    session = TableSession(Match(rules, seed), seats, setup, random.Random(seed), kept=False)
    session.name_seats()
    return session, remote


def new_controller() -> GameController:
    controller = GameController()
    controller.pace_ms = 0
    controller.turn.teaching = False
    return controller
