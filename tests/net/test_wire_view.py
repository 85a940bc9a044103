"""A view on the wire is the view, exactly, and holds no card its seat may not see.

Rounds are played with random legal moves, as tests/engine/test_view.py plays them.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.actions import Undo
from canasta_desktop.engine.events import Event, TimeStopped
from canasta_desktop.engine.rules import PRESETS
from canasta_desktop.engine.time_stop import TimeStop
from canasta_desktop.net.messages import RequestKind, View, WireError, YourTurn, decode, encode
from canasta_desktop.net.wire_view import (
    EVENT_CLASSES,
    WireView,
    event_from_text,
    event_to_text,
    view_from_wire,
    view_to_wire,
)
from tests.ai.helpers import publicly_known, shuffle_hidden

FOUR_PLAYERS = [name for name, rules in PRESETS.items() if rules.players == 4]
CARD_TOKEN = re.compile(r"(?<![0-9A-Za-z])(?:[2-9TJQKA][CDHS]|X[RB])[0-9]*(?![0-9A-Za-z])")


def random_round(name: str, seed: int, actions: int | None = None) -> Iterator[RoundState]:
    """The round after each of its random moves (and before the first), up to ``actions`` moves; now
    and then a meld is taken back (`Undo` is legal when offered, but not listed)."""
    state = RoundState(preset(name), seed, seed % preset(name).players)
    rng = random.Random(seed)
    yield state
    played = 0
    while not state.is_over and (actions is None or played < actions):
        state.play(Undo() if state.can_undo and rng.random() < 0.3 else rng.choice(state.legal_actions()))
        played += 1
        yield state


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**31), actions=st.integers(0, 600))
def test_a_view_comes_back_from_the_wire_exactly_for_every_seat(name: str, seed: int, actions: int) -> None:
    *_, state = random_round(name, seed, actions)
    for seat in range(state.rules.players):
        view = player_view(state, seat)
        message = decode(encode(View(view=view_to_wire(view))))
        assert isinstance(message, View)
        assert view_from_wire(message.view) == view


def test_every_kind_of_event_goes_to_the_wire_and_back() -> None:
    seen: dict[str, Event] = {}
    for name in PRESETS:
        for seed in range(4):
            *_, state = random_round(name, seed)
            for event in state.public_events:
                seen.setdefault(type(event).__name__, event)
    *_, stopped = random_round("classic-2p", 5, 30)
    stopped.stop_for_time(TimeStop(counted=True))  # the match's clock (issue 32)
    for event in stopped.public_events[-2:]:
        seen.setdefault(type(event).__name__, event)
    assert set(seen) == set(EVENT_CLASSES)  # every class met in play
    for event in seen.values():
        assert event_from_text(event_to_text(event)) == event


@pytest.mark.parametrize("counted", [True, False])
def test_rule_match_time_end_a_round_stopped_by_the_clock_goes_to_the_wire_and_back(counted: bool) -> None:
    """Issue 32: the host's clock stops the round; each seat's view of its end, the `TimeStopped` and
    the `RoundEnded` after it, reaches the guest exactly."""
    *_, state = random_round("classic-4p", 11, 40)
    state.stop_for_time(TimeStop(counted))
    assert state.public_events[-2] == TimeStopped(state.to_move, counted)
    assert event_from_text(event_to_text(TimeStopped(3, counted))) == TimeStopped(3, counted)
    for seat in range(state.rules.players):
        view = player_view(state, seat)
        message = decode(encode(View(view=view_to_wire(view))))
        assert isinstance(message, View)
        assert view_from_wire(message.view) == view and view.phase.value == "over"


def card_tokens(sent: bytes) -> set[str]:
    """Every card named anywhere in a message's bytes, however it is laid out (alone, in a list, in
    a group of an event), in the cards' text form."""
    return set(CARD_TOKEN.findall(sent.decode()))


def hidden_from(state: RoundState, seat: int) -> set[str]:
    """The cards ``seat`` cannot see, as text: the stock and the other hands, but for cards shown in public."""
    unseen = set(state.stock)
    for other, hand in enumerate(state.hands):
        if other != seat:
            unseen |= set(hand)
    return {str(card) for card in unseen - publicly_known(state)}


@pytest.mark.slow  # whole rounds of every 4-player preset, every message to every seat: about 10 s
@pytest.mark.parametrize("name", FOUR_PLAYERS)
def test_no_message_to_a_guest_holds_a_card_hidden_from_it(name: str) -> None:
    """The proof: for every change of whole random rounds, the View each seat would get (and the
    YourTurn of the seat to act) names no card of another hand or of the stock that the seat has
    not seen in public; and dealing those hidden cards differently leaves every byte the same."""
    twins = random.Random(7)
    checked = rounds = 0
    for seed in range(3):
        for number, state in enumerate(random_round(name, seed)):
            rounds += state.is_over
            for seat in range(state.rules.players):
                sent = encode(View(view=view_to_wire(player_view(state, seat))))
                assert not card_tokens(sent) & hidden_from(state, seat)
                if number % 13 == seat:  # a sample: the copy is the costly part
                    twin = shuffle_hidden(state, seat, twins)
                    assert encode(View(view=view_to_wire(player_view(twin, seat)))) == sent
                checked += 1
            if not state.is_over:
                kind = RequestKind.GO_OUT if state.phase.value == "answer" else RequestKind.TURN
                turn = encode(YourTurn.of(number, kind, state.legal_actions()))
                assert not card_tokens(turn) & hidden_from(state, state.actor)
    assert rounds == 3 and checked > 300


def test_the_card_scan_finds_a_hidden_card_however_it_is_written() -> None:
    """The proof's scan itself: a card in any string of the document, alone, in a list or a group."""
    sent = json.dumps({"a": ["x KH1 y", "2C"], "b": {"c": "AddedToMeld 1 K QS,XB2 0"}, "d": "classic-4p"})
    assert card_tokens(sent.encode()) == {"KH1", "2C", "QS", "XB2"}
    state = next(random_round("classic-4p", 1))
    assert {str(card) for card in state.hands[1]} <= hidden_from(state, 0)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("hand", "KH ZZ"),  # not a card
        ("hand", "10H"),  # a card, but not in its own form
        ("hand", "KH7"),  # not in a two-deck game
        ("pile", "XR9"),
        ("events", ["TurnStarted 9"]),  # a seat beyond the table
        ("events", ["Teleported 1"]),
        ("events", ["Discarded 1 KH 1"]),  # a field missing
        ("melds", [[["K", "KH KS KD"]], [["Z", "QH"]]]),
        ("hand_counts", [1, 2, 3]),  # three seats at a four-player table
        ("dealer", 4),
        ("turn_new_ranks", "KY"),
    ],
)
def test_a_view_that_does_not_fit_its_rules_is_refused(field: str, value: object) -> None:
    state = next(random_round("classic-4p", 2))
    document = json.loads(encode(View(view=view_to_wire(player_view(state, 0)))))
    document["view"][field] = value
    with pytest.raises(WireError):
        decode(json.dumps(document).encode())
    with pytest.raises(ValueError):
        WireView.model_validate_json(json.dumps(document["view"]))
