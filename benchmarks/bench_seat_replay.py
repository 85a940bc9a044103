""" "Expert with your cards": how long the score sheet's replay of a deal takes (issue 24).

    PYTHONPATH=. python benchmarks/bench_seat_replay.py [--deals 6] [--preset classic-2p] [--opponent mellem]
    PYTHONPATH=. python benchmarks/bench_seat_replay.py --spread --deals 4   # the score sheet's 8 plays a deal

Each deal is played again with Ekspert (the table's budget, `ekspert.STEPS` simulated moves a
decision) in seat 0 against ``--opponent`` in every other seat, as `ai.seat_replay.replay_seat` does on
the score sheet's worker thread. Prints the median and the slowest wall time, and checks that a
second replay of the first deal gives the same round (deterministic from the deal and the seeds).
"""

from __future__ import annotations

import argparse
import statistics
import time

from canasta_desktop.ai.seat_replay import replay_seat, replay_spread
from canasta_desktop.engine import RoundState, preset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--preset", default="classic-2p")
    parser.add_argument("--opponent", default="mellem")
    parser.add_argument("--spread", action="store_true", help="time replay_spread (8 plays) instead")
    args = parser.parse_args()
    if args.spread:
        spread(args)
        return
    rules = preset(args.preset)
    others = {seat: (args.opponent, 100 + seat) for seat in range(1, rules.players)}
    times, first = [], None
    for number in range(args.deals):
        deal = RoundState(rules, 7000 + number, dealer=number % rules.players)
        start = time.perf_counter()
        result = replay_seat(deal, 0, others, "ekspert", seed=number)
        times.append(time.perf_counter() - start)
        assert result is not None
        first = first or result
        print(
            f"deal {number}: {times[-1]:.2f} s, {len(result.state.log)} moves, Expert's side {result.score}"
        )
    again = replay_seat(RoundState(rules, 7000, dealer=0), 0, others, "ekspert", seed=0)
    assert again is not None and first is not None and again.state.log == first.state.log
    print(f"median {statistics.median(times):.2f} s, slowest {max(times):.2f} s; deterministic: yes")


def spread(args: argparse.Namespace) -> None:
    rules = preset(args.preset)
    others = {seat: (args.opponent, 100 + seat) for seat in range(1, rules.players)}
    times = []
    for number in range(args.deals):
        deal = RoundState(rules, 7000 + number, dealer=number % rules.players)
        start = time.perf_counter()
        result = replay_spread(deal, 0, others, "ekspert", seed=number)
        times.append(time.perf_counter() - start)
        assert result is not None
        print(
            f"deal {number}: {times[-1]:.1f} s, margins median {result.median:+.0f} ({result.low:+.0f} to {result.high:+.0f})"
        )
    print(f"median {statistics.median(times):.1f} s, slowest {max(times):.1f} s")


if __name__ == "__main__":
    main()
