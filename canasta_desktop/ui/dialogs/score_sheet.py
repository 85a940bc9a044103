"""The score sheet at the end of a round, written as on the paper scorecard.

A column per side; rows for melded cards, natural canastas, mixed canastas,
red 3s, going out, cards left in hand (minus, and which cards: the round is
over, so the computer's hand is shown face up), the round's total and the
match's. Counts are written out ("2 natural canastas: 1 000"), the round's
best side is highlighted.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ...engine.match import Match, RoundRecord
from ...engine.rules import RedThreesPlus
from ...engine.scoring import SideScore
from ...engine.time_stop import TimeStop
from ..controller.guest_round import DealCheck
from ..text import messages
from ..text.clock_text import ClockText
from ..text.i18n import format_points
from .deal_buttons import DealButtons, Seating

SCORE_SHEET_STYLE = (
    "#ScoreSheet { background: #fbf7e9; }"
    "#ScoreSheet QLabel { color: #1d2a3a; font-size: 14px; }"
    "#ScoreSheet QLabel[role='head'] { font-weight: bold; font-size: 15px;"
    " border-bottom: 2px solid #1d2a3a; padding: 4px 10px; }"
    "#ScoreSheet QLabel[role='headwinner'] { font-weight: bold; font-size: 15px; color: #8a1020;"
    " border-bottom: 2px solid #1d2a3a; padding: 4px 10px; background: #f7e4a8; }"
    "#ScoreSheet QLabel[role='row'] { padding: 3px 10px; border-bottom: 1px solid #c9c1a8; }"
    "#ScoreSheet QLabel[role='cards'] { padding: 0px 10px 4px 10px; color: #5a5440; font-size: 13px;"
    " border-bottom: 1px solid #c9c1a8; }"
    "#ScoreSheet QLabel[role='total'] { font-weight: bold; padding: 4px 10px;"
    " border-top: 2px solid #1d2a3a; }"
    "#ScoreSheet QLabel[role='winner'] { font-weight: bold; padding: 4px 10px; color: #8a1020;"
    " border-top: 2px solid #1d2a3a; background: #f7e4a8; }"
)

NO_POINTS = "—"


def _heading(text: str, point_size: int) -> QLabel:
    label = QLabel(text)
    font = QFont()
    font.setPointSize(point_size)
    font.setBold(True)
    label.setFont(font)
    return label


def _hand_order(cards: Sequence[Card]) -> list[Card]:
    """High cards first, jokers last, as a player fans a hand to count it."""
    return sorted(cards, key=lambda card: (card.suit is None, -int(card.rank), str(card)))


class ScoreSheetDialog(QDialog):
    """The round's score, laid out like the paper scorecard: a column per side."""

    review_requested = Signal()  # Review this round (shown when the round can be reviewed)

    def __init__(
        self,
        record: RoundRecord,
        match: Match,
        side_names: Sequence[str],
        parent: QWidget | None = None,
        hands: Sequence[Sequence[Card]] | None = None,
        seat_names: Sequence[str] = (),
        reviewable: bool = False,
        seating: Seating | None = None,
        deal_check: DealCheck | None = None,
        time_stop: TimeStop | None = None,
    ) -> None:
        """``deal_check``: a round at another computer's table, its deal checked (the fair deal);
        ``time_stop``: the match's clock stopped the round (issue 32)."""
        super().__init__(parent)
        self.match = match
        self.side_names = list(side_names)
        self.hands = hands
        self.seat_names = list(seat_names)
        self.setWindowTitle(self.tr("Score sheet — round %1").replace("%1", str(record.number)))
        self.setObjectName("ScoreSheet")
        self.setStyleSheet(SCORE_SHEET_STYLE)
        layout = QVBoxLayout(self)
        layout.addWidget(_heading(self.tr("Round %1").replace("%1", str(record.number)), 15))
        layout.addLayout(self._grid(record))
        target = match.rules.target
        if target is not None:
            layout.addWidget(QLabel(self.tr("Playing to %1 points.").replace("%1", format_points(target))))
        if time_stop is not None:
            stopped = QLabel(ClockText().sheet_line(time_stop))
            stopped.setObjectName("timestop")
            stopped.setWordWrap(True)
            layout.addWidget(stopped)
        self.fairness = QLabel(self.fairness_text(deal_check) if deal_check is not None else "")
        self.fairness.setObjectName("fairness")
        self.fairness.setWordWrap(True)
        self.fairness.setVisible(deal_check is not None)
        layout.addWidget(self.fairness)
        buttons = QDialogButtonBox()
        text = self.tr("See the result") if match.is_over else self.tr("Next deal")
        self.next_button = QPushButton(text)
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.deal_buttons = DealButtons(self, buttons, record, self.seat_names, seating)  # the deal, Ekspert
        buttons.accepted.connect(self.accept)
        self.review_button = QPushButton(self.tr("&Review this round…"))
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.review_requested.emit)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setVisible(reviewable)  # after addButton, which shows it
        layout.addWidget(buttons)

    def reject(self) -> None:
        """Closing the sheet (Escape, the window's ×) mid-match leaves the finished table in view, with
        Next deal under it; after the match's last round it goes on to the result, as the button does
        (a finished match has nothing else to look at first)."""
        if self.match.is_over:
            self.accept()
        else:
            super().reject()

    def fairness_text(self, check: DealCheck) -> str:
        """The fair deal's check in one line: the deal committed to, or what did not match."""
        texts = {
            DealCheck.FAIR: self.tr(
                "The deal was checked: it is the deal the host committed to before the first card."
            ),
            DealCheck.NO_COMMITMENT: self.tr(
                "Warning: the host did not commit to this deal before its first card, so it could not be checked."
            ),
            DealCheck.NOT_COMMITTED: self.tr(
                "Warning: the deal the host showed is not the one it committed to before the first card."
            ),
            DealCheck.OTHER_GAME: self.tr(
                "Warning: the host's record of the round is not a whole game of the deal it committed to."
            ),
            DealCheck.NOT_SEEN: self.tr(
                "Warning: the host's record of the round does not match the moves your table showed."
            ),
        }
        return texts[check]

    # ----------------------------------------------------------------- the grid
    def _grid(self, record: RoundRecord) -> QGridLayout:
        """A header row of the sides, a row per kind of points, then the round's and the match's totals."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(0)
        grid.setVerticalSpacing(0)
        sheet = record.sheet
        best = max(s.total for s in sheet)
        self.winners = [s.side for s in sheet if s.total == best]
        for col, text in enumerate(["", *self.side_names]):
            label = QLabel(text)
            label.setProperty("role", "headwinner" if col and col - 1 in self.winners else "head")
            label.setAlignment(Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(label, 0, col)
        row = 1
        for title, values in self._point_rows(sheet):
            _add_grid_row(grid, row, title, "row", [(value, "row") for value in values])
            row += 1
        if self.hands is not None:
            _add_grid_row(grid, row, "", "cards", [(self._cards_left(s.side), "cards") for s in sheet])
            row += 1
        round_cells = [
            (format_points(s.total), "winner" if s.side in self.winners else "total") for s in sheet
        ]
        match_cells = [(format_points(total), "total") for total in record.totals_after]
        _add_grid_row(grid, row, self.tr("Round total"), "total", round_cells)
        _add_grid_row(grid, row + 1, self.tr("Match total"), "total", match_cells)
        return grid

    def _point_rows(self, sheet: Sequence[SideScore]) -> list[tuple[str, list[str]]]:
        rules = self.match.rules
        rows = [
            (self.tr("Melded cards"), [self._melded(s) for s in sheet]),
            (
                self.tr("Natural canastas"),
                [self._natural(s.natural_canastas, rules.natural_canasta_bonus) for s in sheet],
            ),
            (
                self.tr("Mixed canastas"),
                [self._mixed(s.mixed_canastas, rules.mixed_canasta_bonus) for s in sheet],
            ),
            (self.tr("Red 3s"), [self._red_threes(s) for s in sheet]),
            (self.tr("Going out"), [self._going_out(s) for s in sheet]),
            (
                self.tr("Cards left in hand"),
                [format_points(-s.hand_points) if s.hand_points else "0" for s in sheet],
            ),
        ]
        if any(s.wild_canastas for s in sheet):  # its own line, only when there is one (issue 25)
            bonus = rules.wild_canasta_bonus or 0
            rows.insert(
                3, (self.tr("Wild-card canastas"), [self._wild(s.wild_canastas, bonus) for s in sheet])
            )
        if any(s.pile_bonus for s in sheet):  # issue 25: `RuleSet.pile_bonus_size`
            rows.append((self.tr("Pile bonus"), [format_points(s.pile_bonus) for s in sheet]))
        if any(s.penalty for s in sheet):
            rows.append((self.tr("Penalty (partner said yes)"), [format_points(-s.penalty) for s in sheet]))
        return rows

    # ----------------------------------------------------------------- cells
    def _melded(self, score: SideScore) -> str:
        if score.melded_points < 0:  # `RuleSet.melds_negative_without_canasta`: the rule's effect, said
            return self.tr("%1 (minus: no canasta)").replace("%1", format_points(score.melded_points))
        return format_points(score.melded_points)

    def _natural(self, count: int, bonus: int) -> str:
        if not count:
            return NO_POINTS
        return self._narrow(
            self.tr("%n natural canasta(s): %1", "", count).replace("%1", format_points(count * bonus))
        )

    def _mixed(self, count: int, bonus: int) -> str:
        if not count:
            return NO_POINTS
        return self._narrow(
            self.tr("%n mixed canasta(s): %1", "", count).replace("%1", format_points(count * bonus))
        )

    def _wild(self, count: int, bonus: int) -> str:
        if not count:
            return NO_POINTS
        return self._narrow(
            self.tr("%n canasta(s) of wild cards: %1", "", count).replace("%1", format_points(count * bonus))
        )

    def _red_threes(self, score: SideScore) -> str:
        if not score.red_threes:
            return NO_POINTS
        text = self._narrow(
            self.tr("%n red 3(s): %1", "", score.red_threes).replace(
                "%1", format_points(score.red_three_points)
            )
        )
        if score.red_three_points >= 0:
            return text
        # `RuleSet.red_threes_plus`: why they count minus, as the rule set says
        no_canasta = self.match.rules.red_threes_plus is RedThreesPlus.WITH_CANASTA
        why = self.tr("(minus: no canasta)") if no_canasta else self.tr("(minus: no meld)")
        return f"{text} {why}"

    def _narrow(self, text: str) -> str:
        """With three sides the sheet must stay narrower than a small screen: the points go on a line
        of their own under the count ("1 mixed canasta:" / "300")."""
        if len(self.side_names) < 3:
            return text
        words, colon, points = text.rpartition(": ")
        return f"{words}:\n{points}" if colon else text

    def _going_out(self, score: SideScore) -> str:
        bonus = score.going_out_bonus
        if not bonus:
            return NO_POINTS
        if score.concealed:
            return self.tr("Concealed: %1").replace("%1", format_points(bonus))
        return format_points(bonus)

    def _cards_left(self, side: int) -> str:
        """Each player's cards left in hand, one line per player ("K♥ 7♠ Joker")."""
        assert self.hands is not None
        rules = self.match.rules
        lines = []
        for seat in rules.seats_of(side):
            cards = messages.cards_text(_hand_order(self.hands[seat])) or self.tr("no cards")
            if rules.players > rules.sides and seat < len(self.seat_names):
                cards = f"{self.seat_names[seat]}: {cards}"
            lines.append(cards)
        return "\n".join(lines)


def _add_grid_row(
    grid: QGridLayout, row: int, title: str, title_role: str, cells: Sequence[tuple[str, str]]
) -> None:
    """A row of the score sheet: its title on the left, then a right-aligned (text, role) cell per side."""
    label = QLabel(title)
    label.setProperty("role", title_role)
    grid.addWidget(label, row, 0)
    for col, (text, role) in enumerate(cells, start=1):
        cell = QLabel(text)
        cell.setProperty("role", role)
        cell.setAlignment(Qt.AlignmentFlag.AlignRight)
        if role == "cards":
            cell.setObjectName("cardsLeft")
            cell.setWordWrap(True)
            cell.setMinimumWidth(150)
        grid.addWidget(cell, row, col)
