"""The moves the engine offers (issue 11): every legal opening, pile take and new meld shape is found.

The computer players and the Tag bunken helper choose only from
`legal_actions()` / `take_options()`, so a legal move missing there is a move
nobody but a human ever makes. Each test is one position the canonical
generator used to miss; the brute-force property tests are in
`test_completeness.py`.
"""

from __future__ import annotations

from canasta_desktop.engine import AskPartner, Meld, Phase, Rank, Reason, TakePile
from canasta_desktop.engine.assist import find_take

from .scenario import act, assert_refused, do, scenario


def melds_offered(state) -> list[Meld]:
    return [a for a in state.legal_actions() if isinstance(a, Meld)]


def takes_offered(state) -> list[TakePile]:
    return [a for a in state.legal_actions() if isinstance(a, TakePile)]


# ------------------------------------------------------------------------ §2.5 the initial meld by melding
def test_rule_2_5_opening_with_two_groups_each_needing_its_own_wild_is_offered() -> None:
    """Family, minimum 120: K K XR and Q Q XB (140) open; each group needs a different joker."""
    state = scenario(
        "family-4p", hands=["KH KS XR QH QS XB 5D 9C", "5S", "6S", "7S"], phase=Phase.MELD, scores=(3000, 0)
    )
    assert state.minimum_for(0) == 120
    assert state.is_legal(act("meld KH KS XR | QH QS XB"))
    offered = melds_offered(state)
    assert offered and all(state.is_legal(m) for m in offered)
    do(state, offered[0])
    assert state.side_has_melded(0)


def test_rule_2_5_opening_that_must_leave_naturals_in_hand_is_offered() -> None:
    """Opening needs two cards kept: all the naturals of every rank would leave one."""
    state = scenario(hands=["KH KS KD KC AH AS AD 9C", "5S"], phase=Phase.MELD, scores=(1500, 0))
    assert state.minimum_for(0) == 90
    assert not state.is_legal(act("meld KH KS KD KC | AH AS AD"))
    offered = melds_offered(state)
    assert offered
    assert all(len(state.hands[0]) - sum(len(g) for g in m.groups) >= 2 for m in offered)


def test_rule_2_9_concealed_going_out_as_the_opening_is_offered() -> None:
    """Two canastas in one meld go out concealed: the minimum is waived, so it is an opening."""
    state = scenario(
        hands=["KH KS KD KC KH1 KS1 KD1 5C 5D 5H 5S 5C1 2C XR", "5S1"], phase=Phase.MELD, scores=(3000, 0)
    )
    assert state.is_legal(act("meld KH KS KD KC KH1 KS1 KD1 | 5C 5D 5H 5S 5C1 2C XR"))
    offered = melds_offered(state)
    assert any(sum(len(g) for g in m.groups) == len(state.hands[0]) for m in offered)


# ------------------------------------------------------------------------ §2.4 new melds on an opened side
def test_rule_2_9_new_meld_with_fewer_naturals_keeps_two_cards() -> None:
    """Hand 7D 7D 7H 5D 7H: all four 7s would leave one card (no canastas yet); three 7s are legal."""
    state = scenario(hands=["7D 7D1 7H 5D 7H1", "5S"], melds={0: ["KH KS KD"]}, phase=Phase.MELD)
    assert not state.is_legal(act("meld 7D 7D1 7H 7H1"))
    assert state.is_legal(act("meld 7D 7D1 7H"))
    sevens = [m for m in melds_offered(state) if m.groups[0][0].rank == Rank.SEVEN]
    assert sevens and all(len(m.groups[0]) == 3 for m in sevens)


# ------------------------------------------------------------------------ §2.6 taking the pile to open
def test_rule_2_6_open_with_the_pile_and_two_groups_each_needing_a_wild() -> None:
    """`take 4H 4D + 8S 8C 2S + KS KC XR` is 125 against a minimum of 120."""
    state = scenario(hands=["4H 4D 8S 8C 2S KS KC XR 9D 6H", "5S"], pile="7C 4C", scores=(3000, 0))
    assert state.minimum_for(0) == 120
    assert state.is_legal(act("take 4H 4D + 8S 8C 2S + KS KC XR"))
    offered = takes_offered(state)
    assert offered and all(state.is_legal(t) for t in offered)


def test_tag_bunken_finds_the_opening_take_with_two_groups() -> None:
    state = scenario(hands=["4H 4D 8S 8C 2S KS KC XR 9D 6H", "5S"], pile="7C 4C", scores=(3000, 0))
    take = find_take(state)
    do(state, take)
    assert state.side_has_melded(0) and Rank.FOUR in state.melds[0]


def test_rule_2_6_every_legal_way_of_taking_the_pile_is_offered() -> None:
    """Opened side, unfrozen pile: a natural pair, a natural and a wild, and onto the meld."""
    state = scenario(hands=["QH QS 2C 5D 6D 9S", "5S"], pile="8C QD", melds={0: ["QC QH1 QS1"]})
    ways = {
        (min(2, sum(c.rank == Rank.QUEEN for c in t.cards)), any(c.rank == Rank.TWO for c in t.cards))
        for t in takes_offered(state)
    }
    assert {(0, False), (0, True), (1, False), (1, True), (2, False), (2, True)} <= ways


def test_rule_2_8_three_of_four_black_threes_go_out_with_the_fourth_discarded() -> None:
    """Sallingske needs a discard to go out: the four black 3s cannot all be melded, three can."""
    state = scenario(
        "salling-4p", hands=["3C 3S 3C1 3S1", "5S"], melds={0: ["KH KS KD KC KH1 KS1 KD1"]}, phase=Phase.MELD
    )
    assert not state.is_legal(act("meld 3C 3S 3C1 3S1"))
    threes = [m for m in melds_offered(state) if m.groups[0][0].rank == Rank.THREE]
    assert [len(m.groups[0]) for m in threes] == [3]
    do(state, threes[0], "discard 3S1")
    assert state.is_over and state.went_out == 0


# ------------------------------------------------------------------ documented decisions (issue 11, part 3)
def test_decision_5_no_asking_the_partner_after_taking_the_pile() -> None:
    """Taking the pile melds its top card, so asking "may I go out?" is over for the turn."""
    state = scenario(
        "classic-4p", hands=["QH QS 5D 6D 9S", "5S", "6S", "7S"], pile="8C QD", melds={0: ["KH KS KD"]}
    )
    do(state, "take QH QS")
    assert not any(isinstance(a, AskPartner) for a in state.legal_actions())
    assert_refused(state, "ask", Reason.ASK_BEFORE_MELDING)
