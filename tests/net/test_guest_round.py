"""The guest's round, rebuilt from views (controller/guest_round.py): random rounds of every preset
are played on the engine, and what a guest would rebuild from each seat's views is compared with
the true round."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.engine import RoundState, player_view
from canasta_desktop.engine.events import CardsDrawn, Event
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.engine.time_stop import TimeStop
from canasta_desktop.ui.controller.guest_round import (
    derived_record,
    revealed_record,
    revealed_round,
    round_from_view,
    same_round,
    with_own_draws,
)

from .test_wire_view import random_round

SEEDS = range(3)


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_sample_of_each_view_agrees_with_it_and_names_the_seat_s_own_draws(name: str) -> None:
    rng = random.Random(1)
    for seed in SEEDS:
        seat = seed % PRESETS[name].players
        state = RoundState(PRESETS[name], seed, 0)
        before = player_view(state, seat)
        events: list[Event] = list(before.events)
        play = random.Random(seed)
        while not state.is_over:
            start = len(state.events)
            state.play(play.choice(state.legal_actions()))
            view = player_view(state, seat)
            assert same_round(before, view)
            new = with_own_draws(view.events[len(before.events) :], seat, before.hand, view.hand)
            true = state.events[start:]
            assert _drawn(new, seat) == _drawn(true, seat)  # the seat's own draws, named
            assert [e for e in new if not isinstance(e, CardsDrawn)] == [
                e for e in true if not isinstance(e, CardsDrawn)
            ]
            events += new
            sample = round_from_view(view, events, rng)
            assert player_view(sample, seat) == view and sample.events == events
            before = view


def _drawn(events: list[Event], seat: int) -> list[str]:
    return sorted(
        str(card) for e in events if isinstance(e, CardsDrawn) and e.seat == seat for card in e.cards
    )


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_score_from_the_next_round_s_totals_is_the_host_s_to_the_point(name: str) -> None:
    for seed in SEEDS:
        *_, state = random_round(name, seed)
        assert state.result is not None
        totals = [before + score.total for before, score in zip(state.scores_before, state.result)]
        for seat in range(state.rules.players):
            record = derived_record(player_view(state, seat), totals, 3)
            assert record.sheet == state.result  # the points left in hand too
            assert (record.went_out, record.concealed, record.number) == (state.went_out, state.concealed, 3)
            assert record.totals_after == tuple(totals)


def test_a_revealed_log_is_taken_only_when_it_is_the_round_the_table_showed() -> None:
    *_, state = random_round("classic-4p", 11)
    *_, other = random_round("classic-4p", 12)
    view = player_view(state, 1)
    played = revealed_round(write_log(state), view)
    assert played is not None and played.hands == state.hands
    record = revealed_record(played, 2, write_log(state))
    assert record.sheet == state.result and record.seed == state.seed and record.log == write_log(state)
    assert revealed_round(write_log(other), view) is None  # another round
    assert revealed_round("not a log", view) is None
    unfinished = write_log(state).splitlines()[:-3]
    assert revealed_round("\n".join(unfinished) + "\n", view) is None  # stops before the end


def test_a_new_deal_is_another_round() -> None:
    *_, first = random_round("classic-2p", 3)
    second = RoundState(first.rules, 99, (first.dealer + 1) % 2, [10, 20])
    assert not same_round(player_view(first, 0), player_view(second, 0))
    assert not same_round(player_view(first, 0), player_view(RoundState(first.rules, 98, first.dealer), 0))


@pytest.mark.parametrize("counted", [True, False])
def test_rule_match_time_end_a_round_the_host_s_clock_stopped_is_a_round_end_for_the_guest(
    counted: bool,
) -> None:
    """Issue 32: the host's views end the round with its stop; the host's log replays to that end (the
    fair deal's reveal), and without a reveal the next round's totals give the same score."""
    *_, state = random_round("classic-4p", 11, 50)
    state.stop_for_time(TimeStop(counted))
    assert state.result is not None
    totals = [before + score.total for before, score in zip(state.scores_before, state.result)]
    for seat in range(state.rules.players):
        view = player_view(state, seat)
        played = revealed_round(write_log(state), view)
        assert played is not None and played.time_stop == TimeStop(counted)
        assert revealed_record(played, 2, write_log(state)).sheet == state.result
        guest = round_from_view(view, view.events, random.Random(seat))
        assert guest.is_over and guest.time_stop == TimeStop(counted)  # the score sheet's line
        assert derived_record(view, totals, 2).sheet == state.result
