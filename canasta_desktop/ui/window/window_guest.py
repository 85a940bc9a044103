"""Game ▸ Join a game…: the player joins another computer's game with a code and plays from their
seat there (issue 35; `controller/guest_play.py` is the game's side of it).

The host's table is **a session aside**, as a deal by code is: the match on the table is parked,
untouched (its save file is not written while it waits, and the guest's game is never saved, so
Continue at home is not overwritten), and comes back exactly as it was when the player leaves the
host's table (the panel's Leave, New game, or the match's end). The score sheet of a round at the
host's table is this window's own: it lists the hands left only when the host's game revealed
them, and its Next deal waits for the host to deal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine.cards import Card
from ...engine.match import RoundRecord
from ...net.link_events import JOIN_TIMEOUT
from ...persistence.settings import Settings as UiSettings
from ..controller.chat_room import guest_room
from ..controller.controller import GameController, GameSetup
from ..controller.guest_play import GuestPlay
from ..controller.pacing import Pause
from ..controller.table_session import TableSession
from ..dialogs.join_dialog import GuestBox, JoinDialog
from ..dialogs.review_box import insert_in_panel
from ..lessons.mode import LessonMode
from ..text.button_text import Button
from ..window_parts.chat_panel import ChatPanel, add_chat_panel
from ..window_parts.window_buttons import WindowButtons
from ..workers.guest_link import GuestLink
from .window_deal import WindowDeal
from .window_menu import WindowMenu
from .window_review import WindowReview
from .window_rounds import WindowRounds

if TYPE_CHECKING:  # the round's dialogs are imported when a round at the host's table ends
    from ..dialogs.match_over import MatchOverDialog
    from ..dialogs.score_sheet import ScoreSheetDialog


class GuestHost(Protocol):
    """What the guest's game uses of the window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def settings(self) -> UiSettings: ...
    @property
    def menus(self) -> WindowMenu: ...
    @property
    def buttons(self) -> WindowButtons: ...
    @property
    def panel(self) -> QWidget: ...
    @property
    def rounds(self) -> WindowRounds: ...
    @property
    def lessons(self) -> LessonMode: ...
    @property
    def reviews(self) -> WindowReview: ...
    @property
    def deals(self) -> WindowDeal: ...
    def update_panel(self) -> None: ...
    def update_buttons(self) -> None: ...
    def show_notice(self, text: str) -> None: ...
    def new_game(self) -> None: ...


class WindowGuest(QObject):
    """The menu entry, the Join dialog, the host's table on the screen and the way back home."""

    def __init__(self, window: QWidget, host: GuestHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.join_timeout = JOIN_TIMEOUT
        self.make_link: Callable[[], GuestLink] = GuestLink
        self.dialog: JoinDialog | None = None
        self.joining: GuestPlay | None = None  # a join under way
        self.play: GuestPlay | None = None  # the host's table, once joined
        self.sheet: ScoreSheetDialog | None = None
        self.chat: ChatPanel | None = None  # the table's chat, while the host's table is on the screen
        self.match_over: MatchOverDialog | None = None
        self.parked: TableSession | None = None  # what the table showed before
        self._home_setup = GameSetup()
        self.action = QAction(window)
        self.action.triggered.connect(lambda: self.open_join())
        host.menus.game_menu.insertAction(host.menus.review_action, self.action)  # after New game and Invite…
        self.box = GuestBox()
        self.box.leave_clicked.connect(self.leave)
        host.rounds.aside_finished.connect(self._next_deal)  # the table's Next deal under a finished round
        host.controller.table_changed.connect(self._offer_join)
        self._offer_join()
        window.installEventFilter(self)  # a new language: the entry and the box in it
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Join a game…"))
        self.box.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # ----------------------------------------------------------------- joining
    def _offer_join(self, _events: object = None) -> None:
        """Join is offered once a table is on the screen (not while the start reads the saved match):
        leaving the host's table puts it back. The box shows while the host's table is on the screen
        (a deal by code or a lesson over it leads back to it first)."""
        self.action.setEnabled(self.host.controller.session is not None)
        self.box.setVisible(self.play is not None and self.play.on_table)

    def open_join(self) -> JoinDialog:
        """The Join dialog, over the table without blocking it (the computer at home waits meanwhile)."""
        if self.dialog is not None:
            self.dialog.reject()
        dialog = self.dialog = JoinDialog(self.host.settings.player_name, self.window)
        dialog.join_requested.connect(self._join)
        dialog.cancelled.connect(self._cancel_join)
        pacing = self.host.controller.pacing
        if not pacing.held(Pause.DIALOG):
            pacing.hold(Pause.DIALOG)
            dialog.finished.connect(lambda _result: pacing.release(Pause.DIALOG))
        dialog.open()
        return dialog

    def _join(self, code: str, name: str) -> None:
        dialog = self.dialog
        assert dialog is not None
        self._cancel_join()
        play = self.joining = GuestPlay(self.host.controller, self.make_link(), self)
        play.progress.connect(dialog.show_progress)
        play.failed.connect(dialog.show_failure)
        play.joined.connect(lambda: self._joined(play))
        settings = self.host.settings  # the servers Settings names (the host's game uses the same)
        play.join(code, name, settings.mailbox_url, settings.transit_relay or None, self.join_timeout)

    def _cancel_join(self) -> None:
        joining, self.joining = self.joining, None
        if joining is not None:
            joining.leave()
            joining.deleteLater()

    def _joined(self, play: GuestPlay) -> None:
        """The host's table came: it goes on the screen, and the table shown before waits."""
        if play is not self.joining or play.session is None:
            return
        self.joining = None
        if self.dialog is not None:
            self.dialog.accept()
        self.leave()  # another host's table, if one was on
        self.host.lessons.leave()
        self.host.reviews.leave()
        self.host.deals.back()
        self.host.rounds.close_dialogs()
        controller = self.host.controller
        self._home_setup = controller.setup
        self.parked = controller.show(play.session, dealt=play.fresh_deal)
        self.play = play
        play.scored.connect(self._scored)
        play.said.connect(self.host.show_notice)
        play.ended.connect(self._ended)
        if self.box.parent() is None:  # the window makes its panel before this object, but fills it after
            insert_in_panel(self.host.panel, self.box)
        self.box.show_playing()
        self._show_rules_buttons(play.tip_allowed)
        room = guest_room(play.link, self.seat_of(play), lambda at: controller.names[at], play)
        self.chat = add_chat_panel(self.host.panel, room)

    # ----------------------------------------------------------------- at the host's table
    def _scored(self, record: RoundRecord, hands: Sequence[Sequence[Card]] | None) -> None:
        """A round's score, as the host counted it; the hands left, when the host's game showed them."""
        controller = self.host.controller
        assert controller.match is not None
        from ..dialogs.score_sheet import ScoreSheetDialog

        self._close_sheets()
        play, state = self.play, controller.state
        sheet = self.sheet = ScoreSheetDialog(
            record, controller.match, controller.side_names(), self.window, hands, controller.names,
            deal_check=play.deal_check if play is not None else None,
            time_stop=state.time_stop if state is not None else None,  # the host's clock stopped it
        )  # fmt: skip
        sheet.accepted.connect(self._next_deal)
        sheet.rejected.connect(self.host.update_buttons)  # closed: the finished table, Next deal under it
        sheet.setModal(False)
        self.host.rounds.keep_place(sheet)
        sheet.show()
        self.host.update_panel()
        self.host.update_buttons()

    def _next_deal(self) -> None:
        """On from a finished round: the match's result, or the next round once the host deals it."""
        play, controller = self.play, self.host.controller
        if play is None or not play.on_table or controller.match is None:
            return
        self._close_sheets()
        if controller.match.is_over:
            from ..dialogs.match_over import MatchOverDialog

            over = self.match_over = MatchOverDialog(
                controller.match, controller.side_names(), controller.human_side(), self.window
            )
            over.accepted.connect(self._match_over_accepted)
            over.open()
            return
        play.next_deal()
        self.host.update_panel()
        self.host.update_buttons()

    def _match_over_accepted(self) -> None:
        self.leave()
        self.host.new_game()

    def _ended(self, why: str) -> None:
        """The game at the host's table ended (the host left, the line failed): the table stays in view."""
        self.box.show_ended(why)
        self.host.show_notice(why)
        self.host.update_buttons()

    # ----------------------------------------------------------------- leaving
    def may_leave(self) -> bool:
        """Before New game: leave the host's table, asked first when a game there goes on (True: left,
        or there was none)."""
        play = self.play
        if play is None:
            return True
        if not play.finished and self.host.settings.confirmations:
            answer = QMessageBox.question(
                self.window,
                self.tr("Leave the game"),
                self.tr("Leave the game at the host's table? A computer takes over your seat there."),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.leave()
        return True

    def leave(self) -> None:
        """Leave the host's table (the host is told); the table shown before comes back as it was."""
        self._cancel_join()
        play, self.play = self.play, None
        if play is None:
            return
        play.leave()
        record = play.away_record()
        if record is not None:  # the rounds played there, for this computer's statistics and review
            self.host.controller.archive.record_away(*record)
        self._close_sheets()
        if self.match_over is not None:
            self.match_over.close()
        self.box.hide()
        if self.chat is not None:
            self.chat.deleteLater()
            self.chat = None
        controller = self.host.controller
        if play.on_table and self.parked is not None:
            controller.show(self.parked)
        controller.last_setup = self._home_setup
        self.parked = None
        self._show_rules_buttons(tip_allowed=True)
        play.deleteLater()

    # ----------------------------------------------------------------- helpers
    @staticmethod
    def seat_of(play: GuestPlay) -> int:
        """The guest's own seat at the host's table (as the welcome seated it)."""
        assert play.session is not None
        return play.session.viewer

    def _show_rules_buttons(self, tip_allowed: bool) -> None:
        """The buttons the table's rules call for (Ask only where partners ask; Tip where it is allowed)."""
        match = self.host.controller.match
        self.host.buttons[Button.ASK].setVisible(match is not None and match.rules.ask_partner)
        self.host.buttons[Button.TIP].setVisible(tip_allowed)
        self.host.update_panel()
        self.host.update_buttons()

    def _close_sheets(self) -> None:
        sheet, self.sheet = self.sheet, None
        if sheet is not None:
            sheet.accepted.disconnect(self._next_deal)
            sheet.hide()
            sheet.deleteLater()
