"""Runs the real `canasta` start-up in a child process and plays the part of the player.

Usage: ``python tests/ui/app_driver.py [--answer show|read_only|quit] [--continue] [--moves N]
[--hang] -- CANASTA-ARGS``. ``--answer`` is what the player answers when the game is already open;
``--continue`` clicks Continue when a saved match is offered; the window is closed once the computer
has made ``--moves`` moves, or, with ``--hang`` (every computer level replaced by a player that never
returns), once the computer has started thinking. Exits with `canasta`'s own exit status.
"""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from canasta_desktop import ai
from canasta_desktop.ui.process import app as canasta_app
from canasta_desktop.ui.process import single_instance
from canasta_desktop.ui.window.main_window import MainWindow

THINKING = threading.Event()


class HangingPlayer:
    """Thinks forever (a player stuck in its own loop): it cannot be interrupted from outside."""

    name = "hanging"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Any, legal: Any) -> Any:
        THINKING.set()
        threading.Event().wait()


class Player:
    """Watches the window and acts like the person in front of it."""

    def __init__(self, options: argparse.Namespace) -> None:
        self.options = options
        self.window: MainWindow | None = None
        self.moves = 0
        self.closing = False

    def tick(self) -> None:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        if self.window is None:
            found = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
            if not found:
                return
            self.window = found[0]
            self.window.controller.last_action_changed.connect(self._moved)
        window = self.window
        prompt = window.resume_prompt
        if prompt is not None and prompt.isVisible():
            if self.options.continue_match:
                prompt.continue_button.click()
            return
        box = window.problem_box
        if box is not None and box.isVisible():
            box.accept()
            return
        controller = window.controller
        if controller.match is None or self.closing:
            return
        if self.options.hang and THINKING.is_set():
            self.closing = True
            window.close()  # while the computer is thinking (forever)
        elif not self.options.hang and self.moves >= self.options.moves:
            self.closing = True
            window.close()

    def _moved(self, text: str) -> None:
        if text:
            self.moves += 1


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--answer", choices=list(single_instance.AlreadyOpen), type=single_instance.AlreadyOpen
    )
    parser.add_argument("--continue", dest="continue_match", action="store_true")
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--hang", action="store_true")
    options, rest = parser.parse_known_args()
    if rest and rest[0] == "--":
        rest = rest[1:]
    if options.answer:
        answer = options.answer
        single_instance.ask_already_open = lambda parent=None: answer  # type: ignore[assignment]
    if options.hang:
        for level in ("let", "mellem", "svaer"):
            ai.PLAYERS[level] = HangingPlayer  # type: ignore[assignment]
    app = QApplication(sys.argv[:1])
    player = Player(options)
    timer = QTimer(app)
    timer.timeout.connect(player.tick)
    timer.start(50)
    code = canasta_app.main(rest)
    print(f"driver: {player.moves} computer moves", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
