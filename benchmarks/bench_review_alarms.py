"""False alarms of the round review on a person's kind of play (docs/review.md, "False alarms").

    python benchmarks/bench_review_alarms.py run --level mellem --preset classic-2p --rounds 12 \
        --seed 1 --out benchmarks/results/review/alarms-mellem-2p.jsonl
    python benchmarks/bench_review_alarms.py report benchmarks/results/review/alarms-*.jsonl

``run`` plays rounds with a stand-in for a person (``--level``: Mellem or Svær) in seat 0 (and its
partner's seat) against Svær, reviews seat 0 at the review's default budget, then judges again,
with ``--factor`` times the budget and another seed (fresh deals), every decision the review called
a mistake or a blunder and a sample of ``--fine`` decisions a round that it called fine. One JSON
line per round. ``report`` prints per level and preset: the flagged decisions confirmed (the second
judgement the same class or worse) and the "fine" ones found to be blunders.

Each decision is judged again with exactly what the review judged (its move and the rest of the
turn it was judged with), so the table measures the review's noise and its luck, not a change of
method. Not run by the tests.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from canasta_desktop import ai
from canasta_desktop.ai.review import (
    DEFAULT_BUDGET,
    ReviewBudget,
    Verdict,
    decision_points,
    review_decision,
    review_round,
)
from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.roundlog import write_log

ORDER = [Verdict.FINE, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER]
COSTLY = (Verdict.MISTAKE, Verdict.BLUNDER)


def play_round(level: str, rules_name: str, seed: int, dealer: int) -> RoundState:
    """A round with ``level`` on seat 0's side and Svær on the others."""
    rules = preset(rules_name)
    state = RoundState(rules, seed, dealer)
    players = [
        ai.make_player(level if rules.side_of(seat) == 0 else "svaer", seed * 10 + seat)
        for seat in range(rules.players)
    ]
    while not state.is_over:
        state.play(players[state.actor].choose(player_view(state, state.actor), state.legal_actions()))
    return state


def run(args: argparse.Namespace) -> None:
    rules = preset(args.preset)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    strong = ReviewBudget(DEFAULT_BUDGET.steps * args.factor, DEFAULT_BUDGET.confirm_steps * args.factor)
    for number in range(args.rounds):
        seed = args.seed * 1000 + number
        state = play_round(args.level, args.preset, seed, number % rules.players)
        log = write_log(state)
        started = time.perf_counter()
        review = review_round(log, 0, seed=seed)
        review_seconds = time.perf_counter() - started
        start = RoundState(rules, seed, number % rules.players)
        points = {p.index: p for p in decision_points(start, [m for _, m in state.log], 0)}
        pick = random.Random(seed)
        fine = [d for d in review.decisions if d.verdict is Verdict.FINE]
        sampled = {d.index for d in pick.sample(fine, min(args.fine, len(fine)))}
        checks = []
        for decision in review.decisions:
            if decision.verdict not in COSTLY and decision.index not in sampled:
                continue
            point = points[decision.index]
            line = getattr(decision, "line", None)  # what the review judged, where it says
            if line is not None:
                point = replace(point, moves=tuple(line))
            again = review_decision(point, strong, seed=seed * 7919 + decision.index + 1)
            assert again is not None
            checks.append(
                {
                    "index": decision.index,
                    "phase": decision.phase.value,
                    "move": " ; ".join(map(str, decision.moves)),
                    "verdict": decision.verdict.value,
                    "loss": round(decision.loss, 1),
                    "again": again.verdict.value,
                    "again_loss": round(again.loss, 1),
                    "again_error": round(again.error, 1),
                }
            )
        record = {
            "level": args.level,
            "preset": args.preset,
            "seed": seed,
            "decisions": len(review.decisions),
            "counts": {v.value: review.count(v) for v in Verdict},
            "review_seconds": round(review_seconds, 2),
            "checks": checks,
        }
        with out.open("a", encoding="utf-8") as stream:
            stream.write(json.dumps(record) + "\n")
        costly = sum(1 for c in checks if c["verdict"] != "fine")
        print(f"{args.level} {args.preset} seed {seed}: {len(review.decisions)} decisions, {costly} costly")


def report(args: argparse.Namespace) -> None:
    rounds = [json.loads(line) for path in args.files for line in Path(path).read_text().splitlines()]
    groups: dict[tuple[str, str], list[dict[str, object]]] = defaultdict(list)
    for record in rounds:
        groups[(record["level"], record["preset"])].append(record)
    print(
        "| level | preset | rounds | decisions | mistakes + blunders | confirmed | fine checked | fine → blunder |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for (level, rules), records in sorted(groups.items()):
        checks = [c for r in records for c in r["checks"]]  # type: ignore[attr-defined]
        flagged = [c for c in checks if c["verdict"] in ("mistake", "blunder")]
        confirmed = [c for c in flagged if _rank(c["again"]) >= _rank(c["verdict"])]
        fine = [c for c in checks if c["verdict"] == "fine"]
        alarms = [c for c in fine if c["again"] == "blunder"]
        decisions = sum(int(r["decisions"]) for r in records)  # type: ignore[call-overload]
        print(
            f"| {level} | {rules} | {len(records)} | {decisions} | {len(flagged)} "
            f"({100 * len(flagged) / max(1, decisions):.1f} %) | {len(confirmed)} "
            f"({100 * len(confirmed) / max(1, len(flagged)):.0f} %) | {len(fine)} | {len(alarms)} "
            f"({100 * len(alarms) / max(1, len(fine)):.1f} %) |"
        )
        if args.list:
            for c in flagged:
                print(
                    f"    {c['verdict']:9} {c['loss']:6} → {c['again']:10} {c['again_loss']:6}  {c['move']}"
                )
    seconds = sorted(float(r["review_seconds"]) for r in rounds)  # type: ignore[arg-type]
    if seconds:
        print(f"review time a round: median {seconds[len(seconds) // 2]:.1f} s, worst {seconds[-1]:.1f} s")


def _rank(verdict: object) -> int:
    return [v.value for v in ORDER].index(str(verdict))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    running = commands.add_parser("run", help="play rounds, review them, judge the verdicts again")
    running.add_argument("--level", default="mellem", choices=["let", "mellem", "svaer"])
    running.add_argument("--preset", default="classic-2p")
    running.add_argument("--rounds", type=int, default=12)
    running.add_argument("--seed", type=int, default=1)
    running.add_argument("--factor", type=int, default=10, help="the second judgement's budget, times")
    running.add_argument("--fine", type=int, default=3, help="'fine' decisions checked a round")
    running.add_argument("--out", required=True)
    reporting = commands.add_parser("report", help="the table of run files")
    reporting.add_argument("files", nargs="+")
    reporting.add_argument("--list", action="store_true", help="list every flagged decision")
    args = parser.parse_args()
    run(args) if args.command == "run" else report(args)


if __name__ == "__main__":
    sys.exit(main())
