"""`PlayerView`: what one seat may know (docs/rules.md §4), copied out of the state.

The view holds only immutable copies: its own hand, the counts of the other
hands and of the stock, everything on the table, and the public history. It
keeps no reference to the `RoundState`, so hidden cards cannot be reached
through it. The pile's cards are included because every one of them was
shown face up when it was discarded (or turned up at the deal).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from .cards import Card, Rank
from .events import Event
from .melds import CANASTA_SIZE
from .rules import RuleSet

if TYPE_CHECKING:
    from .state import Phase, RoundState

Group = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    rules: RuleSet
    phase: Phase
    to_move: int
    actor: int
    dealer: int
    hand: Group
    hand_counts: tuple[int, ...]
    stock_count: int
    pile: Group  # bottom first; the top card is last
    pile_frozen: bool  # frozen for everyone (a wild in it, or a red-3 start)
    melds: tuple[Mapping[Rank, Group], ...]  # per side
    red_threes: tuple[Group, ...]  # per side
    scores_before: tuple[int, ...]
    minimums: tuple[int, ...]
    first_go_around: bool
    stock_exhausted: bool
    turn_asked: bool
    partner_answer: bool | None
    can_undo: bool
    events: tuple[Event, ...]  # the round's public events: cards drawn from the stock are hidden
    players_melded: tuple[bool, ...]  # per seat: melded (or took the pile) this round
    penalties: tuple[int, ...]  # per side
    pile_bonuses: tuple[int, ...]  # per side: for piles of `RuleSet.pile_bonus_size` cards taken
    turns_started: int
    turnovers: int  # times the pile was turned over as the new stock
    turn_player_had_melded: bool  # the mover had melded before this turn
    turn_melded: bool  # the mover melded or added this turn
    turn_new_ranks: frozenset[Rank]  # melds begun this turn
    turn_touched_old_melds: bool  # the mover added to melds older than this turn
    turn_canastas_before: int  # the mover's side's canastas when the turn began

    @property
    def side(self) -> int:
        return self.rules.side_of(self.seat)

    @property
    def pile_top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def side_has_melded(self, side: int) -> bool:
        return bool(self.melds[side])

    def canastas(self, side: int) -> int:
        return sum(1 for cards in self.melds[side].values() if len(cards) >= CANASTA_SIZE)


def player_view(state: RoundState, seat: int) -> PlayerView:
    """Everything ``seat`` may know about ``state`` and nothing more."""
    return PlayerView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        to_move=state.to_move,
        actor=state.actor,
        dealer=state.dealer,
        hand=tuple(state.hands[seat]),
        hand_counts=tuple(len(hand) for hand in state.hands),
        stock_count=len(state.stock),
        pile=tuple(state.pile),
        pile_frozen=state.pile_frozen,
        melds=tuple(
            MappingProxyType({rank: tuple(cards) for rank, cards in side.items()}) for side in state.melds
        ),
        red_threes=tuple(tuple(cards) for cards in state.red_threes),
        scores_before=state.scores_before,
        minimums=state.minimums,
        first_go_around=state.first_go_around,
        stock_exhausted=state.stock_exhausted,
        turn_asked=state.turn.asked,
        partner_answer=state.turn.answer,
        can_undo=state.can_undo and state.to_move == seat,
        events=tuple(state.public_events),
        players_melded=tuple(state.player_melded),
        penalties=tuple(state.penalties),
        pile_bonuses=tuple(state.pile_bonuses),
        turns_started=state.turns_started,
        turnovers=state.turnovers,
        turn_player_had_melded=state.turn.player_had_melded,
        turn_melded=state.turn.melded,
        turn_new_ranks=frozenset(state.turn.new_ranks),
        turn_touched_old_melds=state.turn.touched_old_melds,
        turn_canastas_before=state.turn.canastas_before,
    )
