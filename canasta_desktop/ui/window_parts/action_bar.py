"""The move buttons, laid in the strip the table keeps free right above the hand (docs/rules.md §5)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QPushButton, QWidget


class ActionBar(QWidget):
    """Draw, Take pile, Meld, Add, Discard — or, between rounds, Next deal and after the match New game."""

    def __init__(
        self, view: QGraphicsView, moves: list[QPushButton], next_deal: QPushButton, new_game: QPushButton
    ) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.moves = moves
        self.next_deal = next_deal
        self.new_game = new_game
        self.setObjectName("actionbar")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        for button in (*moves, next_deal, new_game):
            row.addWidget(button)

    def place(self, strip: QRectF) -> None:
        """Lay the bar in ``strip`` (scene coordinates: one unit is one pixel of the view)."""
        self.adjustSize()
        top_left = self.view.mapFromScene(strip.topLeft())
        height = self.sizeHint().height()
        self.move(top_left.x(), top_left.y() + max(0, int((strip.height() - height) / 2)))
        self.raise_()

    def show_way_forward(
        self, has_match: bool, round_over: bool, match_over: bool, deals_on: bool = True
    ) -> None:
        """Between rounds Next deal (unless no round follows: a lesson's), after the match New game,
        instead of the move buttons."""
        for button in self.moves:
            button.setVisible(has_match and not round_over)
        self.next_deal.setVisible(round_over and not match_over and deals_on)
        self.new_game.setVisible(match_over)

    def take_tip(self, selection: bool) -> str:
        """What Take pile will do now: take the pile with the selected cards, or with cards the game finds."""
        if selection:
            tip = self.tr("Take the discard pile, using the selected cards from your hand")
        else:
            tip = self.tr("Take the discard pile (the game finds the cards from your hand)")
        return f"{tip} (T)"
