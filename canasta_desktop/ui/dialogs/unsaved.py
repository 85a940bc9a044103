"""Asked before the window closes while moves are not on disk (the last save failed, or a finished
match still waits for the statistics): quitting then would lose them."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget


class UnsavedQuestion(QMessageBox):
    """ "Your last moves could not be saved": keep playing (the default) or quit anyway."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Quit"))
        self.setText(self.tr("Your last moves could not be saved."))
        self.setInformativeText(
            self.tr(
                "If you quit now, they are lost: the game goes on from its last save next time. "
                "Free some disk space and keep playing, and the game saves again."
            )
        )
        self.keep_button = QPushButton(self.tr("Keep playing"))
        self.quit_button = QPushButton(self.tr("Quit anyway"))
        self.addButton(self.keep_button, QMessageBox.ButtonRole.RejectRole)
        self.addButton(self.quit_button, QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)

    def confirmed(self) -> bool:
        return self.clickedButton() is self.quit_button


def confirm_quit_unsaved(parent: QWidget | None) -> bool:
    """Whether to quit although moves are not saved (tests replace this function)."""
    box = UnsavedQuestion(parent)
    box.exec()
    return box.confirmed()
