"""Issue 31, point 13: a deal by code started while the match's score sheet is open closes that sheet:
its Next round can no longer leave the deal for the old match's finished round (nor deal the match's
next round over the deal)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.deal_code import encode_round
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import RoundState
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import end_round_by_end_round, pause_computer, start
from .test_sessions import home, saving_window  # noqa: F401


def _round_ended(qtbot: QtBot, win: MainWindow) -> None:
    start(qtbot, win, preset="classic-2p", level="random", seed=12)
    pause_computer(win)
    end_round_by_end_round(qtbot, win)


def test_a_deal_by_code_closes_the_matchs_score_sheet_and_its_next_round_stays_away(
    qtbot: QtBot,
    home: Path,  # noqa: F811
    saving_window: MainWindow,  # noqa: F811
) -> None:
    win = saving_window
    _round_ended(qtbot, win)
    c = win.controller
    old_sheet = win.score_sheet
    assert old_sheet is not None
    match_session = c.session
    deal = RoundState(preset("classic-2p"), 31337, dealer=1, scores=[0, 0])
    win.menus.deal_code_action.trigger()
    dialog = win.deals.dialog
    assert dialog is not None
    qtbot.keyClicks(dialog.field, encode_round(deal))
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    deal_session = c.session
    assert deal_session is not match_session and c.state is not None and c.state.hands == deal.hands
    assert not old_sheet.isVisible()  # the match's sheet went with its round
    old_sheet.accept()  # even pressed through (a key held down), its Next round does nothing now
    assert c.session is deal_session and c.state is not None and c.state.hands == deal.hands
    assert win.deals.active
    win.deals.back()  # back to the match: its finished round, Next deal under it
    assert c.session is match_session and c.state is not None and c.state.is_over
