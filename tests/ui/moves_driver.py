"""The real `canasta`, played move by move from inside, then closed as its close button does (issue 34).

Run as ``python tests/ui/moves_driver.py MOVES [FREEZE_AT] -- CANASTA-ARGS`` with ``CANASTA_DESKTOP_HOME``
set. The player's seat is played by a random player (the computer plays its own) until the round's log
holds MOVES moves, on the player's turn; then the window is closed and ``closed MOVES`` printed. With
FREEZE_AT, it prints ``ready N`` once N moves are played and on disk, and waits for a line on stdin
(the parent freezes the disk meanwhile) before it plays on. A question asked at the close is printed
(``asked TEXT``) and answered "wait"; once the game has ended, ``ticks N`` counts the timer events
(every 20 ms) from the close on (the window answers) and ``gone SECONDS`` the time from the close. The
parent's side is `start` and `finish`.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import shiboken6

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


class Player:
    """Plays the human seat, then closes the window and answers what the close asks."""

    def __init__(self, moves: int, freeze_at: int | None) -> None:
        from canasta_desktop.ai.random_player import RandomPlayer

        self.moves, self.freeze_at = moves, freeze_at
        self.random = RandomPlayer(5)
        self.waiting_for_line = False
        self.closed_at: float | None = None
        self.asked = False
        self.ticks = 0

    def window(self):  # type: ignore[no-untyped-def]
        from PySide6.QtWidgets import QApplication

        from canasta_desktop.ui.window.main_window import MainWindow

        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
        return found[0] if found else None

    def tick(self) -> None:
        win = self.window()
        if win is None:
            return
        if self.closed_at is not None:
            self._after_close(win)
            return
        if self.waiting_for_line:
            if select.select([sys.stdin], [], [], 0)[0]:
                sys.stdin.readline()
                self.waiting_for_line = False
            return
        for box in (win.resume_prompt, win.problem_box):
            if box is not None and box.isVisible():
                box.accept()
                return
        hint = win.first_run_hint
        if hint is not None and shiboken6.isValid(hint) and hint.isVisible():
            hint.ok_button.click()
            return
        controller = win.controller
        state = controller.state
        if state is None or not controller.is_viewers_turn() or not win.isVisible():
            return
        played = len(state.log)
        if self.freeze_at is not None and played >= self.freeze_at:
            saver = controller.autosaver
            assert saver is not None and saver.flush(30)
            print(f"ready {played}", flush=True)
            self.freeze_at = None
            self.waiting_for_line = True
            return
        if played >= self.moves:
            print(f"closed {played}", flush=True)
            self.closed_at = time.monotonic()
            win.close()
            return
        from canasta_desktop.engine.view import player_view

        action = self.random.choose(player_view(state, controller.human), state.legal_actions())
        controller.turn.play([action])

    def _after_close(self, win) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtWidgets import QApplication, QMessageBox

        self.ticks += 1
        if not win.isVisible():
            return
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if boxes and not self.asked:
            self.asked = True
            print(f"asked {boxes[0].text()} {boxes[0].informativeText()}".replace("\n", " "), flush=True)
            waiting = getattr(boxes[0], "wait_button", None)
            if waiting is not None:
                waiting.click()


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    split = sys.argv.index("--") if "--" in sys.argv else len(sys.argv)
    numbers, rest = [int(a) for a in sys.argv[1:split]], sys.argv[split + 1 :]
    app = QApplication(sys.argv[:1])
    player = Player(numbers[0], numbers[1] if len(numbers) > 1 else None)
    timer = QTimer(app)
    timer.timeout.connect(player.tick)
    timer.start(20)
    from canasta_desktop.ui.process import app as canasta_app

    code = canasta_app.main(rest)
    if player.closed_at is not None:
        print(f"ticks {player.ticks}", flush=True)
        print(f"gone {time.monotonic() - player.closed_at:.1f}", flush=True)
    print(f"exiting {code}", flush=True)
    return code


@dataclass
class MovesRun:
    """What the parent saw: the lines, the moves on the table at the close, and the save's afterwards."""

    lines: list[str] = field(default_factory=list)
    stderr: str = ""
    played: int | None = None  # moves on the table when the window was closed
    saved: int | None = None  # moves in the save the next start finds
    code: int | None = None

    def line(self, word: str) -> str | None:
        return next((line for line in self.lines if line.startswith(word)), None)


def saved_moves(home: Path) -> int | None:
    """The moves of the round in the save under ``home`` (as the next start reads it)."""
    from canasta_desktop.persistence.paths import Paths
    from canasta_desktop.persistence.storage import Storage

    session = Storage.at(Paths.under(home), read_only=True).saves.load().value
    state = session.match.round if session is not None else None
    return len(state.log) if state is not None else None


def environment(home: Path) -> dict[bytes, bytes]:
    """The game's environment with its home at ``home`` (bytes: a name that is not UTF-8 stays as it is)."""
    env = {os.fsencode(k): os.fsencode(v) for k, v in os.environ.items()}
    env[b"CANASTA_DESKTOP_HOME"] = os.fsencode(home)
    env[b"QT_QPA_PLATFORM"] = b"offscreen"
    env[b"PYTHONPATH"] = os.fsencode(ROOT)
    return env


def start(home: Path, moves: int, freeze_at: int | None = None) -> subprocess.Popen[bytes]:
    numbers = [str(moves)] + ([str(freeze_at)] if freeze_at is not None else [])
    canasta = ["--preset", "classic-2p", "--level", "let", "--seed", "3", "--language", "en"]
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), *numbers, "--", *canasta],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environment(home),  # type: ignore[arg-type]
    )


def finish(process: subprocess.Popen[bytes], home: Path, timeout: float = 120) -> MovesRun:
    out, err = process.communicate(timeout=timeout)
    run = MovesRun(out.decode(errors="replace").splitlines(), err.decode(errors="replace"))
    closed = run.line("closed")
    run.played = int(closed.split()[1]) if closed else None
    run.saved = saved_moves(home)
    run.code = process.returncode
    return run


if __name__ == "__main__":
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
