"""The exact sampler: every sample is a round the seat could really be in.

Property: over thousands of decision points in every preset, each sample gives
the acting seat the very same view and the same legal moves as the real round,
deals no red 3 into a hand, keeps every known card where it is known, and
holds exactly the deck.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta_desktop.ai import make_player
from canasta_desktop.engine import RoundState, build_deck, player_view, preset
from canasta_desktop.engine.sample import Sampler, hidden_facts

from .helpers import PRESETS

POSITIONS_PER_PRESET = 1200


def _positions(rules_name: str, wanted: int):  # type: ignore[no-untyped-def]
    """Decision points (state, seat) from rounds of random and Svær players, every one of them."""
    rules = preset(rules_name)
    found = 0
    seed = 0
    while found < wanted:
        level = ("random", "svaer")[seed % 2]
        players = [make_player(level, seed * 10 + s) for s in range(rules.players)]
        state = RoundState(rules, seed, dealer=seed % rules.players)
        while not state.is_over and found < wanted:
            yield state, state.actor
            found += 1
            legal = state.legal_actions()
            state.play(players[state.actor].choose(player_view(state, state.actor), legal))
        seed += 1


@pytest.mark.parametrize("rules_name", PRESETS)
def test_every_sample_is_a_position_the_seat_could_be_in(rules_name: str) -> None:
    rng = random.Random(7)
    for state, seat in _positions(rules_name, POSITIONS_PER_PRESET):
        view = player_view(state, seat)
        sampler = Sampler(view)
        deck = Counter(build_deck(state.rules.decks, state.rules.jokers))
        real_legal = state.legal_actions()
        for _ in range(2):
            sample = sampler.sample(rng)
            assert player_view(sample, seat) == view
            assert sample.legal_actions() == real_legal
            assert Counter(sample.all_cards()) == deck
            assert not any(card.is_red_three for hand in sample.hands for card in hand)
            for other, known in enumerate(sampler.known):
                assert not Counter(known) - Counter(sample.hands[other])


def test_known_cards_are_the_real_ones() -> None:
    """What the sampler calls known in another hand really is there (and the known stock is the real one)."""
    for rules_name in PRESETS:
        for state, seat in _positions(rules_name, 400):
            facts = hidden_facts(player_view(state, seat))
            for other, known in enumerate(facts.known):
                assert not Counter(known) - Counter(state.hands[other])
            if facts.known_stock is not None:
                assert list(facts.known_stock) == state.stock


def test_samples_differ_and_repeat_with_the_seed() -> None:
    state = RoundState(preset("classic-2p"), 3)
    sampler = Sampler(player_view(state, 0))
    first = sampler.deal(random.Random(1))
    assert sampler.deal(random.Random(1)) == first
    assert sampler.deal(random.Random(2)) != first
