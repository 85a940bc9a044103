"""Every dialog the table opens, built over a real window: for the text-fit tests and for looking at them."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtWidgets import QWidget

from canasta_desktop.ai.review import ReviewBudget, review_round
from canasta_desktop.ai.seat_replay import replay_spread
from canasta_desktop.engine.deal_code import encode
from canasta_desktop.engine.deal_open import dealt
from canasta_desktop.engine.match import Match, RoundRecord
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.engine.rules import PRESETS, preset
from canasta_desktop.persistence.statistics import FinishedMatch, StatisticsStore
from canasta_desktop.ui.dialogs.deal_buttons import Seating
from canasta_desktop.ui.dialogs.deal_code_dialog import PlayCodeDialog
from canasta_desktop.ui.dialogs.deal_window import deal_window
from canasta_desktop.ui.dialogs.dialogs import (
    AboutDialog,
    MatchOverDialog,
    NewGameDialog,
    ScoreSheetDialog,
    SettingsDialog,
)
from canasta_desktop.ui.dialogs.fairness import FairnessDialog
from canasta_desktop.ui.dialogs.first_run import FirstRunHint
from canasta_desktop.ui.dialogs.review_chooser import ReviewChooser
from canasta_desktop.ui.dialogs.review_window import ReviewWindow
from canasta_desktop.ui.dialogs.rules_dialog import RulesDialog
from canasta_desktop.ui.dialogs.saved_game import ResumePrompt
from canasta_desktop.ui.dialogs.statistics_window import StatisticsWindow
from canasta_desktop.ui.window.main_window import MainWindow

SIDE_NAMES = ["Du", "Svær"]


def played_round(
    preset_name: str = "classic-2p", seed: int = 11, target: int | None = 5000
) -> tuple[Match, RoundRecord]:
    """A match whose first round was played to its end by always taking the first legal action."""
    match = Match(preset(preset_name).changed(target=target), seed)
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    return match, match.finish_round()


def _score_sheet(win: MainWindow, _folder: Path) -> QWidget:
    match = Match(preset("classic-2p"), 11)
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    record = match.finish_round()
    return ScoreSheetDialog(record, match, SIDE_NAMES, win, hands=state.hands, reviewable=True)


def _score_sheet_six(win: MainWindow, _folder: Path) -> QWidget:
    """Three partnerships, each with two hands left: the widest sheet."""
    match = Match(preset("salling-6p"), 5)
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    record = match.finish_round()
    names = ["Du & Svær", "Mellem & Let", "Svær & Mellem"]
    seats = ["Du", "Mellem", "Svær", "Svær", "Let", "Mellem"]
    return ScoreSheetDialog(record, match, names, win, hands=state.hands, seat_names=seats)


def _match_over(win: MainWindow, _folder: Path) -> QWidget:
    match, _record = played_round(target=None)
    return MatchOverDialog(match, ["Du", "Svær (sværeste niveau)"], 0, win)


def _resume(win: MainWindow, _folder: Path) -> QWidget:
    return ResumePrompt(win.controller.saved_session(), win)


def _statistics(win: MainWindow, folder: Path) -> QWidget:
    store = StatisticsStore(folder / "statistics.json")
    for number, (won, level, name) in enumerate(
        [(True, "let", "classic-2p"), (False, "svaer", "salling-6p"), (True, "mellem", "family-4p")], start=1
    ):
        totals = [5200, 3100] if won else [2900, 5050]
        store.record(
            FinishedMatch(  # a possible match: the round scores add up, the target was reached
                match_id=f"{number:032x}",
                finished_at=datetime(2026, 11, number, 19, tzinfo=UTC),
                preset=name,
                level=level,
                players=PRESETS[name].players,
                target=5000,
                rounds=3,
                human_side=0,
                side_names=["Du & Mellem", "Svær & Svær"],
                totals=totals,
                won=won,
                round_scores=[2000, 1500, totals[0] - 3500],
            )
        )
    return StatisticsWindow(store, win)


def _review(win: MainWindow, _folder: Path) -> QWidget:
    """The review of a round (judged at a tiny budget: the words and the layout are the point)."""
    match = Match(preset("classic-2p"), 11)
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    review = review_round(write_log(state), 0, budget=ReviewBudget(300, 300))
    window = ReviewWindow("Runde 1", win)
    window.set_review(review)
    return window


def _first_run(win: MainWindow, _folder: Path) -> QWidget:
    return FirstRunHint(win.view, win.controller.setup.preset, win.controller.setup.level)


def _deal_window(win: MainWindow, _folder: Path) -> QWidget:
    """The deal laid open (issue 24): a 4-player deal with red 3s laid at the deal."""
    _match, record = played_round("classic-4p", 0)
    window = deal_window(record.log, ["Du", "Anna", "Bent", "Carl"], "1", win)
    assert window is not None
    return window


def _play_code(win: MainWindow, _folder: Path) -> QWidget:
    """Game ▸ Play a deal by code… with its longest verdict (house rules this computer lacks)."""
    dialog = PlayCodeDialog([], win)
    dialog.field.setText(encode(preset("classic-2p").changed(going_out_bonus=150), 7, 0, [0, 0]))
    return dialog


def _score_sheet_expert(win: MainWindow, _folder: Path) -> QWidget:
    """The score sheet with Expert's replay of the deal shown beside the player's score."""
    match, record = played_round("classic-2p", 3)
    sheet = ScoreSheetDialog(record, match, SIDE_NAMES, win, seating=Seating(0, {1: ("let", 1)}))
    deal = dealt(record.log)
    assert deal is not None
    sheet.deal_buttons.show_result(replay_spread(deal, 0, {1: ("let", 1)}, "let"))
    return sheet


DIALOGS: dict[str, Callable[[MainWindow, Path], QWidget]] = {
    "new_game": lambda win, _f: NewGameDialog(win.controller.setup, win),
    "settings": lambda win, _f: SettingsDialog(win.settings, win),
    "about": lambda win, _f: AboutDialog(win),
    "score_sheet": _score_sheet,
    "score_sheet_6p": _score_sheet_six,
    "match_over": _match_over,
    "resume": _resume,
    "first_run": _first_run,
    "rules": lambda win, _f: RulesDialog(preset("salling-4p"), win),
    "statistics": _statistics,
    "deal_window": _deal_window,
    "play_code": _play_code,
    "fairness": lambda win, _f: FairnessDialog(win),
    "score_sheet_expert": _score_sheet_expert,
    "review": _review,
    "review_chooser": lambda win, _f: ReviewChooser([], win),
}
