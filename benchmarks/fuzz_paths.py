"""Paths that misbehave (issue 23), for ``bench_fuzz.py --paths N``: symbolic links where the game
writes, and odd output paths handed to ``canasta-sim`` and ``canasta --screenshot``.

Counted like `fuzz_machine`'s families: tries, handled, lost (a file of the player's changed or
removed, or the game's own data gone), hangs, crashes (an exception, a traceback, an unexpected exit
status), silently wrong (ended well, but a file is not what it should be).

- **Links**: one of the game's files (the save and its backup, the statistics and their backup, the
  pending entries, the settings and their backup, the first-run marker, the lock) is replaced by a
  link — to a file of the player's, to nowhere, to a folder, to a named pipe, through a chain of
  links, or to itself — and the game writes it through its real code. Handled: the player's thing
  is exactly as before, nothing was made where a link to nowhere pointed, the game's file reads back
  what was written. The settings follow a link to a regular file on purpose (docs/saves.md): there
  the file named is replaced and the link stays.
- **Output paths**: ``canasta-sim --json``/``--log`` (a run and a deal code) and ``canasta
  --screenshot`` as real processes, on a pipe, a link to a pipe, a link to nowhere, a folder, a
  device, an empty path, a path below a file, a folder nobody may write in, and good paths (a new
  file, a link to a file, a link to a folder). Handled: a bad path gets one line and exit status 2
  before any work, nothing created; a good one is written.
"""

from __future__ import annotations

import os
import random
import signal
import stat
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fuzz_machine import Family  # noqa: E402

from canasta_desktop.engine.rules import PRESETS  # noqa: E402
from canasta_desktop.persistence.atomic import backup_of  # noqa: E402
from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths  # noqa: E402
from canasta_desktop.persistence.settings import Settings  # noqa: E402
from canasta_desktop.persistence.storage import Storage  # noqa: E402
from tests.persistence.helpers import new_session, play_turn, session_signature  # noqa: E402
from tests.persistence.test_statistics import entry  # noqa: E402

LIMIT = 20  # seconds for one in-process write; a hang is far beyond it
PROCESS_LIMIT = 120  # seconds for a real process
DIARY = b"the player's own file\n"
LINK_KINDS = ("player's file", "nowhere", "folder", "named pipe", "chain", "itself")
FILES = (
    "save",
    "save backup",
    "statistics",
    "statistics backup",
    "pending",
    "settings",
    "settings backup",
    "marker",
    "lock",
)


class Hang(Exception):
    pass


def _alarm(_number: int, _frame: FrameType | None) -> None:
    raise Hang


# ------------------------------------------------------------------------------------------ links
def _point(kind: str, outside: Path, link: Path) -> Path:
    """Make what a link of ``kind`` points at (in the player's folder ``outside``); return the target."""
    if kind == "player's file":
        target = outside / "diary.txt"
        target.write_bytes(DIARY)
    elif kind == "nowhere":
        target = outside / "not-mounted" / "file"
    elif kind == "folder":
        target = outside / "photos"
        target.mkdir()
        (target / "holiday.jpg").write_bytes(DIARY)
    elif kind == "named pipe":
        target = outside / "pipe"
        os.mkfifo(target)
    elif kind == "chain":
        final = outside / "diary.txt"
        final.write_bytes(DIARY)
        target = outside / "hop"
        target.symlink_to(final)
    else:  # itself: a loop
        return link
    return target


def _fingerprint(outside: Path) -> dict[str, object]:
    """Everything in the player's folder: names, kinds, contents (a pipe is never opened)."""
    found: dict[str, object] = {}
    for path in sorted(outside.rglob("*")):
        mode = os.lstat(path).st_mode
        if stat.S_ISLNK(mode):
            found[str(path)] = ("link", os.readlink(path))
        elif stat.S_ISREG(mode):
            found[str(path)] = ("file", path.read_bytes())
        else:
            found[str(path)] = ("folder" if stat.S_ISDIR(mode) else "special", stat.S_IFMT(mode))
    return found


def _link_path(paths: Paths, name: str) -> Path:
    from canasta_desktop.ui.dialogs.first_run import MARKER
    from canasta_desktop.ui.process.single_instance import LOCK_NAME

    storage = Storage.at(paths)
    return {
        "save": paths.match_file,
        "save backup": backup_of(paths.match_file),
        "statistics": paths.statistics_file,
        "statistics backup": backup_of(paths.statistics_file),
        "pending": storage.pending.path,
        "settings": paths.settings_file,
        "settings backup": backup_of(paths.settings_file),
        "marker": paths.config / MARKER,
        "lock": paths.data / LOCK_NAME,
    }[name]


def _write_and_check(paths: Paths, name: str, seed: int) -> str:
    """Write the file through the game's code twice (the second makes a backup); "" or what is wrong."""
    storage = Storage.at(paths)
    if name.startswith("save"):
        session = new_session(PRESETS["classic-2p"], seed, "let")
        play_turn(session)
        storage.saves.save(session)
        storage.saves.save(session)
        loaded = Storage.at(paths).saves.load().value
        ok = loaded is not None and session_signature(loaded) == session_signature(session)
        return "" if ok else "lost: the save does not read back"
    if name.startswith("statistics"):
        storage.statistics.record(entry(1, won=True))
        storage.statistics.record(entry(2, won=False))
        count = len(Storage.at(paths).statistics.data.matches)
        return "" if count == 2 else f"lost: {count} of 2 statistics entries"
    if name == "pending":
        pending = storage.pending
        pending.add(entry(3, won=True))
        if not pending.keep():
            return "wrong: the pending entry was not written"
        again = Storage.at(paths).pending
        again.load()
        return "" if [e.match_id for e in again.entries] == [entry(3, won=True).match_id] else "lost: pending"
    if name.startswith("settings"):
        storage.save_settings(Settings(player_name="Ada"))
        storage.save_settings(Settings(player_name="Bodil"))
        back = Storage.at(paths).load_settings().settings.player_name
        return "" if back == "Bodil" else f"lost: the settings read back {back!r}"
    if name == "marker":
        from canasta_desktop.ui.dialogs import first_run

        first_run.remember_dismissed()
        return "" if first_run.hint_dismissed() else "wrong: the marker was not written"
    from canasta_desktop.ui.process.single_instance import InstanceLock

    lock = InstanceLock(paths.data)
    try:
        return "" if lock.acquired else "wrong: the lock was not taken"
    finally:
        lock.release()


def link_try(base: Path, rng: random.Random, family: Family, number: int) -> None:
    name, kind = rng.choice(FILES), rng.choice(LINK_KINDS)
    what = f"{name} -> {kind}"
    home, outside = base / f"try{number}" / "home", base / f"try{number}" / "outside"
    outside.mkdir(parents=True)
    paths = Paths.under(home)
    paths.data.mkdir(parents=True)
    paths.config.mkdir(parents=True)
    os.environ[HOME_VARIABLE] = str(home)
    link = _link_path(paths, name)
    target = _point(kind, outside, link)
    link.symlink_to(target)
    before = _fingerprint(outside)
    followed = name == "settings" and kind in ("player's file", "chain")  # on purpose: docs/saves.md
    family.tries += 1
    signal.alarm(LIMIT)
    try:
        problem = _write_and_check(paths, name, number)
    except Hang:
        family.hangs.append(what)
        return
    except Exception:  # noqa: BLE001 - every exception is a crash of the family
        family.crashes.append(f"{what}: {traceback.format_exc(limit=3)[-400:]}")
        return
    finally:
        signal.alarm(0)
    after = _fingerprint(outside)
    if followed:
        changed = {key for key in after if after[key] != before.get(key)}
        if not (link.is_symlink() and changed and all(b"Bodil" in _bytes(after[key]) for key in changed)):
            problem = problem or "wrong: the settings link was not followed as documented"
    elif after != before:
        problem = problem or f"lost: the player's folder changed ({sorted(set(after) ^ set(before))[:3]})"
    if problem:
        (family.lost if problem.startswith("lost") else family.wrong).append(f"{what}: {problem}")
        return
    family.handled += 1


def _bytes(value: object) -> bytes:
    return value[1] if isinstance(value, tuple) and isinstance(value[1], bytes) else b""


def link_campaign(base: Path, tries: int, seed: int = 1) -> Family:
    previous = signal.signal(signal.SIGALRM, _alarm)
    saved_home = os.environ.get(HOME_VARIABLE)
    start = time.perf_counter()
    family = Family()
    rng = random.Random(seed)
    try:
        for number in range(tries):
            link_try(base, rng, family, number)
    finally:
        signal.signal(signal.SIGALRM, previous)
        if saved_home is None:
            os.environ.pop(HOME_VARIABLE, None)
        else:
            os.environ[HOME_VARIABLE] = saved_home
    family.seconds = time.perf_counter() - start
    return family


# ------------------------------------------------------------------------------------ output paths
def _bad(kind: str, folder: Path, name: str) -> str:
    path = folder / name
    if kind == "named pipe":
        os.mkfifo(path)
    elif kind == "link to a pipe":
        os.mkfifo(folder / "a-pipe")
        path.symlink_to(folder / "a-pipe")
    elif kind == "link to nowhere":
        path.symlink_to(folder / "not-mounted" / name)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        return os.devnull
    elif kind == "empty":
        return ""
    elif kind == "below a file":
        (folder / "a-file").write_bytes(DIARY)
        return str(folder / "a-file" / name)
    elif kind == "unwritable":
        return f"/proc/canasta-{name}"
    return str(path)


def _good(kind: str, folder: Path, name: str, is_folder: bool) -> tuple[str, Path]:
    """A good output path of ``kind`` and where its output must appear."""
    if kind == "new":
        return str(folder / name), folder / name
    real = folder / "real" / (name if not is_folder else "")
    if is_folder:
        real.mkdir(parents=True)
    else:
        real.parent.mkdir()
        real.write_bytes(b"old")
    (folder / name).symlink_to(real)
    return str(folder / name), real


BAD_KINDS = ("named pipe", "link to a pipe", "link to nowhere", "folder", "device", "empty", "below a file")
GOOD_KINDS = ("new", "link")


def _command(option: str, value: str) -> list[str]:
    sim = [sys.executable, "-m", "canasta_desktop.sim.cli"]
    if option == "sim --json":
        return [*sim, "--rounds", "2", "--no-progress", "--json", value]
    if option == "sim --log":
        return [*sim, "--rounds", "2", "--no-progress", "--log", value]
    if option == "deal code --log":
        return [*sim, "--deal-code", "02ZF-09P7-W47G-KBP8-PS5R-SRD0-M", "--players", "random", "--log", value]
    return [sys.executable, "-m", "canasta_desktop.ui.process.app", "--screenshot", value]


OPTIONS = ("sim --json", "sim --log", "deal code --log", "screenshot")


def output_try(base: Path, rng: random.Random, family: Family, number: int) -> None:
    option = rng.choice(OPTIONS)
    is_folder = option.endswith("--log")
    good = rng.random() < 0.25
    kinds = GOOD_KINDS if good else (*BAD_KINDS, "unwritable")
    kind = rng.choice([k for k in kinds if not (is_folder and k == "folder" and not good)])
    folder = base / f"out{number}"
    folder.mkdir(parents=True)
    home = folder / "home"
    (home / "config").mkdir(parents=True)
    name = "logs" if is_folder else ("shot.png" if option == "screenshot" else "out.json")
    if good:
        value, expected = _good(kind, folder, name, is_folder)
    else:
        value, expected = _bad(kind, folder, name), Path()
    before = _fingerprint(folder)
    what = f"{option} on {'a good path: ' if good else ''}{kind}"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env[HOME_VARIABLE] = str(home)
    family.tries += 1
    try:
        result = subprocess.run(
            _command(option, value), cwd=ROOT, env=env, capture_output=True, text=True, timeout=PROCESS_LIMIT
        )
    except subprocess.TimeoutExpired:
        family.hangs.append(what)
        return
    if "Traceback" in result.stderr:
        family.crashes.append(f"{what}: {result.stderr[-400:]}")
        return
    if good:
        if is_folder:  # a run without problems writes no log; a deal code always writes one
            written = option != "deal code --log" or (expected.is_dir() and any(expected.iterdir()))
        else:
            written = expected.is_file() and expected.read_bytes() != b"old"
        if result.returncode not in (0, 1) or not written:  # 1: the simulated games found a problem
            family.wrong.append(f"{what}: exit {result.returncode}, output written: {written}")
            return
    else:
        lines = result.stderr.strip().splitlines()
        one_line = len(lines) == 1 and "error:" in lines[0]
        after = _fingerprint(folder)
        created = sorted(set(after) - set(before) - {str(p) for p in home.rglob("*")} - {str(home)})
        if result.returncode != 2 or not one_line or result.stdout.strip() or created:
            family.wrong.append(
                f"{what}: exit {result.returncode}, stderr {result.stderr[-200:]!r}, created {created[:3]}"
            )
            return
    family.handled += 1


def output_campaign(base: Path, tries: int, seed: int = 1) -> Family:
    start = time.perf_counter()
    family = Family()
    rng = random.Random(seed)
    for number in range(tries):
        output_try(base, rng, family, number)
    family.seconds = time.perf_counter() - start
    return family


Campaign = Callable[[Path, int], Family]


def campaigns(base: Path, tries: int) -> dict[str, Family]:
    """Both families, ``tries`` each (bench_fuzz.py's one call)."""
    return {
        "links where the game writes": link_campaign(base / "links", tries),
        "odd output paths": output_campaign(base / "outputs", tries),
    }
