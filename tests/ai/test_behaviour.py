"""The behaviours «Regler og spil» gives each level (docs/rules.md §4), each shown in a position
built for it."""

from __future__ import annotations

from canasta_desktop.ai import LetPlayer, MellemPlayer, SvaerPlayer
from canasta_desktop.ai.heuristic import HeuristicPlayer
from canasta_desktop.ai.reasons import Decision, Why
from canasta_desktop.engine import (
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    Meld,
    Phase,
    RoundState,
    TakePile,
    player_view,
)
from canasta_desktop.engine.cards import Rank

from ..engine.scenario import act, do, scenario


def decide(player: HeuristicPlayer, state: RoundState) -> Decision:
    legal = state.legal_actions()
    decision = player.decide(player_view(state, state.actor), legal)
    assert state.is_legal(decision.action)
    return decision


def discarded_rank(decision: Decision) -> Rank:
    assert isinstance(decision.action, Discard), decision
    return decision.action.card.rank


# ----------------------------------------------------------------------------- Mellem
def test_mellem_keeps_its_pairs_rather_than_melding_them_with_a_wild() -> None:
    state = scenario(
        "classic-2p",
        hands=["KH KS 9C 9D 5C 7D JH 2C", "4C 4D 6S 6H 8C 8D"],
        melds={0: ["AH AS AD"], 1: ["QH QS QD"]},
        pile="TC 6C",
        phase=Phase.MELD,
    )
    decision = decide(MellemPlayer(0), state)
    assert not isinstance(decision.action, Meld)  # K K 2 and 9 9 2 are offered, and refused
    assert discarded_rank(decision) in (Rank.FIVE, Rank.SEVEN, Rank.JACK)


def test_mellem_spends_a_wild_card_only_to_complete_a_canasta() -> None:
    state = scenario(
        "classic-2p",
        hands=["2C 5C 7D JH 9S", "4C 4D 6S 6H 8C 8D"],
        melds={0: ["AH AS AD AC AH1 AS1", "KH KS KD"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
    )
    decision = decide(MellemPlayer(0), state)
    assert decision.action == AddToMeld(Rank.ACE, (state.hands[0][0],))
    assert decision.why is Why.ADD_WILD_CANASTA
    state = scenario(
        "classic-2p",
        hands=["2C 5C 7D JH 9S", "4C 4D 6S 6H 8C 8D"],
        melds={0: ["AH AS AD AC", "KH KS KD"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
    )
    assert isinstance(decide(MellemPlayer(0), state).action, Discard)


def test_mellem_takes_the_pile_when_it_is_big_enough() -> None:
    small = scenario("classic-2p", hands=["KH KS 5C 7D", "4C 4D 6S"], melds={0: ["AH AS AD"]}, pile="9C KD")
    assert decide(MellemPlayer(0), small).action == DrawStock()
    big = scenario(
        "classic-2p",
        hands=["KH KS 5C 7D", "4C 4D 6S"],
        melds={0: ["AH AS AD"]},
        pile="9C 8D 7C 6D 5H JS TC QH KD",
    )
    assert isinstance(decide(MellemPlayer(0), big).action, TakePile)


# ----------------------------------------------------------------------------- Svær
def test_svaer_does_not_discard_a_rank_the_opponent_melded_when_the_pile_is_unfrozen() -> None:
    state = scenario(
        "classic-2p",
        hands=["8C 5D JH JS QC QD", "4C 4D 6S 6H 9C 9D"],
        melds={0: ["AH AS AD"], 1: ["8H 8S 8D"]},
        pile="TC 6C 7H KS",
        phase=Phase.MELD,
    )
    decision = decide(SvaerPlayer(0), state)
    assert discarded_rank(decision) == Rank.FIVE


def test_svaer_does_not_discard_a_rank_the_opponent_took_with_the_pile() -> None:
    # Seat 1 takes a pile holding two nines; seat 0 (Svær) then avoids giving it a nine.
    state = scenario(
        "classic-2p",
        to_move=1,
        hands=["9C 5D JH JS QC QD 4S 4H", "KH KS 6S 6H 7C 7D TD"],
        melds={0: ["AH AS AD"], 1: ["5H 5S 5C"]},
        pile="9D 9H 8S KD",
    )
    do(state, "take KH KS", "discard TD", "draw")
    decision = decide(SvaerPlayer(0), state)
    assert discarded_rank(decision) != Rank.NINE


def test_svaer_discards_that_rank_when_the_pile_is_frozen_and_no_pair_can_be_held() -> None:
    # Every other eight is on the table or in the pile: the opponent cannot hold a pair of them.
    state = scenario(
        "classic-2p",
        hands=["8C JH JS QC QD 4S 4H", "4C 4D 6S 6H 9C 9D"],
        melds={0: ["AH AS AD"], 1: ["8H 8S 8D 8H1 8S1 8D1"]},
        pile="TC 2C 7H 8C1",
        pile_frozen=True,
        phase=Phase.MELD,
    )
    assert discarded_rank(decide(SvaerPlayer(0), state)) == Rank.EIGHT


def test_svaer_freezes_the_pile_only_when_it_is_big_and_dangerous() -> None:
    hand = "2C 6D 7H 9S JS QC"
    opponent_melds = ["6H 6S 6C", "7D 7S 7C", "9H 9D 9C", "JH JD JC", "QH QS QD"]
    small = scenario(
        "classic-2p",
        hands=[hand, "4C 4D 5S 5H KC KD"],
        melds={0: ["AH AS AD"], 1: opponent_melds},
        pile="TC 8D",
        phase=Phase.MELD,
    )
    assert not small.tables.wild[discarded_rank(decide(SvaerPlayer(0), small))]
    big = scenario(
        "classic-2p",
        hands=[hand, "4C 4D 5S 5H KC KD"],
        melds={0: ["AH AS AD"], 1: opponent_melds},
        pile="TC 8D 4H 5D KS TD 8C 4S 5C KH TH 8H",
        phase=Phase.MELD,
    )
    decision = decide(SvaerPlayer(0), big)
    assert decision.action == Discard(big.hands[0][0]) and decision.why is Why.DISCARD_FREEZE


def test_svaer_holds_a_black_three_while_the_pile_is_small() -> None:
    state = scenario(
        "classic-2p",
        hands=["3C 5D JH JS QC QD", "4C 4D 6S 6H 9C 9D"],
        melds={0: ["AH AS AD"], 1: ["KH KS KD"]},
        pile="TC",
        phase=Phase.MELD,
    )
    assert discarded_rank(decide(SvaerPlayer(0), state)) == Rank.FIVE


def test_svaer_draws_rather_than_take_a_small_pile_with_its_pair() -> None:
    state = scenario(
        "classic-2p", hands=["KH KS 5C 7D 9H 9S", "4C 4D 6S"], melds={0: ["AH AS AD"]}, pile="KD"
    )
    assert decide(SvaerPlayer(0), state).action == DrawStock()


def test_svaer_takes_a_big_pile_and_says_why() -> None:
    state = scenario(
        "classic-2p",
        hands=["KH KS 5C 7D 9H 9S", "4C 4D 6S"],
        melds={0: ["AH AS AD"]},
        pile="9C 8D 7C 6D 5H JS TC QH 4H 4S JD QD 8H KD",
    )
    decision = decide(SvaerPlayer(0), state)
    assert isinstance(decision.action, TakePile)
    assert decision.why is Why.TAKE_PILE_PAIR and decision.params == {"size": 14, "rank": "K"}


def test_svaer_plans_an_opening_meld_that_meets_a_high_minimum() -> None:
    # Score 3 000: the minimum is 120. K K K + A A + the joker (30 + 40 + 50) does it.
    state = scenario(
        "classic-2p", hands=["KH KS KD AH AS XR 5C 7D 9H", "4C 4D 6S"], scores=[3000, 0], phase=Phase.MELD
    )
    decision = decide(SvaerPlayer(0), state)
    assert isinstance(decision.action, Meld) and decision.why is Why.OPEN
    assert state.tables.total([c for g in decision.action.groups for c in g]) >= 120
    state.play(decision.action)


def test_svaer_goes_out_when_the_opponent_threatens() -> None:
    state = scenario(
        "classic-2p",
        hands=["KH 9S 9D 9C 5C", "4C 4D"],
        melds={
            0: ["AH AS AD AC AH1 AS1 AD1", "KS KD KC KS1 KD1 KC1"],
            1: ["QH QS QD QC QH1 QS1 QD1", "7H 7S 7D 7C 7H1"],
        },
        phase=Phase.MELD,
    )
    player = SvaerPlayer(0)
    for _ in range(4):
        if state.is_over:
            break
        state.play(decide(player, state).action)
    assert state.is_over and state.went_out == 0


def test_svaer_goes_out_concealed_when_it_can() -> None:
    state = scenario(
        "classic-2p",
        hands=["KH KS KD KC KH1 KS1 2C QH QS QD QC QH1 QS1 XR 5C", "4C 4D 6S"],
        phase=Phase.MELD,
    )
    decision = decide(SvaerPlayer(0), state)
    assert decision.why is Why.GO_OUT_CONCEALED
    state.play(decision.action)
    state.play(decide(SvaerPlayer(0), state).action)
    assert state.is_over and state.concealed


# ----------------------------------------------------------------------------- Let
def test_let_discards_at_random_sometimes() -> None:
    state = scenario(
        "classic-2p", hands=["KH KS 5C 7D 9H 9S XR", "4C 4D 6S"], melds={0: ["AH AS AD"]}, phase=Phase.MELD
    )
    discards = {decide(LetPlayer(seed), state).action for seed in range(40)}
    assert len({a for a in discards if isinstance(a, Discard)}) >= 3
    assert all(
        isinstance(decide(MellemPlayer(0), state).action, (Discard, AddToMeld, Meld)) for _ in range(2)
    )


# ----------------------------------------------------------------------------- partnerships
def test_partner_answers_no_with_a_heavy_hand_and_yes_with_a_light_one() -> None:
    def asked(partner_hand: str) -> RoundState:
        state = scenario(
            "classic-4p",
            hands=["9S 9D 9C", "4C 4D 6S", partner_hand, "5C 5D 5S"],
            melds={0: ["AH AS AD AC AH1 AS1 AD1"], 1: ["QH QS QD"]},
            phase=Phase.MELD,
        )
        do(state, "ask")
        assert state.actor == 2
        return state

    heavy = asked("XR XB AC1 KH KS KD QC JH JD")
    light = asked("4S 5H")
    for player in (LetPlayer(0), MellemPlayer(0), SvaerPlayer(0)):
        assert decide(player, light).action == AnswerPartner(True)
    for player in (MellemPlayer(0), SvaerPlayer(0)):
        assert decide(player, heavy).action == AnswerPartner(False)


def test_svaer_asks_its_partner_before_going_out_when_the_partner_holds_many_cards() -> None:
    state = scenario(
        "classic-4p",
        hands=["9S 9D 9C 5H", "4C 4D 6S", "KH KS 6D 6C 7C 7D JH JD", "5C 5D 5S"],
        melds={0: ["AH AS AD AC AH1 AS1 AD1"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
    )
    decision = decide(SvaerPlayer(0), state)
    assert decision.action == AskPartner() and decision.why is Why.ASK_PARTNER


def test_after_a_yes_the_asker_goes_out() -> None:
    state = scenario(
        "classic-4p",
        hands=["9S 9D 9C 5H", "4C 4D 6S", "KH KS 6D 6C 7C 7D", "5C 5D 5S"],
        melds={0: ["AH AS AD AC AH1 AS1 AD1"], 1: ["QH QS QD"]},
        phase=Phase.MELD,
    )
    do(state, "ask", "answer yes")
    player = SvaerPlayer(0)
    for _ in range(3):
        if not state.is_over:
            state.play(decide(player, state).action)
    assert state.is_over and state.went_out == 0


def test_partner_builds_on_the_sides_melds() -> None:
    state = scenario(
        "classic-4p",
        hands=["4S 5H", "4C 4D 6S", "KH KS 9D 9C 9H JH", "5C 5D 5S"],
        melds={0: ["KD KC KD1"], 1: ["QH QS QD"]},
        to_move=2,
        phase=Phase.MELD,
    )
    decision = decide(SvaerPlayer(0), state)
    assert decision.action == act("add K: KH KS")
