"""The screen reader follows the game: every move and every refusal is announced.

The move history (the dock beside the table) is where the moves are written;
each new line (or the part a turn's line grew by: a move), and each refusal
shown in the notice line, is sent to the assistive technology (`notifications`:
an announcement, or on Linux a notification), so Orca and NVDA read it out
whether or not the dock is open. The cards in it are said in words ("king
of hearts", not "K♥", which a speech synthesizer reads as a letter and a symbol).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine.cards import Card, Rank, Suit
from ..table.accessible import Spoken
from .notifications import Notifier

MOST_AT_ONCE = 3  # more new history lines than this at once are a resumed round, not moves just made
_SUITS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_RANKS = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK} | {
    str(n): Rank(n) for n in range(2, 11)
}
_CARD = re.compile(r"(?<![\w])(10|[2-9AKQJ])([♣♦♥♠])")  # a card as the table writes it: "K♥", "10♠"


def in_words(text: str) -> str:
    """``text`` with each written card ("K♥") in words ("king of hearts"), in the interface language;
    cards in a row are parted by commas ("queen of hearts, queen of clubs, Joker"): a pause between them."""
    spoken = Spoken()
    card = f"(?:{_CARD.pattern}|{re.escape(spoken.card(Card(Rank.JOKER, None)))})"
    text = re.sub(f"{card}(?: {card})+", lambda run: run.group(0).replace(" ", ", "), text)

    def word(match: re.Match[str]) -> str:
        name = spoken.card(Card(_RANKS[match.group(1)], _SUITS[match.group(2)]))
        return name[:1].lower() + name[1:]

    return _CARD.sub(word, text)


def news(told: Sequence[str], lines: Sequence[str]) -> list[str]:
    """What is new in the history ``lines`` since ``told``: the part the last told line (the turn going
    on) grew by, and the lines after it; everything when the history is not a continuation (a new round)."""
    if not told:
        return list(lines)
    last = len(told) - 1
    if (
        len(lines) < len(told)
        or list(lines[:last]) != list(told[:last])
        or not lines[last].startswith(told[last])
    ):
        return list(lines)
    grown = lines[last][len(told[last]) :].strip()
    return ([grown] if grown else []) + list(lines[last + 1 :])


class Announcer(QObject):
    """Says texts to the screen reader from ``speaker`` (the move history's list)."""

    announced = Signal(str)  # the text as written; the screen reader gets its cards in words

    def __init__(self, speaker: QWidget, history: Callable[[], Sequence[str]]) -> None:
        super().__init__(speaker)
        self.notifier = Notifier(speaker)
        self._history = history
        self._told: list[str] = []

    def say(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        self.announced.emit(text)
        self.notifier.say(in_words(text))

    def follow_history(self, *_args: object) -> None:
        """After a change on the table: announce what the history gained (a move of any player), once."""
        lines = list(self._history())
        new = news(self._told, lines)
        if len(new) > MOST_AT_ONCE:
            new = new[-1:]  # a resumed match brings its whole round: only the last move is read out
        for line in new:
            self.say(line)
        self._told = lines

    def quiet_history(self) -> None:
        """Take the history as told (a resumed match, a language change): no replay of old moves."""
        self._told = list(self._history())
