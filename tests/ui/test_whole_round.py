"""A whole round of classic-2p played from the human seat with the table's own gestures."""

from __future__ import annotations

import random

from canasta_desktop.engine.actions import AddToMeld, Discard, DrawStock, EndRound, Meld, TakePile
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import card_item, click, drag, play_to_score_sheet, select, start, zone


class ScriptedPlayer:
    """Chooses like a simple player and plays every choice with the mouse on the real table."""

    def __init__(self, win, seed: int) -> None:  # type: ignore[no-untyped-def]
        self.win = win
        self.rng = random.Random(seed)
        self.gestures = 0

    def play_turn(self) -> None:
        win = self.win
        state = win.controller.state
        legal = state.legal_actions()
        if state.phase is Phase.DRAW:
            if any(isinstance(a, DrawStock) for a in legal):
                click(win, zone(win, Zone.STOCK))
            elif any(isinstance(a, TakePile) for a in legal):
                click(win, zone(win, Zone.PILE))
            else:
                assert any(isinstance(a, EndRound) for a in legal)
                win.buttons[Button.DRAW].click()
            self.gestures += 1
            return
        for _ in range(4):  # a few melds and additions, then the discard
            if state.is_over or state.actor != 0:
                return
            legal = state.legal_actions()
            melds = [a for a in legal if isinstance(a, Meld)]
            adds = [a for a in legal if isinstance(a, AddToMeld)]
            if melds:
                self.meld(max(melds, key=lambda a: len(a.groups)))
            elif adds:
                self.add(adds[0])
            else:
                break
        if state.is_over or state.actor != 0 or state.phase is not Phase.MELD:
            return
        if win.controller.staged:
            win.buttons[Button.UNDO].click()  # a refused meld: take the cards back
        discards = [a for a in state.legal_actions() if isinstance(a, Discard)]
        plain = [a for a in discards if not state.tables.wild[a.card.rank]] or discards
        card = self.rng.choice(plain).card
        win.controller.turn.clear_selection()
        drag(win, card_item(win, card), zone(win, Zone.PILE))
        self.gestures += 1

    def meld(self, action: Meld) -> None:
        win = self.win
        cards = [c for group in action.groups for c in group]
        win.controller.turn.clear_selection()
        select(win, cards)
        drag(win, card_item(win, cards[0]), zone(win, Zone.STAGING))
        win.buttons[Button.MELD].click()
        self.gestures += 2

    def add(self, action: AddToMeld) -> None:
        win = self.win
        win.controller.turn.clear_selection()
        select(win, list(action.cards))
        drag(win, card_item(win, action.cards[0]), zone(win, Zone.MELD, action.rank, side=0))
        self.gestures += 1


def test_whole_round_through_the_table_to_the_score_sheet(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=21, level="mellem", target=None)
    controller = window.controller
    player = ScriptedPlayer(window, 3)
    turns, sheet = play_to_score_sheet(qtbot, window, player.play_turn)
    state = controller.state
    assert state.is_over and state.result is not None
    assert controller.match.history[-1].sheet == state.result
    assert player.gestures > turns  # every turn was played with the mouse
    assert controller.match.is_over  # a one-round match
    print(f"{turns} turns, {player.gestures} gestures, human melds: {sorted(state.melds[0])}", state.result)
    sheet.next_button.click()
    qtbot.waitUntil(lambda: window.match_over is not None and window.match_over.isVisible())
