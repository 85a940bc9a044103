"""Benchmark of the autosave (not a timed test): what a save costs and how big the file is.

Usage: ``python benchmarks/bench_save.py [--runs 200] [--crash N]``.

- The position: a 4-player classic match in its third round, mid-round (melds on the table, a
  pile, the computers' generators), and for the worst case a 6-player Salling match late on.
- "On the table's thread": what the player could feel — encoding the match (the writer thread
  does the disk work). Target: at most 20 ms median.
- "Whole save": encoding plus the atomic write with its fsyncs, as if done synchronously.
- "Load": reading, checking and replaying the save at start-up.
- ``--crash N``: the SIGKILL test of ``tests/persistence/test_crash.py`` with N kills.

Runs in a temporary folder; never touches the real save.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from canasta_desktop.engine.rules import PRESETS  # noqa: E402
from canasta_desktop.persistence.session import MatchSession, decode, encode  # noqa: E402
from canasta_desktop.persistence.store import SaveStore  # noqa: E402
from tests.persistence.helpers import new_session, play_action, play_turn  # noqa: E402


def position(preset: str, rounds: int, turns: int, seed: int) -> MatchSession:
    session = new_session(PRESETS[preset], seed, "svaer")
    while len(session.match.history) < rounds and not session.match.is_over:
        play_turn(session)
    for _ in range(turns):
        play_turn(session)
    play_action(session)  # mid-turn: drawn, not yet discarded
    return session


def measure(label: str, session: MatchSession, runs: int, folder: Path) -> None:
    store = SaveStore(folder / f"{label}.json")
    encode_ms, save_ms, load_ms = [], [], []
    for _ in range(runs):
        start = time.perf_counter()
        data = encode(session)
        middle = time.perf_counter()
        store.write(data)
        end = time.perf_counter()
        encode_ms.append((middle - start) * 1000)
        save_ms.append((end - start) * 1000)
    data = store.path.read_bytes()
    for _ in range(max(10, runs // 10)):
        start = time.perf_counter()
        assert isinstance(decode(data), MatchSession)
        load_ms.append((time.perf_counter() - start) * 1000)
    state = session.match.round
    print(
        f"{label}: round {session.match.round_number}, {len(state.log)} moves in the round, "
        f"{len(session.match.history)} rounds done"
    )
    print(f"  file size                    {len(data) / 1024:7.1f} KiB ({len(data)} bytes)")
    print(
        f"  on the table's thread        median {statistics.median(encode_ms):6.2f} ms   "
        f"p95 {_p95(encode_ms):6.2f} ms"
    )
    print(
        f"  whole save (encode+fsync)    median {statistics.median(save_ms):6.2f} ms   "
        f"p95 {_p95(save_ms):6.2f} ms"
    )
    print(f"  load (check and replay)      median {statistics.median(load_ms):6.2f} ms")


def _p95(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.95) - 1]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument(
        "--crash", type=int, default=0, metavar="N", help="also kill a saving process N times"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        measure("classic-4p mid-round", position("classic-4p", 2, 9, 4), args.runs, folder)
        measure("salling-6p late", position("salling-6p", 18, 25, 6), args.runs, folder)
        if args.crash:
            from tests.persistence.test_crash import run_kills

            report = run_kills(args.crash, folder / "crash")
            print(
                f"crash test: {report.kills} SIGKILLs in {report.seconds:.0f} s, "
                f"{report.during_write} during a write, {report.between_writes} between writes; "
                f"loaded the new save {report.new_loaded} times, the previous one "
                f"{report.previous_loaded} times, none yet (first write) {report.none_yet} times; "
                f"failures: {len(report.failures)}"
            )
            for failure in report.failures[:10]:
                print("  ", failure)
            if report.failures:
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
