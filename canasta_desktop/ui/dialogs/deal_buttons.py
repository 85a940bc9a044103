"""The score sheet's buttons about the deal: "Show the deal" (the deal laid open, `deal_window`).

Kept apart from the score sheet so that it stays one button box with a line that adds these.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QWidget

from ...engine.deal_open import dealt
from ...engine.match import RoundRecord
from .deal_window import DealWindow, deal_window


class DealButtons(QObject):
    """ "Show the deal" on a score sheet, when the round's log is known."""

    def __init__(
        self, sheet: QWidget, buttons: QDialogButtonBox, record: RoundRecord, names: Sequence[str]
    ) -> None:
        super().__init__(sheet)
        self.sheet = sheet
        self.record = record
        self.names = list(names)
        self.window: DealWindow | None = None
        self.show_deal = QPushButton(QCoreApplication.translate("ScoreSheetDialog", "Show the deal"))
        self.show_deal.setAutoDefault(False)
        self.show_deal.setToolTip(
            QCoreApplication.translate(
                "ScoreSheetDialog", "Every hand as it was dealt, the stock's order and the deal's code"
            )
        )
        self.show_deal.setEnabled(dealt(record.log) is not None)
        self.show_deal.clicked.connect(self.open_deal)
        buttons.addButton(self.show_deal, QDialogButtonBox.ButtonRole.ActionRole)

    def open_deal(self) -> None:
        title = QCoreApplication.translate("ScoreSheetDialog", "round %1").replace(
            "%1", str(self.record.number)
        )
        window = deal_window(self.record.log, self.names, title, self.sheet)
        if window is None:
            return
        self.window = window
        window.setModal(False)
        window.show()
