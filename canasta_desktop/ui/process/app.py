"""The `canasta` command: open the card table.

``canasta`` starts straight into a classic 2-player match against Mellem (with a
how-to-play box until it is dismissed once); ``--smoke-test`` opens the
window, lets the computer make a few moves and exits 0, for packaging checks.
A bad command line gets one line on stderr and exit status 2, before any window.
One copy of the game owns the data folder (`single_instance`); a second start
asks whether to bring the first forward, open read-only or quit.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ...persistence.settings import Settings, SettingsLoad
    from ...persistence.storage import Storage
    from ..window.main_window import MainWindow
    from .quit_signals import QuitSignals
    from .single_instance import InstanceLock

_START = time.perf_counter()
_UNANSWERED = False  # the disk did not answer at the close: the game leaves without tearing anything down


class _Parser(argparse.ArgumentParser):
    """Errors on one line (``canasta: error: …``), exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _seed(text: str) -> int:
    from ...persistence.savegame import MAX_SEED

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"{text[:40]} is not between 0 and {MAX_SEED}")
    return value


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    from ... import __version__
    from ...engine.rules import PRESETS

    parser = _Parser(prog="canasta", description="Canasta against the computer.")
    parser.add_argument("--version", action="version", version=f"canasta {__version__}")
    parser.add_argument(
        "--preset",
        default=None,
        choices=list(PRESETS),
        metavar="PRESET",
        help=f"game to start: {', '.join(PRESETS)} (default classic-2p)",
    )
    parser.add_argument(
        "--level", default=None, choices=["let", "mellem", "svaer", "ekspert"], help="opponent level"
    )
    parser.add_argument("--seed", type=_seed, default=None, help="deal seed (for repeatable games)")
    parser.add_argument(
        "--language",
        default=None,
        choices=["system", "da", "sv", "en"],
        help="interface language for this run (default: the one chosen in Settings)",
    )
    parser.add_argument("--new-game-dialog", action="store_true", help="ask for the game to play first")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the table, let the computer play a few moves, and exit 0",
    )
    parser.add_argument(
        "--require-compiled",
        action="store_true",
        help="with --smoke-test: fail unless the compiled rollout loop plays (release bundles)",
    )
    parser.add_argument(
        "--startup-time",
        action="store_true",
        help="print the time from start to the table's first paint, then quit",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        default=None,
        help="save a picture of the window (PNG) once the table is shown, then quit",
    )
    args = parser.parse_args(list(argv))
    if args.screenshot is not None:
        from ...persistence.output_paths import file_problem  # checked before any window opens

        problem = file_problem(args.screenshot)
        if problem:
            parser.error(f"--screenshot: {problem}")
    return args


LEGACY_KEYS = ("ui/speed", "ui/sort_by_suit", "ui/back_style", "language")


def load_settings(storage: Storage) -> SettingsLoad:
    """The settings file from the config folder; on the first run of this version, the settings the
    table kept in QSettings before are brought over once (settings schema version 0)."""
    from ...persistence.settings import SettingsLoad, from_legacy

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


def _storage(app: QApplication, language: str | None) -> tuple[Storage | None, InstanceLock | None]:
    """The player's files, and this copy's lock on them; (None, None) when the player chose to quit."""
    from ...persistence.paths import default_paths, shown
    from ...persistence.storage import Storage
    from ..text.i18n import install_language
    from . import single_instance

    paths = default_paths()
    lock = single_instance.InstanceLock(paths.data, app)
    if lock.acquired:
        storage = Storage.at(paths)  # read-only if a newer version wrote the files (they are kept)
        if storage.newer:
            print("canasta: a newer version of Canasta wrote these files; opened read-only", file=sys.stderr)
        return storage, lock
    if lock.unavailable:  # a full disk or a quota: owning the folder unlocked would let two copies write it
        reason = lock.problem or "no reason given"
        print(
            f"canasta: the data folder {shown(paths.data)} could not be locked ({reason}); opened read-only",
            file=sys.stderr,
        )
        return Storage.at(paths, read_only=True), lock
    # Asked in the player's language, read from the settings without writing anything.
    install_language(app, language or Storage.at(paths, read_only=True).load_settings().settings.language)
    choice = single_instance.ask_already_open()
    if choice == single_instance.AlreadyOpen.SHOW and lock.ask_owner_to_show():
        return None, None
    if choice == single_instance.AlreadyOpen.READ_ONLY:
        return Storage.at(paths, read_only=True), None
    return None, None


def main(argv: Sequence[str] | None = None) -> int:
    from .quit_signals import installed

    signals = installed()  # first (if `launch` has not): SIGINT, SIGTERM and SIGHUP end the game cleanly
    try:
        args = _parse(sys.argv[1:] if argv is None else argv)
        code = _run(args, signals)
    finally:
        signals.uninstall()
    from ..workers.operation import running_threads

    if running_threads() or _UNANSWERED:  # a thread never returned: leave at once
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code


def _run(args: argparse.Namespace, signals: QuitSignals) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .display_scale import clamp_scaling

    clamp_scaling()  # QT_SCALE_FACTOR=100 drew nothing for minutes; read when the application is made
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from .gui_collector import GuiCollector

    GuiCollector(app)  # cycles holding Qt objects are freed on this thread, between events
    app.setOrganizationName("CanastaDesktop")
    app.setApplicationName("Canasta")
    app.setApplicationDisplayName("Canasta")
    app.setDesktopFileName("canasta-desktop")  # ties the windows to the menu entry's icon on Linux
    from ..art.fonts import load_fonts

    load_fonts()  # the table's shipped fonts, before anything is drawn (the icon's cards too)
    from ..dialogs.first_run import application_icon

    app.setWindowIcon(application_icon())

    from ...persistence.settings import Settings as UiSettings
    from ..controller.controller import GameSetup
    from ..window.main_window import MainWindow
    from .quit_signals import close_everything
    from .single_instance import ReadOnlyTitle, bring_forward

    windows: list[MainWindow] = []

    def quit_now() -> None:
        """A quit signal: every dialog closed, the window closed without asking (it saves), the loop ended."""
        close_everything()
        for window in windows:
            window.closing_anyway = True
            window.close()
        app.quit()

    signals.on_quit(quit_now)

    # The smoke test, the start-up timing and screenshots never touch the player's files.
    storage: Storage | None = None
    lock: InstanceLock | None = None
    if not (args.smoke_test or args.startup_time or args.screenshot):
        storage, lock = _storage(app, args.language)
        if storage is None or signals.requested:
            if lock is not None:
                lock.release()
            return 0  # the other copy was brought forward, the player chose to quit, or a signal came
    settings_load = None
    if storage is not None:
        settings_load = load_settings(storage)
        settings = settings_load.settings
    else:
        settings = UiSettings(speed="fast") if args.smoke_test else UiSettings()
    from ..text.i18n import install_language
    from ..text.messages import translate

    install_language(app, args.language or settings.language)  # before any text is made
    window = MainWindow(settings, storage=storage)
    windows.append(window)
    if lock is not None and lock.acquired:
        lock.show_requested.connect(lambda: bring_forward(window))
        lock.listen()
    if storage is not None and storage.read_only:
        ReadOnlyTitle(window)
    if lock is not None and lock.unavailable:
        text = _unlocked_notice(lock)
        QTimer.singleShot(0, lambda: window.show_notice(text))
    elif storage is not None and storage.newer:
        newer = translate(
            "MainWindow",
            "A newer version of Canasta wrote these files. This window is read-only so that they are kept"
            " as they are: nothing you play in it is saved.",
        )
        QTimer.singleShot(0, lambda: window.show_notice(newer))
    elif lock is not None and lock.set_aside is not None:
        print(
            f"canasta: the lock file was stale ({lock.stale_reason}): kept as {lock.set_aside}",
            file=sys.stderr,
        )
        aside = translate(
            "MainWindow",
            "A lock file in a bad state was found and kept aside as %1; this window now owns the data.",
        ).replace("%1", lock.set_aside.name)
        QTimer.singleShot(0, lambda: window.show_notice(aside))
    setup = GameSetup(
        preset=args.preset or settings.default_preset,
        level=args.level or settings.default_level,
        seed=args.seed,
        name=settings.player_name,
    )
    if args.smoke_test:
        setup.level = "random" if args.level is None else args.level
    if args.startup_time:

        def shown() -> None:
            wall, cpu = (
                time.perf_counter() - _START,
                time.process_time(),
            )  # CPU: what a busy machine disturbs less
            print(f"table shown after {wall:.3f} s (CPU {cpu:.3f} s)", flush=True)
            QTimer.singleShot(0, window.close)

        window.view.first_painted.connect(shown)
    window.show_as_left()
    if (
        storage is not None
    ):  # the files are read on a thread, then Continue / New game, then the first-run box
        window.starting.read_then_begin(
            setup, settings_load, args.new_game_dialog, window.offer_first_run_hint
        )
    else:
        window.start(setup)
        if args.new_game_dialog and not args.smoke_test:
            QTimer.singleShot(0, window.new_game)
        if not args.smoke_test:
            window.offer_first_run_hint()  # the first start opens onto the match, with a how-to-play box
    if args.screenshot:
        return _screenshot(window, args.screenshot)
    if args.smoke_test:
        return _smoke(app, window, args.require_compiled)
    if signals.requested:  # a signal before the event loop ran: close at once (the window saves)
        quit_now()
        code = 0
    else:
        code = app.exec()
    if signals.requested:
        code = 0  # asked to end, and ended cleanly
    if storage is not None and not _last_writes(storage, window.settings):
        return int(code)  # the lock file is on the disk that does not answer: left (a dead copy's is stale)
    if lock is not None:
        lock.release()
    return int(code)


def _unlocked_notice(lock: InstanceLock) -> str:
    """The data folder could not be locked: which folder (as the system shows its name), the system's own
    reason, and where else the game can keep its files."""
    from ...persistence.paths import HOME_VARIABLE, shown
    from ..text.messages import translate

    reason = lock.problem or translate("MainWindow", "the system gave no reason")
    return (
        translate(
            "MainWindow",
            "The data folder %1 could not be locked (%2), so this window is read-only: nothing you play"
            " in it is saved. To play with saves, make room there, or start Canasta with %3 set to a"
            " folder it can write in.",
        )
        .replace("%3", HOME_VARIABLE)
        .replace("%2", reason)
        .replace("%1", shown(lock.folder))  # last: a folder's name may hold "%2"
    )


def _last_writes(storage: Storage, settings: Settings) -> bool:
    """The settings written at the close, on the writer; False when the disk does not answer (waited for
    `QUIT_WAIT` seconds once: what it could not take is written next time)."""
    from ...persistence.writer import QUIT_WAIT

    answering = storage.writer.idle()
    storage.save_settings_later(
        settings, lambda error: print(f"canasta: the settings could not be saved: {error}", file=sys.stderr)
    )
    if answering and storage.writer.close(QUIT_WAIT):
        return True
    global _UNANSWERED
    _UNANSWERED = True  # nothing may touch that disk on the way out (the lock's destructor would)
    print("canasta: the disk does not answer; the game quits without waiting for it", file=sys.stderr)
    return False


def _screenshot(window: MainWindow, path: str) -> int:
    """Save the window as a PNG once it is the player's turn and the cards have settled, then close."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    deadline = QDeadlineTimer(10000)
    while not window.controller.is_viewers_turn() and not deadline.hasExpired():
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    loop = QEventLoop()
    QTimer.singleShot(800, loop.quit)  # let the last animation finish
    loop.exec()
    from pathlib import Path

    from ...persistence.paths import shown
    from ..art.picture_file import save_picture  # atomically; a link to nowhere was refused before

    ok = save_picture(window.grab(), Path(path), follow_link=True)
    named = shown(Path(path))  # a name that is not UTF-8 would make the print itself fail
    print(f"screenshot saved to {named}" if ok else f"screenshot: could not write {named}")
    window.close()
    return 0 if ok else 1


def _smoke(app: object, window: MainWindow, require_compiled: bool = False) -> int:
    """Play until the computer has made a few moves (the human seat is played by the random player),
    then time one Ekspert decision; with ``require_compiled``, the Python rollout loop fails it."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

    from ...ai import loop_check, policy
    from ...ai.random_player import RandomPlayer

    controller = window.controller
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
        if state is not None and controller.is_viewers_turn():
            from ...engine.view import player_view

            action = player.choose(player_view(state, controller.human), state.legal_actions())
            controller.turn.play([action])  # the smoke test plays the human seat as a player would
        QTimer.singleShot(20, tick)

    QTimer.singleShot(0, tick)
    loop.exec()
    decision = loop_check.timed_decision()
    print(
        f"smoke test: one Ekspert decision in {decision.seconds * 1000:.0f} ms ({decision.steps} simulated moves)"
    )
    failure = loop_check.loop_failure(policy.COMPILED, require_compiled)
    if failure:
        print(f"smoke test: {failure}")
    ok = moves["computer"] >= 6 and failure is None
    print(
        f"smoke test: {moves['computer']} moves in {clock.elapsed()} ms"
        f" (rollout loop: {loop_check.loop_name()}): {'ok' if ok else 'FAILED'}"
    )
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
