"""The window's buttons, made from the one button table (`text.button_text.BUTTONS`).

Each button gets its shortcut key in the language installed now (a key on a
disabled button explains why it is disabled, as a click does), shown on the
button as a small key cap so it can be found; its words and tooltip; and — for
the judged ones — the state and reason `GameController.button_states` gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ..text.button_text import BUTTONS, JUDGED, Button, ButtonTexts, Row, row


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
        self.shortcuts: dict[Button, QAction] = {}
        self.key_caps: dict[Button, QLabel] = {}
        self.buttons: dict[Button, QPushButton] = {}
        for name, spec in BUTTONS.items():
            self.buttons[name] = self._make(window, name, spec.keyed, actions[name])
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

    def _make(self, window: QWidget, name: Button, keyed: bool, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton()  # texts, tooltips and keys: retranslate()
        button.clicked.connect(slot)
        if not keyed:
            return button
        shortcut = QAction(window)  # not the button's own shortcut: setText() would clear it
        shortcut.triggered.connect(lambda: button.click() if button.isEnabled() else self._explain(button))
        window.addAction(shortcut)
        self.shortcuts[name] = shortcut
        cap = QLabel(button)
        cap.setObjectName("keycap")
        cap.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.key_caps[name] = cap
        button.installEventFilter(self)  # keeps the key cap in the button's corner
        button.setProperty("keyed", True)  # the style keeps its words clear of the key cap
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumHeight(34)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            for name, cap in self.key_caps.items():
                if self.buttons[name] is watched:
                    _place_cap(self.buttons[name], cap)
        return False

    def action_for(self, event: QKeyEvent) -> QAction | None:
        """The button key that ``event`` presses (None: not one of them)."""
        pressed = QKeySequence(event.keyCombination())
        for action in self.shortcuts.values():
            key = action.shortcut()
            if not key.isEmpty() and key == pressed:
                return action
        return None

    def key(self, button: Button) -> str:
        """The key that presses ``button`` now ("" for none)."""
        shortcut = self.shortcuts.get(button)
        return shortcut.shortcut().toString() if shortcut is not None else ""

    def retranslate(self, expert_tip: bool) -> None:
        """Every button's words, tooltip and key in the language installed now."""
        words = ButtonTexts()
        for name, (text, tip) in words.texts(expert_tip).items():
            button = self.buttons[name]
            key = words.key(name) if name in self.shortcuts else ""
            if key:
                self.shortcuts[name].setShortcut(QKeySequence(key))
                self.key_caps[name].setText(key)
                _place_cap(button, self.key_caps[name])
                button.setAccessibleDescription(self.tr("Key: %1").replace("%1", key))
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


def _place_cap(button: QPushButton, cap: QLabel) -> None:
    """The key cap in the button's top right corner, clear of its centred words."""
    cap.adjustSize()
    cap.move(button.width() - cap.width() - 3, 3)
    cap.raise_()
