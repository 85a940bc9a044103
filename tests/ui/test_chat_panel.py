"""The table's chat (issue 35) as a player uses it: the real panel, typed into and clicked, over a
channel that records what would go on the wire."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from canasta_desktop.net.messages import MAX_CHAT_CHARACTERS, Chat, Phrase
from canasta_desktop.ui.controller.chat_room import ChatRoom, Refusal
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.window_parts.chat_panel import ChatPanel, add_chat_panel

from .conftest import start

NAMES = ["Host", "Anna", "Mormor", "Bo"]
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


class Recording:
    """A chat channel that keeps what it is given."""

    def __init__(self) -> None:
        self.sent: list[Chat] = []

    def send(self, chat: Chat) -> None:
        self.sent.append(chat)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


def chat(qtbot: QtBot, clock: Clock | None = None) -> tuple[ChatPanel, Recording]:
    channel = Recording()
    room = ChatRoom(channel, 0, NAMES.__getitem__, clock=clock or Clock())
    panel = ChatPanel(room)
    qtbot.addWidget(panel)
    panel.resize(230, 420)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, channel


def lines(panel: ChatPanel) -> list[str]:
    return [panel.log.item(row).text() for row in range(panel.log.count())]


def test_typing_a_line_and_pressing_enter_sends_it_and_shows_it(qtbot: QtBot) -> None:
    panel, channel = chat(qtbot)
    panel.line.setFocus()
    QTest.keyClicks(panel.line, "  Skal vi spille en til?  ")
    QTest.keyClick(panel.line, Qt.Key.Key_Return)
    assert channel.sent == [Chat(seat=None, text="Skal vi spille en til?")]  # the host fills in the seat
    assert panel.line.text() == "" and lines(panel) == ["Host: Skal vi spille en til?"]
    QTest.keyClick(panel.line, Qt.Key.Key_Return)  # an empty line sends nothing
    assert len(channel.sent) == 1 and panel.status.text() == ""


def test_a_phrase_button_sends_the_phrase(qtbot: QtBot) -> None:
    panel, channel = chat(qtbot)
    button = panel.phrase_buttons[Phrase.WELL_PLAYED]
    assert button.text() == "Well played!"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert channel.sent == [Chat(seat=None, phrase=Phrase.WELL_PLAYED)]
    assert lines(panel) == ["Host: Well played!"]


def test_every_phrase_has_a_button_with_words_of_its_own() -> None:
    room = ChatRoom(Recording(), 0, NAMES.__getitem__)
    panel = ChatPanel(room)
    words = [button.text() for button in panel.phrase_buttons.values()]
    assert list(panel.phrase_buttons) == list(Phrase) and len(set(words)) == len(Phrase)


@pytest.mark.parametrize(
    ("language", "said", "button"),
    [("da", "Mormor: Godt spillet!", "Tak!"), ("sv", "Mormor: Bra spelat!", "Tack!")],
)
def test_a_phrase_heard_is_shown_in_the_language_of_this_side(
    qtbot: QtBot, qapp: QApplication, english_afterwards: None, language: str, said: str, button: str
) -> None:
    i18n.install_language(qapp, language)
    panel, _channel = chat(qtbot)
    heard: list[str] = []
    panel.announced.connect(heard.append)
    panel.room.receive(Chat(seat=2, phrase=Phrase.WELL_PLAYED))
    assert lines(panel) == [said]
    assert panel.phrase_buttons[Phrase.THANKS].text() == button
    assert heard and said.split(": ")[1] in heard[0] and "Mormor" in heard[0]  # read out to the screen reader
    SHOTS.mkdir(parents=True, exist_ok=True)
    panel.grab().save(str(SHOTS / f"chat-panel-{language}.png"))


def test_the_panel_follows_a_change_of_language(
    qtbot: QtBot, qapp: QApplication, english_afterwards: None
) -> None:
    panel, _channel = chat(qtbot)
    panel.room.receive(Chat(seat=2, phrase=Phrase.GOOD_LUCK))
    i18n.install_language(qapp, "da")
    qtbot.waitUntil(lambda: lines(panel) == ["Mormor: Held og lykke!"])
    assert panel.send_button.text() == "Send" and panel.title.text() == "Chat"


def test_the_line_takes_no_more_than_the_wire_s_200_characters(qtbot: QtBot) -> None:
    panel, channel = chat(qtbot)
    panel.line.setFocus()
    QTest.keyClicks(panel.line, "ab" * 130)
    assert len(panel.line.text()) == MAX_CHAT_CHARACTERS
    assert panel.status.text() == f"At most {MAX_CHAT_CHARACTERS} characters."
    QTest.keyClick(panel.line, Qt.Key.Key_Enter)
    assert channel.sent == [Chat(seat=None, text="ab" * 100)]


def test_a_control_character_never_gets_into_the_line_nor_onto_the_wire(qtbot: QtBot) -> None:
    panel, channel = chat(qtbot)
    panel.line.insert("one\ttwo")  # as a paste would
    panel.line.insert("one two")
    assert panel.line.text() == "one two"
    assert panel.room.say_text("first\nsecond") is Refusal.CONTROL
    assert panel.room.say_text("x" * (MAX_CHAT_CHARACTERS + 1)) is Refusal.TOO_LONG
    assert channel.sent == []


def test_more_than_one_message_a_second_waits_with_a_quiet_note(qtbot: QtBot) -> None:
    clock = Clock()
    panel, channel = chat(qtbot, clock)
    hello = panel.phrase_buttons[Phrase.HELLO]
    QTest.mouseClick(hello, Qt.MouseButton.LeftButton)
    clock.now += 0.5
    QTest.mouseClick(panel.phrase_buttons[Phrase.GOOD_LUCK], Qt.MouseButton.LeftButton)
    QTest.keyClicks(panel.line, "hurry")
    QTest.keyClick(panel.line, Qt.Key.Key_Return)
    assert channel.sent == [Chat(seat=None, phrase=Phrase.HELLO)]
    assert panel.status.text() == "Wait a moment before the next message."
    assert panel.line.text() == "hurry"  # kept: Enter again sends it
    clock.now += 0.5
    QTest.keyClick(panel.line, Qt.Key.Key_Return)
    assert channel.sent[1:] == [Chat(seat=None, text="hurry")] and panel.line.text() == ""


def test_a_message_heard_while_the_chat_is_folded_shows_an_unread_mark(qtbot: QtBot) -> None:
    panel, _channel = chat(qtbot)
    panel.room.receive(Chat(seat=1, phrase=Phrase.HELLO))
    assert panel.unread_mark.isHidden()  # in sight: nothing unread
    QTest.mouseClick(panel.title, Qt.MouseButton.LeftButton)  # fold
    assert panel.body.isHidden()
    panel.room.receive(Chat(seat=2, phrase=Phrase.OOPS))
    panel.room.receive(Chat(seat=2, text="Det var ikke meningen"))
    panel.room.say_phrase(Phrase.THANKS)  # one's own is never new
    assert panel.unread_mark.isVisible() and panel.unread_mark.text() == "2"
    assert panel.title.accessibleName() == "Chat, 2 new messages"
    SHOTS.mkdir(parents=True, exist_ok=True)
    panel.grab().save(str(SHOTS / "chat-panel-folded.png"))
    QTest.mouseClick(panel.title, Qt.MouseButton.LeftButton)  # open again
    assert panel.unread_mark.isHidden() and panel.body.isVisible()
    assert lines(panel)[-3:] == ["Mormor: Oops!", "Mormor: Det var ikke meningen", "Host: Thanks!"]


def test_the_keys_reach_the_chat_and_a_message_heard_leaves_the_focus_at_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, preset="classic-4p")
    channel = Recording()
    room = ChatRoom(channel, 0, lambda seat: window.controller.names[seat])
    panel = add_chat_panel(window.panel, room)
    qtbot.waitUntil(panel.isVisible)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    room.receive(Chat(seat=2, phrase=Phrase.YOUR_TURN))
    assert window.view.hasFocus() and panel.log.count() == 1  # shown, the focus left where it was

    QTest.keyClick(window.view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # at the table
    assert panel.line.hasFocus()
    state = window.controller.state
    assert state is not None
    drawn = len(state.log)
    QTest.keyClicks(panel.line, "draw take meld")  # the table's keys are letters: typed here, not played
    QTest.keyClick(panel.line, Qt.Key.Key_Return)
    assert channel.sent == [Chat(seat=None, text="draw take meld")] and len(state.log) == drawn
    QTest.keyClick(panel.line, Qt.Key.Key_Escape)
    assert window.view.hasFocus()  # back to the table
    QTest.keyClick(window.view, Qt.Key.Key_D)  # where the same key draws
    qtbot.waitUntil(lambda: len(state.log) == drawn + 1)

    chain = [panel.title, panel.log, *panel.phrase_buttons.values(), panel.line, panel.send_button]
    panel.title.setFocus(Qt.FocusReason.TabFocusReason)
    reached = [QApplication.focusWidget()]
    for _ in chain[1:]:
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == chain
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "chat-in-window.png"))


def test_the_chat_goes_into_the_side_panel_above_its_buttons(qtbot: QtBot, window: MainWindow) -> None:
    room = ChatRoom(Recording(), 0, NAMES.__getitem__)
    panel = add_chat_panel(window.panel, room)
    qtbot.waitUntil(panel.isVisible)
    buttons = [b for b in window.panel.findChildren(QWidget) if b.objectName() != "phrase"]
    lowest_panel_widget = max(
        (w for w in buttons if w.parentWidget() is window.panel and w is not panel and w.isVisible()),
        key=lambda w: w.y(),
    )
    assert panel.parentWidget() is window.panel
    assert panel.geometry().bottom() < lowest_panel_widget.y()  # the panel's buttons stay at its foot


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_every_quick_phrase_shows_whole_in_a_narrow_panel_and_in_two_columns_where_they_fit(
    qtbot: QtBot, qapp: QApplication, language: str, english_afterwards: None
) -> None:
    """A 960-pixel window's side panel clipped "Lycka till!" and "Tack för spelet!" in two columns."""
    i18n.install_language(qapp, language)
    panel, _channel = chat(qtbot)
    for width, columns in ((150, 1), (420, 2)):
        panel.resize(width, 420)
        qtbot.wait(20)
        for button in panel.phrase_buttons.values():
            needed = button.fontMetrics().horizontalAdvance(button.text())
            assert button.width() >= needed + 6, (language, width, button.text())
        rows = {button.y() for button in panel.phrase_buttons.values()}
        assert len(rows) == -(-len(Phrase) // columns), (language, width)
