"""The rules as the fast round simulator (`rollout.py`) asks them: plain attributes, looked up once per
rule set, and the cards as the simulator's codes (a rank value; 1 for a red 3).

Shared by the simulator, its policy and the levels that build it from a view (Ekspert, the judge, the
review's words); the compiled loop (`_playout.c`) reads the same attributes.
"""

from __future__ import annotations

from ..engine.cards import RANK_COUNT, Card
from ..engine.melds import CANASTA_SIZE, card_tables
from ..engine.rules import (
    PileBeforeOpening,
    RedThreesOtherwise,
    RedThreesPlus,
    RuleSet,
    StockExhausted,
    TakeOntoMeld,
    WildsVsNaturals,
)

RED3 = 1  # the code of a red 3 (rank value 1 is unused)


def code(card: Card) -> int:
    return RED3 if card.is_red_three else int(card.rank)


class FastRules:
    """The rule fields the simulator asks, as plain attributes (looked up once per rule set)."""

    def __init__(self, rules: RuleSet) -> None:
        tables = card_tables(rules)
        self.rules = rules
        self.players, self.sides, self.draw_count = rules.players, rules.sides, rules.draw_count
        self.wild = tables.wild
        self.points = tables.points
        self.wild_codes = tuple(
            sorted((c for c in range(RANK_COUNT) if tables.wild[c]), key=lambda c: (tables.points[c], c))
        )
        # the natural ranks: 4 to ace and the 2s where they are not wild (a 3 never melds with others)
        self.naturals = tuple(c for c in range(2, RANK_COUNT) if c != 3 and not tables.wild[c])
        self.needed = rules.canastas_to_go_out
        self.min_naturals = rules.min_naturals
        self.max_wilds = 99 if rules.max_wilds is None else rules.max_wilds
        self.at_most = rules.wilds_vs_naturals is WildsVsNaturals.AT_MOST
        self.fewer = rules.wilds_vs_naturals is WildsVsNaturals.FEWER
        self.wild_onto_canasta = rules.wild_onto_canasta
        self.pair_before_opening = rules.pile_before_opening is PileBeforeOpening.PAIR
        self.natural_and_wild = rules.take_with_natural_and_wild
        self.onto_top = rules.take_onto_meld is TakeOntoMeld.TOP_CARD
        self.onto_natural = rules.take_onto_meld is TakeOntoMeld.WITH_NATURAL
        self.discard_wilds = rules.discard_wilds
        self.one_card_pile = rules.take_one_card_pile_with_one_card
        self.discard_to_go_out = rules.discard_to_go_out
        self.first_go_around_rule = rules.first_go_around_no_meld
        self.exhausted_end = rules.stock_exhausted is StockExhausted.END
        self.turn_pile = rules.stock_exhausted is StockExhausted.TURN_PILE
        self.max_turnovers = rules.turnover_limit()
        self.partner_penalty = rules.partner_yes_penalty
        # issue 25, conditions (rules2)
        self.not_in_canasta_turn = rules.going_out_not_in_canasta_turn
        # a side's meld of wild cards only sits in slot 0 (`melds.WILD_MELD`): no naturals, its wild cards
        self.wild_canasta_bonus = rules.wild_canasta_bonus or 0
        self.rank_locks = rules.melded_rank_locks_pile  # issue 25: no take of a rank the side has melded
        self.red_nothing = rules.red_threes_otherwise is RedThreesOtherwise.NOTHING  # issue 32
        self.packed = self._packed()

    def _packed(self) -> tuple[int, ...]:
        """The fields of the C rollout loop (`_playout.c`, in the order of its PACKED_* list)."""
        rules = self.rules
        fixed = (
            self.players,
            self.sides,
            self.draw_count,
            self.needed,
            self.min_naturals,
            self.max_wilds,
            self.at_most,
            self.fewer,
            self.wild_onto_canasta,
            self.pair_before_opening,
            self.natural_and_wild,
            self.onto_top,
            self.onto_natural,
            self.discard_wilds,
            self.one_card_pile,
            self.discard_to_go_out,
            self.first_go_around_rule,
            self.exhausted_end,
            self.turn_pile,
            self.max_turnovers,
            self.partner_penalty,
            rules.concealed_going_out,
            rules.concealed_bonus,
            rules.going_out_bonus,
            rules.mixed_canasta_bonus,
            rules.natural_canasta_bonus,
            rules.all_red_threes_points,
            rules.red_three_points,
            rules.decks,
            # issue 25, conditions (rules2)
            _RED_PLUS[rules.red_threes_plus],
            rules.melds_negative_without_canasta,
            self.not_in_canasta_turn,
            -1 if rules.pile_bonus_size is None else rules.pile_bonus_size,
            rules.pile_bonus_points,
            self.wild_canasta_bonus,  # issue 25, the wild canasta (wildcan)
            self.rank_locks,  # issue 25, a melded rank locks the pile (lockrank)
            self.red_nothing,  # issue 32, red 3s that do not count plus count nothing
            len(self.wild_codes),
            len(self.naturals),
        )
        return tuple(int(v) for v in (*fixed, *self.wild, *self.points, *self.wild_codes, *self.naturals))

    def composition_ok(self, rank: int, naturals: int, wilds: int) -> bool:
        """The engine's `check_composition` on counts."""
        if rank == 3:
            return wilds == 0
        if naturals < self.min_naturals or wilds > self.max_wilds:
            return False
        if self.at_most and wilds > naturals:
            return False
        return not (self.fewer and wilds >= naturals)

    def wild_room(self, rank: int, naturals: int, wilds: int) -> int:
        """How many more wild cards a meld with these counts may take (the engine's `wild_room`)."""
        if rank == 3 or (naturals + wilds >= CANASTA_SIZE and not self.wild_onto_canasta):
            return 0
        limit = self.max_wilds
        if self.at_most:
            limit = min(limit, naturals)
        elif self.fewer:
            limit = min(limit, naturals - 1)
        return max(0, limit - wilds)


_RED_PLUS = {RedThreesPlus.ALWAYS: 0, RedThreesPlus.WITH_MELD: 1, RedThreesPlus.WITH_CANASTA: 2}
_RULES_CACHE: dict[RuleSet, FastRules] = {}


def fast_rules(rules: RuleSet) -> FastRules:
    found = _RULES_CACHE.get(rules)
    if found is None:
        found = _RULES_CACHE[rules] = FastRules(rules)
    return found
