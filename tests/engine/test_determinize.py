"""A round rebuilt from one seat's view judges that seat's moves exactly as the real one."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.engine import PRESETS, RoundState, Undo, player_view
from canasta_desktop.engine.determinize import state_from_view
from canasta_desktop.engine.state import Phase

from .test_properties import wild_action


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_legality_from_the_view_matches_the_real_round(name: str) -> None:
    rules = PRESETS[name]
    compared = 0
    for seed in range(12):
        state = RoundState(rules, seed, seed % rules.players)
        rng = random.Random(seed)
        while not state.is_over:
            twin = state_from_view(player_view(state, state.actor), seed)
            assert sorted(map(str, twin.legal_actions())) == sorted(map(str, state.legal_actions()))
            if state.phase is Phase.MELD:
                for _ in range(5):
                    action = wild_action(state, rng)
                    if isinstance(action, Undo):
                        continue  # the undo stack is the one thing a view does not rebuild
                    assert twin.is_legal(action) == state.is_legal(action), action
                    compared += 1
            state.play(rng.choice(state.legal_actions()))
    assert compared > 100


def test_the_rebuilt_round_keeps_every_card_once_and_hides_nothing_shown() -> None:
    state = RoundState(PRESETS["classic-4p"], 4, 0)
    rng = random.Random(4)
    for _ in range(40):
        state.play(rng.choice(state.legal_actions()))
    twin = state_from_view(player_view(state, 1), 7)
    assert sorted(twin.all_cards()) == sorted(state.all_cards())
    assert twin.hands[1] == state.hands[1] and twin.pile == state.pile and twin.melds == state.melds
    assert [len(h) for h in twin.hands] == [len(h) for h in state.hands]
    assert len(twin.stock) == len(state.stock)
