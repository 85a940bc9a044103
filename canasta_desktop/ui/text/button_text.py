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
    key: str  # its shortcut key ("" for none)
    row: Row
    judged: bool  # enabled (or not, with the reason) by the position: `button_states`


BUTTONS: dict[Button, ButtonSpec] = {  # in the order they are laid out
    Button.DRAW: ButtonSpec("D", Row.MOVES, True),
    Button.TAKE: ButtonSpec("T", Row.MOVES, True),
    Button.MELD: ButtonSpec("M", Row.MOVES, True),
    Button.ADD: ButtonSpec("L", Row.MOVES, True),
    Button.DISCARD: ButtonSpec("K", Row.MOVES, True),
    Button.TIP: ButtonSpec("H", Row.PANEL, True),
    Button.SORT: ButtonSpec("S", Row.PANEL, False),
    Button.UNDO: ButtonSpec("U", Row.PANEL, True),
    Button.ASK: ButtonSpec("A", Row.PANEL, True),
    Button.NEXT_DEAL: ButtonSpec("N", Row.FORWARD, False),
    Button.NEW_GAME: ButtonSpec("", Row.FORWARD, False),
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

    def draw(self, count: int) -> str:
        """The Draw button for a game that draws ``count`` cards."""
        return self.tr("Draw %n", "", count) if count > 1 else self.tr("Draw")
