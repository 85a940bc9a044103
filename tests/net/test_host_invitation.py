"""The host's side of play at a distance, in the real window over the local servers (issue 35): New game
seats a person at another computer, the invitation dialog shows the seat's code with Copy, and the
seat's status follows the guest — joined, gone (a new code), a wrong guess (a new code), stopped (the
computer plays) — in the dialog, the status line and the screen reader's words."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link, LinkEnd, LinkState
from canasta_desktop.net.messages import Hello
from canasta_desktop.ui.controller.invitations import Renewal, SeatStatus
from canasta_desktop.ui.controller.remote_driver import Presence

from ..ui.house_rules_helpers import press
from .host_window import (  # noqa: F401 - the fixtures
    WAIT_MS,
    HostWindows,
    hosts_fixture,
    invitation,
    invitation_dialog,
    links_fixture,
    new_game_with_a_guest,
    recorder,
    remote_seat,
    seat_panel,
    shown_code,
    wait_status,
)
from .peers import Recorder
from .test_remote_seat import ScriptedGuest

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]


def test_new_game_with_a_person_at_another_computer_invites_them_and_shows_them_joining(
    qtbot: QtBot, hosts: HostWindows, links: list[Link], monkeypatch: pytest.MonkeyPatch
) -> None:
    win = hosts.open()
    said = recorder(win)
    new_game_with_a_guest(monkeypatch, win)
    driver = remote_seat(win)
    assert (driver.name, driver.stand_in_level, driver.presence) == ("Mormor", "let", Presence.INVITED)
    dialog = invitation_dialog(win)
    assert dialog.isVisible() and not dialog.isModal()  # the table plays on beside it
    assert "Game ▸ Join a game…" in dialog.how.text()
    code = shown_code(qtbot, win)
    panel = seat_panel(win)
    assert panel.title.text() == "Mormor, your partner"
    assert panel.status.text() == "Waiting for Mormor to type the code."
    assert panel.code.accessibleName() == f"The code for Mormor: {code.replace('-', ' ')}"
    assert "Waiting for Mormor to join." in win.status.text()

    press(panel.copy_button)
    assert QGuiApplication.clipboard().text() == code
    assert panel.copy_button.text() == "Copied"

    dialog.close()  # closing the dialog cancels nothing
    guest = ScriptedGuest(hosts.servers, code, links)
    qtbot.waitUntil(lambda: driver.presence is Presence.PLAYING, timeout=WAIT_MS)
    assert guest.events.wait_messages(1)
    assert win.invites.action in win.menus.game_menu.actions() and win.invites.action.isEnabled()
    win.invites.action.trigger()  # Game ▸ Invite… shows it again, live
    assert dialog.isVisible()
    wait_status(qtbot, win, "Mormor joined and plays the seat.")
    assert not panel.action.isVisible() and not panel.copy_button.isEnabled()
    assert "Mormor joined the game." in said()
    presence = win.invites.presence
    assert presence is not None and presence.notes() == []  # nothing to say while the guest plays
    assert "join" not in win.status.text()


def test_a_guest_who_leaves_gets_a_new_code_and_stopping_lets_the_computer_play(
    qtbot: QtBot, hosts: HostWindows, links: list[Link], monkeypatch: pytest.MonkeyPatch
) -> None:
    win = hosts.open()
    said = recorder(win)
    new_game_with_a_guest(monkeypatch, win)
    first = shown_code(qtbot, win)
    guest = ScriptedGuest(hosts.servers, first, links, holding=True)
    qtbot.waitUntil(lambda: invitation(win).status is SeatStatus.JOINED, timeout=WAIT_MS)
    guest.link.close()  # gone: the seat is offered again under a new code
    second = shown_code(qtbot, win, not_this=first)
    assert invitation(win).renewal is Renewal.GUEST_LEFT
    wait_status(qtbot, win, "Mormor left: this is a new code for Mormor. Waiting for Mormor to type it.")
    assert "Mormor left the game." in said()

    panel = seat_panel(win)
    assert panel.action.text() == "Stop inviting: the computer plays"
    press(panel.action)  # no more waiting: the stand-in plays the seat
    assert remote_seat(win).presence is Presence.STAND_IN and remote_seat(win).level == "let"
    assert panel.status.text() == "Not invited: the computer (Easy) plays for Mormor."
    assert panel.code.text() == "…" and not panel.copy_button.isEnabled()
    assert "The computer (Easy) plays for Mormor." in win.status.text()
    assert "The computer (Easy) plays for Mormor." in said()
    assert win.scene.layout_ is not None

    press(panel.action)  # Invite again: a third code
    third = shown_code(qtbot, win, not_this=second)
    assert third not in (first, second)
    wait_status(qtbot, win, "The computer (Easy) plays for Mormor until Mormor joins with the code.")


def test_a_wrong_guess_spends_the_code_and_the_seat_gets_a_new_one(
    qtbot: QtBot, hosts: HostWindows, links: list[Link], monkeypatch: pytest.MonkeyPatch
) -> None:
    win = hosts.open()
    new_game_with_a_guest(monkeypatch, win)
    code = shown_code(qtbot, win)
    number = code.split("-")[0]
    guesser = Recorder()
    links.append(Link.join(hosts.servers.mailbox_url, hosts.servers.relay, f"{number}-wrong-words", guesser))
    links[-1].send(Hello(seat=None, name="Nobody"))
    assert guesser.wait_state(LinkState.FAILED).end is LinkEnd.WRONG_CODE
    shown_code(qtbot, win, not_this=code)
    assert invitation(win).renewal is Renewal.CODE_SPENT
    wait_status(
        qtbot,
        win,
        "Someone typed a wrong code, which used it up: this is a new one. Waiting for Mormor to type it.",
    )
    assert remote_seat(win).presence is Presence.INVITED


def test_a_server_that_cannot_be_reached_is_said_and_every_wait_can_be_stopped(
    qtbot: QtBot, hosts: HostWindows, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = hosts.open(mailbox_url="ws://127.0.0.1:9/v1")  # nothing listens there
    new_game_with_a_guest(monkeypatch, win)
    panel, seat = seat_panel(win), invitation(win)
    assert seat.status is SeatStatus.GETTING_CODE and panel.status.text() == "Getting a code for Mormor…"
    qtbot.waitUntil(lambda: seat.status is SeatStatus.FAILED, timeout=WAIT_MS)
    first, *system = panel.status.text().split("\n")
    assert first == "No code: the server could not be reached. Check the network, or the servers in Settings."
    assert [line.startswith("The system said: ") for line in system] == [True]  # its words, on their own
    assert panel.status.height() >= panel.status.heightForWidth(panel.status.width())  # all of it shows
    assert panel.code.text() == "…" and panel.action.text() == "Try again"
    assert remote_seat(win).presence is Presence.STAND_IN  # nobody can join: no 90 s wait for nobody
    assert "Mormor is not invited: the server could not be reached." in win.status.text()
    press(panel.action)
    assert seat.status is SeatStatus.GETTING_CODE  # asked again: this wait can be stopped too
    assert panel.action.text() == "Stop inviting: the computer plays"
    panel.action.click()
    assert invitation(win).status is SeatStatus.STOPPED and remote_seat(win).presence is Presence.STAND_IN
    win.settings.mailbox_url = hosts.servers.mailbox_url  # Settings changed: the next code comes from there
    assert panel.action.text() == "Invite again"
    press(panel.action)
    shown_code(qtbot, win)
