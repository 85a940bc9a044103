"""One widget per `RuleSet` field, fitted to it: numbers with their bounds, yes/no, named choices, and
the initial-meld table as rows of score → minimum. `RulesForm` lays them out in docs/rules.md §3's groups.

The widgets only hold values; whether the combination is valid is the
engine's decision (`rules_problems`), shown next to the fields it names.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.card_values import MAX_CARD_POINTS, VALUED, WILD_CAPABLE
from ...engine.cards import Rank
from ...engine.rule_problems import RulesError
from ...engine.rules import MAX_POINTS, MAX_TARGET, RuleSet, field_bounds
from ..text.messages import rank_plural, rank_text
from ..text.rule_differences import RuleDifferences
from ..text.rule_field_text import GROUPS, RuleFieldText

Changed = Callable[[], None]
TABLE_CHOICES = {"players": (2, 3, 4, 6), "sides": (2, 3)}
PROBLEM_STYLE = "color: #b00020;"
NOTE_STYLE = "color: #555;"
LABEL_WIDTH = 170  # the column of field names, at most (a longer name wraps)
DIFFERS_STYLE = "color: #1d5fa8;"  # a field that differs from the set the form started from


class FieldEditor(QWidget):
    """A field's widget; ``value``/``set_value`` speak the field's own type."""

    def __init__(self, field: str, on_change: Changed) -> None:
        super().__init__()
        self.field = field
        self.on_change = on_change
        self.setObjectName(f"field:{field}")

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError


class NumberEditor(FieldEditor):
    """A spin box within the field's bounds; an optional field's "none" sits just below the lowest number."""

    def __init__(self, field: str, on_change: Changed, words: RuleFieldText) -> None:
        super().__init__(field, on_change)
        low, high = field_bounds(field)
        self.optional = RuleSet.model_fields[field].annotation == int | None  # None: a choice
        self.spin = QSpinBox()
        self.spin.setRange(low - 1 if self.optional else low, high)
        self.spin.setGroupSeparatorShown(high >= 10_000)
        if self.optional:
            self.spin.setSpecialValueText(words.none_value(field))
        self.spin.setSingleStep(
            500 if field in ("target", "canasta_opening_from") else 5 if high >= 1000 else 1
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.spin)
        layout.addStretch(1)
        self.spin.valueChanged.connect(lambda _value: self.on_change())

    def value(self) -> int | None:
        number = self.spin.value()
        return None if self.optional and number == self.spin.minimum() else number

    def set_value(self, value: Any) -> None:
        self.spin.setValue(self.spin.minimum() if value is None else int(value))


class ToggleEditor(FieldEditor):
    def __init__(self, field: str, on_change: Changed) -> None:
        super().__init__(field, on_change)
        self.box = QCheckBox()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box)
        layout.addStretch(1)
        self.box.toggled.connect(lambda _on: self.on_change())

    def value(self) -> bool:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        self.box.setChecked(bool(value))


class ChoiceEditor(FieldEditor):
    def __init__(self, field: str, on_change: Changed, choices: list[tuple[str, object]]) -> None:
        super().__init__(field, on_change)
        self.combo = QComboBox()
        for text, data in choices:
            self.combo.addItem(text, data)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addStretch(1)
        self.combo.currentIndexChanged.connect(lambda _index: self.on_change())

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(value)))


class StepsEditor(FieldEditor):
    """The initial-meld table: one row per step, "from score" → "minimum"; rows can be added and removed."""

    def __init__(self, field: str, on_change: Changed, words: RuleFieldText) -> None:
        super().__init__(field, on_change)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([words.score_column(), words.minimum_column()])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMinimumHeight(130)
        self.add = QPushButton(self.tr("Add row"))
        self.remove = QPushButton(self.tr("Remove row"))
        self.add.clicked.connect(self._add_row)
        self.remove.clicked.connect(self._remove_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add)
        buttons.addWidget(self.remove)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def spin(self, row: int, column: int) -> QSpinBox:
        widget = self.table.cellWidget(row, column)
        assert isinstance(widget, QSpinBox)
        return widget

    def _cell(self, value: int, high: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, high)
        spin.setGroupSeparatorShown(True)
        spin.setValue(value)
        spin.valueChanged.connect(lambda _value: self.on_change())
        return spin

    def _append(self, score: int, minimum: int) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setCellWidget(row, 0, self._cell(score, MAX_TARGET))
        self.table.setCellWidget(row, 1, self._cell(minimum, MAX_POINTS))

    def _add_row(self) -> None:
        steps = self.value()
        score, minimum = steps[-1] if steps else (-1500, 50)
        self._append(score + 1500, minimum + 30)
        self.on_change()

    def _remove_row(self) -> None:
        if self.table.rowCount() > 1:
            self.table.removeRow(self.table.rowCount() - 1)
            self.on_change()

    def value(self) -> tuple[tuple[int, int], ...]:
        return tuple(
            (self.spin(row, 0).value(), self.spin(row, 1).value()) for row in range(self.table.rowCount())
        )

    def set_value(self, value: Any) -> None:
        self.table.setRowCount(0)
        for score, minimum in value:
            self._append(int(score), int(minimum))


# ----------------------------------------------------------------------------- card values (issue 25)
class WildRanksEditor(FieldEditor):
    """A box per rank that may be wild (2 and 4 to ace; never the 3s)."""

    def __init__(self, field: str, on_change: Changed) -> None:
        super().__init__(field, on_change)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[Rank, QCheckBox] = {}
        for rank in WILD_CAPABLE:
            box = QCheckBox(rank_text(rank))
            box.setObjectName(f"wild:{rank.char}")
            box.setAccessibleName(rank_plural(rank))
            box.toggled.connect(lambda _on: self.on_change())
            layout.addWidget(box)
            self.boxes[rank] = box
        layout.addStretch(1)

    def value(self) -> tuple[Rank, ...]:
        return tuple(rank for rank, box in self.boxes.items() if box.isChecked())

    def set_value(self, value: Any) -> None:
        for rank, box in self.boxes.items():
            box.setChecked(rank in value)


class CardPointsEditor(FieldEditor):
    """A spin box per card (the joker, 2 and 4 to ace), each from 0 to `MAX_CARD_POINTS`."""

    COLUMNS = 5

    def __init__(self, field: str, on_change: Changed) -> None:
        super().__init__(field, on_change)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.spins: dict[Rank, QSpinBox] = {}
        for index, rank in enumerate(VALUED):
            spin = QSpinBox()
            spin.setRange(0, MAX_CARD_POINTS)
            spin.setObjectName(f"points:{rank.char}")
            spin.setAccessibleName(rank_text(rank))
            spin.valueChanged.connect(lambda _value: self.on_change())
            label = QLabel(rank_text(rank))
            label.setBuddy(spin)
            row, column = divmod(index, self.COLUMNS)
            grid.addWidget(label, 2 * row, column)
            grid.addWidget(spin, 2 * row + 1, column)
            self.spins[rank] = spin
        grid.setColumnStretch(self.COLUMNS, 1)

    def value(self) -> tuple[tuple[Rank, int], ...]:
        return tuple((rank, spin.value()) for rank, spin in self.spins.items())

    def set_value(self, value: Any) -> None:
        for rank, points in value:
            self.spins[Rank(rank)].setValue(int(points))


def make_editor(field: str, on_change: Changed, words: RuleFieldText) -> FieldEditor:
    """The widget that fits ``field``'s type."""
    annotation = RuleSet.model_fields[field].annotation
    if field == "wild_ranks":
        return WildRanksEditor(field, on_change)
    if field == "card_points":
        return CardPointsEditor(field, on_change)
    if field == "initial_meld_steps":
        return StepsEditor(field, on_change, words)
    if field in TABLE_CHOICES:
        return ChoiceEditor(field, on_change, [(str(n), n) for n in TABLE_CHOICES[field]])
    if annotation is bool:
        return ToggleEditor(field, on_change)
    if annotation in (int, int | None):
        return NumberEditor(field, on_change, words)
    return ChoiceEditor(field, on_change, words.choices(field))


class RulesForm(QWidget):
    """Every field in its group's tab, each with its one-line explanation and room for a problem."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        words = RuleFieldText()
        self.editors: dict[str, FieldEditor] = {}
        self.problem_labels: dict[str, QLabel] = {}
        self.differs_labels: dict[str, QLabel] = {}  # issue 25: what differs from the base, per field
        self.base: RuleSet | None = None
        self.base_name = ""
        self.words = words
        self.tabs = QTabWidget()
        self._tab_of: dict[str, int] = {}
        self._titles: list[str] = []
        self._loading = False
        for group, fields in GROUPS:
            self._titles.append(words.group(group))
            self.tabs.addTab(self._group_page(fields, words), self._titles[-1])
            for field in fields:
                self._tab_of[field] = len(self._titles) - 1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    def _group_page(self, fields: tuple[str, ...], words: RuleFieldText) -> QScrollArea:
        page = QWidget()
        # A grid, not a QFormLayout: with the notes wrapping under each field, a form gave a field less
        # height than it asked for once a note appeared, and squeezed its spin boxes (the card values).
        form = QGridLayout(page)
        form.setContentsMargins(9, 9, 9, 9)
        form.setColumnStretch(1, 1)
        for field in fields:
            editor = make_editor(field, self._changed, words)
            note = QLabel(words.explanation(field))
            note.setWordWrap(True)
            note.setStyleSheet(NOTE_STYLE)
            problem = QLabel()
            problem.setWordWrap(True)
            problem.setStyleSheet(PROBLEM_STYLE)
            problem.setObjectName(f"problem:{field}")
            problem.hide()
            differs = QLabel()
            differs.setWordWrap(True)
            differs.setStyleSheet(DIFFERS_STYLE)
            differs.setObjectName(f"differs:{field}")
            differs.hide()
            cell = QWidget()
            column = QVBoxLayout(cell)
            column.setContentsMargins(0, 0, 0, 4)
            column.setSpacing(1)
            column.addWidget(editor)
            column.addWidget(note)
            column.addWidget(differs)
            column.addWidget(problem)
            row = form.rowCount()
            label = QLabel(words.label(field) + ":")
            label.setBuddy(editor)
            label.setContentsMargins(0, 3, 0, 0)  # level with the text of the field beside it
            natural = label.sizeHint().width()
            label.setWordWrap(True)  # a long name takes two lines, not the fields' room
            label.setFixedWidth(min(natural, LABEL_WIDTH))
            form.addWidget(label, row, 0, Qt.AlignmentFlag.AlignTop)
            form.addWidget(cell, row, 1)
            self.editors[field] = editor
            self.problem_labels[field] = problem
            self.differs_labels[field] = differs
        form.setRowStretch(form.rowCount(), 1)  # a short page keeps its rows together at the top
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        return scroll

    def _changed(self) -> None:
        if not self._loading:
            self.show_differences()
            self.changed.emit()

    def set_rules(self, rules: RuleSet, base_name: str = "", base: RuleSet | None = None) -> None:
        """Show ``rules``; the fields' differences are shown against ``base`` (called ``base_name``),
        the rules themselves when none is given."""
        self._loading = True
        try:
            for field, editor in self.editors.items():
                editor.set_value(getattr(rules, field))
        finally:
            self._loading = False
        self.base = base or rules
        self.base_name = base_name or self.base.name
        self.show_differences()
        self.changed.emit()

    def show_differences(self) -> None:
        """Under each field whose value is not the base's: that it differs, and the base's value."""
        differences = RuleDifferences()
        for field, editor in self.editors.items():
            label = self.differs_labels[field]
            base_value = getattr(self.base, field) if self.base is not None else None
            differs = self.base is not None and editor.value() != base_value
            if differs:
                shown = differences.value_text(self.words, field, base_value)
                label.setText(self.words.differs_from().replace("%1", self.base_name).replace("%2", shown))
            label.setVisible(differs)

    def differing_fields(self) -> list[str]:
        """The fields that now differ from the base, in the form's order."""
        return [field for field, label in self.differs_labels.items() if not label.isHidden()]

    def data(self) -> dict[str, object]:
        return {field: editor.value() for field, editor in self.editors.items()}

    def show_problems(self, problems: list[tuple[RulesError, str]]) -> None:
        """Each problem's sentence under every field it names; the tabs holding one are marked."""
        texts: dict[str, list[str]] = {}
        for error, sentence in problems:
            for field in error.fields:
                texts.setdefault(field, []).append(sentence)
        marked = {self._tab_of[field] for field in texts if field in self._tab_of}
        for field, label in self.problem_labels.items():
            label.setText("\n".join(texts.get(field, [])))
            label.setVisible(field in texts)
        for index, title in enumerate(self._titles):
            self.tabs.setTabText(index, f"⚠ {title}" if index in marked else title)
