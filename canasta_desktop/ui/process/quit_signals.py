"""SIGINT, SIGTERM and SIGHUP end the game cleanly: the match and the settings saved, the lock released.

Python runs a signal handler only between bytecodes of the main thread, and a handler that raises
(the default ``KeyboardInterrupt``) would surface inside whichever Qt virtual happened to run. So the
handler only notes the signal, and `signal.set_wakeup_fd` writes a byte to a socket pair that a
`QSocketNotifier` watches: the event loop wakes at once, even while Qt sits in C++, and the quit runs
as an ordinary slot — open dialogs are closed, the window closes without asking (its close saves),
and the event loop ends. A signal before the event loop runs is seen by `requested` instead.

Installed by the first line of the game's code: the `canasta` command is `launch.main`, whose module
installs them (`install_early`) before anything else is imported; `app.main` takes that instance over
(and installs its own when called otherwise: ``python -m canasta_desktop.ui.process.app``, tests), so a signal
during start-up is never a traceback either. Not on Windows, which has no such signals for a windowed
program.

A signal the launcher set to be ignored stays ignored (``nohup canasta``: SIGHUP; a background job of
a shell script: SIGINT), as Unix programs do. Taking it over could not make it reliable: a signal
sent before `install` is dropped by the kernel, so whether it ended the game would depend on the
millisecond it came (issue 23: one of the two ways an early SIGINT was lost and the game ran on).
Before `install`, a signal gets its default action: SIGTERM and SIGHUP end the process at once,
SIGINT is Python's KeyboardInterrupt (exit status 130 or a traceback) — nothing is open yet, so
nothing is lost. Python itself drops a KeyboardInterrupt that lands in one of its internal callbacks
(an import's, a finalizer's: "Exception ignored") and runs on; from `install` on, such a dropped
KeyboardInterrupt reaches `sys.unraisablehook`, which `install` sets first (chained to the one before)
and which turns it into a quit request, as if SIGINT came then. What is left is before the game's
first line: the interpreter starting, ``site`` and the editable install's finder, the import of the
``canasta_desktop`` package and of this module (docs/saves.md).
"""

from __future__ import annotations

import contextlib
import signal
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only annotations: the module imports as little as it can (it is the game's first)
    import socket
    from collections.abc import Callable
    from types import FrameType

SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


class QuitSignals:
    """Catches the quit signals from `install` until `uninstall`; `requested` once one arrived."""

    def __init__(self) -> None:
        self.received: int | None = None
        self._pair: tuple[socket.socket, socket.socket] | None = None
        self._previous: dict[int, object] = {}
        self._previous_fd = -1
        self._on_quit: Callable[[], None] | None = None
        self._notifier: object | None = None
        self._previous_hook: Callable[[sys.UnraisableHookArgs], object] | None = None

    @property
    def requested(self) -> bool:
        return self.received is not None

    def install(self) -> None:
        if not SIGNALS:  # pragma: no cover - Windows
            return
        # A KeyboardInterrupt Python drops from here on is a quit request (the hook first: nothing to import).
        self._previous_hook = sys.unraisablehook
        sys.unraisablehook = self._unraisable
        # The handlers then, before anything is imported: an import's own callbacks are where Python
        # drops a KeyboardInterrupt ("Exception ignored"), and from here on there is none to drop. A
        # signal before the wake-up socket exists is seen by `requested`.
        for number in SIGNALS:
            if signal.getsignal(number) == signal.SIG_IGN:
                continue  # the launcher asked for it to be ignored (nohup: SIGHUP): it stays ignored
            self._previous[number] = signal.signal(number, self._handler)
        import socket

        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)
        self._pair = (reader, writer)
        try:
            self._previous_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        except ValueError:  # not the main thread (a test calling main from a thread): handlers only
            self._previous_fd = -1

    def _handler(self, number: int, _frame: FrameType | None) -> None:
        if self.received is None:
            self.received = number

    def _unraisable(self, unraisable: sys.UnraisableHookArgs) -> None:
        """A KeyboardInterrupt Python could not raise ("Exception ignored"): SIGINT's quit request, as if the
        signal came now (the byte wakes a running event loop). Anything else goes to the hook before."""
        if not isinstance(unraisable.exc_value, KeyboardInterrupt):
            previous = self._previous_hook or sys.__unraisablehook__
            previous(unraisable)
            return
        if self.received is None:
            self.received = int(signal.SIGINT)
        if self._pair is not None:
            with contextlib.suppress(OSError):
                self._pair[1].send(bytes([int(signal.SIGINT)]))

    def on_quit(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` on the event loop's thread as soon as a signal arrives (Qt is running)."""
        from PySide6.QtCore import QSocketNotifier

        self._on_quit = callback
        if self._pair is None or self._notifier is not None:
            return
        notifier = QSocketNotifier(self._pair[0].fileno(), QSocketNotifier.Type.Read)
        notifier.activated.connect(self._wake)
        self._notifier = notifier

    def _wake(self, *_args: object) -> None:
        assert self._pair is not None
        with contextlib.suppress(OSError):
            data = self._pair[0].recv(64)
            if data and self.received is None:  # the byte is the signal's number
                self.received = data[0]
        if self.received is not None and self._on_quit is not None:
            callback, self._on_quit = self._on_quit, None  # once: a second signal changes nothing
            callback()

    def uninstall(self) -> None:
        if self._previous_hook is not None:
            if sys.unraisablehook == self._unraisable:
                sys.unraisablehook = self._previous_hook
            self._previous_hook = None
        for number, previous in self._previous.items():
            with contextlib.suppress(ValueError, TypeError):
                signal.signal(number, previous)  # type: ignore[arg-type]
        self._previous.clear()
        if self._pair is not None:
            with contextlib.suppress(ValueError):
                signal.set_wakeup_fd(self._previous_fd)
            notifier = self._notifier
            if notifier is not None:
                notifier.setEnabled(False)  # type: ignore[attr-defined]
                self._notifier = None
            for end in self._pair:
                end.close()
            self._pair = None


_EARLY: list[QuitSignals] = []  # installed by the `canasta` command's first line, not yet taken by `app.main`


def install_early() -> None:
    """Install the quit signals now, before anything else is imported (`launch`); `installed` hands them on."""
    if not _EARLY:
        signals = QuitSignals()
        signals.install()
        _EARLY.append(signals)


def installed() -> QuitSignals:
    """The signals `install_early` installed (taken once), or new ones installed now."""
    if _EARLY:
        return _EARLY.pop()
    signals = QuitSignals()
    signals.install()
    return signals


def close_everything() -> None:
    """Hide every modal dialog (the innermost first) so that their event loops end. Hidden, not
    rejected: a rejection is an answer (Resume's "New game" would open the next dialog), a hidden
    dialog's ``exec`` just returns 0 — "no" to every question."""
    from PySide6.QtWidgets import QApplication

    for _ in range(20):
        modal = QApplication.activeModalWidget()
        if modal is None:
            break
        modal.hide()
