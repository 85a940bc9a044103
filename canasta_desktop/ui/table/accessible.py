"""What a screen reader says about the table: the focused card or place, in the player's language.

The table view is the focus proxy for the scene's items: its accessible name
is the focused item's description ("King of hearts, selected", "Pile: 14
cards, frozen, top 7 of spades"), and a focus or name-change event tells
Orca or NVDA to read it out whenever it changes.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.cards import Card, Rank, Suit
from ..text.messages import meld_name
from .keyboard import HAND, Place, focused_card
from .layout_model import TableModel
from .targets import Zone


class Spoken(QObject):
    """The "Spoken" translation context: cards and places as words, for the screen reader."""

    def rank(self, rank: Rank) -> str:
        names = {
            Rank.ACE: self.tr("ace"),
            Rank.KING: self.tr("king"),
            Rank.QUEEN: self.tr("queen"),
            Rank.JACK: self.tr("jack"),
            Rank.TEN: self.tr("ten"),
            Rank.NINE: self.tr("nine"),
            Rank.EIGHT: self.tr("eight"),
            Rank.SEVEN: self.tr("seven"),
            Rank.SIX: self.tr("six"),
            Rank.FIVE: self.tr("five"),
            Rank.FOUR: self.tr("four"),
            Rank.THREE: self.tr("three"),
            Rank.TWO: self.tr("two"),
        }
        return names.get(rank, str(int(rank)))

    def suit(self, suit: Suit) -> str:
        return {
            Suit.CLUBS: self.tr("clubs"),
            Suit.DIAMONDS: self.tr("diamonds"),
            Suit.HEARTS: self.tr("hearts"),
            Suit.SPADES: self.tr("spades"),
        }[suit]

    def card(self, card: Card) -> str:
        """ "King of hearts", "Joker"."""
        if card.suit is None:
            return self.tr("Joker")
        text = (
            self.tr("%1 of %2", "rank of suit")
            .replace("%1", self.rank(card.rank))
            .replace("%2", self.suit(card.suit))
        )
        return text[:1].upper() + text[1:]

    def hand_card(self, card: Card, selected: bool, index: int, count: int) -> str:
        text = self.card(card)
        if selected:
            text = self.tr("%1, selected").replace("%1", text)
        return (
            self.tr("%1, card %2 of %3 in your hand")
            .replace("%1", text)
            .replace("%2", str(index + 1))
            .replace("%3", str(count))
        )

    def empty_hand(self) -> str:
        return self.tr("Your hand is empty")

    def stock(self, count: int) -> str:
        return self.tr("Stock: %n card(s)", "", count)

    def pile(self, model: TableModel) -> str:
        if not model.pile:
            return self.tr("Discard pile: empty")
        parts = [self.tr("Discard pile: %n card(s)", "", len(model.pile))]
        if model.pile_frozen:
            parts.append(self.tr("frozen"))
        if model.pile[-1].is_black_three:
            parts.append(self.tr("blocked by a black 3"))
        if model.pile_locked:
            parts.append(self.tr("locked for you: you have a meld of this rank"))
        parts.append(
            self.tr("top %1").replace(
                "%1",
                self.card(model.pile[-1]).lower()
                if model.pile[-1].suit is not None
                else self.card(model.pile[-1]),
            )
        )
        return ", ".join(parts)

    def staging(self, model: TableModel) -> str:
        cards = [c for group in model.staged for c in group]
        if not cards:
            return self.tr("New-meld area: empty; press Enter to put the selected cards here")
        return self.tr("New-meld area: %1").replace("%1", ", ".join(self.card(c) for c in cards))

    def meld(self, rank: Rank, cards: tuple[Card, ...]) -> str:
        text = self.tr("Your meld of %1: %n card(s)", "", len(cards)).replace("%1", meld_name(rank))
        if len(cards) >= 7:
            text = self.tr("%1, a canasta").replace("%1", text)
        return text

    def selection(self, count: int) -> str:
        return self.tr("%n card(s) selected", "", count)


def describe(model: TableModel | None, place: Place, human_side: int) -> str:
    """The words for the focused place (and card) on the table."""
    spoken = Spoken()
    if model is None:
        return ""
    kind, rank = place
    if place == HAND:
        hand = model.hand
        if not hand:
            return spoken.empty_hand()
        card = focused_card(model)
        assert card is not None
        return spoken.hand_card(card, card in model.selection, hand.index(card), len(hand))
    if kind == Zone.STOCK:
        return spoken.stock(model.stock_count)
    if kind == Zone.PILE:
        return spoken.pile(model)
    if kind == Zone.STAGING:
        return spoken.staging(model)
    if kind == Zone.MELD and rank is not None:
        return spoken.meld(rank, model.melds[human_side].get(rank, ()))
    return ""


def selection_words(model: TableModel | None) -> str:
    return Spoken().selection(len(model.selection)) if model is not None and model.selection else ""
