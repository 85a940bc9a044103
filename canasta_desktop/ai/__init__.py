"""The computer players. No Qt: each decides from a `PlayerView` only.

Levels (RULES.md §4): ``let`` (Easy), ``mellem`` (Medium), ``svaer`` (Hard),
``ekspert`` (Expert: Svær checked by a search over the hidden cards);
``random`` is the baseline and fuzzer. `tip.tip` is the Tip adviser (what
Svær would do in the human's seat).
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Player
from .ekspert import EkspertPlayer
from .let import LetPlayer
from .mellem import MellemPlayer
from .policy_player import PolicyPlayer
from .random_player import RandomPlayer
from .svaer import SvaerPlayer

#: Player factories by the name `canasta-sim --players` uses; each takes a seed.
PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "let": LetPlayer,
    "mellem": MellemPlayer,
    "svaer": SvaerPlayer,
    "ekspert": EkspertPlayer,
    "policy": PolicyPlayer,  # the rollout policy of Ekspert's search, as a player (a yardstick)
}

#: The levels the new-game dialog offers, easiest first.
LEVELS = ("let", "mellem", "svaer", "ekspert")


def make_player(name: str, seed: int) -> Player:
    try:
        factory = PLAYERS[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(PLAYERS)}") from None
    return factory(seed)


__all__ = [
    "LEVELS",
    "PLAYERS",
    "EkspertPlayer",
    "LetPlayer",
    "MellemPlayer",
    "Player",
    "PolicyPlayer",
    "RandomPlayer",
    "SvaerPlayer",
    "make_player",
]
