"""Pass and play: between two people's turns at one screen, a screen over the whole table ("Mormor's
turn — press when you are ready"), so nobody sees another's hand. While it shows, nothing on the table
acts: the table, its buttons and their keys are off, and so are the menu's Review and Play a deal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..controller.controller import GameController
from ..table.scene import desktop_text_scale
from .comfort_menu import scaled_style

HAND_OVER_STYLE = (
    "QWidget#handover { background: #123b25; }"
    "QLabel#handovertitle { color: #ffffff; font-size: 34px; font-weight: bold; }"
    "QLabel#handoverhint { color: #ffe9a8; font-size: 18px; }"
    "QPushButton#ready { font-size: 18px; padding: 8px 28px; }"
)
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class HandOverScreen(QWidget):
    """Covers its parent entirely while it shows; "I am ready" (Enter or Space) emits ``ready``."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # opaque: nothing of the table through
        self.setStyleSheet(scaled_style(HAND_OVER_STYLE, desktop_text_scale()))
        self.name = ""
        self.title = QLabel()
        self.title.setObjectName("handovertitle")
        self.hint = QLabel()
        self.hint.setObjectName("handoverhint")
        for label in (self.title, self.hint):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("ready")
        self.button.setDefault(True)
        self.button.setAutoDefault(
            True
        )  # Enter presses it (outside a dialog only auto-default buttons take Enter)
        self.button.clicked.connect(self.ready)
        column = QVBoxLayout(self)
        column.addStretch(1)
        column.addWidget(self.title)
        column.addWidget(self.hint)
        column.addSpacing(24)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(1)
        parent.installEventFilter(self)  # it keeps covering the parent as the window is resized
        self.setFocusProxy(self.button)
        self.hide()
        self.retranslate()

    def show_for(self, name: str) -> None:
        """Hide the table for ``name``'s turn; the ready button has the keyboard."""
        self.name = name
        self.retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def spoken(self) -> str:
        """What the screen reader says as the screen shows: whose turn it is and what to do."""
        return f"{self.title.text()}. {self.hint.text()}"

    def retranslate(self) -> None:
        self.title.setText(
            self.tr("%1's turn", "the pass-and-play hand-over: %1 is a name").replace("%1", self.name)
        )
        self.hint.setText(self.tr("Press when you are ready"))
        self.button.setText(self.tr("I am ready"))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.hint.text())
        self.button.setAccessibleDescription(self.spoken())  # read with the button as it takes the focus

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _ENTER:
            self.button.click()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if watched is parent and parent is not None and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HandOver(QObject):
    """The window's hand-over: the controller's ``hand_over(name)`` shows the screen and turns off
    ``quiet`` (the table, its buttons, their keys, the menu's actions on the table); "I am ready" turns
    them on again, gives ``table`` the keyboard and tells ``controller.viewer_ready``. ``forget``
    clears what the last person was told (a Tip's notice names cards of their hand). Another match on
    the table (New game, a lesson) takes the screen away. A controller without pass and play (no
    ``hand_over`` signal) never shows it."""

    def __init__(
        self,
        screen: HandOverScreen,
        controller: GameController,
        quiet: Sequence[QWidget | QAction],
        table: QWidget,
        say: Callable[[str], None],
        forget: Callable[[], None],
    ) -> None:
        super().__init__(screen)
        self.screen = screen
        self.controller = controller
        self.quiet = tuple(quiet)
        self.table = table
        self._session: object = None  # the match the screen was shown in
        self.say = say
        self.forget = forget
        self._were_on: list[bool] = []
        signal = getattr(controller, "hand_over", None)
        if signal is not None:
            signal.connect(self.show_for)
        screen.ready.connect(self.viewer_ready)
        controller.table_changed.connect(self._table_changed)

    @property
    def showing(self) -> bool:
        return not self.screen.isHidden()

    def show_for(self, name: str) -> None:
        if not self.showing:
            self._were_on = [part.isEnabled() for part in self.quiet]
            for part in self.quiet:
                part.setEnabled(False)
        self._session = self.controller.session
        self.forget()
        self.screen.show_for(name)
        self.say(self.screen.spoken())

    def viewer_ready(self) -> None:
        self.dismiss()
        self.table.setFocus()
        viewer_ready = getattr(self.controller, "viewer_ready", None)
        if viewer_ready is not None:
            viewer_ready()

    def _table_changed(self, _events: object) -> None:
        if self.controller.session is not self._session:
            self.dismiss()

    def dismiss(self) -> None:
        """The screen away and the table on again (the person is ready, or another match starts)."""
        if not self.showing:
            return
        self.screen.hide()
        for part, was_on in zip(self.quiet, self._were_on, strict=True):
            part.setEnabled(was_on)
