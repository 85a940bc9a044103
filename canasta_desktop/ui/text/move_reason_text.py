"""Why a computer played a move, asked in the move history (issue 33, point 4): "Bent discarded 9♣ — it
was unlikely to help the next player."

The reason is the level's own, in the Tip's terms (`ai.reasons.Why`), told of the mover in the third
person and the past. It is said from what the table showed: the cards the move played (named by the
move itself, never again by the reason), the pile's top card a take took, the pile's and the stock's
size, the mover's number of cards. The controller keeps only a reason made public so
(`controller.move_reasons.public_reason`); this text adds no card of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject

from ...ai.reasons import Param, Suggestion, Why
from ...engine.actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    TakePile,
)
from ...engine.cards import Card, Rank
from . import messages
from .i18n import format_points

#: The level whose general reason (`Why.ANY`) is a search's verdict, not "no particular reason".
SEARCHING_LEVEL = "ekspert"


def _num(params: Mapping[str, Param], key: str) -> int:
    value = params.get(key, 0)
    return value if isinstance(value, int) else 0


class MoveReasonText(QObject):
    """The "Why?" lines, in the language installed now."""

    def line(
        self, name: str, level: str, reason: Suggestion, cards: int, stock: int, top: Card | None, only: bool
    ) -> str:
        """``name``'s move with its reason; ``cards``: the mover's hand after it, ``stock``: the stock's
        cards after it, ``top``: the pile's top card before it (all as the table showed them); ``only``:
        it was the one legal move."""
        move = self.move(name, reason.action, top)
        said = self.tr("it was the only move allowed") if only else self.reason(reason, level, cards, stock)
        return self.tr("%1 — %2.").replace("%1", move).replace("%2", said)

    def not_kept(self, name: str) -> str:
        return self.tr(
            "%1: no reason was kept for this turn (reasons are kept only for the computers' moves "
            "worked out on this computer since the game was started or continued)."
        ).replace("%1", name)

    def not_a_computer(self) -> str:
        return self.tr("A person played this turn: only a computer's moves can be asked about.")

    def nothing_chosen(self) -> str:
        return self.tr("Choose a computer's turn in the move history first.")

    def the_deal(self) -> str:
        return self.tr("The deal: nobody chose anything.")

    def move(self, name: str, action: Action, top: Card | None) -> str:
        """The move in the third person and the past: "Bent discarded 9♣"."""
        t = messages.cards_text
        if isinstance(action, DrawStock):
            text = self.tr("%1 drew from the stock")
        elif isinstance(action, TakePile):
            shown = messages.card_text(top) if top is not None else "?"
            text = self.tr("%1 took the pile with its %2").replace("%2", shown)
        elif isinstance(action, Meld):
            text = self.tr("%1 melded %2").replace("%2", " | ".join(t(group) for group in action.groups))
        elif isinstance(action, AddToMeld):
            text = (
                self.tr("%1 added %2 to their %3")
                .replace("%2", t(action.cards))
                .replace("%3", messages.meld_name(action.rank))
            )
        elif isinstance(action, Discard):
            text = self.tr("%1 discarded %2").replace("%2", messages.card_text(action.card))
        elif isinstance(action, AskPartner):
            text = self.tr("%1 asked their partner whether they may go out")
        elif isinstance(action, AnswerPartner):
            text = self.tr("%1 answered yes") if action.yes else self.tr("%1 answered no")
        elif isinstance(action, EndRound):
            text = self.tr("%1 ended the round")
        else:
            text = "%1 " + str(action)
        return text.replace("%1", name)

    def reason(self, reason: Suggestion, level: str, cards: int, stock: int) -> str:
        """The reason, from the table's view."""
        if reason.why is Why.ANY and level == SEARCHING_LEVEL:
            return self.tr("its look-ahead scored this move best")
        maker = self._reasons(reason.params, cards, stock).get(reason.why)
        return maker() if maker is not None else self.tr("no particular reason")

    def _reasons(self, p: Mapping[str, Param], cards: int, stock: int) -> dict[Why, Callable[[], str]]:
        def rank() -> str:
            value = str(p.get("rank", ""))
            return messages.meld_name(Rank.from_char(value)) if value else "?"

        def points(key: str) -> str:
            return format_points(_num(p, key))

        size = _num(p, "size")
        shed = self.tr("to lay points down before the opponents go out")
        return {
            Why.DRAW: lambda: self.tr("the pile (%n card(s)) was not worth taking", "", size),
            Why.DRAW_FROZEN: lambda: self.tr("the pile could not be taken"),
            Why.TAKE_PILE_PAIR: lambda: self.tr("%n card(s), for a pair of %1", "", size).replace(
                "%1", rank()
            ),
            Why.TAKE_PILE_MELD: lambda: self.tr(
                "%n card(s), and the top card fitted their %1", "", size
            ).replace("%1", rank()),
            Why.TAKE_PILE_WILD: lambda: self.tr("%n card(s), for a natural card and a wild card", "", size),
            Why.TAKE_PILE_OPENING: lambda: (
                self.tr("%n card(s), and it opened their side (%1 of %2 points)", "", size)
                .replace("%1", points("points"))
                .replace("%2", points("needed"))
            ),
            Why.TAKE_PILE_FORCED: lambda: self.tr("the stock was gone and the pile fitted their melds"),
            Why.END_ROUND: lambda: self.tr("the stock was gone and the pile was not worth it"),
            Why.END_ROUND_NO_TAKE: lambda: self.tr("the stock was gone and the pile could not be taken"),
            Why.OPEN: lambda: (
                self.tr("it opened their side: %1 of %2 points")
                .replace("%1", points("points"))
                .replace("%2", points("needed"))
            ),
            Why.OPEN_CANASTA: lambda: self.tr("a canasta opens the side whatever the minimum"),
            Why.MELD_NEW: lambda: self.tr("a new meld of %1").replace("%1", rank()),
            Why.MELD_PAIR_WILD: lambda: shed,
            Why.ADD_NATURALS: lambda: self.tr("more cards for their %1").replace("%1", rank()),
            Why.ADD_WILD_CANASTA: lambda: self.tr("the wild card completed a canasta of %1").replace(
                "%1", rank()
            ),
            Why.ADD_WILD: lambda: self.tr("the wild card brought their %1 nearer a canasta").replace(
                "%1", rank()
            ),
            Why.ADD_WILD_SHED: lambda: shed,
            Why.GO_OUT: lambda: self.tr("they could go out"),
            Why.GO_OUT_CONCEALED: lambda: self.tr("they could go out concealed"),
            Why.ASK_PARTNER: lambda: self.tr("they could go out, and asked first"),
            Why.ANSWER_YES: lambda: self.tr("their hand was light: %n card(s)", "", cards),
            Why.ANSWER_YES_THREAT: lambda: self.tr("the opponents might go out soon"),
            Why.ANSWER_YES_STOCK: lambda: self.tr("the stock was nearly used up: %n card(s) left", "", stock),
            Why.ANSWER_NO: lambda: self.tr("they still held %n card(s)", "", cards),
            Why.DISCARD_SAFE: lambda: self.tr("it was unlikely to help the next player"),
            Why.DISCARD_LEAST: lambda: self.tr("it was the card they could best spare"),
            Why.DISCARD_SINGLE: lambda: self.tr("it was the card they could best spare"),
            Why.DISCARD_DEAD: lambda: self.tr("the next player had thrown away that rank before"),
            Why.DISCARD_FREEZE: lambda: self.tr("to freeze a big pile (%n card(s))", "", size),
            Why.DISCARD_BLOCK: lambda: self.tr("the black 3 stops the next player"),
            Why.DISCARD_STOP_WILD: lambda: self.tr(
                "a wild card on top stops the next player taking the pile"
            ),
            Why.DISCARD_POINTS: lambda: self.tr("to shed points: the opponents may go out"),
            Why.DISCARD_RANDOM: lambda: self.tr("no particular reason: a careless discard"),
        }
