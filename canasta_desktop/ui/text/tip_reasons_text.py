"""The rules page's section on the Tip's own reasons (issue 31): the reasons that are judgement, not a
rule — a pile not worth taking, the card to spare, points laid down before the opponents go out — each
in a paragraph that "Why?" after such a Tip opens (the rules' paragraphs say what may be done, not
why the Tip chose it)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from . import why_links as at
from .rules_html import heading, paragraph


class TipReasonsText(QObject):
    """The section's words, in the language installed now."""

    def parts(self) -> list[str]:
        return [
            heading(self.tr("The Tip's reasons"), at.TIP_REASONS),
            paragraph(
                self.tr(
                    "The Tip shows what the computer would do in your place, from what you can see: "
                    "your hand, the table and the cards taken and thrown so far. Its reason in brackets "
                    "is the one that decided; the rules above say what may be done, these paragraphs why "
                    "the Tip chose it."
                )
            ),
            paragraph(
                self.tr(
                    "<b>The pile is not worth taking:</b> the pile may be taken, but the Tip weighs what "
                    "taking it brings (its cards, what they meld with your hand, how near they bring a "
                    "canasta) against the cards a draw from the stock brings, and drawing comes out ahead. "
                    "A small pile of cards you cannot use seldom pays for the cards from your hand that "
                    "are laid with its top card."
                ),
                at.TIP_PILE_WORTH,
            ),
            paragraph(
                self.tr(
                    "<b>The card to discard:</b> the Tip keeps the cards that build your melds and pairs "
                    "and throws the one you can best spare: a lone card, or one the next player is "
                    "unlikely to take the pile with (a rank they threw away themselves, none they have "
                    "melded, taken or shown a pair of)."
                ),
                at.TIP_DISCARD,
            ),
            paragraph(
                self.tr(
                    "<b>Laying points down:</b> when the opponents have the canastas to go out and few "
                    "cards left, the cards in your hand may soon count against you, so the Tip melds and "
                    "discards high cards it would otherwise keep."
                ),
                at.TIP_SHED,
            ),
        ]
