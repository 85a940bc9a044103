"""Where the cards of a move come from and go to on the table (the eye follows them): the stock, the
pile, or the hand of whoever played."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ...engine.events import AddedToMeld, CardsDrawn, Discarded, Event, Melded, PileTaken
from .layout_model import Layout
from .targets import Zone


def origins(events: Sequence[Event], lay: Layout, human: int) -> dict[Hashable, tuple[float, float]]:
    """Where each newly shown sprite starts: the stock, the pile, or the hand of whoever laid it."""
    origins: dict[Hashable, tuple[float, float]] = {}
    for event in events:
        seat_centre = lay.seat_centres.get(event.seat, lay.stock_centre)
        if isinstance(event, CardsDrawn):
            for card in event.cards:
                origins[card] = lay.stock_centre
            if event.seat != human:
                for i in range(60):
                    origins.setdefault((Zone.BACK, event.seat, i), lay.stock_centre)
        elif isinstance(event, PileTaken):
            for card in event.cards:
                origins[card] = lay.pile_centre
            for i in range(120):
                origins[(Zone.BACK, event.seat, i)] = lay.pile_centre
        elif isinstance(event, (Melded, AddedToMeld)):
            for card in event.cards:
                origins.setdefault(card, seat_centre)
        elif isinstance(event, Discarded):
            origins.setdefault(event.card, seat_centre)
    return origins


def destinations(events: Sequence[Event], lay: Layout, human: int) -> dict[Hashable, tuple[float, float]]:
    """Sprites that leave the table fly to the hand that took them (a computer taking the pile)."""
    result: dict[Hashable, tuple[float, float]] = {}
    for event in events:
        if isinstance(event, PileTaken) and event.seat != human:
            for card in event.cards:
                result[card] = lay.seat_centres.get(event.seat, lay.pile_centre)
    return result
