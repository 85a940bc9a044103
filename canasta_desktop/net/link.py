"""A connection to one peer over magic-wormhole with dilation, Twisted running on its own thread.

The host makes a `Link.host` per remote seat: it gets a code (``7-guitarist-revenge``) to give that
person; the person's game makes a `Link.join` with the code. The two meet at the mailbox server,
agree a key from the code (a mistyped code fails at once, on both sides), and dilation opens an
encrypted connection between them, direct or through the transit relay, that reconnects by itself
when the line drops. Over it runs one subchannel of `messages` lines, read through a `PeerGuard`.

A dropped line is reported by dilation's status on one side only (the side that leads the
reconnection); the other would wait in silence, even for a peer whose game was killed. So both sides
write an empty line every `KEEPALIVE_SECONDS`, and a link that hears nothing at all for
`SILENT_SECONDS` reports itself LOST; the peer's next bytes bring it back (RECONNECTED).

Every method may be called from any thread and returns at once. What happens comes back through
``on_event``, called on the network thread (the interface passes it on to its own thread): state
changes (`StateChanged`), messages (`Received`) and the peer's lines that were turned away
(`PeerTurnedAway`; the peer is told why with a `Refused`). After a `CLOSED` or `FAILED` state
nothing more comes. An error inside is logged and ends the link as FAILED; it never escapes
into the reactor.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, cast

import wormhole  # type: ignore[import-untyped]
from twisted.internet.protocol import Factory, Protocol
from twisted.internet.task import LoopingCall
from twisted.python.failure import Failure
from wormhole import _status as wormhole_status
from wormhole.errors import (  # type: ignore[import-untyped]
    ServerConnectionError,
    WelcomeError,
    WrongPasswordError,
)

from .guard import FROM_GUEST_LIMITS, FROM_HOST_LIMITS, PeerGuard, Turned
from .link_events import APP_ID as APP_ID
from .link_events import FINAL as FINAL
from .link_events import JOIN_TIMEOUT as JOIN_TIMEOUT
from .link_events import PUBLIC_MAILBOX as PUBLIC_MAILBOX
from .link_events import PUBLIC_RELAY as PUBLIC_RELAY
from .link_events import SUBPROTOCOL as SUBPROTOCOL
from .link_events import LinkEnd as LinkEnd
from .link_events import LinkEvent as LinkEvent
from .link_events import LinkState as LinkState
from .link_events import PeerTurnedAway as PeerTurnedAway
from .link_events import Received as Received
from .link_events import Role as Role
from .link_events import StateChanged as StateChanged
from .link_events import WaitStep as WaitStep
from .link_events import normalised_code as normalised_code
from .messages import (
    FROM_GUEST,
    FROM_HOST,
    Bye,
    Message,
    MessageKind,
    RefusalReason,
    Refused,
    encode,
)
from .reactor_thread import in_reactor, reactor

log = logging.getLogger(__name__)

PING_INTERVAL = 10.0  # seconds between dilation's pings: a silent line is found lost within about this
MAX_QUEUED = 200  # messages sent before the connection opened, held until it does
KEEPALIVE_SECONDS = 10.0  # an empty line to the peer this often while connected
SILENT_SECONDS = 35.0  # nothing heard from the peer this long (not even its keepalive): the line is lost
LIVE = frozenset({LinkState.CONNECTED, LinkState.RECONNECTED})


class Link:
    """One connection to one peer. Make it with `host` or `join`."""

    def __init__(
        self,
        role: Role,
        mailbox_url: str,
        relay: str | None,
        on_event: Callable[[LinkEvent], None],
        timeout: float | None,
    ) -> None:
        self.role = role
        self.state = LinkState.CONNECTING
        self.code: str | None = None
        self._mailbox_url = mailbox_url
        self._relay = relay
        self._on_event = on_event
        self._on_code: Callable[[str], None] | None = None
        self._timeout = timeout
        self._step: WaitStep | None = None
        self._server_attempt: object = None  # the time of the last attempt to reach the server
        self._server_attempts = 0
        self._wormhole: Any = None
        self._channel: _Channel | None = None
        self._queued: list[bytes] = []
        self._timer: Any = None
        self._keepalive: LoopingCall | None = None
        self._heard_at = 0.0  # the reactor's time of the peer's last bytes
        self._guard = (
            PeerGuard(FROM_GUEST, FROM_GUEST_LIMITS)
            if role is Role.HOST
            else PeerGuard(FROM_HOST, FROM_HOST_LIMITS)
        )
        self._finished = threading.Event()

    # ------------------------------------------------------------------ the public face (any thread)
    @classmethod
    def host(
        cls,
        mailbox_url: str,
        relay: str | None,
        on_code: Callable[[str], None],
        on_event: Callable[[LinkEvent], None],
        *,
        timeout: float | None = None,
    ) -> Link:
        """Offer a seat: ``on_code`` gets the code to give the guest (on the network thread)."""
        link = cls(Role.HOST, mailbox_url, relay, on_event, timeout)
        link._on_code = on_code
        in_reactor(link._guarded, link._start, None)
        return link

    @classmethod
    def join(
        cls,
        mailbox_url: str,
        relay: str | None,
        code: str,
        on_event: Callable[[LinkEvent], None],
        *,
        timeout: float | None = JOIN_TIMEOUT,
    ) -> Link:
        """Take the seat ``code`` offers; ValueError if the code is not in a code's form."""
        normal = normalised_code(code)
        if normal is None:
            raise ValueError(f"not an invitation code: {code[:40]!r}")
        link = cls(Role.GUEST, mailbox_url, relay, on_event, timeout)
        link.code = normal
        in_reactor(link._guarded, link._start, normal)
        return link

    def send(self, message: Message) -> None:
        """Send ``message`` (held until the connection opens); WireError now if it is over the limit.
        Nothing is sent once the link has ended."""
        data = encode(message)
        in_reactor(self._guarded, self._write, data)

    def close(self) -> None:
        """End the link (a Bye to the peer if connected); at once CLOSED, if it had not ended."""
        in_reactor(self._guarded, self._close_here, None)

    def wait_closed(self, timeout: float) -> bool:
        """Wait until the wormhole is shut down after the link ended (for a clean exit); True if it is."""
        return self._finished.wait(timeout)

    # ------------------------------------------------------------------ on the network thread
    def _guarded(self, step: Callable[[Any], object], argument: Any) -> None:
        """Run one step; an error in it ends the link instead of reaching the reactor."""
        try:
            step(argument)
        except Exception as error:
            log.exception("network link: unexpected error")
            self._end(LinkState.FAILED, LinkEnd.ERROR, f"{type(error).__name__}: {error}"[:200])

    def _emit(self, event: LinkEvent) -> None:
        try:
            self._on_event(event)
        except Exception:
            log.exception("network link: the event handler failed on %s", type(event).__name__)

    def _start(self, code: str | None) -> None:
        self._set_step(WaitStep.SERVER)
        self._wormhole = hole = wormhole.create(
            APP_ID,
            self._mailbox_url,
            reactor(),
            dilation=True,
            on_status_update=self._callback(self._mailbox_status),
        )
        if code is None:
            hole.allocate_code()
            hole.get_code().addCallbacks(self._callback(self._got_code), self._callback(self._failed))
        else:
            hole.set_code(code)
        hole.get_verifier().addCallbacks(self._callback(self._verified), self._callback(self._failed))
        dilated = hole.dilate(
            transit_relay_location=self._relay,
            on_status_update=self._callback(self._peer_status),
            ping_interval=PING_INTERVAL,
            expected_subprotocols=[SUBPROTOCOL],  # a peer's other subchannels are closed at once
        )
        factory = _ChannelFactory(self._opened, lambda data: self._guarded(self._bytes, data))
        if self.role is Role.HOST:
            dilated.listener_for(SUBPROTOCOL).listen(factory).addErrback(self._callback(self._failed))
        else:
            dilated.connector_for(SUBPROTOCOL).connect(factory).addErrback(self._callback(self._failed))
        if self._timeout is not None:
            self._timer = reactor().callLater(self._timeout, self._guarded, self._timed_out, None)

    def _callback(self, step: Callable[[Any], object]) -> Callable[[Any], None]:
        """``step`` as a callback for Twisted: guarded, and silent once the link has ended."""

        def callback(value: Any) -> None:
            if self.state not in FINAL:
                self._guarded(step, value)

        return callback

    def _set_step(self, step: WaitStep) -> None:
        if self.state is LinkState.CONNECTING and step is not self._step:
            self._step = step
            self._emit(StateChanged(LinkState.CONNECTING, step=step))

    def _got_code(self, code: str) -> None:
        self.code = code
        if self._on_code is not None:
            try:
                self._on_code(code)
            except Exception:
                log.exception("network link: the code handler failed")
        self._set_step(WaitStep.PEER)

    def _mailbox_status(self, status: Any) -> None:
        connection = status.mailbox_connection
        if isinstance(connection, wormhole_status.Connecting):
            if connection.last_attempt != self._server_attempt:
                self._server_attempt = connection.last_attempt
                self._server_attempts += 1
            self._set_step(WaitStep.SERVER if self._server_attempts == 1 else WaitStep.SERVER_RETRY)
        elif not isinstance(status.peer_key, wormhole_status.NoKey):
            self._set_step(WaitStep.OPENING)
        elif isinstance(connection, wormhole_status.Connected) and self.role is Role.GUEST:
            self._set_step(WaitStep.PEER)

    def _verified(self, _verifier: bytes) -> None:
        self._set_step(WaitStep.OPENING)

    def _peer_status(self, status: Any) -> None:
        peer = status.peer_connection
        if isinstance(peer, wormhole_status.ReconnectingPeer) and self.state in LIVE:
            self._set_state(LinkState.LOST)
        elif isinstance(peer, wormhole_status.ConnectedPeer) and self.state is LinkState.LOST:
            self._set_state(LinkState.RECONNECTED)

    def _set_state(self, state: LinkState) -> None:
        self.state = state
        self._emit(StateChanged(state))

    def _failed(self, failure: Failure) -> None:
        if isinstance(failure.value, WrongPasswordError):
            self._end(LinkState.FAILED, LinkEnd.WRONG_CODE)
        elif isinstance(failure.value, (ServerConnectionError, WelcomeError)):
            self._end(LinkState.FAILED, LinkEnd.SERVER, failure.getErrorMessage()[:200])
        else:
            log.warning("network link failed: %s", failure.getErrorMessage())
            self._end(LinkState.FAILED, LinkEnd.ERROR, failure.getErrorMessage()[:200])

    def _timed_out(self, _: None) -> None:
        self._timer = None
        if self.state is LinkState.CONNECTING:
            self._end(LinkState.FAILED, LinkEnd.TIMEOUT)

    # ------------------------------------------------------------------ the subchannel
    def _opened(self, channel: _Channel) -> bool:
        """A subchannel opened; False if it is not taken (the link has one, or has ended)."""
        if self._channel is not None or self.state in FINAL:
            return False
        self._channel = channel
        self._cancel_timer()
        self._set_state(LinkState.CONNECTED)
        for data in self._queued:
            channel.write_line(data)
        self._queued.clear()
        self._heard_at = reactor().seconds()
        self._keepalive = LoopingCall(self._guarded, self._beat, None)
        self._keepalive.clock = cast(Any, reactor())  # Twisted's clock interface: zope's, unread by mypy
        self._keepalive.start(KEEPALIVE_SECONDS, now=False)
        return True

    def _beat(self, _: None) -> None:
        """A keepalive to the peer; a peer not heard for `SILENT_SECONDS` has lost its line."""
        if self._channel is not None and self.state not in FINAL:
            self._channel.write_line(b"")
        if self.state in LIVE and reactor().seconds() - self._heard_at > SILENT_SECONDS:
            self._set_state(LinkState.LOST)

    def _write(self, data: bytes) -> None:
        if self.state in FINAL:
            return
        if self._channel is None:
            if len(self._queued) >= MAX_QUEUED:
                raise RuntimeError("too many messages before the connection opened")
            self._queued.append(data)
        else:
            self._channel.write_line(data)

    def _bytes(self, data: bytes) -> None:
        self._heard_at = reactor().seconds()
        if self.state is LinkState.LOST:
            self._set_state(LinkState.RECONNECTED)  # heard again: the line is back
        for verdict in self._guard.feed(data):
            if self.state in FINAL:
                return
            if isinstance(verdict, Turned):
                self._turn_away(verdict)
            elif verdict.message.kind is MessageKind.BYE:
                self._end(LinkState.CLOSED, LinkEnd.CLOSED_BY_PEER)
            else:
                self._emit(Received(verdict.message))

    def _turn_away(self, verdict: Turned) -> None:
        error = verdict.error
        log.warning("network link: turned away a line from the %s: %s", _other(self.role), error)
        self._write(encode(Refused(reason=error.reason, text=error.detail[:400])))
        self._emit(PeerTurnedAway(error, verdict.drop))
        if verdict.drop:
            if error.reason is not RefusalReason.WRONG_VERSION:
                self._write(encode(Refused(reason=RefusalReason.TOO_MANY_BAD, text="dropped")))
            self._end(LinkState.FAILED, LinkEnd.PEER_DROPPED, str(error))

    # ------------------------------------------------------------------ the end
    def _close_here(self, _: None) -> None:
        if self.state not in FINAL:
            self._write(encode(Bye()))
            self._end(LinkState.CLOSED, LinkEnd.CLOSED_HERE)

    def _end(self, state: LinkState, end: LinkEnd, detail: str = "") -> None:
        if self.state in FINAL:
            return
        self.state = state
        self._cancel_timer()
        if self._keepalive is not None and self._keepalive.running:
            self._keepalive.stop()
        self._emit(StateChanged(state, end=end, detail=detail))
        hole, self._wormhole = self._wormhole, None
        if hole is None:
            self._finished.set()
            return
        # A moment for the last lines (a Bye, a refusal) to leave before the connection stops.
        reactor().callLater(0.2, self._shut, hole)

    def _shut(self, hole: Any) -> None:
        try:
            closing = hole.close()
        except Exception:
            log.exception("network link: closing the wormhole failed")
            self._finished.set()
            return
        closing.addBoth(self._shut_down)

    def _shut_down(self, result: object) -> None:
        if isinstance(result, Failure) and not isinstance(result.value, WrongPasswordError):
            log.info("network link: the wormhole closed with %s", result.getErrorMessage())
        self._finished.set()

    def _cancel_timer(self) -> None:
        if self._timer is not None and self._timer.active():
            self._timer.cancel()
        self._timer = None


def _other(role: Role) -> str:
    return "guest" if role is Role.HOST else "host"


class _Channel(Protocol):
    """The subchannel's protocol: its bytes go to ``received``; ``opened`` says whether it is taken."""

    def __init__(self, opened: Callable[[_Channel], bool], received: Callable[[bytes], None]) -> None:
        self._opened = opened
        self._received = received

    def connectionMade(self) -> None:
        if not self._opened(self):
            self._transport().loseConnection()

    def dataReceived(self, data: bytes) -> None:
        self._received(data)

    def connectionLost(self, reason: object = None) -> None:
        pass  # dilation reconnects by itself; its status says when the peer is lost

    def write_line(self, data: bytes) -> None:
        self._transport().write(data + b"\n")

    def _transport(self) -> Any:
        """The subchannel (Twisted's interfaces are zope's, which the type checker does not read)."""
        return self.transport


class _ChannelFactory(Factory):
    def __init__(self, opened: Callable[[_Channel], bool], received: Callable[[bytes], None]) -> None:
        self._opened = opened
        self._received = received

    def buildProtocol(self, addr: object) -> _Channel:
        return _Channel(self._opened, self._received)
