"""The review window: where the player lost points in a round, decision by decision.

While the review is worked out (on its thread, `ui/workers/review_worker.py`) the window shows a progress
bar and Cancel; then a summary, the chart of the expected round margin after each decision
(`review_chart.py`), the list of the player's decisions (the move in words, its class in colour and
in a word, the expected points of the move and of the best move) and, for the one chosen, the
better move and why. Choosing a row or a moment on the chart selects it in both. Enter on a row, or
Show on the table, puts that position on the table; Try again from here plays on from it.

The window decides nothing itself: it asks through `show_requested`, `try_requested` and
`cancel_requested` (the index of the decision in the review).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import Review
from ...engine.cards import Card
from ..text.review_text import VERDICT_COLOURS, decision_detail, decision_title, summary_text
from .review_chart import MarginChart

PREFERRED_SIZE = (820, 640)
REVIEW_STYLE = (
    "#ReviewWindow { background: #fbf7e9; }"
    "#ReviewWindow QLabel { color: #1d2a3a; font-size: 14px; }"
    "#ReviewWindow QLabel#reviewDetail { background: #f3ecd6; border: 1px solid #c9c1a8; padding: 6px; }"
    "#ReviewWindow QListWidget { font-size: 14px; background: white; color: #1d2a3a; }"
    "#ReviewWindow QListWidget::item { padding: 3px; }"
    "#ReviewWindow QListWidget::item:selected { background: #cfe0f7; color: #1d2a3a; }"
)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class ReviewWindow(QDialog):
    show_requested = Signal(int)
    try_requested = Signal(int)
    cancel_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReviewWindow")
        self.setStyleSheet(REVIEW_STYLE)
        self.round_title = title
        self.review: Review | None = None
        self.tops: Mapping[int, Card | None] = {}  # the pile's top card before each decision (by move)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setObjectName("reviewSummary")
        layout.addWidget(self.summary)
        self.slow_note = QLabel()
        self.slow_note.setWordWrap(True)
        self.slow_note.hide()
        layout.addWidget(self.slow_note)
        layout.addLayout(self._progress_row())
        self.chart = MarginChart()
        self.chart.moment_chosen.connect(self._chart_chose)
        layout.addWidget(self.chart)
        self.list = QListWidget()
        self.list.setObjectName("reviewList")
        self.list.setWordWrap(True)  # a long move (a take with its melds) wraps, never scrolls sideways
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self._row_chosen)
        self.list.itemActivated.connect(lambda _item: self._ask(self.show_requested))
        layout.addWidget(self.list, 1)
        self.detail = QLabel()
        self.detail.setObjectName("reviewDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.detail.setMinimumHeight(90)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.detail)
        layout.addLayout(self._button_row())
        self._fit_the_screen()
        self.retranslate()
        self._enable()

    def _fit_the_screen(self) -> None:
        """The preferred size, smaller on a small screen (the list scrolls), with room for the title bar."""
        width, height = PREFERRED_SIZE
        screen = (self.parentWidget() or self).screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        self.resize(min(width, room.width() - 40), min(height, room.height() - 80))

    def _progress_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy until the first decision is judged
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel_requested.emit)
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        return row

    def _button_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.show_button = QPushButton()
        self.show_button.clicked.connect(lambda: self._ask(self.show_requested))
        self.try_button = QPushButton()
        self.try_button.clicked.connect(lambda: self._ask(self.try_requested))
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)
        row.addWidget(self.show_button)
        row.addWidget(self.try_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        for button in (self.show_button, self.try_button, self.close_button, self.cancel_button):
            button.setAutoDefault(False)  # Enter on the list shows the position, never presses a button
        return row

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Review — %1").replace("%1", self.round_title))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleDescription(
            self.tr("Stop the review; the decisions judged so far stay")
        )
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.list.setAccessibleName(self.tr("Your decisions"))
        self.list.setAccessibleDescription(
            self.tr("Each decision with its class and expected points; Enter shows it on the table")
        )
        self.detail.setAccessibleName(self.tr("The decision chosen"))
        self.show_button.setText(self.tr("&Show on the table"))
        self.show_button.setAccessibleDescription(
            self.tr("The position as you saw it, with the move you made and the better move marked")
        )
        self.try_button.setText(self.tr("&Try again from here"))
        self.try_button.setAccessibleDescription(
            self.tr("Play on from this position with the same cards; not saved and not counted")
        )
        self.close_button.setText(self.tr("Close"))
        self.slow_note.setText(
            self.tr("This computer lacks the fast search: the review takes longer and looks less deeply.")
        )
        self.chart.retranslate()
        if self.review is not None:
            self.set_review(self.review, self.list.currentRow())
        elif not self.summary.text() or self.progress.isVisible():
            self.summary.setText(self.tr("Looking at each of your decisions…"))

    # ----------------------------------------------------------------- the review's progress
    def start(self, slow: bool) -> None:
        """A review is under way (``slow``: without the compiled loop, said so)."""
        self.review = None
        self.list.clear()
        self.chart.set_decisions([])
        self.detail.clear()
        self.summary.setText(self.tr("Looking at each of your decisions…"))
        self.slow_note.setVisible(slow)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.cancel_button.show()
        self.cancel_button.setEnabled(True)
        self._enable()

    def set_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.progress.setFormat(
            self.tr("%1 of %2 decisions").replace("%1", str(done)).replace("%2", str(total))
        )

    def stopping(self) -> None:
        self.cancel_button.setEnabled(False)
        self.summary.setText(self.tr("Stopping…"))

    def set_failed(self, text: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.summary.setText(self.tr("The round could not be reviewed: %1").replace("%1", text))

    def set_review(
        self, review: Review, row: int = -1, tops: Mapping[int, Card | None] | None = None
    ) -> None:
        """Show ``review``; the first costly decision chosen (or ``row``); ``tops``: the pile's top card
        before each decision, by its move's number (a take names it)."""
        self.review = review
        if tops is not None:
            self.tops = tops
        self.progress.hide()
        self.cancel_button.hide()
        self.slow_note.hide()
        self.summary.setText(summary_text(review))
        self.list.blockSignals(True)
        self.list.clear()
        for number, decision in enumerate(review.decisions, start=1):
            item = QListWidgetItem(
                _swatch(VERDICT_COLOURS[decision.verdict]),
                decision_title(number, decision, self.tops.get(decision.index)),
            )
            item.setForeground(
                QColor(VERDICT_COLOURS[decision.verdict]) if decision.better else QColor("#1d2a3a")
            )
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.chart.set_decisions(review.decisions)
        if row < 0:
            row = next((i for i, d in enumerate(review.decisions) if d.better is not None), 0)
            self.list.setFocus()  # the keys go to the list at once (the Cancel button that had them is gone)
        if review.decisions:
            self.list.setCurrentRow(row)
            self._row_chosen(row)
        self._enable()

    # ----------------------------------------------------------------- choosing
    def chosen(self) -> int:
        """The index of the decision chosen (-1: none)."""
        return self.list.currentRow() if self.review is not None else -1

    def _row_chosen(self, row: int) -> None:
        if self.review is None or not 0 <= row < len(self.review.decisions):
            self.detail.clear()
            return
        decision = self.review.decisions[row]
        self.detail.setText(decision_detail(decision, self.tops.get(decision.index)))
        self.chart.select(row)
        self._enable()

    def _chart_chose(self, index: int) -> None:
        self.list.setCurrentRow(index)

    def _enable(self) -> None:
        chosen = self.chosen() >= 0
        self.show_button.setEnabled(chosen)
        self.try_button.setEnabled(chosen)

    def _ask(self, signal: SignalInstance) -> None:
        index = self.chosen()
        if index >= 0:
            signal.emit(index)
