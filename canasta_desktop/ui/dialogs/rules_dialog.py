"""Help ▸ Rules: the rules page of the game on the table (or the classic game), in a scrolling browser."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.rules import RuleSet, preset
from ..text.rules_text import rules_html

PREFERRED_SIZE = (620, 680)


class RulesDialog(QDialog):
    def __init__(self, rules: RuleSet | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules = rules or preset("classic-2p")
        self.setWindowTitle(self.tr("Rules"))
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html(self.rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self._fit_the_screen()

    def _fit_the_screen(self) -> None:
        """The preferred size, smaller on a small screen (the page scrolls), with room for the title bar."""
        width, height = PREFERRED_SIZE
        screen = (self.parentWidget() or self).screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        self.resize(min(width, room.width() - 40), min(height, room.height() - 80))
