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
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    TakePile,
)
from ..engine.assist import find_take
from ..engine.cards import Card, Rank
from ..engine.melds import CANASTA_SIZE, group_rank
from ..engine.phase import Phase
from ..engine.reasons import IllegalActionError
from ..engine.view import PlayerView
from .canasta_opening import (
    canasta_opening,
    collecting,
    holds_canasta_opening,
    keep_bonus,
    must_open_with_canasta,
)
from .context import Context
from .evaluate import COMPLETING_WEIGHT, exhausted_take_value, take_value
from .plans import GoingOut, find_legal, meld_is_legal, plan_going_out, plan_opening
from .reasons import LIGHT_HAND, LOW_STOCK, Decision, Param, Why
from .wild_canasta import collecting as collecting_wilds
from .wild_canasta import wild_meld_step


class HeuristicPlayer:
    """A computer player built from overridable steps; subclasses are the levels."""

    name = "heuristic"
    take_margin = 7.0  # per card the stock would give
    canasta_take_weight = COMPLETING_WEIGHT  # of the bonus of a canasta the take completes (evaluate.py)
    plans_canasta_opening = True  # plays for "open with a canasta" (canasta_opening.py; off: as before)
    collects_with_memory = False  # chooses the ranks to collect knowing which cards are gone
    hold_stock: int | None = 20  # holds a canasta opening in hand while the stock is bigger (None: never)
    collects_wild_canasta = False  # plays for a canasta of wild cards where its bonus pays (wild_canasta.py)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # ------------------------------------------------------------------ entry points
    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return self.explained(view, legal).action

    def explained(self, view: PlayerView, legal: Sequence[Action]) -> Decision:
        """The move with its reason (a single legal move needs none, and asks nothing of the level)."""
        if len(legal) == 1:
            return Decision(legal[0], Why.ANY)
        return self.decide(view, legal)

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
            return Decision(safe_fallback(legal), Why.ANY)  # never play an unchecked move
        return decision

    # ------------------------------------------------------------------ answering the partner
    def answer(self, ctx: Context) -> Decision:
        yes = self.lets_partner_go_out(ctx)
        points = ctx.hand_points
        if not yes:
            if points > LIGHT_HAND:
                return Decision(AnswerPartner(False), Why.ANSWER_NO, {"points": points})
            return Decision(AnswerPartner(False), Why.ANY)
        if points <= LIGHT_HAND:
            return Decision(AnswerPartner(True), Why.ANSWER_YES, {"points": points})
        if ctx.view.stock_count <= LOW_STOCK:
            return Decision(AnswerPartner(True), Why.ANSWER_YES_STOCK, {"count": ctx.view.stock_count})
        if opponents_may_go_out(ctx):
            return Decision(AnswerPartner(True), Why.ANSWER_YES_THREAT)
        return Decision(AnswerPartner(True), Why.ANY)

    def lets_partner_go_out(self, ctx: Context) -> bool:
        """Yes when the hand is light, the opponents threaten or the stock runs low."""
        return ctx.hand_points <= LIGHT_HAND or ctx.threat >= 0.6 or ctx.view.stock_count <= LOW_STOCK

    # ------------------------------------------------------------------ drawing
    def draw_phase(self, ctx: Context, legal: Sequence[Action]) -> Decision:
        takes = [a for a in legal if isinstance(a, TakePile)]
        can_draw = any(isinstance(a, DrawStock) for a in legal)
        if not takes:
            # the engine's reason: the paragraph "Why?" opens
            refused: dict[str, Param] = {"reason": take_refusal(ctx)}
            if can_draw:
                return Decision(DrawStock(), Why.DRAW_FROZEN, refused)
            return Decision(EndRound(), Why.END_ROUND_NO_TAKE, refused)
        if not can_draw:
            return self.exhausted(ctx, legal, takes)
        if self.collects(ctx):
            # Every take offered opens with a canasta: the opening the side is collecting for.
            return self.take_decision(ctx, self.best_take(ctx, takes)[0])
        return self.choose_take(ctx, takes)

    def collects(self, ctx: Context) -> bool:
        """Whether the side is collecting for the canasta it must open with (canasta_opening.py)."""
        return self.plans_canasta_opening and must_open_with_canasta(ctx)

    def choose_take(self, ctx: Context, takes: list[TakePile]) -> Decision:
        """Take the pile when it beats drawing (overridden per level)."""
        best, value = self.best_take(ctx, takes)
        if value > self.take_margin * ctx.rules.draw_count:
            return self.take_decision(ctx, best)
        return Decision(DrawStock(), Why.DRAW, {"size": len(ctx.view.pile)})

    def best_take(self, ctx: Context, takes: list[TakePile]) -> tuple[TakePile, float]:
        weight = self.canasta_take_weight
        return _best(ctx, takes, lambda ctx, take: take_value(ctx, take, weight))

    def exhausted(self, ctx: Context, legal: Sequence[Action], takes: list[TakePile]) -> Decision:
        best, value = _best(ctx, takes, exhausted_take_value)
        if EndRound() not in legal:
            return self.take_decision(ctx, best, forced=True)
        if value > 0:
            return self.take_decision(ctx, best)
        return Decision(EndRound(), Why.END_ROUND)

    def take_decision(self, ctx: Context, take: TakePile, forced: bool = False) -> Decision:
        """The take with the reason that is true of it (the cards it uses, the side's melds)."""
        top = ctx.view.pile[-1]
        params: dict[str, Param] = {"size": len(ctx.view.pile), "rank": top.rank.char}
        if forced:
            return Decision(take, Why.TAKE_PILE_FORCED, params)
        wild = ctx.tables.wild
        if not ctx.opened:
            points = ctx.points([top, *take.cards] + [c for g in take.extra for c in g])
            if points >= ctx.minimum:
                params.update(points=points, needed=ctx.minimum)
                return Decision(take, Why.TAKE_PILE_OPENING, params)
            return Decision(
                take, Why.OPEN_CANASTA
            )  # the engine let it open short: a canasta waived the minimum
        naturals = sum(1 for c in take.cards if c.rank == top.rank)
        wilds = sum(1 for c in take.cards if wild[c.rank])
        if naturals >= 2:
            return Decision(take, Why.TAKE_PILE_PAIR, params)
        if naturals == 1 and wilds >= 1:
            return Decision(take, Why.TAKE_PILE_WILD, params)
        if top.rank in ctx.melds and not wilds:
            return Decision(take, Why.TAKE_PILE_MELD, params)
        return Decision(take, Why.ANY)

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
        if (
            AskPartner() in legal
            and view.partner_answer is None
            and not plan.concealed
            and self.should_ask(ctx, plan)
        ):
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
        if self.collects(ctx):
            if holds_canasta_opening(ctx, self.hold_stock):
                return None
            meld = canasta_opening(ctx, legal)
            return None if meld is None else opening_decision(ctx, meld)
        plan = plan_opening(ctx, max_wilds=self.opening_wild_limit(ctx))
        if plan is None:
            return None
        found = find_legal(plan.action, legal)
        return opening_decision(ctx, found if isinstance(found, Meld) else plan.action)

    def opening_wild_limit(self, ctx: Context) -> int:
        return 1 if ctx.minimum <= 50 else 2 if ctx.minimum <= 90 else 3

    def build(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        """Add naturals, lay natural melds, complete canastas with wild cards."""
        hand = ctx.hand_size
        wild = ctx.tables.wild
        for action in legal:
            if (
                isinstance(action, AddToMeld)
                and not wild[action.cards[0].rank]
                and len(action.cards) == ctx.count(action.rank)
                and hand - len(action.cards) >= 2
            ):
                params: dict[str, Param] = {"rank": action.rank.char, "count": len(action.cards)}
                return Decision(action, Why.ADD_NATURALS, params)
        for action in legal:
            if isinstance(action, Meld) and self.lays(ctx, action) and hand - len(action.groups[0]) >= 2:
                group = action.groups[0]
                if not any(wild[c.rank] for c in group) or _wild_canasta(group, wild):
                    rank = group_rank(group, ctx.tables)  # naturals, or a canasta of wild cards at once
                    return Decision(action, Why.MELD_NEW, {"rank": rank.char, "count": len(group)})
        if self.collects_wild_canasta and collecting_wilds(ctx):
            # the wild cards go to their own meld, not the natural ones (measured: docs/ai-strength.md)
            return self.wild_meld(ctx, legal)
        return self.canasta_wild(ctx, legal)

    def wild_meld(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        """Grow the side's meld of wild cards (wild_canasta.py), or keep the wild cards for it."""
        action = wild_meld_step(ctx, legal)
        if isinstance(action, AddToMeld):
            return wild_add_decision(ctx, action)
        if isinstance(action, Meld):
            params: dict[str, Param] = {"rank": group_rank(action.groups[0], ctx.tables).char}
            return Decision(action, Why.MELD_NEW, {**params, "count": len(action.groups[0])})
        return None

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
        return wild_add_decision(ctx, best[1])

    # ------------------------------------------------------------------ discarding
    def discard(self, ctx: Context, legal: Sequence[Action]) -> Decision:
        options = [a for a in legal if isinstance(a, Discard)]
        if not options:
            return Decision(safe_fallback(legal), Why.ANY)
        return self.choose_discard(ctx, options)

    def choose_discard(self, ctx: Context, options: list[Discard]) -> Decision:
        raise NotImplementedError

    def keep_bonuses(self, ctx: Context, options: list[Discard]) -> list[float]:
        """Per option, what collecting for the canasta opening adds to its keep value (else 0)."""
        if not self.collects(ctx):
            return [0.0] * len(options)
        ranks = collecting(ctx, memory=self.collects_with_memory)
        return [keep_bonus(ctx, option.card, ranks) for option in options]


def safe_fallback(legal: Sequence[Action]) -> Action:
    """A harmless legal move when no plan applies: draw, else discard, never "ask the partner"."""
    for kind in (DrawStock, Discard):
        for action in legal:
            if isinstance(action, kind):
                return action
    return next((a for a in legal if not isinstance(a, AskPartner)), legal[0])


def opening_decision(ctx: Context, action: Meld) -> Decision:
    """An opening meld with its points against the minimum (or the canasta that waived it)."""
    points = ctx.points([card for group in action.groups for card in group])
    if points >= ctx.minimum:
        return Decision(action, Why.OPEN, {"points": points, "needed": ctx.minimum})
    return Decision(action, Why.OPEN_CANASTA)


def wild_add_decision(ctx: Context, action: AddToMeld) -> Decision:
    """A wild card onto a meld: it completes a canasta only when the meld reaches seven cards now.

    (Canastas are completed one wild card at a time; before the last one, it brings the meld nearer.)
    """
    before = ctx.meld_info[action.rank].size
    params: dict[str, Param] = {"rank": action.rank.char}
    if before < CANASTA_SIZE <= before + len(action.cards):
        return Decision(action, Why.ADD_WILD_CANASTA, params)
    if before < CANASTA_SIZE:
        return Decision(action, Why.ADD_WILD, params)
    return Decision(action, Why.ANY)


def plain_discard(ctx: Context, option: Discard) -> Decision:
    """A discard chosen by keep value alone: a lone unmelded card says so, anything else is the hand's spare."""
    card = option.card
    lone = (
        not ctx.tables.wild[card.rank]
        and card.rank != Rank.THREE
        and ctx.count(card.rank) == 1
        and card.rank not in ctx.melds
    )
    return Decision(option, Why.DISCARD_SINGLE if lone else Why.DISCARD_LEAST, {"card": str(card)})


def opponents_may_go_out(ctx: Context) -> bool:
    """An opponent side has the canastas it needs, or most of them and a player with six cards or fewer."""
    view = ctx.view
    for side in range(ctx.rules.sides):
        if side == ctx.side:
            continue
        canastas = ctx.side_canastas(side)
        near = sum(1 for cards in view.melds[side].values() if 5 <= len(cards) < CANASTA_SIZE)
        shortest = min(view.hand_counts[s] for s in ctx.rules.seats_of(side))
        if canastas >= ctx.needed or (canastas + 0.5 * near >= 0.6 * ctx.needed and shortest <= 6):
            return True
    return False


def _best(
    ctx: Context,
    takes: list[TakePile],
    value: Callable[[Context, TakePile], float],
) -> tuple[TakePile, float]:
    """The take ``value`` rates highest (ties: the first), with its value."""
    return max(((take, value(ctx, take)) for take in takes), key=lambda scored: scored[1])


def _constructed_ok(ctx: Context, action: Action) -> bool:
    """A move not among the canonical ones is played only when the legality mirror accepts it."""
    return isinstance(action, Meld) and meld_is_legal(ctx, action)


def take_refusal(ctx: Context) -> str:
    """The engine's reason code for refusing the pile now (asked of the round as this seat knows it)."""
    try:
        find_take(ctx.table)
    except IllegalActionError as error:
        return error.reason.value
    return ""


def _wild_canasta(group: Sequence[Card], wild: Sequence[bool]) -> bool:
    """A canasta of wild cards only laid at once (where the rules allow one: issue 25)."""
    return len(group) >= CANASTA_SIZE and all(wild[c.rank] for c in group)
