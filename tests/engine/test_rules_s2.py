"""docs/rules.md §1 and §2: the classic round (presets classic-2p and classic-4p).

One test (or a few) per numbered rule, named ``test_rule_2_<n>_...``. Situations
are built with `scenario` and then played only through the engine's
``play``/``is_legal``/``check``.
"""

from __future__ import annotations

import random

import pytest

from canasta_desktop.engine import PRESETS, Phase, Rank, Reason, RoundState, preset
from canasta_desktop.engine.events import (
    AddedToMeld,
    CardsDrawn,
    Discarded,
    Melded,
    PartnerAnswered,
    PartnerAsked,
    PileFrozen,
    PileTaken,
    RedThreeLaid,
    RoundEnded,
    TurnStarted,
)
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.scoring import score_side

from .scenario import act, assert_conserved, assert_refused, card, cards, do, find_seed, play_out, scenario

# Canastas and small melds used throughout (each card named once per situation).
K_CANASTA = "KH KS KD KC KH1 KS1 KD1"  # natural
A_CANASTA = "AH AS AD AC AH1 2C XR"  # mixed
J_CANASTA = "JH JS JD JC JH1 JS1 JD1"  # natural
Q_MELD = "QH QS QD"


def wild_or_red_three(c) -> bool:
    return c.is_red_three or c.rank in (Rank.JOKER, Rank.TWO)


# ----------------------------------------------------------------------------- §1
@pytest.mark.parametrize("name", list(PRESETS))
def test_rule_1_card_conservation_through_whole_rounds(name) -> None:
    """At every moment stock + pile + hands + melds + red 3s is exactly the deck."""
    for seed in range(3):
        state = RoundState(preset(name), seed, dealer=seed % preset(name).players)
        assert_conserved(state)
        play_out(state, random.Random(seed))
        assert state.result is not None


# ----------------------------------------------------------------------------- §2.1 Deal
def test_rule_2_1_deal_2p_15_cards_each_rest_is_stock() -> None:
    state = RoundState(preset("classic-2p"), seed=1, dealer=0)
    assert [len(hand) for hand in state.hands] == [15, 15]
    red = sum(len(row) for row in state.red_threes)
    assert len(state.stock) == 108 - 30 - len(state.pile) - red
    assert_conserved(state)


def test_rule_2_1_deal_4p_11_cards_each_partners_opposite() -> None:
    state = RoundState(preset("classic-4p"), seed=1, dealer=0)
    assert [len(hand) for hand in state.hands] == [11, 11, 11, 11]
    assert [state.side_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert [state.partner_of(seat) for seat in range(4)] == [2, 3, 0, 1]
    assert_conserved(state)


def test_rule_2_1_plain_upcard_starts_an_unfrozen_pile() -> None:
    state = find_seed("classic-2p", lambda s: len(s.pile) == 1)
    assert not wild_or_red_three(state.pile[0])
    assert not state.pile_frozen


def test_rule_2_1_wild_upcard_turns_another_and_freezes() -> None:
    state = find_seed("classic-2p", lambda s: s.pile[0].rank in (Rank.JOKER, Rank.TWO))
    assert len(state.pile) >= 2
    assert all(wild_or_red_three(c) for c in state.pile[:-1])
    assert not wild_or_red_three(state.pile[-1])
    assert state.pile_frozen
    assert any(isinstance(e, PileFrozen) for e in state.events)


def test_rule_2_1_red_three_upcard_turns_another_and_freezes() -> None:
    state = find_seed("classic-4p", lambda s: s.pile[0].is_red_three)
    assert len(state.pile) >= 2 and not wild_or_red_three(state.pile[-1])
    assert state.pile_frozen
    assert_conserved(state)


def test_rule_2_1_upcards_turned_as_long_as_wild_or_red_three() -> None:
    state = find_seed("classic-2p", lambda s: len(s.pile) >= 3)
    assert all(wild_or_red_three(c) for c in state.pile[:-1])
    assert not wild_or_red_three(state.pile[-1])
    assert state.pile_frozen


@pytest.mark.parametrize("name", ["classic-2p", "classic-4p"])
def test_rule_2_1_player_left_of_dealer_starts(name) -> None:
    rules = preset(name)
    for dealer in range(rules.players):
        state = RoundState(rules, seed=5, dealer=dealer)
        assert state.dealer == dealer
        assert state.to_move == (dealer + 1) % rules.players
        assert state.phase is Phase.DRAW
        assert [e for e in state.events if isinstance(e, TurnStarted)] == [TurnStarted(state.to_move)]


# ----------------------------------------------------------------------------- §2.2 Red 3s
def test_rule_2_2_red_threes_dealt_are_laid_and_replaced() -> None:
    state = find_seed("classic-2p", lambda s: sum(len(r) for r in s.red_threes) >= 2)
    assert not any(c.is_red_three for hand in state.hands for c in hand)
    assert [len(hand) for hand in state.hands] == [15, 15]
    laid = [e for e in state.events if isinstance(e, RedThreeLaid)]
    assert sorted(e.card for e in laid) == sorted(c for row in state.red_threes for c in row)
    for e in laid:
        assert e.card in state.red_threes[state.side_of(e.seat)]
    assert_conserved(state)


def test_rule_2_2_red_three_drawn_is_laid_and_replaced() -> None:
    state = scenario(hands=["KH KS", "QH QS"], stock="3H 5C 6D")
    events = do(state, "draw")
    assert state.red_threes[0] == [card("3H")]
    assert sorted(state.hands[0]) == sorted(cards("KH KS 5C 6D"))
    assert RedThreeLaid(0, card("3H")) in events
    assert CardsDrawn(0, 1, (card("6D"),)) in events
    assert_conserved(state)


def test_rule_2_2_replacement_red_three_is_laid_and_replaced_again() -> None:
    state = scenario(hands=["KH KS", "QH QS"], stock="5C 3H 3D 6D")
    do(state, "draw")
    assert state.red_threes[0] == cards("3H 3D")
    assert sorted(state.hands[0]) == sorted(cards("KH KS 5C 6D"))
    assert_conserved(state)


def test_rule_2_2_red_three_in_taken_pile_laid_without_replacement() -> None:
    state = scenario(
        hands=["9C 9D 5S 6S", "QH QS"],
        pile="3D 7C 9H",
        pile_frozen=True,
        melds={0: ["QC QH1 QD"]},
        stock="4C 4D",
    )
    stock_before = list(state.stock)
    do(state, "take 9C 9D")
    assert state.red_threes[0] == [card("3D")]
    assert sorted(state.hands[0]) == sorted(cards("5S 6S 7C"))
    assert state.stock == stock_before
    assert_conserved(state)


# ----------------------------------------------------------------------------- §2.3 A turn
def test_rule_2_3_draw_two_from_stock_2p() -> None:
    state = scenario("classic-2p", hands=["KH KS", "QH QS"], stock="5C 6D 7H")
    events = do(state, "draw")
    assert CardsDrawn(0, 2, tuple(cards("5C 6D"))) in events
    assert sorted(state.hands[0]) == sorted(cards("KH KS 5C 6D"))
    assert state.phase is Phase.MELD


def test_rule_2_3_draw_one_from_stock_4p() -> None:
    state = scenario("classic-4p", hands=["KH KS", "QH QS", "JH JS", "TH TS"], stock="5C 6D 7H")
    events = do(state, "draw")
    assert CardsDrawn(0, 1, (card("5C"),)) in events
    assert sorted(state.hands[0]) == sorted(cards("KH KS 5C"))


def test_rule_2_3_short_stock_draws_what_is_there() -> None:
    state = scenario("classic-2p", hands=["KH KS", "QH QS"], stock="5C", rest_of_deck=False)
    events = do(state, "draw")
    assert CardsDrawn(0, 1, (card("5C"),)) in events
    assert state.stock == []
    assert sorted(state.hands[0]) == sorted(cards("KH KS 5C"))


def test_rule_2_3_turn_is_draw_then_meld_then_discard() -> None:
    state = scenario(hands=["AH AS AD 9C 8C", "QH QS"], stock="5C 6D")
    assert_refused(state, "meld AH AS AD", Reason.WRONG_PHASE_DRAW_FIRST)
    assert_refused(state, "discard 9C", Reason.WRONG_PHASE_DRAW_FIRST)
    do(state, "draw")
    assert_refused(state, "draw", Reason.WRONG_PHASE_ALREADY_DRAWN)
    do(state, "meld AH AS AD")
    events = do(state, "discard 9C")
    assert Discarded(0, card("9C"), freezes=False, blocks=False) in events
    assert state.pile[-1] == card("9C")
    assert (state.to_move, state.phase) == (1, Phase.DRAW)
    assert TurnStarted(1) in events


def test_rule_2_3_never_add_to_the_opponents_melds() -> None:
    state = scenario(
        hands=["KD KC KH1 5C 6C", "QH"],
        melds={0: ["AH AS AD"], 1: ["KH KS KS1"]},
        phase=Phase.MELD,
    )
    assert_refused(state, "add K: KD", Reason.NO_SUCH_MELD, rank="K")
    do(state, "meld KD KC KH1")  # the side's own meld of kings
    assert state.melds[0][Rank.KING] == cards("KD KC KH1")
    assert state.melds[1][Rank.KING] == cards("KH KS KS1")


# ----------------------------------------------------------------------------- §2.4 Melds
def opened(name="classic-2p", hand="", **kw):
    """Seat 0 to meld, its side already opened with three aces."""
    return scenario(name, hands=[hand, "5H"], melds={0: ["AH AS AD"]}, phase=Phase.MELD, **kw)


def test_rule_2_4_three_or_more_of_one_rank_no_sequences() -> None:
    state = opened(hand="KH KS KD QH 9H TH JH 5C 6C")
    assert_refused(state, "meld KH KS", Reason.MELD_TOO_FEW_CARDS, needed=3)
    assert_refused(state, "meld KH KS QH", Reason.MELD_MIXED_RANKS)
    assert_refused(state, "meld 9H TH JH", Reason.MELD_MIXED_RANKS)
    events = do(state, "meld KH KS KD")
    assert Melded(0, Rank.KING, tuple(cards("KH KS KD"))) in events


def test_rule_2_4_at_least_two_naturals() -> None:
    state = opened(hand="KH 2C XR 5C 6C 7C")
    assert_refused(state, "meld KH 2C XR", Reason.MELD_TOO_FEW_NATURALS, needed=2)


def test_rule_2_4_at_most_three_wilds() -> None:
    state = opened(hand="KH KS KD KC 2C 2D XR XB 5C 6C")
    assert_refused(state, "meld KH KS KD KC 2C 2D XR XB", Reason.MELD_TOO_MANY_WILDS, allowed=3)
    do(state, "meld KH KS KD KC 2C 2D XR")


def test_rule_2_4_adding_wilds_keeps_the_limits() -> None:
    state = scenario(hands=["XB 2H 5C 6C", "5H"], melds={0: ["KH KS 2C 2D XR"]}, phase=Phase.MELD)
    assert_refused(state, "add K: XB", Reason.MELD_TOO_MANY_WILDS, allowed=3)


def test_rule_2_4_two_naturals_three_wilds_legal_in_classic_2p() -> None:
    state = opened("classic-2p", hand="KH KS 2C 2D XR 5C 6C")
    do(state, "meld KH KS 2C 2D XR")
    assert len(state.melds[0][Rank.KING]) == 5


def test_rule_2_4_never_more_wilds_than_naturals_in_classic_4p() -> None:
    state = opened("classic-4p", hand="KH KS KD 2C 2D XR 5C 6C")
    assert_refused(state, "meld KH KS 2C 2D XR", Reason.MELD_MORE_WILDS_THAN_NATURALS)
    do(state, "meld KH KS KD 2C 2D XR")  # 3 naturals, 3 wilds


def test_rule_2_4_one_meld_per_rank_per_side() -> None:
    state = scenario(
        hands=["KD KC KH1 KS1 KD1 KC1 5C 6C", "5H"],
        melds={0: ["KH KS 2C"]},
        phase=Phase.MELD,
    )
    assert_refused(state, "meld KD KC KH1", Reason.MELD_RANK_EXISTS, rank="K")
    do(state, "add K: KD KC")
    assert len(state.melds[0][Rank.KING]) == 5
    other = opened(hand="QH QS QC QH1 QS1 QC1 5C 6C")
    assert_refused(other, "meld QH QS QC | QH1 QS1 QC1", Reason.MELD_RANK_EXISTS, rank="Q")


def test_rule_2_4_seven_cards_make_a_canasta() -> None:
    state = scenario(
        hands=["KC KH1 KS1 5C 6C", "5H"],
        melds={0: ["KH KS KD KD1"]},
        phase=Phase.MELD,
    )
    events = do(state, "add K: KC KH1")
    assert AddedToMeld(0, Rank.KING, tuple(cards("KC KH1")), became_canasta=False) in events
    assert state.canastas(0) == 0
    events = do(state, "add K: KS1")
    assert AddedToMeld(0, Rank.KING, (card("KS1"),), became_canasta=True) in events
    assert state.canastas(0) == 1


def test_rule_2_4_natural_and_mixed_canasta_bonuses() -> None:
    rules = preset("classic-2p")
    melds = {Rank.KING: cards(K_CANASTA), Rank.ACE: cards(A_CANASTA)}
    score = score_side(rules, card_tables(rules), 0, melds, 0, [], 0, False, 0)
    assert (score.natural_canastas, score.mixed_canastas, score.canasta_bonus) == (1, 1, 800)


def test_rule_2_4_wild_added_to_natural_canasta_makes_it_mixed() -> None:
    state = scenario(hands=["2H 5C 6C", "5H"], melds={0: [K_CANASTA]}, phase=Phase.MELD)
    do(state, "add K: 2H")
    rules = state.rules
    score = score_side(rules, state.tables, 0, state.melds[0], 0, [], 0, False, 0)
    assert (score.natural_canastas, score.mixed_canastas, score.canasta_bonus) == (0, 1, 300)


def test_rule_2_4_cards_beyond_seven_add_no_bonus() -> None:
    rules = preset("classic-2p")
    melds = {Rank.KING: cards(K_CANASTA + " KC1"), Rank.ACE: cards(A_CANASTA + " AS1 2D")}
    score = score_side(rules, card_tables(rules), 0, melds, 0, [], 0, False, 0)
    assert score.canasta_bonus == 500 + 300
    assert score.melded_points == 8 * 10 + (6 * 20 + 20 + 50 + 20)


# ----------------------------------------------------------------------------- §2.5 Initial meld
@pytest.mark.parametrize("name", ["classic-2p", "classic-4p"])
@pytest.mark.parametrize(
    "score, minimum",
    [
        (-5, 15),
        (-1, 15),
        (0, 50),
        (1, 50),
        (1495, 50),
        (1499, 50),
        (1500, 90),
        (2995, 90),
        (2999, 90),
        (3000, 120),
        (12000, 120),
    ],
)
def test_rule_2_5_initial_minimum_by_cumulative_score(name, score, minimum) -> None:
    assert preset(name).initial_minimum(score) == minimum


def test_rule_2_5_minimum_follows_each_sides_score_before_the_round() -> None:
    state = scenario("classic-4p", scores=(3000, -5))
    assert (state.minimum_for(0), state.minimum_for(1)) == (120, 15)
    state = scenario("classic-2p", scores=(1500, 0))
    assert (state.minimum_for(0), state.minimum_for(1)) == (90, 50)


def unopened(hand, scores=(0, 0), name="classic-2p", **kw):
    return scenario(name, hands=[hand, "JC1"], phase=Phase.MELD, scores=scores, **kw)


def test_rule_2_5_meld_below_minimum_refused() -> None:
    state = unopened("KH KS KD 7C 7D 7H 9S 8S")
    assert_refused(state, "meld KH KS KD", Reason.INITIAL_MELD_TOO_LOW, points=30, needed=50)


def test_rule_2_5_meld_meeting_minimum_exactly_accepted() -> None:
    state = unopened("KH KS KD 2C 9S 8S")
    do(state, "meld KH KS KD 2C")  # 30 + 20 = 50
    assert state.side_has_melded(0)


def test_rule_2_5_several_melds_in_one_move_add_up() -> None:
    state = unopened("KH KS KD 7C 7D 7H 9C 9D 9H 4S 8S")
    assert_refused(state, "meld KH KS KD | 7C 7D 7H", Reason.INITIAL_MELD_TOO_LOW, points=45, needed=50)
    do(state, "meld KH KS KD | 9C 9D 9H")  # 30 + 30
    assert set(state.melds[0]) == {Rank.KING, Rank.NINE}


def test_rule_2_5_negative_score_needs_15() -> None:
    state = unopened("5C 5D 5H 9S 8S", scores=(-5, 0))
    do(state, "meld 5C 5D 5H")
    state = unopened("5C 5D 5H 9S 8S", scores=(0, 0))
    assert_refused(state, "meld 5C 5D 5H", Reason.INITIAL_MELD_TOO_LOW, points=15, needed=50)


@pytest.mark.parametrize(
    "score, low, enough",
    [(1500, "KH KS KD 2C 2D", "AH AS AD 2C 2D"), (3000, "AH AS AD 2C 2D", "AH AS AD 2C XR")],
)
def test_rule_2_5_higher_minimums_enforced(score, low, enough) -> None:
    hand = "AH AS AD KH KS KD 2C 2D XR 9S 8S"
    needed = preset("classic-2p").initial_minimum(score)
    state = unopened(hand, scores=(score, 0))
    points = state.tables.total(cards(low))
    assert points < needed <= state.tables.total(cards(enough))
    assert_refused(state, "meld " + low, Reason.INITIAL_MELD_TOO_LOW, points=points, needed=needed)
    do(state, "meld " + enough)


def test_rule_2_5_only_card_values_count_no_red_three_or_canasta_bonus() -> None:
    state = unopened("5C 5D 5H 5S 5C1 5D1 5H1 9S 8S", red_threes={0: "3H 3D"})
    assert_refused(state, "meld 5C 5D 5H 5S 5C1 5D1 5H1", Reason.INITIAL_MELD_TOO_LOW, points=35, needed=50)


def test_rule_2_5_after_opening_the_side_melds_freely() -> None:
    state = scenario(
        "classic-4p",
        hands={2: "5C 5D 5H 9S 8S"},
        melds={0: ["AH AS AD"]},
        to_move=2,
        player_melded=[True, False, False, False],
        phase=Phase.MELD,
        scores=(3000, 0),
    )
    do(state, "meld 5C 5D 5H")  # 15 points, although the minimum was 120
    assert Rank.FIVE in state.melds[0]


# ----------------------------------------------------------------------------- §2.6 Taking the pile
def take_state(hand="KH KS QH 2H 5D 6D 7S", pile="4C 8D KC", melds=("AH AS AD",), frozen=False, **kw):
    """Seat 0 to draw; its side has opened with the given melds; the pile's top is KC."""
    return scenario(hands=[hand, "5H 6H"], pile=pile, melds={0: list(melds)}, pile_frozen=frozen, **kw)


def test_rule_2_6_take_whole_pile_with_natural_pair() -> None:
    state = take_state()
    events = do(state, "take KH KS")
    assert PileTaken(0, tuple(cards("4C 8D KC"))) in events
    assert state.pile == []
    assert state.melds[0][Rank.KING] == cards("KC KH KS")
    assert sorted(state.hands[0]) == sorted(cards("QH 2H 5D 6D 7S 4C 8D"))
    assert state.phase is Phase.MELD
    assert_conserved(state)


def test_rule_2_6_take_with_natural_and_wild_if_unfrozen() -> None:
    state = take_state()
    do(state, "take KH 2H")
    assert state.melds[0][Rank.KING] == cards("KC KH 2H")


def test_rule_2_6_take_onto_own_meld_if_unfrozen() -> None:
    state = take_state(hand="QH 5D 6D 7S", melds=("AH AS AD", "KD KD1 KC1"))
    do(state, "take")
    assert state.melds[0][Rank.KING] == cards("KD KD1 KC1 KC")
    assert sorted(state.hands[0]) == sorted(cards("QH 5D 6D 7S 4C 8D"))


def test_rule_2_6_natural_and_wild_refused_when_frozen() -> None:
    state = take_state(frozen=True)
    assert_refused(state, "take KH 2H", Reason.PILE_FROZEN_NEEDS_PAIR, rank="K")


def test_rule_2_6_onto_meld_refused_when_frozen() -> None:
    state = take_state(hand="QH 5D 6D 7S", melds=("AH AS AD", "KD KD1 KC1"), frozen=True)
    assert_refused(state, "take", Reason.PILE_FROZEN_NEEDS_PAIR, rank="K")


def test_rule_2_6_the_hand_cards_must_meld_the_top_card() -> None:
    state = take_state()
    assert_refused(state, "take KH QH", Reason.PILE_CARDS_WRONG, rank="K")
    assert_refused(state, "take KH", Reason.PILE_CARDS_WRONG, rank="K")  # no meld of kings
    assert_refused(state, "take", Reason.PILE_CARDS_WRONG, rank="K")


def test_rule_2_6_unopened_side_counts_only_top_card_and_hand_cards() -> None:
    state = scenario(
        hands=["KH KS QH QS QD 5D 6D", "5H"],
        pile="AC AD1 AH1 9C KC",
    )
    assert_refused(state, "take KH KS", Reason.INITIAL_MELD_TOO_LOW, points=30, needed=50)
    do(state, "take KH KS + QH QS QD")  # 30 + 30 = 60
    assert set(state.melds[0]) == {Rank.KING, Rank.QUEEN}
    do(state, "meld AC AD1 AH1")  # the rest of the pile is in the hand; meld on
    assert Rank.ACE in state.melds[0]


def test_rule_2_6_pile_with_wild_top_never_taken() -> None:
    for top in ("2D", "XB"):
        state = take_state(hand="KH KS 5D 6D 2H", pile="KC " + top, frozen=True)
        assert_refused(state, "take KH KS", Reason.PILE_TOP_WILD)


def test_rule_2_6_pile_with_three_on_top_never_taken() -> None:
    state = take_state(hand="3C 3S1 5D 6D", pile="KC 3S")
    assert_refused(state, "take 3C 3S1", Reason.PILE_TOP_THREE)
    state = take_state(pile="3H", frozen=True)  # a red 3 on top (only constructed)
    assert_refused(state, "take", Reason.PILE_TOP_THREE)


def test_rule_2_6_one_card_in_hand_may_not_take_a_one_card_pile() -> None:
    state = take_state(hand="5D", pile="KC", melds=("AH AS AD", "KD KD1 KC1"))
    assert_refused(state, "take", Reason.PILE_ONE_CARD)
    state = take_state(hand="5D", pile="9H KC", melds=("AH AS AD", "KD KD1 KC1"))
    do(state, "take")  # a two-card pile is fine
    state = take_state(hand="5D 6D", pile="KC", melds=("AH AS AD", "KD KD1 KC1"))
    do(state, "take")  # and so is a one-card pile with two cards in hand


def test_rule_2_6_empty_pile_cannot_be_taken() -> None:
    state = take_state(pile="")
    assert_refused(state, "take KH KS", Reason.PILE_EMPTY)


# ----------------------------------------------------------------------------- §2.7 Frozen pile
def test_rule_2_7_discarding_a_wild_freezes_the_pile_while_it_lies_there() -> None:
    state = scenario(
        hands=["XR 9C 9D 2D 5D 6D", "KH KS 8S 8H 7C 9H 2C"],
        pile="4C",
        melds={0: ["AH AS AD"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
        stock="5C 6C 7D 8D",
    )
    events = do(state, "discard XR")
    assert Discarded(0, card("XR"), freezes=True, blocks=False) in events
    assert PileFrozen(0) in events and state.pile_frozen
    do(state, "draw", "discard 9H")  # seat 1 covers the wild: the pile stays frozen
    assert state.pile_frozen
    assert_refused(state, "take 9C 2D", Reason.PILE_FROZEN_NEEDS_PAIR, rank="9")
    do(state, "take 9C 9D")  # a natural pair still takes it
    assert not state.pile_frozen


def test_rule_2_7_frozen_pile_taken_only_with_a_natural_pair_then_unfrozen() -> None:
    state = scenario(
        hands=["9C 9D 5D 6D 7D", "KH"],
        pile="4C XR 9H",
        pile_frozen=True,
        melds={0: ["AH AS AD", "9S 9S1 9C1"]},
    )
    assert_refused(state, "take", Reason.PILE_FROZEN_NEEDS_PAIR, rank="9")
    do(state, "take 9C 9D")
    assert not state.pile_frozen
    do(state, "discard 5D")
    assert not state.pile_frozen


def test_rule_2_7_pile_that_started_with_a_red_three_is_frozen() -> None:
    state = find_seed("classic-2p", lambda s: s.pile[0].is_red_three)
    assert state.pile_frozen


def test_rule_2_7_pile_frozen_for_a_side_that_has_not_melded() -> None:
    state = scenario(hands=["KH KS 2H AH AS AD 5D", "5H"], pile="4C KC")
    assert not state.pile_frozen and state.pile_frozen_for(0)
    assert_refused(state, "take KH 2H", Reason.PILE_UNOPENED_NEEDS_PAIR, rank="K")
    do(state, "take KH KS + AH AS AD")  # a natural pair meeting the minimum: 30 + 60
    assert state.side_has_melded(0)


# ----------------------------------------------------------------------------- §2.8 Black 3s
def test_rule_2_8_black_three_blocks_the_next_player_until_covered() -> None:
    state = scenario(
        hands=["3S 9H 9S 5D", "KH KS 9C 4D 4H"],
        pile="KC",
        melds={0: ["AH AS AD"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
        stock="6C 7C 8C 6H",
    )
    events = do(state, "discard 3S")
    assert Discarded(0, card("3S"), freezes=False, blocks=True) in events
    assert not state.pile_frozen
    assert_refused(state, "take KH KS", Reason.PILE_TOP_THREE)
    do(state, "draw", "discard 9C")
    do(state, "take 9H 9S")  # the 9 covers the black 3; the pile can be taken again
    assert card("3S") in state.hands[0]


def test_rule_2_8_black_threes_melded_only_when_going_out() -> None:
    state = scenario(
        hands=["3C 3S 3C1 5D 6D", "5H"],
        melds={0: [K_CANASTA, J_CANASTA]},
        phase=Phase.MELD,
    )
    assert_refused(state, "meld 3C 3S 3C1", Reason.BLACK_THREES_ONLY_GOING_OUT)
    state = scenario(hands=["3C 3S 3C1 5D", "5H"], melds={0: [K_CANASTA]}, phase=Phase.MELD)
    assert_refused(state, "meld 3C 3S 3C1", Reason.BLACK_THREES_ONLY_GOING_OUT)  # one canasta, 2p


@pytest.mark.parametrize("threes", ["3C 3S 3C1", "3C 3S 3C1 3S1"])
def test_rule_2_8_three_or_four_black_threes_going_out(threes) -> None:
    state = scenario(hands=[threes + " 5D", "5H"], melds={0: [K_CANASTA, J_CANASTA]}, phase=Phase.MELD)
    do(state, "meld " + threes, "discard 5D")
    assert state.melds[0][Rank.THREE] == cards(threes)
    assert state.went_out == 0


def test_rule_2_8_black_threes_no_wilds_and_at_least_three() -> None:
    state = scenario(hands=["3C 3S 2H XR 5D", "5H"], melds={0: [K_CANASTA, J_CANASTA]}, phase=Phase.MELD)
    assert_refused(state, "meld 3C 3S 2H", Reason.BLACK_THREES_NO_WILDS)
    state = scenario(hands=["3C 3S 5D", "5H"], melds={0: [K_CANASTA, J_CANASTA]}, phase=Phase.MELD)
    assert_refused(state, "meld 3C 3S", Reason.MELD_TOO_FEW_CARDS)


# ----------------------------------------------------------------------------- §2.9 Going out
def test_rule_2_9_two_canastas_to_go_out_2p() -> None:
    state = scenario(hands=["5C 5D 5H 9S", "5S"], melds={0: [K_CANASTA, Q_MELD]}, phase=Phase.MELD)
    assert_refused(state, "meld 5C 5D 5H", Reason.MUST_KEEP_CARDS, needed=2)
    state = scenario(hands=["5C 5D 5H 9S", "5S"], melds={0: [K_CANASTA, J_CANASTA]}, phase=Phase.MELD)
    events = do(state, "meld 5C 5D 5H", "discard 9S")
    assert RoundEnded(0, went_out=True, concealed=False) in events
    assert state.went_out == 0 and state.is_over
    assert [s.going_out_bonus for s in state.result] == [100, 0]


def test_rule_2_9_one_canasta_to_go_out_4p() -> None:
    state = scenario(
        "classic-4p",
        hands=["5C 5D 5H 9S", "5S", "6S", "7S"],
        melds={0: [K_CANASTA]},
        phase=Phase.MELD,
    )
    do(state, "meld 5C 5D 5H", "discard 9S")
    assert state.went_out == 0
    assert [s.going_out_bonus for s in state.result] == [100, 0]


def test_rule_2_9_canasta_completed_in_the_going_out_turn_counts() -> None:
    state = scenario(
        hands=["QD1 9S", "5S"],
        melds={0: [K_CANASTA, "QH QS QD QC QH1 QS1"]},
        phase=Phase.MELD,
    )
    events = do(state, "add Q: QD1")
    assert AddedToMeld(0, Rank.QUEEN, (card("QD1"),), became_canasta=True) in events
    do(state, "discard 9S")
    assert state.went_out == 0


def test_rule_2_9_going_out_by_melding_the_whole_hand_needs_no_discard() -> None:
    state = scenario(hands=["5C 5D 5H", "5S"], melds={0: [K_CANASTA, J_CANASTA]}, phase=Phase.MELD)
    events = do(state, "meld 5C 5D 5H")
    assert state.is_over and state.went_out == 0
    assert RoundEnded(0, went_out=True, concealed=False) in events


def test_rule_2_9_keep_two_cards_until_the_side_can_go_out() -> None:
    state = scenario(hands=["5C 5D 5H 9S 8S", "5S"], melds={0: [K_CANASTA]}, phase=Phase.MELD)
    do(state, "meld 5C 5D 5H")  # two cards left: fine
    state = scenario(
        hands=["KC1 9S", "5S"], melds={0: [K_CANASTA.replace(" KD1", ""), Q_MELD]}, phase=Phase.MELD
    )
    assert_refused(state, "add K: KC1", Reason.MUST_KEEP_CARDS, needed=2)  # a first canasta, one card left
    state = scenario(hands=["9S", "5S"], melds={0: [K_CANASTA]}, phase=Phase.MELD)
    assert_refused(state, "discard 9S", Reason.NEED_CANASTAS, needed=2)


FIVES = "5C 5D 5H 5S 5C1 5D1 5H1"
SIXES = "6C 6D 6H 6S 6C1 6D1 6H1"


def test_rule_2_9_concealed_going_out_bonus_200_minimum_waived() -> None:
    state = scenario(hands=[f"{FIVES} {SIXES} 9S", "TC1"], phase=Phase.MELD, scores=(3000, 0))
    assert state.minimum_for(0) == 120
    do(state, f"meld {FIVES} | {SIXES}")  # 70 points, below 120: waived for going out concealed
    events = do(state, "discard 9S")
    assert RoundEnded(0, went_out=True, concealed=True) in events
    assert state.concealed
    assert state.result[0].going_out_bonus == 200 and state.result[0].concealed


def test_rule_2_9_concealed_without_a_final_discard() -> None:
    state = scenario(hands=[f"{FIVES} {SIXES}", "TC1"], phase=Phase.MELD)
    do(state, f"meld {FIVES} | {SIXES}")
    assert state.concealed and state.result[0].going_out_bonus == 200


def test_rule_2_9_concealed_may_add_to_own_melds_of_the_same_turn() -> None:
    state = scenario(hands=[f"{FIVES} 6C 6D 6H 6S 6C1 6D1 6H1 9S", "TC1"], phase=Phase.MELD)
    do(state, f"meld {FIVES} | 6C 6D 6H 6S 6C1 6D1", "add 6: 6H1", "discard 9S")
    assert state.concealed and state.result[0].going_out_bonus == 200


def test_rule_2_9_minimum_applies_when_not_going_out() -> None:
    state = scenario(hands=[f"{FIVES} {SIXES} 9S 8S", "TC1"], phase=Phase.MELD, scores=(3000, 0))
    assert_refused(state, f"meld {FIVES} | {SIXES}", Reason.INITIAL_MELD_TOO_LOW, points=70, needed=120)


def test_rule_2_9_not_concealed_after_an_earlier_meld() -> None:
    state = scenario(hands=[f"{FIVES} 9S", "TC1"], melds={0: [K_CANASTA]}, phase=Phase.MELD)
    do(state, f"meld {FIVES}", "discard 9S")
    assert not state.concealed
    assert state.result[0].going_out_bonus == 100


def test_rule_2_9_concealed_4p_while_partner_melds_stay_untouched() -> None:
    state = scenario(
        "classic-4p",
        hands=[f"{K_CANASTA} 5C", "5S", "6S", "7S"],
        melds={0: ["9C 9D 9H"]},
        player_melded=[False, False, True, False],
        phase=Phase.MELD,
    )
    do(state, f"meld {K_CANASTA}", "discard 5C")
    assert state.concealed and state.result[0].going_out_bonus == 200


def test_rule_2_9_not_concealed_when_adding_to_partners_melds() -> None:
    state = scenario(
        "classic-4p",
        hands=[f"{K_CANASTA} 9S 5C", "5S", "6S", "7S"],
        melds={0: ["9C 9D 9H"]},
        player_melded=[False, False, True, False],
        phase=Phase.MELD,
    )
    do(state, f"meld {K_CANASTA}", "add 9: 9S", "discard 5C")
    assert state.went_out == 0 and not state.concealed
    assert state.result[0].going_out_bonus == 100


def ask_state(hand="5C 5D 5H 9S", **kw):
    return scenario(
        "classic-4p",
        hands=[hand, "5S", "6S 6H", "7S"],
        melds={0: [K_CANASTA]},
        phase=Phase.MELD,
        **kw,
    )


def test_rule_2_9_ask_partner_and_partner_answers() -> None:
    state = ask_state()
    events = do(state, "ask")
    assert PartnerAsked(0) in events
    assert state.phase is Phase.ANSWER and state.actor == 2
    assert_refused(state, "meld 5C 5D 5H", Reason.WAITING_FOR_PARTNER)
    events = do(state, "answer yes")
    assert PartnerAnswered(2, True) in events
    assert state.phase is Phase.MELD and state.actor == 0


def test_rule_2_9_partner_says_no_forbids_going_out_this_turn() -> None:
    state = ask_state()
    do(state, "ask", "answer no")
    assert_refused(state, "meld 5C 5D 5H", Reason.PARTNER_SAID_NO)
    state = ask_state(hand="9S")
    do(state, "ask", "answer no")
    assert_refused(state, "discard 9S", Reason.PARTNER_SAID_NO)


def test_rule_2_9_partner_says_yes_and_not_going_out_costs_100() -> None:
    state = ask_state(stock="", rest_of_deck=False)
    do(state, "ask", "answer yes", "discard 9S")  # could have gone out, and did not
    assert state.penalties == [100, 0]
    assert state.is_over  # nobody can take the pile with the stock gone
    assert state.result[0].penalty == 100
    without = state.result[0]
    assert without.total == (without.melded_points + without.canasta_bonus - without.hand_points - 100)


def test_rule_2_9_partner_says_yes_and_going_out_costs_nothing() -> None:
    state = ask_state()
    do(state, "ask", "answer yes", "meld 5C 5D 5H", "discard 9S")
    assert state.went_out == 0 and state.result[0].penalty == 0


def test_rule_2_9_ask_once_a_turn_before_melding() -> None:
    state = ask_state()
    assert_refused(state, "answer yes", Reason.NOT_ASKED)
    do(state, "ask", "answer no")
    assert_refused(state, "ask", Reason.ASK_ONCE)
    state = ask_state(hand="5C 5D 5H 9S 8S")
    do(state, "meld 5C 5D 5H")
    assert_refused(state, "ask", Reason.ASK_BEFORE_MELDING)
    state = scenario("classic-4p", hands=["5C", "5S", "6S", "7S"])
    assert_refused(state, "ask", Reason.WRONG_PHASE_DRAW_FIRST)


def test_rule_2_9_asking_is_for_partnerships_only() -> None:
    state = scenario("classic-2p", hands=["5C 5D", "5S"], phase=Phase.MELD)
    assert_refused(state, "ask", Reason.ASK_NOT_IN_RULES)


# ----------------------------------------------------------------------------- §2.10 Stock exhausted
@pytest.mark.parametrize("name, stock", [("classic-2p", "3H"), ("classic-2p", "5C 3H"), ("classic-4p", "3H")])
def test_rule_2_10_last_stock_card_a_red_three_ends_the_round(name, stock) -> None:
    state = scenario(name, hands=["9H 9S", "QH QS"], melds={0: [K_CANASTA]}, stock=stock, rest_of_deck=False)
    events = do(state, "draw")
    assert state.red_threes[0] == [card("3H")]
    assert state.is_over and state.went_out is None
    assert RoundEnded(0, went_out=False, concealed=False) in events
    assert sorted(state.hands[0]) == sorted(cards("9H 9S " + stock.replace("3H", "")))
    assert all(s.going_out_bonus == 0 for s in state.result)


def test_rule_2_10_red_three_not_the_last_card_drawn_play_goes_on() -> None:
    """2-player draws 2: the red 3 comes first and the last card is not a red 3, so the round
    does not end: the red 3 is laid (no replacement is left) and the player melds and discards."""
    state = scenario(hands=["9H 9S 8S", "QH QS"], melds={0: ["AH AS AD"]}, stock="3H 5C", rest_of_deck=False)
    do(state, "draw")
    assert state.red_threes[0] == [card("3H")]
    assert sorted(state.hands[0]) == sorted(cards("9H 9S 8S 5C"))
    assert not state.is_over and state.phase is Phase.MELD
    events = do(state, "discard 8S")  # the next player cannot take the pile: the round ends there
    assert RoundEnded(1, went_out=False, concealed=False) in events


def exhausted(hand="5D 6D", pile="9H KC", frozen=False, melds=("AH AS AD", "KD KD1 KC1"), **kw):
    return scenario(
        hands=[hand, "5S 6S"],
        pile=pile,
        pile_frozen=frozen,
        melds={0: list(melds)},
        stock="",
        rest_of_deck=False,
        **kw,
    )


def test_rule_2_10_must_take_an_unfrozen_pile_matching_a_meld() -> None:
    state = exhausted()
    assert_refused(state, "draw", Reason.STOCK_EMPTY)
    assert_refused(state, "end", Reason.MUST_TAKE_PILE)
    do(state, "take")
    assert len(state.melds[0][Rank.KING]) == 4


def test_rule_2_10_may_decline_a_pile_it_need_not_take() -> None:
    state = exhausted(hand="KH KS 5D", frozen=True)  # frozen: a natural pair may take it
    assert state.is_legal(act("take KH KS"))
    events = do(state, "end")
    assert RoundEnded(0, went_out=False, concealed=False) in events
    assert state.went_out is None and all(s.going_out_bonus == 0 for s in state.result)
    state = exhausted(hand="KH KS 5D", melds=("AH AS AD",))  # unfrozen, but no meld of kings
    assert state.is_legal(act("take KH KS"))
    do(state, "end")
    assert state.is_over


def test_rule_2_10_round_ends_when_the_next_player_cannot_take() -> None:
    state = scenario(
        hands=["9S 8S 7S", "5C 6C"],
        pile="4D",
        melds={0: ["AH AS AD"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
        stock="",
        rest_of_deck=False,
    )
    events = do(state, "discard 9S")
    assert state.is_over and state.went_out is None
    assert RoundEnded(1, went_out=False, concealed=False) in events
    assert all(s.going_out_bonus == 0 for s in state.result)


def test_rule_2_10_play_goes_on_and_going_out_scores_the_bonus() -> None:
    state = scenario(
        hands=["9S 8S 7S", "5C 5D 5H 6C"],
        pile="",
        melds={0: ["AH AS AD"], 1: [K_CANASTA, J_CANASTA, "9C 9D 9H"]},
        phase=Phase.MELD,
        stock="",
        rest_of_deck=False,
    )
    do(state, "discard 9S")
    assert not state.is_over and state.to_move == 1
    assert_refused(state, "end", Reason.MUST_TAKE_PILE)
    do(state, "take", "meld 5C 5D 5H", "discard 6C")
    assert state.went_out == 1
    assert [s.going_out_bonus for s in state.result] == [0, 100]


# ----------------------------------------------------------------------------- §2.11 Scoring (see also test_scoring_and_match.py)
def test_rule_2_11_round_score_adds_melds_bonuses_and_subtracts_hands() -> None:
    state = scenario(
        hands=["5C 5D 5H 9S", "AC1 XB 3C"],
        melds={0: [K_CANASTA, A_CANASTA, Q_MELD], 1: ["8H 8S 8D"]},
        red_threes={0: "3H", 1: "3D"},
        phase=Phase.MELD,
    )
    do(state, "meld 5C 5D 5H", "discard 9S")
    us, them = state.result
    assert us.melded_points == 70 + 170 + 30 + 15
    assert us.total == 285 + 500 + 300 + 100 + 100
    assert them.total == 30 + 100 - (20 + 50 + 5)
