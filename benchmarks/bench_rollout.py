"""Rollouts per second of the fast simulator from mid-round classic-2p positions (one core).

    python benchmarks/bench_rollout.py [--runs 5] [--rollouts 4000] [--python]
    python benchmarks/bench_rollout.py --against ../old-tree [--runs 10] [--rollouts 4000]

Each run samples the hidden cards of 20 mid-round positions (Svær against
Svær, 8 to 30 actions into the round) and plays each sample to the end of the
round with the policy, as Ekspert's search does (`search.Dealer`,
`FastRound.with_deal`); the sampling is included in the time. Prints every
run's rate, per wall-clock second and per CPU second of this process (the
fair "one core" figure on a shared machine), and their medians. ``--python``
times the plain-Python copy of the loop (`canasta_desktop/python_loop.py`) even where the
compiled one is built.

``--against TREE`` compares two builds of the game on one machine at one time:
it runs this benchmark (one run each, as a fresh process) from TREE and from
this tree in turn, ``--runs`` times each, alternating, and prints both medians
per CPU second and their ratio. TREE is another checkout with its compiled
loop built in place (``python setup.py build_ext --inplace``), e.g. of the
commit before a change to the loop (docs/fast-loop.md).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from canasta_desktop import python_loop
from canasta_desktop.ai import make_player
from canasta_desktop.ai.search import Dealer
from canasta_desktop.engine import RoundState, player_view, preset

Position = tuple[Dealer, Any]  # a FastRound of the loop timed
LOOP = python_loop.installed()
HERE = Path(__file__).resolve().parent.parent


def positions(count: int) -> list[Position]:
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
            view = player_view(state, state.actor)
            found.append((Dealer(view), LOOP.rollout.FastRound.from_view(view)))
        seed += 1
    return found


def run(found: list[Position], rollouts: int, seed: int) -> tuple[float, float]:
    """Rollouts per wall-clock second and per CPU second."""
    rng = random.Random(seed)
    play_out = LOOP.policy.play_out
    start, cpu = time.perf_counter(), time.process_time()
    for index in range(rollouts):
        dealer, template = found[index % len(found)]
        hands, stock = dealer.deal(rng)
        play_out(template.with_deal(hands, stock))
    return rollouts / (time.perf_counter() - start), rollouts / (time.process_time() - cpu)


def engine_rate(rollouts: int) -> float:
    """For comparison: full-round rollouts per CPU second on the engine, Svær in every seat."""
    from canasta_desktop.engine.sample import Sampler

    rules = preset("classic-2p")
    rng = random.Random(0)
    views = []
    seed = 0
    while len(views) < 10:
        state = RoundState(rules, 1000 + seed)
        players = [make_player("svaer", seed * 2 + s) for s in range(2)]
        for _ in range(random.Random(seed).randrange(8, 30)):
            if state.is_over:
                break
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
        if not state.is_over:
            views.append(player_view(state, state.actor))
        seed += 1
    cpu = time.process_time()
    for index in range(rollouts):
        state = Sampler(views[index % len(views)]).sample(rng)
        players = [make_player("svaer", s) for s in range(2)]
        while not state.is_over:
            state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
    return rollouts / (time.process_time() - cpu)


def one_run(tree: Path, rollouts: int) -> float:
    """One run of this benchmark as it stands in ``tree`` (a fresh process); rollouts per CPU second."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    command = [sys.executable, str(tree / "benchmarks" / "bench_rollout.py"), "--runs", "1"]
    out = subprocess.run(
        [*command, "--rollouts", str(rollouts)], env=env, capture_output=True, text=True, check=True
    ).stdout
    if "rollout loop: compiled" not in out:
        raise SystemExit(f"{tree}: the loop is not compiled there (build it in place first)\n{out}")
    found = re.search(r"median \d+ per wall second, (\d+) per CPU second", out)
    assert found is not None, out
    return float(found.group(1))


def against(old: Path, runs: int, rollouts: int) -> None:
    rates: dict[str, list[float]] = {"old": [], "new": []}
    for index in range(runs):
        for name, tree in (("old", old), ("new", HERE)) if index % 2 == 0 else (("new", HERE), ("old", old)):
            rates[name].append(one_run(tree, rollouts))
        print(
            f"run {index + 1}: old {rates['old'][-1]:.0f}, new {rates['new'][-1]:.0f} rollouts per CPU second"
        )
    old_median, new_median = statistics.median(rates["old"]), statistics.median(rates["new"])
    print(f"old ({old}): median {old_median:.0f} rollouts per CPU second over {runs} runs")
    print(f"new ({HERE}): median {new_median:.0f} rollouts per CPU second over {runs} runs")
    print(f"old / new: {old_median / new_median:.3f} (above 1: the new loop is slower)")


def main() -> None:
    global LOOP
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rollouts", type=int, default=4000)
    parser.add_argument("--python", action="store_true", help="the Python loop, not the compiled one")
    parser.add_argument(
        "--engine",
        type=int,
        default=0,
        metavar="N",
        help="also time N rollouts on the engine with Svær (the old way)",
    )
    parser.add_argument(
        "--against", type=Path, metavar="TREE", help="alternate runs with this checkout's build"
    )
    args = parser.parse_args()
    if args.against:
        against(args.against.resolve(), args.runs, args.rollouts)
        return
    if args.python:
        LOOP = python_loop.load()
    print(f"rollout loop: {'compiled' if LOOP.policy.COMPILED else 'Python'}")
    found = positions(20)
    rates = [run(found, args.rollouts, seed) for seed in range(args.runs)]
    print("rollouts per wall second:", " ".join(f"{wall:.0f}" for wall, _ in rates))
    print("rollouts per CPU second: ", " ".join(f"{cpu:.0f}" for _, cpu in rates))
    print(
        f"median {statistics.median(w for w, _ in rates):.0f} per wall second,"
        f" {statistics.median(c for _, c in rates):.0f} per CPU second"
    )
    if args.engine:
        print(f"engine with Svær: {engine_rate(args.engine):.1f} rollouts per CPU second")


if __name__ == "__main__":
    main()
