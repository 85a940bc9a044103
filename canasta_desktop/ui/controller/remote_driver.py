"""A seat played by a person at another computer, as the host's table drives it (issue 35).

The host is the authority: it holds the whole round, and `RemoteDriver` is the seat's `SeatDriver`
there. It tells the guest what the seat may see — its `View` after every change of the round
(`Watching`), and a `YourTurn` with the legal moves when the seat is to act — and checks every
`Move` that comes back against the request it answers and the host's own position before the
table plays it through `DriverTable.reply`. Nothing the guest sends is trusted: a move out of turn
or one the rules refuse is answered with a `Refused` and the seat waits on; after `MAX_BAD_MOVES`
such moves in a row the guest is dropped.

The seat is offered over a `LinkBridge` (one code); the guest joins with `Hello`, gets `Welcome`
and the table as it stands. When the line drops (the link lost, or ended) the seat waits
`GRACE_SECONDS`, then a stand-in computer of the host's chosen level plays it until the guest is
back — on the same link once it reconnects, or on a new one offered with `attach` — and the guest
takes the seat back at its next turn. The host may stop waiting (`stop_waiting`): the stand-in plays
at once. The table shows the stand-in's level beside the guest's name while it plays; the save keeps
the seat as a remote one with the guest's name and the stand-in computer, so a saved match goes on
with the stand-in while the seat is offered again.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...ai.base import Player
from ...engine.actions import Action
from ...engine.phase import Phase
from ...engine.reasons import IllegalActionError
from ...engine.rules import RuleSet
from ...engine.view import PlayerView
from ...net.guard import FROM_GUEST_LIMITS
from ...net.link_events import FINAL, LinkEvent, LinkState, Received, StateChanged
from ...net.messages import (
    Chat,
    Commitment,
    Hello,
    Message,
    Move,
    RefusalReason,
    Refused,
    RequestKind,
    Reveal,
    View,
    Welcome,
    YourTurn,
)
from ...net.wire_view import view_to_wire
from ...persistence.savegame import seat_seed
from ...persistence.session import SeatInfo
from ..workers.ai_worker import player_factory
from ..workers.link_bridge import LinkBridge
from .fair_dealer import FairDealer
from .seat_drivers import ComputerDriver, DriverTable, GoOutQuestion, Moved, SeatRequest

if TYPE_CHECKING:  # the session makes the remote seats (`TableSession.new`)
    from .table_session import TableSession

log = logging.getLogger(__name__)

GRACE_SECONDS = 90.0  # a dropped guest's seat waits this long before the stand-in computer plays it
MAX_BAD_MOVES = FROM_GUEST_LIMITS.max_bad  # refused moves in a row before the guest is dropped
NAME_LIMIT = 80  # the wire's bound on a name


class Presence(Enum):
    """Who plays a remote seat now."""

    INVITED = "invited"  # nobody has joined on the seat's link yet
    PLAYING = "playing"  # the guest is on the line and plays the seat
    AWAY = "away"  # the guest's line dropped or its link ended: the stand-in plays after the wait
    STAND_IN = "stand_in"  # the stand-in computer plays the seat until the guest is back


@dataclass(frozen=True, slots=True)
class TableFacts:
    """What a guest is told of the match when it joins (`Welcome`): ``levels`` None for a person."""

    rules: RuleSet
    names: tuple[str, ...]
    levels: tuple[str | None, ...]
    tip_allowed: bool


class HostTable(Protocol):
    """What a remote seat reads of the host's table."""

    def facts(self) -> TableFacts | None:
        """The match a joining guest is told of (None: no match on the table yet)."""
        ...

    def refusal(self, seat: int, action: Action) -> str | None:
        """Why ``seat`` may not play ``action`` now in the host's own position (None: it may)."""
        ...

    def commitment(self) -> Commitment | None:
        """The fair deal's commitment to the round on the table (None: no round, or not a deal)."""
        ...

    def reveal(self) -> Reveal | None:
        """The round on the table revealed, once it is over (None before)."""
        ...


class SessionTable:
    """`HostTable` over the session the host's controller shows; ``tip_allowed``: the host's choice."""

    def __init__(self, session: Callable[[], TableSession | None], tip_allowed: bool) -> None:
        self._session = session
        self.tip_allowed = tip_allowed
        self.fair_dealer = FairDealer()  # one commitment per round for every remote seat

    def facts(self) -> TableFacts | None:
        session = self._session()
        if session is None:
            return None
        levels = session.levels
        return TableFacts(
            session.match.rules,
            tuple(name[:NAME_LIMIT] for name in session.names),
            tuple(levels.get(seat) for seat in range(len(session.seats))),
            self.tip_allowed,
        )

    def refusal(self, seat: int, action: Action) -> str | None:
        session = self._session()
        state = session.state if session is not None else None
        if state is None or state.is_over or state.actor != seat:
            return "not this seat's turn"
        try:
            state.check(action)
        except IllegalActionError as error:
            return str(error)
        return None

    def commitment(self) -> Commitment | None:
        session = self._session()
        if session is None or session.state is None:
            return None
        return self.fair_dealer.commitment(session.shown_round_number(), session.state)

    def reveal(self) -> Reveal | None:
        session = self._session()
        if session is None or session.state is None:
            return None
        return self.fair_dealer.reveal(session.shown_round_number(), session.state)


class RemoteDriver(QObject):
    """The seat of a person at another computer, on the host (see the module's docstring)."""

    presence_changed = Signal(object)  # the new `Presence` (the seat's name and level may show anew)
    chat_heard = Signal(int, object)  # the seat, and a `Chat` its guest said (the chat stamps the seat)
    greeted = Signal(int)  # the seat: its guest joined (welcomed and shown the table), not reconnected

    at_screen = False
    instant = False

    def __init__(
        self,
        seat: int,
        stand_in_level: str,
        seed: int,
        host_table: HostTable,
        name: str = "",
        grace: float = GRACE_SECONDS,
        parent: QObject | None = None,
        player: Player | None = None,
    ) -> None:
        """``name``: the seat's name until the guest gives its own ("": the table names it);
        ``stand_in_level`` and ``seed``: the stand-in computer, made as a computer seat's player is
        (``player``: the stand-in as a saved match kept it)."""
        super().__init__(parent)
        self.seat = seat
        self.name = self.chosen_name = name
        self.stand_in_level = stand_in_level
        self.player = player or player_factory(stand_in_level)(seat_seed(seed, seat))
        self.host_table = host_table
        self.grace = grace
        self.presence = Presence.INVITED
        self._bridge: LinkBridge | None = None
        self._greeted = False  # the guest on the current link said Hello
        self._absent_since = time.monotonic()
        self._view: PlayerView | None = None  # the seat's view of the round now
        self._sent_view: PlayerView | None = None  # the last view sent on the current link
        self._sent_fair: list[
            Commitment | Reveal
        ] = []  # the fair deal's messages sent on it (the last round's)
        self._request: SeatRequest | None = None  # the request waiting for the guest's answer
        self._table: DriverTable | None = None
        self._last_offered = -1  # the newest request id sent on the current link
        self._bad = 0  # refused messages in a row
        self._stand_in_turn = False  # the stand-in began this turn of the seat: it plays it to its end
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.timeout.connect(self._wait_over)

    # ----------------------------------------------------------------- SeatDriver
    @property
    def paced(self) -> bool:
        """The stand-in's moves come at a computer's pace, for the host to follow; the guest's own
        table paces what the guest sees."""
        return self.presence is Presence.STAND_IN or self._stand_in_turn

    @property
    def level(self) -> str | None:
        """The stand-in's level while it plays the seat (shown beside the name); None while the person does."""
        return self.stand_in_level if self.presence is Presence.STAND_IN else None

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        self._request, self._table, self._view = request, table, request.view
        if isinstance(request, GoOutQuestion) or request.view.phase is Phase.DRAW:
            self._stand_in_turn = False  # a turn of its own begins (or a question between turns)
        if self.presence is Presence.STAND_IN or self._stand_in_turn:
            self._stand_in(request)
        elif self.presence is Presence.PLAYING:
            self._show()
            self._offer(request)
        else:
            self._start_wait()

    def seat_info(self, seat_seed: int) -> SeatInfo:
        """The seat played from afar, with the guest's name and the stand-in computer (its level, player)."""
        return SeatInfo(self.name, self.stand_in_level, seat_seed, self.player, remote=True)

    def fresh(self, seed: int, seat: int) -> ComputerDriver:
        """A round played aside at the host is played by the stand-in's level, not the guest."""
        return ComputerDriver.seeded(self.stand_in_level, seed, seat, self.name)

    # ----------------------------------------------------------------- Watching
    def watch(self, view: PlayerView) -> None:
        self._view = view
        self.host_table.commitment()  # made before the round's first card, even with no guest yet
        self._show()

    # ----------------------------------------------------------------- the link
    def attach(self, bridge: LinkBridge) -> None:
        """Offer the seat over ``bridge``'s link (call its `host` for the code): whoever joins with it
        plays the seat. A link offered before is closed (its guest, if any, has left the seat)."""
        bridge.setParent(self)  # kept while its link may still report, after another is offered
        old, self._bridge = self._bridge, bridge
        if old is not None:
            old.link_event.disconnect(self._heard)
            old.close()
            self._left()
        self._greeted, self._sent_view, self._last_offered, self._bad = False, None, -1, 0
        self._sent_fair = []
        bridge.link_event.connect(self._heard)

    def close(self) -> None:
        """End the seat's link (the guest is told): the match is over here, or the host leaves."""
        if self._bridge is not None:
            self._bridge.close()

    def stop_waiting(self) -> None:
        """The host stops waiting for a guest ("Stop inviting"): the seat's link is closed, and the
        stand-in plays the seat at once, until a guest joins on a link offered again (`attach`)."""
        bridge, self._bridge = self._bridge, None
        if bridge is not None:
            bridge.link_event.disconnect(self._heard)
            bridge.close()
        self._greeted = False
        self._wait.stop()
        self._set_presence(Presence.STAND_IN)
        if self._request is not None:  # the guest's turn waits: the stand-in plays it now
            self._stand_in(self._request)

    def pass_on(self, chat: Chat) -> None:
        """Tell the guest a chat message, once it has joined (none wait for a guest not there yet)."""
        if self._greeted:
            self._send(chat)

    @Slot(object)
    def _heard(self, event: LinkEvent) -> None:
        # A line the link turned away (`PeerTurnedAway`) was refused there; a drop ends the link.
        if isinstance(event, StateChanged):
            self._state_changed(event.state)
        elif isinstance(event, Received):
            self._received(event.message)

    def _state_changed(self, state: LinkState) -> None:
        if not self._greeted:
            return
        if state is LinkState.RECONNECTED:
            self._back()
        elif state is LinkState.LOST or state in FINAL:
            self._greeted = state is LinkState.LOST  # a lost line may come back; an ended link never
            self._left()

    def _received(self, message: Message) -> None:
        if isinstance(message, Hello):
            self._hello(message)
        elif isinstance(message, Move):
            self._move(message)
        elif isinstance(message, Chat):
            if self._greeted:
                self.chat_heard.emit(self.seat, message)
        elif isinstance(message, Refused):
            log.warning(
                "the guest at seat %d refused a message: %s %s", self.seat, message.reason, message.text
            )
        # A Bye ends the link (heard as CLOSED).

    def _hello(self, hello: Hello) -> None:
        """The guest joins (the link's guard has refused another protocol version already): it is
        welcomed to the match with the seat this link was offered for, whatever seat it names."""
        if self._greeted:
            self._bad_message(RefusalReason.UNEXPECTED, "hello again on the same link")
            return
        facts = self.host_table.facts()
        if facts is None:
            self._refuse(RefusalReason.UNEXPECTED, "no match on the host's table yet")
            return
        self._greeted, self._bad = True, 0
        if hello.name.strip():
            self.name = self.chosen_name = hello.name.strip()
        names, levels = list(facts.names), list(facts.levels)
        names[self.seat], levels[self.seat] = self.name, None
        welcome = Welcome(
            rules=facts.rules, names=names, levels=levels, seat=self.seat, tip_allowed=facts.tip_allowed
        )
        self._send(welcome)
        self._back()
        self.greeted.emit(self.seat)

    # ----------------------------------------------------------------- the guest's moves
    def _move(self, move: Move) -> None:
        request = self._request
        if not self._greeted or request is None or move.request_id != self._last_offered:
            text = f"not your turn: no move is asked under request {move.request_id}"
            if move.request_id > self._last_offered or not self._greeted:
                self._bad_message(RefusalReason.UNEXPECTED, text)
            else:
                self._refuse(RefusalReason.UNEXPECTED, text)  # a late answer to a turn already played
            return
        action = move.parsed()
        problem = None if action in request.legal else self.host_table.refusal(self.seat, action)
        if problem is not None:
            self._bad_message(RefusalReason.INVALID, f"not a legal move now: {action} ({problem})")
            return
        self._bad, self._request = 0, None  # before the reply: the table may ask the next turn at once
        assert self._table is not None
        self._table.reply(Moved(request.request_id, request.seat, action))

    def _bad_message(self, reason: RefusalReason, text: str) -> None:
        self._bad += 1
        self._refuse(reason, text)
        if self._bad >= MAX_BAD_MOVES and self._bridge is not None:
            self._refuse(RefusalReason.TOO_MANY_BAD, "dropped")
            self._bridge.close()
            self._greeted = False
            self._left()

    # ----------------------------------------------------------------- the guest comes and goes
    def _back(self) -> None:
        """The guest is on the line (joined, or reconnected): it gets the table as it stands, and the
        turn it waits for unless the stand-in plays that one already."""
        self._wait.stop()
        self._set_presence(Presence.PLAYING)
        self._show()
        request = self._request
        if request is not None and request.request_id != self._last_offered:
            self._offer(request)

    def _left(self) -> None:
        """The guest is off the line: its turn waits the rest of the grace, then the stand-in plays."""
        if self.presence is not Presence.PLAYING:
            return
        self._absent_since = time.monotonic()
        self._set_presence(Presence.AWAY)
        if self._request is not None:
            self._start_wait()

    def _start_wait(self) -> None:
        left = self.grace - (time.monotonic() - self._absent_since)
        if left <= 0:
            self._wait_over()
        else:
            self._wait.start(math.ceil(left * 1000))

    @Slot()
    def _wait_over(self) -> None:
        request = self._request
        if request is not None and self.presence in (Presence.INVITED, Presence.AWAY):
            self._set_presence(Presence.STAND_IN)
            self._stand_in(request)

    def _stand_in(self, request: SeatRequest) -> None:
        self._request, self._stand_in_turn = None, True
        assert self._table is not None
        self._table.think(request, self.player)

    def _set_presence(self, presence: Presence) -> None:
        if presence is not self.presence:
            self.presence = presence
            self.presence_changed.emit(presence)

    # ----------------------------------------------------------------- sending
    def _show(self) -> None:
        """Send the seat's view, if the guest is on the line and has not got this one: the round's
        commitment before its first view, its reveal after its last."""
        view = self._view
        if self.presence is Presence.PLAYING and view is not None and view != self._sent_view:
            self._tell_fair(self.host_table.commitment())
            if self._send(View(view=view_to_wire(view))):
                self._sent_view = view
                if view.phase is Phase.OVER:
                    self._tell_fair(self.host_table.reveal())

    def _tell_fair(self, message: Commitment | Reveal | None) -> None:
        """Send a commitment or a reveal the guest on this link has not had yet."""
        if message is not None and message not in self._sent_fair and self._send(message):
            self._sent_fair = [*self._sent_fair[-1:], message]

    def _offer(self, request: SeatRequest) -> None:
        kind = RequestKind.GO_OUT if isinstance(request, GoOutQuestion) else RequestKind.TURN
        try:
            turn = YourTurn.of(request.request_id, kind, request.legal)
        except ValueError:
            log.exception("seat %d: a turn the wire cannot carry; the stand-in plays it", self.seat)
            self._stand_in(request)
            return
        if self._send(turn):
            self._last_offered = request.request_id

    def _refuse(self, reason: RefusalReason, text: str) -> None:
        self._send(Refused(reason=reason, text=text[:400]))

    def _send(self, message: Message) -> bool:
        if self._bridge is None:
            return False
        try:
            self._bridge.send(message)
        except ValueError:  # over the size limit (`WireError`)
            log.exception("seat %d: a %s too large to send", self.seat, message.kind.value)
            return False
        return True
