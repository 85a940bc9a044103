"""The table view as the screen reader's focus proxy: its accessible name is what the keyboard's
focus rests on, and every change is sent to the assistive technology as Qt accessibility events."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QAbstractScrollArea


class TableAnnouncer(QObject):
    """Keeps the view's accessible name on the focused card or place, and tells the screen reader."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self.view = view
        self.retranslate()

    def retranslate(self) -> None:
        self.view.setAccessibleDescription(
            self.tr(
                "The card table. Tab and Shift+Tab move between your hand, the stock, the pile, the new-meld area "
                "and your melds; Left and Right move over the cards, Home and End to the first and the last card; "
                "Enter or Space selects a card or acts on the place."
            )
        )
        if not self.view.accessibleName():
            self._name(self.tr("Card table"))

    def _name(self, text: str) -> None:
        self.view.setAccessibleName(text)
        self.view.viewport().setAccessibleName(text)  # the viewport takes the clicks: it is named alike

    def focus_text(self, text: str) -> None:
        self._name(text or self.tr("Card table"))
        if not QAccessible.isActive():
            return  # no screen reader listens: nothing to send
        # setAccessibleName sent the name change already (one event a change: no double reading)
        if self.view.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.Focus))
