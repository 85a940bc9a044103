"""Start-up with huge files (issue 23): time to the window, time until the files are in, peak memory.

Usage: ``python benchmarks/bench_startup_files.py [--runs 3] [--before REV]``. Each big file of
`tests.big_files` is written into a fresh home, and the real game is started on it (offscreen) through
`tests.ui.start_probe`: "window" is the time from the process start to the first turn of the event loop
with the window on screen, "ready" until a match (or the Continue question) is on the table, "peak" the
process's peak resident memory (VmHWM) by then. ``--before REV`` runs the same on the game as it was at
git revision REV (exported to a temporary folder), for the before/after table. Medians of ``--runs``.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.big_files import BIG_FILES  # noqa: E402
from tests.ui.start_probe import run_probe  # noqa: E402


def export(revision: str, folder: Path) -> Path:
    """The game's files at ``revision``, in ``folder``."""
    folder.mkdir(parents=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive.stdout, check=True)
    return folder


def measure(source: Path, base: Path, runs: int) -> dict[str, tuple[float, float, float, str]]:
    """Per big file: median seconds to the window, to ready, median peak MB, and the last run's outcome."""
    results = {}
    for number, (name, (file_name, make)) in enumerate(BIG_FILES.items()):
        original = base / f"original-{number}"
        (original / "data").mkdir(parents=True)
        make(original / "data" / file_name)
        window, ready, peak = [], [], []
        outcome = ""
        for _ in range(runs):
            home = base / f"home-{number}"
            shutil.rmtree(home, ignore_errors=True)
            shutil.copytree(original, home)
            run = run_probe(home, source)
            window.append(run.lines.get("shown", float("nan")))
            ready.append(run.lines.get("ready", float("nan")))
            peak.append(run.peak_mb)
            outcome = " ".join(line for line in run.text if line.startswith(("shown", "ready")))
        shutil.rmtree(original)
        results[name] = (
            statistics.median(window),
            statistics.median(ready),
            statistics.median(peak),
            outcome,
        )
        print(
            f"  {name:36} window {results[name][0]:5.1f} s  ready {results[name][1]:5.1f} s"
            f"  peak {results[name][2]:5.0f} MB  ({outcome})",
            flush=True,
        )
    return results


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--before", default=None, help="also measure the game at this git revision")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        if args.before:
            print(f"before ({args.before}):")
            measure(export(args.before, base / "before-source"), base, args.runs)
        print("now:")
        measure(ROOT, base, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
