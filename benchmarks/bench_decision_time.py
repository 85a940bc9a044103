"""Ekspert's decision times as on the table: wall clock and CPU, with the worker's 0.9 s deadline.

    PYTHONPATH=. python benchmarks/bench_decision_time.py [--rounds 4] [--seed 1] [--seconds 0.9] [--preset classic-2p]

Ekspert plays side 0 against Svær with `set_limits(seconds)` (as `ui.workers.ai_worker`
sets it) and its default budget (`ekspert.STEPS` simulated moves). Prints the
median, p95 and max of every decision's wall time and CPU time, and for the
searched decisions how many were cut by the deadline rather than ending on
their own budget or their sequential test.
"""

from __future__ import annotations

import argparse
import statistics
import time

from canasta_desktop.ai import make_player
from canasta_desktop.ai.ekspert import STEPS, EkspertPlayer
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.sim.runner import derive_seed
from canasta_desktop.sim.stats import percentile


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=0.9)
    parser.add_argument("--preset", default="classic-2p")
    args = parser.parse_args()
    rules = preset(args.preset)
    wall: list[float] = []
    cpu: list[float] = []
    searched = cut = 0
    done: list[float] = []  # the share of STEPS a search cut by the deadline got through
    for number in range(args.rounds):
        seed = derive_seed(args.seed, "timing", number)
        state = RoundState(rules, seed, number % rules.players)
        players = [
            EkspertPlayer(seed + s) if rules.side_of(s) == 0 else make_player("svaer", seed + s)
            for s in range(rules.players)
        ]
        for player in players:
            if isinstance(player, EkspertPlayer):
                player.set_limits(args.seconds)
        while not state.is_over:
            player = players[state.actor]
            view, legal = player_view(state, state.actor), state.legal_actions()
            if isinstance(player, EkspertPlayer):
                player.last = None  # a decision with one legal move leaves the previous search there
            start, start_cpu = time.perf_counter(), time.process_time()
            action = player.choose(view, legal)
            if isinstance(player, EkspertPlayer):
                wall.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                if player.last is not None:
                    searched += 1
                    if player.last.steps < STEPS and wall[-1] >= args.seconds:
                        cut += 1
                        done.append(player.last.steps / STEPS)
            state.play(action)
    for name, values in (("wall", wall), ("CPU", cpu)):
        print(
            f"{name}: {len(values)} decisions, median {1000 * statistics.median(values):.1f} ms,"
            f" p95 {1000 * percentile(values, 95):.1f} ms, max {1000 * max(values):.1f} ms"
        )
    share = f", median {100 * statistics.median(done):.0f} % of the budget done" if done else ""
    print(f"searched {searched}, cut by the {args.seconds} s deadline {cut}{share}")


if __name__ == "__main__":
    main()
