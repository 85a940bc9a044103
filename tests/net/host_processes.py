"""The host as the real game in a process of its own, for test_host_processes.py.

Usage: ``python tests/net/host_processes.py -- CANASTA-ARGS`` runs the real `canasta` program (its
data folder and settings, the local servers among them, from the environment the test made). A match
saved before is continued (Continue in the start's prompt); otherwise the program's own match is
replaced at once by a 4-player one with Mormor at another computer as the person's partner. Every
code the invitation shows is printed (``CODE <code>``), the person's turns are played with random
legal moves, and at the first round's end the moves of the seat played from afar are printed
(``HOST-MOVES``), until the process is killed or runs out of time.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.actions import AskPartner
from canasta_desktop.persistence.session import SeatKind
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.controller.invitations import remote_seats
from canasta_desktop.ui.dialogs.saved_game import ResumePrompt
from canasta_desktop.ui.window.main_window import MainWindow
from tests.net.guest_processes import run_game

GUEST_SEAT = 2
SEATS = (
    SeatPlan(SeatKind.PERSON, "Bo"),
    SeatPlan(SeatKind.COMPUTER, level="random"),
    SeatPlan(SeatKind.REMOTE, "Mormor", "let"),
    SeatPlan(SeatKind.COMPUTER, level="random"),
)


class Host:
    """Watches the host's window and plays its person's part (see the module's docstring)."""

    def __init__(self) -> None:
        self.codes: set[str] = set()
        self.rng = random.Random(3)
        self.ready = False
        self.told_end = False

    def tick(self) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        shown = [widget for widget in app.topLevelWidgets() if widget.isVisible()]
        prompt = next((widget for widget in shown if isinstance(widget, ResumePrompt)), None)
        if prompt is not None:
            prompt.continue_button.click()
            return
        win = next((widget for widget in shown if isinstance(widget, MainWindow)), None)
        if win is None or win.controller.session is None:
            return
        if not self.ready:
            self.ready = True
            win.controller.turn.teaching = False
            if not remote_seats(win.controller.session):  # a first start: the match with Mormor afar
                win.start(GameSetup(preset="classic-4p", level="random", target=5000, seed=21, seats=SEATS))
            return
        invitations = win.invites.invitations
        for seat in invitations.seats if invitations is not None else []:
            code = seat.code
            if code is not None and code not in self.codes:
                self.codes.add(code)
                print("CODE", code, flush=True)
        state = win.controller.state
        if state is not None and state.is_over and not self.told_end:
            self.told_end = True  # what the guest's seat played, for the test to hold against the guest's
            moves = [str(action) for seat, action in state.log if seat == GUEST_SEAT]
            print("HOST-MOVES", json.dumps(moves), flush=True)
        if state is not None and win.controller.is_viewers_turn():
            legal = [action for action in state.legal_actions() if not isinstance(action, AskPartner)]
            win.controller.turn.play([self.rng.choice(legal)])


def main(args: list[str]) -> int:
    return run_game(Host().tick, args)


if __name__ == "__main__":
    rest = sys.argv[1:]
    sys.exit(main(rest[1:] if rest[:1] == ["--"] else rest))
