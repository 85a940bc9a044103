"""Slow and stuck disks (issue 23), for ``bench_fuzz.py``: huge files at the start, a frozen disk at exit.

- big files at start: a random huge file (a save of a random few hundred thousand melds, statistics of
  empty objects of a random size, an old-schema statistics file of 20 000 to 100 000 matches, statistics
  of many-round matches) in a fresh home; the real game is started on it. Handled: the window showed
  before the file was read, the start went through, and the file is either read (the statistics count
  its matches) or kept aside intact and said. Hang: no window or no start within the limit; crash: a
  non-zero exit; silently wrong: a refused file not said, or a peak memory above `PEAK_LIMIT_MB`.
- frozen disk at exit: a short match played through the real window's archive, the disk (a loop-mounted
  ext4 image) frozen with ``fsfreeze`` before its last turn is recorded, the window held open a random
  while, then closed. Handled: the window answered, the game ended, and after thawing the match is
  recorded or its last good save is there; lost: neither; hang: the window or the game did not end.

Counted like `fuzz_machine`'s families (and printed by ``bench_fuzz.py --slow-disk N``). Needs root for
the loop mount (the frozen family is skipped otherwise).
"""

from __future__ import annotations

import random
import shutil
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from fuzz_machine import Family

from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.storage import Storage
from tests import big_files
from tests.frozen_disk import mount_image, unmount
from tests.ui.frozen_driver import run_frozen
from tests.ui.start_probe import run_probe

PEAK_LIMIT_MB = 900  # generous: the largest readable file (100 000 old matches) peaks near 560 MB


def _random_big_file(rng: random.Random) -> tuple[str, str, Callable[[Path], None], int | None]:
    """(what, file name, how to write it, matches it holds if it is to be read)."""
    kind = rng.randrange(4)
    if kind == 0:
        melds = rng.randrange(300_000, 800_000)
        return f"save of {melds} melds", "match.json", lambda p: big_files.big_save(p, melds), None
    if kind == 1:
        size = rng.randrange(12, 64)
        return (
            f"{size} MB of empty objects",
            "statistics.json",
            lambda p: big_files.empty_objects(p, size),
            None,
        )
    if kind == 2:
        count = rng.randrange(20_000, 100_001)
        writer = lambda p: big_files.statistics_file(p, count, 5, version=1)  # noqa: E731
        return f"old statistics of {count} matches", "statistics.json", writer, count
    rounds = rng.randrange(30, 80)
    writer = lambda p: big_files.statistics_file(p, 100_000, rounds)  # noqa: E731
    return f"100 000 matches of {rounds} rounds", "statistics.json", writer, None


def big_file_try(base: Path, rng: random.Random, family: Family, number: int) -> None:
    what, name, write, matches = _random_big_file(rng)
    home = base / f"try-{number}"
    (home / "data").mkdir(parents=True)
    path = home / "data" / name
    family.tries += 1
    try:
        write(path)
        size = path.stat().st_size
        run = run_probe(home, timeout=180)
        label = f"try {number} ({what})"
        if "shown" not in run.lines or "ready" not in run.lines:
            family.hangs.append(f"{label}: {run.text}")
        elif run.code != 0:
            family.crashes.append(f"{label}: exit {run.code}")
        elif run.text[0] != "shown loading=True" or run.peak_mb > PEAK_LIMIT_MB:
            family.wrong.append(f"{label}: {run.text[0]}, peak {run.peak_mb:.0f} MB")
        else:
            _judge(home, name, size, matches, run.text, label, family)
    except Exception:  # noqa: BLE001 - a campaign counts crashes
        family.crashes.append(f"try {number} ({what}): {traceback.format_exc()[-600:]}")
    finally:
        shutil.rmtree(home, ignore_errors=True)


def _judge(
    home: Path, name: str, size: int, matches: int | None, text: list[str], label: str, family: Family
) -> None:
    data = home / "data"
    aside = [p for p in data.glob(f"{name}.bad-*") if p.stat().st_size == size]
    said = any("problems=True" in line for line in text)
    if matches is not None:
        played = Storage.at(Paths.under(home)).statistics.summary().total.played
        if played == matches and not aside:
            family.handled += 1
        else:
            family.lost.append(f"{label}: {played} of {matches} matches read, set aside: {bool(aside)}")
    elif not aside:
        family.lost.append(f"{label}: refused, but not kept aside intact")
    elif not said:
        family.wrong.append(f"{label}: refused without a word")
    else:
        family.handled += 1


def big_files_campaign(base: Path, tries: int, seed: int = 1) -> Family:
    family = Family()
    start = time.perf_counter()
    rng = random.Random(seed)
    for number in range(tries):
        big_file_try(base, rng, family, number)
    family.seconds = time.perf_counter() - start
    return family


def frozen_campaign(base: Path, tries: int, seed: int = 1) -> Family:
    family = Family()
    base.mkdir(parents=True, exist_ok=True)
    disk = base / "disk"
    problem = mount_image(disk, base / "disk.img", "64M")
    if problem:
        print(f"frozen disk: {problem}; skipped")
        return family
    start = time.perf_counter()
    rng = random.Random(seed)
    try:
        for number in range(tries):
            family.tries += 1
            match_seed, hold = rng.randrange(1, 10_000), rng.uniform(0.2, 3.0)
            label = f"try {number} (match {match_seed}, held {hold:.1f} s)"
            try:
                run = run_frozen(disk, base, match_seed, hold)
            except Exception:  # noqa: BLE001 - a campaign counts crashes
                family.crashes.append(f"{label}: {traceback.format_exc()[-600:]}")
                continue
            if run.problem:
                family.crashes.append(f"{label}: {run.problem}")
            elif run.returned is None or run.ticks < 5 or run.closed is None or not run.ended:
                family.hangs.append(f"{label}: {run.lines}")
            elif run.code != 0:
                family.crashes.append(f"{label}: exit {run.code}")
            elif not run.recoverable:
                family.lost.append(label)
            else:
                family.handled += 1
            shutil.rmtree(disk / f"home-{match_seed}", ignore_errors=True)
    finally:
        unmount(disk)
    family.seconds = time.perf_counter() - start
    return family


def slow_disk_families(base: Path, tries: int) -> dict[str, Family]:
    """Both families, ``tries`` each (the one call ``bench_fuzz.py`` makes)."""
    return {
        "big files at start": big_files_campaign(base / "big-files", tries),
        "frozen disk at exit": frozen_campaign(base / "frozen", tries),
    }
