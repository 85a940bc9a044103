"""The computer players. No Qt: each decides from a `PlayerView` only."""

from __future__ import annotations

from collections.abc import Callable

from .base import Player
from .random_player import RandomPlayer

#: Player factories by the name `canasta-sim --players` uses; each takes a seed.
PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
}


def make_player(name: str, seed: int) -> Player:
    try:
        factory = PLAYERS[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(PLAYERS)}") from None
    return factory(seed)


__all__ = ["PLAYERS", "Player", "RandomPlayer", "make_player"]
