"""Every field the player types is bounded where it is typed, and a save the loader would refuse never
loses a match (issue 23, point 8): the New game dialog's name field stops at the settings' limit, and a
new match whose first save would be refused (a name beyond the save's limit, from anywhere) leaves the
previous save in place instead of removing it first. Real files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence import savegame
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.session import MatchSession, decode
from canasta_desktop.persistence.settings import Settings, load_settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.dialogs.new_game import NewGameDialog
from tests.ui.conftest import shown_window, start


def _limit(model: type, field: str) -> int:
    return next(m.max_length for m in model.model_fields[field].metadata if hasattr(m, "max_length"))  # type: ignore[attr-defined]


def test_the_name_field_stops_at_the_limit(qtbot: QtBot) -> None:
    dialog = NewGameDialog(GameSetup())
    qtbot.addWidget(dialog)
    limit = _limit(Settings, "player_name")
    assert dialog.name.maxLength() == limit <= _limit(savegame.SetupModel, "name")
    qtbot.keyClicks(dialog.name, "x" * (limit + 30))
    assert len(dialog.setup().name) == limit


def test_a_new_match_whose_save_would_be_refused_keeps_the_previous_save(
    tmp_path: Path, qtbot: QtBot
) -> None:
    storage = Storage.at(Paths.under(tmp_path / "home"))
    win = shown_window(qtbot, storage)
    win.controller.autosaver = storage.autosaver(background=False)
    start(qtbot, win, seed=3)
    before = storage.paths.match_file.read_bytes()
    notices: list[str] = []
    win.controller.notice.connect(notices.append)
    too_long = GameSetup(seed=4, name="N" * 200)  # beyond the save's limit: its save is refused
    win.start_session(TableSession.new(too_long, 4))
    assert storage.paths.match_file.read_bytes() == before  # the previous match is still saved
    kept = decode(before)
    assert isinstance(kept, MatchSession)
    assert any("could not be saved" in text for text in notices), notices
    assert win.controller.unsaved()  # quitting would ask first
    win.closing_anyway = True


def test_a_pasted_name_with_control_characters_is_kept_as_it_shows(tmp_path: Path, qtbot: QtBot) -> None:
    """The settings refuse a player's name with control characters in a file (issue 23): a name pasted
    into the New game dialog with a NUL and a tab is kept without them, never refused mid-game."""
    storage = Storage.at(Paths.under(tmp_path / "home"))
    win = shown_window(qtbot, storage)

    def paste_and_start() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        QApplication.clipboard().setText("Mette\x00\tJensen")
        dialog.name.setFocus()
        dialog.name.selectAll()
        QTest.keyClick(dialog.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        assert dialog.name.text() == "Mette\x00\tJensen"
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, paste_and_start)
    win.new_game()
    assert win.settings.player_name == "Mette Jensen"
    assert storage.writer.flush()  # written on the writer thread (read too early under load: flaky)
    loaded = load_settings(storage.paths.settings_file)
    assert not loaded.needs_message and loaded.settings.player_name == "Mette Jensen"
    win.controller.shutdown()
