"""Two games in two processes, for test_guest_processes.py: a host and a guest over the local servers.

Usage: ``python tests/net/guest_processes.py host MAILBOX RELAY`` prints ``CODE <code>``, plays its
person's turns with random moves, reveals the round at its end, and once the guest has left prints
what it played (``HOST-MOVES``, ``HOST-VIEW``, ``HOST-HANDS``). The host is the real controller with a
`RemoteDriver` seat (the host's invitation window is another part's).

``python tests/net/guest_processes.py guest MAILBOX RELAY CODE -- CANASTA-ARGS`` runs the real game
(`canasta` with its arguments, its own data folder): once its own match is on the table it joins
with the code through Game ▸ Join a game…, plays its seat with random moves, answers a partner's
question yes, and when the round's score sheet shows, prints what it saw (``GUEST-MOVES``,
``GUEST-VIEW``, ``GUEST-HANDS``), leaves the host's table and closes the window.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from canasta_desktop.engine.actions import AskPartner
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.match import RoundRecord
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.engine.state import RoundState
from canasta_desktop.engine.view import player_view
from canasta_desktop.net.fair_deal import new_secret, reveal
from canasta_desktop.net.link import FINAL
from canasta_desktop.net.messages import Message, Move, View
from canasta_desktop.net.wire_view import view_to_wire
from canasta_desktop.ui.process import app as canasta_app
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.workers.guest_link import GuestLink
from canasta_desktop.ui.workers.link_bridge import LinkBridge
from tests.net.guest_pipe import hosted_match, new_controller

GUEST = 1
LIMIT_MS = 100_000  # a process that never gets there gives up


def view_digest(state: RoundState) -> str:
    view = View(view=view_to_wire(player_view(state, GUEST)))
    return hashlib.sha256(view.model_dump_json().encode()).hexdigest()


def hands_text(hands: object) -> str:
    assert isinstance(hands, list)
    return json.dumps([sorted(str(card) for card in hand if isinstance(card, Card)) for hand in hands])


def random_move(state: RoundState, rng: random.Random) -> object:
    return rng.choice([a for a in state.legal_actions() if not isinstance(a, AskPartner)])


# --------------------------------------------------------------------------- the host
def host(mailbox: str, relay: str) -> int:
    app = QApplication(sys.argv[:1])
    controller = new_controller()
    session, remote = hosted_match("classic-2p", GUEST, seed=4)
    bridge = LinkBridge()
    remote.attach(bridge)
    bridge.code_ready.connect(lambda code: print("CODE", code, flush=True))
    bridge.host(mailbox, relay)
    controller.show(session, dealt=True)
    rng = random.Random(1)

    def reveal_round(record: RoundRecord) -> None:  # what the host's fair deal sends
        state = controller.state
        assert state is not None
        bridge.send(reveal(record.number, state, new_secret(), write_log(state)))

    controller.round_finished.connect(reveal_round)

    def tick() -> None:
        state = controller.state
        assert state is not None
        if state.is_over and bridge.state in FINAL:  # the guest has seen the end and left
            print("HOST-MOVES", json.dumps([str(a) for seat, a in state.log if seat == GUEST]), flush=True)
            print("HOST-VIEW", view_digest(state), flush=True)
            print("HOST-HANDS", hands_text([list(hand) for hand in state.hands]), flush=True)
            app.exit(0)
        elif controller.is_viewers_turn():
            controller.turn.play([random_move(state, rng)])  # type: ignore[list-item]

    timer = QTimer(app)
    timer.timeout.connect(tick)
    timer.start(20)
    QTimer.singleShot(LIMIT_MS, lambda: app.exit(3))
    code = app.exec()
    controller.shutdown()
    assert bridge.link is not None and bridge.link.wait_closed(10)
    return code


# --------------------------------------------------------------------------- the guest
class SpyLink(GuestLink):
    moves: list[str] = []

    def send(self, message: Message) -> None:
        if isinstance(message, Move):
            SpyLink.moves.append(message.action)
        super().send(message)


class Guest:
    """Watches the guest's window and plays its part (see the module's docstring)."""

    def __init__(self, mailbox: str, relay: str, code: str) -> None:
        self.mailbox, self.relay, self.code = mailbox, relay, code
        self.window: MainWindow | None = None
        self.step = "start"
        self.rng = random.Random(2)

    def tick(self) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        if self.window is None:
            found = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
            self.window = found[0] if found else None
            return
        getattr(self, f"_{self.step}")(self.window)

    def _start(self, win: MainWindow) -> None:
        if win.controller.session is None:
            return  # its own match is not on the table yet
        win.settings.mailbox_url, win.settings.transit_relay = self.mailbox, self.relay or ""
        win.guest.make_link = SpyLink
        win.controller.turn.teaching = False  # no caution holds a random move back
        dialog = win.guest.open_join()
        dialog.code_edit.setText(self.code.replace("-", " "))  # as it is read out
        dialog.name_edit.setText("Mormor")
        dialog.join_button.click()
        self.step = "joining"

    def _joining(self, win: MainWindow) -> None:
        dialog = win.guest.dialog
        if win.guest.play is not None:
            self.step = "playing"
        elif dialog is not None and dialog.join_button.isEnabled():
            print("GUEST-FAILED", dialog.status.text(), flush=True)
            win.close()
            self.step = "done"

    def _playing(self, win: MainWindow) -> None:
        box = win.partner_box
        if box is not None and box.isVisible():
            next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.YesRole).click()
            return
        sheet, state = win.guest.sheet, win.controller.state
        if sheet is not None and sheet.isVisible() and state is not None:
            print("GUEST-MOVES", json.dumps(SpyLink.moves), flush=True)
            print("GUEST-VIEW", view_digest(state), flush=True)
            print("GUEST-HANDS", hands_text(sheet.hands), flush=True)
            win.guest.box.leave_button.click()
            win.close()
            self.step = "done"
        elif state is not None and win.controller.is_viewers_turn():
            win.controller.turn.play([random_move(state, self.rng)])  # type: ignore[list-item]

    def _done(self, win: MainWindow) -> None:
        pass


def run_game(tick: Callable[[], None], args: list[str]) -> int:
    """The real `canasta` program with ``args``, ``tick`` called every 20 ms while it runs (for
    ``LIMIT_MS`` at most): the player's part, played on its real window."""
    app = QApplication(sys.argv[:1])
    timer = QTimer(app)
    timer.timeout.connect(tick)
    timer.start(20)
    QTimer.singleShot(LIMIT_MS, lambda: app.exit(3))
    return canasta_app.main(args)


def guest(mailbox: str, relay: str, code: str, args: list[str]) -> int:
    return run_game(Guest(mailbox, relay, code).tick, args)


if __name__ == "__main__":
    role, *rest = sys.argv[1:]
    if role == "host":
        sys.exit(host(*rest[:2]))
    sys.exit(guest(rest[0], rest[1], rest[2], rest[4:] if rest[3:4] == ["--"] else rest[3:]))
