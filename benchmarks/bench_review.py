"""How much the round review flags Ekspert's own play, and how long a review takes (docs/review.md).

    python benchmarks/bench_review.py run --preset classic-2p --rounds 40 --seed 1 --screen 20 \
        --out benchmarks/results/review/ekspert-2p.jsonl
    python benchmarks/bench_review.py report benchmarks/results/review/ekspert-2p.jsonl
    python benchmarks/bench_review.py run --rounds 20 --seed 2 --out timing.jsonl   # the timings
    python benchmarks/bench_review.py run --rounds 3 --python --out python.jsonl     # no compiled loop

``run`` plays rounds with Ekspert in every seat (its table budget, seeds from ``--seed``, the dealer
rotating), reviews seat 0 with the review's default budget and appends one JSON line per round: the
review's wall and CPU seconds and every decision (move, best move, loss, error, class). ``--screen``
lowers the loss at which a decision is looked at twice, so that ``report`` can classify the same
decisions under higher thresholds than the default. ``report`` prints, for the default thresholds
and a few others, the share of decisions flagged per class and the rounds with a blunder, then the
review times (median and worst). Not run by the tests.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

from canasta_desktop import python_loop

if "--python" in sys.argv:  # the plain-Python loop: chosen before the game's modules are imported
    python_loop.prefer_plain()

from canasta_desktop.ai import make_player, policy
from canasta_desktop.ai.ekspert import EkspertPlayer
from canasta_desktop.ai.review import (
    DEFAULT_BUDGET,
    DEFAULT_THRESHOLDS,
    Thresholds,
    Verdict,
    review_round,
)
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.roundlog import write_log

ALTERNATIVES = [
    (20, 50, 150),
    (30, 60, 150),
    (30, 75, 200),
    (40, 80, 200),
    (40, 100, 250),
    (50, 120, 300),
    (75, 150, 350),
]


def play_round(rules_name: str, seed: int, dealer: int, level: str = "ekspert") -> RoundState:
    """A round with Ekspert in every seat, or ``level`` on seat 0's side against Svær."""
    rules = preset(rules_name)
    state = RoundState(rules, seed, dealer)
    players = [
        EkspertPlayer(seed * 10 + seat)
        if level == "ekspert"
        else make_player(level if rules.side_of(seat) == 0 else "svaer", seed * 10 + seat)
        for seat in range(rules.players)
    ]
    while not state.is_over:
        view = player_view(state, state.actor)
        state.play(players[state.actor].choose(view, state.legal_actions()))
    return state


def run(args: argparse.Namespace) -> None:
    thresholds = replace(DEFAULT_THRESHOLDS, inaccuracy=args.screen or DEFAULT_THRESHOLDS.inaccuracy)
    rules = preset(args.preset)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    for number in range(args.rounds):
        seed = args.seed * 1000 + number
        state = play_round(args.preset, seed, number % rules.players, args.level)
        log = write_log(state)
        wall, cpu = time.perf_counter(), time.process_time()
        review = review_round(log, 0, budget=DEFAULT_BUDGET, seed=seed, thresholds=thresholds)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        record = {
            "preset": args.preset,
            "seed": seed,
            "compiled": policy.COMPILED,
            "screen": thresholds.inaccuracy,
            "wall": round(wall, 3),
            "cpu": round(cpu, 3),
            "decisions": [
                {
                    "index": d.index,
                    "phase": d.phase.value,
                    "move": " ; ".join(map(str, d.moves)),
                    "best": " ; ".join(map(str, d.best)),
                    "loss": round(d.loss, 1),
                    "line": " ; ".join(map(str, d.line)),
                    "error": round(d.error, 1),
                    "verdict": d.verdict.value,
                }
                for d in review.decisions
            ],
            "log": log,
        }
        with out.open("a", encoding="utf-8") as stream:
            stream.write(json.dumps(record) + "\n")
        flagged = sum(1 for d in review.decisions if d.verdict is not Verdict.FINE)
        print(
            f"round {number} seed {seed}: {len(review.decisions)} decisions, {flagged} flagged, {wall:.1f} s"
        )


def report(args: argparse.Namespace) -> None:
    rounds = [json.loads(line) for path in args.files for line in Path(path).read_text().splitlines()]
    decisions = [d for r in rounds for d in r["decisions"]]
    screen = max(r["screen"] for r in rounds)
    print(f"{len(rounds)} rounds, {len(decisions)} decisions (looked at twice from a loss of {screen})")
    for inaccuracy, mistake, blunder in dict.fromkeys([_default(), *ALTERNATIVES]):
        if inaccuracy < screen:
            continue
        thresholds = replace(DEFAULT_THRESHOLDS, inaccuracy=inaccuracy, mistake=mistake, blunder=blunder)
        counts = {verdict: 0 for verdict in Verdict}
        blunder_rounds = 0
        for record in rounds:
            verdicts = [thresholds.verdict(d["loss"], d["error"]) for d in record["decisions"]]
            for verdict in verdicts:
                counts[verdict] += 1
            blunder_rounds += Verdict.BLUNDER in verdicts
        shares = ", ".join(
            f"{v.value} {counts[v]} ({100 * counts[v] / len(decisions):.1f} %)" for v in Verdict
        )
        costly = 100 * (counts[Verdict.MISTAKE] + counts[Verdict.BLUNDER]) / len(decisions)
        print(
            f"  {inaccuracy}/{mistake}/{blunder} (z {thresholds.z}): {shares}; mistakes and blunders"
            f" {costly:.1f} %; rounds with a blunder {blunder_rounds} of {len(rounds)}"
        )
    walls = sorted(r["wall"] for r in rounds)
    cpus = sorted(r["cpu"] for r in rounds)
    print(
        f"review time a round: wall median {statistics.median(walls):.1f} s, worst {walls[-1]:.1f} s;"
        f" CPU median {statistics.median(cpus):.1f} s, worst {cpus[-1]:.1f} s"
    )
    long = [r for r in rounds if len(r["decisions"]) >= args.long]
    if long:
        print(
            f"rounds of {args.long} decisions or more ({len(long)}): wall median"
            f" {statistics.median(r['wall'] for r in long):.1f} s, CPU median {statistics.median(r['cpu'] for r in long):.1f} s"
        )
    per_decision = [r["cpu"] / max(1, len(r["decisions"])) for r in rounds]
    print(
        f"decisions a round: median {statistics.median(len(r['decisions']) for r in rounds)};"
        f" CPU a decision: median {1000 * statistics.median(per_decision):.0f} ms"
    )
    if args.worst:
        worst = sorted(decisions, key=lambda d: -d["loss"])[: args.worst]
        for d in worst:
            print(f"    {d['loss']:7.1f} ±{d['error']:5.1f} {d['phase']:5} {d['move']}  | best: {d['best']}")


def _default() -> tuple[int, int, int]:
    t: Thresholds = DEFAULT_THRESHOLDS
    return int(t.inaccuracy), int(t.mistake), int(t.blunder)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="play rounds and review them")
    running.add_argument("--preset", default="classic-2p")
    running.add_argument(
        "--level", default="ekspert", help="seat 0's side (others: Svær); default Ekspert everywhere"
    )
    running.add_argument("--rounds", type=int, default=20)
    running.add_argument("--seed", type=int, default=1)
    running.add_argument(
        "--screen",
        type=float,
        default=0.0,
        help="look twice from this loss (default: the inaccuracy threshold)",
    )
    running.add_argument(
        "--python", action="store_true", help="the Python rollout loop, not the compiled one"
    )
    running.add_argument("--out", required=True)
    reporting = commands.add_parser("report", help="summarise run files")
    reporting.add_argument("files", nargs="+")
    reporting.add_argument("--worst", type=int, default=0, help="list the N largest losses")
    reporting.add_argument(
        "--long", type=int, default=50, help="time the rounds of this many decisions apart"
    )
    args = parser.parse_args()
    run(args) if args.command == "run" else report(args)


if __name__ == "__main__":
    sys.exit(main())
