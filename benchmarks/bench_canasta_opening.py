"""The levels under "open with a canasta" (`RuleSet.canasta_opening_from`, issue 25).

    PYTHONPATH=. python benchmarks/bench_canasta_opening.py opening --levels let,mellem,svaer --rounds 300
    PYTHONPATH=. python benchmarks/bench_canasta_opening.py duplicate --a svaer --b svaer-old --deals 300

The rule set is classic-2p (or ``--preset``) with ``canasta_opening_from=0`` (every side must always open with a
canasta); ``--from N`` plays a match score of N before the round for every side instead (the rule
then applies from N on, and the minimum is the one for that score).

``opening``: each level plays every side of ``--rounds`` single rounds; reported per level are the
share of (round, side) pairs in which the side melded at all, and its mean (and median) points per
round.

``duplicate``: every deal is played twice with the sides swapped, A against B; the deal's result is
A's mean margin (A's side minus B's) over the two games. ``svaer-old``, ``mellem-old`` and
``let-old`` are the levels with their canasta-opening plan switched off
(`HeuristicPlayer.plans_canasta_opening`), which play as the code before the plan did;
``svaer-now`` (and so on) lays a canasta opening as soon as it is legal instead of holding it
(`HeuristicPlayer.hold_stock` None).
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Callable

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.heuristic import HeuristicPlayer
from canasta_desktop.engine import RoundState, RuleSet, player_view, preset
from canasta_desktop.sim.runner import derive_seed

Factory = Callable[[int], Player]


def rules_for(args: argparse.Namespace) -> RuleSet:
    return preset(args.preset).changed(name="Kanasta-åbning", canasta_opening_from=args.start)


def factory(name: str) -> Factory:
    """A level by name; ``LEVEL-old`` without the canasta-opening plan, ``LEVEL-now`` not holding it."""
    level, _, variant = name.partition("-")

    def make(seed: int) -> Player:
        player = make_player(level, seed)
        if variant and isinstance(player, HeuristicPlayer):
            if variant == "old":
                player.plans_canasta_opening = False
            elif variant == "now":
                player.hold_stock = None
        return player

    return make


def play(rules: RuleSet, seed: int, dealer: int, sides: list[Factory], start: int) -> RoundState:
    state = RoundState(rules, seed, dealer, scores=(start,) * rules.sides)
    players = [sides[rules.side_of(s)](derive_seed(seed, "player", s)) for s in range(rules.players)]
    while not state.is_over:
        legal = state.legal_actions()
        state.play(players[state.actor].choose(player_view(state, state.actor), legal))
    return state


def totals(state: RoundState) -> list[int]:
    assert state.result is not None
    return [score.total for score in state.result]


def margin(scores: list[int], side: int) -> float:
    """``side``'s score minus the mean of the others'."""
    others = [score for index, score in enumerate(scores) if index != side]
    return scores[side] - sum(others) / len(others)


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}]"


def opening(args: argparse.Namespace) -> None:
    rules = rules_for(args)
    for level in args.levels.split(","):
        make = factory(level)
        opened = 0
        points: list[float] = []
        for game in range(args.rounds):
            seed = derive_seed(args.seed, "canasta-opening", game)
            state = play(rules, seed, game % rules.players, [make] * rules.sides, args.start)
            opened += sum(1 for side in range(rules.sides) if state.melds[side])
            points += totals(state)
        count = args.rounds * rules.sides
        print(
            f"{level}: opened {opened}/{count} = {100 * opened / count:.1f} %,"
            f" points per side and round mean {interval(points)} median {statistics.median(points):+.0f}",
            flush=True,
        )


def duplicate(args: argparse.Namespace) -> None:
    rules = rules_for(args)
    a, b = factory(args.a), factory(args.b)
    results: list[float] = []
    for deal in range(args.deals):
        seed = derive_seed(args.seed, "duplicate", deal)
        dealer = deal % rules.players
        first = totals(play(rules, seed, dealer, [a, b], args.start))
        second = totals(play(rules, seed, dealer, [b, a], args.start))
        results.append((margin(first, 0) + margin(second, 1)) / 2)
    wins = sum(1 for r in results if r > 0)
    losses = sum(1 for r in results if r < 0)
    print(
        f"{args.a} vs {args.b}, {len(results)} duplicate deals (seed {args.seed}, from {args.start}):"
        f" A's margin per round mean {interval(results)} (95 %), median {statistics.median(results):+.0f};"
        f" deals won {wins}, lost {losses}, tied {len(results) - wins - losses}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("mode", choices=("opening", "duplicate"))
    parser.add_argument("--levels", default="let,mellem,svaer")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--a", default="svaer")
    parser.add_argument("--b", default="svaer-old")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--preset", default="classic-2p")
    args = parser.parse_args()
    opening(args) if args.mode == "opening" else duplicate(args)


if __name__ == "__main__":
    main()
