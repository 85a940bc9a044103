"""The computer players think here, on their own thread, so the table never freezes.

`AiWorker` lives in a `QThread`. The controller sends it a `MoveRequest` (a
frozen `PlayerView` and the legal actions) or a `TipRequest` through a queued
signal; the worker answers with a `MoveAnswer` on `move_ready`, a
`WorkerFailure` on `failed` (when a player raises anything at all,
`SystemExit` and `KeyboardInterrupt` included, or answers with something that
is not a move) and a `TipAnswer` on `tip_ready`. The controller's slots
receive the answers on the GUI thread. Each signal carries exactly one of
these frozen records (``Signal(object)`` only because Qt cannot name them).

What a player can do is its declared type (`ai.base`): a `SearchingPlayer`
gets the time budget and a stop; the Tip asks the `Adviser` of the Tip
setting's level (`ai.tip.ADVISERS`).

Stopping is cooperative, then bounded: the worker drops every request once
stopping, the thread is asked to finish (``requestInterruption``, ``quit``) and
waited for a few seconds. A player stuck in its own code cannot be stopped from
outside: its thread is then kept alive (Qt aborts the process when a running
thread is destroyed) and the app exits around it once everything is saved
(`abandoned_threads`).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, SignalInstance, Slot

from ... import ai
from ...ai.base import Adviser, Player, SearchingPlayer, StopCheck
from ...ai.reasons import Suggestion
from ...ai.tip import ADVISERS
from ...engine.actions import Action
from ...engine.view import PlayerView

TIP_LEVEL = "svaer"  # the Tip's adviser until the Settings say otherwise
STOP_WAIT_MS = 3000  # how long closing waits for a computer still thinking

# A searching level answers within this (at the table: p95 207 ms with the compiled rollout loop,
# 915 ms with the Python one; docs/ai-strength.md).
THINK_SECONDS = 0.9

#: Threads left running in a player's code at close, with their workers: never destroyed.
_ABANDONED: list[tuple[QThread, QObject]] = []


# --------------------------------------------------------------------------- what the signals carry
@dataclass(frozen=True, slots=True)
class MoveRequest:
    """To the worker: the move ``seat`` is to make in ``view``, one of ``legal``."""

    request_id: int
    seat: int
    view: PlayerView
    legal: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class MoveAnswer:
    """From the worker: the computer's move for request ``request_id``."""

    request_id: int
    action: Action


@dataclass(frozen=True, slots=True)
class WorkerFailure:
    """From the worker: the player for request ``request_id`` failed; ``text`` says how."""

    request_id: int
    text: str


@dataclass(frozen=True, slots=True)
class TipRequest:
    """To the worker: a Tip for the human in ``view``, among ``legal``."""

    tip_id: int
    view: PlayerView
    legal: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class TipAnswer:
    """From the worker: the adviser's suggestion for Tip ``tip_id``, or why there is none."""

    tip_id: int
    suggestion: Suggestion | None
    failure: str | None = None


# --------------------------------------------------------------------------- helpers
def abandoned_threads() -> int:
    """How many computer threads are still stuck thinking after being stopped."""
    return sum(1 for thread, _worker in _ABANDONED if thread.isRunning())


def _failure_text(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


def player_factory(level: str) -> Callable[[int], Player]:
    """The registered player for ``level``, or the random player for a level that is not registered."""
    return ai.PLAYERS.get(level) or ai.PLAYERS["random"]


def adviser_for(level: str) -> Adviser:
    """The Tip's adviser for ``level`` (a Tip setting: "svaer" or "ekspert")."""
    try:
        return ADVISERS[level]
    except KeyError:
        raise ValueError(f"no Tip adviser for {level!r}; choose from {', '.join(ADVISERS)}") from None


class AiWorker(QObject):
    move_ready = Signal(object)  # MoveAnswer
    failed = Signal(object)  # WorkerFailure
    tip_ready = Signal(object)  # TipAnswer

    def __init__(self) -> None:
        super().__init__()
        self._players: dict[int, Player] = {}
        self._adviser = adviser_for(TIP_LEVEL)
        self._tip_level = TIP_LEVEL
        self.stopping = False
        self._epoch = 0  # raised from the GUI thread: the move being searched is no longer wanted

    @property
    def tip_level(self) -> str:
        """The level whose adviser answers the Tip; set from the GUI thread (the Settings)."""
        return self._tip_level

    @tip_level.setter
    def tip_level(self, level: str) -> None:
        self._adviser = adviser_for(level)  # one assignment: a Tip under way keeps the adviser it asked
        self._tip_level = level

    def interrupt(self) -> None:
        """Called from the GUI thread (a new game, a resumed match): a search under way stops at once."""
        self._epoch += 1

    def _stop_check(self) -> StopCheck:
        """For a searching player: true once the window closes or the move is no longer wanted."""
        epoch = self._epoch
        return lambda: self.stopping or self._epoch != epoch

    def _send(self, signal: SignalInstance, answer: MoveAnswer | WorkerFailure | TipAnswer) -> None:
        if not self.stopping:  # a table that is closing gets no late answer
            signal.emit(answer)

    @Slot(object)
    def configure(self, seats: Mapping[int, tuple[str, int] | Player]) -> None:
        """New match: one player per computer seat, ``{seat: (level, seed)}`` or the player itself
        (the controller keeps its players, with their generators, to save and restore them).
        A player that cannot be made plays randomly (its failure is reported at its first move)."""
        players: dict[int, Player] = {}
        for seat, spec in seats.items():
            try:
                players[seat] = player_factory(spec[0])(spec[1]) if isinstance(spec, tuple) else spec
            except BaseException:  # noqa: BLE001 - a broken player must not stop the match
                traceback.print_exc()
        self._players = players

    @Slot(object)
    def think(self, request: MoveRequest) -> None:
        if self.stopping:
            return
        try:
            action = self._choose(request)
        except BaseException as error:  # noqa: BLE001 - SystemExit too: reported, never fatal or silent
            traceback.print_exc()
            self._send(self.failed, WorkerFailure(request.request_id, _failure_text(error)))
            return
        self._send(self.move_ready, MoveAnswer(request.request_id, action))

    def _choose(self, request: MoveRequest) -> Action:
        player = self._players.get(request.seat)
        if player is None:
            player = self._players[request.seat] = player_factory("random")(request.seat)
        if isinstance(player, SearchingPlayer):  # a time budget and a way to stop it
            player.set_limits(THINK_SECONDS, self._stop_check())
        action: object = player.choose(request.view, request.legal)
        if not isinstance(action, Action):  # the controller gets moves only, checked against the rules there
            raise TypeError(f"the player answered {action!r}, not a move")
        return action

    @Slot(object)
    def suggest(self, request: TipRequest) -> None:
        if self.stopping:
            return
        adviser = self._adviser
        try:
            suggestion = adviser.suggest(request.view, request.legal, THINK_SECONDS, self._stop_check())
        except BaseException as error:  # noqa: BLE001 - a failing adviser is a Tip that says so
            traceback.print_exc()
            self._send(self.tip_ready, TipAnswer(request.tip_id, None, _failure_text(error)))
            return
        self._send(self.tip_ready, TipAnswer(request.tip_id, suggestion))


class AiThread(QObject):
    """Owns the worker and its thread; `stop()` ends both (cooperatively, within `STOP_WAIT_MS`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.qthread = QThread()
        self.qthread.setObjectName("canasta-ai")
        self.worker = AiWorker()
        self.worker.moveToThread(self.qthread)
        self.abandoned = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    def start(self) -> None:
        self.qthread.start()

    @Slot()
    def stop(self) -> None:
        """Stop thinking and end the thread; a player that does not return in time is abandoned."""
        if self.abandoned or not self.qthread.isRunning():
            return
        self.worker.stopping = True  # requests still queued are dropped, a late answer is not sent
        self.qthread.requestInterruption()
        self.qthread.quit()
        if not self.qthread.wait(STOP_WAIT_MS):
            self.abandoned = True
            _ABANDONED.append((self.qthread, self.worker))
