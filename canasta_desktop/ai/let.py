"""Let (Easy): legal and plausible but weak, as «Regler og spil» describes it (docs/rules.md §4).

It often discards a random card, spends wild cards without a plan (any wild
onto any meld, pairs melded with wilds) and takes the pile haphazardly. Its
randomness comes from the seeded generator, so a game can be replayed.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, AddToMeld, Discard, DrawStock, Meld, TakePile
from ..engine.melds import group_rank
from .context import Context
from .evaluate import simple_keep_value
from .heuristic import HeuristicPlayer, opening_decision, plain_discard, wild_add_decision
from .plans import GoingOut
from .reasons import Decision, Why


class LetPlayer(HeuristicPlayer):
    name = "let"
    random_discard = 0.7
    take_chance = 0.5
    meld_chance = 0.7

    def lets_partner_go_out(self, ctx: Context) -> bool:
        return ctx.hand_points < 100

    def should_ask(self, ctx: Context, plan: GoingOut) -> bool:
        return False

    def choose_take(self, ctx: Context, takes: list[TakePile]) -> Decision:
        if self.rng.random() < self.take_chance:
            return self.take_decision(ctx, self.rng.choice(takes))
        return Decision(DrawStock(), Why.DRAW, {"size": len(ctx.view.pile)})

    def opening(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        if self.collects(ctx):
            return super().opening(ctx, legal)  # a canasta opening is too rare to let pass
        melds = [a for a in legal if isinstance(a, Meld)]
        if melds and self.rng.random() < self.meld_chance:
            action = self.rng.choice(melds)
            return opening_decision(ctx, action)
        return super().opening(ctx, legal) if self.rng.random() < 0.5 else None

    def build(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        hand = ctx.hand_size
        moves: list[Meld | AddToMeld] = []
        for action in legal:
            if isinstance(action, Meld):
                if hand - len(action.groups[0]) >= 2 and self.lays(ctx, action):
                    moves.append(action)
            elif isinstance(action, AddToMeld) and hand - len(action.cards) >= 2:
                moves.append(action)
        if moves and self.rng.random() < self.meld_chance:
            action = self.rng.choice(moves)
            if isinstance(action, Meld):
                group = action.groups[0]
                if len(action.groups) > 1 or any(ctx.tables.wild[c.rank] for c in group):
                    return Decision(action, Why.ANY)  # Let melds wild cards without a plan
                rank = group_rank(group, ctx.tables)
                return Decision(action, Why.MELD_NEW, {"rank": rank.char, "count": len(group)})
            if any(ctx.tables.wild[c.rank] for c in action.cards):
                return wild_add_decision(ctx, action)
            return Decision(action, Why.ADD_NATURALS, {"rank": action.rank.char, "count": len(action.cards)})
        return None

    def choose_discard(self, ctx: Context, options: list[Discard]) -> Decision:
        bonuses = self.keep_bonuses(ctx, options)
        if self.rng.random() < self.random_discard:
            # Collecting for a canasta opening, even Let keeps the collected ranks and wild cards.
            spare = [o for o, bonus in zip(options, bonuses) if not bonus] or options
            option = self.rng.choice(spare)
            return Decision(option, Why.DISCARD_RANDOM, {"card": str(option.card)})
        scored = [(simple_keep_value(ctx, o.card) + bonuses[i], i) for i, o in enumerate(options)]
        _, index = min(scored)
        return plain_discard(ctx, options[index])
