"""Playing for a canasta of wild cards where its bonus pays (`RuleSet.wild_canasta_bonus`, issue 32).

Without a plan the levels laid a meld of wild cards only when seven of them happened to be in the
hand at once, which almost never came up: the wild cards went onto the natural melds, one at a time,
as mixed canastas needed them. Where the wild canasta pays (`pays`), a side that can still reach
seven wild cards (`collecting`) instead:

- lays its wild cards as a meld of their own once it holds four (the engine allows the meld only
  after the side's first meld), and puts every further wild card onto it (`wild_meld_step`);
- does not spend wild cards on its natural melds meanwhile (the heuristic's `canasta_wild`).

Measured on paired deals (docs/ai-strength.md, "Rule-aware play"): in the family rules with a bonus
of 2 000 the plan wins about 375 points a round; with 1 000 it measured −25 [−71, +21]; where a wild
card may be discarded (to freeze the pile) or the side gets fewer than seven of the deck's wild
cards on average, it lost 17 to 97 points a round, so it is played only where neither holds.
Everything is read from the view, like every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, AddToMeld, Meld
from ..engine.melds import CANASTA_SIZE, WILD_MELD, group_rank
from ..engine.rules import RuleSet
from .context import Context

#: The bonus must reach a natural canasta's and this many mixed canastas' bonuses (1 100 in the
#: classic values): seven wild cards spread over natural melds help complete about two mixed
#: canastas, and the natural canasta stands for what a held wild card does for the pile.
PAYS_MIXED = 2.0
#: The wild cards the hand must hold before they are laid as a meld of their own (three is the
#: least the engine allows; three and four measured alike, +285 and +277 in the family rules).
LAY_FROM = 4


def side_share_of_wilds(rules: RuleSet) -> float:
    """The deck's wild cards a side gets on average: its seats' share of them."""
    wilds = rules.jokers + 4 * rules.decks * len(rules.wild_ranks)
    return wilds * len(rules.seats_of(0)) / rules.players


def pays(rules: RuleSet) -> bool:
    """Whether a canasta of wild cards is worth collecting for under ``rules``: its bonus is big, a wild
    card cannot be discarded (so it is worth nothing as a brake on the pile, only in melds), and a side
    gets seven wild cards on average."""
    bonus = rules.wild_canasta_bonus
    if bonus is None or bonus < rules.natural_canasta_bonus + PAYS_MIXED * rules.mixed_canasta_bonus:
        return False
    return not rules.discard_wilds and side_share_of_wilds(rules) >= CANASTA_SIZE


def collecting(ctx: Context) -> bool:
    """Whether the side plays for its wild canasta now: it pays, the side has none yet and seven wild
    cards can still be reached with those it has not seen."""
    if not pays(ctx.rules):
        return False
    info = ctx.meld_info.get(WILD_MELD)
    if info is not None and info.is_canasta:
        return False
    melded = 0 if info is None else info.size
    wild = ctx.tables.wild
    unseen = sum(count for rank, count in enumerate(ctx.knowledge.unseen) if wild[rank])
    return melded + len(ctx.wilds) + unseen >= CANASTA_SIZE


def wild_meld_step(ctx: Context, legal: Sequence[Action]) -> Action | None:
    """The move that grows the side's wild meld: a wild card onto it, or the meld of the hand's wild
    cards (the most the engine offers), keeping two cards in hand; None when neither is offered."""
    keep = 2
    if WILD_MELD in ctx.meld_info:
        for action in legal:
            if isinstance(action, AddToMeld) and action.rank == WILD_MELD:
                if ctx.hand_size - len(action.cards) >= keep:
                    return action
        return None
    if len(ctx.wilds) < LAY_FROM:
        return None
    melds = [
        action
        for action in legal
        if isinstance(action, Meld)
        and group_rank(action.groups[0], ctx.tables) == WILD_MELD
        and ctx.hand_size - len(action.groups[0]) >= keep
    ]
    return max(melds, key=lambda meld: len(meld.groups[0]), default=None)
