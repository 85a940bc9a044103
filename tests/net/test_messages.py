"""The wire protocol: every message comes back as sent; anything else is refused with its reason."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.engine.actions import DrawStock
from canasta_desktop.net.messages import (
    FROM_GUEST,
    FROM_HOST,
    MAX_CHAT_CHARACTERS,
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    Bye,
    Chat,
    Commitment,
    Hello,
    Message,
    MessageKind,
    Move,
    Phrase,
    RefusalReason,
    Refused,
    RequestKind,
    Reveal,
    View,
    Welcome,
    WireError,
    YourTurn,
    decode,
    encode,
)
from canasta_desktop.net.wire_view import view_to_wire

STATE = RoundState(preset("classic-4p"), 3, 1)
WELCOME = Welcome(
    rules=STATE.rules,
    names=["A", "B", "C", "D"],
    levels=[None, "let", None, "mellem"],
    seat=2,
    tip_allowed=True,
)
EXAMPLES: list[Message] = [
    Hello(seat=None, name="Mormor"),
    Hello(seat=3, name="Bo"),
    WELCOME,
    Refused(reason=RefusalReason.SEAT_TAKEN, text="the seat is played"),
    View(view=view_to_wire(player_view(STATE, 2))),
    YourTurn.of(12, RequestKind.TURN, STATE.legal_actions()),
    Move.of(12, DrawStock()),
    Chat(seat=None, phrase=Phrase.GOOD_LUCK),
    Chat(seat=1, text="Godt spillet, mormor! 🂡"),
    Commitment(round=1, digest="ab" * 32),
    Reveal(round=1, deal_code="K7QM-2XH9", secret="cd" * 32, log="# canasta round log 1\n"),
    Bye(),
]


def line(**fields: object) -> bytes:
    return json.dumps(fields).encode()


def refusal(data: bytes) -> RefusalReason:
    with pytest.raises(WireError) as caught:
        decode(data)
    return caught.value.reason


@pytest.mark.parametrize("message", EXAMPLES, ids=lambda message: message.kind.value)
def test_every_kind_comes_back_as_sent(message: Message) -> None:
    data = encode(message)
    assert b"\n" not in data and len(data) <= MAX_MESSAGE_BYTES
    assert decode(data) == message
    assert json.loads(data)["v"] == PROTOCOL_VERSION


def test_every_kind_is_in_the_examples_and_has_its_direction() -> None:
    assert {message.kind for message in EXAMPLES} == set(MessageKind)
    assert FROM_GUEST | FROM_HOST == set(MessageKind)
    assert FROM_GUEST & FROM_HOST == {MessageKind.REFUSED, MessageKind.CHAT, MessageKind.BYE}


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", RefusalReason.GARBAGE),
        (b"\x00\xff\xfe", RefusalReason.GARBAGE),
        (b"[1, 2]", RefusalReason.GARBAGE),
        (b"[" * 100_000, RefusalReason.OVERSIZED),
        (b'"' + b"x" * MAX_MESSAGE_BYTES + b'"', RefusalReason.OVERSIZED),
        (b"[" * 30_000 + b"]" * 30_000, RefusalReason.GARBAGE),  # nested too deep for the reader
        (line(v=PROTOCOL_VERSION, kind="teleport"), RefusalReason.UNKNOWN_KIND),
        (line(v=PROTOCOL_VERSION), RefusalReason.UNKNOWN_KIND),
        (line(v=PROTOCOL_VERSION + 1, kind="hello", seat=None, name="x"), RefusalReason.WRONG_VERSION),
        (line(kind="bye"), RefusalReason.WRONG_VERSION),
        (line(v=PROTOCOL_VERSION, kind="hello", seat="1", name="x"), RefusalReason.INVALID),  # no coercion
        (line(v=PROTOCOL_VERSION, kind="hello", seat=None, name="x", admin=True), RefusalReason.INVALID),
        (line(v=PROTOCOL_VERSION, kind="hello", seat=None, name="a\nb"), RefusalReason.INVALID),
        (line(v=PROTOCOL_VERSION, kind="hello", seat=6, name="x"), RefusalReason.INVALID),
        (line(v=PROTOCOL_VERSION, kind="move", request_id=1, action="fly away"), RefusalReason.INVALID),
        (line(v=PROTOCOL_VERSION, kind="move", request_id=-1, action="draw"), RefusalReason.INVALID),
        (
            line(v=PROTOCOL_VERSION, kind="your_turn", request_id=1, request="turn", legal=[]),
            RefusalReason.INVALID,
        ),
        (line(v=PROTOCOL_VERSION, kind="chat", seat=None), RefusalReason.INVALID),
        (
            line(v=PROTOCOL_VERSION, kind="chat", seat=None, phrase="thanks", text="thanks"),
            RefusalReason.INVALID,
        ),
        (line(v=PROTOCOL_VERSION, kind="chat", seat=None, phrase="insult"), RefusalReason.INVALID),
        (
            line(v=PROTOCOL_VERSION, kind="chat", seat=None, text="x" * (MAX_CHAT_CHARACTERS + 1)),
            RefusalReason.INVALID,
        ),
        (line(v=PROTOCOL_VERSION, kind="chat", seat=None, text="\x1b[2J"), RefusalReason.INVALID),
        (line(v=PROTOCOL_VERSION, kind="commitment", round=1, digest="not hex"), RefusalReason.INVALID),
    ],
)
def test_a_line_that_is_not_a_message_is_refused_with_its_reason(data: bytes, reason: RefusalReason) -> None:
    assert refusal(data) is reason


def test_another_version_is_told_which_version_this_side_runs() -> None:
    with pytest.raises(WireError) as caught:
        decode(line(v=7, kind="hello", seat=None, name="x"))
    assert f"runs {PROTOCOL_VERSION}" in caught.value.detail


def test_a_refusal_from_any_version_is_read() -> None:
    """So a guest running an older version learns why the host turned it away."""
    future = line(
        v=9, kind="refused", reason="wrong_version", text="this host runs protocol 9", app_version="3.0"
    )
    message = decode(future)
    assert isinstance(message, Refused) and message.v == 9 and message.app_version == "3.0"


def test_a_welcome_must_fit_its_table() -> None:
    document = json.loads(encode(WELCOME))
    for change in ({"names": ["A", "B"]}, {"seat": 1}, {"seat": 4}, {"levels": [None] * 3}):
        assert refusal(json.dumps({**document, **change}).encode()) is RefusalReason.INVALID
    rules = dict(document["rules"])
    del rules["jokers"]  # the rules travel whole, as the save stores them
    assert refusal(json.dumps({**document, "rules": rules}).encode()) is RefusalReason.INVALID


def test_a_message_over_the_limit_is_refused_when_sent() -> None:
    legal = ["meld " + " ".join(["KH"] * 100)] * 250
    with pytest.raises(WireError) as caught:
        encode(YourTurn(request_id=1, request=RequestKind.TURN, legal=legal))
    assert caught.value.reason is RefusalReason.OVERSIZED


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_are_a_message_or_refused_never_an_error(data: bytes) -> None:
    try:
        decode(data)
    except WireError:
        pass


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(
    kind=st.sampled_from([kind.value for kind in MessageKind]),
    fields=st.dictionaries(st.text(max_size=12), JSON, max_size=6),
)
def test_random_objects_of_a_known_kind_are_a_message_or_refused(
    kind: str, fields: dict[str, object]
) -> None:
    try:
        decode(json.dumps({**fields, "v": PROTOCOL_VERSION, "kind": kind}).encode())
    except WireError:
        pass
