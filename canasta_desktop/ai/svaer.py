"""Svær (Hard): no random mistakes; remembers the pile takes and discards; plays safe and plans.

- Discards by keep value plus danger: the chance the next opponent takes the
  pile with that card (a rank they melded, took or hold a pair of, from the
  public memory) times what the pile is worth. A wild card or a black 3 has no
  danger, so it is thrown only when everything else is dangerous and the pile
  big: it freezes or blocks exactly then, and is otherwise held as a brake.
- Takes the pile when its worth beats drawing; opens with the cheapest melds
  meeting the score-dependent minimum; completes canastas with wild cards.
- Goes out at once when the opponents threaten; when they are far from going
  out and the side can still grow a canasta, it waits; concealed when it can.
- When an opponent side has its canastas and a player with three cards or
  fewer, it sheds points: melds pairs with wild cards and puts wilds on melds;
  the nearer the opponents are to going out, the more it discards high cards.
- The danger weighs more where one card is drawn (4 and 6 players): the pile
  grows slowly there and a taken pile decides more (measured, see
  docs/ai-strength.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.actions import Action, AddToMeld, Discard, Meld
from ..engine.cards import Card, Rank
from ..engine.melds import CANASTA_SIZE, group_rank
from .context import Context
from .evaluate import DEFAULT_WEIGHTS, KeepWeights, discard_danger, keep_value, take_chance
from .heuristic import HeuristicPlayer, opponents_may_go_out, plain_discard
from .plans import GoingOut
from .reasons import BIG_PILE, UNLIKELY, Decision, Why


class SvaerPlayer(HeuristicPlayer):
    name = "svaer"
    take_margin = 7.5
    shed_cards = 3  # shed points when an opponent side can go out and holds this few cards
    threat_weight = 0.5  # how strongly a threat to go out makes it discard high cards
    weights: KeepWeights = DEFAULT_WEIGHTS
    # Measured in docs/ai-positions.md: waiting to go out cost +100 to +514 in the catalogued
    # positions, and "always go out" alone won 50.5 % of 5 000 matches; a wild card kept at
    # 100 + value/2 won 51.0 %; the premium here is smaller (80 + value/2) so that a wild card
    # still freezes a big pile every other discard would hand over (tests/ai/test_behaviour.py).
    always_go_out = True
    wild_premium = 35.0
    # Where one card is drawn (4 and 6 players) a small pile grows slowly: a wild card thrown on it
    # blocks little and is gone, the partner's most frequent visible mistake (the pile frozen; 16 of 45
    # confirmed in 200 rounds, 12 of 37 with this; docs/ai-strength.md, "Making the partner play like a
    # partner").
    small_pile_wild_premium = 60.0
    small_pile = 6  # six cards and the wild one are worth freezing (catalogued position 4p/m000r03:47)
    collects_with_memory = True
    collects_wild_canasta = True  # issue 32: docs/ai-strength.md, "Rule-aware play"

    def wants_to_go_out(self, ctx: Context, plan: GoingOut) -> bool:
        view = ctx.view
        if self.always_go_out or plan.concealed or view.partner_answer is True:
            return True
        if ctx.threat >= 0.3 or view.stock_count < 30:
            return True
        growing = sum(1 for info in ctx.meld_info.values() if 4 <= info.size < CANASTA_SIZE)
        return growing == 0 or ctx.hand_size <= 2

    def build(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        decision = super().build(ctx, legal)
        if decision is not None or not self.imminent(ctx):
            return decision
        return self.shed(ctx, legal)

    def danger_scale(self, ctx: Context) -> float:
        """How much the discard danger weighs: more where the pile grows slowly (draw 1)."""
        return 0.6 if ctx.rules.draw_count >= 2 else 2.5

    def imminent(self, ctx: Context) -> bool:
        """An opponent side has the canastas to go out and a player with very few cards."""
        view = ctx.view
        for seat in ctx.opponents:
            side = ctx.side_of(seat)
            if ctx.side_canastas(side) >= ctx.needed and view.hand_counts[seat] <= self.shed_cards:
                return True
        return False

    def shed(self, ctx: Context, legal: Sequence[Action]) -> Decision | None:
        """The opponents are about to go out: lay pairs with wilds and put wilds on melds."""
        hand = ctx.hand_size
        for action in legal:
            if isinstance(action, Meld) and hand - len(action.groups[0]) >= 2:
                rank = group_rank(action.groups[0], ctx.tables)
                if rank != Rank.THREE:
                    return Decision(action, Why.MELD_PAIR_WILD, {"rank": rank.char})
        for action in legal:
            if isinstance(action, AddToMeld) and ctx.tables.wild[action.cards[0].rank] and hand - 1 >= 2:
                return Decision(action, Why.ADD_WILD_SHED, {"rank": action.rank.char})
        return None

    def choose_discard(self, ctx: Context, options: list[Discard]) -> Decision:
        threat = self.threat_weight * ctx.threat
        scale = self.danger_scale(ctx)
        scored = []
        bonuses = self.keep_bonuses(ctx, options)
        for index, option in enumerate(options):
            card = option.card
            danger = scale * discard_danger(ctx, card)
            keep = keep_value(ctx, card, threat, weights=self.weights) + bonuses[index]
            if ctx.tables.wild[card.rank]:
                keep += self.wild_premium + self.small_pile_extra(ctx)
            scored.append((keep + danger, index, danger))
        _, index, danger = min(scored)
        return self.discard_decision(ctx, options[index], danger)

    def small_pile_extra(self, ctx: Context) -> float:
        """What a wild card is worth more in hand while the pile is small and grows a card a turn."""
        view = ctx.view
        if ctx.rules.draw_count == 1 and not view.pile_frozen and len(view.pile) < self.small_pile:
            return self.small_pile_wild_premium
        return 0.0

    def discard_decision(self, ctx: Context, option: Discard, danger: float) -> Decision:
        """The discard with the reason that is true of it; the hand's spare card when no sharper one is."""
        card = option.card
        params: dict[str, int | str] = {"card": str(card)}
        size = len(ctx.view.pile)
        value = ctx.tables.value(card)
        if ctx.tables.wild[card.rank]:
            params["size"] = size
            if not ctx.view.pile_frozen and size >= BIG_PILE:
                return Decision(option, Why.DISCARD_FREEZE, params)
            return Decision(option, Why.DISCARD_STOP_WILD, params)  # a wild on top cannot be taken
        if card.rank == Rank.THREE:
            params["size"] = size
            return Decision(option, Why.DISCARD_BLOCK, params)
        if value >= 10 and ctx.threat >= 0.6 and opponents_may_go_out(ctx):
            # The threat lowered the keep value of high cards (``threat_weight``) in the choice.
            return Decision(option, Why.DISCARD_POINTS, params)
        if card.rank in ctx.knowledge.seats[ctx.next_seat].discarded:
            return Decision(option, Why.DISCARD_DEAD, params)
        if danger < 3.0 and size >= 3 and self.unlikely_to_help(ctx, card):
            return Decision(option, Why.DISCARD_SAFE, params)
        return plain_discard(ctx, option)

    @staticmethod
    def unlikely_to_help(ctx: Context, card: Card) -> bool:
        """The next player is an opponent and judged unlikely to take the pile with ``card`` on top."""
        seat = ctx.next_seat
        return ctx.side_of(seat) != ctx.side and take_chance(ctx, card, seat) < UNLIKELY
