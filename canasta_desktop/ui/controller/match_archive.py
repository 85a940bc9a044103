"""Where a match is kept: saved after every move, and into the statistics once it is over.

Either part may be missing (nothing is written then, as in tests). A failing
disk is reported through ``notify`` and the game goes on; the sentences keep
the "GameController" translation context they were written in.

A save that fails is said every time until a save succeeds again (`save_failed` tells the window
that moves are not on disk). A match that ends while the statistics cannot be written (a full disk)
is not lost: its entry waits (`persistence.pending`), its last good save is not removed, and both are
settled at the next save, when the window closes, or at the next start.

Every write runs on the autosaver's writer thread (`persistence.writer`), in order with the saves: the
window never waits for the disk. A disk that stops answering only holds the writer; quitting waits for
it `QUIT_WAIT` seconds at most, and the files it could not reach are as they were (the finished match
still in its save, recorded at the next start). What the writer has to say comes back to the interface
thread (`_ToInterface`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ...engine.match import Match
from ...persistence.pending import PendingRecords, keep_making_room, pending_of
from ...persistence.round_archive import ArchivedMatch, RoundArchive, archived_match
from ...persistence.session import MatchSession
from ...persistence.statistics import FinishedMatch, StatisticsStore, finished_match
from ...persistence.storage import forget_saves_of
from ...persistence.store import AutoSaver
from ...persistence.writer import QUIT_WAIT
from ..text.messages import translate


class _ToInterface(QObject):
    """Runs a callable on the interface thread, whichever thread asks (the writer's answers)."""

    asked = Signal(object)

    def __init__(self, parent: QObject | None) -> None:
        super().__init__(parent)  # with a parent, never destroyed by the writer thread's last reference
        self.asked.connect(self._run)

    def call(self, run: Callable[[], None]) -> None:
        app = QCoreApplication.instance()
        if app is None or QThread.currentThread() is app.thread():
            run()  # already there (or no event loop to go through: scripts, the fuzz campaign)
        else:
            self.asked.emit(run)

    @Slot(object)
    def _run(self, run: Callable[[], None]) -> None:
        run()


class MatchArchive:
    """The autosaver and the statistics store of the match on the table."""

    def __init__(
        self, notify: Callable[[str], None], recorded: Callable[[], None], parent: QObject | None = None
    ) -> None:
        self.autosaver: AutoSaver | None = None  # saves after every move when set (the app sets it)
        self.statistics: StatisticsStore | None = None  # records finished matches when set
        self.round_logs: RoundArchive | None = None  # keeps finished matches' rounds for the review when set
        self._archive_told = False  # a damaged round-logs.json is said once
        self._notify = notify
        self._recorded = recorded
        self._interface = _ToInterface(parent)

    @property
    def pending(self) -> PendingRecords | None:
        return pending_of(self.statistics) if self.statistics is not None else None

    def _later(self, key: str, job: Callable[[], None]) -> None:
        """``job`` on the writer thread, after the writes before it (at once without a background saver)."""
        saver = self.autosaver
        if saver is None or not saver.background:
            job()
        else:
            saver.writer.submit(key, job, replaces="none")

    def _say(self, text: Callable[[], str]) -> None:
        self._interface.call(lambda: self._notify(text()))

    def forget(self) -> None:
        """Remove the saved match (a new one replaces it, or it is over); a finished match still waiting
        for the statistics keeps its save."""
        if self.autosaver is not None and not self.pending:
            self.autosaver.clear()

    def save(self, match: Match | None, session: Callable[[], MatchSession], fresh: bool = False) -> None:
        """Save the match after a move (not once its round is over); a failing save is reported each time
        until one succeeds."""
        saver = self.autosaver
        if saver is None or match is None or match.is_over or match.round.is_over:
            return
        self.settle()
        saver.save(session(), fresh)
        errors = saver.take_errors()
        if errors and saver.failing:
            reason = errors[-1].strerror or str(errors[-1])
            self._notify(translate("GameController", "The game could not be saved: %1").replace("%1", reason))

    @property
    def save_failed(self) -> bool:
        """The last save did not reach the disk (or a finished match still waits for the statistics)."""
        failing = self.autosaver is not None and self.autosaver.failing
        return failing or bool(self.pending)

    def record(self, session: MatchSession) -> None:
        """The match is over: into the statistics, its rounds into the review's archive (after the
        statistics: on a nearly full disk they come first), and the saved match is removed (only then)."""
        if self.pending is None:
            rounds = self._rounds_of(session)
            self._later("rounds", lambda: self._keep_rounds(rounds))
            self.forget()
            return
        entry, rounds = finished_match(session), self._rounds_of(session)

        def job() -> None:
            if self._store(entry, True):
                self._keep_rounds(rounds)
                self._interface.call(self._recorded)
                if self.autosaver is not None and not self.pending:
                    self.autosaver.clear_in_line()  # on the writer, in line: never a later save

        self._later("statistics", job)

    def _rounds_of(self, session: MatchSession, abandoned: bool = False) -> ArchivedMatch | None:
        """The match's finished rounds for the review (made on the interface thread, kept on the writer)."""
        return archived_match(session, abandoned=abandoned) if self.round_logs is not None else None

    def _keep_rounds(self, rounds: ArchivedMatch | None) -> None:
        """The finished match's rounds into ``round-logs.json``, on the writer thread (a damaged file found
        first is said, and a failing disk: the match itself is not lost, only its rounds for the review)."""
        archive = self.round_logs
        if archive is None or rounds is None:
            return
        try:
            archive.add(rounds)
        except OSError as error:
            reason = error.strerror or str(error)
            self._say(
                lambda: translate(
                    "GameController", "The rounds for the review could not be saved: %1"
                ).replace("%1", reason)
            )
        if archive.problems and not self._archive_told:
            self._archive_told = True
            self._say(
                lambda: translate(
                    "GameController",
                    "The file of earlier rounds for the review was damaged; it was kept aside and a new one started.",
                )
            )

    def record_away(self, entry: FinishedMatch, rounds: ArchivedMatch) -> None:
        """A match played at another computer's table (a guest's part of it): into this computer's
        statistics, then its rounds into the review's archive, in line with the writes before; this
        computer's saved match is untouched."""
        self._record_then_keep(lambda: entry, not entry.abandoned, rounds)

    def record_abandoned(self, session: MatchSession) -> None:
        """A match replaced by a new one before it ended: into the statistics as abandoned (its finished
        rounds, the totals as they stand), then its finished rounds into the review's archive (marked
        abandoned). Its save is left alone (the new match's first save replaces it); an entry the disk
        refuses waits like a finished match's."""
        rounds = self._rounds_of(session, abandoned=True)
        if rounds is not None and not any(rounds.logs):
            rounds = None  # no finished round to review
        self._record_then_keep(lambda: finished_match(session, abandoned=True), False, rounds)

    def _record_then_keep(
        self, entry: Callable[[], FinishedMatch], finished: bool, rounds: ArchivedMatch | None
    ) -> None:
        """The statistics entry (made only where statistics are kept) and then the rounds, in line on the
        writer; without statistics only the rounds."""
        if self.pending is None:
            self._later("rounds", lambda: self._keep_rounds(rounds))
            return
        made = entry()

        def job() -> None:
            if self._store(made, finished):
                self._interface.call(self._recorded)
            self._keep_rounds(rounds)

        self._later("statistics", job)

    def _store(self, entry: FinishedMatch, finished: bool) -> bool:
        """``entry`` into the statistics through the pending file (on the writer thread); False (said) when
        the disk refused it: it waits there, room being made from the save's backup."""
        pending = self.pending
        assert pending is not None
        pending.add(entry)
        try:
            pending.flush()
        except OSError as error:
            if self.autosaver is not None:
                keep_making_room(pending, self.autosaver.store)
            failure = error  # `error` is gone once the block ends; the sentence is made later
            self._say(lambda: _refused(failure, finished))
            return False
        return True

    def settle(self) -> None:
        """Record the finished matches still waiting (soon, on the writer thread)."""
        if not self.pending:
            return

        def job() -> None:
            pending = self.pending
            if not pending:
                return
            try:
                done = pending.flush()
            except OSError:
                return
            if self.autosaver is not None:
                forget_saves_of(self.autosaver.store, done)  # the saves before it are written: in line
            self._say(lambda: translate("GameController", "The finished match is now in the statistics."))
            self._interface.call(self._recorded)

        self._later("settle", job)

    def unsaved(self, match: Match | None, session: Callable[[], MatchSession]) -> bool:
        """Whether something would be lost by quitting now, once the failed save is tried again. A disk
        that does not answer within `QUIT_WAIT` is not waited for: nothing more can be written then,
        and what is on it stays good (the last save; the finished match in it)."""
        saver = self.autosaver
        if saver is None or not saver.flush(QUIT_WAIT) or not self.save_failed:
            return False
        self.settle()
        self.save(match, session)
        saver.flush(QUIT_WAIT)
        return self.save_failed

    def close(self) -> bool:
        """The last save reaches the disk, and a finished match still waiting is tried once more; False
        when the disk did not answer within `QUIT_WAIT` (the writer is left to it)."""
        self.settle()
        return self.autosaver is None or self.autosaver.close(QUIT_WAIT)


def _refused(error: OSError, finished: bool) -> str:
    reason = translate("GameController", "The statistics could not be saved: %1").replace(
        "%1", error.strerror or str(error)
    )
    if not finished:
        return reason
    kept = translate(
        "GameController", "The finished match is kept and goes into the statistics as soon as there is room."
    )
    return f"{reason} {kept}"
