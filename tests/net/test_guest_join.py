"""Joining that does not work out, over the real link (conftest.py's local servers): a mistyped
code, a code nobody offers, Cancel while the game waits, a host on another version, a host with no
match yet. Each says why in a sentence, and the window's own table is left as it was."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link, LinkEvent, LinkState, Received
from canasta_desktop.net.messages import Hello, RefusalReason, Refused
from canasta_desktop.ui.controller.remote_driver import RemoteDriver, SessionTable
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.workers.link_bridge import LinkBridge
from tests.ui.conftest import start

from .conftest import Servers
from .peers import TIMEOUT
from .test_guest_table import SpyLink, guest_window, home, join, links  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]

WAIT_MS = int(TIMEOUT * 1000)


@pytest.fixture
def offer(qtbot: QtBot, servers: Servers) -> Iterator[Callable[[], str]]:
    """Offers a seat of a host with no match on its table yet; returns its code. The host's link is
    closed, and its end gone, only after the test (a bridge must outlive its link's last word)."""
    kept: list[tuple[RemoteDriver, LinkBridge]] = []

    def offered() -> str:
        remote = RemoteDriver(1, "let", 1, SessionTable(lambda: None, False))
        bridge = LinkBridge()
        remote.attach(bridge)
        bridge.host(servers.mailbox_url, servers.relay)
        kept.append((remote, bridge))
        qtbot.waitUntil(lambda: bridge.code is not None, timeout=WAIT_MS)
        assert bridge.code is not None
        return bridge.code

    yield offered
    for _remote, bridge in kept:
        assert bridge.link is not None
        bridge.link.close()
        assert bridge.link.wait_closed(TIMEOUT)


def failed_with(qtbot: QtBot, win: MainWindow, words: str) -> None:
    dialog = win.guest.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: words in dialog.status.text() and dialog.join_button.isEnabled(), timeout=WAIT_MS)
    assert dialog.isVisible() and win.guest.play is None  # the player may try again


def test_a_mistyped_code_says_it_did_not_match(
    qtbot: QtBot,
    guest_window: MainWindow,  # noqa: F811
    offer: Callable[[], str],
) -> None:
    win = guest_window
    start(qtbot, win, seed=3)
    session = win.controller.session
    code = offer()
    number = code.split("-")[0]
    join(qtbot, win, f"{number}-wrong-words")
    failed_with(qtbot, win, "The code did not match")
    assert win.controller.session is session


def test_a_code_nobody_offers_times_out_and_cancel_gives_up_a_join_at_once(
    qtbot: QtBot,
    guest_window: MainWindow,  # noqa: F811
) -> None:
    win = guest_window
    start(qtbot, win, seed=4)
    session = win.controller.session
    win.guest.join_timeout = 1.0
    join(qtbot, win, "999-nobody-offers")
    failed_with(qtbot, win, "Nobody answered on this code")
    win.guest.join_timeout = 60.0
    dialog = win.guest.dialog
    assert dialog is not None
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # again, and then Cancel while it waits
    qtbot.waitUntil(lambda: "Waiting for the host" in dialog.status.text(), timeout=WAIT_MS)
    assert win.guest.joining is not None and not dialog.join_button.isEnabled()
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and win.guest.joining is None
    link = SpyLink.made[-1].link
    assert link is not None and link.wait_closed(TIMEOUT) and link.state is LinkState.CLOSED
    assert win.controller.session is session and not win.controller.pacing.held()


def test_a_host_on_another_version_is_named_with_its_version(
    qtbot: QtBot,
    guest_window: MainWindow,  # noqa: F811
    servers: Servers,
    links: list[Link],  # noqa: F811
) -> None:
    codes: list[str] = []
    got_code = threading.Event()
    holder: list[Link] = []

    def heard(event: LinkEvent) -> None:  # on the network thread: a host from the future says no
        if isinstance(event, Received) and isinstance(event.message, Hello):
            holder[0].send(
                Refused(
                    reason=RefusalReason.WRONG_VERSION,
                    text="protocol 2, this side runs 3",
                    v=3,
                    app_version="9.9.9",
                )
            )

    def code(text: str) -> None:
        codes.append(text)
        got_code.set()

    holder.append(Link.host(servers.mailbox_url, servers.relay, code, heard))
    links.append(holder[0])
    assert got_code.wait(TIMEOUT)
    join(qtbot, guest_window, codes[0])
    failed_with(qtbot, guest_window, "another version of Canasta (9.9.9)")


def test_a_host_with_no_match_yet_turns_the_guest_away_and_says_why(
    qtbot: QtBot,
    guest_window: MainWindow,  # noqa: F811
    offer: Callable[[], str],
) -> None:
    join(qtbot, guest_window, offer())
    failed_with(qtbot, guest_window, "no match on the host's table yet")
