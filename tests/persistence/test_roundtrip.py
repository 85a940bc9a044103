"""Saving at every turn changes nothing: the loaded match is identical and plays on to the same result.

Each match is played twice in lockstep from the same seed: once never saved
(the reference), once saved and loaded back after every turn (or every action;
every tenth time through the real files on disk), the game then going on with
the loaded objects. After every load the two must be identical in every
attribute — the round's hidden cards and stock order, its logs and events, the
match's score sheets, the computer players' generators — and both must end the
same way.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from canasta_desktop import ai
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.savegame import SaveFile
from canasta_desktop.persistence.session import MatchSession, decode, encode, restore_player
from canasta_desktop.persistence.store import SaveStore

from .helpers import new_session, play_action, play_turn, session_signature
from .test_damaged import resealed

# (preset, computer level, seed): two full matches per preset, every level somewhere; seeds that
# give the shorter matches (a Salling match to 15 000 still takes about 500 turns).
MATCHES = [
    ("classic-2p", "let", 3),
    ("classic-2p", "svaer", 7),
    ("classic-4p", "mellem", 6),
    ("classic-4p", "svaer", 13),
    ("family-4p", "svaer", 6),
    ("family-4p", "let", 5),
    ("salling-4p", "mellem", 2),
    ("salling-4p", "svaer", 9),
    ("salling-6p", "mellem", 4),
    ("salling-6p", "svaer", 6),
]


def _through_disk(store: SaveStore, session: MatchSession) -> MatchSession:
    store.save(session)
    loaded = store.load()
    assert loaded.problems == [] and loaded.source == store.path
    assert loaded.value is not None
    return loaded.value


@pytest.mark.slow
@pytest.mark.parametrize(("preset", "level", "seed"), MATCHES)
def test_saved_and_loaded_after_every_turn_the_match_plays_on_identically(
    preset: str, level: str, seed: int, tmp_path: Path, no_fsync: None
) -> None:
    rules = PRESETS[preset]
    reference = new_session(rules, seed, level)
    current = new_session(rules, seed, level)
    store = SaveStore(tmp_path / "match.json")
    turns = 0
    while not reference.match.is_over:
        play_turn(reference)
        play_turn(current)
        turns += 1
        if reference.match.is_over:
            break
        if turns % 10 == 0:
            current = _through_disk(store, current)
        else:  # the same bytes the file would hold, without the disk's time
            loaded = decode(encode(current))
            assert isinstance(loaded, MatchSession), loaded
            current = loaded
        assert session_signature(current) == session_signature(reference), f"turn {turns}"
    assert current.match.is_over
    assert current.match.totals == reference.match.totals
    assert current.match.history == reference.match.history
    assert current.match.winner == reference.match.winner
    assert turns > 20 and len(reference.match.history) >= 1


@pytest.mark.slow  # whole matches, saved after every action (3 s)
@pytest.mark.parametrize(("preset", "level", "seed"), [("classic-2p", "let", 11), ("classic-4p", "let", 12)])
def test_saved_after_every_single_action_mid_turn_too(preset: str, level: str, seed: int) -> None:
    """The human may quit after drawing, after a meld, while a partner answers: every action is saved."""
    rules = PRESETS[preset]
    reference = new_session(rules, seed, level)
    current = new_session(rules, seed, level)
    phases = set()
    for _ in range(400):
        play_action(reference)
        play_action(current)
        if reference.match.is_over:
            break
        phases.add(reference.match.round.phase.value)
        loaded = decode(encode(current))
        assert isinstance(loaded, MatchSession), loaded
        assert session_signature(loaded) == session_signature(reference)
        current = loaded
    assert {"draw", "meld"} <= phases


def test_the_file_holds_the_whole_rule_set_and_the_hidden_position() -> None:
    rules = PRESETS["salling-4p"]
    session = new_session(rules, 21, "mellem")
    for _ in range(9):
        play_turn(session)
    document = json.loads(encode(session))
    model = SaveFile.model_validate_json(json.dumps({k: v for k, v in document.items() if k != "checksum"}))
    assert model.rules == rules  # every field, not only the preset's name
    assert set(document["rules"]) == set(type(rules).model_fields)
    state = session.match.round
    position = document["round"]["position"]
    assert position["stock"].split() == [str(card) for card in state.stock]  # the stock's order
    assert [hand.split() for hand in position["hands"]] == [[str(c) for c in hand] for hand in state.hands]
    assert document["round"]["log"] == [f"{seat}: {action}" for seat, action in state.log]
    assert [seat["level"] for seat in document["seats"]] == [None, "mellem", "mellem", "mellem"]
    assert all(seat["rng"] for seat in document["seats"][1:])
    assert document["checksum"].startswith("sha256:")


@pytest.mark.parametrize("level", sorted(ai.PLAYERS))
def test_computer_players_keep_nothing_but_their_generator_or_say_what_to_save(level: str) -> None:
    """If a level starts keeping memory between decisions, it must offer save_memory/load_memory."""
    session = new_session(PRESETS["classic-4p"], 31, level)
    for _ in range(40):
        play_turn(session)
        if session.match.is_over:
            break
    for seat in session.seats[1:]:
        player = seat.player
        assert player is not None
        extra = set(vars(player)) - {"rng"}
        assert not extra or callable(getattr(player, "save_memory", None)), (level, extra)


class Remembering:
    """A player with memory beyond its generator: it counts its decisions."""

    name = "remembering"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.decisions = 0

    def choose(self, view: object, legal: list[object]) -> object:
        self.decisions += 1
        return self.rng.choice(legal)

    def save_memory(self) -> dict[str, int]:
        return {"decisions": self.decisions}

    def load_memory(self, data: dict[str, int]) -> None:
        self.decisions = int(data["decisions"])


def test_a_players_own_memory_is_saved_through_its_hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(ai.PLAYERS, "remembering", Remembering)
    reference = new_session(PRESETS["classic-2p"], 41, "remembering")
    current = new_session(PRESETS["classic-2p"], 41, "remembering")
    for _ in range(30):
        play_turn(reference)
        play_turn(current)
        loaded = decode(encode(current))
        assert isinstance(loaded, MatchSession)
        assert session_signature(loaded) == session_signature(reference)
        current = loaded
    assert current.seats[1].player.decisions > 10


def test_restore_player_refuses_memory_it_cannot_take() -> None:
    with pytest.raises(ValueError):
        restore_player("random", 1, None, {"anything": 1})


def test_the_save_keeps_the_play_time_of_a_match_to_the_clock() -> None:
    """Issue 25: `Match.seconds_played` is saved; a save without it (older) loads with none played."""
    rules = PRESETS["classic-2p"].changed(match_minutes=60)
    session = new_session(rules, 7, "let")
    play_turn(session)
    session.match.count_play(1234)
    loaded = decode(encode(session))
    assert isinstance(loaded, MatchSession)
    assert loaded.match.seconds_played == 1234 and loaded.match.seconds_left() == 3600 - 1234
    document = json.loads(encode(session))
    del document["match"]["seconds_played"]
    older = decode(resealed(document))
    assert isinstance(older, MatchSession) and older.match.seconds_played == 0
