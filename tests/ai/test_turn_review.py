"""The round review's judgement of one turn (issue 33, point 4): the very judgement the round review of
that seat gives its decisions in the turn, from the seat's own view, deterministic from the round."""

from __future__ import annotations

import pytest

from canasta_desktop.ai.review import ReviewBudget, review_round
from canasta_desktop.ai.turn_review import judge_turn, turn_of_moves
from canasta_desktop.engine import AnswerPartner, preset
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.roundlog import write_log

from .helpers import play_round, seat_players

SMALL = ReviewBudget(3000, 3000)


@pytest.fixture(scope="module")
def log() -> str:
    """A finished round of classic-4p, Svær at every seat."""
    state = Match(preset("classic-4p"), 5).round
    play_round(state, seat_players("classic-4p", ["svaer", "svaer"], 5))
    assert state.is_over
    return write_log(state)


def test_each_move_has_the_turn_the_history_numbers_and_its_mover(log: str) -> None:
    turns = turn_of_moves(log)
    numbers = [number for number, _seat in turns]
    assert numbers == sorted(numbers) and numbers[0] >= 1  # the deal is turn 0: nobody moves in it
    rules = preset("classic-4p")
    for number, seat in turns:  # every turn is its mover's, bar a partner's answer in it
        first = next(s for n, s in turns if n == number)
        assert rules.side_of(seat) == rules.side_of(first)
        assert first == (turns[0][1] + number - numbers[0]) % rules.players  # the seats in turn


def test_a_turn_is_judged_as_the_round_review_of_its_seat_judges_it(log: str) -> None:
    seat = 2
    review = {decision.index: decision for decision in review_round(log, seat, budget=SMALL).decisions}
    turns = sorted({number for number, mover in turn_of_moves(log) if mover == seat})
    judged = [judge_turn(log, turn, {seat}, budget=SMALL) for turn in turns]
    assert all(j.complete and j.seats == {seat} for j in judged)
    indexes = [move.review.index for j in judged for move in j.judged]
    assert indexes == sorted(review)  # every decision of the seat, each in its turn
    for j in judged:
        for move in j.judged:
            assert move.seat == seat and move.review == review[move.review.index]


def test_only_the_seats_asked_about_are_judged_and_a_stop_leaves_it_incomplete(log: str) -> None:
    turns = turn_of_moves(log)
    turn, mover = turns[0]
    other = (mover + 1) % 4
    nobody = judge_turn(log, turn, {other}, budget=SMALL)
    assert nobody.judged == () and nobody.seats == frozenset() and nobody.moves == 0
    stopped = judge_turn(log, turn, {mover}, budget=SMALL, should_stop=lambda: True)
    assert not stopped.complete and stopped.judged == ()
    again = judge_turn(log, turn, {mover}, budget=SMALL)
    assert again == judge_turn(log, turn, {mover}, budget=SMALL)  # the same round, the same judgement


def test_a_partners_answer_in_anothers_turn_is_judged_for_the_answering_seat(log: str) -> None:
    """ "May I go out?" asked in a turn: the partner's answer is a decision of the partner's, in that turn."""
    turns = turn_of_moves(log)
    turn, mover, answerer = next(
        (number, first, seat)
        for number, first in turns
        for other, seat in turns
        if other == number and seat != first
    )
    judged = judge_turn(log, turn, {answerer}, budget=SMALL)
    assert judged.seats == {answerer} and judged.moves == 1  # the answer, and nothing of the mover's
    assert all(
        isinstance(move.review.move, AnswerPartner) and move.seat == answerer for move in judged.judged
    )
    movers = judge_turn(log, turn, {mover}, budget=SMALL)
    assert movers.seats == {mover} and all(move.seat == mover for move in movers.judged)
