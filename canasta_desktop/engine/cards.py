"""Cards, ranks and suits; each physical card is distinct by its copy number.

Text form: rank character + suit character, then the copy number when it is
not 0: ``"QS"``, ``"QS1"`` (the queen of spades from the second deck),
``"TH"`` (ten of hearts). Jokers are ``"XR"``/``"XB"`` (red/black joker),
``"XR1"``, ``"XB1"`` and so on for further jokers.

>>> Card.from_str("QS1")
Card.from_str('QS1')
>>> str(Card.from_str("XB"))
'XB'
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple


class Rank(IntEnum):
    """Card ranks; the value is also the index in a rank-count vector."""

    JOKER = 0
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        return _RANK_CHARS[self]

    @classmethod
    def from_char(cls, char: str) -> Rank:
        try:
            return _CHAR_RANKS[char.upper()]
        except KeyError:
            raise ValueError(f"unknown rank {char!r}") from None


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def char(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_RANK_CHARS = {
    Rank.JOKER: "X",
    Rank.TWO: "2",
    Rank.THREE: "3",
    Rank.FOUR: "4",
    Rank.FIVE: "5",
    Rank.SIX: "6",
    Rank.SEVEN: "7",
    Rank.EIGHT: "8",
    Rank.NINE: "9",
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_CHAR_RANKS = {c: r for r, c in _RANK_CHARS.items()}
_CHAR_RANKS["10"] = Rank.TEN

RANK_COUNT = 15  # length of a rank-count vector, indexed by Rank value


class Card(NamedTuple):
    """One physical card. Jokers have ``suit is None``; even copies are red."""

    rank: Rank
    suit: Suit | None
    copy: int = 0

    @property
    def is_joker(self) -> bool:
        return self.rank == Rank.JOKER

    @property
    def is_red(self) -> bool:
        if self.suit is None:
            return self.copy % 2 == 0
        return self.suit.is_red

    @property
    def is_red_three(self) -> bool:
        return self.rank == Rank.THREE and self.is_red

    @property
    def is_black_three(self) -> bool:
        return self.rank == Rank.THREE and not self.is_red

    def __str__(self) -> str:
        if self.suit is None:
            tail = self.copy // 2
            return ("XR" if self.copy % 2 == 0 else "XB") + (str(tail) if tail else "")
        return self.rank.char + self.suit.char + (str(self.copy) if self.copy else "")

    def __repr__(self) -> str:
        return f"Card.from_str({str(self)!r})"

    @classmethod
    def from_str(cls, text: str) -> Card:
        """Parse the text form; ``"10H"`` is accepted for ``"TH"``."""
        text = text.strip()
        if text.upper().startswith("10"):
            text = "T" + text[2:]
        if len(text) < 2:
            raise ValueError(f"not a card: {text!r}")
        rank = Rank.from_char(text[0])
        tail = text[2:]
        if tail and not tail.isdigit():
            raise ValueError(f"not a card: {text!r}")
        number = int(tail) if tail else 0
        colour = text[1].upper()
        if rank == Rank.JOKER:
            if colour not in "RB":
                raise ValueError(f"not a joker: {text!r}")
            return cls(rank, None, number * 2 + (colour == "B"))
        if colour not in "CDHS":
            raise ValueError(f"unknown suit in {text!r}")
        return cls(rank, Suit("CDHS".index(colour)), number)


def build_deck(decks: int, jokers: int) -> tuple[Card, ...]:
    """All physical cards: ``decks`` times 52 plus ``jokers``, in a fixed order."""
    cards = [
        Card(rank, suit, copy)
        for copy in range(decks)
        for suit in Suit
        for rank in Rank
        if rank != Rank.JOKER
    ]
    cards.extend(Card(Rank.JOKER, None, copy) for copy in range(jokers))
    return tuple(cards)


def cards_from_str(text: str) -> tuple[Card, ...]:
    """Parse space-separated cards: ``"KH KS 2C"``."""
    return tuple(Card.from_str(part) for part in text.split())


def cards_to_str(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(str(card) for card in cards)
