"""The rules for players, in the interface language, for the game being played.

The text follows RULES.md (the project's specification) but speaks to the
player; the numbers and the variant rules come from the `RuleSet` itself, so
the page always describes the game on the table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..engine.rules import PileBeforeOpening, RuleSet, StockExhausted, TakeOntoMeld, WildsVsNaturals, preset
from . import messages

translate = QCoreApplication.translate


def rules_html(rules: RuleSet) -> str:
    """The rules of ``rules`` as HTML paragraphs."""
    wild = translate("Rules", "jokers (50 points) and 2s (20 points)") if rules.jokers else ""
    if rules.fours_wild:
        wild = translate("Rules", "4s (50 points) and 2s (20 points)")
    minimums = ", ".join(f"{score:,}+: {value}".replace(",", " ") for score, value in rules.initial_meld_steps)
    limits = [translate("Rules", "at least %1 natural cards").replace("%1", str(rules.min_naturals))]
    if rules.max_wilds is not None:
        limits.append(translate("Rules", "at most %1 wild cards").replace("%1", str(rules.max_wilds)))
    if rules.wilds_vs_naturals is WildsVsNaturals.AT_MOST:
        limits.append(translate("Rules", "never more wild cards than naturals"))
    elif rules.wilds_vs_naturals is WildsVsNaturals.FEWER:
        limits.append(translate("Rules", "always more naturals than wild cards"))
    take = [translate("Rules", "with a natural pair of the top card's rank from your hand")]
    if rules.take_with_natural_and_wild:
        take.append(translate("Rules", "with one natural and one wild card, if the pile is not frozen"))
    if rules.take_onto_meld is TakeOntoMeld.TOP_CARD:
        take.append(translate("Rules", "by adding the top card to your side's meld of its rank, if the pile is not frozen"))
    elif rules.take_onto_meld is TakeOntoMeld.WITH_NATURAL:
        take.append(translate("Rules", "with one natural card onto your side's meld of that rank, if the pile is not frozen"))
    parts = [
        f"<h2>{messages.preset_name(rules.name)}</h2>",
        "<h3>" + translate("Rules", "The cards") + "</h3>",
        "<p>" + translate("Rules", "%1 players, %2 cards each. Wild cards: %3. Aces count 20, kings to 8s 10, "
                          "7s to 4s 5, black 3s %4. Red 3s are laid out at once and count 100 each (800 for "
                          "all four).").replace("%1", str(rules.players)).replace("%2", str(rules.hand_size))
        .replace("%3", wild).replace("%4", str(rules.black_three_points)) + "</p>",
        "<h3>" + translate("Rules", "A turn") + "</h3>",
        "<p>" + translate("Rules", "Draw %n card(s) from the stock or take the whole discard pile; then meld if "
                          "you can; then discard one card.", None, rules.draw_count) + "</p>",
        "<h3>" + translate("Rules", "Melds") + "</h3>",
        "<p>" + translate("Rules", "Three or more cards of one rank; %1. Seven cards make a canasta: natural "
                          "(no wild cards, %2) or mixed (%3).").replace("%1", "; ".join(limits))
        .replace("%2", str(rules.natural_canasta_bonus)).replace("%3", str(rules.mixed_canasta_bonus)) + "</p>",
        "<p>" + translate("Rules", "Your side's first meld of a round must count at least the minimum for its "
                          "score (score: minimum): %1; below 0: %2. Several melds laid in one turn count "
                          "together.").replace("%1", minimums).replace("%2", str(rules.negative_score_minimum))
        + "</p>",
        "<h3>" + translate("Rules", "The discard pile") + "</h3>",
        "<p>" + translate("Rules", "You take the whole pile by melding its top card at once: %1. It is frozen "
                          "while it holds a wild card, and for a side that has not melded yet; a frozen pile "
                          "is taken only with a natural pair. A black 3 on top blocks it for the next player.")
        .replace("%1", "; ".join(take)) + "</p>",
    ]
    if rules.pile_before_opening is PileBeforeOpening.NEVER:
        parts.append("<p>" + translate("Rules", "A side must meld before it may take the pile.") + "</p>")
    parts += [
        "<h3>" + translate("Rules", "Going out") + "</h3>",
        "<p>" + translate("Rules", "You go out by melding all your cards (or all but one and discarding it) "
                          "once your side has %n canasta(s). Going out scores %1, concealed %2.", None,
                          rules.canastas_to_go_out).replace("%1", str(rules.going_out_bonus))
        .replace("%2", str(rules.concealed_bonus)) + "</p>",
    ]
    if rules.ask_partner:
        parts.append("<p>" + translate("Rules", "Before melding you may ask your partner \"may I go out?\". The "
                                       "answer binds: after a yes, not going out costs %1.")
                     .replace("%1", str(rules.partner_yes_penalty)) + "</p>")
    if rules.stock_exhausted is StockExhausted.TURN_PILE:
        parts.append("<p>" + translate("Rules", "When the stock is empty the discard pile is turned over as the "
                                       "new stock.") + "</p>")
    else:
        parts.append("<p>" + translate("Rules", "When the stock is empty, play goes on only while players take "
                                       "the pile; otherwise the round ends.") + "</p>")
    target = translate("Rules", "one round") if rules.target is None else f"{rules.target:,}".replace(",", " ")
    parts += [
        "<h3>" + translate("Rules", "Scoring") + "</h3>",
        "<p>" + translate("Rules", "Each side scores its melded cards, its canasta bonuses, its red 3s and the "
                          "going-out bonus, minus the cards left in its hands. The match is played to %1.")
        .replace("%1", target) + "</p>",
    ]
    return "\n".join(parts)


class RulesDialog(QDialog):
    def __init__(self, rules: RuleSet | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(560, 620)
        browser = QTextBrowser()
        browser.setHtml(rules_html(rules or preset("classic-2p")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
        layout.addWidget(buttons)
