"""Dialogs: new game, settings and about; the score sheet and match over live in their own modules
(and are importable from here, as the main window imports them)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget,
)

from ... import __version__
from ...engine.rules import PRESETS
from ...persistence.settings import CARD_BACKS, Settings
from ..text import messages
from ..table.animation import SPEEDS
from ..controller.controller import GameSetup
from ..text.i18n import LANGUAGE_NAMES, LANGUAGES, format_points
from .match_over import MatchOverDialog
from .score_sheet import SCORE_SHEET_STYLE, ScoreSheetDialog

__all__ = ["AboutDialog", "MatchOverDialog", "NewGameDialog", "SCORE_SHEET_STYLE", "ScoreSheetDialog",
           "SettingsDialog", "UiSettings"]

LEVELS = ("let", "mellem", "svaer", "ekspert")


#: The table's settings are `persistence.settings.Settings` (saved as JSON in the config folder);
#: ``speed``, ``sort_by_suit`` and ``back_style`` still work as names for its fields.
UiSettings = Settings

def _choice(items: Iterable[tuple[str, object]], current: object) -> QComboBox:
    """A combo box of (text, data) items with ``current`` chosen (the first item when it is not there)."""
    box = QComboBox()
    for text, data in items:
        box.addItem(text, data)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def _level_choice(current: str) -> QComboBox:
    return _choice(((messages.level_name(level), level) for level in LEVELS), current)


def _game_choice(current: str) -> QComboBox:
    return _choice(((messages.preset_name(name), name) for name in PRESETS), current)


class NewGameDialog(QDialog):
    """Level, game, match length and name; "Start"."""

    def __init__(self, setup: GameSetup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout()
        self.level = _level_choice(setup.level)
        self.game = _game_choice(setup.preset)
        self.length = QComboBox()
        self.length.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # its texts change with the game
        self.length.addItem(self.tr("To %1 points (the game's own target)").replace("%1", format_points(5000)),
                            "default")
        self.length.addItem(self.tr("To %1 points").replace("%1", format_points(2500)), 2500)
        self.length.addItem(self.tr("One round"), None)
        self.name = QLineEdit(setup.name)
        self.name.setPlaceholderText(self.tr("You"))
        form.addRow(self.tr("Opponent level:"), self.level)
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Match length:"), self.length)
        form.addRow(self.tr("Your name:"), self.name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        start = buttons.addButton(self.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        start.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._reserve_room_for_every_target()
        self.game.currentIndexChanged.connect(self._update_length_text)
        self._update_length_text()

    def _own_target_text(self, preset: str) -> str:
        target = PRESETS[preset].target or 5000
        return self.tr("To %1 points (the game's own target)").replace("%1", format_points(target))

    def _reserve_room_for_every_target(self) -> None:
        """Wide enough for the longest target text, so choosing a game never cuts it (15 000 > 5 000)."""
        widest = 0
        for name in PRESETS:
            self.length.setItemText(0, self._own_target_text(name))
            widest = max(widest, self.length.sizeHint().width())
        self.length.setMinimumWidth(widest)

    def _update_length_text(self) -> None:
        self.length.setItemText(0, self._own_target_text(self.game.currentData()))

    def setup(self) -> GameSetup:
        preset = self.game.currentData()
        length = self.length.currentData()
        target = PRESETS[preset].target if length == "default" else length
        return GameSetup(preset=preset, level=self.level.currentData(), target=target, name=self.name.text())


class SettingsDialog(QDialog):
    def __init__(self, settings: UiSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout()
        names = {"slow": self.tr("Slow"), "normal": self.tr("Normal"), "fast": self.tr("Fast"),
                 "instant": self.tr("Instant")}
        self.speed = _choice(((names[key], key) for key in SPEEDS), settings.speed)
        self.sort = QComboBox()
        self.sort.addItem(self.tr("By rank"), False)
        self.sort.addItem(self.tr("By suit"), True)
        self.sort.setCurrentIndex(1 if settings.sort_by_suit else 0)
        self.back = QComboBox()
        self.back.addItem(self.tr("Blue lattice"), 0)
        self.back.addItem(self.tr("Red rosettes"), 1)
        self.back.setCurrentIndex(settings.back_style % 2)
        form.addRow(self.tr("Animation speed:"), self.speed)
        form.addRow(self.tr("Sort the hand:"), self.sort)
        form.addRow(self.tr("Card back:"), self.back)
        self.level = _level_choice(settings.default_level)
        form.addRow(self.tr("Default opponent level:"), self.level)
        self.game = _game_choice(settings.default_preset)
        form.addRow(self.tr("Default game:"), self.game)
        self.confirmations = QCheckBox(self.tr("Ask before a new game ends the match in progress"))
        self.confirmations.setChecked(settings.confirmations)
        form.addRow(self.tr("Confirmations:"), self.confirmations)
        self._base = settings
        languages = [(LANGUAGE_NAMES[code], code) for code in LANGUAGES]  # each by its own name
        self.language = _choice([(self.tr("System language"), "system"), *languages], settings.language)
        form.addRow(self.tr("Language:"), self.language)
        note = QLabel(self.tr("A new language applies at once."))
        note.setWordWrap(True)
        form.addRow("", note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def settings(self) -> UiSettings:
        """A copy of the settings with the dialog's choices (the rest, such as the player's name, kept)."""
        chosen = self._base.model_copy()
        chosen.animation_speed = self.speed.currentData()
        chosen.sort_by_suit = bool(self.sort.currentData())
        chosen.card_back = CARD_BACKS[int(self.back.currentData()) % len(CARD_BACKS)]
        chosen.default_level = str(self.level.currentData())
        chosen.default_preset = str(self.game.currentData())
        chosen.confirmations = self.confirmations.isChecked()
        chosen.language = str(self.language.currentData())  # type: ignore[assignment]
        return chosen


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Canasta"))
        layout = QVBoxLayout(self)
        text = QLabel(self.tr(
            "<h2>Canasta %1</h2><p>Canasta against the computer, with the classic rules, the Danish family "
            "rules and the Sallingske house rules.</p><p>Cards, backs and jokers are drawn by the game's own "
            "code.</p><p>MIT licence.</p>").replace("%1", __version__))
        text.setWordWrap(True)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
