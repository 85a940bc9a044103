"""Start-up to the table's first paint, this tree against another, alternated (not a timed test).

Usage: ``python benchmarks/bench_startup.py [--runs 10] [--against PATH]``.

Each run starts ``python -m canasta_desktop.ui.process.app --startup-time`` with a fresh data folder,
offscreen, and reads the moment the app prints for its first paint; it also takes the process's CPU
time (user + system, from ``os.wait4``), which a busy machine disturbs far less than the wall time.
With ``--against`` the other tree (a git worktree of an older commit) runs between each of this tree's
runs, so both meet the same load. Bytecode is written and warmed first, as a player's installation has
it (pip compiles on install; an editable install writes it on the first start): a shell that sets
``PYTHONDONTWRITEBYTECODE`` would otherwise time the compiling of every module at every start.
Goal (docs/design.md): 1.0 s to the first paint.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _environment(tree: Path, home: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM="offscreen", CANASTA_DESKTOP_HOME=home, PYTHONPATH=str(tree))
    return env


def start_once(tree: Path) -> tuple[float, float]:
    """One start of ``tree``'s game: (wall seconds to the first paint, CPU seconds of the process to its
    first paint where the game says them, else to its end)."""
    with tempfile.TemporaryDirectory() as home:
        begin = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "canasta_desktop.ui.process.app", "--startup-time", "--seed", "1"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=tree,
            env=_environment(tree, home),
        )
        assert process.stdout is not None
        wall, cpu = float("nan"), None
        for line in process.stdout:
            if line.startswith("table shown"):
                wall = time.perf_counter() - begin
                if "CPU" in line:
                    cpu = float(line.split("CPU ")[1].split(" ")[0])
        _, _, usage = os.wait4(process.pid, 0)
        return wall, usage.ru_utime + usage.ru_stime if cpu is None else cpu


def _summary(name: str, runs: list[tuple[float, float]]) -> str:
    walls, cpus = [run[0] for run in runs], [run[1] for run in runs]
    return (
        f"{name}: first paint median {statistics.median(walls):.3f} s (min {min(walls):.3f}, max"
        f" {max(walls):.3f}); CPU median {statistics.median(cpus):.3f} s; {len(runs)} runs"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--against", type=Path, help="another tree of the game (e.g. a git worktree)")
    args = parser.parse_args()
    trees = {"this tree": ROOT}
    if args.against is not None:
        trees["against"] = args.against.resolve()
    results: dict[str, list[tuple[float, float]]] = {name: [] for name in trees}
    for tree in trees.values():
        start_once(tree)  # writes and warms the bytecode
    for _ in range(args.runs):
        for name, tree in trees.items():
            results[name].append(start_once(tree))
    for name, runs in results.items():
        print(_summary(name, runs))
    if args.against is not None:
        ratio = statistics.median(r[0] for r in results["this tree"]) / statistics.median(
            r[0] for r in results["against"]
        )
        print(f"ratio of the medians (this tree / against): {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
