"""Shared helpers for the AI tests: play rounds with computer players, shuffle the hidden cards."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import Player
from canasta_desktop.engine import Action, Card, PlayerView, RoundState, player_view, preset
from canasta_desktop.engine.events import AddedToMeld, Discarded, Melded, PileTaken, RedThreeLaid, UndoneMove
from canasta_desktop.engine.rules import PRESETS as ENGINE_PRESETS

LEVELS = ("let", "mellem", "svaer")
PRESETS = tuple(ENGINE_PRESETS)  # every preset, classic-3p included


def seat_players(rules_name: str, names: Sequence[str], seed: int) -> list[Player]:
    """One player per seat; ``names`` gives the level per side."""
    rules = preset(rules_name)
    return [make_player(names[rules.side_of(s) % len(names)], seed * 100 + s) for s in range(rules.players)]


def play_round(
    state: RoundState,
    players: Sequence[Player],
    on_decision: Callable[[RoundState, PlayerView, list[Action], Action], None] | None = None,
    limit: int = 5000,
) -> RoundState:
    """Play to the end; every chosen action must be legal (checked before playing it)."""
    for _ in range(limit):
        if state.is_over:
            return state
        legal = state.legal_actions()
        view = player_view(state, state.actor)
        action = players[state.actor].choose(view, legal)
        assert state.is_legal(action), f"illegal {action} by seat {state.actor}"
        if on_decision is not None:
            on_decision(state, view, legal, action)
        state.play(action)
    raise AssertionError("the round did not end")


def publicly_known(state: RoundState) -> set[Card]:
    """Every card some public event has shown (pile takes, melds, discards, red 3s, undos)."""
    shown: set[Card] = set(state.pile)
    for event in state.public_events:
        if isinstance(event, PileTaken):
            shown.update(event.cards)
        elif isinstance(event, (Melded, AddedToMeld, UndoneMove)):
            shown.update(event.cards)
        elif isinstance(event, (Discarded, RedThreeLaid)):
            shown.add(event.card)
    return shown


def shuffle_hidden(state: RoundState, seat: int, rng: random.Random) -> RoundState:
    """A copy of ``state`` where the cards ``seat`` cannot see are dealt differently.

    The other hands keep their sizes and the cards publicly seen going into
    them; everything else in them and the whole stock is permuted. The copy
    shares every public fact and ``seat``'s own hand with the original.
    """
    other = copy.deepcopy(state)
    shown = publicly_known(state)
    pool: list[Card] = [card for card in other.stock if not card.is_red_three]
    slots: list[tuple[int, int]] = []  # (hand, index) of hidden cards
    for s, hand in enumerate(other.hands):
        if s == seat:
            continue
        for i, card in enumerate(hand):
            if card not in shown:
                pool.append(card)
                slots.append((s, i))
    rng.shuffle(pool)
    for s, i in slots:
        other.hands[s][i] = pool.pop()
    # Red 3s stay where they were in the stock (a hand never holds one).
    other.stock = [card if card.is_red_three else pool.pop() for card in other.stock]
    assert not pool
    return other
