"""Game ▸ Review…: choose a finished round to review.

The chooser lists `ReviewItem`s: a title, the round's log (`engine/roundlog.py`), the seat reviewed
and the names at the table (and the computer seats' levels, for Try again from here). The rounds
of the match in progress are one source of items; any list of items will do.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout, QWidget

from ...persistence.round_archive import KEEP
from .deal_window import DealWindow, deal_window


@dataclass(frozen=True)
class ReviewItem:
    """A finished round that can be reviewed."""

    title: str
    log: str
    human: int  # the seat reviewed (the person at this computer)
    names: tuple[str, ...]
    levels: Mapping[int, str] = field(default_factory=dict)  # the computer seats' levels


class ReviewChooser(QDialog):
    """A list of rounds; OK (or Enter, or a double click) reviews the one chosen (`chosen`)."""

    def __init__(self, items: Sequence[ReviewItem], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items = list(items)
        self.setWindowTitle(self.tr("Review a round"))
        layout = QVBoxLayout(self)
        label = QLabel(
            self.tr("Choose a finished round to see where you gained and lost points.")
            if self.items
            else self.tr("No finished round yet: the rounds of your last %1 games are listed here.").replace(
                "%1", str(KEEP)
            )
        )
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Finished rounds"))
        self.list.addItems([item.title for item in self.items])
        self.list.itemActivated.connect(lambda _item: self.accept())
        label.setBuddy(self.list)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.review_button = buttons.addButton(self.tr("&Review"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button.setEnabled(bool(self.items))
        self.deal_button = buttons.addButton(
            self.tr("Show the &deal"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.deal_button.setEnabled(bool(self.items))
        self.deal_button.clicked.connect(self.show_deal)  # the deal laid open (deal_window.py)
        self.deal_window: DealWindow | None = None
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if self.items:
            self.list.setCurrentRow(len(self.items) - 1)  # the latest round first in mind
        self.resize(420, 320)

    def show_deal(self) -> None:
        item = self.chosen
        if item is not None:
            self.deal_window = deal_window(item.log, item.names, item.title, self)
            if self.deal_window is not None:
                self.deal_window.show()

    @property
    def chosen(self) -> ReviewItem | None:
        row = self.list.currentRow()
        return self.items[row] if 0 <= row < len(self.items) else None
