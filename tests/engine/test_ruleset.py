"""`RuleSet`: validated, frozen, serialisable; presets are plain values."""

from __future__ import annotations

import pydantic
import pytest

from canasta_desktop.engine import PRESETS, RuleSet, preset
from canasta_desktop.engine.rules import DEFAULT_PRESET


def test_default_preset_is_classic_2p() -> None:
    assert DEFAULT_PRESET == "classic-2p" and RuleSet(name="classic-2p") == preset("classic-2p")


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_preset_round_trips_through_json(name: str) -> None:
    rules = PRESETS[name]
    assert RuleSet.model_validate_json(rules.model_dump_json()) == rules


def test_rule_set_is_frozen() -> None:
    with pytest.raises(pydantic.ValidationError):
        preset("classic-2p").players = 4  # type: ignore[misc]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"players": 4, "sides": 3}, "equal sides"),
        ({"ask_partner": True}, "partnerships"),
        ({"initial_meld_steps": ((100, 50),)}, "start at score 0"),
        ({"initial_meld_steps": ((0, 50), (1500, 40))}, "rise"),
        ({"players": 6, "sides": 3, "hand_size": 20}, "do not fit"),
        ({"hand_size": 2}, "greater than or equal"),
        ({"unknown_field": 1}, "Extra inputs"),
    ],
)
def test_nonsense_rule_sets_are_refused_with_a_message(fields: dict[str, object], message: str) -> None:
    with pytest.raises(pydantic.ValidationError, match=message):
        preset("classic-2p").changed(**fields)


def test_changed_makes_a_custom_rule_set() -> None:
    custom = preset("classic-4p").changed(jokers=6)
    assert custom.name == "custom" and custom.jokers == 6 and custom.deck_size() == 110


def test_unknown_preset_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown preset"):
        preset("bridge")


@pytest.mark.parametrize(
    "fields",
    [{"target": 10**30}, {"going_out_bonus": 10**9}, {"initial_meld_steps": ((0, 50), (1500, 10**9))}],
)
def test_absurd_numbers_are_refused(fields: dict[str, object]) -> None:
    with pytest.raises(pydantic.ValidationError):
        preset("classic-2p").changed(**fields)
