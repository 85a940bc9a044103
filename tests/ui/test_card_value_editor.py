"""The house-rules editor's card-value widgets (issue 25): a box per rank that may be wild, a number per
card's points within its bounds; driven with clicks and typing, saved, and refused when too many ranks
are wild."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.card_values import MAX_CARD_POINTS, VALUED, WILD_CAPABLE
from canasta_desktop.engine.cards import Rank
from canasta_desktop.persistence.house_rules import HouseRulesBook, load_house_rules
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.dialogs.new_game import NewGameDialog
from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
from canasta_desktop.ui.text import i18n, messages
from canasta_desktop.ui.window.main_window import MainWindow

from .house_rules_helpers import click_item, press, set_field, show_field, type_number, type_text


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def open_editor(qtbot: QtBot, path: Path) -> RulesEditorDialog:
    editor = RulesEditorDialog(HouseRulesBook.open(path))
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def tick(editor: RulesEditorDialog, rank: str) -> None:
    show_field(editor.form, "wild_ranks")
    box = editor.form.findChild(QCheckBox, f"wild:{rank}")
    assert box is not None
    before = box.isChecked()
    QTest.mouseClick(
        box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(6, box.height() // 2)
    )
    assert box.isChecked() != before


def points_spin(editor: RulesEditorDialog, rank: str) -> QSpinBox:
    show_field(editor.form, "card_points")
    spin = editor.form.findChild(QSpinBox, f"points:{rank}")
    assert spin is not None
    return spin


def test_sevens_wild_at_50_without_jokers_is_made_with_the_widgets_and_saved(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "house-rules.json"
    editor = open_editor(qtbot, path)
    type_text(editor.name, "Syvere")
    set_field(editor.form, "jokers", 0)
    tick(editor, "7")
    type_number(points_spin(editor, "7"), 50)
    type_number(points_spin(editor, "A"), 15)
    assert editor.save_button.isEnabled()
    press(editor.save_button)
    saved = load_house_rules(path).sets[0].rules
    assert saved.wild_ranks == (Rank.TWO, Rank.SEVEN) and saved.jokers == 0
    assert saved.points_of(Rank.SEVEN) == 50 and saved.points_of(Rank.ACE) == 15
    written = json.loads(path.read_text("utf-8"))["sets"][0]["rules"]
    assert written["wild_ranks"] == ["2", "7"] and written["card_points"]["A"] == 15
    assert "fours_wild" not in written


def test_the_widgets_offer_only_the_ranks_that_may_be_wild_and_the_points_bounds(
    qtbot: QtBot, tmp_path: Path
) -> None:
    editor = open_editor(qtbot, tmp_path / "house-rules.json")
    boxes = [
        box.objectName()
        for box in editor.form.findChildren(QCheckBox)
        if box.objectName().startswith("wild:")
    ]
    assert sorted(boxes) == sorted(f"wild:{rank.char}" for rank in WILD_CAPABLE)
    assert "wild:3" not in boxes and "wild:X" not in boxes
    spin = points_spin(editor, "X")
    assert (spin.minimum(), spin.maximum()) == (0, MAX_CARD_POINTS)


def test_five_wild_ranks_are_refused_next_to_the_field_and_block_saving(qtbot: QtBot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, tmp_path / "house-rules.json")
    type_text(editor.name, "Vildt")
    for rank in "4567":
        tick(editor, rank)
    assert editor.form.problem_labels["wild_ranks"].text() == "At most 4 ranks may be wild."
    assert not editor.save_button.isEnabled()
    tick(editor, "7")
    assert not editor.form.problem_labels["wild_ranks"].isVisible() and editor.save_button.isEnabled()


def test_the_sallingske_preset_shows_its_wild_4s_at_50(qtbot: QtBot, tmp_path: Path) -> None:
    editor = open_editor(qtbot, tmp_path / "house-rules.json")
    click_item(editor.sets, messages.preset_name("salling-4p"))
    assert editor.form.data()["wild_ranks"] == (Rank.TWO, Rank.FOUR)
    boxes = {rank: editor.form.findChild(QCheckBox, f"wild:{rank}") for rank in "247"}
    assert boxes["2"].isChecked() and boxes["4"].isChecked() and not boxes["7"].isChecked()
    assert points_spin(editor, "4").value() == 50 and points_spin(editor, "2").value() == 20


def test_changed_card_values_say_what_the_base_has(qtbot: QtBot, tmp_path: Path) -> None:
    """Both halves of issue 25: under the card-value widgets, what differs from the set started from."""
    editor = open_editor(qtbot, tmp_path / "house-rules.json")
    click_item(editor.sets, messages.preset_name("salling-4p"))
    assert editor.form.differing_fields() == []
    tick(editor, "7")
    type_number(points_spin(editor, "4"), 5)
    assert editor.form.differing_fields() == ["wild_ranks", "card_points"]
    base = messages.preset_name("salling-4p")
    assert editor.form.differs_labels["wild_ranks"].text() == f"Differs from {base}, where it is 2s, 4s"
    assert editor.form.differs_labels["card_points"].text() == f"Differs from {base}, where it is 4 50"
    other = open_editor(qtbot, tmp_path / "house-rules.json")  # a changed form asks before it switches
    click_item(other.sets, messages.preset_name("classic-2p"))
    type_number(points_spin(other, "A"), 15)
    classic = messages.preset_name("classic-2p")
    assert other.form.differs_labels["card_points"].text() == (
        f"Differs from {classic}, where it is the classic values"
    )


def test_the_card_values_keep_their_height_when_a_difference_appears(
    qtbot: QtBot, qapp: QApplication
) -> None:
    """Found by trying the editor as a Danish family would (issue 25): opened from New game over the
    window (whose style sheet the dialogs inherit), 7s made wild and worth 50 — the note "differs from
    Classic" appeared and the form gave the card values less height than they need: the spin boxes
    were squeezed to 15 of their 19 pixels. Each one keeps at least its minimum height."""
    i18n.install_language(qapp, "da")
    window = MainWindow(UiSettings(speed="instant"))
    qtbot.addWidget(window)
    window.show()
    book = HouseRulesBook(None, [])
    dialog = NewGameDialog(GameSetup(), window, book)
    qtbot.addWidget(dialog)
    editor = RulesEditorDialog(book, dialog.chosen_game(), dialog)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    editor.form.editors["jokers"].set_value(0)
    editor.form.editors["wild_ranks"].set_value((Rank.SEVEN,))
    points_spin(editor, "7").setValue(50)
    points_spin(editor, "A").setValue(15)
    qtbot.wait(50)
    spins = editor.form.editors["card_points"].findChildren(QSpinBox)
    assert len(spins) == len(VALUED)
    assert all(spin.height() >= spin.minimumSizeHint().height() for spin in spins), [
        s.height() for s in spins
    ]


def test_a_short_page_of_the_editor_keeps_its_fields_together(qtbot: QtBot, tmp_path: Path) -> None:
    """The pages are grids (the card values above); a page of three fields once spread them over the
    whole tab, a field every 160 pixels. They stay one under the other at the top."""
    editor = open_editor(qtbot, tmp_path / "rules.json")
    show_field(editor.form, "match_minutes")
    qtbot.wait(20)
    first, last = editor.form.editors["target"], editor.form.editors["match_minutes"]
    gap = last.mapTo(editor, last.rect().topLeft()).y() - first.mapTo(editor, first.rect().topLeft()).y()
    assert 0 < gap < 4 * 60, gap  # two fields with their notes between, not spread out
