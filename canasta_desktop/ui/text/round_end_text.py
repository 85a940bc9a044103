"""The rules page's sections on how a round ends: when the stock runs out, and the scoring.

Part of the page `rules_text.RulesText` writes, in the "RoundEndText" translation context; the same
rules (every number and variant from the `RuleSet`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.rules import ENDLESS_TURNOVERS, RuleSet, StockExhausted
from . import why_links as at
from .condition_text import ConditionText
from .i18n import format_points
from .rules_html import bullets, heading, paragraph, partnerships


class RoundEndText(QObject):
    """The rules page's "When the stock runs out" and "Scoring", in the language installed now."""

    def stock_out(self, r: RuleSet) -> list[str]:
        if r.stock_exhausted is StockExhausted.TURN_PILE:
            text = self._turn_over(r.max_pile_turnovers)
            return [
                heading(self.tr("When the stock runs out"), at.STOCK_OUT),
                paragraph(text, at.TURN_OVER),
                paragraph(self._take_or_end(r), at.MUST_TAKE_PILE),
            ]
        if r.stock_exhausted is StockExhausted.END:
            text = self.tr(
                "The round ends when a player should draw and the stock is empty. Nobody gets the "
                "bonus for going out."
            )
            return [heading(self.tr("When the stock runs out"), at.STOCK_OUT), paragraph(text)]
        return [
            heading(self.tr("When the stock runs out"), at.STOCK_OUT),
            paragraph(self._take_or_end(r), at.MUST_TAKE_PILE),
        ]

    def _turn_over(self, most: int | None) -> str:
        """`max_pile_turnovers`: how often the pile becomes the stock, and what follows the last time."""
        if most is None:
            return self.tr(
                "When the stock is empty, the discard pile is turned over, without shuffling, as the "
                "new stock, and it is no longer frozen, as often as the round needs. Only so that a "
                "round always ends, after the %1th turn-over the round ends when the stock runs out "
                "again, as in classic Canasta (§2.10):"
            ).replace("%1", str(ENDLESS_TURNOVERS))
        text = self.tr(
            "When the stock is empty, the discard pile is turned over, without shuffling, as the "
            "new stock, and it is no longer frozen. This happens at most %n time(s).",
            "",
            most,
        )
        return text + " " + self._after_last_turnover(most)

    def _after_last_turnover(self, turnovers: int) -> str:
        if turnovers == 3:
            return self.tr(
                "After the third turn-over of the pile, the round ends when the stock runs out "
                "again, as in classic Canasta (§2.10):"
            )
        return self.tr(
            "After %n turn-over(s) of the pile, the round ends when the stock runs out again, as "
            "in classic Canasta (§2.10):",
            "",
            turnovers,
        )

    def _take_or_end(self, r: RuleSet) -> str:
        """docs/rules.md §2.10: play on only while the pile is taken."""
        locked = ConditionText().take_or_end_locked(r)
        if locked is not None:
            return locked
        if partnerships(r):
            return self.tr(
                "When the stock is empty, play goes on only while players take the discard pile: "
                "you must take it if it is not frozen and its top card fits one of your side's "
                "melds. When a player cannot or will not take it, the round ends, and nobody gets "
                "the bonus for going out. If the last card of the stock is a red 3, the round ends "
                "at once."
            )
        return self.tr(
            "When the stock is empty, play goes on only while players take the discard pile: "
            "you must take it if it is not frozen and its top card fits one of your melds. When "
            "a player cannot or will not take it, the round ends, and nobody gets the bonus for "
            "going out. If the last card of the stock is a red 3, the round ends at once."
        )

    def scoring(self, r: RuleSet) -> list[str]:
        pts = format_points
        team = partnerships(r)
        conditions = ConditionText()
        items = [
            conditions.melded_cards_item(r)
            or (
                self.tr("plus the values of all its melded cards, the canastas' cards included;")
                if team
                else self.tr("plus the values of all their melded cards, the canastas' cards included;")
            ),
            self.tr("plus %1 for each natural canasta and %2 for each mixed canasta;")
            .replace("%1", pts(r.natural_canasta_bonus))
            .replace("%2", pts(r.mixed_canasta_bonus)),
            self.tr("plus %1 for each red 3, %2 for all four;")
            .replace("%1", pts(r.red_three_points))
            .replace("%2", pts(r.all_red_threes_points)),
        ]
        if r.wild_canasta_bonus is not None:
            items.insert(
                2,
                self.tr("plus %1 for each canasta of wild cards only;").replace(
                    "%1", pts(r.wild_canasta_bonus)
                ),
            )
        pile_bonus = conditions.pile_bonus_item(r)
        if pile_bonus is not None:
            items.append(pile_bonus)
        if r.concealed_going_out:
            items.append(
                self.tr("plus %1 for going out, %2 for going out concealed;")
                .replace("%1", pts(r.going_out_bonus))
                .replace("%2", pts(r.concealed_bonus))
            )
        else:
            items.append(self.tr("plus %1 for going out;").replace("%1", pts(r.going_out_bonus)))
        items.append(
            self.tr("minus the values of all cards left in its players' hands.")
            if team
            else self.tr("minus the values of the cards left in their hand.")
        )
        if r.target is None:
            match = (
                self.tr("This game is a single round: the side with the most points wins.")
                if team
                else self.tr("This game is a single round: the player with the most points wins.")
            )
        elif r.target_strictly_over:
            match = (
                self.tr(
                    "Rounds are dealt until a side has more than %1 points; then the side with the "
                    "most points wins."
                )
                if team
                else self.tr(
                    "Rounds are dealt until a player has more than %1 points; then the player "
                    "with the most points wins."
                )
            ).replace("%1", pts(r.target))
        else:
            match = (
                self.tr(
                    "Rounds are dealt until, after a round, a side has reached %1 points; then the "
                    "side with the most points wins."
                )
                if team
                else self.tr(
                    "Rounds are dealt until, after a round, a player has reached %1 points; then "
                    "the player with the most points wins."
                )
            ).replace("%1", pts(r.target))
        clock = conditions.clock(r)
        if clock is not None:
            match += " " + clock
        match += " " + self.tr("A tie plays one more round.")
        intro = (
            self.tr("When the round ends, each side scores:")
            if team
            else self.tr("When the round ends, each player scores:")
        )
        return [
            heading(self.tr("Scoring"), at.SCORING),
            paragraph(intro),
            bullets(items),
            paragraph(self.tr("A score can be negative.") + " " + match),
        ]
