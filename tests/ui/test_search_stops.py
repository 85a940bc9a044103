"""A searching computer level gets a time budget and stops at once when a new game starts."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator, Sequence

import pytest

from canasta_desktop import ai
from canasta_desktop.engine.actions import Action
from canasta_desktop.engine.phase import Phase
from canasta_desktop.engine.view import PlayerView
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.workers.ai_worker import THINK_SECONDS

from .conftest import start


class Searcher:
    """Thinks until told to stop (never on its own), like a search with no budget left."""

    name = "test-searcher"
    started = threading.Event()
    returned = threading.Event()
    limits: list[float | None] = []

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.should_stop: Callable[[], bool] = lambda: False

    def set_limits(self, seconds: float | None, should_stop: Callable[[], bool] | None = None) -> None:
        Searcher.limits.append(seconds)
        self.should_stop = should_stop or (lambda: False)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        Searcher.started.set()
        deadline = time.monotonic() + 30
        while not self.should_stop() and time.monotonic() < deadline:
            time.sleep(0.005)
        Searcher.returned.set()
        return self.rng.choice(list(legal))


@pytest.fixture
def searcher() -> Iterator[None]:
    ai.PLAYERS["test-searcher"] = Searcher
    Searcher.started.clear()
    Searcher.returned.clear()
    Searcher.limits.clear()
    yield
    del ai.PLAYERS["test-searcher"]


def test_a_new_game_stops_the_search_at_once(qtbot, window, searcher) -> None:  # type: ignore[no-untyped-def]
    window.start(GameSetup(seed=5, level="test-searcher"))  # seed 5: the computer moves first
    qtbot.waitUntil(Searcher.started.is_set, timeout=10000)
    assert Searcher.limits == [THINK_SECONDS]
    assert not Searcher.returned.is_set()
    start(qtbot, window, seed=6, level="random")  # the searcher's answer is no longer wanted
    qtbot.waitUntil(Searcher.returned.is_set, timeout=3000)  # it stops at once (else it thinks 30 s)
    window.controller.turn.draw()
    assert window.controller.state.phase is Phase.MELD
