"""Match over: who won, the final scores side by side, "New game" (the default) and "Close"."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine.match import Match
from ..text.i18n import format_points

MIN_WIDTH = 380  # the title bar shows "Match over" whole, whatever the language


class MatchOverDialog(QDialog):
    def __init__(
        self, match: Match, side_names: Sequence[str], human_side: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match over"))
        self.setMinimumWidth(MIN_WIDTH)
        winner = match.winner if match.winner is not None else 0
        self.winner = winner
        layout = QVBoxLayout(self)
        if winner == human_side:
            text = self.tr("You won the match!")
        else:
            text = self.tr("%1 won the match.").replace("%1", side_names[winner])
        self.title = QLabel(text)
        font = QFont()
        font.setPointSize(16)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)  # long partnership names wrap instead of being cut
        layout.addWidget(self.title)
        layout.addWidget(QLabel(self.tr("Final score:")))
        layout.addLayout(self._scores(match, side_names, winner))
        layout.addWidget(QLabel(self.tr("%n round(s) played.", "", len(match.history))))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.new_game = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.new_game.setDefault(True)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _scores(match: Match, side_names: Sequence[str], winner: int) -> QGridLayout:
        """A line per side, the best first; the winner's in bold."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        order = sorted(range(len(match.totals)), key=lambda side: -match.totals[side])
        for row, side in enumerate(order):
            name = QLabel(side_names[side])
            points = QLabel(format_points(match.totals[side]))
            points.setAlignment(Qt.AlignmentFlag.AlignRight)
            for label in (name, points):
                font = label.font()
                font.setBold(side == winner)
                font.setPointSize(font.pointSize() + 1)
                label.setFont(font)
            grid.addWidget(name, row, 0)
            grid.addWidget(points, row, 1)
        grid.setColumnStretch(0, 1)
        return grid
