"""Scoring candidate moves: what a card is worth keeping, how dangerous a discard is, what a pile is worth.

The scores are in rough "points of expected swing" so they can be compared:
keeping a natural pair is worth about 30, a wild card 55 to 70, and giving
the next opponent a pile of n cards costs about 25 + 12 n times the chance
they can take it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import TakePile
from ..engine.cards import Card, Rank
from ..engine.melds import CANASTA_SIZE, count_wilds
from ..engine.rules import PileBeforeOpening, TakeOntoMeld
from .context import Context

PILE_BASE = 10.0
PILE_SCALE = 14.0


def wild_keep(ctx: Context, card: Card) -> float:
    return 45.0 + 0.5 * ctx.tables.value(card)


def pile_worth(ctx: Context) -> float:
    """What taking the pile, with one more card discarded on it, is worth to whoever takes it."""
    pile = ctx.view.pile
    cards = len(pile) + 1 - ctx.rules.draw_count  # a small pile is worth no more than the stock's cards
    return PILE_BASE + PILE_SCALE * max(0, cards) + 15.0 * count_wilds(pile, ctx.tables)


@dataclass(frozen=True, slots=True)
class KeepWeights:
    """Keep values of the card kinds (Svær's tuning knobs)."""

    melded: float = 10.0
    triple: float = 24.0
    pair: float = 30.0
    single: float = 3.0
    single_unseen: float = 2.0


DEFAULT_WEIGHTS = KeepWeights()


def keep_value(ctx: Context, card: Card, threat: float, weights: KeepWeights = DEFAULT_WEIGHTS) -> float:
    """How much the seat loses by giving ``card`` up (without the danger of the discard)."""
    tables = ctx.tables
    rank = card.rank
    if tables.wild[rank]:
        return wild_keep(ctx, card)
    if rank == Rank.THREE:
        return 8.0 + max(0.0, 26.0 - 2.0 * len(ctx.view.pile))
    n = ctx.count(rank)
    points = tables.value(card)
    if rank in ctx.melds:
        value = weights.melded
    elif n >= 3:
        value = weights.triple
    elif n == 2:
        value = weights.pair
    else:
        unseen = ctx.knowledge.unseen[rank]
        value = weights.single + weights.single_unseen * min(unseen, 3) + 0.05 * points
    return value - threat * 0.9 * points


def simple_keep_value(ctx: Context, card: Card) -> float:
    """A memory-free keep value (Mellem, Let): pairs and wilds first, lone low cards last."""
    tables = ctx.tables
    rank = card.rank
    if tables.wild[rank]:
        return wild_keep(ctx, card)
    if rank == Rank.THREE:
        return 12.0
    n = ctx.count(rank)
    if rank in ctx.melds:
        return 10.0
    if n >= 3:
        return 24.0
    if n == 2:
        return 30.0
    return 4.0 + 0.1 * tables.value(card)


def take_chance(ctx: Context, card: Card, seat: int, memory: bool = True) -> float:
    """The chance that ``seat`` takes the pile if ``card`` is discarded on it now."""
    tables, rules, view = ctx.tables, ctx.rules, ctx.view
    rank = card.rank
    if tables.wild[rank] or rank == Rank.THREE:
        return 0.0
    side = ctx.side_of(seat)
    if rules.locks_pile(rank, view.melds[side]):
        return 0.0  # the side's meld of the rank locks the pile (issue 25)
    opened = view.side_has_melded(side)
    if not opened and rules.pile_before_opening is PileBeforeOpening.NEVER:
        return 0.0
    count = view.hand_counts[seat]
    if count <= 1 and not view.pile and not rules.take_one_card_pile_with_one_card:
        return 0.0
    if not memory:
        return 1.0 if (opened and rank in view.melds[side] and not view.pile_frozen) else 0.0
    know = ctx.knowledge
    mem = know.seats[seat]
    p_pair = know.p_at_least(rank, seat, count, 2)
    if know.held[seat][rank] < 2:
        if rank in mem.declined:
            p_pair *= 0.3
        elif rank in mem.discarded:
            p_pair *= 0.6
    if not opened:
        # The top card and the pair must meet the minimum, or other melds must help.
        if 3 * tables.value(card) < view.minimums[side]:
            p_pair *= 0.45
        return p_pair
    if view.pile_frozen:
        return p_pair
    chance = p_pair
    if rank in view.melds[side]:
        if rules.take_onto_meld is TakeOntoMeld.TOP_CARD:
            return onto_meld_chance(ctx, rank, side)
        if rules.take_onto_meld is TakeOntoMeld.WITH_NATURAL:
            chance = max(chance, know.p_at_least(rank, seat, count, 1))
    if rules.take_with_natural_and_wild:
        p_one = know.p_at_least(rank, seat, count, 1)
        chance = max(chance, p_pair + (p_one - p_pair) * 0.7)
    return chance


#: How likely a player takes the pile onto its meld of the top card's rank when the pile
#: (with the discard) is this small, or the meld already a canasta: legal, but often not worth it.
SMALL_PILE_TAKE = 0.5
CANASTA_TAKE = 0.8


def onto_meld_chance(ctx: Context, rank: Rank, side: int) -> float:
    """The chance of a take onto the side's meld: certain for a real pile, less for one or two cards."""
    chance = 1.0
    if len(ctx.view.pile) + 1 <= 2:
        chance *= SMALL_PILE_TAKE
    if len(ctx.view.melds[side][rank]) >= CANASTA_SIZE:
        chance *= CANASTA_TAKE
    return chance


def discard_danger(ctx: Context, card: Card, memory: bool = True) -> float:
    """The expected cost of letting the next player take the pile with ``card`` on top."""
    seat = ctx.next_seat
    if ctx.side_of(seat) == ctx.side:
        return 0.0
    chance = take_chance(ctx, card, seat, memory)
    if chance <= 0.0:
        return 0.0
    return chance * pile_worth(ctx)


COMPLETING_WEIGHT = 0.1  # of the bonus of the canasta a take completes: a two-card pile that made the
# side's natural canasta was left for a draw (issue 30: the review's Tip said "not worth taking")


def completed_canasta_bonus(ctx: Context, take: TakePile) -> float:
    """The bonus of the canasta this take lets the side complete this turn on the top card's rank: its
    meld of the rank, the pile's cards of it and the hand's naturals reach seven (0: they do not, or the
    meld is a canasta already)."""
    pile = ctx.view.pile
    rank = pile[-1].rank
    wild = ctx.tables.wild
    info = ctx.meld_info.get(rank)
    if wild[rank] or (info is not None and info.is_canasta):
        return 0.0
    melded, meld_wilds = (info.size, info.wilds) if info is not None else (0, 0)
    take_wilds = sum(1 for card in take.cards if wild[card.rank])
    reachable = melded + sum(1 for card in pile if card.rank == rank) + ctx.count(rank) + take_wilds
    if reachable < CANASTA_SIZE:
        return 0.0
    natural = not meld_wilds and not take_wilds
    return float(ctx.rules.natural_canasta_bonus if natural else ctx.rules.mixed_canasta_bonus)


def take_value(ctx: Context, take: TakePile, canasta_weight: float = COMPLETING_WEIGHT) -> float:
    """What taking the pile this way is worth, compared with not taking it."""
    tables = ctx.tables
    wild = tables.wild
    pile = ctx.view.pile
    top = pile[-1]
    used = list(take.cards) + [card for group in take.extra for card in group]
    counts: dict[Rank, int] = {rank: len(cards) for rank, cards in ctx.naturals.items()}
    for card in used:
        if not wild[card.rank]:
            counts[card.rank] -= 1
    melded = set(ctx.melds) | {top.rank}
    for group in take.extra:
        melded.update(card.rank for card in group if not wild[card.rank])
    value = 8.0
    naturals_used = sum(1 for card in take.cards if not wild[card.rank])
    if naturals_used >= 2 and ctx.count(top.rank) == 2:
        value -= 10.0  # the pair was a key to the pile
    for card in used:
        if wild[card.rank]:
            value -= 0.6 * wild_keep(ctx, card)
    if take.extra or not ctx.opened:
        value += 30.0  # the side opens
    for card in pile[:-1]:
        rank = card.rank
        if card.is_red_three:
            value += 100.0
        elif wild[rank]:
            value += 35.0
        elif rank == Rank.THREE:
            value += 2.0
        else:
            have = counts.get(rank, 0)
            if rank in melded:
                value += 10.0
            elif have >= 1:
                value += 8.0
            else:
                value += 3.0
            counts[rank] = have + 1
    value += 2.0 * len(pile)  # what the opponents no longer get
    return value + canasta_weight * completed_canasta_bonus(ctx, take)


def exhausted_take_value(ctx: Context, take: TakePile) -> float:
    """With the stock gone: the points the pile's cards would meld minus those stuck in the hand."""
    tables = ctx.tables
    pile = ctx.view.pile
    melded = set(ctx.melds) | {pile[-1].rank}
    counts: dict[Rank, int] = {rank: len(cards) for rank, cards in ctx.naturals.items()}
    for card in pile[:-1]:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    value = float(tables.value(pile[-1]))
    for card in pile[:-1]:
        if card.is_red_three:
            value += 100.0
        elif card.rank in melded or (counts[card.rank] >= 3 and card.rank != Rank.THREE):
            value += tables.value(card)
        else:
            value -= tables.value(card)
    return value
