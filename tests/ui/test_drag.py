"""Drag and drop and clicks on the real table, with real mouse events."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.items import ZoneItem
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.messages import reason_text

from .conftest import (
    card_item,
    click,
    drag,
    give,
    pause_computer,
    put_on_pile,
    refresh,
    select,
    start,
    visible_point,
    zone,
)


def _opened_side_with_nines(win) -> None:  # type: ignore[no-untyped-def]
    """The human's side has a meld of 9s; the hand holds a pair of kings, a third king, a 9 and a 5."""
    state = win.controller.state
    nines = [Card.from_str(t) for t in ("9C", "9D", "9H")]
    give(state, 0, ["9C", "9D", "9H", "KH", "KS", "KD", "9S", "5C"])
    for card in nines:
        state.hands[0].remove(card)
    state.melds[0][Rank.NINE] = nines


def _drawn_with_nines_laid(qtbot, win):  # type: ignore[no-untyped-def]
    """Seed 5 against a random player, computers paused: the side has its 9s laid and the human has drawn."""
    start(qtbot, win, seed=5, level="random")
    pause_computer(win)
    state = win.controller.state
    _opened_side_with_nines(win)
    refresh(win)
    click(win, zone(win, Zone.STOCK))  # draw by clicking the stock
    return state


def test_drag_pair_to_new_meld_area_and_card_onto_meld(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn_with_nines_laid(qtbot, window)
    assert state.phase is Phase.MELD
    kh, ks, kd, nine = (Card.from_str(t) for t in ("KH", "KS", "KD", "9S"))

    select(window, [kh, ks])
    assert card_item(window, kh).y() < card_item(window, kd).y()  # selected cards rise
    drag(window, card_item(window, ks), zone(window, Zone.STAGING))
    assert set(window.controller.staged) == {kh, ks}
    assert card_item(window, kh).zone == Zone.STAGING
    assert card_item(window, ks).zone == Zone.STAGING

    drag(window, card_item(window, nine), zone(window, Zone.MELD, Rank.NINE, side=0))
    assert nine in state.melds[0][Rank.NINE]
    assert card_item(window, nine).zone == Zone.MELD

    drag(window, card_item(window, kd), zone(window, Zone.STAGING))
    window.buttons[Button.MELD].click()
    assert sorted(state.melds[0][Rank.KING]) == sorted([kh, ks, kd])
    assert window.controller.staged == []


def test_drag_discard_onto_the_pile(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=6, level="random")
    pause_computer(window)
    state = window.controller.state
    click(window, zone(window, Zone.STOCK))
    card = next(c for c in window.controller.hand() if not state.tables.wild[c.rank])
    drag(window, card_item(window, card), zone(window, Zone.PILE))
    assert state.pile[-1] == card
    assert state.to_move != 0
    assert card_item(window, card).zone == Zone.PILE


def test_take_the_pile_by_clicking_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=7, level="random")
    pause_computer(window)
    state = window.controller.state
    give(state, 0, ["AS", "AD"])
    state.pile_frozen = False
    state.pile[:] = [c for c in state.pile if not state.tables.wild[c.rank] and c.rank != 3]
    top = put_on_pile(state, "AH")
    size = len(state.pile)
    refresh(window)
    click(window, card_item(window, top))
    assert state.phase is Phase.MELD
    assert top in state.melds[0][Rank.ACE] and len(state.melds[0][Rank.ACE]) >= 3
    assert not state.pile
    assert "took the pile" in window.last_action.text()
    assert str(size) in window.last_action.text()


def test_drag_onto_the_pile_to_take_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8, level="random")
    pause_computer(window)
    state = window.controller.state
    state.pile_frozen = False
    state.pile[:] = [c for c in state.pile if not state.tables.wild[c.rank] and c.rank != 3]
    put_on_pile(state, "AH")
    put_on_pile(state, "KH")
    # The kings alone are 30 points: a meld of aces laid in the same move makes the first meld's 50.
    give(state, 0, ["KS", "KD", "AS", "AD", "AC"])
    refresh(window)
    ks, kd = Card.from_str("KS"), Card.from_str("KD")
    select(window, [ks, kd, *(Card.from_str(t) for t in ("AS", "AD", "AC"))])
    drag(window, card_item(window, ks), zone(window, Zone.PILE))
    assert Rank.KING in state.melds[0] and Rank.ACE in state.melds[0]
    assert state.phase is Phase.MELD


def test_illegal_drop_snaps_back_with_the_reason(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn_with_nines_laid(qtbot, window)
    five = Card.from_str("5C")
    item = card_item(window, five)
    home = item.pos()
    meld = zone(window, Zone.MELD, Rank.NINE, side=0)
    drag(window, item, meld, release=False)
    # While dragging, the legal targets glow and the illegal one under the card is marked refused.
    assert zone(window, Zone.PILE).state == ZoneItem.ACCEPTS
    assert zone(window, Zone.STAGING).state == ZoneItem.ACCEPTS
    assert meld.state == ZoneItem.HOVER_NO
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseRelease(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.view.mapFromScene(meld.rect.center()),
    )
    assert five in state.hands[0]
    assert len(state.melds[0][Rank.NINE]) == 3
    assert (item.pos() - home).manhattanLength() < 1
    assert window.notice.text() == reason_text(Reason.MELD_MIXED_RANKS)
    assert meld.state == ZoneItem.NONE


def test_drop_on_the_felt_says_where_cards_go(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    pause_computer(window)
    click(window, zone(window, Zone.STOCK))
    card = window.controller.hand()[0]
    item = card_item(window, card)
    home = item.pos()
    band = zone(window, Zone.BAND, side=1)
    drag(window, item, window.view.mapFromScene(band.rect.center()))
    assert (item.pos() - home).manhattanLength() < 1
    assert "Drop the cards" in window.notice.text()


def test_pile_refused_before_drawing_is_explained(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=9, level="random")
    pause_computer(window)
    state = window.controller.state
    state.pile.append(Card.from_str("3C"))  # a black 3 blocks the pile
    for c in list(state.hands[0]):
        if c == Card.from_str("3C"):
            state.hands[0].remove(c)
    refresh(window)
    click(window, zone(window, Zone.PILE))
    assert window.notice.text() == reason_text(Reason.PILE_TOP_THREE)
    assert state.phase is Phase.DRAW


def test_keyboard_selects_and_discards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    start(qtbot, window, seed=10, level="random")
    pause_computer(window)
    state = window.controller.state
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_D)
    assert state.phase is Phase.MELD
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert len(window.controller.selection) == 1
    card = window.controller.selection[0]
    QTest.keyClick(window.view, Qt.Key.Key_K)
    assert state.pile[-1] == card


def test_undo_takes_back_this_turns_meld(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn_with_nines_laid(qtbot, window)
    kings = [Card.from_str(t) for t in ("KH", "KS", "KD")]
    select(window, kings)
    window.buttons[Button.MELD].click()
    assert Rank.KING in state.melds[0]
    assert window.buttons[Button.UNDO].isEnabled()
    window.buttons[Button.UNDO].click()
    assert Rank.KING not in state.melds[0]
    assert all(card_item(window, k).zone == Zone.HAND for k in kings)


def test_cards_slide_at_normal_speed(qtbot) -> None:  # type: ignore[no-untyped-def]
    from canasta_desktop.ui.dialogs.dialogs import UiSettings
    from canasta_desktop.ui.window.main_window import MainWindow

    win = MainWindow(UiSettings(speed="fast"))
    qtbot.addWidget(win)
    win.show()
    try:
        start(qtbot, win, seed=5, level="random")
        click(win, zone(win, Zone.STOCK))
        assert win.animator.busy()  # the drawn cards are on their way from the stock
        qtbot.waitUntil(lambda: not win.animator.busy(), timeout=3000)
        layout = win.scene.layout_
        for card in win.controller.hand():
            place = layout.cards[card]
            assert (card_item(win, card).pos() - QPointF(place.x, place.y)).manhattanLength() < 0.5
    finally:
        win.controller.shutdown()


def test_a_double_click_on_a_card_of_the_hand_makes_the_obvious_move(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """As Enter does (issue 22): a double click on the lone 5♣ discards it; on a 9, adds it to the 9s."""
    state = _drawn_with_nines_laid(qtbot, window)
    nine, five = Card.from_str("9S"), Card.from_str("5C")
    viewport = window.view.viewport()
    QTest.mouseDClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        visible_point(window, card_item(window, nine)),
    )
    assert nine in state.melds[0][Rank.NINE] and state.phase is Phase.MELD
    QTest.mouseDClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        visible_point(window, card_item(window, five)),
    )
    assert state.pile[-1] == five
