"""Pass and play in the save: several people at one screen, each seat keeping its kind and name.

A 4-player match with two people (Mormor and Morfar, as partners or as opponents) and two computers
is saved and loaded back mid-round: every seat comes back the same — its kind, name, level, seed and
the computer players' generators — with the seat the table was shown from, and the loaded match plays
on exactly as the one never saved. A save that contradicts itself about who plays is refused.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.errors import LoadError, Problem
from canasta_desktop.persistence.savegame import SCHEMA_VERSION
from canasta_desktop.persistence.session import (
    MatchSession,
    SeatKind,
    decode,
    encode,
    from_document,
    to_document,
)

from .helpers import people_session, play_turn, session_signature
from .test_damaged import resealed

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER
GRANDPARENTS = {"partners": {0: "Mormor", 2: "Morfar"}, "opponents": {0: "Mormor", 1: "Morfar"}}


def _grandparents(where: str, viewer: int) -> MatchSession:
    session = people_session(PRESETS["classic-4p"], 41, "svaer", GRANDPARENTS[where], viewer)
    for _ in range(9):
        play_turn(session)
    return session


@pytest.mark.parametrize(("where", "viewer"), [("partners", 2), ("opponents", 1), ("opponents", 0)])
def test_two_people_and_two_computers_come_back_the_same(where: str, viewer: int) -> None:
    session = _grandparents(where, viewer)
    document = to_document(session)
    assert [(seat["kind"], seat["name"]) for seat in document["seats"]] == [
        (seat.kind.value, seat.name) for seat in session.seats
    ]
    loaded = from_document({"kind": "canasta-desktop/match", "schema_version": SCHEMA_VERSION, **document})
    assert isinstance(loaded, MatchSession), loaded
    people = GRANDPARENTS[where]
    assert [(seat.kind, seat.name, seat.level) for seat in loaded.seats] == [
        (PERSON, people[index], None) if index in people else (COMPUTER, seat.name, "svaer")
        for index, seat in enumerate(session.seats)
    ]
    assert loaded.human == viewer
    assert session_signature(loaded) == session_signature(session)


def test_a_pass_and_play_match_plays_on_after_loading_as_if_never_saved() -> None:
    reference = _grandparents("opponents", 1)
    loaded = decode(encode(reference))
    assert isinstance(loaded, MatchSession), loaded
    for _ in range(25):
        play_turn(reference)
        play_turn(loaded)
    assert session_signature(loaded) == session_signature(reference)


def _edited(change: Callable[[dict[str, Any]], None]) -> LoadError | MatchSession:
    document = json.loads(encode(_grandparents("partners", 0)))
    change(document)
    return decode(resealed(document))


def _set_seat(seat: int, **values: Any) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        document["seats"][seat].update(values)

    return change


def _view_from(seat: int) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        document["human"] = seat

    return change


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (_view_from(1), Problem.INCONSISTENT),  # the table shown from a computer's seat
        (_set_seat(2, level="svaer"), Problem.INVALID),  # a person with a level
        (_set_seat(2, seed=7), Problem.INVALID),  # … or a seed
        (_set_seat(1, kind="person"), Problem.INVALID),  # a person with a computer's generator
        (_set_seat(1, level=None, seed=None, rng=None), Problem.INVALID),  # a computer without a level
        (_set_seat(1, kind="robot"), Problem.INVALID),
        (_set_seat(3, level="no such level"), Problem.INCONSISTENT),
    ],
)
def test_a_save_that_contradicts_itself_about_who_plays_is_refused(
    change: Callable[[dict[str, Any]], None], problem: Problem
) -> None:
    result = _edited(change)
    assert isinstance(result, LoadError) and result.problem is problem, result


def test_the_table_may_be_shown_from_either_person() -> None:
    for viewer in (0, 2):
        result = _edited(_view_from(viewer))
        assert isinstance(result, MatchSession) and result.human == viewer, result
