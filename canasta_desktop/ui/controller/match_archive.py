"""Where a match is kept: saved after every move, and into the statistics once it is over.

Either part may be missing (nothing is written then, as in tests). A failing
disk is reported through ``notify`` and the game goes on; the sentences keep
the "GameController" translation context they were written in.

A save that fails is said every time until a save succeeds again (`save_failed` tells the window
that moves are not on disk). A match that ends while the statistics cannot be written (a full disk)
is not lost: its entry waits (`persistence.pending`), its last good save is not removed, and both are
settled at the next save, when the window closes, or at the next start.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.match import Match
from ...persistence.pending import PendingRecords, keep_making_room, pending_of
from ...persistence.round_archive import RoundArchive, archived_match
from ...persistence.session import MatchSession
from ...persistence.statistics import FinishedMatch, StatisticsStore, finished_match
from ...persistence.storage import forget_saves_of
from ...persistence.store import AutoSaver
from ..text.messages import translate


class MatchArchive:
    """The autosaver and the statistics store of the match on the table."""

    def __init__(self, notify: Callable[[str], None], recorded: Callable[[], None]) -> None:
        self.autosaver: AutoSaver | None = None  # saves after every move when set (the app sets it)
        self.statistics: StatisticsStore | None = None  # records finished matches when set
        self.round_logs: RoundArchive | None = None  # keeps finished matches' rounds for the review when set
        self._archive_told = False  # a damaged round-logs.json is said once
        self._notify = notify
        self._recorded = recorded

    @property
    def pending(self) -> PendingRecords | None:
        return pending_of(self.statistics) if self.statistics is not None else None

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
            self.keep_rounds(session)
            self.forget()
            return
        kept = translate(
            "GameController",
            "The finished match is kept and goes into the statistics as soon as there is room.",
        )
        if self._store(finished_match(session), kept):
            self.keep_rounds(session)
            self._recorded()
            self.forget()

    def keep_rounds(self, session: MatchSession) -> None:
        """The finished match's rounds into ``round-logs.json`` (a damaged file found first is said, and
        a failing disk: the match itself is not lost, only its rounds for the review)."""
        archive = self.round_logs
        if archive is None:
            return
        try:
            archive.add(archived_match(session))
        except OSError as error:
            reason = error.strerror or str(error)
            self._notify(
                translate("GameController", "The rounds for the review could not be saved: %1").replace(
                    "%1", reason
                )
            )
        if archive.problems and not self._archive_told:
            self._archive_told = True
            self._notify(
                translate(
                    "GameController",
                    "The file of earlier rounds for the review was damaged; it was kept aside and a new one started.",
                )
            )

    def record_abandoned(self, session: MatchSession) -> None:
        """A match replaced by a new one before it ended: into the statistics as abandoned (its finished
        rounds, the totals as they stand). Its save is left alone (the new match's first save replaces
        it); an entry the disk refuses waits like a finished match's."""
        if self.pending is not None and self._store(finished_match(session, abandoned=True), ""):
            self._recorded()

    def _store(self, entry: FinishedMatch, kept: str) -> bool:
        """``entry`` into the statistics through the pending file; False (said, with ``kept``) when the disk
        refused it: it waits there, room being made from the save's backup."""
        pending = self.pending
        assert pending is not None
        pending.add(entry)
        try:
            pending.flush()
        except OSError as error:
            if self.autosaver is not None:
                keep_making_room(pending, self.autosaver.store)
            reason = translate("GameController", "The statistics could not be saved: %1").replace(
                "%1", error.strerror or str(error)
            )
            self._notify(f"{reason} {kept}".strip())
            return False
        return True

    def settle(self) -> bool:
        """Record the finished matches still waiting; True when none is left."""
        pending = self.pending
        if not pending:
            return True
        try:
            done = pending.flush()
        except OSError:
            return False
        if self.autosaver is not None:
            self.autosaver.flush()
            forget_saves_of(self.autosaver.store, done)
        self._notify(translate("GameController", "The finished match is now in the statistics."))
        self._recorded()
        return True

    def unsaved(self, match: Match | None, session: Callable[[], MatchSession]) -> bool:
        """Whether something would be lost by quitting now, once the failed save is tried again."""
        saver = self.autosaver
        if saver is None or not self.save_failed:
            return False
        self.settle()
        self.save(match, session)
        saver.flush()
        return self.save_failed

    def close(self) -> None:
        """The last save reaches the disk, and a finished match still waiting is tried once more."""
        self.settle()
        if self.autosaver is not None:
            self.autosaver.close()
