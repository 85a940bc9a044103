"""The card-size setting: a larger size never makes a card smaller (where the window has no room for
everything to grow, the hand still grows, whole in view: the table scrolls), and the cards grow with the
window up to the setting's bound."""

from __future__ import annotations

import pytest

from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.table.layout_model import CARD_W
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import pause_computer, start
from .test_table_layout import GAMES, _give_melds

SIZES = ("normal", "large", "xlarge")


def _widths(win: MainWindow) -> dict[Zone, float]:
    """The narrowest card of each kind of place on the table, in pixels."""
    widths: dict[Zone, float] = {}
    for item in win.scene.cards.values():
        if item.isVisible():
            width = item.scale() * CARD_W
            widths[item.zone] = min(widths.get(item.zone, width), width)
    return widths


def _at(qtbot, win: MainWindow, size: str) -> dict[Zone, float]:  # type: ignore[no-untyped-def]
    win.apply_settings(Settings(animation_speed="instant", card_size=size))
    qtbot.waitUntil(lambda: abs(win.scene.sceneRect().width() - win.view.viewport().width()) < 1)
    return _widths(win)


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("window_size", [(1280, 800), (1366, 768)])
def test_a_larger_card_size_never_makes_a_card_smaller(  # type: ignore[no-untyped-def]
    qtbot, window, players: int, window_size: tuple[int, int]
) -> None:
    window.resize(*window_size)
    start(qtbot, window, seed=3, **GAMES[players])
    pause_computer(window)
    _give_melds(window, window.controller.rules.sides)
    try:
        before = _at(qtbot, window, "normal")
        assert {Zone.HAND, Zone.MELD, Zone.PILE} <= set(before)
        for size in SIZES[1:]:
            after = _at(qtbot, window, size)
            for zone, width in before.items():
                assert after[zone] >= width - 0.5, (size, zone, width, after[zone])
            assert after[Zone.HAND] > before[Zone.HAND] * 1.1, size  # the hand grows, whatever the room
            before = after
        view = window.view
        for card in window.controller.hand():  # the whole hand is in view (issue 31: not half a card)
            item = window.scene.cards[card]
            rect = view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
            assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(rect), (card, rect)
    finally:
        window.apply_settings(Settings(animation_speed="instant"))


WINDOWS = [(1024, 700), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080), (2560, 1440), (3400, 2000)]


@pytest.mark.parametrize("size", SIZES)
def test_the_cards_grow_with_the_window_up_to_the_card_size_setting(qtbot, window, size: str) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3, **GAMES[4])
    pause_computer(window)
    try:
        window.apply_settings(Settings(animation_speed="instant", card_size=size))
        seen = []
        for window_size in WINDOWS:
            window.resize(*window_size)
            qtbot.waitUntil(
                lambda: abs(window.scene.sceneRect().width() - window.view.viewport().width()) < 1
            )
            lay = window.scene.layout_
            seen.append((lay.sizes.meld_w, _widths(window)[Zone.HAND]))
        for (meld_a, hand_a), (meld_b, hand_b) in zip(seen, seen[1:]):
            assert meld_b >= meld_a and hand_b >= hand_a, seen
        by_window = dict(zip(WINDOWS, seen))
        assert by_window[(1920, 1080)][1] > by_window[(1280, 800)][1] * 1.1, seen  # a big window fills
        from canasta_desktop.ui.table.layout_plan import max_meld_w

        zoom = {"normal": 1.0, "large": 1.25, "xlarge": 1.5}[size]
        assert seen[-1][0] == pytest.approx(max_meld_w(zoom), abs=1)  # up to the setting's bound, no more
    finally:
        window.apply_settings(Settings(animation_speed="instant"))
