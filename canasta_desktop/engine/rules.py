"""`RuleSet`: every rule choice of RULES.md §3 as one validated, frozen value.

Code asks the fields, never which preset a rule set came from. The presets
are plain values in `PRESETS`; a custom game is any valid combination.
"""

from __future__ import annotations

from enum import Enum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


MAX_POINTS = 100_000  # any single bonus or minimum; keeps scores far from overflow and layout
MAX_TARGET = 1_000_000


class WildsVsNaturals(str, Enum):
    """How a meld's wild cards compare with its naturals."""

    ANY = "any"  # only min_naturals and max_wilds apply
    AT_MOST = "at_most"  # never more wilds than naturals
    FEWER = "fewer"  # naturals strictly more than wilds


class PileBeforeOpening(str, Enum):
    """May a side that has not melded yet take the discard pile?"""

    PAIR = "pair"  # with a natural pair, the top card and hand cards meeting the minimum
    NEVER = "never"  # only draw from the stock until the side has melded


class TakeOntoMeld(str, Enum):
    """Taking an unfrozen pile by putting its top card onto the side's meld."""

    NO = "no"
    TOP_CARD = "top_card"  # the top card alone goes onto the meld
    WITH_NATURAL = "with_natural"  # the top card and one natural of the rank from the hand


class RedThreeUpcard(str, Enum):
    FREEZE = "freeze"  # turn another card on top; the pile starts frozen
    SHUFFLE_BACK = "shuffle_back"  # put it back into the stock and turn a new upcard


class StockExhausted(str, Enum):
    TAKE_OR_END = "take_or_end"  # RULES.md §2.10
    END = "end"  # the round ends when a player should draw from an empty stock
    TURN_PILE = "turn_pile"  # the pile becomes the new stock, up to max_pile_turnovers


class RuleSet(BaseModel):
    """All the rule choices of one Canasta game (RULES.md §3)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)

    name: str = "custom"
    # Table
    players: Literal[2, 4, 6] = 2
    sides: Literal[2, 3] = 2
    decks: int = Field(2, ge=1, le=3)
    jokers: int = Field(4, ge=0, le=12)
    fours_wild: bool = False  # Sallingske: 4s are wild and worth 50
    hand_size: int = Field(15, ge=3, le=20)
    draw_count: int = Field(2, ge=1, le=3)
    red_three_upcard: RedThreeUpcard = RedThreeUpcard.FREEZE
    first_go_around_no_meld: bool = False
    # Initial meld: below 0 the first value; then (from score, minimum) steps
    negative_score_minimum: int = Field(15, ge=0, le=MAX_POINTS)
    initial_meld_steps: tuple[tuple[int, int], ...] = ((0, 50), (1500, 90), (3000, 120))
    canasta_waives_minimum: bool = False
    # Melds
    min_naturals: int = Field(2, ge=2)
    max_wilds: int | None = Field(3, ge=1)
    wilds_vs_naturals: WildsVsNaturals = WildsVsNaturals.ANY
    wild_onto_canasta: bool = True
    # The discard pile
    pile_before_opening: PileBeforeOpening = PileBeforeOpening.PAIR
    take_with_natural_and_wild: bool = True
    take_onto_meld: TakeOntoMeld = TakeOntoMeld.TOP_CARD
    discard_wilds: bool = True
    take_one_card_pile_with_one_card: bool = False
    # Going out
    canastas_to_go_out: int = Field(2, ge=1, le=4)
    discard_to_go_out: bool = False
    going_out_bonus: int = Field(100, ge=0, le=MAX_POINTS)
    concealed_going_out: bool = True  # False: no concealed bonus, no waived minimum ("not used")
    concealed_bonus: int = Field(200, ge=0, le=MAX_POINTS)
    ask_partner: bool = False
    partner_yes_penalty: int = Field(100, ge=0, le=MAX_POINTS)
    stock_exhausted: StockExhausted = StockExhausted.TAKE_OR_END
    max_pile_turnovers: int = Field(3, ge=0, le=10)
    # Scoring
    black_three_points: int = Field(5, ge=0, le=MAX_POINTS)
    red_three_points: int = Field(100, ge=0, le=MAX_POINTS)
    all_red_threes_points: int = Field(800, ge=0, le=MAX_POINTS)
    red_threes_negative_without_meld: bool = True
    natural_canasta_bonus: int = Field(500, ge=0, le=MAX_POINTS)
    mixed_canasta_bonus: int = Field(300, ge=0, le=MAX_POINTS)
    # The match
    target: int | None = Field(5000, ge=1, le=MAX_TARGET)  # None: one round
    target_strictly_over: bool = False

    @model_validator(mode="after")
    def _check_consistent(self) -> RuleSet:
        if self.players % self.sides:
            raise ValueError(f"{self.players} players cannot form {self.sides} equal sides")
        if self.ask_partner and self.players == self.sides:
            raise ValueError("asking the partner needs partnerships")
        steps = self.initial_meld_steps
        if not steps or steps[0][0] != 0:
            raise ValueError("initial_meld_steps must start at score 0")
        if any(b[0] <= a[0] or b[1] < a[1] for a, b in zip(steps, steps[1:])):
            raise ValueError("initial_meld_steps must rise with the score")
        if any(not 0 <= value <= MAX_POINTS or score > MAX_TARGET for score, value in steps):
            raise ValueError("initial_meld_steps hold scores and minimums out of range")
        if self.max_wilds is not None and self.max_wilds < 1:
            raise ValueError("max_wilds must allow at least one wild card")
        deck_size = self.decks * 52 + self.jokers
        if self.players * self.hand_size + 12 > deck_size:
            raise ValueError(f"{self.players} hands of {self.hand_size} do not fit a {deck_size}-card deck")
        return self

    def deck_size(self) -> int:
        return self.decks * 52 + self.jokers

    def initial_minimum(self, score: int) -> int:
        """The initial-meld minimum for a side whose score before the round is ``score``."""
        if score < 0:
            return self.negative_score_minimum
        minimum = self.initial_meld_steps[0][1]
        for threshold, value in self.initial_meld_steps:
            if score >= threshold:
                minimum = value
        return minimum

    def side_of(self, seat: int) -> int:
        """Partners sit opposite: in 6-player the order is A B C A B C."""
        return seat % self.sides

    def seats_of(self, side: int) -> range:
        """The seats of one side, in playing order."""
        return range(side, self.players, self.sides)

    def changed(self, **fields: object) -> RuleSet:
        """A validated copy with some fields changed (``name`` becomes custom unless given)."""
        data = self.model_dump()
        data["name"] = "custom"
        data.update(fields)
        return RuleSet.model_validate(data)


CLASSIC_2P = RuleSet(name="classic-2p")

CLASSIC_4P = RuleSet(
    name="classic-4p",
    players=4,
    hand_size=11,
    draw_count=1,
    wilds_vs_naturals=WildsVsNaturals.AT_MOST,
    canastas_to_go_out=1,
    ask_partner=True,
)

FAMILY_4P = RuleSet(
    name="family-4p",
    players=4,
    jokers=8,
    hand_size=13,
    draw_count=2,
    first_go_around_no_meld=True,
    negative_score_minimum=50,
    max_wilds=None,
    wilds_vs_naturals=WildsVsNaturals.FEWER,
    take_with_natural_and_wild=False,
    take_onto_meld=TakeOntoMeld.NO,
    discard_wilds=False,
    canastas_to_go_out=2,
    discard_to_go_out=True,
    concealed_going_out=False,
    red_threes_negative_without_meld=False,
    stock_exhausted=StockExhausted.END,
)

SALLING_4P = RuleSet(
    name="salling-4p",
    players=4,
    jokers=0,
    fours_wild=True,
    hand_size=11,
    draw_count=1,
    red_three_upcard=RedThreeUpcard.SHUFFLE_BACK,
    negative_score_minimum=50,
    initial_meld_steps=((0, 50), (3000, 90), (5000, 120), (7000, 150)),
    canasta_waives_minimum=True,
    max_wilds=None,
    wilds_vs_naturals=WildsVsNaturals.AT_MOST,
    wild_onto_canasta=False,
    pile_before_opening=PileBeforeOpening.NEVER,
    take_onto_meld=TakeOntoMeld.WITH_NATURAL,
    canastas_to_go_out=1,
    discard_to_go_out=True,
    concealed_going_out=False,
    black_three_points=0,
    red_threes_negative_without_meld=False,
    stock_exhausted=StockExhausted.TURN_PILE,
    target=15000,
    target_strictly_over=True,
)

SALLING_6P = SALLING_4P.changed(name="salling-6p", players=6, sides=3)

PRESETS: dict[str, RuleSet] = {
    rules.name: rules for rules in (CLASSIC_2P, CLASSIC_4P, FAMILY_4P, SALLING_4P, SALLING_6P)
}
DEFAULT_PRESET = "classic-2p"


def preset(name: str) -> RuleSet:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; choose from {', '.join(PRESETS)}") from None
