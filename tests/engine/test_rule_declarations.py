"""Every rule field is one declaration (`engine/rule_set.py`): its type, default, bounds and `RuleInfo`;
the editor, the differences, the rule files and the stored files' compatibility derive from it."""

from __future__ import annotations

import ast
from enum import Enum
from pathlib import Path

from canasta_desktop.engine.rule_choices import CHOICE_WORDS
from canasta_desktop.engine.rule_fields import Group, NoneMeans, RuleInfo
from canasta_desktop.engine.rule_set import LATER_FIELDS, RuleSet, fields_of, rule_info
from canasta_desktop.engine.rules import field_bounds

FIELDS = [name for name in RuleSet.model_fields if name != "name"]
ROOT = Path(__file__).resolve().parents[2]


def test_every_rule_field_has_exactly_one_rule_info_and_belongs_to_one_group() -> None:
    for name in FIELDS:
        infos = [item for item in RuleSet.model_fields[name].metadata if isinstance(item, RuleInfo)]
        assert len(infos) == 1, name
        assert infos[0].label and infos[0].help.endswith((".", "?")), name
    assert sorted(field for group in Group for field in fields_of(group)) == sorted(FIELDS)


def test_every_choice_of_a_field_that_is_one_of_a_few_has_its_name() -> None:
    kinds = {RuleSet.model_fields[name].annotation for name in FIELDS}
    enums = [kind for kind in kinds if isinstance(kind, type) and issubclass(kind, Enum)]
    assert len(enums) == 8
    for kind in enums:
        assert all(choice in CHOICE_WORDS for choice in kind), kind
    assert len(CHOICE_WORDS) == sum(len(kind) for kind in enums)


def test_an_optional_field_says_what_its_none_means_and_bounds_come_from_the_declaration() -> None:
    assert rule_info("target").none_means is NoneMeans.ONE_ROUND
    assert rule_info("pile_bonus_size").none_means is NoneMeans.NEVER
    assert rule_info("wild_canasta_bonus").none_means is NoneMeans.NOT_ALLOWED
    assert rule_info("max_wilds").none_means is NoneMeans.NO_LIMIT
    assert field_bounds("decks") == (1, 3) and field_bounds("hand_size") == (3, 20)


def test_the_later_fields_are_the_declared_ones() -> None:
    assert LATER_FIELDS == {name for name in FIELDS if rule_info(name).later}
    assert "melded_rank_locks_pile" in LATER_FIELDS and "players" not in LATER_FIELDS


def test_the_words_are_marked_for_lupdate_in_the_interface_s_context() -> None:
    """lupdate finds a field's words by the marker's call with a literal context and text, and the
    interface translates them in that context: a label written any other way would stay English."""
    source = (ROOT / "canasta_desktop/engine/rule_set.py").read_text(encoding="utf-8")
    marked = {
        node.args[1].value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == "RuleFieldText"
        and isinstance(node.args[1], ast.Constant)
    }
    for name in FIELDS:
        assert {rule_info(name).label, rule_info(name).help} <= marked, name
