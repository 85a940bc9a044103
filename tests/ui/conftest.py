"""The real table, offscreen, with instant animations; helpers to click and drag like a player."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.state import RoundState
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import ScoreSheetDialog, UiSettings
from canasta_desktop.ui.table.items import CardItem, ZoneItem
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow


def shown_window(qtbot, storage: Storage | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window at 1280x820 on screen, the computer without pauses (``storage``: saves and statistics)."""
    win = MainWindow(UiSettings(speed="instant"), storage=storage)
    win.controller.pace_ms = 0
    win.resize(1280, 820)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    win = shown_window(qtbot)
    yield win
    win.controller.shutdown()


def start(qtbot, win: MainWindow, **setup: object) -> None:  # type: ignore[no-untyped-def]
    """Start a match and wait until it is the human's turn to draw."""
    win.start(GameSetup(**setup))  # type: ignore[arg-type]
    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)


def pause_computer(win: MainWindow) -> None:
    win.controller.pace_ms = 10**6


def give(state: RoundState, seat: int, texts: Sequence[str]) -> list[Card]:
    """Move the named cards into ``seat``'s hand, swapping out other cards so every card stays once."""
    cards = [Card.from_str(t) for t in texts]
    hand = state.hands[seat]
    spare = [c for c in hand if c not in cards and not state.tables.wild[c.rank]]
    for card in cards:
        if card in hand:
            continue
        out = spare.pop()
        hand.remove(out)
        _replace(state, card, out)
        hand.append(card)
    return cards


def _replace(state: RoundState, card: Card, other: Card) -> None:
    """Put ``other`` where ``card`` was."""
    places: list[list[Card]] = [state.stock, state.pile, *state.hands]
    places += [m for side in state.melds for m in side.values()]
    for place in places:
        if card in place:
            place[place.index(card)] = other
            return
    raise AssertionError(f"{card} is nowhere")


def put_on_pile(state: RoundState, text: str) -> Card:
    card = Card.from_str(text)
    for place in [state.stock, *state.hands]:
        if card in place:
            place.remove(card)
            break
    state.pile.append(card)
    return card


def refresh(win: MainWindow) -> None:
    win.controller.table_changed.emit([])
    win.controller.after_change(quiet=True)


# ----------------------------------------------------------------------------- the mouse


def card_item(win: MainWindow, card: Card) -> CardItem:
    return win.scene.cards[card]


def zone(win: MainWindow, kind: Zone, rank: object = None, side: int | None = None) -> ZoneItem:
    for (k, r, s), item in win.scene.zones.items():
        if k == kind and (rank is None or r == rank) and (side is None or s == side):
            return item
    raise AssertionError(f"no zone {kind} {rank}")


def visible_point(win: MainWindow, item: CardItem | ZoneItem) -> QPoint:
    """A viewport point where ``item`` is the thing the table finds under the mouse."""
    if isinstance(item, CardItem):
        rect = item.mapRectToScene(item.card_rect())
    else:
        rect = item.rect
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for i in range(1, 24):
            point = QPointF(rect.left() + rect.width() * i / 24, rect.top() + rect.height() * fy)
            if win.scene.item_at(point) is item:
                return win.view.mapFromScene(point)
    raise AssertionError(f"no visible point on {item}")


def click(win: MainWindow, item: CardItem | ZoneItem) -> None:
    QTest.mouseClick(
        win.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        visible_point(win, item),
    )


def drag(
    win: MainWindow,
    item: CardItem | ZoneItem,
    target: CardItem | ZoneItem | QPoint,
    steps: int = 6,
    release: bool = True,
) -> None:
    """Press on ``item``, move in steps to the middle of ``target``, release."""
    viewport = win.view.viewport()
    start_point = visible_point(win, item)
    if isinstance(target, QPoint):
        end = target
    else:
        rect = target.mapRectToScene(target.card_rect()) if isinstance(target, CardItem) else target.rect
        end = win.view.mapFromScene(rect.center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start_point)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, start_point + (end - start_point) * i / steps)
    if release:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def select(win: MainWindow, cards: Sequence[Card]) -> None:
    for card in cards:
        if card not in win.controller.selection:
            click(win, card_item(win, card))
    assert set(cards) <= set(win.controller.selection)


def play_to_score_sheet(
    qtbot, win: MainWindow, play_turn: Callable[[], None]
) -> tuple[int, ScoreSheetDialog]:  # type: ignore[no-untyped-def]
    """Play the human's turns with ``play_turn`` until the round's score sheet shows; returns (turns, sheet)."""
    turns = 0
    while win.score_sheet is None:
        qtbot.waitUntil(
            lambda: win.controller.is_viewers_turn() or win.score_sheet is not None, timeout=10000
        )
        if win.score_sheet is not None:
            break
        play_turn()
        turns += 1
        assert turns < 400
    sheet = win.score_sheet
    assert isinstance(sheet, ScoreSheetDialog)
    qtbot.waitUntil(sheet.isVisible)
    return turns, sheet


def end_round_by_end_round(qtbot, win: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The round on the table ends on the human's End round (the stock given to the human, the pile
    frozen), and its score sheet shows."""
    from canasta_desktop.ui.text.button_text import Button

    qtbot.waitUntil(win.controller.is_viewers_turn, timeout=10000)
    state = win.controller.state
    assert state is not None
    state.hands[win.controller.human].extend(state.stock)
    state.stock.clear()
    state.pile_frozen = True
    refresh(win)
    win.update_buttons()
    win.buttons[Button.DRAW].click()  # "End round"
    qtbot.waitUntil(lambda: win.score_sheet is not None and win.score_sheet.isVisible(), timeout=10000)


@pytest.fixture(autouse=True)
def quit_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window closed while its last save failed asks first (a modal box): the tests answer "quit"
    unless they replace the answer themselves."""
    from canasta_desktop.ui.dialogs import unsaved

    monkeypatch.setattr(unsaved, "confirm_quit_unsaved", lambda parent: True)
