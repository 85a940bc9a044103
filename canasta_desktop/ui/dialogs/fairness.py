"""Help ▸ Fairness: the page of `text.fairness_text` in a scrolling browser."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..text.fairness_text import fairness_html


class FairnessDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Fairness"))
        self.browser = QTextBrowser()
        self.browser.setHtml(fairness_html())
        self.browser.setAccessibleName(self.tr("Fairness"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(620, 640)


def show_fairness(parent: QWidget) -> FairnessDialog:
    """Open the page (not modal: it can be read beside the table)."""
    dialog = FairnessDialog(parent)
    dialog.setModal(False)
    dialog.show()
    return dialog
