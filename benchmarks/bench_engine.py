"""Engine speed: random-vs-random rounds per second and the cost of `legal_actions`.

    python benchmarks/bench_engine.py [--rounds 300] [--repeats 5]

Prints the median of several runs (the machines are shared and noisy).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from canasta_desktop.engine import RoundState, preset


def play_rounds(name: str, rounds: int, seed0: int) -> tuple[float, int, float]:
    """Seconds for ``rounds`` random rounds; number of legal_actions calls and their seconds."""
    rules = preset(name)
    calls = 0
    legal_time = 0.0
    start = time.perf_counter()
    for seed in range(seed0, seed0 + rounds):
        state = RoundState(rules, seed, seed % rules.players)
        rng = random.Random(seed)
        while not state.is_over:
            t = time.perf_counter()
            actions = state.legal_actions()
            legal_time += time.perf_counter() - t
            calls += 1
            state.play(rng.choice(actions))
    return time.perf_counter() - start, calls, legal_time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    for name in ("classic-2p", "classic-4p", "family-4p", "salling-4p", "salling-6p"):
        per_round, per_call = [], []
        for repeat in range(args.repeats):
            total, calls, legal = play_rounds(name, args.rounds, repeat * args.rounds)
            per_round.append(total / args.rounds * 1000)
            per_call.append(legal / calls * 1e6)
        ms = statistics.median(per_round)
        print(
            f"{name:11s} median {ms:6.2f} ms/round ({1000 / ms:6.0f} rounds/s)"
            f"  legal_actions {statistics.median(per_call):5.1f} µs/call"
            f"  (runs: {', '.join(f'{x:.2f}' for x in per_round)})"
        )


if __name__ == "__main__":
    main()
