"""Every card readable: labels at a legible pixel size, stacked melds showing whole indices, the hand
using its width, cards drawn at the device pixel ratio, each side's melds beside its players."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from canasta_desktop.engine.cards import Rank
from canasta_desktop.ui.art.cardart import STACK_STRIP
from canasta_desktop.ui.table.items import CardItem
from canasta_desktop.ui.table.layout_model import CARD_H, CARD_W
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import card_item, pause_computer, refresh, start, visible_point

ROOT = Path(__file__).resolve().parents[2]
SIZES = [(900, 600), (1600, 1000)]
GAMES = {2: {}, 4: {"preset": "classic-4p"}, 6: {"preset": "salling-6p"}}
READABLE_PX = 11


def _resize(qtbot, win: MainWindow, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    win.resize(*size)
    qtbot.waitUntil(lambda: abs(win.scene.sceneRect().width() - win.view.viewport().width()) < 1)


def _give_melds(win: MainWindow, sides: int) -> None:
    """Lay a few melds of 2 to 6 cards (and a canasta) on every side, taken from the stock."""
    state = win.controller.state
    assert state is not None
    stock = state.stock
    ranks = [Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.FIVE]
    for side in range(sides):
        for i, rank in enumerate(ranks[: 3 + side]):
            want = 7 if i == 0 and side == 0 else 3 + (i % 4)
            cards = [c for c in stock if c.rank == rank][:want]
            for c in cards:
                stock.remove(c)
            if cards:
                state.melds[side][rank] = cards
    refresh(win)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_labels_are_readable_fit_their_room_and_the_hand_is_inside(qtbot, window, players: int) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3, **GAMES[players])
    pause_computer(window)
    _give_melds(window, window.controller.rules.sides)
    for size in SIZES:
        _resize(qtbot, window, size)
        view, scene = window.view, window.scene
        scale = view.transform().m11()
        shown = [label for label in scene.labels if label.isVisible()]
        assert shown
        for label in shown:
            font = label.font()
            assert font.pixelSize() * scale >= READABLE_PX, label.text()
            if label.room() > 0:
                assert QFontMetricsF(font).horizontalAdvance(label.text()) <= label.room() + 0.5, label.text()
        viewport = QRectF(view.viewport().rect())
        for card in window.controller.hand():
            rect = view.mapFromScene(card_item(window, card).sceneBoundingRect()).boundingRect()
            assert viewport.contains(QRectF(rect)), (card, rect, viewport)
        if size == (1600, 1000):  # room enough: nothing is cut short
            assert not [label.text() for label in shown if "…" in label.text()]


@pytest.mark.parametrize("language", ["da", "sv"])
def test_six_players_on_a_laptop_screen_cut_no_label_and_small_windows_keep_the_numbers(  # type: ignore[no-untyped-def]
    qtbot, window, language: str
) -> None:
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.text import i18n

    i18n.install_language(QApplication.instance(), language)  # type: ignore[arg-type]
    try:
        start(qtbot, window, seed=3, **GAMES[6])
        pause_computer(window)
        _resize(qtbot, window, (1366, 768))
        shown = [label.text() for label in window.scene.labels if label.isVisible()]
        assert not [text for text in shown if "…" in text]
        _resize(qtbot, window, (900, 600))
        shown = [label.text() for label in window.scene.labels if label.isVisible()]
        state = window.controller.state
        needed = window.controller.table_model().meter[1]  # type: ignore[index]
        assert f"0 / {needed}" in " ".join(shown)  # the first-meld meter: whole numbers, never "0 /…"
        assert any(str(len(state.pile)) in text and "…" not in text for text in shown)  # the pile's count
        assert any(text.endswith(str(len(state.stock))) for text in shown)  # the stock's count
    finally:
        i18n.remove_language(QApplication.instance())  # type: ignore[arg-type]


@pytest.mark.parametrize("language", ["da", "sv"])
def test_six_players_late_in_a_round_at_900x600_cut_neither_the_new_meld_title_nor_the_pile_note(  # type: ignore[no-untyped-def]
    qtbot, window, language: str
) -> None:
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.process.screenshots import play_until
    from canasta_desktop.ui.text import i18n

    i18n.install_language(QApplication.instance(), language)  # type: ignore[arg-type]
    try:
        _resize(qtbot, window, (900, 600))
        start(qtbot, window, seed=5, **GAMES[6])
        play_until(window, lambda s: sum(1 for side in range(3) if s.melds[side]) >= 2)  # as docs' screenshot
        state = window.controller.state
        three = next(c for c in state.stock if c.is_black_three)  # a frozen pile with a black 3 on top
        state.stock.remove(three)
        state.pile.append(three)
        state.pile_frozen = True
        refresh(window)
        shown = [label.text() for label in window.scene.labels if label.isVisible()]
        title = {"da": "Nye meldinger", "sv": "Nya mälningar"}[language]
        assert title in shown or title.split(" ") == [t for t in shown if t in title.split(" ")], "|".join(
            shown
        )
        assert not [text for text in shown if "…" in text], (
            shown
        )  # was "Nye mel…", "Frossen · Spærret af en …"
    finally:
        i18n.remove_language(QApplication.instance())  # type: ignore[arg-type]


def test_six_players_when_no_card_size_fits_900x600_keep_a_new_meld_area_to_drop_on_and_read(  # type: ignore[no-untyped-def]
    qtbot, window
) -> None:
    from canasta_desktop.ui.process.screenshots import play_until

    start(qtbot, window, seed=5, **GAMES[6])
    _resize(qtbot, window, (900, 600))
    play_until(window, lambda s: sum(1 for side in range(3) if s.melds[side]) >= 2)  # the forced plan
    lay = window.scene.layout_
    assert lay is not None
    staging = next(zone.rect for zone in lay.zones if zone.kind == Zone.STAGING)
    assert staging.width() >= lay.sizes.column_w  # it was 24 px: no title, no first-meld meter
    shown = [label.text() for label in window.scene.labels if label.isVisible()]
    assert "New melds" in shown or {"New", "melds"} <= set(shown), shown
    needed = window.controller.table_model().meter[1]  # type: ignore[index]
    assert any(text.endswith(f"0 / {needed}") for text in shown), "|".join(shown)


def _column_cards(win: MainWindow, side: int, rank: Rank) -> list[CardItem]:
    items = [i for i in win.scene.cards.values() if i.zone == Zone.MELD and i.side == side and i.rank == rank]
    return sorted(items, key=lambda i: i.zValue())


@pytest.mark.parametrize("size", SIZES)
def test_stacked_meld_cards_show_their_whole_index_and_melds_their_count_and_points(  # type: ignore[no-untyped-def]
    qtbot, window, size: tuple[int, int]
) -> None:
    start(qtbot, window, seed=3)
    pause_computer(window)
    _give_melds(window, 2)
    _resize(qtbot, window, size)
    state = window.controller.state
    assert state is not None
    texts = [label.text() for label in window.scene.labels if label.isVisible()]
    for side in range(2):
        for rank, cards in state.melds[side].items():
            points = sum(state.tables.value(c) for c in cards)
            assert f"{len(cards)} · {points}" in texts
            column = _column_cards(window, side, rank)
            if len(cards) >= 7:
                continue
            assert all(item.stacked() for item in column)
            height = column[0].sceneBoundingRect().height() * CARD_H / (CARD_H + 8)
            for upper, lower in zip(column, column[1:]):
                strip = lower.pos().y() - upper.pos().y()
                assert strip >= STACK_STRIP * height - 0.5  # the index (rank and suit) of `upper` shows
                assert strip * window.view.transform().m11() >= 12
    lay = window.scene.layout_
    assert lay is not None
    assert any(t in texts for t in ("natural", "mixed"))
    hand_top = min(card_item(window, c).sceneBoundingRect().top() for c in window.controller.hand())
    for spec in lay.zones:
        if spec.kind == Zone.MELD:  # long melds shrink the cards; they never run into the hand
            assert spec.rect.bottom() + 2 * 12 <= hand_top, (spec.rank, spec.rect, hand_top)


def test_the_hand_uses_its_width_and_selected_cards_rise_a_fifth(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3)
    pause_computer(window)
    state = window.controller.state
    assert state is not None
    state.stock.extend(state.hands[0][6:])
    del state.hands[0][6:]
    refresh(window)
    _resize(qtbot, window, (1600, 1000))
    hand = window.controller.hand()
    assert len(hand) == 6
    xs = sorted(card_item(window, c).pos().x() for c in hand)
    width = card_item(window, hand[0]).sceneBoundingRect().width() * CARD_W / (CARD_W + 8)
    steps = [b - a for a, b in zip(xs, xs[1:])]
    assert min(steps) >= width  # a few cards on a wide table: side by side, not overlapped
    before = card_item(window, hand[0]).pos().y()
    window.controller.turn.set_selection([hand[0]])
    qtbot.waitUntil(lambda: card_item(window, hand[0]).pos().y() < before - 1)
    rise = before - card_item(window, hand[0]).pos().y()
    assert rise == pytest.approx(width * CARD_H / CARD_W / 5, rel=0.1)


def test_a_big_hand_overlaps_only_as_needed_and_every_card_stays_clickable(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3)
    pause_computer(window)
    state = window.controller.state
    assert state is not None
    state.hands[0].extend(state.stock[:20])
    del state.stock[:20]
    refresh(window)
    _resize(qtbot, window, (900, 600))
    for card in window.controller.hand():
        visible_point(window, card_item(window, card))  # raises when a card cannot be clicked


def _render_at_ratio(win: MainWindow, ratio: float) -> None:
    rect = win.scene.sceneRect()
    image = QImage(round(rect.width() * ratio), round(rect.height() * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    win.scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()


def test_cards_are_drawn_at_the_device_pixel_ratio(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3)
    pause_computer(window)
    item = card_item(window, window.controller.hand()[0])
    logical = item.scale() * CARD_W
    for ratio in (1.0, 1.5, 2.0):
        _render_at_ratio(window, ratio)
        assert item.pixel_size[0] == pytest.approx(logical * ratio, abs=1)


_SCALED_RUN = """
import os, sys
from PySide6.QtWidgets import QApplication
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.process.screenshots import new_window, settle
app = QApplication(sys.argv[:1])
win = new_window(app, (1000, 700), GameSetup(seed=3))
settle(app, 10)
card = win.controller.hand()[0]
item = win.scene.cards[card]
image = win.view.viewport().grab().toImage()
print(image.width(), win.view.viewport().width(), item.pixel_size[0], round(item.scale() * 80))
win.controller.shutdown()
"""


def test_at_200_percent_the_cards_have_twice_the_pixels(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        QT_SCALE_FACTOR="2",
        QT_QPA_PLATFORM="offscreen",
        PYTHONPATH=str(ROOT),
        CANASTA_DESKTOP_HOME=str(tmp_path),
    )
    out = subprocess.run(
        [sys.executable, "-c", _SCALED_RUN],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
        check=True,
    ).stdout.split()
    grabbed, logical, card_pixels, card_logical = (int(v) for v in out[-4:])
    assert grabbed == 2 * logical
    assert card_pixels == 2 * card_logical


def _distance(point: tuple[float, float], rect: QRectF) -> float:
    dx = max(rect.left() - point[0], 0.0, point[0] - rect.right())
    dy = max(rect.top() - point[1], 0.0, point[1] - rect.bottom())
    return math.hypot(dx, dy)


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", SIZES)
def test_each_side_has_one_band_named_for_its_players_beside_them(
    qtbot, window, players: int, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    """One band per side, titled with its players' names; in 4-player every seat is nearer its side's
    band than any other, in 6-player the players who sit high and the partner are."""
    start(qtbot, window, seed=3, **GAMES[players])
    pause_computer(window)
    _resize(qtbot, window, size)
    lay = window.scene.layout_
    assert lay is not None
    rules = window.controller.rules
    bands = [(z.side, z.rect, z.title) for z in lay.zones if z.kind in (Zone.BAND, Zone.BAND_B)]
    assert sorted(side for side, _rect, _title in bands) == list(range(rules.sides))  # one each
    names = window.controller.side_names()
    assert {title for _side, _rect, title in bands} == set(names)
    human = window.controller.human
    near = range(players) if players == 4 else [(human + k) % players for k in (0, 2, 3, 4)]
    for seat in near:
        centre = lay.seat_centres[seat]
        own = min(_distance(centre, r) for s, r, _t in bands if s == rules.side_of(seat))
        other = min(_distance(centre, r) for s, r, _t in bands if s != rules.side_of(seat))
        assert own < other, (seat, own, other)
    for seat in range(players):
        assert window.controller.names[seat] in names[rules.side_of(seat)] or seat == human
