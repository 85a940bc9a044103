"""The lessons of the variants: the family rules (first go-around, no wild discards) and the Sallingske
rules (the 4s, the turned-over pile), each played under its own preset with four players.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.phase import Phase
from ..table.targets import Zone
from ..text.button_text import Button
from .lesson import Deal, Lesson, Pointer, Step

FAMILY = "family-4p"
SALLING = "salling-4p"


class FamilyLessons(QObject):
    """What the family game (docs/rules.md §3.3) does differently."""

    def lessons(self) -> list[Lesson]:
        return [self.first_go_around(), self.no_wild_discards()]

    def first_go_around(self) -> Lesson:
        return Lesson(
            "family-first-go-around",
            self.tr("Family rules: the first go-around"),
            FAMILY,
            Deal(
                hands=("AH AS AD KC 5C 6D 9S JH TD 8C", "QC QD 7S 7H 9C", "JS JD 6S 6H TC", "8D 8S 5H 5S 9H"),
                pile="7C",
                stock="4C 4D KH KS QH QS TH TS 6C 7D",
                turns_started=1,
            ),
            (
                Step(
                    self.tr(
                        "In the family rules everybody only draws and discards in the first round of "
                        "turns. Click the stock to draw two cards."
                    ),
                    Pointer(place=Zone.STOCK),
                    "draw",
                    self.tr("Draw from the stock: in the first go-around nobody takes the pile."),
                ),
                Step(
                    self.tr(
                        "You hold three aces, but nobody melds in the first go-around. Drag the 5 onto "
                        "the discard pile."
                    ),
                    Pointer(cards=("5C",), place=Zone.PILE),
                    "discard 5C",
                    self.tr("Keep the aces for later: in the first go-around nobody may meld."),
                ),
                Step(
                    self.tr("Everybody has had a turn: now you may meld. Draw from the stock."),
                    Pointer(place=Zone.STOCK),
                    "draw",
                    self.tr("Draw first; then meld."),
                ),
                Step(
                    self.tr("Select the three aces and press Meld: 60 points, enough for the first meld."),
                    Pointer(cards=("AH", "AS", "AD"), button=Button.MELD),
                    "meld AH AS AD",
                    self.tr("Meld the three aces now that the first go-around is over."),
                ),
            ),
            computer={1: ("draw", "discard 7S"), 2: ("draw", "discard 6S"), 3: ("draw", "discard 5S")},
            done=self.tr("The first go-around: draw and discard only."),
        )

    def no_wild_discards(self) -> Lesson:
        return Lesson(
            "family-no-wild-discards",
            self.tr("Family rules: wild cards stay in the game"),
            FAMILY,
            Deal(
                hands=("QH QS QD 2C 2D 9D 6S", "JC JD 7S 7H 9C", "JS TD 6D 6H TC", "8D 8S 5H 5S 9H"),
                pile="7C 5D",
                melds={0: ("KH KS KD",)},
                phase=Phase.MELD,
            ),
            (
                Step(
                    self.tr(
                        "In the family rules a meld needs more natural cards than wild cards. Select the "
                        "three queens and one 2 and press Meld."
                    ),
                    Pointer(cards=("QH", "QS", "QD", "2C"), button=Button.MELD),
                    "meld QH QS QD 2C",
                    self.tr("Meld the three queens with one 2: three naturals, one wild card."),
                ),
                Step(
                    self.tr(
                        "A wild card may never be discarded in the family rules. Drag the 9 onto the pile."
                    ),
                    Pointer(cards=("9D",), place=Zone.PILE),
                    "discard 9D",
                    self.tr("In the family rules jokers and 2s are never discarded: keep the 2 for a meld."),
                ),
            ),
            done=self.tr("No wild discards, and more naturals than wild cards in every meld."),
        )


class SallingLessons(QObject):
    """What the Sallingske game (docs/rules.md §3.4) does differently."""

    def lessons(self) -> list[Lesson]:
        return [self.fours(), self.turned_pile()]

    def fours(self) -> Lesson:
        return Lesson(
            "salling-fours",
            self.tr("Sallingske: the 4s are wild"),
            SALLING,
            Deal(
                hands=("QH QS 4C 4D 4S 9D KC 6H", "JC JD 7S 7H 9C", "JS TD 6D 5H TC", "8D 8S 5C 5S 9H"),
                pile="7C 5D",
                phase=Phase.MELD,
            ),
            (
                Step(
                    self.tr(
                        "Sallingske has no jokers: the 4s are wild, worth 50. Select the two queens and "
                        "one 4 and press Meld: 70 points, enough for the first meld."
                    ),
                    Pointer(cards=("QH", "QS", "4C"), button=Button.MELD),
                    "meld QH QS 4C",
                    self.tr("A 4 is a wild card here, not a rank to meld: put one 4 with the two queens."),
                ),
                Step(
                    self.tr("Drag the 9 onto the discard pile."),
                    Pointer(cards=("9D",), place=Zone.PILE),
                    "discard 9D",
                    self.tr("Keep the 4s, they are wild cards; discard the 9."),
                ),
            ),
            done=self.tr("In Sallingske the 4s are the wild cards."),
        )

    def turned_pile(self) -> Lesson:
        return Lesson(
            "salling-turned-pile",
            self.tr("Sallingske: the turned-over pile"),
            SALLING,
            Deal(
                hands=("KH KS 7D 6C JD", "QC QD 5S", "JS JH 6H", "TC TD 9S"),
                pile="9D",
                stock="8C",
                rest_in_pile=True,
            ),
            (
                Step(
                    self.tr("The stock has one card left. Click it to draw it."),
                    Pointer(place=Zone.STOCK),
                    "draw",
                    self.tr(
                        "Your side has not melded yet: in Sallingske the pile is taken only after the "
                        "first meld. Draw the last card of the stock."
                    ),
                ),
                Step(
                    self.tr(
                        "Drag the 7 onto the discard pile. The stock is empty now: in Sallingske the "
                        "discard pile is then turned over, not shuffled, and becomes the new stock."
                    ),
                    Pointer(cards=("7D",), place=Zone.PILE),
                    "discard 7D",
                    self.tr("Discard the 7 and watch the pile become the stock."),
                ),
                Step(
                    self.tr(
                        "The pile was turned over into a new stock, and any freeze is gone. Draw from it."
                    ),
                    Pointer(place=Zone.STOCK),
                    "draw",
                    self.tr("Draw from the new stock."),
                ),
            ),
            computer={1: ("draw", "discard 5S"), 2: ("draw", "discard 6H"), 3: ("draw", "discard 9S")},
            done=self.tr("An empty stock: the pile is turned over and play goes on."),
        )
