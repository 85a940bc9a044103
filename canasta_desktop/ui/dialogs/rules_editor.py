"""The house-rules editor: start from any preset or saved set, change any rule, name it, save it;
rename, duplicate, delete; export to a file and import one, so a family can pass its rules around.

Validation is the engine's own (`rules_problems`): what it refuses is shown
next to the fields it names, and Save/Play stay disabled until it is fixed.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rule_problems import RulesError
from ...engine.rules import PRESETS, RuleSet, rules_problems
from ...persistence.errors import LoadError
from ...persistence.house_rules import (
    HouseRulesBook,
    HouseRuleSet,
    RulesNotAccepted,
    export_house_rules,
    import_house_rules,
    name_problem,
)
from ...persistence.rule_names import MAX_NAME, without_refused
from ...persistence.written_rules import nearest_preset
from ..text import messages
from ..text.rule_field_text import RuleFieldText
from .choices import HOUSE, PRESET, game_key, split_key
from .rule_widgets import PROBLEM_STYLE, RulesForm
from .saved_game import texts as file_texts

Source = tuple[str, str]  # (PRESET or HOUSE, name)


class RulesEditorDialog(QDialog):
    """Edits the sets of a `HouseRulesBook`; ``chosen`` names the set to play after Play."""

    def __init__(
        self, book: HouseRulesBook, start: Source | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("House rules"))
        self.book = book
        self.words = RuleFieldText()
        self.chosen: str | None = None
        self.source: Source = (PRESET, "classic-2p")
        self.problems: list[RulesError] = []
        self.import_failed: QMessageBox | None = None
        self._loaded: tuple[str, dict[str, object]] = ("", {})  # what the form showed when loaded
        self.sets = QListWidget()
        self.sets.setObjectName("sets")
        self.sets.setMinimumWidth(220)
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setMaxLength(40)
        self.name.setPlaceholderText(self.tr("Name your house rules"))
        self.name_problem = QLabel()
        self.name_problem.setStyleSheet(PROBLEM_STYLE)
        self.form = RulesForm()
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet(PROBLEM_STYLE)
        self._build_buttons()
        self._lay_out()
        self.sets.currentItemChanged.connect(self._source_chosen)
        self.form.changed.connect(self.check)
        self.name.textChanged.connect(self.check)
        self.name.textChanged.connect(self._name_typed)
        self.refresh_list(start or (PRESET, "classic-2p"))
        self.resize(900, 620)

    # ------------------------------------------------------------------ building
    def _build_buttons(self) -> None:
        self.duplicate_button = QPushButton(self.tr("Duplicate"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.import_button = QPushButton(self.tr("Import…"))
        self.export_button = QPushButton(self.tr("Export…"))
        self.save_button = QPushButton(self.tr("Save"))
        self.play_button = QPushButton(self.tr("Play these rules"))
        self.close_button = QPushButton(self.tr("Close"))
        self.play_button.setDefault(True)
        self.duplicate_button.clicked.connect(self.duplicate)
        self.delete_button.clicked.connect(self.delete)
        self.import_button.clicked.connect(self.import_file)
        self.export_button.clicked.connect(self.export_file)
        self.save_button.clicked.connect(self.save)
        self.play_button.clicked.connect(self.play)
        self.close_button.clicked.connect(self.close_asking)

    def _lay_out(self) -> None:
        left = QVBoxLayout()
        left.addWidget(self.sets, 1)
        row = QHBoxLayout()
        row.addWidget(self.duplicate_button)
        row.addWidget(self.delete_button)
        left.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.import_button)
        row.addWidget(self.export_button)
        left.addLayout(row)
        right = QVBoxLayout()
        name_row = QHBoxLayout()
        name_row.addWidget(QLabel(self.tr("Name:")))
        name_row.addWidget(self.name, 1)
        right.addLayout(name_row)
        right.addWidget(self.name_problem)
        right.addWidget(self.form, 1)
        right.addWidget(self.summary)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        for button in (self.save_button, self.play_button, self.close_button):
            bottom.addWidget(button)
        right.addLayout(bottom)
        layout = QHBoxLayout(self)
        layout.addLayout(left)
        layout.addLayout(right, 1)

    # ------------------------------------------------------------------ the list
    def refresh_list(self, select: Source) -> None:
        """Presets first, then "My rules"; ``select`` becomes the current item."""
        self.sets.blockSignals(True)
        self.sets.clear()
        for name in PRESETS:
            self._add_item(messages.preset_name(name), (PRESET, name))
        heading = QListWidgetItem(self.tr("My rules"))
        heading.setFlags(Qt.ItemFlag.NoItemFlags)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        self.sets.addItem(heading)
        for name in self.book.names():
            self._add_item(name, (HOUSE, name))
        self.sets.blockSignals(False)
        self.select(select)

    def _add_item(self, text: str, source: Source) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, game_key(*source))
        self.sets.addItem(item)

    def item_of(self, source: Source) -> QListWidgetItem | None:
        for row in range(self.sets.count()):
            item = self.sets.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == game_key(*source):
                return item
        return None

    def select(self, source: Source) -> None:
        item = self.item_of(source) or self.item_of((PRESET, "classic-2p"))
        if item is not None:
            self.sets.setCurrentItem(item)
            self._source_chosen(item)

    def _source_chosen(self, item: QListWidgetItem | None, previous: QListWidgetItem | None = None) -> None:
        if item is None or item.data(Qt.ItemDataRole.UserRole) is None:
            return
        if previous is not None and not self.may_discard_changes():
            self.sets.blockSignals(True)
            self.sets.setCurrentItem(previous)  # stay with the changes
            self.sets.blockSignals(False)
            return
        kind, name = split_key(str(item.data(Qt.ItemDataRole.UserRole)))
        self.source = (kind, name)
        house = self.book.find(name) if kind == HOUSE else None
        self.name.setText(house.name if house is not None else "")
        if house is None:
            self.form.set_rules(PRESETS[name], item.text())
        else:  # issue 31: its differences from the preset it was made from, not from its previous self
            base = nearest_preset(house.rules)
            self.form.set_rules(house.rules, messages.preset_name(base), PRESETS[base])
        self.delete_button.setEnabled(house is not None)
        self.export_button.setEnabled(house is not None)
        self._loaded = self._shown()

    def _name_typed(self, text: str) -> None:
        """A house-rule set's entry in the list follows its name as it is typed (a copy of a preset does
        not go on reading like the preset until it is saved)."""
        kind, name = self.source
        item = self.item_of(self.source) if kind == HOUSE else None
        if item is not None:
            item.setText(text.strip() or name)

    # ------------------------------------------------------------------ unsaved changes
    def _shown(self) -> tuple[str, dict[str, object]]:
        return self.name.text(), self.form.data()

    def has_changes(self) -> bool:
        return self._shown() != self._loaded

    def may_discard_changes(self) -> bool:
        """True when nothing was changed since the set was loaded or saved, or the player lets it go."""
        if not self.has_changes():
            return True
        answer = QMessageBox.question(
            self, self.tr("House rules"), self.tr("Your changes are not saved. Discard them?")
        )
        return answer == QMessageBox.StandardButton.Yes

    def close_asking(self) -> None:
        """The Close button: asks before unsaved changes go (Escape and the window's own close do not,
        so that closing the window behind it never stops at a question)."""
        if self.may_discard_changes():
            self.reject()

    # ------------------------------------------------------------------ checking
    def _own_name(self) -> str | None:
        return self.source[1] if self.source[0] == HOUSE else None

    def check(self) -> None:
        """Ask the engine about the rules and the book about the name; say what is wrong, where."""
        self.problems = rules_problems(self.form.data() | {"name": "custom"})
        sentences = [(error, self.words.problem(error)) for error in self.problems]
        self.form.show_problems(sentences)
        others = [name for name in self.book.names() if name != self._own_name()]
        code = name_problem(self.name.text(), others)
        self.name_problem.setText(self.words.name_problem(code) if code else "")
        self.name_problem.setVisible(code is not None and bool(self.name.text().strip()))
        self.summary.setText("\n".join(sentence for _, sentence in sentences))
        self.summary.setVisible(bool(sentences))
        valid = not self.problems and code is None
        self.save_button.setEnabled(valid)
        self.play_button.setEnabled(valid)

    def rules(self) -> RuleSet:
        return RuleSet.model_validate(self.form.data() | {"name": "custom"})

    # ------------------------------------------------------------------ actions
    def save(self) -> bool:
        """Store the set under its name (a changed name renames it); False if it could not be written."""
        self.check()
        if not self.save_button.isEnabled():
            return False
        rule_set = HouseRuleSet.of(self.name.text(), self.rules())
        if not self._store(rule_set, self._own_name()):
            return False
        self.refresh_list((HOUSE, rule_set.name))
        return True

    def play(self) -> None:
        if self.save():
            self.chosen = self.source[1]
            self.accept()

    def duplicate(self) -> None:
        """A copy of the chosen set or preset as it is saved (not the unsaved changes), under a free name."""
        kind, name = self.source
        house = self.book.find(name) if kind == HOUSE else None
        rules = house.rules if house is not None else PRESETS[name]
        # A preset's copy is named as a copy: it must not read like the preset itself in the lists.
        base = name if kind == HOUSE else self._copy_name(messages.preset_name(name))
        rule_set = HouseRuleSet.of(self.book.free_name(base), rules)
        if self._store(rule_set, None):
            self.refresh_list((HOUSE, rule_set.name))

    def _copy_name(self, preset_name: str) -> str:
        """ "Danish family rules, 4 play… (copy)": the preset's name shortened so the mark fits the limit."""
        pattern = self.tr("%1 (copy)")
        room = MAX_NAME - 4 - len(pattern.replace("%1", ""))  # 4: room for free_name's " (2)"
        short = preset_name if len(preset_name) <= room else preset_name[: room - 1].rstrip() + "…"
        return pattern.replace("%1", short)

    def delete(self) -> None:
        name = self._own_name()
        if name is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Delete house rules"), self.tr("Delete the house rules “%1”?").replace("%1", name)
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.book.remove(name)
        except OSError as error:
            self._file_failed(str(error))
            return
        self.refresh_list((PRESET, "classic-2p"))

    def _store(self, rule_set: HouseRuleSet, replacing: str | None) -> bool:
        try:
            self.book.put(rule_set, replacing)
        except OSError as error:
            self._file_failed(str(error))
            return False
        return True

    def _file_failed(self, detail: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("House rules"),
            self.tr("The house rules could not be written."),
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setDetailedText(detail)
        box.open()

    # ------------------------------------------------------------------ files
    def ask_export_path(self, suggested: str) -> Path | None:
        start = start_folder(QStandardPaths.StandardLocation.DocumentsLocation) / suggested
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export house rules"), str(start), self.tr("House rules (*.json)")
        )
        return remembered(path)

    def ask_import_path(self) -> Path | None:
        start = start_folder(QStandardPaths.StandardLocation.DownloadLocation)  # where a sent file lands
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import house rules"), str(start), self.tr("House rules (*.json);;All files (*)")
        )
        return remembered(path)

    def export_file(self) -> None:
        house = self.book.find(self._own_name() or "")
        if house is None:
            return
        path = self.ask_export_path(f"{house.name}.json")
        if path is None:
            return
        try:
            export_house_rules(path, [house])
        except OSError as error:
            self._file_failed(str(error))

    def import_file(self) -> None:
        path = self.ask_import_path()
        if path is None:
            return
        found = import_house_rules(path)
        if isinstance(found, LoadError):
            self.import_failed = self._import_problem(found)
            return
        first: str | None = None
        for rule_set in found:
            same = self.book.find(rule_set.name)
            if same is not None and same.rules == rule_set.rules:
                first = first or same.name
                continue
            name = self.book.free_name(rule_set.name)
            if not self._store(HouseRuleSet.of(name, rule_set.rules), None):
                return
            first = first or name
        if first is not None:
            self.refresh_list((HOUSE, first))

    def _import_problem(self, error: LoadError) -> QMessageBox:
        words = file_texts()
        what = self.tr("These house rules could not be imported.")
        text = f"<p>{html.escape(what)}</p><p>{html.escape(words.problem(error))}</p>"
        if isinstance(error, RulesNotAccepted):  # a hand-written set: the engine's reasons, one by one
            said = [self.words.problem(p) for p in error.refused]
            if error.name_problem is not None:  # issue 31: the set's name is what is wrong
                said = [self.words.name_problem(error.name_problem)]
            reasons = "".join(f"<li>{html.escape(reason)}</li>" for reason in said)
            shown = " ".join(without_refused(error.name.replace("\n", " ")).split())
            name = f"<p><b>{html.escape(shown)}</b></p>" if shown else ""
            how = self.tr("Help ▸ Rules, “Writing house rules by hand”, shows how such a file is written.")
            text = f"<p>{html.escape(what)}</p>{name}<ul>{reasons}</ul><p>{html.escape(how)}</p>"
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("House rules"), text, QMessageBox.StandardButton.Ok, self
        )
        box.setDetailedText(words.details([error]))
        box.open()
        return box


_LAST_FOLDER: list[Path] = []  # the folder of the last file exported or imported, while the game runs


def start_folder(usual: QStandardPaths.StandardLocation) -> Path:
    """Where a file dialog opens: the last folder used, else the player's usual one (never the folder
    the game happened to be started from)."""
    if _LAST_FOLDER and _LAST_FOLDER[-1].is_dir():
        return _LAST_FOLDER[-1]
    for folder in (
        QStandardPaths.writableLocation(usual),
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation),
    ):
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()


def remembered(path: str) -> Path | None:
    if not path:
        return None
    _LAST_FOLDER[:] = [Path(path).parent]
    return Path(path)
