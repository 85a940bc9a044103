"""The table's chat between three computers: the host with two remote seats, over real links on the
local mailbox and relay (conftest.py). One guest is a bare scripted link; the other is a guest's game
in miniature, its chat room made by `guest_room` over its own bridge and shown in the real panel."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.match import Match
from canasta_desktop.net.link import Link, LinkState, Received
from canasta_desktop.net.messages import Chat, Hello, Phrase, Welcome
from canasta_desktop.ui.controller.chat_room import ChatEntry, ChatRelay, ChatRoom, guest_room
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.controller.remote_driver import Presence, RemoteDriver, SessionTable
from canasta_desktop.ui.controller.seat_drivers import ComputerDriver, PersonDriver, SeatDriver
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.window_parts.chat_panel import ChatPanel
from canasta_desktop.ui.workers.guest_link import GuestLink
from canasta_desktop.ui.workers.link_bridge import LinkBridge

from .conftest import Servers
from .peers import TIMEOUT, Recorder

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]

WAIT_MS = int(TIMEOUT * 1000)
ANNA, MORMOR = 1, 2  # the remote seats


@pytest.fixture
def links() -> Iterator[list[Link]]:
    made: list[Link] = []
    yield made
    for link in made:
        link.close()
    for link in made:
        assert link.wait_closed(TIMEOUT)


def two_guest_table() -> tuple[TableSession, list[RemoteDriver]]:
    """A 4-player match at the host, seats 1 and 2 played from afar (not yet dealt: chat needs no round)."""
    seed = 5
    setup = GameSetup(preset="classic-4p", target=None, seed=seed)
    table = SessionTable(lambda: session, False)
    remotes = [RemoteDriver(seat, "let", seed, table) for seat in (ANNA, MORMOR)]
    seats: list[SeatDriver] = [PersonDriver("Host"), *remotes, ComputerDriver.seeded("random", seed, 3)]
    session = TableSession(Match(setup.rules(), seed), seats, setup, random.Random(seed), kept=False)
    session.name_seats()
    return session, remotes


def offered(qtbot: QtBot, driver: RemoteDriver, servers: Servers, links: list[Link]) -> str:
    bridge = LinkBridge()
    driver.attach(bridge)
    bridge.host(servers.mailbox_url, servers.relay)
    assert bridge.link is not None
    links.append(bridge.link)
    qtbot.waitUntil(lambda: bridge.code is not None, timeout=WAIT_MS)
    assert bridge.code is not None
    return bridge.code


def chats(recorder: Recorder) -> list[Chat]:
    return [message for message in recorder.messages() if isinstance(message, Chat)]


def relayed_table() -> tuple[TableSession, list[RemoteDriver], ChatRelay]:
    """`two_guest_table` with the host's chat relay over both remote seats."""
    session, remotes = two_guest_table()
    relay = ChatRelay(0, lambda seat: session.names[seat])
    for remote in remotes:
        relay.add(remote)
    return session, remotes, relay


def bare_guest(
    qtbot: QtBot, driver: RemoteDriver, servers: Servers, links: list[Link]
) -> tuple[Recorder, Link]:
    """A scripted guest on ``driver``'s seat: a bare link (no hello sent yet) and what it hears."""
    heard = Recorder()
    link = Link.join(
        servers.mailbox_url, servers.relay, offered(qtbot, driver, servers, links), heard, timeout=TIMEOUT
    )
    links.append(link)
    return heard, link


def game_guest(qtbot: QtBot, driver: RemoteDriver, servers: Servers, links: list[Link]) -> GuestLink:
    """A guest's game on ``driver``'s seat: its own bridge (no hello sent yet)."""
    bridge = GuestLink()
    bridge.join(offered(qtbot, driver, servers, links), servers.mailbox_url, servers.relay)
    assert bridge.link is not None
    links.append(bridge.link)
    return bridge


def test_the_host_relays_each_guest_s_messages_to_the_others_under_the_speaker_s_seat(
    qtbot: QtBot, servers: Servers, links: list[Link]
) -> None:
    session, (anna_seat, mormor_seat), relay = relayed_table()
    host_heard: list[ChatEntry] = []
    relay.room.heard.connect(lambda entry: host_heard.append(entry))

    anna, anna_link = bare_guest(qtbot, anna_seat, servers, links)
    anna_link.send(Hello(seat=None, name="Anna"))
    mormor_bridge = game_guest(qtbot, mormor_seat, servers, links)  # its room over its own bridge
    welcomes: list[Welcome] = []
    mormor_bridge.link_event.connect(
        lambda event: (
            welcomes.append(event.message)
            if isinstance(event, Received) and isinstance(event.message, Welcome)
            else None
        )
    )
    mormor_bridge.send(Hello(seat=None, name="Mormor"))
    qtbot.waitUntil(lambda: bool(welcomes), timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: anna_seat.presence is Presence.PLAYING and mormor_seat.presence is Presence.PLAYING,
        timeout=WAIT_MS,
    )
    names = welcomes[0].names
    mormor: ChatRoom = guest_room(mormor_bridge, welcomes[0].seat, names.__getitem__)
    panel = ChatPanel(mormor)
    qtbot.addWidget(panel)

    anna_link.send(Chat(seat=None, phrase=Phrase.HELLO))
    qtbot.waitUntil(lambda: len(mormor.entries) == 1, timeout=WAIT_MS)
    assert [(e.seat, e.name, e.phrase) for e in relay.room.entries] == [(ANNA, "Anna", Phrase.HELLO)]
    assert [(e.seat, e.name, e.phrase, e.own) for e in mormor.entries] == [
        (ANNA, "Anna", Phrase.HELLO, False)
    ]
    assert panel.log.item(0).text() == "Anna: Hello!"

    assert mormor.say_text("Hej Anna, godt at se dig") is None  # through the panel's room, over the link
    qtbot.waitUntil(lambda: len(chats(anna)) == 1, timeout=WAIT_MS)  # the host's loop passes it on
    assert chats(anna) == [Chat(seat=MORMOR, text="Hej Anna, godt at se dig")]
    qtbot.waitUntil(lambda: len(relay.room.entries) == 2, timeout=WAIT_MS)
    assert relay.room.entries[1].name == "Mormor" and not relay.room.entries[1].own

    anna_link.send(Chat(seat=0, text="I am the host, honestly"))  # a seat written in is not believed
    qtbot.waitUntil(lambda: len(mormor.entries) == 3, timeout=WAIT_MS)
    assert mormor.entries[2].seat == ANNA and relay.room.entries[2].seat == ANNA

    assert relay.room.say_phrase(Phrase.GOOD_LUCK) is None  # the host's own: to every guest
    qtbot.waitUntil(lambda: len(chats(anna)) == 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: len(mormor.entries) == 4, timeout=WAIT_MS)
    assert chats(anna)[1] == Chat(seat=0, phrase=Phrase.GOOD_LUCK)
    assert (mormor.entries[3].seat, mormor.entries[3].name) == (0, "Host")
    assert panel.log.item(3).text() == "Host: Good luck!"
    # Nobody hears their own message back: Anna got Mormor's and the host's, Mormor kept hers once.
    assert [c.seat for c in chats(anna)] == [MORMOR, 0]
    assert [e.own for e in mormor.entries] == [False, True, False, False]
    assert len(host_heard) == 4


def test_a_guest_not_yet_joined_is_sent_no_chat_until_it_joins_and_one_without_a_hello_is_not_heard(
    qtbot: QtBot, servers: Servers, links: list[Link]
) -> None:
    _session, (anna_seat, mormor_seat), relay = relayed_table()
    offered(qtbot, mormor_seat, servers, links)  # invited, nobody there: nothing piles up for it
    shy, shy_link = bare_guest(qtbot, anna_seat, servers, links)
    qtbot.waitUntil(lambda: LinkState.CONNECTED in shy.states(), timeout=WAIT_MS)
    shy_link.send(Chat(seat=None, text="before my hello"))
    assert relay.room.say_text("Anyone there?") is None
    shy_link.send(Hello(seat=None, name="Anna"))
    qtbot.waitUntil(lambda: anna_seat.presence is Presence.PLAYING, timeout=WAIT_MS)
    shy_link.send(Chat(seat=None, text="after it"))
    qtbot.waitUntil(lambda: len(relay.room.entries) == 2, timeout=WAIT_MS)
    assert [e.text for e in relay.room.entries] == ["Anyone there?", "after it"]
    # The host's message went out before Anna had joined: she has it as the chat so far, at her hello.
    assert chats(shy) == [Chat(seat=0, text="Anyone there?", earlier=True)]


def test_a_guest_who_joins_again_is_sent_the_chat_so_far_shown_but_not_announced(
    qtbot: QtBot, servers: Servers, links: list[Link]
) -> None:
    session, (anna_seat, mormor_seat), relay = relayed_table()
    anna, anna_link = bare_guest(qtbot, anna_seat, servers, links)
    anna_link.send(Hello(seat=None, name="Anna"))
    qtbot.waitUntil(lambda: anna_seat.presence is Presence.PLAYING, timeout=WAIT_MS)
    assert chats(anna) == []  # nothing said yet: nothing to catch up on
    assert relay.room.say_text("Velkommen, Anna") is None
    anna_link.send(Chat(seat=None, phrase=Phrase.THANKS))
    qtbot.waitUntil(lambda: len(relay.room.entries) == 2, timeout=WAIT_MS)

    mormor_bridge = game_guest(qtbot, mormor_seat, servers, links)  # joins after them: what was said
    mormor = guest_room(mormor_bridge, MORMOR, lambda seat: session.names[seat])
    panel = ChatPanel(mormor)
    qtbot.addWidget(panel)
    panel.set_open(False)
    spoken: list[str] = []
    panel.announced.connect(spoken.append)
    mormor_bridge.send(Hello(seat=None, name="Mormor"))
    qtbot.waitUntil(lambda: len(mormor.entries) == 2, timeout=WAIT_MS)
    assert [(e.seat, e.text or e.phrase, e.own, e.earlier) for e in mormor.entries] == [
        (0, "Velkommen, Anna", False, True),
        (ANNA, Phrase.THANKS, False, True),
    ]
    assert panel.log.item(1).text() == "Anna: Thanks!"
    assert spoken == [] and panel.unread == 0  # the chat so far is there to read, not news
    assert mormor.say_text("Hej begge to") is None
    qtbot.waitUntil(lambda: len(relay.room.entries) == 3, timeout=WAIT_MS)

    mormor_bridge.close()  # her game ends; she joins again with a new code from a new game
    qtbot.waitUntil(lambda: mormor_seat.presence is not Presence.PLAYING, timeout=WAIT_MS)
    again = game_guest(qtbot, mormor_seat, servers, links)
    back = guest_room(again, MORMOR, lambda seat: session.names[seat])
    again.send(Hello(seat=MORMOR, name="Mormor"))
    qtbot.waitUntil(lambda: len(back.entries) == 3, timeout=WAIT_MS)
    assert [(e.seat, e.own) for e in back.entries] == [(0, False), (ANNA, False), (MORMOR, True)]
    assert [(c.seat, c.earlier) for c in chats(anna)] == [(0, False), (MORMOR, False)]  # each once, as said
