"""Help ▸ Fairness: how the cards are shuffled, why no computer level sees a hidden card, and what the
deal code is for — in the interface language ("FairnessText" context; docs/fairness.md says the same
for developers, with the tests that prove it)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from .rules_html import STYLE, bullets, heading, paragraph


class FairnessText(QObject):
    """Writes the fairness page in the language installed now."""

    def html(self) -> str:
        title = self.tr("Fairness")
        return "".join([STYLE, f"<h2>{title}</h2>", *self._shuffle(), *self._no_peeking(), *self._code()])

    def _shuffle(self) -> list[str]:
        return [
            heading(self.tr("How the cards are shuffled"), "shuffle"),
            paragraph(
                self.tr(
                    "When a match starts, the game asks the operating system for a random number: the"
                    " match's <i>seed</i>. Every deal of the match gets its own seed from it, and each deal"
                    " is shuffled by a seeded random generator (the Mersenne Twister that comes with"
                    " Python), which puts every card in a random place. Then the cards are dealt one at a"
                    " time, as at a real table, starting left of the dealer."
                )
            ),
            paragraph(
                self.tr(
                    "Nobody chooses the seed, not the game and not a computer player, and the shuffle does"
                    " not look at who is playing or how the match stands. The same seed always gives the"
                    " same deal, on every computer: that is what makes a deal code possible."
                )
            ),
        ]

    def _no_peeking(self) -> list[str]:
        return [
            heading(self.tr("No computer level sees a hidden card"), "view"),
            paragraph(
                self.tr(
                    "A computer player is never given the game itself. Before each of its moves it gets a"
                    " <i>view</i>: exactly what a person in its seat could know — its own hand, the melds,"
                    " the top of the discard pile and the cards under it that everybody saw, how many cards"
                    " each player holds — and nothing else. The other hands and the order of the stock are"
                    " not in the view at all."
                )
            ),
            bullets(
                [
                    self.tr("Easy, Medium and Hard decide from the view alone."),
                    self.tr(
                        "Expert plays many possible rounds ahead before it moves, but it deals the hidden"
                        " cards for them itself, at random, from what the view allows: it guesses, as a"
                        " person does."
                    ),
                    self.tr(
                        "The game's own tests prove it: they deal the hidden cards differently, again and"
                        " again, and check that no level ever makes another move because of it."
                    ),
                ]
            ),
        ]

    def _code(self) -> list[str]:
        return [
            heading(self.tr("What the deal code is for"), "code"),
            paragraph(
                self.tr(
                    "After a round, the score sheet's “Show the deal” lays the deal open: every hand as"
                    " it was dealt, the order of the stock, and the deal's code, a short text such as"
                    " 0AZC-A7DP-DW86-XAZH-000H. It names the rules, the seed, the dealer and the scores"
                    " before the round. Give it to a friend: with Game ▸ Play a deal by code… they get the"
                    " very same cards in the very same places, so you can compare how you played them."
                    " A deal played by code never counts in the statistics, and the match in progress"
                    " waits for it exactly as it is."
                )
            ),
            paragraph(
                self.tr(
                    "The last character checks the others: a mistyped character, or two neighbours"
                    " swapped, is found at once. The letters I, L and O are read as 1, 1 and 0."
                )
            ),
        ]


def fairness_html() -> str:
    return FairnessText().html()
