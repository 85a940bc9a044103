"""The `canasta` command: open the card table.

``canasta`` starts straight into a classic 2-player match against Mellem (with a
how-to-play box until it is dismissed once); ``--smoke-test`` opens the
window, lets the computer make a few moves and exits 0, for packaging checks.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

_START = time.perf_counter()


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    from .. import __version__

    parser = argparse.ArgumentParser(prog="canasta", description="Canasta against the computer.")
    parser.add_argument("--version", action="version", version=f"canasta {__version__}")
    parser.add_argument("--preset", default=None, help="game to start (default classic-2p)")
    parser.add_argument("--level", default=None, choices=["let", "mellem", "svaer"], help="opponent level")
    parser.add_argument("--seed", type=int, default=None, help="deal seed (for repeatable games)")
    parser.add_argument("--language", default=None, choices=["system", "da", "sv", "en"],
                        help="interface language for this run (default: the one chosen in Settings)")
    parser.add_argument("--new-game-dialog", action="store_true", help="ask for the game to play first")
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the table, let the computer play a few moves, and exit 0")
    parser.add_argument("--startup-time", action="store_true",
                        help="print the time from start to the table's first paint, then quit")
    parser.add_argument("--screenshot", metavar="PATH", default=None,
                        help="save a picture of the window (PNG) once the table is shown, then quit")
    return parser.parse_args(list(argv))


def load_settings() -> object:
    from PySide6.QtCore import QSettings

    from .dialogs import UiSettings

    store = QSettings()
    return UiSettings(
        speed=str(store.value("ui/speed", "normal")),
        sort_by_suit=str(store.value("ui/sort_by_suit", "false")).lower() == "true",
        back_style=int(str(store.value("ui/back_style", 0))),
        language=str(store.value("language", "system")),
    )


def save_settings(settings: object) -> None:
    from PySide6.QtCore import QSettings

    store = QSettings()
    store.setValue("ui/speed", getattr(settings, "speed"))
    store.setValue("ui/sort_by_suit", "true" if getattr(settings, "sort_by_suit") else "false")
    store.setValue("ui/back_style", getattr(settings, "back_style"))
    store.setValue("language", getattr(settings, "language", "system"))
    store.setValue("ui/started_before", "true")


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName("CanastaDesktop")
    app.setApplicationName("Canasta")
    app.setApplicationDisplayName("Canasta")
    app.setDesktopFileName("canasta-desktop")  # ties the windows to the menu entry's icon on Linux
    from .first_run import application_icon, show_first_run_hint

    app.setWindowIcon(application_icon())

    from .controller import GameSetup
    from .dialogs import UiSettings
    from .main_window import MainWindow

    if args.smoke_test:
        settings = UiSettings(speed="fast")
    else:
        settings = load_settings()  # type: ignore[assignment]
    from .i18n import install_language

    install_language(app, args.language or settings.language)  # before any text is made
    window = MainWindow(settings)
    setup = GameSetup(preset=args.preset or "classic-2p", level=args.level or "mellem", seed=args.seed)
    if args.smoke_test:
        setup.level = "random" if args.level is None else args.level
    if args.startup_time:
        def shown() -> None:
            print(f"table shown after {time.perf_counter() - _START:.3f} s", flush=True)
            QTimer.singleShot(0, window.close)

        window.view.first_painted.connect(shown)
    window.start(setup)
    window.show()
    if args.new_game_dialog and not args.smoke_test:
        QTimer.singleShot(0, window.new_game)
    if not args.smoke_test:
        show_first_run_hint(window)  # the first start opens straight onto the match, with a how-to-play box
    if args.screenshot:
        return _screenshot(window, args.screenshot)
    if args.smoke_test:
        return _smoke(app, window)
    code = app.exec()
    save_settings(window.settings)
    return int(code)


def _screenshot(window: object, path: str) -> int:
    """Save the window as a PNG once it is the player's turn and the cards have settled, then close."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    deadline = QDeadlineTimer(10000)
    while not window.controller.is_human_turn() and not deadline.hasExpired():  # type: ignore[attr-defined]
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    loop = QEventLoop()
    QTimer.singleShot(800, loop.quit)  # let the last animation finish
    loop.exec()
    ok = bool(window.grab().save(path))  # type: ignore[attr-defined]
    print(f"screenshot saved to {path}" if ok else f"screenshot: could not write {path}")
    window.close()  # type: ignore[attr-defined]
    return 0 if ok else 1


def _smoke(app: object, window: object) -> int:
    """Play until the computer has made a few moves (the human seat is played by the random player)."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from ..ai.random_player import RandomPlayer

    controller = window.controller  # type: ignore[attr-defined]
    moves = {"computer": 0}
    controller.last_action_changed.connect(lambda _text: moves.__setitem__("computer", moves["computer"] + 1))
    player = RandomPlayer(1)
    clock = QElapsedTimer()
    clock.start()
    loop = QEventLoop()

    def tick() -> None:
        if moves["computer"] >= 6 or clock.elapsed() > 20000:
            loop.quit()
            return
        state = controller.state
        if controller.is_human_turn():
            from ..engine.view import player_view

            action = player.choose(player_view(state, controller.human), state.legal_actions())
            controller._run([("play", action)])  # noqa: SLF001 - the smoke test plays the human seat directly
        QTimer.singleShot(20, tick)

    QTimer.singleShot(0, tick)
    loop.exec()
    ok = moves["computer"] >= 6
    print(f"smoke test: {moves['computer']} moves in {clock.elapsed()} ms: {'ok' if ok else 'FAILED'}")
    window.close()  # type: ignore[attr-defined]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
