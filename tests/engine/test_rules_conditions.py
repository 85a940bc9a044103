"""docs/rules.md §3.6: the house-rule conditions of issue 25, each a `RuleSet` field, proven through the engine.

What a canasta changes in the scoring (`melds_negative_without_canasta`, `red_threes_plus`), the canasta
opening (`canasta_opening_from`), no going out in the canasta's turn (`going_out_not_in_canasta_turn`),
the bonus for taking a pile of one size (`pile_bonus_size`, `pile_bonus_points`), and the pile locked by
a rank the side has melded (`melded_rank_locks_pile`).
"""

from __future__ import annotations

import pytest

from canasta_desktop.engine import (
    EndRound,
    Match,
    Meld,
    Phase,
    Rank,
    Reason,
    RuleSet,
    TakePile,
    player_view,
    preset,
)
from canasta_desktop.engine.invariants import InvariantError
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.rules import PRESETS, RedThreesPlus
from canasta_desktop.engine.scoring import SideScore, score_side
from canasta_desktop.engine.sheet_checks import check_side_score

from .scenario import assert_refused, cards, do, scenario

K_CANASTA = "KH KS KD KC KH1 KS1 KD1"  # natural, 70 points
K_SIX = "KS KC KH1 KS1 KD1 KC1"


def _score(rules: RuleSet, melds: list[str], red: int = 0, hand: str = "") -> SideScore:
    tables = card_tables(rules)
    groups = [cards(text) for text in melds]
    by_rank = {next(c.rank for c in group if not tables.is_wild(c)): group for group in groups}
    return score_side(rules, tables, 0, by_rank, red, [cards(hand)], 0, False, 0)


# ----------------------------------------------------------------------------- melds_negative_without_canasta
def test_rule_melds_negative_without_canasta_counts_the_melds_minus() -> None:
    rules = preset("classic-2p").changed(melds_negative_without_canasta=True)
    without = _score(rules, ["QH QS QD", "AH AS AD"], hand="5C")
    assert (without.melded_points, without.total) == (-90, -95)
    check_side_score(rules, without)
    with_one = _score(rules, [K_CANASTA, "QH QS QD"], hand="5C")
    assert (with_one.melded_points, with_one.total) == (100, 100 + 500 - 5)


def test_rule_melds_negative_without_canasta_default_counts_them_plus() -> None:
    score = _score(preset("classic-2p"), ["QH QS QD"])
    assert score.melded_points == 30
    with pytest.raises(InvariantError):
        check_side_score(preset("classic-2p"), SideScore(**{**vars_of(score), "melded_points": -30}))


def vars_of(score: SideScore) -> dict[str, object]:
    return {name: getattr(score, name) for name in SideScore.__dataclass_fields__}


# ----------------------------------------------------------------------------- red_threes_plus
@pytest.mark.parametrize(
    ("plus", "melds", "points"),
    [
        (RedThreesPlus.ALWAYS, [], 200),
        (RedThreesPlus.WITH_MELD, [], -200),
        (RedThreesPlus.WITH_MELD, ["QH QS QD"], 200),
        (RedThreesPlus.WITH_CANASTA, ["QH QS QD"], -200),
        (RedThreesPlus.WITH_CANASTA, [K_CANASTA], 200),
    ],
)
def test_rule_red_threes_plus_always_with_a_meld_or_with_a_canasta(
    plus: RedThreesPlus, melds: list[str], points: int
) -> None:
    rules = preset("classic-4p").changed(red_threes_plus=plus)
    score = _score(rules, melds, red=2)
    assert score.red_three_points == points
    check_side_score(rules, score)


def test_rule_red_threes_plus_reads_the_old_switch() -> None:
    """Files written before issue 25 hold `red_threes_negative_without_meld`; they load unchanged."""
    data = PRESETS["classic-2p"].model_dump(mode="json")
    data.pop("red_threes_plus")
    for old, new in ((True, RedThreesPlus.WITH_MELD), (False, RedThreesPlus.ALWAYS)):
        assert (
            RuleSet.model_validate({**data, "red_threes_negative_without_meld": old}).red_threes_plus is new
        )
    assert PRESETS["family-4p"].red_threes_plus is RedThreesPlus.ALWAYS
    assert PRESETS["salling-4p"].red_threes_plus is RedThreesPlus.ALWAYS
    assert PRESETS["classic-2p"].red_threes_plus is RedThreesPlus.WITH_MELD


# ----------------------------------------------------------------------------- canasta_opening_from
FROM_3000 = preset("classic-2p").changed(canasta_opening_from=3000)


def test_rule_canasta_opening_from_refuses_a_first_meld_without_a_canasta() -> None:
    state = scenario(FROM_3000, hands=["AH AS AD KH KS KD 2C 5C 6C", ""], phase=Phase.MELD, scores=[3000, 0])
    assert_refused(state, "meld AH AS AD | KH KS KD", Reason.OPENING_NEEDS_CANASTA, score=3000)
    assert not any(isinstance(action, Meld) for action in state.legal_actions())


def test_rule_canasta_opening_from_a_canasta_opens_and_the_minimum_still_counts() -> None:
    hand = "AH AS AD AC AH1 AS1 2C 5C 6C 7D"  # 6 aces and a 2: 140, the minimum from 3 000 is 120
    state = scenario(FROM_3000, hands=[hand, ""], phase=Phase.MELD, scores=[3000, 0])
    offered = [a for a in state.legal_actions() if isinstance(a, Meld)]
    assert offered and all(any(len(group) >= 7 for group in meld.groups) for meld in offered)
    low = scenario(
        FROM_3000.changed(initial_meld_steps=((0, 50), (3000, 150))),
        hands=[hand, ""],
        phase=Phase.MELD,
        scores=[3000, 0],
    )
    assert_refused(low, "meld AH AS AD AC AH1 AS1 2C", Reason.INITIAL_MELD_TOO_LOW)  # 140 < 150


def test_rule_canasta_opening_from_applies_only_from_the_score() -> None:
    state = scenario(FROM_3000, hands=["AH AS AD KH KS KD 2C 5C 6C", ""], phase=Phase.MELD, scores=[2995, 0])
    do(state, "meld AH AS AD | KH KS KD")


def test_rule_canasta_opening_from_taking_the_pile_must_make_the_canasta() -> None:
    hand = "AH AS AD AC AH1 AS1 5C 6C 7D 8D"
    state = scenario(FROM_3000, hands=[hand, ""], pile="4C AD1", scores=[3000, 0])
    assert_refused(state, "take AH AS", Reason.OPENING_NEEDS_CANASTA)
    takes = [a for a in state.legal_actions() if isinstance(a, TakePile)]
    assert takes and all(len(take.cards) + 1 >= 7 for take in takes)
    do(state, takes[0])
    assert len(state.melds[0][Rank.ACE]) >= 7


# ----------------------------------------------------------------------------- going_out_not_in_canasta_turn
NOT_SAME_TURN = preset("classic-4p").changed(going_out_not_in_canasta_turn=True)


def test_rule_going_out_not_in_canasta_turn_refuses_going_out_with_the_canasta_just_made() -> None:
    state = scenario(NOT_SAME_TURN, hands={0: "KH KD 9H"}, melds={0: [K_SIX]}, phase=Phase.MELD)
    assert state.turn.canastas_before == 0
    assert_refused(state, "add K: KH KD", Reason.CANASTA_THIS_TURN)  # would leave 9H to go out with
    do(state, "add K: KH")  # the canasta, keeping two cards
    assert state.canastas(0) == 1
    assert_refused(state, "add K: KD", Reason.CANASTA_THIS_TURN)


def test_rule_going_out_not_in_canasta_turn_allows_it_in_the_next_turn() -> None:
    state = scenario(
        NOT_SAME_TURN,
        hands={0: "KC1 9H", 1: "5C 6C 7C", 2: "5D 6D 7D", 3: "5S 6S 7S"},
        melds={0: [K_CANASTA]},
        phase=Phase.MELD,
    )
    assert state.turn.canastas_before == 1
    do(state, "add K: KC1", "discard 9H")
    assert state.is_over and state.went_out == 0


def test_rule_going_out_not_in_canasta_turn_default_goes_out_at_once() -> None:
    rules = preset("classic-4p")
    state = scenario(rules, hands={0: "KH KD 9H"}, melds={0: [K_SIX]}, phase=Phase.MELD)
    do(state, "add K: KH KD", "discard 9H")
    assert state.is_over


# ----------------------------------------------------------------------------- pile_bonus_size
BONUS_4 = preset("classic-2p").changed(pile_bonus_size=4, pile_bonus_points=100)


@pytest.mark.parametrize(("pile", "bonus"), [("5C 6C 7C QD", 100), ("5C 6C QD", 0), ("4C 5C 6C 7C QD", 0)])
def test_rule_pile_bonus_size_a_pile_of_exactly_that_size(pile: str, bonus: int) -> None:
    state = scenario(BONUS_4, hands=["QH QS 8C 9C TC JC", "5S"], pile=pile, melds={0: ["AH AS AD"]})
    do(state, "take QH QS")
    assert state.pile_bonuses == [bonus, 0]
    assert player_view(state, 1).pile_bonuses == (bonus, 0)  # public: every seat sees it


def test_rule_pile_bonus_size_scores_on_the_sheet() -> None:
    rules = BONUS_4
    tables = card_tables(rules)
    score = score_side(rules, tables, 0, {Rank.QUEEN: cards("QH QS QD")}, 0, [], 0, False, 0, 200)
    assert score.total == 30 + 200
    check_side_score(rules, score)
    with pytest.raises(InvariantError):
        check_side_score(preset("classic-2p"), score)  # no pile bonus in these rules


# ----------------------------------------------------------------------------- melded_rank_locks_pile
LOCKS = preset("classic-2p").changed(melded_rank_locks_pile=True)
TENS = "TH TS TD"  # the side's meld of 10s


@pytest.mark.parametrize("frozen", [False, True])
def test_rule_melded_rank_locks_pile_refuses_a_top_card_of_a_rank_the_side_has_melded(frozen: bool) -> None:
    """Comments 2 and 25 of the family article: "I have laid 10s, so I may not take a 10"."""
    state = scenario(
        LOCKS, hands=["TC TH1 5C 6C 7C", "5S"], pile="8C TS1", melds={0: [TENS]}, pile_frozen=frozen
    )
    for take in ("take TC TH1", "take", "take TC"):  # a natural pair, onto the meld, one natural
        assert_refused(state, take, Reason.PILE_RANK_LOCKED, rank="T")
    assert not any(isinstance(action, TakePile) for action in state.legal_actions())
    assert not any(True for _ in state.take_options())


def test_rule_melded_rank_locks_pile_other_ranks_and_the_opponents_melds_do_not_lock() -> None:
    state = scenario(
        LOCKS, hands=["QH QS 5C 6C 7C", "5S"], pile="8C QD", melds={0: [TENS], 1: ["QC QH1 QS1"]}
    )
    assert any(isinstance(action, TakePile) for action in state.legal_actions())
    do(state, "take QH QS")  # the opponents' meld of queens locks nothing for this side
    assert len(state.melds[0][Rank.QUEEN]) == 3


def test_rule_melded_rank_locks_pile_default_takes_onto_the_meld() -> None:
    state = scenario(preset("classic-2p"), hands=["TC 5C 6C 7C", "5S"], pile="8C TS1", melds={0: [TENS]})
    do(state, "take")
    assert len(state.melds[0][Rank.TEN]) == 4


def test_rule_melded_rank_locks_pile_with_the_stock_gone_nobody_must_take_a_locked_pile() -> None:
    """§2.10: a player must take a pile whose top fits a meld of the side; the lock refuses that very
    take, so the round ends instead."""
    hands = ["TC TH1 5C 6C", "5S 6S"]
    state = scenario(LOCKS, hands=hands, pile="8C TS1", melds={0: [TENS]}, rest_of_deck=False)
    assert state.stock_exhausted and not state.forced_to_take()
    assert state.legal_actions() == [EndRound()]
    unlocked = scenario("classic-2p", hands=hands, pile="8C TS1", melds={0: [TENS]}, rest_of_deck=False)
    assert_refused(unlocked, EndRound(), Reason.MUST_TAKE_PILE)


# ----------------------------------------------------------------------------- match_minutes
def _finish(match: Match) -> None:
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    match.finish_round()


def test_rule_match_minutes_ends_the_match_after_the_round_in_progress() -> None:
    match = Match(preset("classic-2p").changed(match_minutes=50, target=100_000), 3)
    assert match.seconds_left() == 3000
    match.count_play(2000)
    _finish(match)
    assert not match.is_over and match.round_number == 2  # time left: the next round is dealt
    match.count_play(1000)  # the time runs out during round 2
    assert match.seconds_left() == 0 and not match.is_over  # round 2 is still played to its end
    _finish(match)
    assert match.is_over == (match.totals[0] != match.totals[1])  # a tie plays on


def test_rule_match_minutes_not_set_has_no_clock() -> None:
    match = Match(preset("classic-2p"), 3)
    match.count_play(10**5)
    _finish(match)
    assert match.seconds_left() is None and not match.is_over
