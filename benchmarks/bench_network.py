"""Play at a distance, measured over a local mailbox server and transit relay (not a timed test).

Usage: ``python benchmarks/bench_network.py [--joins 5] [--rounds 2] [--idle 10]``.

A host window and a guest window (the real `MainWindow`s, offscreen) in this process, as in
tests/net/test_two_windows.py, over real links through real local servers (`twist`):

- **join**: from the guest's Join click (a code typed) to the host's match on the guest's table:
  median of ``--joins`` fresh host windows (goal, docs/network.md: 3 s);
- **move**: from the host's link handing a view to the network thread to the guest's window receiving
  it on its GUI thread, for every view of ``--rounds`` whole 4-player rounds (the host's person and the
  guest play random moves, two random computers): median and 90th percentile (goal: 200 ms median);
- **bytes**: what each side wrote per round (the keepalives' one byte each 10 s aside);
- **idle**: the process's CPU seconds per second while the table waits ``--idle`` seconds for the
  guest's move (both windows idle: an upper bound of the host's; goal: no polling, near 0).

Both windows share one GUI thread and one network thread, as two processes would not: the move time
includes the host's and the guest's work on that thread.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["CANASTA_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="canasta-bench-network-")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from canasta_desktop.engine.actions import AskPartner  # noqa: E402
from canasta_desktop.net import link as link_module  # noqa: E402
from canasta_desktop.net.link_events import Received, Role  # noqa: E402
from canasta_desktop.net.messages import MessageKind, View  # noqa: E402
from canasta_desktop.persistence.session import SeatKind  # noqa: E402
from canasta_desktop.persistence.settings import Settings  # noqa: E402
from canasta_desktop.ui.controller.controller import GameController  # noqa: E402
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan  # noqa: E402
from canasta_desktop.ui.controller.remote_driver import Presence  # noqa: E402
from canasta_desktop.ui.window.main_window import MainWindow  # noqa: E402
from canasta_desktop.ui.workers.guest_link import GuestLink  # noqa: E402
from canasta_desktop.ui.workers.link_bridge import LinkBridge  # noqa: E402
from tests.net.conftest import Servers, local_servers  # noqa: E402

SEATS = (
    SeatPlan(SeatKind.PERSON, ""),
    SeatPlan(SeatKind.COMPUTER, level="random"),
    SeatPlan(SeatKind.REMOTE, "Mormor", "let"),
    SeatPlan(SeatKind.COMPUTER, level="random"),
)
WAIT = 30.0


class Stamps:
    """When each view left the host's window and reached the guest's, and the bytes each side wrote."""

    def __init__(self) -> None:
        self.sent: list[float] = []
        self.received: list[float] = []
        self.written = {Role.HOST: 0, Role.GUEST: 0}

    def watch(self) -> None:
        send, write = LinkBridge.send, link_module.Link._write
        stamps = self

        def stamped_send(bridge: LinkBridge, message: object) -> None:
            if not isinstance(bridge, GuestLink) and getattr(message, "kind", None) is MessageKind.VIEW:
                stamps.sent.append(time.perf_counter())
            send(bridge, message)  # type: ignore[arg-type]

        def counted_write(link: link_module.Link, data: bytes) -> None:
            stamps.written[link.role] += len(data) + 1
            write(link, data)

        LinkBridge.send = stamped_send  # type: ignore[method-assign]
        link_module.Link._write = counted_write  # type: ignore[method-assign]

    def hear(self, link: GuestLink) -> None:
        def heard(event: object) -> None:
            if isinstance(event, Received) and isinstance(event.message, View):
                self.received.append(time.perf_counter())

        link.link_event.connect(heard)


def wait_until(condition: Callable[[], object], timeout: float = WAIT) -> None:
    deadline = time.monotonic() + timeout
    app = QApplication.instance()
    assert app is not None
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the benchmark's wait ran out")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.002)


def idle(seconds: float) -> None:
    """The event loop runs and nothing else: no polling here either."""
    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


def window(servers: Servers) -> MainWindow:
    settings = Settings.model_validate(
        {"speed": "instant", "mailbox_url": servers.mailbox_url, "transit_relay": servers.relay}
    )
    win = MainWindow(settings)
    win.controller.pace_ms = 0
    win.resize(1280, 820)
    win.show()
    return win


def host_window(servers: Servers, seed: int, target: int | None = None) -> tuple[MainWindow, str]:
    host = window(servers)
    host.start(GameSetup(preset="classic-4p", level="random", target=target, seed=seed, seats=SEATS))
    invitations = host.invites.invitations
    assert invitations is not None
    wait_until(lambda: invitations.seats[0].code is not None)
    code = invitations.seats[0].code
    assert code is not None
    return host, code


def guest_window(servers: Servers) -> MainWindow:
    guest = window(servers)
    guest.start(GameSetup(seed=4))
    wait_until(guest.controller.is_viewers_turn)
    return guest


def join(guest: MainWindow, code: str) -> float:
    """Seconds from the Join click to the host's match on the guest's table."""
    dialog = guest.guest.open_join()
    dialog.name_edit.setText("Mormor")
    dialog.code_edit.setText(code.replace("-", " "))
    begin = time.perf_counter()
    dialog.join_button.click()

    def shown() -> bool:
        play = guest.guest.play
        return (
            play is not None
            and guest.controller.session is play.session
            and guest.controller.state is not None
        )

    wait_until(shown)
    return time.perf_counter() - begin


def close(*windows: MainWindow) -> None:
    for win in windows:
        win.guest.leave()
        win.invites.leave(5.0)
        win.controller.shutdown()
        win.close()
        win.deleteLater()
    idle(0.3)


def play_round(host: GameController, guest: GameController, rng: random.Random) -> None:
    """Random legal moves at both tables until the host's round is over and the guest's shows it."""
    state = host.state
    assert state is not None
    while not state.is_over:
        wait_until(lambda: state.is_over or host.is_viewers_turn() or guest.is_viewers_turn())
        table = host if host.is_viewers_turn() else guest if guest.is_viewers_turn() else None
        if table is None or table.state is None:
            continue
        legal = [a for a in table.state.legal_actions() if not isinstance(a, AskPartner)]
        table.turn.play([rng.choice(legal)])
    wait_until(lambda: guest.state is not None and guest.state.is_over)


def measure(servers: Servers, joins: int, rounds: int, idle_seconds: float) -> None:
    stamps = Stamps()
    stamps.watch()
    times = []
    for index in range(joins):
        host, code = host_window(servers, seed=10 + index)
        guest = guest_window(servers)
        times.append(join(guest, code))
        close(guest, host)
    print(
        f"join: median {statistics.median(times):.2f} s over {joins} (each: {', '.join(f'{t:.2f}' for t in times)})"
    )

    host, code = host_window(servers, seed=3, target=50_000)  # rounds enough: the match never ends here
    guest = guest_window(servers)
    join(guest, code)
    play = guest.guest.play
    assert play is not None
    stamps.hear(play.link)
    driver = host.invites.invitations.seats[0].driver if host.invites.invitations else None
    assert driver is not None
    wait_until(lambda: driver.presence is Presence.PLAYING)
    host.controller.turn.teaching = guest.controller.turn.teaching = False
    stamps.sent.clear()
    stamps.received.clear()
    written_before = dict(stamps.written)
    rng = random.Random(5)
    for number in range(rounds):
        play_round(host.controller, guest.controller, rng)
        if number + 1 < rounds:
            next_round(host, guest)
    wait_until(lambda: len(stamps.received) >= len(stamps.sent), 5.0)
    delays = [(got - sent) * 1000 for sent, got in zip(stamps.sent, stamps.received, strict=False)]
    quantiles = statistics.quantiles(delays, n=10)
    print(
        f"move: median {statistics.median(delays):.0f} ms, 90th percentile {quantiles[-1]:.0f} ms"
        f" over {len(delays)} views ({rounds} rounds; sent {len(stamps.sent)}, received {len(stamps.received)})"
    )
    host_bytes = (stamps.written[Role.HOST] - written_before[Role.HOST]) / rounds
    guest_bytes = (stamps.written[Role.GUEST] - written_before[Role.GUEST]) / rounds
    print(
        f"bytes per round: host → guest {host_bytes / 1024:.1f} KiB, guest → host {guest_bytes / 1024:.1f} KiB"
    )

    if idle_seconds > 0:
        next_round(host, guest)
        play_until_guest_turn(host.controller, guest.controller, rng)
        cpu, wall = time.process_time(), time.perf_counter()
        idle(idle_seconds)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        print(f"idle while the guest thinks: {cpu / wall:.4f} CPU s per s ({cpu:.3f} s over {wall:.1f} s)")
    close(guest, host)


def next_round(host: MainWindow, guest: MainWindow) -> None:
    """The host deals the next round; the guest closes the score sheet with Next deal."""
    wait_until(lambda: guest.guest.sheet is not None and guest.guest.sheet.isVisible())
    host.controller.next_deal()
    sheet = guest.guest.sheet
    assert sheet is not None
    wait_until(lambda: host.controller.state is not None and not host.controller.state.is_over)
    idle(0.2)
    sheet.accept()
    wait_until(lambda: guest.controller.state is not None and not guest.controller.state.is_over)


def play_until_guest_turn(host: GameController, guest: GameController, rng: random.Random) -> None:
    while not guest.is_viewers_turn():
        wait_until(lambda: host.is_viewers_turn() or guest.is_viewers_turn())
        if host.is_viewers_turn() and host.state is not None:
            legal = [a for a in host.state.legal_actions() if not isinstance(a, AskPartner)]
            host.turn.play([rng.choice(legal)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--joins", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--idle", type=float, default=10.0)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    with tempfile.TemporaryDirectory() as folder, local_servers(Path(folder)) as servers:
        measure(servers, args.joins, args.rounds, args.idle)


if __name__ == "__main__":
    main()
