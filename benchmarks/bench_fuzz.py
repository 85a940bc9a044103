"""The save fuzz campaign at scale (not a timed test): damaged, impossible and special files against the
real loaders, and SIGKILLs during autosave. Run by hand; the figures go into docs/saves.md.

Usage: ``python benchmarks/bench_fuzz.py [--flips 300] [--kills 500] [--stat-flips 1000]
[--full-disk 300] [--signals 300] [--odd-files 300] [--paths 200] [--machine-only]``. The machine's
families (`fuzz_machine`: full disks, quit signals sent to a real process, bad lock files) need root
for the small tmpfs; the odd files' (`fuzz_files_odd`: clock jumps, hand-edited settings values, odd
house-rule names) and the paths' (`fuzz_paths`: links where the game writes, odd output paths) run
with them.

For every file tried it counts:

- handled: the loader answered without an exception — either a clear error (the backup or a fresh
  start used instead) or exactly the good file back (damage in the layout's whitespace);
- kept: each refused file is still there, moved aside as ``NAME.bad-…`` with its content intact
  (a pipe is still a pipe, a folder still holds its files);
- silently accepted: something loaded that is not the file that was written — must be 0.

Cases: truncations, flipped bytes, hand edits sealed with a fresh checksum, every impossible position
at every engine revision (replayable log or not), seeds too big for the save, named pipes, folders,
symbolic links to pipes, statistics files flipped bit by bit and sealed with impossible entries, and
the settings file replaced by pipes and folders, finished rounds' logs edited and sealed (each must
be dropped alone, the match loading without it), and the review's ``round-logs.json`` cut, flipped
and replaced by pipes and folders. Runs in a temporary folder.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from canasta_desktop.engine.rules import PRESETS  # noqa: E402
from canasta_desktop.persistence.round_archive import RoundArchive, archived_match  # noqa: E402
from canasta_desktop.persistence.session import MatchSession, decode, encode  # noqa: E402
from canasta_desktop.persistence.settings import load_settings  # noqa: E402
from canasta_desktop.persistence.statistics import StatisticsStore  # noqa: E402
from canasta_desktop.persistence.store import SaveStore  # noqa: E402
from tests.persistence.helpers import new_session, play_turn, session_signature  # noqa: E402
from tests.persistence.test_damaged import _cases, _edited, resealed  # noqa: E402
from tests.persistence.test_engine_revision import IMPOSSIBLE, REVISIONS, _unreplayable  # noqa: E402

POSITIONS = [
    ("classic-2p", 3, 2),
    ("classic-4p", 77, 1),
    ("family-4p", 5, 1),
    ("salling-4p", 2, 2),
    ("salling-6p", 4, 2),
]  # (preset, seed, the round to stop in)


@dataclass
class Tally:
    tried: int = 0
    handled: int = 0
    refused: int = 0
    kept: int = 0
    harmless: int = 0  # loaded, and exactly the good file
    silently_accepted: list[str] = field(default_factory=list)
    crashed: list[str] = field(default_factory=list)
    problems: Counter[str] = field(default_factory=Counter)

    def line(self, name: str) -> str:
        return (
            f"{name:34} tried {self.tried:6}  handled {self.handled:6}  refused {self.refused:6}"
            f"  kept {self.kept:6}  harmless {self.harmless:4}  silently accepted"
            f" {len(self.silently_accepted)}  crashed {len(self.crashed)}"
        )


@dataclass
class Position:
    """A good save of a match in progress and the save one turn before it (the backup)."""

    preset: str
    good: bytes
    previous: bytes
    document: dict[str, Any]
    signature: dict[str, Any]
    previous_signature: dict[str, Any]


def position(preset: str, seed: int, rounds: int) -> Position:
    session = new_session(PRESETS[preset], seed, "mellem")
    while len(session.match.history) < rounds - 1:
        play_turn(session)
    for _ in range(7):
        play_turn(session)
    previous = encode(session)
    play_turn(session)
    good = encode(session)
    return Position(preset, good, previous, json.loads(good), _signature(good), _signature(previous))


def _signature(data: bytes) -> dict[str, Any]:
    session = decode(data)
    assert isinstance(session, MatchSession), session
    return session_signature(session)


# --------------------------------------------------------------------------- one save case
def try_save(
    folder: Path,
    make: Callable[[Path], None],
    pos: Position,
    tally: Tally,
    name: str,
    with_backup: bool,
    must_refuse: bool = False,
) -> None:
    """Put the damaged thing where ``match.json`` goes (with the good backup if asked) and load it."""
    folder.mkdir(parents=True)
    store = SaveStore(folder / "match.json")
    make(store.path)
    if with_backup:
        store.backup.write_bytes(pos.previous)
    before = _fingerprint(store.path)
    tally.tried += 1
    try:
        loaded = store.load()
    except Exception as error:  # noqa: BLE001 - counted: must never happen
        tally.crashed.append(f"{name}: {type(error).__name__}: {error}")
        return
    tally.handled += 1
    if loaded.value is not None and not loaded.problems:
        if must_refuse or session_signature(loaded.value) != pos.signature:
            tally.silently_accepted.append(name)
        else:
            tally.harmless += 1
        return
    if loaded.value is not None and session_signature(loaded.value) != pos.previous_signature:
        tally.silently_accepted.append(f"{name} (a wrong backup)")
    tally.refused += 1
    problem = loaded.problems[0]
    tally.problems[problem.problem.value] += 1
    if problem.moved_to is not None and _fingerprint(problem.moved_to) == before:
        tally.kept += 1
    elif problem.problem.value == "future_version" and _fingerprint(store.path) == before:
        tally.kept += 1  # a newer version's file: kept where it is, untouched


def _fingerprint(path: Path) -> object:
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_fifo():
        return "fifo"
    if path.is_dir():
        return ("dir", sorted((p.name, p.read_bytes()) for p in path.iterdir()))
    return path.read_bytes() if path.exists() else None


def _bytes(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def _specials() -> Iterator[tuple[str, Callable[[Path], None]]]:
    def fifo(path: Path) -> None:
        os.mkfifo(path)

    def folder(path: Path) -> None:
        path.mkdir()
        (path / "notes.txt").write_text("someone's file")

    def link_to_fifo(path: Path) -> None:
        os.mkfifo(path.with_name("a-pipe"))
        path.symlink_to("a-pipe")

    if hasattr(os, "mkfifo"):
        yield "named pipe", fifo
        yield "symbolic link to a named pipe", link_to_fifo
    yield "folder", folder


def huge_seeds(pos: Position) -> Iterator[tuple[str, bytes]]:
    """Seeds beyond what the save holds, sealed with a fresh checksum."""
    for value in (2**64, 2**64 + 5, 10**26, -(2**63) - 1):
        for where in ("match", "round", "seat"):
            document = copy.deepcopy(pos.document)
            if where == "match":
                document["match"]["seed"] = value
            elif where == "round":
                document["round"]["seed"] = value
            else:
                document["seats"][1]["seed"] = value
            yield f"seed {value} in the {where}", resealed(document)


def impossible(pos: Position) -> Iterator[tuple[str, bytes]]:
    for name, edit in IMPOSSIBLE.items():
        for revision in REVISIONS:
            for replayable in (True, False):
                try:
                    document = (
                        copy.deepcopy(pos.document) if replayable else _unreplayable(pos.document, revision)
                    )
                    document["engine_revision"] = revision
                    edit(document["round"]["position"])
                except (StopIteration, AssertionError, IndexError):
                    continue  # the position lacks what the edit needs (no jokers in Salling…)
                yield f"{name}, revision {revision}, replayable {replayable}", resealed(document)


def save_campaign(base: Path, flips: int) -> dict[str, Tally]:
    tallies = {
        key: Tally()
        for key in (
            "damaged saves",
            "hand edits (sealed)",
            "impossible positions",
            "huge seeds",
            "special files (saves)",
            "finished rounds' logs (sealed)",
        )
    }
    number = 0
    for preset, seed, rounds in POSITIONS:
        pos = position(preset, seed, rounds)
        log_campaign(pos, tallies["finished rounds' logs (sealed)"])
        groups: list[tuple[str, Iterator[tuple[str, Callable[[Path], None]]], bool]] = [
            ("damaged saves", ((n, _bytes(d)) for n, d in _damaged(pos, flips)), False),
            ("hand edits (sealed)", ((n, _bytes(d)) for n, d, _ in _edited(pos)), True),  # type: ignore
            ("impossible positions", ((n, _bytes(d)) for n, d in impossible(pos)), True),
            ("huge seeds", ((n, _bytes(d)) for n, d in huge_seeds(pos)), True),
            ("special files (saves)", _specials(), True),
        ]
        for group, cases, must_refuse in groups:
            for name, make in cases:
                if must_refuse and _unchanged(make, pos, base / "probe"):
                    continue  # the edit changed nothing in this position (no wild card to rig…)
                for with_backup in (False, True):
                    number += 1
                    try_save(
                        base / f"s{number}",
                        make,
                        pos,
                        tallies[group],
                        f"{preset}: {name}",
                        with_backup,
                        must_refuse,
                    )
    return tallies


LOG_EDITS: dict[str, Callable[[str], str]] = {
    "another seed": lambda log: log.replace("seed: ", "seed: 9", 1),
    "another dealer": lambda log: log.replace("dealer: 0", "dealer: 9").replace("dealer: 1", "dealer: 0"),
    "other scores before": lambda log: log.replace("scores: ", "scores: 5", 1),
    "the last move cut": lambda log: log.rstrip("\n").rsplit("\n", 1)[0] + "\n",
    "a move dropped": lambda log: "\n".join(log.splitlines()[:6] + log.splitlines()[7:]) + "\n",
    "other rules": lambda log: log.replace('"going_out_bonus": 100', '"going_out_bonus": 105'),
    "not a log": lambda log: "hello",
    "emptied": lambda log: "",
}


def log_campaign(pos: Position, tally: Tally) -> None:
    """A finished round's log edited and sealed: the match must load with exactly that log dropped
    ("refused" here counts a log dropped alone, "kept" a match otherwise exactly as saved)."""
    for name, edit in LOG_EDITS.items():
        for index in range(len(pos.document["match"]["history"])):
            document = copy.deepcopy(pos.document)
            record = document["match"]["history"][index]
            if edit(record["log"]) == record["log"]:
                continue  # the edit changes nothing in this round (another dealer…)
            record["log"] = edit(record["log"])
            tally.tried += 1
            try:
                loaded = decode(resealed(document))
            except Exception as error:  # noqa: BLE001
                tally.crashed.append(f"{pos.preset}: {name}: {error}")
                continue
            tally.handled += 1
            if not isinstance(loaded, MatchSession):
                tally.silently_accepted.append(f"{pos.preset}: {name}: the whole match refused")
                continue
            expected = dict(pos.signature, logs=list(pos.signature["logs"]))
            expected["logs"][index] = ""
            if session_signature(loaded) != expected:
                tally.silently_accepted.append(f"{pos.preset}: {name} (round {index + 1})")
                continue
            tally.refused += record["log"] != ""  # an emptied log is simply unknown
            tally.harmless += record["log"] == ""
            tally.kept += 1


def archive_campaign(base: Path, flips: int) -> Tally:
    """``round-logs.json`` cut, flipped, replaced by garbage, pipes and folders, with its backup or not."""
    tally = Tally()
    source = RoundArchive(base / "source" / "round-logs.json")
    for preset, seed, rounds in POSITIONS[:2]:
        session = new_session(PRESETS[preset], seed, "let")
        while len(session.match.history) < rounds:
            play_turn(session)
        source.add(archived_match(session))
    previous = source.path.read_bytes()
    source.add(archived_match(session))  # the same match again: the backup holds the earlier file
    good = source.path.read_bytes()
    expected = source.matches
    rng = random.Random(24)
    cases: list[tuple[str, Callable[[Path], None]]] = []
    for number in range(flips):
        data = bytearray(good)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        cases.append((f"flipped bytes #{number}", _bytes(bytes(data))))
    for cut in range(0, len(good), max(1, len(good) // 40)):
        cases.append((f"cut at {cut}", _bytes(good[:cut])))
    cases += [("garbage", _bytes(b"\x00\xff{")), *_specials()]
    number = 0
    for name, make in cases:
        for with_backup in (False, True):
            number += 1
            folder = base / f"a{number}"
            folder.mkdir(parents=True)
            path = folder / "round-logs.json"
            make(path)
            if with_backup:
                path.with_name("round-logs.json.bak").write_bytes(previous)
            before = _fingerprint(path)
            tally.tried += 1
            try:
                archive = RoundArchive(path)
                matches = archive.matches
            except Exception as error:  # noqa: BLE001
                tally.crashed.append(f"{name}: {type(error).__name__}: {error}")
                continue
            tally.handled += 1
            if not archive.problems:
                if matches == expected:
                    tally.harmless += 1
                else:
                    tally.silently_accepted.append(name)
                continue
            tally.refused += 1
            tally.problems[archive.problems[0].problem.value] += 1
            moved = archive.problems[0].moved_to
            if moved is not None and _fingerprint(moved) == before:
                tally.kept += 1
    return tally


def _unchanged(make: Callable[[Path], None], pos: Position, probe: Path) -> bool:
    probe.mkdir(parents=True, exist_ok=True)
    path = probe / "probe.json"
    if path.exists():
        path.unlink()
    try:
        make(path)
        if not path.is_file() or path.is_symlink():
            return False
        edited = json.loads(path.read_bytes())
    except (ValueError, OSError):
        return False
    finally:
        shutil.rmtree(probe)
    strip = lambda doc: {k: v for k, v in doc.items() if k != "checksum"}  # noqa: E731
    return isinstance(edited, dict) and strip(edited) == strip(pos.document)


def _damaged(pos: Position, flips: int) -> Iterator[tuple[str, bytes]]:
    cases = _cases(pos)  # type: ignore[arg-type] - a Position has what the tests' Saves has
    yield from ((name, data) for name, data in cases if not name.startswith("flipped"))
    rng = random.Random(pos.preset)
    for number in range(flips):
        data = bytearray(pos.good)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        yield f"flipped bytes #{number}", bytes(data)


# --------------------------------------------------------------------------- statistics and settings
def statistics_campaign(base: Path, flips: int) -> Tally:
    from tests.persistence.test_statistics_file import _sealed, random_entry

    tally = Tally()
    source = StatisticsStore(base / "source" / "statistics.json")
    rng = random.Random(9)
    for number in range(40):
        source.record(random_entry(rng, number))
    good = source.path.read_bytes()
    expected = source.data
    cases: list[tuple[str, Callable[[Path], None]]] = []
    for number in range(flips):
        data = bytearray(good)
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        cases.append((f"bit flip #{number}", _bytes(bytes(data))))
    for cut in range(0, len(good), max(1, len(good) // 50)):
        cases.append((f"cut at {cut}", _bytes(good[:cut])))
    document = json.loads(good)
    for field_name, value in (
        ("human_side", 2),
        ("won", None),
        ("totals", [1, 2, 3]),
        ("rounds", 9999),
        ("target", 10**7),
        ("round_scores", []),
    ):
        changed = copy.deepcopy(document)
        entry = changed["matches"][3]
        entry[field_name] = (not entry["won"]) if value is None else value
        cases.append((f"sealed impossible {field_name}", _bytes(_sealed(changed))))
    cases.extend(_specials())
    for number, (name, make) in enumerate(cases):
        folder = base / f"t{number}"
        folder.mkdir(parents=True)
        path = folder / "statistics.json"
        make(path)
        before = _fingerprint(path)
        tally.tried += 1
        try:
            store = StatisticsStore(path)
            loaded = store.load()
            store.summary()
        except Exception as error:  # noqa: BLE001
            tally.crashed.append(f"{name}: {type(error).__name__}: {error}")
            continue
        tally.handled += 1
        if not loaded.problems:
            if store.data == expected:
                tally.harmless += 1
            else:
                tally.silently_accepted.append(name)
            continue
        tally.refused += 1
        tally.problems[loaded.problems[0].problem.value] += 1
        moved = loaded.problems[0].moved_to
        if moved is not None and _fingerprint(moved) == before:
            tally.kept += 1
    return tally


def settings_campaign(base: Path) -> Tally:
    tally = Tally()
    for number, (name, make) in enumerate([*_specials(), ("garbage", _bytes(b"\x00\xff{"))]):
        folder = base / f"c{number}"
        folder.mkdir(parents=True)
        path = folder / "settings.json"
        make(path)
        before = _fingerprint(path)
        tally.tried += 1
        try:
            loaded = load_settings(path)
        except Exception as error:  # noqa: BLE001
            tally.crashed.append(f"{name}: {error}")
            continue
        tally.handled += 1
        tally.refused += bool(loaded.problems)
        if (
            loaded.problems
            and loaded.problems[0].moved_to is not None
            and _fingerprint(loaded.problems[0].moved_to) == before
        ):
            tally.kept += 1
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--flips", type=int, default=300, help="random byte flips per position")
    parser.add_argument("--stat-flips", type=int, default=1000, help="bit flips of the statistics file")
    parser.add_argument("--kills", type=int, default=500, help="SIGKILLs during autosave")
    parser.add_argument("--full-disk", type=int, default=300, help="matches played onto a full disk")
    parser.add_argument("--signals", type=int, default=300, help="quit signals sent to a real canasta")
    parser.add_argument("--odd-files", type=int, default=300, help="tries of each odd-file family")
    parser.add_argument(
        "--paths",
        type=int,
        default=200,
        help="tries of each path family: links where the game writes, odd outputs",
    )
    parser.add_argument("--machine-only", action="store_true", help="only the machine's families")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        if args.machine_only:
            return machine(base, args)
        start = time.perf_counter()
        tallies = save_campaign(base / "saves", args.flips)
        saves_s = time.perf_counter() - start
        start = time.perf_counter()
        tallies["statistics files"] = statistics_campaign(base / "statistics", args.stat_flips)
        tallies["settings files"] = settings_campaign(base / "settings")
        tallies["round logs (review archive)"] = archive_campaign(base / "archive", args.flips)
        other_s = time.perf_counter() - start
        for name, tally in tallies.items():
            print(tally.line(name))
            for item in (tally.silently_accepted + tally.crashed)[:10]:
                print("    !", item)
        total = Tally()
        for tally in tallies.values():
            total.tried += tally.tried
            total.handled += tally.handled
            total.refused += tally.refused
            total.kept += tally.kept
            total.harmless += tally.harmless
            total.silently_accepted += tally.silently_accepted
            total.crashed += tally.crashed
        print(total.line("all files"))
        print(f"saves: {saves_s:.0f} s; statistics and settings: {other_s:.0f} s")
        print(
            "problems found in refused saves:", dict(sum((t.problems for t in tallies.values()), Counter()))
        )
        failed = bool(total.silently_accepted or total.crashed)
        if args.kills:
            from tests.persistence.test_crash import run_kills

            report = run_kills(args.kills, base / "crash")
            print(
                f"kills: {report.kills} SIGKILLs in {report.seconds:.0f} s, {report.during_write} during a"
                f" write; survived {report.kills - len(report.failures)} (the new save {report.new_loaded},"
                f" the previous one {report.previous_loaded}, none yet {report.none_yet});"
                f" failures {len(report.failures)}"
            )
            failed |= bool(report.failures)
        failed |= bool(machine(base, args))
    return 1 if failed else 0


def machine(base: Path, args: argparse.Namespace) -> int:
    """The machine's families (issue 23); 1 if anything was lost, hung, crashed or silently wrong."""
    import fuzz_files_odd
    import fuzz_machine

    families = {}
    if args.full_disk:
        families["full disk"] = fuzz_machine.full_disk_campaign(base / "full-disk", args.full_disk)
    if args.signals:
        families["quit signals"] = fuzz_machine.signal_campaign(base / "signals", args.signals)
    if args.odd_files:
        families |= fuzz_files_odd.families(base / "odd-files", args.odd_files)
    if args.paths:
        import fuzz_paths

        families |= fuzz_paths.campaigns(base / "paths", args.paths)
    for name, family in families.items():
        print(family.line(name))
        for item in family.failures()[:10]:
            print("    !", item)
    return 1 if any(family.failures() for family in families.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
