"""The ways to take the discard pile: an offer for every way that is legal now.

A take is classed by the hand cards laid with the top card: no natural, one
natural, or a pair (two or more) of its rank, each with or without wild cards
(`Way`). `take_options` offers the canonical shapes of each way (the top card
alone onto the meld, one natural, the pair, all the naturals, a natural or the
pair with the cheapest or the richest wild cards). For a side that has not
melded, a shape short of the initial minimum is completed with other new melds
found by `openings.Search`. A way whose canonical shapes are all refused for a
reason another shape could escape (points, cards kept, canastas, meld limits)
is searched further, so every legal way is offered.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from .actions import Group, TakePile
from .cards import Card, Rank
from .melds import CANASTA_SIZE, max_wilds_for, split_cards
from .openings import (
    Naturals,
    Search,
    Slot,
    all_in,
    build,
    canasta_choices,
    canasta_search,
    kept_choices,
    make_slot,
)
from .reasons import IllegalActionError, Reason
from .rules import PileBeforeOpening

if TYPE_CHECKING:
    from .state import RoundState

Way = tuple[int, bool]  # naturals of the top card's rank from the hand (2: two or more), any wild card

#: Refusals that hold for every shape of the same way (the pile, the rules' ways, the freeze).
WHOLE_WAY = frozenset(
    {
        Reason.FIRST_GO_AROUND,
        Reason.PILE_EMPTY,
        Reason.PILE_TOP_WILD,
        Reason.PILE_TOP_THREE,
        Reason.PILE_RANK_LOCKED,
        Reason.PILE_NOT_BEFORE_OPENING,
        Reason.PILE_ONE_CARD,
        Reason.PILE_NEEDS_PAIR,
        Reason.PILE_UNOPENED_NEEDS_PAIR,
        Reason.PILE_FROZEN_NEEDS_PAIR,
        Reason.PILE_CARDS_WRONG,
        Reason.PILE_ONTO_MELD_NEEDS_NATURAL,
    }
)


#: Refusals of too many wild cards: more wild cards never help, more naturals may.
WILD_LIMITS = frozenset(
    {
        Reason.MELD_TOO_MANY_WILDS,
        Reason.MELD_MORE_WILDS_THAN_NATURALS,
        Reason.MELD_WILDS_NOT_FEWER,
        Reason.CANASTA_NO_WILDS,
    }
)


#: Refusals of an opening take that other new melds in the same move may lift.
OPENING_SHORT = frozenset({Reason.INITIAL_MELD_TOO_LOW, Reason.OPENING_NEEDS_CANASTA})


def refusal(state: RoundState, action: TakePile) -> Reason | None:
    try:
        state.check(action)
    except IllegalActionError as error:
        return error.reason
    return None


def take_options(state: RoundState) -> Iterator[TakePile]:
    """The distinct ways the mover can take the pile now (each one legal), canonical shapes first."""
    top = state.pile_top
    if top is None or state.first_go_around or top.rank == Rank.THREE or state.tables.wild[top.rank]:
        return
    seat = state.to_move
    side = state.side_of(seat)
    if state.rules.locks_pile(top.rank, state.melds[side]):
        return  # the side's meld of the rank locks the pile (issue 25)
    opened = state.side_has_melded(side)
    if not opened and state.rules.pile_before_opening is PileBeforeOpening.NEVER:
        return
    naturals, wilds = split_cards(state.hands[seat], state.tables)
    same = naturals.get(top.rank, [])
    if len(same) < 2:  # without a natural pair: never a frozen or unopened pile, and
        if state.pile_frozen or not opened:  # only onto the side's meld or with natural + wild
            return
        if top.rank not in state.melds[side] and not (same and wilds):
            return
    opening = None if opened else _Opening(state, top, naturals, wilds)
    offered: set[Way] = set()
    refused: dict[Way, Reason] = {}
    for base, way in _bases(state, same, wilds).items():
        action = TakePile(base)
        reason = refusal(state, action)
        if reason in OPENING_SHORT and opening is not None:
            extended = opening.extend(base)
            if extended is not None:
                action, reason = extended, None
        if reason is None:
            offered.add(way)
            yield action
        else:
            refused.setdefault(way, reason)
    for way, reason in refused.items():
        if way not in offered and reason not in WHOLE_WAY:
            found = (
                opening.find(way) if opening is not None else _other_shape(state, way, reason, same, wilds)
            )
            if found is not None:
                yield found


def _bases(state: RoundState, same: list[Card], wilds: list[Card]) -> dict[Group, Way]:
    """The canonical hand cards to lay with the top card, each shape once, in order, with their way."""
    bases: dict[Group, Way] = {(): (0, False)}
    if wilds:
        bases[(wilds[0],)] = (0, True)
    if same:
        bases[(same[0],)] = (1, False)
    if len(same) >= 2:
        bases[tuple(same[:2])] = (2, False)
    if len(same) > 2:
        bases[tuple(same)] = (2, False)
    if same and wilds:
        bases[(same[0], wilds[0])] = (1, True)
    if len(same) >= 2 and wilds:  # a pair and wild cards: the points an opening may need
        pair = tuple(same[:2])
        for count in range(1, min(len(wilds), max_wilds_for(state.rules, 3)) + 1):
            bases[pair + tuple(wilds[:count])] = (2, True)  # the cheapest wild cards
            bases[pair + tuple(wilds[-count:])] = (2, True)  # the richest
    return bases


def _other_shape(
    state: RoundState,
    way: Way,
    reason: Reason,
    same: list[Card],
    wilds: list[Card],
) -> TakePile | None:
    """Any legal take of ``way`` (a side that has melded needs no other melds with it).

    After a meld-limit refusal of the canonical shape (one wild card), only more naturals can help."""
    naturals, with_wilds = way
    counts = range(2, len(same) + 1) if naturals == 2 else (naturals,)
    limited = reason in WILD_LIMITS
    if limited and (naturals < 2 or reason is Reason.CANASTA_NO_WILDS):
        return None  # the canonical shape already lays the fewest cards of its way
    for count in counts:
        for wild in (1,) if limited else range(1, len(wilds) + 1) if with_wilds else (0,):
            action = TakePile((*same[:count], *wilds[:wild]))
            if refusal(state, action) is None:
                return action
    return None


class _Opening:
    """Taking the pile as the side's first meld: the top card, a natural pair (and perhaps more
    cards of its rank and wild cards) and other new melds meeting the minimum together."""

    def __init__(self, state: RoundState, top: Card, naturals: Naturals, wilds: list[Card]) -> None:
        self.state, self.top, self.naturals, self.wilds = state, top, naturals, wilds
        rules, tables = state.rules, state.tables
        self.same = naturals.get(top.rank, [])
        self.need = state.minimums[state.side_of(state.to_move)]
        below = sum(1 for card in state.pile[:-1] if not card.is_red_three)
        self.from_pile = below
        self.budget = len(state.hands[state.to_move]) + below - 2  # the cards laid keep two in hand
        richest = tables.value(top) + tables.total(state.hands[state.to_move])  # black 3s too: going out
        self.hopeless = richest < self.need and not rules.canasta_waives_minimum
        self.canasta = rules.opens_with_canasta(state.scores_before[state.side_of(state.to_move)])

    @cached_property
    def extras(self) -> list[Slot]:
        """The other ranks that may form new melds in the same move."""
        rules, points = self.state.rules, self.state.tables.points
        return [
            slot
            for rank, cards in self.naturals.items()
            if rank not in (self.top.rank, Rank.THREE)
            for slot in [make_slot(rules, rank, cards, points[rank])]
            if slot is not None
        ]

    def extend(self, base: Group) -> TakePile | None:
        """``base`` with other new melds that bring the take up to the minimum."""
        if self.hopeless:
            return None
        tables = self.state.tables
        pool = [card for card in self.wilds if card not in base]
        need = self.need - tables.value(self.top) - tables.total(base)
        values = [tables.value(card) for card in pool]
        budget = self.budget - len(base)
        if self.canasta and len(base) + 1 < CANASTA_SIZE:  # the canasta must be among the others
            choices = canasta_search(self.extras, values, need, budget)
        else:
            choices = Search(self.extras, values, need, budget).run()
        if not choices:
            return None
        extra = build(choices, pool, tables, need)
        return self._legal(base, extra)

    def find(self, way: Way) -> TakePile | None:
        """A take of ``way`` (a natural pair, with or without wild cards) that opens, if any."""
        if way[0] < 2 or self.hopeless:
            return None
        limits = (1, None) if way[1] else (0, 0)
        rules, tables = self.state.rules, self.state.tables
        base = make_slot(
            rules,
            self.top.rank,
            self.same,
            tables.points[self.top.rank],
            free=1,
            fewest=2,
            wilds=limits,
            mandatory=True,
        )
        if base is None:
            return None
        for groups in self._attempts(base):
            first = next(g for g in groups if any(card.rank == self.top.rank for card in g))
            found = self._legal(tuple(first), [g for g in groups if g is not first])  # with the top card
            if found is not None:
                return found
        return self._going_out(limits)

    def _attempts(self, base: Slot) -> Iterator[list[list[Card]]]:
        """Groups that open with ``base`` first: by points, then a canasta where it waives the minimum."""
        tables = self.state.tables
        slots = [base, *self.extras]
        values = [tables.value(card) for card in self.wilds]
        if self.canasta:
            choices = canasta_search(slots, values, self.need, self.budget)
        else:
            choices = Search(slots, values, self.need, self.budget).run()
        if choices:
            yield build(choices, self.wilds, tables, self.need)
        if self.state.rules.canasta_waives_minimum:
            choices = canasta_choices(slots, len(self.wilds), self.budget)
            if choices:
                yield build(choices, self.wilds, tables, 0)

    def _going_out(self, limits: tuple[int, int | None]) -> TakePile | None:
        """A take that lays the whole hand (the pile's one other card, or one hand card, kept)."""
        if self.from_pile > 1:
            return None
        rules = self.state.rules
        needed = rules.canastas_to_go_out
        kept_options: list[Card | None] = [None]  # the pile's card below the top is kept
        if not self.from_pile:
            kept_options = kept_choices(rules, self.naturals, self.wilds)
        for kept in kept_options:
            groups = all_in(rules, self.naturals, self.wilds, kept, needed, base=(self.top.rank, limits))
            if groups:
                base = next(g for g in groups if any(card.rank == self.top.rank for card in g))
                found = self._legal(tuple(base), [g for g in groups if g is not base])
                if found is not None:
                    return found
        return None

    def _legal(self, base: Group, extra: Sequence[Sequence[Card]]) -> TakePile | None:
        action = TakePile(base, tuple(tuple(group) for group in extra))
        return action if refusal(self.state, action) is None else None
