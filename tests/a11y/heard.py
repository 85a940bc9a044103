"""What the game should say, in the language under test, made from the game's own translated texts, so
the test checks the words a screen reader user hears against the words the game means to say."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from canasta_desktop.engine.cards import Card, Rank, Suit
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.ui.table.accessible import Spoken
from canasta_desktop.ui.text.button_text import Button, ButtonTexts
from canasta_desktop.ui.text.messages import level_name, reason_text
from canasta_desktop.ui.text.status_text import StatusTexts
from canasta_desktop.ui.window_parts.accessibility import in_words

CARDS = [Card(Rank.JOKER, None)] + [Card(rank, suit) for rank in Rank if rank != Rank.JOKER for suit in Suit]
ROLES_WITHOUT_NAME = {"filler", "panel", "separator", "label", "scroll bar", "list", "application"}
CONTROL_ROLES = {
    "push button",
    "check box",
    "radio button",
    "combo box",
    "menu item",
    "spin button",
    "text",
    "slider",
    "page tab",
    "toggle button",
}


class Words:
    """The texts of the language installed in this process (the game runs in the same language)."""

    def __init__(self, level: str) -> None:
        self.spoken = Spoken()
        self.computer = level_name(level)
        keys = ButtonTexts()
        self.draw_key = keys.key(Button.DRAW).lower()
        self.take_key = keys.key(Button.TAKE).lower()
        self.discard_key = keys.key(Button.DISCARD).lower()
        status = StatusTexts()
        self.your_turn = {
            status.tr("Your turn: draw %n card(s).", "", 2),
            status.tr("Your turn: draw %n card(s) or take the pile.", "", 2),
        }
        self.must_take = status.tr("The stock is empty: you must take the pile.")
        # The status line while the welcome box is open (also a label starting with the computer's name):
        # since the files are read on a thread, it is set with the window on screen (issue 23).
        self.box_waiting = status.tr("%1 waits until you close the welcome box (Got it, or Esc).")
        self.stock_out = {
            status.tr("The stock is empty and you cannot take the pile: end the round."),
            status.tr("The stock is empty: take the pile or end the round."),
        }
        self.draw_first = reason_text(Reason.WRONG_PHASE_DRAW_FIRST)
        self.welcome_start = QCoreApplication.translate("FirstRunHint", "Welcome to Canasta!")
        self.table_help = _table_help()
        self.places = _place_starts(self.spoken)

    def names_a_hand_card(self, text: str) -> bool:
        """ "King of hearts, selected, card 3 of 15 in your hand" and the like, exactly."""
        numbers = [int(n) for n in re.findall(r"\d+", text)][-2:]  # a card may be "2 af ruder" in Danish
        if len(numbers) != 2 or not 0 < numbers[0] <= numbers[1]:
            return False
        index, count = numbers[0] - 1, numbers[1]
        return any(
            self.spoken.hand_card(card, selected, index, count) == text
            for card in CARDS
            for selected in (False, True)
        )

    def names_a_place(self, text: str) -> bool:
        """The stock, the pile, the new-meld area or a meld, with what is there."""
        return text == self.spoken.empty_hand() or any(text.startswith(start) for start in self.places)

    def names_table_focus(self, text: str) -> bool:
        return self.names_a_hand_card(text) or self.names_a_place(text)

    def computer_moves(self, line: str) -> list[str]:
        """The computer's moves in a line of moves ("Easy drew 2 cards. Easy discarded 5♠."), in words."""
        moves = re.split(r"(?<=\.)\s+", line.strip())
        waiting = self.box_waiting.replace("%1", self.computer)
        return [in_words(move) for move in moves if move.startswith(self.computer + " ") and move != waiting]


def _table_help() -> str:
    return QCoreApplication.translate(
        "TableAnnouncer",
        "The card table. Tab and Shift+Tab move between your hand, the stock, the pile, the new-meld area "
        "and your melds; Left and Right move over the cards, Home and End to the first and the last card; "
        "Enter or Space selects a card or acts on the place.",
    )


def _place_starts(spoken: Spoken) -> list[str]:
    """How each place's words begin: "Stock: ", "Discard pile: ", "New-meld area: ", "Your meld of "."""
    starts = [spoken.stock(count) for count in range(0, 109)]
    starts.append(spoken.tr("Discard pile: empty"))
    starts += [spoken.tr("Discard pile: %n card(s)", "", count) for count in range(1, 109)]
    starts.append(spoken.tr("New-meld area: empty; press Enter to put the selected cards here"))
    starts.append(spoken.tr("New-meld area: %1").split("%1")[0])
    starts.append(spoken.tr("Your meld of %1: %n card(s)", "", 3).split("%1")[0])
    return starts
