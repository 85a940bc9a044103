"""The host is the real `canasta` program in a process of its own (host_processes.py), killed in the
middle of a round (SIGKILL) and started again: Continue offers the seat played from afar under a new
code, and the guest who types it finds the match exactly where the killed game left it — no move of
the saved match lost — and plays on."""

from __future__ import annotations

import json
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
from .test_guest_processes import report
from .test_remote_seat import ScriptedGuest

pytestmark = pytest.mark.xdist_group("wormhole-servers")

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).with_name("host_processes.py")
GUEST_SCRIPT = Path(__file__).with_name("guest_processes.py")
LIMIT = 60.0  # seconds for anything here: a hang fails the test instead of stopping the run


def prepared(home: Path, servers: Servers) -> None:
    """A data folder whose settings name the local servers, the welcome box dismissed before."""
    paths = Paths.under(home)
    paths.config.mkdir(parents=True)
    (paths.config / first_run.MARKER).write_text("dismissed\n")
    save_settings(paths.settings_file, Settings(mailbox_url=servers.mailbox_url, transit_relay=servers.relay))


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


@pytest.mark.slow  # two real games, a whole 4-player round over the local servers: ~40 s
def test_two_real_games_play_a_whole_round_against_two_computers_by_code(
    servers: Servers, tmp_path: Path
) -> None:
    """The host is the real program (Bo, and two computers); the guest is the real program too
    (guest_processes.py), joining through Game ▸ Join a game… with the code the host's invitation
    showed and playing Bo's partner's seat to the round's end: the host played exactly its moves."""
    home = tmp_path / "host"
    prepared(home, servers)
    guest_home = tmp_path / "guest"
    (guest_home / "config").mkdir(parents=True)
    (guest_home / "config" / first_run.MARKER).write_text("dismissed\n")
    host = start_host(home)
    try:
        code = next_code(host)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        env[HOME_VARIABLE] = str(guest_home)
        guest = subprocess.run(
            [sys.executable, str(GUEST_SCRIPT), "guest", servers.mailbox_url, servers.relay, code,
             "--", "--seed", "12", "--level", "let"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=150, check=False,
        )  # fmt: skip
        assert host.stdout is not None
        told = host.stdout.readline()
    finally:
        host.kill()
        host.wait(LIMIT)
    assert guest.returncode == 0, guest.stderr[-3000:]
    assert "GUEST-FAILED" not in guest.stdout, guest.stdout
    played = json.loads(report(guest.stdout, "GUEST-MOVES"))
    assert told.startswith("HOST-MOVES ") and played and json.loads(told.split(" ", 1)[1]) == played
