"""Playing under "open with a canasta" (`RuleSet.canasta_opening_from`, issue 25).

A side whose score before the round reaches the rule's threshold must have a canasta in its first
meld. While it still must (it has not melded), the heuristic levels collect for that canasta:

- they choose the rank to collect (`collecting`): the rank held most; Svær also counts the cards
  of the rank it has not seen yet (a rank whose cards are gone cannot grow);
- they keep those cards and their wild cards (`keep_bonus`, added to the keep value of a discard);
- they take any pile the engine lets them take: before the side has melded every take opens it, so
  under the rule every take offered lays a canasta (the engine's `takes.py`);
- they hold a canasta opening in hand while the stock is big and the opponents far from going out
  (`holds_canasta_opening`), then lay it (`canasta_opening`): the fewest wild cards, all on the
  canasta unless the minimum needs more melds; the other melds follow once the side has opened.

Everything is computed from the view (the seat's hand and the public table), like every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, Meld
from ..engine.cards import Card, Rank
from ..engine.melds import CANASTA_SIZE, count_wilds, max_wilds_for
from ..engine.openings import build, canasta_search, make_slot
from .context import Context
from .plans import meld_is_legal

#: Keep-value bonuses while collecting (the keep values are about 30 for a pair, 45 to 70 for a
#: wild card): a collected rank's cards and a wild card are the last cards given up.
COLLECT_BONUS = 40.0
COLLECT_PER_CARD = 8.0
WILD_BONUS = 40.0
#: The most ranks collected at once: more spreads the hand too thin to reach seven cards (Svær
#: against its version without the plan: one rank +159 and +118 points a round on two runs of 300
#: duplicate deals, two ranks +124 and +22, three +42 and -76; docs/ai-strength.md).
MOST_RANKS = 1
#: A canasta opening is held in hand while the opponents threaten less than this (`Context.threat`).
HOLD_THREAT = 0.5


def must_open_with_canasta(ctx: Context, side: int | None = None) -> bool:
    """Whether ``side`` (the seat's own by default) has not melded and must open with a canasta."""
    side = ctx.side if side is None else side
    view = ctx.view
    return not view.side_has_melded(side) and ctx.rules.opens_with_canasta(view.scores_before[side])


def collecting(ctx: Context, memory: bool) -> tuple[Rank, ...]:
    """The ranks the side collects for its canasta (`MOST_RANKS` of them), most promising first.

    A rank is a candidate from a pair on (black 3s never meld as a canasta); with ``memory``, only
    while seven cards can still be reached with the unseen cards of the rank and the wild cards a
    canasta may hold. The candidates are ranked by the cards held, then by their points (for the
    minimum).
    """
    rules, tables = ctx.rules, ctx.tables
    scored = []
    for rank, cards in ctx.naturals.items():
        held = len(cards)
        if rank == Rank.THREE or held < 2:
            continue
        if memory and held + ctx.knowledge.unseen[rank] + max_wilds_for(rules, CANASTA_SIZE) < CANASTA_SIZE:
            continue  # too many of the rank are gone: seven cards cannot be reached
        scored.append(((held, tables.points[rank]), rank))
    scored.sort(key=lambda item: item[0], reverse=True)
    return tuple(rank for _, rank in scored[:MOST_RANKS])


def keep_bonus(ctx: Context, card: Card, ranks: Sequence[Rank]) -> float:
    """What collecting adds to the keep value of ``card``: wild cards and the collected ranks."""
    if ctx.tables.wild[card.rank]:
        return WILD_BONUS
    if card.rank in ranks:
        return COLLECT_BONUS + COLLECT_PER_CARD * ctx.count(card.rank)
    return 0.0


def holds_canasta_opening(ctx: Context, stock: int | None) -> bool:
    """Whether to keep a canasta opening in hand rather than lay it: while the stock holds more than
    ``stock`` cards and the opponents are not near going out.

    Held, the canasta is the key to the pile: with it in hand, any natural pair of the pile's top
    card takes the pile (the pair and the top card a meld beside the canasta), and under the rule
    the pile grows big, since the other sides cannot take it either. Laid, it leaves fewer pairs in
    hand. Measured against laying it at once (docs/ai-strength.md, "Opening with a canasta").
    """
    return stock is not None and ctx.view.stock_count > stock and ctx.threat < HOLD_THREAT


def canasta_opening(ctx: Context, legal: Sequence[Action]) -> Meld | None:
    """The cheapest legal opening that holds a canasta, keeping two cards, or None.

    The planned one (the rank held most made a canasta with the fewest wild cards, other melds only
    as the minimum needs them) or, failing that, the offered opening with the fewest wild cards.
    """
    options = [action for action in legal if isinstance(action, Meld)]
    planned = _planned(ctx)
    if planned is not None:
        options.append(planned)
    if not options:
        return None
    return min(options, key=lambda meld: _cost(ctx, meld))


def _planned(ctx: Context) -> Meld | None:
    rules, tables = ctx.rules, ctx.tables
    slots = [
        slot
        for rank, cards in ctx.naturals.items()
        if rank != Rank.THREE
        for slot in [make_slot(rules, rank, cards, tables.points[rank])]
        if slot is not None
    ]
    slots.sort(key=lambda slot: -len(slot.cards))  # the canasta from the rank held most first
    need = 0 if rules.canasta_waives_minimum else ctx.minimum
    wilds = ctx.wilds  # cheapest first
    choices = canasta_search(slots, [tables.value(card) for card in wilds], need, ctx.hand_size - 2)
    if not choices:
        return None
    action = Meld(tuple(tuple(group) for group in build(choices, wilds, tables, need)))
    return action if meld_is_legal(ctx, action) else None


def _cost(ctx: Context, meld: Meld) -> tuple[int, int]:
    """Fewer wild cards, then fewer cards laid (the other melds follow once the side has opened)."""
    cards = sum(len(group) for group in meld.groups)
    wilds = sum(count_wilds(group, ctx.tables) for group in meld.groups)
    return (wilds, cards)
