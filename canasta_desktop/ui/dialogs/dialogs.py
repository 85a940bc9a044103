"""Dialogs: settings and about; new game, the score sheet and match over live in their own modules
(and are importable from here, as the main window imports them)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...persistence.settings import CARD_BACKS, CARD_SIZES, TIP_LEVELS, Settings
from ..table.animation import SPEEDS
from ..text import messages
from ..text.i18n import LANGUAGE_NAMES, LANGUAGES
from .choices import choice_box as _choice
from .choices import game_choice as _game_choice
from .choices import level_choice as _level_choice
from .match_over import MatchOverDialog
from .new_game import NewGameDialog
from .score_sheet import SCORE_SHEET_STYLE, ScoreSheetDialog
from .server_settings import ServerFields

__all__ = [
    "AboutDialog",
    "MatchOverDialog",
    "NewGameDialog",
    "SCORE_SHEET_STYLE",
    "ScoreSheetDialog",
    "SettingsDialog",
    "UiSettings",
]

# The table's settings are `persistence.settings.Settings` (saved as JSON in the config folder);
# ``speed``, ``sort_by_suit`` and ``back_style`` still work as names for its fields.
UiSettings = Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: UiSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout()
        names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
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
        self.step_through = QCheckBox(
            self.tr("Step through the computer's turn (it waits for a key or click before each move)")
        )
        self.step_through.setChecked(settings.step_through)
        form.addRow("", self.step_through)
        sizes = {"normal": self.tr("Normal"), "large": self.tr("Large"), "xlarge": self.tr("Extra large")}
        self.card_size = _choice(((sizes[key], key) for key in CARD_SIZES), settings.card_size)
        form.addRow(self.tr("Card size:"), self.card_size)
        self.four_colour = QCheckBox(self.tr("Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)"))
        self.four_colour.setChecked(settings.four_colour_suits)
        form.addRow("", self.four_colour)
        self.high_contrast = QCheckBox(
            self.tr("High contrast (dark text on a light table, thicker outlines)")
        )
        self.high_contrast.setChecked(settings.high_contrast)
        form.addRow("", self.high_contrast)
        form.addRow(self.tr("Sort the hand:"), self.sort)
        form.addRow(self.tr("Card back:"), self.back)
        self.level = _level_choice(settings.default_level)
        form.addRow(self.tr("Default opponent level:"), self.level)
        self.tip_level = _choice(
            ((messages.level_name(level), level) for level in TIP_LEVELS), settings.tip_level
        )
        self.tip_level.setToolTip(self.tr("Expert looks ahead and answers within a second"))
        form.addRow(self.tr("Tip uses:"), self.tip_level)
        self.game = _game_choice(settings.default_preset)
        form.addRow(self.tr("Default game:"), self.game)
        self.confirmations = QCheckBox(self.tr("Ask before a new game ends the match in progress"))
        self.confirmations.setChecked(settings.confirmations)
        form.addRow(self.tr("Confirmations:"), self.confirmations)
        self.teaching = _choice(
            [
                (self.tr("For the first three matches"), None),
                (self.tr("Always"), True),
                (self.tr("Never"), False),
            ],
            settings.teaching,
        )
        self.teaching.setToolTip(
            self.tr(
                "Before a discard that lets the next player take a big pile, or a "
                "costly way of going out, the game says so once"
            )
        )
        form.addRow(self.tr("Teaching hints:"), self.teaching)
        self._base = settings
        languages = [(LANGUAGE_NAMES[code], code) for code in LANGUAGES]  # each by its own name
        self.language = _choice([(self.tr("System language"), "system"), *languages], settings.language)
        form.addRow(self.tr("Language:"), self.language)
        note = QLabel(self.tr("A new language applies at once."))
        note.setWordWrap(True)
        form.addRow("", note)
        self.servers = ServerFields(settings)  # play at a distance: checked as typed
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.servers.changed.connect(lambda: self.ok_button.setEnabled(not self.servers.problem()))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.servers)
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
        chosen.card_size = str(self.card_size.currentData())  # type: ignore[assignment]
        chosen.four_colour_suits = self.four_colour.isChecked()
        chosen.high_contrast = self.high_contrast.isChecked()
        chosen.step_through = self.step_through.isChecked()
        chosen.teaching = self.teaching.currentData()
        chosen.tip_level = str(self.tip_level.currentData())  # type: ignore[assignment]
        chosen.mailbox_url, chosen.transit_relay = self.servers.values()
        return chosen


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Canasta"))
        layout = QVBoxLayout(self)
        text = QLabel(
            self.tr(
                "<h2>Canasta %1</h2><p>Canasta against the computer, with the classic rules, the Danish family "
                "rules and the Sallingske house rules.</p><p>Cards, backs and jokers are drawn by the game's own "
                "code.</p><p>MIT licence.</p>"
            ).replace("%1", __version__)
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
