"""The rarer Tip reasons, each in a position built for it, checked against its claim.

Passing the Tip only some of the legal actions asks "why this move, if it were
the move": so the reason given for a card it would not choose is tested too.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_desktop.ai.reasons import Decision, Why
from canasta_desktop.ai.tip import tip
from canasta_desktop.engine import Action, AskPartner, Discard, Phase, RoundState, player_view
from canasta_desktop.engine.cards import Card

from ..engine.scenario import scenario
from .tip_claims import check_tip


def advise(state: RoundState, only: Sequence[Action] | None = None) -> Decision:
    """The Tip for the seat to act, with its reason checked against the position."""
    view = player_view(state, state.actor)
    legal = list(only) if only is not None else state.legal_actions()
    advice = tip(view, legal)
    check_tip(state, view, legal, advice)
    return advice


def test_a_wild_card_on_a_frozen_pile_is_not_called_a_black_3() -> None:
    state = scenario(
        "classic-2p",
        hands=["2C 5H 5S 8D 9C", "4C 6D 7S"],
        melds={0: ["AH AS AD"]},
        pile="6H 2D 7D QC",
        pile_frozen=True,
        phase=Phase.MELD,
    )
    advice = advise(state, [Discard(Card.from_str("2C"))])
    assert advice.why is Why.DISCARD_STOP_WILD


def test_a_wild_card_freezes_only_a_big_pile() -> None:
    big = scenario(
        "classic-2p",
        hands=["2C 5H 5S 8D 9C", "4C 6D 7S"],
        melds={0: ["AH AS AD"]},
        pile="6H 9D 7D QC 8S JH",
        phase=Phase.MELD,
    )
    assert advise(big, [Discard(Card.from_str("2C"))]).why is Why.DISCARD_FREEZE
    small = scenario(
        "classic-2p",
        hands=["2C 5H 5S 8D 9C", "4C 6D 7S"],
        melds={0: ["AH AS AD"]},
        pile="6H",
        phase=Phase.MELD,
    )
    assert advise(small, [Discard(Card.from_str("2C"))]).why is Why.DISCARD_STOP_WILD


def test_discard_points_is_given_when_the_opponents_can_go_out() -> None:
    """The branch was dead (the threat it read was halved first); it is reachable and true now."""
    state = scenario(
        "classic-2p",
        hands=["KD QH 4C 4D 6S 6H", "5C 8D"],
        melds={0: ["AH AS AD"], 1: ["9H 9S 9D 9C 9H1 9S1 9D1", "JH JS JD JC JH1 JS1 JD1"]},
        pile="7H 7C 8S",
        phase=Phase.MELD,
    )
    advice = advise(state)
    assert advice.why is Why.DISCARD_POINTS
    assert advice.action in (Discard(Card.from_str("KD")), Discard(Card.from_str("QH")))


def test_end_round_when_the_pile_cannot_be_taken_says_so() -> None:
    state = scenario(
        "classic-2p", hands=["5C 6D 8H", "4C 7S"], melds={0: ["AH AS AD"]}, pile="9C JH", rest_of_deck=False
    )
    assert state.stock_exhausted
    assert advise(state).why is Why.END_ROUND_NO_TAKE


def test_a_canasta_opening_below_the_minimum_does_not_claim_the_points() -> None:
    state = scenario(
        "salling-4p",
        hands=["5H 5S 5D 5C 5H1 5S1 5D1 9C KD QH", "6C 7S", "8C 9S", "TC JS"],
        pile="6H 7D",
        phase=Phase.MELD,
    )
    advice = advise(state)
    assert advice.why is Why.OPEN_CANASTA


def test_going_out_concealed_is_true() -> None:
    state = scenario(
        "classic-2p",
        hands=["5H 5S 5D 5C 5H1 5S1 5D1 6H 6S 6D 6C 6H1 6S1 6D1 9C", "4C 7S"],
        pile="8H 7D",
        phase=Phase.MELD,
    )
    advice = advise(state)
    assert advice.why is Why.GO_OUT_CONCEALED


def test_answering_yes_with_a_heavy_hand_names_the_real_reason() -> None:
    """Yes because the stock is nearly gone: not "your hand is light" with 80 points in it."""
    state = scenario(
        "classic-4p",
        hands=["KH KS KC 9H 9S 9D", "4C 4D 6S", "AC AD KD QS JH TD 8C", "6C 7C"],  # seat 0 can go out
        melds={0: ["QH QD QC QS1 QH1 QD1 QC1", "AH AS AS1"], 1: ["8H 8S 8D"]},
        pile="9C TC1",
        stock="4H 4S 6D 6H 7H 7S",
        rest_of_deck=False,
        phase=Phase.MELD,
    )
    state.play(AskPartner())
    assert state.phase is Phase.ANSWER
    advice = advise(state)
    assert advice.why is Why.ANSWER_YES_STOCK
    assert advice.params == {"count": 6}
