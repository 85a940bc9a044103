"""A peer's bytes, line by line: refused with a reason, and the peer dropped after repeated bad lines."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_desktop.net.guard import Accepted, Limits, PeerGuard, Turned
from canasta_desktop.net.messages import (
    FROM_GUEST,
    FROM_HOST,
    MAX_MESSAGE_BYTES,
    Bye,
    Chat,
    Hello,
    Phrase,
    RefusalReason,
    encode,
)

HELLO = encode(Hello(seat=None, name="Ann")) + b"\n"
CHAT = encode(Chat(seat=None, phrase=Phrase.THANKS)) + b"\n"
LIMITS = Limits(rate=10, burst=20, max_bad=3)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def reasons(verdicts: list[Accepted | Turned]) -> list[RefusalReason | str]:
    return [v.error.reason if isinstance(v, Turned) else v.message.kind.value for v in verdicts]


def guest_guard(clock: Clock | None = None) -> PeerGuard:
    return PeerGuard(FROM_GUEST, LIMITS, clock or Clock())


def test_lines_are_read_whatever_pieces_they_come_in() -> None:
    guard = guest_guard()
    data = HELLO + CHAT + encode(Bye()) + b"\n"
    verdicts = [verdict for byte in range(len(data)) for verdict in guard.feed(data[byte : byte + 1])]
    assert reasons(verdicts) == ["hello", "chat", "bye"]
    assert reasons(guard.feed(HELLO + CHAT)) == ["hello", "chat"]


def test_bad_lines_are_turned_away_and_the_peer_dropped_after_the_last_one_allowed() -> None:
    guard = guest_guard()
    verdicts = guard.feed(b"garbage\n" + HELLO + b"[]\n" + b'{"v":2,"kind":"nope"}\n' + HELLO)
    assert reasons(verdicts) == [
        RefusalReason.GARBAGE,
        "hello",
        RefusalReason.GARBAGE,
        RefusalReason.UNKNOWN_KIND,
    ]
    assert [v.drop for v in verdicts if isinstance(v, Turned)] == [False, False, True]
    assert guard.dropped and guard.bad == 3
    assert guard.feed(HELLO) == []  # nothing more is read from a dropped peer


def test_a_kind_this_side_never_receives_is_unexpected() -> None:
    host_side = guest_guard()
    assert reasons(host_side.feed(encode(Chat(seat=1, text="hi")) + b"\n")) == ["chat"]
    guest_side = PeerGuard(FROM_HOST, LIMITS, Clock())
    assert reasons(guest_side.feed(HELLO)) == [RefusalReason.UNEXPECTED]


def test_a_line_over_the_limit_is_turned_away_once_and_skipped_to_its_end() -> None:
    guard = guest_guard()
    chunk = b"x" * 10_000
    verdicts = [v for _ in range(MAX_MESSAGE_BYTES // len(chunk) + 3) for v in guard.feed(chunk)]
    assert reasons(verdicts) == [RefusalReason.OVERSIZED]
    assert reasons(guard.feed(chunk + b"\n" + HELLO)) == ["hello"]
    assert reasons(guard.feed(b"y" * (MAX_MESSAGE_BYTES + 1) + b"\n" + CHAT)) == [
        RefusalReason.OVERSIZED,
        "chat",
    ]


def test_another_protocol_version_is_dropped_at_once() -> None:
    guard = guest_guard()
    verdicts = guard.feed(b'{"v": 3, "kind": "hello"}\n' + HELLO)
    assert reasons(verdicts) == [RefusalReason.WRONG_VERSION]
    assert isinstance(verdicts[0], Turned) and verdicts[0].drop


def test_a_flood_is_turned_away_and_the_rate_comes_back_with_time() -> None:
    clock = Clock()
    guard = guest_guard(clock)
    assert reasons(guard.feed(CHAT * LIMITS.burst)) == ["chat"] * LIMITS.burst
    assert reasons(guard.feed(CHAT)) == [RefusalReason.FLOOD]
    clock.now += 1.0  # rate lines a second come back
    assert reasons(guard.feed(CHAT * 10)) == ["chat"] * 10
    assert reasons(guard.feed(CHAT * 2)) == [RefusalReason.FLOOD, RefusalReason.FLOOD]
    assert guard.dropped  # the third bad line


def test_an_empty_line_is_a_keepalive_neither_read_nor_counted_as_bad() -> None:
    guard = guest_guard()
    assert reasons(guard.feed(b"\n\n" + HELLO + b"\n" * 20 + CHAT)) == ["hello", "chat"]
    assert guard.bad == 0 and not guard.dropped


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.binary(max_size=200) | st.sampled_from([HELLO, CHAT, b"\n", b"{", b'{"v":2}\n']), max_size=30)
)
def test_whatever_bytes_come_each_line_is_read_or_refused_and_nothing_raises(chunks: list[bytes]) -> None:
    guard = PeerGuard(FROM_GUEST, Limits(rate=1000, burst=1000, max_bad=10**6), Clock())
    verdicts = [verdict for chunk in chunks for verdict in guard.feed(chunk)]
    assert len(verdicts) <= b"".join(chunks).count(b"\n") + 1
    assert guard.bad == sum(isinstance(verdict, Turned) for verdict in verdicts)
