"""The words of a round the match's clock stopped (issue 32, `RuleSet.match_time_end`): the move
history's and the last move's line for its `TimeStopped`, and the score sheet's line, in the
"ClockText" translation context."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from ...engine.events import Event, RoundEnded, TimeStopped
from ...engine.time_stop import TimeStop


class ClockText(QObject):
    """The sentences, in the language installed now."""

    def stopped(self, counted: bool) -> str:
        """What happened, as the move history tells it."""
        if counted:
            return self.tr("Time is up: the round stops here and is scored as it stands.")
        return self.tr("Time is up: the round stops here and is not counted.")

    def sheet_line(self, stop: TimeStop) -> str:
        """Under the score sheet of a round the clock stopped."""
        if stop.counted:
            return self.tr(
                "The playing time ran out: the round stopped there and is scored as it stands, "
                "without a bonus for going out."
            )
        return self.tr(
            "The playing time ran out: the round stopped there and is not counted; the scores are "
            "those before it."
        )


def told_by_stop(events: Sequence[Event], index: int) -> bool:
    """Whether the event at ``index`` is the end of a round the clock stopped: the stop's own line says
    it (the end's usual line would say the stock ran out)."""
    return isinstance(events[index], RoundEnded) and index > 0 and isinstance(events[index - 1], TimeStopped)
