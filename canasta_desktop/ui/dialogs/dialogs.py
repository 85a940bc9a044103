"""Dialogs: new game, the score sheet, match over, settings and about."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QLabel, QLineEdit, QPushButton,
    QVBoxLayout, QWidget,
)

from ... import __version__
from ...engine.match import Match, RoundRecord
from ...engine.rules import PRESETS
from ...engine.scoring import SideScore
from ...persistence.settings import CARD_BACKS, Settings
from ..text import messages
from ..table.animation import SPEEDS
from ..controller.controller import GameSetup
from ..text.i18n import LANGUAGE_NAMES, LANGUAGES, format_points

LEVELS = ("let", "mellem", "svaer")


#: The table's settings are `persistence.settings.Settings` (saved as JSON in the config folder);
#: ``speed``, ``sort_by_suit`` and ``back_style`` still work as names for its fields.
UiSettings = Settings

SCORE_SHEET_STYLE = (
    "#ScoreSheet { background: #fbf7e9; }"
    "#ScoreSheet QLabel { color: #1d2a3a; font-size: 14px; }"
    "#ScoreSheet QLabel[role='head'] { font-weight: bold; font-size: 15px;"
    " border-bottom: 2px solid #1d2a3a; padding: 4px 10px; }"
    "#ScoreSheet QLabel[role='row'] { padding: 3px 10px; border-bottom: 1px solid #c9c1a8; }"
    "#ScoreSheet QLabel[role='total'] { font-weight: bold; padding: 4px 10px;"
    " border-top: 2px solid #1d2a3a; }"
    "#ScoreSheet QLabel[role='winner'] { font-weight: bold; padding: 4px 10px; color: #8a1020;"
    " border-top: 2px solid #1d2a3a; background: #f7e4a8; }")


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


def _heading(text: str, point_size: int) -> QLabel:
    label = QLabel(text)
    font = QFont()
    font.setPointSize(point_size)
    font.setBold(True)
    label.setFont(font)
    return label


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


class ScoreSheetDialog(QDialog):
    """The round's score, laid out like the paper scorecard: a column per side."""

    def __init__(self, record: RoundRecord, match: Match, side_names: Sequence[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet — round %1").replace("%1", str(record.number)))
        self.setObjectName("ScoreSheet")
        self.setStyleSheet(SCORE_SHEET_STYLE)
        grid = self._grid(record, match, side_names)
        layout = QVBoxLayout(self)
        layout.addWidget(_heading(self.tr("Round %1").replace("%1", str(record.number)), 15))
        layout.addLayout(grid)
        target = match.rules.target
        if target is not None:
            layout.addWidget(QLabel(self.tr("Playing to %1 points.").replace("%1", format_points(target))))
        buttons = QDialogButtonBox()
        text = self.tr("See the result") if match.is_over else self.tr("Next deal")
        self.next_button = QPushButton(text)
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _grid(self, record: RoundRecord, match: Match, side_names: Sequence[str]) -> QGridLayout:
        """A header row of the sides, a row per kind of points, then the round's and the match's totals."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(0)
        grid.setVerticalSpacing(0)
        for col, text in enumerate(["", *side_names]):
            label = QLabel(text)
            label.setProperty("role", "head")
            label.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(label, 0, col)
        rows = self._point_rows(record.sheet, match)
        for row, (title, values) in enumerate(rows, start=1):
            _add_grid_row(grid, row, title, "row", [(value, "row") for value in values])
        sheet = record.sheet
        best = max(s.total for s in sheet)
        round_cells = [(format_points(s.total), "winner" if s.total == best else "total") for s in sheet]
        match_cells = [(format_points(total), "total") for total in record.totals_after]
        _add_grid_row(grid, len(rows) + 1, self.tr("Round total"), "total", round_cells)
        _add_grid_row(grid, len(rows) + 2, self.tr("Match total"), "total", match_cells)
        return grid

    def _point_rows(self, sheet: Sequence[SideScore], match: Match) -> list[tuple[str, list[str]]]:
        rules = match.rules
        rows = [
            (self.tr("Melded cards"), [format_points(s.melded_points) for s in sheet]),
            (self.tr("Natural canastas"), [self._count_points(
                s.natural_canastas, s.natural_canastas * rules.natural_canasta_bonus) for s in sheet]),
            (self.tr("Mixed canastas"), [self._count_points(
                s.mixed_canastas, s.mixed_canastas * rules.mixed_canasta_bonus) for s in sheet]),
            (self.tr("Red 3s"), [self._count_points(s.red_threes, s.red_three_points) for s in sheet]),
            (self.tr("Going out"), [self._going_out(s) for s in sheet]),
            (self.tr("Cards left in hand"), [format_points(-s.hand_points) if s.hand_points else "0" for s in sheet]),
        ]
        if any(s.penalty for s in sheet):
            rows.append((self.tr("Penalty (partner said yes)"), [format_points(-s.penalty) for s in sheet]))
        return rows

    def _going_out(self, score: SideScore) -> str:
        bonus = score.going_out_bonus
        if not bonus:
            return "—"
        if score.concealed:
            return self.tr("%1 (concealed)").replace("%1", format_points(bonus))
        return format_points(bonus)

    def _count_points(self, count: int, points: int) -> str:
        if not count:
            return "—"
        return self.tr("%1 × → %2").replace("%1", str(count)).replace("%2", format_points(points))


def _add_grid_row(grid: QGridLayout, row: int, title: str, title_role: str,
                  cells: Sequence[tuple[str, str]]) -> None:
    """A row of the score sheet: its title on the left, then a right-aligned (text, role) cell per side."""
    label = QLabel(title)
    label.setProperty("role", title_role)
    grid.addWidget(label, row, 0)
    for col, (text, role) in enumerate(cells, start=1):
        cell = QLabel(text)
        cell.setProperty("role", role)
        cell.setAlignment(Qt.AlignmentFlag.AlignRight)
        grid.addWidget(cell, row, col)


class MatchOverDialog(QDialog):
    def __init__(self, match: Match, side_names: Sequence[str], human_side: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match over"))
        winner = match.winner if match.winner is not None else 0
        layout = QVBoxLayout(self)
        if winner == human_side:
            text = self.tr("You won the match!")
        else:
            text = self.tr("%1 won the match.").replace("%1", side_names[winner])
        layout.addWidget(_heading(text, 16))
        scores = "<br>".join(f"{side_names[side]}: <b>{format_points(total)}</b>" for side, total in enumerate(match.totals))
        layout.addWidget(QLabel(scores))
        layout.addWidget(QLabel(self.tr("%n round(s) played.", "", len(match.history))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.new_game = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


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
