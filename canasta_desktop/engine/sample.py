"""Exact samples of the hidden cards: whole rounds that agree with everything one seat knows.

`Sampler(view)` works out once which cards the seat cannot see and which of
those are nevertheless known to sit in a given hand (taken with the pile,
taken back by an undo, or drawn from a stock that was the turned-over pile);
`sample(rng)` then deals the rest at random. Every sample

- puts the known cards where they are known (hands and a known stock order),
- never deals a red 3 into a hand (red 3s are laid at once, so unseen ones are in the stock),
- gives every hand and the stock their exact sizes,

so `player_view(sample, view.seat)` equals ``view`` and the legal moves are the
real ones. This is what a search needs; `determinize.state_from_view` is only
fit for legality checks. The deals are uniform among the consistent ones (no
weighting by what the other players' discards suggest).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import Card
from .determinize import state_with_cards, unseen_cards
from .events import (
    AddedToMeld,
    CardsDrawn,
    Discarded,
    Melded,
    PileTaken,
    PileTurnedOver,
    RedThreeLaid,
    UndoneMove,
    UpcardTurned,
)
from .round_parts import UndoPoint
from .state import RoundState
from .view import PlayerView


@dataclass(frozen=True, slots=True)
class HiddenFacts:
    """What the public events tell ``view.seat`` about the cards it cannot see."""

    known: tuple[tuple[Card, ...], ...]  # per seat: cards known to be in that hand (own seat: empty)
    known_stock: tuple[Card, ...] | None  # the stock, bottom first, when it is known (turned-over pile)


def hidden_facts(view: PlayerView) -> HiddenFacts:
    """Fold the public events: cards known in each hand, and the stock once it is the turned pile."""
    known: list[list[Card]] = [[] for _ in range(view.rules.players)]
    pile: list[Card] = []
    stock: list[Card] | None = None
    for event in view.events:
        if isinstance(event, UpcardTurned):
            pile = list(event.cards)
        elif isinstance(event, Discarded):
            _remove(known[event.seat], (event.card,))
            pile.append(event.card)
        elif isinstance(event, PileTaken):
            known[event.seat].extend(event.cards)
            pile = []
        elif isinstance(event, (Melded, AddedToMeld)):
            _remove(known[event.seat], event.cards)
        elif isinstance(event, RedThreeLaid):
            _remove(known[event.seat], (event.card,))
        elif isinstance(event, UndoneMove):
            known[event.seat].extend(event.cards)
        elif isinstance(event, PileTurnedOver):
            stock, pile = pile[::-1], []
        elif isinstance(event, CardsDrawn) and stock is not None:
            for _ in range(min(event.count, len(stock))):
                known[event.seat].append(stock.pop())
    known[view.seat] = []
    return HiddenFacts(tuple(tuple(cards) for cards in known), None if stock is None else tuple(stock))


def _remove(cards: list[Card], gone: tuple[Card, ...]) -> None:
    for card in gone:
        if card in cards:
            cards.remove(card)


class Sampler:
    """Deals the cards ``view.seat`` cannot see, consistently with the view; cheap to call repeatedly."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        facts = hidden_facts(view)
        self.known = facts.known
        self.known_stock = facts.known_stock
        unseen = unseen_cards(view)
        for cards in facts.known:
            unseen.subtract(cards)
        if facts.known_stock is not None:
            unseen.subtract(facts.known_stock)
        hidden = sorted(unseen.elements())  # sorted: the same seed gives the same sample everywhere
        self.red_threes = [card for card in hidden if card.is_red_three]  # only the stock can hold them
        self.free = [card for card in hidden if not card.is_red_three]
        self.slots = [
            0 if seat == view.seat else view.hand_counts[seat] - len(self.known[seat])
            for seat in range(view.rules.players)
        ]
        if min(self.slots) < 0 or sum(self.slots) > len(self.free):
            raise ValueError("the view's public history does not fit its hand sizes")

    def deal(self, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
        """Hands (the seat's own as seen) and the stock (top last) of one consistent sample."""
        view = self.view
        free = list(self.free)
        rng.shuffle(free)
        hands: list[list[Card]] = []
        for seat, slots in enumerate(self.slots):
            if seat == view.seat:
                hands.append(list(view.hand))
            else:
                hands.append(list(self.known[seat]) + free[len(free) - slots :])
                del free[len(free) - slots :]
        if self.known_stock is not None:
            stock = list(self.known_stock)
            stock[:0] = free + self.red_threes  # nothing is left over when the stock is known
        else:
            stock = free + self.red_threes
            rng.shuffle(stock)
        return hands, stock

    def sample(self, rng: random.Random) -> RoundState:
        """A whole `RoundState` the seat could be in."""
        hands, stock = self.deal(rng)
        return build_state(self.view, hands, stock, rng.getrandbits(32))


def build_state(view: PlayerView, hands: list[list[Card]], stock: list[Card], seed: int) -> RoundState:
    """A `RoundState` with the view's table and these hidden cards."""
    state = state_with_cards(view, hands, stock, seed)
    if view.can_undo:
        # Only "undo is possible" is visible here; a search never plays Undo, so one
        # placeholder step (the position as it is) keeps the view equal without rebuilding history.
        side = view.rules.side_of(view.to_move)
        state.turn.undo.append(
            UndoPoint(
                hand=list(hands[view.to_move]),
                melds={r: list(c) for r, c in state.melds[side].items()},
                player_melded=state.player_melded[view.to_move],
                melded=state.turn.melded,
                touched_old_melds=state.turn.touched_old_melds,
                new_ranks=set(state.turn.new_ranks),
                cards=(),
            )
        )
    return state
