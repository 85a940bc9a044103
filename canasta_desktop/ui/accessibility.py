"""The screen reader follows the game: every move and every refusal is announced.

The move history (the dock beside the table) is where the moves are written;
each new line, and each refusal shown in the notice line, is sent to the
assistive technology as a Qt accessibility announcement from the history
list, so Orca and NVDA read it out whether or not the dock is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

MOST_AT_ONCE = 3  # more new history lines than this at once are a resumed round, not moves just made


class Announcer(QObject):
    """Says texts to the screen reader from ``speaker`` (the move history's list)."""

    announced = Signal(str)

    def __init__(self, speaker: QWidget, history: Callable[[], Sequence[str]]) -> None:
        super().__init__(speaker)
        self.speaker = speaker
        self._history = history
        self._told: list[str] = []

    def say(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        self.announced.emit(text)
        if QAccessible.isActive():  # only when a screen reader listens
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.speaker, text))

    def follow_history(self, *_args: object) -> None:
        """After a change on the table: announce the history's new lines (a move of any player)."""
        lines = list(self._history())
        if lines[: len(self._told)] != self._told:
            self._told = []  # a new round (or language): only what is new from here is told
        new = lines[len(self._told) :]
        if len(new) > MOST_AT_ONCE:
            new = new[-1:]  # a resumed match brings its whole round: only the last move is read out
        for line in new:
            self.say(line)
        self._told = lines

    def quiet_history(self) -> None:
        """Take the history as told (a resumed match, a language change): no replay of old moves."""
        self._told = list(self._history())
