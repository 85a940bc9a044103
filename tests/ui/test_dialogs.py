"""The score sheet after a real round and the match-over dialog, as a player reads them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import TakePile
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.rules import preset
from canasta_desktop.ui.dialogs.dialogs import MatchOverDialog, ScoreSheetDialog
from canasta_desktop.ui.text import i18n, messages
from canasta_desktop.ui.text.button_text import Button

from .conftest import pause_computer, refresh, start
from .dialog_gallery import played_round


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """English with its plural forms ("1 card", "2 cards"), as the game installs it."""
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def texts(widget: QLabel | object) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel)]  # type: ignore[attr-defined]


def test_the_score_sheet_shows_every_hand_face_up_when_the_round_ends(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=13, level="random")
    pause_computer(window)
    state = window.controller.state
    state.hands[0].extend(state.stock)
    state.stock.clear()
    state.pile_frozen = True
    refresh(window)
    computer_hand = list(state.hands[1])
    window.buttons[Button.DRAW].click()
    qtbot.waitUntil(lambda: window.score_sheet is not None and window.score_sheet.isVisible())
    cells = [label.text() for label in window.score_sheet.findChildren(QLabel, "cardsLeft")]
    assert len(cells) == 2
    assert sorted(cells[1].split()) == sorted(messages.card_text(card) for card in computer_hand)
    assert window.score_sheet.next_button.text() == "Next deal"


def test_the_score_sheet_reads_like_pencil_and_paper(qtbot: QtBot) -> None:
    match = Match(preset("classic-2p"), 11)
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    state.hands[1][:] = [Card.from_str("KH"), Card.from_str("7S"), Card.from_str("XR")]
    record = match.finish_round()
    sheet = ScoreSheetDialog(record, match, ["You", "Hard"], hands=state.hands)
    qtbot.addWidget(sheet)
    shown = texts(sheet)
    for row in (
        "Melded cards",
        "Natural canastas",
        "Mixed canastas",
        "Red 3s",
        "Going out",
        "Cards left in hand",
        "Round total",
        "Match total",
    ):
        assert row in shown
    assert "K♥ 7♠ Joker" in shown
    assert not any("×" in text or "→" in text for text in shown)
    for score in record.sheet:
        if score.red_threes:
            assert (
                f"{score.red_threes} red 3{'s' if score.red_threes > 1 else ''}: "
                f"{score.red_three_points:,}" in shown
            )
        if score.mixed_canastas == 1:
            assert "1 mixed canasta: 300" in shown
    best = max(record.sheet, key=lambda s: s.total).side
    winners = [
        label for label in sheet.findChildren(QLabel) if label.property("role") in ("winner", "headwinner")
    ]
    assert {label.text() for label in winners} >= {["You", "Hard"][best]}


def test_natural_canastas_are_counted_in_words() -> None:
    match, record = played_round()
    sheet = ScoreSheetDialog(record, match, ["You", "Hard"])
    assert sheet._natural(2, 500) == "2 natural canastas: 1,000"
    assert sheet._natural(1, 500) == "1 natural canasta: 500"


def test_match_over_names_the_winner_the_scores_and_offers_a_new_game(qtbot: QtBot) -> None:
    match, _record = played_round(target=None)
    assert match.is_over
    names = ["You", "Hard"]
    dialog = MatchOverDialog(match, names, human_side=0)
    qtbot.addWidget(dialog)
    shown = texts(dialog)
    winner = match.winner
    assert dialog.title.text() == ("You won the match!" if winner == 0 else "Hard won the match.")
    for side, total in enumerate(match.totals):
        assert names[side] in shown and f"{total:,}" in shown
    assert dialog.new_game.text() == "New game" and dialog.new_game.isDefault()
    assert dialog.close_button is not None and dialog.close_button.text() == "Close"


def test_the_continue_prompt_keeps_the_score_on_one_line(qtbot: QtBot, window, qapp: QApplication) -> None:  # type: ignore[no-untyped-def]
    """Danish wrapped "stilling 0" and "– 0." onto two lines: the score is one unbreakable piece."""
    from canasta_desktop.ui.dialogs.saved_game import ResumePrompt

    start(qtbot, window, seed=3)
    i18n.install_language(qapp, "da")
    prompt = ResumePrompt(window.controller.saved_session(), window)
    qtbot.addWidget(prompt)
    assert "stilling 0\u00a0\u2060–\u2060\u00a00." in prompt.text()  # never broken over two lines


def test_the_continue_prompt_of_a_match_with_a_person_afar_names_her_and_says_new_codes_come(
    qtbot: QtBot,
) -> None:
    from canasta_desktop import ai
    from canasta_desktop.persistence.session import SeatInfo
    from canasta_desktop.ui.dialogs.saved_game import ResumePrompt
    from tests.persistence.helpers import people_session

    session = people_session(preset("classic-4p"), 41, "svaer", {0: "Bo"}, 0)
    session.seats[2] = SeatInfo("Mormor", "let", 43, ai.make_player("let", 43), remote=True)
    prompt = ResumePrompt(session)
    qtbot.addWidget(prompt)
    assert prompt.text().startswith(
        "A match is in progress: Classic, 4 players (partners) with Mormor at another"
    )
    assert "new code for each person at another computer" in prompt.informativeText()


def test_the_score_sheet_shows_a_pile_bonus_and_melds_counted_minus(qtbot: QtBot) -> None:
    """Issue 25: the bonus for taking a pile of the given size gets its own row."""
    rules = preset("classic-2p").changed(pile_bonus_size=3, pile_bonus_points=100)
    match = Match(rules, 0)
    state = match.round
    while not state.is_over:  # take the pile whenever it can be taken
        legal = state.legal_actions()
        state.play(next((a for a in legal if isinstance(a, TakePile)), legal[0]))
    record = match.finish_round()
    assert [score.pile_bonus for score in record.sheet] == [200, 100]
    sheet = ScoreSheetDialog(record, match, ["You", "Hard"])
    qtbot.addWidget(sheet)
    shown = texts(sheet)
    assert "Pile bonus" in shown and "200" in shown
