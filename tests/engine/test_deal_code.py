"""The deal code names a deal exactly: code → deal → code, and the dealt round is the same round."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import PRESETS, RoundState, RuleSet
from canasta_desktop.engine.deal_code import (
    ALPHABET,
    Deal,
    DealCodeError,
    DealCodeProblem,
    decode,
    encode,
    encode_round,
    fingerprint,
)
from canasta_desktop.engine.match import round_seed
from canasta_desktop.persistence.house_rules import rules_fingerprint

from ..ai.rule_strategies import rule_sets


def _same_round(one: RoundState, other: RoundState) -> bool:
    return (
        one.hands == other.hands
        and one.stock == other.stock
        and one.pile == other.pile
        and one.red_threes == other.red_threes
        and one.minimums == other.minimums
        and one.scores_before == other.scores_before
        and one.to_move == other.to_move
        and one.rules == other.rules
    )


def _round_trips(rules: RuleSet, seed: int, dealer: int, scores: list[int], known: list[RuleSet]) -> None:
    code = encode(rules, seed, dealer, scores)
    deal = decode(code, known)
    if fingerprint(rules) not in {fingerprint(p) for p in PRESETS.values()}:
        assert deal == Deal(rules, seed, dealer, tuple(scores))
    assert deal.rules.model_dump(exclude={"name"}) == rules.model_dump(exclude={"name"})
    assert deal[1:] == (seed, dealer, tuple(scores))
    assert _same_round(deal.round(), RoundState(rules, seed, dealer, scores))
    assert encode(*deal) == code


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_round_trips_with_nothing_else_known(name: str) -> None:
    rules = PRESETS[name]
    rng = random.Random(name)
    for number in range(1, 30):
        scores = [rng.randrange(-2000, 16000) for _ in range(rules.sides)]
        _round_trips(rules, round_seed(rng.getrandbits(31), number), rng.randrange(rules.players), scores, [])


@pytest.mark.parametrize("name", PRESETS)
def test_a_preset_with_another_match_length_keeps_its_name(name: str) -> None:
    for target in (None, 1500, 10_000):
        rules = PRESETS[name].changed(name=name, target=target)
        _round_trips(rules, 7, 0, [0] * rules.sides, [])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=rule_sets(),
    seed=st.integers(-(2**63), 2**63),
    scores=st.lists(st.integers(-50_000, 1_000_000), min_size=3, max_size=3),
    data=st.data(),
)
def test_random_house_rule_sets_round_trip(
    rules: RuleSet, seed: int, scores: list[int], data: st.DataObject
) -> None:
    dealer = data.draw(st.integers(0, rules.players - 1))
    _round_trips(rules, seed, dealer, scores[: rules.sides], [PRESETS["classic-2p"].changed(), rules])


@settings(max_examples=40, deadline=None)
@given(rules=rule_sets())
def test_the_fingerprint_is_the_house_rule_files_own(rules: RuleSet) -> None:
    assert fingerprint(rules) == rules_fingerprint(rules)


def test_a_house_rule_set_this_computer_lacks_is_named_by_its_fingerprint() -> None:
    rules = PRESETS["classic-2p"].changed(name="Farmor", natural_canasta_bonus=600)
    code = encode(rules, 3, 1, [0, 0])
    with pytest.raises(DealCodeError) as caught:
        decode(code)
    assert caught.value.problem is DealCodeProblem.UNKNOWN_RULES
    assert caught.value.params["fingerprint"] == fingerprint(rules)[:10]


def test_a_set_with_a_presets_rules_is_that_preset_whatever_its_name() -> None:
    rules = PRESETS["classic-4p"].changed(target=2000)  # named "custom"
    deal = decode(encode(rules, 9, 2, [0, 0]))
    assert deal.rules == PRESETS["classic-4p"].changed(name="classic-4p", target=2000)


def test_the_presets_keep_their_numbers() -> None:
    numbers = ["classic-2p", "classic-3p", "classic-4p", "family-4p", "salling-4p", "salling-6p"]
    assert list(PRESETS)[: len(numbers)] == numbers


def test_every_single_typo_and_every_swap_of_neighbours_is_caught() -> None:
    code = encode(PRESETS["classic-2p"], round_seed(99, 2), 1, [1205, 3150])
    text = code.replace("-", "")
    for at, original in enumerate(text):
        for other in ALPHABET:
            if other != original:
                with pytest.raises(DealCodeError):
                    decode(text[:at] + other + text[at + 1 :])
    for at in range(len(text) - 1):
        if text[at] != text[at + 1]:
            swapped = text[:at] + text[at + 1] + text[at] + text[at + 2 :]
            with pytest.raises(DealCodeError):
                decode(swapped)


def test_the_code_reads_aloud_without_ambiguous_letters_and_forgives_case_and_look_alikes() -> None:
    assert not set("ILOU") & set(ALPHABET) and len(ALPHABET) == 32
    code = encode(PRESETS["classic-2p"], round_seed(5, 1), 0, [0, 0])
    groups = code.split("-")
    assert all(len(group) == 4 for group in groups[:-1]) and len(code) <= 25
    loose = " ".join(groups).lower().replace("0", "o").replace("1", "l")
    assert decode(loose) == decode(code)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", DealCodeProblem.EMPTY),
        (" - ", DealCodeProblem.EMPTY),
        ("K7QU", DealCodeProblem.BAD_CHARACTER),
        ("K7Q!", DealCodeProblem.BAD_CHARACTER),
        ("00", DealCodeProblem.MALFORMED),
    ],
)
def test_a_code_that_cannot_be_read_says_why(text: str, problem: DealCodeProblem) -> None:
    with pytest.raises(DealCodeError) as caught:
        decode(text)
    assert caught.value.problem is problem


def test_a_code_of_a_later_version_is_refused() -> None:
    symbols = [ALPHABET.index(c) for c in encode(PRESETS["classic-2p"], 1, 0, [0, 0]).replace("-", "")]
    symbols[0] |= 0b11100  # the version bits
    from canasta_desktop.engine.deal_code import _check_symbol

    body = symbols[:-1]
    text = "".join(ALPHABET[s] for s in [*body, _check_symbol(body)])
    with pytest.raises(DealCodeError) as caught:
        decode(text)
    assert caught.value.problem is DealCodeProblem.VERSION


def test_a_dealt_round_has_a_code() -> None:
    state = RoundState(PRESETS["classic-3p"], 11, 2, [100, -50, 0])
    assert _same_round(decode(encode_round(state)).round(), state)
    with pytest.raises(ValueError, match="one score per side"):
        encode(PRESETS["classic-2p"], 1, 2, [0, 0])
