"""A computer partner's answer to "may I go out?", with its reason in one line (issue 33, point 5):
"Bent: No — I still hold 9 cards."

The reason is the level's own (`ExplainingPlayer`), said with what everyone at the table can see: the
answering seat's number of cards (not their points), the stock, the opponents' melds. A reason the
level does not name (a search's verdict) is said as a judgement, never as a card.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...ai.reasons import Suggestion, Why
from ...engine.actions import AnswerPartner


class PartnerAnswerText(QObject):
    """The answer's line, in the language installed now."""

    def line(self, name: str, decision: Suggestion, cards: int, stock: int) -> str | None:
        """``name``'s answer with its reason; ``cards``: the answering seat's hand, ``stock``: the stock's
        cards (both as the table shows them). None: ``decision`` is not an answer."""
        action = decision.action
        if not isinstance(action, AnswerPartner):
            return None
        said = self._yes(decision.why, cards, stock) if action.yes else self._no(decision.why, cards)
        return self.tr("%1: %2").replace("%1", name).replace("%2", said)

    def _yes(self, why: Why, cards: int, stock: int) -> str:
        if why is Why.ANSWER_YES:
            return self.tr("Yes — my hand is light: %n card(s).", "", cards)
        if why is Why.ANSWER_YES_STOCK:
            return self.tr("Yes — the stock is nearly used up: %n card(s) left.", "", stock)
        if why is Why.ANSWER_YES_THREAT:
            return self.tr("Yes — the opponents may go out soon.")
        return self.tr("Yes — going out now scores best, as I count it.")

    def _no(self, why: Why, cards: int) -> str:
        if why is Why.ANSWER_NO:
            return self.tr("No — I still hold %n card(s).", "", cards)
        return self.tr("No — we score more by playing on, as I count it.")
