"""A resumable tournament for Ekspert's match targets: each finished match is appended to a file in the repo.

    PYTHONPATH=. nice -n 19 python benchmarks/tournament.py run [--until 300] [--stop-at 11:25] [--only NAME ...]
    PYTHONPATH=. python benchmarks/tournament.py report
    (both with --seed-offset K for a re-measurement on new matches)

The pairings (A first): Ekspert–Svær in classic-2p and in classic-4p (partners
against partners), Ekspert–Mellem and Ekspert–Let in classic-2p; whole matches
to the preset's target. Match ``i`` of a pairing is `canasta-sim`'s game ``i``
(`sim.runner.game_spec`): its seed comes from the pairing's seed and ``i``, the
players change sides every match and the first dealer moves on every full
rotation, with every check on (``--check``).

Each line of ``benchmarks/results/<pairing>.jsonl`` is one match, keyed by the
*fingerprint*: a hash of every source file (.py, .c, .h) of ``ai/`` and ``engine/`` and of
Ekspert's budget (`ekspert.STEPS`, the reproducible stand-in for the table's
0.9 s). ``run`` plays, in turn over the pairings, the lowest match number not
yet in the file for the current fingerprint, so any session can stop at any
time and the next one carries on; a change to the code starts a new count.
``report`` prints, per pairing and for the current fingerprint only, A's wins
with a 95 % (Wilson) interval, the mean points per round, and A's decision
times (median, p95, max).
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from canasta_desktop.ai import ekspert, policy
from canasta_desktop.engine import preset
from canasta_desktop.sim.runner import SimConfig, game_spec, run_match
from canasta_desktop.sim.stats import Histogram, wilson

PACKAGE = Path(ekspert.__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "results"
TARGET_MATCHES = 300


@dataclass(frozen=True, slots=True)
class Pairing:
    name: str
    preset: str
    a: str
    b: str
    seed: int


PAIRINGS = (
    Pairing("ekspert-svaer-classic-2p", "classic-2p", "ekspert", "svaer", 101),
    Pairing("ekspert-svaer-classic-4p", "classic-4p", "ekspert", "svaer", 102),
    Pairing("ekspert-mellem-classic-2p", "classic-2p", "ekspert", "mellem", 103),
    Pairing("ekspert-let-classic-2p", "classic-2p", "ekspert", "let", 104),
)


def fingerprint() -> str:
    """A hash of the players' and the engine's code and of Ekspert's budget."""
    digest = hashlib.sha256(f"steps={ekspert.STEPS} rollouts={ekspert.MAX_ROLLOUTS}".encode())
    for folder in ("ai", "engine"):
        for path in sorted(
            path for suffix in ("py", "c", "h") for path in (PACKAGE / folder).glob(f"*.{suffix}")
        ):
            digest.update(f"{folder}/{path.name}\n".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def results_path(pairing: Pairing) -> Path:
    return RESULTS / f"{pairing.name}.jsonl"


def reseeded(pairings: tuple[Pairing, ...], offset: int) -> tuple[Pairing, ...]:
    """The pairings with their seeds moved on by ``offset``: new matches for a re-measurement, kept
    in their own files (``<pairing>-s<offset>.jsonl``) so that they never mix with the old ones."""
    if not offset:
        return pairings
    return tuple(Pairing(f"{p.name}-s{offset}", p.preset, p.a, p.b, p.seed + offset) for p in pairings)


def load(pairing: Pairing, current: str) -> list[dict[str, object]]:
    """The matches in the pairing's file with the fingerprint ``current``."""
    path = results_path(pairing)
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [row for row in rows if row.get("fingerprint") == current]


def config(pairing: Pairing) -> SimConfig:
    return SimConfig(
        preset(pairing.preset), (pairing.a, pairing.b), matches=True, seed=pairing.seed, check=True
    )


def play(pairing: Pairing, index: int, current: str) -> dict[str, object]:
    """Match ``index`` of the pairing, as one result line."""
    sim = config(pairing)
    spec = game_spec(sim, index)
    timings: dict[str, Histogram] = {}
    start = time.perf_counter()
    result = run_match(sim, spec, timings)
    a_side = spec.slots.index(0)
    times = timings.get(pairing.a, Histogram())
    return {
        "fingerprint": current,
        "match": index,
        "seed": spec.seed,
        "first_dealer": spec.dealer,
        "a_side": a_side,
        "rounds": result.rounds,
        "totals": list(result.totals),
        "winner": None if result.winner is None else ("a" if result.winner == a_side else "b"),
        "finished": result.finished,
        "problem": None if result.problem is None else result.problem.to_json(),
        "a_ms": {
            "count": times.count,
            "total": times.total,
            "largest": times.largest,
            "buckets": {str(k): v for k, v in times.buckets.items()},
        },
        "seconds": round(time.perf_counter() - start, 1),
        "python": sys.version.split()[0],
        "compiled": policy.COMPILED,
        "when": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    }


def append(pairing: Pairing, row: dict[str, object]) -> None:
    """One line, flushed to disk, so a stopped run loses at most the match being played."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    with results_path(pairing).open("a", encoding="utf-8") as file:
        file.write(json.dumps(row, sort_keys=True) + "\n")
        file.flush()
        os.fsync(file.fileno())


def next_match(pairing: Pairing, current: str, until: int) -> int | None:
    done = {int(row["match"]) for row in load(pairing, current)}  # type: ignore[call-overload]
    if len(done) >= until:
        return None
    return next(index for index in range(until + len(done) + 1) if index not in done)


def run(args: argparse.Namespace) -> None:
    current = fingerprint()
    chosen = [p for p in reseeded(PAIRINGS, args.seed_offset) if not args.only or p.name in args.only]
    deadline = _deadline(args.stop_at)
    print(f"fingerprint {current}, Ekspert {ekspert.STEPS} simulated moves per decision", flush=True)
    while True:
        played = False
        for pairing in chosen:
            if deadline is not None and time.time() >= deadline:
                return
            index = next_match(pairing, current, args.until)
            if index is None:
                continue
            row = play(pairing, index, current)
            append(pairing, row)
            played = True
            print(
                f"{pairing.name} match {index}: winner {row['winner']}, {row['rounds']} rounds,"
                f" {row['seconds']} s",
                flush=True,
            )
        if not played:
            return


def _deadline(text: str | None) -> float | None:
    """``HH:MM`` today (local time) as a `time.time` value."""
    if not text:
        return None
    hours, minutes = (int(part) for part in text.split(":"))
    now = datetime.datetime.now()
    return now.replace(hour=hours, minute=minutes, second=0, microsecond=0).timestamp()


def summary(pairing: Pairing, rows: list[dict[str, object]]) -> str:
    wins = sum(1 for row in rows if row["winner"] == "a")
    losses = sum(1 for row in rows if row["winner"] == "b")
    problems = sum(1 for row in rows if row["problem"] is not None)
    n = len(rows)
    low, high = wilson(wins + 0.5 * (n - wins - losses), n)
    rounds = sum(int(row["rounds"]) for row in rows)  # type: ignore[call-overload]
    margin = sum(_a_margin(row) for row in rows) / rounds if rounds else 0.0
    times = Histogram()
    for row in rows:
        data = row["a_ms"]
        assert isinstance(data, dict)
        times.merge(
            Histogram(
                {int(k): v for k, v in data["buckets"].items()}, data["count"], data["total"], data["largest"]
            )
        )
    rate = 100 * (wins + 0.5 * (n - wins - losses)) / n if n else 0.0
    return (
        f"{pairing.name}: {n}/{TARGET_MATCHES} matches, {pairing.a} won {wins}, lost {losses}"
        f" ({rate:.1f} % [{100 * low:.1f}–{100 * high:.1f}]), {margin:+.1f} points a round,"
        f" {problems} problems; {pairing.a}'s decisions {times.count}: median {times.quantile(0.5):.1f} ms,"
        f" p95 {times.quantile(0.95):.1f} ms, max {times.largest:.1f} ms"
    )


def _a_margin(row: dict[str, object]) -> float:
    """A's side's match total minus the mean of the other sides'."""
    totals = [int(t) for t in row["totals"]]  # type: ignore[attr-defined]
    side = int(row["a_side"])  # type: ignore[call-overload]
    others = [t for s, t in enumerate(totals) if s != side]
    return float(totals[side] - sum(others) / len(others))


def report(args: argparse.Namespace) -> None:
    current = fingerprint()
    print(f"fingerprint {current} (Ekspert {ekspert.STEPS} simulated moves per decision)")
    for pairing in reseeded(PAIRINGS, args.seed_offset):
        print(summary(pairing, load(pairing, current)))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="play matches until each pairing has --until")
    run_parser.add_argument("--until", type=int, default=TARGET_MATCHES)
    run_parser.add_argument("--stop-at", metavar="HH:MM", help="start no match after this local time")
    run_parser.add_argument("--only", nargs="*", help="pairing names (with the -s<offset> of --seed-offset)")
    run_parser.set_defaults(handler=run)
    report_parser = commands.add_parser("report", help="win rates for the current fingerprint")
    report_parser.set_defaults(handler=report)
    for sub in (run_parser, report_parser):
        sub.add_argument(
            "--seed-offset", type=int, default=0, help="new matches: every pairing's seed plus this"
        )
    args = parser.parse_args()
    args.handler(args)


if __name__ == "__main__":
    main()
