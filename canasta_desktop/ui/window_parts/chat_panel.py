"""The chat in the side panel, when a seat is played from another computer (issue 35).

`ChatPanel(room)` shows a `ChatRoom`: the messages with their speakers' names, a button per quick
phrase (each side reads a phrase in its own language), and a line for a short text (at most 200
characters, no control characters, Enter sends). Its title folds it away; a message heard while it
is folded shows as a count beside the title. A message heard is read out to the screen reader and
never takes the focus from the table; Ctrl+M brings the focus to the chat's line, Esc takes it
back to where it was. `add_chat_panel` puts one in the side panel.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QKeySequence,
    QRegularExpressionValidator,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...net.messages import MAX_CHAT_CHARACTERS, Phrase
from ..controller.chat_room import ChatEntry, ChatRoom, Refusal
from ..text.chat_text import ChatText
from .notifications import Notifier

FOCUS_KEY = "Ctrl+M"  # M for message: brings the focus to the chat's line
STATUS_MS = 4000  # a refusal's note stays this long
PHRASE_COLUMNS = 2  # one when the panel is too narrow for the longest phrase in two
PHRASE_PADDING = (
    10  # a button's padding (2 + 2) and its focus border (2 + 2) around its words, and 2 to spare
)
OWN_COLOUR = "#ffe9a8"  # this side's messages, as the panel's last moves

CHAT_STYLE = (
    "QToolButton#chattitle { color: #eef3e8; font-weight: bold; border: none; background: transparent; }"
    "QToolButton#chattitle:focus { border: 1px solid #ffd27a; }"
    "QLabel#chatunread { color: #ffffff; background: #c8452b; border-radius: 8px; padding: 0px 6px;"
    " font-size: 11px; font-weight: bold; }"
    "QListWidget#chatlog { background: #0b2617; color: #eef3e8; border: 1px solid #24533a; }"
    "QListWidget#chatlog:focus { border: 1px solid #ffd27a; }"
    "QPushButton#phrase { padding: 3px 2px; font-size: 12px; }"
    "QPushButton#phrase:focus, QPushButton#chatsend:focus { border: 2px solid #ffd27a; }"
    "QPushButton#chatsend { padding: 3px 8px; font-size: 12px; }"
    "QLineEdit#chatline { background: #fffaf0; color: #1b1b1b; border: 1px solid #6b6450;"
    " border-radius: 3px; padding: 2px 4px; }"
    "QLineEdit#chatline:focus { border: 2px solid #ffd27a; }"
    "QLabel#chatstatus { color: #c8d3c8; font-size: 11px; }"
)


class ChatLine(QLineEdit):
    """The chat's text line: at most the wire's length, no control character; Esc leaves it."""

    def __init__(self, leave: QWidget) -> None:
        super().__init__()
        self.setObjectName("chatline")
        self.setMaxLength(MAX_CHAT_CHARACTERS)  # counts UTF-16 units: never more characters than the wire's
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"^\P{Cc}*$"), self))
        self._leave = leave
        self.came_from: QWidget | None = None  # where Ctrl+M took the focus from

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            back = self.came_from if self.came_from is not None else self._leave
            back.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        super().keyPressEvent(event)


class ChatPanel(QFrame):
    """The chat of ``room`` (see the module's docstring)."""

    announced = Signal(str)  # a message heard, as said to the screen reader

    def __init__(self, room: ChatRoom, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.room = room
        self.words = ChatText(self)
        self.setObjectName("chat")
        self.setStyleSheet(CHAT_STYLE)
        self.unread = 0
        self.notifier = Notifier(self)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 6, 0, 0)
        column.setSpacing(4)
        column.addLayout(self._title_row())
        self.body = QWidget()
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(4)
        self.log = QListWidget()
        self.log.setObjectName("chatlog")
        self.log.setWordWrap(True)
        self.log.setSpacing(1)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # read with the arrows; a click leaves the table's
        self.log.setMinimumHeight(self.fontMetrics().height() * 4)
        self.log.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        body.addWidget(self.log, 1)
        self.phrase_buttons = self._phrase_grid(body)
        self.line = ChatLine(leave=self)
        self.line.returnPressed.connect(self.send_line)
        self.line.textEdited.connect(self._at_limit)
        self.send_button = QPushButton()
        self.send_button.setObjectName("chatsend")
        self.send_button.clicked.connect(self.send_line)
        row = QHBoxLayout()
        row.setSpacing(4)
        row.addWidget(self.line, 1)
        row.addWidget(self.send_button)
        body.addLayout(row)
        self.status = QLabel()
        self.status.setObjectName("chatstatus")
        self.status.setWordWrap(True)
        body.addWidget(self.status)
        column.addWidget(self.body, 1)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self.status.clear)
        self.focus_shortcut = QShortcut(QKeySequence(FOCUS_KEY), self, self.focus_line)
        self.focus_shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self._tab_order()
        room.heard.connect(self._heard)
        self.set_open(True)
        self.retranslate()

    # ----------------------------------------------------------------- building
    def _title_row(self) -> QHBoxLayout:
        self.title = QToolButton()
        self.title.setObjectName("chattitle")
        self.title.setCheckable(True)
        self.title.setChecked(True)
        self.title.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.title.setArrowType(Qt.ArrowType.DownArrow)
        self.title.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.title.toggled.connect(self.set_open)
        self.unread_mark = QLabel()
        self.unread_mark.setObjectName("chatunread")
        self.unread_mark.setFixedHeight(16)  # a round mark: its corners are half its height
        self.unread_mark.setMinimumWidth(16)
        self.unread_mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.unread_mark.hide()
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.title)
        row.addWidget(self.unread_mark, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addStretch(1)
        return row

    def _phrase_grid(self, body: QVBoxLayout) -> dict[Phrase, QPushButton]:
        grid = self._grid = QGridLayout()
        grid.setSpacing(3)
        self._columns = PHRASE_COLUMNS
        buttons: dict[Phrase, QPushButton] = {}
        for index, phrase in enumerate(Phrase):
            button = QPushButton()
            button.setObjectName("phrase")
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)  # the panel is narrow
            button.clicked.connect(lambda _checked=False, said=phrase: self.send_phrase(said))
            grid.addWidget(button, *divmod(index, PHRASE_COLUMNS))
            buttons[phrase] = button
        body.addLayout(grid)
        return buttons

    def _fit_phrases(self) -> None:
        """Two columns of phrases where the longest fits in one, else one column (a narrow window's
        panel clipped "Lycka till!" and "Tack för spelet!" to their middles)."""
        width = self.body.width() - self.body.contentsMargins().left() - self.body.contentsMargins().right()
        longest = max(
            button.fontMetrics().horizontalAdvance(button.text()) for button in self.phrase_buttons.values()
        )
        columns = PHRASE_COLUMNS if (width - 3) // PHRASE_COLUMNS >= longest + PHRASE_PADDING else 1
        if columns == self._columns:
            return
        self._columns = columns
        for index, button in enumerate(self.phrase_buttons.values()):
            self._grid.removeWidget(button)
            self._grid.addWidget(button, *divmod(index, columns))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_phrases()

    def _tab_order(self) -> None:
        chain = [self.title, self.log, *self.phrase_buttons.values(), self.line, self.send_button]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # ----------------------------------------------------------------- language
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Chat"))
        self.title.setToolTip(self.tr("Show or hide the chat"))
        self.log.setAccessibleName(self.tr("Chat messages"))
        for phrase, button in self.phrase_buttons.items():
            words = self.words.phrase(phrase)
            button.setText(words)
            button.setToolTip(self.tr("Say: %1").replace("%1", words))
            button.setAccessibleName(words)
        self._fit_phrases()
        self.line.setPlaceholderText(self.tr("Write a message…"))
        self.line.setAccessibleName(self.tr("Chat message"))
        hint = self.tr("%1: write in the chat; Enter sends, Esc goes back to the table").replace(
            "%1", FOCUS_KEY
        )
        self.line.setToolTip(hint)
        self.line.setAccessibleDescription(hint)
        self.send_button.setText(self.tr("Send"))
        self._show_unread()
        self._fill_log()

    # ----------------------------------------------------------------- messages
    def _fill_log(self) -> None:
        self.log.clear()
        for entry in self.room.entries:
            self._append(entry)

    def _append(self, entry: ChatEntry) -> None:
        said = self.words.said(entry.phrase, entry.text)
        item = QListWidgetItem(self.words.line(entry.name, said))
        item.setToolTip(entry.at.strftime("%H:%M"))
        if entry.own:
            item.setForeground(QBrush(QColor(OWN_COLOUR)))
        self.log.addItem(item)
        while self.log.count() > len(self.room.entries):  # the room keeps the newest only
            self.log.takeItem(0)
        self.log.scrollToBottom()  # the newest in sight; the focus stays where it is

    def _heard(self, entry: ChatEntry) -> None:
        self._append(entry)
        if entry.own or entry.earlier:  # the chat so far, sent on a join, is there to read, not news
            return
        spoken = self.words.spoken(entry.name, self.words.said(entry.phrase, entry.text))
        self.announced.emit(spoken)
        self.notifier.say(spoken)
        if not self.is_open():
            self.unread += 1
            self._show_unread()

    def _show_unread(self) -> None:
        self.unread_mark.setVisible(self.unread > 0)
        self.unread_mark.setText(str(self.unread))
        self.unread_mark.setToolTip(self.tr("%n new message(s)", "", self.unread))
        name = self.tr("Chat")
        if self.unread:
            name = f"{name}, {self.unread_mark.toolTip()}"
        self.title.setAccessibleName(name)

    # ----------------------------------------------------------------- open and closed
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.title.isChecked():  # what was heard before is in sight now
            self.unread = 0
            self._show_unread()

    def is_open(self) -> bool:
        return self.title.isChecked() and self.isVisible()

    def set_open(self, shown: bool) -> None:
        """Fold the chat away (a message heard meanwhile counts as new) or open it (none is new then)."""
        self.title.setChecked(shown)
        self.title.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.body.setVisible(shown)
        folded = QSizePolicy.Policy.Expanding if shown else QSizePolicy.Policy.Maximum  # folded: its title
        self.setSizePolicy(QSizePolicy.Policy.Preferred, folded)
        if shown:
            self.unread = 0
            self._show_unread()

    def focus_line(self) -> None:
        """Ctrl+M: the chat opens and its line takes the focus (Esc gives it back)."""
        focused = self.window().focusWidget()
        if focused is not self.line:
            self.line.came_from = focused
        self.set_open(True)
        self.line.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # ----------------------------------------------------------------- saying
    def send_phrase(self, phrase: Phrase) -> None:
        self._said(self.room.say_phrase(phrase))

    def send_line(self) -> None:
        refusal = self.room.say_text(self.line.text())
        if refusal is None:
            self.line.clear()
        self._said(refusal)

    def _said(self, refusal: Refusal | None) -> None:
        notes = {
            Refusal.TOO_SOON: self.tr("Wait a moment before the next message."),
            Refusal.TOO_LONG: self._limit_note(),
            Refusal.CONTROL: self.tr("A message is one line of text."),
        }
        self._note(notes.get(refusal, "") if refusal is not None else "")

    def _limit_note(self) -> str:
        return self.tr("At most %1 characters.").replace("%1", str(MAX_CHAT_CHARACTERS))

    def _at_limit(self, text: str) -> None:
        self._note(self._limit_note() if len(text) >= MAX_CHAT_CHARACTERS else "")

    def _note(self, text: str) -> None:
        """A quiet note under the line (not read out: the player is typing), gone after a while."""
        self.status.setText(text)
        if text:
            self._status_timer.start(STATUS_MS)


def add_chat_panel(side_panel: QWidget, room: ChatRoom) -> ChatPanel:
    """The chat of ``room`` in ``side_panel`` (`SidePanel`), above the stretch before its buttons."""
    layout = side_panel.layout()
    assert isinstance(layout, QBoxLayout)
    panel = ChatPanel(room, side_panel)
    layout.insertWidget(_stretch_index(layout), panel, 3)
    return panel


def _stretch_index(layout: QBoxLayout) -> int:
    """Where the layout's first stretch is (its end if it has none)."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        spacer = item.spacerItem() if item is not None else None
        if spacer is not None and spacer.expandingDirections() & Qt.Orientation.Vertical:
            return index
    return layout.count()
