"""The words of teaching's cautions (a QObject, so the counts get Qt's plural forms)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from .why_links import PILE_WAYS, SCORING, Explained


class TeachingText(QObject):
    def feeds_meld(self, name: str, card: str, rank: str, size: int) -> str:
        """The next player can put the discard on their meld of its rank and take the pile."""
        text = self.tr(
            "%1 can add your %3 to their meld of %2 and take the pile of %n card(s) with it.", "", size
        )
        return Explained(text.replace("%1", name).replace("%2", rank).replace("%3", card), PILE_WAYS)

    def feeds_pair(self, name: str, card: str, rank: str, size: int) -> str:
        """The next player very likely holds a pair of the discard's rank."""
        text = self.tr(
            "%1 very likely holds a pair of %2 (from the cards the table has shown): with your %3 on "
            "top, %1 can take the pile of %n card(s).",
            "",
            size,
        )
        return Explained(text.replace("%1", name).replace("%2", rank).replace("%3", card), PILE_WAYS)

    def discard_anyway(self) -> str:
        return self.tr("Discard anyway")

    def costly_going_out(self, points: int) -> str:
        text = self.tr(
            "Going out like this scores %1 points less for your side than going out the way the Tip "
            "would. Press Tip to see it."
        ).replace("%1", str(points))
        return Explained(text, SCORING)

    def spoils_going_out(self, points: int) -> str:
        text = self.tr(
            "After this move, going out this turn scores %1 points less for your side than the way "
            "the Tip would go out. Press Tip to see it."
        ).replace("%1", str(points))
        return Explained(text, SCORING)

    def go_out_anyway(self) -> str:
        return self.tr("Go out anyway")

    def play_anyway(self) -> str:
        return self.tr("Play it anyway")


def teaching_text() -> TeachingText:
    return TeachingText()
