"""A seat played from another computer, as the host drives it: the real `GameController` (no window),
real links over the local mailbox and relay (conftest.py), and a scripted guest in the same process.

The host's person at seat 0 is played by the test (random legal moves through the turn's checks),
seats 1 and 3 by computers, seat 2 by the guest through a `RemoteDriver`.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.engine.actions import AskPartner, Discard, DrawStock
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.view import PlayerView, player_view
from canasta_desktop.net.link import Link, LinkEnd, LinkEvent, LinkState, Received
from canasta_desktop.net.messages import (
    PROTOCOL_VERSION,
    Chat,
    Commitment,
    Hello,
    Message,
    Move,
    Phrase,
    RefusalReason,
    Refused,
    View,
    Welcome,
    YourTurn,
    decode,
    encode,
)
from canasta_desktop.net.reactor_thread import in_reactor
from canasta_desktop.net.wire_view import view_from_wire
from canasta_desktop.persistence.errors import LoadError
from canasta_desktop.persistence.session import SeatKind, player_rng
from canasta_desktop.persistence.session import decode as decode_session
from canasta_desktop.persistence.session import encode as encode_session
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.game_setup import GameSetup, setup_of
from canasta_desktop.ui.controller.remote_driver import Presence, RemoteDriver, SessionTable
from canasta_desktop.ui.controller.seat_drivers import (
    ComputerDriver,
    PersonDriver,
    SeatDriver,
    Watching,
)
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.workers.link_bridge import LinkBridge

from .conftest import Servers
from .peers import TIMEOUT, HostilePeer, Recorder
from .test_wire_view import card_tokens, hidden_from

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]

GUEST = 2  # the seat played from afar
WAIT_MS = int(TIMEOUT * 1000)
Mischief = Callable[[YourTurn, PlayerView], list[Move]]
M = TypeVar("M")


class SpyBridge(LinkBridge):
    """The host's bridge; with each View it sends it notes the cards hidden from the guest at that
    moment and the guest's true hand."""

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.controller = controller
        self.views: list[tuple[View, set[str], list[str]]] = []

    def send(self, message: Message) -> None:
        state = self.controller.state
        if isinstance(message, View) and state is not None:
            hand = sorted(str(card) for card in state.hands[GUEST])
            self.views.append((message, hidden_from(state, GUEST), hand))
        super().send(message)


class ScriptedGuest:
    """A guest's game in miniature, on the network thread: it joins with the code, says Hello and
    answers each YourTurn with a random legal move (never asking its partner) unless it is
    ``holding``; ``mischief``'s moves are sent before its first answer."""

    def __init__(
        self,
        servers: Servers,
        code: str,
        links: list[Link],
        holding: bool = False,
        seat: int | None = None,
        mischief: Mischief | None = None,
    ) -> None:
        self.events = Recorder()
        self.holding = holding
        self.mischief = mischief
        self.moves: list[Move] = []  # the answers it gave
        self.view: PlayerView | None = None
        self._rng = random.Random(1)
        self.link = Link.join(servers.mailbox_url, servers.relay, code, self._heard, timeout=TIMEOUT)
        links.append(self.link)
        self.link.send(Hello(seat=seat, name="Mormor"))

    def _heard(self, event: LinkEvent) -> None:
        self.events(event)
        message = event.message if isinstance(event, Received) else None
        if isinstance(message, View):
            self.view = view_from_wire(message.view)
        elif isinstance(message, YourTurn) and not self.holding:
            self._answer(message)

    def _answer(self, turn: YourTurn) -> None:
        mischief, self.mischief = self.mischief, None
        if mischief is not None and self.view is not None:
            for move in mischief(turn, self.view):
                self.link.send(move)
        legal = [a for a in turn.actions() if not isinstance(a, AskPartner)] or list(turn.actions())
        move = Move.of(turn.request_id, self._rng.choice(legal))
        self.moves.append(move)
        self.link.send(move)

    def release(self) -> None:
        """Holding no more: the turn it held (the host's last) is answered now, and the next ones."""
        self.holding = False
        self._answer(self.received(YourTurn)[-1])

    def received(self, kind: type[M]) -> list[M]:
        return [message for message in self.events.messages() if isinstance(message, kind)]


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    made = GameController()
    made.pace_ms = 0
    yield made
    made.shutdown()


@pytest.fixture
def links() -> Iterator[list[Link]]:
    """Every link a test makes, host's and guests', closed after it."""
    made: list[Link] = []
    yield made
    for link in made:
        link.close()
    for link in made:
        assert link.wait_closed(TIMEOUT)


def remote_match(grace: float = 90.0) -> tuple[TableSession, RemoteDriver]:
    """A one-round 4-player match with seat 2 played from afar (the stand-in plays "let"), not yet shown."""
    seed = 7
    setup = GameSetup(preset="classic-4p", target=None, seed=seed)
    remote = RemoteDriver(GUEST, "let", seed, SessionTable(lambda: session, False), grace=grace)
    seats: list[SeatDriver] = [
        PersonDriver("Host"),
        ComputerDriver.seeded("random", seed, 1),
        remote,
        ComputerDriver.seeded("random", seed, 3),
    ]
    session = TableSession(Match(setup.rules(), seed), seats, setup, random.Random(seed), kept=False)
    session.name_seats()
    return session, remote


def offer(
    qtbot: QtBot, controller: GameController, remote: RemoteDriver, servers: Servers, links: list[Link]
) -> SpyBridge:
    """Offer the remote seat over a new link; returns its bridge once the code is there."""
    bridge = SpyBridge(controller)
    remote.attach(bridge)
    bridge.host(servers.mailbox_url, servers.relay)
    assert bridge.link is not None
    links.append(bridge.link)
    qtbot.waitUntil(lambda: bridge.code is not None, timeout=WAIT_MS)
    return bridge


def play_host_until(qtbot: QtBot, controller: GameController, done: Callable[[], object]) -> None:
    """Play the host person's turns with random legal moves until ``done`` holds."""
    controller.turn.teaching = False
    player = RandomPlayer(3)
    for _ in range(2000):
        qtbot.waitUntil(lambda: bool(done()) or controller.is_viewers_turn(), timeout=WAIT_MS)
        if done():
            return
        state = controller.state
        assert state is not None
        legal = [a for a in state.legal_actions() if not isinstance(a, AskPartner)]
        assert controller.turn.play([player.choose(player_view(state, controller.human), legal)]) is None
    raise AssertionError("the match never got there")


def seated_guest(
    qtbot: QtBot,
    controller: GameController,
    remote: RemoteDriver,
    servers: Servers,
    links: list[Link],
    holding: bool = False,
) -> tuple[SpyBridge, ScriptedGuest]:
    """The remote seat offered, and a guest on it (welcomed: it plays the seat)."""
    bridge = offer(qtbot, controller, remote, servers, links)
    assert bridge.code is not None
    guest = ScriptedGuest(servers, bridge.code, links, holding)
    qtbot.waitUntil(lambda: remote.presence is Presence.PLAYING, timeout=WAIT_MS)
    return bridge, guest


def seat_moves(controller: GameController) -> list[str]:
    """The moves seat 2 has made in the round on the table, as action text."""
    state = controller.state
    assert state is not None
    return [str(action) for seat, action in state.log if seat == GUEST]


def guest_moves_played(controller: GameController) -> int:
    return len(seat_moves(controller))


def played_last(controller: GameController, guest: ScriptedGuest, count: int) -> bool:
    """The guest has answered ``count`` times, and its answers are seat 2's last moves on the table."""
    moves = [move.action for move in guest.moves]
    return len(moves) >= count and seat_moves(controller)[-len(moves) :] == moves


def opens_a_turn(turn: YourTurn) -> bool:
    return any(isinstance(action, DrawStock) for action in turn.actions())


@pytest.mark.slow  # a whole 4-player round, every move of seat 2 over the link: about 3 s
def test_a_guest_plays_a_whole_round_and_sees_only_what_its_seat_may(
    qtbot: QtBot, controller: GameController, servers: Servers, links: list[Link]
) -> None:
    session, remote = remote_match()
    assert isinstance(remote, SeatDriver) and isinstance(remote, Watching)
    bridge, guest = seated_guest(qtbot, controller, remote, servers, links)
    assert session.names[GUEST] == "Mormor" and remote.level is None  # the guest's name, no level
    controller.show(session, dealt=True)
    state = controller.state
    assert state is not None
    play_host_until(qtbot, controller, lambda: state.is_over)

    played = [str(action) for seat, action in state.log if seat == GUEST]
    assert played and played == [move.action for move in guest.moves]  # every one the guest's own
    welcome, commitment, first_view = guest.events.messages()[:3]  # the deal committed to before its view
    assert (
        isinstance(welcome, Welcome) and isinstance(commitment, Commitment) and isinstance(first_view, View)
    )
    assert welcome.seat == GUEST and welcome.rules == state.rules and not welcome.tip_allowed
    assert welcome.names == ["Host", session.names[1], "Mormor", session.names[3]]
    assert welcome.levels == [None, "random", None, "random"]
    qtbot.waitUntil(lambda: len(guest.received(View)) == len(bridge.views), timeout=WAIT_MS)
    views = guest.received(View)
    assert len(views) == len(state.log) + 1  # the round put on the table, then after every move of it
    for received, (sent, hidden, hand) in zip(views, bridge.views, strict=True):
        assert received == sent
        assert not card_tokens(encode(sent)) & hidden  # no card of another hand or of the stock
        assert sorted(str(card) for card in view_from_wire(sent.view).hand) == hand
    assert view_from_wire(views[-1].view) == player_view(state, GUEST)  # the round's end too
    assert guest.received(Refused) == []

    remote.close()  # the match is over at the host: the guest is told
    assert guest.events.wait_state(LinkState.CLOSED).end is LinkEnd.CLOSED_BY_PEER
    info = remote.seat_info(11)  # the save: a remote seat with the guest's name and the stand-in computer
    assert (info.kind, info.name, info.level, info.player) == (
        SeatKind.REMOTE,
        "Mormor",
        "let",
        remote.player,
    )


def test_a_move_out_of_turn_or_against_the_rules_is_refused_and_the_match_goes_on(
    qtbot: QtBot, controller: GameController, servers: Servers, links: list[Link]
) -> None:
    session, remote = remote_match()
    controller.show(session, dealt=True)  # the guest joins a table already playing: its turn waits
    bridge = offer(qtbot, controller, remote, servers, links)
    assert bridge.code is not None
    wrong: list[Discard] = []

    def mischief(turn: YourTurn, view: PlayerView) -> list[Move]:
        wrong.append(Discard(view.hand[0]))  # before the draw: never legal
        return [Move.of(turn.request_id + 1000, turn.actions()[0]), Move.of(turn.request_id, wrong[0])]

    guest = ScriptedGuest(servers, bridge.code, links, mischief=mischief)
    play_host_until(qtbot, controller, lambda: guest_moves_played(controller) >= 1)
    assert wrong and wrong[0] not in guest.received(YourTurn)[0].actions()
    guest.link.send(guest.moves[0])  # the same answer again, now its turn is over
    qtbot.waitUntil(lambda: len(guest.received(Refused)) == 3, timeout=WAIT_MS)
    refused = guest.received(Refused)
    unexpected, invalid = RefusalReason.UNEXPECTED, RefusalReason.INVALID
    assert [r.reason for r in refused] == [unexpected, invalid, unexpected]
    assert "not your turn" in refused[0].text and "not a legal move" in refused[1].text
    assert str(wrong[0]) in refused[1].text
    play_host_until(qtbot, controller, lambda: played_last(controller, guest, 4))  # it plays on
    assert remote.presence is Presence.PLAYING and bridge.state is LinkState.CONNECTED
    assert seat_moves(controller) == [move.action for move in guest.moves][: guest_moves_played(controller)]


def test_a_guest_sending_bad_moves_again_and_again_is_dropped_and_the_stand_in_plays(
    qtbot: QtBot, controller: GameController, servers: Servers, links: list[Link]
) -> None:
    session, remote = remote_match(grace=0.0)
    bridge, guest = seated_guest(qtbot, controller, remote, servers, links, holding=True)
    for number in range(5):
        guest.link.send(Move.of(10_000 + number, Discard(Card.from_str("KH"))))  # never asked for
    qtbot.waitUntil(lambda: bridge.state is LinkState.CLOSED, timeout=WAIT_MS)
    guest.events.wait_state(LinkState.CLOSED)
    reasons = [r.reason for r in guest.received(Refused)]
    assert reasons == [RefusalReason.UNEXPECTED] * 5 + [RefusalReason.TOO_MANY_BAD]
    assert remote.presence is Presence.AWAY
    controller.show(session, dealt=True)
    play_host_until(qtbot, controller, lambda: guest_moves_played(controller) >= 2)
    assert remote.presence is Presence.STAND_IN and remote.level == "let" and guest.moves == []


def test_a_cut_line_lets_the_stand_in_play_the_turn_and_the_guest_takes_the_next_one(
    qtbot: QtBot, controller: GameController, servers: Servers, links: list[Link]
) -> None:
    """The line drops while the guest's turn waits (the grace shortened to nothing): the stand-in
    plays that turn to its end; the line comes back by itself, and the guest plays its next turn."""
    session, remote = remote_match(grace=0.0)
    seen: list[Presence] = []
    remote.presence_changed.connect(seen.append)
    _bridge, guest = seated_guest(qtbot, controller, remote, servers, links, holding=True)
    controller.show(session, dealt=True)
    play_host_until(qtbot, controller, lambda: guest.received(YourTurn))
    held = guest.received(YourTurn)[0]
    guest.holding = False  # from its next turn on

    def cut_the_line() -> None:  # the connection under the dilated link, dropped (as in test_link.py)
        guest.link._wormhole._boss._D._manager._connection.transport.abortConnection()

    in_reactor(cut_the_line)
    play_host_until(qtbot, controller, lambda: played_last(controller, guest, 2))
    assert seen[:3] == [Presence.PLAYING, Presence.AWAY, Presence.STAND_IN] and seen[-1] is Presence.PLAYING
    stood_in = seat_moves(controller)[: -len(guest.moves)]
    assert stood_in and stood_in[0] in [str(action) for action in held.actions()]  # the turn it held
    answered = [turn for turn in guest.received(YourTurn) if turn.request_id == guest.moves[0].request_id]
    assert opens_a_turn(answered[0])  # the guest came back at the start of a turn of its own


def test_a_guest_gone_is_stood_in_for_after_the_wait_and_takes_the_seat_back_when_it_joins_again(
    qtbot: QtBot, controller: GameController, servers: Servers, links: list[Link]
) -> None:
    grace = 0.5
    session, remote = remote_match(grace=grace)
    when: dict[Presence, float] = {}
    remote.presence_changed.connect(lambda presence: when.setdefault(presence, time.monotonic()))
    bridge, first = seated_guest(qtbot, controller, remote, servers, links, holding=True)
    controller.show(session, dealt=True)
    play_host_until(qtbot, controller, lambda: first.received(YourTurn))
    first.link.close()  # gone, its turn unanswered
    play_host_until(qtbot, controller, lambda: guest_moves_played(controller) >= 2)
    assert when[Presence.STAND_IN] - when[Presence.AWAY] >= grace - 0.05  # it waited out the grace
    assert remote.level == "let"

    again = offer(qtbot, controller, remote, servers, links)  # the seat offered under a new code
    assert again.code is not None and again.code != bridge.code
    second = ScriptedGuest(servers, again.code, links, seat=GUEST)
    qtbot.waitUntil(lambda: remote.presence is Presence.PLAYING, timeout=WAIT_MS)
    welcome, view = [m for m in second.events.wait_messages(3) if m.kind.value != "commitment"][
        :2
    ]  # the fair deal's first
    assert isinstance(welcome, Welcome) and welcome.seat == GUEST and welcome.names[GUEST] == "Mormor"
    assert isinstance(view, View) and view_from_wire(view.view).seat == GUEST
    play_host_until(qtbot, controller, lambda: played_last(controller, second, 2))
    assert opens_a_turn(second.received(YourTurn)[0])  # the stand-in played its turn to the end first
    assert remote.level is None and first.moves == []


def test_the_bridge_hands_the_link_s_events_to_the_gui_thread_in_order(
    qtbot: QtBot, servers: Servers, links: list[Link]
) -> None:
    bridge = LinkBridge()
    heard: list[tuple[LinkEvent, bool]] = []
    bridge.link_event.connect(
        lambda event: heard.append((event, threading.current_thread() is threading.main_thread()))
    )
    bridge.host(servers.mailbox_url, servers.relay)
    assert bridge.link is not None and bridge.state is LinkState.CONNECTING
    links.append(bridge.link)
    with qtbot.waitSignal(bridge.code_ready, timeout=WAIT_MS) as code:
        pass
    assert code.args == [bridge.code]
    guest = Link.join(servers.mailbox_url, servers.relay, str(bridge.code), Recorder(), timeout=TIMEOUT)
    links.append(guest)
    guest.send(Hello(seat=None, name="Ann"))
    guest.send(Chat(seat=None, phrase=Phrase.HELLO))
    qtbot.waitUntil(lambda: len([e for e, _ in heard if isinstance(e, Received)]) == 2, timeout=WAIT_MS)
    assert bridge.state is LinkState.CONNECTED and all(on_gui for _, on_gui in heard)
    assert [e.message for e, _ in heard if isinstance(e, Received)] == [
        Hello(seat=None, name="Ann"),
        Chat(seat=None, phrase=Phrase.HELLO),
    ]
    bridge.close()
    qtbot.waitUntil(lambda: bridge.state is LinkState.CLOSED, timeout=WAIT_MS)


def test_a_guest_on_another_protocol_version_is_told_the_host_s_and_the_seat_stays_open(
    qtbot: QtBot, controller: GameController, servers: Servers, links: list[Link]
) -> None:
    _session, remote = remote_match()
    bridge = offer(qtbot, controller, remote, servers, links)
    hostile = HostilePeer(servers.mailbox_url, servers.relay, str(bridge.code))
    try:
        hostile.write(b'{"v": 3, "kind": "hello", "seat": null, "name": "From the future"}\n')
        qtbot.waitUntil(lambda: bridge.state is LinkState.FAILED, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: bool(hostile.lines()), timeout=WAIT_MS)
        refusal = decode(hostile.lines()[0])
        assert isinstance(refusal, Refused) and refusal.reason is RefusalReason.WRONG_VERSION
        assert refusal.v == PROTOCOL_VERSION and f"runs {PROTOCOL_VERSION}" in refusal.text
        assert remote.presence is Presence.INVITED and remote.chosen_name == ""  # nobody took the seat
    finally:
        hostile.close()


def test_a_saved_match_keeps_the_seat_remote_with_its_stand_in_computer() -> None:
    session, remote = remote_match()
    remote.name = remote.chosen_name = "Mormor"  # as the guest's Hello names the seat
    saved = decode_session(encode_session(session.saved()))
    assert not isinstance(saved, LoadError)
    resumed = TableSession.from_saved(saved, setup_of(saved))
    info = saved.seats[GUEST]
    assert (info.kind, info.name, info.level) == (SeatKind.REMOTE, "Mormor", "let")
    seat = resumed.seats[GUEST]
    # Continued, the seat waits for its guest again (a new code), the stand-in as it was saved.
    assert isinstance(seat, RemoteDriver) and seat.stand_in_level == "let" and seat.name == "Mormor"
    assert seat.presence is Presence.INVITED and seat.level is None
    kept, made = player_rng(seat.player), player_rng(remote.player)
    assert kept is not None and made is not None and kept.getstate() == made.getstate()
    assert isinstance(remote.fresh(3, GUEST), ComputerDriver)  # a round played aside: the computer
