"""The rules for players, in the interface language, for the game being played.

The text follows docs/rules.md (the rules the engine implements) but speaks to the
player; the numbers and the variant rules come from the `RuleSet` itself, so
the page always describes the game on the table. Every sentence is a whole
translatable string with numbered arguments, in the "RulesText" context, so the
page exists in English, Danish and Swedish and follows the language setting.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.rules import (
    PileBeforeOpening,
    RedThreeUpcard,
    RuleSet,
    TakeOntoMeld,
    WildsVsNaturals,
)
from . import messages
from . import why_links as at
from .card_values_text import CardValuesText
from .condition_text import ConditionText
from .i18n import format_points
from .round_end_text import RoundEndText
from .rules_html import STYLE, bullets, heading, marked, paragraph, partnerships, two_columns
from .tip_reasons_text import TipReasonsText


class RulesText(QObject):
    """Writes the rules page of a `RuleSet` in the language installed now."""

    def html(self, rules: RuleSet, mark: str = "") -> str:
        """The page; the paragraph with the anchor ``mark`` (if any) is highlighted."""
        parts = [STYLE, f"<h2>{messages.preset_name(rules.name)}</h2>"]
        parts += self._cards(rules)
        parts += self._deal(rules)
        parts += self._turn(rules)
        parts += self._melds(rules)
        parts += self._first_meld(rules)
        parts += self._pile(rules)
        parts += self._threes(rules)
        parts += self._going_out(rules)
        round_end = RoundEndText()
        parts += round_end.stock_out(rules)
        parts += round_end.scoring(rules)
        parts += self._levels()
        parts += self._table_help(rules) + TipReasonsText().parts()
        return "\n".join(marked(part, mark) for part in parts)

    # ------------------------------------------------------------------ sections
    def _cards(self, r: RuleSet) -> list[str]:
        pts = format_points
        if r.jokers:
            deck = self.tr("The game uses %1 cards: %2 ordinary decks of 52 cards and %3 jokers.")
        else:
            deck = self.tr("The game uses %1 cards: %2 ordinary decks of 52 cards, without jokers.")
        deck = deck.replace("%1", str(r.deck_size())).replace("%2", str(r.decks)).replace("%3", str(r.jokers))
        values = CardValuesText()  # the wild cards and the card values (issue 25)
        wild = values.wild_sentence(r)
        rows: list[tuple[str, str]] = values.point_rows(r)
        rows.append((self.tr("Black 3"), pts(r.black_three_points)))
        rows.append(
            (
                self.tr("Red 3 (bonus)"),
                self.tr("%1 each, %2 for all four")
                .replace("%1", pts(r.red_three_points))
                .replace("%2", pts(r.all_red_threes_points)),
            )
        )
        return [
            heading(self.tr("The cards"), at.CARDS),
            paragraph(deck + " " + wild, at.WILD_CARDS),
            two_columns((self.tr("Card"), self.tr("Points")), rows),
        ]

    def _deal(self, r: RuleSet) -> list[str]:
        if r.players == r.sides:
            who = self.tr("%1 players, each for themselves. Everyone is dealt %2 cards.")
        elif r.sides == 2:
            who = self.tr(
                "%1 players in two partnerships; partners sit opposite each other and share "
                "their melds and their score. Everyone is dealt %2 cards."
            )
        else:
            who = self.tr(
                "%1 players in three partnerships; partners never sit next to each other and "
                "share their melds and their score. Everyone is dealt %2 cards."
            )
        who = who.replace("%1", str(r.players)).replace("%2", str(r.hand_size))
        stock = self.tr(
            "The rest of the cards are the stock, face down; its top card is turned face up "
            "and starts the discard pile."
        )
        if r.red_three_upcard is RedThreeUpcard.FREEZE:
            upcard = self.tr(
                "If that card is a wild card or a red 3, another card is turned on top of it, "
                "and the discard pile starts frozen."
            )
        else:
            upcard = self.tr(
                "If that card is a red 3, it goes back into the stock and a new card is turned. "
                "If it is a wild card, another card is turned on top of it, and the discard pile "
                "starts frozen."
            )
        red = self.tr(
            "Red 3s are never kept in the hand: one that you are dealt or draw is laid out in front "
            "of you at once, and you draw a new card for it. A red 3 that comes with the discard "
            "pile is laid out without a new card."
        )
        return [
            heading(self.tr("The deal"), at.DEAL),
            paragraph(who + " " + stock + " " + upcard),
            paragraph(red, at.RED_THREES_IN_HAND),
        ]

    def _turn(self, r: RuleSet) -> list[str]:
        turn = self.tr(
            "In your turn you first draw %n card(s) from the stock, or take the whole discard pile. "
            "Then you may meld. Last you discard one card onto the discard pile, and the turn "
            "passes to the left.",
            "",
            r.draw_count,
        )
        parts = [heading(self.tr("Your turn"), at.TURN), paragraph(turn)]
        if r.first_go_around_no_meld:
            parts.append(
                paragraph(
                    self.tr(
                        "In the first round of turns nobody melds or takes the discard pile: "
                        "everyone only draws and discards."
                    ),
                    at.FIRST_GO_AROUND,
                )
            )
        return parts

    def _melds(self, r: RuleSet) -> list[str]:
        if partnerships(r):
            intro = self.tr(
                "A meld is three or more cards of the same rank; suits do not matter, and there are "
                "no sequences. Your side has only one meld of each rank: more cards of that rank are "
                "added to it. You add only to your own side's melds, never to the opponents'."
            )
        else:
            intro = self.tr(
                "A meld is three or more cards of the same rank; suits do not matter, and there are "
                "no sequences. You have only one meld of each rank: more cards of that rank are added "
                "to it. You add only to your own melds, never to your opponent's."
            )
        limits = [self.tr("A meld needs at least %n natural card(s).", "", r.min_naturals)]
        if r.max_wilds is not None:
            limits.append(self.tr("A meld may hold at most %n wild card(s).", "", r.max_wilds))
        if r.wilds_vs_naturals is WildsVsNaturals.AT_MOST:
            limits.append(self.tr("A meld may never hold more wild cards than natural cards."))
        elif r.wilds_vs_naturals is WildsVsNaturals.FEWER:
            limits.append(self.tr("A meld must always hold more natural cards than wild cards."))
        canasta = (
            self.tr(
                "A meld of seven or more cards is a canasta. Without wild cards it is a natural "
                "canasta and scores %1 points; with wild cards it is a mixed canasta and scores %2 "
                "points. A natural canasta is squared up with a red card on top, a mixed one with a "
                "black card. Cards beyond seven add no further bonus."
            )
            .replace("%1", format_points(r.natural_canasta_bonus))
            .replace("%2", format_points(r.mixed_canasta_bonus))
        )
        if r.wild_onto_canasta:
            onto = self.tr("A wild card added to a natural canasta makes it a mixed canasta.")
        else:
            onto = self.tr(
                "Once a canasta is complete, no more wild cards may be added to it; natural cards still may."
            )
        if r.wild_canasta_bonus is not None:
            limits.append(
                self.tr(
                    "Once your side has melded, three to seven wild cards may also be melded alone; only "
                    "wild cards join that meld, and at seven cards it is a canasta of wild cards: %1 points."
                ).replace("%1", format_points(r.wild_canasta_bonus))
            )
        return [
            heading(self.tr("Melds and canastas"), at.MELDS),
            paragraph(intro, at.MELD_BASICS),
            bullets(limits, at.MELD_LIMITS),
            paragraph(canasta + " " + onto, at.CANASTA),
        ]

    def _first_meld(self, r: RuleSet) -> list[str]:
        pts = format_points
        if partnerships(r):
            intro = self.tr(
                "The first meld of your side in a round must count at least a minimum, which depends "
                "on your side's score before the round:"
            )
        else:
            intro = self.tr(
                "Your first meld in a round must count at least a minimum, which depends on your score "
                "before the round:"
            )
        rows = [(self.tr("Below 0"), pts(r.negative_score_minimum))]
        steps = r.initial_meld_steps
        for i, (score, minimum) in enumerate(steps):
            if i + 1 < len(steps):
                label = self.tr("%1 to %2").replace("%1", pts(score)).replace("%2", pts(steps[i + 1][0] - 5))
            else:
                label = self.tr("%1 or more").replace("%1", pts(score))
            rows.append((label, pts(minimum)))
        notes = self.tr(
            "Only the cards' own values count, not the bonuses for red 3s, canastas or going out. "
            "Several melds laid in the same turn count together."
        )
        notes += " " + (
            self.tr("After the first meld your side melds freely.")
            if partnerships(r)
            else self.tr("After the first meld you meld freely.")
        )
        parts = [
            heading(self.tr("The first meld"), at.FIRST_MELD),
            paragraph(intro, at.FIRST_MELD_MINIMUM),
            two_columns((self.tr("Your score"), self.tr("First meld at least")), rows),
            paragraph(notes),
        ]
        if r.canasta_waives_minimum:
            parts.append(
                paragraph(
                    self.tr("A complete canasta laid as the first meld needs no minimum."), at.CANASTA_OPENS
                )
            )
        canasta = ConditionText().canasta_opening(r)
        if canasta is not None:
            parts.append(paragraph(canasta))
        return parts

    def _pile(self, r: RuleSet) -> list[str]:
        intro = self.tr(
            "You always take the whole discard pile, never a single card, and only by melding its "
            "top card at once:"
        )
        ways = [self.tr("with a natural pair of the top card's rank from your hand;")]
        if r.take_with_natural_and_wild:
            ways.append(
                self.tr(
                    "with one natural card of that rank and one wild card from your hand, if the "
                    "pile is not frozen;"
                )
            )
        if r.take_onto_meld is TakeOntoMeld.TOP_CARD and partnerships(r):
            ways.append(
                self.tr("by adding the top card to your side's meld of that rank, if the pile is not frozen.")
            )
        elif r.take_onto_meld is TakeOntoMeld.TOP_CARD:
            ways.append(
                self.tr("by adding the top card to your meld of that rank, if the pile is not frozen.")
            )
        elif r.take_onto_meld is TakeOntoMeld.WITH_NATURAL:
            ways.append(
                self.tr(
                    "by adding the top card together with one natural card of that rank from your "
                    "hand to your side's meld of that rank, if the pile is not frozen."
                )
            )
        after = self.tr(
            "Then the rest of the pile goes to your hand, and you may meld on. The pile can never "
            "be taken while its top card is a wild card or a 3."
        )
        if not r.take_one_card_pile_with_one_card:
            after += " " + self.tr("With only one card in your hand you may not take a pile of one card.")
        if r.pile_before_opening is PileBeforeOpening.NEVER and partnerships(r):
            opening = self.tr(
                "A side that has not melded yet may not take the discard pile at all: it draws "
                "from the stock until it has made its first meld."
            )
        elif r.pile_before_opening is PileBeforeOpening.NEVER:
            opening = self.tr(
                "Before you have melded you may not take the discard pile at all: you draw from "
                "the stock until you have made your first meld."
            )
        elif partnerships(r):
            opening = self.tr(
                "A side that has not melded yet may take the pile only with a natural pair, and "
                "the top card together with the cards laid from the hand must reach the "
                "first-meld minimum; the other cards of the pile do not count."
            )
        else:
            opening = self.tr(
                "Before you have melded you may take the pile only with a natural pair, and the "
                "top card together with the cards laid from your hand must reach the first-meld "
                "minimum; the other cards of the pile do not count."
            )
        if r.red_three_upcard is RedThreeUpcard.FREEZE:
            frozen = self.tr(
                "The discard pile is frozen while it holds a wild card (a discarded wild card is "
                "laid crosswise, so everyone sees it) or when it started with a red 3. A frozen "
                "pile can be taken only with a natural pair of the top card's rank from your hand. "
                "Taking the pile unfreezes it."
            )
        else:
            frozen = self.tr(
                "The discard pile is frozen while it holds a wild card (a discarded wild card is "
                "laid crosswise, so everyone sees it). A frozen pile can be taken only with a "
                "natural pair of the top card's rank from your hand. Taking the pile unfreezes it."
            )
        parts = [
            heading(self.tr("Taking the discard pile"), at.PILE),
            paragraph(intro),
            bullets(ways, at.PILE_WAYS),
            paragraph(after, at.PILE_BLOCKED),
            paragraph(opening, at.PILE_BEFORE_OPENING),
        ]
        locked = ConditionText().locked_pile(r)
        if locked is not None:
            parts.append(paragraph(locked, at.PILE_LOCKED))
        parts += [heading(self.tr("The frozen pile"), ""), paragraph(frozen, at.FROZEN_PILE)]
        if not r.discard_wilds:
            parts.append(
                paragraph(
                    self.tr(
                        "In these rules wild cards may not be discarded, unless every card in your "
                        "hand is wild."
                    ),
                    at.WILD_DISCARDS,
                )
            )
        return parts

    def _threes(self, r: RuleSet) -> list[str]:
        red = (
            self.tr("Each red 3 scores %1 points, and all four together %2.")
            .replace("%1", format_points(r.red_three_points))
            .replace("%2", format_points(r.all_red_threes_points))
        )
        minus = ConditionText().red_threes(r)
        if minus is not None:
            red += " " + minus
        black = self.tr(
            "A discarded black 3 blocks the discard pile for the next player. Black 3s can only be "
            "melded in the turn you go out: three or four of them, without wild cards."
        )
        return [
            heading(self.tr("Red and black 3s"), at.THREES),
            paragraph(red, at.RED_THREES),
            paragraph(black, at.BLACK_THREES),
        ]

    def _going_out(self, r: RuleSet) -> list[str]:
        how = self.tr(
            "You go out by getting rid of your last cards: meld them all, or meld all but one and discard it."
        )
        if r.discard_to_go_out:
            how += " " + self.tr("In these rules the last card must be discarded onto the pile.")
        if r.going_out_not_in_canasta_turn:
            need = ConditionText().going_out_need(r)
        elif partnerships(r):
            need = self.tr(
                "Your side needs %n canasta(s) on the table to go out; one completed in the same turn "
                "counts. Until then you must keep at least two cards in your hand after melding.",
                "",
                r.canastas_to_go_out,
            )
        else:
            need = self.tr(
                "You need %n canasta(s) on the table to go out; one completed in the same turn "
                "counts. Until then you must keep at least two cards in your hand after melding.",
                "",
                r.canastas_to_go_out,
            )
        bonus = self.tr("Going out ends the round and scores %1 points.").replace(
            "%1", format_points(r.going_out_bonus)
        )
        parts = [
            heading(self.tr("Going out"), at.GOING_OUT),
            paragraph(how + " " + need, at.GOING_OUT_RULE),
            paragraph(bonus),
        ]
        if r.concealed_going_out and partnerships(r):
            parts.append(
                paragraph(
                    self.tr(
                        "Going out concealed scores %1 points instead: you meld your whole hand in "
                        "one turn, canastas included, without having melded before in the round "
                        "and without adding to your partner's melds. Then the first-meld minimum "
                        "does not apply."
                    ).replace("%1", format_points(r.concealed_bonus)),
                    at.CONCEALED,
                )
            )
        elif r.concealed_going_out:
            parts.append(
                paragraph(
                    self.tr(
                        "Going out concealed scores %1 points instead: you meld your whole hand in "
                        "one turn, canastas included, without having melded before in the round. "
                        "Then the first-meld minimum does not apply."
                    ).replace("%1", format_points(r.concealed_bonus)),
                    at.CONCEALED,
                )
            )
        if r.ask_partner:
            parts.append(
                paragraph(
                    self.tr(
                        'Once a turn, before melding, you may ask your partner "May I go out?". '
                        "The answer binds you: after a no you may not go out this turn; after a "
                        "yes you must go out, or your side loses %1 points."
                    ).replace("%1", format_points(r.partner_yes_penalty)),
                    at.ASK_PARTNER,
                )
            )
            parts.append(
                paragraph(
                    self.tr(
                        'You may ask your partner "May I go out?" after drawing and before '
                        "melding; once you have taken the pile it is too late to ask."
                    )
                )
            )
        return parts

    def _levels(self) -> list[str]:
        items = [
            self.tr(
                "<b>%1</b> often discards a random card, spends wild cards without a plan and takes the "
                "pile haphazardly."
            ).replace("%1", messages.level_name("let")),
            self.tr(
                "<b>%1</b> keeps pairs so it can take the pile, spends wild cards only to complete "
                "canastas and takes the pile when it is big enough."
            ).replace("%1", messages.level_name("mellem")),
            self.tr(
                "<b>%1</b> makes no random mistakes: it remembers the cards you took with the pile and "
                "discarded, does not discard cards you can use, and freezes the pile only when it is big "
                "and dangerous."
            ).replace("%1", messages.level_name("svaer")),
            self.tr(
                "<b>%1</b> plays as %2 and looks ahead: at the big decisions it plays the round to its end "
                "many times over, the cards it cannot see dealt at random, and picks the move that does best."
            )
            .replace("%1", messages.level_name("ekspert"))
            .replace("%2", messages.level_name("svaer")),
        ]
        note = self.tr("The computer never sees your cards or the order of the stock.")
        return [heading(self.tr("The computer players"), at.LEVELS), bullets(items), paragraph(note)]

    def _table_help(self, r: RuleSet) -> list[str]:
        draw = self.tr("Draw %n", "button", r.draw_count) if r.draw_count > 1 else self.tr("Draw", "button")
        take = self.tr("Take pile", "button")
        items = [
            self.tr("<b>Draw:</b> click the stock or press <b>%1</b>.").replace("%1", draw),
            self.tr(
                "<b>Take the pile:</b> click the discard pile or press <b>%1</b>. The game finds the cards "
                "needed from your hand, or uses the ones you selected."
            ).replace("%1", take)
            + " "
            + self.tr(
                "When a first meld needs more of your cards, the game first shows them in the new-meld "
                "area: press <b>%1</b> again to take the pile with them, change them, or press <b>%2</b>."
            )
            .replace("%1", take)
            .replace("%2", self.tr("Undo", "button")),
            self.tr(
                "<b>Meld:</b> click cards in your hand to select them and press <b>%1</b>. The game splits "
                "them by rank and puts the wild cards where they are missing. New melds wait in the "
                "new-meld area until together they reach the first-meld minimum."
            ).replace("%1", self.tr("Meld", "button")),
            self.tr(
                "<b>Add:</b> select cards and press <b>%1</b>, or click one of your melds; a selected wild "
                "card goes onto the meld you click."
            ).replace("%1", self.tr("Add", "button")),
            self.tr("<b>Discard:</b> select one card and press <b>%1</b>.").replace(
                "%1", self.tr("Discard", "button")
            )
            + " "
            + self.tr(
                "Cards waiting in the new-meld area are laid with the discard when they can be; otherwise "
                "they go back to your hand first."
            ),
            self.tr(
                "Drag and drop does all of it: drag cards onto a meld, onto the new-meld area or onto the "
                "discard pile."
            ),
            self.tr(
                "<b>%1</b> sorts the hand by rank or by suit, <b>%2</b> shows what the Hard computer would "
                "do, and <b>%3</b> takes back this turn's melds."
            )
            .replace("%1", self.tr("Sort", "button"))
            .replace("%2", self.tr("Tip", "button"))
            .replace("%3", self.tr("Undo", "button")),
            self.tr(
                "Keys: Tab moves between the hand, the stock, the pile and the melds; the arrow keys move "
                "along the hand, Home and End to its ends; space selects a card, Escape clears the selection."
            )
            + " "
            + self.tr(
                "Enter on a selected card, or a double click on a card, makes the obvious move with them."
            ),
        ]
        return [heading(self.tr("Playing at this table"), at.TABLE), bullets(items)]


def rules_html(rules: RuleSet, mark: str = "") -> str:
    """The rules of ``rules`` as an HTML page in the interface language (``mark``: the anchor to highlight)."""
    return RulesText().html(rules, mark)
