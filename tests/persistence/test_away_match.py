"""A match played at another computer's table, joined by code, in this computer's statistics (schema
version 6): the part played from here, the totals at the join, the host's computers' level, and only
this computer's person. A version-5 file loads as it was (no such match in it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.persistence.away_match import PEOPLE_ONLY, away_level, away_match
from canasta_desktop.persistence.migrations import statistics_5_to_6
from canasta_desktop.persistence.session import MatchSession
from canasta_desktop.persistence.statistics import FinishedMatch, PersonSeat, StatisticsStore

from .helpers import people_session, play_turn

GUEST = 1  # Mormor, at seat 1 of a 4-player table: the host and a computer on the other side
LEVELS = (None, None, "svaer", "mellem")  # as the host's welcome says: None for a person


def _guest_table(rounds: int, joined_after: int = 0) -> tuple[MatchSession, list[int]]:
    """The guest's table after ``rounds`` finished rounds, the first ``joined_after`` played before it
    joined (their points in the totals at the join, not in its round scores)."""
    session = people_session(PRESETS["classic-4p"], 4, "mellem", {0: "Host", GUEST: "Mormor"}, GUEST)
    match = session.match
    while len(match.history) < rounds and not match.is_over:
        play_turn(session)
    joined_at = list(match.history[joined_after - 1].totals_after) if joined_after else [0, 0]
    del match.history[:joined_after]
    return session, joined_at


def test_a_match_played_there_from_the_first_deal_counts_from_here(tmp_path: Path) -> None:
    session, joined_at = _guest_table(rounds=2)
    entry = away_match(session, LEVELS, joined_at, abandoned=True)
    assert entry.joined_at == [0, 0] and entry.abandoned and not entry.won
    assert entry.people == [PersonSeat(seat=GUEST, name="Mormor")]  # not the host's person
    assert entry.level == "svaer" and entry.rounds == 2  # the opponents' first computer
    assert sum(entry.round_scores) == entry.totals[1]
    store = StatisticsStore(tmp_path / "statistics.json")
    store.record(entry)
    [kept] = StatisticsStore(store.path).summary().history
    assert kept == entry.model_copy(update={"sequence": 1})


def test_a_guest_who_joined_a_match_under_way_counts_the_rounds_it_played() -> None:
    session, joined_at = _guest_table(rounds=3, joined_after=1)
    assert joined_at != [0, 0]
    entry = away_match(session, LEVELS, joined_at, abandoned=True)
    assert entry.rounds == 2 and entry.joined_at == joined_at
    assert sum(entry.round_scores) == entry.totals[1] - joined_at[1]  # the join's total and the rounds since
    with pytest.raises(ValidationError, match="do not add up"):
        away_match(session, LEVELS, [0, 0], abandoned=True)  # a join at zero would not add up
    with pytest.raises(ValidationError, match="totals at the join"):
        FinishedMatch.model_validate({**entry.model_dump(), "joined_at": [0, 0, 0]})


def test_the_level_is_the_opponents_computer_else_any_computer_else_none() -> None:
    sides = [0, 1, 0, 1]
    assert away_level((None, None, "let", "svaer"), own_side=1, side_of=sides) == "let"
    assert away_level((None, None, None, "svaer"), own_side=1, side_of=sides) == "svaer"  # the partner's
    assert away_level((None, None, None, None), own_side=1, side_of=sides) == PEOPLE_ONLY


def test_a_version_5_file_is_the_same_document_at_version_6() -> None:
    document = {
        "kind": "canasta-desktop/statistics",
        "schema_version": 5,
        "matches": [{"match_id": "0" * 32}],
    }
    assert statistics_5_to_6(dict(document)) == document  # no entry of version 5 was joined elsewhere
