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
from collections import Counter
from dataclasses import dataclass, field

from canasta_desktop.ai import make_player
from canasta_desktop.ai.base import Player
from canasta_desktop.ai.ekspert import STEPS, EkspertPlayer
from canasta_desktop.ai.partner_mistakes import GOING_OUT_KINDS, MistakeKind, confirm, suspects
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.actions import Action
from canasta_desktop.sim.runner import derive_seed

RULES = "classic-4p"


def seat_player(level: str, seed: int, steps: int) -> Player:
    return EkspertPlayer(seed, steps=steps) if level == "ekspert" else make_player(level, seed)


@dataclass
class Tally:
    """Per candidate partner: the team margins (one per deal, both seatings averaged) and its mistakes."""

    margins: list[float] = field(default_factory=list)
    rounds: int = 0
    cpu: float = 0.0
    suspects: Counter[MistakeKind] = field(default_factory=Counter)
    mistakes: Counter[MistakeKind] = field(default_factory=Counter)


def team_margin(
    seed: int, dealer: int, person: str, partner: str, pair_seats: int, steps: int, tally: Tally | None = None
) -> float:
    """One round: the person and the partner on the side of seats ``pair_seats`` and ``pair_seats + 2``.
    With a ``tally``, the partner's visible mistakes (`ai.partner_mistakes`) are counted into it."""
    rules = preset(RULES)
    state = RoundState(rules, seed, dealer)
    start = state.copy()
    levels = {pair_seats: person, pair_seats + 2: partner}
    players = [
        seat_player(levels.get(seat, "svaer"), derive_seed(seed, "player", seat), steps)
        for seat in range(rules.players)
    ]
    moves: list[Action] = []
    while not state.is_over:
        action = players[state.actor].choose(player_view(state, state.actor), state.legal_actions())
        moves.append(action)
        state.play(action)
    if tally is not None:
        found = suspects(start, moves, pair_seats + 2)
        tally.suspects.update(s.kind for s in found)
        judged = confirm(start, moves, pair_seats + 2, found, seed=seed)
        tally.mistakes.update(m.suspect.kind for m in judged if m.confirmed)
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
    parser.add_argument(
        "--mistakes",
        action="store_true",
        help="count each partner's visible mistakes, confirmed by the judge",
    )
    args = parser.parse_args()
    partners = [name.strip() for name in args.partners.split(",")]
    if "svaer" not in partners:
        partners.append("svaer")  # the baseline of the paired differences
    tallies = {name: Tally() for name in partners}
    for deal in range(args.deals):
        seed = derive_seed(args.seed, "partner", deal)
        dealer = deal % 4
        for name in partners:
            tally = tallies[name]
            started = time.process_time()
            counted = tally if args.mistakes else None
            both = [
                team_margin(seed, dealer, args.person, name, seats, args.steps, counted) for seats in (0, 1)
            ]
            tally.cpu += time.process_time() - started
            tally.rounds += 2
            tally.margins.append(statistics.fmean(both))
        print(
            f"deal {deal}: " + "  ".join(f"{n} {tallies[n].margins[-1]:+.0f}" for n in partners), flush=True
        )
    print(
        f"\n{args.person} as the person, classic-4p, {args.deals} deals (seed {args.seed}), against Svær–Svær:"
    )
    print_margins(tallies)
    if args.mistakes:
        print_mistakes(tallies)


def print_margins(tallies: dict[str, Tally]) -> None:
    print("| partner | team margin a round | minus Svær as partner (paired) | CPU s |")
    print("|---|---|---|---|")
    base = tallies["svaer"].margins
    for name, tally in tallies.items():
        mean, half = interval(tally.margins)
        diff, diff_half = interval([a - b for a, b in zip(tally.margins, base, strict=True)])
        print(
            f"| {name} | {mean:+.0f} ± {half:.0f} | {diff:+.1f} [{diff - diff_half:+.1f}, {diff + diff_half:+.1f}] "
            f"| {tally.cpu:.0f} |"
        )


def print_mistakes(tallies: dict[str, Tally]) -> None:
    """Per partner: visible mistakes per 10 rounds, the going-out kind per 100, and each kind as
    confirmed / suspected."""
    print(
        "\n| partner | rounds | visible mistakes / 10 rounds | going out / 100 rounds | by kind (confirmed/suspected) |"
    )
    print("|---|---|---|---|---|")
    for name, tally in tallies.items():
        total = sum(tally.mistakes.values())
        going_out = sum(tally.mistakes[kind] for kind in GOING_OUT_KINDS)
        kinds = ", ".join(
            f"{kind.value} {tally.mistakes[kind]}/{tally.suspects[kind]}"
            for kind in MistakeKind
            if tally.suspects[kind]
        )
        print(
            f"| {name} | {tally.rounds} | {10 * total / tally.rounds:.2f} | {100 * going_out / tally.rounds:.1f} "
            f"| {kinds} |"
        )


if __name__ == "__main__":
    main()
