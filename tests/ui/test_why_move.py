"""Issue 33, point 4: "Why did my partner do that?" — any computer move can be asked about in the move
history after it was played: the level's reason, said from what the table showed (never from hidden
cards)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidgetItem

from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import start


def _play_a_turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The person draws and discards their first card (the computers then play on)."""
    controller = window.controller
    qtbot.waitUntil(
        lambda: controller.is_viewers_turn() and controller.state.phase is Phase.DRAW, timeout=10000
    )
    controller.turn.draw()
    hand = controller.state.hands[controller.human]
    plain = [c for c in hand if not controller.state.tables.wild[c.rank] and c.rank.char != "3"]
    card = (plain or hand)[0]
    controller.turn.toggle_select(card)
    assert controller.turn.discard() is None


def _partner_line(window: MainWindow) -> QListWidgetItem:
    """The newest line of the history that tells the partner's turn, with a discard in it."""
    controller = window.controller
    partner = controller.names[(controller.human + 2) % 4]
    history = window.history.list
    for row in reversed(range(history.count())):
        text = history.item(row).text()
        if text.startswith(partner) and " discarded " in text:
            return history.item(row)
    raise AssertionError("no discard of the partner in the history")


def test_asking_why_about_the_partners_discard_shows_its_reason(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.history.setVisible(True)
    start(qtbot, window, preset="classic-4p", seed=5, level="svaer")
    controller = window.controller
    partner = controller.names[(controller.human + 2) % 4]
    _play_a_turn(qtbot, window)
    qtbot.waitUntil(lambda: controller.is_viewers_turn(), timeout=20000)  # the three computers played
    item = _partner_line(window)
    history = window.history.list
    point = history.visualItemRect(item).center()
    QTest.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=point)  # the partner's turn chosen
    assert window.history.chosen_line() == history.row(item)
    QTest.mouseClick(window.history.why_button, Qt.MouseButton.LeftButton)
    said = window.history.why_text.text()
    assert window.history.why_text.isVisible()
    lines = said.split("\n")
    assert any(line.startswith(f"{partner} discarded ") and " — " in line for line in lines), said
    assert all(line.startswith(partner) for line in lines), said
    hidden = [
        str(card) for seat in range(4) if seat != controller.human for card in controller.state.hands[seat]
    ]
    assert not any(card in said for card in hidden)  # the text form of cards is "9♣"; "9C" never shows
    # The keyboard: F6 to the list, Up to the line before, "?" asks; Esc gives the keys back to the table.
    QTest.keyClick(window, Qt.Key.Key_F6)
    assert history.hasFocus()
    QTest.keyClick(history, Qt.Key.Key_Up)
    QTest.keyClick(history, Qt.Key.Key_Question)
    assert window.history.why_text.text() != said
    QTest.keyClick(history, Qt.Key.Key_Escape)
    assert window.view.hasFocus()


def test_a_persons_turn_and_the_deal_say_why_not(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.history.setVisible(True)
    start(qtbot, window, preset="classic-4p", seed=5, level="svaer")
    _play_a_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.is_viewers_turn(), timeout=20000)
    history = window.history.list
    name = window.controller.names[window.controller.human]
    mine = next(row for row in range(history.count()) if history.item(row).text().startswith(name))
    assert "only a computer's moves" in window.why_moves.explain(mine)


def test_over_a_whole_round_on_the_table_why_names_only_cards_the_viewer_sees(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The real table keeps the reasons (`SeatTurns`): after every change of a whole 4-player round, "Why?"
    of every computer turn shown names only cards the viewer sees then (the table, their own hand) or saw
    played (a discard since covered)."""
    from ..ai.helpers import publicly_known
    from .test_why_move_hidden import card_key, named_cards

    window.history.setVisible(True)
    start(qtbot, window, preset="classic-4p", seed=8, level="svaer")
    controller = window.controller
    checked: list[str] = []

    def ask_all(_events: object = None) -> None:
        state = controller.state
        if state is None:
            return
        viewer = controller.human
        known = publicly_known(state) | set(state.hands[viewer])  # shown face up so far, and their own hand
        seen = {card_key(card) for card in known}
        for row in range(window.history.list.count()):
            said = window.why_moves.explain(row)
            hidden = [card for card in named_cards(said) if card not in seen]
            assert not hidden, f"{said!r} names {hidden}"
            checked.append(said)

    controller.table_changed.connect(ask_all)
    turns = 0
    while controller.state is not None and not controller.state.is_over and turns < 200:
        qtbot.waitUntil(lambda: controller.is_viewers_turn() or controller.state.is_over, timeout=20000)
        if controller.state.is_over:
            break
        _play_a_turn(qtbot, window)
        turns += 1
    assert controller.state.is_over
    assert sum(" — " in text for text in checked) > 50


def test_a_turn_played_before_the_game_was_continued_says_no_reason_was_kept(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The save keeps no reasons: after Continue, the old turns say so (and the new ones have theirs)."""
    window.history.setVisible(True)
    start(qtbot, window, preset="classic-4p", seed=5, level="svaer")
    _play_a_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.is_viewers_turn(), timeout=20000)
    window.continue_match(window.controller.saved_session())
    controller = window.controller
    partner = controller.names[(controller.human + 2) % 4]
    row = window.history.list.row(_partner_line(window))
    assert window.why_moves.explain(row) == (
        f"{partner}: no reason was kept for this turn (reasons are kept only for the computers' moves "
        "worked out on this computer since the game was started or continued)."
    )
    _play_a_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.is_viewers_turn(), timeout=20000)
    newest = window.history.list.row(_partner_line(window))
    assert newest > row and window.why_moves.explain(newest).startswith(f"{partner} drew ")
