"""The table's chat in the host's real window (issue 35): a match with a seat played from afar shows the
chat in the side panel; what the guest says is heard there with the guest's name, what the host types
(the real line, Enter) reaches the guest stamped with the host's seat; a match without such a seat has
no chat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link
from canasta_desktop.net.messages import Chat, Phrase
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.controller.remote_driver import Presence

from .conftest import wait_for
from .host_window import (  # noqa: F401 - the fixtures
    WAIT_MS,
    HostWindows,
    hosts_fixture,
    links_fixture,
    new_game_with_a_guest,
    remote_seat,
    shown_code,
)
from .peers import TIMEOUT
from .test_remote_seat import ScriptedGuest

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]


@pytest.mark.slow  # a link over the local servers and a scripted guest: about 4 s
def test_the_host_and_a_guest_chat_through_the_side_panel(
    qtbot: QtBot, hosts: HostWindows, links: list[Link], monkeypatch: pytest.MonkeyPatch
) -> None:
    win = hosts.open()
    new_game_with_a_guest(monkeypatch, win)
    chat = win.invites.chat
    assert chat is not None
    qtbot.waitUntil(chat.isVisible)  # a widget laid into a shown panel is shown from the event loop
    guest = ScriptedGuest(hosts.servers, shown_code(qtbot, win), links, holding=True)
    driver = remote_seat(win)
    qtbot.waitUntil(lambda: driver.presence is Presence.PLAYING, timeout=WAIT_MS)

    guest.link.send(Chat(seat=3, phrase=Phrase.GOOD_LUCK))  # a seat of its own choosing is not believed
    qtbot.waitUntil(lambda: chat.log.count() == 1, timeout=WAIT_MS)
    item = chat.log.item(0)
    assert item is not None and item.text().startswith("Mormor: ")

    qtbot.mouseClick(chat.line, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(chat.line, "Hej Mormor")
    qtbot.keyClick(chat.line, Qt.Key.Key_Return)
    heard: list[Chat] = []

    def host_said() -> bool:
        heard[:] = [m for m in guest.events.messages() if isinstance(m, Chat)]
        return bool(heard)

    wait_for(host_said, TIMEOUT, "the host's message at the guest")
    assert (heard[0].seat, heard[0].text) == (win.controller.session.viewer, "Hej Mormor")
    assert chat.log.count() == 2

    win.start(GameSetup(preset="classic-2p", level="let"))  # no seat from afar: the chat goes
    assert win.invites.chat is None
    qtbot.waitUntil(lambda: chat not in win.panel.findChildren(type(chat)), timeout=WAIT_MS)
