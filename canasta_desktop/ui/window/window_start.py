"""How the window starts: what was wrong with a file, Continue or New game, and the first-run box.

`WindowStart` shows the problems found in the files first, then offers a saved match (Continue / New
game) or starts the chosen game; on the first start the how-to-play box lies over the table and the
computer waits until it goes (the player's first move closes it too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ...engine.events import Event
from ...persistence.house_rules import HouseRulesBook, HouseRulesLoad
from ...persistence.session import MatchSession
from ...persistence.settings import Settings, SettingsLoad
from ...persistence.storage import StartFiles, Storage
from ..controller.controller import GameController
from ..controller.game_setup import GameSetup
from ..controller.pacing import Pause
from ..dialogs.first_run import FirstRunHint, show_first_run_hint
from ..window_parts.accessibility import Announcer
from ..workers.start_loading import StartLoading
from .window_menu import WindowMenu

if (
    TYPE_CHECKING
):  # the saved-game dialogs are imported when the files are read, after the table's first paint
    from ..dialogs.saved_game import ResumePrompt


class JoinOpener(Protocol):
    """Game ▸ Join a game… (the welcome box offers it too)."""

    def open_join(self) -> object: ...


class StartHost(Protocol):
    """What the start uses of the window."""

    @property
    def guest(self) -> JoinOpener: ...
    @property
    def controller(self) -> GameController: ...
    @property
    def storage(self) -> Storage | None: ...
    @property
    def settings(self) -> Settings: ...
    @property
    def view(self) -> QWidget: ...
    @property
    def status(self) -> QLabel: ...
    @property
    def announcer(self) -> Announcer: ...
    @property
    def menus(self) -> WindowMenu: ...

    def start(self, setup: GameSetup) -> None: ...
    def new_game(self, saved: MatchSession | None = None) -> None: ...
    def continue_match(self, session: MatchSession) -> None: ...
    def apply_settings(self, settings: Settings) -> None: ...
    def store_settings(self) -> None: ...
    def start_first_lesson(self) -> None: ...
    def show_notice(self, text: str) -> None: ...


class WindowStart(QObject):
    """The start of the game in the window, and the house rules read for New game."""

    house_rules_failed = Signal(object)  # an OSError, from the writer thread

    def __init__(self, window: QWidget, host: StartHost) -> None:
        super().__init__(window)
        self.house_rules_failed.connect(self._house_rules_not_saved)
        self.window = window
        self.host = host
        self.resume_prompt: ResumePrompt | None = None
        self.problem_box: QMessageBox | None = None
        self.first_run_hint: FirstRunHint | None = None
        self._house_rules: HouseRulesBook | None = None
        self._house_rules_read: HouseRulesLoad | None = None  # as the start read them, on its thread
        self.loading: StartLoading | None = None  # the files are being read (the window waits)

    def begin(
        self,
        setup: GameSetup,
        settings_load: SettingsLoad | None,
        new_game_dialog: bool,
        files: StartFiles | None = None,
    ) -> None:
        """Say what was wrong with any file, then offer to continue a saved match (Continue / New game),
        or start ``setup`` (with ``new_game_dialog``, ask for the game first). ``files``: what the start
        read on its thread (`start_loading`); without them they are read here."""
        from ..dialogs.saved_game import ResumePrompt, show_problems, startup_problems

        host = self.host
        if files is None and host.storage is not None:
            files = host.storage.read_at_start()
        saved, problems, details = startup_problems(files, settings_load)
        self._house_rules_read = files.house_rules if files is not None else None
        host.controller.last_setup = setup  # what New game offers until a match is on the table
        if saved is None:
            host.start(setup)
            if new_game_dialog:
                QTimer.singleShot(0, host.new_game)
        elif new_game_dialog:
            QTimer.singleShot(0, lambda: host.new_game(saved=saved))
        else:
            self.resume_prompt = ResumePrompt(saved, self.window)
            self.resume_prompt.finished.connect(self._resume_answered)
        if problems:
            self.problem_box = show_problems(self.window, self.tr("Canasta"), problems, details)
            if self.resume_prompt is not None:
                self.problem_box.finished.connect(self.resume_prompt.open)
        elif self.resume_prompt is not None:
            self.resume_prompt.open()

    def read_then_begin(
        self,
        setup: GameSetup,
        settings_load: SettingsLoad | None,
        new_game_dialog: bool,
        then: Callable[[], None],
    ) -> None:
        """`begin` once the files are read on their thread (`start_loading`), the window on screen
        meanwhile; ``then`` follows (the first-run box)."""
        storage = self.host.storage
        assert storage is not None
        menus = self.host.menus
        waiting = [menus.new_action, menus.statistics_action, menus.settings_action, menus.learn_action]

        def read(files: StartFiles) -> None:
            self.loading = None
            self.host.status.setText("")  # read: "Reading…" no longer stays under the Continue question
            self.host.apply_settings(self.host.settings)  # the teaching hints follow the matches played
            self.begin(setup, settings_load, new_game_dialog, files)
            then()

        self.loading = StartLoading(self, storage, waiting, read)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.loading.leave)
        self.host.status.setText(self.tr("Reading your saved match and statistics…"))
        self.loading.start()

    def _resume_answered(self, _result: int) -> None:
        prompt = self.resume_prompt
        if prompt is None:
            return
        self.resume_prompt = None
        if prompt.chose_continue():
            self.host.continue_match(prompt.session)
        else:
            self.host.new_game(saved=prompt.session)

    def house_rules_book(self) -> HouseRulesBook:
        """The player's house rules, as the start read them (or read now, when it did not), kept in
        memory from then on."""
        if self._house_rules is None:
            from ..dialogs.saved_game import open_house_rules

            failed = self.house_rules_failed.emit  # queued to the interface thread, as the settings' failures
            storage, read = self.host.storage, self._house_rules_read
            self._house_rules, box = open_house_rules(storage, self.window, failed, read)
            self._house_rules_read = None
            self.problem_box = box or self.problem_box
        return self._house_rules

    @Slot(object)
    def _house_rules_not_saved(self, error: OSError) -> None:
        """A write of the house rules failed on the writer thread: said on the window's notice line (the
        sets are still in memory; the next change writes them all)."""
        text = QCoreApplication.translate("RulesEditorDialog", "The house rules could not be written.")
        self.host.show_notice(f"{text} {error.strerror or error}")

    def offer_first_run_hint(self, force: bool = False) -> None:
        """The how-to-play box on the first start; the computer waits until it is dismissed, which the
        player's first move does too (a player who plays on must not find the computer waiting)."""
        host, controller = self.host, self.host.controller
        setup = controller.setup
        read_only = host.storage is not None and host.storage.read_only  # it writes nothing, no marker either
        hint = show_first_run_hint(
            host.view, setup.preset, setup.level, host.settings.step_through, force, remember=not read_only
        )
        if hint is not None and host.storage is not None:
            hint.writer = host.storage.writer  # the marker is written on the writer thread, in line
        self.first_run_hint = hint
        if hint is None:
            return
        hint.step_through_chosen.connect(self._choose_step_through)
        controller.pacing.hold(Pause.WELCOME)
        host.status.setText(controller.status_text())  # the computer says it waits for the box
        host.announcer.say(hint.spoken)  # the keyboard stays on the table: a screen reader hears the box

        def on_move(events: list[Event]) -> None:
            if any(event.seat == controller.human for event in events):  # every event names its seat
                hint.dismiss()

        controller.table_changed.connect(on_move)
        hint.dismissed.connect(lambda: controller.table_changed.disconnect(on_move))
        hint.dismissed.connect(lambda: controller.pacing.release(Pause.WELCOME))
        hint.dismissed.connect(lambda: host.status.setText(controller.status_text()))
        hint.learn_requested.connect(host.start_first_lesson)
        hint.join_requested.connect(host.guest.open_join)

    def _choose_step_through(self, on: bool) -> None:
        """From the first-run box: follow the computer's turns step by step (Settings has it too)."""
        settings = self.host.settings
        settings.step_through = on
        self.host.apply_settings(settings)
        self.host.store_settings()
