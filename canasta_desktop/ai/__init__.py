"""The computer players. No Qt: each decides from a `PlayerView` only.

Levels (docs/rules.md §4): ``let`` (Easy), ``mellem`` (Medium), ``svaer`` (Hard),
``ekspert`` (Expert: Svær checked by a search over the hidden cards);
``random`` is the baseline and fuzzer. `tip.ADVISERS` answer the Tip button
(what Svær, or Ekspert, would do in the human's seat); `judge.judge` rates a
given move for a round review. What each can do is declared in `base`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from .base import Adviser, Player, RememberingPlayer, SearchingPlayer, SeededPlayer

if TYPE_CHECKING:
    from .ekspert import EkspertPlayer
    from .let import LetPlayer
    from .mellem import MellemPlayer
    from .policy_player import PolicyPlayer
    from .random_player import RandomPlayer
    from .svaer import SvaerPlayer

# Each level's module is imported when a player of it is first made or its class first named: the
# table's first paint needs none of them (a tenth of the start-up), and Ekspert and the policy bring
# the search and the compiled rollout loop, which a game against the other levels never loads.
_MODULES = {
    "RandomPlayer": "random_player",
    "LetPlayer": "let",
    "MellemPlayer": "mellem",
    "SvaerPlayer": "svaer",
    "EkspertPlayer": "ekspert",
    "PolicyPlayer": "policy_player",
}


def __getattr__(name: str) -> object:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f".{module}", __name__), name)


def _level(class_name: str) -> Callable[[int], Player]:
    def make(seed: int) -> Player:
        return cast("Callable[[int], Player]", __getattr__(class_name))(seed)

    return make


#: Player factories by the name `canasta-sim --players` uses; each takes a seed.
PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": _level("RandomPlayer"),
    "let": _level("LetPlayer"),
    "mellem": _level("MellemPlayer"),
    "svaer": _level("SvaerPlayer"),
    "ekspert": _level("EkspertPlayer"),
    "policy": _level("PolicyPlayer"),  # the rollout policy of Ekspert's search, as a player (a yardstick)
}

#: The levels the new-game dialog offers, easiest first.
LEVELS = ("let", "mellem", "svaer", "ekspert")


if TYPE_CHECKING:  # mypy proves the levels have the capabilities the table tests for with isinstance
    from .tip import EkspertAdviser, SvaerAdviser

    _searching: SearchingPlayer = EkspertPlayer(0)
    _remembering: RememberingPlayer = EkspertPlayer(0)
    _seeded: tuple[SeededPlayer, ...] = (
        EkspertPlayer(0),
        SvaerPlayer(0),
        MellemPlayer(0),
        LetPlayer(0),
        RandomPlayer(0),
    )
    _advisers: tuple[Adviser, ...] = (SvaerAdviser(), EkspertAdviser())


def make_player(name: str, seed: int) -> Player:
    try:
        factory = PLAYERS[name]
    except KeyError:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(PLAYERS)}") from None
    return factory(seed)


__all__ = [
    "LEVELS",
    "PLAYERS",
    "Adviser",
    "EkspertPlayer",
    "LetPlayer",
    "MellemPlayer",
    "Player",
    "PolicyPlayer",
    "RandomPlayer",
    "RememberingPlayer",
    "SearchingPlayer",
    "SeededPlayer",
    "SvaerPlayer",
    "make_player",
]
