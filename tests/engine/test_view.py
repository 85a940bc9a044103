"""`PlayerView` gives a seat what it may know (docs/rules.md §4) and no way to reach the rest."""

from __future__ import annotations

import gc
import random
from typing import Any

from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.events import CardsDrawn
from canasta_desktop.engine.state import Phase


def reachable(root: object) -> list[Any]:
    """Every object reachable from ``root`` through references (classes and modules excluded)."""
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type) or type(obj).__name__ == "module":
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


def played_state(name: str, seed: int, turns: int) -> RoundState:
    state = RoundState(preset(name), seed, 0)
    rng = random.Random(seed)
    while not state.is_over and state.turns_started < turns:
        state.play(rng.choice(state.legal_actions()))
    return state


def test_view_cannot_reach_other_hands_or_the_stock() -> None:
    for name in ("classic-2p", "classic-4p", "salling-6p"):
        state = played_state(name, 3, 12)
        for seat in range(state.rules.players):
            view = player_view(state, seat)
            objects = reachable(view)
            assert not any(isinstance(obj, RoundState) for obj in objects)
            assert not any(obj is state.stock or obj is state.hands for obj in objects)
            cards = {obj for obj in objects if isinstance(obj, Card)}
            public = set(view.hand) | set(view.pile)
            for side in state.melds:
                for meld in side.values():
                    public |= set(meld)
            for threes in state.red_threes:
                public |= set(threes)
            for event in state.public_events:
                public |= {obj for obj in reachable(event) if isinstance(obj, Card)}
            assert cards <= public
            assert not cards & set(state.stock)


def test_view_hides_the_cards_others_drew_but_not_their_count() -> None:
    state = played_state("classic-2p", 8, 4)
    view = player_view(state, 0)
    drawn = [e for e in view.events if isinstance(e, CardsDrawn)]
    assert drawn and all(e.cards == () for e in drawn)
    assert any(e.count > 0 for e in drawn if e.seat == 1)


def test_view_shows_own_hand_counts_and_table() -> None:
    state = played_state("classic-4p", 5, 9)
    view = player_view(state, 2)
    assert view.hand == tuple(state.hands[2])
    assert view.hand_counts == tuple(len(hand) for hand in state.hands)
    assert view.stock_count == len(state.stock)
    assert view.pile_top == state.pile_top
    assert view.side == 0 and view.minimums == state.minimums


def test_view_is_a_copy_that_later_play_does_not_change() -> None:
    state = played_state("classic-2p", 2, 3)
    view = player_view(state, 0)
    hand = view.hand
    rng = random.Random(1)
    while state.phase is not Phase.OVER and state.turns_started < 8:
        state.play(rng.choice(state.legal_actions()))
    assert view.hand == hand
