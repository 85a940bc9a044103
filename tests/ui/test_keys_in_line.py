"""The window's button keys act in the order they were pressed, after the table's own keys, also when
key presses wait in line before they are delivered.

With a screen reader on, Qt's AT-SPI bridge holds each key press until the reader has answered over
D-Bus, then delivers it (qspiapplicationadaptor.cpp); a shortcut does not wait. Orca's test typed
Home, Space and the discard key in one go, and the discard acted first: "Select exactly one card to
discard". `HeldKeys` holds key presses as that bridge does."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import start


class HeldKeys(QObject):
    """Holds every key press and delivers the copies, in order, a moment later."""

    def __init__(self) -> None:
        super().__init__()
        self.held: list[tuple[QObject, QKeyEvent]] = []
        self.delivering: set[int] = set()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if id(event) in self.delivering:
            return False
        copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text())
        self.held.append((watched, copy))
        return True

    def deliver(self) -> None:
        held, self.held = self.held, []
        for target, event in held:
            self.delivering.add(id(event))
            QCoreApplication.sendEvent(target, event)
            self.delivering.discard(id(event))


def _discard_key(window: MainWindow) -> Qt.Key:
    key = QKeySequence(window.buttons.key(Button.DISCARD))[0].key()
    assert key != Qt.Key.Key_unknown
    return key


def test_space_then_the_discard_key_discard_the_card_selected_while_keys_wait(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3)
    assert window.controller.turn.draw() is None
    window.view.setFocus()
    first = window.controller.hand()[0]
    held = HeldKeys()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(held)
    try:
        for key in (Qt.Key.Key_Home, Qt.Key.Key_Space, _discard_key(window)):
            QTest.keyClick(window.view, key)
        assert first in window.controller.hand()  # nothing acted before the keys were delivered
        QTimer.singleShot(50, held.deliver)
        qtbot.waitUntil(lambda: first not in window.controller.hand(), timeout=5000)
    finally:
        app.removeEventFilter(held)
    assert window.controller.state.pile[-1] == first


def test_a_button_key_still_acts_without_waiting(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3)
    window.view.setFocus()
    before = len(window.controller.hand())
    QTest.keyClick(window.view, QKeySequence(window.buttons.key(Button.DRAW))[0].key())
    assert len(window.controller.hand()) == before + window.controller.state.rules.draw_count
