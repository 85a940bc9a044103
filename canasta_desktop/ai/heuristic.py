"""The shared decision procedure of the three levels; each level overrides a few steps.

A turn is several decisions (draw or take, each meld, the discard). Every
decision is recomputed from the view, so the levels keep no hidden state
beyond Let's seeded random generator; memory of the other hands is derived
from the view's public events each time (`knowledge.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine.actions import (
    Action, AddToMeld, AnswerPartner, AskPartner, Discard, DrawStock, EndRound, Meld, TakePile,
)
from ..engine.cards import Rank
from ..engine.melds import CANASTA_SIZE, group_rank
from ..engine.phase import Phase
from ..engine.view import PlayerView
from .context import Context
from .evaluate import exhausted_take_value, take_value
from .plans import GoingOut, find_legal, meld_is_legal, plan_going_out, plan_opening
from .reasons import Decision, Param, Why


class HeuristicPlayer:
    """A computer player built from overridable steps; subclasses are the levels."""

    name = "heuristic"
    take_margin = 7.0  # per card the stock would give

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # ------------------------------------------------------------------ entry points
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.decide(view, legal).action

    def decide(self, view: PlayerView, legal: Sequence[Action]) -> Decision:
        """The action with the reason for it."""
        ctx = Context(view)
        if view.phase is Phase.ANSWER:
            decision = self.answer(ctx)
        elif view.phase is Phase.DRAW:
            decision = self.draw_phase(ctx, legal)
        else:
            decision = self.meld_phase(ctx, legal)
        if decision.action not in legal and not _constructed_ok(ctx, decision.action):
            return Decision(legal[0], Why.ANY)  # never play an unchecked move
        return decision

    # ------------------------------------------------------------------ answering the partner
    def answer(self, ctx: Context) -> Decision:
        yes = self.lets_partner_go_out(ctx)
        why = Why.ANSWER_YES if yes else Why.ANSWER_NO
        return Decision(AnswerPartner(yes), why, {"points": ctx.hand_points})

    def lets_partner_go_out(self, ctx: Context) -> bool:
        """Yes when the hand is light, the opponents threaten or the stock runs low."""
        return ctx.hand_points <= 60 or ctx.threat >= 0.6 or ctx.view.stock_count <= 10

    # ------------------------------------------------------------------ drawing
    def draw_phase(self, ctx: Context, legal: Sequence[Action]) -> Decision:
        takes = [a for a in legal if isinstance(a, TakePile)]
        can_draw = any(isinstance(a, DrawStock) for a in legal)
        if not takes:
            if can_draw:
                return Decision(DrawStock(), Why.DRAW_FROZEN)
            return Decision(EndRound(), Why.END_ROUND)
        if not can_draw:
            return self.exhausted(ctx, legal, takes)
        return self.choose_take(ctx, takes)

    def choose_take(self, ctx: Context, takes: list[TakePile]) -> Decision:
        """Take the pile when it beats drawing (overridden per level)."""
        best, value = self.best_take(ctx, takes)
        if value > self.take_margin * ctx.rules.draw_count:
            return self.take_decision(ctx, best)
        return Decision(DrawStock(), Why.DRAW, {"size": len(ctx.view.pile)})

    def best_take(self, ctx: Context, takes: list[TakePile]) -> tuple[TakePile, float]:
        return _best(ctx, takes, take_value)

    def exhausted(self, ctx: Context, legal: Sequence[Action], takes: list[TakePile]) -> Decision:
        best, value = _best(ctx, takes, exhausted_take_value)
        if EndRound() not in legal:
            return self.take_decision(ctx, best, forced=True)
        if value > 0:
            return self.take_decision(ctx, best)
        return Decision(EndRound(), Why.END_ROUND)

    def take_decision(self, ctx: Context, take: TakePile, forced: bool = False) -> Decision:
        top = ctx.view.pile[-1]
        params: dict[str, Param] = {"size": len(ctx.view.pile), "rank": top.rank.char}
        if forced:
            return Decision(take, Why.TAKE_PILE_FORCED, params)
        if take.extra or not ctx.opened:
            used = [top, *take.cards] + [c for g in take.extra for c in g]
            params.update(points=ctx.points(used), needed=ctx.minimum)
            return Decision(take, Why.TAKE_PILE_OPENING, params)
        if not take.cards:
            return Decision(take, Why.TAKE_PILE_MELD, params)
        if any(ctx.tables.wild[c.rank] for c in take.cards):
            return Decision(take, Why.TAKE_PILE_WILD, params)
        return Decision(take, Why.TAKE_PILE_PAIR, params)

    # ------------------------------------------------------------------ melding
    def meld_phase(self, ctx: Context, legal: Sequence[Action]) -> Decision:
        decision = self.going_out(ctx, legal)
        if decision is None:
            decision = self.meld_step(ctx, legal)
        if decision is None:
            decision = self.discard(ctx, legal)
        return decision

    def going_out(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        plan = plan_going_out(ctx)
        if plan is None or not self.wants_to_go_out(ctx, plan):
            return None
        view = ctx.view
        if (AskPartner() in legal and view.partner_answer is None and not plan.concealed
                and self.should_ask(ctx, plan)):
            return Decision(AskPartner(), Why.ASK_PARTNER)
        step = plan.steps[0]
        found = find_legal(step, legal)
        if found is None:
            if isinstance(step, Meld) and meld_is_legal(ctx, step):
                found = step
            else:
                return None
        why = Why.GO_OUT_CONCEALED if plan.concealed else Why.GO_OUT
        return Decision(found, why, {"steps": len(plan.steps)})

    def wants_to_go_out(self, ctx: Context, plan: GoingOut) -> bool:
        return True

    def should_ask(self, ctx: Context, plan: GoingOut) -> bool:
        partners = ctx.partners
        return bool(partners) and max(ctx.view.hand_counts[s] for s in partners) >= 5

    def meld_step(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        if not ctx.opened:
            return self.opening(ctx, legal)
        return self.build(ctx, legal)

    def opening(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        if ctx.view.first_go_around:
            return None
        plan = plan_opening(ctx, max_wilds=self.opening_wild_limit(ctx))
        if plan is None:
            return None
        action = find_legal(plan.action, legal) or plan.action
        return Decision(action, Why.OPEN, {"points": plan.points, "needed": ctx.minimum})

    def opening_wild_limit(self, ctx: Context) -> int:
        return 1 if ctx.minimum <= 50 else 2 if ctx.minimum <= 90 else 3

    def build(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        """Add naturals, lay natural melds, complete canastas with wild cards."""
        hand = ctx.hand_size
        wild = ctx.tables.wild
        for action in legal:
            if (isinstance(action, AddToMeld) and not wild[action.cards[0].rank]
                    and len(action.cards) == ctx.count(action.rank) and hand - len(action.cards) >= 2):
                params: dict[str, Param] = {"rank": action.rank.char, "count": len(action.cards)}
                return Decision(action, Why.ADD_NATURALS, params)
        for action in legal:
            if isinstance(action, Meld) and self.lays(ctx, action) and hand - len(action.groups[0]) >= 2:
                group = action.groups[0]
                if not any(wild[c.rank] for c in group):
                    rank = group_rank(group, ctx.tables)
                    return Decision(action, Why.MELD_NEW, {"rank": rank.char, "count": len(group)})
        return self.canasta_wild(ctx, legal)

    def lays(self, ctx: Context, action: Meld) -> bool:
        """Whether to lay this new meld now (black 3s never, outside going out)."""
        return group_rank(action.groups[0], ctx.tables) != Rank.THREE

    def canasta_wild(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        """A wild card onto the meld it (with the other wilds in hand) turns into a canasta."""
        wilds = len(ctx.wilds)
        if not wilds or ctx.hand_size - 1 < 2:
            return None
        best: tuple[int, AddToMeld] | None = None
        for action in legal:
            if not isinstance(action, AddToMeld) or not ctx.tables.wild[action.cards[0].rank]:
                continue
            info = ctx.meld_info[action.rank]
            short = CANASTA_SIZE - info.size
            if info.is_canasta or short > min(wilds, ctx.room_for_wilds(action.rank)):
                continue
            if ctx.hand_size - short < 2 and ctx.canastas + 1 < ctx.needed:
                continue
            if action.cards[0].rank != ctx.wilds[0].rank:
                continue  # the cheapest wild first
            if best is None or short < best[0]:
                best = (short, action)
        if best is None:
            return None
        return Decision(best[1], Why.ADD_WILD_CANASTA, {"rank": best[1].rank.char})

    # ------------------------------------------------------------------ discarding
    def discard(self, ctx: Context, legal: Sequence[Action]) -> Decision:
        options = [a for a in legal if isinstance(a, Discard)]
        if not options:
            return Decision(legal[0], Why.ANY)
        return self.choose_discard(ctx, options)

    def choose_discard(self, ctx: Context, options: list[Discard]) -> Decision:
        raise NotImplementedError


def _best(
    ctx: Context, takes: list[TakePile], value: Callable[[Context, TakePile], float],
) -> tuple[TakePile, float]:
    """The take ``value`` rates highest (ties: the first), with its value."""
    return max(((take, value(ctx, take)) for take in takes), key=lambda scored: scored[1])


def _constructed_ok(ctx: Context, action: Action) -> bool:
    """A move not among the canonical ones is played only when the legality mirror accepts it."""
    return isinstance(action, Meld) and meld_is_legal(ctx, action)
