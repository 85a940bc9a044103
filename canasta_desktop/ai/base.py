"""What computer players and advisers can do, declared once (the table and the save file rely on it).

Every player chooses (`Player`). Some can do more, and say so by their type:
a searching level takes a time budget and a stop (`SearchingPlayer`), a level
with memory beyond its generator saves and restores it (`RememberingPlayer`),
a seeded level exposes its generator so a save can put it back
(`SeededPlayer`), a level that can say why gives its reason with its move
(`ExplainingPlayer`). The table tests for these with ``isinstance``; no name is
probed for. An `Adviser` answers the Tip button with a `Suggestion`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from ..engine.actions import Action
from ..engine.view import PlayerView
from .reasons import Suggestion

#: A search asks this between deals; true: answer now with what was found.
StopCheck = Callable[[], bool]


@runtime_checkable
class Player(Protocol):
    """A seat's decision maker. It may keep memory, built only from what its views show."""

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` (the engine's canonical legal actions) for ``view.actor``."""
        ...


@runtime_checkable
class ExplainingPlayer(Player, Protocol):
    """A player that can say why: ``explained`` plays exactly as ``choose`` (the same move, the same
    draws from its generator) and gives the reason with it, from the seat's own view (issue 33)."""

    def explained(self, view: PlayerView, legal: Sequence[Action]) -> Suggestion: ...


@runtime_checkable
class SearchingPlayer(Player, Protocol):
    """A player that looks ahead: it answers within ``seconds`` and as soon as ``should_stop()`` is true."""

    def set_limits(self, seconds: float | None, should_stop: StopCheck | None = None) -> None: ...


@runtime_checkable
class RememberingPlayer(Player, Protocol):
    """A player whose memory beyond its generator goes into the save file (JSON-compatible values)."""

    def save_memory(self) -> dict[str, object] | None: ...

    def load_memory(self, memory: dict[str, object]) -> None:
        """Put back what `save_memory` returned; ValueError when it is not this player's memory."""
        ...


@runtime_checkable
class SeededPlayer(Player, Protocol):
    """A player whose every random choice comes from ``rng`` (so a save replays it exactly)."""

    rng: random.Random


class Adviser(Protocol):
    """The Tip button: a move for ``view.actor`` among ``legal``, with the reason for it.

    A searching adviser keeps within ``seconds`` and stops when ``should_stop()`` is true;
    the others answer at once and ignore both.
    """

    def suggest(
        self,
        view: PlayerView,
        legal: Sequence[Action],
        seconds: float | None = None,
        should_stop: StopCheck | None = None,
    ) -> Suggestion: ...


__all__ = [
    "Adviser",
    "Player",
    "RememberingPlayer",
    "SearchingPlayer",
    "SeededPlayer",
    "StopCheck",
    "Suggestion",
]
