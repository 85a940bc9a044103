"""Saved matches at the table: start, play, close, start again, Continue — the same position, and the
computer plays on as it would have. New game asks first; damaged files never stop the start."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.state import Phase
from canasta_desktop.engine.view import player_view
from canasta_desktop.persistence import jsonfile
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.savegame import MAX_SEED
from canasta_desktop.persistence.session import MatchSession, decode
from canasta_desktop.persistence.settings import Settings, SettingsLoad, load_settings, save_settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs import saved_game as saved_game_module
from canasta_desktop.ui.dialogs.dialogs import NewGameDialog, UiSettings
from canasta_desktop.ui.text.i18n import install_language, remove_language
from canasta_desktop.ui.window.main_window import MainWindow

from ..persistence.helpers import session_signature


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    opened: list[MainWindow] = []
    yield opened
    for win in opened:
        win.controller.shutdown()


def open_window(qtbot: QtBot, windows: list[MainWindow], settings: UiSettings | None = None) -> MainWindow:
    win = MainWindow(settings or UiSettings(speed="instant"), storage=Storage.at())
    win.controller.pace_ms = 0
    win.resize(1280, 820)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    windows.append(win)
    return win


def human_turns(qtbot: QtBot, win: MainWindow, turns: int) -> None:
    """The human draws and discards the first card of the hand, ``turns`` times (computers play between)."""
    controller = win.controller
    for _ in range(turns):
        qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
        assert controller.state is not None and controller.state.phase is Phase.DRAW
        controller.turn.draw()
        controller.turn.set_selection([controller.hand()[0]])
        assert controller.turn.discard() is None
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)


def saved(home: Path) -> MatchSession:
    data = (home / "data" / "match.json").read_bytes()
    session = decode(data)
    assert isinstance(session, MatchSession), session
    return session


def test_start_play_close_start_again_continue_shows_the_same_position(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows)
    win.begin(GameSetup(preset="classic-4p", level="mellem", seed=8))
    assert win.resume_prompt is None and win.controller.match is not None  # nothing saved yet: a new match
    human_turns(qtbot, win, 3)
    win.controller.pace_ms = 10**6  # hold the computers while the position is noted
    controller = win.controller
    controller.turn.draw()  # stop mid-turn, after drawing
    model = controller.table_model()
    texts = (win.status.text(), win.last_action.text(), win.score_label.text(), win.meter_label.text())
    signature = session_signature(controller.saved_session())
    win.close()
    at_close = saved(home)
    assert session_signature(at_close) == signature  # every move was saved, the last one included

    again = open_window(qtbot, windows)
    again.begin(GameSetup())
    prompt = again.resume_prompt
    assert prompt is not None
    qtbot.waitUntil(prompt.isVisible)
    assert "round 1" in prompt.text()
    assert again.controller.match is None  # nothing moves until the player answers
    prompt.continue_button.click()
    qtbot.waitUntil(lambda: again.controller.match is not None)
    resumed = again.controller
    assert resumed.table_model() == model  # same hand, pile, melds, counts, whose turn
    assert (
        again.status.text(),
        again.last_action.text(),
        again.score_label.text(),
        again.meter_label.text(),
    ) == texts
    assert session_signature(resumed.saved_session()) == signature  # the computers' generators too

    # The computers play on exactly as they would have without the restart.
    resumed.turn.set_selection([resumed.hand()[-1]])
    assert resumed.turn.discard() is None
    qtbot.waitUntil(resumed.is_viewers_turn, timeout=10000)
    state = at_close.match.round
    new = resumed.state.log[len(state.log) :]
    assert len(new) >= 4
    for seat, action in new:
        if seat != at_close.human:
            player = at_close.seats[seat].player
            assert player is not None
            assert player.choose(player_view(state, seat), state.legal_actions()) == action
        state.play(action)


def test_every_move_is_saved_at_once(qtbot: QtBot, home: Path, windows: list[MainWindow]) -> None:
    win = open_window(qtbot, windows)
    win.begin(GameSetup(seed=21))
    controller = win.controller
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    controller.pace_ms = 10**6
    controller.turn.draw()
    assert controller.autosaver is not None and controller.autosaver.flush()
    assert saved(home).match.round.log == controller.state.log
    assert controller.autosaver.encode_ms < 50


def _saved_game(qtbot: QtBot, windows: list[MainWindow]) -> str:
    win = open_window(qtbot, windows)
    win.begin(GameSetup(seed=31))
    human_turns(qtbot, win, 2)
    match_id = win.controller.session.match_id
    win.close()
    return match_id


def test_new_game_from_the_continue_prompt_asks_once_and_remembers_the_game(
    qtbot: QtBot, home: Path, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 22 point 18: the prompt, the dialog and "will be lost" asked three times; the dialog forgot
    the game. The prompt's New game is the one question; the dialog opens on the saved match's game."""
    first_id = _saved_game(qtbot, windows)
    answers = [False, True]
    asked: list[bool] = []
    offered: list[GameSetup] = []

    def confirm(parent: object) -> bool:
        asked.append(True)
        return answers.pop(0)

    def accept(dialog: NewGameDialog) -> int:
        offered.append(dialog.setup())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(saved_game_module, "confirm_abandon", confirm)
    monkeypatch.setattr(NewGameDialog, "exec", accept)
    win = open_window(qtbot, windows)
    win.begin(GameSetup(preset="family-4p", level="let"))
    assert win.resume_prompt is not None
    saved_setup = win.resume_prompt.session.setup
    win.resume_prompt.new_button.click()  # New game: the dialog, and no second question
    qtbot.waitUntil(lambda: win.controller.match is not None)
    assert asked == [] and win.controller.session.match_id != first_id
    assert win.storage is not None  # and the replaced match is recorded, as abandoned (issue 22 point 16)
    assert win.storage.writer.flush()  # on the writer thread
    recorded = win.storage.statistics.load().value.matches
    assert [(entry.match_id, entry.abandoned) for entry in recorded] == [(first_id, True)]
    assert (offered[0].preset, offered[0].level) == (saved_setup.preset, saved_setup.level)
    second_id = win.controller.session.match_id
    human_turns(qtbot, win, 1)
    win.new_game()  # from the menu, a match in progress: asked, and "keep playing"
    assert asked == [True] and win.controller.session.match_id == second_id
    win.new_game()  # and this time yes
    assert len(asked) == 2 and win.controller.session.match_id != second_id
    assert win.controller.autosaver is not None and win.controller.autosaver.flush()
    assert saved(home).match_id == win.controller.session.match_id
    assert not (home / "data" / "match.json.bak").exists()  # the abandoned match is not kept as its backup


def test_with_confirmations_off_a_new_game_does_not_ask(
    qtbot: QtBot, home: Path, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    _saved_game(qtbot, windows)
    monkeypatch.setattr(saved_game_module, "confirm_abandon", lambda parent: pytest.fail("asked"))
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    win = open_window(qtbot, windows, UiSettings(speed="instant", confirmations=False))
    win.begin(GameSetup())
    assert win.resume_prompt is not None
    win.resume_prompt.new_button.click()
    qtbot.waitUntil(lambda: win.controller.match is not None)


def test_a_finished_match_goes_into_the_statistics_and_its_save_is_removed(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows)
    win.begin(GameSetup(seed=5, level="let", target=None))  # one round
    controller = win.controller
    from canasta_desktop.ai import make_player

    player = make_player("mellem", 1)
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                controller.is_viewers_turn() or (controller.match is not None and controller.match.is_over)
            ),
            timeout=10000,
        )
        if controller.match is not None and controller.match.is_over:
            break
        state = controller.state
        action = player.choose(player_view(state, 0), state.legal_actions())
        controller.turn.play([action])
    assert controller.match is not None and controller.match.is_over
    assert controller.autosaver is not None and controller.autosaver.flush()
    assert not (home / "data" / "match.json").exists() and not (home / "data" / "match.json.bak").exists()
    summary = Storage.at().statistics.summary()
    assert summary.total.played == 1 and summary.history[0].level == "let"


def test_a_failing_disk_is_reported_and_the_game_goes_on(
    qtbot: QtBot, home: Path, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(self: object, data: bytes) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("canasta_desktop.persistence.store.SaveStore.write", refuse)
    monkeypatch.setattr("canasta_desktop.ui.dialogs.unsaved.confirm_quit_unsaved", lambda parent: True)
    win = open_window(qtbot, windows)
    notices: list[str] = []
    win.controller.notice.connect(notices.append)
    win.begin(GameSetup(seed=9))
    human_turns(qtbot, win, 2)
    assert any("could not be saved" in text for text in notices)
    assert len([t for t in notices if "could not be saved" in t]) >= 2  # said again until a save succeeds


# --------------------------------------------------------------------------- damaged files at start
def _good_saves(qtbot: QtBot, windows: list[MainWindow], home: Path) -> tuple[bytes, bytes]:
    _saved_game(qtbot, windows)
    folder = home / "data"
    return (folder / "match.json").read_bytes(), (folder / "match.json.bak").read_bytes()


def _resealed(good: bytes, change: object) -> bytes:
    document = json.loads(good)
    change(document)  # type: ignore[operator]
    document.pop("checksum")
    document["checksum"] = jsonfile.checksum(document)
    return json.dumps(document).encode()


DAMAGE = {
    "truncated": lambda good: good[: len(good) // 2],
    "flipped bytes": lambda good: good.replace(b'"level": "mellem"', b'"level": "mellen"', 1),
    "wrong type": lambda good: _resealed(good, lambda d: d["match"].__setitem__("totals", "many")),
    "missing field": lambda good: _resealed(good, lambda d: d["round"].pop("log")),
    "huge number": lambda good: _resealed(good, lambda d: d.__setitem__("human", 10**40)),
    "future version": lambda good: _resealed(good, lambda d: d.__setitem__("schema_version", 7)),
    "empty": lambda good: b"",
}
MESSAGES = {
    "truncated": "cut off or garbled",
    "flipped bytes": "changed outside the game",
    "wrong type": "missing or wrong",
    "missing field": "missing or wrong",
    "huge number": "missing or wrong",
    "future version": "newer version",
    "empty": "empty",
}


@pytest.mark.parametrize("backup", [True, False], ids=["backup good", "no backup"])
@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_the_game_starts_whatever_the_save_looks_like(
    qtbot: QtBot, home: Path, windows: list[MainWindow], damage: str, backup: bool
) -> None:
    good, previous = _good_saves(qtbot, windows, home)
    folder = home / "data"
    (folder / "match.json").write_bytes(DAMAGE[damage](good))
    if not backup:
        (folder / "match.json.bak").unlink()
    win = open_window(qtbot, windows)
    win.begin(GameSetup(seed=3))
    box = win.problem_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    if damage == "future version":  # a newer version's file: kept where it is, and nothing is written
        assert MESSAGES[damage] in box.text() and not list(folder.glob("match.json.bad-*"))
        assert win.storage is not None and win.storage.read_only
        assert (folder / "match.json").read_bytes() == DAMAGE[damage](good)
        return
    assert MESSAGES[damage] in box.text() and "match.json.bad-" in box.text()
    assert len(list(folder.glob("match.json.bad-*"))) == 1  # kept aside, not deleted
    if backup:
        assert "previous save" in box.text() and win.resume_prompt is not None
        box.accept()  # then the Continue / New game question
        qtbot.waitUntil(win.resume_prompt.isVisible)
        win.resume_prompt.continue_button.click()
        qtbot.waitUntil(lambda: win.controller.match is not None)
        assert win.controller.state.log == decode(previous).match.round.log  # type: ignore[union-attr]
    else:
        assert "new game starts" in box.text() and win.resume_prompt is None
        assert win.controller.match is not None and win.controller.match.seed == 3


def test_a_folder_where_the_save_should_be_and_a_read_only_data_folder(
    qtbot: QtBot, home: Path, windows: list[MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = home / "data"
    (folder / "match.json").mkdir(parents=True)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)  # the folder cannot be moved aside
    monkeypatch.setattr("canasta_desktop.persistence.store.SaveStore.write", refuse)  # nor anything written
    win = open_window(qtbot, windows)
    win.begin(GameSetup(seed=4))
    box = win.problem_box
    assert box is not None and "could not be read" in box.text() and "could not be moved aside" in box.text()
    assert win.controller.match is not None  # a new game anyway


def test_a_bad_settings_file_means_defaults_and_a_message(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    """A value typed out of bounds refuses the file like any damage: kept aside, said at the start."""
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"kind": "canasta-desktop/settings", "schema_version": 1, "teaching": "yes"}')
    loaded: SettingsLoad = load_settings(path)
    assert loaded.settings.teaching is None and not path.exists()
    win = open_window(qtbot, windows, loaded.settings)
    win.begin(GameSetup(seed=2), loaded)
    text = win.problem_box.text() if win.problem_box is not None else ""
    assert "settings could not be loaded" in text and "It was kept as settings.json.bad-" in text
    assert "standard settings" in text
    save_settings(path, Settings(language="en"))
    save_settings(path, Settings(language="en", card_size="large"))
    path.write_text("{{{")
    broken = load_settings(path)
    assert broken.from_backup and broken.settings.card_size == "normal"
    win2 = open_window(qtbot, windows, broken.settings)
    win2.begin(GameSetup(seed=2), broken)
    assert win2.problem_box is not None and "restored from their backup" in win2.problem_box.text()


def test_the_continue_prompt_shows_the_files_texts_as_plain_text(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    good, _previous = _good_saves(qtbot, windows, home)
    (home / "data" / "match.json").write_bytes(
        _resealed(good, lambda d: d["setup"].__setitem__("level", "<h1>Boss</h1>"))
    )
    win = open_window(qtbot, windows)
    win.begin(GameSetup())
    prompt = win.resume_prompt
    assert prompt is not None
    qtbot.waitUntil(prompt.isVisible)
    assert prompt.textFormat() == Qt.TextFormat.PlainText and "<h1>Boss</h1>" in prompt.text()


def test_the_largest_seed_plays_saves_and_continues(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    win = open_window(qtbot, windows, UiSettings(speed="instant"))
    win.begin(GameSetup(preset="salling-6p", seed=MAX_SEED))
    human_turns(qtbot, win, 2)
    signature = session_signature(win.controller.saved_session())
    win.close()
    assert session_signature(saved(home)) == signature  # every seat's seed fits the save
    again = open_window(qtbot, windows)
    again.begin(GameSetup())
    assert again.resume_prompt is not None and again.problem_box is None


def test_a_saved_round_whose_record_was_damaged_is_said_when_the_match_continues(
    qtbot: QtBot, home: Path, windows: list[MainWindow]
) -> None:
    """A save whose round log did not replay loads without that log (tests/persistence/test_round_logs.py);
    the player is now told which round cannot be reviewed, instead of finding Review missing."""
    app = QApplication.instance()
    assert app is not None
    install_language(app, "en")  # the plural forms are in the English translation
    try:
        win = open_window(qtbot, windows)
        win.begin(GameSetup(preset="classic-2p", level="let", seed=3))
        human_turns(qtbot, win, 1)
        session = win.controller.saved_session()
        session.dropped_logs = (1, 2)
        win.continue_match(session)
        assert (
            "2 rounds of this match cannot be reviewed" in win.notice.text()
            and "(rounds 1, 2)" in win.notice.text()
        )
    finally:
        remove_language(app)
