"""The first start: a how-to-play box over the table until the player dismisses it once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs import first_run
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.text import messages
from canasta_desktop.ui.window.main_window import MainWindow


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CANASTA_DESKTOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def window(qtbot, home: Path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = MainWindow(UiSettings(speed="instant"))
    win.controller.pace_ms = 10**6
    win.resize(1280, 820)
    qtbot.addWidget(win)
    win.start(GameSetup(seed=3))
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def test_marker_lives_in_the_config_folder(home: Path) -> None:
    assert first_run.config_dir() == home / "config"
    assert not first_run.hint_dismissed()
    first_run.remember_dismissed()
    assert first_run.hint_dismissed() and (home / "config" / first_run.MARKER).is_file()


def test_hint_shows_on_the_table_and_says_how_to_play(window: MainWindow) -> None:
    hint = first_run.show_first_run_hint(window.view)
    assert hint is not None and hint.isVisible()
    assert hint.parent() is window.view
    text = hint.body.text()
    assert text.count("<li>") == 5  # the game, drawing, dragging, the buttons, help
    assert messages.level_name("mellem") in text and messages.preset_name("classic-2p") in text
    assert "%" not in text
    assert hint.title.text() and hint.ok_button.text()
    view = window.view.rect()
    assert view.contains(hint.geometry())


def test_got_it_dismisses_for_good(qtbot, window: MainWindow, home: Path) -> None:  # type: ignore[no-untyped-def]
    hint = first_run.show_first_run_hint(window.view)
    assert hint is not None
    with qtbot.waitSignal(hint.dismissed):
        qtbot.mouseClick(hint.ok_button, Qt.MouseButton.LeftButton)
    assert not hint.isVisible()
    assert (home / "config" / first_run.MARKER).is_file()
    assert first_run.show_first_run_hint(window.view) is None  # the next start opens without it


def test_close_button_also_dismisses(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    hint = first_run.show_first_run_hint(window.view)
    assert hint is not None
    qtbot.mouseClick(hint.close_button, Qt.MouseButton.LeftButton)
    assert first_run.hint_dismissed()


def test_hint_follows_the_window_size(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    hint = first_run.show_first_run_hint(window.view)
    assert hint is not None
    window.resize(900, 600)
    qtbot.waitUntil(lambda: window.view.width() < 800)
    assert window.view.rect().contains(hint.geometry())
    centre = hint.geometry().center().x()
    assert abs(centre - window.view.width() / 2) <= 2


def test_unwritable_home_only_means_the_hint_comes_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("CANASTA_DESKTOP_HOME", str(blocker))
    first_run.remember_dismissed()  # no exception
    assert not first_run.hint_dismissed()


def test_the_computer_waits_until_the_hint_is_dismissed(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(UiSettings(speed="instant"))
    qtbot.addWidget(win)
    win.controller.pace_ms = 0
    win.start(GameSetup(seed=5, level="random"))  # seed 5: the computer plays first
    win.show()
    win.offer_first_run_hint()
    state = win.controller.state
    assert state.actor != win.controller.human
    moves = len(state.log)
    qtbot.wait(300)
    assert len(state.log) == moves  # held while the box is open
    win.first_run_hint.ok_button.click()
    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    assert len(state.log) > moves
    win.controller.shutdown()


def test_a_read_only_copy_writes_no_marker(qtbot, home: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 23: a read-only second copy wrote the first-run marker; it writes nothing."""
    from canasta_desktop.persistence.storage import Storage

    window = MainWindow(UiSettings(speed="instant"), storage=Storage.at(read_only=True))
    qtbot.addWidget(window)
    window.show()
    window.begin(GameSetup(seed=1))
    window.offer_first_run_hint()
    hint = window.first_run_hint
    assert hint is not None
    qtbot.mouseClick(hint.ok_button, Qt.MouseButton.LeftButton)
    assert not (home / "config" / first_run.MARKER).exists() and not first_run.hint_dismissed()
    window.controller.shutdown()
