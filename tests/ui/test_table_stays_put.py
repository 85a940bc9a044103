"""Nothing jumps under the mouse during a turn: after a meld and after new status lines the stock, the
pile, the hand's first card and the move buttons are where they were (a rescale waits for the turn's
end; the status lines have a fixed height)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from canasta_desktop.engine.cards import Card
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import give, pause_computer, refresh, start

GAMES = {2: {}, 4: {"preset": "classic-4p"}, 6: {"preset": "salling-6p"}}


def _places(win: MainWindow) -> dict[str, object]:
    """Where the things a player reaches for are, in window pixels."""
    scene, view = win.scene, win.view
    hand = win.controller.hand()
    first = scene.cards[hand[0]]
    stock = scene.zones[(Zone.STOCK, None, 0)]
    pile = scene.zones[(Zone.PILE, None, 0)]
    corner = view.viewport().mapTo(win, QPoint(0, 0))
    return {
        "stock": view.mapFromScene(stock.rect.center()) + corner,
        "pile": view.mapFromScene(pile.rect.center()) + corner,
        "first hand card": view.mapFromScene(first.pos()) + corner,
        "buttons": win.action_bar.geometry().topLeft() + corner,
        "view": view.viewport().size(),
    }


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_a_meld_and_new_status_lines_move_nothing_the_player_reaches_for(  # type: ignore[no-untyped-def]
    qtbot, window, players: int, size: tuple[int, int]
) -> None:
    window.resize(*size)
    start(qtbot, window, seed=3, **GAMES[players])
    pause_computer(window)
    state = window.controller.state
    assert state is not None
    aces = ["AH", "AS", "AD", "AC", "AH1"]
    give(state, window.controller.human, aces)
    refresh(window)
    window.controller.turn.draw()
    qtbot.wait(20)
    before = _places(window)
    turn = window.controller.turn
    turn.set_selection([Card.from_str(t) for t in aces])
    turn.meld()  # five aces: a long column, where the table used to shrink its cards
    qtbot.wait(20)
    assert state.melds[state.side_of(window.controller.human)], window.notice.text()
    assert _places(window) == before
    window.status_last.setText("Anna took the pile with two kings and laid a canasta of kings at once")
    window.controller.refuse("Select exactly one card to discard, then drop it on the discard pile.")
    qtbot.wait(20)
    assert window.notice.text()
    assert _places(window) == before
