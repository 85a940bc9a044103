"""Tip, the partner's question in 4-player, the empty stock, and the match's dialogs."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtWidgets import QMessageBox

from canasta_desktop import ai
from canasta_desktop.engine.actions import Action, AnswerPartner, AskPartner
from canasta_desktop.engine.state import Phase
from canasta_desktop.engine.view import PlayerView
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import click, pause_computer, refresh, start, zone
from .test_ask_going_out import going_out_hand, meld_of


class Asker:
    """Asks "may I go out?" whenever it may, and always answers yes."""

    name = "asker"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        for action in legal:
            if isinstance(action, (AskPartner, AnswerPartner)) and getattr(action, "yes", True):
                return action
        return self.rng.choice(list(legal))


@pytest.fixture
def asker() -> Iterator[None]:
    ai.PLAYERS["test-asker"] = Asker
    yield
    del ai.PLAYERS["test-asker"]


def test_tip_highlights_the_suggestion_with_a_reason(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=3, level="let")
    pause_computer(window)
    assert window.buttons[Button.TIP].isEnabled()
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000) as blocker:
        window.buttons[Button.TIP].click()
    action, text = blocker.args
    assert action is not None and text.startswith("Tip: ")
    assert window.notice.text() == text
    assert any(z.tip for z in window.scene.zones.values())


def test_human_answers_the_computer_partner(qtbot, window, asker) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="classic-4p", seed=4, level="test-asker")
    controller = window.controller
    answered = []
    controller.table_changed.connect(
        lambda events: answered.extend(e for e in events if type(e).__name__ == "PartnerAnswered")
    )
    for _ in range(200):  # the human plays draw-discard until the partner asks
        qtbot.waitUntil(lambda: controller.is_viewers_turn() or window.partner_box is not None, timeout=10000)
        if window.partner_box is not None:
            break
        state = controller.state
        if state.phase is Phase.DRAW:
            controller.turn.draw()
        else:
            controller.turn.set_selection([controller.hand()[0]])
            controller.turn.discard()
    box = window.partner_box
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    assert controller.state.phase is Phase.ANSWER and controller.state.actor == 0
    yes = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.YesRole)
    yes.click()
    qtbot.waitUntil(lambda: bool(answered))
    assert answered[0].yes and answered[0].seat == 0


def test_human_asks_and_the_computer_partner_answers(qtbot, window, asker) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="classic-4p", seed=6, level="test-asker")
    controller = window.controller
    assert window.buttons[Button.ASK].isVisible()
    while controller.state.phase is not Phase.DRAW:  # the computer partner asked first: answer it
        window.partner_box.done(0)
        controller.turn.answer_partner(True)
        qtbot.waitUntil(
            lambda: controller.is_viewers_turn() and controller.state.phase is not Phase.MELD, timeout=10000
        )
    controller.turn.draw()
    assert controller.state.phase is Phase.MELD
    meld_of(controller.state, controller.human, "K", 7)  # going out within reach: the question is offered
    going_out_hand(controller.state, controller.human)
    window.update_buttons()
    window.buttons[Button.ASK].click()
    qtbot.waitUntil(
        lambda: controller.is_viewers_turn() and controller.state.phase is Phase.MELD, timeout=5000
    )
    assert controller.state.turn.answer is True
    assert "answered yes" in window.status_last.text()  # the newest turn, under the table: the human's own


def test_empty_stock_offers_end_round(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=12, level="random", target=None)
    pause_computer(window)
    state = window.controller.state
    state.hands[0].extend(state.stock)
    state.stock.clear()
    state.pile_frozen = True  # nobody is forced to take it
    refresh(window)
    window.update_buttons()
    assert window.buttons[Button.DRAW].text() == "End round"
    assert "take the pile or end the round" in window.status.text()
    window.buttons[Button.DRAW].click()
    assert state.is_over
    qtbot.waitUntil(lambda: window.score_sheet is not None and window.score_sheet.isVisible())


def test_next_deal_after_the_score_sheet(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=13, level="random")
    pause_computer(window)
    state = window.controller.state
    state.hands[0].extend(state.stock)
    state.stock.clear()
    state.pile_frozen = True
    refresh(window)
    window.buttons[Button.DRAW].click()
    qtbot.waitUntil(lambda: window.score_sheet is not None and window.score_sheet.isVisible())
    window.controller.pace_ms = 0
    window.score_sheet.next_button.click()
    assert window.controller.state is window.controller.match.round
    assert window.controller.match.round_number == 2
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    click(window, zone(window, Zone.STOCK))
    assert window.controller.state.phase is Phase.MELD
