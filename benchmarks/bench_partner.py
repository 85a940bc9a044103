"""The computer as a partner of a person (issue 33): each level partnering a stand-in for a person.

    PYTHONPATH=. python benchmarks/bench_partner.py --person mellem --partners let,mellem,svaer,ekspert \
        --deals 60 --seed 1

Classic 4-player deals; the stand-in person (``--person``: Mellem or Let) sits with the candidate partner
against a fixed pair, Svær and Svær. Every deal is played with the pair in seats 0 and 2 and again in
seats 1 and 3 (the same cards), so the luck of the deal cancels; and every candidate plays the same
deals. Reported per candidate: the team's round margin (its round score less the opponents') averaged
over both seatings, with a 95 % interval, and the paired difference to Svær as the partner on the same
deals. Ekspert plays at ``--steps`` simulated moves a decision (the table's budget by default).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.ekspert import STEPS, EkspertPlayer
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.sim.runner import derive_seed

RULES = "classic-4p"


def seat_player(level: str, seed: int, steps: int) -> Player:
    return EkspertPlayer(seed, steps=steps) if level == "ekspert" else make_player(level, seed)


def team_margin(seed: int, dealer: int, person: str, partner: str, pair_seats: int, steps: int) -> float:
    """One round: the person and the partner on the side of seats ``pair_seats`` and ``pair_seats + 2``."""
    rules = preset(RULES)
    state = RoundState(rules, seed, dealer)
    levels = {pair_seats: person, pair_seats + 2: partner}
    players = [
        seat_player(levels.get(seat, "svaer"), derive_seed(seed, "player", seat), steps)
        for seat in range(rules.players)
    ]
    while not state.is_over:
        state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
    assert state.result is not None
    side = rules.side_of(pair_seats)
    return float(state.result[side].total - state.result[1 - side].total)


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.inf
    return mean, half


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--person", default="mellem", choices=["let", "mellem"])
    parser.add_argument("--partners", default="let,mellem,svaer,ekspert")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=STEPS)
    args = parser.parse_args()
    partners = [name.strip() for name in args.partners.split(",")]
    if "svaer" not in partners:
        partners.append("svaer")  # the baseline of the paired differences
    margins: dict[str, list[float]] = {name: [] for name in partners}
    cpu: dict[str, float] = dict.fromkeys(partners, 0.0)
    for deal in range(args.deals):
        seed = derive_seed(args.seed, "partner", deal)
        dealer = deal % 4
        for name in partners:
            started = time.process_time()
            both = [team_margin(seed, dealer, args.person, name, seats, args.steps) for seats in (0, 1)]
            cpu[name] += time.process_time() - started
            margins[name].append(statistics.fmean(both))
        print(f"deal {deal}: " + "  ".join(f"{n} {margins[n][-1]:+.0f}" for n in partners), flush=True)
    print(
        f"\n{args.person} as the person, classic-4p, {args.deals} deals (seed {args.seed}), against Svær–Svær:"
    )
    print("| partner | team margin a round | minus Svær as partner (paired) | CPU s |")
    print("|---|---|---|---|")
    for name in partners:
        mean, half = interval(margins[name])
        diff, diff_half = interval([a - b for a, b in zip(margins[name], margins["svaer"], strict=True)])
        print(
            f"| {name} | {mean:+.0f} ± {half:.0f} | {diff:+.1f} [{diff - diff_half:+.1f}, {diff + diff_half:+.1f}] "
            f"| {cpu[name]:.0f} |"
        )


if __name__ == "__main__":
    main()
