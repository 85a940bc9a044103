"""An older copy never destroys a newer one's files (issue 23, point 7): a save, statistics or settings
file whose schema version is above this game's is neither overwritten nor moved aside; the game opens
read-only and says that a newer version wrote them. A real `canasta` process plays two moves on them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canasta_desktop.persistence import jsonfile, savegame, settings, statistics
from canasta_desktop.persistence.paths import Paths
from tests.ui.test_app_start import computer_first_seed, drive, home, snapshot  # noqa: F401 - the fixture


def _newer(path: Path, doc: jsonfile.DocumentType, body: dict[str, object]) -> None:
    document = {"kind": doc.kind, "schema_version": doc.current + 1, **body}
    if doc.checksum:
        document["checksum"] = jsonfile.checksum(document)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.slow  # the game as a subprocess (3 s each)
@pytest.mark.parametrize("which", ["match", "statistics", "settings"])
def test_files_of_a_newer_version_are_kept_as_they_are(home: Path, which: str) -> None:  # noqa: F811
    paths = Paths.under(home)
    target, doc = {
        "match": (paths.match_file, savegame.document_type()),
        "statistics": (paths.statistics_file, statistics.document_type()),
        "settings": (paths.settings_file, settings.document_type()),
    }[which]
    _newer(target, doc, {"future": "a field this version does not know"})
    before = snapshot(home)
    result = drive(home, "--moves", "2", "--", "--seed", str(computer_first_seed()), "--language", "en")
    assert result.returncode == 0, result.stderr[-2000:]
    assert not list(home.rglob("*.bad-*"))  # not moved aside as damaged
    assert snapshot(home) == before  # nothing overwritten or added
    assert "newer version" in result.stderr
