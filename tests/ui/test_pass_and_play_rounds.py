"""Pass and play, whole rounds on the real table with the mouse and the keys: two people head to head,
and two people as partners against two computers. At every hand-over no card of any person's hand is
face up on the table, and each person's turn shows their own hand only."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from canasta_desktop.engine.actions import Discard, DrawStock, EndRound, Meld
from canasta_desktop.engine.state import Phase
from canasta_desktop.persistence.session import SeatKind
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import card_item, click, drag, select, zone


def _face_up_cards(win: MainWindow) -> set[object]:
    return {item.card for item in win.scene.cards.values() if item.face_up and item.isVisible()}


class TablePlayer:
    """Plays each person's turn as a person would: Enter on the hand-over screen, the stock clicked or D
    pressed, a meld laid with M when one is at hand, a card dragged onto the pile."""

    def __init__(self, qtbot: QtBot, win: MainWindow, people: list[int], seed: int) -> None:
        self.qtbot, self.win, self.people = qtbot, win, people
        self.rng = random.Random(seed)
        self.hand_overs = 0
        self.names_seen: list[str] = []
        self.picture: Path | None = None

    @property
    def state(self):  # type: ignore[no-untyped-def]
        return self.win.controller.state

    def over(self) -> bool:
        return self.win.score_sheet is not None and self.win.score_sheet.isVisible()

    def wait(self) -> None:
        c = self.win.controller
        self.qtbot.waitUntil(
            lambda: self.win.hand_over.showing or c.is_viewers_turn() or self.over(), timeout=10000
        )

    def hand_over(self) -> None:
        """The screen hides every person's hand; Enter says the next person is ready."""
        c, state = self.win.controller, self.state
        hidden = {card for seat in self.people for card in state.hands[seat]}
        assert not (_face_up_cards(self.win) & hidden)  # not a card of anyone's hand shows
        assert self.win.hand_over_screen.geometry().contains(self.win.view.geometry())
        if self.picture is not None and self.hand_overs == 0:
            self.win.grab().save(str(self.picture))
        name = c.handing_over()
        self.names_seen.append(str(name))
        QTest.keyClick(self.win.hand_over_screen.button, Qt.Key.Key_Return)
        self.hand_overs += 1
        assert not self.win.hand_over.showing and c.names[c.human] == name
        others = {card for seat in self.people if seat != c.human for card in state.hands[seat]}
        assert not (_face_up_cards(self.win) & others)  # the viewer's hand only
        assert set(state.hands[c.human]) <= _face_up_cards(self.win) | set(c.staged)

    def turn(self) -> None:
        c, state = self.win.controller, self.state
        if state.phase is Phase.DRAW:
            legal = state.legal_actions()
            if not any(isinstance(a, (DrawStock, EndRound)) for a in legal):
                QTest.keyClick(self.win.view, Qt.Key.Key_T)  # the stock is empty and the pile must be taken
            elif self.rng.random() < 0.5:
                QTest.keyClick(self.win.view, Qt.Key.Key_D)  # Draw (End round once the stock is empty)
            else:
                click(self.win, zone(self.win, Zone.STOCK))
            return
        melds = [a for a in state.legal_actions() if isinstance(a, Meld)]
        if melds and self.rng.random() < 0.7:
            cards = [card for group in max(melds, key=lambda a: len(a.groups)).groups for card in group]
            select(self.win, cards)
            QTest.keyClick(self.win.view, Qt.Key.Key_M)
            if c.staged:  # below the first meld's minimum: back to the hand
                QTest.keyClick(self.win.view, Qt.Key.Key_U)
            if not c.is_viewers_turn() or state.phase is not Phase.MELD:
                return
        discards = [a.card for a in state.legal_actions() if isinstance(a, Discard)]
        plain = [card for card in discards if not state.tables.wild[card.rank]] or discards
        card = self.rng.choice(plain)
        drag(self.win, card_item(self.win, card), zone(self.win, Zone.PILE))

    def play_round(self) -> None:
        for _ in range(600):
            self.wait()
            if self.over():
                return
            if self.win.hand_over.showing:
                self.hand_over()
            else:
                self.turn()
        raise AssertionError("the round did not end")


def _start(qtbot: QtBot, win: MainWindow, preset: str, seats: tuple[SeatPlan, ...], seed: int) -> None:
    win.controller.turn.teaching = False
    win.start(GameSetup(preset=preset, target=None, seed=seed, seats=seats))
    win.view.setFocus()


@pytest.mark.slow  # a whole round by mouse and keys (about 10 s)
def test_two_people_head_to_head_play_a_round(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    seats = (SeatPlan(SeatKind.PERSON, "Mormor"), SeatPlan(SeatKind.PERSON, "Jonas"))
    _start(qtbot, window, "classic-2p", seats, seed=31)
    player = TablePlayer(qtbot, window, [0, 1], seed=2)
    player.picture = tmp_path / "hand_over.png"
    player.play_round()
    assert window.controller.state.is_over  # type: ignore[union-attr]
    assert player.hand_overs >= 10 and {"Mormor", "Jonas"} <= set(player.names_seen)
    assert player.picture.exists()


@pytest.mark.slow  # a whole 4-player round by mouse and keys (about 10 s)
def test_two_grandparents_as_partners_against_two_computers(qtbot: QtBot, window: MainWindow) -> None:
    seats = (
        SeatPlan(SeatKind.PERSON, "Mormor"),
        SeatPlan(SeatKind.COMPUTER, level="mellem"),
        SeatPlan(SeatKind.PERSON, "Morfar"),
        SeatPlan(SeatKind.COMPUTER, level="mellem"),
    )
    _start(qtbot, window, "classic-4p", seats, seed=12)
    player = TablePlayer(qtbot, window, [0, 2], seed=3)
    player.play_round()
    state = window.controller.state
    assert state is not None and state.is_over
    assert {seat for seat, _action in state.log} == {0, 1, 2, 3}
    assert player.hand_overs >= 6 and {"Mormor", "Morfar"} <= set(player.names_seen)
