"""All of the game's files in one place, for the table to hold."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .paths import Paths, default_paths
from .pending import PendingRecords, pending_of, saved_match_id
from .round_archive import RoundArchive
from .settings import Settings, SettingsLoad, load_settings, save_settings
from .statistics import FinishedMatch, StatisticsStore
from .store import AutoSaver, SaveStore
from .versions import newer_files


@dataclass
class Storage:
    """The running match's save, the statistics and the settings under one pair of folders.

    ``read_only``: another copy of the game owns the folders; everything is read, nothing written.
    """

    paths: Paths
    saves: SaveStore
    statistics: StatisticsStore
    read_only: bool = False
    newer: tuple[Path, ...] = ()  # files a newer version of the game wrote: read-only, so they are kept
    round_logs: RoundArchive = field(init=False)  # the last finished matches' rounds, for the review

    def __post_init__(self) -> None:
        self.round_logs = RoundArchive(self.paths.round_logs_file, self.read_only)

    @classmethod
    def at(cls, paths: Paths | None = None, read_only: bool = False) -> Storage:
        """The files under ``paths``; read-only as asked, or when a newer version of the game wrote any of
        them (an older copy never overwrites or moves a newer one's files)."""
        paths = paths or default_paths()
        newer = tuple(newer_files(paths))
        read_only = read_only or bool(newer)
        return cls(
            paths,
            SaveStore(paths.match_file, read_only),
            StatisticsStore(paths.statistics_file, read_only),
            read_only,
            newer,
        )

    @property
    def pending(self) -> PendingRecords:
        """Finished matches not yet in the statistics (a full disk)."""
        return pending_of(self.statistics)

    def settle_pending(self) -> list[FinishedMatch]:
        """At the start: record the finished matches a previous run could not (a full disk); the kept
        save of such a match is removed once it is recorded. Never raises (they wait for next time)."""
        if self.read_only:
            return []
        pending = self.pending
        pending.load()
        try:
            done = pending.flush()
        except OSError:
            return []
        forget_saves_of(self.saves, done)
        return done

    def autosaver(self, background: bool = True) -> AutoSaver:
        return AutoSaver(self.saves, background)

    def load_settings(self) -> SettingsLoad:
        return load_settings(self.paths.settings_file, move_aside=not self.read_only)

    def save_settings(self, settings: Settings) -> None:
        if not self.read_only:
            save_settings(self.paths.settings_file, settings)


def forget_saves_of(saves: SaveStore, recorded: list[FinishedMatch]) -> None:
    """Remove the save if it holds one of the ``recorded`` matches (kept while its entry waited). An
    abandoned match never removes a save: the one it is still in is the player's to continue."""
    ids = {entry.match_id for entry in recorded if not entry.abandoned}
    main = saved_match_id(saves.path)
    if main in ids or (main is None and saved_match_id(saves.backup) in ids):
        saves.clear()
