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
"""

from __future__ import annotations

import json

from .actions import Action, parse_action
from .rules import RuleSet
from .state import RoundState

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
    return "\n".join(lines) + "\n"


def replay(text: str) -> RoundState:
    """Rebuild the round from a log; raises ValueError if the log does not fit the rules."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines or lines[0].strip() != HEADER:
        raise ValueError("not a canasta round log")
    fields = dict(line.split(": ", 1) for line in lines[1:HEADER_LINES])
    rules = RuleSet.model_validate(json.loads(fields["rules"]))
    state = RoundState(
        rules, int(fields["seed"]), int(fields["dealer"]), [int(s) for s in fields["scores"].split()]
    )
    for number, line in enumerate(lines[HEADER_LINES:], start=HEADER_LINES + 1):
        seat, action = parse_move(line)
        if seat != state.actor:
            raise ValueError(f"line {number}: seat {seat} is not to act (seat {state.actor} is)")
        state.play(action)
    return state
