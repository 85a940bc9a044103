"""docs/rules.md §1 (card values), §2.11 (scoring a round), §2.12 (the match) and §2.1's dealer rotation."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.engine import Match, Phase, Rank, RoundState, preset
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.roundlog import replay
from canasta_desktop.engine.scoring import score_side

from .scenario import card, cards, do, play_out, scenario

K_CANASTA = "KH KS KD KC KH1 KS1 KD1"  # natural, 70 points
A_MIXED = "AC AD AS1 AC1 AD1 AH1 XR"  # mixed, 6 x 20 + 50 = 170 points


# ----------------------------------------------------------------------------- §1 Cards and values
@pytest.mark.parametrize(
    "text, points",
    [
        ("XR", 50),
        ("XB1", 50),
        ("2C", 20),
        ("AS", 20),
        ("KH", 10),
        ("QD", 10),
        ("JC", 10),
        ("TS", 10),
        ("9H", 10),
        ("8D", 10),
        ("7C", 5),
        ("6S", 5),
        ("5H", 5),
        ("4D", 5),
        ("3C", 5),
        ("3S", 5),
    ],
)
def test_rule_1_card_values(text, points) -> None:
    rules = preset("classic-2p")
    assert card_tables(rules).value(card(text)) == points
    score = score_side(rules, card_tables(rules), 0, {}, 0, [[card(text)]], 0, False, 0)
    assert score.hand_points == points and score.total == -points


def test_rule_1_wild_cards_are_jokers_and_twos() -> None:
    tables = card_tables(preset("classic-2p"))
    wild = {c.rank for c in cards("XR XB 2C 2D 2H 2S AS KH 4D 3C 3H") if tables.is_wild(c)}
    assert wild == {Rank.JOKER, Rank.TWO}


def test_rule_1_red_three_is_a_bonus_not_a_card_value() -> None:
    rules = preset("classic-2p")
    score = score_side(rules, card_tables(rules), 0, {Rank.KING: cards("KH KS KD")}, 1, [], 0, False, 0)
    assert (score.melded_points, score.red_three_points, score.total) == (30, 100, 130)


# ----------------------------------------------------------------------------- §2.11 Scoring a round
def side_score(melds=None, red=0, hands=(), going_out=0, concealed=False, penalty=0, name="classic-2p"):
    rules = preset(name)
    tables = card_tables(rules)
    groups = [cards(text) for text in melds or []]
    melds = {next(c.rank for c in group if not tables.is_wild(c)): group for group in groups}
    return score_side(
        rules, card_tables(rules), 0, melds, red, [cards(h) for h in hands], going_out, concealed, penalty
    )


def test_rule_2_11_s002_worked_example_score_side() -> None:
    """Melded cards 340, one natural and one mixed canasta, one red 3, went out: 1 340."""
    ours = side_score([K_CANASTA, A_MIXED, "QH QS QD QC QH1", "JH JS JD JC JH1"], red=1, going_out=100)
    assert ours.melded_points == 340
    assert (ours.natural_canastas, ours.mixed_canastas, ours.canasta_bonus) == (1, 1, 800)
    assert (ours.red_three_points, ours.going_out_bonus, ours.hand_points) == (100, 100, 0)
    assert ours.total == 1340
    theirs = side_score(["8H 8S 8D"], hands=["AH AS 5C"])  # cards worth 45 in hand
    assert theirs.total == 30 - 45


def test_rule_2_11_s002_worked_example_played_round() -> None:
    state = scenario(
        "classic-2p",
        hands=["JH1 9S", "AH AS 5C"],
        melds={0: [K_CANASTA, A_MIXED, "QH QS QD QC QH1", "JH JS JD JC"], 1: ["8H 8S 8D"]},
        red_threes={0: "3H"},
        phase=Phase.MELD,
    )
    do(state, "add J: JH1", "discard 9S")
    ours, theirs = state.result
    assert (ours.melded_points, ours.canasta_bonus, ours.red_three_points, ours.going_out_bonus) == (
        340,
        800,
        100,
        100,
    )
    assert ours.total == 1340
    assert theirs.total == 30 - 45


def test_rule_2_11_melded_values_include_canasta_cards() -> None:
    score = side_score([K_CANASTA, "5C 5D 5H"])
    assert score.melded_points == 70 + 15 and score.canasta_bonus == 500


def test_rule_2_11_red_threes_100_each_800_for_all_four() -> None:
    assert [side_score(["KH KS KD"], red=n).red_three_points for n in range(5)] == [0, 100, 200, 300, 800]


def test_rule_2_11_red_threes_negative_when_the_side_made_no_meld() -> None:
    assert [side_score([], red=n).red_three_points for n in range(5)] == [0, -100, -200, -300, -800]


def test_rule_2_11_red_threes_negative_in_a_played_round() -> None:
    state = scenario(
        "classic-2p",
        hands=["5C 5D 5H 9S", "7C 7D"],
        melds={0: [K_CANASTA, A_MIXED]},
        red_threes={0: "3H", 1: "3D 3D1"},
        phase=Phase.MELD,
    )
    do(state, "meld 5C 5D 5H", "discard 9S")
    assert state.result[1].red_three_points == -200
    assert state.result[1].total == -200 - 10


def test_rule_2_11_going_out_100_concealed_200() -> None:
    assert side_score([K_CANASTA], going_out=100).total == 70 + 500 + 100
    concealed = side_score([K_CANASTA], going_out=200, concealed=True)
    assert concealed.total == 70 + 500 + 200 and concealed.concealed


def test_rule_2_11_hand_cards_of_both_partners_subtracted() -> None:
    state = scenario(
        "classic-4p",
        hands=["5C 5D 5H 9S", "XR", "AH 7C", "2C 3S"],
        melds={0: [K_CANASTA], 1: ["QH QS QD"]},
        phase=Phase.MELD,
    )
    do(state, "meld 5C 5D 5H", "discard 9S")
    ours, theirs = state.result
    assert ours.hand_points == 20 + 5
    assert ours.total == 70 + 15 + 500 + 100 - 25
    assert theirs.hand_points == 50 + 20 + 5
    assert theirs.total == 30 - 75


def test_rule_2_11_a_side_can_end_below_zero() -> None:
    assert side_score([], hands=["XR XB AH"]).total == -120


# ----------------------------------------------------------------------------- §2.12 Match
SIDE_RANK = "KQJ"  # side 0 melds kings, side 1 queens, side 2 jacks: 10 points a card


def melds_worth(side: int, points: int) -> list[str]:
    """One meld of the side's rank worth ``points`` (0 or 30 to 80)."""
    if not points:
        return []
    names = [f"{SIDE_RANK[side]}{suit}{copy}" for copy in ("", "1") for suit in "CDHS"]
    return [" ".join(names[: points // 10])]


def finish_round(match: Match, *points: int):
    """End the current round at once (stock and pile empty) with each side scoring ``points``."""
    old = match.round
    n = match.rules.players
    state = scenario(
        match.rules,
        melds={side: melds_worth(side, p) for side, p in enumerate(points)},
        dealer=old.dealer,
        to_move=(old.dealer + 1) % n,
        scores=tuple(match.totals),
        stock="",
        rest_of_deck=False,
    )
    do(state, "end")
    assert [s.total for s in state.result] == list(points)
    match.round = state
    return match.finish_round()


def test_rule_2_12_match_ends_when_a_side_reaches_5000() -> None:
    match = Match(preset("classic-2p"), seed=1, first_dealer=0)
    match.totals = [4970, 0]
    record = finish_round(match, 30, 0)
    assert record.totals_after == (5000, 0)
    assert match.is_over and match.winner == 0


def test_rule_2_12_match_goes_on_below_the_target() -> None:
    match = Match(preset("classic-2p"), seed=1, first_dealer=0)
    match.totals = [4969, 0]
    finish_round(match, 30, 0)
    assert not match.is_over and match.winner is None
    assert match.round_number == 2 and not match.round.is_over
    assert match.round.scores_before == (4999, 0)


def test_rule_2_12_side_with_most_points_wins() -> None:
    match = Match(preset("classic-4p"), seed=1, first_dealer=0)
    match.totals = [4990, 4995]
    finish_round(match, 60, 30)
    assert match.totals == [5050, 5025]
    assert match.is_over and match.winner == 0


def test_rule_2_12_a_tie_plays_one_more_round() -> None:
    match = Match(preset("classic-2p"), seed=1, first_dealer=0)
    match.totals = [4970, 4970]
    finish_round(match, 30, 30)
    assert match.totals == [5000, 5000]
    assert not match.is_over and match.winner is None
    finish_round(match, 0, 30)
    assert match.is_over and match.winner == 1


@pytest.mark.parametrize("name", ["salling-4p", "salling-6p"])
def test_rule_2_12_salling_match_needs_strictly_over_15000(name) -> None:
    rules = preset(name)
    match = Match(rules, seed=1, first_dealer=0)
    match.totals = [14970] + [0] * (rules.sides - 1)
    finish_round(match, 30, *[0] * (rules.sides - 1))
    assert match.totals[0] == 15000 and not match.is_over
    finish_round(match, 30, *[0] * (rules.sides - 1))
    assert match.totals[0] == 15030 and match.is_over and match.winner == 0


def test_rule_2_12_target_2500() -> None:
    match = Match(preset("classic-2p").changed(target=2500), seed=1, first_dealer=0)
    match.totals = [2440, 0]
    finish_round(match, 30, 0)
    assert not match.is_over
    finish_round(match, 30, 0)
    assert match.totals == [2500, 0] and match.is_over


@pytest.mark.parametrize("name", ["classic-2p", "family-4p", "salling-6p"])
def test_rule_2_12_one_round_match(name) -> None:
    rules = preset(name).changed(target=None)
    match = Match(rules, seed=3, first_dealer=0)
    finish_round(match, 30, 60, *[0] * (rules.sides - 2))
    assert match.is_over and match.winner == 1


def test_rule_2_12_one_round_match_tie_plays_on() -> None:
    match = Match(preset("classic-2p").changed(target=None), seed=1, first_dealer=0)
    finish_round(match, 30, 30)
    assert not match.is_over
    finish_round(match, 60, 0)
    assert match.is_over and match.winner == 0


def test_rule_2_12_totals_carry_into_the_next_rounds_minimum() -> None:
    match = Match(preset("classic-2p"), seed=1, first_dealer=0)
    match.totals = [1470, -40]
    finish_round(match, 30, 0)
    assert match.round.scores_before == (1500, -40)
    assert (match.round.minimum_for(0), match.round.minimum_for(1)) == (90, 15)


# ----------------------------------------------------------------------------- §2.1 dealer: random first, then to the left
def test_rule_2_1_first_dealer_drawn_at_random() -> None:
    rules = preset("classic-4p")
    dealers = {Match(rules, seed).first_dealer for seed in range(60)}
    assert dealers == {0, 1, 2, 3}
    assert Match(rules, 7).first_dealer == Match(rules, 7).first_dealer  # the seed decides
    match = Match(rules, 7)
    assert match.round.dealer == match.first_dealer
    assert match.round.to_move == (match.first_dealer + 1) % 4


@pytest.mark.parametrize("name", ["classic-2p", "classic-4p", "salling-6p"])
def test_rule_2_1_deal_passes_left_and_left_of_dealer_starts(name) -> None:
    rules = preset(name)
    n = rules.players
    match = Match(rules, seed=5, first_dealer=n - 1)
    play_out(match.round, random.Random(5), check=False)  # a real round first
    dealers = [match.round.dealer]
    record = match.finish_round()
    assert record.dealer == n - 1
    for _ in range(n):
        if match.is_over:
            break
        dealers.append(match.round.dealer)
        assert match.round.to_move == (match.round.dealer + 1) % n
        assert isinstance(match.round, RoundState) and match.round.phase is Phase.DRAW
        finish_round(match, *[0] * rules.sides)
    assert dealers == [(n - 1 + i) % n for i in range(len(dealers))]


def test_a_finished_round_keeps_its_log_for_the_review() -> None:
    """The record of a finished round carries its log, which replays to the same round."""
    match = Match(preset("classic-2p"), seed=5, first_dealer=0)
    played = play_out(match.round, random.Random(5))
    match.round = played
    record = match.finish_round()
    again = replay(record.log)
    assert again.is_over and again.log == played.log
    assert [s.total for s in again.result] == [s.total for s in record.sheet]
