"""A screen reader can follow: every control named, the focused card or place described in the player's
language, every move and refusal announced."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.ui.dialogs.dialogs import SettingsDialog
from canasta_desktop.ui.dialogs.keyboard_help import KeyboardHelpDialog
from canasta_desktop.ui.text.button_text import Button

from .accessible_tree import unnamed_interactive, walk
from .conftest import give, pause_computer, put_on_pile, refresh, start


def test_every_interactive_element_of_the_main_window_has_a_name(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.history.show()
    start(qtbot, window, seed=8)
    assert (
        sum(1 for _ in walk(window)) > 30
    )  # the tree is really walked: menus, buttons, the table, the history
    assert unnamed_interactive(window) == []
    window.controller.state.stock.clear()  # an empty stock: the round can be ended
    window.controller.turn.end_round()  # between rounds other buttons show (Next deal)
    qtbot.waitUntil(lambda: window.score_sheet is not None)
    assert unnamed_interactive(window) == []
    assert unnamed_interactive(window.score_sheet) == []


def test_the_comfort_dialogs_have_names_for_every_control(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    for dialog in (SettingsDialog(window.settings, window), KeyboardHelpDialog(window)):
        qtbot.addWidget(dialog)
        dialog.show()
        assert unnamed_interactive(dialog) == [], type(dialog).__name__


def test_the_table_says_what_the_keyboard_focus_rests_on(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    pause_computer(window)
    state = window.controller.state
    king = give(state, 0, ["KH"])[0]
    refresh(window)
    window.view.setFocus()
    hand = window.controller.hand()
    while window.controller.turn.cursor != king:
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    name = window.view.accessibleName()
    assert name.startswith("King of hearts, card ") and f"of {len(hand)} in your hand" in name
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    assert window.view.accessibleName().startswith("King of hearts, selected")
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.view.accessibleName().startswith(f"Stock: {len(state.stock)} card")
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.view.accessibleName().startswith(f"Discard pile: {len(state.pile)} card")
    assert window.view.accessibleName() == window.view.viewport().accessibleName()


def test_in_danish_the_pile_and_a_selected_king_are_named_in_danish(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    pause_computer(window)
    state = window.controller.state
    king = give(state, 0, ["KH"])[0]
    put_on_pile(state, "7S")
    put_on_pile(state, "2C")
    put_on_pile(state, "7S1")
    state.pile_frozen = True
    refresh(window)
    window.set_language("da")
    try:
        window.view.setFocus()
        while window.controller.turn.cursor != king:
            QTest.keyClick(window.view, Qt.Key.Key_Right)
        QTest.keyClick(window.view, Qt.Key.Key_Space)
        assert window.view.accessibleName().startswith("Konge af hjerter, valgt")
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        spoken = window.view.accessibleName()
        assert spoken.startswith(f"Kastebunken: {len(state.pile)} kort")  # as the table calls the pile
        assert "frosset" in spoken and spoken.endswith("øverst 7 af spar")
    finally:
        window.set_language("en")


def test_moves_of_every_player_and_refusals_are_announced(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    start(qtbot, window, seed=8)
    moves = [move for line in window.controller.history() for move in re.split(r"(?<=\.) ", line)]
    heard = [move for text in said for move in re.split(r"(?<=\.) ", text)]
    computer = [move for move in moves if move.startswith("Medium")]
    assert computer and all(move in heard for move in computer)  # each move, as it was made (issue 26)
    window.controller.turn.discard()  # nothing selected: refused, and the reason is read out
    assert said[-2:] == ["Select exactly one card to discard.", "Press W to read why in the rules."]
    before = len(said)
    window.buttons[Button.DRAW].click()
    assert len(said) > before and "You drew" in said[-1]


def test_a_resumed_round_reads_out_only_its_last_move(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    for _ in range(3):  # a few turns, so the round's history is long
        window.buttons[Button.DRAW].click()
        window.controller.turn.set_selection([window.controller.hand()[0]])
        window.buttons[Button.DISCARD].click()
        qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    session = window.controller.saved_session()
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    window.announcer.quiet_history()
    window.announcer._told = []
    window.continue_match(session)
    assert len(window.controller.history()) > 3
    assert said == window.controller.history()[-1:]


def test_help_keyboard_lists_the_keys_in_the_players_language(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert window.comfort.keyboard in window.help_menu.actions()
    window.set_language("da")
    try:
        assert window.comfort.keyboard.text() == "&Tastatur…"
        rows = dict(KeyboardHelpDialog(window).rows())
        assert rows["B"] == "Tag bunken" and rows["K"] == "Kast" and rows["T"] == "Træk"  # Danish letters
    finally:
        window.set_language("en")
