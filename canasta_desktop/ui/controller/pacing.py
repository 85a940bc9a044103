"""When the computer seats move: a pause before each move so the player can follow it, a request
to the worker thread, stale answers dropped, and holds while the player must answer something first."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...engine.state import RoundState
from ...engine.view import player_view
from ..workers.ai_worker import MoveRequest


class Pause(Enum):
    """Why the computer waits before its next move."""

    STEP = "step"  # step through the computer's turn: it waits for a key or click before each move
    WELCOME = "welcome"  # the first-run box is open
    LESSON = "lesson"  # a finished lesson: nothing more is scripted
    DIALOG = "dialog"  # a dialog over the table (New game, Settings, …): the player would miss its moves


class ComputerPacing(QObject):
    """Asks the worker for the computer's next move after a pause; holds while a box waits for the player."""

    request_move = Signal(object)  # to the worker: a MoveRequest
    paused = Signal(bool)  # a hold stopped the computer's coming move (True), or released it (False)
    free = Signal()  # the last hold was released

    def __init__(
        self,
        round_now: Callable[[], RoundState | None],
        is_computer: Callable[[int], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._round_now = round_now
        self._is_computer = is_computer
        self.pace_ms = 450  # pause before each computer move at normal speed
        self._request_id = 0
        self._waiting: tuple[int, int] | None = None  # (request id, log length) of the pending move
        self._holds: set[Pause] = set()
        self._due = False  # a move was due while held
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask)

    def schedule(self) -> None:
        """The computer is to move: ask after the pause (or once every hold is released)."""
        if self._holds:
            self._due = True
            return
        self._timer.start(max(0, self.pace_ms))

    def hold(self, reason: Pause) -> None:
        """Keep the computer waiting (e.g. while the first-run box is open)."""
        self._holds.add(reason)
        if self._timer.isActive():
            self._timer.stop()
            self._due = True
            self.paused.emit(True)

    def release(self, reason: Pause) -> None:
        self._holds.discard(reason)
        if not self._holds:
            self.free.emit()
        if not self._holds and self._due:
            self._due = False
            self.schedule()
            self.paused.emit(False)

    def held(self, reason: Pause | None = None) -> bool:
        """Whether anything holds the computer, or (given a reason) whether that reason does."""
        return reason in self._holds if reason is not None else bool(self._holds)

    def forget(self) -> None:
        """A new round or match: no answer pending is wanted any more."""
        self._timer.stop()
        self._waiting = None
        self._due = False

    def stop(self) -> None:
        self._timer.stop()

    @Slot()
    def _ask(self) -> None:
        state = self._round_now()
        if state is None or state.is_over or not self._is_computer(state.actor):
            return
        self._request_id += 1
        self._waiting = (self._request_id, len(state.log))
        seat = state.actor
        self.request_move.emit(
            MoveRequest(self._request_id, seat, player_view(state, seat), tuple(state.legal_actions()))
        )

    def answered(self, request_id: int) -> RoundState | None:
        """The round the answer to ``request_id`` is for; None for a stale answer (new game, or the round moved on)."""
        state = self._round_now()
        if state is None or self._waiting is None or self._waiting != (request_id, len(state.log)):
            return None
        self._waiting = None
        return state
