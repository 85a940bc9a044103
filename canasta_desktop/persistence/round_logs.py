"""A finished round's stored log, trusted only if it replays to that round (saves and the archive).

A log is the text of `engine.roundlog.write_log`. `checked_log` replays it and keeps it only if the
replay ends the round with the same rules, seed, dealer, scores before the round and score sheet as
the round's record; anything else (a damaged file, a log from an engine whose moves no longer
replay) gives "" — the log is lost, nothing else is.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.match import RoundRecord
from ..engine.roundlog import replay
from ..engine.rules import RuleSet
from ..engine.state import RoundState


def replayed(log: str) -> RoundState | None:
    """The finished round a log replays to, or None (never raises: the text may be anything)."""
    if not log:
        return None
    try:
        state = replay(log)
    except Exception:  # noqa: BLE001 - a stored log must never stop a file from loading
        return None
    return state if state.is_over and state.result is not None else None


def log_fits(log: str, rules: RuleSet, record: RoundRecord, scores_before: Sequence[int]) -> bool:
    """Whether ``log`` replays to ``record`` (dealt under ``rules`` from ``scores_before``)."""
    state = replayed(log)
    if state is None:
        return False
    return (
        state.rules.model_dump() == rules.model_dump()
        and state.seed == record.seed
        and state.dealer == record.dealer
        and list(state.scores_before) == list(scores_before)
        and state.result == record.sheet
        and state.went_out == record.went_out
        and state.concealed == record.concealed
    )


def checked_log(log: str, rules: RuleSet, record: RoundRecord, scores_before: Sequence[int]) -> str:
    """``log`` if it replays to ``record``, else "" (unknown)."""
    return log if log and log_fits(log, rules, record, scores_before) else ""
