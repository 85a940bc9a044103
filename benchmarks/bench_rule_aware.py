"""A level with and without rule-aware play, on paired deals, under the family rules (issue 32 point 4).

    PYTHONPATH=. python benchmarks/bench_rule_aware.py --level svaer --rules wild-canasta --deals 300
        [--opponent svaer] [--rollouts 40] [--seed 1]

For each deal (both seatings) the rule-aware level plays the opponent, then the same level with its
rule-aware play switched off (`HeuristicPlayer.collects_wild_canasta`, `plans_canasta_opening`)
plays the same deals with the same seeds: the two games are the same move for move until the two
first choose differently, so the paired difference is exactly 0 where the rule changes nothing
(bench_paired.py's pattern). Where both versions of a Svær-based level make the same move at every
decision of a game, the second game is not played: it would repeat the first.

Reports the mean difference (aware minus blind) in points a round with a 95 % interval, the deals
that differed, and per 100 rounds the wild canastas the level's side built and the wild cards it
discarded, for both versions. ``--rules`` names one of `RULES` (a preset changed by one rule) or a
preset.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.ekspert import EkspertPlayer
from canasta_desktop.ai.heuristic import HeuristicPlayer
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.actions import Discard
from canasta_desktop.engine.card_values import CLASSIC_POINTS, with_points
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.melds import card_tables
from canasta_desktop.engine.rules import RuleSet
from canasta_desktop.sim.runner import derive_seed

C2 = preset("classic-2p")
RULES: dict[str, RuleSet] = {
    "wild-canasta": C2.changed(name="wild-canasta", wild_canasta_bonus=1000),
    "wild-canasta-500": C2.changed(name="wild-canasta-500", wild_canasta_bonus=500),
    "wild-canasta-2000": C2.changed(name="wild-canasta-2000", wild_canasta_bonus=2000),
    "wild-canasta-4p": preset("family-4p").changed(name="wild-canasta-4p", wild_canasta_bonus=2000),
    "wild-canasta-4p-1000": preset("family-4p").changed(name="wild-canasta-4p-1000", wild_canasta_bonus=1000),
    "wild-canasta-4p-500": preset("family-4p").changed(name="wild-canasta-4p-500", wild_canasta_bonus=500),
    "wild-canasta-4p-1500": preset("family-4p").changed(name="wild-canasta-4p-1500", wild_canasta_bonus=1500),
    "wild-canasta-c4p": preset("classic-4p").changed(name="wild-canasta-c4p", wild_canasta_bonus=2000),
    "wild-canasta-s4p": preset("salling-4p").changed(name="wild-canasta-s4p", wild_canasta_bonus=2000),
    "canasta-opening": C2.changed(name="canasta-opening", canasta_opening_from=0),
    "sevens-wild": C2.changed(
        name="sevens-wild",
        jokers=0,
        wild_ranks=(Rank.SEVEN,),
        card_points=with_points(CLASSIC_POINTS, _7=50, _2=5),
    ),
    "card-values": C2.changed(name="card-values", card_points=with_points(CLASSIC_POINTS, A=50, K=20, _8=5)),
}

Factory = Callable[[int], Player]


def _switch(player: Player, aware: bool) -> Player:
    """The player with its rule-aware play on or off (Ekspert: its Svær, which proposes its moves)."""
    level = player.svaer if isinstance(player, EkspertPlayer) else player
    assert isinstance(level, HeuristicPlayer)
    level.collects_wild_canasta = aware and type(level).collects_wild_canasta
    level.plans_canasta_opening = aware
    return player


def factory(name: str, aware: bool, rollouts: int) -> Factory:
    """The level ``name`` (``NAME-blind``: without rule-aware play, whatever ``aware`` says)."""
    if name.endswith("-blind"):
        name, aware = name.removesuffix("-blind"), False
    if name == "ekspert":
        return lambda seed: _switch(EkspertPlayer(seed, rollouts=rollouts), aware)
    return lambda seed: _switch(make_player(name, seed), aware)


@dataclass(slots=True)
class Tally:
    """Per version: rounds played, wild canastas its side built, wild cards (and 7s) it discarded."""

    rounds: int = 0
    wild_canastas: int = 0
    wild_discards: int = 0
    seven_discards: int = 0

    def add(self, other: Tally) -> None:
        self.rounds += other.rounds
        self.wild_canastas += other.wild_canastas
        self.wild_discards += other.wild_discards
        self.seven_discards += other.seven_discards

    def per_100(self, count: int) -> float:
        return 100.0 * count / max(1, self.rounds)


def play(
    rules: RuleSet,
    seed: int,
    dealer: int,
    sides: list[Factory],
    side: int,
    twin: Factory | None,
    tally: Tally,
) -> tuple[float, bool]:
    """One round with the level as ``side``; ``twin`` (the other version) is asked at each of the level's
    decisions. Returns the level's margin and whether the twin would have chosen differently somewhere."""
    state = RoundState(rules, seed, dealer)
    players = [sides[rules.side_of(s)](derive_seed(seed, "player", s)) for s in range(rules.players)]
    mine = [s for s in range(rules.players) if rules.side_of(s) == side]
    twins = {s: twin(derive_seed(seed, "player", s)) for s in mine} if twin is not None else {}
    wild, differs = card_tables(rules).wild, False
    while not state.is_over:
        legal, seat = state.legal_actions(), state.actor
        view = player_view(state, seat)
        action = players[seat].choose(view, legal)
        if seat in twins and not differs:
            differs = twins[seat].choose(view, legal) != action
        if seat in mine and isinstance(action, Discard) and wild[action.card.rank]:
            tally.wild_discards += 1
            tally.seven_discards += action.card.rank == Rank.SEVEN
        state.play(action)
    assert state.result is not None
    tally.rounds += 1
    tally.wild_canastas += state.result[side].wild_canastas
    return margin([score.total for score in state.result], side), differs


def margin(scores: list[int], side: int) -> float:
    others = [s for i, s in enumerate(scores) if i != side]
    return scores[side] - sum(others) / len(others)


def deal_margin(
    rules: RuleSet,
    seed: int,
    dealer: int,
    level: Factory,
    opponent: Factory,
    twin: Factory | None,
    tally: Tally,
) -> tuple[float, bool]:
    """The level's mean margin over both seatings (its side first 0, then 1)."""
    first, differs_first = play(rules, seed, dealer, [level, opponent], 0, twin, tally)
    second, differs_second = play(rules, seed, dealer, [opponent, level], 1, twin, tally)
    return (first + second) / 2, differs_first or differs_second


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="svaer")
    parser.add_argument("--opponent", default="svaer")
    parser.add_argument("--rules", default="wild-canasta")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--rollouts", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = RULES[args.rules] if args.rules in RULES else preset(args.rules)
    aware, blind = (factory(args.level, on, args.rollouts) for on in (True, False))
    opponent = factory(args.opponent, True, args.rollouts)
    searching = args.level == "ekspert"  # its search draws from a generator: both games are played
    tallies = (Tally(), Tally())
    differences: list[float] = []
    cpu = time.process_time()
    for deal in range(args.deals):
        seed, dealer = derive_seed(args.seed, "rule-aware", deal), deal % rules.players
        this = Tally()
        a, differs = deal_margin(rules, seed, dealer, aware, opponent, None if searching else blind, this)
        tallies[0].add(this)
        if differs or searching:
            b, _ = deal_margin(rules, seed, dealer, blind, opponent, None, tallies[1])
        else:
            b = a  # the blind version would have played both games move for move alike
            tallies[1].add(this)
        differences.append(a - b)
        if deal % 50 == 49:
            mean, half = interval(differences)
            print(f"deal {deal + 1}: running {mean:+.1f} ± {half:.1f}", flush=True)
    report(args, rules, differences, tallies, time.process_time() - cpu)


def report(
    args: argparse.Namespace, rules: RuleSet, diffs: list[float], tallies: tuple[Tally, Tally], cpu: float
) -> None:
    mean, half = interval(diffs)
    differed = sum(1 for d in diffs if d != 0)
    aware, blind = tallies
    print(
        f"{args.level} aware minus blind against {args.opponent}, {rules.name}, {len(diffs)} deals (seed {args.seed}):"
        f" {mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}] points a round (95 %); {differed} deals differed;"
        f" wild canastas /100 rounds {aware.per_100(aware.wild_canastas):.1f} vs {blind.per_100(blind.wild_canastas):.1f};"
        f" wild discards /100 rounds {aware.per_100(aware.wild_discards):.1f} vs {blind.per_100(blind.wild_discards):.1f}"
        f" (7s {aware.per_100(aware.seven_discards):.1f} vs {blind.per_100(blind.seven_discards):.1f}); {cpu:.0f} s CPU"
    )


if __name__ == "__main__":
    main()
