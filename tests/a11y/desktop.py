"""A private desktop for one test: Xvfb, a session D-Bus, the AT-SPI bus and registry, the real game,
and a listener (the system's python3 with pyatspi) that hears what a screen reader hears.

``Desktop.missing()`` says why such a desktop cannot start here (the test then skips); keys are real
X key presses (xdotool). Every process is started here and stopped here by its own id.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
LISTENER = Path(__file__).with_name("atspi_listen.py")
GAME = Path(sys.executable).with_name("canasta")
Heard = dict[str, Any]


def missing() -> str:
    """Why the desktop cannot start here ("" when it can)."""
    for tool in ("Xvfb", "xdotool", "dbus-daemon"):
        if shutil.which(tool) is None:
            return f"no {tool} (Debian: xvfb xdotool dbus)"
    if not Path(BUS_LAUNCHER).exists():
        return f"no {BUS_LAUNCHER} (Debian: at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists():
        return f"no {SYSTEM_PYTHON}"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
    if probe.returncode != 0:
        return "the system python3 cannot import pyatspi (Debian: python3-pyatspi gir1.2-atspi-2.0)"
    if not GAME.exists():
        return f"no game command {GAME} (pip install -e .)"
    return ""


class Desktop:
    """The processes of one run, and everything the listener has heard so far."""

    def __init__(self, home: Path, env: dict[str, str]) -> None:
        self.home = home
        self.env = env
        self.processes: list[subprocess.Popen[str]] = []
        self.lines: queue.Queue[Heard] = queue.Queue()
        self.heard: list[Heard] = []
        self.listener: subprocess.Popen[str] | None = None
        self.game: subprocess.Popen[str] | None = None
        self.terminals: list[int] = []
        self.files: list[IO[str]] = []

    # ------------------------------------------------------------------ processes
    def _start(self, command: list[str], **options: Any) -> subprocess.Popen[str]:
        process = subprocess.Popen(command, env=self.env, text=True, **options)
        self.processes.append(process)
        return process

    def _file(self, name: str) -> IO[str]:
        """A log file in the run's folder for a process's output (closed in stop())."""
        log = (self.home / name).open("w")
        self.files.append(log)
        return log

    def start_session(self) -> None:
        bus = self._start(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE
        )
        assert bus.stdout is not None
        self.env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
        xvfb = self._start(
            ["Xvfb", "-displayfd", "1", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert xvfb.stdout is not None
        self.env["DISPLAY"] = ":" + xvfb.stdout.readline().strip()
        if shutil.which("openbox"):  # a window manager gives the window the X focus, as on a desktop
            self._start(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self._start([BUS_LAUNCHER, "--launch-immediately"], stderr=subprocess.DEVNULL)
        self.listener = self._start(
            [SYSTEM_PYTHON, "-u", str(LISTENER), "Canasta"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._file("listener.log"),
        )
        threading.Thread(target=self._read, args=(self.listener,), daemon=True).start()
        self.wait(lambda h: h.get("answer") == "ready", 30, "the AT-SPI listener never started")

    def start_game(self, *args: str) -> None:
        self.env.update(
            QT_QPA_PLATFORM="xcb",  # the offscreen platform has no AT-SPI bridge
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            CANASTA_DESKTOP_HOME=str(self.home),
        )
        self.game = self._start([str(GAME), *args], stdout=self._file("game.log"), stderr=subprocess.STDOUT)
        subprocess.run(
            ["xdotool", "search", "--sync", "--name", "Canasta"],
            env=self.env,
            capture_output=True,
            timeout=60,
        )
        for _ in range(120):
            if self.ask("ping").get("apps"):
                return self._activate_game()
            time.sleep(0.25)
        raise AssertionError("the game never showed on the AT-SPI bus: " + self.game_log())

    def _activate_game(self) -> None:
        """Give the game's window the keyboard: a window manager under load may leave a new window
        without it (CI: the frame without "active", and the first key lost)."""
        for _ in range(120):  # about 30 s and more: under load the window manager is slow to answer
            if any(o["role"] == "frame" and "active" in o["states"] for o in self.tree()):
                return
            subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "Canasta", "windowactivate", "--sync"],
                env=self.env,
                capture_output=True,
                timeout=30,
            )
            time.sleep(0.25)
        raise AssertionError("the game's window never got the keyboard: " + self.game_log())

    def start_orca(self) -> Path:
        """Orca itself on this desktop; what it would speak goes to its debug log ("SPEECH OUTPUT: …").

        Orca writes its debug file block-buffered (lost when it is stopped); a terminal is written
        line by line, so the file Orca is given is a pseudo-terminal, copied here to ``orca-debug.log``."""
        log = self.home / "orca-debug.log"
        prefs = self.home / "orca"
        prefs.mkdir(exist_ok=True)
        # No speech server: the words are what Orca logs before it would send them to speech-dispatcher.
        # (speech-dispatcher's espeak-ng needs a sound device, which a test machine lacks.) The address
        # points at a socket nobody serves, so no server is autospawned into the machine's home either.
        self.env["SPEECHD_ADDRESS"] = f"unix_socket:{self.home / 'no-speechd.sock'}"
        master, slave = os.openpty()
        self.terminals += [slave, master]  # closed in stop(), once Orca is gone
        threading.Thread(target=_copy, args=(master, log), daemon=True).start()
        self._start(
            ["orca", "--replace", "--disable", "braille", "--disable", "braille-monitor", "-u", str(prefs)]
            + ["--debug-file", os.ttyname(slave)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        return log

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(5)
        for process in self.processes:
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    stream.close()
        for terminal in self.terminals:
            os.close(terminal)
        for log in self.files:
            log.close()

    def game_log(self) -> str:
        path = self.home / "game.log"
        return path.read_text(errors="replace")[-3000:] if path.exists() else ""

    # ------------------------------------------------------------------ what is heard
    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            try:
                self.lines.put(json.loads(line))
            except ValueError:
                continue

    def _next(self, timeout: float) -> Heard | None:
        try:
            heard = self.lines.get(timeout=timeout)
        except queue.Empty:
            return None
        if "event" in heard:
            self.heard.append(heard)
        return heard

    def wait(self, until: Callable[[Heard], bool], timeout: float, why: str) -> Heard:
        """Read what is heard until ``until`` holds for one line (the bound is generous: a stuck game)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            heard = self._next(0.2)
            if heard is not None and until(heard):
                return heard
        raise AssertionError(f"{why} (within {timeout} s); last heard: {self.heard[-8:]}")

    def settle(self, quiet: float = 0.6, longest: float = 30) -> list[Heard]:
        """Read until nothing more is heard for ``quiet`` seconds; what was heard meanwhile."""
        start = len(self.heard)
        end = time.monotonic() + longest
        while time.monotonic() < end and self._next(quiet) is not None:
            pass
        return self.heard[start:]

    def ask(self, command: str) -> Heard:
        assert self.listener is not None and self.listener.stdin is not None
        self.listener.stdin.write(command + "\n")
        self.listener.stdin.flush()
        return self.wait(lambda h: h.get("answer") == command, 60, f"no answer to {command}")

    def tree(self) -> list[Heard]:
        return list(self.ask("tree")["objects"])

    def focus(self) -> Heard:
        return dict(self.ask("focus")["object"])

    # ------------------------------------------------------------------ the keyboard
    def key(self, *names: str) -> None:
        """Real key presses on the X server, to the window that has the focus."""
        subprocess.run(["xdotool", "key", "--delay", "30", *names], env=self.env, check=True, timeout=30)


def _copy(terminal: int, path: Path) -> None:
    with path.open("wb") as out:
        while True:
            try:
                chunk = os.read(terminal, 65536)
            except OSError:
                return
            if not chunk:
                return
            out.write(chunk.replace(b"\r\n", b"\n"))
            out.flush()


@contextmanager
def desktop(home: Path, language: str = "en") -> Iterator[Desktop]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_", "AT_SPI"))}
    locale = {"en": "en_US", "da": "da_DK", "sv": "sv_SE"}.get(language, language)
    env.update(LANGUAGE=language, LANG=f"{locale}.UTF-8")  # the game's language follows the system's
    for name in ("DISPLAY", "LC_ALL", "LC_MESSAGES", "NO_AT_BRIDGE"):
        env.pop(name, None)
    run = Desktop(home, env)
    try:
        run.start_session()
        yield run
    finally:
        run.stop()
