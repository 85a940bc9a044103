"""A real process saving in a loop is killed (SIGKILL; TerminateProcess on Windows) at random moments,
hundreds of times; after every kill the save loads, and it is either the save being written or the one
before — never lost, never broken. The backup, when there is one, loads too.

The writer process imports only `persistence.atomic` (standard library), so it starts in a few
milliseconds and most kills land inside a write (between the temporary file and the rename, or
during the fsyncs). `run_kills` is shared with ``benchmarks/bench_save.py --crash N`` for larger runs.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.session import MatchSession, decode, encode
from canasta_desktop.persistence.store import SaveStore

from .helpers import new_session, play_turn

ROOT = Path(__file__).resolve().parents[2]
KILLS = 200

WRITER = """
import sys
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from canasta_desktop.persistence.atomic import atomic_write
blobs = [p.read_bytes() for p in sorted(Path(sys.argv[2]).glob("blob-*"))]
target = Path(sys.argv[3])
backup = target.with_name(target.name + ".bak")
i = int(sys.argv[4])
out = sys.stdout
while True:
    out.write(f"start {i}\\n"); out.flush()
    atomic_write(target, blobs[i % len(blobs)], backup)
    out.write(f"done {i}\\n"); out.flush()
    i += 1
"""


@dataclass
class CrashReport:
    kills: int = 0
    during_write: int = 0  # killed after "start i" and before "done i"
    between_writes: int = 0
    new_loaded: int = 0  # the save being written when killed had already landed
    previous_loaded: int = 0
    none_yet: int = 0  # killed inside the very first write: no save yet is the right old state
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0


def make_blobs(folder: Path, count: int = 7) -> list[bytes]:
    """Consecutive real saves of a 4-player match, all different."""
    folder.mkdir(parents=True, exist_ok=True)
    session = new_session(PRESETS["classic-4p"], 99, "mellem")
    blobs = []
    for index in range(count):
        play_turn(session)
        data = encode(session)
        (folder / f"blob-{index:02d}").write_bytes(data)
        blobs.append(data)
    assert len(set(blobs)) == count
    return blobs


def run_kills(count: int, folder: Path, seed: int = 1, max_delay: float = 0.03) -> CrashReport:
    blobs_dir = folder / "blobs"
    blobs = make_blobs(blobs_dir)
    store = SaveStore(folder / "save" / "match.json")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    report = CrashReport()
    begin = time.perf_counter()
    next_index = 0
    on_disk: int | None = None  # the index whose content the save held before this run
    for _ in range(count):
        process = subprocess.Popen(
            [sys.executable, "-S", "-c", WRITER, str(ROOT), str(blobs_dir), str(store.path), str(next_index)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert process.stdout is not None
        first = process.stdout.readline()  # the writer is up and writing
        if not first.startswith("start"):
            process.kill()
            error = process.stderr.read() if process.stderr else ""
            raise AssertionError(f"writer did not start: {first!r} {error}")
        time.sleep(rng.uniform(0, max_delay))
        process.kill()  # SIGKILL on POSIX, TerminateProcess on Windows: no clean-up either way
        process.wait()
        rest = process.stdout.read()
        process.stdout.close()
        if process.stderr is not None:
            process.stderr.close()
        lines = [first.strip(), *rest.split("\n")]
        started = [int(line.split()[1]) for line in lines if line.startswith("start ")]
        done = {int(line.split()[1]) for line in lines if line.startswith("done ")}
        last = started[-1]
        report.kills += 1
        if last in done:
            report.between_writes += 1
            allowed = {last}
        else:
            report.during_write += 1
            before: set[int | None] = {last - 1} if last > next_index else {on_disk}  # None: no save yet
            allowed = {last} | before
        problem, on_disk = _check(store, blobs, allowed, report, last)
        if problem:
            report.failures.append(problem)
        next_index = last + 1
    report.seconds = time.perf_counter() - begin
    return report


def _check(
    store: SaveStore, blobs: list[bytes], allowed: set[int | None], report: CrashReport, last: int
) -> tuple[str, int | None]:
    """Whether the save is one of the ``allowed`` saves (None: no save file yet) and loads; and which
    one it is."""
    if not store.path.is_file():
        if None in allowed and not store.backup.exists():
            report.none_yet += 1
            return "", None
        return f"kill {report.kills}: no save file", None
    data = store.path.read_bytes()
    matches = [index for index in allowed if index is not None and data == blobs[index % len(blobs)]]
    if not matches:
        expected = sorted(map(str, allowed))
        return f"kill {report.kills}: the save is none of {expected} ({len(data)} bytes)", None
    index = matches[0]
    loaded = store.load()  # the real loader: checksum, validation, replay
    if loaded.value is None or loaded.problems or loaded.source != store.path:
        return f"kill {report.kills}: the save did not load: {loaded.problems}", index
    if index == last:
        report.new_loaded += 1
    else:
        report.previous_loaded += 1
    if store.backup.exists():
        backup = decode(store.backup.read_bytes())
        if not isinstance(backup, MatchSession):
            return f"kill {report.kills}: the backup is broken: {backup}", index
    return "", index


@pytest.mark.slow
def test_sigkill_while_saving_never_loses_or_breaks_the_save(tmp_path: Path) -> None:
    report = run_kills(KILLS, tmp_path)
    assert report.failures == []
    assert report.kills == KILLS
    assert report.during_write > KILLS // 2  # the kills really hit the writes
    assert report.new_loaded > 0 and report.previous_loaded > 0
    names = [p.name for p in (tmp_path / "save").iterdir()]
    leftovers = [name for name in names if name not in ("match.json", "match.json.bak")]
    assert all(name.endswith(".tmp") for name in leftovers)  # only interrupted temp files, cleaned at load


def test_a_kill_inside_the_very_first_write_leaves_no_save_which_is_right(tmp_path: Path) -> None:
    """The harness's expectation when no save existed before the first write (seen on healthy
    machines when the first kill came early): "no save file" is the old state, not a loss."""
    blobs = make_blobs(tmp_path / "blobs", 2)
    store = SaveStore(tmp_path / "save" / "match.json")
    report = CrashReport()
    assert _check(store, blobs, {0, None}, report, 0) == ("", None) and report.none_yet == 1
    problem, _ = _check(store, blobs, {1, 0}, report, 1)
    assert problem.endswith("no save file")  # once a save existed, having none is a loss
