"""All of the game's files in one place, for the table to hold."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .house_rules import HouseRulesLoad, house_rules_file, load_house_rules
from .jsonfile import Loaded
from .paths import Paths, default_paths
from .pending import PendingRecords, pending_of, saved_match_id
from .round_archive import RoundArchive
from .session import MatchSession
from .settings import Settings, SettingsLoad, load_settings, save_settings
from .statistics import FinishedMatch, StatisticsFile, StatisticsStore
from .store import AutoSaver, SaveStore
from .versions import newer_files
from .writer import Writer


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
    writer: Writer = field(default_factory=Writer)  # every write of the game's interface goes through it
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

    def read_at_start(self) -> StartFiles:
        """Everything the start reads besides the settings, in order: the statistics, the finished
        matches a previous run could not record (settled into them), the saved match, then the house
        rules (New game's list). Seconds for a huge file, or a disk that does not answer, so the window
        runs it on a thread of its own (`ui.workers.start_loading`). Never raises."""
        statistics = self.statistics.load()
        settled = self.settle_pending()
        saved = self.saves.load()
        house_rules = load_house_rules(house_rules_file(self.paths), move_aside=not self.read_only)
        return StartFiles(saved, statistics, settled, house_rules)

    def autosaver(self, background: bool = True) -> AutoSaver:
        return AutoSaver(self.saves, background, writer=self.writer)

    def load_settings(self) -> SettingsLoad:
        return load_settings(self.paths.settings_file, move_aside=not self.read_only)

    def save_settings(self, settings: Settings) -> None:
        if not self.read_only:
            save_settings(self.paths.settings_file, settings)

    def save_settings_later(
        self, settings: Settings, failed: Callable[[OSError], None] | None = None
    ) -> None:
        """Write the settings as they are now, on the writer thread (a newer call replaces one still waiting);
        ``failed`` is called there with the error."""
        if self.read_only:
            return
        copy = settings.model_copy(deep=True)

        def job() -> None:
            try:
                save_settings(self.paths.settings_file, copy)
            except OSError as error:
                if failed is not None:
                    failed(error)

        self.writer.submit("settings", job)


@dataclass
class StartFiles:
    """What `Storage.read_at_start` found: the saved match and the statistics (each with the problems of
    their files), the waiting matches recorded on the way, and the house rules (None: not read)."""

    saved: Loaded[MatchSession] = field(default_factory=lambda: Loaded(None))
    statistics: Loaded[StatisticsFile] = field(default_factory=lambda: Loaded(None))
    settled: list[FinishedMatch] = field(default_factory=list)
    house_rules: HouseRulesLoad | None = None


def forget_saves_of(saves: SaveStore, recorded: list[FinishedMatch]) -> None:
    """Remove the save if it holds one of the ``recorded`` matches (kept while its entry waited). An
    abandoned match never removes a save: the one it is still in is the player's to continue."""
    ids = {entry.match_id for entry in recorded if not entry.abandoned}
    main = saved_match_id(saves.path)
    if main in ids or (main is None and saved_match_id(saves.backup) in ids):
        saves.clear()
