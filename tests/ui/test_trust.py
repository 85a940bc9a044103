"""The table a player trusts: every button does what its name says, or is disabled with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.events import Discarded, PileFrozen, PileTaken, TurnStarted
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.state import Phase
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.messages import event_text, reason_text
from canasta_desktop.ui.text.turn_text import split_turns
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import card_item, drag, give, pause_computer, put_on_pile, refresh, select, start, zone


def _drawn(qtbot, win, **setup):  # type: ignore[no-untyped-def]
    start(qtbot, win, **setup)
    pause_computer(win)
    win.controller.turn.draw()
    assert win.controller.state.phase is Phase.MELD
    return win.controller.state


def test_take_pile_after_drawing_never_discards_the_selection(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn(qtbot, window, seed=5, level="random")
    card = window.controller.hand()[0]
    select(window, [card])
    window.update_buttons()
    assert not window.buttons[Button.TAKE].isEnabled()
    assert reason_text(Reason.WRONG_PHASE_ALREADY_DRAWN) in window.buttons[Button.TAKE].toolTip()
    hand_before, pile_before = list(state.hands[0]), list(state.pile)
    QTest.keyClick(window, Qt.Key.Key_T)  # the shortcut as well as the button
    window.buttons[Button.TAKE].click()
    window.controller.turn.take_pile()  # and the controller itself refuses
    assert state.hands[0] == hand_before and state.pile == pile_before
    assert state.phase is Phase.MELD and state.actor == 0


def test_take_pile_uses_the_selection_as_the_hand_cards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    pause_computer(window)
    state = window.controller.state
    kh, ks = give(state, 0, ["AH", "AD"])  # with the ace on the pile: 60 points, the first meld's 50
    put_on_pile(state, "AC")
    refresh(window)
    select(window, [kh, ks])
    window.update_buttons()
    assert window.buttons[Button.TAKE].isEnabled()
    assert "selected" in window.buttons[Button.TAKE].toolTip()
    taken = []
    window.controller.table_changed.connect(
        lambda events: taken.extend(e for e in events if isinstance(e, PileTaken))
    )
    window.buttons[Button.TAKE].click()
    assert taken and state.phase is Phase.MELD
    assert {kh, ks} <= set(state.melds[0][Card.from_str("AC").rank])


def test_shortcuts_of_disabled_buttons_do_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    pause_computer(window)
    state = window.controller.state
    before = list(state.log)
    window.update_buttons()
    for key in (Qt.Key.Key_M, Qt.Key.Key_L, Qt.Key.Key_K, Qt.Key.Key_U):
        QTest.keyClick(window, key)
    assert state.log == before and state.phase is Phase.DRAW


def test_undo_while_staging_takes_back_only_the_last_drop(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn(qtbot, window, seed=5, level="random")
    cards = give(state, 0, ["KH", "KS", "KD", "QH", "QS", "QD"])
    kings, queens = cards[:3], cards[3:]
    refresh(window)
    select(window, kings)
    drag(window, card_item(window, kings[0]), zone(window, Zone.STAGING))
    select(window, queens)
    drag(window, card_item(window, queens[0]), zone(window, Zone.STAGING))
    assert set(window.controller.staged) == set(kings + queens)
    window.buttons[Button.UNDO].click()
    assert set(window.controller.staged) == set(kings)
    window.buttons[Button.UNDO].click()
    assert window.controller.staged == []


def test_family_first_go_around_disables_meld_and_add_with_the_reason(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn(qtbot, window, preset="family-4p", seed=3, level="random")
    assert state.rules.first_go_around_no_meld
    kings = give(state, 0, ["KH", "KS", "KD"])
    refresh(window)
    select(window, kings)
    window.update_buttons()
    assert not window.buttons[Button.MELD].isEnabled()
    assert reason_text(Reason.FIRST_GO_AROUND) in window.buttons[Button.MELD].toolTip()
    assert not window.buttons[Button.ADD].isEnabled()


def test_cancelling_new_game_from_the_menu_keeps_the_match(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    pause_computer(window)
    match = window.controller.match

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        dialog.reject()

    QTimer.singleShot(0, cancel)
    window.menus.new_action.trigger()  # triggered(bool) must not arrive as `saved`
    assert window.controller.match is match


def test_new_game_after_the_match_is_over_does_not_warn(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random", target=None)  # one round
    pause_computer(window)
    warned = []
    from canasta_desktop.ui.dialogs import saved_game as saved_game_module

    monkeypatch.setattr(saved_game_module, "confirm_abandon", lambda parent: warned.append(1) or True)
    state = window.controller.state
    while not window.controller.match.is_over:  # play the one round out, every seat on the engine
        state.play(state.legal_actions()[0])
        if state.is_over:
            window.controller.changed([], None)
    assert not window.controller.match_in_progress()

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and type(dialog).__name__ == "NewGameDialog":
            dialog.accept()
        elif dialog is not None:
            dialog.close()
            QTimer.singleShot(0, accept)

    QTimer.singleShot(0, accept)
    window.menus.new_action.trigger()
    assert not warned


def _round_played_out(qtbot, window):  # type: ignore[no-untyped-def]
    """Every seat plays on the engine to the end of the round; the table finishes it and shows the score."""
    pause_computer(window)
    controller = window.controller
    state = controller.state
    while not state.is_over:
        state.play(state.legal_actions()[-1])
    controller.changed([], None)
    qtbot.waitUntil(lambda: window.score_sheet is not None)
    return controller


def test_between_rounds_and_after_the_match_the_table_shows_the_way_forward(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random", target=None)
    controller = _round_played_out(qtbot, window)
    window.score_sheet.reject()  # closed without "Next deal"
    window.update_buttons()
    assert controller.match.is_over
    assert window.buttons[Button.NEW_GAME].isVisible() and not window.buttons[Button.DRAW].isVisible()
    assert "over" in window.score_label.text()


def test_next_deal_button_on_the_table_between_rounds(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    controller = _round_played_out(qtbot, window)
    window.update_buttons()
    assert not controller.match.is_over
    assert window.buttons[Button.NEXT_DEAL].isVisible() and window.buttons[Button.NEXT_DEAL].isEnabled()
    window.buttons[Button.NEXT_DEAL].click()  # the table's own way on, beside the score sheet's
    assert controller.state is controller.match.round and not controller.state.is_over
    assert not window.buttons[Button.NEXT_DEAL].isVisible() and window.buttons[Button.DRAW].isVisible()


def test_the_computers_whole_turn_stays_readable(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=11, level="svaer")
    controller = window.controller
    names = dict(enumerate(controller.names))
    for _ in range(30):  # draw and discard until the computer plays more than a draw and a discard
        controller.turn.draw()
        controller.turn.set_selection([controller.hand()[0]])
        controller.turn.discard()
        qtbot.waitUntil(lambda: controller.is_viewers_turn() or controller.state.is_over, timeout=10000)
        if controller.state.is_over:
            pytest.skip("the round ended first")
        computer_turn = [events for seat, events in split_turns(controller.seen_events()) if seat == 1][-1]
        sentences = [event_text(e, names[1], False) for e in computer_turn if not isinstance(e, PileFrozen)]
        for sentence in sentences:
            assert sentence and sentence in window.last_action.text()
        if len(sentences) > 2:
            break
    else:
        pytest.fail("no computer turn with melds")
    assert any(isinstance(e, Discarded) for e in computer_turn)


def test_move_history_lists_every_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random")
    controller = window.controller
    for _ in range(3):
        controller.turn.draw()
        controller.turn.set_selection([controller.hand()[0]])
        controller.turn.discard()
        qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.history.isVisible)
    turns = sum(isinstance(e, TurnStarted) for e in controller.seen_events())
    lines = window.history.lines()
    assert len(lines) >= turns  # the deal's line too, when the deal said something
    assert any("drew" in line for line in lines) and any("discarded" in line for line in lines)


def test_tip_selects_the_suggested_cards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn(qtbot, window, seed=3, level="let")
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000) as blocker:
        window.buttons[Button.TIP].click()
    action = blocker.args[0]
    from canasta_desktop.engine.actions import hand_cards

    cards = [c for c in hand_cards(action) if c in state.hands[0]]
    assert sorted(window.controller.selection) == sorted(cards)


def test_buttons_are_disabled_behind_the_continue_prompt(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    first = MainWindow(UiSettings(speed="instant"), storage=Storage.at())
    qtbot.addWidget(first)
    first.controller.pace_ms = 0
    first.begin(GameSetup(seed=5, level="random"))
    qtbot.waitUntil(first.controller.is_viewers_turn, timeout=10000)
    first.controller.turn.draw()
    first.close()
    second = MainWindow(UiSettings(speed="instant"), storage=Storage.at())
    qtbot.addWidget(second)
    second.show()
    second.begin(GameSetup())
    assert second.resume_prompt is not None
    for button in (
        second.buttons[Button.DRAW],
        second.buttons[Button.TAKE],
        second.buttons[Button.MELD],
        second.buttons[Button.ADD],
        second.buttons[Button.DISCARD],
        second.buttons[Button.UNDO],
        second.buttons[Button.TIP],
    ):
        assert not button.isEnabled()
    assert not second.buttons[Button.ASK].isVisible()  # no partner in a 2-player game
    second.resume_prompt.done(QMessageBox.StandardButton.Cancel)
    second.controller.shutdown()


def test_dropping_on_an_opponents_meld_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _drawn(qtbot, window, seed=5, level="random")
    nines = [Card.from_str(t) for t in ("9C", "9D", "9H")]
    give(state, 0, ["9S"])
    for card in nines:
        for place in [state.stock, *state.hands]:
            if card in place:
                place.remove(card)
    state.melds[1][nines[0].rank] = nines
    refresh(window)
    notices = []
    window.controller.notice.connect(notices.append)
    nine = Card.from_str("9S")
    drag(window, card_item(window, nine), zone(window, Zone.MELD, nines[0].rank, side=1))
    assert nine in state.hands[0] and nine not in state.melds[1][nines[0].rank]
    assert notices and "opponents' melds" in notices[-1]


def test_nobody_is_thinking_once_the_match_is_over(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=5, level="random", target=None)
    controller = window.controller
    state = controller.state
    while not state.is_over:
        seat = state.actor
        events = state.play(state.legal_actions()[-1])
        if seat != controller.human:
            controller.changed(events, seat)
    controller.changed([], None)
    assert window.thinking.text() == ""
    assert window.status.text() == "The match is over."


def test_tip_highlights_vanish_when_the_turn_moves_on(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3, level="let")
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000):
        window.buttons[Button.TIP].click()
    assert any(z.tip for z in window.scene.zones.values()) or window.scene._tip_cards
    window.controller.turn.draw()
    assert not any(z.tip for z in window.scene.zones.values())
    assert not window.scene._tip_cards
    assert all(item.highlight is None for item in window.scene.cards.values() if item.zone == Zone.HAND)
