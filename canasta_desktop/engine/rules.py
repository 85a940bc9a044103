"""The rules as the game uses them: `RuleSet` (declared field by field in `rule_set.py`), the presets as
plain values in `PRESETS`, and every reason a set of rule data is not a valid `RuleSet`.

Code asks the fields, never which preset a rule set came from; a custom game is any valid combination.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from .card_values import SALLING_POINTS, PointsOutOfRange, legacy_form
from .cards import Rank
from .rule_choices import Bounds as Bounds
from .rule_choices import CardPoints as CardPoints
from .rule_choices import MatchTimeEnd as MatchTimeEnd
from .rule_choices import PileBeforeOpening as PileBeforeOpening
from .rule_choices import RedThreesOtherwise as RedThreesOtherwise
from .rule_choices import RedThreesPlus as RedThreesPlus
from .rule_choices import RedThreeUpcard as RedThreeUpcard
from .rule_choices import StockExhausted as StockExhausted
from .rule_choices import TakeOntoMeld as TakeOntoMeld
from .rule_choices import WildRanks as WildRanks
from .rule_choices import WildsVsNaturals as WildsVsNaturals
from .rule_problems import MAX_MATCH_MINUTES as MAX_MATCH_MINUTES
from .rule_problems import MAX_PILE_BONUS_SIZE as MAX_PILE_BONUS_SIZE
from .rule_problems import MAX_POINTS as MAX_POINTS
from .rule_problems import MAX_TARGET as MAX_TARGET
from .rule_problems import RuleProblem as RuleProblem
from .rule_problems import RulesError, consistency_problems, kind_problem, unknown_field
from .rule_set import ENDLESS_TURNOVERS as ENDLESS_TURNOVERS
from .rule_set import LATER_FIELDS as LATER_FIELDS
from .rule_set import OLDER_FIELDS
from .rule_set import RuleSet as RuleSet
from .rule_set import read_older_fields as read_older_fields


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
