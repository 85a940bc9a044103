"""The classic lessons (2-player classic rules): a turn, melds and wild cards, the first meld, the pile,
canastas, the 3s, going out and the score sheet. Every sentence goes through Qt's translation
(context "ClassicLessons"); a lesson is built afresh when shown, so it reads in the language of the moment.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.phase import Phase
from ..table.targets import Zone
from ..text.button_text import Button
from .lesson import Deal, Lesson, Pointer, Step

CLASSIC = "classic-2p"


class ClassicLessons(QObject):
    """The lessons every game's set starts with."""

    def lessons(self) -> list[Lesson]:
        return [
            self.turn(),
            self.melds(),
            self.first_meld(),
            self.pile(),
            self.canastas(),
            self.threes(),
            self.going_out(),
        ]

    def turn(self) -> Lesson:
        return Lesson(
            "turn",
            self.tr("Drawing and discarding"),
            CLASSIC,
            Deal(hands=("KH 9S 7D 5C 4H 6S JC", "QH QS 8D 8C TD 6C 4D"), pile="5D 9H", stock="AC 8H TS JS"),
            (
                Step(
                    self.tr(
                        "A turn starts with drawing. Click the stock (or press Draw 2): you get two cards."
                    ),
                    Pointer(place=Zone.STOCK),
                    "draw",
                    self.tr(
                        "The pile is not for you yet: to take it you need two 9s of your own, and "
                        "you have one. Draw from the stock instead."
                    ),
                ),
                Step(
                    self.tr(
                        "A turn ends with one card on the discard pile. Drag the 4 onto the pile: it "
                        "fits nothing in your hand."
                    ),
                    Pointer(cards=("4H",), place=Zone.PILE),
                    "discard 4H",
                    self.tr("Keep the cards that can become melds; the lone 4 is the card to let go."),
                ),
                Step(
                    self.tr(
                        "Now the computer draws and discards; its move is written under the table. "
                        "That is a whole turn: draw, meld if you can, discard. Press Next."
                    )
                ),
            ),
            computer={1: ("draw", "discard 6C")},
            done=self.tr("You know how a turn goes."),
        )

    def melds(self) -> Lesson:
        return Lesson(
            "melds",
            self.tr("Melds and wild cards"),
            CLASSIC,
            Deal(
                hands=("7H 7S 7D QC QD XR 9C 5S 8H TC", "KC KD 6C 6D 5H"),
                pile="8S JD",
                melds={0: ("AH AS AD",)},
                phase=Phase.MELD,
            ),
            (
                Step(
                    self.tr(
                        "You have drawn. A meld is three or more cards of one rank. Select your three 7s "
                        "and press Meld."
                    ),
                    Pointer(cards=("7H", "7S", "7D"), button=Button.MELD),
                    "meld 7H 7S 7D",
                    self.tr("First lay the three 7s: three cards of one rank make a meld."),
                ),
                Step(
                    self.tr(
                        "Jokers and 2s are wild: they stand in for a missing card. Select the two queens "
                        "and the joker and press Meld."
                    ),
                    Pointer(cards=("QC", "QD", "XR"), button=Button.MELD),
                    "meld QC QD XR",
                    self.tr(
                        "Two queens are not a meld yet; the joker makes them three. A meld needs at "
                        "least two natural cards and at most three wild cards."
                    ),
                ),
                Step(
                    self.tr("End the turn: drag the 5 onto the discard pile."),
                    Pointer(cards=("5S",), place=Zone.PILE),
                    "discard 5S",
                    self.tr("Discard the 5, the card that fits nothing."),
                ),
            ),
            done=self.tr("Melds are three or more of a rank; wild cards fill the gaps."),
        )

    def first_meld(self) -> Lesson:
        return Lesson(
            "first-meld",
            self.tr("The first meld and its minimum"),
            CLASSIC,
            Deal(
                hands=("KH KS KD 6H 6S 6D AC AD 2C 4S JH 9D", "QC QD 7C 7S 5H"),
                pile="8S TD",
                phase=Phase.MELD,
            ),
            (
                Step(
                    self.tr(
                        "Your first meld must be worth at least 50 points: aces 20, kings 10, "
                        "6s 5, a 2 20. The kings alone make 30. Select the three kings, both aces and the "
                        "2, and press Meld: 90 points together."
                    ),
                    Pointer(cards=("KH", "KS", "KD", "AC", "AD", "2C"), button=Button.MELD),
                    "meld KH KS KD | AC AD 2C",
                    self.tr(
                        "Melds laid in the same turn count together: put the kings and the aces with the "
                        "2 down at once to reach 50."
                    ),
                ),
                Step(
                    self.tr("90 points: your side has melded. Now drag the 4 onto the discard pile."),
                    Pointer(cards=("4S",), place=Zone.PILE),
                    "discard 4S",
                    self.tr("Discard the 4: it fits nothing."),
                ),
            ),
            done=self.tr("The first meld needs the minimum; after it you meld freely."),
        )

    def pile(self) -> Lesson:
        return Lesson(
            "pile",
            self.tr("Taking the pile (and the frozen pile)"),
            CLASSIC,
            Deal(
                hands=("8H 8D XR 5S 6D 9C JS QH", "KC KD 7C 7S 5H"),
                pile="4C TD 2S 6C JH 9D 8C",
                melds={0: ("AH AS AD",)},
                pile_frozen=True,
            ),
            (
                Step(
                    self.tr(
                        "The pile is frozen: a wild card lies crosswise in it. A frozen pile can be taken "
                        "only with a natural pair of its top card. Select your two 8s and click the pile."
                    ),
                    Pointer(cards=("8H", "8D"), place=Zone.PILE),
                    "take 8H 8D",
                    self.tr("The joker cannot help while the pile is frozen: only two natural 8s take it."),
                ),
                Step(
                    self.tr(
                        "The whole pile is in your hand, and the 8s are melded. Drag the 4 onto the "
                        "discard pile."
                    ),
                    Pointer(cards=("4C",), place=Zone.PILE),
                    "discard 4C",
                    self.tr("Discard the 4 you took with the pile."),
                ),
            ),
            done=self.tr("A big pile is worth taking; a frozen one needs a natural pair."),
        )

    def canastas(self) -> Lesson:
        return Lesson(
            "canastas",
            self.tr("Canastas, natural and mixed"),
            CLASSIC,
            Deal(
                hands=("KD1 7C 7H1 XB 9S 5D TC", "QC QD 6C 6S 5H"),
                pile="8S JD",
                melds={0: ("KH KS KD KC KH1 KS1", "7H 7S 7D 2C")},
                phase=Phase.MELD,
            ),
            (
                Step(
                    self.tr(
                        "Seven cards of a rank make a canasta. Drag your king onto your six kings: no wild "
                        "card in it, so it is a natural canasta, 500 points."
                    ),
                    Pointer(cards=("KD1",), place=Zone.MELD, rank="K"),
                    "add K: KD1",
                    self.tr("Complete the kings first: the seventh king makes a natural canasta."),
                ),
                Step(
                    self.tr(
                        "Now select the two 7s and the joker and drag them onto your 7s: seven cards with "
                        "wild cards in them make a mixed canasta, 300 points."
                    ),
                    Pointer(cards=("7C", "7H1", "XB"), place=Zone.MELD, rank="7"),
                    "add 7: 7C 7H1 XB",
                    self.tr("Put all three on the 7s: the two 7s and the joker together make it seven."),
                ),
                Step(
                    self.tr("Drag the 5 onto the discard pile."),
                    Pointer(cards=("5D",), place=Zone.PILE),
                    "discard 5D",
                    self.tr("Discard the 5."),
                ),
            ),
            done=self.tr("Natural canasta 500, mixed canasta 300."),
        )

    def threes(self) -> Lesson:
        return Lesson(
            "threes",
            self.tr("Red 3s and black 3s"),
            CLASSIC,
            Deal(
                hands=("3C 5S 6H 6D TC JS", "KC KH 7S 7D 9H"),
                pile="8S 7C",
                stock="3H 9C JD",
                melds={0: ("QH QS QD",)},
            ),
            (
                Step(
                    self.tr(
                        "Draw from the stock. One of the cards is a red 3: it is never held, it goes onto "
                        "the table at once (100 points) and you get another card for it."
                    ),
                    Pointer(place=Zone.STOCK),
                    "draw",
                    self.tr("Draw from the stock to see what happens to a red 3."),
                ),
                Step(
                    self.tr(
                        "A black 3 on the pile blocks it: the next player cannot take the pile. Drag your "
                        "black 3 onto the pile."
                    ),
                    Pointer(cards=("3C",), place=Zone.PILE),
                    "discard 3C",
                    self.tr(
                        "Discard the black 3: it is a stop card, and the computer cannot take the pile "
                        "under it."
                    ),
                ),
                Step(self.tr("The computer had to draw from the stock. Press Next.")),
            ),
            computer={1: ("draw", "discard 9H")},
            done=self.tr("Red 3s are bonus cards; black 3s block the pile."),
        )

    def going_out(self) -> Lesson:
        return Lesson(
            "going-out",
            self.tr("Going out and the score sheet"),
            CLASSIC,
            Deal(
                hands=("9S1 9D1 JH JS JD 4C", "QC QD 6S 5H 8D"),
                pile="8S TD",
                melds={0: ("AH AS AD AC AH1 AS1 AD1", "9H 9S 9D 9C 9H1"), 1: ("KH KS KD",)},
                phase=Phase.MELD,
            ),
            (
                Step(
                    self.tr(
                        "To go out you need two canastas. You have one; drag your two 9s onto the 9s to "
                        "make the second."
                    ),
                    Pointer(cards=("9S1", "9D1"), place=Zone.MELD, rank="9"),
                    "add 9: 9S1 9D1",
                    self.tr("Not yet: with only one canasta you may not go out. Complete the 9s first."),
                ),
                Step(
                    self.tr("Now select the three jacks and press Meld."),
                    Pointer(cards=("JH", "JS", "JD"), button=Button.MELD),
                    "meld JH JS JD",
                    self.tr("Meld the jacks, so only one card is left."),
                ),
                Step(
                    self.tr("Go out: drag your last card onto the discard pile."),
                    Pointer(cards=("4C",), place=Zone.PILE),
                    "discard 4C",
                    self.tr("Discard the 4 to go out."),
                ),
                Step(
                    self.tr(
                        "The score sheet: your melded cards, 500 for each natural canasta, 100 for going "
                        "out, minus the cards left in the computer's hand. Press Next deal to close it."
                    )
                ),
            ),
            done=self.tr("You went out. That is the whole game!"),
        )
