"""The guest's side of a match played at another computer's table (issue 35).

`GuestPlay` joins the host's game with the code, and keeps a `TableSession` the controller shows
like any other: the same table, history, score sheet, gestures and keys. What differs is who
holds the round. The host does; the guest's session is rebuilt from each `View` the host sends
(`guest_round`), its other seats are `HostDriver`s that never answer, and the guest's own seat
acts only while a `YourTurn` waits for it (`GuestSeat`).

The guest's moves are checked on its own table as at home, but they are not played there:
`GameController.apply` hands the viewer's moves to the session's `MoveAuthority`, which this is.
It sends one `Move` per `YourTurn`; a gesture that makes several moves (staged melds laid before a
discard) sends the next when the host asks again. The table changes when the host's view comes
back; a move the host refuses is said as the engine's refusals are, and the hand is shown as it
stands.

At a round's end the score needs the hands the guest never saw: the host's `Reveal` (its round
log) gives them, else the next round's scores give each side's total (`guest_round`). The next
round is shown when the host has dealt it and the guest has moved on from the score sheet.

Nothing here is saved: the session is not kept, so the guest's own match at home and its save
stay exactly as they were.
"""

from __future__ import annotations

import dataclasses
import logging
import random
import unicodedata
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.match import Match, RoundRecord
from ...engine.reasons import IllegalActionError
from ...engine.state import Phase, RoundState
from ...engine.view import PlayerView
from ...net.link_events import (
    FINAL,
    JOIN_TIMEOUT,
    LinkEvent,
    LinkState,
    PeerTurnedAway,
    Received,
    StateChanged,
)
from ...net.messages import (
    Commitment,
    Hello,
    Message,
    Move,
    RefusalReason,
    Refused,
    Reveal,
    View,
    Welcome,
    YourTurn,
)
from ...net.wire_view import view_from_wire
from ...persistence.away_match import away_match
from ...persistence.round_archive import ArchivedMatch, archived_match
from ...persistence.statistics import FinishedMatch
from ..text.messages import reason_text
from ..workers.guest_link import GuestLink
from . import guest_words as words
from .game_setup import GameSetup
from .guest_round import (
    DealCheck,
    deal_check,
    derived_record,
    revealed_record,
    revealed_round,
    round_from_view,
    same_round,
    with_own_draws,
)
from .guest_seats import GuestSeat, HostDriver
from .seat_drivers import SeatDriver
from .table_session import TableSession

log = logging.getLogger(__name__)

NAME_LIMIT = 80  # the wire's bound on a name


class GuestTable(Protocol):
    """What the guest's game uses of the controller."""

    @property
    def session(self) -> TableSession | None: ...
    def show(self, session: TableSession | None, dealt: bool = False) -> TableSession | None: ...
    def changed(self, events: list[Event], seat: int | None, shown: bool = True) -> None: ...
    def after_change(self, quiet: bool = False, shown: bool = True) -> None: ...
    def refuse(self, text: str) -> str: ...
    def redraw(self) -> None: ...
    def show_status(self, text: str) -> None: ...


class GuestPlay(QObject):
    """One guest's game at a host's table (see the module's docstring)."""

    progress = Signal(str)  # while joining: what the link does now
    failed = Signal(str)  # the join failed before the host's table came: why
    joined = Signal()  # `session` holds the host's table: show it
    scored = Signal(object, object)  # a finished round's RoundRecord, and the hands left (None: unknown)
    said = Signal(str)  # a note during the game (the line dropped, came back)
    ended = Signal(str)  # the game ended after it began, not by leaving: why

    def __init__(
        self, table: GuestTable, link: GuestLink | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.link = link if link is not None else GuestLink()
        self.link.setParent(self)
        self.link.link_event.connect(self._heard)
        self.session: TableSession | None = None
        self.name = ""
        self.fresh_deal = False  # the first view was of a round just dealt (the table deals it)
        self.finished = False  # the link has ended, or the guest left
        self._welcome: Welcome | None = None
        self._joined_at: list[int] = []  # the sides' totals when the host's table came
        self._rng = random.Random()
        self._seat: GuestSeat | None = None
        self._shown: PlayerView | None = None  # the view on the table
        self._events: list[Event] = []  # the shown round's events, the guest's own draws named
        self._scored = False  # the shown round, over, has its score
        self._next: PlayerView | None = None  # the next round's newest view, held while the last one shows
        self._wants_next = False  # the guest moved on from the score sheet before the host dealt
        self._turn: YourTurn | None = None  # the host's request for the newest view, not yet answered
        self._answering: YourTurn | None = None  # the request a move is on its way for
        self._answer: Action | None = None  # that move
        self._queue: list[Action] = []  # a gesture's further moves, sent one per YourTurn
        self._reveal: Reveal | None = None  # the host's log of the shown round, once it came
        self._commitment: Commitment | None = None  # the host's newest commitment (fair deal)
        self.deal_check: DealCheck | None = (
            None  # the last round scored: its reveal checked (None: none came)
        )

    # ----------------------------------------------------------------- joining and leaving
    def join(
        self, code: str, name: str, mailbox_url: str, relay: str | None, timeout: float = JOIN_TIMEOUT
    ) -> None:
        """Join with ``code`` (normalised; ValueError if it is not a code) under ``name``."""
        self.name = _wire_name(name)
        self.link.join(code, mailbox_url, relay, timeout)
        self.link.send(Hello(seat=None, name=self.name))
        self.progress.emit(words.step_text(None))

    def leave(self) -> None:
        """Leave the host's table (the host is told; a join under way is cancelled). Nothing is said."""
        self.finished = True
        self._turn = self._answering = self._answer = None
        self.link.close()

    @property
    def on_table(self) -> bool:
        """The guest's table is the one the controller shows (not parked under a lesson, a deal…)."""
        return self.session is not None and self.table.session is self.session

    @property
    def waiting_for_host(self) -> bool:
        """A move of the guest's is on its way to the host (its view has not come back yet)."""
        return self._answering is not None or bool(self._queue)

    # ----------------------------------------------------------------- the session's MoveAuthority
    @property
    def tip_allowed(self) -> bool:
        return self._welcome is not None and self._welcome.tip_allowed

    def holds_back(self) -> str | None:
        """None while the host asks for the viewer's move; else why the viewer waits."""
        if self.finished:
            return words.game_ended_text()
        return None if self._asked() and self._answering is None else words.waiting_for_move_text()

    def play(self, actions: Sequence[Action]) -> None:
        """Send the viewer's ``actions`` to the host: the first now, each next one when the host asks."""
        turn = self._turn
        if turn is None or not actions:
            return
        self._queue = list(actions[1:])
        self._send(turn, actions[0])

    # ----------------------------------------------------------------- what the link says
    @Slot(object)
    def _heard(self, event: LinkEvent) -> None:
        if self.finished:
            return
        if isinstance(event, StateChanged):
            self._state_changed(event)
        elif isinstance(event, Received):
            self._received(event.message)
        elif isinstance(event, PeerTurnedAway) and event.dropped:
            other_version = event.error.reason is RefusalReason.WRONG_VERSION
            self._stop(words.other_version_text() if other_version else words.unreadable_text())

    def _state_changed(self, event: StateChanged) -> None:
        state = event.state
        if state is LinkState.CONNECTING:
            self.progress.emit(words.step_text(event.step))
        elif state is LinkState.CONNECTED:
            self.progress.emit(words.connected_text())
        elif state is LinkState.LOST:
            self.said.emit(words.lost_text())
        elif state is LinkState.RECONNECTED:
            self.said.emit(words.back_text())
        elif state in FINAL:
            self._stop(words.end_text(event.end, event.detail))

    def _stop(self, text: str) -> None:
        """The game ends here (the link ended, or the host's messages cannot be played): say why."""
        self.leave()
        if self.session is None:
            self.failed.emit(text)
            return
        if self.on_table:
            self.table.after_change(quiet=True)
        self.ended.emit(text)

    def _received(self, message: Message) -> None:
        if isinstance(message, Welcome):
            self._welcome = self._welcome or message
        elif isinstance(message, View):
            self._view_came(message)
        elif isinstance(message, YourTurn):
            self._your_turn(message)
        elif isinstance(message, Refused):
            self._refused(message)
        elif isinstance(message, Reveal):
            self._revealed(message)
        elif isinstance(message, Commitment):
            self._commitment = message
        # A Chat is for the chat panel.

    # ----------------------------------------------------------------- the host's views
    def _view_came(self, message: View) -> None:
        try:
            view = view_from_wire(message.view)
            self._take_view(view)
        except ValueError:  # a view that does not fit the welcome or its own hand sizes
            log.exception("the host's view cannot be played here")
            self._stop(words.unreadable_text())

    def _take_view(self, view: PlayerView) -> None:
        welcome = self._welcome
        if welcome is None or view.seat != welcome.seat or view.rules != welcome.rules:
            raise ValueError("a view that is not of the seat the host welcomed this game to")
        self._turn = None
        shown = self._shown
        if self.session is None or shown is None:
            self._open(welcome, view)
        elif self._next is None and same_round(shown, view):
            self._show_view(shown, view)
        else:
            self._next_round(shown, view)

    def _open(self, welcome: Welcome, view: PlayerView) -> None:
        """The first view: the host's table, seated as the welcome says."""
        rules, seat = welcome.rules, welcome.seat
        self._seat = GuestSeat(welcome.names[seat], self._asked)
        seats: list[SeatDriver] = [
            self._seat if index == seat else HostDriver(welcome.names[index], welcome.levels[index])
            for index in range(rules.players)
        ]
        state = self._begin(view)
        match = Match.restore(rules, 0, view.dealer, [], state)
        match.totals = list(view.scores_before)
        self._joined_at = list(view.scores_before)
        setup = GameSetup(rules.name, target=rules.target, name=self.name, house_rules=rules)
        self.session = TableSession(match, seats, setup, self._rng, kept=False, viewer=seat, authority=self)
        self.session.name_seats()
        self.fresh_deal = view.turns_started <= 1 and view.phase is Phase.DRAW
        self.joined.emit()

    def _begin(self, view: PlayerView) -> RoundState:
        """A round starts on the guest's table with ``view``: the state it shows."""
        self._shown, self._events, self._next = view, list(view.events), None
        self._scored = self._wants_next = False
        self._reveal, self.deal_check = None, None
        return round_from_view(view, self._events, self._rng)

    def _show_view(self, shown: PlayerView, view: PlayerView) -> None:
        """The round on the table moved on (a move of any seat): the table shows it."""
        session = self.session
        assert session is not None
        new = with_own_draws(view.events[len(shown.events) :], view.seat, shown.hand, view.hand)
        self._events += new
        state = round_from_view(view, self._events, self._rng)
        session.state = state
        if not state.is_over:
            session.match.round = (
                state  # an ended round is not the match's: the host scores it, not the table
            )
        self._shown = view
        if self._answering is not None:
            self._answering = self._answer = None  # the host played the move
            if view.actor != view.seat:
                self._queue.clear()
        if self.on_table:
            self.table.changed(new, new[0].seat if new else None)
        if state.is_over:
            self._round_over()

    def _next_round(self, shown: PlayerView, view: PlayerView) -> None:
        """A view of a round the host has dealt since: the finished one keeps the table until the guest
        moves on from its score."""
        if shown.phase is Phase.OVER and not self._scored:
            self._score(derived_record(shown, view.scores_before, self._number()), None)
        self._next = view
        if self._wants_next or shown.phase is not Phase.OVER:
            self._start(view)

    def _start(self, view: PlayerView) -> None:
        session = self.session
        assert session is not None
        session.past_rounds[session.shown_round_number()] = list(self._events)
        state = self._begin(view)
        session.match.round = session.state = state
        session.match.totals = list(view.scores_before)
        if self.on_table:
            self.table.show(session, dealt=True)

    def next_deal(self) -> bool:
        """The guest moves on from a finished round: the next one shows if the host has dealt it (True);
        otherwise it shows as soon as the host deals (False)."""
        if self._shown is None or self._shown.phase is not Phase.OVER:
            return True  # the next round is on the table already
        if self._next is not None:
            self._start(self._next)
            return True
        self._wants_next = True
        if self.on_table:
            self.table.show_status(words.waiting_for_deal_text())
        return False

    # ----------------------------------------------------------------- the round's score
    def _round_over(self) -> None:
        if self._reveal is not None:
            self._score_revealed(self._reveal)
        if not self._scored and self.on_table:
            self.table.show_status(words.waiting_for_score_text())

    def _revealed(self, reveal: Reveal) -> None:
        self._reveal = reveal
        shown = self._shown
        if shown is not None and shown.phase is Phase.OVER and not self._scored and self._next is None:
            self._score_revealed(reveal)

    def _score_revealed(self, reveal: Reveal) -> None:
        self._reveal = None
        assert self._shown is not None
        commitment = self._commitment
        fits = commitment is not None and commitment.round == reveal.round
        self.deal_check = deal_check(commitment if fits else None, reveal, self._shown)
        played = revealed_round(reveal.log, self._shown)
        if played is None:
            self.said.emit(words.unfit_record_text())
            return
        hands: list[list[Card]] = [list(hand) for hand in played.hands]
        self._score(revealed_record(played, self._number(), reveal.log), hands)

    def away_record(self) -> tuple[FinishedMatch, ArchivedMatch] | None:
        """The part of the host's match played from here, for this computer's statistics and review:
        the rounds finished at the host's table (None: none finished), abandoned while the host's match
        went on. The seats' levels are the host's welcome's (None: a person)."""
        session, welcome = self.session, self._welcome
        if session is None or welcome is None or not session.match.history:
            return None
        saved, abandoned = session.saved(), not session.match.is_over
        entry = away_match(saved, welcome.levels, self._joined_at, abandoned)
        rounds = dataclasses.replace(archived_match(saved, abandoned=abandoned), levels=tuple(welcome.levels))
        return entry, rounds

    def _number(self) -> int:
        assert self.session is not None
        return self.session.match.round_number

    def _score(self, record: RoundRecord, hands: list[list[Card]] | None) -> None:
        session = self.session
        assert session is not None
        session.match.history.append(record)
        session.match.totals = list(record.totals_after)
        self._scored = True
        if self.on_table:
            self.table.after_change(quiet=True)
        self.scored.emit(record, hands)

    # ----------------------------------------------------------------- the guest's turn
    def _asked(self) -> bool:
        """The host waits for the guest's move in the position on the table."""
        return self._turn is not None and self._next is None and not self.finished

    def _your_turn(self, turn: YourTurn) -> None:
        self._turn = turn
        if self._next is not None or self.session is None:
            return  # for a round not on the table yet: asked when it is
        if self._queue:
            action = self._queue.pop(0)
            problem = self._problem(action)
            if problem is None:
                self._send(turn, action)
                return
            self._queue.clear()
            self.table.refuse(problem)
        if self.on_table:
            assert self._seat is not None
            self._seat.host_asks()  # a partner's "may I go out?" is asked
            self.table.after_change(quiet=True)  # the status line and the buttons: the guest acts

    def _problem(self, action: Action) -> str | None:
        """Why the rest of a gesture cannot be played now (None: it can)."""
        state = self.session.state if self.session is not None else None
        if state is None:
            return words.waiting_for_move_text()
        try:
            state.check(action)
        except IllegalActionError as error:
            return reason_text(error.reason, error.params)
        return None

    def _send(self, turn: YourTurn, action: Action) -> None:
        self._answering, self._answer, self._turn = turn, action, None
        self.link.send(Move.of(turn.request_id, action))

    def _refused(self, refused: Refused) -> None:
        if self.session is None:
            self._stop(words.refusal_text(refused))
            return
        answering = self._answering
        if answering is None:
            log.warning("the host refused a message: %s %s", refused.reason.value, refused.text)
            return
        log.info("the host refused the move: %s %s", refused.reason.value, refused.text)
        self._answering = None
        self._queue.clear()
        if refused.reason is RefusalReason.INVALID:
            self._turn = answering  # the host waits on for a proper answer to the same request
        assert self.session is not None
        self.session.hold.clear()
        action, self._answer = self._answer, None
        # The host's reason is the engine's code (its words would be in the host's language): the
        # rules' reason is said here, in this game's language, where this table can tell it.
        why = self._problem(action) if action is not None else None
        if self.on_table:
            self.table.redraw()  # the cards of the refused move back where they stand
            self.table.refuse(words.move_refused_text(why))
            self.table.after_change(quiet=True)


def _wire_name(name: str) -> str:
    """The typed name as the wire carries it: no control characters, at most `NAME_LIMIT` long."""
    return "".join(char for char in name if unicodedata.category(char) != "Cc").strip()[:NAME_LIMIT]
