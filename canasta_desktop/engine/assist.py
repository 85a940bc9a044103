"""Helpers for the interface: turn a selection into melds, find the cards that take the pile.

These implement «Regler og spil»'s buttons (docs/rules.md §5): "Meld" splits the
selected cards by rank and puts wild cards where they are missing; "Tag bunken"
finds the hand cards that take the pile when the player selected none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action, AddToMeld, Group, Meld, TakePile
from .cards import Card, Rank
from .melds import CANASTA_SIZE, WILD_MELD, count_wilds, split_cards, wild_room
from .reasons import IllegalActionError, Reason
from .state import RoundState


@dataclass
class Arrangement:
    """Selected cards split into new melds and additions to the side's melds."""

    groups: list[list[Card]] = field(default_factory=list)
    additions: dict[Rank, list[Card]] = field(default_factory=dict)
    leftover: list[Card] = field(default_factory=list)  # wild cards with nowhere to go

    def actions(self) -> list[Action]:
        # Additions first: the new melds (black 3s among them) then make the move that may
        # go out, and the additions may complete the canastas going out needs.
        actions: list[Action] = [AddToMeld(rank, tuple(cards)) for rank, cards in self.additions.items()]
        if self.groups:
            actions.append(Meld(tuple(tuple(group) for group in self.groups)))
        return actions


def arrange(state: RoundState, seat: int, cards: Sequence[Card], new_melds: bool = False) -> Arrangement:
    """Split ``cards`` by rank; wild cards first complete short melds, then go
    where they bring a meld nearest to a canasta, within the meld limits.

    With ``new_melds`` (the new-meld area), three or more wild cards alone make a new meld of wild
    cards where the rules allow one and the side has none (docs/rules.md §2.4)."""
    tables, rules = state.tables, state.rules
    side_melds = state.melds[state.side_of(seat)]
    result = Arrangement()
    by_rank, wilds = split_cards(cards, tables)
    if new_melds and not by_rank and len(wilds) >= 3 and tables.wild_meld and WILD_MELD not in side_melds:
        result.groups = [wilds]
        return result
    new: dict[Rank, list[Card]] = {}
    for rank, naturals in sorted(by_rank.items()):
        if rank in side_melds:
            result.additions[rank] = list(naturals)
        else:
            new[rank] = list(naturals)

    def room(rank: Rank, target: list[Card]) -> int:
        existing = side_melds.get(rank, ())
        wilds = count_wilds(existing, tables) + count_wilds(target, tables)
        naturals = len(existing) + len(target) - wilds
        return wild_room(rules, rank, naturals, wilds, len(existing) >= CANASTA_SIZE)

    for rank, group in new.items():  # complete short melds first
        while len(group) < 3 and wilds and room(rank, group) > 0:
            group.append(wilds.pop(0))
    while wilds:
        targets = [(rank, g) for rank, g in new.items() if room(rank, g) > 0]
        targets += [(rank, g) for rank, g in result.additions.items() if room(rank, g) > 0]
        targets += [
            (rank, result.additions.setdefault(rank, []))
            for rank in side_melds
            if rank not in result.additions and room(rank, []) > 0
        ]
        if not targets:
            break
        rank, group = max(targets, key=lambda t: _closeness(len(side_melds.get(t[0], ())) + len(t[1])))
        group.append(wilds.pop(0))
    result.leftover = wilds
    result.groups = list(new.values())
    result.additions = {rank: g for rank, g in result.additions.items() if g}
    return result


def _closeness(size: int) -> int:
    """Prefer the meld a wild brings nearest to seven cards; past seven, the smallest."""
    return size if size < CANASTA_SIZE else -size


def find_take(state: RoundState, selected: Sequence[Card] = ()) -> TakePile:
    """The way to take the pile: with exactly the selected cards, or the best way found.

    Raises `IllegalActionError` with the reason when the pile cannot be taken.
    The way that lays the fewest wild cards, then the fewest hand cards, is
    preferred: the top card onto the side's meld, then a natural pair, then a
    natural with a wild; a first meld made with the pile is completed with
    natural melds rather than wild cards wherever the hand allows it.
    """
    top = state.pile_top
    if selected:
        if top is None:
            raise IllegalActionError(Reason.PILE_EMPTY)
        wild = state.tables.wild
        base = tuple(c for c in selected if c.rank == top.rank or wild[c.rank])
        others = [c for c in selected if c not in base]
        extra = arrange(state, state.to_move, others).groups
        action = TakePile(base, tuple(tuple(g) for g in extra))
        state.check(action)
        return action
    options = _take_candidates(state)
    if not options:
        state.check(TakePile(_natural_pair(state, top)))
        raise IllegalActionError(Reason.PILE_CARDS_WRONG, rank=top.rank.char if top else "")
    return min(options, key=lambda a: _cost(state, a))


def propose_take(state: RoundState, selected: Sequence[Card]) -> TakePile:
    """The best way to take the pile that lays every one of ``selected`` (and more cards: the selection
    alone falls short of the first-meld minimum); raises the selection's own refusal when there is none."""
    try:
        return find_take(state, selected)
    except IllegalActionError as refusal:
        fitting = [t for t in map(lambda a: _with_cards(a, selected), _take_candidates(state)) if t]
        fitting = [t for t in fitting if state.is_legal(t)]
        if not fitting:
            raise refusal from None
        return min(fitting, key=lambda a: _cost(state, a))


def laid_cards(action: TakePile) -> tuple[Card, ...]:
    """The hand cards a take lays: with the top card, and in its further new melds."""
    return (*action.cards, *(card for group in action.extra for card in group))


def _cost(state: RoundState, action: TakePile) -> tuple[int, int]:
    laid = laid_cards(action)
    return sum(state.tables.wild[c.rank] for c in laid), len(laid)


def _take_candidates(state: RoundState) -> list[TakePile]:
    """The engine's ways to take the pile, and for a side that has not melded, the ways its hand finds
    without its wild cards (each confirmed legal on the real round): an opening of naturals where one is."""
    options = list(state.take_options())
    seat = state.to_move
    wild = state.tables.wild
    hand = state.hands[seat]
    if state.side_has_melded(state.side_of(seat)) or not any(wild[c.rank] for c in hand):
        return options
    naturals = state.copy()
    naturals.hands[seat] = [c for c in hand if not wild[c.rank]]
    options += [a for a in naturals.take_options() if a not in options and state.is_legal(a)]
    return options


def _with_cards(action: TakePile, selected: Sequence[Card]) -> TakePile | None:
    """``action`` laying the very cards of ``selected`` (a card of the same rank and suit swapped in for
    one it lays), or None when it does not lay them all."""
    swap: dict[Card, Card] = {}
    laid = list(laid_cards(action))
    for card in selected:
        if card in laid:
            continue
        same = (card.rank, card.suit)
        twin = next(
            (c for c in laid if (c.rank, c.suit) == same and c not in selected and c not in swap), None
        )
        if twin is None:
            return None
        swap[twin] = card
    if not swap:
        return action

    def put(cards: Sequence[Card]) -> Group:
        return tuple(swap.get(c, c) for c in cards)

    return TakePile(put(action.cards), tuple(put(group) for group in action.extra))


def _natural_pair(state: RoundState, top: Card | None) -> Group:
    if top is None:
        return ()
    return tuple(c for c in state.hands[state.to_move] if c.rank == top.rank)[:2]
