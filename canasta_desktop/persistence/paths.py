"""Where the game keeps its files: the user's data and config folders from platformdirs.

``CANASTA_DESKTOP_HOME`` moves both under one folder (``data/`` and ``config/``),
so tests and portable installs never touch the real home folders.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "canasta-desktop"
HOME_VARIABLE = "CANASTA_DESKTOP_HOME"


@dataclass(frozen=True, slots=True)
class Paths:
    """The two folders and the files in them."""

    data: Path
    config: Path

    @property
    def match_file(self) -> Path:
        """The running match (its backup sits next to it as ``match.json.bak``)."""
        return self.data / "match.json"

    @property
    def statistics_file(self) -> Path:
        return self.data / "statistics.json"

    @property
    def round_logs_file(self) -> Path:
        """The rounds of the last finished matches, for the round review (`round_archive`)."""
        return self.data / "round-logs.json"

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    @classmethod
    def under(cls, home: Path) -> Paths:
        """Both folders inside ``home`` (tests, portable installs)."""
        return cls(data=home / "data", config=home / "config")


def default_paths(environ: Mapping[str, str] | None = None) -> Paths:
    """``$CANASTA_DESKTOP_HOME`` if set, else the platform's user data and config folders."""
    env = os.environ if environ is None else environ
    home = env.get(HOME_VARIABLE, "").strip()
    if home:
        return Paths.under(Path(home).expanduser())
    import platformdirs

    return Paths(
        data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
    )


def text_path(path: Path) -> bool:
    """Whether ``path`` is valid text (UTF-8), as Qt's paths must be: a folder named in another encoding
    (a home made under a Latin-1 locale) is carried by Python as bytes (``surrogateescape``), and
    Qt, given it, would address another file. Such paths are used from Python only."""
    try:
        str(path).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def shown(path: Path) -> str:
    """``path`` as the player reads it: bytes that are not UTF-8 shown as "\ufffd" (never an error)."""
    return os.fsencode(path).decode("utf-8", "replace")
