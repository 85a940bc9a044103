"""What a seat knows about the other hands, from the public events alone (docs/rules.md §4).

Every card taken with the pile was face up, so it is known to sit in the
taker's hand until that player melds or discards it. Discards and declined
piles hint at what a player does *not* hold. Everything else is "unseen":
the stock and the unknown part of the other hands, which the knowledge
treats as one shuffled heap. Nothing here looks at hidden cards: it is built
from a `PlayerView` only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from math import comb

from ..engine.cards import RANK_COUNT, Card, Rank
from ..engine.events import (
    AddedToMeld,
    CardsDrawn,
    Discarded,
    Melded,
    PileTaken,
    PileTurnedOver,
    RedThreeLaid,
    TurnStarted,
    UndoneMove,
)
from ..engine.melds import card_tables
from ..engine.rules import PileBeforeOpening
from ..engine.view import PlayerView


@dataclass(slots=True)
class SeatMemory:
    """What is known about one other seat's hand."""

    known: list[Card] = field(default_factory=list)  # cards seen going into the hand (pile takes)
    discarded: set[Rank] = field(default_factory=set)  # ranks it discarded since its last pile take
    declined: set[Rank] = field(default_factory=set)  # top ranks it drew over, since its last pile take


@dataclass(slots=True)
class Knowledge:
    """The public memory of a round, seen from ``seat``."""

    seat: int
    seats: list[SeatMemory]
    held: list[list[int]]  # per seat, per rank: the known cards of its hand
    unseen: list[int]  # per rank: cards neither visible to the seat nor known in another hand
    unseen_total: int

    def unknown_in_hand(self, seat: int, hand_count: int) -> int:
        """How many cards of ``seat``'s hand are not known."""
        return max(0, hand_count - len(self.seats[seat].known))

    def p_at_least(self, rank: Rank, seat: int, hand_count: int, wanted: int) -> float:
        """The chance that ``seat`` holds at least ``wanted`` naturals of ``rank``."""
        have = self.held[seat][rank]
        if have >= wanted:
            return 1.0
        unknown = self.unknown_in_hand(seat, hand_count)
        return _p_at_least(self.unseen_total, self.unseen[rank], unknown, wanted - have)


@lru_cache(maxsize=8192)
def _p_at_least(population: int, successes: int, draws: int, wanted: int) -> float:
    """Hypergeometric P(X >= wanted)."""
    if wanted <= 0:
        return 1.0
    draws = min(draws, population)
    if successes < wanted or draws < wanted or population <= 0:
        return 0.0
    total = comb(population, draws)
    below = sum(comb(successes, k) * comb(population - successes, draws - k) for k in range(wanted))
    return max(0.0, 1.0 - below / total)


def deck_counts(view: PlayerView) -> list[int]:
    """How many cards of each rank the rule set's deck holds (red and black 3s together)."""
    rules = view.rules
    counts = [4 * rules.decks] * RANK_COUNT
    counts[Rank.JOKER] = rules.jokers
    counts[1] = 0  # no rank has the value 1
    return counts


def initial_pile(view: PlayerView) -> list[Card]:
    """The pile as turned up at the deal, reconstructed from the public events."""
    discards = 0
    for event in view.events:
        if isinstance(event, Discarded):
            discards += 1
        elif isinstance(event, PileTaken):
            return list(event.cards[: len(event.cards) - discards])
        elif isinstance(event, PileTurnedOver):
            return []  # unknown, and no longer relevant
    return list(view.pile[: len(view.pile) - discards])


def build_knowledge(view: PlayerView) -> Knowledge:
    """Fold the round's public events into what ``view.seat`` knows about the others."""
    rules = view.rules
    n = rules.players
    seats = [SeatMemory() for _ in range(n)]
    pile = initial_pile(view)
    opened = [False] * rules.sides
    turns = 0
    drawing: int | None = None  # the seat whose turn just started and has not drawn yet
    for event in view.events:
        if isinstance(event, TurnStarted):
            drawing = event.seat
            turns += 1
        elif isinstance(event, CardsDrawn):
            if drawing == event.seat and pile and _pair_could_take(view, pile[-1], opened, event.seat, turns):
                seats[event.seat].declined.add(pile[-1].rank)
            drawing = None
        elif isinstance(event, PileTaken):
            memory = seats[event.seat]
            memory.known.extend(event.cards)
            memory.discarded.clear()
            memory.declined.clear()
            pile = []
            opened[rules.side_of(event.seat)] = True
            drawing = None
        elif isinstance(event, (Melded, AddedToMeld)):
            _forget(seats[event.seat], event.cards)
            opened[rules.side_of(event.seat)] = True
        elif isinstance(event, Discarded):
            memory = seats[event.seat]
            _forget(memory, (event.card,))
            memory.discarded.add(event.card.rank)
            pile.append(event.card)
        elif isinstance(event, RedThreeLaid):
            _forget(seats[event.seat], (event.card,))
        elif isinstance(event, UndoneMove):
            seats[event.seat].known.extend(event.cards)
        elif isinstance(event, PileTurnedOver):
            pile = []
    seats[view.seat] = SeatMemory()  # its own hand is simply known
    unseen = deck_counts(view)
    _subtract(unseen, view.hand)
    _subtract(unseen, view.pile)
    for side_melds in view.melds:
        for cards in side_melds.values():
            _subtract(unseen, cards)
    for cards in view.red_threes:
        _subtract(unseen, cards)
    for memory in seats:
        _subtract(unseen, memory.known)
    unseen = [max(0, count) for count in unseen]
    return Knowledge(view.seat, seats, [_counts(memory.known) for memory in seats], unseen, sum(unseen))


#: Off: every draw over a top card counts as "declined" (the old, measured-against behaviour).
DECLINED_ONLY_WHEN_TAKEABLE = True


def _pair_could_take(view: PlayerView, top: Card, opened: list[bool], seat: int, turns: int) -> bool:
    """Whether a natural pair of the top card's rank would have let ``seat`` take the pile.

    Only then does drawing over it suggest the player lacks the pair: not in the first
    go-around, not with a wild card or a 3 on top, not before opening where the rules forbid
    it or where the pair and the top card fall short of the minimum.
    """
    rules = view.rules
    if not DECLINED_ONLY_WHEN_TAKEABLE:
        return top.rank >= Rank.FOUR
    if top.rank in (Rank.JOKER, Rank.THREE) or card_tables(rules).wild[top.rank]:  # a natural 2 can
        return False
    if rules.first_go_around_no_meld and turns <= rules.players:
        return False
    side = rules.side_of(seat)
    if opened[side]:
        return True
    if rules.pile_before_opening is PileBeforeOpening.NEVER:
        return False
    return 3 * card_tables(rules).value(top) >= view.minimums[side]


def _forget(memory: SeatMemory, cards: tuple[Card, ...]) -> None:
    known = memory.known
    for card in cards:
        if card in known:
            known.remove(card)


def _counts(cards: list[Card]) -> list[int]:
    counts = [0] * RANK_COUNT
    for card in cards:
        counts[card.rank] += 1
    return counts


def _subtract(counts: list[int], cards: tuple[Card, ...] | list[Card]) -> None:
    for card in cards:
        counts[card.rank] -= 1
