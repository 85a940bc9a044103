"""The computer players think here, on their own thread, so the table never freezes.

`AiWorker` lives in a `QThread`. The controller sends it a frozen `PlayerView`
and the legal actions through a queued signal; the worker answers with
`move_ready` (or `failed`, carrying the error text, when a player raises
anything at all, `SystemExit` and `KeyboardInterrupt` included), and the
controller's slots receive the answers on the GUI thread.

Stopping is cooperative, then bounded: the worker drops every request once
stopping, the thread is asked to finish (``requestInterruption``, ``quit``) and
waited for a few seconds. A player stuck in its own code cannot be stopped from
outside: its thread is then kept alive (Qt aborts the process when a running
thread is destroyed) and the app exits around it once everything is saved
(`abandoned_threads`).
"""

from __future__ import annotations

import importlib
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from .. import ai
from ..ai.base import Player
from ..engine.actions import Action
from ..engine.view import PlayerView

TIP_LEVEL = "svaer"
STOP_WAIT_MS = 3000  # how long closing waits for a computer still thinking

#: Threads left running in a player's code at close, with their workers: never destroyed.
_ABANDONED: list[tuple[QThread, QObject]] = []


def abandoned_threads() -> int:
    """How many computer threads are still stuck thinking after being stopped."""
    return sum(1 for thread, _worker in _ABANDONED if thread.isRunning())


def _failure_text(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


def player_factory(level: str) -> Callable[[int], Player]:
    """The registered player for ``level``, or the random player while that level is not there yet."""
    return ai.PLAYERS.get(level) or ai.PLAYERS["random"]


def tip_function() -> Callable[[PlayerView, Sequence[Action]], Any] | None:
    """What the Tip button asks: `ai.tip` when it exists, else the Hard player's choice."""
    try:
        module = importlib.import_module("canasta_desktop.ai.tip")
    except ImportError:
        module = None
    if module is not None:
        for name in ("tip", "suggest", "advise"):
            function = getattr(module, name, None)
            if callable(function):
                return function  # type: ignore[no-any-return]
    factory = ai.PLAYERS.get(TIP_LEVEL)
    if factory is None:
        return None
    player = factory(0)
    return player.choose


def _unpack_tip(result: Any) -> tuple[Action | None, object]:
    """Accept an action, an (action, reason) pair or an object with ``action``/``reason``."""
    if result is None:
        return None, None
    if isinstance(result, tuple) and len(result) == 2:
        return result[0], (str(result[1]) if result[1] else None)
    action = getattr(result, "action", None)
    if action is not None:
        why = getattr(result, "why", None)
        if why is not None:  # ai.reasons.Decision: translated on the GUI thread
            return action, (str(getattr(why, "value", why)), dict(getattr(result, "params", {}) or {}))
        reason = getattr(result, "reason", None) or getattr(result, "text", None)
        return action, (str(reason) if reason else None)
    return result, None


# A searching level answers within this (at the table: p95 207 ms with the compiled rollout loop,
# 915 ms with the Python one; docs/ai-strength.md).
THINK_SECONDS = 0.9


class AiWorker(QObject):
    move_ready = Signal(int, object)  # request id, action
    failed = Signal(int, str)  # request id, error text
    tip_ready = Signal(int, object, object)  # tip id, action or None, reason or None

    def __init__(self) -> None:
        super().__init__()
        self._players: dict[int, Player] = {}
        self._tip: Callable[[PlayerView, Sequence[Action]], Any] | None = None
        self._tip_loaded = False
        self.stopping = False
        self.tip_level = TIP_LEVEL  # set from the GUI thread (the Settings); "ekspert": the Tip searches too
        self._epoch = 0  # raised from the GUI thread: the move being searched is no longer wanted

    def interrupt(self) -> None:
        """Called from the GUI thread (a new game, a resumed match): a search under way stops at once."""
        self._epoch += 1

    def _stop_check(self) -> Callable[[], bool]:
        """For a searching player: true once the window closes or the move is no longer wanted."""
        epoch = self._epoch
        return lambda: self.stopping or self._epoch != epoch

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

    @Slot(int, int, object, object)
    def think(self, request_id: int, seat: int, view: PlayerView, legal: Sequence[Action]) -> None:
        if self.stopping:
            return
        try:
            player = self._players.get(seat)
            if player is None:
                player = self._players[seat] = player_factory("random")(seat)
            set_limits = getattr(player, "set_limits", None)
            if callable(set_limits):  # a searching level (Ekspert): a time budget and a way to stop it
                set_limits(THINK_SECONDS, self._stop_check())
            action = player.choose(view, legal)
        except BaseException as error:  # noqa: BLE001 - SystemExit too: reported, never fatal or silent
            traceback.print_exc()
            if not self.stopping:
                self.failed.emit(request_id, _failure_text(error))
            return
        if not self.stopping:
            self.move_ready.emit(request_id, action)

    @Slot(int, object, object)
    def suggest(self, tip_id: int, view: PlayerView, legal: Sequence[Action]) -> None:
        if self.stopping:
            return
        if not self._tip_loaded:
            self._tip = tip_function()
            self._tip_loaded = True
        if self._tip is None:
            self.tip_ready.emit(tip_id, None, None)
            return
        try:
            action, reason = _unpack_tip(self._advise(self._tip, view, legal))
        except BaseException as error:  # noqa: BLE001
            if not self.stopping:
                self.tip_ready.emit(tip_id, None, _failure_text(error))
            return
        if not self.stopping:
            self.tip_ready.emit(tip_id, action, reason)

    def _advise(
        self, tip: Callable[[PlayerView, Sequence[Action]], Any], view: PlayerView, legal: Sequence[Action]
    ) -> Any:
        """Svær's tip, or Ekspert's when the settings ask for it: the same budget and stop as its moves."""
        if self.tip_level != "ekspert":
            return tip(view, legal)
        from ..ai.tip import expert_tip  # the search is loaded only when asked for

        return expert_tip(view, legal, THINK_SECONDS, self._stop_check())


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

    _tip_module: bool | None = None

    @classmethod
    def has_tip(cls) -> bool:
        """Whether the Tip button has an adviser: `ai.tip`, or at least the Hard player."""
        if cls._tip_module is None:
            try:
                importlib.import_module("canasta_desktop.ai.tip")
                cls._tip_module = True
            except ImportError:
                cls._tip_module = False
        return cls._tip_module or TIP_LEVEL in ai.PLAYERS
