"""The host is the real `canasta` program in a process of its own (host_processes.py), killed in the
middle of a round (SIGKILL) and started again: Continue offers the seat played from afar under a new
code, and the guest who types it finds the match exactly where the killed game left it — no move of
the saved match lost — and plays on."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from canasta_desktop.net.link import Link
from canasta_desktop.net.messages import View, YourTurn
from canasta_desktop.net.wire_view import view_to_wire
from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.persistence.settings import Settings, save_settings
from canasta_desktop.ui.dialogs import first_run

from .conftest import Servers, wait_for
from .host_window import links_fixture  # noqa: F401 - the fixture
from .test_remote_seat import ScriptedGuest

pytestmark = pytest.mark.xdist_group("wormhole-servers")

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("host_processes.py")
LIMIT = 60.0  # seconds for anything here: a hang fails the test instead of stopping the run


def start_host(home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env[HOME_VARIABLE] = str(home)
    return subprocess.Popen(
        [sys.executable, str(SCRIPT), "--", "--level", "let"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip


def next_code(host: subprocess.Popen[str]) -> str:
    assert host.stdout is not None
    line = host.stdout.readline()
    assert line.startswith("CODE "), f"the host printed {line!r} (exit status {host.poll()})"
    return line.split()[1]


def waiting_turn(guest: ScriptedGuest) -> bool:
    """The host waits for the guest's answer: a turn asked and not answered."""
    return len(guest.received(YourTurn)) > len(guest.moves)


@pytest.mark.slow  # the real game started twice, killed once, a guest joining twice: ~20 s
def test_the_host_s_game_killed_mid_round_continues_with_a_new_code_and_the_guest_plays_on(
    servers: Servers, links: list[Link], tmp_path: Path
) -> None:
    home = tmp_path / "host"
    paths = Paths.under(home)
    paths.config.mkdir(parents=True)
    (paths.config / first_run.MARKER).write_text("dismissed\n")
    save_settings(paths.settings_file, Settings(mailbox_url=servers.mailbox_url, transit_relay=servers.relay))
    host = start_host(home)
    try:
        guest = ScriptedGuest(servers, next_code(host), links)
        wait_for(lambda: len(guest.moves) >= 3, LIMIT, "three of the guest's moves")
        guest.holding = True
        wait_for(lambda: waiting_turn(guest), LIMIT, "the host to wait for the guest")
        time.sleep(1.5)  # the host's last move saved (its writer thread), nothing else moves
        before = guest.view
        assert before is not None
        host.kill()
        host.wait(LIMIT)

        host = start_host(home)  # the same data folder: Continue, and a new code for Mormor's seat
        back = ScriptedGuest(servers, next_code(host), links, holding=True)
        wait_for(lambda: waiting_turn(back), LIMIT, "the continued match to ask the guest")
        assert back.view is not None
        assert view_to_wire(back.view) == view_to_wire(before)  # the very position, every move kept
        back.release()
        wait_for(lambda: len(back.received(View)) >= 2, LIMIT, "the host to play on")
    finally:
        if host.poll() is None:
            host.kill()
            host.wait(LIMIT)
