"""The player's settings in the window: applied to the table at once, changed in the Settings dialog
or by the zoom keys and the Sort button, and written on the writer thread (the window never waits for
the disk; a write that fails is said on the notice line, and the settings are written again when the
window closes)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from ...persistence.settings import TEACHING_MATCHES
from ...persistence.settings import Settings as UiSettings
from ...persistence.storage import Storage
from ..controller.controller import GameController
from ..table.animation import Animator
from ..table.scene import TableScene
from ..text.i18n import install_language
from ..window_parts.comfort_menu import apply_comfort, next_card_size


class SettingsHost(Protocol):
    settings: UiSettings

    @property
    def controller(self) -> GameController: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def animator(self) -> Animator: ...
    @property
    def storage(self) -> Storage | None: ...
    def retranslate(self) -> None: ...
    def show_notice(self, text: str) -> None: ...
    def modal(self, dialog: QDialog) -> int: ...


class WindowSettings(QObject):
    """Keeps ``host.settings`` and the table in step."""

    failed = Signal(object)  # an OSError, from the writer thread

    def __init__(self, window: QWidget, host: SettingsHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.failed.connect(self._not_saved)

    def apply(self, settings: UiSettings) -> None:
        host = self.host
        controller = host.controller
        tip_changed = settings.tip_level != host.settings.tip_level
        host.settings = settings
        controller.set_tip_level(settings.tip_level)
        if tip_changed:
            host.retranslate()  # the Tip button's tooltip names its adviser
        host.animator.set_speed(settings.speed)
        controller.pace_ms = int(700 * host.animator.factor)
        controller.back_style = settings.back_style
        if controller.turn.sort_by_suit != settings.sort_by_suit:
            controller.turn.sort_by_suit = settings.sort_by_suit
        apply_comfort(host.scene, controller, settings)
        self.update_teaching()
        if controller.state is not None:
            host.scene.refresh([], animate=False)

    def update_teaching(self) -> None:
        """Teaching hints as set, or by themselves for the first matches (never without statistics: tests)."""
        storage = self.host.storage
        statistics = storage.statistics if storage is not None else None
        loaded = statistics is not None and statistics.loaded  # not yet: the start reads them on a thread
        played = statistics.summary().total.played if loaded and statistics is not None else 0
        played = TEACHING_MATCHES if statistics is None else played
        self.host.controller.turn.teaching = self.host.settings.teaching_on(played)

    def open_dialog(self) -> None:
        from ..dialogs.dialogs import SettingsDialog

        dialog = SettingsDialog(self.host.settings, self.window)
        if self.host.modal(dialog):
            language = self.host.settings.language
            self.apply(dialog.settings())
            if self.host.settings.language != language:
                self.set_language(self.host.settings.language)
            self.store()

    def zoom_cards(self, step: int) -> None:
        """Ctrl +/−/0 and Ctrl + wheel: the card size one step bigger, smaller, or back to normal; kept."""
        settings = self.host.settings
        size = next_card_size(settings.card_size, step)
        if size != settings.card_size:
            settings.card_size = size
            self.apply(settings)
            self.store()

    def toggle_sort(self) -> None:
        turn = self.host.controller.turn
        turn.toggle_sort()
        self.host.settings.sort_by_suit = turn.sort_by_suit
        self.store()  # written when changed, not only at the close

    def store(self) -> None:
        """Write the settings on the writer thread (again when the window closes)."""
        storage = self.host.storage
        if storage is not None:
            storage.save_settings_later(self.host.settings, lambda error: self.failed.emit(error))

    @Slot(object)
    def _not_saved(self, error: OSError) -> None:
        self.host.show_notice(
            self.tr("The settings could not be saved: %1").replace("%1", error.strerror or str(error))
        )

    def set_language(self, setting: str) -> str:
        """Switch the interface language now ("system", "da", "sv", "en"); every text follows at once."""
        app = QApplication.instance()
        code = install_language(app, setting) if app is not None else "en"
        self.host.retranslate()  # Qt's LanguageChange would do it too, but only once the event loop runs
        return code
