"""Whether the player to move can still go out this turn: asking "May I go out?" needs it.

Asking the partner is legal only in a turn that can end in going out (docs/engine.md, decision 5).
`going_out_refusal` says why a turn cannot: the rules want the canastas on the table before the
turn, no way of playing the hand reaches the canastas needed (a quick bound), or no way of laying
the whole hand (all but one card kept to discard) is legal. `way_out` finds such a way, or proves
there is none; it is exact, for every rule set (tests/engine/test_ask_going_out_oracle.py checks it
against a brute-force search of the turn).

Where the hand's cards go is forced but for two choices: every natural goes onto the side's meld of
its rank, or a new meld of it (black 3s: a meld of their own, laid last); so only the card kept to
discard (one of each rank, or none) and how many wild cards go onto each meld (a new meld of wild
cards only included, where the rules have it) are tried, each count within the meld limits. Which
wild cards go where matters only through the first meld's points, so the dearest go into it. The
moves of a candidate are ordered so that only the last one can leave fewer than two cards: the
additions, then one meld of every new group (black 3s included); a side that has not melded opens
with its new melds of naturals, all in one move (the most points). Every candidate is played out on
a copy of the round by the engine's own checks, so a way found is always legal.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, AddToMeld, Discard, Meld
from .cards import Card, Rank
from .melds import (
    CANASTA_SIZE,
    WILD_MELD,
    check_composition,
    check_wild_onto_canasta,
    count_wilds,
    split_cards,
)
from .phase import Phase
from .reasons import IllegalActionError, Reason

if TYPE_CHECKING:
    from .state import RoundState


def going_out_refusal(state: RoundState) -> IllegalActionError | None:
    """Why the player to move cannot go out this turn, whatever the partner answers; None if they can."""
    rules = state.rules
    needed = rules.canastas_to_go_out
    if rules.going_out_not_in_canasta_turn and state.turn.canastas_before < needed:
        return IllegalActionError(Reason.CANASTA_THIS_TURN, needed=needed)
    if canastas_within_reach(state) < needed:
        return IllegalActionError(Reason.ASK_NO_CANASTAS, needed=needed)
    if way_out(state) is None:
        return IllegalActionError(Reason.ASK_NO_WAY_OUT)
    return None


def canastas_within_reach(state: RoundState) -> int:
    """At most how many canastas the mover's side can have by the end of this turn: every meld the hand
    could complete on its own, and a new one of every rank (or of wild cards, where the rules have that
    canasta) the hand holds seven of with its wild cards, seven laid cards each (an upper bound, cheap)."""
    side = state.side_of(state.to_move)
    hand = state.hands[state.to_move]
    wild = state.tables.wild
    wilds = sum(1 for card in hand if wild[card.rank])
    naturals: dict[Rank, int] = {}
    for card in hand:
        if not wild[card.rank] and card.rank is not Rank.THREE:
            naturals[card.rank] = naturals.get(card.rank, 0) + 1
    melds = state.melds[side]
    completed = sum(
        1 for rank, meld in melds.items() if naturals.get(rank, 0) + wilds >= CANASTA_SIZE - len(meld)
    )
    new_ranks = sum(
        1 for rank, count in naturals.items() if rank not in melds and count + wilds >= CANASTA_SIZE
    )
    if state.tables.wild_meld and WILD_MELD not in melds and wilds >= CANASTA_SIZE:
        new_ranks += 1
    laid = len(hand) - int(state.rules.discard_to_go_out)
    return completed + min(new_ranks, laid // CANASTA_SIZE)


@dataclass(slots=True)
class _Target:
    """A meld the hand's cards may go to: the side's (``meld``) or a new one (``meld`` empty)."""

    rank: Rank
    meld: Sequence[Card]
    naturals: list[Card]  # from the hand
    counts: list[int]  # the numbers of wild cards it may take (within the meld limits)

    def size(self, wilds: int) -> int:
        return len(self.meld) + len(self.naturals) + wilds


def way_out(state: RoundState) -> list[Action] | None:
    """Moves that go out from here in this turn (after drawing), or None when there are none."""
    if state.phase is not Phase.MELD or state.turn.answer is False:
        return None
    hand = state.hands[state.to_move]
    if state.first_go_around and len(hand) > 1:
        return None  # nothing may be laid yet
    rules, tables = state.rules, state.tables
    kept: list[Card | None] = [] if rules.discard_to_go_out else [None]
    kept += [
        card
        for card in {c.rank: c for c in hand}.values()
        if rules.discard_wilds or not tables.wild[card.rank]
    ]
    for card in kept:
        rest = list(hand)
        if card is not None:
            rest.remove(card)
        found = _way_laying(state, rest, card)
        if found is not None:
            return found
    return None


def _way_laying(state: RoundState, cards: list[Card], kept: Card | None) -> list[Action] | None:
    """Moves that lay every one of ``cards`` (then discard ``kept``, if any) and go out, or None."""
    rules, tables = state.rules, state.tables
    melds = state.melds[state.side_of(state.to_move)]
    naturals, wilds = split_cards(cards, tables)
    threes = tuple(naturals.pop(Rank.THREE, ()))
    if threes and not 3 <= len(threes) <= 4:
        return None
    targets = [_Target(rank, meld, naturals.pop(rank, []), []) for rank, meld in melds.items()]
    targets += [_Target(rank, (), laid, []) for rank, laid in naturals.items()]
    if tables.wild_meld and WILD_MELD not in melds:
        targets.append(_Target(WILD_MELD, (), [], []))
    for target in targets:
        target.counts = [count for count in range(len(wilds) + 1) if _fits(state, target, count)]
        if not target.counts:
            return None
    needed = rules.canastas_to_go_out
    for counts in _spreads(targets, len(wilds), needed):
        steps = _steps(state, targets, counts, wilds, threes, kept)
        for order in steps:
            if _plays(state, order):
                return order
    return None


def _fits(state: RoundState, target: _Target, count: int) -> bool:
    """Whether ``target`` may hold its naturals and ``count`` wild cards, as far as its shape goes."""
    rules, tables = state.rules, state.tables
    if not target.meld:
        if not target.naturals and not count:
            return True  # no new meld of wild cards
        if target.size(count) < 3:
            return False
        try:
            check_composition(rules, target.rank, len(target.naturals), count)
        except IllegalActionError:
            return False
        return True
    if not target.naturals and not count:
        return True
    wilds_in_meld = count_wilds(target.meld, tables)
    try:
        check_wild_onto_canasta(rules, tables, target.meld, len(target.naturals), count)
        check_composition(
            rules, target.rank, target.size(count) - wilds_in_meld - count, wilds_in_meld + count
        )
    except IllegalActionError:
        return False
    return True


def _spreads(targets: Sequence[_Target], wilds: int, needed: int) -> Iterator[list[int]]:
    """Every way to give the targets all ``wilds`` wild cards, each a count it may take, that makes at
    least ``needed`` canastas. Pruned by the wild cards the targets still to come need and may take,
    and by the canastas they could still make with the wild cards left (the cheapest first); a state
    (target, wild cards left, canastas made) that gave nothing once is not searched again."""
    ends = len(targets) + 1
    most, least = [0] * ends, [0] * ends  # the most and the fewest wild cards the targets from index on take
    extra: list[list[int]] = [[] for _ in range(ends)]  # the wild cards beyond the fewest each canasta needs
    for index in range(len(targets) - 1, -1, -1):
        target = targets[index]
        fewest = target.counts[0]
        most[index] = most[index + 1] + target.counts[-1]
        least[index] = least[index + 1] + fewest
        more = next((c - fewest for c in target.counts if target.size(c) >= CANASTA_SIZE), None)
        extra[index] = sorted(extra[index + 1] + ([] if more is None else [more]))
    chosen: list[int] = []
    dead: set[tuple[int, int, int]] = set()

    def reachable(index: int, left: int) -> int:
        spare, made = left - least[index], 0
        for cost in extra[index]:
            if cost > spare:
                break
            spare -= cost
            made += 1
        return made

    def spread(index: int, left: int, made: int) -> Iterator[list[int]]:
        made = min(made, needed)
        if index == len(targets):
            if left == 0 and made >= needed:
                yield list(chosen)
            return
        if (index, left, made) in dead:
            return
        if not least[index] <= left <= most[index] or made + reachable(index, left) < needed:
            return
        target = targets[index]
        gave = False
        for count in target.counts:
            if count > left:
                break
            chosen.append(count)
            for found in spread(index + 1, left - count, made + int(target.size(count) >= CANASTA_SIZE)):
                gave = True
                yield found
            chosen.pop()
        if not gave:
            dead.add((index, left, made))

    yield from spread(0, wilds, 0)


def _steps(
    state: RoundState,
    targets: Sequence[_Target],
    counts: Sequence[int],
    wilds: Sequence[Card],
    threes: tuple[Card, ...],
    kept: Card | None,
) -> Iterator[list[Action]]:
    """The orders of moves worth trying for one placement of the cards."""
    pool = list(wilds)  # cheapest first: the meld of wild cards only takes the cheap ones, the rest the dear
    adds: list[AddToMeld] = []
    groups: list[tuple[Card, ...]] = []
    wild_group: tuple[Card, ...] = ()
    for target, count in zip(targets, counts):
        if target.rank == WILD_MELD and not target.meld:
            wild_group, pool = tuple(pool[:count]), pool[count:]
    for target, count in zip(targets, counts):
        if target.rank == WILD_MELD and not target.meld:
            continue
        given = [pool.pop() for _ in range(count)]
        cards = (*target.naturals, *given)
        if target.meld and cards:
            adds.append(AddToMeld(target.rank, cards))
        elif cards:
            groups.append(cards)
    end: list[Action] = [Discard(kept)] if kept is not None else []
    if not state.melds[state.side_of(state.to_move)]:  # the opening first, with every group of naturals
        if wild_group:
            if groups:
                yield [Meld(tuple(groups)), Meld((wild_group, *([threes] if threes else []))), *end]
            return
        if groups or threes:
            yield [Meld((*groups, *([threes] if threes else []))), *end]
        elif end:
            yield end
        return
    last_groups = (*groups, *([wild_group] if wild_group else []), *([threes] if threes else []))
    if last_groups:
        yield [*adds, Meld(last_groups), *end]
        return
    if end or any(len(add.cards) > 1 for add in adds):
        adds.sort(key=lambda add: len(add.cards))
        yield [*adds, *end]
        return
    for index in range(len(adds)):  # one card each: the one laid last decides (the canastas before it)
        yield [*adds[:index], *adds[index + 1 :], adds[index]]


def _plays(state: RoundState, moves: Sequence[Action]) -> bool:
    """Whether the engine accepts ``moves`` one after the other (the last one is only checked)."""
    try:
        state.check(moves[0])
        if len(moves) == 1:
            return True
        for move in moves[1:-1]:
            if isinstance(move, AddToMeld):
                state.check(move)  # an addition before the last move does not depend on the others
        trial = state.copy()
        for move in moves[:-1]:
            trial.play(move)
        trial.check(moves[-1])
    except IllegalActionError:
        return False
    return True
