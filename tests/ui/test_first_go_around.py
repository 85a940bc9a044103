"""A first go-around without melding (family rules) on the real table: nothing offers a meld (issue 22, point 2)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.cards import Card
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.items import ZoneItem
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.messages import reason_text

from .conftest import card_item, click, drag, give, pause_computer, refresh, select, start, zone

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


def test_the_new_meld_area_refuses_cards_in_a_first_go_around(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="family-4p", seed=3, level="random")
    pause_computer(window)
    state = window.controller.state
    assert state.first_go_around
    kings = give(state, window.controller.human, ["KS", "KH", "KD", "AC"])
    refresh(window)
    click(window, zone(window, Zone.STOCK))
    assert state.phase is Phase.MELD
    assert window.status.text() == "First go-around: nobody melds yet. Discard one card."

    staging = zone(window, Zone.STAGING)
    drag(window, card_item(window, kings[0]), staging, release=False)
    assert staging.state is not ZoneItem.ACCEPTS and staging.state is not ZoneItem.HOVER_OK  # no glow
    end = window.view.mapFromScene(staging.rect.center())  # dropped anyway: refused with the engine's reason
    QTest.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert window.controller.staged == []
    assert window.notice.text() == reason_text(Reason.FIRST_GO_AROUND)

    select(window, kings)  # click-to-place: the new-meld area does not glow for the selection either
    assert staging.state == ZoneItem.NONE
    click(window, staging)
    assert window.controller.staged == [] and window.notice.text() == reason_text(Reason.FIRST_GO_AROUND)
    window.update_buttons()
    assert not window.buttons[Button.MELD].isEnabled()
    assert reason_text(Reason.FIRST_GO_AROUND) in window.buttons[Button.MELD].toolTip()
    meter = window.controller.meter()
    assert meter is not None and meter[0] < meter[1]  # never the green "80 / 50" of a meld not allowed
    window.grab().save(str(SHOTS / "first-go-around.png"))
    assert state.hands[window.controller.human].count(Card.from_str("KS")) >= 1
