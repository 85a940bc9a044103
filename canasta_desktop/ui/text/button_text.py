"""The words and tooltips of the window's buttons (the moves, the panel's, the way forward)."""

from __future__ import annotations

from PySide6.QtCore import QObject


class ButtonTexts(QObject):
    def texts(self, expert_tip: bool) -> dict[str, tuple[str, str]]:
        """Button name (as in ``MainWindow.<name>_button``) → (its text, its tooltip)."""
        return {
            "draw": (self.tr("Draw"), self.tr("Draw from the stock")),
            "take": (
                self.tr("Take pile"),
                self.tr("Take the discard pile (with the selected cards, or the game finds them)"),
            ),
            "meld": (
                self.tr("Meld"),
                self.tr("Meld the selected cards; several melds can wait in the new-meld area"),
            ),
            "add": (self.tr("Add"), self.tr("Add the selected cards to your melds")),
            "discard": (self.tr("Discard"), self.tr("Discard the selected card")),
            "undo": (self.tr("Undo"), self.tr("Take back this turn's melds and additions")),
            "tip": (
                self.tr("Tip"),
                self.tr("Show what the Expert computer would do (it thinks up to a second)")
                if expert_tip
                else self.tr("Show what the Hard computer would do"),
            ),
            "sort": (self.tr("Sort"), self.tr("Sort the hand by rank or by suit")),
            "ask": (
                self.tr("May I go out?"),
                self.tr("Ask your partner whether you may go out (after drawing, before melding)"),
            ),
            "next_deal": (self.tr("Next deal"), self.tr("Deal the next round")),
            "new_game": (self.tr("New game…"), self.tr("Start a new match")),
        }

    def draw(self, count: int) -> str:
        """The Draw button for a game that draws ``count`` cards."""
        return self.tr("Draw %n", "", count) if count > 1 else self.tr("Draw")
