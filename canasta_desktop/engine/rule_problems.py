"""Why a combination of rule choices is refused: a code, the fields concerned, parameters.

`RuleSet` raises the first of these; the house-rules editor lists them all next
to the fields concerned and the interface turns each code into a translated
sentence, as it does for `Reason` (engine/reasons.py). The English text is only
for logs, tests and the command line.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection
from enum import Enum
from typing import TYPE_CHECKING

from .card_values import MAX_WILD_RANKS, rank_of
from .cards import Rank

if TYPE_CHECKING:
    from .rules import RuleSet

MAX_POINTS = 100_000  # any single bonus or minimum; keeps scores far from overflow and layout
MAX_TARGET = 1_000_000
MAX_PILE_BONUS_SIZE = 200  # more than any deck holds
MAX_MATCH_MINUTES = 24 * 60  # a match played to the clock: at most a day of play
CARDS_LEFT_AFTER_DEAL = 12  # a stock and an upcard worth playing after the deal


class RuleProblem(str, Enum):
    UNEVEN_SIDES = "uneven_sides"  # params: players, sides
    ASK_NEEDS_PARTNERS = "ask_needs_partners"
    STEPS_START_AT_ZERO = "steps_start_at_zero"
    STEPS_MUST_RISE = "steps_must_rise"
    STEPS_OUT_OF_RANGE = "steps_out_of_range"  # params: high (the largest minimum), top (the largest score)
    DECK_TOO_SMALL = "deck_too_small"  # params: players, hand_size, deck_size, needed
    FIELD_OUT_OF_RANGE = "field_out_of_range"  # params: field, low, high
    INVALID_VALUE = "invalid_value"  # a value of the wrong kind (only from hand-written files)
    # issue 25, hand-written rule files (rules2)
    WRONG_KIND = "wrong_kind"  # params: field; a value of the wrong kind for that field
    UNKNOWN_FIELD = "unknown_field"  # params: field, and near (the rule's name it is closest to), if any
    UNKNOWN_BASE = "unknown_base"  # params: name; "based_on" names no preset
    # issue 31, a hand-written file's mistakes said as such
    NOT_A_NUMBER = "not_a_number"  # params: field, value; a number field holds no whole number
    NOT_TRUE_OR_FALSE = "not_true_or_false"  # params: field, value; a yes/no field holds neither
    CANNOT_BE_WILD = "cannot_be_wild"  # params: rank ("3" or "joker"); wild_ranks lists it
    PRESET_KEY = "preset_key"  # a "preset" key: a file names its preset with "based_on"
    NO_BASE = "no_base"  # a set without "based_on"
    NOT_A_SET_LIST = "not_a_set_list"  # "sets" is not a list of sets
    # Card values (issue 25)
    TOO_MANY_WILD_RANKS = "too_many_wild_ranks"  # params: high (how many ranks may be wild)


_ENGLISH = {
    RuleProblem.UNEVEN_SIDES: "{players} players cannot form {sides} equal sides",
    RuleProblem.ASK_NEEDS_PARTNERS: "asking the partner needs partnerships",
    RuleProblem.STEPS_START_AT_ZERO: "initial_meld_steps must start at score 0",
    RuleProblem.STEPS_MUST_RISE: "initial_meld_steps must rise with the score",
    RuleProblem.STEPS_OUT_OF_RANGE: "initial_meld_steps hold scores and minimums out of range",
    RuleProblem.DECK_TOO_SMALL: "{players} hands of {hand_size} do not fit a {deck_size}-card deck",
    RuleProblem.FIELD_OUT_OF_RANGE: "{field} must be from {low} to {high}",
    RuleProblem.INVALID_VALUE: "a value of the wrong kind",
    RuleProblem.WRONG_KIND: "{field} has a value of the wrong kind",
    RuleProblem.UNKNOWN_FIELD: "there is no rule called {field}",
    RuleProblem.UNKNOWN_BASE: "based_on must name a preset, not {name!r}",
    RuleProblem.NOT_A_NUMBER: "{field} must be a whole number, not {value!r}",
    RuleProblem.NOT_TRUE_OR_FALSE: "{field} must be true or false, not {value!r}",
    RuleProblem.CANNOT_BE_WILD: "wild_ranks cannot hold the {rank}",
    RuleProblem.PRESET_KEY: "a preset is named with based_on, not preset",
    RuleProblem.NO_BASE: "a set needs based_on, the preset it starts from",
    RuleProblem.NOT_A_SET_LIST: "sets must be a list of rule sets",
    RuleProblem.TOO_MANY_WILD_RANKS: "at most {high} ranks may be wild",
}

Param = int | str


class RulesError(ValueError):
    """A refused combination of rule choices, with the `RuleSet` fields it concerns."""

    def __init__(self, problem: RuleProblem, fields: tuple[str, ...], **params: Param) -> None:
        self.problem = problem
        self.fields = fields
        self.params: dict[str, Param] = params
        super().__init__(_ENGLISH[problem].format(**params))


def unknown_field(field: str, known: Collection[str]) -> RulesError:
    """No rule called ``field``, with the rule's name it is a slip of (``canasta_to_go_out``), if any."""
    near = difflib.get_close_matches(field, sorted(known), n=1, cutoff=0.8)
    return RulesError(RuleProblem.UNKNOWN_FIELD, (), field=field, **({"near": near[0]} if near else {}))


NUMBER_ERRORS = frozenset({"int_parsing", "int_type", "int_from_float"})
TRUE_FALSE_ERRORS = frozenset({"bool_parsing", "bool_type"})


def kind_problem(field: str, error_type: str, value: object) -> RulesError:
    """A value of the wrong kind for ``field`` (pydantic's ``error_type``), said as the mistake it is."""
    shown = str(value)[:40]
    if error_type in NUMBER_ERRORS:
        return RulesError(RuleProblem.NOT_A_NUMBER, (field,), field=field, value=shown)
    if error_type in TRUE_FALSE_ERRORS:
        return RulesError(RuleProblem.NOT_TRUE_OR_FALSE, (field,), field=field, value=shown)
    never_wild = _never_wild(value) if field == "wild_ranks" else None
    if never_wild is not None:
        return RulesError(RuleProblem.CANNOT_BE_WILD, (field,), rank=never_wild)
    return RulesError(RuleProblem.WRONG_KIND, (field,), field=field)


def _never_wild(value: object) -> str | None:
    """ "3" or "joker" when the wild ranks given list one (they never can be wild), else None."""
    for item in value if isinstance(value, (list, tuple)) else ():
        try:
            rank = rank_of(item)
        except ValueError:
            continue
        if rank in (Rank.THREE, Rank.JOKER):
            return "3" if rank is Rank.THREE else "joker"
    return None


def consistency_problems(rules: RuleSet) -> list[RulesError]:
    """Every combination of (individually valid) fields that cannot make a game."""
    problems: list[RulesError] = []
    if rules.players % rules.sides:
        problems.append(
            RulesError(
                RuleProblem.UNEVEN_SIDES, ("players", "sides"), players=rules.players, sides=rules.sides
            )
        )
    if rules.ask_partner and rules.players == rules.sides:
        problems.append(RulesError(RuleProblem.ASK_NEEDS_PARTNERS, ("ask_partner", "players", "sides")))
    problems.extend(_step_problems(rules.initial_meld_steps))
    if len(rules.wild_ranks) > MAX_WILD_RANKS:  # card values (issue 25)
        problems.append(RulesError(RuleProblem.TOO_MANY_WILD_RANKS, ("wild_ranks",), high=MAX_WILD_RANKS))
    deck_size = rules.decks * 52 + rules.jokers
    needed = rules.players * rules.hand_size + CARDS_LEFT_AFTER_DEAL
    if needed > deck_size:
        problems.append(
            RulesError(
                RuleProblem.DECK_TOO_SMALL,
                ("players", "hand_size", "decks", "jokers"),
                players=rules.players,
                hand_size=rules.hand_size,
                deck_size=deck_size,
                needed=needed,
            )
        )
    return problems


def _step_problems(steps: tuple[tuple[int, int], ...]) -> list[RulesError]:
    where = ("initial_meld_steps",)
    if not steps or steps[0][0] != 0:
        return [RulesError(RuleProblem.STEPS_START_AT_ZERO, where)]
    problems = []
    if any(b[0] <= a[0] or b[1] < a[1] for a, b in zip(steps, steps[1:])):
        problems.append(RulesError(RuleProblem.STEPS_MUST_RISE, where))
    if any(not 0 <= value <= MAX_POINTS or not 0 <= score <= MAX_TARGET for score, value in steps):
        problems.append(RulesError(RuleProblem.STEPS_OUT_OF_RANGE, where, high=MAX_POINTS, top=MAX_TARGET))
    return problems
