"""Playing without dragging: click-to-place with the same glow as a drag; stepping through the computer's turn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.state import Phase
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.table.items import ZoneItem
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import card_item, click, drag, give, pause_computer, refresh, select, start, zone


def _glowing(win) -> set[tuple[str, object, int]]:  # type: ignore[no-untyped-def]
    return {key for key, item in win.scene.zones.items() if item.state != ZoneItem.NONE}


def _drawn_with_nines_laid(qtbot, win):  # type: ignore[no-untyped-def]
    start(qtbot, win, seed=5, level="random")
    pause_computer(win)
    state = win.controller.state
    nines = [Card.from_str(t) for t in ("9C", "9D", "9H")]
    give(state, 0, ["9C", "9D", "9H", "KH", "KS", "KD", "9S", "5C"])
    for card in nines:
        state.hands[0].remove(card)
    state.melds[0][Rank.NINE] = nines
    refresh(win)
    click(win, zone(win, Zone.STOCK))
    assert state.phase is Phase.MELD
    return state


def test_selected_cards_glow_their_targets_exactly_as_a_drag_does(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn_with_nines_laid(qtbot, window)
    nine = Card.from_str("9S")
    assert _glowing(window) == set()
    select(window, [nine])
    by_selection = _glowing(window)
    assert (Zone.MELD, Rank.NINE, 0) in by_selection and (Zone.PILE, None, 0) in by_selection
    drag(window, card_item(window, nine), zone(window, Zone.STAGING), release=False)
    during_drag = {
        key for key, item in window.scene.zones.items() if item.state in (ZoneItem.ACCEPTS, ZoneItem.HOVER_OK)
    }
    window.scene.drag.cancel()
    assert during_drag == by_selection
    assert _glowing(window) == by_selection  # after the drag the selection's glow is back
    click(window, zone(window, Zone.MELD, Rank.NINE, side=0))  # click-to-place: the 9 joins the 9s
    assert nine in state.melds[0][Rank.NINE]
    assert _glowing(window) == set()  # nothing selected, nothing glows


def test_click_to_place_a_pair_in_the_new_meld_area(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _drawn_with_nines_laid(qtbot, window)
    kh, ks = Card.from_str("KH"), Card.from_str("KS")
    select(window, [kh, ks])
    assert (Zone.STAGING, None, 0) in _glowing(window)
    click(window, zone(window, Zone.STAGING))
    assert set(window.controller.staged) == {kh, ks}


def test_step_through_the_computers_turn_waits_for_a_key_or_a_click(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.apply_settings(Settings(animation_speed="instant", step_through=True))
    try:
        window.controller.pace_ms = 0
        window.start(GameSetup(seed=8))
        controller = window.controller
        state = controller.state
        if state.actor == 0:  # the human begins: play a turn so the computer is to move
            window.buttons[Button.DRAW].click()
            controller.turn.set_selection([controller.hand()[0]])
            window.buttons[Button.DISCARD].click()
        assert controller.step_waiting()
        assert "Press a key" in window.status.text()
        moves = len(state.log)
        qtbot.wait(50)  # a computer not held would have moved by now (pace 0); a held one never does
        assert len(state.log) == moves
        QTest.keyClick(window.view, Qt.Key.Key_Space)  # a key lets it make one move
        qtbot.waitUntil(lambda: len(state.log) > moves)
        if controller.state.actor != 0:  # its next move waits again
            qtbot.waitUntil(controller.step_waiting)
            moves = len(state.log)
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: len(state.log) > moves)
        qtbot.waitUntil(lambda: controller.is_viewers_turn() or controller.step_waiting())
        while not controller.is_viewers_turn():
            controller.step_on()
            qtbot.waitUntil(lambda: controller.is_viewers_turn() or controller.step_waiting())
        assert not controller.step_waiting()
    finally:
        window.apply_settings(Settings(animation_speed="instant"))
        window.controller.pace_ms = 0
