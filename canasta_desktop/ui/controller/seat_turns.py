"""Whose turn it is, asked of the seat's driver: the request, its answer, and the hand-over.

`SeatTurns` is the `DriverTable` every driver answers through. After each change
of the round the controller calls `ask_next`: the seat to act gets a typed
request (`TurnRequest`, or `GoOutQuestion` when its partner asks "may I go
out?"); a paced driver is asked after the pause (`ComputerPacing`), the others
at once. An answer is played only while it is for the position it was asked in
(a new game, a resumed match or a move since make it stale); one that arrives
while a dialog holds the computer waits until the player is back.

A driver that answers at once (a replay) is answered in a loop, not by
recursion, and the table shows the position once where the replay ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject

from ...ai.base import Player
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.reasons import IllegalActionError
from ...engine.state import Phase, RoundState
from ...engine.view import player_view
from ..text.messages import translate
from ..text.partner_answer_text import PartnerAnswerText
from .move_reasons import KeptReason, public_reason, turn_number
from .pacing import ComputerPacing
from .seat_drivers import GoOutQuestion, Moved, SeatAnswer, SeatDriver, SeatRequest, TurnRequest
from .table_session import TableSession


class TurnsHost(Protocol):
    """What the turns use of the controller."""

    @property
    def session(self) -> TableSession | None: ...
    @property
    def pacing(self) -> ComputerPacing: ...

    def apply(self, seat: int, actions: Sequence[Action], shown: bool = True) -> list[Event]: ...
    def say(self, text: str) -> None: ...

    def think(self, request: SeatRequest, player: Player) -> None: ...
    def person_to_act(self, request: SeatRequest) -> None: ...
    def show_position(self) -> None:
        """Show the table as it stands, after moves played without showing them."""
        ...


class SeatTurns(QObject):
    """Asks the seat to act and plays its driver's answer (see the module's docstring)."""

    def __init__(self, host: TurnsHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.pending: SeatRequest | None = None
        self._log_length = -1  # the round's log length when the pending request was made
        self._next_id = 0
        self._held: SeatAnswer | None = None  # an answer that came while the computer was held
        self._asking = False
        self._again = False
        self._unshown = False  # moves were played without showing them (a replay)
        host.pacing.free.connect(self._give_held)

    # ----------------------------------------------------------------- asking
    def ask_next(self) -> None:
        """The round changed (or was put on the table): ask the seat to act, if any."""
        if self._asking:  # an answer given at once: the loop below asks again
            self._again = True
            return
        self._asking, self._again = True, True
        try:
            while self._again:
                self._again = False
                self._ask_once()
        finally:
            self._asking = False
        if self._unshown and not self._replaying():
            self._unshown = False
            self.host.show_position()

    def _ask_once(self) -> None:
        state, driver = self._round(), self.driver()
        if state is None or driver is None or state.is_over:
            self.pending = None
            return
        self._next_id += 1
        seat, legal = state.actor, tuple(state.legal_actions())
        kind = GoOutQuestion if state.phase is Phase.ANSWER else TurnRequest
        self.pending = kind(self._next_id, seat, player_view(state, seat), legal)
        self._log_length = len(state.log)
        if driver.paced:
            self.host.pacing.schedule()  # `ask_pending` once the pause is over
        else:
            driver.ask(self.pending, self)

    def ask_pending(self) -> None:
        """The pause is over: ask the paced driver for its move (if the request is still wanted)."""
        request, driver = self.current(), self.driver()
        if request is not None and driver is not None:
            driver.ask(request, self)

    def current(self) -> SeatRequest | None:
        """The request waiting for an answer, while the round stands where it was asked."""
        state, request = self._round(), self.pending
        if request is None or state is None or state.is_over or len(state.log) != self._log_length:
            return None
        return request if state.actor == request.seat else None

    def driver(self) -> SeatDriver | None:
        """The driver of the seat to act."""
        session, state = self.host.session, self._round()
        if session is None or state is None or state.is_over:
            return None
        return session.seats[state.actor]

    def _replaying(self) -> bool:
        driver = self.driver()
        return driver is not None and driver.instant

    def forget(self) -> None:
        """A new round or match: no answer on the way is wanted."""
        self.pending, self._held, self._log_length = None, None, -1

    # ----------------------------------------------------------------- DriverTable
    def reply(self, answer: SeatAnswer) -> None:
        request, driver = self.current(), self.driver()
        if request is None or driver is None or answer.request_id != request.request_id:
            return  # stale: the round moved on, or another match is on the table
        if driver.paced and self.host.pacing.held():
            self._held = answer  # a dialog opened while it thought: played once the player is back
            return
        self.pending = None
        shown = not driver.instant
        self._unshown = self._unshown or not shown
        self._play(answer, shown, len(request.legal))

    def _play(self, answer: SeatAnswer, shown: bool, choices: int) -> None:
        """Play a driver's answer; an illegal move or a failed driver is said, and a random legal move
        plays instead (a crash never stops the match). ``choices``: how many moves were legal."""
        session, state = self.host.session, self._round()
        assert session is not None and state is not None
        name = session.names[answer.seat]
        if isinstance(answer, Moved):
            try:
                round_number, turn, top = (
                    session.shown_round_number(),
                    turn_number(state.events),
                    state.pile_top,
                )
                self.host.apply(answer.seat, [answer.action], shown)
                self._keep(answer, state, (round_number, turn), top, choices == 1)
                self._say_answer(answer)
                return
            except IllegalActionError as error:
                text = translate("GameController", "%1 chose an illegal move (%2); it plays another.")
                self.host.say(text.replace("%1", name).replace("%2", str(error)))
        else:
            text = translate("GameController", "The computer player %1 failed (%2); it plays a random move.")
            self.host.say(text.replace("%1", name).replace("%2", answer.text))
        self.host.apply(answer.seat, [session.rng.choice(state.legal_actions())], shown)

    def _keep(
        self, answer: Moved, state: RoundState, at: tuple[int, int], top: Card | None, only: bool
    ) -> None:
        """Keep a computer's reason for the move it played, made public (`move_reasons`), for "Why?";
        ``at``: the round's number and the turn's, ``top``: the pile's top before it, ``only``: the one
        legal move."""
        session = self.host.session
        level = session.seats[answer.seat].level if session is not None else None
        if answer.reason is None or session is None or level is None:
            return
        reason = public_reason(answer.reason, answer.action)
        kept = KeptReason(
            answer.seat, level, reason, len(state.hands[answer.seat]), len(state.stock), top, only
        )
        session.reasons.keep(*at, kept)

    def _say_answer(self, answer: Moved) -> None:
        """A computer's answer to the viewer's "may I go out?", with its reason in one line."""
        session, state = self.host.session, self._round()
        if answer.reason is None or session is None or state is None or state.actor != session.viewer:
            return  # not an answer to the person at this screen (after it, the asker plays on)
        line = PartnerAnswerText().line(
            session.names[answer.seat], answer.reason, len(state.hands[answer.seat]), len(state.stock)
        )
        if line is not None:
            self.host.say(line)

    def think(self, request: SeatRequest, player: Player) -> None:
        self.host.think(request, player)

    def wait_for_person(self, request: SeatRequest) -> None:
        self.host.person_to_act(request)

    def _give_held(self) -> None:
        answer, self._held = self._held, None
        if answer is not None:
            self.reply(answer)  # a stale one (a new round since) is dropped there

    def _round(self) -> RoundState | None:
        session = self.host.session
        return session.state if session is not None else None
