"""Generating legal moves up to equivalence, without listing every subset of a hand.

Cards of one rank are interchangeable for the rules, so each move is offered
once per distinct shape: a meld uses all the naturals of its rank, plus the
fewest wild cards that make it legal (cheapest wild first). Every candidate is
confirmed by the engine's own check, so the generator can never offer an
illegal move.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .actions import (
    Action, AddToMeld, AnswerPartner, AskPartner, Discard, DrawStock, EndRound, Group, Meld,
    TakePile,
)
from .cards import Card, Rank, Suit
from .melds import count_wilds, max_wilds_for, split_cards, wild_room
from .phase import Phase
from .reasons import IllegalActionError

if TYPE_CHECKING:
    from .state import RoundState


def legal_actions(state: RoundState) -> list[Action]:
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.ANSWER:
        return [AnswerPartner(True), AnswerPartner(False)]
    if state.phase is Phase.DRAW:
        actions: list[Action] = []
        if not state.stock_exhausted:
            actions.append(DrawStock())
        actions.extend(take_options(state))
        if state.stock_exhausted and not state.forced_to_take():
            actions.append(EndRound())
        return actions
    seat = state.to_move
    hand = split_hand(state, seat)
    candidates: list[Action] = []
    if state.rules.ask_partner and not state.turn.asked and not state.turn.melded:
        candidates.append(AskPartner())
    candidates.extend(meld_options(state, hand))
    candidates.extend(add_options(state, hand))
    legal = [action for action in candidates if _legal(state, action)]
    legal.extend(discard_options(state))
    return legal


def _legal(state: RoundState, action: Action) -> bool:
    try:
        state.check(action)
    except IllegalActionError:
        return False
    return True


HandSplit = tuple[dict[Rank, list[Card]], list[Card]]


def split_hand(state: RoundState, seat: int) -> HandSplit:
    """The seat's naturals by rank and its wild cards, cheapest wild first."""
    return split_cards(state.hands[seat], state.tables)


def discard_options(state: RoundState) -> list[Discard]:
    """The legal discards, one per distinct card face."""
    faces: dict[tuple[Rank, Suit | None], Card] = {}
    for card in state.hands[state.to_move]:
        faces.setdefault((card.rank, card.suit), card)
    options = [Discard(card) for card in faces.values()]
    hand = state.hands[state.to_move]
    if len(hand) > 1 and state.rules.discard_wilds:
        return options  # every card may go; the checks below would all pass
    return [action for action in options if _legal(state, action)]


def _group_for(state: RoundState, cards: list[Card], wilds: list[Card]) -> Group | None:
    """All these naturals plus the fewest wilds that make a new meld, or None."""
    rules = state.rules
    if len(cards) < rules.min_naturals:
        return None
    missing = max(0, 3 - len(cards))
    if missing > min(len(wilds), max_wilds_for(rules, len(cards))):
        return None
    return (*cards, *wilds[:missing])


def new_groups(state: RoundState, seat: int, hand: HandSplit) -> list[Group]:
    """One candidate new meld per rank the side has not melded (black 3s included)."""
    naturals, wilds = hand
    side_melds = state.melds[state.side_of(seat)]
    groups = []
    for rank, cards in naturals.items():
        if rank in side_melds:
            continue
        if rank == Rank.THREE:
            if len(cards) >= 3:
                groups.append(tuple(cards[:4]))
            continue
        group = _group_for(state, cards, wilds)
        if group is not None:
            groups.append(group)
    return groups


def meld_options(state: RoundState, hand: HandSplit) -> Iterator[Meld]:
    seat = state.to_move
    groups = new_groups(state, seat, hand)
    if not groups:
        return
    if state.side_has_melded(state.side_of(seat)):
        for group in groups:
            yield Meld((group,))
        return
    # An opening meld: the richest groups that do not share wild cards.
    yield from _opening_melds(state, groups, hand[1])


def _opening_melds(state: RoundState, groups: list[Group], wilds: list[Card]) -> Iterator[Meld]:
    tables = state.tables
    groups = sorted(groups, key=tables.total, reverse=True)
    chosen: list[list[Card]] = []
    used: set[Card] = set()
    for group in groups:
        if used.isdisjoint(group):
            chosen.append(list(group))
            used.update(group)
            yield Meld(tuple(tuple(g) for g in chosen))
    # Short of the minimum? Top the groups up with the spare wild cards, richest first.
    for wild in [card for card in reversed(wilds) if card not in used]:
        target = next((g for g in chosen if _room(state, g) > 0), None)
        if target is None:
            return
        target.append(wild)
        yield Meld(tuple(tuple(g) for g in chosen))


def _room(state: RoundState, group: list[Card]) -> int:
    wilds = count_wilds(group, state.tables)
    rank = next(card.rank for card in group if not state.tables.wild[card.rank])
    return wild_room(state.rules, rank, len(group) - wilds, wilds, canasta=False)


def add_options(state: RoundState, hand: HandSplit) -> Iterator[AddToMeld]:
    seat = state.to_move
    naturals, wilds = hand
    side_melds = state.melds[state.side_of(seat)]
    wild_kinds = {card.rank: card for card in wilds}
    for rank in side_melds:
        cards = naturals.get(rank)
        if cards:
            yield AddToMeld(rank, tuple(cards))
            if len(cards) > 1:
                yield AddToMeld(rank, (cards[0],))
        for wild_card in wild_kinds.values():
            yield AddToMeld(rank, (wild_card,))


def take_options(state: RoundState) -> Iterator[TakePile]:
    """The distinct ways the mover can take the pile now (each one legal)."""
    top = state.pile_top
    if top is None or state.first_go_around or top.rank == Rank.THREE or state.tables.wild[top.rank]:
        return
    seat = state.to_move
    side = state.side_of(seat)
    opened = state.side_has_melded(side)
    naturals, wilds = split_hand(state, seat)
    same = naturals.get(top.rank, [])
    if len(same) < 2:  # without a natural pair: never a frozen or unopened pile, and
        if state.pile_frozen or not opened:  # only onto the side's meld or with natural + wild
            return
        if top.rank not in state.melds[side] and not (same and wilds):
            return
    bases: list[Group] = [()]
    if len(same) >= 1:
        bases.append((same[0],))
    if len(same) >= 2:
        bases.append(tuple(same[:2]))
    if len(same) > 2:
        bases.append(tuple(same))
    if same and wilds:
        bases.append((same[0], wilds[0]))
    if len(same) >= 2 and wilds:  # a pair and wild cards: the points an opening may need
        pair = tuple(same[:2])
        for count in range(1, min(len(wilds), max_wilds_for(state.rules, 3)) + 1):
            bases.append(pair + tuple(wilds[:count]))  # the cheapest wild cards
            bases.append(pair + tuple(wilds[-count:]))  # the richest
    for base in dict.fromkeys(bases):  # each shape once, in order
        action = TakePile(base)
        if _legal(state, action):
            yield action
        elif not opened:
            extended = _with_opening_extras(state, seat, top, base)
            if extended is not None:
                yield extended


def _with_opening_extras(state: RoundState, seat: int, top: Card, base: Group) -> TakePile | None:
    """Add the hand's richest other melds until the take meets the initial minimum."""
    if len(base) < 2:
        return None
    naturals, wilds = split_hand(state, seat)
    spare = [card for card in wilds if card not in base]
    groups = []
    for rank, cards in naturals.items():
        if rank != top.rank and rank != Rank.THREE:
            group = _group_for(state, cards, spare)
            if group is not None:
                groups.append(group)
    groups.sort(key=state.tables.total, reverse=True)
    extra: list[Group] = []
    used: set[Card] = set(base)
    for group in groups:
        if used.isdisjoint(group):
            extra.append(group)
            used.update(group)
            action = TakePile(base, tuple(extra))
            if _legal(state, action):
                return action
    return None
