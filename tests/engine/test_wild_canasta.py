"""A canasta of wild cards only (issue 25, docs/rules.md §2.4): `RuleSet.wild_canasta_bonus`."""

from __future__ import annotations

import pytest

from canasta_desktop.engine import Meld, Phase, Rank, Reason, preset
from canasta_desktop.engine.deal_code import fingerprint
from canasta_desktop.engine.events import AddedToMeld
from canasta_desktop.engine.melds import WILD_MELD, card_tables, group_rank
from canasta_desktop.engine.scoring import score_side
from canasta_desktop.engine.snapshot import from_snapshot, to_snapshot

from .scenario import assert_refused, cards, do, scenario

WILD = preset("classic-2p").changed(name="wild", wild_canasta_bonus=1000)
K_CANASTA = "KH KS KD KC KH1 KS1 KD1"


def test_rule_wild_canasta_refused_by_default_as_before() -> None:
    """Every preset keeps today's rule: a meld needs naturals."""
    state = scenario(hands=["XR XB 2C 5C 6C", "5H"], melds={0: ["AH AS AD"]}, phase=Phase.MELD)
    assert preset("classic-2p").wild_canasta_bonus is None
    assert_refused(state, "meld XR XB 2C", Reason.MELD_TOO_FEW_NATURALS)
    assert not any(isinstance(a, Meld) and WILD_MELD in _ranks(state, a) for a in state.legal_actions())


def test_rule_wild_canasta_three_wild_cards_start_a_meld_after_the_first_meld() -> None:
    state = scenario(WILD, hands=["XR XB 2C 5C 6C", "5H"], melds={0: ["AH AS AD"]}, phase=Phase.MELD)
    assert Meld((tuple(cards("2C XR XB")),)) in state.legal_actions()
    do(state, "meld XR XB 2C")
    assert state.melds[0][WILD_MELD] == cards("XR XB 2C")


def test_rule_wild_canasta_not_in_the_first_meld() -> None:
    """A side melds naturals first; the wild cards' meld never makes or helps the first meld."""
    state = scenario(WILD, hands=["XR XB 2C 2D KH KS KD 5C 6C", "5H"], phase=Phase.MELD)
    assert_refused(state, "meld XR XB 2C", Reason.WILD_MELD_NOT_FIRST)
    assert_refused(state, "meld KH KS KD | XR XB 2C", Reason.WILD_MELD_NOT_FIRST)


def test_rule_wild_canasta_extended_with_wild_cards_only() -> None:
    state = scenario(
        WILD, hands=["XR1 2H 5S 5C 6C", "5H"], melds={0: ["AH AS AD", "XR XB 2C 2D 2S"]}, phase=Phase.MELD
    )
    do(state, "add X: XR1")
    assert_refused(state, "add X: 5S", Reason.MELD_MIXED_RANKS)  # a natural never joins it
    assert_refused(state, "add X: 5S 5C", Reason.MELD_MIXED_RANKS)
    events = do(state, "add X: 2H")
    assert AddedToMeld(0, WILD_MELD, tuple(cards("2H")), became_canasta=True) in events
    assert state.canastas(0) == 1


def test_rule_wild_canasta_the_naturals_limits_do_not_apply_and_seven_is_the_most() -> None:
    """Four or more wild cards together (max_wilds is 3), and no eighth wild card."""
    state = scenario(
        WILD,
        hands=["XR XB XR1 XB1 2C 2D 2H 2S 5C 6C", "5H"],
        melds={0: ["AH AS AD"]},
        phase=Phase.MELD,
    )
    do(state, "meld XR XB XR1 XB1 2C 2D 2H")
    assert state.canastas(0) == 1
    assert_refused(state, "add X: 2S", Reason.WILD_MELD_FULL)
    assert_refused(state, "add A: 2S 5C", Reason.MELD_MIXED_RANKS)


def test_rule_wild_canasta_seven_wild_cards_in_one_meld_are_too_many_past_seven() -> None:
    state = scenario(
        WILD,
        hands=["XR XB XR1 XB1 2C 2D 2H 2S 5C 6C", "5H"],
        melds={0: ["AH AS AD"]},
        phase=Phase.MELD,
    )
    assert_refused(state, "meld XR XB XR1 XB1 2C 2D 2H 2S", Reason.WILD_MELD_FULL)


def test_rule_wild_canasta_scores_its_own_bonus() -> None:
    rules = WILD
    melds = {Rank.KING: cards(K_CANASTA), WILD_MELD: cards("XR XB XR1 XB1 2C 2D 2H")}
    score = score_side(rules, card_tables(rules), 0, melds, 0, [], 0, False, 0)
    assert (score.natural_canastas, score.mixed_canastas, score.wild_canastas) == (1, 0, 1)
    assert score.canasta_bonus == 500 + 1000
    assert score.melded_points == 7 * 10 + 4 * 50 + 3 * 20


def test_rule_wild_canasta_an_unfinished_one_counts_its_cards_only() -> None:
    melds = {Rank.KING: cards("KH KS KD"), WILD_MELD: cards("XR XB 2C")}
    score = score_side(WILD, card_tables(WILD), 0, melds, 0, [], 0, False, 0)
    assert (score.wild_canastas, score.canasta_bonus, score.melded_points) == (0, 0, 30 + 120)


def test_rule_wild_canasta_counts_for_going_out() -> None:
    state = scenario(
        WILD.changed(canastas_to_go_out=2),
        hands=["2H 5C", "5H 6H"],
        melds={0: [K_CANASTA, "XR XB XR1 XB1 2C 2D"]},
        phase=Phase.MELD,
    )
    do(state, "add X: 2H", "discard 5C")
    assert state.is_over and state.went_out == 0
    assert state.result[0].wild_canastas == 1


def test_rule_wild_canasta_snapshot_round_trip() -> None:
    state = scenario(WILD, hands=["2H 5C 6C", "5H"], melds={0: ["AH AS AD", "XR XB 2C"]}, phase=Phase.MELD)
    again = from_snapshot(WILD, state.seed, state.dealer, list(state.scores_before), to_snapshot(state))
    assert again.melds[0][WILD_MELD] == cards("XR XB 2C")


def test_rule_wild_canasta_keeps_the_fingerprints_of_older_rule_sets() -> None:
    rules = preset("classic-2p")
    assert fingerprint(rules) == "62bbccd8c895"  # as before the field existed
    assert fingerprint(WILD) != fingerprint(rules)


@pytest.mark.parametrize("bonus", [-1, 100_001])
def test_rule_wild_canasta_bonus_bounds(bonus: int) -> None:
    with pytest.raises(ValueError):
        preset("classic-2p").changed(wild_canasta_bonus=bonus)


def _ranks(state: object, meld: Meld) -> set[Rank]:
    tables = card_tables(state.rules)  # type: ignore[attr-defined]
    return {group_rank(group, tables) for group in meld.groups}


def test_rule_wild_canasta_is_a_canasta_for_the_melds_and_red_threes_conditions() -> None:
    """With `melds_negative_without_canasta` a side whose only canasta is of wild cards counts plus."""
    rules = WILD.changed(melds_negative_without_canasta=True)
    melds = {Rank.KING: cards("KH KS KD"), WILD_MELD: cards("XR XB XR1 XB1 2C 2D 2H")}
    score = score_side(rules, card_tables(rules), 0, melds, 0, [], 0, False, 0)
    assert score.melded_points == 30 + 260 and score.wild_canastas == 1
