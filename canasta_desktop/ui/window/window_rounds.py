"""The end of a round in the window: the score sheet, the match's result, the next deal, the partner's question.

The score sheet is not modal (the move history can be read beside it); closing it mid-match leaves the
finished table with Next deal under it, and after the match's last round the result follows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, QRect, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ...engine.match import RoundRecord
from ..controller.controller import GameController
from ..dialogs.partner_question import ask_partner

if TYPE_CHECKING:  # imported when a round ends: not for the table's first paint
    from ..dialogs.match_over import MatchOverDialog
    from ..dialogs.score_sheet import ScoreSheetDialog


class RoundsHost(Protocol):
    """What the round's end uses of the window."""

    @property
    def controller(self) -> GameController: ...
    def lesson_active(self) -> bool: ...
    def update_panel(self) -> None: ...
    def update_buttons(self) -> None: ...
    def new_game(self) -> None: ...
    def review_round(self, record: RoundRecord) -> None: ...


class WindowRounds(QObject):
    """The window's dialogs between rounds and the partner's question, with the way on from them."""

    aside_finished = Signal()  # the score sheet of a round played aside (not a lesson's) was closed

    def __init__(self, window: QWidget, host: RoundsHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.score_sheet: ScoreSheetDialog | None = None
        self.match_over: MatchOverDialog | None = None
        self.partner_box: QMessageBox | None = None
        self.places: dict[type[QDialog], QPoint] = {}  # where each kind of dialog was last (issue 31)

    def show_score_sheet(self, record: RoundRecord) -> None:
        c = self.host.controller
        match = c.match
        assert match is not None
        self.host.update_panel()
        state = c.state  # the finished round: every hand is shown face up
        hands = state.hands if state is not None and state.is_over else None
        kept = c.session is not None and c.session.kept  # a lesson's or a tried-again round: no review
        from ..dialogs.deal_buttons import seating_of
        from ..dialogs.score_sheet import ScoreSheetDialog

        seating = None if self.host.lesson_active() else seating_of(c.session)  # for "Expert with your cards"
        sheet = ScoreSheetDialog(
            record,
            match,
            c.side_names(),
            self.window,
            hands,
            c.names,
            reviewable=kept and bool(record.log),
            seating=seating,
            time_stop=state.time_stop if state is not None else None,
        )
        self.score_sheet = sheet
        sheet.review_requested.connect(lambda: self.host.review_round(record))
        session = c.session  # a sheet's Next round goes on from its own round only (issue 31)
        sheet.accepted.connect(lambda: self._after_score_sheet() if c.session is session else None)
        sheet.rejected.connect(self.host.update_buttons)  # closed: the finished table, Next deal under it
        sheet.setModal(False)  # the move history (Ctrl+H) can be read beside it
        self.keep_place(sheet)
        sheet.show()

    def keep_place(self, dialog: QDialog) -> None:
        """Open ``dialog`` where the last of its kind (its class) was when it closed (the player may have
        moved it off the table), not centred anew each time; the first one opens where Qt puts it."""
        kind = type(dialog)
        place = self.places.get(kind)
        if place is not None and _on_a_screen(dialog, QRect(place, dialog.sizeHint())):
            dialog.move(place)
        dialog.finished.connect(lambda _result: self.places.__setitem__(kind, dialog.pos()))

    def next_deal(self) -> None:
        """Leave the score sheet behind and play the next round."""
        if self.score_sheet is not None and self.score_sheet.isVisible():
            self.score_sheet.accept()  # its accepted signal deals
        else:
            self._after_score_sheet()

    def close_dialogs(self) -> None:
        for dialog in (self.score_sheet, self.match_over):
            if dialog is not None:
                dialog.close()

    def _after_score_sheet(self) -> None:
        c = self.host.controller
        match = c.match
        assert match is not None
        if self.host.lesson_active():
            return  # a lesson's one round: the lesson ends with its score sheet, nothing is dealt again
        if not (c.session is not None and c.session.kept):
            self.aside_finished.emit()  # a round played aside (a deal by code, one tried again): its owner goes on
            return
        if match.is_over:
            from ..dialogs.match_over import MatchOverDialog

            over = MatchOverDialog(match, c.side_names(), c.rules.side_of(c.human), self.window)
            self.match_over = over
            self.keep_place(over)
            over.accepted.connect(self.host.new_game)
            over.open()
            return
        c.next_deal()
        self.host.update_panel()
        self.host.update_buttons()

    def ask_human_partner(self, seat: int) -> None:
        c = self.host.controller
        self.partner_box = ask_partner(self.window, c.names[seat], c.turn.answer_partner)


def _on_a_screen(widget: QWidget, rect: QRect) -> bool:
    """Whether most of ``rect`` is on the screen ``widget`` is shown on (a screen unplugged since: no)."""
    screen = widget.screen()
    if screen is None:
        return False
    shown = screen.availableGeometry().intersected(rect)
    return shown.width() * shown.height() >= rect.width() * rect.height() // 2
