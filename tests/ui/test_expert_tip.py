"""The Tip can ask Ekspert (a setting): it answers on the worker thread while the table keeps taking clicks."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.ai import tip as ai_tip
from canasta_desktop.ai.reasons import Decision
from canasta_desktop.engine.actions import Action
from canasta_desktop.engine.view import PlayerView
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.ui.dialogs.dialogs import SettingsDialog
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.workers.ai_worker import THINK_SECONDS

from .conftest import card_item, click, start


def test_the_settings_offer_svaer_or_ekspert_for_the_tip(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert Settings().tip_level == "svaer"
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.settings().tip_level == "svaer"
    dialog.tip_level.setCurrentIndex(dialog.tip_level.findData("ekspert"))
    assert dialog.settings().tip_level == "ekspert"


def test_an_expert_tip_answers_while_the_table_stays_responsive(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    searching = threading.Event()
    clicked = threading.Event()
    budgets: list[float | None] = []
    real_expert_tip = ai_tip.expert_tip

    def watched(
        view: PlayerView,
        legal: Sequence[Action],
        seconds: float | None = None,
        should_stop: Callable[[], bool] | None = None,
        seed: int = 0,
    ) -> Decision:
        """The real search, told to go on until the table has handled a click (or its own budget ends)."""
        budgets.append(seconds)
        searching.set()
        decision = real_expert_tip(view, legal, seconds=None, should_stop=clicked.is_set)
        clicked.wait(10)  # a search that ended on its own still answers only after the click
        return decision

    monkeypatch.setattr(ai_tip, "expert_tip", watched)
    window.apply_settings(Settings(animation_speed="instant", tip_level="ekspert"))
    assert "Expert" in window.buttons[Button.TIP].toolTip()
    start(qtbot, window, seed=3, level="svaer")
    window.controller.turn.draw()  # the meld phase: Ekspert compares the discards
    state = window.controller.state
    tips: list[tuple[object, str]] = []
    window.controller.tip_ready.connect(lambda action, text: tips.append((action, text)))

    QTest.mouseClick(window.buttons[Button.TIP], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(searching.is_set, timeout=10000)
    card = state.hands[window.controller.human][0]
    click(window, card_item(window, card))  # handled by the GUI thread while the worker searches
    assert card in window.controller.selection and not tips
    clicked.set()
    qtbot.waitUntil(lambda: bool(tips), timeout=15000)

    action, text = tips[0]
    assert budgets == [THINK_SECONDS]
    assert action is not None and state.is_legal(action) and text  # type: ignore[arg-type]


def test_the_panel_shows_thinking_and_a_tip_for_a_position_left_behind_is_dropped(
    qtbot,
    window,  # type: ignore[no-untyped-def]
    monkeypatch,
) -> None:
    release = threading.Event()
    real_expert_tip = ai_tip.expert_tip

    def slow(
        view: PlayerView,
        legal: Sequence[Action],
        seconds: float | None = None,
        should_stop: Callable[[], bool] | None = None,
        seed: int = 0,
    ) -> Decision:
        release.wait(10)  # still thinking while the player moves on
        return real_expert_tip(view, legal, seconds=0.05)

    monkeypatch.setattr(ai_tip, "expert_tip", slow)
    window.apply_settings(Settings(animation_speed="instant", tip_level="ekspert"))
    start(qtbot, window, seed=3, level="svaer")
    tips: list[object] = []
    window.controller.tip_ready.connect(lambda action, text: tips.append(action))
    QTest.mouseClick(window.buttons[Button.TIP], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.panel.thinking.text() != "", timeout=5000)  # the Tip is being worked out
    window.buttons[Button.DRAW].click()  # the player draws before the answer comes
    release.set()
    with qtbot.waitSignal(window.controller.computer.worker.tip_ready, timeout=10000):
        pass
    qtbot.wait(50)
    assert tips == []  # the answer was for the draw phase: not shown in the meld phase


def test_the_tip_stays_svaers_by_default(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(ai_tip, "expert_tip", lambda *args, **kwargs: (_ for _ in ()).throw(AssertionError))
    start(qtbot, window, seed=3, level="svaer")
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000) as blocker:
        QTest.mouseClick(window.buttons[Button.TIP], Qt.MouseButton.LeftButton)
    assert blocker.args[0] is not None
    assert "Hard" in window.buttons[Button.TIP].toolTip()
