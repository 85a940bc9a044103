"""Links over a real mailbox server and transit relay (conftest.py): host and guest in one process.

Each connection through the local servers takes a fraction of a second; every wait is for a
condition, with a timeout (peers.TIMEOUT).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from canasta_desktop.engine import RoundState, player_view, preset
from canasta_desktop.net import link as link_module
from canasta_desktop.net.link import (
    SUBPROTOCOL,
    Link,
    LinkEnd,
    LinkEvent,
    LinkState,
    PeerTurnedAway,
    StateChanged,
    WaitStep,
)
from canasta_desktop.net.messages import (
    MAX_CHAT_CHARACTERS,
    PROTOCOL_VERSION,
    Chat,
    Hello,
    Move,
    Phrase,
    RefusalReason,
    Refused,
    RequestKind,
    View,
    Welcome,
    WireError,
    YourTurn,
    decode,
    encode,
)
from canasta_desktop.net.reactor_thread import in_reactor
from canasta_desktop.net.wire_view import view_from_wire, view_to_wire

from .conftest import Servers, wait_for
from .peers import TIMEOUT, HostilePeer, Recorder

# One worker runs them all under --dist loadgroup, so the servers start once.
pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]


@pytest.fixture
def links() -> Iterator[list[Link]]:
    """The links a test makes, closed after it."""
    made: list[Link] = []
    yield made
    for link in made:
        link.close()
    for link in made:
        assert link.wait_closed(TIMEOUT)


def host(servers: Servers, links: list[Link]) -> tuple[Link, Recorder]:
    events = Recorder()
    link = Link.host(servers.mailbox_url, servers.relay, events.code, events)
    links.append(link)
    return link, events


def join(
    servers: Servers, links: list[Link], code: str, timeout: float | None = TIMEOUT
) -> tuple[Link, Recorder]:
    events = Recorder()
    link = Link.join(servers.mailbox_url, servers.relay, code, events, timeout=timeout)
    links.append(link)
    return link, events


def connected_pair(servers: Servers, links: list[Link]) -> tuple[Link, Recorder, Link, Recorder]:
    host_link, host_events = host(servers, links)
    guest_link, guest_events = join(servers, links, host_events.wait_code())
    host_events.wait_state(LinkState.CONNECTED)
    guest_events.wait_state(LinkState.CONNECTED)
    return host_link, host_events, guest_link, guest_events


def test_host_and_guest_exchange_typed_messages_by_code(servers: Servers, links: list[Link]) -> None:
    host_link, host_events = host(servers, links)
    code = host_events.wait_code()
    assert host_link.code == code and host_events.states()[:1] == [LinkState.CONNECTING]
    guest_link, guest_events = join(servers, links, code.upper().replace("-", " "))  # typed loosely
    guest_link.send(Hello(seat=None, name="Mormor"))  # held until the connection opens
    assert host_events.wait_messages(1) == [Hello(seat=None, name="Mormor")]

    state = RoundState(preset("classic-4p"), 5, 0)
    welcome = Welcome(
        rules=state.rules,
        names=["Ann", "Bo", "Mormor", "Dan"],
        levels=[None, "let", None, "svaer"],
        seat=2,
        tip_allowed=False,
    )
    host_link.send(welcome)
    host_link.send(View(view=view_to_wire(player_view(state, 2))))
    turn = YourTurn.of(7, RequestKind.TURN, state.legal_actions())
    host_link.send(turn)
    welcome_back, view, turn_back = guest_events.wait_messages(3)
    assert welcome_back == welcome
    assert isinstance(view, View) and view_from_wire(view.view) == player_view(state, 2)
    assert isinstance(turn_back, YourTurn) and turn_back.actions() == tuple(state.legal_actions())

    guest_link.send(Move.of(7, turn_back.actions()[0]))
    guest_link.send(Chat(seat=None, text="x" * MAX_CHAT_CHARACTERS))
    _, move, chat = host_events.wait_messages(3)
    assert isinstance(move, Move) and move.request_id == 7 and move.parsed() == state.legal_actions()[0]
    assert isinstance(chat, Chat) and chat.text == "x" * MAX_CHAT_CHARACTERS

    steps = [e.step for e in host_events.snapshot() if isinstance(e, StateChanged) and e.step]
    assert steps[0] is WaitStep.SERVER and WaitStep.PEER in steps and steps[-1] is WaitStep.OPENING
    guest_link.close()
    assert guest_events.wait_state(LinkState.CLOSED).end is LinkEnd.CLOSED_HERE
    assert host_events.wait_state(LinkState.CLOSED).end is LinkEnd.CLOSED_BY_PEER
    assert host_link.state is LinkState.CLOSED and guest_link.state is LinkState.CLOSED


def test_a_wrong_code_fails_cleanly_on_both_sides(servers: Servers, links: list[Link]) -> None:
    """A mistyped code spends the host's code (magic-wormhole allows one guess): both links fail."""
    host_link, host_events = host(servers, links)
    number = host_events.wait_code().split("-")[0]
    _, guest_events = join(servers, links, f"{number}-wrong-words")
    assert guest_events.wait_state(LinkState.FAILED).end is LinkEnd.WRONG_CODE
    assert host_events.wait_state(LinkState.FAILED).end is LinkEnd.WRONG_CODE
    assert host_link.wait_closed(TIMEOUT)


def test_a_code_nobody_offers_times_out_and_a_wait_can_be_cancelled(
    servers: Servers, links: list[Link]
) -> None:
    _, waiting = join(servers, links, "987-nobody-here", timeout=0.5)
    assert waiting.wait_state(LinkState.FAILED).end is LinkEnd.TIMEOUT
    cancelled, events = join(servers, links, "986-nobody-either", timeout=None)
    cancelled.close()
    assert events.wait_state(LinkState.CLOSED).end is LinkEnd.CLOSED_HERE
    assert cancelled.wait_closed(TIMEOUT)
    with pytest.raises(ValueError):
        Link.join(servers.mailbox_url, servers.relay, "no code", Recorder())


def test_a_guest_leaves_and_a_new_one_joins_with_a_fresh_code(servers: Servers, links: list[Link]) -> None:
    first_host, first_events, first_guest, _ = connected_pair(servers, links)
    first_guest.close()
    first_events.wait_state(LinkState.CLOSED)
    second_host, second_events = host(servers, links)
    code = second_events.wait_code()
    assert code != first_host.code
    second_guest, guest_events = join(servers, links, code)
    second_guest.send(Hello(seat=1, name="Bo"))
    assert second_events.wait_messages(1) == [Hello(seat=1, name="Bo")]
    second_host.send(Chat(seat=0, phrase=Phrase.HELLO))
    assert guest_events.wait_messages(1) == [Chat(seat=0, phrase=Phrase.HELLO)]


def test_a_hostile_peer_is_refused_then_dropped_and_the_host_serves_on(
    servers: Servers, links: list[Link], caplog: pytest.LogCaptureFixture
) -> None:
    good_host, good_events, good_guest, good_guest_events = connected_pair(servers, links)
    bad_host, bad_events = host(servers, links)
    hostile = HostilePeer(servers.mailbox_url, servers.relay, bad_events.wait_code())
    try:
        bad_events.wait_state(LinkState.CONNECTED)
        hostile.write(b"\x00\xff garbage\n")
        hostile.write(b'{"v": 2, "kind": "view"}\n')  # a kind the host never receives, and not valid
        hostile.write(b'{"v": 2, "kind": "hello", "seat": 9, "name": "x", "app_version": "1"}\n')
        hostile.write(b"x" * 70_000 + b"\n")  # over the size limit
        hostile.write(b"[]\n[]\n[]\n")
        failed = bad_events.wait_state(LinkState.FAILED)
        assert failed.end is LinkEnd.PEER_DROPPED
        turned = [e for e in bad_events.snapshot() if isinstance(e, PeerTurnedAway)]
        assert [e.error.reason for e in turned] == [
            RefusalReason.GARBAGE,
            RefusalReason.INVALID,
            RefusalReason.INVALID,
            RefusalReason.OVERSIZED,
            RefusalReason.GARBAGE,
        ]
        assert [e.dropped for e in turned] == [False] * 4 + [True]
        wait_for(lambda: len(hostile.lines()) >= 6, TIMEOUT, "the refusals")
        refusals = [decode(line) for line in hostile.lines()]
        assert all(isinstance(r, Refused) for r in refusals)
        assert [r.reason for r in refusals if isinstance(r, Refused)][-1] is RefusalReason.TOO_MANY_BAD
        assert bad_events.messages() == []
        logged = [r.getMessage() for r in caplog.records if r.name == "canasta_desktop.net.link"]
        assert sum("turned away" in text for text in logged) == 5
        good_guest.send(Chat(seat=None, phrase=Phrase.THANKS))  # the other seat plays on
        assert good_events.wait_messages(1) == [Chat(seat=None, phrase=Phrase.THANKS)]
        good_host.send(Chat(seat=0, phrase=Phrase.WELL_PLAYED))
        assert good_guest_events.wait_messages(1) == [Chat(seat=0, phrase=Phrase.WELL_PLAYED)]
    finally:
        hostile.close()


def test_a_peer_on_another_protocol_version_is_told_which_and_dropped(
    servers: Servers, links: list[Link]
) -> None:
    _, events = host(servers, links)
    hostile = HostilePeer(servers.mailbox_url, servers.relay, events.wait_code())
    try:
        hostile.write(b'{"v": 3, "kind": "hello", "seat": null, "name": "From the future"}\n')
        assert events.wait_state(LinkState.FAILED).end is LinkEnd.PEER_DROPPED
        wait_for(lambda: hostile.lines(), TIMEOUT, "the refusal")
        refusal = decode(hostile.lines()[0])
        assert isinstance(refusal, Refused) and refusal.reason is RefusalReason.WRONG_VERSION
        assert f"runs {PROTOCOL_VERSION}" in refusal.text and refusal.v == PROTOCOL_VERSION
    finally:
        hostile.close()


def test_a_peer_s_further_subchannels_are_closed_and_the_first_serves_on(
    servers: Servers, links: list[Link]
) -> None:
    _, events = host(servers, links)
    hostile = HostilePeer(servers.mailbox_url, servers.relay, events.wait_code())
    try:
        events.wait_state(LinkState.CONNECTED)
        in_reactor(hostile.open, SUBPROTOCOL)  # a second subchannel of the game's kind
        in_reactor(hostile.open, "something-else")  # and one of a kind the game does not know
        wait_for(lambda: hostile.lost >= 1, TIMEOUT, "the second subchannel closed")
        hostile.write(encode(Hello(seat=None, name="Ann")) + b"\n")
        assert events.wait_messages(1) == [Hello(seat=None, name="Ann")]
        assert events.states()[-1] is LinkState.CONNECTED
    finally:
        hostile.close()


def test_a_dropped_line_is_lost_then_reconnected_and_nothing_is_lost(
    servers: Servers, links: list[Link]
) -> None:
    host_link, host_events, guest_link, guest_events = connected_pair(servers, links)
    cut = threading.Event()

    def cut_the_line() -> None:  # the dilated connection under the subchannel, dropped at once
        guest_link._wormhole._boss._D._manager._connection.transport.abortConnection()
        cut.set()

    in_reactor(cut_the_line)
    assert cut.wait(TIMEOUT)
    host_link.send(Chat(seat=0, text="still there?"))
    guest_link.send(Chat(seat=None, text="yes"))
    host_events.wait_state(LinkState.RECONNECTED)
    guest_events.wait_state(LinkState.RECONNECTED)
    for events in (host_events, guest_events):
        assert events.states()[-2:] == [LinkState.LOST, LinkState.RECONNECTED]
    assert guest_events.wait_messages(1) == [Chat(seat=0, text="still there?")]
    assert host_events.wait_messages(1) == [Chat(seat=None, text="yes")]


def test_send_is_safe_from_many_threads_and_refuses_an_oversized_message(
    servers: Servers, links: list[Link]
) -> None:
    host_link, host_events, guest_link, guest_events = connected_pair(servers, links)

    def talk(thread: int) -> None:
        for number in range(20):
            host_link.send(Chat(seat=thread, text=f"{number}"))

    threads = [threading.Thread(target=talk, args=(seat,)) for seat in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    received = guest_events.wait_messages(80)
    for seat in range(4):
        said = [m.text for m in received if isinstance(m, Chat) and m.seat == seat]
        assert said == [f"{number}" for number in range(20)]  # each thread's messages in order
    huge = YourTurn(request_id=1, request=RequestKind.TURN, legal=["meld " + " ".join(["KH"] * 100)] * 250)
    with pytest.raises(WireError):
        guest_link.send(huge)  # refused at once, in the caller's thread


def test_a_failing_event_handler_is_logged_and_the_link_works_on(
    servers: Servers, links: list[Link], caplog: pytest.LogCaptureFixture
) -> None:
    seen = Recorder()

    def broken(event: LinkEvent) -> None:
        seen(event)
        raise RuntimeError("a bug in the handler")

    def broken_code(code: str) -> None:
        seen.code(code)
        raise RuntimeError("a bug in the code handler")

    host_link = Link.host(servers.mailbox_url, servers.relay, broken_code, broken)
    links.append(host_link)
    guest_link, guest_events = join(servers, links, seen.wait_code())
    guest_link.send(Hello(seat=None, name="Ann"))
    assert seen.wait_messages(1) == [Hello(seat=None, name="Ann")]
    host_link.send(Chat(seat=0, phrase=Phrase.HELLO))
    assert guest_events.wait_messages(1) == [Chat(seat=0, phrase=Phrase.HELLO)]
    assert host_link.state is LinkState.CONNECTED
    failures = [r for r in caplog.records if r.name == "canasta_desktop.net.link" and r.exc_info]
    assert len(failures) >= 3  # the code, the states, the message: each logged with its traceback


def test_a_peer_heard_from_no_more_is_lost_and_its_next_line_brings_it_back(
    servers: Servers, links: list[Link], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dilation tells only the side that leads a reconnection that the line dropped; the other hears
    nothing, even from a peer whose game was killed. The keepalives (an empty line every
    KEEPALIVE_SECONDS) tell it: a peer silent for SILENT_SECONDS is LOST, and its next bytes bring it
    back. Here the guest stops its keepalives, as a killed game does, while dilation still connects."""
    monkeypatch.setattr(link_module, "KEEPALIVE_SECONDS", 0.3)
    monkeypatch.setattr(link_module, "SILENT_SECONDS", 1.0)
    host_link, host_events, guest_link, guest_events = connected_pair(servers, links)
    done = threading.Event()

    def silence_the_guest() -> None:
        keepalive = guest_link._keepalive
        assert keepalive is not None
        keepalive.stop()
        done.set()

    in_reactor(silence_the_guest)
    assert done.wait(TIMEOUT)
    host_events.wait_state(LinkState.LOST)
    assert LinkState.LOST not in guest_events.states()  # the host's keepalives still reach the guest
    guest_link.send(Chat(seat=None, text="still here"))
    host_events.wait_state(LinkState.RECONNECTED)
    assert host_events.wait_messages(1)[-1] == Chat(seat=None, text="still here")
