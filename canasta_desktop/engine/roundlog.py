"""A round as text: the deal's parameters, then one line per action; replays exactly.

```
# canasta round log 1
rules: {"name": "classic-2p", ...}
seed: 17
dealer: 1
scores: 0 0
1: draw
1: meld KH KS 2C
1: discard 9C
```

A round the match's clock stopped (`engine.time_stop`) ends with the stop's line, ``time up: scored``
or ``time up: not counted``, after the last move.
"""

from __future__ import annotations

import json

from .actions import Action, parse_action
from .rules import RuleSet
from .state import RoundState
from .time_stop import TimeStop, parse_stop

HEADER = "# canasta round log 1"
HEADER_LINES = 5  # the header, rules, seed, dealer, scores


def format_move(seat: int, action: Action) -> str:
    """One move as a log line: ``"1: meld KH KS 2C"``."""
    return f"{seat}: {action}"


def parse_move(line: str) -> tuple[int, Action]:
    """A log line back to (seat, action); ValueError if it is not one."""
    seat_text, separator, action_text = line.partition(": ")
    if not separator or not seat_text.strip().isdigit():
        raise ValueError(f"not a move line: {line[:60]!r}")
    return int(seat_text), parse_action(action_text)


def write_log(state: RoundState) -> str:
    lines = [
        HEADER,
        "rules: " + state.rules.model_dump_json(),
        f"seed: {state.seed}",
        f"dealer: {state.dealer}",
        "scores: " + " ".join(str(score) for score in state.scores_before),
    ]
    lines.extend(format_move(seat, action) for seat, action in state.log)
    if state.time_stop is not None:
        lines.append(str(state.time_stop))
    return "\n".join(lines) + "\n"


def log_parts(text: str) -> tuple[str, list[str], TimeStop | None]:
    """A log's deal (its header: the log of the deal alone), its move lines, and the clock's stop that
    ends it (None: it was not stopped). ValueError if it is not a round log."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines or lines[0].strip() != HEADER:
        raise ValueError("not a canasta round log")
    moves = lines[HEADER_LINES:]
    stop = parse_stop(moves[-1]) if moves else None
    return "\n".join(lines[:HEADER_LINES]) + "\n", moves[:-1] if stop is not None else moves, stop


def replay(text: str) -> RoundState:
    """Rebuild the round from a log; raises ValueError if the log does not fit the rules."""
    header, moves, stop = log_parts(text)
    fields = dict(line.split(": ", 1) for line in header.splitlines()[1:HEADER_LINES])
    rules = RuleSet.model_validate(json.loads(fields["rules"]))
    state = RoundState(
        rules, int(fields["seed"]), int(fields["dealer"]), [int(s) for s in fields["scores"].split()]
    )
    for number, line in enumerate(moves, start=HEADER_LINES + 1):
        seat, action = parse_move(line)
        if seat != state.actor:
            raise ValueError(f"line {number}: seat {seat} is not to act (seat {state.actor} is)")
        state.play(action)
    if stop is not None:
        state.stop_for_time(stop)
    return state
