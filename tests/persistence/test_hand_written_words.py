"""Issue 31: every mistake in a hand-written rules file is said as the mistake it is (a slip of a rule's
name with the name meant, a word for a number, the 3s made wild, a "preset" key, a set name that cannot
be used), never as a validation dump; a file saved with a byte-order mark (Notepad) loads."""

from __future__ import annotations

import codecs
import json
from pathlib import Path

import pytest

from canasta_desktop.engine.rule_problems import RuleProblem
from canasta_desktop.engine.rules import preset
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.house_rules import HouseRuleSet, RulesNotAccepted, import_house_rules
from canasta_desktop.persistence.rule_names import NameProblem


def written(tmp_path: Path, value: object) -> Path:
    file = tmp_path / "regler.json"
    file.write_text(json.dumps(value), "utf-8")
    return file


@pytest.mark.parametrize(
    ("fields", "problem", "params"),
    [
        (
            {"canasta_to_go_out": 1},
            RuleProblem.UNKNOWN_FIELD,
            {"field": "canasta_to_go_out", "near": "canastas_to_go_out"},
        ),
        ({"zzz": 1}, RuleProblem.UNKNOWN_FIELD, {"field": "zzz"}),  # nothing near: no guess
        (
            {"going_out_bonus": "hundrede"},
            RuleProblem.NOT_A_NUMBER,
            {"field": "going_out_bonus", "value": "hundrede"},
        ),
        ({"discard_wilds": "ja"}, RuleProblem.NOT_TRUE_OR_FALSE, {"field": "discard_wilds", "value": "ja"}),
        ({"wild_ranks": ["2", "3"]}, RuleProblem.CANNOT_BE_WILD, {"rank": "3"}),
        ({"wild_ranks": ["X"]}, RuleProblem.CANNOT_BE_WILD, {"rank": "joker"}),
    ],
    ids=["near name", "unknown", "word for a number", "word for yes", "3s wild", "joker listed"],
)
def test_a_fields_mistake_is_said_as_such(
    tmp_path: Path, fields: dict[str, object], problem: RuleProblem, params: dict[str, str]
) -> None:
    error = import_house_rules(written(tmp_path, {"name": "Vores", "based_on": "family-4p"} | fields))
    assert isinstance(error, RulesNotAccepted) and error.name == "Vores"
    assert [(p.problem, p.params) for p in error.refused] == [(problem, params)]


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ({"name": "Vores", "preset": "family-4p"}, RuleProblem.PRESET_KEY),
        ({"name": "Vores", "based_on": "family-4p", "preset": "family-4p"}, RuleProblem.PRESET_KEY),
        ({"name": "Vores", "jokers": 6}, RuleProblem.NO_BASE),
    ],
)
def test_a_set_without_based_on_is_told_to_write_it(
    tmp_path: Path, entry: dict[str, object], problem: RuleProblem
) -> None:
    error = import_house_rules(written(tmp_path, entry))
    assert isinstance(error, RulesNotAccepted) and [p.problem for p in error.refused] == [problem]


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("", NameProblem.EMPTY),
        (None, NameProblem.EMPTY),
        ("   ", NameProblem.EMPTY),
        ("family-4p", NameProblem.PRESET),
        ("Classic-2P", NameProblem.PRESET),
        ("Far\nmor", NameProblem.CONTROL),
        ("Far\x00mor", NameProblem.CONTROL),
        ("x" * 41, NameProblem.TOO_LONG),
    ],
    ids=["empty", "missing", "spaces", "preset", "preset cased", "line break", "NUL", "long"],
)
def test_a_set_name_that_cannot_be_used_is_said_as_such(
    tmp_path: Path, name: str | None, problem: NameProblem
) -> None:
    entry = {"based_on": "family-4p"} | ({} if name is None else {"name": name})
    error = import_house_rules(written(tmp_path, entry))
    assert isinstance(error, RulesNotAccepted) and error.problem is Problem.BAD_NAME
    assert error.name_problem is problem and "validation error" not in error.detail


def test_a_file_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    file = tmp_path / "notepad.json"
    text = '{"name": "Farmors", "based_on": "family-4p", "jokers": 6}'
    file.write_bytes(codecs.BOM_UTF8 + text.encode("utf-8"))
    assert import_house_rules(file) == [HouseRuleSet.of("Farmors", preset("family-4p").changed(jokers=6))]
