"""The computer's decision times at the real table: the window, the worker thread, the 0.9 s deadline.

    PYTHONPATH=. python benchmarks/bench_table_thinking.py [--rounds 2] [--level ekspert] [--seed 21] [--python]

Opens the real `MainWindow` (offscreen unless QT_QPA_PLATFORM says otherwise; instant pace), starts a
classic-2p match against the level, and plays the human seat with the mouse (the scripted player of
tests/ui/test_whole_round.py) while the computer thinks on its worker thread. Every `AiWorker.think`
is timed in that thread, from the request to the answer, as the table runs it (`set_limits` with
`THINK_SECONDS` and the stop callback). Prints the median, p95 and max over all decisions, and which
rollout loop played (compiled or Python).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from canasta_desktop import python_loop

if "--python" in sys.argv:  # the plain-Python loop: chosen before the game's modules are imported
    python_loop.prefer_plain()

from PySide6.QtWidgets import QApplication

from canasta_desktop.ai import policy
from canasta_desktop.sim.stats import percentile
from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.workers import ai_worker
from tests.ui.test_whole_round import ScriptedPlayer

TIMES: list[float] = []


def _timed_think(original):  # type: ignore[no-untyped-def]
    def think(self, request_id, seat, view, legal):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        original(self, request_id, seat, view, legal)
        TIMES.append(time.perf_counter() - start)

    return think


def wait(app: QApplication, condition, limit: float = 60.0) -> bool:  # type: ignore[no-untyped-def]
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if condition():
            return True
        app.processEvents()
    return False


def play_round(app: QApplication, win: MainWindow, seed: int) -> int:
    controller = win.controller
    player = ScriptedPlayer(win, seed)
    turns = 0
    while not controller.state.is_over and turns < 300:
        wait(app, lambda: controller.is_viewers_turn() or controller.state.is_over)
        if controller.state.is_over:
            break
        player.play_turn()
        turns += 1
    return turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--level", default="ekspert")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--python", action="store_true", help="the Python rollout loop, not the compiled one")
    args = parser.parse_args()
    ai_worker.AiWorker.think = _timed_think(ai_worker.AiWorker.think)  # type: ignore[method-assign]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for number in range(args.rounds):
        win = MainWindow(UiSettings(speed="instant"))
        win.controller.pace_ms = 0
        win.resize(1600, 1000)
        win.show()
        win.start(GameSetup(seed=args.seed + number, level=args.level, target=None))
        turns = play_round(app, win, args.seed + number)
        print(
            f"round {number + 1}: {turns} turns by the mouse, {len(TIMES)} computer decisions so far",
            flush=True,
        )
        win.controller.shutdown()
        win.close()
    ms = sorted(1000 * t for t in TIMES)
    print(
        f"{args.level} at the table (rollout loop: {'compiled' if policy.COMPILED else 'Python'},"
        f" deadline {ai_worker.THINK_SECONDS} s): {len(ms)} decisions, median {statistics.median(ms):.1f} ms,"
        f" p95 {percentile(ms, 95):.1f} ms, max {ms[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
