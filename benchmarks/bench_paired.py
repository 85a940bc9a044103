"""Two versions of a player against the same opponent on the same deals: the paired difference.

    PYTHONPATH=. python benchmarks/bench_paired.py --a VARIANT --b ekspert --opponent svaer --deals 200 --seed 1

For each deal (both seatings), A plays the opponent and then B plays the opponent, with the same
seeds: the two games are the same move for move until A and B first choose differently, so where
they never do the difference is exactly 0. That makes a change that touches few decisions (a new
kind of candidate, a different sampling) measurable on far fewer deals than a head-to-head
duplicate, whose two games differ from the first move. Reports A's mean margin minus B's per deal
(both seatings averaged) with a 95 % interval, and how many deals differed at all.

A variant is registered in `bench_duplicate.VARIANTS` by a driver script before `main()` runs.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from bench_duplicate import factory, margin, play

from canasta_desktop.ai.ekspert import MAX_ROLLOUTS
from canasta_desktop.engine import preset
from canasta_desktop.sim.runner import derive_seed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", default="ekspert")
    parser.add_argument("--opponent", default="svaer")
    parser.add_argument("--preset", default="classic-2p")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    a, b, opponent = (factory(name, MAX_ROLLOUTS) for name in (args.a, args.b, args.opponent))
    rules = preset(args.preset)
    differences: list[float] = []
    differed = 0
    cpu = time.process_time()
    for deal in range(args.deals):
        seed = derive_seed(args.seed, "paired", deal)
        dealer = deal % rules.players
        results = []
        for player in (a, b):
            first = margin(play(args.preset, seed, dealer, [player, opponent], []), 0)
            second = margin(play(args.preset, seed, dealer, [opponent, player], []), 1)
            results.append((first + second) / 2)
        difference = results[0] - results[1]
        differences.append(difference)
        differed += difference != 0
        mean = statistics.fmean(differences)
        half = (
            1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
            if len(differences) > 1
            else math.inf
        )
        print(
            f"deal {deal}: A {results[0]:+.0f} B {results[1]:+.0f}  running {mean:+.1f} ± {half:.1f}",
            flush=True,
        )
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
    print(
        f"{args.a} minus {args.b} against {args.opponent}, {args.preset}, {len(differences)} deals (seed {args.seed}):"
        f" {mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}] points a round (95 %);"
        f" {differed} deals differed; {time.process_time() - cpu:.0f} s CPU"
    )


if __name__ == "__main__":
    main()
