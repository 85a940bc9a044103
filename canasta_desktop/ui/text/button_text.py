"""The window's buttons as one table (each button, its key, where it sits), and their words and tooltips.

The button states (`controller.button_states`), the window and the lessons' pointer all take their
buttons from `BUTTONS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject


class Button(Enum):
    DRAW = "draw"
    TAKE = "take"
    MELD = "meld"
    ADD = "add"
    DISCARD = "discard"
    UNDO = "undo"
    TIP = "tip"
    SORT = "sort"
    ASK = "ask"  # "May I go out?", in games where a partner can be asked
    NEXT_DEAL = "next_deal"
    NEW_GAME = "new_game"


class Row(Enum):
    """Where a button sits."""

    MOVES = "moves"  # the row above the hand
    PANEL = "panel"  # the score panel
    FORWARD = "forward"  # between rounds, instead of the moves


@dataclass(frozen=True)
class ButtonSpec:
    row: Row
    judged: bool  # enabled (or not, with the reason) by the position: `button_states`
    keyed: bool = True  # pressed by a key of its own (the key follows the language: `ButtonTexts.key`)


BUTTONS: dict[Button, ButtonSpec] = {  # in the order they are laid out
    Button.DRAW: ButtonSpec(Row.MOVES, True),
    Button.TAKE: ButtonSpec(Row.MOVES, True),
    Button.MELD: ButtonSpec(Row.MOVES, True),
    Button.ADD: ButtonSpec(Row.MOVES, True),
    Button.DISCARD: ButtonSpec(Row.MOVES, True),
    Button.TIP: ButtonSpec(Row.PANEL, True),
    Button.SORT: ButtonSpec(Row.PANEL, False),
    Button.UNDO: ButtonSpec(Row.PANEL, True),
    Button.ASK: ButtonSpec(Row.PANEL, True),
    Button.NEXT_DEAL: ButtonSpec(Row.FORWARD, False),
    Button.NEW_GAME: ButtonSpec(Row.FORWARD, False, keyed=False),
}
JUDGED = tuple(button for button, spec in BUTTONS.items() if spec.judged)


def row(which: Row) -> tuple[Button, ...]:
    return tuple(button for button, spec in BUTTONS.items() if spec.row is which)


class ButtonTexts(QObject):
    def texts(self, expert_tip: bool) -> dict[Button, tuple[str, str]]:
        """Each button's text and tooltip."""
        return {
            Button.DRAW: (self.tr("Draw"), self.tr("Draw from the stock")),
            Button.TAKE: (
                self.tr("Take pile"),
                self.tr("Take the discard pile (with the selected cards, or the game finds them)"),
            ),
            Button.MELD: (
                self.tr("Meld"),
                self.tr("Meld the selected cards; several melds can wait in the new-meld area"),
            ),
            Button.ADD: (self.tr("Add"), self.tr("Add the selected cards to your melds")),
            Button.DISCARD: (self.tr("Discard"), self.tr("Discard the selected card")),
            Button.UNDO: (self.tr("Undo"), self.tr("Take back this turn's melds and additions")),
            Button.TIP: (
                self.tr("Tip"),
                self.tr("Show what the Expert computer would do (it thinks up to a second)")
                if expert_tip
                else self.tr("Show what the Hard computer would do"),
            ),
            Button.SORT: (self.tr("Sort"), self.tr("Sort the hand by rank or by suit")),
            Button.ASK: (
                self.tr("May I go out?"),
                self.tr("Ask your partner whether you may go out (after drawing, before melding)"),
            ),
            Button.NEXT_DEAL: (self.tr("Next deal"), self.tr("Deal the next round")),
            Button.NEW_GAME: (self.tr("New game…"), self.tr("Start a new match")),
        }

    def key(self, button: Button) -> str:
        """The key that presses ``button`` in the language installed now ("" for none): each language
        picks letters of its own words (Danish Træk = T, Tag bunken = B), no two the same."""
        keys = {
            Button.DRAW: self.tr("D", "the key of the Draw button"),
            Button.TAKE: self.tr("T", "the key of the Take pile button"),
            Button.MELD: self.tr("M", "the key of the Meld button"),
            Button.ADD: self.tr("L", "the key of the Add button"),
            Button.DISCARD: self.tr("K", "the key of the Discard button"),
            Button.TIP: self.tr("H", "the key of the Tip button"),
            Button.SORT: self.tr("S", "the key of the Sort button"),
            Button.UNDO: self.tr("U", "the key of the Undo button"),
            Button.ASK: self.tr("A", "the key of the May I go out? button"),
            Button.NEXT_DEAL: self.tr("N", "the key of the Next deal button"),
        }
        return keys.get(button, "")

    def why_key(self) -> str:
        """The key that opens "Why?" under a refusal, in the language installed now."""
        return self.tr("W", "the key of the Why? button")

    def draw(self, count: int) -> str:
        """The Draw button for a game that draws ``count`` cards."""
        return self.tr("Draw %n", "", count) if count > 1 else self.tr("Draw")
