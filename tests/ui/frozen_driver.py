"""The real `canasta`, driven from inside while its disk stops answering (``test_frozen_disk``).

Run as ``python tests/ui/frozen_driver.py [SEED [HOLD]]`` with ``CANASTA_DESKTOP_HOME`` on the disk to freeze. Once
the window's start is through it plays a short match (target 200) through the window's own archive,
saving after every turn as the table does, up to its last turn; prints ``ready MATCH_ID`` and waits for
a line on stdin (the parent freezes the disk meanwhile). Then, the disk frozen: the match ends
(`MatchArchive.record`, as the table calls it), the settings change (written as the table writes
them), and it prints ``returned SECONDS`` (how long those calls held the interface thread) and
``ticks N`` (timer events run in the next second, or HOLD seconds: the window answers); then it closes the window as
its close button does and prints ``closed SECONDS``. The game then ends through its own exit path.
`run_frozen` is the parent's side (the test and the fuzz campaign).
"""

from __future__ import annotations

import os
import select
import selectors
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def _drive() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.engine.rules import PRESETS
    from canasta_desktop.ui.window.main_window import MainWindow
    from tests.persistence.helpers import new_session, play_turn

    state: dict[str, object] = {}

    def window() -> MainWindow | None:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        return found[0] if found else None

    def prepare() -> None:
        win = window()
        if win is None or win.controller.match is None:
            QTimer.singleShot(20, prepare)
            return
        archive = win.controller.archive
        rules = PRESETS["classic-2p"].model_copy(update={"target": 200})
        session = new_session(rules, int(sys.argv[1]) if len(sys.argv) > 1 else 11, "let")
        while True:
            play_turn(session)
            if session.match.is_over:
                break
            archive.save(session.match, lambda: session)
        assert archive.autosaver is not None and archive.autosaver.flush()
        state["win"], state["session"] = win, session
        print(f"ready {session.match_id}", flush=True)
        QTimer.singleShot(20, wait_for_go)

    def wait_for_go() -> None:
        if not select.select([sys.stdin], [], [], 0)[0]:
            QTimer.singleShot(20, wait_for_go)
            return
        sys.stdin.readline()
        win, session = state["win"], state["session"]
        assert isinstance(win, MainWindow)
        start = time.perf_counter()
        win.controller.archive.record(session)  # type: ignore[arg-type]
        win.settings.card_size = "large" if win.settings.card_size != "large" else "normal"
        win.store_settings()
        print(f"returned {time.perf_counter() - start:.3f}", flush=True)
        ticks = [0]
        timer = QTimer(win)
        timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
        timer.start(20)
        hold = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
        QTimer.singleShot(int(hold * 1000), lambda: close(win, timer, ticks[0]))

    def close(win: MainWindow, timer: QTimer, ticks: int) -> None:
        timer.stop()
        print(f"ticks {ticks}", flush=True)
        start = time.perf_counter()
        win.close()
        print(f"closed {time.perf_counter() - start:.3f} visible={win.isVisible()}", flush=True)

    QApplication.instance() or QApplication(sys.argv[:1])
    QTimer.singleShot(0, prepare)


def _state(pid: int) -> str:
    """The process's state letter (Z: its main thread has exited), "" once it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return ""


class _Lines:
    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        assert process.stdout is not None
        self.stream = process.stdout
        self.chooser = selectors.DefaultSelector()
        self.chooser.register(self.stream, selectors.EVENT_READ)
        self.buffer = b""
        self.seen: list[str] = []

    def wait_for(self, word: str, timeout: float) -> str | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.seen:
                if line.startswith(word):
                    return line
            if self.chooser.select(0.2):
                chunk = os.read(self.stream.fileno(), 4096)
                if not chunk:
                    return None
                self.buffer += chunk
                *lines, self.buffer = self.buffer.split(b"\n")
                self.seen += [line.decode(errors="replace") for line in lines]
        return None


@dataclass
class FrozenRun:
    """What the parent saw of one run on a disk frozen as the match ends."""

    lines: list[str] = field(default_factory=list)
    problem: str = ""  # the run could not be made (no ready line, the disk would not freeze)
    returned: float | None = None  # seconds the match's end and the settings held the interface thread
    ticks: int = 0  # timer events in the second after
    closed: float | None = None  # seconds the close took
    ended: bool = False  # the game's main thread ended (a zombie whose writer the kernel still holds)
    code: int | None = None
    recoverable: bool = False  # at the next start: the match recorded, or its last good save there


def run_frozen(disk: Path, work: Path, seed: int = 11, hold: float = 1.0) -> FrozenRun:
    """Run the driver on ``disk`` (a mounted image: `tests.frozen_disk`), freeze the disk at its "ready",
    let it end the match, close, and look at the files once the disk is thawed."""
    from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
    from canasta_desktop.persistence.storage import Storage
    from tests.frozen_disk import freeze, thaw

    home = disk / f"home-{seed}"
    env = {**os.environ, HOME_VARIABLE: str(home), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), str(seed), str(hold)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=work,
    )
    lines = _Lines(process)
    run = FrozenRun(lines.seen)
    frozen = False
    match_id = ""
    try:
        ready = lines.wait_for("ready", 120)
        run.problem = "" if ready is not None else "no ready line"
        if ready is None:
            return run
        match_id = ready.split()[1]
        run.problem = freeze(disk)
        frozen = not run.problem
        if not frozen:
            return run
        assert process.stdin is not None
        process.stdin.write(b"go\n")
        process.stdin.flush()
        returned = lines.wait_for("returned", 30)
        run.returned = float(returned.split()[1]) if returned else None
        ticks = lines.wait_for("ticks", 30)
        run.ticks = int(ticks.split()[1]) if ticks else 0
        closed = lines.wait_for("closed", 30)
        run.closed = float(closed.split()[1]) if closed and "visible=False" in closed else None
        deadline = time.monotonic() + 20  # generous: "a moment" is QUIT_WAIT, 2 s
        while _state(process.pid) not in ("Z", "") and time.monotonic() < deadline:
            time.sleep(0.1)
        run.ended = _state(process.pid) in ("Z", "")
    finally:
        if frozen:
            thaw(disk)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        run.code = process.returncode
    again = Storage.at(Paths.under(home)).read_at_start()  # the next start, the disk answering again
    listed = again.statistics.value.matches if again.statistics.value is not None else []
    kept = again.saved.value
    run.recoverable = any(m.match_id == match_id for m in listed) or (
        kept is not None and kept.match_id == match_id
    )
    return run


def main() -> int:
    _drive()
    from canasta_desktop.ui.process import app

    code = app.main([])
    print(f"exiting {code}", flush=True)
    return code


if __name__ == "__main__":
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
