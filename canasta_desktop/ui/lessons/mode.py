"""Lesson mode: a lesson played on the real table, the match set aside untouched until the player leaves.

Entering puts the lesson's round on the table as a session played aside
(`TableSession.aside`: nothing of it is saved or counted) and keeps the match's
session, untouched, until the player leaves (`GameController.show` swaps them).
The lesson's round goes on the same table with the same gestures and buttons;
the mode stands at the session's gate (`TableSession.gate`) and lets through
only the move the step waits for, explaining any other — the engine's reason
first when the rules refused it. The computer seats play the lesson's script on
the usual worker thread. Leaving puts the match back exactly as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDialog, QSpacerItem, QVBoxLayout, QWidget

from ...engine.actions import Action
from ...persistence.settings import Settings as UiSettings
from ..controller.controller import GameController
from ..controller.pacing import Pause
from ..controller.table_session import OneRound, TableSession
from ..table.scene import TableScene
from ..table.table_view import TableView
from ..text.messages import translate
from ..text.why_links import Explained
from ..window_parts.accessibility import Announcer
from ..window_parts.why_notice import NoticeLine
from ..window_parts.window_buttons import WindowButtons
from .book import lessons_for
from .box import LessonBox
from .lesson import Lesson, Step, same_move
from .pointer import PointerOverlay
from .scripted import ScriptedPlayer

SETTLE_MS = 450  # re-place the pointer once the cards have glided to their places


class LessonHost(Protocol):
    """What the mode uses of the main window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def panel(self) -> QWidget: ...
    @property
    def settings(self) -> UiSettings: ...
    @property
    def score_sheet(self) -> QDialog | None: ...
    @property
    def buttons(self) -> WindowButtons: ...

    @property
    def announcer(self) -> Announcer: ...
    @property
    def notice_line(self) -> NoticeLine: ...

    def store_settings(self) -> None: ...
    def modal(self, dialog: QDialog) -> int: ...


class LessonMode(QObject):
    """Runs one lesson at a time on the host's table."""

    def __init__(self, host: LessonHost) -> None:
        super().__init__(host.controller)
        self.host = host
        self.controller = host.controller
        self.parked: TableSession | None = None  # the match set aside while the lesson plays
        self._parked_any = False  # whether a lesson is on (the table may have had no match before it)
        self.lesson: Lesson | None = None
        self.index = 0  # the step being done
        self.finished = False
        self._seen = 0  # the human's moves in the round's log already counted as steps
        self._shown_ready = False  # whether the box shows the step (True) or "the computer is playing"
        self.pointer = PointerOverlay(host.scene, host.view, host.buttons.buttons)
        self.box = LessonBox()
        _insert_in_panel(host.panel, self.box)
        self.box.next_clicked.connect(self.next_step)
        self.box.next_lesson_clicked.connect(self.next_lesson)
        self.box.leave_clicked.connect(self.leave)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self.pointer.place)
        c = self.controller
        c.table_changed.connect(self._follow)
        c.selection_changed.connect(self._repoint)
        c.notice.connect(self._refused)
        c.round_finished.connect(self._round_finished)
        host.scene.button_row_moved.connect(self._repoint)

    @property
    def active(self) -> bool:
        return self.lesson is not None

    # ----------------------------------------------------------------- entering and leaving
    def start(self, lesson: Lesson) -> None:
        """Play ``lesson`` now (the match, if any, waits untouched)."""
        c = self.controller
        c.pacing.release(Pause.LESSON)
        self.lesson, self.index, self.finished, self._seen = lesson, 0, False, 0
        state = lesson.position()
        players = {
            seat: ScriptedPlayer(lesson.computer.get(seat, ())) for seat in range(1, state.rules.players)
        }
        session = TableSession.aside(OneRound.of(state), dict(players), c.setup)
        session.gate = self
        previous = c.show(session)
        if not self._parked_any:
            self.parked, self._parked_any = previous, True
        self.box.show()
        self._show_step()

    def leave(self) -> None:
        """Back to the match, exactly as it was."""
        if not self._parked_any:
            return
        parked, self.parked, self._parked_any, self.lesson = self.parked, None, False, None
        self.box.hide()
        self.pointer.clear()
        self.controller.pacing.release(Pause.LESSON)
        self.controller.show(parked)

    def start_first(self) -> None:
        """The guided first game: the first lesson of the chosen game's set not yet done."""
        lessons = lessons_for(self.controller.setup.rules())
        done = set(self.host.settings.finished_lessons)
        self.start(next((lesson for lesson in lessons if lesson.id not in done), lessons[0]))

    def next_lesson(self) -> None:
        """The lesson after this one in the set of the chosen game (or back to the match after the last)."""
        lessons = lessons_for(self.controller.setup.rules())
        ids = [lesson.id for lesson in lessons]
        at = ids.index(self.lesson.id) if self.lesson is not None and self.lesson.id in ids else len(ids)
        if at + 1 < len(lessons):
            self.start(lessons[at + 1])
        else:
            self.leave()

    # ----------------------------------------------------------------- the gate
    def judge(self, actions: Sequence[Action]) -> str | None:
        """Let through the moves the steps wait for, in order; otherwise say why not (the controller refuses
        the move with these words, and `_refused` puts them in the box). The lesson's own words need no
        "Why?" link: the box is the explanation (a move the rules refuse keeps the rules' link)."""
        verdict = self._verdict(actions)
        return None if verdict is None else Explained(verdict, "")

    def _verdict(self, actions: Sequence[Action]) -> str | None:
        lesson = self.lesson
        if lesson is None or not actions:
            return None
        if self.finished:
            return translate("LessonMode", "The lesson is finished: press Leave lesson or Next lesson.")
        for offset, action in enumerate(actions):
            at = self.index + offset
            step = lesson.steps[at] if at < len(lesson.steps) else None
            expected = step.action if step is not None else None
            if step is None or expected is None:
                return translate("LessonMode", "Read the lesson's box, then press Next.")
            if not same_move(expected, action, lesson.rules):
                return step.why
        return None

    def tip(self) -> tuple[Action | None, str]:
        """Tip in a lesson: the step's own move and words (the computer's best move may be another)."""
        step = self._step()
        if step is None:
            return None, translate("LessonMode", "The lesson is finished: press Leave lesson or Next lesson.")
        if step.action is None:
            return None, translate("LessonMode", "Read the lesson's box, then press Next.")
        return step.action, step.say

    def _refused(self, text: str) -> None:
        """A move was refused, by the lesson (its words already say why) or by the rules (the engine's
        reason, then why the step wants another move)."""
        step = self._step()
        if self.lesson is None or not text:
            return
        if step is None or text == step.why:
            self.box.show_why(text)
        else:
            self.box.show_why(f"{text} {step.why}".strip())
            self.host.announcer.say(step.why)  # the rules' reason was read out as a notice already

    # ----------------------------------------------------------------- following the play
    def _follow(self, _events: object = None) -> None:
        """Count the moves played since the last look as steps done; show the step now due."""
        state = self.controller.state
        if self.lesson is None or state is None:
            return
        mine = [action for seat, action in state.log if seat == self.controller.human]
        if len(mine) > self._seen:
            self.index += len(mine) - self._seen
            self._seen = len(mine)
            self.host.notice_line.clear()  # a refusal of the step just done no longer applies
            self._show_step()
        elif self._players_turn() != self._shown_ready:
            self._show_step()  # the computer's scripted turns are over: the step's words now
        else:
            self._repoint()

    def next_step(self) -> None:
        step = self._step()
        if step is not None and step.action is None:
            self.index += 1
            self._show_step()

    def _step(self) -> Step | None:
        lesson = self.lesson
        if lesson is None or self.finished or self.index >= len(lesson.steps):
            return None
        return lesson.steps[self.index]

    def _show_step(self) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        if self.index >= len(lesson.steps):
            self._finish()
            return
        step = lesson.steps[self.index]
        progress = (
            translate("LessonMode", "Step %1 of %2")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(lesson.steps)))
        )
        ready = self._shown_ready = self._players_turn()
        text = step.say if ready else translate("LessonMode", "The computer is playing…")
        self.box.show_step(
            lesson.title, progress, text, ready and step.action is None and not self._round_over()
        )
        self.host.announcer.say(text)  # a screen reader reads each step as it comes
        self._repoint()

    def _players_turn(self) -> bool:
        state = self.controller.state
        return state is not None and (state.is_over or self.controller.is_viewers_turn())

    def _round_over(self) -> bool:
        state = self.controller.state
        return state is not None and state.is_over

    def _repoint(self) -> None:
        step = self._step()
        if step is None or not self._players_turn():
            self.pointer.clear()
            return
        self.pointer.show(step.point, self.controller.human_side())
        self._settle.start(SETTLE_MS)

    def _round_finished(self, _record: object) -> None:
        """The lesson's round ended: the score sheet is open; the lesson ends when it closes."""
        sheet = self.host.score_sheet
        if self.lesson is not None and sheet is not None:
            sheet.finished.connect(lambda _result: QTimer.singleShot(0, self._finish))
        self._show_step()

    def _finish(self) -> None:
        lesson = self.lesson
        if lesson is None or self.finished:
            return
        self.finished = True
        self.controller.pacing.hold(Pause.LESSON)  # the script is played out: the computer waits
        self.pointer.clear()
        settings = self.host.settings
        if lesson.id not in settings.finished_lessons:
            settings.finished_lessons = [*settings.finished_lessons, lesson.id]
            self.host.store_settings()
        lessons = [item.id for item in lessons_for(self.controller.setup.rules())]
        more = lesson.id in lessons and lessons.index(lesson.id) + 1 < len(lessons)
        self.box.show_done(lesson.title, lesson.done, more)
        self.host.announcer.say(lesson.done)
        QTimer.singleShot(0, self._say_finished)  # after the controller has told the table whose turn it is

    def _say_finished(self) -> None:
        """The computer waits now: the status line and the panel say the lesson is over, not that it plays."""
        if self.finished and self.lesson is not None:
            self.controller.show_status(
                translate("LessonMode", "Lesson finished: leave the lesson to go back to your match.")
            )

    def retranslate(self) -> None:
        """A new language: the box and the lesson's sentences again (the lesson is rebuilt from its id)."""
        self.box.retranslate()
        if self.lesson is None:
            return
        fresh = {lesson.id: lesson for lesson in lessons_for(None, everything=True)}
        self.lesson = fresh.get(self.lesson.id, self.lesson)
        if self.finished:
            self.finished = False
            self._finish()
        else:
            self._show_step()


def _insert_in_panel(panel: QWidget, box: QWidget) -> None:
    """Into the score panel's empty middle (where its stretch is), so the box covers no card."""
    layout = panel.layout()
    assert isinstance(layout, QVBoxLayout)
    for index in range(layout.count()):
        if isinstance(layout.itemAt(index), QSpacerItem):
            layout.insertWidget(index, box)
            return
    layout.addWidget(box)


def learn_to_play(host: LessonHost, mode: LessonMode) -> None:
    """Help ▸ Learn to play: choose a lesson of the game chosen in New game, and play it."""
    from .dialog import LearnDialog

    preset = host.controller.setup.preset
    dialog = LearnDialog(
        lessons_for(host.controller.setup.rules()), host.settings.finished_lessons, preset, host.view.window()
    )
    if host.modal(dialog) and dialog.chosen is not None:
        mode.start(dialog.chosen)
