"""The review's better move says a reason that is true of the position (issue 30): drawing is never
said to be better because "the pile is not worth taking" when the take makes a canasta."""

from __future__ import annotations

import pytest

from canasta_desktop.ai.reasons import Suggestion, Why
from canasta_desktop.ai.review_words import better_move, general_reason, pile_tops, take_makes_canasta
from canasta_desktop.engine import (
    Action,
    Card,
    DrawStock,
    EndRound,
    PlayerView,
    RoundState,
    TakePile,
    player_view,
    preset,
)
from canasta_desktop.engine.position import build_position
from canasta_desktop.engine.roundlog import write_log

from .helpers import play_round, seat_players
from .tip_claims import check_draw_not_worth_taking, check_tip

C = Card.from_str
CLASSIC = preset("classic-2p")


def _seventh_seven(melded: str = "7H 7S 7D 7H1 7S1 7D1") -> RoundState:
    """A two-card pile 7♣ over 3♣ (not frozen); the side has ``melded`` (six sevens: the 7♣ completes
    its canasta)."""
    return build_position(
        CLASSIC,
        hands=["9H 9S 4D 5S 8H JD KC", "4C 4H 6S 8C 9D TC JH AS"],
        melds={0: [melded, "QH QS QD"]},
        pile="3C 7C",
    )


def test_a_take_that_completes_a_canasta_is_not_called_not_worth_taking() -> None:
    state = _seventh_seven()
    view, legal = player_view(state, 0), state.legal_actions()
    assert TakePile() in legal and take_makes_canasta(view, legal)
    why, params = general_reason(view, legal, (DrawStock(),))
    assert why is not Why.DRAW and why is Why.ANY and params == {}
    better = better_move(view, legal, (DrawStock(),), 12.0)
    assert better.why is not Why.DRAW
    check_tip(state, view, legal, better.suggestion())
    # The check itself: the old reason is caught as false of this position.
    with pytest.raises(AssertionError, match="canasta"):
        check_draw_not_worth_taking(state, view, legal, Suggestion(DrawStock(), Why.DRAW, {"size": 2}))


def test_a_small_meld_the_take_does_not_complete_keeps_the_draw_reason() -> None:
    state = _seventh_seven("7H 7S 7D")
    view, legal = player_view(state, 0), state.legal_actions()
    assert TakePile() in legal and not take_makes_canasta(view, legal)
    assert general_reason(view, legal, (DrawStock(),)) == (Why.DRAW, {"size": 2})
    check_draw_not_worth_taking(state, view, legal, Suggestion(DrawStock(), Why.DRAW, {"size": 2}))


def test_pile_tops_are_the_tops_before_each_move() -> None:
    start = RoundState(CLASSIC, 21, dealer=0)
    state = play_round(start.copy(), seat_players("classic-2p", ["mellem", "let"], 3))
    log = write_log(state)
    indexes = [0, 5, 17, len(state.log) - 1]
    tops = pile_tops(log, indexes)
    replayed = start.copy()
    for index, (_seat, action) in enumerate(state.log):
        if index in indexes:
            assert tops[index] == replayed.pile_top
        replayed.play(action)
    assert set(tops) == set(indexes)


def test_a_draw_the_review_proposes_never_claims_an_untrue_reason() -> None:
    """Over real rounds: at every draw where the pile could be taken, the better move "draw" (Svær's
    reason when Svær draws too, else the general one) holds of the position, the canasta check too."""
    checked = untrue_for_svaer = 0

    def check(state: RoundState, view: PlayerView, legal: list[Action], action: Action) -> None:
        nonlocal checked, untrue_for_svaer
        if DrawStock() not in legal or not any(isinstance(a, TakePile) for a in legal):
            return
        better = better_move(view, legal, (DrawStock(),), 0.0)
        reason = better.suggestion()
        if reason.why is Why.DRAW:
            check_draw_not_worth_taking(state, view, legal, reason)
        else:
            check_tip(state, view, legal, reason)
        checked += 1
        untrue_for_svaer += take_makes_canasta(view, legal) and better.why is Why.ANY

    for seed in range(4):
        play_round(
            RoundState(CLASSIC, 40 + seed, dealer=seed % 2),
            seat_players("classic-2p", ["svaer", "random"], seed),
            check,
        )
    assert checked >= 40 and untrue_for_svaer >= 1  # the canasta case turns up in real rounds


def test_ending_the_round_is_not_called_better_than_a_take_that_makes_a_canasta() -> None:
    state = build_position(
        CLASSIC,
        hands=["9H 9S 4D 5S 8H JD KC", "4C 4H 6S 8C 9D TC JH AS"],
        melds={0: ["7H 7S 7D 7H1 7S1 7D1", "QH QS QD"]},
        pile="3C 7C",
        rest_in_pile=True,  # the stock is gone
    )
    view = player_view(state, 0)
    choices = [TakePile(), EndRound()]  # where the rules let the round be ended instead of the take
    assert view.stock_count == 0 and general_reason(view, choices, (EndRound(),)) == (Why.ANY, {})
