"""The pile's frozen and blocked marks cover neither the note above the piles nor lie over the table's
edge, for every table size and number of players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from canasta_desktop.ui.table.pile_mark import PileMark
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import pause_computer, refresh, start

GAMES = {2: {}, 3: {"preset": "classic-3p"}, 4: {"preset": "classic-4p"}, 6: {"preset": "salling-6p"}}


def _freeze_and_block(win: MainWindow, black_three: bool) -> None:
    state = win.controller.state
    assert state is not None
    if black_three:
        three = next(c for c in state.stock if c.is_black_three)
        state.stock.remove(three)
        state.pile.append(three)
    state.pile_frozen = True
    refresh(win)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("black_three", [False, True])
def test_the_pile_marks_cover_no_label_and_stay_on_the_table(  # type: ignore[no-untyped-def]
    qtbot, window, players: int, size: tuple[int, int], black_three: bool
) -> None:
    window.resize(*size)
    start(qtbot, window, seed=3, **GAMES[players])
    pause_computer(window)
    _freeze_and_block(window, black_three)
    scene = window.scene
    assert scene.marks.isVisible()
    assert scene.marks.kind is (PileMark.BLOCKED if black_three else PileMark.FROZEN)
    mark = scene.marks.sceneBoundingRect()
    assert QRectF(scene.sceneRect()).contains(mark), (mark, scene.sceneRect())
    for label in scene.labels:
        if label.isVisible():
            assert not label.sceneBoundingRect().intersects(mark), (label.text(), mark)
    pile = window.controller.state.pile
    top = scene.cards[pile[-1]]
    corner = top.mapRectToScene(top.card_rect())
    index = QRectF(corner.left(), corner.top(), corner.width() * 0.25, corner.height() * 0.3)
    assert not index.intersects(mark)  # the top card's index shows
