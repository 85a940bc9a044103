"""The score sheet of a round at another computer's table says the fair deal's check in one line, in
English, Danish and Swedish, and its Show the deal opens the revealed deal."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.engine import RoundState, preset
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.ui.controller.guest_round import DealCheck, revealed_record
from canasta_desktop.ui.dialogs.score_sheet import ScoreSheetDialog
from canasta_desktop.ui.text import i18n

FAIR = {
    "en": "The deal was checked: it is the deal the host committed to before the first card.",
    "da": "Kortene er kontrolleret: det er den giv, værten forpligtede sig til før det første kort.",
    "sv": "Given är kontrollerad: det är den giv som värden band sig vid före det första kortet.",
}


@pytest.fixture(params=sorted(FAIR))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.remove_language(qapp)


def sheet(qtbot: QtBot, check: DealCheck) -> ScoreSheetDialog:
    state = RoundState(preset("classic-2p"), 5, 0, [0, 0])
    rng = random.Random(5)
    while not state.is_over:
        state.play(rng.choice(state.legal_actions()))
    record = revealed_record(state, 1, write_log(state))
    match = Match(state.rules, 5)
    dialog = ScoreSheetDialog(
        record, match, ["You", "Host"], None, state.hands, ["You", "Host"], deal_check=check
    )
    qtbot.addWidget(dialog)
    return dialog


def test_the_sheet_says_the_deal_was_checked_in_each_language(qtbot: QtBot, language: str) -> None:
    dialog = sheet(qtbot, DealCheck.FAIR)
    assert dialog.fairness.text() == FAIR[language]


def test_a_mismatch_is_a_warning_and_show_the_deal_opens_the_revealed_deal(qtbot: QtBot) -> None:
    dialog = sheet(qtbot, DealCheck.NOT_SEEN)
    assert (
        dialog.fairness.text().startswith("Warning:") and "moves your table showed" in dialog.fairness.text()
    )
    assert dialog.deal_buttons.show_deal.isEnabled()
    dialog.deal_buttons.show_deal.click()
    assert dialog.deal_buttons.window is not None and dialog.deal_buttons.window.isVisible()
