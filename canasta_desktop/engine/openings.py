"""Finding an opening: the side's first melds, by melding or with the pile, bounded by rank and points.

An opening must meet the initial minimum (or lay a canasta where that waives
it, or go out concealed), keep two cards unless it goes out with the canastas
the side needs, and obey the meld limits. The canonical openings (every
natural of a rank, the cheapest wild cards, richest groups first) find one
almost always; when they do not, `Search` tries the shapes that decide
legality: per rank how many naturals (all, fewer, none) and how many wild
cards in all. Which wild cards go where matters only through the points and
the meld limits, so only counts are searched, richest rank first, pruned by
the points the remaining ranks and wild cards could still add and by
dominance (docs/engine.md, decision 9). `all_in` covers the openings that go
out: every card but at most one laid.
Every result is confirmed by the engine's own check before it is offered.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import TYPE_CHECKING

from .actions import Group, Meld
from .cards import Card, Rank
from .melds import CANASTA_SIZE, CardTables, count_wilds, max_wilds_for, wild_room
from .reasons import IllegalActionError
from .rules import RuleSet

if TYPE_CHECKING:
    from .state import RoundState

Naturals = dict[Rank, list[Card]]


@dataclass(frozen=True, slots=True)
class Shape:
    """One way to meld a rank: naturals from the hand, and the wild cards it needs and may take."""

    naturals: int
    short: int
    room: int


@dataclass(frozen=True, slots=True)
class Slot:
    """A rank an opening may meld, with its shapes (most naturals first)."""

    rank: Rank
    cards: Sequence[Card]  # the naturals in hand
    value: int  # the points of one natural
    free: int  # naturals that do not come from the hand: the pile's top card
    shapes: tuple[Shape, ...]
    mandatory: bool


def make_slot(
    rules: RuleSet,
    rank: Rank,
    cards: Sequence[Card],
    value: int,
    *,
    free: int = 0,
    fewest: int | None = None,
    wilds: tuple[int, int | None] = (0, None),
    mandatory: bool = False,
) -> Slot | None:
    """The shapes of a meld of ``rank``: at least ``fewest`` hand naturals, wild cards within ``wilds``."""
    least, most = wilds
    low = max(1, rules.min_naturals - free if fewest is None else fewest)
    shapes = []
    for naturals in range(len(cards), low - 1, -1):
        total = naturals + free
        if total < rules.min_naturals:
            break
        room = max_wilds_for(rules, total) if most is None else min(most, max_wilds_for(rules, total))
        short = max(3 - total, least)
        if short <= room:
            shapes.append(Shape(naturals, short, room))
    if not shapes:
        return None
    return Slot(rank, cards, value, free, tuple(shapes), mandatory)


Choice = tuple[Slot, int, int]  # a slot, the hand naturals and the wild cards it gets


class Search:
    """The first opening, richest rank first, worth ``need`` points with at most ``budget`` hand cards.

    Mandatory slots come first and are always used. ``wild_values`` are the
    points of the wild cards that may be used; the result says how many each
    chosen slot takes (`build` picks the cards). A state (slot, cards laid,
    wild cards owed, wild room) met again with no more points is not searched
    again, so the work is bounded by the slots times the budget times the
    wild cards squared, whatever the hand.
    """

    def __init__(self, slots: Sequence[Slot], wild_values: Sequence[int], need: int, budget: int) -> None:
        self.slots = sorted(slots, key=lambda s: (not s.mandatory, -s.value, -len(s.cards)))
        self.need, self.budget = need, budget
        self.rich_values = sorted(wild_values, reverse=True)
        self.wilds = len(wild_values)
        self.rich = [0, *accumulate(self.rich_values)]
        self.mandatory = sum(1 for s in self.slots if s.mandatory)
        self.bounds: list[list[int]] = []
        self.free: list[int] = []
        self.seen: dict[tuple[int, int, int, int], int] = {}

    def hopeless(self) -> bool:
        """No opening can reach the points even ignoring the meld limits."""
        if not self.slots:
            return True
        values = [s.value for s in self.slots for _ in s.cards] + self.rich_values
        values.sort(reverse=True)
        free = sum(s.free * s.value for s in self.slots)
        return free + sum(values[: max(0, self.budget)]) < self.need

    def _prepare(self) -> None:
        """bounds[i][c]: the most points c more hand cards could add from slots i on and the wild cards."""
        naturals: list[int] = []
        free = 0
        for s in reversed(self.slots):
            naturals += [s.value] * len(s.cards)
            free += s.free * s.value
            self.bounds.append([0, *accumulate(sorted(naturals + self.rich_values, reverse=True))])
            self.free.append(free)
        self.bounds.reverse()
        self.free.reverse()

    def _bound(self, index: int, laid: int) -> int:
        bound = self.bounds[index]
        return self.free[index] + bound[max(0, min(self.budget - laid, len(bound) - 1))]

    def run(self) -> list[Choice] | None:
        if self.hopeless():
            return None
        self._prepare()
        found = self._visit(0, [], 0, 0, 0, 0)
        if found is None:
            return None
        shapes, count = found
        return _spread(shapes, count)

    def _visit(
        self,
        index: int,
        chosen: list[tuple[Slot, Shape]],
        laid: int,
        short: int,
        room: int,
        points: int,
    ) -> tuple[list[tuple[Slot, Shape]], int] | None:
        if chosen and index >= self.mandatory:
            count = self._wilds_for(laid, short, room, points)
            if count is not None:
                return list(chosen), count
        if index == len(self.slots) or points + self._bound(index, laid) < self.need:
            return None
        key = (index, laid, short, min(room, self.wilds))
        if self.seen.get(key, -1) >= points:
            return None  # reached before with as many points: nothing new below
        self.seen[key] = points
        slot = self.slots[index]
        for shape in slot.shapes:
            cards, shorts = laid + shape.naturals, short + shape.short
            if cards + shorts > self.budget or shorts > self.wilds:
                continue
            chosen.append((slot, shape))
            gained = (shape.naturals + slot.free) * slot.value
            found = self._visit(index + 1, chosen, cards, shorts, room + shape.room, points + gained)
            chosen.pop()
            if found is not None:
                return found
        if slot.mandatory:
            return None
        return self._visit(index + 1, chosen, laid, short, room, points)

    def _wilds_for(self, laid: int, short: int, room: int, points: int) -> int | None:
        """The fewest wild cards (the richest of them) that bring the points up to ``need``."""
        most = min(self.wilds, room, self.budget - laid)
        for count in range(short, most + 1):
            if points + self.rich[count] >= self.need:
                return count
        return None


def _spread(shapes: list[tuple[Slot, Shape]], count: int) -> list[Choice]:
    """Give each shape the wild cards it needs, then the rest where there is room, in order."""
    extra = count - sum(shape.short for _, shape in shapes)
    choices = []
    for slot, shape in shapes:
        more = min(extra, shape.room - shape.short)
        extra -= more
        choices.append((slot, shape.naturals, shape.short + more))
    return choices


def canasta_choices(slots: Sequence[Slot], wilds: int, budget: int) -> list[Choice] | None:
    """A seven-card meld (which waives the minimum where the rules say so), with the mandatory slot."""
    mandatory = [s for s in slots if s.mandatory]
    for slot in sorted(slots, key=lambda s: -len(s.cards)):
        fixed = [(s, s.shapes[-1]) for s in mandatory if s is not slot]  # the mandatory one, smallest
        used_naturals = sum(shape.naturals for _, shape in fixed)
        used_wilds = sum(shape.short for _, shape in fixed)
        for shape in slot.shapes:
            size = shape.naturals + slot.free
            need = max(shape.short, CANASTA_SIZE - size)
            if size + need < CANASTA_SIZE or need > shape.room:
                continue
            if used_wilds + need > wilds or used_naturals + used_wilds + shape.naturals + need > budget:
                continue
            return [(s, shape.naturals, shape.short) for s, shape in fixed] + [(slot, shape.naturals, need)]
    return None


def as_canasta(slot: Slot) -> Slot | None:
    """``slot`` held to seven cards or more (and laid for sure): the shapes that can make a canasta."""
    shapes = []
    for shape in slot.shapes:
        short = max(shape.short, CANASTA_SIZE - shape.naturals - slot.free)
        if short <= shape.room:
            shapes.append(Shape(shape.naturals, short, shape.room))
    if not shapes:
        return None
    return Slot(slot.rank, slot.cards, slot.value, slot.free, tuple(shapes), mandatory=True)


def canasta_search(
    slots: Sequence[Slot], wild_values: Sequence[int], need: int, budget: int
) -> list[Choice] | None:
    """An opening of ``need`` points whose melds include a canasta (`RuleSet.canasta_opening_from`):
    each slot in turn held to a canasta, the others searched as usual."""
    for index, slot in enumerate(slots):
        canasta = as_canasta(slot)
        if canasta is None:
            continue
        others = [other for i, other in enumerate(slots) if i != index]
        choices = Search([canasta, *others], wild_values, need, budget).run()
        if choices:
            return choices
    return None


def build(
    choices: Sequence[Choice],
    wilds: Sequence[Card],
    tables: CardTables,
    need: int,
) -> list[list[Card]]:
    """The groups of hand cards for ``choices`` (``wilds`` cheapest first): the cheapest wild
    cards when their points reach ``need``, else the richest."""
    count = sum(wild for _, _, wild in choices)
    points = sum((naturals + slot.free) * slot.value for slot, naturals, _ in choices)
    pool = list(wilds[:count])
    if points + tables.total(pool) < need:
        pool = list(wilds[len(wilds) - count :])
    groups = []
    for slot, naturals, wild in choices:
        groups.append([*slot.cards[:naturals], *pool[:wild]])
        del pool[:wild]
    return groups


# --------------------------------------------------------------------------- going out in one move
Base = tuple[Rank, tuple[int, int | None]]  # the take's rank (its meld holds the top card), its wild limits


def all_in(
    rules: RuleSet,
    naturals: Naturals,
    wilds: Sequence[Card],
    kept: Card | None,
    needed: int,
    base: Base | None = None,
) -> list[list[Card]] | None:
    """Every hand card but ``kept`` in new melds holding ``needed`` canastas, or None.

    With ``base``, the meld of that rank also holds the pile's top card.
    """
    pool = [card for card in wilds if card != kept]
    groups: list[tuple[list[Card], int, int, int]] = []  # cards, size, wilds needed, wild room
    for rank, cards in naturals.items():
        laid = [card for card in cards if card != kept]
        group = _whole_group(rules, rank, laid, base)
        if group is None:
            return None
        if laid:
            groups.append(group)
    counts = [short for _, _, short, _ in groups]
    spare = len(pool) - sum(counts)
    if spare < 0 or spare > sum(room - short for _, _, short, room in groups):
        return None
    canastas = 0
    for index in sorted(range(len(groups)), key=lambda i: groups[i][1] + counts[i], reverse=True):
        _, size, _, room = groups[index]
        deficit = max(0, CANASTA_SIZE - size - counts[index])
        if deficit <= min(spare, room - counts[index]):
            counts[index] += deficit
            spare -= deficit
            canastas += 1
    if canastas < needed:
        return None
    for index, (_, _, _, room) in enumerate(groups):
        more = min(spare, room - counts[index])
        counts[index] += more
        spare -= more
    result = []
    for (cards, _, _, _), count in zip(groups, counts):
        result.append([*cards, *pool[:count]])
        del pool[:count]
    return result


def _whole_group(
    rules: RuleSet,
    rank: Rank,
    cards: list[Card],
    base: Base | None,
) -> tuple[list[Card], int, int, int] | None:
    """All of ``cards`` as one new meld: (cards, size, wilds needed, wild room), or None."""
    if rank == Rank.THREE:
        return (cards, len(cards), 0, 0) if not cards or 3 <= len(cards) <= 4 else None
    if not cards:
        return (cards, 0, 0, 0)
    is_base = base is not None and base[0] == rank
    free, limits = (1, base[1]) if base is not None and is_base else (0, (0, None))
    slot = make_slot(rules, rank, cards, 0, free=free, fewest=2 if is_base else None, wilds=limits)
    if slot is None or slot.shapes[0].naturals != len(cards):
        return None
    shape = slot.shapes[0]
    return (cards, len(cards) + free, shape.short, shape.room)


def kept_choices(rules: RuleSet, naturals: Naturals, wilds: Sequence[Card]) -> list[Card | None]:
    """The card a player going out may keep back to discard (None: nothing kept)."""
    orphans: list[Card] = []
    for rank, cards in naturals.items():
        orphans += cards[: _orphans(rules, rank, len(cards))]
        if len(orphans) > 1:
            return []  # two cards no meld can hold: no going out
    if orphans:
        return [orphans[0]]
    kept: list[Card | None] = [] if rules.discard_to_go_out else [None]
    kept += [cards[-1] for cards in naturals.values()]
    if wilds:
        kept.append(wilds[0])
    return kept


def _orphans(rules: RuleSet, rank: Rank, count: int) -> int:
    """How many cards of a rank no new meld can hold."""
    if rank == Rank.THREE:
        return count if count < 3 else max(0, count - 4)
    return count if count < rules.min_naturals else 0


# --------------------------------------------------------------------------- opening melds
def _is_legal(state: RoundState, action: Meld) -> bool:
    try:
        state.check(action)
    except IllegalActionError:
        return False
    return True


def opening_melds(state: RoundState, naturals: Naturals, wilds: list[Card]) -> list[Meld]:
    """Legal openings by melding: the canonical ones, and one found by search for each
    regime (keeping two cards, going out) the canonical ones miss."""
    hand = len(state.hands[state.to_move])
    offered = [meld for meld in canonical_openings(state, naturals, wilds) if _is_legal(state, meld)]
    kept = [hand - sum(len(group) for group in meld.groups) for meld in offered]
    if not any(left >= 2 for left in kept):
        found = _keep_opening(state, naturals, wilds)
        if found is not None:
            offered.append(found)
    if not any(left <= 1 for left in kept):
        found = _going_out_opening(state, naturals, wilds)
        if found is not None:
            offered.append(found)
    return offered


def canonical_openings(state: RoundState, naturals: Naturals, wilds: list[Card]) -> Iterator[Meld]:
    """Every natural of a rank with the cheapest wild cards it needs, richest groups first and
    each wild card used once; then the spare wild cards topped up, richest first."""
    rules, tables = state.rules, state.tables
    cheapest = tables.value(wilds[0]) if wilds else 0
    candidates = []
    for rank, cards in naturals.items():
        short = max(0, 3 - len(cards))
        meldable = len(cards) >= rules.min_naturals and short <= max_wilds_for(rules, len(cards))
        if rank != Rank.THREE and meldable:
            candidates.append((tables.total(cards) + short * cheapest, cards, short))
    candidates.sort(key=lambda item: item[0], reverse=True)
    pool = list(wilds)
    chosen: list[list[Card]] = []
    for _, cards, short in candidates:
        if short <= len(pool):
            chosen.append([*cards, *pool[:short]])
            del pool[:short]
            yield Meld(_groups(chosen))
    for wild in reversed(pool):
        target = next((group for group in chosen if _room(state, group) > 0), None)
        if target is None:
            return
        target.append(wild)
        yield Meld(_groups(chosen))


def _groups(chosen: list[list[Card]]) -> tuple[Group, ...]:
    return tuple(tuple(group) for group in chosen)


def _room(state: RoundState, group: list[Card]) -> int:
    wilds = count_wilds(group, state.tables)
    rank = next(card.rank for card in group if not state.tables.wild[card.rank])
    return wild_room(state.rules, rank, len(group) - wilds, wilds, canasta=False)


def _keep_opening(state: RoundState, naturals: Naturals, wilds: list[Card]) -> Meld | None:
    """An opening that keeps two cards: the search by points, or a canasta that waives the minimum."""
    rules, tables = state.rules, state.tables
    side = state.side_of(state.to_move)
    side_melds = state.melds[side]
    need = state.minimums[side]
    if _most_points(state, naturals, wilds) < need and not rules.canasta_waives_minimum:
        return None
    search = canasta_search if rules.opens_with_canasta(state.scores_before[side]) else _search
    slots = [
        slot
        for rank, cards in naturals.items()
        if rank != Rank.THREE and rank not in side_melds
        for slot in [make_slot(rules, rank, cards, tables.points[rank])]
        if slot is not None
    ]
    budget = len(state.hands[state.to_move]) - 2
    attempts = [(search(slots, [tables.value(card) for card in wilds], need, budget), need)]
    if rules.canasta_waives_minimum:
        attempts.append((canasta_choices(slots, len(wilds), budget), 0))
    for choices, points in attempts:
        if choices:
            meld = Meld(_groups(build(choices, wilds, tables, points)))
            if _is_legal(state, meld):
                return meld
    return None


def _search(slots: Sequence[Slot], wild_values: Sequence[int], need: int, budget: int) -> list[Choice] | None:
    return Search(slots, wild_values, need, budget).run()


def _most_points(state: RoundState, naturals: Naturals, wilds: list[Card]) -> int:
    """An upper bound on an opening's points: every natural of ranks that can meld (pairs need a
    wild card each, so no more pairs than wild cards) and every wild card."""
    tables, least = state.tables, state.rules.min_naturals
    sure, pairs = 0, []
    for rank, cards in naturals.items():
        if rank != Rank.THREE and len(cards) >= least:
            points = tables.points[rank] * len(cards)
            if len(cards) >= 3:
                sure += points
            else:
                pairs.append(points)
    pairs.sort(reverse=True)
    return sure + sum(pairs[: len(wilds)]) + tables.total(wilds)


def _going_out_opening(state: RoundState, naturals: Naturals, wilds: list[Card]) -> Meld | None:
    """An opening that lays the whole hand (but one card, discarded) with the canastas going out needs."""
    rules = state.rules
    needed = rules.canastas_to_go_out - state.canastas(state.side_of(state.to_move))
    for kept in kept_choices(rules, naturals, wilds):
        groups = all_in(rules, naturals, wilds, kept, needed)
        if groups:
            meld = Meld(_groups(groups))
            if _is_legal(state, meld):
                return meld
    return None
