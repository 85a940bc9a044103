"""The host's invitations: a code for each seat played from another computer, kept offered (issue 35).

A `SeatInvitation` offers one remote seat (`RemoteDriver`) over a `LinkBridge`: the link gets a code
from the mailbox server, and whoever types it plays the seat. It follows the link and the seat's
presence as one `SeatStatus` for the invitation dialog, the status line and the screen reader. A
code works once: when it is spent by a wrong guess, or the guest on it leaves or is dropped, the seat
is offered again at once under a new code (`Renewal` says why). A line lost for longer than
`RENEW_AFTER_SECONDS` is given up too: the guest's game may have closed, and a new one can only join
with a new code (magic-wormhole's code is good for one connection). A server that cannot be reached is
not tried again and again: the seat says so and waits for the host's "Try again". Every wait can be
stopped (`stop`): the stand-in computer plays the seat then, until the host invites again.

`Invitations` holds the seats of one match. Closing it ends every link (each guest is told).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...net.link_events import FINAL, LinkEnd, LinkEvent, LinkState, StateChanged, WaitStep
from ..workers.link_bridge import LinkBridge
from .remote_driver import Presence, RemoteDriver
from .table_session import TableSession

UNREACHED = frozenset({LinkEnd.SERVER, LinkEnd.TIMEOUT, LinkEnd.ERROR})  # no code to offer: the host retries
RENEW_AFTER_SECONDS = 90.0  # a line lost this long gets a new code (the stand-in holds the seat by then)


class SeatStatus(Enum):
    """Where a remote seat's invitation is, as the host is told."""

    GETTING_CODE = "getting_code"  # reaching the mailbox server for a code
    SERVER_RETRY = "server_retry"  # the server did not answer: the link tries again by itself
    WAITING = "waiting"  # the code is ready: waiting for the guest to type it
    JOINING = "joining"  # the guest typed it: the connection is opening
    JOINED = "joined"  # the guest plays the seat
    LOST = "lost"  # the guest's line dropped: waiting for it to come back (the stand-in after the grace)
    STAND_IN = "stand_in"  # the computer holds the seat; the code is still offered
    FAILED = "failed"  # no code: the server could not be reached
    STOPPED = "stopped"  # not invited (the host stopped): the computer plays the seat


class Renewal(Enum):
    """Why the seat's code is a new one."""

    CODE_SPENT = "code_spent"  # a wrong guess used up the code (magic-wormhole allows one)
    GUEST_LEFT = "guest_left"  # the guest on the last code left, or was dropped


@dataclass(frozen=True, slots=True)
class Servers:
    """The servers a new code is asked from (Settings)."""

    mailbox_url: str
    relay: str | None


class SeatInvitation(QObject):
    """One remote seat's invitation (see the module's docstring)."""

    changed = Signal()  # the status, the code or the presence changed

    def __init__(self, driver: RemoteDriver, servers: Callable[[], Servers], parent: QObject) -> None:
        super().__init__(parent)
        self.driver = driver
        self.renewal: Renewal | None = None
        self.detail = ""  # what the server said when it could not be reached
        self.joins = 0  # how often a guest took the seat (after the first, it comes "back")
        self._servers = servers
        self._bridge: LinkBridge | None = None  # the link offered now (None: not inviting)
        self._last: LinkBridge | None = None  # the last link offered, to wait for at the exit
        self._step: WaitStep | None = None
        self._joined_here = False  # a guest joined on the current link
        self.renew_after = RENEW_AFTER_SECONDS
        self._renewal_due = QTimer(self)  # started while a joined guest's line is lost
        self._renewal_due.setSingleShot(True)
        self._renewal_due.timeout.connect(self._lost_too_long)
        driver.presence_changed.connect(self._presence_changed)

    # ----------------------------------------------------------------- what the host sees
    @property
    def name(self) -> str:
        return self.driver.name

    @property
    def code(self) -> str | None:
        """The code to give the guest, while it may still be typed."""
        bridge = self._bridge
        waiting = self.status in (SeatStatus.WAITING, SeatStatus.STAND_IN)
        return bridge.code if bridge is not None and waiting else None

    @property
    def status(self) -> SeatStatus:
        presence, bridge = self.driver.presence, self._bridge
        if presence is Presence.PLAYING:
            return SeatStatus.JOINED
        if bridge is None:
            return SeatStatus.STOPPED
        if self._joined_here and bridge.state is LinkState.LOST:
            return SeatStatus.LOST
        if bridge.state in FINAL:
            return SeatStatus.FAILED
        if self._step is WaitStep.OPENING:
            return SeatStatus.JOINING
        if bridge.code is None:
            return SeatStatus.SERVER_RETRY if self._step is WaitStep.SERVER_RETRY else SeatStatus.GETTING_CODE
        return SeatStatus.STAND_IN if presence is Presence.STAND_IN else SeatStatus.WAITING

    @property
    def stand_in_plays(self) -> bool:
        return self.driver.presence is Presence.STAND_IN

    # ----------------------------------------------------------------- what the host does
    def offer(self, renewal: Renewal | None = None) -> None:
        """Offer the seat under a new code (a link offered before is closed)."""
        self._let_go()
        servers = self._servers()
        bridge = LinkBridge(self)  # destroyed with the seat, on this thread
        self._bridge = self._last = bridge
        self._step, self._joined_here = None, False
        self.renewal, self.detail = renewal, ""
        self.driver.attach(bridge)  # the driver hears the link first: its presence is settled before ours
        bridge.link_event.connect(self._heard)
        bridge.code_ready.connect(self._code_ready)
        bridge.host(servers.mailbox_url, servers.relay)
        self.changed.emit()

    def stop(self) -> None:
        """Stop inviting (or waiting for a lost line): the stand-in computer plays the seat now."""
        self._let_go()
        self._bridge = None
        self.renewal = None
        self.driver.stop_waiting()
        self.changed.emit()

    def close(self) -> None:
        """End the seat's link for good (the match leaves the table): the guest is told."""
        self._let_go()
        self.driver.close()
        self._bridge = None

    def wait_closed(self, timeout: float) -> bool:
        """Wait until the seat's last link has shut down (for a clean exit)."""
        link = self._last.link if self._last is not None else None
        return link is None or link.wait_closed(timeout)

    # ----------------------------------------------------------------- what the link and the seat say
    def _let_go(self) -> None:
        """No more events from the current link: what it says now is not this invitation's news."""
        self._renewal_due.stop()
        bridge = self._bridge
        if bridge is not None:
            bridge.link_event.disconnect(self._heard)
            bridge.code_ready.disconnect(self._code_ready)

    @Slot(object)
    def _heard(self, event: LinkEvent) -> None:
        if not isinstance(event, StateChanged):
            return
        if event.step is not None:
            self._step = event.step
        if event.state is LinkState.LOST and self._joined_here:
            if not self._renewal_due.isActive():  # (a lost link reports each try to reconnect)
                self._renewal_due.start(round(self.renew_after * 1000))
        elif event.state is not LinkState.LOST:
            self._renewal_due.stop()
        if event.state in FINAL:
            self._ended(event.end, event.detail)
        self.changed.emit()

    def _ended(self, end: LinkEnd | None, detail: str) -> None:
        """The link ended by itself: offered again at once, unless there was no code to begin with."""
        if self._joined_here:
            self.offer(Renewal.GUEST_LEFT)
        elif end in UNREACHED:
            self.detail = detail
            self.driver.stop_waiting()  # nobody can join without a code: the stand-in plays, no 90 s wait
        else:
            self.offer(Renewal.CODE_SPENT)  # a wrong guess, or a peer turned away before it joined

    @Slot()
    def _lost_too_long(self) -> None:
        """The guest's line has not come back: its link is closed and the seat offered under a new code."""
        if self._bridge is not None and self._bridge.state is LinkState.LOST:
            self.offer(Renewal.GUEST_LEFT)

    @Slot(str)
    def _code_ready(self, _code: str) -> None:
        self.changed.emit()

    @Slot(object)
    def _presence_changed(self, presence: Presence) -> None:
        if presence is Presence.PLAYING:
            self._joined_here, self.renewal = True, None
            self.joins += 1
        self.changed.emit()


class Invitations(QObject):
    """The invitations of one match: a `SeatInvitation` for each seat played from another computer."""

    changed = Signal(object)  # the `SeatInvitation` whose status changed

    def __init__(self, session: TableSession, servers: Callable[[], Servers], parent: QObject) -> None:
        super().__init__(parent)
        self.session = session
        drivers = [driver for driver in session.seats if isinstance(driver, RemoteDriver)]
        self.seats = [SeatInvitation(driver, servers, self) for driver in drivers]
        for seat in self.seats:
            seat.changed.connect(lambda seat=seat: self.changed.emit(seat))

    def offer_all(self) -> None:
        """A code for every seat that has none on offer and no guest playing it."""
        for seat in self.seats:
            if seat.status in (SeatStatus.STOPPED, SeatStatus.FAILED):
                seat.offer()

    def close(self, timeout: float = 0.0) -> None:
        """End every seat's link; wait up to ``timeout`` seconds for each to shut down (at the exit)."""
        for seat in self.seats:
            seat.close()
        if timeout > 0:
            for seat in self.seats:
                seat.wait_closed(timeout)


def remote_seats(session: TableSession | None) -> bool:
    """Whether ``session`` has a seat played from another computer."""
    return session is not None and any(isinstance(driver, RemoteDriver) for driver in session.seats)
