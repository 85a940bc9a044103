"""The rules as the fast round simulator (`rollout.py`) asks them: plain attributes, looked up once per
rule set, and the cards as the simulator's codes (a rank value; 1 for a red 3).

Shared by the simulator, its policy and the levels that build it from a view (Ekspert, the judge, the
review's words). Compiled (docs/fast-loop.md), the fields the loop reads are also a C struct of the
same names (`fast_rules.pxd`: `RulesC`, filled here field by field); in plain Python that struct is
the object itself (``self.c is self``), so the loop's ``r.needed`` reads the same value either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

try:
    import cython
except ImportError:  # plain Python without Cython installed
    from . import no_cython as cython  # type: ignore[no-redef]

from ..engine.cards import RANK_COUNT, Card
from ..engine.melds import card_tables
from ..engine.rules import (
    PileBeforeOpening,
    RedThreesOtherwise,
    RedThreesPlus,
    RuleSet,
    StockExhausted,
    TakeOntoMeld,
    WildsVsNaturals,
)

if not cython.compiled:  # compiled, the C constant of fast_rules.pxd
    RED3 = 1  # the code of a red 3 (rank value 1 is unused)
RED_PLUS = {RedThreesPlus.ALWAYS: 0, RedThreesPlus.WITH_MELD: 1, RedThreesPlus.WITH_CANASTA: 2}

if TYPE_CHECKING:

    class RuleFields:
        """For mypy: the fields of `RulesC` (fast_rules.pxd), the loop's rules by name."""

        players: int
        sides: int
        draw_count: int
        needed: int
        min_naturals: int
        max_wilds: int
        at_most: bool
        fewer: bool
        wild_onto_canasta: bool
        pair_before_opening: bool
        natural_and_wild: bool
        onto_top: bool
        onto_natural: bool
        discard_wilds: bool
        one_card_pile: bool
        discard_to_go_out: bool
        first_go_around_rule: bool
        exhausted_end: bool
        turn_pile: bool
        not_in_canasta_turn: bool
        rank_locks: bool
        red_nothing: bool
        concealed_going_out: bool
        melds_negative_without_canasta: bool
        max_turnovers: int
        decks: int
        red_plus: int
        pile_bonus_size: int
        partner_penalty: int
        concealed_bonus: int
        going_out_bonus: int
        mixed_canasta_bonus: int
        natural_canasta_bonus: int
        all_red_threes_points: int
        red_three_points: int
        pile_bonus_points: int
        wild_canasta_bonus: int
        wild: list[bool]  # by rank code
        points: list[int]
        wild_codes: list[int]  # n_wild of them, the cheapest first
        naturals: list[int]  # n_nat of them
        n_wild: int
        n_nat: int


def code(card: Card) -> int:
    return RED3 if card.is_red_three else int(card.rank)


class FastRules:
    """The rule fields the simulator asks, as plain attributes (looked up once per rule set)."""

    def __init__(self, rules: RuleSet) -> None:
        tables = card_tables(rules)
        self.rules = rules
        self.players, self.sides, self.draw_count = rules.players, rules.sides, rules.draw_count
        self.wild = tuple(tables.wild)
        self.points = tuple(tables.points)
        self.wild_codes = tuple(
            sorted((c for c in range(RANK_COUNT) if tables.wild[c]), key=lambda c: (tables.points[c], c))
        )
        # the natural ranks: 4 to ace and the 2s where they are not wild (a 3 never melds with others)
        self.naturals = tuple(c for c in range(2, RANK_COUNT) if c != 3 and not tables.wild[c])
        if not cython.compiled:
            self.c = self  # the loop's struct of rule fields is this object
        c = rules_of(self)
        c.players, c.sides, c.draw_count = rules.players, rules.sides, rules.draw_count
        c.needed = rules.canastas_to_go_out
        c.min_naturals = rules.min_naturals
        c.max_wilds = 99 if rules.max_wilds is None else rules.max_wilds
        c.at_most = rules.wilds_vs_naturals is WildsVsNaturals.AT_MOST
        c.fewer = rules.wilds_vs_naturals is WildsVsNaturals.FEWER
        c.wild_onto_canasta = rules.wild_onto_canasta
        c.pair_before_opening = rules.pile_before_opening is PileBeforeOpening.PAIR
        c.natural_and_wild = rules.take_with_natural_and_wild
        c.onto_top = rules.take_onto_meld is TakeOntoMeld.TOP_CARD
        c.onto_natural = rules.take_onto_meld is TakeOntoMeld.WITH_NATURAL
        c.discard_wilds = rules.discard_wilds
        c.one_card_pile = rules.take_one_card_pile_with_one_card
        c.discard_to_go_out = rules.discard_to_go_out
        c.first_go_around_rule = rules.first_go_around_no_meld
        c.exhausted_end = rules.stock_exhausted is StockExhausted.END
        c.turn_pile = rules.stock_exhausted is StockExhausted.TURN_PILE
        c.max_turnovers = rules.turnover_limit()
        c.partner_penalty = rules.partner_yes_penalty
        c.concealed_going_out = rules.concealed_going_out
        c.concealed_bonus = rules.concealed_bonus
        c.going_out_bonus = rules.going_out_bonus
        c.mixed_canasta_bonus = rules.mixed_canasta_bonus
        c.natural_canasta_bonus = rules.natural_canasta_bonus
        c.all_red_threes_points = rules.all_red_threes_points
        c.red_three_points = rules.red_three_points
        c.decks = rules.decks
        # issue 25, conditions (rules2)
        c.red_plus = RED_PLUS[rules.red_threes_plus]
        c.melds_negative_without_canasta = rules.melds_negative_without_canasta
        c.not_in_canasta_turn = rules.going_out_not_in_canasta_turn
        c.pile_bonus_size = -1 if rules.pile_bonus_size is None else rules.pile_bonus_size
        c.pile_bonus_points = rules.pile_bonus_points
        # a side's meld of wild cards only sits in slot 0 (`melds.WILD_MELD`): no naturals, its wild cards
        c.wild_canasta_bonus = rules.wild_canasta_bonus or 0
        c.rank_locks = rules.melded_rank_locks_pile  # issue 25: no take of a rank the side has melded
        c.red_nothing = rules.red_threes_otherwise is RedThreesOtherwise.NOTHING  # issue 32
        c.n_wild, c.n_nat = len(self.wild_codes), len(self.naturals)
        if cython.compiled:  # the tables as C arrays (in plain Python they are the tuples above)
            for i in range(RANK_COUNT):
                c.wild[i] = self.wild[i]
                c.points[i] = self.points[i]
            for i in range(c.n_wild):
                c.wild_codes[i] = self.wild_codes[i]
            for i in range(c.n_nat):
                c.naturals[i] = self.naturals[i]


def rules_of(fast: FastRules) -> RuleFields:
    """The loop's rule fields: the C struct inside ``fast`` when compiled, ``fast`` itself otherwise."""
    if cython.compiled:
        return cython.address(fast.c)  # type: ignore[return-value]
    return cast("RuleFields", fast)


_RULES_CACHE: dict[RuleSet, FastRules] = {}


def fast_rules(rules: RuleSet) -> FastRules:
    found = _RULES_CACHE.get(rules)
    if found is None:
        found = _RULES_CACHE[rules] = FastRules(rules)
    return found
