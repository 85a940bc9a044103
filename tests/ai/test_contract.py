"""The declared contract: each level has exactly the capabilities the table tests for with isinstance.

(mypy proves the same statically: the ``TYPE_CHECKING`` block of ``canasta_desktop/ai/__init__.py``.)
"""

from __future__ import annotations

import pytest

from canasta_desktop.ai import (
    LEVELS,
    PLAYERS,
    Player,
    RememberingPlayer,
    SearchingPlayer,
    SeededPlayer,
    make_player,
)
from canasta_desktop.ai.reasons import Suggestion, Why
from canasta_desktop.ai.tip import ADVISERS
from canasta_desktop.engine import RoundState, player_view, preset

SEARCHING = {"ekspert"}
REMEMBERING = {"ekspert"}
UNSEEDED = {"policy"}  # deterministic: nothing to seed


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_each_player_declares_what_it_can_do(name: str) -> None:
    player = make_player(name, 1)
    assert isinstance(player, Player)
    assert isinstance(player, SearchingPlayer) == (name in SEARCHING)
    assert isinstance(player, RememberingPlayer) == (name in REMEMBERING)
    assert isinstance(player, SeededPlayer) == (name not in UNSEEDED)


def test_every_tip_level_has_an_adviser_answering_with_a_suggestion() -> None:
    assert set(ADVISERS) == {"svaer", "ekspert"} and set(ADVISERS) <= set(LEVELS)
    state = RoundState(preset("classic-2p"), 3)
    view, legal = player_view(state, state.actor), state.legal_actions()
    for adviser in ADVISERS.values():
        suggestion = adviser.suggest(view, legal, 0.05, lambda: True)
        assert isinstance(suggestion, Suggestion) and isinstance(suggestion.why, Why)
        assert suggestion.action in legal
