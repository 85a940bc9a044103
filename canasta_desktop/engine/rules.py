"""`RuleSet`: every rule choice of docs/rules.md §3 as one validated, frozen value.

Code asks the fields, never which preset a rule set came from. The presets
are plain values in `PRESETS`; a custom game is any valid combination.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    ValidationError,
    model_validator,
)
from pydantic_core import ErrorDetails

from .card_values import (
    CLASSIC_POINTS,
    CLASSIC_WILD_RANKS,
    MAX_CARD_POINTS,
    SALLING_POINTS,
    PointsOutOfRange,
    legacy_form,
    parse_card_points,
    parse_wild_ranks,
    points_text,
    upgrade_fours_wild,
)
from .cards import Rank
from .rule_problems import MAX_MATCH_MINUTES as MAX_MATCH_MINUTES
from .rule_problems import MAX_PILE_BONUS_SIZE as MAX_PILE_BONUS_SIZE
from .rule_problems import MAX_POINTS as MAX_POINTS
from .rule_problems import MAX_TARGET as MAX_TARGET
from .rule_problems import RuleProblem as RuleProblem
from .rule_problems import RulesError, consistency_problems, kind_problem, unknown_field


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
    TAKE_OR_END = "take_or_end"  # docs/rules.md §2.10
    END = "end"  # the round ends when a player should draw from an empty stock
    TURN_PILE = "turn_pile"  # the pile becomes the new stock, up to max_pile_turnovers


@dataclass(frozen=True)
class Bounds:
    """The bounds of each number inside a field that is not one number (`field_bounds` reads them)."""

    ge: int
    le: int


# Card values (issue 25): the wild ranks besides the jokers, and every card's points (engine/card_values.py)
WildRanks = Annotated[
    tuple[Rank, ...],
    BeforeValidator(parse_wild_ranks),
    PlainSerializer(lambda ranks: [rank.char for rank in ranks], when_used="json"),
]
CardPoints = Annotated[
    tuple[tuple[Rank, int], ...],
    BeforeValidator(parse_card_points),
    PlainSerializer(points_text, when_used="json"),
    Bounds(0, MAX_CARD_POINTS),
]


class RedThreesPlus(str, Enum):
    """When a side's red 3s count plus (otherwise they count minus)."""

    ALWAYS = "always"
    WITH_MELD = "with_meld"  # minus for a side that made no meld
    WITH_CANASTA = "with_canasta"  # minus for a side without a canasta


#: Fields added after rule sets were first stored, each with the default that plays as before;
#: a stored set without them is read with that default (written_rules.require_every_rule).
LATER_FIELDS: frozenset[str] = frozenset(
    {
        # issue 25, conditions (rules2)
        "melds_negative_without_canasta",
        "red_threes_plus",
        "canasta_opening_from",
        "going_out_not_in_canasta_turn",
        "pile_bonus_size",
        "pile_bonus_points",
        "match_minutes",
        # issue 25, the wild canasta (wildcan)
        "wild_canasta_bonus",
        # issue 25, a melded rank locks the pile (lockrank)
        "melded_rank_locks_pile",
    }
)
#: Older names of fields, each with how its stored value reads now.
OLDER_FIELDS: dict[str, tuple[str, dict[object, object]]] = {
    "red_threes_negative_without_meld": (
        "red_threes_plus",
        {True: RedThreesPlus.WITH_MELD.value, False: RedThreesPlus.ALWAYS.value},
    ),
}


def read_older_fields(data: Any) -> Any:
    """A stored rule set with its older field names read as today's (a copy; other data unchanged)."""
    if not isinstance(data, dict) or not any(name in data for name in OLDER_FIELDS):
        return data
    data = dict(data)
    for old, (new, values) in OLDER_FIELDS.items():
        if old in data:
            value = data.pop(old)
            if new not in data:
                data[new] = values.get(value, value) if isinstance(value, bool) else value
    return data


def stable_dump(rules: RuleSet) -> dict[str, Any]:
    """Every field as JSON data in the form rule sets had before issue 25, where that form can say it:
    a later field at its default left out, `red_threes_plus` written as the older switch, and the card
    values as the older ``fours_wild`` (`card_values.legacy_form`). Hashes of a family's rules
    (statistics keys, deal codes) stay the same across versions."""
    data = rules.model_dump(mode="json")
    for old, (new, values) in OLDER_FIELDS.items():
        back = {value: key for key, value in values.items()}
        if data[new] in back:
            data[old] = back[data.pop(new)]
    defaults = RuleSet.model_construct().model_dump(mode="json")
    for name in LATER_FIELDS:
        if name in data and data[name] == defaults[name]:
            del data[name]
    return legacy_form(data)


class RuleSet(BaseModel):
    """All the rule choices of one Canasta game (docs/rules.md §3)."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)

    name: str = "custom"
    # Table
    players: Literal[2, 3, 4, 6] = 2
    sides: Literal[2, 3] = 2  # 3 players are 3 sides, each for themselves
    decks: int = Field(2, ge=1, le=3)
    jokers: int = Field(4, ge=0, le=12)
    # Card values (issue 25): which ranks are wild (the jokers always are), what each card counts
    wild_ranks: WildRanks = CLASSIC_WILD_RANKS  # Sallingske: 2s and 4s
    card_points: CardPoints = CLASSIC_POINTS  # Sallingske: the wild 4s count 50
    hand_size: int = Field(15, ge=3, le=20)
    draw_count: int = Field(2, ge=1, le=3)
    red_three_upcard: RedThreeUpcard = RedThreeUpcard.FREEZE
    first_go_around_no_meld: bool = False
    # Initial meld: below 0 the first value; then (from score, minimum) steps
    negative_score_minimum: int = Field(15, ge=0, le=MAX_POINTS)
    initial_meld_steps: tuple[tuple[int, int], ...] = ((0, 50), (1500, 90), (3000, 120))
    canasta_waives_minimum: bool = False
    # Melds
    min_naturals: int = Field(2, ge=2, le=7)
    max_wilds: int | None = Field(3, ge=1, le=12)
    wilds_vs_naturals: WildsVsNaturals = WildsVsNaturals.ANY
    wild_onto_canasta: bool = True
    # The discard pile
    pile_before_opening: PileBeforeOpening = PileBeforeOpening.PAIR
    take_with_natural_and_wild: bool = True
    take_onto_meld: TakeOntoMeld = TakeOntoMeld.TOP_CARD
    discard_wilds: bool = True
    take_one_card_pile_with_one_card: bool = False
    melded_rank_locks_pile: bool = False  # issue 25: no taking a top card of a rank the side has melded
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
    natural_canasta_bonus: int = Field(500, ge=0, le=MAX_POINTS)
    mixed_canasta_bonus: int = Field(300, ge=0, le=MAX_POINTS)
    # Issue 25, conditions (rules2): what a canasta changes, the opening, going out, the pile's size
    melds_negative_without_canasta: bool = False  # a side without a canasta counts its melds minus
    red_threes_plus: RedThreesPlus = RedThreesPlus.WITH_MELD
    canasta_opening_from: int | None = Field(None, ge=0, le=MAX_TARGET)  # from this score, open with one
    going_out_not_in_canasta_turn: bool = False  # the canastas to go out must be there before the turn
    pile_bonus_size: int | None = Field(None, ge=2, le=MAX_PILE_BONUS_SIZE)  # None: no pile bonus
    pile_bonus_points: int = Field(100, ge=0, le=MAX_POINTS)  # for taking a pile of exactly that size
    match_minutes: int | None = Field(None, ge=1, le=MAX_MATCH_MINUTES)  # then: ends after that round
    # A canasta of wild cards only (issue 25; docs/rules.md §2.4): None refuses a meld without naturals
    wild_canasta_bonus: int | None = Field(None, ge=0, le=MAX_POINTS)
    # The match
    target: int | None = Field(5000, ge=1, le=MAX_TARGET)  # None: one round
    target_strictly_over: bool = False

    @model_validator(mode="before")
    @classmethod
    def _older_names(cls, data: Any) -> Any:
        return upgrade_fours_wild(read_older_fields(data))

    @model_validator(mode="after")
    def _check_consistent(self) -> RuleSet:
        problems = consistency_problems(self)
        if problems:
            raise problems[0]  # pydantic keeps the error; `rules_problems` lists them all
        return self

    def points_of(self, rank: Rank) -> int:
        """What one card of ``rank`` counts (not the 3s: see `black_three_points`)."""
        return dict(self.card_points)[rank]

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

    def opens_with_canasta(self, score: int) -> bool:
        """Whether a side whose score before the round is ``score`` must open with a canasta."""
        return self.canasta_opening_from is not None and score >= self.canasta_opening_from

    def locks_pile(self, top: Rank, melded: Container[Rank]) -> bool:
        """Whether a side that has melded the ranks ``melded`` may not take a pile with ``top`` on it
        (`melded_rank_locks_pile`)."""
        return self.melded_rank_locks_pile and top in melded

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
    red_threes_plus=RedThreesPlus.ALWAYS,
    stock_exhausted=StockExhausted.END,
)

SALLING_4P = RuleSet(
    name="salling-4p",
    players=4,
    jokers=0,
    wild_ranks=(Rank.TWO, Rank.FOUR),
    card_points=SALLING_POINTS,
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
    red_threes_plus=RedThreesPlus.ALWAYS,
    stock_exhausted=StockExhausted.TURN_PILE,
    target=15000,
    target_strictly_over=True,
)

SALLING_6P = SALLING_4P.changed(name="salling-6p", players=6, sides=3)

# Three-handed Canasta, each for themselves (docs/house-rules.md: Pagat, Hoyle): the
# 2-player game with 13 cards each; draw two, discard one; two canastas to go out.
CLASSIC_3P = RuleSet(name="classic-3p", players=3, sides=3, hand_size=13)

# The order numbers the presets in deal codes (`deal_code.py`): append a new preset, never reorder.
PRESETS: dict[str, RuleSet] = {
    rules.name: rules for rules in (CLASSIC_2P, CLASSIC_3P, CLASSIC_4P, FAMILY_4P, SALLING_4P, SALLING_6P)
}
DEFAULT_PRESET = "classic-2p"


def preset(name: str) -> RuleSet:
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {name!r}; choose from {', '.join(PRESETS)}") from None


def rules_problems(data: dict[str, object]) -> list[RulesError]:
    """Every reason ``data`` is not a valid `RuleSet`, as reason codes (empty when it is valid).

    The editor calls this on every change; it is the same check `RuleSet` makes,
    field bounds first, then the combinations of `consistency_problems`.
    """
    try:
        rules = RuleSet.model_validate(data)
    except ValidationError as error:
        bounds = [_bound_problem(detail) for detail in error.errors()]
        field_problems = [problem for problem in bounds if problem is not None]
        if field_problems:
            return field_problems
        return _combination_problems(data) or [RulesError(RuleProblem.INVALID_VALUE, ())]
    del rules
    return []


def _combination_problems(data: dict[str, object]) -> list[RulesError]:
    """All the combination problems, found on an unchecked copy (the fields themselves are in range)."""
    fields = {name: value for name, value in data.items() if name in RuleSet.model_fields}
    try:
        unchecked = RuleSet.model_construct(**RuleSet().model_dump() | fields)
        return consistency_problems(unchecked)
    except (TypeError, ValueError, IndexError):
        return []


def _bound_problem(detail: ErrorDetails) -> RulesError | None:
    """A field out of its bounds as a reason code; None when the error is a combination's."""
    context = detail.get("ctx") or {}
    original = context.get("error")
    if isinstance(original, RulesError):
        return None
    field = str(detail["loc"][0]) if detail["loc"] else ""
    if not field:  # the whole set (an older file's fours_wild beside wild_ranks)
        return RulesError(RuleProblem.INVALID_VALUE, ())
    if field not in RuleSet.model_fields:
        return unknown_field(field, RuleSet.model_fields)
    in_range = _is_number(field) and detail["type"] in ("greater_than_equal", "less_than_equal")
    if not (in_range or isinstance(original, PointsOutOfRange)):  # card points: bounds
        return kind_problem(field, detail["type"], detail["input"])
    low, high = field_bounds(field)
    return RulesError(RuleProblem.FIELD_OUT_OF_RANGE, (field,), field=field, low=low, high=high)


def _is_number(field: str) -> bool:
    return RuleSet.model_fields[field].annotation in (int, int | None)


def field_bounds(field: str) -> tuple[int, int]:
    """The smallest and largest value an integer field of `RuleSet` accepts."""
    low, high = 0, MAX_POINTS
    for constraint in RuleSet.model_fields[field].metadata:
        low = int(getattr(constraint, "ge", low))
        high = int(getattr(constraint, "le", high))
    return low, high
