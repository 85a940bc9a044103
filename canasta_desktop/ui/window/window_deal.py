"""Game ▸ Play a deal by code…: the deal a code names, played as a round aside.

The decision (docs/review.md, "A deal by code"): the deal is **a round played aside**, as a lesson
is — a `TableSession` that is not kept (never saved, never in the statistics or the review's
archive), put on the table with `GameController.show`; the match in progress is parked, untouched
(its save file is not written while it waits), and comes back exactly as it was when the deal's
score sheet is closed, when New game is chosen, or from Game ▸ Back to the match. A new one-round
match instead would have replaced the player's match in the save, which the player did not ask for.

The person sits at seat 0 (South, as in every new match) and the computers play the levels of the
last New game, seeded from the deal's seed: the same code gives the same cards to anyone with the
same rules, and the same opponents' moves to anyone who plays the same moves.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine.deal_code import Deal, encode
from ...engine.rules import RuleSet
from ...persistence.house_rules import HouseRulesBook
from ..controller.controller import GameController
from ..controller.game_setup import GameSetup
from ..controller.table_session import OneRound, TableSession
from ..dialogs.review_box import ReviewBox, insert_in_panel
from .window_rounds import WindowRounds

if TYPE_CHECKING:  # imported when Game ▸ Play a deal by code… opens
    from ..dialogs.deal_code_dialog import PlayCodeDialog


class OneDeal(OneRound):
    """A deal played by code: one round, over when it ends (a tie does not play on: nothing is dealt)."""

    @property
    def is_over(self) -> bool:
        return bool(self.history)


class DealHost(Protocol):
    """What playing a deal uses of the window."""

    @property
    def controller(self) -> GameController: ...
    @property
    def rounds(self) -> WindowRounds: ...
    @property
    def panel(self) -> QWidget: ...
    def house_rules_book(self) -> HouseRulesBook: ...
    def update_panel(self) -> None: ...
    def update_buttons(self) -> None: ...


def deal_session(deal: Deal, last: GameSetup) -> TableSession:
    """The deal as a round aside: the person at seat 0, the computers at ``last``'s levels, seeded
    from the deal."""
    rules = deal.rules
    setup = GameSetup(rules.name, last.level, rules.target, last.name, levels=last.levels, house_rules=rules)
    seated = TableSession.new(setup, deal.seed % 2**62)
    session = TableSession(
        OneDeal.of(deal.round()), seated.seats, setup, random.Random(deal.seed), kept=False
    )
    return session


class WindowDeal(QObject):
    """The dialog, the deal on the table and the way back to the parked match."""

    active_changed = Signal(bool)  # a played deal came onto the table (True) or left it (False)

    def __init__(self, window: QWidget, host: DealHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.dialog: PlayCodeDialog | None = None
        self.playing: TableSession | None = None
        self.parked: TableSession | None = None
        # The side panel says, while the deal is on the table, that the match waits, and leads back.
        self.box = ReviewBox()
        self.box.back_clicked.connect(self.back)
        host.rounds.aside_finished.connect(self._aside_finished)

    def _aside_finished(self) -> None:
        """A round aside ended with its score sheet: if it is the deal played by code, back to the match."""
        if self.active:
            self.back()

    def known_rules(self) -> list[RuleSet]:
        """The rule sets a code may name besides the presets: the player's house rules, the match's."""
        known = [rule_set.rules for rule_set in self.host.house_rules_book().sets]
        match = self.host.controller.match
        return [*known, match.rules] if match is not None else known

    def play_code(self) -> PlayCodeDialog:
        """Open the dialog; a good code pressed through starts its deal."""
        from ..dialogs.deal_code_dialog import PlayCodeDialog

        dialog = PlayCodeDialog(self.known_rules(), self.window)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._chosen(dialog))
        dialog.open()
        return dialog

    def _chosen(self, dialog: PlayCodeDialog) -> None:
        if dialog.deal is not None:
            self.start(dialog.deal)

    @property
    def active(self) -> bool:
        """A played deal is on the table."""
        return self.playing is not None and self.host.controller.session is self.playing

    def start(self, deal: Deal) -> TableSession:
        """Put ``deal`` on the table; the match in progress waits (a deal after a deal: the same match)."""
        c = self.host.controller
        self.host.rounds.close_dialogs()  # the match's score sheet goes with its round (issue 31)
        session = deal_session(deal, c.setup)
        previous = c.show(session, dealt=True)
        if self.playing is None:
            self.parked = previous
        self.playing = session
        if self.box.parent() is None:  # the window makes its panel after this object
            insert_in_panel(self.host.panel, self.box)
        self.box.show_trying(
            self.tr("A deal by code: %1").replace(
                "%1", encode(deal.rules, deal.seed, deal.dealer, deal.scores)
            ),
            self.tr(
                "The same cards as for anyone who plays this code with the same rules. Your match waits; "
                "this deal is not saved and does not count."
            ),
        )
        self.active_changed.emit(True)
        self.host.update_panel()
        self.host.update_buttons()
        return session

    def back(self) -> None:
        """Back to the match that waited (or an empty table), exactly as it was."""
        if self.playing is None:
            return
        parked, self.parked, self.playing = self.parked, None, None
        self.box.hide()
        self.host.controller.show(parked)
        self.active_changed.emit(False)
        self.host.update_panel()
        self.host.update_buttons()
