"""Big files in the player's folders, as a misbehaving machine (or a curious player) leaves them.

Each writes a real file the game reads at start (issue 23): a save with a huge meld table, a statistics
file of tens of megabytes, an old-schema statistics file listing 100 000 matches, a statistics file
made of empty objects. Every one carries a valid checksum where the schema wants one, so it is the
size and shape that the game meets, not a broken seal.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from canasta_desktop.persistence import jsonfile, savegame, statistics

DATA = Path(__file__).resolve().parent / "persistence" / "data"


def big_save(path: Path, melds: int = 700_000) -> None:
    """A sealed save whose position lists ``melds`` melds (about 13 MB)."""
    document = json.loads((DATA / "match_v2.json").read_text(encoding="utf-8"))
    document.pop("checksum", None)
    position = document["round"]["position"]
    position["melds"][0] = position["melds"][0] + [["7", "7S 7C 7H"]] * melds
    payload = {k: v for k, v in document.items() if k not in ("kind", "schema_version")}
    path.write_bytes(jsonfile.encode(payload, savegame.document_type()))


def _entry(number: int, rounds: int, version: int) -> dict[str, Any]:
    moment = datetime(2020, 1, 1, tzinfo=UTC) + timedelta(minutes=number)
    scores = [100 + (number + r) % 50 for r in range(rounds)]
    entry: dict[str, Any] = {
        "match_id": f"{number:032x}",
        "finished_at": moment.isoformat().replace("+00:00", "Z"),
        "preset": "classic-2p",
        "level": "mellem",
        "players": 2,
        "target": None,
        "rounds": rounds,
        "human_side": 0,
        "side_names": ["You", "Anna"],
        "totals": [sum(scores), sum(scores) - 10 + 20 * (number % 2)],
        "won": number % 2 == 0,
        "round_scores": scores,
    }
    if version >= 3:
        entry["abandoned"] = False
    return entry


def statistics_file(path: Path, matches: int, rounds: int = 5, version: int = 3) -> None:
    """A sealed statistics file of schema ``version`` listing ``matches`` matches of ``rounds`` rounds."""
    document: dict[str, Any] = {
        "kind": statistics.KIND,
        "schema_version": version,
        "reset_at": None,
        "matches": [_entry(n, rounds, version) for n in range(matches)],
    }
    if version >= 2:
        document["months"] = []
        document["streaks"] = {"best": 0, "last": 0}
        document["checksum"] = jsonfile.checksum(document)
    path.write_text(json.dumps(document), encoding="utf-8")


def big_statistics(path: Path) -> None:
    """About 62 MB: 100 000 listed matches of 60 rounds (the newest schema, sealed)."""
    statistics_file(path, 100_000, rounds=60)


def old_statistics(path: Path) -> None:
    """An old-schema (version 1) file listing 100 000 matches: read once, migrated and folded."""
    statistics_file(path, 100_000, rounds=5, version=1)


def empty_objects(path: Path, megabytes: int = 60) -> None:
    """A statistics file of ``megabytes`` MB whose matches are empty objects (``{}``, 3 bytes each)."""
    count = megabytes * 1024 * 1024 // 3
    chunk = b"{}," * 100_000
    with path.open("wb") as handle:
        handle.write(b'{"kind": "canasta-desktop/statistics", "schema_version": 3, "matches": [')
        for _ in range(count // 100_000):
            handle.write(chunk)
        handle.write(b"{}]}")


# The big files of the start (issue 23), by name: which file of the folder each one is written to.
BIG_FILES: dict[str, tuple[str, Callable[[Path], None]]] = {
    "save of 700 000 melds": ("match.json", big_save),
    "statistics of 62 MB": ("statistics.json", big_statistics),
    "old statistics of 100 000 matches": ("statistics.json", old_statistics),
    "statistics of empty objects": ("statistics.json", empty_objects),
}
