"""Game ▸ Play a deal by code…: type (or paste) a deal code, checked as it is typed.

Each keystroke decodes the code (`engine.deal_code.decode`, the presets and the player's house-rule
sets known): what is wrong is said at once in the player's language, and a good code says which
game it deals before "Play this deal" is pressed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ...engine.deal_code import Deal, DealCodeError, decode
from ...engine.rules import RuleSet
from ..text import messages
from ..text.deal_code_text import problem_text
from ..text.i18n import format_points

MAX_CODE = 120  # characters a code field takes (a code is 20 to 40)


class PlayCodeDialog(QDialog):
    """A field for the code, the verdict under it, and Play this deal / Cancel."""

    def __init__(self, known_rules: Sequence[RuleSet] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.known_rules = list(known_rules)
        self.deal: Deal | None = None
        self.setWindowTitle(self.tr("Play a deal by code"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "A deal code names a deal: the same cards in the same places for anyone with the same"
                " rules. The match in progress waits, exactly as it is, and the deal never counts in the"
                " statistics."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        label = QLabel(self.tr("&Deal code:"))
        self.field = QLineEdit()
        self.field.setMaxLength(MAX_CODE)
        self.field.setPlaceholderText("0AZC-A7DP-DW86-…")
        self.field.setAccessibleName(self.tr("Deal code"))
        label.setBuddy(self.field)
        layout.addWidget(label)
        layout.addWidget(self.field)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setMinimumHeight(44)
        layout.addWidget(self.verdict)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.play_button = QPushButton(self.tr("Play this deal"))
        self.play_button.setDefault(True)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.field.textChanged.connect(self.check)
        self.check("")
        self.resize(520, self.sizeHint().height())

    def check(self, text: str) -> None:
        """Decode what is typed: the problem, or the game the code deals."""
        try:
            self.deal = decode(text, self.known_rules)
        except DealCodeError as error:
            self.deal = None
            self.verdict.setText(problem_text(error))
        else:
            self.verdict.setText(self.deal_text(self.deal))
        self.play_button.setEnabled(self.deal is not None)

    def deal_text(self, deal: Deal) -> str:
        rules = deal.rules
        scores = " – ".join(format_points(score) for score in deal.scores)
        name = messages.preset_name(rules.name)
        return self.tr("A deal of %1; the scores before it: %2.").replace("%1", name).replace("%2", scores)

    def accept(self) -> None:
        if self.deal is not None:
            super().accept()
