"""Issue 22 ("Nowhere to get stuck"), the window's points: the computer waits behind a dialog, New game
asks once and remembers, Match length has no twin, the read-only copy says so on the table."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.phase import Phase
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.i18n import format_points
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import shown_window, start
from .contrast import ratio


@pytest.fixture
def win(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    window = shown_window(qtbot, Storage.at())
    yield window
    window.controller.shutdown()


def _computer_to_move(qtbot: QtBot, win: MainWindow) -> int:
    """Play the human's turn (draw, discard) so that the computer is to move; the log's length then."""
    c = win.controller
    c.turn.teaching = False
    c.turn.draw()
    c.turn.set_selection([c.hand()[0]])
    assert c.turn.discard() is None
    state = c.state
    assert state is not None and not c.is_viewers_turn()
    return len(state.log)


@pytest.mark.parametrize("menu", ["settings_action", "new_action", "statistics_action", "rules_action"])
def test_the_computer_waits_while_a_dialog_is_open(qtbot: QtBot, win: MainWindow, menu: str) -> None:
    start(qtbot, win, level="let", seed=4)
    logged = _computer_to_move(qtbot, win)
    state = win.controller.state
    assert state is not None
    seen: list[int] = []

    def look_then_close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, look_then_close)
            return
        at_open, computers_turn = len(state.log), not win.controller.is_viewers_turn()
        QTest.qWait(400)  # the computer (no pause between its moves) would have played by now
        seen.extend((at_open, len(state.log)))
        assert computers_turn
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, look_then_close)
    getattr(win.menus, menu).trigger()
    assert seen[0] == seen[1] and seen[0] >= logged  # nothing was played behind the dialog
    qtbot.waitUntil(lambda: len(state.log) > seen[1], timeout=10000)  # and it plays on once it is closed


def test_a_move_thought_out_while_a_dialog_opened_waits_for_it(qtbot: QtBot, win: MainWindow) -> None:
    """The computer's answer that arrives while the dialog is open is played after it closes."""
    start(qtbot, win, level="let", seed=4)
    c = win.controller
    assert c.session is not None
    player = c.session.seats[1].player  # type: ignore[attr-defined]
    think = player.choose

    def slowly(view: object, legal: object) -> object:
        time.sleep(0.3)  # still thinking when the dialog opens
        return think(view, legal)  # type: ignore[arg-type]

    player.choose = slowly  # type: ignore[method-assign]
    logged = _computer_to_move(qtbot, win)
    state = c.state
    assert state is not None
    seen: list[int] = []

    def close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, close)
            return
        at_open = len(state.log)
        QTest.qWait(400)
        seen.extend((at_open, len(state.log)))
        QTest.keyClick(dialog, Qt.Key.Key_Escape)

    QTimer.singleShot(0, close)
    win.menus.settings_action.trigger()
    assert seen[0] == seen[1] == logged  # asked before the dialog opened, answered behind it: not played
    qtbot.waitUntil(lambda: len(state.log) > logged, timeout=10000)


def test_match_length_offers_the_games_target_once(qtbot: QtBot, win: MainWindow) -> None:
    from canasta_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(GameSetup(), win, win.house_rules_book())
    for game in range(dialog.game.count()):
        dialog.game.setCurrentIndex(game)
        texts = [dialog.length.itemText(i) for i in range(dialog.length.count())]
        target = dialog.base_rules().target
        if target is None:
            assert len([text for text in texts if "round" in text.lower()]) == 1, texts
        else:
            shown = format_points(target)
            assert len([text for text in texts if shown in text]) == 1, texts


def test_the_new_game_dialog_fits_each_game(qtbot: QtBot, win: MainWindow) -> None:
    """Point 11: the dialog kept its size; Sallingske 6-player's summary was cut and 2-player left gaps."""
    from canasta_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(GameSetup(), win, win.house_rules_book())
    qtbot.addWidget(dialog)
    dialog.show()
    heights = {}
    for key in ("salling-6p", "classic-2p", "salling-6p"):
        dialog.game.setCurrentIndex(dialog.game.findData(f"preset:{key}"))
        QApplication.processEvents()
        needed = dialog.heightForWidth(dialog.width())  # the summary wraps: its height follows the width
        assert abs(dialog.height() - needed) <= 2, (key, dialog.height(), needed)
        about = dialog.about
        bottom = about.mapTo(dialog, about.rect().bottomLeft()).y()
        assert about.height() >= about.heightForWidth(about.width()) - 1  # every line of the summary shows
        assert bottom <= dialog.height()
        heights[key] = dialog.height()
    assert heights["classic-2p"] < heights["salling-6p"]


def test_the_move_history_reads_well_and_comes_back_where_it_was_left(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point 12: the dock's title was black on dark green, and it was hidden again at the next start."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    storage = Storage.at()
    first = shown_window(qtbot, storage)
    start(qtbot, first, seed=2)
    first.history.show()
    first.removeDockWidget(first.history)
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.history)
    first.history.show()
    QApplication.processEvents()
    image = first.history.grab().toImage()
    title_height = first.history.widget().geometry().top()
    assert title_height > 8
    darkest = min(
        (image.pixelColor(x, y) for x in range(0, image.width(), 3) for y in range(title_height)),
        key=lambda c: c.lightness(),
    )
    lightest = max(
        (image.pixelColor(x, y) for x in range(0, image.width(), 3) for y in range(title_height)),
        key=lambda c: c.lightness(),
    )
    assert ratio(darkest, lightest) >= 4.5  # the title's text against its bar
    first.close()
    storage.save_settings(first.settings)
    settings = Storage.at().load_settings().settings
    again = MainWindow(settings, storage=Storage.at())
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert (
        again.history.isVisible()
        and again.dockWidgetArea(again.history) == Qt.DockWidgetArea.LeftDockWidgetArea
    )
    again.controller.shutdown()


@pytest.mark.parametrize(
    ("language", "draw", "take", "undo", "why"),
    [("en", "D", "T", "U", "W"), ("da", "T", "B", "F", "H"), ("sv", "D", "H", "Å", "V")],
)
def test_the_buttons_show_their_keys_and_the_keys_follow_the_language(
    qtbot: QtBot, win: MainWindow, language: str, draw: str, take: str, undo: str, why: str
) -> None:
    """Point 15: the letters were English in Danish and Swedish and could not be discovered."""
    win.set_language(language)
    try:
        start(qtbot, win, seed=6)
        caps = win.buttons.key_caps
        assert (caps[Button.DRAW].text(), caps[Button.TAKE].text(), caps[Button.UNDO].text()) == (
            draw,
            take,
            undo,
        )
        for name, cap in caps.items():
            button = win.buttons[name]
            if button.isVisible():
                assert cap.isVisible() and button.rect().contains(cap.geometry())  # on the button, readable
        keys = [win.buttons.key(name) for name in caps]
        assert len(keys) == len(set(keys))  # no two buttons share a key
        assert win.why_shortcut.shortcut().toString() == why
        state = win.controller.state
        assert state is not None and state.phase is Phase.DRAW
        QTest.keyClick(win, draw)  # the language's key for Draw draws
        assert state.phase is Phase.MELD
    finally:
        win.set_language("en")


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_the_continue_prompt_keeps_the_score_on_one_line(
    qtbot: QtBot, win: MainWindow, language: str
) -> None:
    """Point 20: "12.450 – 13.200 –" / "9.950": a line may break after a dash even before a no-break space."""
    from PySide6.QtGui import QTextLayout, QTextOption
    from PySide6.QtWidgets import QLabel

    from canasta_desktop.ui.controller.table_session import TableSession
    from canasta_desktop.ui.dialogs.saved_game import SCORE_JOIN, ResumePrompt

    win.set_language(language)
    try:
        session = TableSession.new(GameSetup(preset="salling-6p", level="ekspert"), 5)
        session.match.totals[:] = [12450, 13200, 9950]
        prompt = ResumePrompt(session.saved(), win)
        qtbot.addWidget(prompt)
        prompt.show()
        label = prompt.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        text = label.text()
        score = SCORE_JOIN.join(format_points(total) for total in (12450, 13200, 9950))
        begin = text.index(score)
        layout = QTextLayout(text, label.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(label.contentsRect().width())
            lines.append((line.textStart(), line.textStart() + line.textLength()))
        layout.endLayout()
        holding = [start for start, end in lines if start <= begin < end]
        assert holding and any(start <= begin and begin + len(score) <= end for start, end in lines), lines
    finally:
        win.set_language("en")


@pytest.mark.parametrize("game", ["classic-2p", "family-4p", "salling-6p"])
def test_the_levels_line_up_with_the_fields_above(qtbot: QtBot, win: MainWindow, game: str) -> None:
    """Point 20: "Opponent level" sat in a form of its own, its field indented differently."""
    from canasta_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(GameSetup(preset=game), win, win.house_rules_book())
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    lefts = {dialog.name.mapTo(dialog, dialog.name.rect().topLeft()).x()}
    lefts |= {box.mapTo(dialog, box.rect().topLeft()).x() for box in dialog.levels}
    assert len(lefts) == 1, lefts


@pytest.mark.parametrize(
    ("language", "plural_you"),
    [("da", r"\b[Jj]eres?\b"), ("sv", r"\b(Er|Ert|Era|er|ert|era)\s+(första|sida|mäln|mälda|kort)")],
)
def test_a_two_player_lesson_speaks_to_one_player(
    qtbot: QtBot, win: MainWindow, language: str, plural_you: str
) -> None:
    """Point 20: a 2-player lesson said "Jeres første melding" (your, plural) to a player on their own."""
    import re

    from canasta_desktop.engine.rules import PRESETS
    from canasta_desktop.ui.lessons.book import lessons_for

    win.set_language(language)
    try:
        for lesson in lessons_for(PRESETS["classic-2p"]):
            if lesson.position().rules.players != 2:
                continue
            texts = [
                lesson.title,
                lesson.done,
                *(step.say for step in lesson.steps),
                *(step.why for step in lesson.steps),
            ]
            assert not [text for text in texts if re.search(plural_you, text)], lesson.id
    finally:
        win.set_language("en")


def test_a_read_only_copy_says_so_on_the_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point 19: the read-only second copy looked like any table; it now says nothing played is saved."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    window = shown_window(qtbot, Storage.at(read_only=True))
    start(qtbot, window, seed=2)
    assert window.panel.read_only.isVisible() and "saved" in window.panel.read_only.text()
    window.controller.shutdown()
    normal = shown_window(qtbot, Storage.at())
    assert not normal.panel.read_only.isVisible()
    normal.controller.shutdown()


def test_with_four_players_the_computers_turns_are_read_by_seat(qtbot: QtBot, win: MainWindow) -> None:
    """Point 21: the three computers' turns came as one dense paragraph; now a paragraph per seat."""
    start(qtbot, win, preset="classic-4p", level="let", seed=7)
    c = win.controller
    c.turn.teaching = False
    c.turn.draw()
    c.turn.set_selection([c.hand()[0]])
    c.turn.discard()
    qtbot.waitUntil(c.is_viewers_turn, timeout=10000)  # the three computers have played
    turns = c.seat_turns()
    assert [name for name, _text in turns] == [c.names[1], c.names[2], c.names[3]]
    shown = win.panel.last_action.text()
    assert all(f"<b>{name}</b>" in shown for name, _text in turns)
    newest = win.status_last.text()
    assert newest == turns[-1][1] and c.names[1] not in newest  # under the table: the newest turn only


def test_the_cards_just_drawn_are_marked_until_the_next_move(qtbot: QtBot, win: MainWindow) -> None:
    """Point 20: after a draw the new cards could not be found in a sorted hand of fifteen."""
    from canasta_desktop.engine.events import CardsDrawn

    from .conftest import click, zone

    start(qtbot, win, seed=12, level="let")
    c = win.controller
    c.turn.teaching = False
    state = c.state
    assert state is not None
    click(win, zone(win, Zone.STOCK))
    drawn = next(e for e in reversed(state.events) if isinstance(e, CardsDrawn) and e.seat == c.human).cards
    marked = {item.card for item in win.scene.cards.values() if item.fresh}
    assert marked == {card for card in drawn if card in state.hands[c.human]} and marked
    c.turn.set_selection([c.hand()[0]])
    assert c.turn.discard() is None
    assert not any(item.fresh for item in win.scene.cards.values())


@pytest.mark.parametrize(
    ("language", "title"), [("en", "Canasta (read-only)"), ("da", "Canasta (skrivebeskyttet)")]
)
def test_a_read_only_copys_title_is_marked_once(
    qtbot: QtBot, win: MainWindow, language: str, title: str
) -> None:
    """Point 19: the title read "Canasta (skrivebeskyttet) — Canasta": the platform adds the application's
    name to any other title, so the marked title becomes the name this copy goes by."""
    from PySide6.QtGui import QGuiApplication

    from canasta_desktop.ui.process.single_instance import ReadOnlyTitle

    name = QGuiApplication.applicationDisplayName()
    win.set_language(language)
    try:
        ReadOnlyTitle(win)
        assert win.windowTitle() == title
        assert QGuiApplication.applicationDisplayName() == title  # nothing is added after it
    finally:
        win.set_language("en")
        QGuiApplication.setApplicationDisplayName(name)
