"""The house-rules editor, driven with clicks and typing: the engine's refusals shown next to the
fields and blocking Save/Play; save, rename, duplicate, delete; the initial-meld table; import errors."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.rules import RedThreesOtherwise, RedThreesPlus, preset
from canasta_desktop.persistence.house_rules import HouseRulesBook, HouseRuleSet, load_house_rules
from canasta_desktop.persistence.jsonfile import checksum
from canasta_desktop.ui.dialogs.rule_widgets import NumberEditor
from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
from canasta_desktop.ui.text import i18n

from .house_rules_helpers import click_item, press, set_field, type_number, type_text


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


@pytest.fixture
def book_path(tmp_path: Path) -> Path:
    return tmp_path / "config" / "house-rules.json"


def open_editor(
    qtbot: QtBot, book: HouseRulesBook, start: tuple[str, str] | None = None
) -> RulesEditorDialog:
    editor = RulesEditorDialog(book, start)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def test_a_deck_too_small_for_the_hands_shows_the_engines_reason_and_blocks_save(
    qtbot: QtBot, book_path: Path
) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    type_text(editor.name, "Store hænder")
    assert editor.save_button.isEnabled() and editor.play_button.isEnabled()
    set_field(editor.form, "players", 6)
    set_field(editor.form, "hand_size", 20)
    set_field(editor.form, "decks", 1)
    message = "6 hands of 20 cards and a stock need 132 cards; the deck has 56."
    assert editor.summary.text() == message
    for field in ("players", "hand_size", "decks", "jokers"):
        assert (
            editor.form.problem_labels[field].text() == message
            and editor.form.problem_labels[field].isVisible()
        )
    assert not editor.form.problem_labels["draw_count"].isVisible()
    assert editor.form.tabs.tabText(0).startswith("⚠")
    assert not editor.save_button.isEnabled() and not editor.play_button.isEnabled()
    set_field(editor.form, "decks", 3)
    assert editor.summary.text() == "" and editor.save_button.isEnabled()
    assert not editor.form.tabs.tabText(0).startswith("⚠")


def test_uneven_sides_are_refused_next_to_players_and_sides(qtbot: QtBot, book_path: Path) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    type_text(editor.name, "Skæve hold")
    set_field(editor.form, "players", 4)
    set_field(editor.form, "sides", 3)
    assert editor.form.problem_labels["players"].text() == "4 players cannot form 3 equal sides."
    assert editor.form.problem_labels["sides"].isVisible() and not editor.save_button.isEnabled()


def test_the_initial_meld_table_is_edited_as_rows_and_must_rise(qtbot: QtBot, book_path: Path) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    type_text(editor.name, "Trappen")
    steps = editor.form.editors["initial_meld_steps"]
    set_field(editor.form, "negative_score_minimum", 20)
    press(steps.add)  # type: ignore[attr-defined]
    table = steps.table  # type: ignore[attr-defined]
    assert table.rowCount() == 4
    type_number(steps.spin(3, 0), 6000)  # type: ignore[attr-defined]
    type_number(steps.spin(3, 1), 100)  # type: ignore[attr-defined]
    assert "must rise" in editor.form.problem_labels["initial_meld_steps"].text()
    assert not editor.play_button.isEnabled()
    type_number(steps.spin(3, 1), 150)  # type: ignore[attr-defined]
    assert editor.play_button.isEnabled()
    press(editor.save_button)
    saved = load_house_rules(book_path).sets[0]
    assert saved.rules.initial_meld_steps == ((0, 50), (1500, 90), (3000, 120), (6000, 150))


def test_a_name_is_needed_and_preset_names_are_taken(qtbot: QtBot, book_path: Path) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    assert not editor.save_button.isEnabled()  # no name yet
    type_text(editor.name, "classic-4p")
    assert editor.name_problem.text() == "That name belongs to a built-in game."
    type_text(editor.name, "Vores")
    assert editor.save_button.isEnabled()


def test_save_rename_duplicate_and_delete(qtbot: QtBot, book_path: Path) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Danish family rules, 4 players")
    type_text(editor.name, "Mormors regler")
    set_field(editor.form, "jokers", 6)
    press(editor.save_button)
    assert [s.name for s in load_house_rules(book_path).sets] == ["Mormors regler"]
    assert editor.sets.currentItem().text() == "Mormors regler"
    type_text(editor.name, "Mormors nye regler")  # a changed name renames the set
    press(editor.save_button)
    press(editor.duplicate_button)
    names = [s.name for s in load_house_rules(book_path).sets]
    assert names == ["Mormors nye regler", "Mormors nye regler (2)"]
    assert load_house_rules(book_path).sets[1].rules.jokers == 6

    def answer_yes() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        press(box.button(QMessageBox.StandardButton.Yes))

    QTimer.singleShot(0, answer_yes)
    press(editor.delete_button)
    assert [s.name for s in load_house_rules(book_path).sets] == ["Mormors nye regler"]
    assert editor.sets.findItems("Mormors nye regler (2)", Qt.MatchFlag.MatchExactly) == []


def test_presets_cannot_be_deleted_or_exported(qtbot: QtBot, book_path: Path) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Classic, 4 players (partners)")
    assert not editor.delete_button.isEnabled() and not editor.export_button.isEnabled()


@pytest.mark.parametrize("content", ['{"kind": "canasta-desktop/house-rules"', "[]", "\u00ff\u00fe"])
def test_a_bad_import_file_gets_a_clear_message_not_a_traceback(
    qtbot: QtBot, book_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: str
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(content, "utf-8")
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    monkeypatch.setattr(editor, "ask_import_path", lambda: bad)
    press(editor.import_button)
    box = editor.import_failed
    assert box is not None and box.isVisible()
    assert "could not be imported" in box.text() and "Traceback" not in box.text()
    assert bad.exists() and load_house_rules(book_path).sets == []


def test_an_imported_set_with_a_taken_name_is_renamed(
    qtbot: QtBot, book_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = HouseRuleSet.of("Fars", preset("classic-2p").changed(jokers=2))
    theirs = HouseRuleSet.of("Fars", preset("classic-2p").changed(jokers=6))
    book = HouseRulesBook.open(book_path)
    book.put(mine)
    file = tmp_path / "theirs.json"
    from canasta_desktop.persistence.house_rules import export_house_rules

    export_house_rules(file, [theirs])
    editor = open_editor(qtbot, book)
    monkeypatch.setattr(editor, "ask_import_path", lambda: file)
    press(editor.import_button)
    sets = load_house_rules(book_path).sets
    assert [s.name for s in sets] == ["Fars", "Fars (2)"] and sets[1].rules.jokers == 6
    assert json.loads(file.read_text("utf-8"))["sets"][0]["name"] == "Fars"


def test_every_rule_has_a_widget_a_label_and_an_explanation_in_its_group() -> None:
    from canasta_desktop.engine.rules import RuleSet
    from canasta_desktop.ui.text.rule_field_text import GROUPS, RuleFieldText

    grouped = [field for _, fields in GROUPS for field in fields]
    assert sorted(grouped) == sorted(set(RuleSet.model_fields) - {"name"})
    words = RuleFieldText()
    for field in grouped:
        assert words.label(field) and words.explanation(field).endswith((".", "?"))


def answer_later(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """Click ``button`` in the question box that is about to open (and note that it was asked)."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        press(box.button(button))

    QTimer.singleShot(0, answer)


def test_unsaved_changes_are_not_lost_by_a_click_elsewhere(qtbot: QtBot, book_path: Path) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Classic, 3 players (each for themselves)")  # nothing changed: no question
    type_text(editor.name, "Tre ved bordet")
    set_field(editor.form, "jokers", 6)
    asked: list[str] = []
    answer_later(QMessageBox.StandardButton.No, asked)
    click_item_anyway(editor, "Classic, 2 players")
    assert asked == ["Your changes are not saved. Discard them?"]
    assert editor.name.text() == "Tre ved bordet" and editor.form.editors["jokers"].value() == 6
    assert editor.sets.currentItem().text() == "Classic, 3 players (each for themselves)"
    answer_later(QMessageBox.StandardButton.No, asked)
    press(editor.close_button)
    assert editor.isVisible() and len(asked) == 2
    press(editor.save_button)
    press(editor.close_button)  # saved: closes without a question
    assert not editor.isVisible() and len(asked) == 2


def click_item_anyway(editor: RulesEditorDialog, text: str) -> None:
    """Click a list item whose selection the editor may refuse."""
    from PySide6.QtTest import QTest

    item = editor.sets.findItems(text, Qt.MatchFlag.MatchExactly)[0]
    QTest.mouseClick(
        editor.sets.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        editor.sets.visualItemRect(item).center(),
    )


def test_a_copys_entry_follows_the_name_as_it_is_typed(qtbot: QtBot, book_path: Path) -> None:
    """Issue 22 point 20: a copied set kept the preset's name in the list until it was saved."""
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Danish family rules, 4 players")
    press(editor.duplicate_button)
    copy = editor.sets.currentItem().text()
    assert copy.endswith("(copy)") and copy.startswith("Danish family rules")
    assert editor.source[0] == "house"
    type_text(editor.name, "Farmors regler")
    assert editor.sets.currentItem().text() == "Farmors regler"
    press(editor.save_button)
    assert editor.sets.currentItem().text() == "Farmors regler"
    assert [s.name for s in load_house_rules(book_path).sets] == ["Farmors regler"]


def test_issue_25_conditions_are_edited_and_saved(qtbot: QtBot, book_path: Path) -> None:
    """The club's rules: open with a canasta from 6 000, red 3s plus only with a canasta, a pile of 33
    gives 100, melds minus without a canasta, not out in the canasta's turn; all saved and read back."""
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Danish family rules, 4 players")
    type_text(editor.name, "Klubben")
    opening = editor.form.editors["canasta_opening_from"]
    assert isinstance(opening, NumberEditor) and opening.spin.text() == "Never"
    set_field(editor.form, "canasta_opening_from", 6000)
    set_field(editor.form, "red_threes_plus", RedThreesPlus.WITH_CANASTA)
    set_field(editor.form, "pile_bonus_size", 33)
    set_field(editor.form, "melds_negative_without_canasta", True)
    set_field(editor.form, "going_out_not_in_canasta_turn", True)
    assert editor.summary.text() == ""
    press(editor.save_button)
    saved = load_house_rules(book_path).sets[0].rules
    assert (saved.canasta_opening_from, saved.red_threes_plus, saved.pile_bonus_size) == (
        6000,
        RedThreesPlus.WITH_CANASTA,
        33,
    )
    assert saved.pile_bonus_points == 100 and saved.melds_negative_without_canasta
    assert saved.going_out_not_in_canasta_turn and saved.jokers == preset("family-4p").jokers


def test_issue_25_a_melded_rank_locking_the_pile_is_ticked_and_saved(qtbot: QtBot, book_path: Path) -> None:
    """Comments 2 and 25 of the family article ("I have laid four 10s, so I may not take a 10"): the box
    on the Discard pile tab, said to differ from the family rules, saved and read back."""
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Danish family rules, 4 players")
    type_text(editor.name, "Tiere låser")
    box = editor.form.editors["melded_rank_locks_pile"]
    assert editor.form.tabs.tabText(editor.form.tabs.currentIndex()) == "Table"
    set_field(editor.form, "melded_rank_locks_pile", True)
    assert editor.form.tabs.tabText(editor.form.tabs.currentIndex()) == "Discard pile" and box.isVisible()
    assert editor.form.differing_fields() == ["melded_rank_locks_pile"]
    assert editor.form.differs_labels["melded_rank_locks_pile"].text().endswith("where it is no")
    assert editor.summary.text() == ""
    press(editor.save_button)
    saved = load_house_rules(book_path).sets[0].rules
    assert saved == preset("family-4p").changed(name="Tiere låser", melded_rank_locks_pile=True)


def test_a_hand_written_file_imports_and_a_bad_one_gets_the_engines_reasons_in_danish(
    qtbot: QtBot, book_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    """Issue 25: a name, the preset it starts from and the fields that differ, no checksum."""
    good = tmp_path / "farmor.json"
    good.write_text('{"name": "Farmors regler", "based_on": "family-4p", "jokers": 6, "decks": 3}', "utf-8")
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    monkeypatch.setattr(editor, "ask_import_path", lambda: good)
    press(editor.import_button)
    [saved] = load_house_rules(book_path).sets
    assert saved.rules == preset("family-4p").changed(name="Farmors regler", jokers=6, decks=3)
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "Forkert", "based_on": "family-4p", "decks": 9, "jokerz": 6}', "utf-8")
    i18n.install_language(qapp, "da")
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    monkeypatch.setattr(editor, "ask_import_path", lambda: bad)
    press(editor.import_button)
    box = editor.import_failed
    assert box is not None and box.isVisible()
    assert "Forkert" in box.text() and "jokerz" in box.text()
    assert "Spil kort skal være fra 1 til 3." in box.text()  # the engine's reason, in Danish
    assert [s.name for s in load_house_rules(book_path).sets] == ["Farmors regler"]


def test_a_new_set_shows_for_every_field_what_differs_from_its_base(qtbot: QtBot, book_path: Path) -> None:
    """Issue 25: starting from a preset (or a saved set), each changed field says what the base has."""
    book = HouseRulesBook.open(book_path)
    book.put(HouseRuleSet.of("Mormors", preset("family-4p").changed(jokers=6)))
    editor = open_editor(qtbot, book)
    click_item(editor.sets, "Danish family rules, 4 players")
    assert editor.form.differing_fields() == []
    set_field(editor.form, "jokers", 10)
    set_field(editor.form, "pile_bonus_size", 33)
    assert editor.form.differing_fields() == ["jokers", "pile_bonus_size"]
    jokers = editor.form.differs_labels["jokers"]
    assert (
        not jokers.isHidden()
        and jokers.text() == "Differs from Danish family rules, 4 players, where it is 8"
    )
    assert editor.form.differs_labels["pile_bonus_size"].text().endswith("where it is Never")
    set_field(editor.form, "jokers", 8)  # back to the base's value: no longer marked
    assert editor.form.differing_fields() == ["pile_bonus_size"]
    type_text(editor.name, "Vores")
    press(editor.save_button)
    click_item(editor.sets, "Mormors")  # a saved set: shown against the preset it was made from
    assert editor.form.differing_fields() == ["jokers"]
    set_field(editor.form, "jokers", 4)
    assert editor.form.differs_labels["jokers"].text() == (
        "Differs from Danish family rules, 4 players, where it is 8"
    )


def type_unicode(edit: QLineEdit, text: str) -> None:
    """Click into the field, select what is there, and type ``text`` one key at a time, each key press
    carrying its character as a keyboard layout delivers it (QTest.keyClicks takes Latin-1 only)."""
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edit.rect().center())
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Backspace)
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(edit, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))


def paste_text(edit: QLineEdit, text: str) -> None:
    """Click into the field, select what is there, and paste ``text`` with Ctrl+V (a NUL byte or a
    zero-width space cannot be typed, but can be pasted)."""
    QApplication.clipboard().setText(text)
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edit.rect().center())
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert edit.text() == text


@pytest.mark.parametrize(
    ("name", "typed", "message"),
    [
        ("CLASSİC-2P", True, "That name belongs to a built-in game."),
        ("ｃｌａｓｓｉｃ-２ｐ", True, "That name belongs to a built-in game."),
        ("ＦＡＲＳ", True, "You already have house rules by that name."),
        ("Fa\x00rs", False, "The name holds a character that cannot be shown, such as a line break."),
        ("\u200b\u200b", False, "The name shows nothing: use letters or digits."),
        ("clas\u200bsic-4p", False, "That name belongs to a built-in game."),
    ],
    ids=["Turkish I", "fullwidth", "fullwidth taken", "NUL", "zero-width only", "zero-width inside"],
)
def test_names_that_only_look_free_are_refused_in_the_editor(
    qtbot: QtBot, book_path: Path, name: str, typed: bool, message: str
) -> None:
    book = HouseRulesBook.open(book_path)
    book.put(HouseRuleSet.of("Fars", preset("classic-2p").changed(jokers=2)))
    editor = open_editor(qtbot, book)
    click_item(editor.sets, "Classic, 2 players")
    if typed:
        type_unicode(editor.name, name)
    else:
        paste_text(editor.name, name)
    assert editor.name.text() == name
    assert editor.name_problem.text() == message and editor.name_problem.isVisible()
    assert not editor.save_button.isEnabled() and not editor.play_button.isEnabled()
    QTest.keyClick(editor.name, Qt.Key.Key_Return)  # Return does not save either
    assert [s.name for s in load_house_rules(book_path).sets] == ["Fars"]
    type_text(editor.name, "Fars nye")
    assert editor.save_button.isEnabled()


def test_an_imported_file_with_a_bad_name_says_so_and_adds_nothing(
    qtbot: QtBot, book_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file made by hand with a NUL byte in a set's name: a clear message, no traceback, no set."""
    good = HouseRuleSet.of("Fars", preset("classic-2p"))
    document = {
        "kind": "canasta-desktop/house-rules",
        "schema_version": 1,
        "sets": [good.model_dump(mode="json")],
    }
    document["sets"][0]["name"] = document["sets"][0]["rules"]["name"] = "Fa\x00rs"
    document["checksum"] = checksum(document)
    file = tmp_path / "theirs.json"
    file.write_text(json.dumps(document), "utf-8")
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    monkeypatch.setattr(editor, "ask_import_path", lambda: file)
    press(editor.import_button)
    box = editor.import_failed
    assert box is not None and box.isVisible() and "name that cannot be used" in box.text()
    assert (
        load_house_rules(book_path).sets == []
        and editor.sets.findItems("Fa", Qt.MatchFlag.MatchStartsWith) == []
    )


def test_the_file_dialogs_open_in_the_players_folders_then_the_last_one_used(tmp_path: Path) -> None:
    """Found by the stranger run of issue 25: Export opened in the folder the game was started from
    (a source tree, a program folder). It opens in Documents (import: Downloads, where a sent file
    lands), or home; then where the last file went."""
    from PySide6.QtCore import QStandardPaths

    from canasta_desktop.ui.dialogs.rules_editor import remembered, start_folder

    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    first = start_folder(QStandardPaths.StandardLocation.DocumentsLocation)
    assert first in (Path(documents), Path.home()) and first != Path.cwd()  # never the start folder
    (tmp_path / "familie").mkdir()
    assert remembered(str(tmp_path / "familie" / "regler.json")) == tmp_path / "familie" / "regler.json"
    assert start_folder(QStandardPaths.StandardLocation.DownloadLocation) == tmp_path / "familie"
    assert remembered("") is None  # cancelled: nothing remembered, nothing returned


def test_issue_32_red_threes_worth_nothing_and_a_pile_turned_over_without_limit_are_edited_and_saved(
    qtbot: QtBot, book_path: Path
) -> None:
    """The last near family rules made exact: red 3s worth nothing without a canasta, chosen by name,
    and the pile's turn-overs stepped down with the keys past 0 to "No limit"; saved and read back."""
    editor = open_editor(qtbot, HouseRulesBook.open(book_path))
    click_item(editor.sets, "Sallingske house rules, 4 players")
    type_text(editor.name, "Bornholm")
    choice = editor.form.editors["red_threes_otherwise"]
    assert [choice.combo.itemText(i) for i in range(choice.combo.count())] == ["Minus", "Nothing"]  # type: ignore[attr-defined]
    set_field(editor.form, "red_threes_plus", RedThreesPlus.WITH_CANASTA)
    set_field(editor.form, "red_threes_otherwise", RedThreesOtherwise.NOTHING)
    turnovers = editor.form.editors["max_pile_turnovers"]
    assert isinstance(turnovers, NumberEditor) and turnovers.spin.value() == 3
    editor.form.tabs.setCurrentIndex(3)  # Going out
    turnovers.spin.setFocus()
    for _ in range(4):
        QTest.keyClick(turnovers.spin, Qt.Key.Key_Down)
    assert turnovers.spin.text() == "No limit" and turnovers.value() is None
    assert editor.form.differs_labels["max_pile_turnovers"].text().endswith("where it is 3")
    assert editor.summary.text() == ""
    press(editor.save_button)
    saved = load_house_rules(book_path).sets[0].rules
    assert saved == preset("salling-4p").changed(
        name="Bornholm",
        red_threes_plus=RedThreesPlus.WITH_CANASTA,
        red_threes_otherwise=RedThreesOtherwise.NOTHING,
        max_pile_turnovers=None,
    )
