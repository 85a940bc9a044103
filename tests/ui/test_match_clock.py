"""A match played to the clock (issue 25, `RuleSet.match_minutes`): the table counts the play time and
shows what is left; when it has run out, the round in progress is the last."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.rules import preset
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.text import i18n

from .conftest import pause_computer


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def test_the_table_counts_play_time_and_shows_the_time_left(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    club = preset("classic-2p").changed(name="Klubben", match_minutes=50)
    window.start(GameSetup(preset="Klubben", house_rules=club, target=club.target, seed=3, level="let"))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    pause_computer(window)
    clock = window.panel.clock
    clock.add(61_500)  # a minute and a half second of play, as the timer's ticks would add it
    match = window.controller.match
    assert match.seconds_played == 61 and clock.carry_ms == 500
    assert "Time left: 48:59" in window.panel.score_label.text()
    clock.add(3000 * 1000)
    assert match.seconds_left() == 0 and not match.is_over
    assert "the match ends after this round" in window.panel.score_label.text()


def test_without_a_clock_the_table_shows_no_time(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start(GameSetup(seed=3, level="let"))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    window.panel.clock.add(5000)
    window.panel.update_match()
    assert "Time left" not in window.panel.score_label.text()
    assert window.controller.match.seconds_played == 5
