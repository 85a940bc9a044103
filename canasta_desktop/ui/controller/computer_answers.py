"""The answers that come back from the computer's thread: a computer seat's move, a player's failure,
and the Tip.

`ComputerAnswers` owns the `AiThread` and plays what it answers on the table through the controller
(`AnswersHost`): a move that arrives while a dialog holds the computer waits until the player is
back, an illegal move or a failed player is said and replaced by a random legal move (a crash in the
thread never stops the match), and a Tip answered for a position that has changed since is dropped.
"""

from __future__ import annotations

import random
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ...engine.events import Event
from ...engine.reasons import IllegalActionError
from ...engine.state import RoundState
from ...engine.view import PlayerView
from ..text.messages import translate
from ..text.tip_text import tip_text
from ..text.why_links import why_topic
from ..workers.ai_worker import AiThread, MoveAnswer, TipAnswer, TipRequest, WorkerFailure
from .pacing import ComputerPacing
from .table_session import TableSession


class AnswersHost(Protocol):
    """What the answers use of the controller."""

    @property
    def pacing(self) -> ComputerPacing: ...
    @property
    def session(self) -> TableSession | None: ...
    @property
    def state(self) -> RoundState | None: ...
    @property
    def names(self) -> list[str]: ...

    def changed(self, events: list[Event], seat: int | None) -> None: ...
    def say(self, text: str) -> None: ...
    def is_human_turn(self) -> bool: ...
    def not_your_turn_text(self) -> str: ...
    def view(self) -> PlayerView: ...
    def thinking(self, on: bool) -> None: ...
    def tell_tip(self, action: object, text: str, topic: str | None) -> None: ...


class ComputerAnswers(QObject):
    """The computer's thread and what comes back from it."""

    request_tip = Signal(object)  # to the worker (queued: it lives on its own thread): a TipRequest
    configure = Signal(object)  # to the worker: {seat: player}

    def __init__(self, host: AnswersHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.ai_thread = AiThread(self)
        self.worker = self.ai_thread.worker
        self._held: MoveAnswer | None = None  # a move that arrived while the computer was held
        self._tip_id = 0
        host.pacing.request_move.connect(self.worker.think)
        host.pacing.free.connect(self._play_held)
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
    @Slot(object)
    def on_move_ready(self, answer: MoveAnswer) -> None:
        host = self.host
        if host.pacing.held():  # a dialog opened while it thought: the move waits until the player is back
            self._held = answer
            return
        state = host.pacing.answered(answer.request_id)
        if state is None:
            return
        seat = state.actor
        try:
            events = state.play(answer.action)
        except IllegalActionError as error:
            host.say(
                translate("GameController", "%1 chose an illegal move (%2); it plays another.")
                .replace("%1", host.names[seat])
                .replace("%2", str(error))
            )
            events = state.play(self._table_rng().choice(state.legal_actions()))
        host.changed(events, seat)

    def _play_held(self) -> None:
        answer, self._held = self._held, None
        if answer is not None:
            self.on_move_ready(answer)  # a stale one (a new round since) is dropped there

    @Slot(object)
    def on_worker_failed(self, failure: WorkerFailure) -> None:
        host = self.host
        state = host.pacing.answered(failure.request_id)
        if state is None:
            return
        seat = state.actor
        host.say(
            translate("GameController", "The computer player %1 failed (%2); it plays a random move.")
            .replace("%1", host.names[seat])
            .replace("%2", failure.text)
        )
        events = state.play(self._table_rng().choice(state.legal_actions()))
        host.changed(events, seat)

    def _table_rng(self) -> random.Random:
        session = self.host.session
        assert session is not None
        return session.rng

    # ----------------------------------------------------------------- the Tip
    def set_tip_level(self, level: str) -> None:
        """Who answers the Tip button ("svaer" or "ekspert"); read by the worker when a Tip is asked."""
        self.worker.tip_level = level

    def ask_tip(self) -> None:
        host = self.host
        if not host.is_human_turn():
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
