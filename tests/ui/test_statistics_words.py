"""Issue 31, point 10: the statistics window in the language of today, and room for the list. An entry
written while the game spoke English keeps "You" and the two-player computer's level name ("Hard") as
the sides' names; in Danish they read "Du" and "Svær" (a name the person typed stays as typed). At the
default size the list of finished matches shows five rows or more, not one and a half."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.away_match import PEOPLE_ONLY
from canasta_desktop.persistence.statistics import StatisticsStore
from canasta_desktop.ui.dialogs.statistics_window import StatisticsWindow
from canasta_desktop.ui.text import i18n, messages
from canasta_desktop.ui.text.stored_names import LEVEL_SOURCES, side_name_today

from .test_statistics_window import entry

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


@pytest.fixture
def each_language(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.remove_language(qapp)


def _store(tmp_path: Path) -> StatisticsStore:
    store = StatisticsStore(tmp_path / "statistics.json")
    levels = ["let", "mellem", "svaer", "ekspert", "mellem", "svaer", "let", "mellem"]
    for number, level in enumerate(levels, start=1):
        store.record(entry(number, number % 3 != 0, level, "classic-2p"))
    return store


def test_older_entries_name_the_sides_in_todays_language(
    qtbot: QtBot, qapp: QApplication, each_language: None, tmp_path: Path
) -> None:
    store = StatisticsStore(tmp_path / "statistics.json")
    store.record(
        entry(1, True, "svaer", "classic-2p").model_copy(update={"side_names": ["You", "Hard"]})
    )  # in English
    store.record(
        entry(2, False, "let", "classic-2p").model_copy(update={"side_names": ["Du", "Let"]})
    )  # in Danish
    store.record(
        entry(3, True, "mellem", "classic-2p").model_copy(update={"side_names": ["Farmor", "Medel"]})
    )  # Swedish
    i18n.install_language(qapp, "da")
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    scores = [window.history.item(row, 3).text() for row in range(3)]
    assert scores == ["Farmor 5.200 – Mellem 3.100", "Du 2.900 – Let 5.050", "Du 5.200 – Svær 3.100"]
    i18n.install_language(qapp, "sv")
    window.refresh()
    assert window.history.item(2, 3).text() == "Du 5\u00a0200 – Svår 3\u00a0100"


def test_a_typed_name_is_never_taken_for_a_level(qapp: QApplication, each_language: None) -> None:
    i18n.install_language(qapp, "da")
    assert side_name_today("Hard", "let") == "Hard"  # the level was Let: "Hard" is a person's name here
    assert side_name_today("Bent", "svaer") == "Bent"


def test_the_level_sources_are_the_messages_own(qapp: QApplication, each_language: None) -> None:
    i18n.install_language(qapp, "en")
    for level, (source, _comment) in LEVEL_SOURCES.items():
        assert messages.level_name(level) == source


def test_the_list_of_matches_shows_five_rows_at_the_default_size(
    qtbot: QtBot, qapp: QApplication, each_language: None, tmp_path: Path
) -> None:
    i18n.install_language(qapp, "da")
    window = StatisticsWindow(_store(tmp_path))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.grab().save(str(SHOTS / "statistics-da.png"))
    history = window.history
    shown = history.viewport().height() // history.rowHeight(0)
    assert shown >= 5, (shown, history.viewport().height(), history.rowHeight(0))
    assert window.by_level.viewport().height() // window.by_level.rowHeight(0) >= 4


def test_a_match_at_another_computer_says_so_in_the_list(
    qtbot: QtBot, qapp: QApplication, each_language: None, tmp_path: Path
) -> None:
    store = StatisticsStore(tmp_path / "statistics.json")
    store.record(entry(1, True, "svaer", "classic-2p").model_copy(update={"joined_at": [0, 0]}))
    store.record(entry(2, True, PEOPLE_ONLY, "classic-2p").model_copy(update={"joined_at": [0, 0]}))
    store.record(entry(3, True, "svaer", "classic-2p"))  # one of this computer's own
    i18n.install_language(qapp, "da")
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    levels = [window.history.item(row, 1).text() for row in range(3)]
    assert levels == ["Svær", "Ingen computer, ved en anden computer", "Svær, ved en anden computer"]
    i18n.install_language(qapp, "sv")
    window.refresh()
    assert window.history.item(2, 1).text() == "Svår, vid en annan dator"
