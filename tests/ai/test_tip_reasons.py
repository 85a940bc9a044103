"""Every reason the Tip gives is true of the position it is given in.

The property test plays real rounds in every preset (the seats at every level,
the random player too, so odd positions turn up) and asks the Tip at every
decision; each reason code has a checker in `tip_claims` that tests the
sentence against the view and the suggested action.
"""

from __future__ import annotations

from collections import Counter

import pytest

from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.tip import tip
from canasta_desktop.engine import (
    Action,
    AddToMeld,
    Discard,
    Phase,
    PlayerView,
    RoundState,
    player_view,
    preset,
)
from canasta_desktop.engine.cards import cards_from_str

from ..engine.scenario import scenario
from .helpers import PRESETS, play_round, seat_players
from .tip_claims import CHECKERS, check_tip

SIDES = (["svaer", "random"], ["mellem", "let"], ["random", "svaer"], ["let", "mellem"])


def test_every_reason_has_a_checker() -> None:
    assert set(CHECKERS) == set(Why)  # the sentences: tests/ui/test_tip_text.py


@pytest.mark.parametrize("rules_name", PRESETS)
def test_every_tip_reason_is_true_of_its_position(rules_name: str) -> None:
    seen: Counter[Why] = Counter()
    failures: list[str] = []

    def check(state: RoundState, view: PlayerView, legal: list[Action], action: Action) -> None:
        advice = tip(view, legal)
        seen[advice.why] += 1
        try:
            check_tip(state, view, legal, advice)
        except AssertionError as error:
            failures.append(f"{advice.english()} ({advice.action}) is false: not {error}; hand {view.hand}")

    for seed in range(8):
        names = SIDES[seed % len(SIDES)]
        play_round(
            RoundState(preset(rules_name), 40 + seed, dealer=seed % 2),
            seat_players(rules_name, names, seed),
            check,
        )
    assert sum(seen.values()) >= 500
    assert not failures, f"{len(failures)} false reasons, e.g.\n" + "\n".join(failures[:8])


# --------------------------------------------------------------------------- the reported cases
def test_a_card_of_a_pair_is_not_called_a_lone_card() -> None:
    """ "8♠ is a lone card" while holding 8♠ 8♠ (issue 10)."""
    state = scenario(
        "classic-2p",
        hands=["8S 8S1 4H 4C KD KC QH", "5C 6D 7S 9H TC JD"],
        melds={0: ["AH AS AD"]},
        pile="7H 7C",
        phase=Phase.MELD,
    )
    _assert_discard_reason_true(state)


def test_a_card_with_a_second_of_its_rank_is_not_called_a_lone_card() -> None:
    """ "9♥ er et enligt kort" with 9♣ 9♥ in hand (issue 10)."""
    state = scenario(
        "classic-4p",
        hands=["9C 9H 5S 5D JH JC", "4C 6D 7S", "KH KC QS", "8H 8C TD"],
        melds={0: ["AH AS AD"]},
        pile="6H QC",
        phase=Phase.MELD,
    )
    _assert_discard_reason_true(state)


def test_a_wild_card_on_a_short_meld_does_not_claim_to_complete_a_canasta() -> None:
    """ "The wild card completes a canasta of 10s" when a 2 goes onto a 4-card meld (issue 10)."""
    state = scenario(
        "classic-2p",
        hands=["2C 2D XR 5H 5S 8C 9D", "4C 6D 7S 9H"],
        melds={0: ["TH TS TD TC"]},
        pile="6H 7D",
        phase=Phase.MELD,
    )
    view = player_view(state, 0)
    legal = state.legal_actions()
    advice = tip(view, legal)
    assert isinstance(advice.action, AddToMeld) and advice.action.rank.char == "T"
    assert len(advice.action.cards) == 1
    assert advice.why is Why.ADD_WILD  # it brings the 10s nearer a canasta; it does not complete one
    check_tip(state, view, legal, advice)


def _assert_discard_reason_true(state: RoundState) -> None:
    view = player_view(state, state.actor)
    legal = [a for a in state.legal_actions() if isinstance(a, Discard)]
    for card in set(view.hand):
        only = [Discard(card)]
        advice = tip(view, only)
        check_tip(state, view, only, advice)
        if advice.why is Why.DISCARD_SINGLE:
            assert sum(1 for c in view.hand if c.rank == card.rank) == 1
    advice = tip(view, legal)
    check_tip(state, view, legal, advice)


def test_the_tip_names_the_cards_to_select() -> None:
    state = scenario(
        "classic-2p",
        hands=["KH KS 5C 7D 9H 9S", "4C 4D 6S"],
        melds={0: ["AH AS AD"]},
        pile="9C 8D 7C 6D 5H JS TC QH 4H 4S JD QD 8H KD",
    )
    advice = tip(player_view(state, 0), state.legal_actions())
    assert set(advice.cards) == set(cards_from_str("KH KS"))
