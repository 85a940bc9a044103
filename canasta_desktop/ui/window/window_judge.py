"""The review's judgement of a computer's turn in the move history, in the window (issue 33, point 4).

Beside "Why?", Judgement (the button, the list's context menu, "!" on the list) asks the round review's
judgement of the chosen turn. It is offered for a computer's turn of a finished round only
(`controller.judge_move`: only then are the cards it tells of laid open); otherwise the button is off,
its tooltip and accessible description say why, and a click on it, the menu or "!" shows and says why.

The judgement is worked out on its thread (`workers.judge_worker`): meanwhile a busy bar and a line show
under the list and the table plays on. The answer is shown where "Why?" shows and said to the screen
reader as "Why?" is. A late answer is dropped: asking again (Judgement or Why?), another line chosen,
another round on the list, a new round or match, another language (each clears the list's answer,
`MoveHistory.why_cleared`) and the window closing all forget the judgement under way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from ..controller.controller import GameController
from ..controller.judge_move import JudgeRequest, NotJudged, judge_request, not_judged_text
from ..dialogs.history_panel import MoveHistory
from ..text.move_judgement_text import MoveJudgementText
from ..window_parts.accessibility import Announcer

if TYPE_CHECKING:  # the review's machinery is imported with the first judgement, not for the table
    from ..workers.judge_worker import JudgeThread


class JudgeHost(Protocol):
    @property
    def controller(self) -> GameController: ...
    @property
    def history(self) -> MoveHistory: ...
    @property
    def announcer(self) -> Announcer: ...


class WindowJudge(QObject):
    """Offers, runs and shows the review's judgement (see the module's docstring)."""

    def __init__(self, host: JudgeHost, window: QWidget) -> None:
        super().__init__(window)
        self.host = host
        self._worker: JudgeThread | None = None  # made with the first judgement
        self.request: JudgeRequest | None = None  # the judgement under way
        history = host.history
        history.judgement_asked.connect(self.judge)
        history.why_cleared.connect(self.forget)
        history.list.currentRowChanged.connect(lambda _row: self._line_chosen())
        history.round_chosen.connect(self.offer)
        history.judge_button.installEventFilter(self)  # a click on it while it is off says why
        host.controller.table_changed.connect(lambda _events: self.offer())
        window.installEventFilter(self)  # the window closing forgets the judgement under way
        self.offer()

    @property
    def worker(self) -> JudgeThread:
        if self._worker is None:
            from ..workers.judge_worker import JudgeThread

            worker = self._worker = JudgeThread(self)
            worker.judged.connect(self._judged)
            worker.failed.connect(self._failed)
        return self._worker

    @property
    def busy(self) -> bool:
        return self.request is not None

    def chosen(self) -> JudgeRequest | NotJudged:
        """What judging the chosen line would judge, or why it is not offered."""
        history = self.host.history
        number = None if history.reading_the_table() else history.chosen_round()
        return judge_request(self.host.controller.session, number, history.chosen_line())

    def offer(self) -> None:
        """The Judgement button on for a computer's turn of a finished round, else off with the reason."""
        words, chosen = MoveJudgementText(), self.chosen()
        if isinstance(chosen, NotJudged):
            self.host.history.offer_judgement(False, not_judged_text(chosen))
        else:
            self.host.history.offer_judgement(True, words.offered())

    def judge(self, _row: int = -1) -> str:
        """Judge the chosen line (or say why not); returns what is shown."""
        self.forget()
        history, words, chosen = self.host.history, MoveJudgementText(), self.chosen()
        if isinstance(chosen, NotJudged):
            text = not_judged_text(chosen)
            history.show_why(text, judgement=True)
        else:
            text = words.busy()
            self.request = chosen
            history.show_busy(text)
            self.worker.judge(chosen, chosen.log, chosen.turn, chosen.seats)
        self.host.announcer.say(text)
        return text

    def forget(self) -> None:
        """The judgement under way is no longer wanted: its answer is dropped."""
        if self.request is None:
            return
        self.request = None
        if self._worker is not None:
            self._worker.forget()
        self.host.history.busy.setVisible(False)

    def stop(self) -> None:
        """The window closes: the judgement under way is given up and its thread ends."""
        self.forget()
        if self._worker is not None:
            self._worker.stop()

    def retranslate(self) -> None:
        self.offer()

    def _line_chosen(self) -> None:
        if self.busy:  # the answer would be of a line no longer chosen
            self.forget()
            self.host.history.show_why("")
        self.offer()

    def _judged(self, request: object, judgement: object) -> None:
        from ...ai.turn_review import TurnJudgement

        if request is not self.request or not isinstance(judgement, TurnJudgement):
            return  # a late answer to a request given up
        self.request = None
        names = dict(enumerate(self.host.controller.names))
        text = MoveJudgementText().judgement(judgement, names)
        self.host.history.show_why(text, judgement=True)
        self.host.announcer.say(text)

    def _failed(self, request: object, failure: str) -> None:
        if request is not self.request:
            return
        self.request = None
        text = MoveJudgementText().failed(failure)
        self.host.history.show_why(text, judgement=True)
        self.host.announcer.say(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        button = self.host.history.judge_button
        if watched is button and event.type() == QEvent.Type.MouseButtonPress and not button.isEnabled():
            self.judge()  # says why it is off
            return True
        if watched is not button and event.type() == QEvent.Type.Close:
            self.stop()  # the window closes (asked to): a judgement under way is given up
        return False
