from types import NotImplementedType

from .rollout import FastRound

BIG_PILE: int
MIN_PAIR_PILE: int

def play_out(fr: FastRound, limit: int, full: bool) -> list[int] | NotImplementedType: ...
