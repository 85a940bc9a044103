"""The wild-card canasta in the interface (issue 25): the editor's "Not allowed" below the lowest bonus, a
bonus typed in and saved; the rules help and the differences line; its own line on the score sheet."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from canasta_desktop.engine import Card, Rank, cards_from_str
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.melds import WILD_MELD, card_tables
from canasta_desktop.engine.rules import RedThreesPlus, RuleSet, preset
from canasta_desktop.engine.scoring import score_side
from canasta_desktop.persistence.house_rules import HouseRulesBook, load_house_rules
from canasta_desktop.ui.dialogs.dialogs import ScoreSheetDialog
from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.round_end_text import RoundEndText
from canasta_desktop.ui.text.rule_differences import RuleDifferences
from canasta_desktop.ui.text.rules_text import RulesText

from .house_rules_helpers import press, set_field, show_field, type_text


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def test_rule_wild_canasta_made_with_the_editor_and_saved(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    editor = RulesEditorDialog(HouseRulesBook.open(path))
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    type_text(editor.name, "Jokerkanasta")
    spin = show_field(editor.form, "wild_canasta_bonus").spin  # type: ignore[attr-defined]
    assert spin.text() == "Not allowed"  # the classic rule: no meld without naturals
    set_field(editor.form, "wild_canasta_bonus", 1000)
    press(editor.save_button)
    saved = load_house_rules(path).sets[0].rules
    assert saved.wild_canasta_bonus == 1000
    assert json.loads(path.read_text("utf-8"))["sets"][0]["rules"]["wild_canasta_bonus"] == 1000
    spin.setFocus()
    spin.selectAll()
    QTest.keyClick(spin, Qt.Key.Key_Home)
    for _ in range(1001):
        QTest.keyClick(spin, Qt.Key.Key_Down)
    assert spin.text() == "Not allowed"
    assert editor.form.editors["wild_canasta_bonus"].value() is None  # type: ignore[attr-defined]


def test_rule_wild_canasta_in_the_rules_help_and_the_differences_line(qapp: QApplication) -> None:
    rules = preset("classic-2p").changed(wild_canasta_bonus=1500)
    assert "three to seven wild cards may also be melded alone" in RulesText().html(rules)
    assert "melded alone" not in RulesText().html(preset("classic-2p"))
    scoring = " ".join(RoundEndText().scoring(rules))
    assert "1,500" in scoring or "1 500" in scoring or "1500" in scoring
    assert "canasta of wild cards only" in scoring
    assert "canasta of wild cards only" not in " ".join(RoundEndText().scoring(preset("classic-2p")))
    line = RuleDifferences().lines(rules)[1]
    assert "Canasta of wild cards" in line


def test_rule_wild_canasta_its_own_line_on_the_score_sheet(qtbot: QtBot) -> None:
    rules = preset("classic-2p").changed(wild_canasta_bonus=1000, target=None)
    melds = {
        Rank.KING: list(cards_from_str("KH KS KD KC KH1 KS1 KD1")),
        WILD_MELD: list(cards_from_str("XR XB XR1 XB1 2C 2D 2H")),
    }
    shown = _sheet_texts(qtbot, rules, melds)
    assert "Wild-card canastas" in shown
    assert "1 canasta of wild cards: 1,000" in shown
    assert "1 natural canasta: 500" in shown
    plain = Match(preset("classic-2p"), 11)
    while not plain.round.is_over:
        plain.round.play(plain.round.legal_actions()[0])
    plain_sheet = ScoreSheetDialog(plain.finish_round(), plain, ["You", "Hard"])
    qtbot.addWidget(plain_sheet)
    assert "Wild-card canastas" not in [label.text() for label in plain_sheet.findChildren(QLabel)]


def test_rule_melds_negative_without_canasta_said_on_the_score_sheet(qtbot: QtBot) -> None:
    """Melds minus without a canasta: the sheet says why the melded cards count minus (found by the
    stranger run of issue 25: "-120" alone reads as a mistake)."""
    rules = preset("classic-2p").changed(melds_negative_without_canasta=True, target=None)
    melds = {Rank.KING: list(cards_from_str("KH KS KD")), Rank.ACE: list(cards_from_str("AH AS AD 2C"))}
    assert score_side(rules, card_tables(rules), 0, melds, 0, [], 0, False, 0).melded_points == -110
    assert "-110 (minus: no canasta)" in _sheet_texts(qtbot, rules, melds)


def _sheet_texts(
    qtbot: QtBot, rules: RuleSet, melds: dict[Rank, list[Card]], red_threes: int = 0
) -> list[str]:
    """The texts of a round's score sheet whose first side scored ``melds`` and ``red_threes`` (the round
    played out)."""
    match = Match(rules, 11)
    while not match.round.is_over:
        match.round.play(match.round.legal_actions()[0])
    record = match.finish_round()
    score = score_side(rules, card_tables(rules), 0, melds, red_threes, [], 0, False, 0)
    sheet = ScoreSheetDialog(replace(record, sheet=(score, *record.sheet[1:])), match, ["You", "Hard"])
    qtbot.addWidget(sheet)
    return [label.text() for label in sheet.findChildren(QLabel)]


@pytest.mark.parametrize(
    ("plus", "why"),
    [(RedThreesPlus.WITH_MELD, "(minus: no meld)"), (RedThreesPlus.WITH_CANASTA, "(minus: no canasta)")],
)
def test_rule_red_threes_plus_the_reason_for_minus_on_the_score_sheet(
    qtbot: QtBot, plus: RedThreesPlus, why: str
) -> None:
    """Red 3s that count minus say why, as the rule set has it (a meld, or a canasta, was wanting)."""
    rules = preset("classic-2p").changed(red_threes_plus=plus, target=None)
    melds = {Rank.KING: list(cards_from_str("KH KS KD"))} if plus is RedThreesPlus.WITH_CANASTA else {}
    score = score_side(rules, card_tables(rules), 0, melds, 2, [], 0, False, 0)
    assert score.red_three_points == -200
    assert f"2 red 3s: -200 {why}" in _sheet_texts(qtbot, rules, melds, red_threes=2)
