"""Engine speed: random-vs-random rounds per second and the cost of `legal_actions`.

    python benchmarks/bench_engine.py [--rounds 300] [--repeats 5] [--positions 400]

Prints the median of several runs (the machines are shared and noisy), then
the time of one `legal_actions` call on a 20-card hand in the meld phase
(median and 95th percentile over random positions, opened and unopened sides,
minimums 50 to 150; process CPU time). It measures the engine of the checkout
it lives in.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's engine, not an installed one

from canasta_desktop.engine import Phase, RoundState, preset

PRESET_NAMES = ("classic-2p", "classic-4p", "family-4p", "salling-4p", "salling-6p")


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


def meld_position(name: str, seed: int, hand_size: int = 20) -> RoundState | None:
    """A random meld-phase position whose mover holds ``hand_size`` cards (topped up from the stock)."""
    rules = preset(name)
    rng = random.Random(seed)
    score = rng.choice([0, 1500, 3000, 5000, 7000])
    state = RoundState(rules, seed, seed % rules.players, [score] * rules.sides)
    stop = rng.randrange(0, 60)
    moves = 0
    while not state.is_over:
        if state.phase is Phase.MELD and moves >= stop:
            hand = state.hands[state.to_move]
            while len(hand) < hand_size and state.stock:
                card = state.stock.pop()
                if not card.is_red_three:
                    hand.append(card)
            return state if len(hand) == hand_size else None
        state.play(rng.choice(state.legal_actions()))
        moves += 1
    return None


def time_meld_phase(name: str, positions: int, seed0: int = 10_000) -> list[float]:
    """Microseconds of one legal_actions call per position: the process's CPU time (other jobs on a
    shared machine disturb it less than the wall clock), the fastest of 3."""
    times = []
    seed = seed0
    while len(times) < positions:
        state = meld_position(name, seed)
        seed += 1
        if state is None:
            continue
        best = float("inf")
        for _ in range(3):
            t = time.process_time()
            state.legal_actions()
            best = min(best, time.process_time() - t)
        times.append(best * 1e6)
    return times


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--positions", type=int, default=400, help="20-card meld-phase positions per preset")
    parser.add_argument("--only-positions", action="store_true", help="skip the whole rounds")
    args = parser.parse_args()
    for name in PRESET_NAMES if not args.only_positions else ():
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
    everything: list[float] = []
    for name in PRESET_NAMES:
        times = time_meld_phase(name, args.positions)
        everything += times
        print(
            f"{name:11s} 20-card meld phase: legal_actions median {statistics.median(times):6.1f} µs,"
            f" p95 {p95(times):6.1f} µs, max {max(times):7.1f} µs"
        )
    print(
        f"{'all':11s} 20-card meld phase: legal_actions median {statistics.median(everything):6.1f} µs,"
        f" p95 {p95(everything):6.1f} µs, max {max(everything):7.1f} µs"
    )


if __name__ == "__main__":
    main()
