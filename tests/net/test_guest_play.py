"""The guest's game against the real host: the host's `GameController` with a `RemoteDriver` seat,
the guest's `GameController` with a `GuestPlay`, joined by an in-memory pipe (guest_pipe.py) so
the flow is seen move by move without a network (test_guest_table.py plays over the real one).

The guest plays through its controller's turn (the checks a gesture goes through); the host's
person plays random legal moves; the computers play random moves.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import Action, AnswerPartner, AskPartner, Discard, DrawStock, Meld
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.events import PartnerAnswered
from canasta_desktop.engine.match import RoundRecord
from canasta_desktop.engine.phase import Phase
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.engine.state import RoundState
from canasta_desktop.engine.view import PlayerView, player_view
from canasta_desktop.net.fair_deal import new_secret, reveal
from canasta_desktop.net.messages import RefusalReason, Refused, View
from canasta_desktop.net.wire_view import view_from_wire
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.guest_play import GuestPlay
from canasta_desktop.ui.controller.remote_driver import SessionTable
from canasta_desktop.ui.controller.table_session import TableSession

from ..ui.test_ask_going_out import going_out_hand, meld_of
from .guest_pipe import hosted_match, new_controller, pipe

WAIT_MS = 5000
Scored = list[tuple[RoundRecord, object]]


@pytest.fixture
def tables(qtbot: QtBot) -> Iterator[tuple[GameController, GameController]]:
    host, guest = new_controller(), new_controller()
    yield host, guest
    host.shutdown()
    guest.shutdown()


class Game:
    """A host's match with the guest at ``seat``, the guest joined and its table shown."""

    def __init__(
        self,
        qtbot: QtBot,
        tables: tuple[GameController, GameController],
        preset: str = "classic-4p",
        seat: int = 2,
        host_person: int = 0,
        target: int | None = None,
        prepare: Callable[[RoundState], None] | None = None,
    ) -> None:
        self.qtbot = qtbot
        self.host, self.guest = tables
        self.seat = seat
        self.session, self.remote = hosted_match(preset, seat, host_person, target=target)
        if prepare is not None:
            prepare(self.session.match.round)
        self.host_end, self.guest_end = pipe()
        self.remote.attach(self.host_end)
        self.host.show(self.session, dealt=True)
        self.play = GuestPlay(self.guest, self.guest_end)
        self.play.joined.connect(lambda: self.guest.show(self.play.session, dealt=self.play.fresh_deal))
        self.scored: Scored = []
        self.play.scored.connect(lambda record, hands: self.scored.append((record, hands)))
        self.notices: list[str] = []
        self.guest.notice.connect(self.notices.append)
        self.play.join("7-guitarist-revenge", "Mormor", "", None)
        qtbot.waitUntil(lambda: self.guest_session() is not None, timeout=WAIT_MS)
        self.rng = random.Random(5)

    def guest_session(self) -> TableSession | None:
        session = self.play.session
        return session if session is not None and self.guest.session is session else None

    def host_state(self) -> RoundState:
        assert self.host.state is not None
        return self.host.state

    def settled(self) -> bool:
        """Nothing on its way: the guest's table shows the host's round as it stands."""
        guest = self.guest.state
        return (
            guest is not None
            and not self.play.waiting_for_host
            and player_view(guest, self.seat) == player_view(self.host_state(), self.seat)
        )

    def play_until(
        self, done: Callable[[], object], guest_move: Callable[[RoundState], Action] | None = None
    ) -> None:
        """Both people play random legal moves (never asking the partner) until ``done`` holds."""
        for _ in range(3000):
            self.qtbot.waitUntil(
                lambda: bool(done()) or self.host.is_viewers_turn() or self.guest.is_viewers_turn(),
                timeout=WAIT_MS,
            )
            if done():
                return
            if self.host.is_viewers_turn():
                assert self.host.turn.play([self.random_move(self.host_state())]) is None
            else:
                state = self.guest.state
                assert state is not None
                move = guest_move(state) if guest_move is not None else self.random_move(state)
                assert self.guest.turn.play([move]) is None
        raise AssertionError("the round never got there")

    def random_move(self, state: RoundState) -> Action:
        legal = [a for a in state.legal_actions() if not isinstance(a, AskPartner)]
        return self.rng.choice(legal)

    def guest_moves_on_the_host(self) -> list[str]:
        return [str(action) for seat, action in self.host_state().log if seat == self.seat]


def test_a_guest_plays_a_whole_round_and_its_table_follows_the_host_s_move_by_move(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables)
    shown: list[int] = []
    sent: list[PlayerView] = []

    def redrawn(_events: object) -> None:  # the table shows a view the host sent, exactly, in order
        state = game.guest.state
        assert state is not None
        views = [m for m in game.host_end.sent if isinstance(m, View)]
        sent.extend(view_from_wire(m.view) for m in views[len(sent) :])
        shown.append(sent.index(player_view(state, game.seat)))

    game.guest.table_changed.connect(redrawn)
    game.play_until(lambda: game.host_state().is_over)
    qtbot.waitUntil(game.settled, timeout=WAIT_MS)
    guest_state = game.guest.state
    assert guest_state is not None and guest_state.is_over
    assert game.guest_moves_on_the_host() == [move.action for move in game.guest_end.moves]
    assert len(shown) > 20 and shown == sorted(shown)
    assert not [m for m in game.host_end.sent if isinstance(m, Refused)]
    assert game.guest.session is not None and not game.guest.session.kept  # never saved
    history = game.guest.history()
    assert history and any("You" in line for line in history)


def _draw_first(state: RoundState) -> Action:
    return DrawStock() if state.phase is Phase.DRAW else Discard(state.hands[state.actor][-1])


def _give(state: RoundState, seat: int, texts: list[str]) -> list[Card]:
    """Put the named cards in ``seat``'s hand, swapping out its other cards (every card stays once)."""
    cards = [Card.from_str(text) for text in texts]
    hand = state.hands[seat]
    spare = [card for card in hand if card not in cards and not card.is_red_three]
    for card in cards:
        if card in hand:
            continue
        out = spare.pop()
        hand.remove(out)
        for place in [state.stock, state.pile, *state.hands]:
            if card in place:
                place[place.index(card)] = out
                break
        hand.append(card)
    return cards


def test_a_gesture_of_several_moves_is_sent_one_per_turn_of_the_host_s(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    kings = ["KH", "KS", "KC", "KD", "AH", "AS", "AC"]
    game = Game(qtbot, tables, prepare=lambda state: _give(state, 2, kings) and None)
    guest = game.guest
    game.play_until(
        lambda: guest.is_viewers_turn() and guest.state is not None and guest.state.phase is Phase.MELD,
        _draw_first,
    )
    state = guest.state
    assert state is not None
    cards = [Card.from_str(text) for text in kings]
    meld = Meld((tuple(cards[:4]), tuple(cards[4:])))
    after = state.copy()
    after.play(meld)
    discard = next(a for a in after.legal_actions() if isinstance(a, Discard))
    assert guest.turn.play([meld, discard]) is None
    qtbot.waitUntil(lambda: game.guest_moves_on_the_host()[-2:] == [str(meld), str(discard)], timeout=WAIT_MS)
    first, second = game.guest_end.moves[-2:]
    assert first.request_id != second.request_id  # the second answered the host's next request
    qtbot.waitUntil(game.settled, timeout=WAIT_MS)


def test_a_move_the_host_refuses_is_said_and_the_seat_plays_again(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables)
    guest = game.guest
    game.play_until(guest.is_viewers_turn, _draw_first)
    game.guest_end.held = True
    assert guest.turn.play([DrawStock()]) is None
    assert not guest.is_viewers_turn() and game.play.waiting_for_host
    assert guest.turn.draw() is not None  # a second try waits for the host: refused with the reason
    game.guest_end.held_moves.clear()  # the host never saw it: it says no instead
    game.host_end.send(Refused(reason=RefusalReason.INVALID, text="not a legal move now"))
    qtbot.waitUntil(guest.is_viewers_turn, timeout=WAIT_MS)
    # The host's own words are not shown (they are the engine's code, or in the host's language): the
    # rules here find the draw legal, so the guest is told the host did not take it, and to play again.
    assert "The host did not take this move. Play it again, or another." in game.notices
    assert not any("not a legal move now" in text for text in game.notices)
    game.guest_end.held = False
    assert guest.turn.play([DrawStock()]) is None
    qtbot.waitUntil(lambda: game.guest_moves_on_the_host() == ["draw"], timeout=WAIT_MS)
    qtbot.waitUntil(game.settled, timeout=WAIT_MS)


def test_without_a_reveal_the_score_comes_with_the_next_deal_and_the_next_round_waits_for_the_guest(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables, preset="classic-2p", seat=1, target=5000)
    table = game.remote.host_table
    assert isinstance(table, SessionTable)
    table.reveal = lambda: None  # type: ignore[method-assign]  # a round continued from a stored position
    game.play_until(lambda: game.host_state().is_over)
    qtbot.waitUntil(game.settled, timeout=WAIT_MS)
    assert game.scored == [] and game.guest.state is not None and game.guest.state.is_over
    finished = game.host_state()
    game.host.next_deal()  # the host deals: the guest learns the totals
    qtbot.waitUntil(lambda: bool(game.scored), timeout=WAIT_MS)
    record, hands = game.scored[0]
    assert hands is None  # the hands left were never shown to the guest
    host_record = game.session.match.history[-1]
    assert record.sheet == host_record.sheet and record.totals_after == host_record.totals_after
    assert game.guest.state is not None and game.guest.state.is_over  # the finished round stays in view
    assert game.play.next_deal()
    assert game.guest.state is not None and not game.guest.state.is_over
    assert game.guest.state.scores_before == game.host_state().scores_before
    assert game.guest.history_rounds() == [1, 2] and game.guest.history(1)
    assert finished is not game.host_state()


def test_a_revealed_round_gives_the_score_at_once_with_every_hand(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables, preset="classic-2p", seat=1)

    def reveal_round(record: RoundRecord) -> None:
        state = game.host_state()
        game.host_end.send(reveal(record.number, state, new_secret(), write_log(state)))

    game.host.round_finished.connect(reveal_round)
    game.play_until(lambda: game.host_state().is_over)
    qtbot.waitUntil(lambda: bool(game.scored), timeout=WAIT_MS)
    record, hands = game.scored[0]
    state = game.host_state()
    assert record.sheet == state.result and hands == state.hands
    assert record.log == write_log(state)
    assert not game.play.next_deal()  # a one-round match: nothing more is dealt


def test_a_partner_s_question_is_asked_at_the_guest_s_table_and_its_answer_played_at_the_host_s(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables, seat=1, host_person=3)  # the guest and the host's person are partners
    asked: list[int] = []
    game.guest.partner_question.connect(asked.append)
    host = game.host

    def host_drew() -> bool:
        state = game.host_state()
        return host.is_viewers_turn() and state.phase is Phase.MELD and not state.turn.melded

    game.play_until(host_drew, _draw_first)
    state = game.host_state()
    meld_of(state, 3, "K", 7)  # the side's canasta, and a hand that goes out: the question may be asked
    going_out_hand(state, 3)
    assert state.is_legal(AskPartner())
    assert host.turn.play([AskPartner()]) is None
    qtbot.waitUntil(lambda: bool(asked) and game.guest.is_viewers_turn(), timeout=WAIT_MS)
    assert asked == [3]
    assert game.guest.turn.answer_partner(True) is None
    qtbot.waitUntil(
        lambda: any(isinstance(e, PartnerAnswered) for e in game.host_state().events), timeout=WAIT_MS
    )
    assert game.guest_moves_on_the_host()[-1] == str(AnswerPartner(True))


def test_the_tip_is_refused_where_the_host_does_not_allow_it(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables)
    tips: list[str] = []
    game.guest.tip_ready.connect(lambda _action, text: tips.append(text))
    game.play_until(game.guest.is_viewers_turn)
    game.guest.ask_tip()
    assert tips == ["The host does not allow the Tip in this match."]


def test_the_host_leaving_ends_the_game_and_says_so(
    qtbot: QtBot, tables: tuple[GameController, GameController]
) -> None:
    game = Game(qtbot, tables)
    ended: list[str] = []
    game.play.ended.connect(ended.append)
    game.remote.close()
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    assert ended == ["The host ended the game."] and game.play.finished
    assert not game.guest.is_viewers_turn()
