"""Learn to play around the match: the save file and the statistics never see a lesson, the first run
offers the guided game (and declining it leaves a normal match), progress is kept and shown."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.rules import preset
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.settings import Settings, load_settings, save_settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.pacing import Pause
from canasta_desktop.ui.lessons.book import lessons_for
from canasta_desktop.ui.lessons.dialog import DONE_MARK, LearnDialog
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import shown_window, start
from .lesson_driver import play_step
from .test_lessons import play_lesson


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def saving_window(qtbot: QtBot, home: Path) -> Iterator[MainWindow]:
    win = shown_window(qtbot, Storage.at())
    yield win
    win.controller.shutdown()


def test_a_lesson_never_writes_the_match_save_nor_the_statistics(
    qtbot: QtBot, home: Path, saving_window: MainWindow
) -> None:
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=3)
    controller = win.controller
    controller.turn.draw()  # a move, so the match is saved
    controller.turn.set_selection([controller.hand()[0]])
    controller.turn.discard()
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    assert controller.autosaver is not None and controller.autosaver.flush()
    save = home / "data" / "match.json"
    before = save.read_bytes()
    statistics = win.storage.statistics.load().value if win.storage is not None else None
    going_out = next(lesson for lesson in lessons_for(preset("classic-2p")) if lesson.id == "going-out")
    win.lessons.start(going_out)
    assert controller.session is not None and not controller.session.kept  # played aside: nothing written
    for step in going_out.steps[:-1]:
        play_step(qtbot, win, step)
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(), timeout=10000)
    win.score_sheet.accept()
    qtbot.waitUntil(lambda: win.lessons.finished, timeout=10000)
    win.lessons.leave()
    assert controller.autosaver is not None and controller.autosaver.flush()
    assert save.read_bytes() == before
    assert (win.storage.statistics.load().value if win.storage is not None else None) == statistics
    assert controller.is_viewers_turn() and not win.lessons.box.isVisible()


def test_progress_is_kept_in_the_settings_and_old_files_still_load(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(language="da"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("finished_lessons", None)
    data.get("settings", data).pop("finished_lessons", None)  # a file from before the lessons
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_settings(path)
    assert loaded.settings.finished_lessons == [] and not loaded.needs_message
    loaded.settings.finished_lessons = ["turn", "melds"]
    save_settings(path, loaded.settings)
    assert load_settings(path).settings.finished_lessons == ["turn", "melds"]


def test_learn_to_play_lists_the_chosen_games_lessons_marks_the_done_and_replays(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, preset="family-4p", level="let", seed=2)
    window.settings.finished_lessons = ["turn"]
    ids = [lesson.id for lesson in lessons_for(preset("family-4p"))]
    assert ids[-2:] == ["family-first-go-around", "family-no-wild-discards"]
    dialog = LearnDialog(lessons_for(preset("family-4p")), ["turn"], "family-4p", window)
    assert dialog.list.count() == len(ids) and dialog.list.item(0).text().endswith(DONE_MARK)
    assert not dialog.list.item(1).text().endswith(DONE_MARK) and dialog.list.currentRow() == 1
    dialog.list.setCurrentRow(0)  # a lesson done is played again
    QTimer.singleShot(0, dialog.accept)
    dialog.exec()
    assert dialog.chosen is not None and dialog.chosen.id == "turn"
    window.lessons.start(dialog.chosen)
    play_lesson(qtbot, window, dialog.chosen)
    assert window.settings.finished_lessons == ["turn"]  # once, not twice


def test_the_help_menu_opens_learn_to_play(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, seed=4)
    shown: list[LearnDialog] = []

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, LearnDialog)
        shown.append(dialog)
        dialog.reject()

    QTimer.singleShot(0, close_it)
    window.menus.learn_action.trigger()
    assert shown and shown[0].list.count() == len(lessons_for(preset("classic-2p")))
    assert not window.lessons.active


def test_first_run_offers_the_guided_game(qtbot: QtBot, home: Path, window: MainWindow) -> None:
    start(qtbot, window, seed=6)
    window.offer_first_run_hint()
    hint = window.first_run_hint
    assert hint.learn_button.isVisible() and "Learn to play" in hint.learn_button.text()
    match = window.controller.match
    hint.learn_button.click()
    assert window.lessons.active and window.lessons.lesson is not None
    assert window.lessons.lesson.id == lessons_for(preset("classic-2p"))[0].id
    assert not window.controller.pacing.held(Pause.WELCOME)
    window.lessons.leave()
    assert window.controller.match is match


def test_declining_the_guided_game_leaves_a_normal_match(
    qtbot: QtBot, home: Path, window: MainWindow
) -> None:
    start(qtbot, window, seed=6)
    window.offer_first_run_hint()
    match, state = window.controller.match, window.controller.state
    window.first_run_hint.ok_button.click()
    assert not window.lessons.active and not window.lessons.box.isVisible()
    assert window.controller.match is match and window.controller.state is state
    assert window.controller.session.gate is None
    assert state is not None
    played = len(state.log)
    assert window.controller.turn.draw() is None  # the match plays as ever
    assert len(state.log) == played + 1 and str(state.log[-1][1]) == "draw"


def test_new_game_during_a_lesson_leaves_the_lesson_first(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, seed=9)
    window.lessons.start(lessons_for(preset("classic-2p"))[1])
    window.settings.confirmations = False

    def choose_start() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and not window.lessons.active  # the match is back before the dialog asks
        dialog.accept()  # type: ignore[attr-defined]

    QTimer.singleShot(0, choose_start)
    window.new_game()
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    assert not window.lessons.active and window.controller.autosaver is None  # the window has no storage
    assert window.controller.session.gate is None and window.controller.rules.name == "classic-2p"


def test_closing_the_window_in_a_lesson_keeps_the_match_saved(
    qtbot: QtBot, home: Path, saving_window: MainWindow
) -> None:
    win = saving_window
    start(qtbot, win, preset="classic-2p", level="let", seed=3)
    controller = win.controller
    controller.turn.draw()
    controller.turn.set_selection([controller.hand()[0]])
    controller.turn.discard()
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    assert controller.autosaver is not None and controller.autosaver.flush()
    before = (home / "data" / "match.json").read_bytes()
    win.lessons.start(lessons_for(preset("classic-2p"))[0])
    win.close()
    assert controller.match is not None and controller.match.round.log  # the match, not the lesson
    assert (home / "data" / "match.json").read_bytes() == before
