"""All of the game's files in one place, for the table to hold."""

from __future__ import annotations

from dataclasses import dataclass

from .paths import Paths, default_paths
from .settings import Settings, SettingsLoad, load_settings, save_settings
from .statistics import StatisticsStore
from .store import AutoSaver, SaveStore


@dataclass
class Storage:
    """The running match's save, the statistics and the settings under one pair of folders.

    ``read_only``: another copy of the game owns the folders; everything is read, nothing written.
    """

    paths: Paths
    saves: SaveStore
    statistics: StatisticsStore
    read_only: bool = False

    @classmethod
    def at(cls, paths: Paths | None = None, read_only: bool = False) -> Storage:
        paths = paths or default_paths()
        return cls(
            paths,
            SaveStore(paths.match_file, read_only),
            StatisticsStore(paths.statistics_file, read_only),
            read_only,
        )

    def autosaver(self, background: bool = True) -> AutoSaver:
        return AutoSaver(self.saves, background)

    def load_settings(self) -> SettingsLoad:
        return load_settings(self.paths.settings_file, move_aside=not self.read_only)

    def save_settings(self, settings: Settings) -> None:
        if not self.read_only:
            save_settings(self.paths.settings_file, settings)
