"""A take that completes a canasta, valued or not: each level against itself without it, on paired deals.

    PYTHONPATH=. python benchmarks/bench_completing_take.py --a svaer --b svaer-0 --opponent svaer --deals 300

``LEVEL-0`` is the level with ``canasta_take_weight`` 0 (the take's value before issue 30: a two-card
pile whose top card completed the side's natural canasta was left for a draw, and the Tip said the
pile was not worth taking). Runs `bench_paired` with those variants registered.
"""

from __future__ import annotations

import bench_duplicate
import bench_paired

from canasta_desktop.ai.base import Player
from canasta_desktop.ai.let import LetPlayer
from canasta_desktop.ai.mellem import MellemPlayer
from canasta_desktop.ai.svaer import SvaerPlayer


class _Svaer0(SvaerPlayer):
    canasta_take_weight = 0.0


class _Mellem0(MellemPlayer):
    canasta_take_weight = 0.0


class _Let0(LetPlayer):
    canasta_take_weight = 0.0


def _svaer0(seed: int) -> Player:
    return _Svaer0(seed)


def _mellem0(seed: int) -> Player:
    return _Mellem0(seed)


def _let0(seed: int) -> Player:
    return _Let0(seed)


bench_duplicate.VARIANTS.update({"svaer-0": _svaer0, "mellem-0": _mellem0, "let-0": _let0})

if __name__ == "__main__":
    bench_paired.main()
