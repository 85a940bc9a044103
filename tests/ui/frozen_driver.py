"""The real `canasta`, driven from inside while its disk stops answering (``test_frozen_disk``).

Run as ``python tests/ui/frozen_driver.py`` with ``CANASTA_DESKTOP_HOME`` on the disk to freeze. Once
the window's start is through it plays a short match (target 200) through the window's own archive,
saving after every turn as the table does, up to its last turn; prints ``ready MATCH_ID`` and waits for
a line on stdin (the parent freezes the disk meanwhile). Then, the disk frozen: the match ends
(`MatchArchive.record`, as the table calls it), the settings change (written as the table writes
them), and it prints ``returned SECONDS`` (how long those calls held the interface thread) and
``ticks N`` (timer events run in the next second: the window answers); then it closes the window as
its close button does and prints ``closed SECONDS``. The game then ends through its own exit path.
"""

from __future__ import annotations

import os
import select
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def _drive() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from canasta_desktop.engine.rules import PRESETS
    from canasta_desktop.ui.main_window import MainWindow
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
        session = new_session(rules, 11, "let")
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
        QTimer.singleShot(1000, lambda: close(win, timer, ticks[0]))

    def close(win: MainWindow, timer: QTimer, ticks: int) -> None:
        timer.stop()
        print(f"ticks {ticks}", flush=True)
        start = time.perf_counter()
        win.close()
        print(f"closed {time.perf_counter() - start:.3f} visible={win.isVisible()}", flush=True)

    QApplication.instance() or QApplication(sys.argv[:1])
    QTimer.singleShot(0, prepare)


def main() -> int:
    _drive()
    from canasta_desktop.ui import app

    code = app.main([])
    print(f"exiting {code}", flush=True)
    return code


if __name__ == "__main__":
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
