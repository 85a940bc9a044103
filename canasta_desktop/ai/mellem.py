"""Mellem (Medium): keeps pairs to take the pile, spends wild cards only to complete canastas,
takes the pile when it is big enough. It has no memory of the other hands: it
avoids only the discards anyone can see are dangerous (a rank on the next
player's melds while the pile is not frozen).
"""

from __future__ import annotations

from ..engine.actions import Discard, DrawStock, TakePile
from .context import Context
from .evaluate import discard_danger, simple_keep_value
from .heuristic import HeuristicPlayer, plain_discard
from .reasons import Decision, Why


class MellemPlayer(HeuristicPlayer):
    name = "mellem"
    danger_weight = 1.0  # only the danger anyone can see: a rank on the next player's melds

    def choose_take(self, ctx: Context, takes: list[TakePile]) -> Decision:
        size = len(ctx.view.pile)
        big = 5 if ctx.rules.draw_count >= 2 else 4
        wild = ctx.tables.wild

        def cost(take: TakePile) -> tuple[int, int]:
            return (sum(1 for c in take.cards if wild[c.rank]), len(take.cards))

        best = min(takes, key=cost)
        wilds = cost(best)[0]
        if size >= big + 3 * wilds or (not best.cards and size >= 2):
            return self.take_decision(ctx, best)
        return Decision(DrawStock(), Why.DRAW, {"size": size})

    def choose_discard(self, ctx: Context, options: list[Discard]) -> Decision:
        weight = self.danger_weight
        bonuses = self.keep_bonuses(ctx, options)
        scored = [
            (
                simple_keep_value(ctx, o.card)
                + bonuses[i]
                + weight * discard_danger(ctx, o.card, memory=False),
                i,
            )
            for i, o in enumerate(options)
        ]
        _, index = min(scored)
        return plain_discard(ctx, options[index])
