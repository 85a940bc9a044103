"""Crowded tables stay readable (issue 31, points 1 and 2): in every preset, at every card size, at
1280×800 and 1920×1080, with the move history open or closed, no two melds overlap, every card's rank
corner and every label shows (the table scrolls where it cannot all fit), and the whole hand is in view
above the status lines. Eight melds a side with canastas, wild cards and red 3s."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import pause_computer, start
from .crowded import CARD_SIZES, PRESETS, WINDOWS, crowd, measure

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


def _settle(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: abs(win.scene.sceneRect().width() - win.view.viewport().width()) < 1)
    qtbot.wait(1)


def _problems_over_sizes(qtbot, win: MainWindow, shots: str) -> list[str]:  # type: ignore[no-untyped-def]
    """The crowded table measured at both window sizes, every card size, the history open or closed."""
    problems: list[str] = []
    try:
        for history in (False, True):
            win.history.setVisible(history)
            for size in WINDOWS:
                win.resize(*size)
                for card_size in CARD_SIZES:
                    win.apply_settings(Settings(animation_speed="instant", card_size=card_size))
                    _settle(qtbot, win)
                    found = measure(win)
                    where = f"{size[0]}×{size[1]} {card_size} history {'open' if history else 'closed'}"
                    problems += [f"{where}: {p}" for p in found.problems()]
                    if card_size == "xlarge" and not history:
                        win.grab().save(str(SHOTS / f"{shots}-{size[0]}-xlarge.png"))
    finally:
        win.apply_settings(Settings(animation_speed="instant"))
        win.history.setVisible(False)
    return problems


@pytest.mark.slow  # fills whole tables (11-29 s)
@pytest.mark.parametrize("players", sorted(PRESETS))
def test_a_crowded_table_shows_every_meld_corner_label_and_the_whole_hand(  # type: ignore[no-untyped-def]
    qtbot, window, players: int
) -> None:
    window.resize(1000, 700)  # the crowd comes in a new layout, not one kept from earlier in the turn
    start(qtbot, window, seed=3, preset=PRESETS[players])
    pause_computer(window)
    crowd(window)
    problems = _problems_over_sizes(qtbot, window, f"crowded-{players}p")
    assert not problems, "\n".join(problems[:30])


@pytest.mark.slow  # fills a whole six-player table (24 s)
def test_a_crowded_six_player_table_in_danish_cuts_no_label(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The issue's "blan…" and "140 bl…": Danish canasta kinds under narrow columns."""
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.text import i18n

    i18n.install_language(QApplication.instance(), "da")  # type: ignore[arg-type]
    try:
        window.resize(1000, 700)
        start(qtbot, window, seed=3, preset=PRESETS[6])
        pause_computer(window)
        crowd(window)
        problems = _problems_over_sizes(qtbot, window, "crowded-6p-da")
    finally:
        i18n.remove_language(QApplication.instance())  # type: ignore[arg-type]
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("size", WINDOWS)
def test_red_threes_leave_the_no_melds_label_uncovered(qtbot, window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Six players, red 3s on every side and no melds: "No melds yet" lies beside the red 3s (they
    covered it)."""
    window.resize(*size)
    start(qtbot, window, seed=3, preset=PRESETS[6])
    pause_computer(window)
    state = window.controller.state
    for side in range(state.rules.sides):
        state.melds[side].clear()
        state.red_threes[side].clear()
    crowd(window, melds_per_side=0, red_threes=3)
    _settle(qtbot, window)
    labels = [label for label in window.scene.labels if label.isVisible() and label.text() == "No melds yet"]
    assert len(labels) == state.rules.sides
    threes = [i for i in window.scene.cards.values() if i.isVisible() and i.card and i.card.is_red_three]
    assert len(threes) == 3 * state.rules.sides
    for label in labels:
        for three in threes:
            both = label.sceneBoundingRect().intersected(three.mapRectToScene(three.card_rect()))
            assert both.isEmpty(), (label.text(), three.card, both)
