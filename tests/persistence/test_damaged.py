"""Fuzzing the loader with damaged saves: it always returns a clear error (the file moved aside, the
backup used when good) or a good save — never an uncaught exception, never a wrong match.

Damage: truncation, flipped bytes, wrong types, missing fields, huge numbers, NaN, a future or
nonsense schema version, an empty file, garbage, deep nesting, a huge file, a folder where the file
should be, a read-only folder, and "clever" hand edits whose checksum was recomputed (illegal moves,
swapped cards, totals that do not add up), which only the replay check can catch.
"""

from __future__ import annotations

import json
import os
import random
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_desktop.engine.rules import LATER_FIELDS, PRESETS
from canasta_desktop.persistence import jsonfile
from canasta_desktop.persistence.errors import LoadError, Problem
from canasta_desktop.persistence.savegame import SCHEMA_VERSION
from canasta_desktop.persistence.session import MatchSession, decode, encode
from canasta_desktop.persistence.store import SaveStore

from .helpers import new_session, play_turn, session_signature


class Saves:
    """A mid-round 4-player save and the one a turn before it (the backup)."""

    def __init__(self) -> None:
        session = new_session(PRESETS["classic-4p"], 77, "svaer")
        for _ in range(30):
            play_turn(session)
        self.previous = encode(session)
        play_turn(session)
        play_turn(session)
        self.good = encode(session)
        self.document: dict[str, Any] = json.loads(self.good)
        self.signatures = {"good": _signature(self.good), "previous": _signature(self.previous)}


def _signature(data: bytes) -> dict[str, Any]:
    session = decode(data)
    assert isinstance(session, MatchSession)
    return session_signature(session)


@pytest.fixture(scope="module")
def saves() -> Saves:
    return Saves()


def resealed(document: dict[str, Any]) -> bytes:
    """A hand edit that also recomputed the checksum (so only the deeper checks can catch it)."""
    body = {k: v for k, v in document.items() if k != "checksum"}
    try:
        body["checksum"] = jsonfile.checksum(body)
    except ValueError:
        pass  # NaN: cannot even be sealed
    return json.dumps(body).encode()


def check(folder: Path, data: bytes, saves: Saves, with_backup: bool) -> LoadError | None:
    """Write ``data`` as the save (with the good backup if asked), load, and check the outcome."""
    folder.mkdir(parents=True)
    store = SaveStore(folder / "match.json")
    store.path.write_bytes(data)
    if with_backup:
        store.backup.write_bytes(saves.previous)
    loaded = store.load()
    for problem in loaded.problems:
        assert isinstance(problem.problem, Problem) and problem.detail
        if problem.problem is Problem.FUTURE_VERSION:  # a newer version's file: left exactly where it is
            assert problem.moved_to is None and store.path.read_bytes() == data
            continue
        assert problem.moved_to is not None and problem.moved_to.read_bytes() == data  # kept, not deleted
        assert not store.path.exists()
    if loaded.value is None:
        assert not with_backup and len(loaded.problems) == 1
        return loaded.problems[0]
    signature = session_signature(loaded.value)
    if loaded.problems:  # the damaged file was refused: the backup is what loaded
        assert loaded.from_backup and signature == saves.signatures["previous"]
        return loaded.problems[0]
    assert loaded.source == store.path and signature == saves.signatures["good"]  # harmless damage
    return None


def _cases(saves: Saves) -> Iterator[tuple[str, bytes]]:
    good = saves.good
    for cut in sorted({*range(0, len(good), max(1, len(good) // 60)), len(good) - 3, len(good) - 2}):
        yield f"truncated at {cut}", good[:cut]
    rng = random.Random(2026)
    for number in range(150):
        data = bytearray(good)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        yield f"flipped bytes #{number}", bytes(data)
    yield "empty", b""
    yield "whitespace", b" \n\t "
    yield "null", b"null"
    yield "a list", b"[1, 2, 3]"
    yield "a number", b"5"
    yield "garbage", bytes(rng.randrange(256) for _ in range(5000))
    yield "byte order mark", b"\xef\xbb\xbf" + good
    yield "utf-16", good.decode().encode("utf-16")
    yield "deep nesting", b"[" * 200_000 + b"]" * 200_000
    yield "huge integer literal", good.replace(b'"human": 0', b'"human": ' + b"9" * 5000)
    yield "nan literal", good.replace(b'"human": 0', b'"human": NaN')


#: Keys an older save lacks, read with the value that plays as before (issue 25): missing is not damage.
ADDED_LATER = {
    "pile_bonus",
    "pile_bonuses",
    "canastas_before",
    "wild_canastas",
    "seconds_played",  # the match to the clock: 0 in older saves
    "time_up",  # issue 32: false in older saves (no round had ended after the time)
    *LATER_FIELDS,
}


def _edited(saves: Saves) -> Iterator[tuple[str, bytes, Problem]]:
    """Hand edits, sealed with a fresh checksum or not."""
    doc = saves.document

    def edit(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
        copy = json.loads(json.dumps(doc))
        change(copy)
        return copy

    def set_path(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
        def change(d: dict[str, Any]) -> None:
            target: Any = d
            for part in path[:-1]:
                target = target[part]
            target[path[-1]] = value

        return change

    def delete_path(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
        def change(d: dict[str, Any]) -> None:
            target: Any = d
            for part in path[:-1]:
                target = target[part]
            del target[path[-1]]

        return change

    unsealed = edit(set_path(("match", "totals", 0), 4900))
    yield "edited without a new checksum", json.dumps(unsealed).encode(), Problem.EDITED
    no_sum = edit(delete_path(("checksum",)))
    yield "checksum removed", json.dumps(no_sum).encode(), Problem.EDITED
    for version in (SCHEMA_VERSION + 1, 999):
        yield (
            f"future schema {version}",
            resealed(edit(set_path(("schema_version",), version))),
            Problem.FUTURE_VERSION,
        )
    for version in (0, -1):
        yield (
            f"old schema {version}",
            resealed(edit(set_path(("schema_version",), version))),
            Problem.OLD_VERSION,
        )
    for version in ("1", 1.0, True, None):
        yield (
            f"schema version {version!r}",
            resealed(edit(set_path(("schema_version",), version))),
            Problem.INVALID,
        )
    yield "another kind", resealed(edit(set_path(("kind",), "canasta-desktop/stats"))), Problem.WRONG_KIND
    # Wrong types, missing fields and huge numbers, everywhere in the tree (sampled), sealed.
    paths = list(_paths(doc))
    rng = random.Random(5)
    for path in rng.sample(paths, min(120, len(paths))):
        value = _get(doc, path)
        wrong: list[Any] = [
            "x" if not isinstance(value, str) else 7,
            [] if not isinstance(value, list) else {},
        ]
        if isinstance(value, int) and not isinstance(value, bool):
            wrong += [10**30, -(10**30), 2**64, 1e308]
        for index, bad in enumerate(wrong):
            name = f"{path} = {bad!r}"[:80] + f" #{index}"
            yield name, resealed(edit(set_path(path, bad))), Problem.INVALID
        if isinstance(path[-1], str) and path[-1] not in ADDED_LATER:
            yield f"missing {path}", resealed(edit(delete_path(path))), Problem.INVALID
    # Well-formed but wrong: only the replay and consistency checks catch these.
    log = doc["round"]["log"]
    yield (
        "an illegal move in the log",
        resealed(edit(set_path(("round", "log", len(log) - 1), log[-1].split(":")[0] + ": discard XB3"))),
        Problem.INCONSISTENT,
    )
    yield (
        "a move by the wrong seat",
        resealed(edit(set_path(("round", "log", 0), "3" + log[0][1:]))),
        Problem.INCONSISTENT,
    )
    hand = doc["round"]["position"]["hands"][0].split()
    stock = doc["round"]["position"]["stock"].split()
    swapped_hand = " ".join([stock[-1], *hand[1:]])
    yield (
        "a card swapped into the hand",
        resealed(edit(set_path(("round", "position", "hands", 0), swapped_hand))),
        Problem.INCONSISTENT,
    )
    yield (
        "the stock reordered",
        resealed(edit(set_path(("round", "position", "stock"), " ".join(reversed(stock))))),
        Problem.INCONSISTENT,
    )
    yield (
        "totals that do not add up",
        resealed(edit(set_path(("match", "totals"), [4900, 0]))),
        Problem.INCONSISTENT,
    )
    yield (
        "an unknown level",
        resealed(edit(set_path(("seats", 1, "level"), "grandmaster"))),
        Problem.INCONSISTENT,
    )
    yield "a seat too few", resealed(edit(lambda d: d["seats"].pop())), Problem.INCONSISTENT
    yield "another deal's seed", resealed(edit(set_path(("round", "seed"), 12345))), Problem.INCONSISTENT
    yield (
        "a generator that is not one",
        resealed(edit(set_path(("seats", 1, "rng", "words"), "AAAA"))),
        Problem.INVALID,
    )
    yield (
        "gauss not a number",
        resealed(edit(set_path(("table_rng", "gauss_next"), float("nan")))),
        Problem.INVALID,
    )
    yield "rules that cannot be", resealed(edit(set_path(("rules", "players"), 5))), Problem.INVALID
    yield "an extra field", resealed(edit(set_path(("round", "cheat"), True))), Problem.INVALID
    for seed in (2**64, 10**26):  # seeds the save cannot hold, wherever they are
        for path in (("match", "seed"), ("round", "seed"), ("seats", 1, "seed")):
            yield f"{path} = {seed}", resealed(edit(set_path(path, seed))), Problem.INVALID


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(value, dict):
        for key, item in value.items():
            if prefix == () and key == "checksum":
                continue
            yield (*prefix, key)
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:3]):
            yield (*prefix, index)
            yield from _paths(item, (*prefix, index))


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value


@pytest.mark.slow
def test_every_kind_of_damage_gives_a_clear_error_or_the_good_save(
    saves: Saves, tmp_path: Path, no_fsync: None
) -> None:
    outcomes: dict[str, int] = {}
    for number, (_name, data) in enumerate(_cases(saves)):
        for with_backup in (False, True):
            error = check(tmp_path / f"{number}-{with_backup}", data, saves, with_backup)
            key = "loaded" if error is None else error.problem.value
            outcomes[key] = outcomes.get(key, 0) + 1
    assert outcomes.get("loaded", 0) < 40  # a few harmless cuts and flips (in the layout whitespace)
    assert {"not_json", "empty", "wrong_kind", "edited"} <= set(outcomes)


@pytest.mark.slow
def test_hand_edits_are_caught_by_the_checksum_or_by_replaying_the_moves(
    saves: Saves, tmp_path: Path, no_fsync: None
) -> None:
    count = 0
    for number, (name, data, expected) in enumerate(_edited(saves)):
        error = check(tmp_path / f"edit{number}", data, saves, with_backup=False)
        assert error is not None, name
        if expected is not Problem.INVALID:
            assert error.problem is expected, (name, error)
        else:
            assert error.problem is not Problem.EDITED, (name, error)  # sealed: the checks below caught it
        count += 1
        if number % 9 == 0:  # with a good backup the game goes on from there
            check(tmp_path / f"edit{number}-b", data, saves, with_backup=True)
    assert count > 150


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    flips=st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(0, 255)), min_size=1, max_size=6),
    cut=st.none() | st.floats(0, 1),
)
def test_random_damage_never_escapes_the_loader(
    saves: Saves, tmp_path_factory: pytest.TempPathFactory, flips: list[tuple[float, int]], cut: float | None
) -> None:
    data = bytearray(saves.good)
    for where, value in flips:
        data[int(where * len(data))] = value
    if cut is not None:
        data = data[: int(cut * len(data))]
    folder = tmp_path_factory.mktemp("fuzz")
    check(folder / "f", bytes(data), saves, with_backup=bool(flips[0][1] % 2))


def test_a_huge_file_is_refused_unread(saves: Saves, tmp_path: Path) -> None:
    error = check(tmp_path / "huge", saves.good + b" " * (jsonfile.MAX_BYTES + 1), saves, with_backup=False)
    assert error is not None and error.problem is Problem.TOO_LARGE


def test_a_folder_where_the_save_should_be(saves: Saves, tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    store.path.mkdir(parents=True)
    (store.path / "inside.txt").write_text("someone's file")
    store.backup.write_bytes(saves.previous)
    loaded = store.load()
    assert loaded.value is not None and loaded.from_backup
    [problem] = loaded.problems
    assert problem.problem is Problem.UNREADABLE and problem.moved_to is not None
    assert (problem.moved_to / "inside.txt").read_text() == "someone's file"
    store.write(saves.good)  # and saving works again
    assert store.load().source == store.path


@pytest.fixture
def read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder nothing can be written in: really (chmod), or simulated (root, Windows)."""
    folder = tmp_path / "ro"
    folder.mkdir()
    yield folder
    folder.chmod(stat.S_IRWXU)


def _lock(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    # Root ignores permissions, and Windows has no read-only folders (chmod sets an attribute that
    # does not stop new files): simulate them.
    if os.name == "nt" or (hasattr(os, "geteuid") and os.geteuid() == 0):

        def refuse(*args: object, **kwargs: object) -> Any:
            raise PermissionError(13, "Permission denied")

        for name in ("rename", "replace", "link", "unlink"):
            monkeypatch.setattr(os, name, refuse)
        import tempfile

        monkeypatch.setattr(tempfile, "mkstemp", refuse)


def test_a_read_only_folder_with_a_bad_save(
    saves: Saves, read_only: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(read_only / "match.json")
    store.path.write_bytes(saves.good[:300])
    _lock(read_only, monkeypatch)
    loaded = store.load()
    assert loaded.value is None
    [problem] = loaded.problems
    assert problem.problem is Problem.NOT_JSON and problem.moved_to is None and problem.move_failed
    with pytest.raises(OSError):
        store.write(saves.good)


def test_a_read_only_folder_with_a_good_save_still_loads(
    saves: Saves, read_only: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(read_only / "match.json")
    store.path.write_bytes(saves.good)
    _lock(read_only, monkeypatch)
    loaded = store.load()
    assert loaded.value is not None and loaded.problems == []


def test_decode_never_raises_on_anything(saves: Saves) -> None:
    bare = json.dumps({"kind": "canasta-desktop/match"}).encode()
    for data in (b"", b"{", b"\xff\xfe", saves.good[:-40], bare):
        assert isinstance(decode(data), LoadError)
