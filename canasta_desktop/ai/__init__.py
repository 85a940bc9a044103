"""The computer players. No Qt: each decides from a `PlayerView` only.

Levels (docs/rules.md §4): ``let`` (Easy), ``mellem`` (Medium), ``svaer`` (Hard),
``ekspert`` (Expert: Svær checked by a search over the hidden cards);
``random`` is the baseline and fuzzer. `tip.ADVISERS` answer the Tip button
(what Svær, or Ekspert, would do in the human's seat); `judge.judge` rates a
given move for a round review. What each can do is declared in `base`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .base import Adviser, Player, RememberingPlayer, SearchingPlayer, SeededPlayer
from .let import LetPlayer
from .mellem import MellemPlayer
from .random_player import RandomPlayer
from .svaer import SvaerPlayer

if TYPE_CHECKING:
    from .ekspert import EkspertPlayer
    from .policy_player import PolicyPlayer


# Ekspert and the policy bring the search and the compiled rollout loop: imported when first asked for
# (`__getattr__`, or a seat of theirs), so a game against the other levels starts without them.
def _ekspert(seed: int) -> Player:
    from .ekspert import EkspertPlayer

    return EkspertPlayer(seed)


def _policy(seed: int) -> Player:
    from .policy_player import PolicyPlayer

    return PolicyPlayer(seed)


def __getattr__(name: str) -> object:
    if name == "EkspertPlayer":
        from .ekspert import EkspertPlayer

        return EkspertPlayer
    if name == "PolicyPlayer":
        from .policy_player import PolicyPlayer

        return PolicyPlayer
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Player factories by the name `canasta-sim --players` uses; each takes a seed.
PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "let": LetPlayer,
    "mellem": MellemPlayer,
    "svaer": SvaerPlayer,
    "ekspert": _ekspert,
    "policy": _policy,  # the rollout policy of Ekspert's search, as a player (a yardstick)
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
