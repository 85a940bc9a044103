"""How long a thread waits for the GIL while another plays rollouts, as the table waits while the search runs.

    python benchmarks/bench_gil.py [--seconds 3] [--runs 5]
    python benchmarks/bench_gil.py --against ../old-tree [--runs 6]

A worker thread plays rollouts of mid-round classic-2p positions as the search does (a deal
sampled, `FastRound.with_deal`, `policy.play_out`), with the interpreter's switch interval at
0.5 ms as while a review runs (`review_worker.REVIEW_SWITCH_S`). Meanwhile the main thread, as
the table's, sleeps 1 ms again and again and measures how much later than asked it runs again:
the wait for the GIL the worker holds (the play-out itself runs without it). Prints the wait's
median, p95 and p99 in microseconds and the worker's rollouts per second. ``--against TREE`` runs
it alternately from another checkout (with its loop built in place) and from this one, each run a
fresh process, and prints both (docs/fast-loop.md).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
SWITCH_S = 0.0005


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def positions(count: int) -> list[tuple[object, object]]:
    """`bench_rollout.positions`, with only what every build of the loop has (the old one too)."""
    from canasta_desktop.ai import make_player
    from canasta_desktop.ai.rollout import FastRound
    from canasta_desktop.ai.search import Dealer
    from canasta_desktop.engine import RoundState, player_view, preset

    found: list[tuple[object, object]] = []
    seed = 0
    while len(found) < count:
        state = RoundState(preset("classic-2p"), 1000 + seed)
        players = [make_player("svaer", seed * 2 + s) for s in range(2)]
        for _ in range(random.Random(seed).randrange(8, 30)):
            if state.is_over:
                break
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        if not state.is_over:
            view = player_view(state, state.actor)
            found.append((Dealer(view), FastRound.from_view(view)))
        seed += 1
    return found


def measure(seconds: float) -> tuple[list[float], float, bool]:
    """The main thread's waits (µs) while a worker plays rollouts; the worker's rollouts per second."""
    from canasta_desktop.ai import policy

    found: list[tuple[Any, Any]] = positions(20)  # type: ignore[assignment]
    stop = threading.Event()
    done = [0]

    def work() -> None:
        rng = random.Random(0)
        index = 0
        while not stop.is_set():
            dealer, template = found[index % len(found)]
            hands, stock = dealer.deal(rng)
            policy.play_out(template.with_deal(hands, stock))
            index += 1
        done[0] = index

    sys.setswitchinterval(SWITCH_S)
    worker = threading.Thread(target=work)
    waits: list[float] = []
    start = time.perf_counter()
    worker.start()
    while time.perf_counter() - start < seconds:
        asked = time.perf_counter()
        time.sleep(0.001)
        waits.append((time.perf_counter() - asked - 0.001) * 1e6)
    stop.set()
    worker.join()
    return waits, done[0] / (time.perf_counter() - start), policy.COMPILED


def one_run(tree: Path, seconds: float) -> tuple[float, float, float, float]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--seconds", str(seconds), "--runs", "1"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    found = re.search(
        r"compiled (\w+); wait median ([\d.]+) µs, p95 ([\d.]+), p99 ([\d.]+); ([\d.]+) rollouts", out
    )
    assert found is not None and found.group(1) == "True", out
    return tuple(float(found.group(i)) for i in range(2, 6))  # type: ignore[return-value]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, metavar="TREE")
    args = parser.parse_args()
    if args.against:
        old = args.against.resolve()
        rows: dict[str, list[tuple[float, float, float, float]]] = {"old": [], "new": []}
        for index in range(args.runs):
            for name, tree in (
                (("old", old), ("new", HERE)) if index % 2 == 0 else (("new", HERE), ("old", old))
            ):
                rows[name].append(one_run(tree, args.seconds))
                print(name, "median %.0f µs, p95 %.0f, p99 %.0f; %.0f rollouts/s" % rows[name][-1])
        for name in ("old", "new"):
            columns = list(zip(*rows[name]))
            print(
                f"{name}: medians over {args.runs} runs: wait median {statistics.median(columns[0]):.0f} µs,"
                f" p95 {statistics.median(columns[1]):.0f}, p99 {statistics.median(columns[2]):.0f};"
                f" {statistics.median(columns[3]):.0f} rollouts/s"
            )
        return
    for _ in range(args.runs):
        waits, rate, compiled = measure(args.seconds)
        print(
            f"compiled {compiled}; wait median {statistics.median(waits):.1f} µs, p95 {quantile(waits, 0.95):.1f},"
            f" p99 {quantile(waits, 0.99):.1f}; {rate:.0f} rollouts/s of the worker"
        )


if __name__ == "__main__":
    main()
