"""The main window: the table, the buttons above the status line, the score panel and the menu."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action
from ...engine.match import RoundRecord
from ...engine.phase import Phase
from ...persistence.house_rules import HouseRulesBook
from ...persistence.session import MatchSession
from ...persistence.settings import Settings as UiSettings
from ...persistence.settings import SettingsLoad, player_name_from
from ...persistence.storage import StartFiles, Storage
from ..art.fonts import load_fonts
from ..controller.controller import GameController, GameSetup
from ..controller.game_setup import setup_of
from ..controller.pacing import Pause
from ..controller.table_session import TableSession
from ..controller.teaching import Caution
from ..dialogs import unsaved
from ..dialogs.history_panel import MoveHistory
from ..lessons.mode import LessonMode, learn_to_play
from ..table.animation import Animator
from ..table.scene import TableScene, desktop_text_scale
from ..table.table_view import TableView
from ..text.button_text import Button, ButtonTexts, Row
from ..window_parts.accessibility import Announcer
from ..window_parts.action_bar import ActionBar
from ..window_parts.comfort_menu import ComfortMenu, scaled_style
from ..window_parts.hand_over import HandOver, HandOverScreen
from ..window_parts.side_panel import SidePanel, wrapping_label
from ..window_parts.status_area import NoticeHold, StatusArea, table_moment
from ..window_parts.why_notice import DisabledButtonWatch, NoticeLine
from ..window_parts.window_buttons import WindowButtons
from . import menu_dialogs
from .window_deal import WindowDeal
from .window_guest import WindowGuest
from .window_invite import WindowInvite
from .window_menu import WindowMenu
from .window_review import WindowReview
from .window_rounds import WindowRounds
from .window_settings import WindowSettings
from .window_start import WindowStart
from .window_style import WINDOW_STYLE
from .window_why import WindowWhy

if TYPE_CHECKING:  # the dialogs are imported when first opened: the table's first paint needs none of them
    from ..dialogs.caution_prompt import CautionPrompt
    from ..dialogs.first_run import FirstRunHint
    from ..dialogs.match_over import MatchOverDialog
    from ..dialogs.saved_game import ResumePrompt
    from ..dialogs.score_sheet import ScoreSheetDialog


class MainWindow(QMainWindow):
    new_game_requested = Signal()

    def __init__(
        self,
        settings: UiSettings | None = None,
        controller: GameController | None = None,
        storage: Storage | None = None,
    ) -> None:
        super().__init__()
        load_fonts()  # the table's shipped fonts, once (app.py has loaded them already; tests have not)
        self.setWindowTitle(self.tr("Canasta"))
        self.settings = settings or UiSettings()
        self.controller = controller or GameController(self)
        self.storage = storage  # None: nothing is saved (tests, the smoke test)
        self.closing_anyway = False  # close without asking (a signal: saved what could be saved)
        self.disk_wait = unsaved.DiskWait(self, lambda: self.controller.autosaver, self.show_notice)
        if storage is not None:
            self.controller.autosaver = storage.autosaver()
            self.controller.statistics = storage.statistics
            self.controller.archive.round_logs = storage.round_logs  # the rounds kept for Game ▸ Review…
        self.animator = Animator(self)
        self.scene = TableScene(self.controller, self.animator)
        self.scene.setParent(self)  # goes with the window, never outlives it
        self.view = TableView(self.scene)
        self.rounds = WindowRounds(self, self)  # the score sheet, the match's result, the partner's question
        self.deals = WindowDeal(self, self)  # Game ▸ Play a deal by code…: a round aside, the match parked
        self.caution_box: CautionPrompt | None = None
        self._build()
        self._build_menu()
        self.prefs = WindowSettings(self, self)  # the settings: applied, changed, written
        self.comfort = ComfortMenu(self, self.help_menu, self.prefs.zoom_cards, self.show_keyboard_help)
        self.view.zoom_requested.connect(self.prefs.zoom_cards)
        self.announcer = Announcer(self.history.list, self.controller.history)  # moves and refusals, read out
        parts, say, forget = self._table_parts(), self.announcer.say, self.notice_line.clear
        self.hand_over = HandOver(self.hand_over_screen, self.controller, parts, self.view, say, forget)
        self.retranslate()
        self.apply_settings(self.settings)
        c = self.controller
        c.table_changed.connect(self.scene.on_table_changed)
        c.selection_changed.connect(self.scene.on_selection_changed)
        c.highlight_cards.connect(self.scene.flash_cards)
        c.status_changed.connect(self.status.setText)
        c.last_action_changed.connect(self._show_last_action)
        c.notice.connect(self.show_notice)
        c.status_changed.connect(lambda _text: self.notice_hold.check())  # after every change on the table
        c.selection_changed.connect(self.update_buttons)
        c.table_changed.connect(self._table_changed)
        c.round_finished.connect(self.rounds.show_score_sheet)
        c.partner_question.connect(self.rounds.ask_human_partner)
        c.thinking_changed.connect(self.panel.show_thinking)
        c.tip_ready.connect(self._show_tip)
        c.table_changed.connect(self.announcer.follow_history)
        c.notice.connect(self.announcer.say)
        c.why_topic.connect(self.notice_line.offer_why)
        self.notice_line.hint_spoken.connect(self.announcer.say)
        c.cautioned.connect(self.show_caution)
        c.match_recorded.connect(self.prefs.update_teaching)  # the teaching ends after a few matches
        self.notice_line.why_requested.connect(self.show_rules)
        self._disabled_watch = DisabledButtonWatch(tuple(self.buttons.judged()), self.explain_disabled)
        self.panel.read_only.setVisible(storage is not None and storage.read_only)  # the table says so
        self.update_buttons()  # nothing to press until a match is on the table
        self.resize(1280, 820)
        self.view.setFocus()  # the keyboard plays the table from the start
        self.starting = WindowStart(self, self)  # the files' problems, Continue or New game, first run
        self.lessons = LessonMode(self)  # last: it follows the controller's signals after the window does
        self.reviews = WindowReview(self, self)  # the round review and its positions on the table
        self.invites = WindowInvite(self, self)  # Game ▸ Invite…: the seats played from other computers
        self.guest = WindowGuest(self, self)  # Game ▸ Join a game…: a seat at another computer's table
        self.why_moves = WindowWhy(self, self)  # "Why?" of a computer's turn in the move history

    # ----------------------------------------------------------------- building
    def _build(self) -> None:
        c, turn = self.controller, self.controller.turn
        actions: dict[Button, Callable[[], object]] = {
            Button.DRAW: turn.draw,
            Button.TAKE: turn.take_pile,
            Button.MELD: turn.meld,
            Button.ADD: turn.add,
            Button.DISCARD: turn.discard,
            Button.UNDO: turn.undo,
            Button.TIP: c.ask_tip,
            Button.SORT: lambda: self.prefs.toggle_sort(),
            Button.ASK: turn.ask_partner,
            Button.NEXT_DEAL: self.rounds.next_deal,
            Button.NEW_GAME: lambda: self.new_game(),
        }
        self.buttons = WindowButtons(self, actions, self.explain_disabled)
        self.view.set_key_actions(self.buttons.action_for)  # in line with the table's own keys
        central = QWidget()
        central.setObjectName("central")
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addLayout(self._build_table_side(), 1)
        self.panel = SidePanel(c, tuple(self.buttons.of(Row.PANEL)))
        p = self.panel  # its widgets by their old names (tests and screenshots read them)
        self.score_label, self.meter_label, self.meter = p.score_label, p.meter_label, p.meter
        self.last_action, self.thinking = p.last_action, p.thinking
        row.addWidget(self.panel)
        self.setCentralWidget(central)
        self.hand_over_screen = HandOverScreen(central)  # pass and play: hides the table between two people
        self.history = MoveHistory(self)
        self.history.visibilityChanged.connect(lambda _shown: self._update_history())
        self.history.round_chosen.connect(self._update_history)
        self.addDockWidget(self.history.area_of(self.settings), self.history)  # where the player left it
        self.history.setVisible(self.settings.history_shown)
        self.setStyleSheet(scaled_style(WINDOW_STYLE, desktop_text_scale()))  # the desktop's font size

    def _build_table_side(self) -> QVBoxLayout:
        """The table, the row of move buttons under it and the status lines."""
        self.action_bar = ActionBar(
            self.view,
            self.buttons.of(Row.MOVES),
            self.buttons[Button.NEXT_DEAL],
            self.buttons[Button.NEW_GAME],
        )
        self.scene.button_row_moved.connect(self.action_bar.place)

        def scrolled(_value: int) -> None:  # a table taller than the view scrolls: the buttons go with it
            if self.scene.layout_ is not None:
                self.action_bar.place(self.scene.layout_.button_row)

        self.view.verticalScrollBar().valueChanged.connect(scrolled)
        self.status = wrapping_label("status")
        self.status_last = wrapping_label("statuslast")
        self.notice = wrapping_label("notice")
        self.notice_line = NoticeLine(self.notice)
        self.notice_hold = NoticeHold(self.notice_line.clear, lambda: table_moment(self.controller))
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 6)
        left.setSpacing(4)
        left.addWidget(self.view, 1)
        # A fixed height (what does not fit scrolls): a new status line never moves the hand or the buttons.
        self.status_area = StatusArea(((self.status, 1), (self.status_last, 2), (self.notice_line, 1)))
        left.addWidget(self.status_area)
        return left

    def _table_parts(self) -> tuple[QWidget | QAction, ...]:
        """What acts on the table: off while the hand-over screen shows."""
        menus = (self.menus.review_action, self.menus.deal_code_action)
        return (self.view, self.panel, self.status_area, *menus, *self.buttons.shortcuts.values())

    def _build_menu(self) -> None:
        self.menus = WindowMenu(
            self,
            self.history.toggleViewAction(),
            {
                "new": self.new_game,
                "statistics": lambda: menu_dialogs.open_statistics(self, self),
                "review": lambda: self.reviews.choose(),
                "settings": lambda: self.prefs.open_dialog(),
                "learn": lambda: learn_to_play(self, self.lessons),
                "rules": self.show_rules,
                "about": lambda: menu_dialogs.show_about(self, self),
                "deal_code": self.deals.play_code,
                "deal_back": self.deals.back,
                "fairness": lambda: menu_dialogs.show_fairness(self),
            },
            self.storage is not None,
        )
        self.help_menu: QMenu = self.menus.help_menu
        self.deals.active_changed.connect(self.menus.deal_back_action.setVisible)
        undo = QAction(self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.triggered.connect(self.buttons[Button.UNDO].click)
        self.addAction(undo)
        why = QAction(self)  # "Why?" of the notice on show
        self.why_shortcut = why  # its key follows the language (retranslate)
        why.triggered.connect(self.notice_line.open_why)
        self.addAction(why)

    # ----------------------------------------------------------------- language
    def retranslate(self) -> None:
        """Every text of the window again in the language installed now (while building, and on Qt's
        ``LanguageChange``: a language chosen in Settings applies at once, without a restart)."""
        self.setWindowTitle(self.tr("Canasta"))
        self.buttons.retranslate(self.settings.tip_level == "ekspert")
        if hasattr(self, "why_shortcut"):
            self.why_shortcut.setShortcut(QKeySequence(ButtonTexts().why_key()))
        self.panel.retranslate()
        self.action_bar.setAccessibleName(self.tr("Moves"))  # screen readers name what the player can read
        self.menuBar().setAccessibleName(self.tr("Menu"))
        self.menus.retranslate()
        if hasattr(self, "lessons"):
            self.lessons.retranslate()
        if hasattr(self, "reviews"):
            self.reviews.retranslate()
        if hasattr(self, "invites"):
            self.invites.retranslate()
        self.history.retranslate()
        if hasattr(self, "comfort"):
            self.comfort.retranslate()
            self.announcer.quiet_history()
        self.history.list.clear()
        self._update_history()
        self.notice_line.retranslate()
        if self.controller.match is not None:
            self.controller.retranslate()
            self.update_buttons()
            self.update_panel()
            if self.controller.state is not None:
                self.scene.refresh([], animate=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus"):
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------- settings (`window_settings`)
    def apply_settings(self, settings: UiSettings) -> None:
        self.prefs.apply(settings)

    def store_settings(self) -> None:
        self.prefs.store()

    def set_language(self, setting: str) -> str:
        return self.prefs.set_language(setting)

    def modal(self, dialog: QDialog) -> int:
        """Run ``dialog`` over the table, where the last of its kind was; the computer waits meanwhile (the
        player would miss its moves)."""
        self.rounds.keep_place(dialog)
        pacing = self.controller.pacing
        held = pacing.held(Pause.DIALOG)  # a dialog opened from another (house rules from New game)
        pacing.hold(Pause.DIALOG)
        try:
            return dialog.exec()
        finally:
            if not held:
                pacing.release(Pause.DIALOG)

    def show_keyboard_help(self) -> None:
        menu_dialogs.show_keyboard_help(self, self)

    # ----------------------------------------------------------------- the match
    def start(self, setup: GameSetup) -> None:
        self.rounds.close_dialogs()
        self.controller.new_match(setup)
        self._show_match()
        self.invites.match_started()  # a seat played from afar: its code, in the invitation dialog

    def start_session(self, session: TableSession) -> None:
        """Start the match of ``session`` (its seats as they are: the human need not sit at seat 0)."""
        self.rounds.close_dialogs()
        self.controller.play_match(session)
        self._show_match()
        self.invites.match_started()

    def _show_match(self) -> None:
        """The buttons the match's rules call for, and its score."""
        rules = self.controller.rules
        self.buttons[Button.DRAW].setText(ButtonTexts().draw(rules.draw_count))
        self.buttons[Button.ASK].setVisible(rules.ask_partner)
        self.update_panel()

    def new_game(self, saved: MatchSession | None = None) -> None:
        """The new-game dialog; a match in progress (or ``saved``, not yet on the table) is only
        replaced after the player confirms (when confirmations are on)."""
        self.lessons.leave()  # the match in progress is the one New game replaces, never a lesson
        self.reviews.leave()  # nor a reviewed position
        self.deals.back()  # nor a deal played by code
        if not self.guest.may_leave():  # nor the host's table in a game at a distance (asked first)
            return
        from ..dialogs.new_game import NewGameDialog
        from ..dialogs.saved_game import confirm_abandon

        last = setup_of(saved) if saved is not None else self.controller.setup  # the dialog remembers
        dialog = NewGameDialog(last, self, self.house_rules_book())
        if self.modal(dialog):
            self.settings.player_name = player_name_from(dialog.setup().name)  # offered again next time
            self.store_settings()
            # From the Continue prompt the player has already said "New game": one question is enough.
            abandoning = saved is None and self.controller.match_in_progress()
            if not abandoning or not self.settings.confirmations or confirm_abandon(self):
                if saved is not None:
                    self.controller.abandon(saved)  # the saved match, replaced: recorded as abandoned
                self.start(dialog.setup())
                return
        if saved is not None:
            self.continue_match(saved)

    def begin(
        self,
        setup: GameSetup,
        settings_load: SettingsLoad | None = None,
        new_game_dialog: bool = False,
        files: StartFiles | None = None,
    ) -> None:
        """The start: any file's problems, then Continue / New game for a saved match, or ``setup``."""
        self.starting.begin(setup, settings_load, new_game_dialog, files)

    def house_rules_book(self) -> HouseRulesBook:
        return self.starting.house_rules_book()

    def offer_first_run_hint(self, force: bool = False) -> None:
        self.starting.offer_first_run_hint(force)

    def start_first_lesson(self) -> None:
        self.lessons.start_first()

    @property
    def resume_prompt(self) -> ResumePrompt | None:
        return self.starting.resume_prompt

    @property
    def problem_box(self) -> QMessageBox | None:
        return self.starting.problem_box

    @property
    def first_run_hint(self) -> FirstRunHint | None:
        return self.starting.first_run_hint

    def continue_match(self, session: MatchSession) -> None:
        """Put the saved match on the table exactly as it was left."""
        self.rounds.close_dialogs()
        self.controller.resume(session)
        self._show_match()
        self.update_buttons()
        self.invites.match_started()  # new codes for the seats played from afar
        if session.dropped_logs:  # damaged in the file: those rounds are scored, but cannot be reviewed
            rounds = ", ".join(str(number) for number in session.dropped_logs)
            self.show_notice(
                self.tr(
                    "%n round(s) of this match cannot be reviewed: the record could not be read (round %1). The match goes on.",
                    "",
                    len(session.dropped_logs),
                ).replace("%1", rounds)
            )

    def show_rules(self, topic: str = "") -> None:
        """The rules help; at ``topic`` (a "Why?"), the paragraph that explains it."""
        menu_dialogs.show_rules(self, self, topic)

    # The dialogs between rounds, by the names the lessons and the tests read them.
    @property
    def score_sheet(self) -> ScoreSheetDialog | None:
        return self.rounds.score_sheet

    @property
    def match_over(self) -> MatchOverDialog | None:
        return self.rounds.match_over

    @property
    def partner_box(self) -> QMessageBox | None:
        return self.rounds.partner_box

    def review_round(self, record: RoundRecord) -> None:
        self.reviews.review_record(record)

    def lesson_active(self) -> bool:
        return hasattr(self, "lessons") and self.lessons.active

    # ----------------------------------------------------------------- feedback
    def show_notice(self, text: str) -> None:
        self.notice_line.show_text(text)
        self.notice_hold.said()
        self.status_area.show_row(self.notice_line)  # a long notice: its first lines in view

    def show_caution(self, caution: Caution) -> None:
        """Teaching: the caution before the move; the move waits for the answer."""
        from ..dialogs.caution_prompt import CautionPrompt

        c = self.controller
        self.caution_box = CautionPrompt(caution, self, c.turn.go_on_anyway, c.turn.think_again)
        self.caution_box.open()

    def explain_disabled(self, button: QPushButton) -> None:
        """A click or key on a disabled button: its reason as a refusal (with "Why?")."""
        self.controller.refuse(self.buttons.why_not.get(button, ""))

    def _show_last_action(self, text: str) -> None:
        self.status_last.setText(self.panel.show_last_action(text))

    def _show_tip(self, action: Action | None, text: str) -> None:
        self.controller.turn.select_suggested(action)  # pressing the suggested button then plays it
        self.scene.show_tip(action)
        self.show_notice(text)

    def _table_changed(self, _events: object) -> None:
        self.update_panel()
        self.update_buttons()
        self._update_history()

    def _update_history(self) -> None:
        if not self.history.isVisible():
            return
        self.history.set_rounds(self.controller.history_rounds())
        chosen = None if self.history.reading_the_table() else self.history.chosen_round()
        self.history.set_lines(self.controller.history(chosen))

    def update_buttons(self) -> None:
        c, state = self.controller, self.controller.state
        if c.match is not None:
            ending = state is not None and state.stock_exhausted and state.phase is Phase.DRAW
            draw = self.tr("End round") if ending else ButtonTexts().draw(c.rules.draw_count)
            self.buttons[Button.DRAW].setText(draw)
        self.buttons[Button.SORT].setEnabled(c.match is not None)
        self.buttons[Button.TAKE].setProperty("basetip", self.action_bar.take_tip(bool(c.selection)))
        self.buttons.show_states(c.button_states(), self.tr("Click for the rule behind this"))
        round_over, match_over = state is not None and state.is_over, c.match is not None and c.match.is_over
        deals_on = not self.lesson_active()  # a lesson's one round is never followed by a deal
        self.action_bar.show_way_forward(c.match is not None, round_over, match_over, deals_on=deals_on)
        if self.scene.layout_ is not None:
            self.action_bar.place(self.scene.layout_.button_row)

    def update_panel(self) -> None:
        self.panel.update_match()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.panel.setFixedWidth(max(170, min(240, int(event.size().width() * 0.18))))
        super().resizeEvent(event)

    def show_as_left(self) -> None:
        """Show the window maximised if it was maximised when the game last closed."""
        if self.settings.window_maximized:
            self.showMaximized()
        else:
            self.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.history.keep_in(self.settings, self.dockWidgetArea(self.history))
        self.settings.window_maximized = self.isMaximized()
        self.lessons.leave()  # the match (and its autosaver) back on the controller before it shuts down
        self.reviews.leave()
        if self.disk_wait.holds(self.closing_anyway):
            event.ignore()  # moves wait for a disk that does not answer: asked, and closed once it does
            return
        if not self.closing_anyway and self.controller.unsaved() and not unsaved.confirm_quit_unsaved(self):
            event.ignore()  # moves not on disk: the player keeps playing
            return
        self.invites.close()  # the guests are told the host has left
        self.guest.leave()  # the host's game is told
        self.controller.shutdown()  # the last save reaches the disk
        super().closeEvent(event)
