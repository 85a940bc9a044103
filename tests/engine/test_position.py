"""`build_position`: a round written out card by card is a whole deck, plays on, and refuses nonsense."""

from __future__ import annotations

import pytest

from canasta_desktop.engine import Phase, parse_action, preset
from canasta_desktop.engine.position import build_position

from .scenario import assert_conserved


def test_named_cards_lie_where_asked_and_the_rest_fills_the_stock() -> None:
    state = build_position(
        preset("classic-2p"),
        hands=["KH KS KD 5C", "7D 7S"],
        pile="4C 9H",
        stock="QH QS",
        melds={1: ["AH AS AD"]},
        red_threes={0: "3H"},
    )
    assert_conserved(state)
    assert [str(c) for c in state.stock[-2:]] == ["QS", "QH"] and str(state.pile_top) == "9H"
    state.play(parse_action("draw"))
    assert {"QH", "QS"} <= {str(c) for c in state.hands[0]} and state.phase is Phase.MELD
    assert state.player_melded == [False, True]


def test_the_rest_can_lie_under_the_pile_for_a_stock_about_to_run_out() -> None:
    state = build_position(
        preset("salling-4p"),
        hands=["KH KS", "QC QD", "JS JH", "TC TD"],
        pile="9D",
        stock="8C",
        rest_in_pile=True,
    )
    assert_conserved(state)
    assert [str(c) for c in state.stock] == ["8C"] and str(state.pile_top) == "9D" and len(state.pile) > 80


@pytest.mark.parametrize(
    ("hands", "message"),
    [(["KH KH", ""], "named twice"), (["KH2", ""], "not in this deck"), (["KH"], "one hand per seat")],
)
def test_nonsense_is_refused(hands: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build_position(preset("classic-2p"), hands=hands)


def test_a_red_three_in_a_hand_is_not_a_position() -> None:
    with pytest.raises(ValueError):
        build_position(preset("classic-2p"), hands=["3H 5C", ""])
