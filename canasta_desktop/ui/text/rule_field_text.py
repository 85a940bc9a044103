"""The house-rules editor's words: each `RuleSet` field's label and one-line explanation and the names
of its choices (declared with the field, `engine/rule_set.py`, translated here), the groups of
docs/rules.md §3, and the sentences for the engine's `RuleProblem` codes.

The engine decides whether a rule set is valid and why not; this module only
says it in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject

from ...engine.rule_choices import CHOICE_WORDS
from ...engine.rule_fields import CONTEXT, Group, NoneMeans
from ...engine.rule_problems import RuleProblem, RulesError
from ...engine.rule_set import RuleSet, fields_of, rule_info
from ...persistence.rule_names import NameProblem
from .i18n import format_points

# The groups of docs/rules.md §3, each with its fields in the order the editor shows them (as declared).
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = tuple((group.value, fields_of(group)) for group in Group)

Text = Callable[[], str]


class RuleFieldText(QObject):
    """The words (a QObject so that ``self.tr`` gives them their own translation context)."""

    def group(self, key: str) -> str:
        names: dict[str, Text] = {
            "table": lambda: self.tr("Table"),
            "melds": lambda: self.tr("Melds"),
            "pile": lambda: self.tr("Discard pile"),
            "going_out": lambda: self.tr("Going out"),
            "scoring": lambda: self.tr("Scoring"),
            "match": lambda: self.tr("Match"),
        }
        return names[key]()

    def label(self, field: str) -> str:
        return QCoreApplication.translate(CONTEXT, rule_info(field).label)

    def explanation(self, field: str) -> str:
        return QCoreApplication.translate(CONTEXT, rule_info(field).help)

    # ------------------------------------------------------------------ special values
    def no_limit(self) -> str:
        return self.tr("No limit")

    def differs_from(self) -> str:
        """Under a field the player changed: %1 the set the editor started from, %2 its value there."""
        return self.tr("Differs from %1, where it is %2")

    def none_value(self, field: str) -> str:
        """What an optional field's None means, as shown in its spin box and in lists of differences."""
        means = rule_info(field).none_means
        if means is NoneMeans.ONE_ROUND:
            return self.one_round()
        if means is NoneMeans.NEVER:
            return self.tr("Never")
        if means is NoneMeans.NOT_ALLOWED:
            return self.not_allowed()
        return self.no_limit()

    def one_round(self) -> str:
        return self.tr("One round")

    def not_allowed(self) -> str:
        return self.tr("Not allowed")

    def score_column(self) -> str:
        return self.tr("From score")

    def minimum_column(self) -> str:
        return self.tr("Minimum")

    # ------------------------------------------------------------------ choices
    def choices(self, field: str) -> list[tuple[str, object]]:
        """The named choices of an enum field, in the player's language."""
        kind = RuleSet.model_fields[field].annotation
        assert isinstance(kind, type) and issubclass(kind, Enum), field
        return [(QCoreApplication.translate(CONTEXT, CHOICE_WORDS[choice]), choice) for choice in kind]

    # ------------------------------------------------------------------ problems
    def problem(self, error: RulesError) -> str:
        """The engine's reason a rule set is refused, as a sentence."""
        p = error.params

        def num(key: str) -> str:
            return format_points(int(p.get(key, 0)))

        texts: dict[RuleProblem, Text] = {
            RuleProblem.UNEVEN_SIDES: lambda: (
                self.tr("%1 players cannot form %2 equal sides.")
                .replace("%1", num("players"))
                .replace("%2", num("sides"))
            ),
            RuleProblem.ASK_NEEDS_PARTNERS: lambda: self.tr("Asking the partner needs partnerships."),
            RuleProblem.STEPS_START_AT_ZERO: lambda: self.tr("The first meld table must start at score 0."),
            RuleProblem.STEPS_MUST_RISE: lambda: self.tr(
                "The first meld table must rise: higher scores, minimums never lower."
            ),
            RuleProblem.STEPS_OUT_OF_RANGE: lambda: self.tr(
                "The first meld table holds a number out of range (minimums up to %1)."
            ).replace("%1", num("high")),
            RuleProblem.DECK_TOO_SMALL: lambda: (
                self.tr("%1 hands of %2 cards and a stock need %3 cards; the deck has %4.")
                .replace("%1", num("players"))
                .replace("%2", num("hand_size"))
                .replace("%3", num("needed"))
                .replace("%4", num("deck_size"))
            ),
            RuleProblem.FIELD_OUT_OF_RANGE: lambda: (
                self.tr("%1 must be from %2 to %3.")
                .replace("%1", self._field_name(str(p.get("field", ""))))
                .replace("%2", num("low"))
                .replace("%3", num("high"))
            ),
            RuleProblem.INVALID_VALUE: lambda: self.tr("A value is of the wrong kind."),
            # issue 25, hand-written rule files (rules2)
            RuleProblem.WRONG_KIND: lambda: self.tr("%1 has a value of the wrong kind.").replace(
                "%1", self._field_name(str(p.get("field", "")))
            ),
            RuleProblem.UNKNOWN_FIELD: lambda: self._unknown_field(str(p.get("field", "")), p.get("near")),
            RuleProblem.UNKNOWN_BASE: lambda: self.tr(
                "“based_on” must name a built-in game (such as family-4p), not “%1”."
            ).replace("%1", str(p.get("name", ""))),
            # issue 31: a hand-written file's mistakes, each said as such
            RuleProblem.NOT_A_NUMBER: lambda: (
                self.tr("%1 must be a whole number such as 100, not “%2”.")
                .replace("%1", self._field_name(str(p.get("field", ""))))
                .replace("%2", str(p.get("value", "")))
            ),
            RuleProblem.NOT_TRUE_OR_FALSE: lambda: (
                self.tr("%1 must be true or false, not “%2”.")
                .replace("%1", self._field_name(str(p.get("field", ""))))
                .replace("%2", str(p.get("value", "")))
            ),
            RuleProblem.CANNOT_BE_WILD: lambda: (
                self.tr("3s cannot be wild: the wild ranks are 2 and 4 to ace.")
                if p.get("rank") == "3"
                else self.tr("The jokers are always wild: leave them out of the wild ranks.")
            ),
            RuleProblem.PRESET_KEY: lambda: self.tr(
                "Name the built-in game the rules start from with “based_on”, not “preset”."
            ),
            RuleProblem.NO_BASE: lambda: self.tr(
                "Say which built-in game the rules start from, such as “based_on”: “family-4p”."
            ),
            RuleProblem.NOT_A_SET_LIST: lambda: self.tr("“sets” must be a list of house-rule sets."),
            RuleProblem.TOO_MANY_WILD_RANKS: lambda: self.tr("At most %1 ranks may be wild.").replace(
                "%1", num("high")
            ),
        }
        return texts[error.problem]()

    def _unknown_field(self, field: str, near: object) -> str:
        unknown = self.tr("There is no rule called “%1”.").replace("%1", field)
        if near is None:
            return unknown
        return f"{unknown} " + self.tr("Did you mean “%1”?").replace("%1", str(near))

    def _field_name(self, field: str) -> str:
        return self.label(field) if field in RuleSet.model_fields and field != "name" else field

    def name_problem(self, code: NameProblem) -> str:
        texts: dict[NameProblem, Text] = {
            NameProblem.EMPTY: lambda: self.tr("Give the house rules a name."),
            NameProblem.TOO_LONG: lambda: self.tr("The name is too long."),
            NameProblem.CONTROL: lambda: self.tr(
                "The name holds a character that cannot be shown, such as a line break."
            ),
            NameProblem.INVISIBLE: lambda: self.tr("The name shows nothing: use letters or digits."),
            NameProblem.PRESET: lambda: self.tr("That name belongs to a built-in game."),
            NameProblem.TAKEN: lambda: self.tr("You already have house rules by that name."),
        }
        return texts[code]()
