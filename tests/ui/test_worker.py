"""The computer thinks on its own thread: the table keeps running, and a failing player never breaks the match."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator, Sequence

import pytest
from PySide6.QtCore import QThread, QTimer, SignalInstance

from canasta_desktop import ai
from canasta_desktop.ai import tip as ai_tip
from canasta_desktop.ai.ekspert import EkspertPlayer
from canasta_desktop.ai.reasons import Suggestion, Why
from canasta_desktop.ai.svaer import SvaerPlayer
from canasta_desktop.ai.tip import tip
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.actions import Action
from canasta_desktop.engine.view import PlayerView
from canasta_desktop.ui.controller.controller import GameController, GameSetup
from canasta_desktop.ui.workers.ai_worker import (
    THINK_SECONDS,
    AiWorker,
    MoveAnswer,
    MoveRequest,
    TipAnswer,
    TipRequest,
    WorkerFailure,
)
from canasta_desktop.ui.workers.operation import Runner


class SlowPlayer:
    name = "slow"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.threads: list[str] = []

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        self.threads.append(threading.current_thread().name)
        time.sleep(0.4)
        return self.rng.choice(list(legal))


class BrokenPlayer:
    name = "broken"

    def __init__(self, seed: int) -> None:
        pass

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        raise RuntimeError("the player fell over")


@pytest.fixture
def test_players() -> Iterator[None]:
    ai.PLAYERS["test-slow"] = SlowPlayer
    ai.PLAYERS["test-broken"] = BrokenPlayer
    yield
    del ai.PLAYERS["test-slow"]
    del ai.PLAYERS["test-broken"]


def _computer_to_move(controller: GameController, level: str) -> None:
    for seed in range(100):
        controller.new_match(GameSetup(seed=seed, level=level))
        if controller.state.actor != controller.human:
            return
    raise AssertionError("no deal where the computer starts")


def test_event_loop_keeps_running_while_the_computer_thinks(qtbot, test_players) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    controller.pace_ms = 0
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    try:
        with qtbot.waitSignal(
            controller.last_action_changed, timeout=5000, check_params_cb=lambda text: bool(text)
        ):
            _computer_to_move(controller, "test-slow")
            started = time.monotonic()
        elapsed = time.monotonic() - started
        during = [t for t in ticks if t >= started]
        assert elapsed >= 0.35
        assert len(during) >= 15  # a 10 ms timer kept firing through the 0.4 s of thinking
        assert max(b - a for a, b in zip(during, during[1:])) < 0.2
        assert QThread.currentThread() is not controller.computer.ai_thread.qthread
    finally:
        timer.stop()
        controller.shutdown()


def test_a_failing_computer_player_is_reported_and_the_match_goes_on(qtbot, test_players) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    controller.pace_ms = 0
    notices: list[str] = []
    controller.notice.connect(notices.append)
    try:
        _computer_to_move(controller, "test-broken")
        state = controller.state
        qtbot.waitUntil(lambda: controller.is_viewers_turn() or state.is_over, timeout=5000)
        assert any("failed" in text and "fell over" in text for text in notices)
        assert len(state.log) >= 2  # the computer's turn was played (random legal moves) to the discard
    finally:
        controller.shutdown()


def test_unknown_level_falls_back_to_random(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController()
    controller.pace_ms = 0
    try:
        controller.new_match(GameSetup(seed=2, level="no-such-level"))
        qtbot.waitUntil(controller.is_viewers_turn, timeout=5000)
    finally:
        controller.shutdown()


class ExitingPlayer:
    """Raises what ``except Exception`` does not catch: SystemExit, then KeyboardInterrupt."""

    name = "exiting"
    raised = 0

    def __init__(self, seed: int) -> None:
        pass

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        ExitingPlayer.raised += 1
        if ExitingPlayer.raised % 2:
            raise SystemExit(3)
        raise KeyboardInterrupt


def test_a_player_raising_system_exit_or_keyboard_interrupt_is_reported(  # type: ignore[no-untyped-def]
    qtbot,
) -> None:
    ai.PLAYERS["test-exiting"] = ExitingPlayer  # type: ignore[assignment]
    controller = GameController()
    controller.pace_ms = 0
    notices: list[str] = []
    controller.notice.connect(notices.append)
    try:
        _computer_to_move(controller, "test-exiting")
        state = controller.state
        qtbot.waitUntil(lambda: controller.is_viewers_turn() or state.is_over, timeout=5000)
        assert any("SystemExit" in text for text in notices), notices
        assert ExitingPlayer.raised >= 2 and any("KeyboardInterrupt" in text for text in notices), notices
        assert controller.computer.ai_thread.qthread.isRunning()
    finally:
        controller.shutdown()
        del ai.PLAYERS["test-exiting"]


def test_closing_while_the_computer_thinks_stops_the_thread_cleanly(  # type: ignore[no-untyped-def]
    qtbot, test_players
) -> None:
    controller = GameController()
    controller.pace_ms = 0
    moves: list[object] = []
    controller.computer.worker.move_ready.connect(lambda *args: moves.append(args))
    _computer_to_move(controller, "test-slow")
    qtbot.waitUntil(
        lambda: bool(controller.session.seats[1].player.threads), timeout=5000
    )  # it is thinking now
    controller.shutdown()
    ai_thread = controller.computer.ai_thread
    assert not ai_thread.qthread.isRunning() and not ai_thread.abandoned
    assert moves == []  # the late answer was not sent to a table that is closing


# --------------------------------------------------------------------------- the worker's typed answers
def _position() -> tuple[PlayerView, tuple[Action, ...]]:
    state = RoundState(preset("classic-2p"), 3)
    return player_view(state, state.actor), tuple(state.legal_actions())


def _answers(signal: SignalInstance) -> list[object]:
    got: list[object] = []
    signal.connect(got.append)  # the answers leave the worker on this (the GUI) thread
    return got


@pytest.fixture
def worker(qapp) -> Iterator[AiWorker]:  # type: ignore[no-untyped-def]
    """A worker on its own sequential runner, as `AiThread` makes it."""
    runner = Runner("test-ai", keep_thread=True)
    yield AiWorker(runner)
    assert runner.stop()


class NotAMovePlayer:
    name = "not-a-move"

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return "discard the king"  # type: ignore[return-value]


def test_the_worker_answers_a_move_request_with_a_move_answer(qtbot, worker) -> None:  # type: ignore[no-untyped-def]
    view, legal = _position()
    worker.configure({view.actor: ("svaer", 1)})
    answers = _answers(worker.move_ready)
    worker.think(MoveRequest(7, view.actor, view, legal))
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    decision = SvaerPlayer(1).explained(view, legal)  # the move, with the level's reason (issue 33)
    assert answers == [MoveAnswer(7, SvaerPlayer(1).choose(view, legal), decision)]
    assert decision.action == answers[0].action


def test_a_searching_player_gets_the_budget_and_a_stop_that_a_new_game_trips(qtbot, worker) -> None:  # type: ignore[no-untyped-def]
    view, legal = _position()
    limits: list[tuple[float | None, bool]] = []

    class Recorder(EkspertPlayer):
        def set_limits(self, seconds: float | None, should_stop: Callable[[], bool] | None = None) -> None:
            assert should_stop is not None
            limits.append((seconds, should_stop()))
            worker.interrupt()  # a new game while it thinks
            limits.append((seconds, should_stop()))
            super().set_limits(seconds, should_stop)

    worker.configure({view.actor: Recorder(2)})
    answers = _answers(worker.move_ready)
    worker.think(MoveRequest(1, view.actor, view, legal))
    qtbot.waitUntil(lambda: bool(answers), timeout=10000)
    assert limits == [(THINK_SECONDS, False), (THINK_SECONDS, True)]
    assert isinstance(answers[0], MoveAnswer) and answers[0].action in legal


def test_an_answer_that_is_not_a_move_is_a_failure(qtbot, worker) -> None:  # type: ignore[no-untyped-def]
    view, legal = _position()
    worker.configure({view.actor: NotAMovePlayer()})  # type: ignore[dict-item]
    moves, failures = _answers(worker.move_ready), _answers(worker.failed)
    worker.think(MoveRequest(3, view.actor, view, legal))
    qtbot.waitUntil(lambda: bool(failures), timeout=5000)
    assert moves == [] and len(failures) == 1
    failure = failures[0]
    assert isinstance(failure, WorkerFailure) and failure.request_id == 3 and "not a move" in failure.text


def test_the_tip_comes_from_the_adviser_of_the_tip_level(qtbot, worker, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view, legal = _position()
    answers = _answers(worker.tip_ready)
    worker.suggest(TipRequest(4, view, legal))
    qtbot.waitUntil(lambda: len(answers) == 1, timeout=5000)
    assert answers == [TipAnswer(4, tip(view, legal))]
    asked: list[float | None] = []

    def expert(view: PlayerView, legal: Sequence[Action], seconds: float | None, stop: object) -> Suggestion:
        asked.append(seconds)
        return Suggestion(legal[-1], Why.ANY)

    monkeypatch.setattr(ai_tip, "expert_tip", expert)
    worker.tip_level = "ekspert"
    worker.suggest(TipRequest(5, view, legal))
    qtbot.waitUntil(lambda: len(answers) == 2, timeout=5000)
    assert asked == [THINK_SECONDS] and answers[-1] == TipAnswer(5, Suggestion(legal[-1], Why.ANY))
    with pytest.raises(ValueError, match="no Tip adviser"):
        worker.tip_level = "no-such-level"
    assert worker.tip_level == "ekspert"


def test_a_failing_adviser_is_a_tip_answer_with_the_failure(qtbot, worker, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view, legal = _position()
    monkeypatch.setattr(ai_tip, "tip", lambda view, legal: (_ for _ in ()).throw(RuntimeError("no idea")))
    answers = _answers(worker.tip_ready)
    worker.suggest(TipRequest(6, view, legal))
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers == [TipAnswer(6, None, "RuntimeError: no idea")]
