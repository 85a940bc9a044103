"""The score sheet's buttons about the deal: "Show the deal" (the deal laid open, `deal_window`) and
"Expert with your cards" (the deal played again with Ekspert in the player's seat against the same
opponents, several times on a worker thread: `workers/seat_replay_runner`). Its result is said in the
round review's measure, the margin over the opponents (the side's round score less the mean of the
other sides'), as a median with its range, beside the player's own margin.

Kept apart from the score sheet so that it stays one button box with a line that adds these.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from ...ai.judge import side_margin
from ...ai.seat_replay import ReplaySpread
from ...engine.deal_open import dealt
from ...engine.match import RoundRecord
from ...persistence.savegame import seat_seed
from ..controller.table_session import TableSession
from ..text.review_text import signed_points
from ..workers.seat_replay_runner import ReplayJob, SeatReplayRunner
from .deal_window import DealWindow, deal_window


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sat where in the round: the person's seat and every other seat's (level, seed)."""

    human: int
    others: Mapping[int, tuple[str, int]]


def seating_of(session: TableSession | None) -> Seating | None:
    """The seating of the round on the table: the person's seat, each computer seat's level and the seed
    its player was given (`seat_seed`); None without a session or without one person to replace."""
    if session is None or session.shared_screen():  # another person's play cannot be replayed
        return None
    seed = session.match.seed
    others = {seat: (level, seat_seed(seed, seat)) for seat, level in session.levels.items()}
    return Seating(session.viewer, others)


class DealButtons(QObject):
    """ "Show the deal" and "Expert with your cards" on a score sheet, when the round's log is known."""

    def __init__(
        self,
        sheet: QWidget,
        buttons: QDialogButtonBox,
        record: RoundRecord,
        names: Sequence[str],
        seating: Seating | None = None,
    ) -> None:
        super().__init__(sheet)
        self.sheet = sheet
        self.record = record
        self.names = list(names)
        self.seating = seating
        self.window: DealWindow | None = None
        self.steps: int | None = None  # Ekspert's budget per decision (None: the table's; tests use less)
        known = dealt(record.log, record.sheet) is not None
        self.show_deal = QPushButton(QCoreApplication.translate("ScoreSheetDialog", "Show the deal"))
        self.show_deal.setAutoDefault(False)
        self.show_deal.setToolTip(
            QCoreApplication.translate(
                "ScoreSheetDialog", "Every hand as it was dealt, the stock's order and the deal's code"
            )
        )
        self.show_deal.setEnabled(known)
        self.show_deal.clicked.connect(self.open_deal)
        buttons.addButton(self.show_deal, QDialogButtonBox.ButtonRole.ActionRole)
        self.runner = SeatReplayRunner(self)
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self._replayed)
        self.ekspert_row = self._ekspert_row(known and seating is not None)
        layout = sheet.layout()
        if layout is not None:
            layout.addWidget(self.ekspert_row)
        sheet.destroyed.connect(self.runner.stop)

    # ----------------------------------------------------------------- the deal laid open
    def open_deal(self) -> None:
        title = QCoreApplication.translate("ScoreSheetDialog", "round %1").replace(
            "%1", str(self.record.number)
        )
        window = deal_window(self.record.log, self.names, title, self.sheet, self.record.sheet)
        if window is None:
            return
        self.window = window
        window.setModal(False)
        window.show()

    # ----------------------------------------------------------------- Ekspert with your cards
    def _ekspert_row(self, possible: bool) -> QWidget:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        self.ekspert_button = QPushButton(
            QCoreApplication.translate("ScoreSheetDialog", "Expert with your cards")
        )
        self.ekspert_button.setAutoDefault(False)
        self.ekspert_button.setToolTip(
            QCoreApplication.translate(
                "ScoreSheetDialog",
                "The same deal played again with Expert in your seat against the same opponents",
            )
        )
        self.ekspert_button.setEnabled(possible)
        self.ekspert_button.clicked.connect(self.start_ekspert)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.progress.setMaximumWidth(160)
        self.progress.setAccessibleName(
            QCoreApplication.translate("ScoreSheetDialog", "Expert is playing your cards")
        )
        self.ekspert_result = QLabel()
        self.ekspert_result.setWordWrap(True)  # the line with the spread would widen the sheet
        self.ekspert_result.setObjectName("ekspertResult")
        line.addWidget(self.ekspert_button)
        line.addWidget(self.progress)
        line.addWidget(self.ekspert_result, 1)
        return row

    def job(self) -> ReplayJob | None:
        """The replay of this round's deal with Ekspert in the person's seat (seeded by the deal)."""
        deal = dealt(self.record.log, self.record.sheet)
        if deal is None or self.seating is None:
            return None
        seating = self.seating
        return ReplayJob(deal, seating.human, seating.others, "ekspert", self.record.seed, self.steps)

    def start_ekspert(self) -> None:
        job = self.job()
        if job is None or self.runner.running:
            return
        self.ekspert_button.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.ekspert_result.setText(
            QCoreApplication.translate("ScoreSheetDialog", "Expert is playing your cards…")
        )
        self.runner.start(job)

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(done, total))

    @Slot(object)
    def _replayed(self, result: object) -> None:
        self.show_result(result if isinstance(result, ReplaySpread) else None)

    def player_margin(self, result: ReplaySpread) -> float:
        """The person's side's round score less the mean of the other sides' (the review's measure)."""
        side = result.plays[0].state.rules.side_of(result.seat)
        return side_margin([score.total for score in self.record.sheet], side)

    def show_result(self, result: ReplaySpread | None) -> None:
        """Expert's margins beside the player's (None: the replay was stopped or failed)."""
        self.progress.setVisible(False)
        if result is None or self.seating is None:
            self.ekspert_result.setText(
                QCoreApplication.translate("ScoreSheetDialog", "Expert could not play the deal again.")
            )
            self.ekspert_button.setEnabled(True)
            return
        self.ekspert_result.setText(
            self.tr(
                "Expert with your cards, %5 plays: %1 against the opponents (median; from %2 to %3). You: %4."
            )
            .replace("%5", str(len(result.plays)))
            .replace("%1", signed_points(result.median))
            .replace("%2", signed_points(result.low))
            .replace("%3", signed_points(result.high))
            .replace("%4", signed_points(self.player_margin(result)))
        )
        self.ekspert_result.setToolTip(
            self.tr(
                "Points more than the opponents in this round (the round review's measure). Expert played"
                " your cards again and again while the opponents chose differently: one play is one"
                " sample of how the round might have gone."
            )
        )
