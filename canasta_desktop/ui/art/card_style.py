"""How cards are inked: two colours or four (bridge players' ♠ black, ♥ red, ♦ blue, ♣ green), and
high contrast (a dark, thicker border). One style for the whole program, set from the settings."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from canasta_desktop.engine.cards import Card, Suit

RED = QColor("#b3122e")
BLACK = QColor("#16161a")
BLUE = QColor("#0a47a8")
GREEN = QColor("#0f6e2a")
_FOUR = {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN}


@dataclass(frozen=True)
class CardStyle:
    four_colour: bool = False
    high_contrast: bool = False


_current = CardStyle()


def card_style() -> CardStyle:
    return _current


def set_card_style(style: CardStyle) -> bool:
    """Use ``style`` from now on; True when it changed (cached card pictures must then be redrawn)."""
    global _current
    changed = style != _current
    _current = style
    return changed


def suit_colour(card: Card) -> QColor:
    """The ink of a card in the current style (jokers keep their red or black)."""
    if _current.four_colour and card.suit is not None:
        return _FOUR[card.suit]
    return RED if card.is_red else BLACK
