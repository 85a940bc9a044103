"""The real `canasta` on its first start, the welcome box dismissed and a house-rule set saved while its
disk does not answer (``test_frozen_disk``, issue 23).

Run as ``python tests/ui/frozen_dialogs_driver.py`` with ``CANASTA_DESKTOP_HOME`` on the disk to
freeze. Once the window shows the welcome box it opens the house-rules editor (as New game ▸ House
rules… does, on the window's own book) with a new set's name typed, prints ``ready`` and waits for a
line on stdin (the parent freezes the disk meanwhile). Then it clicks the box's "Got it" and the
editor's Save, prints ``returned SECONDS`` (how long the two clicks held the interface thread) and
``ticks N`` (timer events run in the next second: the window answers), and waits for another line
(the parent thaws the disk). Then it waits for the writer thread (``flushed True``), closes the window
and ends through the game's own exit path. `run_frozen_dialogs` is the parent's side.
"""

from __future__ import annotations

import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SET_NAME = "Frosne regler"


def _drive() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.ui.dialogs.rules_editor import RulesEditorDialog
    from canasta_desktop.ui.window.main_window import MainWindow
    from tests.ui.house_rules_helpers import press, type_text

    state: dict[str, object] = {}

    def window() -> MainWindow | None:
        found = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        return found[0] if found else None

    def prepare() -> None:
        win = window()
        hint = win.first_run_hint if win is not None else None
        if win is None or hint is None or not hint.isVisible():
            QTimer.singleShot(20, prepare)
            return
        editor = RulesEditorDialog(win.house_rules_book(), None, win)
        editor.show()
        type_text(editor.name, SET_NAME)
        assert win.storage is not None and win.storage.writer.flush()
        state.update(win=win, hint=hint, editor=editor)
        print("ready", flush=True)
        QTimer.singleShot(20, lambda: wait_for_line(go))

    def wait_for_line(then: object) -> None:
        if not select.select([sys.stdin], [], [], 0)[0]:
            QTimer.singleShot(20, lambda: wait_for_line(then))
            return
        sys.stdin.readline()
        then()  # type: ignore[operator]

    def go() -> None:
        win, hint, editor = state["win"], state["hint"], state["editor"]
        assert isinstance(win, MainWindow) and isinstance(editor, RulesEditorDialog)
        start = time.perf_counter()
        press(hint.ok_button)  # type: ignore[attr-defined]
        press(editor.save_button)
        print(f"returned {time.perf_counter() - start:.3f}", flush=True)
        ticks = [0]
        timer = QTimer(win)
        timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
        timer.start(20)

        def counted() -> None:
            timer.stop()
            print(f"ticks {ticks[0]}", flush=True)
            QTimer.singleShot(20, lambda: wait_for_line(lambda: finish(win, editor)))

        QTimer.singleShot(1000, counted)

    def finish(win: MainWindow, editor: RulesEditorDialog) -> None:
        assert win.storage is not None
        print(f"flushed {win.storage.writer.flush(30)}", flush=True)
        editor.close()
        win.close()

    QApplication.instance() or QApplication(sys.argv[:1])
    QTimer.singleShot(0, prepare)


@dataclass
class FrozenDialogsRun:
    """What the parent saw of one run."""

    lines: list[str] = field(default_factory=list)
    problem: str = ""
    returned: float | None = None  # seconds the two clicks held the interface thread (None: never returned)
    ticks: int = 0
    flushed: bool = False
    code: int | None = None
    marker: bool = False  # the welcome box's marker is on disk afterwards
    saved_sets: list[str] = field(default_factory=list)  # the sets in house-rules.json afterwards


def run_frozen_dialogs(disk: Path, work: Path) -> FrozenDialogsRun:
    import os

    from canasta_desktop.persistence.house_rules import load_house_rules
    from canasta_desktop.persistence.paths import HOME_VARIABLE, Paths
    from canasta_desktop.ui.dialogs.first_run import MARKER
    from tests.frozen_disk import freeze, thaw
    from tests.ui.frozen_driver import _Lines

    home = disk / "home-dialogs"
    env = {**os.environ, HOME_VARIABLE: str(home), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve())],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        cwd=work,
    )
    assert process.stdin is not None
    lines = _Lines(process)
    run = FrozenDialogsRun(lines.seen)
    frozen = False
    try:
        if lines.wait_for("ready", 120) is None:
            run.problem = "no ready line"
            return run
        run.problem = freeze(disk)
        frozen = not run.problem
        if not frozen:
            return run
        process.stdin.write(b"go\n")
        process.stdin.flush()
        returned = lines.wait_for("returned", 20)  # the old game held the clicks until the disk answered
        run.returned = float(returned.split()[1]) if returned else None
        ticks = lines.wait_for("ticks", 30)
        run.ticks = int(ticks.split()[1]) if ticks else 0
    finally:
        if frozen:
            thaw(disk)
        try:
            process.stdin.write(b"thawed\n")
            process.stdin.flush()
            flushed = lines.wait_for("flushed", 60)
            run.flushed = flushed == "flushed True"
            process.wait(timeout=60)
        except (subprocess.TimeoutExpired, OSError):
            process.kill()
            process.wait()
        run.code = process.returncode
    paths = Paths.under(home)
    run.marker = (paths.config / MARKER).is_file()
    run.saved_sets = [s.name for s in load_house_rules(paths.config / "house-rules.json", False).sets]
    return run


def main() -> int:
    _drive()
    from canasta_desktop.ui.process import app

    return app.main([])


if __name__ == "__main__":
    import os

    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
