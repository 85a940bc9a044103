"""Asked before the window closes while moves are not on disk: the last save failed (a full disk), or
a finished match still waits for the statistics (`UnsavedQuestion`); or the saves wait for a disk that
does not answer (`SlowDiskQuestion`, `DiskWait`). Quitting then would lose them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ...persistence.store import AutoSaver

SETTLE_WAIT = 0.5  # seconds a close waits for the last saves before it asks (a disk that answers: ms)
POLL_MS = 100  # how often a held close looks whether the disk has answered


class UnsavedQuestion(QMessageBox):
    """ "Your last moves could not be saved": keep playing (the default) or quit anyway."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Quit"))
        self.setText(self.tr("Your last moves could not be saved."))
        self.setInformativeText(
            self.tr(
                "If you quit now, they are lost: the game goes on from its last save next time. "
                "Free some disk space and keep playing, and the game saves again."
            )
        )
        self.keep_button = QPushButton(self.tr("Keep playing"))
        self.quit_button = QPushButton(self.tr("Quit anyway"))
        self.addButton(self.keep_button, QMessageBox.ButtonRole.RejectRole)
        self.addButton(self.quit_button, QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.keep_button)
        self.setEscapeButton(self.keep_button)

    def confirmed(self) -> bool:
        return self.clickedButton() is self.quit_button


def confirm_quit_unsaved(parent: QWidget | None) -> bool:
    """Whether to quit although moves are not saved (tests replace this function)."""
    box = UnsavedQuestion(parent)
    box.exec()
    return box.confirmed()


class SlowDiskQuestion(QMessageBox):
    """ "N moves are not saved yet": wait for the disk (the default) or quit and lose them. Opened without
    blocking (`open`): the window goes on answering, and the box closes by itself once the disk does."""

    def __init__(self, moves: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(self.tr("Quit"))
        self.setText(self.tr("%n move(s) are not saved yet.", "", moves))
        self.setInformativeText(
            self.tr(
                "The disk does not answer (a network folder that went away?). Wait for it: the game "
                "saves them as soon as it answers, then closes. Or quit now and lose them: the game goes "
                "on from its last save next time."
            )
        )
        self.wait_button = QPushButton(self.tr("Wait for the disk"))
        self.quit_button = QPushButton(self.tr("Quit and lose them"))
        self.addButton(self.wait_button, QMessageBox.ButtonRole.RejectRole)
        self.addButton(self.quit_button, QMessageBox.ButtonRole.DestructiveRole)
        self.setDefaultButton(self.wait_button)
        self.setEscapeButton(self.wait_button)

    def quitting(self) -> bool:
        return self.clickedButton() is self.quit_button


class DiskWait(QObject):
    """Holds a close while moves wait for a disk that does not answer (a frozen or gone network home).

    The window asks `holds` in its close: moves not on disk that do not get there within a moment ask
    the player (`SlowDiskQuestion`) and hold the close; the save goes on waiting on the writer thread,
    and once the disk has taken every move the window is closed again, the player having chosen to
    wait or not chosen yet. "Quit and lose them", a second close, or a quit signal (the window's
    ``closing_anyway``) let the close through."""

    def __init__(
        self, window: QWidget, saver: Callable[[], AutoSaver | None], notify: Callable[[str], None]
    ) -> None:
        super().__init__(window)
        self._window = window
        self._saver = saver
        self._notify = notify
        self._let_through = False  # the player chose to quit without the moves
        self.question: SlowDiskQuestion | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)

    @property
    def waiting(self) -> bool:
        return self._timer.isActive()

    def holds(self, anyway: bool) -> bool:
        """Whether the close must wait for the disk (said to the player). ``anyway``: a quit signal."""
        if self.waiting or anyway or self._let_through:  # a second close, a signal, or "quit"
            self._stop()
            return False
        saver = self._saver()
        if saver is None or saver.unwritten == 0 or saver.flush(SETTLE_WAIT):
            return False
        self.question = SlowDiskQuestion(saver.unwritten, self._window)
        self.question.finished.connect(self._answered)
        self.question.open()
        self._timer.start()
        return True

    @Slot(int)
    def _answered(self, _result: int) -> None:
        question = self.question
        if question is None or not self.waiting:
            return
        if question.quitting():
            self._stop()
            self._let_through = True
            self._window.close()
            return
        saver = self._saver()
        moves = saver.unwritten if saver is not None else 0
        self._notify(
            self.tr(
                "Waiting for the disk to save %n move(s); the game closes once they are saved. "
                "Close it again to quit without them.",
                "",
                moves,
            )
        )

    @Slot()
    def _look(self) -> None:
        saver = self._saver()
        if saver is not None and saver.unwritten > 0 and not saver.writer.idle():
            return
        self._stop()  # on disk (or refused by it: the close then asks as on a full disk)
        self._window.close()

    def _stop(self) -> None:
        self._timer.stop()
        question, self.question = self.question, None
        if question is not None:
            question.finished.disconnect(self._answered)
            question.done(0)
            question.deleteLater()
