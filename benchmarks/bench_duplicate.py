"""Duplicate-deal head-to-head: every deal is played twice with the sides swapped.

    PYTHONPATH=. python benchmarks/bench_duplicate.py --a ekspert --b svaer --pairs 60 --seed 1
        [--preset classic-2p] [--steps 120000] [--rollouts N] [--seconds 0.9]

For each deal (seed derived from --seed and the deal number; the dealer
alternates), A plays side 0 and then side 1 against B. The deal's result is
A's mean round margin (A's side minus B's) over the two games; the report
gives its mean with a 95 % interval, how many deals A won, and A's decision
times (median, p95, max). Progress is printed as it goes (one line per deal),
so a run can be stopped at any time and still be read.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.ekspert import MAX_ROLLOUTS, STEPS, EkspertPlayer
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.sim.runner import derive_seed

Factory = Callable[[int], Player]
VARIANTS: dict[str, Factory] = {}  # extra player names a benchmark module can register


def factory(name: str, rollouts: int, seconds: float | None = None, steps: int | None = STEPS) -> Factory:
    if name in VARIANTS:
        return VARIANTS[name]
    if name == "ekspert":

        def ekspert(seed: int) -> Player:
            player = EkspertPlayer(seed, rollouts=rollouts, steps=steps)
            player.set_limits(seconds)
            return player

        return ekspert
    return lambda seed: make_player(name, seed)


def play(rules_name: str, seed: int, dealer: int, sides: list[Factory], times: list[float]) -> list[int]:
    rules = preset(rules_name)
    state = RoundState(rules, seed, dealer)
    players = [sides[rules.side_of(s)](derive_seed(seed, "player", s)) for s in range(rules.players)]
    timed = {id(p) for s, p in enumerate(players) if rules.side_of(s) == 0}
    while not state.is_over:
        legal = state.legal_actions()
        player = players[state.actor]
        start = time.perf_counter()
        action = player.choose(player_view(state, state.actor), legal)
        if id(player) in timed:
            times.append(time.perf_counter() - start)
        state.play(action)
    assert state.result is not None
    return [score.total for score in state.result]


def margin(scores: list[int], side: int) -> float:
    others = [s for i, s in enumerate(scores) if i != side]
    return scores[side] - sum(others) / len(others)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--a", default="ekspert")
    parser.add_argument("--b", default="svaer")
    parser.add_argument("--preset", default="classic-2p")
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--rollouts", type=int, default=MAX_ROLLOUTS, help="Ekspert's rollouts per decision (a cap)"
    )
    parser.add_argument(
        "--steps",
        type=int,
        default=STEPS,
        help="Ekspert's simulated moves per decision (0: no cap); the default is what 0.9 s"
        " gives on one idle core, a reproducible stand-in for the table's deadline",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="Ekspert's wall-clock limit per decision, as on the table (not reproducible)",
    )
    args = parser.parse_args()
    steps = args.steps or None
    a, b = (factory(name, args.rollouts, args.seconds, steps) for name in (args.a, args.b))
    rules = preset(args.preset)
    results: list[float] = []
    times: list[float] = []
    for deal in range(args.pairs):
        seed = derive_seed(args.seed, "duplicate", deal)
        dealer = deal % rules.players
        first = margin(play(args.preset, seed, dealer, [a, b], times), 0)
        swapped = play(args.preset, seed, dealer, [b, a], [])
        second = margin(swapped, 1)
        results.append((first + second) / 2)
        mean = statistics.fmean(results)
        half = 1.96 * statistics.stdev(results) / math.sqrt(len(results)) if len(results) > 1 else math.inf
        print(f"deal {deal}: {first:+.0f} {second:+.0f}  running {mean:+.1f} ± {half:.1f}", flush=True)
    report(args, results, times)


def report(args: argparse.Namespace, results: list[float], times: list[float]) -> None:
    mean = statistics.fmean(results)
    half = 1.96 * statistics.stdev(results) / math.sqrt(len(results))
    wins = sum(1 for r in results if r > 0)
    losses = sum(1 for r in results if r < 0)
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0
    print(
        f"{args.a} vs {args.b}, {args.preset}, {len(results)} duplicate deal pairs (seed {args.seed}),"
        f" Ekspert: {args.steps} steps, {args.rollouts} rollouts, {args.seconds} s per decision:"
    )
    print(f"  A's margin per round {mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}] (95 %)")
    print(f"  deals won {wins}, lost {losses}, tied {len(results) - wins - losses}")
    if times:
        print(
            f"  A's decisions: {len(times)}, median {statistics.median(times) * 1000:.1f} ms,"
            f" p95 {p95 * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
