"""Every level plays whole rounds of every preset legally, deterministically, and never peeks."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.ai import PLAYERS, make_player
from canasta_desktop.engine import Action, PlayerView, RoundState, player_view, preset

from .helpers import LEVELS, PRESETS, play_round, seat_players, shuffle_hidden


@pytest.mark.parametrize("rules_name", PRESETS)
@pytest.mark.parametrize("level", LEVELS)
def test_level_plays_whole_rounds_of_every_preset_legally(rules_name: str, level: str) -> None:
    rules = preset(rules_name)
    others = [name for name in LEVELS if name != level]
    for seed in range(2):
        names = [level, *others][: rules.sides]
        state = play_round(
            RoundState(rules, seed, dealer=seed % rules.players), seat_players(rules_name, names, seed)
        )
        assert state.is_over and state.result is not None


@pytest.mark.parametrize("level", LEVELS)
def test_levels_are_registered_by_name_with_a_seed_factory(level: str) -> None:
    player = PLAYERS[level](7)
    assert player.name == level
    assert make_player(level, 7).name == level


@pytest.mark.parametrize("rules_name", ["classic-2p", "classic-4p"])
def test_a_round_is_reproduced_exactly_from_the_seeds(rules_name: str) -> None:
    def log(seed: int) -> list[str]:
        state = RoundState(preset(rules_name), 11, dealer=0)
        play_round(state, seat_players(rules_name, ["let", "svaer"], seed))
        return [f"{seat}: {action}" for seat, action in state.log]

    assert log(3) == log(3)


def test_let_randomness_comes_from_its_seed() -> None:
    """Two Let players with different seeds play the same deal differently (Let is random)."""

    def log(seed: int) -> list[str]:
        state = RoundState(preset("classic-2p"), 5, dealer=0)
        play_round(state, seat_players("classic-2p", ["let", "let"], seed))
        return [str(action) for _, action in state.log]

    assert log(1) != log(2)


@pytest.mark.parametrize("rules_name", ["classic-2p", "classic-4p", "salling-6p"])
@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_dealt_differently_cannot_change_a_decision(rules_name: str, level: str) -> None:
    """The never-peeks test: the same public information and own hand give the same choice,
    however the cards the seat cannot see (other hands, the stock order) lie."""
    rules = preset(rules_name)
    rng = random.Random(99)
    checked = 0

    def compare(state: RoundState, view: PlayerView, legal: list[Action], action: Action) -> None:
        nonlocal checked
        if len(legal) < 2 or rng.random() > 0.5:
            return
        seat = state.actor
        twin = shuffle_hidden(state, seat, rng)
        if twin.hands == state.hands and twin.stock == state.stock:
            return  # nothing hidden left to move
        twin_view = player_view(twin, seat)
        assert twin_view == view  # the shuffle changed nothing the seat may know
        twin_legal = twin.legal_actions()
        assert twin_legal == legal
        fresh, twin_player = make_player(level, 4), make_player(level, 4)
        assert fresh.choose(view, legal) == twin_player.choose(twin_view, twin_legal)
        checked += 1

    for seed in range(2):
        state = RoundState(rules, 20 + seed, dealer=0)
        play_round(state, seat_players(rules_name, [level] * rules.sides, seed), compare)
    assert checked >= 15
