""" "Ekspert with your cards" (issue 24): the deal played again is deterministic from the deal and a seed."""

from __future__ import annotations

from canasta_desktop.ai.seat_replay import replay_seat
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import RoundState


def test_the_replay_is_deterministic_from_the_deal_and_the_seeds() -> None:
    deal = RoundState(preset("classic-4p"), 2024, dealer=3)
    others = {1: ("mellem", 11), 2: ("svaer", 12), 3: ("let", 13)}
    first = replay_seat(deal, 0, others, "ekspert", seed=5, steps=1500)
    second = replay_seat(deal, 0, others, "ekspert", seed=5, steps=1500)
    assert first is not None and second is not None
    assert first.state.log == second.state.log and first.score == second.score
    assert first.state.is_over and first.score == first.state.result[0].total  # type: ignore[index]
    assert deal.log == []  # the deal itself is not played on


def test_a_stop_abandons_the_replay() -> None:
    deal = RoundState(preset("classic-2p"), 8, dealer=0)
    assert replay_seat(deal, 0, {1: ("let", 1)}, should_stop=lambda: True) is None
