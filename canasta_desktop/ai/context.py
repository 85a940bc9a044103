"""The facts every decision starts from, computed once per decision from a `PlayerView`.

Hot paths work on counts: the hand as naturals by rank plus its wild cards
(cheapest first), the side's melds as (size, wild cards) pairs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from ..engine.actions import Group
from ..engine.cards import Card, Rank
from ..engine.determinize import state_from_view
from ..engine.melds import CANASTA_SIZE, CardTables, card_tables, count_wilds, split_cards, wild_room
from ..engine.rules import RuleSet
from ..engine.state import RoundState
from ..engine.view import PlayerView
from .knowledge import Knowledge, build_knowledge


@dataclass(frozen=True, slots=True)
class MeldInfo:
    size: int
    wilds: int

    @property
    def naturals(self) -> int:
        return self.size - self.wilds

    @property
    def is_canasta(self) -> bool:
        return self.size >= CANASTA_SIZE


class Context:
    """One decision's view of the table, with derived counts (no hidden information)."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self.rules: RuleSet = view.rules
        self.tables: CardTables = card_tables(view.rules)
        self.seat = view.actor
        self.side = self.rules.side_of(self.seat)
        self.naturals, self.wilds = split_cards(view.hand, self.tables)
        self.melds: Mapping[Rank, Group] = view.melds[self.side]
        self.meld_info: dict[Rank, MeldInfo] = {
            rank: MeldInfo(len(cards), count_wilds(cards, self.tables)) for rank, cards in self.melds.items()
        }
        self.opened = bool(self.melds)
        self.canastas = sum(1 for info in self.meld_info.values() if info.is_canasta)
        self.needed = self.rules.canastas_to_go_out
        self.players = self.rules.players
        self.next_seat = (self.seat + 1) % self.players

    # ------------------------------------------------------------------ simple facts
    @cached_property
    def knowledge(self) -> Knowledge:
        return build_knowledge(self.view)

    def count(self, rank: Rank) -> int:
        return len(self.naturals.get(rank, ()))

    @property
    def hand_size(self) -> int:
        return len(self.view.hand)

    @property
    def minimum(self) -> int:
        return self.view.minimums[self.side]

    def room_for_wilds(self, rank: Rank) -> int:
        """How many more wild cards the side's meld of ``rank`` may take."""
        info = self.meld_info.get(rank)
        if info is None:
            return 0
        return wild_room(self.rules, rank, info.naturals, info.wilds, info.is_canasta)

    def points(self, cards: list[Card] | tuple[Card, ...]) -> int:
        return self.tables.total(cards)

    @cached_property
    def hand_points(self) -> int:
        return self.tables.total(self.view.hand)

    def side_of(self, seat: int) -> int:
        return self.rules.side_of(seat)

    @cached_property
    def opponents(self) -> list[int]:
        return [s for s in range(self.players) if self.side_of(s) != self.side]  # all other sides

    @cached_property
    def partners(self) -> list[int]:
        return [s for s in self.rules.seats_of(self.side) if s != self.seat]

    def side_canastas(self, side: int) -> int:
        return self.view.canastas(side)

    @cached_property
    def table(self) -> RoundState:
        """The round as this seat may know it (hidden cards arbitrary), to ask the engine."""
        return state_from_view(self.view)

    @cached_property
    def threat(self) -> float:
        """0..1: how close the most dangerous opponent side is to going out."""
        worst = 0.0
        view = self.view
        for side in range(self.rules.sides):
            if side == self.side:
                continue
            canastas = self.side_canastas(side)
            melds = view.melds[side]
            near = sum(1 for cards in melds.values() if 5 <= len(cards) < CANASTA_SIZE)
            progress = min(1.0, (canastas + 0.5 * near) / self.needed) if melds else 0.0
            cards = min(view.hand_counts[s] for s in self.rules.seats_of(side))
            shortness = 1.0 if cards <= 3 else 0.7 if cards <= 6 else 0.4 if cards <= 9 else 0.2
            stock = 1.0 if view.stock_count <= 6 else 0.0
            level = max(progress * shortness, stock * 0.8)
            if canastas >= self.needed:
                level = max(level, 0.6 if cards > 6 else 0.9)
            worst = max(worst, level)
        return worst
