"""Help ▸ Keyboard: every key the game answers to, in the player's language."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..text.button_text import Button, ButtonTexts


class KeyboardHelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        text = QLabel(self.page())
        text.setTextFormat(Qt.TextFormat.RichText)
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByKeyboard | Qt.TextInteractionFlag.TextSelectableByMouse
        )
        text.setAccessibleName(self.tr("Keyboard shortcuts"))
        text.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scroll = QScrollArea()
        scroll.setWidget(text)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setAccessibleName(self.tr("Keyboard shortcuts"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)
        layout.addWidget(buttons)
        self.resize(560, 620)

    def rows(self) -> list[tuple[str, str]]:
        """(key, what it does), the table's keys first, then the buttons' and the window's."""
        keys = ButtonTexts()  # the letters follow the language, as the buttons' do
        return [
            (
                self.tr("Tab, Shift+Tab"),
                self.tr(
                    "Move between your hand, the stock, the pile, the new-meld area and "
                    "your melds (also Down and Up)"
                ),
            ),
            (self.tr("Left, Right"), self.tr("Move over the cards of your hand (elsewhere: the next place)")),
            (self.tr("Home, End"), self.tr("The first or the last card of your hand")),
            (
                self.tr("Space, Enter"),
                self.tr(
                    "In the hand: select or unselect the card. Elsewhere: act there, as a "
                    "click does (draw, take the pile, put the selected cards there)"
                ),
            ),
            (
                self.tr("Enter"),
                self.tr(
                    "On a selected card in the hand: the obvious move with the selected cards (take the "
                    "pile, add them to your melds, meld them, or discard the one card)"
                ),
            ),
            (self.tr("Esc"), self.tr("Unselect all cards")),
            (keys.key(Button.DRAW), self.tr("Draw")),
            (keys.key(Button.TAKE), self.tr("Take the pile")),
            (keys.key(Button.MELD), self.tr("Meld")),
            (keys.key(Button.ADD), self.tr("Add to a meld")),
            (keys.key(Button.DISCARD), self.tr("Discard")),
            (keys.key(Button.UNDO), self.tr("Undo")),
            (keys.key(Button.TIP), self.tr("Tip")),
            (keys.key(Button.SORT), self.tr("Sort the hand")),
            (keys.key(Button.ASK), self.tr("Ask your partner")),
            (keys.key(Button.NEXT_DEAL), self.tr("Next deal")),
            (
                keys.why_key(),
                self.tr("Why? The rules at the paragraph that explains the last refusal or Tip"),
            ),
            (
                self.tr("Ctrl++, Ctrl+−, Ctrl+0"),
                self.tr("Larger cards, smaller cards, normal size (also Ctrl + mouse wheel)"),
            ),
            ("Ctrl+H", self.tr("Show or hide the move history")),
            ("F6", self.tr("To the move history (Esc: back to the table)")),
            (self.tr("Enter, ?"), self.tr("In the move history: why the computer played the chosen turn so")),
            (
                "!",
                self.tr(
                    "In the move history: the round review's judgement of the chosen computer turn, once the "
                    "round is over"
                ),
            ),
            ("Ctrl+N", self.tr("New game")),
            ("F1", self.tr("Rules")),
            ("Ctrl+K", self.tr("This list")),
            ("Ctrl+M", self.tr("Write in the chat (playing with someone at another computer)")),
            (self.tr("Any key"), self.tr("When the computer waits (step through its turn): let it move")),
        ]

    def page(self) -> str:
        rows = "".join(
            f"<tr><td style='padding-right:14px'><b>{html.escape(key)}</b></td>"
            f"<td>{html.escape(what)}</td></tr>"
            for key, what in self.rows()
        )
        title = html.escape(self.tr("Playing with the keyboard"))
        return f"<h3>{title}</h3><table cellspacing='4'>{rows}</table>"
