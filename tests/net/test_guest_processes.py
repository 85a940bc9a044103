"""A host's game and a guest's game in two processes over the local servers (guest_processes.py):
the guest is the real `canasta` program, joining through Game ▸ Join a game… with the code the
host's process printed, and playing its seat to the round's end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.net import link as link_module
from canasta_desktop.net.link import Link
from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.persistence.session import MatchSession, decode
from canasta_desktop.ui.controller.invitations import Renewal, SeatStatus
from canasta_desktop.ui.controller.remote_driver import Presence
from canasta_desktop.ui.dialogs import first_run

from .conftest import Servers
from .host_window import (  # noqa: F401 - the fixtures
    WAIT_MS,
    HostWindows,
    hosts_fixture,
    links_fixture,
    remote_seat,
    shown_code,
)
from .test_host_presence import remote_setup
from .test_remote_seat import ScriptedGuest, guest_moves_played, play_host_until, played_last

pytestmark = pytest.mark.xdist_group("wormhole-servers")

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("guest_processes.py")
LIMIT = 150  # seconds: a hang fails the test instead of stopping the run


def environment(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env[HOME_VARIABLE] = str(home)
    return env


def report(output: str, prefix: str) -> str:
    return next(line for line in output.splitlines() if line.startswith(prefix + " ")).split(" ", 1)[1]


@pytest.mark.slow  # two processes, one of them the whole game, a whole round over the network: ~30 s
def test_the_real_game_joins_a_host_in_another_process_and_plays_a_round_there(
    servers: Servers, tmp_path: Path
) -> None:
    host_home, guest_home = tmp_path / "host", tmp_path / "guest"
    (guest_home / "config").mkdir(parents=True)
    (guest_home / "config" / first_run.MARKER).write_text("dismissed\n")
    host = subprocess.Popen(
        [sys.executable, str(SCRIPT), "host", servers.mailbox_url, servers.relay],
        cwd=ROOT, env=environment(host_home), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert line.startswith("CODE "), line + (host.stderr.read() if host.stderr else "")
        code = line.split()[1]
        guest = subprocess.run(
            [sys.executable, str(SCRIPT), "guest", servers.mailbox_url, servers.relay, code,
             "--", "--seed", "12", "--level", "let"],
            cwd=ROOT, env=environment(guest_home), capture_output=True, text=True, timeout=LIMIT, check=False,
        )  # fmt: skip
        host_out, host_err = host.communicate(timeout=LIMIT)
    finally:
        if host.poll() is None:
            host.kill()
    assert guest.returncode == 0, guest.stderr[-3000:]
    assert host.returncode == 0, host_err[-3000:]
    assert "GUEST-FAILED" not in guest.stdout, guest.stdout
    moves = json.loads(report(guest.stdout, "GUEST-MOVES"))
    assert moves and moves == json.loads(report(host_out, "HOST-MOVES"))  # every move the host played
    assert report(guest.stdout, "GUEST-VIEW") == report(host_out, "HOST-VIEW")  # the same end, seen
    assert report(guest.stdout, "GUEST-HANDS") == report(host_out, "HOST-HANDS")  # revealed at the end
    saved = decode(Paths.under(guest_home).match_file.read_bytes())
    assert isinstance(saved, MatchSession) and saved.match.seed == 12  # its own match, not the host's


@pytest.mark.slow  # the real game started, killed, found lost, and a second guest joining: 10-25 s
def test_the_guest_s_game_killed_mid_round_joins_again_with_a_new_code(
    qtbot: QtBot, hosts: HostWindows, links: list[Link], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host is the real window here; the guest is the real game in another process, killed (SIGKILL)
    while the round is played. Its line is lost (said by dilation, or by the silence after its last
    keepalive: SILENT_SECONDS shortened to 12, the guest's keepalives coming every 10) and never comes
    back; once it has been lost for `renew_after` (shortened to a second) the seat is offered under a
    new code, the stand-in holding it meanwhile, and the guest's next game joins with that code and
    plays the seat's next turn."""
    monkeypatch.setattr(link_module, "KEEPALIVE_SECONDS", 1.0)
    monkeypatch.setattr(link_module, "SILENT_SECONDS", 12.0)
    win = hosts.open()
    win.start(remote_setup())
    driver = remote_seat(win)
    driver.grace = 0.0
    assert win.invites.invitations is not None
    seat = win.invites.invitations.seats[0]
    seat.renew_after = 1.0
    first = shown_code(qtbot, win)
    guest_home = tmp_path / "guest"
    (guest_home / "config").mkdir(parents=True)
    (guest_home / "config" / first_run.MARKER).write_text("dismissed\n")
    servers = hosts.servers
    with (tmp_path / "guest.err").open("w") as errors:
        guest = subprocess.Popen(
            [sys.executable, str(SCRIPT), "guest", servers.mailbox_url, servers.relay, first,
             "--", "--seed", "12", "--level", "let"],
            cwd=ROOT, env=environment(guest_home), stdout=subprocess.DEVNULL, stderr=errors,
        )  # fmt: skip
        try:
            qtbot.waitUntil(lambda: driver.presence is Presence.PLAYING, timeout=LIMIT * 1000)
            play_host_until(qtbot, win.controller, lambda: guest_moves_played(win.controller) >= 2)
        finally:
            guest.kill()
            guest.wait(LIMIT)
    qtbot.waitUntil(lambda: seat.renewal is Renewal.GUEST_LEFT, timeout=30_000)  # lost, then renewed
    second = shown_code(qtbot, win, not_this=first)
    assert seat.renewal is Renewal.GUEST_LEFT
    back = ScriptedGuest(servers, second, links)
    qtbot.waitUntil(lambda: driver.presence is Presence.PLAYING, timeout=WAIT_MS)
    play_host_until(qtbot, win.controller, lambda: played_last(win.controller, back, 1))
    assert seat.status is SeatStatus.JOINED and seat.joins == 2
