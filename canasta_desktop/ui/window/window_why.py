""" "Why did my partner do that?" in the window (issue 33, point 4): "Why?" of a turn of the move history
shows, under the list, why each computer move of it was played (`controller.why_move`), and says it to
the screen reader. Beside it, once the round is over, the round review's judgement of a computer's turn
(`window_judge`). F6 brings the keyboard to the history from anywhere in the window (the dock shown
first); Esc on the list gives it back to the table.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from ..controller.why_move import why_turn
from ..dialogs.history_panel import FOCUS_KEY
from .window_judge import JudgeHost, WindowJudge


class WhyHost(JudgeHost, Protocol):
    @property
    def view(self) -> QWidget: ...


class WindowWhy(QObject):
    """Answers the history's "Why?" (see the module's docstring)."""

    def __init__(self, host: WhyHost, window: QWidget) -> None:
        super().__init__(window)
        self.host = host
        host.history.why_asked.connect(self.explain)
        host.history.leave.connect(host.view.setFocus)
        self.focus_key = QShortcut(QKeySequence(FOCUS_KEY), window, host.history.focus_list)
        self.judgement = WindowJudge(host, window)

    def explain(self, row: int) -> str:
        """Show and say why the turn on line ``row`` of the history was played so; returns the text."""
        self.judgement.forget()  # the judgement under way, if any, is not shown over this answer
        history = self.host.history
        chosen = None if history.reading_the_table() else history.chosen_round()
        text = why_turn(self.host.controller.session, chosen, row)
        history.show_why(text)
        self.host.announcer.say(text)
        return text
