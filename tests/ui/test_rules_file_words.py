"""Issue 31, house-rule files as a new player meets them: the help (and the README) says how to write
one by hand, and its examples import; a refused file is answered in the player's language, each mistake
said as such; the editor shows a saved set's differences from the preset it was made from."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.rules import PRESETS, RuleSet, preset
from canasta_desktop.persistence.house_rules import HouseRulesBook, HouseRuleSet, import_house_rules
from canasta_desktop.ui.dialogs.rules_dialog import RulesDialog
from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.rules_file_text import rules_file_html
from canasta_desktop.ui.text.rules_text import rules_html

from .house_rules_helpers import click_item, press, set_field, type_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def imports(tmp_path: Path, text: str) -> list[HouseRuleSet]:
    file = tmp_path / "example.json"
    file.write_text(text, "utf-8")
    found = import_house_rules(file)
    assert isinstance(found, list), found
    return found


def test_the_rules_help_says_how_to_write_a_rules_file_and_its_examples_import(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = RulesDialog(preset("classic-2p"))
    qtbot.addWidget(dialog)
    page = dialog.browser.toHtml()
    text = dialog.browser.toPlainText()
    assert "Writing house rules by hand" in text and "New game ▸ House rules… ▸ Import…" in text
    examples = [
        html.unescape(block) for block in re.findall(r"<pre[^>]*>(.*?)</pre>", rules_file_html(), re.S)
    ]
    assert len(examples) == 2 and page
    [smallest] = imports(tmp_path, examples[0])
    assert smallest.rules == preset("family-4p").changed(name="Farmors regler")
    [changed] = imports(tmp_path, examples[1])
    assert changed.rules == preset("family-4p").changed(
        name="Farmors regler", jokers=6, going_out_bonus=200, discard_wilds=True
    )
    for field in RuleSet.model_fields:  # where the field names are listed: every one, by its label
        assert field == "name" or field in text, field
    assert all(name in text for name in PRESETS)
    assert "Stock runs out: stock_exhausted (take_or_end, end, turn_pile)" in text


def test_the_readme_says_how_to_write_a_rules_file_and_its_example_imports(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("## House rules", 1)[1].split("\n## ", 1)[0]
    assert "based_on" in section and "Import…" in section and "Help ▸ Rules" in section
    [example] = re.findall(r"```json\n(.*?)```", section, re.S)
    [rules] = imports(tmp_path, example)
    assert rules.rules.jokers == 6 and rules.rules.going_out_bonus == 200


def test_the_levels_on_the_rules_page_include_ekspert() -> None:
    page = rules_html(preset("classic-2p"))
    levels = page.split('name="levels"', 1)[1].split("<h3>", 1)[0]
    assert all(f"<b>{name}</b>" in levels for name in ("Easy", "Medium", "Hard", "Expert"))


def open_editor(qtbot: QtBot, book: HouseRulesBook) -> RulesEditorDialog:
    editor = RulesEditorDialog(book, None)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


BAD_FILES = [
    (
        {"name": "Vores", "based_on": "family-4p", "canasta_to_go_out": 1},
        "Der er ingen regel, der hedder “canasta_to_go_out”. Mente du “canastas_to_go_out”?",
    ),
    (
        {"name": "Vores", "based_on": "family-4p", "going_out_bonus": "hundrede"},
        "Bonus for at gå ud skal være et helt tal som 100, ikke “hundrede”.",
    ),
    (
        {"name": "Vores", "based_on": "family-4p", "wild_ranks": ["2", "3"]},
        "3'ere kan ikke være vilde: de vilde kort er 2 og 4 til es.",
    ),
    (
        {"name": "Vores", "preset": "family-4p"},
        "Skriv det af spillets egne regelsæt, reglerne bygger på, med “based_on”, ikke “preset”.",
    ),
    ({"name": "", "based_on": "family-4p"}, "Giv husreglerne et navn."),
    ({"name": "family-4p", "based_on": "family-4p"}, "Det navn tilhører et af spillets egne regelsæt."),
    (
        {"name": "Far\u0007mor", "based_on": "family-4p"},
        "Navnet indeholder et tegn, der ikke kan vises, fx et linjeskift.",
    ),
]


@pytest.mark.parametrize(
    ("entry", "sentence"), BAD_FILES, ids=["near", "word", "3s", "preset", "empty", "taken", "control"]
)
def test_a_refused_file_is_answered_in_danish_with_the_mistake_said_as_such(
    qtbot: QtBot,
    qapp: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    entry: dict[str, object],
    sentence: str,
) -> None:
    i18n.install_language(qapp, "da")
    file = tmp_path / "regler.json"
    file.write_text(json.dumps(entry), "utf-8")
    editor = open_editor(qtbot, HouseRulesBook.open(tmp_path / "config" / "house-rules.json"))
    monkeypatch.setattr(editor, "ask_import_path", lambda: file)
    press(editor.import_button)
    box = editor.import_failed
    assert box is not None and box.isVisible()
    words = html.unescape(box.text())
    assert sentence in words and "Hjælp ▸ Regler, “Skriv husregler i hånden”" in words
    assert not re.search(r"validation error|must be|there is no|Did you", words)
    assert editor.book.sets == []


def test_a_file_saved_by_notepad_with_a_byte_order_mark_imports(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    file = tmp_path / "notesblok.json"
    file.write_bytes(b"\xef\xbb\xbf" + b'{"name": "Farmors", "based_on": "family-4p", "jokers": 6}')
    editor = open_editor(qtbot, HouseRulesBook.open(tmp_path / "config" / "house-rules.json"))
    monkeypatch.setattr(editor, "ask_import_path", lambda: file)
    press(editor.import_button)
    assert editor.import_failed is None and editor.book.names() == ["Farmors"]


def test_a_saved_sets_differences_name_the_preset_it_was_made_from_not_its_old_name(
    qtbot: QtBot, tmp_path: Path
) -> None:
    editor = open_editor(qtbot, HouseRulesBook.open(tmp_path / "config" / "house-rules.json"))
    click_item(editor.sets, "Danish family rules, 4 players")
    set_field(editor.form, "jokers", 6)
    type_text(editor.name, "Vores")
    press(editor.save_button)
    assert editor.form.differing_fields() == ["jokers"]  # still a change from the family rules
    set_field(editor.form, "decks", 3)
    type_text(editor.name, "Vores nye")  # renamed while editing
    family = "Differs from Danish family rules, 4 players, where it is"
    assert editor.form.differs_labels["decks"].text() == f"{family} 2"
    assert editor.form.differs_labels["jokers"].text() == f"{family} 8"
    assert "Vores" not in editor.form.differs_labels["decks"].text()
