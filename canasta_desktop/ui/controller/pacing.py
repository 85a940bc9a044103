"""When the paced seats (the computers) move: a pause before each move so the player can follow it,
and holds while the player must answer something first."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal, Slot


class Pause(Enum):
    """Why the computer waits before its next move."""

    STEP = "step"  # step through the computer's turn: it waits for a key or click before each move
    WELCOME = "welcome"  # the first-run box is open
    LESSON = "lesson"  # a finished lesson: nothing more is scripted
    DIALOG = "dialog"  # a dialog over the table (New game, Settings, …): the player would miss its moves


class ComputerPacing(QObject):
    """Asks a paced seat's driver for its move after a pause; holds while a box waits for the player.

    The request is made by the controller (`ask` is called when the pause is over and nothing holds);
    an answer that arrives while something holds waits (`keep`) and is given back once all is free."""

    paused = Signal(bool)  # a hold stopped the computer's coming move (True), or released it (False)
    free = Signal()  # the last hold was released

    def __init__(self, ask: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ask = ask
        self.pace_ms = 450  # pause before each computer move at normal speed
        self._holds: set[Pause] = set()
        self._due = False  # a move was due while held
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._time_up)

    def schedule(self) -> None:
        """A paced seat is to move: ask after the pause (or once every hold is released)."""
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
        """A new round or match: no move due is wanted any more."""
        self._timer.stop()
        self._due = False

    def stop(self) -> None:
        self._timer.stop()

    @Slot()
    def _time_up(self) -> None:
        self._ask()
