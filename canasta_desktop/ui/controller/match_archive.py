"""Where a match is kept: saved after every move, and into the statistics once it is over.

Either part may be missing (nothing is written then, as in tests). A failing
disk is reported through ``notify`` and the game goes on; the sentences keep
the "GameController" translation context they were written in.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.match import Match
from ...persistence.session import MatchSession
from ...persistence.statistics import StatisticsStore, finished_match
from ...persistence.store import AutoSaver
from ..text.messages import translate


class MatchArchive:
    """The autosaver and the statistics store of the match on the table."""

    def __init__(self, notify: Callable[[str], None], recorded: Callable[[], None]) -> None:
        self.autosaver: AutoSaver | None = None  # saves after every move when set (the app sets it)
        self.statistics: StatisticsStore | None = None  # records finished matches when set
        self._notify = notify
        self._recorded = recorded
        self._save_failed = False

    def forget(self) -> None:
        """Remove the saved match (a new one replaces it, or it is over)."""
        if self.autosaver is not None:
            self.autosaver.clear()

    def save(self, match: Match | None, session: Callable[[], MatchSession]) -> None:
        """Save the match after a move (not once its round is over); a failing disk is reported once."""
        saver = self.autosaver
        if saver is None or match is None or match.is_over or match.round.is_over:
            return
        saver.save(session())
        errors = saver.take_errors()
        if errors and not self._save_failed:
            self._save_failed = True
            reason = errors[-1].strerror or str(errors[-1])
            self._notify(translate("GameController", "The game could not be saved: %1").replace("%1", reason))

    def record(self, session: MatchSession) -> None:
        """The match is over: into the statistics, and the saved match is removed."""
        if self.statistics is not None:
            try:
                self.statistics.record(finished_match(session))
            except OSError as error:
                self._notify(
                    translate("GameController", "The statistics could not be saved: %1").replace(
                        "%1", error.strerror or str(error)
                    )
                )
            self._recorded()
        self.forget()

    def close(self) -> None:
        """The last save reaches the disk."""
        if self.autosaver is not None:
            self.autosaver.close()
