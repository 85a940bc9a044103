"""Symbolic links where the game writes (issue 23, point 1), on real files.

No file of the game is written through a link: a link in place of a save, the statistics, their
backups, the pending entries or a house-rule file is kept aside as ``NAME.bad-…`` (still a link, its
target unchanged) and the file is written in the game's folder. The settings are the one file that
follows a link on purpose (a dotfiles manager links ``settings.json`` into its repository): the file
the link names is replaced atomically in its own folder, the link stays. Folders that are links
(the data or config folder moved to another disk) just work.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.atomic import atomic_write, backup_of
from canasta_desktop.persistence.house_rules import HouseRuleSet, export_house_rules, import_house_rules
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.persistence.storage import Storage

from .helpers import new_session, play_turn, session_signature
from .test_statistics import entry

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
DIARY = "my diary: nothing of the game's\n"


def _diary(folder: Path) -> Path:
    """A file of the player's, outside the game's folders."""
    folder.mkdir(parents=True, exist_ok=True)
    diary = folder / "diary.txt"
    diary.write_text(DIARY, encoding="utf-8")
    return diary


def _kept_links(path: Path) -> list[Path]:
    return [p for p in path.parent.glob(f"{path.name}.bad-*") if p.is_symlink()]


@pytest.mark.parametrize("target", ["the player's file", "nowhere"])
def test_an_atomic_write_never_goes_through_a_link(tmp_path: Path, target: str) -> None:
    elsewhere = tmp_path / "elsewhere"
    pointed = _diary(elsewhere) if target == "the player's file" else elsewhere / "not-yet.txt"
    game = tmp_path / "game"
    game.mkdir()
    path = game / "match.json"
    path.symlink_to(pointed)
    atomic_write(path, b"the game's bytes", backup_of(path))
    assert not path.is_symlink() and path.read_bytes() == b"the game's bytes"
    if target == "nowhere":
        assert not pointed.exists()  # nothing was created outside the game's folder
    else:
        assert pointed.read_text(encoding="utf-8") == DIARY
    [kept] = _kept_links(path)
    assert os.readlink(kept) == str(pointed)  # the link itself, kept aside


def test_a_backup_that_is_a_link_is_kept_aside_not_written_through(tmp_path: Path) -> None:
    diary = _diary(tmp_path / "elsewhere")
    path = tmp_path / "statistics.json"
    path.write_bytes(b"old")
    backup_of(path).symlink_to(diary)
    atomic_write(path, b"new", backup_of(path))
    assert path.read_bytes() == b"new" and backup_of(path).read_bytes() == b"old"
    assert not backup_of(path).is_symlink() and diary.read_text(encoding="utf-8") == DIARY


def test_the_save_the_statistics_and_the_pending_entries_never_write_through_links(
    private_home: Paths, tmp_path: Path
) -> None:
    diary = _diary(tmp_path / "elsewhere")
    paths = private_home
    paths.data.mkdir(parents=True)
    storage = Storage.at(paths)
    pending_file = storage.pending.path
    for file in (paths.match_file, backup_of(paths.match_file), paths.statistics_file, pending_file):
        file.symlink_to(diary)
    session = new_session(PRESETS["classic-2p"], 3, "let")
    play_turn(session)
    storage.saves.save(session)
    storage.saves.save(session)  # the second save makes the first one the backup
    storage.statistics.record(entry(1, won=True))
    pending = storage.pending
    pending.add(entry(2, won=False))
    pending.keep()
    assert diary.read_text(encoding="utf-8") == DIARY
    loaded = Storage.at(paths).saves.load().value
    assert loaded is not None and session_signature(loaded) == session_signature(session)
    assert [e.match_id for e in Storage.at(paths).statistics.data.matches] == [entry(1, won=True).match_id]
    for file in (paths.match_file, paths.statistics_file, pending_file):
        assert not file.is_symlink() and _kept_links(file)


def test_a_linked_settings_file_stays_a_link_and_its_target_is_replaced(
    private_home: Paths, tmp_path: Path
) -> None:
    repo = tmp_path / "dotfiles" / "canasta"
    repo.mkdir(parents=True)
    real = repo / "settings.json"
    storage = Storage.at(private_home)
    storage.save_settings(Settings(player_name="Ada"))  # the file the dotfiles manager then took over
    private_home.settings_file.rename(real)
    private_home.settings_file.symlink_to(real)
    storage.save_settings(Settings(player_name="Bodil"))
    assert private_home.settings_file.is_symlink() and os.readlink(private_home.settings_file) == str(real)
    assert Storage.at(private_home).load_settings().settings.player_name == "Bodil"
    assert '"Bodil"' in real.read_text(encoding="utf-8")
    backup = backup_of(private_home.settings_file)  # beside the link, in the game's folder
    assert not backup.is_symlink() and '"Ada"' in backup.read_text(encoding="utf-8")
    assert [p.name for p in repo.iterdir()] == ["settings.json"]  # no temporary file left there


def test_a_settings_link_to_nowhere_is_kept_aside_and_nothing_is_made_at_its_target(
    private_home: Paths, tmp_path: Path
) -> None:
    nowhere = tmp_path / "unmounted" / "settings.json"
    private_home.config.mkdir(parents=True)
    private_home.settings_file.symlink_to(nowhere)
    Storage.at(private_home).save_settings(Settings(player_name="Ada"))
    assert not nowhere.exists() and not nowhere.parent.exists()
    assert not private_home.settings_file.is_symlink()
    assert Storage.at(private_home).load_settings().settings.player_name == "Ada"
    assert _kept_links(private_home.settings_file)


def test_an_export_follows_a_link_to_a_file_the_player_chose(tmp_path: Path) -> None:
    real = tmp_path / "shared" / "family.json"
    real.parent.mkdir()
    real.write_text("{}", encoding="utf-8")
    chosen = tmp_path / "family-link.json"
    chosen.symlink_to(real)
    family = HouseRuleSet.of("Farmors regler", PRESETS["classic-2p"].changed(jokers=6))
    export_house_rules(chosen, [family])
    assert chosen.is_symlink()
    assert import_house_rules(real) == [family]  # the file the link names is the export


def test_data_and_config_folders_that_are_links_keep_working(tmp_path: Path) -> None:
    disk = tmp_path / "other-disk"
    (disk / "data").mkdir(parents=True)
    (disk / "config").mkdir()
    home = tmp_path / "home"
    home.mkdir()
    (home / "data").symlink_to(disk / "data")
    (home / "config").symlink_to(disk / "config")
    paths = Paths.under(home)
    storage = Storage.at(paths)
    session = new_session(PRESETS["classic-4p"], 9, "mellem")
    play_turn(session)
    storage.saves.save(session)
    storage.statistics.record(entry(1, won=True))
    storage.save_settings(Settings(player_name="Carl"))
    again = Storage.at(paths)
    loaded = again.saves.load().value
    assert loaded is not None and session_signature(loaded) == session_signature(session)
    assert again.load_settings().settings.player_name == "Carl"
    assert len(again.statistics.data.matches) == 1
    assert (home / "data").is_symlink() and (home / "config").is_symlink()
    assert (disk / "data" / paths.match_file.name).is_file() and (disk / "config" / "settings.json").is_file()
    assert not list(disk.rglob("*.bad-*"))
