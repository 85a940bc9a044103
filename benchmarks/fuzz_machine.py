"""The machine misbehaving (issue 23), for ``bench_fuzz.py``: full disks, quit signals, bad locks.

Every family is counted the same way: tries, handled (the game answered as designed), lost (a
finished match or a saved move that is gone), hangs, crashes (an exception, a traceback, a non-zero
exit), silently wrong (ended well, but a file is not what it should be). Lost, hangs and crashes
must be 0.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from canasta_desktop.engine.rules import PRESETS  # noqa: E402
from canasta_desktop.persistence.paths import Paths  # noqa: E402
from canasta_desktop.persistence.session import MatchSession  # noqa: E402
from canasta_desktop.persistence.storage import Storage  # noqa: E402
from tests.persistence.helpers import new_session, play_turn  # noqa: E402
from tests.small_disk import fill, free  # noqa: E402


@dataclass
class Family:
    tries: int = 0
    handled: int = 0
    lost: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    crashes: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    seconds: float = 0.0
    never_saved: int = 0  # the disk was full from the first move: nothing ever reached it (told, asked)

    def line(self, name: str) -> str:
        return (
            f"{name:28} tries {self.tries:5}  handled {self.handled:5}  lost {len(self.lost)}  hangs"
            f" {len(self.hangs)}  crashes {len(self.crashes)}  silently wrong {len(self.wrong)}"
            f"  (never on disk: {self.never_saved}; {self.seconds:.0f} s)"
        )

    def failures(self) -> list[str]:
        return self.lost + self.hangs + self.crashes + self.wrong


def mounted(folder: Path, size: str) -> bool:
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], check=False)
    return done.returncode == 0


def unmount(folder: Path) -> None:
    subprocess.run(["umount", "-l", str(folder)], check=False)


def _leave_free(disk: Path, room: int) -> None:
    """Fill the disk, then give back ``room`` bytes."""
    filler = fill(disk)
    size = filler.stat().st_size
    os.truncate(filler, max(0, size - room))


def full_disk_try(disk: Path, rng: random.Random, family: Family, number: int) -> None:
    """A short match played as the table saves it; the disk fills at a random turn with a random few
    bytes left, is freed at a random later turn (or only after the end), and the next start settles.
    Lost: the finished match is neither in the statistics nor kept as a save; wrong: counted twice."""
    from canasta_desktop.ui.controller.match_archive import MatchArchive

    for child in list(disk.iterdir()):
        subprocess.run(["rm", "-rf", str(child)], check=False)
    storage = Storage.at(Paths.under(disk))
    notices: list[str] = []
    archive = MatchArchive(notices.append, lambda: None)
    archive.autosaver = storage.autosaver(background=rng.random() < 0.5)
    archive.statistics = storage.statistics
    rules = PRESETS[rng.choice(["classic-2p", "classic-4p"])].model_copy(update={"target": 200})
    session = new_session(rules, 1000 + number, "let")
    fill_at, free_at = rng.randrange(0, 40), rng.randrange(0, 80)
    room = rng.choice([0, 0, 512, 2048, 8192, 30000])
    turn = 0
    saved_once = False
    family.tries += 1
    try:
        while True:
            play_turn(session)
            turn += 1
            if turn == fill_at:
                _leave_free(disk, room)
            if turn == free_at and free_at > fill_at:
                free(disk)
            saver = archive.autosaver
            saved_once = saved_once or (saver is not None and saver.flush() and saver.writes > 0)
            if session.match.is_over:
                if turn < fill_at:
                    _leave_free(disk, room)  # the end itself lands on a full disk
                archive.record(session)
                break
            archive.save(session.match, lambda: session)
        archive.close()
        free(disk)
        again = Storage.at(Paths.under(disk))  # the next start
        again.settle_pending()
        again.statistics.load()
        ids = [m.match_id for m in again.statistics.data.matches]
        kept = again.saves.load().value if again.saves.has_save() else None
        if ids.count(session.match_id) > 1:
            family.wrong.append(f"try {number}: counted {ids.count(session.match_id)} times")
        elif session.match_id in ids:
            if kept is not None and kept.match_id == session.match_id:
                family.wrong.append(f"try {number}: recorded, and its save still offered")
            else:
                family.handled += 1
        elif isinstance(kept, MatchSession) and kept.match_id == session.match_id:
            family.handled += 1  # kept as a save: continued next time, recorded then
        elif not saved_once:
            family.never_saved += 1  # nothing of the match ever reached the disk: told after every move
            family.handled += 1
        else:
            family.lost.append(f"try {number}: fill at {fill_at}, free at {free_at}, room {room}")
    except Exception:  # noqa: BLE001 - a campaign counts crashes
        family.crashes.append(f"try {number}: {traceback.format_exc()[-600:]}")
    finally:
        free(disk)


def full_disk_campaign(base: Path, tries: int, seed: int = 1) -> Family:
    family = Family()
    disk = base / "disk"
    if not mounted(disk, "1m"):
        print("full disk: cannot mount a tmpfs (needs root); skipped")
        return family
    start = time.perf_counter()
    rng = random.Random(seed)
    try:
        for number in range(tries):
            full_disk_try(disk, rng, family, number)
    finally:
        unmount(disk)
    family.seconds = time.perf_counter() - start
    return family


def signal_campaign(base: Path, tries: int, seed: int = 1) -> Family:
    from tests.ui.signal_runs import run_signals

    start = time.perf_counter()
    tally = run_signals(tries, base, seed)
    hangs = tally.hangs + tally.dropped  # a KeyboardInterrupt Python dropped is a hang to the player
    family = Family(tally.tries, tally.handled, tally.lost, hangs, tally.crashes)  # before_start: in handled
    family.wrong = tally.wrong
    family.seconds = time.perf_counter() - start
    print(tally.line())
    return family


Campaign = Callable[[Path, int], Family]
