"""All of the game's files in one place, for the table to hold."""

from __future__ import annotations

from dataclasses import dataclass

from .paths import Paths, default_paths
from .settings import Settings, SettingsLoad, load_settings, save_settings
from .statistics import StatisticsStore
from .store import AutoSaver, SaveStore


@dataclass
class Storage:
    """The running match's save, the statistics and the settings under one pair of folders."""

    paths: Paths
    saves: SaveStore
    statistics: StatisticsStore

    @classmethod
    def at(cls, paths: Paths | None = None) -> Storage:
        paths = paths or default_paths()
        return cls(paths, SaveStore(paths.match_file), StatisticsStore(paths.statistics_file))

    def autosaver(self, background: bool = True) -> AutoSaver:
        return AutoSaver(self.saves, background)

    def load_settings(self) -> SettingsLoad:
        return load_settings(self.paths.settings_file)

    def save_settings(self, settings: Settings) -> None:
        save_settings(self.paths.settings_file, settings)
