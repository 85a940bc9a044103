"""Benchmark of the table while a round review runs (not a timed test): drag frame times with and without.

Usage: ``python benchmarks/bench_review_ui.py [--frames 600] [--rounds 3] [--blocks 6] [--python]``
(``--python``: the game and its review without the compiled rollout loop, at the review's smaller budget).

A full table mid-round (as `bench_ui.py` drags it); a hand card dragged across it with real mouse
events, each frame the mouse move plus a synchronous repaint of the view and the events that
arrived meanwhile (the review's progress reaches the window through them). First with nothing
else running, then while the window's review (`ui/window/window_review.py`, on its own thread, the
default budget for this computer) judges a finished round of classic-2p played by Ekspert. The two
alternate in blocks (the machine's load falls on both alike); a review still running at the end of
its block is stopped. Prints the medians, and how long the reviews that finished took. Runs offscreen unless a display platform is set.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def finished_log(seed: int) -> str:
    """A round of classic-2p played by Ekspert at both seats, as its log."""
    from canasta_desktop import ai
    from canasta_desktop.engine.match import Match
    from canasta_desktop.engine.roundlog import write_log
    from canasta_desktop.engine.rules import preset
    from canasta_desktop.engine.view import player_view

    state = Match(preset("classic-2p"), seed).round
    players = [ai.make_player("ekspert", seed + seat) for seat in range(2)]
    while not state.is_over:
        state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
    return write_log(state)


def frames(window: object, count: int, app: object) -> list[float]:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest

    view, scene = window.view, window.scene  # type: ignore[attr-defined]
    hand = window.controller.hand()  # type: ignore[attr-defined]
    item = scene.cards[hand[len(hand) // 2]]
    viewport = view.viewport()
    start = view.mapFromScene(item.pos() + QPointF(-20, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    width = scene.sceneRect().width()
    times = []
    for i in range(count):
        x = 60 + (width - 120) * (0.5 + 0.5 * math.sin(i / 17))
        y = 120 + 600 * (0.5 + 0.5 * math.cos(i / 23))
        point = view.mapFromScene(QPointF(x, y))
        begin = time.perf_counter()
        QTest.mouseMove(viewport, point)
        viewport.repaint()
        app.processEvents()  # type: ignore[attr-defined]
        times.append((time.perf_counter() - begin) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    return times


def describe(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    return (
        f"{name}: median {statistics.median(times):.2f} ms, p95 {p95:.2f} ms, max {max(times):.2f} ms"
        f" over {len(times)} frames"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="drag frame time with and without a round review running")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3, help="finished rounds to review in turn")
    parser.add_argument("--python", action="store_true", help="the review without the compiled loop")
    parser.add_argument("--blocks", type=int, default=6, help="alternations of no review and review")
    args = parser.parse_args()
    if args.python:  # as on a computer where the loop could not be built: before the game is imported
        from canasta_desktop import python_loop

        python_loop.prefer_plain()

    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ai import policy
    from canasta_desktop.ui.controller.controller import GameSetup
    from canasta_desktop.ui.dialogs.review_chooser import ReviewItem
    from canasta_desktop.ui.process.screenshots import midround, new_window, play_until, settle

    logs = [finished_log(seed) for seed in range(1, args.rounds + 1)]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for seed in range(1, 80):
        window = new_window(app, (1280, 820), GameSetup(seed=seed))
        if play_until(window, lambda s: midround(s) and len(s.hands[0]) >= 12):
            break
        window.close()
    settle(app)
    if args.python:
        window.reviews.compiled = False
    print(f"compiled rollout loop: {not args.python and policy.COMPILED}")
    frames(window, 50, app)  # warm-up, not counted
    reviews = window.reviews
    durations: list[float] = []
    began = [0.0]
    reviews.reviewer.reviewed.connect(lambda _r: durations.append(time.perf_counter() - began[0]))
    quiet: list[float] = []
    busy: list[float] = []
    for block in range(args.blocks):  # alternating, so the machine's load falls on both alike
        quiet += frames(window, args.frames // args.blocks, app)
        began[0] = time.perf_counter()
        item = ReviewItem("Round", logs[block % len(logs)], 0, ("You", "Ekspert"), {1: "ekspert"})
        reviews.start(item)
        if reviews.dialog is not None:
            reviews.dialog.hide()  # the table in front, the review working behind it
        busy += frames(window, args.frames // args.blocks, app)
        if reviews.reviewer.busy:
            reviews.reviewer.forget()
        while reviews.reviewer.runner.busy:  # the review given up returns at its next deal
            app.processEvents()
    print(describe("drag frame, no review", quiet))
    print(describe("drag frame, review running", busy))
    if durations:
        print(
            f"reviews that finished while dragging: {len(durations)}, median {statistics.median(durations):.1f} s"
        )
    window.controller.shutdown()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
