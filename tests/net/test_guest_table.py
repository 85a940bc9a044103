"""A guest joins a host's game by its code and plays from its seat, over the real link (the local
mailbox and relay of conftest.py): the host's game is a `GameController` built here (its person
at seat 0 played with random moves, the guest's seat 1 a `RemoteDriver` on a `LinkBridge`, random
computers at seats 2 and 3); the guest's game is the real window, played with the mouse.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import AddToMeld, AskPartner, Discard, DrawStock, EndRound, Meld, TakePile
from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.match import RoundRecord
from canasta_desktop.engine.phase import Phase
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.engine.state import RoundState
from canasta_desktop.engine.view import PlayerView, player_view
from canasta_desktop.net.fair_deal import new_secret, reveal
from canasta_desktop.net.link import Link
from canasta_desktop.net.messages import Message, Move
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.statistics import PersonSeat, StatisticsStore
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.guest_play import GuestPlay
from canasta_desktop.ui.dialogs.join_dialog import JoinDialog
from canasta_desktop.ui.table.items import CardItem
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.window.main_window import MainWindow
from canasta_desktop.ui.workers.guest_link import GuestLink
from canasta_desktop.ui.workers.link_bridge import LinkBridge
from tests.ui.conftest import card_item, click, drag, select, shown_window, start, zone

from .conftest import Servers
from .guest_pipe import hosted_match, new_controller
from .peers import TIMEOUT

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]

GUEST = 1
WAIT_MS = int(TIMEOUT * 1000)


class SpyLink(GuestLink):
    """The guest's link, noting every move it sends (and closed after the test)."""

    made: list[SpyLink] = []

    def __init__(self) -> None:
        super().__init__()
        self.moves: list[Move] = []
        SpyLink.made.append(self)

    def send(self, message: Message) -> None:
        if isinstance(message, Move):
            self.moves.append(message)
        super().send(message)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def guest_window(qtbot: QtBot, home: Path, servers: Servers) -> Iterator[MainWindow]:
    """The guest's window with saving on, its Join pointed at the local servers."""
    win = shown_window(qtbot, Storage.at())
    win.settings.mailbox_url, win.settings.transit_relay = servers.mailbox_url, servers.relay
    win.guest.make_link = SpyLink
    SpyLink.made.clear()
    yield win
    win.guest.leave()
    win.controller.shutdown()
    for spy in SpyLink.made:
        assert spy.link is None or spy.link.wait_closed(TIMEOUT)


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[GameController]:
    controller = new_controller()
    yield controller
    controller.shutdown()


@pytest.fixture
def links() -> Iterator[list[Link]]:
    made: list[Link] = []
    yield made
    for link in made:
        link.close()
    for link in made:
        assert link.wait_closed(TIMEOUT)


def offer_seat(qtbot: QtBot, host: GameController, servers: Servers, links: list[Link]) -> LinkBridge:
    """The host's one-round 4-player match on its table, seat 1 offered; its bridge once the code is there."""
    session, remote = hosted_match("classic-4p", GUEST, host_person=0, seed=3)
    bridge = LinkBridge()
    remote.attach(bridge)
    bridge.host(servers.mailbox_url, servers.relay)
    assert bridge.link is not None
    links.append(bridge.link)
    host.show(session, dealt=True)
    qtbot.waitUntil(lambda: bridge.code is not None, timeout=WAIT_MS)
    return bridge


def as_a_person_types(code: str) -> str:
    """``7-guitarist-revenge`` as someone reads it out and types it: ``7 Guitarist revenge``."""
    number, *words = code.split("-")
    return " ".join([number, words[0].capitalize(), *words[1:]])


def join(qtbot: QtBot, win: MainWindow, code: str, name: str = "Mormor") -> JoinDialog:
    dialog = win.guest.open_join()
    dialog.name_edit.setText(name)
    qtbot.keyClicks(dialog.code_edit, code)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def visible_cards(view: PlayerView) -> set[Card]:
    """Every card the seat's view shows: its hand, the pile, the melds, the red 3s."""
    cards = set(view.hand) | set(view.pile)
    for side in view.melds:
        for meld in side.values():
            cards |= set(meld)
    for threes in view.red_threes:
        cards |= set(threes)
    return cards


class MousePlayer:
    """Plays the guest's turns with the mouse on its real table, waiting for the host after each move."""

    def __init__(self, qtbot: QtBot, win: MainWindow) -> None:
        self.qtbot = qtbot
        self.win = win
        self.rng = random.Random(4)
        self.gestures = 0

    @property
    def play(self) -> GuestPlay:
        assert self.win.guest.play is not None
        return self.win.guest.play

    def settle(self) -> None:
        """The host has played the move and asked again, or the turn has passed on."""
        c = self.win.controller

        def back() -> bool:
            state = c.state
            done = state is None or state.is_over or state.actor != GUEST or c.is_viewers_turn()
            return done and not self.play.waiting_for_host

        self.qtbot.waitUntil(back, timeout=WAIT_MS)
        self.gestures += 1

    def state_now(self) -> RoundState:
        state = self.win.controller.state
        assert state is not None
        return state

    def our_turn(self) -> bool:
        state = self.state_now()
        return not state.is_over and state.actor == GUEST and self.win.controller.is_viewers_turn()

    def play_turn(self) -> None:
        win, state = self.win, self.state_now()
        if state.phase is Phase.ANSWER:
            self.answer_partner()
            return
        if state.phase is Phase.DRAW:
            self.draw(state.legal_actions())
            return
        for _ in range(4):  # a few melds and additions, then the discard
            if not self.our_turn():
                return
            legal = self.state_now().legal_actions()
            melds = [a for a in legal if isinstance(a, Meld)]
            adds = [a for a in legal if isinstance(a, AddToMeld)]
            if melds:
                self.meld(max(melds, key=lambda a: len(a.groups)))
            elif adds:
                self.add(adds[0])
            else:
                break
        if not self.our_turn() or self.state_now().phase is not Phase.MELD:
            return
        if win.controller.staged:
            win.buttons[Button.UNDO].click()  # a meld refused at the table: its cards back to the hand
        state = self.state_now()
        discards = [a for a in state.legal_actions() if isinstance(a, Discard)]
        plain = [a for a in discards if not state.tables.wild[a.card.rank]] or discards
        win.controller.turn.clear_selection()
        drag(win, card_item(win, self.rng.choice(plain).card), zone(win, Zone.PILE))
        self.settle()

    def draw(self, legal: list[object]) -> None:
        win = self.win
        if any(isinstance(a, DrawStock) for a in legal):
            click(win, zone(win, Zone.STOCK))
        elif any(isinstance(a, TakePile) for a in legal):
            click(win, zone(win, Zone.PILE))
            if win.controller.turn.proposal is not None:
                win.buttons[Button.TAKE].click()  # the take the table proposes, confirmed
        else:
            assert any(isinstance(a, EndRound) for a in legal)
            win.buttons[Button.DRAW].click()
        self.settle()

    def meld(self, action: Meld) -> None:
        win = self.win
        cards = [c for group in action.groups for c in group]
        win.controller.turn.clear_selection()
        select(win, cards)
        drag(win, card_item(win, cards[0]), zone(win, Zone.STAGING))
        win.buttons[Button.MELD].click()
        if win.controller.staged:
            win.buttons[Button.UNDO].click()
            return
        self.settle()

    def add(self, action: AddToMeld) -> None:
        win = self.win
        win.controller.turn.clear_selection()
        select(win, list(action.cards))
        drag(win, card_item(win, action.cards[0]), zone(win, Zone.MELD, action.rank, side=GUEST % 2))
        self.settle()

    def answer_partner(self) -> None:
        self.qtbot.waitUntil(lambda: self.win.partner_box is not None and self.win.partner_box.isVisible())
        box = self.win.partner_box
        assert box is not None
        yes = next(b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.YesRole)
        qtbot_click(self.qtbot, yes)
        self.settle()


def qtbot_click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]


@pytest.mark.slow  # a whole 4-player round over the local servers, every guest move with the mouse: ~15 s
def test_a_guest_joins_by_code_plays_a_whole_round_with_the_mouse_and_goes_home_to_its_match(
    qtbot: QtBot,
    guest_window: MainWindow,
    host: GameController,
    servers: Servers,
    links: list[Link],
    home: Path,
) -> None:
    win = guest_window
    start(qtbot, win, preset="classic-2p", level="let", seed=5)  # the guest's own match, saved
    home_session = win.controller.session
    save = home / "data" / "match.json"
    assert win.controller.autosaver is not None and win.controller.autosaver.flush()
    saved = save.read_bytes()
    bridge = offer_seat(qtbot, host, servers, links)
    assert bridge.code is not None

    def reveal_round(record: RoundRecord) -> None:  # what the host's fair deal sends at a round's end
        state = host.state
        assert state is not None
        bridge.send(reveal(record.number, state, new_secret(), write_log(state)))

    host.round_finished.connect(reveal_round)
    steps: list[str] = []
    dialog = join(qtbot, win, as_a_person_types(bridge.code))
    assert win.guest.joining is not None
    win.guest.joining.progress.connect(steps.append)
    qtbot.waitUntil(lambda: win.guest.play is not None, timeout=WAIT_MS)
    play = win.guest.play
    assert play is not None and win.controller.session is play.session and not dialog.isVisible()
    assert win.guest.box.isVisible() and not win.buttons[Button.TIP].isVisible()  # no Tip at this host
    assert any("connection" in step or "host" in step for step in steps)
    assert win.controller.names[GUEST] == "Mormor" and host.names[GUEST] == "Mormor"

    shown: list[bool] = []

    def only_what_the_seat_sees(_events: object) -> None:
        state = win.controller.state
        if state is None:
            return
        seen = visible_cards(player_view(state, GUEST))
        on_table = {i.card for i in win.scene.items() if isinstance(i, CardItem) and i.card is not None}
        shown.append(on_table <= seen)

    win.controller.table_changed.connect(only_what_the_seat_sees)
    player = MousePlayer(qtbot, win)
    host.turn.teaching = win.controller.turn.teaching = False
    rng = random.Random(2)
    host_state = host.state
    assert host_state is not None
    for _ in range(2000):
        qtbot.waitUntil(
            lambda: host_state.is_over or host.is_viewers_turn() or player.our_turn(), timeout=WAIT_MS
        )
        if host_state.is_over:
            break
        if host.is_viewers_turn():
            legal = [a for a in host_state.legal_actions() if not isinstance(a, AskPartner)]
            assert host.turn.play([rng.choice(legal)]) is None
        else:
            player.play_turn()
    assert host_state.is_over
    spy = SpyLink.made[-1]
    played = [str(action) for seat, action in host_state.log if seat == GUEST]
    assert played and played == [move.action for move in spy.moves]  # the host played the guest's moves
    assert player.gestures >= len(played)  # each one a gesture on the table
    qtbot.waitUntil(lambda: win.guest.sheet is not None and win.guest.sheet.isVisible(), timeout=WAIT_MS)
    sheet = win.guest.sheet
    assert sheet is not None and sheet.hands == host_state.hands  # revealed by the host at the end
    guest_state = win.controller.state
    assert guest_state is not None and player_view(guest_state, GUEST) == player_view(host_state, GUEST)
    assert len(shown) > 10 and all(shown)  # no card the seat may not see was ever on its table

    qtbot.mouseClick(win.guest.box.leave_button, Qt.MouseButton.LeftButton)
    assert win.controller.session is home_session and not win.guest.box.isVisible()
    assert win.buttons[Button.TIP].isVisible()
    assert win.controller.autosaver is not None and win.controller.autosaver.flush()
    assert save.read_bytes() == saved  # Continue at home: the match as it was left
    # The round played there counts in this computer's statistics, as a match at another's table.
    entries = StatisticsStore(home / "data" / "statistics.json").summary().history
    assert len(entries) == 1
    entry = entries[0]
    assert entry.joined_at == [0, 0] and entry.people == [PersonSeat(seat=GUEST, name="Mormor")]
    assert entry.level == "random" and entry.rounds == 1 and not entry.abandoned  # the opponents' level
    assert (
        host.match is not None and entry.totals == host.match.totals and entry.won == (host.match.winner == 1)
    )
