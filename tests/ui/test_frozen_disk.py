"""A disk that stops answering as the match ends (issue 23), on a real frozen file system: the window
goes on answering, closing it ends the game within a few seconds, and after the disk is thawed the
finished match is still there to be played to its end and recorded (its last good save)."""

from __future__ import annotations

import os
import selectors
import subprocess
import sys
import time
from pathlib import Path

from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
from canasta_desktop.persistence.storage import Storage

from ..frozen_disk import freeze, image_disk, thaw

DRIVER = Path(__file__).with_name("frozen_driver.py")
ROOT = Path(__file__).resolve().parents[2]


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


def test_a_frozen_disk_as_the_match_ends_neither_freezes_the_window_nor_the_quit(tmp_path: Path) -> None:
    with image_disk(tmp_path) as disk:
        home = disk / "home"
        env = {
            **os.environ,
            HOME_VARIABLE: str(home),
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHONPATH": str(ROOT),
        }
        process = subprocess.Popen(
            [sys.executable, str(DRIVER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            cwd=tmp_path,
        )
        lines = _Lines(process)
        frozen = False
        try:
            ready = lines.wait_for("ready", 120)
            assert ready is not None, lines.seen
            match_id = ready.split()[1]
            problem = freeze(disk)
            assert not problem, problem
            frozen = True
            assert process.stdin is not None
            process.stdin.write(b"go\n")
            process.stdin.flush()
            returned = lines.wait_for("returned", 30)  # the old game blocked here until the disk answered
            assert returned is not None, lines.seen
            ticks = lines.wait_for("ticks", 30)
            assert ticks is not None and int(ticks.split()[1]) >= 5, lines.seen  # the event loop runs
            closed = lines.wait_for("closed", 30)
            assert closed is not None and "visible=False" in closed, lines.seen
            deadline = time.monotonic() + 20  # generous: "a moment" is QUIT_WAIT, 2 s
            while _state(process.pid) not in ("Z", "") and time.monotonic() < deadline:
                time.sleep(0.1)
            assert _state(process.pid) in ("Z", ""), (_state(process.pid), lines.seen)  # the game has ended
        finally:
            if frozen:
                thaw(disk)
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        assert process.returncode == 0, lines.seen
        again = Storage.at(Paths.under(home)).read_at_start()  # the next start, the disk answering again
        recorded = (
            [entry.match_id for entry in again.statistics.value.matches] if again.statistics.value else []
        )
        kept = again.saved.value
        assert match_id in recorded or (kept is not None and kept.match_id == match_id), (recorded, kept)
