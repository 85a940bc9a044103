"""Invariant checks and fingerprints shared by the engine's property tests."""

from __future__ import annotations

from collections import Counter

from canasta_desktop.engine.cards import build_deck
from canasta_desktop.engine.melds import card_tables, check_composition
from canasta_desktop.engine.state import Phase, RoundState


def fingerprint(state: RoundState) -> tuple[object, ...]:
    """Everything that makes two states the same round position."""
    return (
        tuple(tuple(hand) for hand in state.hands),
        tuple(state.stock),
        tuple(state.pile),
        state.pile_frozen,
        tuple(tuple(sorted((r, tuple(m)) for r, m in side.items())) for side in state.melds),
        tuple(tuple(r3) for r3 in state.red_threes),
        state.phase,
        state.to_move,
        state.turns_started,
        state.turnovers,
        tuple(state.player_melded),
        tuple(state.penalties),
        state.went_out,
        state.concealed,
        state.result,
    )


def check_invariants(state: RoundState) -> None:
    rules = state.rules
    tables = card_tables(rules)
    assert Counter(state.all_cards()) == Counter(build_deck(rules.decks, rules.jokers)), "conservation"
    for hand in state.hands:
        assert not any(card.is_red_three for card in hand), "a red 3 in a hand"
    for side in state.melds:
        for rank, meld in side.items():
            wilds = sum(1 for card in meld if tables.wild[card.rank])
            assert len(meld) >= 3
            assert all(card.rank == rank or tables.wild[card.rank] for card in meld)
            check_composition(rules, rank, len(meld) - wilds, wilds)
    if state.phase is Phase.OVER:
        assert state.result is not None and len(state.result) == rules.sides
        if state.went_out is not None:
            assert not state.hands[state.went_out]
    else:
        assert state.legal_actions(), "dead end"
        if state.phase is Phase.MELD:
            assert state.hands[state.to_move], "an empty hand in the meld phase"
