"""The interpreter switches threads more often while a judgement of the review's runs (issue 24's round
review, issue 33's judgement of a computer's turn): the table's thread then waits less for its turn at
the interpreter, which the pure-Python judge holds throughout and the compiled loop between its rounds
(measured in benchmarks/bench_review_ui.py).

Each owner holds it at most once (`QuickSwitch.hold`, `release`, both idempotent); the interval as it
was comes back when the last holder lets go, whichever of them started first.
"""

from __future__ import annotations

import sys

SWITCH_S = 0.0005  # the switch interval while the review's judge runs (Python's default: 5 ms)

_held: set[int] = set()  # the owners holding it (their ids)
_before: list[float] = []  # the interval before the first holder, while any holds it


class QuickSwitch:
    """One owner's hold on the faster switching."""

    def hold(self) -> None:
        if id(self) in _held:
            return
        if not _held:
            _before[:] = [sys.getswitchinterval()]
            sys.setswitchinterval(SWITCH_S)
        _held.add(id(self))

    def release(self) -> None:
        if id(self) not in _held:
            return
        _held.discard(id(self))
        if not _held and _before:
            sys.setswitchinterval(_before.pop())

    @property
    def holding(self) -> bool:
        return id(self) in _held
