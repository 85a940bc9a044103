"""Help ▸ Rules: the rules page of the game on the table (or the classic game), in a scrolling browser.

Opened from "Why?" it starts at the paragraph that explains the refusal or the
Tip, highlighted so the eye finds it, with the page scrolled to it.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.rules import RuleSet, preset
from ..text.rules_file_text import rules_file_html
from ..text.rules_text import rules_html
from ..text.why_links import anchor_for

PREFERRED_SIZE = (620, 680)


class RulesDialog(QDialog):
    def __init__(self, rules: RuleSet | None, parent: QWidget | None = None, topic: str = "") -> None:
        super().__init__(parent)
        self.rules = rules or preset("classic-2p")
        self.anchor = anchor_for(topic, self.rules) if topic else ""
        self.setWindowTitle(self.tr("Rules"))
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html(self.rules, self.anchor) + rules_file_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self._fit_the_screen()
        if self.anchor:
            self.setAccessibleDescription(self.tr("The highlighted paragraph explains it."))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.anchor:  # scrolled once the page is laid out at the dialog's size
            self.browser.scrollToAnchor(self.anchor)
            bar = self.browser.verticalScrollBar()  # a little of what comes before stays in view
            bar.setValue(max(0, bar.value() - 2 * self.browser.fontMetrics().height()))

    def _fit_the_screen(self) -> None:
        """The preferred size, smaller on a small screen (the page scrolls), with room for the title bar."""
        width, height = PREFERRED_SIZE
        screen = (self.parentWidget() or self).screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        self.resize(min(width, room.width() - 40), min(height, room.height() - 80))
