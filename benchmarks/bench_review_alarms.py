"""False alarms of the round review on a person's kind of play (docs/review.md, "False alarms").

    python benchmarks/bench_review_alarms.py run --level mellem --preset classic-2p --rounds 12 \
        --seed 1 --out benchmarks/results/review/alarms-mellem-2p.jsonl
    python benchmarks/bench_review_alarms.py report benchmarks/results/review/alarms-*.jsonl
    python benchmarks/bench_review_alarms.py takes --level mellem --rounds 30 --seed 2 \
        --out benchmarks/results/review/takes-mellem-2p.jsonl

``run`` plays rounds with a stand-in for a person (``--level``: Mellem or Svær) in seat 0 (and its
partner's seat) against Svær, reviews seat 0 at the review's default budget, then judges again,
with ``--factor`` times the budget and another seed (fresh deals), every decision the review called
a mistake or a blunder and a sample of ``--fine`` decisions a round that it called fine. One JSON
line per round. ``report`` prints per level and preset: the flagged decisions confirmed (the second
judgement the same class or worse) and the "fine" ones found to be blunders.

``takes`` measures the bias the turn's line removes: every take of the pile in those rounds judged
twice on the same deals, with the rollout policy finishing the turn after it (the review before
issue 30) and with the player's own rest of the turn (today's review); ``report`` counts the takes
each calls a mistake or a blunder, those that complete a canasta apart.

Each decision is judged again with exactly what the review judged (its move and the rest of the
turn it was judged with), so the table measures the review's noise and its luck, not a change of
method. Not run by the tests.
"""

from __future__ import annotations

import argparse
import json
import random
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
    decision_seed,
    review_chain,
    review_decision,
    review_round,
    turn_chains,
)
from canasta_desktop.engine import Action, RoundState, TakePile, player_view, preset
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
            point = replace(point, line=decision.line)  # exactly what the review judged
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


def takes(args: argparse.Namespace) -> None:
    """Every take of seat 0 judged with the policy's rest of the turn and with the player's."""
    rules = preset(args.preset)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    for number in range(args.rounds):
        seed = args.seed * 1000 + number
        state = play_round(args.level, args.preset, seed, number % rules.players)
        start = RoundState(rules, seed, number % rules.players)
        moves = [m for _, m in state.log]
        found = []
        for chain in turn_chains(list(decision_points(start, moves, 0))):
            head = chain[0]
            if not isinstance(head.step[0], TakePile):
                continue
            alone = review_decision(
                replace(head, line=head.step[:1], then=None), seed=decision_seed(seed, head.index)
            )
            with_rest = review_chain(chain, seed=seed)
            assert alone is not None and with_rest is not None
            found.append(
                {
                    "index": head.index,
                    "pile": len(head.view.pile),
                    "canasta": _completes_canasta(start, moves, head.index),
                    "line": " ; ".join(map(str, with_rest[0].line)),
                    "alone": alone.verdict.value,
                    "alone_loss": round(alone.loss, 1),
                    "with_rest": with_rest[0].verdict.value,
                    "with_rest_loss": round(with_rest[0].loss, 1),
                }
            )
        record = {"kind": "takes", "level": args.level, "preset": args.preset, "seed": seed, "takes": found}
        with out.open("a", encoding="utf-8") as stream:
            stream.write(json.dumps(record) + "\n")
        print(f"{args.level} {args.preset} seed {seed}: {len(found)} takes")


def _completes_canasta(start: RoundState, moves: list[Action], index: int) -> bool:
    state = start.copy()
    for move in moves[:index]:
        state.play(move)
    side = state.rules.side_of(state.actor)
    before = sum(1 for group in state.melds[side].values() if len(group) >= 7)
    state.play(moves[index])
    return sum(1 for group in state.melds[side].values() if len(group) >= 7) > before


def report(args: argparse.Namespace) -> None:
    every = [json.loads(line) for path in args.files for line in Path(path).read_text().splitlines()]
    rounds = [r for r in every if r.get("kind") != "takes"]
    _report_takes([r for r in every if r.get("kind") == "takes"])
    if not rounds:
        return
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
    seconds = sorted(float(r["review_seconds"]) for r in rounds)
    if seconds:
        print(f"review time a round: median {seconds[len(seconds) // 2]:.1f} s, worst {seconds[-1]:.1f} s")


def _report_takes(rounds: list[dict[str, object]]) -> None:
    if not rounds:
        return
    print(
        "| level | preset | rounds | takes | costly, the policy finishing the turn | costly, the player's own rest |"
    )
    print("|---|---|---|---|---|---|")
    groups: dict[tuple[str, str], list[dict[str, object]]] = defaultdict(list)
    for record in rounds:
        groups[(str(record["level"]), str(record["preset"]))].extend(record["takes"])  # type: ignore[arg-type]
    for (level, rules), found in sorted(groups.items()):
        cells = []
        for key in ("alone", "with_rest"):
            costly = [t for t in found if t[key] in ("mistake", "blunder")]
            canastas = [t for t in costly if t["canasta"]]
            blunders = [t for t in costly if t[key] == "blunder"]
            cells.append(f"{len(costly)} ({len(blunders)} blunders; {len(canastas)} completing a canasta)")
        completing = sum(1 for t in found if t["canasta"])
        print(
            f"| {level} | {rules} | {len(rounds)} | {len(found)} ({completing} completing a canasta) | {cells[0]} | {cells[1]} |"
        )
    print()


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
    taking = commands.add_parser(
        "takes", help="every take judged with and without the player's rest of the turn"
    )
    taking.add_argument("--level", default="mellem", choices=["let", "mellem", "svaer"])
    taking.add_argument("--preset", default="classic-2p")
    taking.add_argument("--rounds", type=int, default=30)
    taking.add_argument("--seed", type=int, default=2)
    taking.add_argument("--out", required=True)
    reporting = commands.add_parser("report", help="the table of run files")
    reporting.add_argument("files", nargs="+")
    reporting.add_argument("--list", action="store_true", help="list every flagged decision")
    args = parser.parse_args()
    {"run": run, "takes": takes, "report": report}[args.command](args)


if __name__ == "__main__":
    main()
