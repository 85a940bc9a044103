"""Card values, wild cards and the shape rules of a meld under a `RuleSet`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .cards import RANK_COUNT, Card, Rank
from .reasons import IllegalActionError, Reason
from .rules import RuleSet, WildsVsNaturals

CANASTA_SIZE = 7
#: The side's meld of wild cards only (where `RuleSet.wild_canasta_bonus` allows one) is kept under the
#: joker's rank: a joker is always wild, so no meld of naturals has it.
WILD_MELD = Rank.JOKER


@dataclass(frozen=True, slots=True)
class CardTables:
    """Per-rank lookups for one rule set (index = `Rank` value)."""

    wild: tuple[bool, ...]
    points: tuple[int, ...]
    wild_meld: bool = False  # a meld of wild cards only is allowed (`RuleSet.wild_canasta_bonus`)

    def is_wild(self, card: Card) -> bool:
        return self.wild[card.rank]

    def value(self, card: Card) -> int:
        return self.points[card.rank]

    def total(self, cards: Iterable[Card]) -> int:
        points = self.points
        return sum(points[card.rank] for card in cards)


@lru_cache(maxsize=64)
def card_tables(rules: RuleSet) -> CardTables:
    wild = [False] * RANK_COUNT
    points = [0] * RANK_COUNT
    for rank, value in rules.card_points:
        points[rank] = value
    points[Rank.THREE] = rules.black_three_points  # a red 3 is never held or melded
    wild[Rank.JOKER] = True
    for rank in rules.wild_ranks:
        wild[rank] = True
    return CardTables(tuple(wild), tuple(points), rules.wild_canasta_bonus is not None)


def split_cards(cards: Iterable[Card], tables: CardTables) -> tuple[dict[Rank, list[Card]], list[Card]]:
    """Naturals by rank, and the wild cards cheapest first."""
    wild = tables.wild
    naturals: dict[Rank, list[Card]] = {}
    wilds: list[Card] = []
    for card in cards:
        if wild[card.rank]:
            wilds.append(card)
        else:
            naturals.setdefault(card.rank, []).append(card)
    if len(wilds) > 1:
        wilds.sort(key=tables.value)
    return naturals, wilds


def is_canasta(cards: Sequence[Card]) -> bool:
    return len(cards) >= CANASTA_SIZE


def group_rank(cards: Sequence[Card], tables: CardTables) -> Rank:
    """The rank a group of cards melds as; wild cards take the naturals' rank (wild cards alone:
    `WILD_MELD`, where the rules allow it)."""
    ranks = {card.rank for card in cards if not tables.wild[card.rank]}
    if not ranks and cards and tables.wild_meld:
        return WILD_MELD
    if not ranks:
        raise IllegalActionError(Reason.MELD_TOO_FEW_NATURALS, needed=2)
    if len(ranks) > 1:
        raise IllegalActionError(Reason.MELD_MIXED_RANKS)
    return ranks.pop()


def check_composition(rules: RuleSet, rank: Rank, naturals: int, wilds: int) -> None:
    """Raise unless a meld of ``rank`` with these counts obeys the meld limits."""
    if rank == Rank.THREE:
        if wilds:
            raise IllegalActionError(Reason.BLACK_THREES_NO_WILDS)
        return
    if rank == WILD_MELD:  # wild cards only, up to a canasta; the naturals' limits do not apply
        if rules.wild_canasta_bonus is None:
            raise IllegalActionError(Reason.MELD_TOO_FEW_NATURALS, needed=rules.min_naturals)
        if naturals:
            raise IllegalActionError(Reason.MELD_MIXED_RANKS)
        if wilds > CANASTA_SIZE:
            raise IllegalActionError(Reason.WILD_MELD_FULL, allowed=CANASTA_SIZE)
        return
    if naturals < rules.min_naturals:
        raise IllegalActionError(Reason.MELD_TOO_FEW_NATURALS, needed=rules.min_naturals)
    if rules.max_wilds is not None and wilds > rules.max_wilds:
        raise IllegalActionError(Reason.MELD_TOO_MANY_WILDS, allowed=rules.max_wilds)
    if rules.wilds_vs_naturals is WildsVsNaturals.AT_MOST and wilds > naturals:
        raise IllegalActionError(Reason.MELD_MORE_WILDS_THAN_NATURALS)
    if rules.wilds_vs_naturals is WildsVsNaturals.FEWER and wilds >= naturals:
        raise IllegalActionError(Reason.MELD_WILDS_NOT_FEWER)


def max_wilds_for(rules: RuleSet, naturals: int) -> int:
    """How many wild cards a meld with ``naturals`` naturals may hold."""
    limit = 99 if rules.max_wilds is None else rules.max_wilds
    if rules.wilds_vs_naturals is WildsVsNaturals.AT_MOST:
        limit = min(limit, naturals)
    elif rules.wilds_vs_naturals is WildsVsNaturals.FEWER:
        limit = min(limit, naturals - 1)
    return max(limit, 0)


def wild_room(rules: RuleSet, rank: Rank, naturals: int, wilds: int, canasta: bool) -> int:
    """How many more wild cards a meld of ``rank`` with these counts may take (``canasta``: it is one).

    Where wild cards may not join a canasta, they may bring the meld to seven cards, never past it.
    """
    if rank == Rank.THREE or (canasta and not rules.wild_onto_canasta):
        return 0
    if rank == WILD_MELD:
        return max(0, CANASTA_SIZE - wilds)
    room = max_wilds_for(rules, naturals) - wilds
    if not rules.wild_onto_canasta:
        room = min(room, CANASTA_SIZE - naturals - wilds)
    return max(0, room)


def naturals_before(rules: RuleSet, naturals: int, wilds: int) -> int:
    """The naturals a meld of ``naturals`` must gain before it may hold ``wilds`` wild cards
    (`wilds_vs_naturals`; the other limits do not depend on the order of laying)."""
    if rules.wilds_vs_naturals is WildsVsNaturals.AT_MOST:
        return max(0, wilds - naturals)
    if rules.wilds_vs_naturals is WildsVsNaturals.FEWER:
        return max(0, wilds - naturals + 1)
    return 0


def check_new_group(rules: RuleSet, tables: CardTables, cards: Sequence[Card]) -> Rank:
    """Check one new meld's shape; return its rank. Black 3s are checked here for shape only."""
    if any(card.is_red_three for card in cards):
        raise IllegalActionError(Reason.MELD_RED_THREE)
    if len(cards) < 3:
        raise IllegalActionError(Reason.MELD_TOO_FEW_CARDS, needed=3)
    rank = group_rank(cards, tables)
    wilds = sum(1 for card in cards if tables.wild[card.rank])
    if rank == Rank.THREE and len(cards) > 4:
        raise IllegalActionError(Reason.BLACK_THREES_COUNT)
    check_composition(rules, rank, len(cards) - wilds, wilds)
    return rank


def count_wilds(cards: Iterable[Card], tables: CardTables) -> int:
    wild = tables.wild
    return sum(1 for card in cards if wild[card.rank])


def canasta_bonus(rules: RuleSet, cards: Sequence[Card], tables: CardTables) -> int:
    if not is_canasta(cards):
        return 0
    wilds = count_wilds(cards, tables)
    if wilds == len(cards):
        return rules.wild_canasta_bonus or 0
    return rules.mixed_canasta_bonus if wilds else rules.natural_canasta_bonus


def check_wild_onto_canasta(
    rules: RuleSet, tables: CardTables, existing: Sequence[Card], naturals: int, wilds: int
) -> None:
    """Where wilds may not join a canasta, several cards onto one meld are legal when some order of
    laying them one by one is (docs/engine.md, decision 12): every wild card goes down before the
    meld reaches seven, after just the naturals the meld limits need to take it.

    The wild cards are best laid as early as the limits allow, so only the last one's moment
    matters: the meld before it holds its cards, those naturals and the other wild cards."""
    if not wilds or rules.wild_onto_canasta or len(existing) + naturals + wilds <= CANASTA_SIZE:
        return
    meld_wilds = count_wilds(existing, tables)
    first = min(naturals, naturals_before(rules, len(existing) - meld_wilds, meld_wilds + wilds))
    if len(existing) + first + wilds > CANASTA_SIZE:
        raise IllegalActionError(Reason.CANASTA_NO_WILDS)
