"""Playing for a canasta of wild cards where its bonus pays (`RuleSet.wild_canasta_bonus`, issue 32).

Without a plan the levels laid a meld of wild cards only when seven of them happened to be in the
hand at once, which never came up (0 wild canastas in 150 rounds of each level): the wild cards went
onto the natural melds, one at a time, as mixed canastas needed them. Where the bonus is worth more
than the mixed canastas those cards would otherwise help complete (`pays`), a side that collects
(`collecting`) instead:

- lays its wild cards as a meld of their own once it holds three (the engine allows the meld only
  after the side's first meld), and puts every further wild card onto it (`wild_meld_step`);
- does not spend wild cards on its natural melds meanwhile (the heuristic's `canasta_wild`).

It stops collecting when the opponents threaten to go out (the bonus needs time: every wild card
of the meld comes from the stock or a pile) or when seven can no longer be reached with the cards
it has not seen. Everything is read from the view, like every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, AddToMeld, Meld
from ..engine.melds import CANASTA_SIZE, WILD_MELD, group_rank
from ..engine.rules import RuleSet
from .context import Context

#: The wild canasta pays where its bonus is at least this many mixed canastas' bonuses: seven wild
#: cards spread over natural melds help complete about two mixed canastas (three wild cards each at
#: most in the classic rules), so a smaller bonus is better had the old way.
PAYS_MIXED = 2.0
#: Collecting stops when the opponents threaten this much (`Context.threat`): the wild meld would
#: stay short, and its cards are then better on the natural melds or as a brake on the pile.
STOP_THREAT = 0.5
#: The wild cards the hand must hold before they are laid as a meld of their own (the least the
#: engine allows): laid, they count plus at the end of the round and the partner can add to them.
LAY_FROM = 3


def pays(rules: RuleSet) -> bool:
    """Whether a canasta of wild cards is worth collecting for under ``rules``."""
    bonus = rules.wild_canasta_bonus
    return bonus is not None and bonus > 0 and bonus >= PAYS_MIXED * rules.mixed_canasta_bonus


def collecting(ctx: Context) -> bool:
    """Whether the side plays for its wild canasta now: it pays, the side has none yet, seven wild cards
    can still be reached and the opponents are not about to go out."""
    if not pays(ctx.rules) or ctx.threat >= STOP_THREAT:
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
