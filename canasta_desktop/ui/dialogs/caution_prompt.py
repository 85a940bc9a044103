"""Teaching's question before a move: the caution, then "… anyway" or "Think again" (the default).

Window-modal and opened, not executed: the table waits, the event loop runs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ..controller.teaching import Caution


class CautionPrompt(QMessageBox):
    def __init__(
        self, caution: Caution, parent: QWidget, go_on: Callable[[], None], think_again: Callable[[], None]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Think twice"))
        self.setIcon(QMessageBox.Icon.Information)
        self.setText(caution.text)
        self.setInformativeText(self.tr("Teaching hints can be turned off in Settings."))
        self.anyway: QPushButton = self.addButton(caution.go_on, QMessageBox.ButtonRole.AcceptRole)
        self.think: QPushButton = self.addButton(self.tr("Think again"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.think)
        self.setEscapeButton(self.think)
        self.finished.connect(
            lambda _result: go_on() if self.clickedButton() is self.anyway else think_again()
        )
