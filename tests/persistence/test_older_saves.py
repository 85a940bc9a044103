"""Every older save plays on exactly as the game that wrote it would have played it on.

Each sample save (``data/match_v1.json`` … ``match_v3.json``) is loaded through the migrations and
played on for `MOVES` legal moves from its position (computers by their restored players, the person
by `helpers.human_choice`). The result — the position, the match, every seat's kind, name, level and
seed, the computer players' generators and memories — must equal ``data/play_on.json``, which was
written by the code of main before save schema 4 (pass and play). The newest sample, written by the
current code from the version-3 one (``match_v4.json``, and ``match_v5.json`` from that), is the same
match and must play on to the same state.

The expectation depends on how the engine and the computer levels play, never on how a save is
stored: when a change to the engine or to a level's play changes it, write it again with
``PYTHONPATH=. python -m tests.persistence.test_older_saves`` (and say why in the commit).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from canasta_desktop.persistence.session import MatchSession, decode, to_document

from .helpers import play_action

DATA = Path(__file__).parent / "data"
EXPECTED = DATA / "play_on.json"
MOVES = 30
OLDER = (1, 2, 3)
NEWER = (4, 5)  # written by the code of save schema 4 and 5 from the version-3 sample


def _digest(rng: dict[str, Any] | None) -> str | None:
    """A generator's state, shortly (its 625 words are a few kilobytes)."""
    return None if rng is None else hashlib.sha256(json.dumps(rng, sort_keys=True).encode()).hexdigest()


def played_on(version: int) -> dict[str, Any]:
    """The sample of ``version`` loaded, `MOVES` moves played, in comparable form."""
    session = decode((DATA / f"match_v{version}.json").read_bytes())
    assert isinstance(session, MatchSession), session
    for _ in range(MOVES):
        play_action(session)
    document = to_document(session)
    seats = [
        {
            "kind": info.kind.value,
            "name": saved["name"],
            "level": saved["level"],
            "seed": saved["seed"],
            "player": type(info.player).__name__ if info.player is not None else None,
            "rng": _digest(saved["rng"]),
            "memory": saved["memory"],
        }
        for info, saved in zip(session.seats, document["seats"], strict=True)
    ]
    return {
        "human": document["human"],
        "seats": seats,
        "table_rng": _digest(document["table_rng"]),
        "setup": document["setup"],
        "match": document["match"],
        "round": document["round"],
    }


@pytest.mark.parametrize("version", OLDER)
def test_an_older_save_plays_on_as_before(version: int) -> None:
    expected = json.loads(EXPECTED.read_text(encoding="utf-8"))[str(version)]
    assert played_on(version) == expected


@pytest.mark.parametrize("version", NEWER)
def test_the_newer_samples_are_the_same_match_as_the_version_3_one(version: int) -> None:
    assert played_on(version) == played_on(3)


def write_expectation() -> None:
    """Write ``data/play_on.json`` from this code (see the module's docstring for when)."""
    expected = {str(version): played_on(version) for version in OLDER}
    EXPECTED.write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_expectation()
