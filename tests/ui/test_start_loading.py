"""The start with huge files (issue 23): the window is on screen at once and says it is reading; the
files arrive from their thread; nothing that touches them can be done meanwhile; a refused file is said
as before; memory stays bounded. Real processes (`start_probe`) on real crafted files."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.rules import preset
from canasta_desktop.persistence import house_rules
from canasta_desktop.persistence import storage as storage_module
from canasta_desktop.persistence.house_rules import HouseRuleSet, house_rules_file, save_house_rules
from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.window.main_window import MainWindow

from ..big_files import empty_objects, old_statistics, statistics_file
from ..persistence.helpers import new_session, play_turn
from .start_probe import run_probe

posix = pytest.mark.skipif(os.name != "posix", reason="peak memory from /proc or getrusage (POSIX)")


@pytest.mark.slow  # writes and reads 100 000 matches (17 s)
def test_the_window_shows_while_100000_old_matches_are_read(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    old_statistics(paths.statistics_file)
    run = run_probe(tmp_path, extra=("--try-new-game",))
    assert run.code == 0, run.text
    assert run.text[0] == "shown loading=True"  # the old start read everything before the window showed
    assert "blocked" in run.text  # New game waits for the files
    assert "ready match=True prompt=False problems=False" in run.text
    assert Storage.at(paths).statistics.summary().total.played == 100_000  # read, nothing lost


@posix
def test_a_60_mb_file_of_empty_objects_is_said_and_costs_no_gigabytes(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    empty_objects(paths.statistics_file)
    size = paths.statistics_file.stat().st_size
    run = run_probe(tmp_path)
    assert run.code == 0, run.text
    assert run.text[0] == "shown loading=True"
    assert "ready match=True prompt=False problems=True" in run.text  # said, as any damaged file
    assert [p.stat().st_size for p in paths.data.glob("statistics.json.bad-*")] == [size]  # kept aside
    assert run.peak_mb < 800, run.peak_mb  # parsed, it took 1.7 GB; refused unparsed, about 160 MB


def test_the_menus_wait_for_the_files_then_the_saved_match_is_offered(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    storage = Storage.at()
    storage.paths.data.mkdir(parents=True)
    statistics_file(storage.paths.statistics_file, 10)
    session = new_session(_rules(), 5, "let")
    play_turn(session)
    storage.saves.save(session)
    win = MainWindow(UiSettings(speed="instant"), storage=Storage.at())
    qtbot.addWidget(win)
    win.show()
    menus = win.menus
    win.starting.read_then_begin(GameSetup(), None, False, lambda: None)
    assert win.starting.loading is not None  # the answer comes through the event loop, not before
    assert not menus.new_action.isEnabled() and not menus.statistics_action.isEnabled()
    assert win.controller.match is None and "Reading" in win.status.text()
    qtbot.waitUntil(lambda: win.resume_prompt is not None, timeout=20000)
    assert menus.new_action.isEnabled() and menus.statistics_action.isEnabled()
    assert win.resume_prompt is not None and win.resume_prompt.session.match_id == session.match_id
    assert "Reading" not in win.status.text()  # the files are in: the status no longer says it reads
    assert win.storage is not None and win.storage.statistics.summary().total.played == 10
    win.controller.shutdown()


def _rules():  # type: ignore[no-untyped-def]
    from canasta_desktop.engine.rules import PRESETS

    return PRESETS["classic-2p"]


_WINDOW_GONE_WHILE_READING = """
import gc, os, sys
import shiboken6
from PySide6.QtWidgets import QApplication
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.workers.operation import running_threads

app = QApplication([])
window = MainWindow(UiSettings(speed="instant"), storage=Storage.at())
window.show()
window.starting.read_then_begin(GameSetup(), None, False, lambda: None)
window.closing_anyway = True
window.close()
shiboken6.delete(window)  # as a quit signal before the event loop ran left it: gone, never waited for
del window
gc.collect()
print("reading", running_threads(), flush=True)
os._exit(0)
"""


@pytest.mark.slow  # reads a large statistics file (3 s)
def test_the_reading_thread_outlives_its_window(tmp_path: Path) -> None:
    """A quit signal between the start of the reading and the event loop closed the window, and the
    window's end destroyed the running thread: "QThread: Destroyed while thread 'canasta-start-reading'
    is still running", exit -6 (found by the random signals test). The thread is held apart from it."""
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    old_statistics(paths.statistics_file)  # seconds of reading
    environment = {**os.environ, HOME_VARIABLE: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", _WINDOW_GONE_WHILE_READING],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "Destroyed while thread" not in run.stderr
    assert "reading 1" in run.stdout  # still reading: `app.main` then leaves without tearing it down


def test_the_house_rules_are_read_on_the_reading_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The house rules were read on the interface thread when New game first opened: a home on a disk
    that does not answer froze the window there. The start reads them with the other files now."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    paths.config.mkdir(parents=True, exist_ok=True)
    save_house_rules(
        house_rules_file(paths), [HouseRuleSet.of("Vores", preset("classic-2p").changed(jokers=6))]
    )
    readers: list[str] = []
    reading = house_rules.load_house_rules

    def load(path: Path, move_aside: bool = True) -> house_rules.HouseRulesLoad:
        readers.append(threading.current_thread().name)
        return reading(path, move_aside)

    monkeypatch.setattr(house_rules, "load_house_rules", load)
    monkeypatch.setattr(storage_module, "load_house_rules", load, raising=False)  # the old code lacks it
    win = MainWindow(UiSettings(speed="instant"), storage=Storage.at())
    qtbot.addWidget(win)
    win.show()
    win.starting.read_then_begin(GameSetup(), None, False, lambda: None)
    qtbot.waitUntil(lambda: win.starting.loading is None, timeout=20000)
    assert win.house_rules_book().names() == ["Vores"]  # what New game lists
    assert len(readers) == 1 and readers[0] != threading.main_thread().name, readers
    win.controller.shutdown()
