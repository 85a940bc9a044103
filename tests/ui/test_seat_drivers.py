"""Every seat is played by a driver through one Protocol: a test double added here (and nowhere else)
plays a seat of a real match on the real table; pass and play hands the screen over between people."""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from canasta_desktop.ai.random_player import RandomPlayer
from canasta_desktop.engine.actions import Action, AskPartner, Discard, EndRound
from canasta_desktop.engine.match import Match
from canasta_desktop.engine.state import Phase
from canasta_desktop.engine.view import PlayerView, player_view
from canasta_desktop.persistence.session import SeatInfo, SeatKind
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.controller.seat_drivers import (
    DriverTable,
    Moved,
    PersonDriver,
    SeatDriver,
    SeatRequest,
    TurnRequest,
)
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.window.main_window import MainWindow

from .test_ask_going_out import going_out_hand, meld_of


class LeastDiscardDriver:
    """A test double: answers on the next turn of the event loop with the legal move whose text sorts
    first (never ending the round by choice), and records what it was asked."""

    chosen_name = "Double"
    level = None
    at_screen = False
    paced = True
    instant = False

    def __init__(self) -> None:
        self.name = self.chosen_name
        self.asked: list[SeatRequest] = []

    def ask(self, request: SeatRequest, table: DriverTable) -> None:
        self.asked.append(request)
        moves = [a for a in request.legal if not isinstance(a, EndRound)] or list(request.legal)
        action = min(moves, key=str)
        QTimer.singleShot(0, lambda: table.reply(Moved(request.request_id, request.seat, action)))

    def seat_info(self, seat_seed: int) -> SeatInfo:
        return SeatInfo(self.name, "random", seat_seed)

    def fresh(self, seed: int, seat: int) -> SeatDriver:
        return LeastDiscardDriver()


def _play_viewer_turns(qtbot: QtBot, controller: GameController, player: RandomPlayer) -> None:
    """The viewer's turn, played by a random player through the turn's own checks (as a gesture is)."""
    controller.turn.teaching = False
    while controller.is_viewers_turn():
        state = controller.state
        assert state is not None
        legal = [a for a in state.legal_actions() if not isinstance(a, AskPartner)]
        assert controller.turn.play([player.choose(player_view(state, controller.human), legal)]) is None


def test_a_test_double_plays_a_seat_through_the_protocol(qtbot: QtBot, window: MainWindow) -> None:
    double = LeastDiscardDriver()
    assert isinstance(double, SeatDriver)
    setup = GameSetup(preset="classic-2p", target=None, seed=5)
    match = Match(setup.rules(), 5)
    session = TableSession(match, [PersonDriver(), double], setup, random.Random(5), kept=False)
    session.name_seats()
    window.start_session(session)
    c, player = window.controller, RandomPlayer(3)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.is_viewers_turn() or window.score_sheet is not None, timeout=10000)
        if window.score_sheet is not None:
            break
        _play_viewer_turns(qtbot, c, player)
    assert window.score_sheet is not None  # the round was played to its end
    assert double.asked and all(isinstance(r, TurnRequest) and r.seat == 1 for r in double.asked)
    assert all(type(r.view) is PlayerView and r.view.seat == 1 for r in double.asked)  # never the state
    assert c.state is not None and {seat for seat, _action in c.state.log} == {0, 1}
    assert c.names[1] == "Double"


def _pass_and_play(window: MainWindow) -> GameController:
    seats = (
        SeatPlan(SeatKind.PERSON, "Mormor"),
        SeatPlan(SeatKind.COMPUTER, level="let"),
        SeatPlan(SeatKind.PERSON, "Morfar"),
        SeatPlan(SeatKind.COMPUTER, level="let"),
    )
    window.start(GameSetup(preset="classic-4p", target=None, seed=11, seats=seats))
    return window.controller


def test_pass_and_play_hands_the_screen_over_and_shows_only_the_viewers_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    c = _pass_and_play(window)
    handed: list[str] = []
    c.hand_over.connect(handed.append)
    assert c.names[0] == "Mormor" and c.names[2] == "Morfar"
    player = RandomPlayer(4)
    for _ in range(12):  # a dozen hand-overs
        qtbot.waitUntil(lambda: c.handing_over() is not None, timeout=10000)
        assert c.table_model().hand == () and not c.is_viewers_turn()  # no hand while handed over
        name = c.handing_over()
        c.viewer_ready()
        assert c.names[c.human] == name and c.is_viewers_turn()
        assert set(c.table_model().hand) <= set(c.state.hands[c.human])  # type: ignore[union-attr]
        _play_viewer_turns(qtbot, c, player)
        if c.state is None or c.state.is_over:
            break
    assert {c.names[0], c.names[2]} <= set(handed) or c.state.is_over  # type: ignore[union-attr]


def test_a_person_asks_a_person_partner_across_the_hand_over(qtbot: QtBot, window: MainWindow) -> None:
    c = _pass_and_play(window)
    asked: list[int] = []
    c.partner_question.connect(asked.append)
    qtbot.waitUntil(lambda: c.handing_over() is not None, timeout=10000)
    c.viewer_ready()
    state = c.state
    assert state is not None
    asker = c.human
    qtbot.waitUntil(lambda: c.is_viewers_turn(), timeout=10000)
    c.turn.click_stock()
    meld_of(state, asker, "K", 7)  # the canasta, and a hand that can go out: the question may be asked
    going_out_hand(state, asker)
    assert AskPartner() in state.legal_actions()  # after the draw, before melding
    assert c.turn.ask_partner() is None
    partner = (asker + 2) % 4
    assert state.phase is Phase.ANSWER and c.handing_over() == c.names[partner]
    assert c.table_model().hand == ()
    c.viewer_ready()
    assert asked == [asker] and c.human == partner
    assert c.turn.answer_partner(False) is None
    assert c.handing_over() == c.names[asker]  # back to the one who asked, after the no
    c.viewer_ready()
    assert c.human == asker and c.is_viewers_turn()
    discard = next(a for a in state.legal_actions() if isinstance(a, Discard))
    assert isinstance(discard, Action) and c.turn.play([discard]) is None
