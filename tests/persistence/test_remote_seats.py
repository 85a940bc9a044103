"""A seat played from another computer in the save (schema 5, issue 35): it comes back remote, with the
guest's name and its stand-in computer (level, seed, generator), and the match plays on as if never
saved; a save that contradicts itself about such a seat is refused, and an older save loads as before."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from canasta_desktop import ai
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.errors import LoadError, Problem
from canasta_desktop.persistence.migrations import save_4_to_5
from canasta_desktop.persistence.session import MatchSession, SeatInfo, SeatKind, decode, encode

from .helpers import people_session, play_turn, session_signature
from .test_damaged import resealed

GUEST = 2


def _afar() -> MatchSession:
    """A 4-player match: the host at seat 0, Mormor at another computer at seat 2 (the stand-in Let)."""
    session = people_session(PRESETS["classic-4p"], 41, "svaer", {0: "Bo"}, 0)
    session.seats[GUEST] = SeatInfo("Mormor", "let", 43, ai.make_player("let", 43), remote=True)
    for _ in range(9):
        play_turn(session)
    return session


def test_a_remote_seat_comes_back_remote_with_its_stand_in() -> None:
    session = _afar()
    document = json.loads(encode(session))
    assert document["schema_version"] == 5
    assert document["seats"][GUEST]["kind"] == "remote" and document["seats"][GUEST]["level"] == "let"
    loaded = decode(encode(session))
    assert isinstance(loaded, MatchSession), loaded
    assert [seat.kind for seat in loaded.seats] == [
        SeatKind.PERSON,
        SeatKind.COMPUTER,
        SeatKind.REMOTE,
        SeatKind.COMPUTER,
    ]
    seat = loaded.seats[GUEST]
    assert (seat.name, seat.level, seat.seed) == ("Mormor", "let", 43) and seat.player is not None
    assert session_signature(loaded) == session_signature(session)
    for _ in range(25):  # the stand-in plays on exactly as the one never saved
        play_turn(session)
        play_turn(loaded)
    assert session_signature(loaded) == session_signature(session)


def _edited(change: Callable[[dict[str, Any]], None]) -> LoadError | MatchSession:
    document = json.loads(encode(_afar()))
    change(document)
    return decode(resealed(document))


def _set_seat(seat: int, **values: Any) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        document["seats"][seat].update(values)

    return change


def _human(seat: int) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        document["human"] = seat

    return change


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (_set_seat(GUEST, level=None, seed=None, rng=None, memory=None), Problem.INVALID),  # no stand-in
        (_set_seat(GUEST, level="no such level"), Problem.INCONSISTENT),
        (_human(GUEST), Problem.INCONSISTENT),  # the table is never shown from a seat played afar
    ],
)
def test_a_save_that_contradicts_itself_about_a_remote_seat_is_refused(
    change: Callable[[dict[str, Any]], None], problem: Problem
) -> None:
    result = _edited(change)
    assert isinstance(result, LoadError) and result.problem is problem, result


def test_a_version_4_save_has_no_remote_seat_and_is_the_same_document() -> None:
    document = {"seats": [{"kind": "person"}, {"kind": "computer"}], "human": 0}
    assert save_4_to_5(json.loads(json.dumps(document))) == document
