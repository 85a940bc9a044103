"""The table's stop of a round when the match's time runs out (`RuleSet.match_time_end`, docs/rules.md §3.6).

Not a player's move: no seat chooses it and `RoundState.legal_actions` never offers it. The table
(the controller, through its one place that changes the round) hands it to `RoundState.stop_for_time`
when `Match.time_stop` says the rules stop the round now. The round then ends with a `TimeStopped`
event before its `RoundEnded`; its log ends with the stop's line (`str(stop)`), so a replay ends it
the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action

PREFIX = "time up: "
_WORDS = {True: "scored", False: "not counted"}


@dataclass(frozen=True, slots=True)
class TimeStop:
    """Stop the round in progress: ``counted``, it is scored as it stands (melds, canastas and red 3s
    plus, the hands minus, no going-out bonus); else it counts nothing."""

    counted: bool

    def __str__(self) -> str:
        return PREFIX + _WORDS[self.counted]


def parse_stop(line: str) -> TimeStop | None:
    """The stop a log line writes (None: the line is not a stop's)."""
    text = " ".join(line.split())
    for counted in (True, False):
        if text == str(TimeStop(counted)):
            return TimeStop(counted)
    return None


def moves_only(steps: Sequence[Action | TimeStop]) -> list[Action]:
    """``steps`` as players' moves; ValueError if the clock's stop is among them (no player plays it)."""
    moves = [step for step in steps if not isinstance(step, TimeStop)]
    if len(moves) != len(steps):
        raise ValueError("the clock's stop is not a player's move")
    return moves
