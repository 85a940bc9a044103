"""A computer partner asks the human: may I go out?"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from ..text.messages import translate


def ask_partner(parent: QWidget, name: str, answer: Callable[[bool], object]) -> QMessageBox:
    """Ask without blocking the window; ``answer`` gets True for Yes."""
    box = QMessageBox(parent)
    box.setWindowTitle(translate("MainWindow", "Your partner asks"))
    box.setText(translate("MainWindow", "%1 asks: may I go out?").replace("%1", name))
    yes = box.addButton(translate("MainWindow", "Yes"), QMessageBox.ButtonRole.YesRole)
    box.addButton(translate("MainWindow", "No"), QMessageBox.ButtonRole.NoRole)
    box.finished.connect(lambda _result: answer(box.clickedButton() is yes))
    box.open()
    return box
