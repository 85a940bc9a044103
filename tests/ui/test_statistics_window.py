"""The statistics window: figures per level and game, the history, the chart; Reset asks first."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.statistics import FinishedMatch, StatisticsStore
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.dialogs.statistics_window import StatisticsWindow
from canasta_desktop.ui.window.main_window import MainWindow

START = datetime(2026, 11, 1, 19, tzinfo=UTC)


def entry(number: int, won: bool, level: str, preset: str) -> FinishedMatch:
    own, other = (5200, 3100) if won else (2900, 5050)
    return FinishedMatch(
        match_id=f"{number:032x}",
        finished_at=START + timedelta(days=number),
        preset=preset,
        level=level,
        players=2 if preset.endswith("2p") else 4,
        target=5000,
        rounds=3,
        human_side=0,
        side_names=["You", "Them"],
        totals=[own, other],
        won=won,
        round_scores=[2000, 1500, own - 3500],
    )


@pytest.fixture
def store(tmp_path: Path) -> StatisticsStore:
    store = StatisticsStore(tmp_path / "statistics.json")
    results = [
        (True, "let", "classic-2p"),
        (True, "mellem", "classic-2p"),
        (False, "svaer", "classic-4p"),
        (True, "svaer", "classic-2p"),
        (True, "mellem", "family-4p"),
    ]
    for number, (won, level, preset) in enumerate(results, start=1):
        store.record(entry(number, won, level, preset))
    return store


def test_the_window_shows_the_figures_history_and_chart(qtbot: QtBot, store: StatisticsStore) -> None:
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    window.show()
    text = window.overview.text()
    assert "Matches played" in text and "<b>5</b>" in text and "80 %" in text
    assert "Longest win streak" in text and "<b>2</b>" in text
    assert window.by_level.rowCount() == 3 and window.by_game.rowCount() == 3
    assert window.history.rowCount() == 5
    assert window.history.item(0, 4).text() == "Won"  # the newest first
    assert window.history.item(2, 4).text() == "Lost"
    assert "You 5" in window.history.item(0, 3).text()
    assert len(window.chart.results) == 5 and window.chart.results[2] == (2900 - 5050, False)
    image = window.chart.grab().toImage()
    assert not image.isNull()
    colours = {
        image.pixelColor(x, y).name() for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
    }
    assert "#2f9e55" in colours and "#c0392b" in colours  # green bars up, a red one down


def test_reset_asks_and_only_then_empties(
    qtbot: QtBot, store: StatisticsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: answers.pop(0))
    assert not window.ask_reset()
    assert store.summary().total.played == 5
    assert window.ask_reset()
    assert store.summary().total.played == 0 and window.history.rowCount() == 0
    assert not window.reset_button.isEnabled()
    assert StatisticsStore(store.backup).summary().total.played == 5  # the old file kept as backup
    window.chart.grab()  # the empty chart paints its message


def test_the_game_menu_opens_it(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    opened: list[StatisticsWindow] = []
    monkeypatch.setattr(StatisticsWindow, "exec", lambda self: opened.append(self) or 0)
    window = MainWindow(UiSettings(speed="instant"), storage=Storage.at())
    qtbot.addWidget(window)
    assert (
        window.menus.statistics_action.isEnabled() and window.menus.statistics_action.text() == "S&tatistics…"
    )
    window.menus.statistics_action.trigger()
    assert len(opened) == 1 and opened[0].store is window.storage.statistics  # type: ignore[union-attr]
    window.controller.shutdown()
    plain = MainWindow(UiSettings(speed="instant"))
    qtbot.addWidget(plain)
    assert (
        not plain.menus.statistics_action.isEnabled()
    )  # nothing is stored without storage (tests, smoke test)
    plain.controller.shutdown()


def test_the_window_survives_any_entry(qtbot: QtBot, store: StatisticsStore) -> None:
    """Entries no file can hold any more (they are validated on load), made here without validation:
    a third side in a two-player match, names missing, junk in the scores. The window still opens."""
    good = entry(9, True, "let", "classic-2p")
    broken = [
        FinishedMatch.model_construct(**{**dict(good), "match_id": f"{90:032x}", "human_side": 2}),
        FinishedMatch.model_construct(**{**dict(good), "match_id": f"{91:032x}", "side_names": []}),
        FinishedMatch.model_construct(**{**dict(good), "match_id": f"{92:032x}", "round_scores": ["x"]}),
        FinishedMatch.model_construct(**{**dict(good), "match_id": f"{93:032x}", "finished_at": None}),
    ]
    data = store.data
    store._data = data.model_copy(update={"matches": [*data.matches, *broken]})
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    window.show()
    window.chart.grab()
    assert window.history.rowCount() == 5  # the five good matches; the broken ones are left out
    assert "<b>5</b>" in window.overview.text()


def test_folded_matches_are_counted_and_said_so(qtbot: QtBot, store: StatisticsStore) -> None:
    from canasta_desktop.persistence.statistics import compact

    store._data = compact(store.data, keep=2)
    window = StatisticsWindow(store)
    qtbot.addWidget(window)
    window.show()
    assert window.history.rowCount() == 2 and "<b>5</b>" in window.overview.text()
    assert window.folded_note.isVisible() and window.folded_note.text().startswith("3 older match")


def test_a_read_only_copy_cannot_reset(qtbot: QtBot, store: StatisticsStore) -> None:
    read_only = StatisticsStore(store.path, read_only=True)
    window = StatisticsWindow(read_only)
    qtbot.addWidget(window)
    assert read_only.summary().total.played == 5 and not window.reset_button.isEnabled()


def test_the_list_and_chart_follow_the_order_of_play_not_the_clock(qtbot: QtBot, tmp_path: Path) -> None:
    """The clock was set back a year after the first two matches: the last played is still listed
    first (with the date it was recorded with) and drawn last."""
    path = tmp_path / "statistics.json"
    clock = [START, START + timedelta(days=1), START - timedelta(days=365), START - timedelta(days=364)]
    for number, (won, at) in enumerate(zip([False, True, True, False], clock, strict=True), start=1):
        StatisticsStore(path).record(
            entry(number, won, "mellem", "classic-2p").model_copy(update={"finished_at": at})
        )
    window = StatisticsWindow(StatisticsStore(path))
    qtbot.addWidget(window)
    window.show()
    results = [window.history.item(row, 4).text() for row in range(4)]
    assert results == ["Lost", "Won", "Won", "Lost"]  # the newest first; by the dates: Won Lost Lost Won
    assert [m.finished_at for m in window.summary.history] == clock  # the dates as recorded
    assert [won for _, won in window.chart.results] == [False, True, True, False]
    assert "Current win streak" in window.overview.text()
    assert window.summary.current_streak == 0 and window.summary.best_streak == 2
