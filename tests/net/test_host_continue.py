"""A match with a seat played from afar, saved and continued (issue 35): the save keeps the seat remote
with the guest's name and the stand-in computer, and Continue offers the seat under a new code in the
invitation dialog; a guest who types it is welcomed to the match as it stood."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link
from canasta_desktop.net.messages import View, Welcome
from canasta_desktop.net.wire_view import view_from_wire
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.session import MatchSession, SeatKind, decode
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.controller.remote_driver import Presence

from .host_window import (  # noqa: F401 - the fixtures
    GUEST_SEAT,
    WAIT_MS,
    HostWindows,
    hosts_fixture,
    invitation_dialog,
    links_fixture,
    remote_seat,
    shown_code,
    wait_status,
)
from .test_host_presence import SEATS, remote_setup
from .test_remote_seat import ScriptedGuest

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


def test_a_saved_match_keeps_the_seat_remote_and_continue_offers_a_new_code(
    qtbot: QtBot, hosts: HostWindows, links: list[Link], home: Path
) -> None:
    first = hosts.open(Storage.at())
    first.start(replace(remote_setup(), target=5000))  # a match of several rounds: saved as it goes
    old_code = shown_code(qtbot, first)
    assert first.controller.autosaver is not None and first.controller.autosaver.flush()
    first.close()  # the host leaves: the seat's link is closed
    saved = decode((home / "data" / "match.json").read_bytes())
    assert isinstance(saved, MatchSession), saved
    info = saved.seats[GUEST_SEAT]
    assert (info.kind, info.name, info.level) == (SeatKind.REMOTE, "Mormor", "let")
    assert [seat.kind for seat in saved.seats] == [plan.kind for plan in SEATS]

    second = hosts.open(Storage.at())
    second.begin(GameSetup())
    prompt = second.resume_prompt
    assert prompt is not None
    prompt.continue_button.click()
    qtbot.waitUntil(lambda: second.controller.match is not None, timeout=WAIT_MS)
    driver = remote_seat(second)
    assert (driver.name, driver.stand_in_level, driver.presence) == ("Mormor", "let", Presence.INVITED)
    assert invitation_dialog(second).isVisible()
    code = shown_code(qtbot, second)
    assert code != old_code
    assert second.controller.setup.seats == SEATS  # New game offers the same seats again

    guest = ScriptedGuest(hosts.servers, code, links, holding=True)
    wait_status(qtbot, second, "Mormor joined and plays the seat.")
    welcome, view = [m for m in guest.events.wait_messages(3) if m.kind.value != "commitment"][
        :2
    ]  # the fair deal's first
    assert (
        isinstance(welcome, Welcome) and welcome.seat == GUEST_SEAT and welcome.names[GUEST_SEAT] == "Mormor"
    )
    state = second.controller.state
    assert isinstance(view, View) and state is not None
    assert view_from_wire(view.view).hand == tuple(state.hands[GUEST_SEAT])  # the round as it was saved
