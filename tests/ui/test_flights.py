"""Cards a computer lays fly round the stock and the pile, never over them (4 and 6 players, where the
partner's melds cross the middle of the table)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF

from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.events import Melded
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import pause_computer, start

GAMES = {4: {"preset": "classic-4p"}, 6: {"preset": "salling-6p"}}


def _path(animation: QPropertyAnimation) -> list[QPointF]:
    """The points the card passes through after its start: its key values and its end."""
    points = [value for _step, value in animation.keyValues()]
    return [p for p in points if isinstance(p, QPointF)]


def _crosses(a: QPointF, b: QPointF, rect: QRectF) -> bool:
    steps = 200
    return any(rect.contains(a + (b - a) * (i / steps)) for i in range(steps + 1))


def _meld_for(win: MainWindow, seat: int) -> list[object]:
    """``seat`` lays three of a rank from its hand (put there from the stock): the event the table gets."""
    state = win.controller.state
    assert state is not None
    for rank in (Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE):
        cards = [c for c in state.stock if c.rank == rank][:3]
        if len(cards) == 3 and rank not in state.melds[state.side_of(seat)]:
            break
    for card in cards:
        state.stock.remove(card)
    state.melds[state.side_of(seat)][rank] = list(cards)
    return [Melded(seat, rank, tuple(cards))]


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1920, 1080)])
def test_a_computers_meld_flies_round_the_stock_and_the_pile(  # type: ignore[no-untyped-def]
    qtbot, window, players: int, size: tuple[int, int]
) -> None:
    window.resize(*size)
    start(qtbot, window, seed=3, **GAMES[players])
    pause_computer(window)
    window.animator.set_speed("slow")
    try:
        lay = window.scene.layout_
        piles = [z.rect for z in lay.zones if z.kind in (Zone.STOCK, Zone.PILE)]
        flights = 0
        for seat in range(1, players):
            events = _meld_for(window, seat)
            window.controller.table_changed.emit(events)
            cards = events[0].cards  # type: ignore[attr-defined]
            for card in cards:
                item = window.scene.cards[card]
                group = window.animator._running.get(item)
                assert group is not None, card
                moves = [
                    group.animationAt(i)
                    for i in range(group.animationCount())
                    if group.animationAt(i).propertyName() == b"pos"
                ]
                path = [moves[0].startValue(), *_path(moves[0])]
                for rect in piles:  # the card's centre passes no nearer than 4 px to either pile
                    wide = rect.adjusted(-4, -4, 4, 4)
                    for a, b in zip(path, path[1:]):
                        assert not _crosses(a, b, wide), (seat, card, path, rect)
                flights += 1
            window.animator.set_speed("instant")
            window.controller.table_changed.emit([])
            window.animator.set_speed("slow")
        assert flights
    finally:
        window.animator.set_speed("instant")


def test_a_flight_that_misses_the_piles_flies_straight_and_one_from_the_pile_too() -> None:
    from canasta_desktop.ui.table.animation import flight_path

    pile = QRectF(100, 100, 80, 100)
    assert flight_path(QPointF(0, 0), QPointF(300, 0), [pile], 20) == [QPointF(0, 0), QPointF(300, 0)]
    assert len(flight_path(QPointF(140, 150), QPointF(400, 150), [pile], 20)) == 2  # from the pile
    around = flight_path(QPointF(0, 150), QPointF(300, 150), [pile], 20)
    assert len(around) > 2
