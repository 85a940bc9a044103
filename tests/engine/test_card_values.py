"""docs/rules.md §1 and §3.5: the card-value fields (issue 25), `wild_ranks` and `card_points`.

Tests are named ``test_rule_<field>_...``; situations come from `scenario`.
"""

from __future__ import annotations

import json

import pytest

from canasta_desktop.engine import PRESETS, Phase, Rank, Reason, RuleSet, preset
from canasta_desktop.engine.card_values import CLASSIC_POINTS, MAX_CARD_POINTS, with_points
from canasta_desktop.engine.deal_code import decode, encode, fingerprint
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.rule_problems import RuleProblem
from canasta_desktop.engine.rules import rules_problems
from canasta_desktop.engine.scoring import score_side

from .scenario import assert_refused, card, cards, do, scenario

# comment 21 of the family article: 7s wild at 50 instead of jokers, the 2s wild at 20
SEVENS = preset("classic-4p").changed(
    jokers=0, wild_ranks=(Rank.TWO, Rank.SEVEN), card_points=with_points(CLASSIC_POINTS, _7=50)
)
# a club's reckoning: the ace counts 15
ACE_15 = preset("classic-2p").changed(card_points=with_points(CLASSIC_POINTS, A=15))


def test_rule_wild_ranks_classic_default_is_the_2s_and_every_preset_keeps_its_wild_cards() -> None:
    assert RuleSet().wild_ranks == (Rank.TWO,)
    for name, rules in PRESETS.items():
        expected = (Rank.TWO, Rank.FOUR) if name.startswith("salling") else (Rank.TWO,)
        assert rules.wild_ranks == expected, name


def test_rule_wild_ranks_a_wild_seven_is_never_a_natural_and_stands_in_for_any_rank() -> None:
    tables = card_tables(SEVENS)
    assert tables.is_wild(card("7C")) and tables.value(card("7C")) == 50
    state = scenario(SEVENS, hands=["7C 7D 7H KC KD 9S 8S"], melds={0: ["AH AS AD"]}, phase=Phase.MELD)
    assert_refused(state, "meld 7C 7D 7H", Reason.MELD_TOO_FEW_NATURALS)
    do(state, "meld KC KD 7C")
    assert Rank.SEVEN not in state.melds[0] and len(state.melds[0][Rank.KING]) == 3


def test_rule_wild_ranks_the_2s_are_naturals_where_they_are_not_wild() -> None:
    rules = preset("classic-2p").changed(wild_ranks=(Rank.NINE,))
    assert not card_tables(rules).is_wild(card("2C")) and card_tables(rules).is_wild(card("9C"))
    state = scenario(rules, hands=["2C 2D 2H 9S KC 8S"], melds={0: ["AH AS AD"]}, phase=Phase.MELD)
    do(state, "meld 2C 2D 2H 9S")  # three natural 2s and a wild 9
    assert len(state.melds[0][Rank.TWO]) == 4


def test_rule_wild_ranks_none_but_the_jokers() -> None:
    rules = preset("classic-2p").changed(wild_ranks=())
    tables = card_tables(rules)
    assert tables.is_wild(card("XR")) and not any(tables.is_wild(card(f"{r}C")) for r in "2456789TJQKA")


def test_rule_wild_ranks_bounds_the_3s_and_the_joker_cannot_be_a_wild_rank() -> None:
    for wrong in (["7", "7"], ["zz"], [1], "7", [None]):
        assert [p.problem for p in rules_problems({"wild_ranks": wrong})] == [RuleProblem.WRONG_KIND]
    for never, rank in ((["3"], "3"), (["2", "X"], "joker")):  # issue 31: said as such
        [problem] = rules_problems({"wild_ranks": never})
        assert (problem.problem, problem.params) == (RuleProblem.CANNOT_BE_WILD, {"rank": rank})
    too_many = rules_problems({"wild_ranks": ["2", "4", "5", "6", "7"]})
    assert [(p.problem, p.fields) for p in too_many] == [(RuleProblem.TOO_MANY_WILD_RANKS, ("wild_ranks",))]
    assert rules_problems({"wild_ranks": ["2", "4", "5", "6"]}) == []


def test_rule_wild_ranks_an_old_file_with_fours_wild_loads_and_writes_the_new_fields() -> None:
    old = preset("salling-4p").model_dump(mode="json")
    del old["wild_ranks"], old["card_points"]
    old["fours_wild"] = True
    loaded = RuleSet.model_validate(old)
    assert loaded == preset("salling-4p")
    written = json.loads(loaded.model_dump_json())
    assert "fours_wild" not in written and written["wild_ranks"] == ["2", "4"]
    assert written["card_points"]["4"] == 50
    classic = preset("classic-2p").model_dump(mode="json")
    del classic["wild_ranks"], classic["card_points"]
    assert RuleSet.model_validate(classic | {"fours_wild": False}) == preset("classic-2p")
    with pytest.raises(ValueError):
        RuleSet.model_validate(classic | {"fours_wild": True, "wild_ranks": ["2"]})


def test_rule_wild_ranks_fingerprints_of_sets_older_versions_could_write_do_not_change() -> None:
    """The deal codes and statistics keys of a house-rule set saved before the fields existed still hold."""
    # the fingerprints as version 1 of the house-rule files computed them (before issue 25)
    assert fingerprint(preset("classic-2p")) == "62bbccd8c895"
    assert fingerprint(preset("salling-4p")) == "35f0ed058c9c"
    assert fingerprint(preset("classic-2p").changed(jokers=2)) == "322287ca7dd4"
    assert fingerprint(SEVENS) != fingerprint(
        SEVENS.changed(card_points=with_points(SEVENS.card_points, _7=5))
    )
    code = encode(SEVENS, 7, 0, [0, 0])
    assert decode(code, [SEVENS]).rules == SEVENS


def test_rule_card_points_default_is_the_classic_table_and_salling_counts_the_wild_4_fifty() -> None:
    classic = dict(RuleSet().card_points)
    tens = (Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
    fives = (Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)
    expected = (
        {Rank.JOKER: 50, Rank.TWO: 20, Rank.ACE: 20} | dict.fromkeys(tens, 10) | dict.fromkeys(fives, 5)
    )
    assert classic == expected == dict(CLASSIC_POINTS)
    assert preset("salling-4p").points_of(Rank.FOUR) == 50
    assert preset("family-4p").points_of(Rank.FOUR) == 5


def test_rule_card_points_an_ace_at_15_counts_in_melds_in_the_hand_and_for_the_first_meld() -> None:
    tables = card_tables(ACE_15)
    melds = {Rank.ACE: cards("AH AS AD AC")}
    score = score_side(ACE_15, tables, 0, melds, 0, [cards("AH1 KS")], 0, False, 0)
    assert score.melded_points == 60 and score.hand_points == 25
    # three aces are 45 at 15 each, short of the minimum of 50; at the classic 20 they are 60
    state = scenario(ACE_15, hands=["AH AS AD 9C 8C"], phase=Phase.MELD, scores=[0, 0])
    assert_refused(state, "meld AH AS AD", Reason.INITIAL_MELD_TOO_LOW)
    classic = scenario("classic-2p", hands=["AH AS AD 9C 8C"], phase=Phase.MELD, scores=[0, 0])
    do(classic, "meld AH AS AD")


def test_rule_card_points_a_file_names_every_card() -> None:
    written = {rank.char: points for rank, points in CLASSIC_POINTS} | {"A": 15, "X": 40}
    rules = RuleSet.model_validate({"card_points": written})
    assert rules.points_of(Rank.ACE) == 15 and rules.points_of(Rank.JOKER) == 40
    assert rules.points_of(Rank.KING) == 10
    del written["K"]
    assert [(p.problem, p.fields) for p in rules_problems({"card_points": written})] == [
        (RuleProblem.WRONG_KIND, ("card_points",))
    ]


def test_rule_card_points_bounds_refuse_a_negative_or_too_many_points_and_a_3() -> None:
    classic = {rank.char: points for rank, points in CLASSIC_POINTS}
    for wrong in ({"A": -1}, {"A": 1001}):
        problems = rules_problems({"card_points": classic | wrong})
        assert [(p.problem, p.params.get("high")) for p in problems] == [
            (RuleProblem.FIELD_OUT_OF_RANGE, MAX_CARD_POINTS)
        ], wrong
    for wrong in ({"3": 5}, {"A": "many"}):
        problems = rules_problems({"card_points": classic | wrong})
        assert [(p.problem, p.fields) for p in problems] == [(RuleProblem.WRONG_KIND, ("card_points",))]
    assert rules_problems({"card_points": classic | {"A": 1000, "K": 0}}) == []
