"""The rules page's sentences for the house-rule conditions of issue 25: what a canasta changes in the
scoring, the canasta opening, going out after the canasta's turn, the bonus for a pile of one size,
the match played to the clock, the pile locked by a rank the side has melded.

Part of the page `rules_text.RulesText` writes (and its scoring section, `round_end_text`), in the
"ConditionText" translation context; each sentence appears only when its `RuleSet` field asks for it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.rules import MatchTimeEnd, RedThreesOtherwise, RedThreesPlus, RuleSet
from .i18n import format_points
from .rules_html import partnerships


class ConditionText(QObject):
    """The sentences, in the language installed now."""

    def canasta_opening(self, r: RuleSet) -> str | None:
        """`canasta_opening_from`: from a score on, the first meld must hold a canasta."""
        if r.canasta_opening_from is None:
            return None
        text = (
            self.tr(
                "From %1 points before the round, your side's first meld must include a canasta "
                "(seven cards or more), and it must still count the minimum."
            )
            if partnerships(r)
            else self.tr(
                "From %1 points before the round, your first meld must include a canasta (seven "
                "cards or more), and it must still count the minimum."
            )
        )
        return text.replace("%1", format_points(r.canasta_opening_from))

    def going_out_need(self, r: RuleSet) -> str:
        """`going_out_not_in_canasta_turn`: the canastas must be there when the turn begins."""
        if partnerships(r):
            return self.tr(
                "Your side needs %n canasta(s) on the table to go out, and they must be there "
                "before your turn begins: you may not go out in the turn that completed them. "
                "Until then you must keep at least two cards in your hand after melding.",
                "",
                r.canastas_to_go_out,
            )
        return self.tr(
            "You need %n canasta(s) on the table to go out, and they must be there before your "
            "turn begins: you may not go out in the turn that completed them. Until then you must "
            "keep at least two cards in your hand after melding.",
            "",
            r.canastas_to_go_out,
        )

    def red_threes(self, r: RuleSet) -> str | None:
        """`red_threes_plus` and `red_threes_otherwise`: when the red 3s count minus, or nothing,
        instead (None: never)."""
        if r.red_threes_plus is RedThreesPlus.ALWAYS:
            return None
        nothing = r.red_threes_otherwise is RedThreesOtherwise.NOTHING
        with_meld = r.red_threes_plus is RedThreesPlus.WITH_MELD
        if partnerships(r):
            return self._side_red_threes(with_meld, nothing)
        if with_meld:
            if nothing:
                return self.tr(
                    "If you have made no meld at all when the round ends, your red 3s count nothing."
                )
            return self.tr(
                "If you have made no meld at all when the round ends, your red 3s count as minus instead."
            )
        if nothing:
            return self.tr("If you have no canasta when the round ends, your red 3s count nothing.")
        return self.tr("If you have no canasta when the round ends, your red 3s count as minus instead.")

    def _side_red_threes(self, with_meld: bool, nothing: bool) -> str:
        if with_meld:
            if nothing:
                return self.tr(
                    "If your side has made no meld at all when the round ends, the red 3s count nothing."
                )
            return self.tr(
                "If your side has made no meld at all when the round ends, the red 3s count as minus instead."
            )
        if nothing:
            return self.tr("If your side has no canasta when the round ends, the red 3s count nothing.")
        return self.tr("If your side has no canasta when the round ends, the red 3s count as minus instead.")

    def melded_cards_item(self, r: RuleSet) -> str | None:
        """`melds_negative_without_canasta`: the scoring list's first item (None: the ordinary one)."""
        if not r.melds_negative_without_canasta:
            return None
        if partnerships(r):
            return self.tr(
                "plus the values of all its melded cards if it has a canasta; without a canasta "
                "they count as minus, like the cards in hand;"
            )
        return self.tr(
            "plus the values of all their melded cards if they have a canasta; without a canasta "
            "they count as minus, like the cards in hand;"
        )

    def clock(self, r: RuleSet) -> str | None:
        """`match_minutes`: the match to the clock, and how its round in progress ends (`match_time_end`)."""
        if r.match_minutes is None:
            return None
        if r.match_time_end is MatchTimeEnd.SCORE_AS_STANDS:
            text = self.tr(
                "The match is played to the clock: once %1 minutes of play have passed, the round in "
                "progress stops at once and is scored as it stands (melds, canastas and red 3s plus, "
                "the cards in hand minus, no bonus for going out), and the match ends, whatever the "
                "scores. The table shows the time left."
            )
        elif r.match_time_end is MatchTimeEnd.NOT_COUNTED:
            text = self.tr(
                "The match is played to the clock: once %1 minutes of play have passed, the round in "
                "progress stops at once and counts nothing, and the match ends with the scores before "
                "it. The table shows the time left."
            )
        else:
            text = self.tr(
                "The match is played to the clock: once %1 minutes of play have passed, it ends after the "
                "round in progress, whatever the scores. The table shows the time left."
            )
        return text.replace("%1", str(r.match_minutes))

    def pile_bonus_item(self, r: RuleSet) -> str | None:
        """`pile_bonus_size` and `pile_bonus_points`: the scoring list's item for the pile's bonus."""
        if r.pile_bonus_size is None:
            return None
        return (
            self.tr("plus %1 each time a pile of exactly %2 cards was taken;")
            .replace("%1", format_points(r.pile_bonus_points))
            .replace("%2", str(r.pile_bonus_size))
        )

    def locked_pile(self, r: RuleSet) -> str | None:
        """`melded_rank_locks_pile`: a rank the side has melded locks the pile (None: it does not)."""
        if not r.melded_rank_locks_pile:
            return None
        if partnerships(r):
            return self.tr(
                "In these rules your side may not take the discard pile while its top card is of a "
                "rank your side has melded, whatever the pile and however you would take it: once "
                "your side has a meld of 10s, a 10 on top locks the pile for you."
            )
        return self.tr(
            "In these rules you may not take the discard pile while its top card is of a rank you "
            "have melded, whatever the pile and however you would take it: once you have a meld of "
            "10s, a 10 on top locks the pile for you."
        )

    def take_or_end_locked(self, r: RuleSet) -> str | None:
        """docs/rules.md §2.10 under `melded_rank_locks_pile`: the pile a player would have to take (its
        top card of a rank the side has melded) is the very pile the lock refuses: nobody must take it."""
        if not r.melded_rank_locks_pile:
            return None
        if partnerships(r):
            return self.tr(
                "When the stock is empty, play goes on only while players take the discard pile. "
                "Nobody must take it: a top card of a rank your side has melded locks it. When a "
                "player cannot or will not take it, the round ends, and nobody gets the bonus for "
                "going out. If the last card of the stock is a red 3, the round ends at once."
            )
        return self.tr(
            "When the stock is empty, play goes on only while players take the discard pile. Nobody "
            "must take it: a top card of a rank you have melded locks it. When a player cannot or "
            "will not take it, the round ends, and nobody gets the bonus for going out. If the last "
            "card of the stock is a red 3, the round ends at once."
        )
