"""New game, as a family sets up a match: the game (presets, then "My rules"), the match length (the
game's own target, 5 000, 2 500, one round or any number typed), the player's name and who plays every
other seat (a person at this screen or at another computer, with a name, or a computer level); two or
three lines on how the game differs from classic, with a link to its rules."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import PRESETS, RuleSet, rules_problems
from ...persistence.house_rules import HouseRulesBook
from ..controller.game_setup import GameSetup
from ..text import messages
from ..text.i18n import format_points
from ..text.rule_differences import difference_lines
from ..text.rule_field_text import RuleFieldText
from .choices import HOUSE, PRESET, game_key, split_key
from .rule_widgets import PROBLEM_STYLE
from .seat_rows import SeatRows, first_choices

OTHER = "other"
_SEPARATORS = re.compile(r"[\s.,'\u00a0\u202f]")


def typed_number(text: str) -> int | None:
    """``text`` as a whole number, allowing the separators people type ("5 000", "5.000", "5,000")."""
    digits = _SEPARATORS.sub("", text)
    return int(digits) if digits.isdigit() else None


class NewGameDialog(QDialog):
    """Game, match length, name, who plays each other seat; "Start"."""

    def __init__(
        self, setup: GameSetup, parent: QWidget | None = None, book: HouseRulesBook | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.book = book or HouseRulesBook(None)
        self._chosen = first_choices(setup)
        self._level = setup.level  # the opponents' level when no opponent is a computer
        self.game = QComboBox()
        self.game.setObjectName("game")
        self.house_button = QPushButton(self.tr("House rules…"))
        self.house_button.clicked.connect(self.edit_house_rules)
        self.about = QLabel()
        self.about.setObjectName("about")
        self.about.setWordWrap(True)
        self.about.setMinimumWidth(420)
        self.about.linkActivated.connect(self.show_rules)
        self.length = QComboBox()
        self.length.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # its texts change
        self.target = QLineEdit()
        self.target.setObjectName("target")
        self.target.setPlaceholderText(self.tr("Points"))
        self.target_problem = QLabel()
        self.target_problem.setStyleSheet(PROBLEM_STYLE)
        self.target_problem.setWordWrap(True)
        self.name = QLineEdit(setup.name)
        self.name.setMaxLength(40)  # the settings' player_name limit; the save allows 80
        self.form = QFormLayout()  # one form: the seats' levels line up with the fields above them
        self.seat_problem = QLabel()
        self.seat_problem.setStyleSheet(PROBLEM_STYLE)
        self.seat_problem.setWordWrap(True)
        self._fill_lengths()
        self._build(setup)
        self._fill_games(game_key(HOUSE if setup.house_rules is not None else PRESET, setup.preset))
        self._choose_length(setup)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.length.currentIndexChanged.connect(self._length_changed)
        self.target.textChanged.connect(self.check)
        self._game_changed()

    # ------------------------------------------------------------------ building
    def _build(self, setup: GameSetup) -> None:
        form = self.form
        game_row = QHBoxLayout()
        game_row.addWidget(self.game, 1)
        game_row.addWidget(self.house_button)
        form.addRow(self.tr("Game:"), game_row)
        form.addRow("", self.about)
        length_row = QHBoxLayout()
        length_row.addWidget(self.length)
        length_row.addWidget(self.target)
        form.addRow(self.tr("Match length:"), length_row)
        form.addRow("", self.target_problem)
        form.addRow(self.tr("Your name:"), self.name)
        self.seats = SeatRows(form, form.rowCount(), self.name)  # the seats' rows follow
        self.seats.changed.connect(self.check)
        self.seats.changed.connect(self._fit)  # a seat played from afar shows its stand-in's line
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton(self.tr("Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seat_problem)
        layout.addWidget(buttons)
        # Default once it is in the dialog (before, the dialog took House rules: Enter opened the editor)
        self.start_button.setDefault(True)
        self.button_box = buttons

    def _fill_lengths(self, own: int | None = 5000) -> None:
        """The game's own length first, then the usual others — but not the game's own a second time."""
        chosen = self.length.currentData()
        self.length.blockSignals(True)
        self.length.clear()
        self.length.addItem(self._own_target_text(own), "default")
        for target in (5000, 2500):
            if target != own:
                self.length.addItem(self.tr("To %1 points").replace("%1", format_points(target)), target)
        if own is not None:
            self.length.addItem(self.tr("One round"), None)
        self.length.addItem(self.tr("Other number of points"), OTHER)
        index = self.length.findData(chosen) if chosen is not None else 0
        self.length.setCurrentIndex(max(0, index))
        self.length.blockSignals(False)

    def _fill_games(self, current: str) -> None:
        """Presets first, then the player's own house rules."""
        self.game.blockSignals(True)
        self.game.clear()
        for name in PRESETS:
            self.game.addItem(messages.preset_name(name), game_key(PRESET, name))
        if self.book.sets:
            self.game.insertSeparator(self.game.count())
            for rule_set in self.book.sets:
                self.game.addItem(
                    self.tr("My rules: %1").replace("%1", rule_set.name), game_key(HOUSE, rule_set.name)
                )
        self.game.setCurrentIndex(max(0, self.game.findData(current)))
        self.game.blockSignals(False)

    def _choose_length(self, setup: GameSetup) -> None:
        own = self.base_rules().target
        if setup.target == own:
            self.length.setCurrentIndex(0)
            return
        index = self.length.findData(setup.target)
        if index > 0:
            self.length.setCurrentIndex(index)
        else:
            self.length.setCurrentIndex(self.length.findData(OTHER))
            self.target.setText(str(setup.target))

    # ------------------------------------------------------------------ the game
    def chosen_game(self) -> tuple[str, str]:
        return split_key(str(self.game.currentData()))

    def base_rules(self) -> RuleSet:
        kind, name = self.chosen_game()
        if kind == HOUSE:
            house = self.book.find(name)
            if house is not None:
                return house.rules
        return PRESETS.get(name, PRESETS["classic-2p"])

    def _own_target_text(self, target: int | None) -> str:
        if target is None:
            return self.tr("One round (the game's own length)")
        return self.tr("To %1 points (the game's own target)").replace("%1", format_points(target))

    def _game_changed(self) -> None:
        rules = self.base_rules()
        self._fill_lengths(rules.target)
        lines = [html.escape(line) for line in difference_lines(rules)]
        full_rules = self.tr("The full rules…")
        link = f"<a href='rules'>{html.escape(full_rules)}</a>"
        self.about.setText("<br>".join(lines) + "<br>" + link)
        self._fill_seats(rules)
        self._length_changed()
        self._fit()
        QTimer.singleShot(0, self._fit)  # again once the labels have their widths (the summary wraps)

    def _fit(self) -> None:
        """Fit the new texts and seat rows: grow for a longer description or six seats, shrink back for
        two (no text cut mid-line, no empty gaps)."""
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        needed = self.heightForWidth(self.width())  # the wrapped summary's lines at this width
        self.resize(self.width(), needed if needed > 0 else self.sizeHint().height())

    @property
    def levels(self) -> list[QComboBox]:
        """Who plays each seat after the player's (a person or a level), seat 1 first."""
        return [row.who for row in self.seats.rows]

    def _fill_seats(self, rules: RuleSet) -> None:
        """A row per seat after the player's, partners and opponents as they sit at the table; what was
        chosen for a seat stays chosen when the game changes."""
        self._chosen |= self.seats.choices()
        self.seats.fill(rules, self._chosen)
        chain = [self.name, *self.seats.focus_chain(), *self.button_box.buttons()]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)  # the seats after the name, before the buttons

    def seat_labels(self) -> list[str]:
        """The seats' labels, as the form shows them beside their choices."""
        return [row.label.text() for row in self.seats.rows]

    def show_rules(self, _link: str = "") -> None:
        from .rules_dialog import RulesDialog

        self.rules_dialog = RulesDialog(
            self.setup().rules() if self.start_button.isEnabled() else self.base_rules(), self
        )
        self.rules_dialog.open()

    def edit_house_rules(self) -> None:
        """The editor, starting from the game chosen; its Play chooses the set it saved."""
        from .rules_editor import RulesEditorDialog

        editor = RulesEditorDialog(self.book, self.chosen_game(), self)
        self.editor = editor
        accepted = editor.exec()
        wanted = (
            game_key(HOUSE, editor.chosen) if accepted and editor.chosen else str(self.game.currentData())
        )
        self._fill_games(wanted)  # a deleted set falls back to the first preset
        self._game_changed()
        # Back from the editor, Play or Close: Enter starts, it does not open the editor again
        self.start_button.setFocus()

    # ------------------------------------------------------------------ the length
    def _length_changed(self) -> None:
        other = self.length.currentData() == OTHER
        self.target.setVisible(other)
        if other:
            self.target.setFocus()
        self.check()

    def chosen_target(self) -> int | None:
        length = self.length.currentData()
        if length == "default":
            return self.base_rules().target
        if length == OTHER:
            return typed_number(self.target.text())
        return int(length) if length is not None else None

    def target_problem_text(self) -> str:
        """Why the typed target is refused (the engine's bounds), or ""."""
        if self.length.currentData() != OTHER:
            return ""
        number = typed_number(self.target.text())
        if number is None:
            return self.tr("Type the number of points the match is played to.")
        problems = rules_problems(self.base_rules().model_dump() | {"target": number})
        return " ".join(RuleFieldText().problem(problem) for problem in problems)

    def check(self) -> None:
        text = self.target_problem_text()
        self.target_problem.setText(text)
        self.target_problem.setVisible(bool(text))
        seats = self.seats.problem()
        self.seat_problem.setText(seats)
        self.seat_problem.setVisible(bool(seats))
        self.start_button.setEnabled(not text and not seats)

    # ------------------------------------------------------------------ the result
    def setup(self) -> GameSetup:
        """The choices; ``seats`` only when several people play at this screen or someone plays from
        another computer (a person at seat 0 and the computers as ``levels`` otherwise)."""
        kind, name = self.chosen_game()
        rules = self.base_rules()
        levels = self.seats.levels()
        return GameSetup(
            preset=name if kind == HOUSE else rules.name,
            level=next(iter(self.seats.opponent_levels() or levels), self._level),
            target=self.chosen_target(),
            name=self.name.text(),
            levels=levels,
            house_rules=rules if kind == HOUSE else None,
            seats=self.seats.plans(),
        )
