"""The computer's thread: the computer seats' moves and the Tip.

`ComputerAnswers` owns the `AiThread`. A computer seat's driver asks it to think
(`think`: the request goes to the thread with the seat's own player); the
answer — a move, or the player's failure — goes back to the driver's table
(`SeatTurns.reply`), which plays it or drops it if stale. A Tip answered for a
position that has changed since is dropped.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ...ai.base import Player
from ...engine.state import RoundState
from ...engine.view import PlayerView
from ..text.messages import translate
from ..text.tip_text import tip_text
from ..text.why_links import why_topic
from ..workers.ai_worker import AiThread, MoveAnswer, MoveRequest, TipAnswer, TipRequest, WorkerFailure
from .seat_drivers import DriverFailed, Moved, SeatAnswer, SeatRequest
from .table_session import TableSession


class AnswersHost(Protocol):
    """What the answers use of the controller."""

    @property
    def session(self) -> TableSession | None: ...
    @property
    def state(self) -> RoundState | None: ...

    def reply(self, answer: SeatAnswer) -> None: ...
    def is_viewers_turn(self) -> bool: ...
    def not_your_turn_text(self) -> str: ...
    def view(self) -> PlayerView: ...
    def thinking(self, on: bool) -> None: ...
    def tell_tip(self, action: object, text: str, topic: str | None) -> None: ...


class ComputerAnswers(QObject):
    """The computer's thread and what comes back from it."""

    request_move = Signal(object)  # to the worker (it runs the players on its own thread): a MoveRequest
    request_tip = Signal(object)  # to the worker: a TipRequest
    configure = Signal(object)  # to the worker: {seat: player}

    def __init__(self, host: AnswersHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.ai_thread = AiThread(self)
        self.worker = self.ai_thread.worker
        self._players: dict[int, Player] = {}  # the players the worker was given, by seat
        self._seats: dict[int, int] = {}  # request id -> seat, for the requests on the thread
        self._tip_id = 0
        self.request_move.connect(self.worker.think)
        self.request_tip.connect(self.worker.suggest)
        self.configure.connect(self.worker.configure)
        self.worker.move_ready.connect(self.on_move_ready)
        self.worker.failed.connect(self.on_worker_failed)
        self.worker.tip_ready.connect(self.on_tip_ready)
        self.ai_thread.start()

    def stop(self) -> None:
        self.ai_thread.stop()

    def forget_tip(self) -> None:
        """A Tip still being worked out is for the position before a change: dropped when it comes."""
        self._tip_id += 1

    # ----------------------------------------------------------------- a computer seat's move
    def think(self, request: SeatRequest, player: Player) -> None:
        """``player`` answers ``request`` on the thread (it keeps its generator and memory there)."""
        if self._players.get(request.seat) is not player:
            self._players[request.seat] = player
            self.configure.emit(
                dict(self._players)
            )  # given before the request, so the player is there for it
        self._seats = {request.request_id: request.seat}  # one request is out at a time
        self.request_move.emit(MoveRequest(request.request_id, request.seat, request.view, request.legal))

    @Slot(object)
    def on_move_ready(self, answer: MoveAnswer) -> None:
        seat = self._seats.get(answer.request_id)
        if seat is not None:
            self.host.reply(Moved(answer.request_id, seat, answer.action, answer.reason))

    @Slot(object)
    def on_worker_failed(self, failure: WorkerFailure) -> None:
        seat = self._seats.get(failure.request_id)
        if seat is not None:
            self.host.reply(DriverFailed(failure.request_id, seat, failure.text))

    # ----------------------------------------------------------------- the Tip
    def set_tip_level(self, level: str) -> None:
        """Who answers the Tip button ("svaer" or "ekspert"); read by the worker when a Tip is asked."""
        self.worker.tip_level = level

    def ask_tip(self) -> None:
        host = self.host
        if not host.is_viewers_turn():
            host.tell_tip(None, host.not_your_turn_text(), None)
            return
        state, session = host.state, host.session
        assert state is not None
        gate = session.gate if session is not None else None
        if gate is not None:  # a lesson: the tip is the move the lesson waits for
            host.tell_tip(*gate.tip(), None)
            return
        self._tip_id += 1
        self.request_tip.emit(TipRequest(self._tip_id, host.view(), tuple(state.legal_actions())))
        host.thinking(True)  # Ekspert may think up to THINK_SECONDS over a Tip

    @Slot(object)
    def on_tip_ready(self, answer: TipAnswer) -> None:
        if answer.tip_id != self._tip_id:
            return
        self.host.thinking(False)
        suggestion = answer.suggestion
        if suggestion is None:
            self.host.tell_tip(None, answer.failure or translate("GameController", "No tip available."), None)
            return
        reason = (suggestion.why.value, suggestion.params)
        state = self.host.state
        top = state.pile_top if state is not None else None  # a take of the pile names it
        self.host.tell_tip(
            suggestion.action,
            tip_text(suggestion.action, reason, top),
            why_topic(suggestion.why, suggestion.params),
        )
