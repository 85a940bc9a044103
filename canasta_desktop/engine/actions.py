"""Actions: small immutable values with a text form that parses back.

>>> parse_action("take KH KS + QS QH QD")
TakePile(cards=(Card.from_str('KH'), Card.from_str('KS')), extra=((Card.from_str('QS'), Card.from_str('QH'), Card.from_str('QD')),))
>>> str(parse_action("meld 9H 9S 2C | AS AH AD"))
'meld 9H 9S 2C | AS AH AD'
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Rank, cards_from_str, cards_to_str

Group = tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw from the stock (the rule set says how many cards)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the whole discard pile by melding its top card at once.

    ``cards`` are the hand cards melded with the top card (empty: the top card
    goes onto the side's meld of its rank). ``extra`` are further new melds
    from the hand laid in the same move; they count towards the initial meld.
    """

    cards: Group = ()
    extra: tuple[Group, ...] = ()

    def __str__(self) -> str:
        text = "take " + cards_to_str(self.cards) if self.cards else "take"
        for group in self.extra:
            text += " + " + cards_to_str(group)
        return text


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay one or more new melds from the hand in one move."""

    groups: tuple[Group, ...]

    def __str__(self) -> str:
        return "meld " + " | ".join(cards_to_str(group) for group in self.groups)


@dataclass(frozen=True, slots=True)
class AddToMeld:
    """Add hand cards to the side's meld of ``rank``."""

    rank: Rank
    cards: Group

    def __str__(self) -> str:
        return f"add {self.rank.char}: {cards_to_str(self.cards)}"


@dataclass(frozen=True, slots=True)
class Discard:
    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class AskPartner:
    """Ask "may I go out?" (once a turn, after drawing, before melding)."""

    def __str__(self) -> str:
        return "ask"


@dataclass(frozen=True, slots=True)
class AnswerPartner:
    """The partner's binding answer to `AskPartner`."""

    yes: bool

    def __str__(self) -> str:
        return "answer yes" if self.yes else "answer no"


@dataclass(frozen=True, slots=True)
class EndRound:
    """With the stock gone: decline (or be unable) to take the pile, ending the round."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the last meld or addition of this turn."""

    def __str__(self) -> str:
        return "undo"


Action = DrawStock | TakePile | Meld | AddToMeld | Discard | AskPartner | AnswerPartner | EndRound | Undo

_SIMPLE: dict[str, Action] = {
    "draw": DrawStock(),
    "ask": AskPartner(),
    "answer yes": AnswerPartner(True),
    "answer no": AnswerPartner(False),
    "end": EndRound(),
    "undo": Undo(),
}


def hand_cards(action: object) -> Group:
    """The cards from the hand an action plays (to select or glow them); none for draw, ask, answer, end."""
    if isinstance(action, TakePile):
        return action.cards + tuple(card for group in action.extra for card in group)
    if isinstance(action, Meld):
        return tuple(card for group in action.groups for card in group)
    if isinstance(action, AddToMeld):
        return action.cards
    if isinstance(action, Discard):
        return (action.card,)
    return ()


def parse_action(text: str) -> Action:
    """Parse the text form written by ``str(action)``."""
    text = " ".join(text.split())
    if text in _SIMPLE:
        return _SIMPLE[text]
    verb, _, rest = text.partition(" ")
    try:
        if verb == "take":
            first, *extra = rest.split("+") if rest else [""]
            return TakePile(cards_from_str(first), tuple(cards_from_str(g) for g in extra))
        if verb == "meld":
            return Meld(tuple(_nonempty(group) for group in rest.split("|")))
        if verb == "add":
            rank_text, _, cards = rest.partition(":")
            return AddToMeld(Rank.from_char(rank_text.strip()), _nonempty(cards))
        if verb == "discard":
            return Discard(Card.from_str(rest))
    except ValueError as error:
        raise ValueError(f"cannot parse action {text!r}: {error}") from None
    raise ValueError(f"cannot parse action {text!r}")


def _nonempty(text: str) -> Group:
    cards = cards_from_str(text)
    if not cards:
        raise ValueError("no cards")
    return cards
