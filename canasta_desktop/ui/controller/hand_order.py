"""The order of the human's hand on the table."""

from __future__ import annotations

from ...engine.cards import Card, Rank


def sort_hand(cards: list[Card], wild: tuple[bool, ...], by_suit: bool) -> list[Card]:
    """Naturals high to low (or by suit, then rank), black 3s next, wild cards at the right end."""

    def key(card: Card) -> tuple[int, int, int, int]:
        if wild[card.rank]:
            return (2, -int(card.rank == 0), 0, card.copy)
        if card.rank == Rank.THREE:
            return (1, 0, int(card.suit or 0), card.copy)
        suit = int(card.suit) if by_suit and card.suit is not None else 0
        return (0, suit, -int(card.rank), int(card.suit or 0) * 10 + card.copy)

    return sorted(cards, key=key)
