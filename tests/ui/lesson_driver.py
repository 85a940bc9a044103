"""Play a lesson's steps on the real table with the player's gestures: clicks on the stock and the pile,
cards selected and the Meld button pressed, cards dragged onto a meld or the pile, the box's Next."""

from __future__ import annotations

from PySide6.QtCore import Qt

from canasta_desktop.engine.actions import AddToMeld, Discard, DrawStock, Meld, TakePile, hand_cards
from canasta_desktop.engine.cards import Card
from canasta_desktop.ui.lessons.lesson import Step
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import card_item, click, drag, select, zone


def wait_for_player(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Until the computer's scripted turns are played and the box shows the step."""
    qtbot.waitUntil(win.lessons._players_turn, timeout=10000)


def press(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def in_hand(win: MainWindow, cards: tuple[Card, ...]) -> list[Card]:
    hand = win.controller.hand()
    return [card for card in cards if card in hand]


def check_pointer(win: MainWindow, step: Step) -> None:
    """The table points at what the step is about: an outline round its cards and its place, a frame
    round its button."""
    pointer = win.lessons.pointer
    outlined = [item for item in win.scene.items() if item.data(0) == "lesson-pointer"]
    if step.point.cards or step.point.place:
        assert pointer.targets() and len(outlined) == len(pointer.targets())
    else:
        assert not outlined
    assert pointer.button_pointed() == step.point.button


def play_step(qtbot, win: MainWindow, step: Step) -> None:  # type: ignore[no-untyped-def]
    """Do what the step asks, as a player would."""
    wait_for_player(qtbot, win)
    action = step.action
    box = win.lessons.box
    assert box.text.text() == step.say, "the box shows the step once it is the player's turn"
    check_pointer(win, step)
    if action is None and win.controller.state.is_over:  # type: ignore[union-attr]
        assert not box.next_button.isVisible()  # the score sheet is open: closing it ends the lesson
    elif action is None:
        press(qtbot, box.next_button)
    elif isinstance(action, DrawStock):
        click(win, zone(win, Zone.STOCK))
    elif isinstance(action, TakePile):
        select(win, hand_cards(action))
        click(win, zone(win, Zone.PILE))
    elif isinstance(action, Meld):
        select(win, in_hand(win, hand_cards(action)))
        press(qtbot, win.buttons[Button.MELD])
    elif isinstance(action, AddToMeld):
        cards = hand_cards(action)
        select(win, cards)
        drag(win, card_item(win, cards[0]), zone(win, Zone.MELD, action.rank, side=0))
    elif isinstance(action, Discard):
        drag(win, card_item(win, action.card), zone(win, Zone.PILE))
    else:
        raise AssertionError(f"no gesture for {action}")


def wrong_move(qtbot, win: MainWindow, kind: str, cards: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """A move the step does not want: ``take`` (the pile clicked with ``cards`` selected), ``meld``
    (``cards`` selected, Meld pressed) or ``discard`` (the card dragged onto the pile)."""
    wait_for_player(qtbot, win)
    chosen = [Card.from_str(text) for text in cards]
    if kind == "take":
        select(win, chosen)
        click(win, zone(win, Zone.PILE))
    elif kind == "meld":
        select(win, chosen)
        press(qtbot, win.buttons[Button.MELD])
    elif kind == "discard":
        drag(win, card_item(win, chosen[0]), zone(win, Zone.PILE))
    else:
        raise AssertionError(kind)
    win.controller.turn.clear_selection()
