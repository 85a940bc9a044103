"""The host's table tells who plays a seat from afar (issue 35): the guest's name at the seat, "connection
lost" when the line drops, the stand-in's level beside the name while the computer holds the seat, in
the status line and to the screen reader — in the real window, over the local servers."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link
from canasta_desktop.net.messages import YourTurn
from canasta_desktop.net.reactor_thread import in_reactor
from canasta_desktop.persistence.session import SeatKind
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.controller.invitations import SeatStatus
from canasta_desktop.ui.controller.remote_driver import Presence

from .host_window import (  # noqa: F401 - the fixtures
    GUEST_SEAT,
    WAIT_MS,
    HostWindows,
    hosts_fixture,
    invitation,
    links_fixture,
    recorder,
    remote_seat,
    shown_code,
)
from .test_remote_seat import ScriptedGuest, play_host_until, played_last

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]

SEATS = (
    SeatPlan(SeatKind.PERSON, ""),
    SeatPlan(SeatKind.COMPUTER, level="random"),
    SeatPlan(SeatKind.REMOTE, "Mormor", "let"),
    SeatPlan(SeatKind.COMPUTER, level="random"),
)


def remote_setup() -> GameSetup:
    return GameSetup(preset="classic-4p", level="random", target=None, seed=7, seats=SEATS)


@pytest.mark.slow  # dilation takes a second or two to put a cut line back: 4-5 s
def test_a_dropped_line_is_said_the_stand_in_shows_beside_the_name_and_the_guest_comes_back(
    qtbot: QtBot, hosts: HostWindows, links: list[Link]
) -> None:
    """The line drops while the guest's turn waits (the grace shortened to nothing): the table says the
    connection is lost and that the computer plays for Mormor, with its level at the seat; the line
    comes back by itself, and the guest plays its next turn."""
    win = hosts.open()
    said = recorder(win)
    lines: list[str] = []
    seen: list[tuple[SeatStatus, str]] = []  # the seat's status and level at each change: LOST may not last

    def changed(_seat: int) -> None:
        lines.append(win.status.text())
        invitations = win.invites.invitations
        if invitations is not None:  # (after the test, the match has gone)
            seat = invitations.seats[0]
            seen.append((seat.status, win.controller.seat_levels()[GUEST_SEAT]))

    win.start(remote_setup())
    driver = remote_seat(win)
    driver.grace = 0.0
    assert win.invites.invitations is not None
    win.invites.invitations.changed.connect(changed)
    guest = ScriptedGuest(hosts.servers, shown_code(qtbot, win), links, holding=True)
    qtbot.waitUntil(lambda: driver.presence is Presence.PLAYING, timeout=WAIT_MS)
    assert win.controller.names[GUEST_SEAT] == "Mormor" and win.controller.seat_levels()[GUEST_SEAT] == ""
    assert win.scene.layout_ is not None
    play_host_until(qtbot, win.controller, lambda: guest.received(YourTurn))
    guest.holding = False  # from its next turn on

    def cut_the_line() -> None:  # the connection under the dilated link, dropped (as in test_link.py)
        guest.link._wormhole._boss._D._manager._connection.transport.abortConnection()

    in_reactor(cut_the_line)
    qtbot.waitUntil(lambda: any(status is SeatStatus.LOST for status, _level in seen), timeout=WAIT_MS)
    assert (SeatStatus.LOST, "Easy") in seen  # the stand-in's level beside the name
    play_host_until(qtbot, win.controller, lambda: played_last(win.controller, guest, 1))
    qtbot.waitUntil(lambda: invitation(win).status is SeatStatus.JOINED, timeout=WAIT_MS)
    assert win.controller.seat_levels()[GUEST_SEAT] == ""
    news = [
        "Mormor joined the game.",
        "Mormor's connection is lost.",
        "The computer (Easy) plays for Mormor until Mormor is back.",
        "Mormor is back.",
    ]
    assert [line for line in said() if "Mormor" in line and line in news] == news
    assert any(line.endswith("Mormor's connection is lost.") for line in lines)  # in the status line
    assert any("The computer (Easy) plays for Mormor until Mormor is back." in line for line in lines)
    presence = win.invites.presence
    assert presence is not None and presence.notes() == []  # back: nothing more to say of the seat
    assert not any(note in win.status.text() for note in news)


@pytest.mark.slow  # a code from the local servers and a few computer turns: about 3 s
def test_while_the_table_waits_for_a_guest_not_yet_joined_the_status_line_does_not_say_she_plays(
    qtbot: QtBot, hosts: HostWindows
) -> None:
    win = hosts.open()
    win.start(remote_setup())
    shown_code(qtbot, win)
    play_host_until(qtbot, win.controller, lambda: win.controller.state.actor == GUEST_SEAT)
    qtbot.waitUntil(lambda: win.status.text() == "Waiting for Mormor to join.", timeout=WAIT_MS)
    assert "Mormor is playing" not in win.status.text()
