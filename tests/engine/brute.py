"""Exhaustive enumeration of melds and pile takes, one per equivalence class, for the completeness tests.

Two moves are equivalent when they lay the same multiset of (rank, naturals,
wild cards by kind) per new meld (and, taking the pile, the same naturals
and wild cards by kind with the top card). This module lists one move per
class without asking the engine which shapes are sensible (one natural and
wild cards, black 3s with wild cards, any wild distribution); the tests then
ask the engine's `check` which of them are legal, and compare with what
`legal_actions()` offers.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import product
from math import comb, prod

from canasta_desktop.engine import Card, Meld, Rank, RoundState, TakePile
from canasta_desktop.engine.actions import Group
from canasta_desktop.engine.melds import WILD_MELD, split_cards

Kinds = dict[Rank, list[Card]]  # wild cards by kind (joker, 2, and 4 in Sallingske)


def wild_kinds(wilds: Sequence[Card]) -> Kinds:
    kinds: Kinds = {}
    for card in wilds:
        kinds.setdefault(card.rank, []).append(card)
    return kinds


def _splits(count: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to give ``parts`` groups some of ``count`` alike cards (the rest unused)."""
    if parts == 0:
        yield ()
        return
    for first in range(count + 1):
        for rest in _splits(count - first, parts - 1):
            yield (first, *rest)


def _wild_spreads(kinds: Kinds, parts: int) -> Iterator[list[list[Card]]]:
    """Every way to give ``parts`` groups wild cards, by kind."""
    per_kind = [list(_splits(len(cards), parts)) for cards in kinds.values()]
    for choice in product(*per_kind):
        groups: list[list[Card]] = [[] for _ in range(parts)]
        for cards, split in zip(kinds.values(), choice):
            start = 0
            for index, count in enumerate(split):
                groups[index].extend(cards[start : start + count])
                start += count
        yield groups


def _natural_options(rank: Rank, count: int) -> list[int]:
    return [0, *range(1, count + 1)]


def group_sets(
    naturals: dict[Rank, list[Card]],
    kinds: Kinds,
    ranks: Sequence[Rank],
) -> Iterator[list[Group]]:
    """Every non-empty set of new melds from these ranks, one per class."""
    options = [_natural_options(rank, len(naturals[rank])) for rank in ranks]
    for counts in product(*options):
        chosen = [(rank, count) for rank, count in zip(ranks, counts) if count]
        if not chosen:
            continue
        for spread in _wild_spreads(kinds, len(chosen)):
            yield [(*naturals[rank][:count], *wilds) for (rank, count), wilds in zip(chosen, spread)]


def size_of_melds(naturals: dict[Rank, list[Card]], kinds: Kinds, ranks: Sequence[Rank]) -> int:
    """How many sets `group_sets` lists (at most; to skip positions too big to enumerate)."""
    parts = len(ranks)
    naturals_ways = prod(len(naturals[r]) + 1 for r in ranks)
    return naturals_ways * prod(comb(len(c) + parts, parts) for c in kinds.values())


def meld_classes(state: RoundState, single: bool = False) -> Iterator[Meld]:
    """One Meld per class from the mover's hand (``single``: one group only)."""
    naturals, wilds = split_cards(state.hands[state.to_move], state.tables)
    side_melds = state.melds[state.side_of(state.to_move)]
    ranks = [rank for rank in naturals if rank not in side_melds]
    kinds = wild_kinds(wilds)
    if single:
        for rank in ranks:
            for groups in group_sets(naturals, kinds, [rank]):
                yield Meld(tuple(groups))
        if state.tables.wild_meld and WILD_MELD not in side_melds:  # wild cards only (issue 25)
            for (spread,) in _wild_spreads(kinds, 1):
                if spread:
                    yield Meld((tuple(spread),))
        return
    for groups in group_sets(naturals, kinds, ranks):
        yield Meld(tuple(groups))


def meld_class_count(state: RoundState) -> int:
    naturals, wilds = split_cards(state.hands[state.to_move], state.tables)
    side_melds = state.melds[state.side_of(state.to_move)]
    ranks = [rank for rank in naturals if rank not in side_melds]
    return size_of_melds(naturals, wild_kinds(wilds), ranks)


def take_classes(state: RoundState, extras: bool) -> Iterator[TakePile]:
    """One TakePile per class: naturals of the top's rank and wild cards by kind, with (``extras``)
    every set of other new melds from the rest of the hand."""
    top = state.pile[-1]
    naturals, wilds = split_cards(state.hands[state.to_move], state.tables)
    same = naturals.get(top.rank, [])
    kinds = wild_kinds(wilds)
    for count in range(len(same) + 1):
        for (spread,) in _wild_spreads(kinds, 1):
            base = (*same[:count], *spread)
            yield TakePile(base)
            if extras:
                yield from _with_extras(state, base, top.rank)


def _with_extras(state: RoundState, base: Group, rank: Rank) -> Iterator[TakePile]:
    rest = [card for card in state.hands[state.to_move] if card not in base]
    naturals, wilds = split_cards(rest, state.tables)
    ranks = [r for r in naturals if r != rank]
    for groups in group_sets(naturals, wild_kinds(wilds), ranks):
        yield TakePile(base, tuple(groups))


def take_class_count(state: RoundState) -> int:
    naturals, wilds = split_cards(state.hands[state.to_move], state.tables)
    ranks = list(naturals)
    kinds = wild_kinds(wilds)
    return size_of_melds(naturals, kinds, ranks) * prod(len(c) + 1 for c in kinds.values()) * 2
