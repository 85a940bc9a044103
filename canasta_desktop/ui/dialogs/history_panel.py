"""The move history: every turn of every round of the match, for every seat, in the player's language.

A turn of the list can be chosen (mouse or keys) and asked "Why?" (the button, the list's context menu,
Enter or "?" on the list): the reasons of the computer's moves in it are shown under the list
(issue 33, point 4). Once its round is over, a computer's turn can also be given the round review's
judgement (the Judgement button, the context menu, "!" on the list), shown in the same place; while
the review works a busy bar shows under the list. F6 brings the keyboard to the list, Esc back to the
table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...persistence.settings import DockArea, Settings
from ..table.scene import desktop_text_scale

DOCK_AREAS: dict[DockArea, Qt.DockWidgetArea] = {
    "left": Qt.DockWidgetArea.LeftDockWidgetArea,
    "right": Qt.DockWidgetArea.RightDockWidgetArea,
    "bottom": Qt.DockWidgetArea.BottomDockWidgetArea,
}

# Readable on the felt-green window: the title bar and its buttons light on dark, the list dark on cream.
DOCK_STYLE = (
    "QDockWidget#moveHistory { color: #f4f1e4; }"
    "QDockWidget#moveHistory::title { background: #24402f; color: #f4f1e4; padding: 4px 6px; }"
    "QDockWidget#moveHistory QAbstractButton { background: #d9d2bb; border-radius: 3px; }"
    "QDockWidget#moveHistory QPushButton { color: #1b1b1b; padding: 3px 10px; }"
    "QDockWidget#moveHistory QPushButton:disabled { color: #47433c; background: #c6c0ad; }"
    "QDockWidget#moveHistory QLabel#whyText { background: #fffbea; color: #1b1b1b; padding: 4px;"
    " border: 1px solid #b9ae8c; }"
)
#: The keys: to the list from anywhere in the window, "Why?" and the review's judgement on the list.
FOCUS_KEY, WHY_KEY, JUDGE_KEY = "F6", "?", "!"


class MoveHistory(QDockWidget):
    """A dock beside the table with a line per turn; the newest turn stays in sight. A choice above the
    list shows any round of the match played since the game was started."""

    round_chosen = Signal()  # the player picked another round to read
    why_asked = Signal(int)  # "Why?" of the chosen line (its row)
    leave = Signal()  # Esc on the list: the keyboard goes back to the table
    judgement_asked = Signal(int)  # the review's judgement of the chosen line (its row)
    why_cleared = Signal()  # the answer shown was cleared by the list (another round, language, lines)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveHistory")
        self.setAllowedAreas(
            Qt.DockWidgetArea.LeftDockWidgetArea
            | Qt.DockWidgetArea.RightDockWidgetArea
            | Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.setStyleSheet(DOCK_STYLE)
        self.rounds = QComboBox()
        self.rounds.activated.connect(lambda _index: self._another_round())
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.itemActivated.connect(lambda _item: self.ask_why())  # Enter, or a double click
        self.list.currentRowChanged.connect(lambda _row: self._offer_why())
        self.why_action = QAction(self.list)
        self.why_action.setShortcut(QKeySequence(WHY_KEY))
        self.why_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.why_action.triggered.connect(self.ask_why)
        self.list.addAction(self.why_action)  # the list's context menu, and "?" on it
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.leave_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.list, self.leave.emit)
        self.leave_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        self.why_button = QPushButton()
        self.why_button.clicked.connect(self.ask_why)
        self.judge_action = QAction(self.list)
        self.judge_action.setShortcut(QKeySequence(JUDGE_KEY))
        self.judge_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.judge_action.triggered.connect(self.ask_judgement)
        self.list.addAction(self.judge_action)  # always on: on a turn not judged, it says why not
        self.judge_button = QPushButton()
        self.judge_button.setObjectName("judgeButton")
        self.judge_button.clicked.connect(self.ask_judgement)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # the review's judgement under way
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        self.busy.setVisible(False)
        self.why_text = QLabel()
        self.why_text.setObjectName("whyText")
        self.why_text.setWordWrap(True)
        self.why_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why_text.setVisible(False)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        size = round(13 * desktop_text_scale())  # a larger desktop font makes the history larger too
        self.list.setStyleSheet(
            f"QListWidget {{ background: #f7f3e6; color: #1b1b1b; font-size: {size}px; }}"
        )
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.rounds)
        layout.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.why_button)
        row.addWidget(self.judge_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.busy)
        layout.addWidget(self.why_text)
        self.setWidget(body)
        self.retranslate()
        self._offer_why()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Move history"))
        self.list.setAccessibleName(self.tr("Move history"))
        self.rounds.setAccessibleName(self.tr("Round"))
        self.list.setAccessibleDescription(
            self.tr(
                "Choose a turn and press Enter or ? to hear why the computer played it, or ! for the "
                "review's judgement of it once the round is over."
            )
        )
        self.why_button.setText(self.tr("Why?"))
        self.why_button.setToolTip(self.tr("Why did the computer play the chosen turn so? (Enter or ?)"))
        self.why_action.setText(self.tr("Why?"))
        self.judge_button.setText(self.tr("Judgement"))
        self.judge_action.setText(self.tr("Review's judgement"))
        self.judge_button.setAccessibleName(self.tr("Review's judgement"))
        self.busy.setAccessibleName(self.tr("The review is judging the turn"))
        self._clear_why()  # said in the language before
        self.set_rounds([int(self.rounds.itemData(i)) for i in range(self.rounds.count())])

    def set_rounds(self, numbers: Sequence[int]) -> None:
        """Offer ``numbers`` (the last is the round on the table, chosen when it is new)."""
        chosen = self.chosen_round()
        follow = chosen is None or self.rounds.currentIndex() == self.rounds.count() - 1
        self.rounds.blockSignals(True)
        self.rounds.clear()
        for number in numbers:
            self.rounds.addItem(self.tr("Round %1").replace("%1", str(number)), number)
        index = self.rounds.findData(chosen) if chosen is not None and not follow else self.rounds.count() - 1
        self.rounds.setCurrentIndex(max(0, index))
        self.rounds.blockSignals(False)
        self.rounds.setVisible(len(numbers) > 1)

    def chosen_round(self) -> int | None:
        """The round the player reads (None before there is one)."""
        data = self.rounds.currentData()
        return int(data) if data is not None else None

    def reading_the_table(self) -> bool:
        """Whether the list shows the round on the table (the newest one)."""
        return self.rounds.currentIndex() in (-1, self.rounds.count() - 1)

    def set_lines(self, lines: Sequence[str]) -> None:
        """Show ``lines`` (a turn each), keeping the ones already shown and scrolling to the newest (unless
        another line is chosen). A turn going on grows in its line; what is not a continuation (another
        round) is shown afresh, with no line chosen."""
        current = [self.list.item(i).text() for i in range(self.list.count())]
        if current == list(lines):
            return
        last = len(current) - 1
        if len(lines) < len(current) or current[:last] != list(lines[:last]):
            self.list.clear()
            self._clear_why()  # another round, or the words in another language
            current, last = [], -1
        if last >= 0 and self.list.item(last).text() != lines[last]:
            self.list.item(last).setText(lines[last])  # the turn going on grew
        self.list.addItems(list(lines[len(current) :]))
        if self.chosen_line() in (-1, last):
            self.list.scrollToBottom()

    def chosen_line(self) -> int:
        """The row of the line chosen (-1: none)."""
        return self.list.currentRow() if self.list.currentItem() is not None else -1

    def ask_why(self) -> None:
        """Ask why the chosen turn was played so (the window answers with `show_why`)."""
        if self.chosen_line() >= 0:
            self.why_asked.emit(self.chosen_line())

    def ask_judgement(self) -> None:
        """Ask the review's judgement of the chosen turn (the window answers, or says why not)."""
        self.judgement_asked.emit(self.chosen_line())

    def show_why(self, text: str, judgement: bool = False) -> None:
        """Show the reasons (or, ``judgement``, the review's judgement) asked for (empty: none); the label's
        accessible name says which."""
        self.busy.setVisible(False)
        self.why_text.setAccessibleName(self.tr("Review's judgement") if judgement else self.tr("Why"))
        self.why_text.setText(text)
        self.why_text.setVisible(bool(text))

    def show_busy(self, text: str) -> None:
        """The review is judging the chosen turn: ``text`` says so, the busy bar moves."""
        self.show_why(text, judgement=True)
        self.busy.setVisible(True)

    def offer_judgement(self, offered: bool, tip: str) -> None:
        """The Judgement button on (``offered``) or off, ``tip`` saying what it does or why it is off."""
        self.judge_button.setEnabled(offered)
        self.judge_button.setToolTip(tip)
        self.judge_button.setAccessibleDescription(tip)

    def _clear_why(self) -> None:
        self.show_why("")
        self.why_cleared.emit()

    def focus_list(self) -> None:
        """Bring the keyboard to the list (shown first), on the newest line when none is chosen."""
        self.setVisible(True)
        self.raise_()
        if self.chosen_line() < 0 and self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)
        self.list.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _another_round(self) -> None:
        self._clear_why()
        self.round_chosen.emit()

    def _offer_why(self) -> None:
        self.why_button.setEnabled(self.chosen_line() >= 0)

    @staticmethod
    def area_of(settings: Settings) -> Qt.DockWidgetArea:
        """Where the player left the history (the right side at first)."""
        return DOCK_AREAS.get(settings.history_area, Qt.DockWidgetArea.RightDockWidgetArea)

    def keep_in(self, settings: Settings, area: Qt.DockWidgetArea) -> None:
        """Remember its place and whether it shows (written with the settings)."""
        names: dict[Qt.DockWidgetArea, DockArea] = {value: name for name, value in DOCK_AREAS.items()}
        settings.history_shown = self.isVisible()
        settings.history_area = names.get(area, "right")

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
