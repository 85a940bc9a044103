"""The deal laid open: every hand as dealt, the red 3s laid at the deal, the upcard, the stock's order
and the deal's code, drawn with the game's cards and written out as text to select and copy.

Opened from the score sheet ("Show the deal") and from the round review's chooser, for a round whose
log is known (`engine.deal_open.dealt`). The code is the same in every language (Crockford base32).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ...engine.deal_open import LaidOpen, dealt, laid_open
from ...engine.scoring import SideScore
from ..art import cardart
from ..text import messages

CARD_WIDTH = 40
STEP = 27  # each card covers the one before but for its left strip, as a hand is fanned
ROW_GAP = 6
STOCK_ROW = 20  # cards of the stock per row
DEAL_STYLE = (
    "#DealWindow { background: #fbf7e9; }"
    "#DealWindow QLabel { color: #1d2a3a; font-size: 14px; }"
    "#DealWindow QLabel[role='seat'] { font-weight: bold; padding-top: 6px; }"
    "#DealWindow QScrollArea, #DealWindow #dealBody { background: #fbf7e9; }"
)


def hand_order(cards: Sequence[Card]) -> list[Card]:
    """High cards first, jokers last (as the score sheet fans a hand)."""
    return sorted(cards, key=lambda card: (card.suit is None, -int(card.rank), str(card)))


class CardStrip(QWidget):
    """Cards drawn in rows of ``per_row``, each overlapping the one before; read out as card names."""

    def __init__(self, cards: Sequence[Card], per_row: int = 20, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = list(cards)
        self.per_row = max(1, per_row)
        self.card_size = QSize(*cardart.card_size_for_width(CARD_WIDTH))
        self.setAccessibleName(messages.cards_text(self.cards))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        if not self.cards:
            return QSize(0, 0)
        columns = min(len(self.cards), self.per_row)
        rows = (len(self.cards) + self.per_row - 1) // self.per_row
        width = (columns - 1) * STEP + self.card_size.width()
        return QSize(width, rows * self.card_size.height() + (rows - 1) * ROW_GAP)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.card_size.width(), self.card_size.height()
        for index, card in enumerate(self.cards):
            row, column = divmod(index, self.per_row)
            cardart.paint_card_face(painter, QRectF(column * STEP, row * (h + ROW_GAP), w, h), card)
        painter.end()


class DealWindow(QDialog):
    """One deal laid open; ``names``: the seats' names, ``title``: which round it was."""

    def __init__(
        self, deal: LaidOpen, names: Sequence[str], title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.deal = deal
        self.names = [names[seat] if seat < len(names) else str(seat + 1) for seat in range(len(deal.hands))]
        self.setObjectName("DealWindow")
        self.setStyleSheet(DEAL_STYLE)
        self.setWindowTitle(self.tr("The deal — %1").replace("%1", title))
        layout = QVBoxLayout(self)
        layout.addLayout(self._code_row())
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._body())
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 700)

    # ----------------------------------------------------------------- parts
    def _code_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        label = QLabel(self.tr("Deal code:"))
        self.code_field = QLineEdit(self.deal.code)
        self.code_field.setReadOnly(True)
        self.code_field.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.code_field.setAccessibleName(self.tr("Deal code"))
        label.setBuddy(self.code_field)
        self.copy_button = QPushButton(self.tr("Copy the code"))
        self.copy_button.clicked.connect(self.copy_code)
        row.addWidget(label)
        row.addWidget(self.code_field, 1)
        row.addWidget(self.copy_button)
        return row

    def _body(self) -> QWidget:
        body = QWidget()
        body.setObjectName("dealBody")
        column = QVBoxLayout(body)
        explain = QLabel(
            self.tr(
                "Anyone who plays this code with the same rules (Game ▸ Play a deal by code…) gets these"
                " very cards in these very places."
            )
        )
        explain.setWordWrap(True)
        column.addWidget(explain)
        deal = self.deal
        for seat in deal.order:
            column.addWidget(self._seat_label(seat))
            column.addLayout(self._hand_row(seat))
        column.addWidget(self._heading(self.tr("The upcard")))
        column.addWidget(CardStrip(deal.pile))
        column.addWidget(self._heading(self.tr("The stock, in the order it is drawn (the next card first)")))
        column.addWidget(CardStrip(deal.stock, STOCK_ROW))
        column.addWidget(self._heading(self.tr("As text")))
        self.text_view = QPlainTextEdit(self.as_text())
        self.text_view.setReadOnly(True)
        self.text_view.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.text_view.setMinimumHeight(220)
        self.text_view.setAccessibleName(self.tr("The deal as text"))
        column.addWidget(self.text_view)
        column.addStretch(1)
        return body

    def _hand_row(self, seat: int) -> QHBoxLayout:
        """The hand as dealt, and beside it the red 3s laid at the deal (if any)."""
        row = QHBoxLayout()
        row.addWidget(CardStrip(hand_order(self.deal.hands[seat])))
        laid = self.deal.red_threes[seat]
        if laid:
            row.addSpacing(24)
            row.addWidget(QLabel(self.tr("Red 3s laid at the deal:")))
            row.addWidget(CardStrip(laid))
        row.addStretch(1)
        return row

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setProperty("role", "seat")
        return label

    def _seat_label(self, seat: int) -> QLabel:
        return self._heading(self.seat_title(seat))

    def seat_title(self, seat: int) -> str:
        name = self.names[seat]
        if seat == self.deal.dealer:
            return self.tr("%1 (dealer)").replace("%1", name)
        return name

    # ----------------------------------------------------------------- text
    def as_text(self) -> str:
        """The whole deal in card names, a line per hand and the stock in numbered rows."""
        deal = self.deal
        lines = [self.tr("Deal code: %1").replace("%1", deal.code), ""]
        for seat in deal.order:
            lines.append(f"{self.seat_title(seat)}: {messages.cards_text(hand_order(deal.hands[seat]))}")
            if deal.red_threes[seat]:
                lines.append(
                    "  "
                    + self.tr("Red 3s laid at the deal: %1").replace(
                        "%1", messages.cards_text(list(deal.red_threes[seat]))
                    )
                )
        lines += ["", self.tr("The upcard: %1").replace("%1", messages.cards_text(list(deal.pile)))]
        lines.append(self.tr("The stock, in the order it is drawn (the next card first):"))
        for start in range(0, len(deal.stock), 10):
            chunk = list(deal.stock[start : start + 10])
            lines.append(f"{start + 1:>3}–{start + len(chunk):<3} {messages.cards_text(chunk)}")
        return "\n".join(lines) + "\n"

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(self.deal.code)
        self.copy_button.setText(self.tr("Copied"))


def deal_window(
    log: str,
    names: Sequence[str],
    title: str,
    parent: QWidget | None = None,
    sheet: Sequence[SideScore] | None = None,
) -> DealWindow | None:
    """The deal of a finished round's log laid open; None when the log is unknown or does not replay
    (to ``sheet``, the round's score sheet, when given)."""
    deal = dealt(log, sheet)
    if deal is None:
        return None
    return DealWindow(laid_open(deal), names, title, parent)


__all__ = ["CardStrip", "DealWindow", "deal_window", "hand_order"]
