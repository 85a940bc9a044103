"""The window's buttons, made from the one button table (`text.button_text.BUTTONS`).

Each button gets its shortcut key (a key on a disabled button explains why it is
disabled, as a click does), its words and tooltip, and — for the judged ones —
the state and reason `GameController.button_states` gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget

from .text.button_text import BUTTONS, JUDGED, Button, ButtonTexts, Row, row


class WindowButtons(QObject):
    """Every button of the window, by `Button`."""

    def __init__(
        self,
        window: QWidget,
        actions: Mapping[Button, Callable[[], object]],
        explain_disabled: Callable[[QPushButton], None],
    ) -> None:
        super().__init__(window)
        self._explain = explain_disabled
        self.why_not: dict[QPushButton, str] = {}  # each disabled button's reason (`show_states`)
        self.buttons = {
            button: self._make(window, spec.key, actions[button]) for button, spec in BUTTONS.items()
        }
        for button in row(Row.FORWARD):
            self.buttons[button].setObjectName("forward")
            self.buttons[button].hide()
        self.buttons[Button.ASK].hide()  # shown in games where a partner can be asked

    def __getitem__(self, button: Button) -> QPushButton:
        return self.buttons[button]

    def of(self, which: Row) -> list[QPushButton]:
        return [self.buttons[button] for button in row(which)]

    def judged(self) -> list[QPushButton]:
        return [self.buttons[button] for button in JUDGED]

    def _make(self, window: QWidget, key: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()  # texts and tooltips: retranslate()
        if key:
            shortcut = QAction(window)  # not the button's own shortcut: setText() would clear it
            shortcut.setShortcut(QKeySequence(key))
            shortcut.triggered.connect(
                lambda: button.click() if button.isEnabled() else self._explain(button)
            )
            window.addAction(shortcut)
            button.setProperty("key", key)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(34)
        button.clicked.connect(slot)
        return button

    def retranslate(self, expert_tip: bool) -> None:
        """Every button's words and tooltip in the language installed now (the tooltip names its key)."""
        for name, (text, tip) in ButtonTexts().texts(expert_tip).items():
            button = self.buttons[name]
            key = button.property("key")
            base = f"{tip} ({key})" if key else tip
            button.setText(text)
            button.setProperty("basetip", base)
            button.setToolTip(base)

    def show_states(self, states: Mapping[Button, tuple[bool, str]], click_for_why: str) -> None:
        """Enable the judged buttons as ``states`` says; a disabled one's tooltip gives its reason."""
        for name in JUDGED:
            button = self.buttons[name]
            enabled, why = states.get(name, (False, ""))
            button.setEnabled(enabled)
            self.why_not[button] = "" if enabled else why
            base = button.property("basetip")
            button.setToolTip(base if enabled or not why else f"{base}\n{why}\n{click_for_why}")
