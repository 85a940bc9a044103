"""The computer players think here, on their own thread, so the table never freezes.

`AiWorker` runs every request on one long-lived thread, `AiThread`'s sequential `Runner`
(`operation.py`), in the order the requests came: the players keep their state (generators,
memory) on it from move to move. The controller sends it a `MoveRequest` (a frozen `PlayerView`
and the legal actions) or a `TipRequest`; the worker answers with a `MoveAnswer` on `move_ready`, a
`WorkerFailure` on `failed` (when a player raises anything at all, `SystemExit` and
`KeyboardInterrupt` included, or answers with something that is not a move) and a `TipAnswer` on
`tip_ready`. The worker itself lives on the GUI thread: the requests reach it there and the answers
leave it there. Each signal carries exactly one of these frozen records (``Signal(object)`` only
because Qt cannot name them).

What a player can do is its declared type (`ai.base`): a `SearchingPlayer` gets the time budget and
a stop; the Tip asks the `Adviser` of the Tip setting's level (`ai.tip.ADVISERS`).

Stopping is cooperative, then bounded: once stopping the worker takes no request, what was asked
is cancelled (no late answer is sent) and the thread is waited for `STOP_WAIT_MS`. A player stuck
in its own code cannot be stopped from outside: its thread is then left running, never destroyed,
and the app exits around it once everything is saved (`operation.running_threads`).
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ... import ai
from ...ai.base import Adviser, ExplainingPlayer, Player, SearchingPlayer, StopCheck
from ...ai.reasons import Suggestion
from ...ai.tip import ADVISERS
from ...engine.actions import Action
from ...engine.view import PlayerView
from .operation import Failure, Operation, Runner, Task

TIP_LEVEL = "svaer"  # the Tip's adviser until the Settings say otherwise
STOP_WAIT_MS = 3000  # how long closing waits for a computer still thinking

# A searching level answers within this (at the table: p95 207 ms with the compiled rollout loop,
# 915 ms with the Python one; docs/ai-strength.md).
THINK_SECONDS = 0.9


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
    """From the worker: the computer's move for request ``request_id``, with the level's reason where
    it gives one (`ExplainingPlayer`)."""

    request_id: int
    action: Action
    reason: Suggestion | None = None


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
    """The computer players and the Tip's adviser; each request an `Operation` on ``runner``."""

    move_ready = Signal(object)  # MoveAnswer
    failed = Signal(object)  # WorkerFailure
    tip_ready = Signal(object)  # TipAnswer

    def __init__(self, runner: Runner) -> None:
        super().__init__()
        self._runner = runner
        self._players: dict[int, Player] = {}  # touched on the runner's thread only
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

    def _stop_check(self, task: Task) -> StopCheck:
        """For a searching player: true once the window closes or the move is no longer wanted."""
        epoch = self._epoch
        return lambda: task.stopped() or self._epoch != epoch

    @Slot(object)
    def configure(self, seats: Mapping[int, tuple[str, int] | Player]) -> None:
        """New match: one player per computer seat, ``{seat: (level, seed)}`` or the player itself
        (the controller keeps its players, with their generators, to save and restore them).
        A player that cannot be made plays randomly (its failure is reported at its first move)."""
        if not self.stopping:
            self._runner.submit(Operation(partial(self._make_players, dict(seats))))

    def _make_players(self, seats: Mapping[int, tuple[str, int] | Player], _task: Task) -> None:
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
        request_id = request.request_id

        def answer(move: tuple[Action, Suggestion | None]) -> None:
            self.move_ready.emit(MoveAnswer(request_id, *move))

        def fail(failure: Failure) -> None:
            self.failed.emit(WorkerFailure(request_id, failure.text))

        self._runner.submit(Operation(partial(self._choose, request), success=answer, failure=fail))

    def _choose(self, request: MoveRequest, task: Task) -> tuple[Action, Suggestion | None]:
        player = self._players.get(request.seat)
        if player is None:
            player = self._players[request.seat] = player_factory("random")(request.seat)
        if isinstance(player, SearchingPlayer):  # a time budget and a way to stop it
            player.set_limits(THINK_SECONDS, self._stop_check(task))
        reason: Suggestion | None = None
        if isinstance(player, ExplainingPlayer):
            reason = player.explained(request.view, request.legal)
            action: object = reason.action
        else:
            action = player.choose(request.view, request.legal)
        if not isinstance(action, Action):  # the controller gets moves only, checked against the rules there
            raise TypeError(f"the player answered {action!r}, not a move")
        return action, reason

    @Slot(object)
    def suggest(self, request: TipRequest) -> None:
        if self.stopping:
            return
        adviser, tip_id = self._adviser, request.tip_id

        def work(task: Task) -> Suggestion | None:
            return adviser.suggest(request.view, request.legal, THINK_SECONDS, self._stop_check(task))

        def answer(suggestion: Suggestion | None) -> None:
            self.tip_ready.emit(TipAnswer(tip_id, suggestion))

        def fail(failure: Failure) -> None:  # a failing adviser is a Tip that says so
            self.tip_ready.emit(TipAnswer(tip_id, None, failure.text))

        self._runner.submit(Operation(work, success=answer, failure=fail))


class AiThread(QObject):
    """Owns the worker and its thread; `stop()` ends both (cooperatively, within `STOP_WAIT_MS`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = Runner("canasta-ai", self, keep_thread=True, stop_wait_ms=STOP_WAIT_MS)
        self.worker = AiWorker(self.runner)
        self.abandoned = False
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def qthread(self) -> QThread:
        return self.runner.work_thread

    def start(self) -> None:
        self.runner.start()

    @Slot()
    def stop(self) -> None:
        """Stop thinking and end the thread; a player that does not return in time is abandoned."""
        if self.worker.stopping:
            return
        self.worker.stopping = True  # no request is taken any more, and no late answer is sent
        self.abandoned = not self.runner.stop()
