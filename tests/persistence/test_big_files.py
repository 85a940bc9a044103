"""Huge files at the start (issue 23): refused by their size or their count of JSON values before they
are parsed (so they cannot take gigabytes of memory), kept aside intact, and never parsed just to learn
which version wrote them."""

from __future__ import annotations

import json
from pathlib import Path

from canasta_desktop.persistence import jsonfile, statistics
from canasta_desktop.persistence.errors import Problem
from canasta_desktop.persistence.paths import Paths
from canasta_desktop.persistence.settings import load_settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.persistence.versions import newer_files

from ..big_files import big_save, empty_objects, statistics_file


def test_a_save_of_700000_melds_is_refused_unparsed_and_kept(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    big_save(paths.match_file)
    size = paths.match_file.stat().st_size
    assert size < jsonfile.MAX_BYTES  # under the byte limit: the count of values refuses it
    loaded = Storage.at(paths).saves.load()
    assert loaded.value is None
    [problem] = loaded.problems
    assert problem.problem is Problem.TOO_LARGE and "values" in problem.detail
    assert problem.moved_to is not None and problem.moved_to.stat().st_size == size


def test_statistics_of_empty_objects_are_refused_and_the_backup_is_used(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    statistics_file(paths.statistics_file.with_name("statistics.json.bak"), 3)
    empty_objects(paths.statistics_file, megabytes=14)  # about 4.9 million values
    loaded = Storage.at(paths).statistics.load()
    assert loaded.value is not None and len(loaded.value.matches) == 3 and loaded.from_backup
    assert [p.problem for p in loaded.problems] == [Problem.TOO_LARGE]


def test_an_old_statistics_file_within_the_value_limit_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    statistics_file(path, 2_000, rounds=20, version=1)
    assert jsonfile.value_count(path.read_bytes()) * 50 < statistics.VALUE_LIMIT  # 100 000 such fit
    store = statistics.StatisticsStore(path)
    assert not store.loaded
    assert len(store.load().value.matches) == 2_000  # type: ignore[union-attr]
    assert store.loaded


def test_a_settings_file_of_megabytes_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"kind": "canasta-desktop/settings", "schema_version": 1, "x": "a" * 2**21}))
    loaded = load_settings(path)
    assert [p.problem for p in loaded.problems] == [Problem.TOO_LARGE]


def test_the_newer_version_check_reads_only_the_head_of_a_big_file(tmp_path: Path) -> None:
    paths = Paths.under(tmp_path)
    paths.data.mkdir(parents=True)
    head = b'{\n"kind": "canasta-desktop/statistics",\n"schema_version": 9,\n"matches": ['
    paths.statistics_file.write_bytes(head + b"{}," * 400_000)  # cut off: parsing it would say "damaged"
    big_save(paths.match_file, melds=10_000)  # this version's: not newer
    assert newer_files(paths) == [paths.statistics_file]
