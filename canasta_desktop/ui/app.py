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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..persistence.settings import Settings, SettingsLoad
    from ..persistence.storage import Storage

_START = time.perf_counter()


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    from .. import __version__

    parser = argparse.ArgumentParser(prog="canasta", description="Canasta against the computer.")
    parser.add_argument("--version", action="version", version=f"canasta {__version__}")
    parser.add_argument("--preset", default=None, help="game to start (default classic-2p)")
    parser.add_argument("--level", default=None, choices=["let", "mellem", "svaer", "ekspert"], help="opponent level")
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


LEGACY_KEYS = ("ui/speed", "ui/sort_by_suit", "ui/back_style", "language")


def load_settings(storage: Storage) -> SettingsLoad:
    """The settings file from the config folder; on the first run of this version, the settings the
    table kept in QSettings before are brought over once (settings schema version 0)."""
    from ..persistence.settings import SettingsLoad, from_legacy

    paths = storage.paths
    if not paths.settings_file.exists() and not paths.settings_file.with_name("settings.json.bak").exists():
        from PySide6.QtCore import QSettings

        store = QSettings()
        legacy = {key: store.value(key) for key in LEGACY_KEYS if store.contains(key)}
        if legacy:
            settings = from_legacy(legacy)
            save_settings(storage, settings)
            return SettingsLoad(settings)
    return storage.load_settings()


def save_settings(storage: Storage, settings: Settings) -> None:
    try:
        storage.save_settings(settings)
    except OSError as error:
        print(f"canasta: the settings could not be saved: {error}", file=sys.stderr)


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
    from .dialogs.first_run import application_icon

    app.setWindowIcon(application_icon())

    from ..persistence.storage import Storage
    from .controller.controller import GameSetup
    from .dialogs.dialogs import UiSettings
    from .main_window import MainWindow

    # The smoke test, the start-up timing and screenshots never touch the player's files.
    storage = None if args.smoke_test or args.startup_time or args.screenshot else Storage.at()
    settings_load = None
    if storage is not None:
        settings_load = load_settings(storage)
        settings = settings_load.settings
    else:
        settings = UiSettings(speed="fast") if args.smoke_test else UiSettings()
    from .text.i18n import install_language

    install_language(app, args.language or settings.language)  # before any text is made
    window = MainWindow(settings, storage=storage)
    setup = GameSetup(preset=args.preset or settings.default_preset, level=args.level or settings.default_level,
                      seed=args.seed, name=settings.player_name)
    if args.smoke_test:
        setup.level = "random" if args.level is None else args.level
    if args.startup_time:
        def shown() -> None:
            print(f"table shown after {time.perf_counter() - _START:.3f} s", flush=True)
            QTimer.singleShot(0, window.close)

        window.view.first_painted.connect(shown)
    window.show()
    if storage is not None:
        window.begin(setup, settings_load, new_game_dialog=args.new_game_dialog)  # Continue / New game
    else:
        window.start(setup)
        if args.new_game_dialog and not args.smoke_test:
            QTimer.singleShot(0, window.new_game)
    if not args.smoke_test:
        window.offer_first_run_hint()  # the first start opens straight onto the match, with a how-to-play box
    if args.screenshot:
        return _screenshot(window, args.screenshot)
    if args.smoke_test:
        return _smoke(app, window)
    code = app.exec()
    if storage is not None:
        save_settings(storage, window.settings)
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
