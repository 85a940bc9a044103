"""The status lines under the table in an area of fixed height: a new or longer line never pushes the
table (and so the hand and the move buttons) up; what does not fit scrolls, a new notice into view. A
notice holds only while the situation it was said in lasts (`NoticeHold`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from ..controller.controller import GameController

SPACING = 4


class StatusArea(QScrollArea):
    """``rows`` one above the other, each given room for ``lines`` lines of its own font (at least its
    own height, a row with a button); the area's height is their sum and nothing else changes it."""

    def __init__(self, rows: Sequence[tuple[QWidget, int]]) -> None:
        super().__init__()
        self.setObjectName("statusarea")
        self._rows = list(rows)
        inner = QWidget()
        inner.setObjectName("statusinner")
        box = QVBoxLayout(inner)
        box.setContentsMargins(12, 0, 12, 0)
        box.setSpacing(SPACING)
        for widget, _lines in self._rows:
            box.addWidget(widget)
        box.addStretch(1)
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # lines to read, not a control (its "Why?" takes focus)
        self.viewport().setAutoFillBackground(False)
        inner.setAutoFillBackground(False)
        for widget, _lines in self._rows:
            widget.installEventFilter(self)
        self._fit()

    def room(self) -> int:
        """The fixed height: every row's lines in its font, the spacing between them."""
        total = 0
        for widget, lines in self._rows:
            label = widget if isinstance(widget, QLabel) else widget.findChild(QLabel)
            line = label.fontMetrics().lineSpacing() if label is not None else widget.fontMetrics().height()
            total += max(line * lines, widget.minimumSizeHint().height() if lines == 1 else 0)
        return total + SPACING * (len(self._rows) - 1) + 2

    def _fit(self) -> None:
        self.setFixedHeight(self.room())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.Polish):
            self._fit()  # the window's style sheet (the desktop's font size) sets the rows' fonts
        return False

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.room())

    def show_row(self, widget: QWidget) -> None:
        """Scroll ``widget`` (a row just given a new text) into view once the rows are laid out again."""
        QTimer.singleShot(0, lambda: self.ensureWidgetVisible(widget, 0, 0))


class NoticeHold:
    """A notice says something about the moment it was said in: a refused first meld ("this is 40"), a
    discard that took cards back. It goes when that moment has passed (its own timer aside): at another
    turn, in another phase, or with other cards in the new-meld area; ``situation`` tells the moment."""

    def __init__(self, clear: Callable[[], None], situation: Callable[[], Hashable]) -> None:
        self._clear = clear
        self._situation = situation
        self._said: Hashable | None = None

    def said(self) -> None:
        """A notice was just shown: it holds in the situation of now (with no round, until its timer)."""
        self._said = self._situation()

    def check(self) -> None:
        """After a change on the table: a notice said in another situation goes."""
        if self._said is not None and self._situation() != self._said:
            self._said = None
            self._clear()


def table_moment(controller: GameController) -> Hashable:
    """What a notice is said about (None: no round on the table, it holds until its timer): on the
    human's turn its phase and the cards in the new-meld area, else the others' turns."""
    state = controller.state
    if state is None:
        return None
    if not controller.is_viewers_turn():
        return "others"
    return (state.phase, tuple(controller.staged))
