"""Two of the family rules that were only near before issue 32, now exact (docs/rules.md §3.6):
red 3s worth nothing, not minus, for a side that does not earn them (`red_threes_otherwise`), and a
pile turned over as often as the round needs (`max_pile_turnovers = None`). Each through the engine,
the fast loop, the stored files and the words."""

from __future__ import annotations

import json

import pytest

from canasta_desktop.ai.rollout import FastRound
from canasta_desktop.engine import Reason, RuleSet, preset
from canasta_desktop.engine.events import PileTurnedOver
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.rules import (
    ENDLESS_TURNOVERS,
    RedThreesOtherwise,
    RedThreesPlus,
    rules_problems,
    stable_dump,
)
from canasta_desktop.engine.scoring import SideScore, score_side
from canasta_desktop.engine.sheet_checks import check_side_score

from .scenario import assert_refused, cards, do, scenario

K_CANASTA = "KH KS KD KC KH1 KS1 KD1"
NOTHING = RedThreesOtherwise.NOTHING


def _score(rules: RuleSet, melds: list[str], red: int, hand: str = "") -> SideScore:
    tables = card_tables(rules)
    by_rank = {cards(text)[0].rank: cards(text) for text in melds}
    return score_side(rules, tables, 0, by_rank, red, [cards(hand)], 0, False, 0)


# ----------------------------------------------------------------------------- red_threes_otherwise
@pytest.mark.parametrize(
    ("plus", "otherwise", "melds", "points"),
    [
        (RedThreesPlus.WITH_CANASTA, NOTHING, ["QH QS QD"], 0),  # the family's rule: no canasta, no 3s
        (RedThreesPlus.WITH_CANASTA, NOTHING, [K_CANASTA], 200),
        (RedThreesPlus.WITH_CANASTA, RedThreesOtherwise.MINUS, ["QH QS QD"], -200),
        (RedThreesPlus.WITH_MELD, NOTHING, [], 0),
        (RedThreesPlus.WITH_MELD, NOTHING, ["QH QS QD"], 200),
        (RedThreesPlus.ALWAYS, NOTHING, [], 200),
    ],
)
def test_rule_red_threes_otherwise_nothing_counts_them_zero_where_they_would_count_minus(
    plus: RedThreesPlus, otherwise: RedThreesOtherwise, melds: list[str], points: int
) -> None:
    rules = preset("family-4p").changed(red_threes_plus=plus, red_threes_otherwise=otherwise)
    score = _score(rules, melds, red=2, hand="5C")
    assert score.red_three_points == points
    check_side_score(rules, score)


def test_rule_red_threes_otherwise_all_four_count_nothing_too() -> None:
    rules = preset("classic-4p").changed(
        red_threes_plus=RedThreesPlus.WITH_CANASTA, red_threes_otherwise=NOTHING
    )
    assert _score(rules, ["QH QS QD"], red=4).red_three_points == 0
    assert _score(rules, [K_CANASTA], red=4).red_three_points == rules.all_red_threes_points


def test_rule_red_threes_otherwise_the_fast_loop_scores_as_the_engine() -> None:
    """The computer's simulation counts a side's red 3s at the round's end as the engine does."""
    for otherwise in RedThreesOtherwise:
        rules = preset("classic-2p").changed(
            red_threes_plus=RedThreesPlus.WITH_CANASTA, red_threes_otherwise=otherwise
        )
        state = scenario(
            rules, hands=["QH QS QD 9C", "5S 6S 7S 8D"], melds={0: ["AH AS AD"]}, red_threes={0: "3H 3D"}
        )
        fast = FastRound.from_state(state)
        fast.went_out = -1
        tables = card_tables(rules)
        engine = score_side(rules, tables, 0, state.melds[0], 2, [state.hands[0]], 0, False, 0)
        assert engine.red_three_points == (0 if otherwise is NOTHING else -200)
        assert fast.scores()[0] == engine.total


def test_rule_red_threes_otherwise_older_files_read_minus_and_hash_as_before() -> None:
    data = preset("family-4p").model_dump(mode="json")
    data.pop("red_threes_otherwise")
    assert RuleSet.model_validate(data).red_threes_otherwise is RedThreesOtherwise.MINUS
    assert "red_threes_otherwise" not in stable_dump(preset("family-4p"))  # at its default: left out
    changed = preset("family-4p").changed(red_threes_otherwise=NOTHING)
    assert stable_dump(changed)["red_threes_otherwise"] == "nothing"
    assert RuleSet.model_validate_json(changed.model_dump_json()) == changed


# ----------------------------------------------------------------------------- max_pile_turnovers = None
ENDLESS = preset("salling-4p").changed(max_pile_turnovers=None)


def test_rule_max_pile_turnovers_none_turns_the_pile_over_past_any_number() -> None:
    for turned in (3, 10, 57):
        state = scenario(
            ENDLESS, hands=["9S 8S"], pile="5C 7H", stock="", rest_of_deck=False, turnovers=turned
        )
        events = do(state, "draw")
        assert PileTurnedOver(0, 2) in events and state.turnovers == turned + 1


def test_rule_max_pile_turnovers_none_still_ends_a_round_that_never_would() -> None:
    """So that a round always ends (players who never take the pile nor go out, one card drawn a turn)."""
    state = scenario(
        ENDLESS, hands=["9S 8S"], pile="5C 7H", stock="", rest_of_deck=False, turnovers=ENDLESS_TURNOVERS
    )
    assert state.stock_exhausted
    assert_refused(state, "draw", Reason.STOCK_EMPTY)


def test_rule_max_pile_turnovers_none_is_valid_stored_and_read_back() -> None:
    data = ENDLESS.model_dump(mode="json")
    assert data["max_pile_turnovers"] is None and rules_problems(data) == []
    assert RuleSet.model_validate(json.loads(json.dumps(data))) == ENDLESS
    assert ENDLESS.turnover_limit() == ENDLESS_TURNOVERS and preset("salling-4p").turnover_limit() == 3


def test_rule_max_pile_turnovers_none_the_fast_loop_turns_over_as_the_engine() -> None:
    state = scenario(ENDLESS, hands=["9S 8S"], pile="5C 7H", stock="", rest_of_deck=False, turnovers=40)
    fast = FastRound.from_state(state)
    assert fast.can_turn_pile()
    assert fast.turn_pile_over() and fast.turnovers == 41
