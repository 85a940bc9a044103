"""The clock of a match played to the clock (`RuleSet.match_minutes`): it counts play time into the match.

While a match is on, every second of wall time is added to `Match.seconds_played` (kept in the save);
once its minutes have passed, the match ends after the round in progress (`Match.finish_round`), or the
round stops at once where the rules say so (`RuleSet.match_time_end`: `ClockStop`, asked on each tick).
The side panel shows the time left on each tick.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ...engine.match import Match

TICK_MS = 1000


class MatchClock(QObject):
    """Counts the play time of the match ``match()`` gives (None: no match on the table)."""

    ticked = Signal()  # a second of a timed match went by

    def __init__(self, match: Callable[[], Match | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.carry_ms = 0
        self.since = QElapsedTimer()
        self.since.start()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()

    def tick(self) -> None:
        self.add(self.since.restart())

    def add(self, ms: int) -> None:
        """Count ``ms`` of play into the match on the table (none when there is none, or it is over)."""
        match = self.match()
        if match is None or match.is_over:
            self.carry_ms = 0
            return
        self.carry_ms += max(0, ms)
        seconds, self.carry_ms = divmod(self.carry_ms, 1000)
        match.count_play(seconds)
        if match.rules.match_minutes is not None:
            self.ticked.emit()
