"""Game ▸ Play a deal by code… on the real window (issue 24): checked as typed, the same deal for
anyone with the same rules, played aside while the match in progress waits untouched."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.deal_code import encode, encode_round
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import RoundState
from canasta_desktop.ui.dialogs.deal_code_dialog import PlayCodeDialog
from canasta_desktop.ui.text.i18n import format_points
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import start
from .test_sessions import _document, _play_human_turn, _saved_bytes, home, saving_window  # noqa: F401

FAMILY = RoundState(preset("family-4p"), 4242, dealer=2, scores=[1500, 600])


def _dialog(qtbot: QtBot, known: list = []) -> PlayCodeDialog:  # type: ignore[type-arg]  # noqa: B006
    dialog = PlayCodeDialog(known)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_code_is_checked_as_it_is_typed(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    code = encode_round(FAMILY)
    assert not dialog.play_button.isEnabled() and "Type or paste" in dialog.verdict.text()
    qtbot.keyClicks(dialog.field, code[:6])  # not complete yet
    assert not dialog.play_button.isEnabled() and "not complete yet" in dialog.verdict.text()
    qtbot.keyClicks(dialog.field, code[6:] + "0")  # one too many: the check still holds, the length not
    assert not dialog.play_button.isEnabled() and "wrong length" in dialog.verdict.text()
    qtbot.keyClick(dialog.field, Qt.Key.Key_Backspace)
    assert dialog.play_button.isEnabled() and "Danish family rules" in dialog.verdict.text()
    assert f"{format_points(1500)} – 600" in dialog.verdict.text()
    assert dialog.deal is not None and dialog.deal.round().hands == FAMILY.hands
    qtbot.keyClick(dialog.field, Qt.Key.Key_Backspace)
    wrong = "0" if code[-1] != "0" else "1"
    qtbot.keyClicks(dialog.field, wrong)  # the check character mistyped
    assert not dialog.play_button.isEnabled() and "check character" in dialog.verdict.text()
    qtbot.keyClick(dialog.field, Qt.Key.Key_Backspace)
    qtbot.keyClicks(dialog.field, "U")
    assert "“U” is not in a deal code" in dialog.verdict.text()


def test_lower_case_and_look_alike_letters_are_the_same_code(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    code = encode_round(FAMILY).lower().replace("0", "o").replace("1", "l")
    qtbot.keyClicks(dialog.field, code)
    assert dialog.deal is not None and dialog.deal.round().stock == FAMILY.stock


def test_house_rules_this_computer_lacks_are_named(qtbot: QtBot) -> None:
    house = preset("classic-2p").changed(name="Farmors regler", going_out_bonus=150)
    code = encode(house, 7, 0, [0, 0])
    dialog = _dialog(qtbot)
    qtbot.keyClicks(dialog.field, code)
    assert not dialog.play_button.isEnabled() and "The rules differ" in dialog.verdict.text()
    known = _dialog(qtbot, [house])
    qtbot.keyClicks(known.field, code)
    assert known.deal is not None and known.deal.rules.going_out_bonus == 150


@pytest.mark.slow  # a whole round (3.5 s)
def test_a_deal_by_code_is_played_aside_and_the_match_waits_untouched(
    qtbot: QtBot,
    home: Path,  # noqa: F811
    saving_window: MainWindow,  # noqa: F811
) -> None:
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=5)
    c = win.controller
    _play_human_turn(qtbot, c, 1)
    qtbot.waitUntil(c.is_viewers_turn, timeout=10000)
    save = home / "data" / "match.json"
    before, document = _saved_bytes(c, save), _document(c)
    match_session, match_state = c.session, c.state

    deal = RoundState(preset("classic-2p"), 31337, dealer=1, scores=[0, 0])
    win.menus.deal_code_action.trigger()
    dialog = win.deals.dialog
    assert isinstance(dialog, PlayCodeDialog)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClicks(dialog.field, encode_round(deal))
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    session = c.session
    assert session is not None and session is not match_session and not session.kept
    assert c.state is not None and c.state.hands == deal.hands and c.state.stock == deal.stock
    assert c.state.pile == deal.pile and c.state.to_move == deal.to_move

    turns = 0
    while win.score_sheet is None or not win.score_sheet.isVisible():
        _play_human_turn(qtbot, c, 100 + turns)
        qtbot.waitUntil(lambda: c.is_viewers_turn() or bool(c.state and c.state.is_over), timeout=20000)
        turns += 1
        assert turns < 300
    assert _saved_bytes(c, save) == before  # nothing of the deal is written
    qtbot.mouseClick(win.score_sheet.next_button, Qt.MouseButton.LeftButton)
    assert c.session is match_session and c.state is match_state  # back, exactly as it was
    assert _document(c) == document and _saved_bytes(c, save) == before
    assert win.match_over is None
    assert (
        not (home / "data" / "statistics.json").exists() and not (home / "data" / "round-logs.json").exists()
    )


def test_back_to_the_match_in_the_middle_of_a_deal(
    qtbot: QtBot,
    home: Path,  # noqa: F811
    saving_window: MainWindow,  # noqa: F811
) -> None:
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=6)
    c = win.controller
    save = home / "data" / "match.json"
    before, match_session = _saved_bytes(c, save), c.session
    back = win.menus.deal_back_action
    assert not back.isVisible()
    win.menus.deal_code_action.trigger()
    dialog = win.deals.dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.field, encode_round(FAMILY))
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert c.session is not match_session and c.rules.players == 4 and back.isVisible()
    _play_human_turn(qtbot, c, 7)
    back.trigger()
    assert c.session is match_session and not back.isVisible()
    assert _saved_bytes(c, save) == before


def test_game_review_lists_the_archived_matches_rounds_before_the_match_in_progress(
    qtbot: QtBot,
    home: Path,  # noqa: F811
    saving_window: MainWindow,  # noqa: F811
) -> None:
    from canasta_desktop.persistence.round_archive import ArchivedMatch
    from canasta_desktop.persistence.storage import Storage

    from .dialog_gallery import played_round

    _match, record = played_round("classic-2p", 3)
    moment = datetime(2026, 11, 30, 21, 0, tzinfo=UTC)
    entry = ArchivedMatch(
        "b" * 32, moment, moment, "classic-2p", 0, ("Du", "Let"), (None, "let"), (record.log,)
    )
    Storage.at().round_logs.add(entry)  # a match finished earlier, kept for the review
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=5)
    items = win.reviews.items()
    assert [item.log for item in items] == [record.log] and items[0].names == ("Du", "Let")
    assert "Classic, 2 players" in items[0].title and items[0].levels == {1: "let"}


def test_the_panel_says_the_match_waits_and_its_button_leads_back(
    qtbot: QtBot,
    home: Path,  # noqa: F811
    saving_window: MainWindow,  # noqa: F811
) -> None:
    """A stranger who played a code saw 0 – 0 and round 1 with nothing saying the match waits: the
    side panel says it, names the code, and its button goes back."""
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=6)
    c = win.controller
    match_session = c.session
    box = win.deals.box
    assert not box.isVisible()
    win.menus.deal_code_action.trigger()
    dialog = win.deals.dialog
    assert dialog is not None
    code = encode_round(FAMILY)
    qtbot.keyClicks(dialog.field, code)
    qtbot.keyClick(dialog.field, Qt.Key.Key_Return)
    assert box.isVisible() and code in box.title.text() and not box.try_button.isVisible()
    assert box.back_button.text() == "Back to the match"
    qtbot.mouseClick(box.back_button, Qt.MouseButton.LeftButton)
    assert c.session is match_session and not box.isVisible()
