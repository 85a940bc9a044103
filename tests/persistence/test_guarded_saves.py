"""Every seed the game accepts fits the save, a save the game would refuse is never written over a good
one, and a read-only store (a second copy of the game) never writes, clears or moves anything."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from canasta_desktop import ai
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.savegame import MAX_SEED, seat_seed
from canasta_desktop.persistence.session import MatchSession, SeatInfo, Setup, decode, encode
from canasta_desktop.persistence.store import AutoSaver, SaveRefused, SaveStore

from .helpers import play_turn, session_signature


def table_session(seed: int, preset: str = "salling-6p") -> MatchSession:
    """A match as the table starts it from a player's ``--seed``: the seats' seeds derived from it."""
    rules = PRESETS[preset]
    seats = [SeatInfo("You")] + [
        SeatInfo(f"Computer {seat}", "mellem", seat_seed(seed, seat), ai.make_player("mellem", seat_seed(seed, seat)))
        for seat in range(1, rules.players)]
    return MatchSession(Match(rules, seed), seats, 0, random.Random(seed), Setup(rules.name, "mellem", None, ""))


@pytest.mark.parametrize("seed", [0, 1, 2**32, MAX_SEED - 3, MAX_SEED])
def test_every_seed_the_game_accepts_saves_and_loads(seed: int) -> None:
    session = table_session(seed)
    play_turn(session)
    loaded = decode(encode(session))
    assert isinstance(loaded, MatchSession), loaded
    assert session_signature(loaded) == session_signature(session)
    assert all(0 <= seat_seed(seed, seat) <= MAX_SEED for seat in range(6))


def test_a_save_that_would_not_load_is_not_written_over_a_good_one(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "match.json")
    session = table_session(2**62, "classic-2p")
    saver = AutoSaver(store)
    saver.save(session)
    assert saver.flush() and saver.take_errors() == []
    good = store.path.read_bytes()
    play_turn(session)
    session.seats[1].seed = 2**64 + 1  # what deriving a seat's seed by addition gave near 2**64
    saver.save(session)
    assert saver.close()
    [error] = saver.take_errors()
    assert isinstance(error, SaveRefused) and "seed" in str(error)
    assert store.path.read_bytes() == good and store.load().value is not None
    with pytest.raises(SaveRefused):
        store.save(session)


def test_a_read_only_store_never_writes_clears_or_moves(tmp_path: Path) -> None:
    writer = SaveStore(tmp_path / "match.json")
    session = table_session(5, "classic-2p")
    writer.save(session)
    play_turn(session)
    writer.save(session)
    before = sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir())
    reader = SaveStore(tmp_path / "match.json", read_only=True)
    play_turn(session)
    AutoSaver(reader, background=False).save(session)
    reader.clear()
    assert sorted((p.name, p.read_bytes()) for p in tmp_path.iterdir()) == before
    writer.path.write_text("cut off")
    loaded = reader.load()
    assert loaded.from_backup and loaded.problems[0].moved_to is None
    assert writer.path.read_text() == "cut off"
