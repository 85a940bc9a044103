"""The real `canasta` start, watched from inside: when the window shows, and when the files are in.

Run as ``python tests/ui/start_probe.py`` with ``CANASTA_DESKTOP_HOME`` set. It starts the game through
``canasta_desktop.ui.process.app.main`` and prints, as they happen:

- ``shown loading=True|False``: at the first turn of the event loop with the window on screen, whether
  the saved match and the statistics were still being read (False: they were read before the window);
- ``ready match=… prompt=… problems=…``: once the start is through (a match on the table or the
  Continue / New game question), what it found;
- ``peak KB``: the peak resident memory so far;
- ``blocked``: a New game asked for while the files were still being read opened nothing.

Then it ends the game as a quit signal does (SIGTERM). The parent measures the time to each line
(`run_probe`).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _probe() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.window.main_window import MainWindow

    said: set[str] = set()

    def window() -> MainWindow | None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                return widget
        return None

    def ready(found: MainWindow) -> bool:
        return found.controller.match is not None or found.resume_prompt is not None

    def tick() -> None:
        found = window()
        if found is None:
            QTimer.singleShot(20, tick)
            return
        if "shown" not in said:
            said.add("shown")
            loading = not ready(found)
            print(f"shown loading={loading}", flush=True)
            if loading and "--try-new-game" in sys.argv:
                found.menus.new_action.trigger()  # the menu's New game, as Ctrl+N would
                QTimer.singleShot(
                    0,
                    lambda: print(
                        "blocked" if QApplication.activeModalWidget() is None else "opened", flush=True
                    ),
                )
        if ready(found):
            print(
                f"ready match={found.controller.match is not None} prompt={found.resume_prompt is not None}"
                f" problems={found.problem_box is not None}",
                flush=True,
            )
            print(f"peak {_peak_kb()}", flush=True)
            os.kill(os.getpid(), signal.SIGTERM)
            return
        QTimer.singleShot(20, tick)

    QApplication.instance() or QApplication(sys.argv[:1])
    QTimer.singleShot(0, tick)


def _peak_kb() -> int:
    """This process's peak resident memory since it started the game (VmHWM: the memory of the forking
    parent before ``exec`` is not counted, as it is in ``ru_maxrss``)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def main() -> int:
    _probe()
    from canasta_desktop.ui.process import app

    return app.main([])


@dataclass
class ProbeRun:
    lines: dict[str, float] = field(default_factory=dict)  # first word of each line: seconds after start
    text: list[str] = field(default_factory=list)
    peak_mb: float = 0.0
    code: int | None = None


def run_probe(
    home: Path, source: Path = ROOT, timeout: float = 120.0, extra: tuple[str, ...] = ()
) -> ProbeRun:
    """Start the game from ``source`` on the files in ``home``; the lines it printed, when, and its peak RSS."""
    import selectors

    env = {**os.environ, "CANASTA_DESKTOP_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    env["PYTHONPATH"] = str(source)  # the game from ``source`` (the probe is this file, run by path)
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), *extra],
        cwd=home,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    run = ProbeRun()
    assert process.stdout is not None
    chooser = selectors.DefaultSelector()
    chooser.register(process.stdout, selectors.EVENT_READ)
    buffer = b""
    while time.perf_counter() - start < timeout:
        if not chooser.select(0.5):
            if process.poll() is not None:
                break
            continue
        chunk = os.read(process.stdout.fileno(), 4096)
        if not chunk:
            break
        buffer += chunk
        while b"\n" in buffer:
            line, buffer = buffer.split(b"\n", 1)
            text = line.decode(errors="replace").strip()
            run.text.append(text)
            if text.startswith("peak "):
                run.peak_mb = int(text.split()[1]) / 1024
            run.lines.setdefault(text.split(" ")[0], time.perf_counter() - start)
    else:
        process.kill()
    run.code = process.wait()
    return run


if __name__ == "__main__":
    sys.exit(main())
