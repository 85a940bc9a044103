"""Rule sets stored in files are written out whole (saves, house-rule sets); a hand-written file may
name a preset and only the fields that differ from it (issue 25)."""

from __future__ import annotations

from typing import Any

from ..engine.card_values import upgrade_fours_wild
from ..engine.rule_problems import RuleProblem, RulesError
from ..engine.rules import LATER_FIELDS, PRESETS, RuleSet, read_older_fields, rules_problems
from .rule_names import NameProblem, name_problem, refused


def require_every_rule(value: Any) -> Any:
    """All fields, never defaults: a default changed in a later version must not change a stored game.

    A field added later (`LATER_FIELDS`) may be missing from an older file: its default plays as before.
    """
    if isinstance(value, dict):
        missing = set(RuleSet.model_fields) - set(read_older_fields(value)) - LATER_FIELDS
        if "fours_wild" in value:  # an older file: its fours_wild says both card-value fields (issue 25)
            missing -= {"wild_ranks", "card_points"}
        if missing:
            raise ValueError(f"rules lack {', '.join(sorted(missing))}")
    return value


# --------------------------------------------------------------------------- hand-written files (issue 25)
BASED_ON = "based_on"
PRESET_KEY = "preset"  # what a person may write for based_on (issue 31: pointed to based_on)


class RulesRefused(ValueError):
    """A hand-written rule set the engine refuses: the set's name and every reason, field by field."""

    def __init__(self, name: str, problems: list[RulesError]) -> None:
        self.name = name
        self.problems = problems
        super().__init__(f"{name}: " + "; ".join(str(problem) for problem in problems))


class NameRefused(ValueError):
    """A hand-written set whose name cannot name a set (issue 31: said as the name's problem)."""

    def __init__(self, name: str, problem: NameProblem) -> None:
        self.name = name
        self.problem = problem
        super().__init__(f"{name!r}: not a house-rule name ({problem.value})")


def is_hand_written(value: Any) -> bool:
    """A file a person wrote: no ``kind`` (the game's own files have one), a set or a list of sets
    (a set that names its preset with ``preset`` or not at all is one too: it is told what to write)."""
    keys = (BASED_ON, "sets", PRESET_KEY, "name")
    return isinstance(value, dict) and "kind" not in value and any(key in value for key in keys)


def hand_written_sets(value: dict[str, Any]) -> list[tuple[str, RuleSet]]:
    """The (name, rules) of a hand-written file: ``{"name": …, "based_on": "family-4p", "jokers": 6}``
    or ``{"sets": [such sets]}``; each set is its preset with the fields given changed.

    Raises `RulesRefused` with the engine's reasons (`rules_problems`), or ValueError when the file is
    not of that shape."""
    sets = value.get("sets", [value]) if "sets" in value else [value]
    if not isinstance(sets, list) or not sets or not all(isinstance(entry, dict) for entry in sets):
        raise RulesRefused("", [RulesError(RuleProblem.NOT_A_SET_LIST, ("sets",))])
    return [_one_set(entry) for entry in sets]


def _one_set(entry: dict[str, Any]) -> tuple[str, RuleSet]:
    name = _usable_name(entry.get("name"))
    base_name = entry.get(BASED_ON)
    if BASED_ON not in entry or PRESET_KEY in entry:
        no_base = RuleProblem.PRESET_KEY if PRESET_KEY in entry else RuleProblem.NO_BASE
        raise RulesRefused(name, [RulesError(no_base, (BASED_ON,))])
    if not isinstance(base_name, str) or base_name not in PRESETS:
        raise RulesRefused(name, [RulesError(RuleProblem.UNKNOWN_BASE, (BASED_ON,), name=str(base_name))])
    fields = {key: item for key, item in entry.items() if key not in ("name", BASED_ON)}
    data = PRESETS[base_name].model_dump(mode="json") | _today_names(fields) | {"name": name}
    problems = rules_problems(data)
    if problems:
        raise RulesRefused(name, problems)
    return name, RuleSet.model_validate(data)


def _usable_name(name: Any) -> str:
    """The set's name, or `NameRefused` saying why it cannot be one (a control character is refused as
    written, before spaces are tidied: a line break in a name is a mistake, not a space)."""
    text = name if isinstance(name, str) else ""
    problem = NameProblem.CONTROL if any(refused(char) for char in text) else name_problem(text, [], PRESETS)
    if problem is not None:
        raise NameRefused(text, problem)
    return text


def _today_names(fields: dict[str, Any]) -> dict[str, Any]:
    """The fields given with older names (and an older ``fours_wild``) read as today's."""
    fields = read_older_fields(fields)
    try:
        return dict(upgrade_fours_wild(fields))
    except ValueError:  # fours_wild beside wild_ranks: `rules_problems` says why
        return fields


def nearest_preset(rules: RuleSet) -> str:
    """The preset ``rules`` differ from in the fewest fields (the first of those in `PRESETS`): the one a
    house-rule set was most likely made from (a set is stored whole, without its base; issue 31)."""
    mine = rules.model_dump()

    def differences(name: str) -> int:
        theirs = PRESETS[name].model_dump()
        return sum(mine[field] != theirs[field] for field in mine if field != "name")

    return min(PRESETS, key=differences)
