"""Rollouts per second of the fast simulator from mid-round classic-2p positions (one core).

    python benchmarks/bench_rollout.py [--runs 5] [--rollouts 400]

Each run samples the hidden cards of 20 mid-round positions (Svær against
Svær, 8 to 30 actions into the round) and plays each sample to the end of the
round with the policy; the sampling is included in the time. Prints every
run's rate and their median.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from canasta_desktop.ai import make_player
from canasta_desktop.ai.policy import play_out
from canasta_desktop.ai.rollout import FastRound
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.sample import Sampler


def positions(count: int) -> list[Sampler]:
    rules = preset("classic-2p")
    found = []
    seed = 0
    while len(found) < count:
        state = RoundState(rules, 1000 + seed)
        players = [make_player("svaer", seed * 2 + s) for s in range(2)]
        stop = random.Random(seed).randrange(8, 30)
        for _ in range(stop):
            if state.is_over:
                break
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        if not state.is_over:
            found.append(Sampler(player_view(state, state.actor)))
        seed += 1
    return found


def run(samplers: list[Sampler], rollouts: int, seed: int) -> float:
    rng = random.Random(seed)
    start = time.perf_counter()
    for index in range(rollouts):
        sample = samplers[index % len(samplers)].sample(rng)
        play_out(FastRound.from_state(sample))
    return rollouts / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rollouts", type=int, default=400)
    args = parser.parse_args()
    samplers = positions(20)
    rates = [run(samplers, args.rollouts, seed) for seed in range(args.runs)]
    print("rollouts/s per run:", " ".join(f"{rate:.0f}" for rate in rates))
    print(f"median {statistics.median(rates):.0f} rollouts/s")


if __name__ == "__main__":
    main()
