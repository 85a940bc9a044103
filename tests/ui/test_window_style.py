"""The table's cream buttons stay on the table: a dialog the window opens keeps the platform's look
(`ui/window/window_style.py` scopes the window's style sheet to its central widget)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QPushButton

from canasta_desktop.ui.dialogs.new_game import NewGameDialog
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import start

CREAM = QColor("#f4efe0")


def _middle(button: QPushButton) -> QColor:
    image: QImage = button.grab().toImage()
    return image.pixelColor(image.width() // 2, 3)  # above the words, inside the frame


def test_a_dialog_of_the_window_looks_like_one_without_it(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    inside = NewGameDialog(window.controller.setup, window)
    alone = NewGameDialog(window.controller.setup)
    for dialog in (inside, alone):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
    assert inside.start_button.size() == alone.start_button.size()
    assert inside.start_button.grab().toImage() == alone.start_button.grab().toImage()
    assert _middle(inside.start_button) != CREAM


def test_the_table_buttons_keep_their_cream(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window)
    tip = window.buttons[Button.TIP]
    assert tip.isEnabled()
    assert _middle(tip) == CREAM
