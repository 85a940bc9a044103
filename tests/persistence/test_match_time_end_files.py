"""Files with the match clock's third rule (issue 32, `match_time_end`): written in every file, files and
saves from before it load as they played (the field absent: the round is played out) with their
statistics keys, a hand-written file may set it, and a save made after the time ran out mid-round loads
with the round due to stop at once (a save remembers whether the time was up when the last round ended,
so the round a tie plays is played out)."""

from __future__ import annotations

import json
from pathlib import Path

from canasta_desktop.engine.rules import LATER_FIELDS, PRESETS, MatchTimeEnd, preset, stable_dump
from canasta_desktop.engine.time_stop import TimeStop
from canasta_desktop.persistence.house_rules import (
    HouseRuleSet,
    import_house_rules,
    load_house_rules,
    rules_fingerprint,
    save_house_rules,
    statistics_key,
)
from canasta_desktop.persistence.session import MatchSession, decode, encode

from .helpers import new_session, play_action
from .test_locked_pile_files import _sealed

FIELD = "match_time_end"
KLUB = HouseRuleSet.of("Klubben", preset("classic-4p").changed(match_minutes=50))
STOPPER = HouseRuleSet.of(
    "Stopur", preset("family-4p").changed(match_minutes=40, match_time_end=MatchTimeEnd.SCORE_AS_STANDS)
)


def test_rule_match_time_end_written_in_every_file_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "house-rules.json"
    save_house_rules(path, [KLUB, STOPPER])
    written = [entry["rules"] for entry in json.loads(path.read_text("utf-8"))["sets"]]
    assert [rules[FIELD] for rules in written] == ["play_out", "score_as_stands"]
    assert load_house_rules(path).sets == [KLUB, STOPPER]


def test_rule_match_time_end_a_file_from_before_the_field_loads_with_its_statistics_key(
    tmp_path: Path,
) -> None:
    path = tmp_path / "house-rules.json"
    key = statistics_key(KLUB.rules)
    save_house_rules(path, [KLUB])
    document = json.loads(path.read_text("utf-8"))
    del document["sets"][0]["rules"][FIELD]
    path.write_text(_sealed(document), "utf-8")
    loaded = load_house_rules(path)
    assert loaded.problems == [] and loaded.sets == [KLUB]
    assert loaded.sets[0].rules.match_time_end is MatchTimeEnd.PLAY_OUT
    assert statistics_key(loaded.sets[0].rules) == key


def test_rule_match_time_end_at_its_default_hashes_as_before() -> None:
    assert FIELD in LATER_FIELDS
    for rules in PRESETS.values():
        assert FIELD not in stable_dump(rules) and rules.match_time_end is MatchTimeEnd.PLAY_OUT
    assert rules_fingerprint(preset("family-4p")) == "ab1a361c9e1a"  # the value of earlier versions
    assert rules_fingerprint(STOPPER.rules) != rules_fingerprint(
        STOPPER.rules.changed(match_time_end="play_out")
    )


def test_rule_match_time_end_a_hand_written_file_sets_it(tmp_path: Path) -> None:
    path = tmp_path / "stopur.json"
    path.write_text(
        '{"name": "Stopur", "based_on": "family-4p", "match_minutes": 40, "match_time_end": "score_as_stands"}',
        "utf-8",
    )
    assert import_house_rules(path) == [STOPPER]


def _timed(end: MatchTimeEnd, moves: int = 20) -> MatchSession:
    """A match to the clock with a round finished and ``moves`` played of the next."""
    session = new_session(PRESETS["classic-2p"].changed(match_minutes=30, match_time_end=end), 6, "let")
    while not session.match.history:
        play_action(session)
    for _ in range(moves):
        play_action(session)
    assert not session.match.is_over and session.match.round.log
    return session


def test_rule_match_time_end_a_save_after_the_time_ran_out_mid_round_loads_with_the_round_due_to_stop() -> (
    None
):
    session = _timed(MatchTimeEnd.NOT_COUNTED)
    session.match.count_play(30 * 60)  # the time ran out; the table had not stopped the round yet
    loaded = decode(encode(session))
    assert isinstance(loaded, MatchSession)
    assert loaded.match.seconds_left() == 0 and loaded.match.round.log == session.match.round.log
    assert loaded.match.time_stop() == TimeStop(counted=False)
    state = loaded.match.round
    state.stop_for_time(TimeStop(False))
    record = loaded.match.finish_round()
    totals = tuple(session.match.totals)
    assert record.totals_after == totals and totals[0] != totals[1] and loaded.match.is_over


def test_rule_match_time_end_a_save_from_before_the_field_plays_the_round_out() -> None:
    session = _timed(MatchTimeEnd.PLAY_OUT)
    session.match.count_play(30 * 60)
    document = json.loads(encode(session))
    del document["rules"][FIELD]
    assert "time_up" not in document["match"]  # written only when true: older files
    loaded = decode(_sealed(document).encode("utf-8"))
    assert isinstance(loaded, MatchSession)
    assert loaded.match.rules == session.match.rules and loaded.match.time_stop() is None


def test_rule_match_time_end_the_round_a_tie_plays_after_the_time_is_saved_as_played_out() -> None:
    """The time runs out in the first round, which is not counted: 0 to 0, a tie, so one more round is
    dealt and played out. Its save says the time was up; the stopped round keeps its log."""
    rules = PRESETS["classic-2p"].changed(match_minutes=30, match_time_end=MatchTimeEnd.NOT_COUNTED)
    session = new_session(rules, 6, "let")
    for _ in range(12):
        play_action(session)
    match = session.match
    match.count_play(30 * 60)
    stop = match.time_stop()
    assert stop == TimeStop(counted=False)
    match.round.stop_for_time(stop)
    match.finish_round()
    assert match.totals == [0, 0] and not match.is_over and match.time_up
    for _ in range(6):
        play_action(session)
    document = json.loads(encode(session))
    assert document["match"]["time_up"] is True
    loaded = decode(encode(session))
    assert isinstance(loaded, MatchSession) and loaded.match.time_up and loaded.dropped_logs == ()
    assert loaded.match.history[0].log.splitlines()[-1] == "time up: not counted"
    assert loaded.match.time_stop() is None  # the tie's round is played out
