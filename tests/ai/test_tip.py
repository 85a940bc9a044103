"""The Tip adviser: Svær's move for the human's seat, legal, with a reason code the interface translates."""

from __future__ import annotations

import pytest

from canasta_desktop.ai import SvaerPlayer
from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.tip import tip
from canasta_desktop.engine import Action, PlayerView, RoundState, TakePile, player_view, preset

from ..engine.scenario import scenario
from .helpers import play_round, seat_players


@pytest.mark.parametrize("rules_name", ["classic-2p", "classic-4p", "family-4p"])
def test_tip_is_a_legal_action_with_a_reason_code_in_every_position(rules_name: str) -> None:
    seen: set[Why] = set()

    def check(state: RoundState, view: PlayerView, legal: list[Action], action: Action) -> None:
        advice = tip(view, legal)
        assert state.is_legal(advice.action)
        assert isinstance(advice.why, Why) and isinstance(advice.why.value, str)
        assert all(isinstance(v, (int, str)) for v in advice.params.values())
        assert advice.action == SvaerPlayer(0).decide(view, legal).action  # what Svær would do
        seen.add(advice.why)

    play_round(
        RoundState(preset(rules_name), 3, dealer=0), seat_players(rules_name, ["let", "mellem"], 3), check
    )
    assert len(seen) >= 4


def test_tip_names_the_pile_and_the_pair() -> None:
    state = scenario(
        "classic-2p",
        hands=["KH KS 5C 7D 9H 9S", "4C 4D 6S"],
        melds={0: ["AH AS AD"]},
        pile="9C 8D 7C 6D 5H JS TC QH 4H 4S JD QD 8H KD",
    )
    advice = tip(player_view(state, 0), state.legal_actions())
    assert isinstance(advice.action, TakePile)
    assert advice.why is Why.TAKE_PILE_PAIR
    assert advice.params == {"size": 14, "rank": "K"}
    assert advice.english() == "take pile pair: size 14, rank K"
