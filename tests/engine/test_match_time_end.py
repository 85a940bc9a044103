"""The match's clock, third rule (issue 32, `RuleSet.match_time_end`, docs/rules.md §3.6): once the time is
up, the round in progress is played out (as before), stopped and scored as it stands (as a round the
empty stock ends: no going-out bonus), or stopped and not counted. The stop is the table's, not a move:
an event of the round, the last line of its log, and the round's end."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.engine.actions import EndRound
from canasta_desktop.engine.events import RoundEnded, TimeStopped
from canasta_desktop.engine.invariants import RoundChecker
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.roundlog import log_parts, replay, write_log
from canasta_desktop.engine.rules import MatchTimeEnd, RuleSet, preset
from canasta_desktop.engine.scoring import nothing_scored
from canasta_desktop.engine.state import Phase, RoundState
from canasta_desktop.engine.time_stop import TimeStop, moves_only, parse_stop

AS_STANDS = MatchTimeEnd.SCORE_AS_STANDS
NOT_COUNTED = MatchTimeEnd.NOT_COUNTED


def clocked(end: MatchTimeEnd, name: str = "classic-2p", minutes: int = 30) -> RuleSet:
    return preset(name).changed(match_minutes=minutes, match_time_end=end, target=100_000)


def play_into(state: RoundState, moves: int, seed: int = 1, phase: Phase | None = Phase.DRAW) -> None:
    """Random legal moves until at least ``moves`` are played and the round stands in ``phase`` (the
    round must not end on the way)."""
    rng = random.Random(seed)
    while len(state.log) < moves or (phase is not None and state.phase is not phase):
        state.play(rng.choice(state.legal_actions()))
        assert not state.is_over, "the round ended before the position wanted"


def finish(match: Match) -> None:
    state = match.round
    while not state.is_over:
        state.play(state.legal_actions()[0])
    match.finish_round()


def stopped_match(end: MatchTimeEnd, moves: int = 40) -> tuple[Match, tuple[int, ...]]:
    """A match whose first round is over, its time running out a few moves into the second: (the
    match, the totals before the second round)."""
    match = Match(clocked(end), 3)
    match.count_play(600)
    finish(match)
    before = tuple(match.totals)
    play_into(match.round, moves)
    match.count_play(30 * 60)
    return match, before


# ----------------------------------------------------------------------------- the three readings
def test_rule_match_time_end_play_out_is_the_default_and_plays_the_round_to_its_end() -> None:
    assert RuleSet().match_time_end is MatchTimeEnd.PLAY_OUT
    match, _ = stopped_match(MatchTimeEnd.PLAY_OUT)
    assert match.seconds_left() == 0 and match.time_stop() is None  # nothing stops the round
    finish(match)
    assert match.time_up and match.is_over == (match.totals[0] != match.totals[1])


def test_rule_match_time_end_score_as_stands_scores_what_an_empty_stock_end_scores() -> None:
    state = RoundState(clocked(AS_STANDS), 21)
    play_into(state, 60)
    assert any(state.melds), "the position has melds to count"
    empty = state.copy()  # the same hands, melds and red 3s, its stock and pile gone: the round must end
    empty.stock.clear()
    empty.pile.clear()
    empty.play(EndRound())
    events = state.stop_for_time(TimeStop(counted=True))
    assert events == [TimeStopped(state.to_move, True), RoundEnded(state.to_move, False, False)]
    assert state.is_over and state.result == empty.result and state.went_out is None
    assert all(score.going_out_bonus == 0 for score in state.result)
    assert any(score.hand_points for score in state.result)  # the hands count minus
    RoundChecker(state).check_state()


def test_rule_match_time_end_score_as_stands_mid_turn_counts_the_hand_as_it_is_now() -> None:
    state = RoundState(clocked(AS_STANDS), 8)
    play_into(state, 25, phase=Phase.MELD)  # drawn, not yet discarded
    hand = list(state.hands[state.to_move])
    state.stop_for_time(TimeStop(True))
    assert state.result is not None and state.time_stop == TimeStop(True)
    side = state.result[state.side_of(state.to_move)]
    assert side.hand_points == state.tables.total(hand)


def test_rule_match_time_end_score_as_stands_ends_the_match_with_the_round_counted() -> None:
    match, before = stopped_match(AS_STANDS)
    stop = match.time_stop()
    assert stop == TimeStop(counted=True)
    match.round.stop_for_time(stop)
    record = match.finish_round()
    assert match.totals == [b + score.total for b, score in zip(before, record.sheet)]
    assert match.time_up and match.is_over == (match.totals[0] != match.totals[1])


def test_rule_match_time_end_not_counted_leaves_the_totals_as_before_the_round() -> None:
    match, before = stopped_match(NOT_COUNTED)
    stop = match.time_stop()
    assert stop == TimeStop(counted=False)
    events = match.round.stop_for_time(stop)
    assert isinstance(events[0], TimeStopped) and not events[0].counted
    record = match.finish_round()
    assert record.sheet == (nothing_scored(0), nothing_scored(1)) and record.went_out is None
    assert tuple(match.totals) == before == record.totals_after
    assert match.is_over and match.winner == before.index(max(before))


def test_rule_match_time_end_a_round_nobody_has_moved_in_counts_nothing() -> None:
    """The time ran out between rounds (the next one dealt, not begun): stopping it counts nothing
    under either stopping reading."""
    match = Match(clocked(AS_STANDS), 5)
    play_into(match.round, 1, phase=None)
    finish(match)
    match.count_play(30 * 60)
    assert match.round.log == [] and match.time_stop() == TimeStop(counted=False)


def test_rule_match_time_end_stops_only_once_the_time_is_up_and_not_the_round_a_tie_plays() -> None:
    match = Match(clocked(NOT_COUNTED), 3)
    play_into(match.round, 10)
    match.count_play(30 * 60 - 1)
    assert match.time_stop() is None  # a second left
    match.count_play(1)
    assert match.time_stop() is not None
    tied = Match.restore(match.rules, 3, 0, [], match.round, 30 * 60, time_up=True)
    assert tied.time_stop() is None  # a round dealt after the time (a tie): played out
    assert Match(preset("classic-2p").changed(match_time_end=NOT_COUNTED), 3).time_stop() is None  # no clock


def test_rule_match_time_end_a_tie_after_the_stop_plays_one_more_round_to_its_end() -> None:
    match, before = stopped_match(NOT_COUNTED)
    match.totals = [0, 0]  # the sides level before the stopped round
    match.round.stop_for_time(TimeStop(False))
    match.finish_round()
    assert not match.is_over and match.round_number == 3 and match.time_up
    play_into(match.round, 5)
    assert match.time_stop() is None


def test_rule_match_time_end_the_stop_is_not_a_move() -> None:
    state = RoundState(clocked(AS_STANDS), 4)
    assert all(not isinstance(action, TimeStop) for action in state.legal_actions())
    with pytest.raises(ValueError):
        moves_only([EndRound(), TimeStop(True)])
    state.stop_for_time(TimeStop(False))
    assert state.log == [] and state.legal_actions() == []
    with pytest.raises(ValueError):
        state.stop_for_time(TimeStop(False))  # over already


# ----------------------------------------------------------------------------- the round log
@pytest.mark.parametrize("counted", [True, False])
def test_rule_match_time_end_a_stopped_round_s_log_replays_to_the_same_end(counted: bool) -> None:
    state = RoundState(clocked(AS_STANDS, "classic-4p"), 12, 2)
    play_into(state, 30, phase=None)
    state.stop_for_time(TimeStop(counted))
    log = write_log(state)
    assert log.splitlines()[-1] == str(TimeStop(counted)) and parse_stop(log.splitlines()[-1]) == TimeStop(
        counted
    )
    again = replay(log)
    assert again.is_over and again.result == state.result and again.time_stop == TimeStop(counted)
    assert again.events == state.events and again.log == state.log
    deal, moves, stop = log_parts(log)
    assert stop == TimeStop(counted) and len(moves) == len(state.log) and replay(deal).log == []


def test_rule_match_time_end_a_stop_before_the_last_line_is_refused() -> None:
    state = RoundState(clocked(AS_STANDS), 12)
    play_into(state, 6, phase=None)
    lines = write_log(state).splitlines()
    broken = "\n".join([*lines[:-1], str(TimeStop(True)), lines[-1]]) + "\n"
    with pytest.raises(ValueError):
        replay(broken)
    assert replay(write_log(state)).time_stop is None  # a round not stopped has no stop line
