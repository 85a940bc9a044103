"""Issue 32 (5): "May I go out?" is legal only in a turn that can still go out (docs/engine.md, decision 5).

One test per rule that can make going out impossible this turn: asking is refused with the reason,
and allowed once the rule no longer stands in the way; when it is allowed, the way out the engine
found is played after a yes and goes out. The brute-force oracle over random rule sets and positions
is tests/engine/test_ask_going_out_oracle.py.
"""

from __future__ import annotations

from canasta_desktop.engine import Phase, Rank, Reason, RoundState, RuleSet, preset
from canasta_desktop.engine.actions import AddToMeld, AskPartner
from canasta_desktop.engine.going_out import way_out
from canasta_desktop.engine.rules import WildsVsNaturals

from .scenario import assert_refused, do, scenario

K_CANASTA = "KH KS KD KC KH1 KS1 KD1"  # natural
FOUR = preset("classic-4p")


def melding(rules: RuleSet, hand: str, melds: list[str] | None = None, **kw: object) -> RoundState:
    """Seat 0 has drawn from the stock and may meld; its side holds ``melds``."""
    return scenario(rules, hands=[hand], melds={0: melds} if melds else None, phase=Phase.MELD, **kw)


def assert_may_ask(state: RoundState) -> None:
    """The ask is legal and offered, and the moves `way_out` gives do go out after a yes."""
    assert AskPartner() in state.legal_actions()
    moves = way_out(state)
    assert moves is not None
    trial = state.copy()
    do(trial, "ask", "answer yes", *moves)
    assert trial.went_out == state.to_move


def assert_may_not_ask(state: RoundState, reason: Reason) -> None:
    assert AskPartner() not in state.legal_actions()
    assert way_out(state) is None or reason is Reason.CANASTA_THIS_TURN
    assert_refused(state, "ask", reason)


# ----------------------------------------------------------------------------- one test per rule
def test_going_out_not_in_canasta_turn_refuses_the_ask_until_the_canasta_was_there_before() -> None:
    rules = FOUR.changed(going_out_not_in_canasta_turn=True)
    state = melding(rules, "9S 9H 9D 8S", [K_CANASTA])
    state.turn.canastas_before = 0  # the canasta came this turn
    assert_may_not_ask(state, Reason.CANASTA_THIS_TURN)
    state.turn.canastas_before = 1
    assert_may_ask(state)


def test_going_out_not_in_canasta_turn_refuses_the_ask_when_the_hand_would_make_the_canasta() -> None:
    hand, melds = "KD1 9S 9H 9D", ["KH KS KD KC KH1 KS1"]  # the seventh king is in the hand
    assert_may_ask(melding(FOUR, hand, melds))
    rules = FOUR.changed(going_out_not_in_canasta_turn=True)
    assert_may_not_ask(melding(rules, hand, melds), Reason.CANASTA_THIS_TURN)


def test_canastas_to_go_out_refuses_the_ask_when_no_play_reaches_them() -> None:
    assert_may_not_ask(melding(FOUR, "9S 9H 9D 8S"), Reason.ASK_NO_CANASTAS)  # no canasta anywhere
    two = FOUR.changed(canastas_to_go_out=2)
    refusal = assert_refused(melding(two, "9S 9H 9D 8S", [K_CANASTA]), "ask", Reason.ASK_NO_CANASTAS)
    assert refusal.params == {"needed": 2}
    assert_may_ask(melding(two, "QS1 QH1 9S 9H 9D", [K_CANASTA, "QH QS QD QC 2C"]))  # the queens make it


def test_discard_to_go_out_refuses_the_ask_when_no_card_is_left_to_discard() -> None:
    assert_may_ask(melding(FOUR, "9S 9H 9D", [K_CANASTA]))  # out by melding the last cards
    rules = FOUR.changed(discard_to_go_out=True)
    assert_may_not_ask(melding(rules, "9S 9H 9D", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)
    assert_may_ask(melding(rules, "9S 9H 9D 8S", [K_CANASTA]))


def test_discard_wilds_refuses_the_ask_when_only_a_wild_card_could_be_kept_to_discard() -> None:
    rules = FOUR.changed(discard_to_go_out=True, wild_onto_canasta=False, min_naturals=3)
    assert_may_ask(melding(rules, "QH QS QD 2C", [K_CANASTA]))  # the queens, and out on the 2
    family = rules.changed(discard_wilds=False)
    assert_may_not_ask(melding(family, "QH QS QD 2C", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)


def test_wild_onto_canasta_refuses_the_ask_when_a_wild_card_has_no_meld_to_go_to() -> None:
    assert_may_ask(melding(FOUR, "2C XR", [K_CANASTA]))  # the joker onto the kings, out on the 2
    rules = FOUR.changed(wild_onto_canasta=False)
    assert_may_not_ask(melding(rules, "2C XR", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)


def test_first_go_around_no_meld_refuses_the_ask_while_nothing_may_be_laid() -> None:
    rules = FOUR.changed(first_go_around_no_meld=True)
    assert_may_not_ask(melding(rules, "9S 9H 9D 8S", [K_CANASTA], turns_started=1), Reason.ASK_NO_WAY_OUT)
    assert_may_ask(melding(rules, "9S 9H 9D 8S", [K_CANASTA]))


def test_initial_meld_minimum_refuses_the_ask_unless_concealed_going_out_waives_it() -> None:
    hand = K_CANASTA + " 5C"  # 70 points, and the minimum is 120
    assert_may_ask(melding(FOUR, hand, scores=[3000, 3000]))  # concealed: no minimum
    plain = FOUR.changed(concealed_going_out=False)
    assert_may_not_ask(melding(plain, hand, scores=[3000, 3000]), Reason.ASK_NO_WAY_OUT)
    assert_may_ask(melding(plain, hand, scores=[0, 0]))  # 50 to open
    assert_may_ask(melding(plain.changed(canasta_waives_minimum=True), hand, scores=[3000, 3000]))


def test_meld_limits_refuse_the_ask_when_cards_of_the_hand_cannot_be_melded() -> None:
    assert_may_not_ask(melding(FOUR, "9S 9H 9D 5C 8S", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)  # two odd cards
    assert_may_not_ask(melding(FOUR, "9S 9H 5C", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)  # a pair, no wild card
    assert_may_ask(melding(FOUR, "9S 9H 2C 5C", [K_CANASTA]))
    limited = FOUR.changed(max_wilds=1)  # the 9s take one wild card, the kings another: the third stays
    assert_may_not_ask(melding(limited, "9S 9H 2C 2D XR 5C", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)
    assert_may_ask(melding(FOUR, "9S 9H 2C 2D XR 5C", [K_CANASTA]))


def test_black_threes_refuse_the_ask_unless_three_or_four_go_down_together() -> None:
    assert_may_not_ask(melding(FOUR, "3C 3S 9S 9H 9D", [K_CANASTA]), Reason.ASK_NO_WAY_OUT)
    assert_may_ask(melding(FOUR, "3C 3S 3C1 9S 9H 9D", [K_CANASTA]))  # the 3s in the move that goes out
    assert_may_ask(melding(FOUR, "3C 3S 3C1 3S1 5H", [K_CANASTA]))  # four of them, out on the 5


def test_a_way_out_with_several_wild_cards_at_once_allows_the_ask() -> None:
    """One joker at a time would leave a lone wild card (refused where wild cards are not discarded);
    both onto the 8s in one move go out. The offered moves lay one wild card at a time."""
    rules = FOUR.changed(discard_wilds=False, wilds_vs_naturals=WildsVsNaturals.FEWER, max_wilds=None)
    state = melding(rules, "XR1 XR", ["8D 8C 8S 8H 2H", "7H 7D 7S 7C"])
    assert_may_ask(state)
    moves = way_out(state)
    assert moves is not None and len(moves) == 1 and isinstance(moves[0], AddToMeld)
    assert moves[0].rank is Rank.EIGHT and sorted(moves[0].cards) == sorted(state.hands[0])
    assert not any(isinstance(a, AddToMeld) and len(a.cards) > 1 for a in state.legal_actions())
