"""The phases of a turn."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    DRAW = "draw"
    MELD = "meld"  # meld, add, ask, then discard
    ANSWER = "answer"  # the partner answers "may I go out?"
    OVER = "over"
