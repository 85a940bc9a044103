"""The statistics window: matches played and won per level and per game, streaks, round scores,
the finished matches, and a chart of the recent results drawn with QPainter.

Everything shown is derived from the finished-match history that
`persistence.statistics` keeps (older matches folded into monthly tallies count
in the figures but are no longer listed). A match replaced by a new one before it ended is listed as
abandoned: its rounds count, its result does not. The rounds finished so far in the match on the
table count in the round figures too (``in_progress``). "Reset statistics" asks first and
keeps the old file as the backup. Every entry is shown as plain text, and an
entry that cannot be shown is skipped, never fatal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QDateTime, QLocale, QRectF, QSize, Qt, QTimeZone
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...persistence.statistics import FinishedMatch, StatisticsStore, Summary, Tally, recent_margins
from ..text import messages
from ..text.i18n import format_points
from ..text.stored_names import side_name_today

RECENT = 20
WIN_COLOUR = QColor("#2f9e55")
LOSS_COLOUR = QColor("#c0392b")


class ResultsChart(QWidget):
    """The last matches as bars from a zero line: up by the winning margin, down by the losing one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[tuple[int, bool]] = []
        self.setMinimumHeight(150)
        self.empty_text = ""

    def sizeHint(self) -> QSize:
        return QSize(520, 170)

    def set_results(self, results: Sequence[tuple[int, bool]], empty_text: str) -> None:
        self.results = list(results)
        self.empty_text = empty_text
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect()).adjusted(8, 8, -8, -8)
        painter.fillRect(QRectF(self.rect()), QColor("#fbf7e9"))
        if not self.results:
            painter.setPen(QColor("#6b6450"))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            return
        top = max(1, max(abs(margin) for margin, _ in self.results))
        middle = area.center().y()
        half = area.height() / 2 - 14
        painter.setPen(QPen(QColor("#1d2a3a"), 1))
        painter.drawLine(int(area.left()), int(middle), int(area.right()), int(middle))
        slot = area.width() / max(len(self.results), RECENT // 2)
        width = max(3.0, slot * 0.7)
        for index, (margin, won) in enumerate(self.results):
            height = max(2.0, half * abs(margin) / top)
            x = area.left() + index * slot + (slot - width) / 2
            rect = QRectF(x, middle - height if margin >= 0 else middle, width, height)
            painter.fillRect(rect, WIN_COLOUR if won else LOSS_COLOUR)
        painter.setPen(QColor("#1d2a3a"))
        painter.drawText(
            QRectF(area.left(), area.top() - 4, area.width(), 14),
            Qt.AlignmentFlag.AlignLeft,
            "+" + format_points(top),
        )
        painter.drawText(
            QRectF(area.left(), area.bottom() - 10, area.width(), 14),
            Qt.AlignmentFlag.AlignLeft,
            "−" + format_points(top),
        )


def _rows_high(table: QTableWidget, rows: int) -> int:
    """The height of ``table`` with its header and ``rows`` rows in view."""
    header = table.horizontalHeader().sizeHint().height()
    return header + rows * table.verticalHeader().defaultSectionSize() + 2 * table.frameWidth() + 2


class StatisticsWindow(QDialog):
    """Matches played and won, streaks, round scores, the history and the chart; Reset statistics."""

    def __init__(
        self, store: StatisticsStore, parent: QWidget | None = None, in_progress: Sequence[int] = ()
    ) -> None:
        """``in_progress``: the human side's score of each round finished so far in the match on the
        table (`GameController.rounds_in_progress`), counted in the round figures."""
        super().__init__(parent)
        self.store = store
        self.in_progress = tuple(in_progress)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(760, 680)
        self.overview = QLabel()
        self.overview.setTextFormat(Qt.TextFormat.RichText)
        self.overview.setWordWrap(True)
        self.by_level = self._table()
        self.by_game = self._table()
        self.history = self._table()
        self.chart = ResultsChart()
        self.chart_box = QGroupBox()
        chart_layout = QVBoxLayout(self.chart_box)
        chart_layout.addWidget(self.chart)
        self.level_box = QGroupBox()
        QVBoxLayout(self.level_box).addWidget(self.by_level)
        self.game_box = QGroupBox()
        QVBoxLayout(self.game_box).addWidget(self.by_game)
        self.history_box = QGroupBox()
        history_layout = QVBoxLayout(self.history_box)
        history_layout.addWidget(self.history)
        self.folded_note = QLabel()
        self.folded_note.setWordWrap(True)
        history_layout.addWidget(self.folded_note)
        tallies = QHBoxLayout()
        tallies.addWidget(self.level_box)
        tallies.addWidget(self.game_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()  # the figures beside the chart: the list of matches keeps the room (issue 31)
        top.addWidget(self.overview, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.chart_box, 1)
        layout.addLayout(top)
        layout.addLayout(tallies)
        layout.addWidget(self.history_box, 1)
        layout.addWidget(buttons)
        self.refresh()

    @staticmethod
    def _table() -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(40)
        table.setWordWrap(False)
        rows = table.verticalHeader()
        rows.setDefaultSectionSize(table.fontMetrics().height() + 8)  # a line of text, not Qt's 30 pixels
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        return table

    # ------------------------------------------------------------------ filling in
    def refresh(self) -> None:
        summary = self.store.summary(self.in_progress)
        self.summary = summary
        self.reset_button.setText(self.tr("Reset statistics…"))
        self.chart_box.setTitle(
            self.tr("The last %1 matches: how far ahead or behind you finished").replace("%1", str(RECENT))
        )
        self.level_box.setTitle(self.tr("By computer level"))
        self.game_box.setTitle(self.tr("By game"))
        self.history_box.setTitle(self.tr("Finished matches"))
        self.overview.setText(self._overview(summary))
        self._fill_tallies(self.by_level, summary.by_level, messages.level_name)
        self._fill_tallies(self.by_game, summary.by_preset, messages.preset_name)
        self._fill_history(summary.history)
        for tally in (self.by_level, self.by_game):  # five rows in view (every level), the rest scrolls
            tally.setMaximumHeight(_rows_high(tally, 5))
        self.history.setMinimumHeight(_rows_high(self.history, 5))  # the list of matches (issue 31)
        self.folded_note.setText(
            self.tr("%n older match(es) are counted above but no longer listed.", "", summary.folded)
        )
        self.folded_note.setVisible(summary.folded > 0)
        self.chart.set_results(recent_margins(summary.history, RECENT), self.tr("No finished matches yet."))
        recorded = summary.total.played > 0 or summary.abandoned > 0
        self.reset_button.setEnabled(recorded and not self.store.read_only)

    def _overview(self, summary: Summary) -> str:
        total = summary.total
        rows = [
            (self.tr("Matches played"), format_points(total.played)),
            (self.tr("Matches won"), f"{format_points(total.won)} ({self._rate(total)})"),
            (self.tr("Current win streak"), format_points(summary.current_streak)),
            (self.tr("Longest win streak"), format_points(summary.best_streak)),
            (self.tr("Abandoned matches"), format_points(summary.abandoned)),
            (self.tr("Rounds played"), self._rounds(summary)),
            (
                self.tr("Best round score"),
                "—" if summary.best_round is None else format_points(summary.best_round),
            ),
            (
                self.tr("Average round score"),
                "—" if summary.average_round is None else format_points(round(summary.average_round)),
            ),
        ]
        cells = "".join(
            f"<tr><td>{title}</td><td align='right'><b>{value}</b></td></tr>" for title, value in rows
        )
        return f"<table cellspacing='2' cellpadding='2'>{cells}</table>"

    def _rounds(self, summary: Summary) -> str:
        text = format_points(summary.rounds)
        if summary.in_progress:
            text += " " + self.tr("(%n in the match in progress)", "", summary.in_progress)
        return text

    def _rate(self, tally: Tally) -> str:
        rate = tally.win_rate
        return "—" if rate is None else QLocale().toString(rate * 100, "f", 0) + " %"

    def _fill_tallies(
        self, table: QTableWidget, tallies: dict[str, Tally], name: Callable[[str], str]
    ) -> None:
        headers = [self.tr("Name"), self.tr("Played"), self.tr("Won"), self.tr("Won %")]
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.setRowCount(len(tallies))
        for row, (key, tally) in enumerate(sorted(tallies.items())):
            values = [name(key), format_points(tally.played), format_points(tally.won), self._rate(tally)]
            for col, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                else:
                    item.setToolTip(str(value))  # the name may be elided
                table.setItem(row, col, item)

    def _fill_history(self, history: Sequence[FinishedMatch]) -> None:
        headers = [
            self.tr("Date"),
            self.tr("Opponent level"),
            self.tr("Game"),
            self.tr("Final score"),
            self.tr("Result"),
        ]
        table = self.history
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.setRowCount(len(history))
        for row, entry in enumerate(reversed(history)):  # the last played first, whatever the dates say
            for col, value in enumerate(self._history_row(entry)):
                table.setItem(row, col, QTableWidgetItem(value))

    def _history_row(self, entry: FinishedMatch) -> list[str]:
        """One finished match as the history's cells; question marks where an entry cannot be read."""
        try:
            stamp = int(entry.finished_at.timestamp())
            when = QDateTime.fromSecsSinceEpoch(stamp, QTimeZone.systemTimeZone())
            score = " – ".join(
                f"{side_name_today(name, entry.level)} {format_points(total)}"
                for name, total in zip(entry.side_names, entry.totals)
            )
            level = messages.level_name(entry.level)
            if entry.joined_at is not None:
                level = self.tr(
                    "%1, at another computer", "the level of a match joined by code at another's table"
                ).replace("%1", level)
            return [
                QLocale().toString(when, QLocale.FormatType.ShortFormat),
                level,
                messages.preset_name(entry.preset),
                score,
                self._result(entry),
            ]
        except (TypeError, ValueError, AttributeError, OverflowError, OSError):
            return ["?"] * 5

    def _result(self, entry: FinishedMatch) -> str:
        if entry.abandoned:
            return self.tr("Abandoned", "a match's result: replaced by a new match before it ended")
        return self.tr("Won", "a match's result") if entry.won else self.tr("Lost", "a match's result")

    # ------------------------------------------------------------------ reset
    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Delete all statistics and the list of finished matches? This cannot be undone here "
                "(the previous file is kept as a backup)."
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_reset(self) -> bool:
        """Reset after the player confirms; True if it was reset."""
        if not self.confirm_reset():
            return False
        try:
            self.store.reset()
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Reset statistics"),
                self.tr("The statistics could not be saved: %1").replace("%1", error.strerror or str(error)),
            )
            return False
        self.refresh()
        return True
