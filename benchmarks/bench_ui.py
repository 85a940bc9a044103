"""Benchmark of the card table (not a timed test): start-up time and frame time while dragging.

Usage: ``python benchmarks/bench_ui.py [--runs 5] [--frames 200]``.

- Start-up: wall time from launching ``python -m canasta_desktop.ui.process.app`` to the table's
  first paint (the app prints the moment it paints), over several runs. Target: 1.5 s.
- Dragging: a full table (melds on both sides, a frozen pile, a big hand), a hand card
  dragged across the table with real mouse events; each frame is the mouse move plus a
  synchronous repaint of the view. Target: under 16 ms per frame.

Runs offscreen (``QT_QPA_PLATFORM=offscreen``) unless a display platform is set.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def startup(runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        begin = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "canasta_desktop.ui.process.app", "--startup-time", "--seed", "1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
        )
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.startswith("table shown"):
                times.append(time.perf_counter() - begin)
                break
        proc.wait(timeout=30)
    return times


def drag_frames(frames: int) -> list[float]:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.controller.controller import GameSetup
    from canasta_desktop.ui.process.screenshots import midround, new_window, play_until, settle

    app = QApplication.instance() or QApplication(sys.argv[:1])
    for seed in range(1, 80):
        window = new_window(app, (1280, 820), GameSetup(seed=seed))
        if play_until(window, lambda s: midround(s) and len(s.hands[0]) >= 12):
            break
        window.close()
    settle(app)
    view, scene = window.view, window.scene
    hand = window.controller.hand()
    item = scene.cards[hand[len(hand) // 2]]
    viewport = view.viewport()
    start = view.mapFromScene(item.pos() + QPointF(-20, 0))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    width = scene.sceneRect().width()
    times = []
    for i in range(frames):
        x = 60 + (width - 120) * (0.5 + 0.5 * __import__("math").sin(i / 17))
        y = 120 + 600 * (0.5 + 0.5 * __import__("math").cos(i / 23))
        point = view.mapFromScene(QPointF(x, y))
        begin = time.perf_counter()
        QTest.mouseMove(viewport, point)
        viewport.repaint()
        times.append((time.perf_counter() - begin) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    cards = len(scene.cards)
    window.close()
    print(f"table: {cards} card sprites, {len(scene.zones)} zones; dragging {len(hand)}-card hand's card")
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description="UI start-up and drag benchmark")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    times = startup(args.runs)
    print(
        f"start-up to first paint: median {statistics.median(times):.3f} s, "
        f"min {min(times):.3f} s, max {max(times):.3f} s over {len(times)} runs (target 1.5 s)"
    )
    frames = drag_frames(args.frames)
    frames_sorted = sorted(frames)
    p95 = frames_sorted[int(len(frames_sorted) * 0.95) - 1]
    print(
        f"drag frame time: mean {statistics.mean(frames):.2f} ms, median {statistics.median(frames):.2f} ms, "
        f"p95 {p95:.2f} ms, max {max(frames):.2f} ms over {len(frames)} frames (target < 16 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
