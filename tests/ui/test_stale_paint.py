"""No stale paint: after every kind of layout change the table shows exactly what a fresh window of the
same size shows for the same position (a new game of another size, undoing staged cards, the card
size, a resize, the language). Both what the view paints afresh and what the window last put on the
screen (the offscreen platform's backing store) are compared."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.cards import Card
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.table.targets import Source, Target, Zone
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import give, pause_computer, refresh, shown_window, start

SIZE = (1280, 820)
# Svær, not Ekspert, plays the computer seats: Ekspert searches within a time budget, so on a busy
# machine the two windows' computers could play different moves from the same seed.


@pytest.fixture
def fresh(qtbot) -> Iterator[Callable[[], MainWindow]]:  # type: ignore[no-untyped-def]
    made: list[MainWindow] = []

    def make() -> MainWindow:
        win = shown_window(qtbot)
        win.resize(*SIZE)
        made.append(win)
        return win

    yield make
    for win in made:
        win.controller.shutdown()


def _settle(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: abs(win.scene.sceneRect().width() - win.view.viewport().width()) < 1)
    qtbot.waitUntil(lambda: not win.animator.busy())
    # The computer's last cards glow for a moment after its move: the two windows' glows end at
    # different times on a busy machine, and the glow is not what this test is about.
    win.scene.end_flash()
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(20)


def _on_screen(win: MainWindow) -> QImage:
    """What the window last painted of the table (the backing store), not a new rendering."""
    viewport = win.view.viewport()
    shown = win.screen().grabWindow(win.winId()).toImage()
    corner = viewport.mapTo(win, QPoint(0, 0))
    return shown.copy(QRect(corner, viewport.size())).convertToFormat(QImage.Format.Format_RGB32)


def _painted(win: MainWindow) -> QImage:
    return win.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _differing(a: QImage, b: QImage) -> int:
    assert a.size() == b.size(), (a.size(), b.size())
    count = 0
    for y in range(a.height()):
        row_a, row_b = a.constScanLine(y), b.constScanLine(y)
        if row_a != row_b:
            ints_a = memoryview(row_a).cast("I")
            ints_b = memoryview(row_b).cast("I")
            count += sum(1 for x in range(a.width()) if ints_a[x] != ints_b[x])
    return count


def _same_picture(qtbot, changed: MainWindow, new: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _settle(qtbot, changed)
    _settle(qtbot, new)
    assert changed.view.viewport().size() == new.view.viewport().size()
    truth = _painted(new)
    if os.environ.get("STALE_PAINT_DIR"):  # to look at: what was painted, and the fresh window's
        where = Path(os.environ["STALE_PAINT_DIR"])
        name = os.environ.get("PYTEST_CURRENT_TEST", "x").split("::")[-1].split(" ")[0]
        _painted(changed).save(str(where / f"{name}_changed.png"))
        _on_screen(changed).save(str(where / f"{name}_shown.png"))
        truth.save(str(where / f"{name}_fresh.png"))
    assert _differing(_painted(changed), truth) == 0
    assert _differing(_on_screen(changed), truth) == 0


def test_a_new_game_of_another_size_leaves_nothing_of_the_old_table(qtbot, window, fresh) -> None:  # type: ignore[no-untyped-def]
    window.resize(*SIZE)
    start(qtbot, window, seed=3, level="svaer")
    pause_computer(window)
    _settle(qtbot, window)
    window.controller.pace_ms = 0
    start(qtbot, window, preset="classic-4p", seed=5, level="svaer")
    pause_computer(window)
    new = fresh()
    start(qtbot, new, preset="classic-4p", seed=5, level="svaer")
    pause_computer(new)
    _same_picture(qtbot, window, new)


def _staged_then_undone(qtbot, win: MainWindow, stage: bool) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, win, preset="family-4p", seed=4)
    pause_computer(win)
    state = win.controller.state
    assert state is not None
    give(state, 0, ["KH", "KS", "KD", "QH", "QS", "QC"])
    state.turns_started += state.rules.players  # past the first go-around, where nothing may be laid
    refresh(win)
    win.controller.turn.draw()
    _settle(qtbot, win)
    if stage:
        turn = win.controller.turn
        for group in (("KH", "KS", "KD"), ("QH", "QS", "QC")):
            turn.drop(Source(Zone.HAND, tuple(Card.from_str(t) for t in group)), Target(Zone.STAGING))
            _settle(qtbot, win)
        assert win.controller.staged
        turn.undo()
        turn.undo()
        assert not win.controller.staged


def test_undoing_staged_cards_leaves_nothing_under_the_piles(qtbot, window, fresh) -> None:  # type: ignore[no-untyped-def]
    _staged_then_undone(qtbot, window, stage=True)
    new = fresh()
    _staged_then_undone(qtbot, new, stage=False)
    _same_picture(qtbot, window, new)


def test_a_card_size_change_and_back_leaves_nothing(qtbot, window, fresh) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    pause_computer(window)
    _settle(qtbot, window)
    window.apply_settings(Settings(animation_speed="instant", card_size="xlarge"))
    _settle(qtbot, window)
    window.apply_settings(Settings(animation_speed="instant", card_size="large"))
    new = fresh()
    new.apply_settings(Settings(animation_speed="instant", card_size="large"))
    start(qtbot, new, seed=8)
    pause_computer(new)
    try:
        _same_picture(qtbot, window, new)
    finally:
        window.apply_settings(Settings(animation_speed="instant"))


def test_a_resize_leaves_nothing(qtbot, window, fresh) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="salling-6p", seed=5)
    pause_computer(window)
    window.resize(1600, 1000)
    _settle(qtbot, window)
    window.resize(*SIZE)
    new = fresh()
    start(qtbot, new, preset="salling-6p", seed=5)
    pause_computer(new)
    _same_picture(qtbot, window, new)


def test_a_language_change_leaves_nothing(qtbot, window, fresh) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    start(qtbot, window, preset="classic-4p", seed=5, level="svaer")
    pause_computer(window)
    _settle(qtbot, window)
    try:
        window.set_language("da")
        _settle(qtbot, window)
        window.set_language("sv")
        new = fresh()
        start(qtbot, new, preset="classic-4p", seed=5, level="svaer")
        pause_computer(new)
        _same_picture(qtbot, window, new)
    finally:
        i18n.remove_language(app)  # type: ignore[arg-type]
