"""Two real windows at one table over the local servers (issue 35): the host's New game seats a person at
another computer, the guest's window joins with the code the invitation shows (typed as it is read out),
and the two chat through their side panels — a quick phrase clicked at the guest is heard at the host with
the guest's name, a line typed at the host is heard at the guest with the host's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link
from canasta_desktop.net.messages import Phrase
from canasta_desktop.ui.controller.remote_driver import Presence
from canasta_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import shown_window, start

from .host_window import (  # noqa: F401 - the fixtures
    WAIT_MS,
    HostWindows,
    hosts_fixture,
    links_fixture,
    new_game_with_a_guest,
    remote_seat,
    shown_code,
)
from .test_guest_table import as_a_person_types, join

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]


@pytest.fixture
def guest_window(qtbot: QtBot, hosts: HostWindows) -> Iterator[MainWindow]:
    win = shown_window(qtbot)
    win.settings.mailbox_url, win.settings.transit_relay = hosts.servers.mailbox_url, hosts.servers.relay
    start(qtbot, win, seed=4)  # its own match, parked while it plays at the host's table
    yield win
    win.guest.leave()
    win.controller.shutdown()


@pytest.mark.slow  # two windows and a link over the local servers: about 4 s
def test_a_guest_window_joins_the_host_window_by_code_and_the_two_chat(
    qtbot: QtBot,
    hosts: HostWindows,
    guest_window: MainWindow,
    links: list[Link],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    host = hosts.open()
    new_game_with_a_guest(monkeypatch, host)
    join(qtbot, guest_window, as_a_person_types(shown_code(qtbot, host)))
    qtbot.waitUntil(lambda: guest_window.guest.chat is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: remote_seat(host).presence is Presence.PLAYING, timeout=WAIT_MS)
    guest_chat, host_chat = guest_window.guest.chat, host.invites.chat
    assert guest_chat is not None and host_chat is not None
    qtbot.waitUntil(guest_chat.isVisible)

    qtbot.mouseClick(guest_chat.phrase_buttons[Phrase.WELL_PLAYED], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_chat.log.count() == 1, timeout=WAIT_MS)
    heard = host_chat.log.item(0)
    assert heard is not None and heard.text() == "Mormor: Well played!"

    qtbot.mouseClick(host_chat.line, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(host_chat.line, "Tak, Mormor")
    qtbot.keyClick(host_chat.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: guest_chat.log.count() == 2, timeout=WAIT_MS)
    answer = guest_chat.log.item(1)
    host_name = host.controller.names[host.controller.session.viewer]
    assert answer is not None and answer.text() == f"{host_name}: Tak, Mormor"
