"""A whole round played with the keyboard alone: no mouse event reaches the table, the focus stays visible."""

from __future__ import annotations

import os
import random
import tempfile

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.actions import AddToMeld, Discard, DrawStock, Meld, TakePile
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.keyboard import HAND
from canasta_desktop.ui.table.targets import Zone

from .conftest import play_to_score_sheet, start


class KeyboardPlayer:
    """Chooses like a simple player; every choice is made with key presses on the table."""

    def __init__(self, win, seed: int) -> None:  # type: ignore[no-untyped-def]
        self.win = win
        self.rng = random.Random(seed)
        self.keys = 0
        self.placed_by_enter = 0

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.win.view, key, modifier)
        self.keys += 1
        self.assert_focus_visible()

    def assert_focus_visible(self) -> None:
        scene = self.win.scene
        if not self.win.controller.is_viewers_turn():
            return
        if scene.focus.place == HAND:
            hand = self.win.controller.hand()
            assert not hand or any(item.focused for item in scene.cards.values() if item.zone == Zone.HAND)
        else:
            assert sum(zone.focused for zone in scene.zones.values()) == 1

    def focus_place(self, place: tuple[object, object]) -> None:
        for _ in range(40):
            if self.win.scene.focus.place == place:
                return
            self.key(Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reached {place}")

    def select(self, cards: list[Card]) -> None:
        """Escape, then to the hand and Right/Left to each card, Space on it."""
        self.key(Qt.Key.Key_Escape)
        self.focus_place(HAND)
        controller = self.win.controller
        for card in cards:
            for _ in range(60):
                if controller.turn.cursor == card:
                    break
                hand = controller.hand()
                here = hand.index(controller.turn.cursor) if controller.turn.cursor in hand else -1
                self.key(Qt.Key.Key_Right if hand.index(card) > here else Qt.Key.Key_Left)
            assert controller.turn.cursor == card
            self.key(Qt.Key.Key_Space)
        assert set(cards) == set(controller.selection)

    def play_turn(self) -> None:
        state = self.win.controller.state
        legal = state.legal_actions()
        if state.phase is Phase.DRAW:
            if not any(isinstance(a, DrawStock) for a in legal) and any(
                isinstance(a, TakePile) for a in legal
            ):
                self.key(Qt.Key.Key_T)
            else:
                self.key(Qt.Key.Key_D)  # Draw (or End round once the stock is empty)
            return
        for _ in range(4):
            if state.is_over or state.actor != 0:
                return
            legal = state.legal_actions()
            melds = [a for a in legal if isinstance(a, Meld)]
            adds = [a for a in legal if isinstance(a, AddToMeld)]
            if melds:
                action = max(melds, key=lambda a: len(a.groups))
                self.select([c for group in action.groups for c in group])
                self.key(Qt.Key.Key_M)
                if self.win.controller.staged:
                    self.key(Qt.Key.Key_U)  # refused below the minimum: take the cards back
                    break
            elif adds:
                self.select(list(adds[0].cards))
                self.focus_place((Zone.MELD, adds[0].rank))
                self.key(Qt.Key.Key_Return)  # click-to-place by keyboard
                self.placed_by_enter += 1
            else:
                break
        if state.is_over or state.actor != 0 or state.phase is not Phase.MELD:
            return
        discards = [a for a in state.legal_actions() if isinstance(a, Discard)]
        plain = [a for a in discards if not state.tables.wild[a.card.rank]] or discards
        self.select([self.rng.choice(plain).card])
        if self.rng.random() < 0.5:
            self.key(Qt.Key.Key_K)
        else:
            self.focus_place((Zone.PILE, None))
            self.key(Qt.Key.Key_Enter)


@pytest.mark.slow  # a whole round (4 s)
def test_a_whole_round_by_keyboard_alone_to_the_score_sheet(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=21, level="mellem", target=None)
    window.view.setFocus()
    controller = window.controller
    player = KeyboardPlayer(window, 5)
    turns, sheet = play_to_score_sheet(qtbot, window, player.play_turn)
    assert controller.state.is_over
    assert player.keys > 3 * turns
    print(f"{turns} turns, {player.keys} keys, {player.placed_by_enter} additions placed with Enter")


def test_tab_goes_round_the_places_and_never_leaves_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=4)
    window.view.setFocus()
    scene = window.scene
    seen = []
    for _ in range(5):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        seen.append(scene.focus.place[0])
        assert window.view.hasFocus()
    assert seen[:4] == [Zone.STOCK, Zone.PILE, Zone.STAGING, Zone.HAND]
    QTest.keyClick(window.view, Qt.Key.Key_Backtab)
    assert scene.focus.place[0] == Zone.HAND  # Shift+Tab from the stock goes back to the hand


def test_enter_on_the_stock_draws(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=4)
    window.view.setFocus()
    before = len(window.controller.hand())
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.scene.focus.place == (Zone.STOCK, None)
    assert window.scene.zones[(Zone.STOCK, None, 0)].focused
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.hand()) == before + window.controller.rules.draw_count


def _drawn_by_keyboard(qtbot, window):  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=4, level="random")
    window.controller.pace_ms = 10**6
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert window.controller.state.phase is Phase.MELD
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the cursor onto a card of the hand
    return window.controller.state


def test_space_toggles_and_enter_on_a_selected_card_discards_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: Enter on a selected card does the obvious move (here: discard the lone card), not Space's
    unselect; Space stays select / unselect."""
    state = _drawn_by_keyboard(qtbot, window)
    controller = window.controller
    card = controller.turn.cursor
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert controller.selection == []  # Space toggles
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # Enter on an unselected card selects it
    assert controller.selection == [card]
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert state.pile[-1] == card and card not in state.hands[controller.human]


def test_enter_on_selected_cards_that_fit_a_meld_adds_them(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn_by_keyboard(qtbot, window)
    controller = window.controller
    human = controller.human
    card = controller.turn.cursor
    assert not state.tables.wild[card.rank]
    others = [c for c in state.stock if c.rank == card.rank][:3]
    for other in others:
        state.stock.remove(other)
    state.melds[state.side_of(human)][card.rank] = others
    controller.table_changed.emit([])
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    QTest.keyClick(window.view, Qt.Key.Key_Enter)
    assert card in state.melds[state.side_of(human)][card.rank]
    assert state.phase is Phase.MELD  # added, the turn goes on
    window.grab().save(os.path.join(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()), "enter-adds.png"))
