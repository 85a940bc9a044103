"""What a computer player is: it sees a `PlayerView` and the legal choices, and picks one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import PlayerView


class Player(Protocol):
    """A seat's decision maker. It may keep memory, built only from what its views show."""

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Pick one of ``legal`` (the engine's canonical legal actions) for ``view.actor``."""
        ...
