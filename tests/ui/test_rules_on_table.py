"""Issue 31, point 7: the table says which rules are in play. Beside the score the panel names the
game (a preset by its name, house rules by theirs), and on hover or keyboard focus what its rules
change: a house-rule set against the preset it was made from, a preset against classic Canasta."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from canasta_desktop.engine.rules import preset

from .conftest import pause_computer, start

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


def test_house_rules_are_named_beside_the_score_with_their_differences(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    rules = preset("family-4p").changed(name="Farmors regler", jokers=6, going_out_bonus=200)
    start(qtbot, window, preset="Farmors regler", house_rules=rules, level="random", seed=4)
    pause_computer(window)
    label = window.panel.rules_name
    assert label.isVisible() and label.text() == "House rules: Farmors regler"
    tip = label.toolTip()
    assert tip.startswith("Made from Danish family rules, 4 players; it differs in:")
    assert "Jokers: 6" in tip and "Going out bonus: 200" in tip and "F1" in tip
    assert "Jokers: 6" in label.accessibleDescription()  # a screen reader hears them too
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    label.setFocus(Qt.FocusReason.TabFocusReason)  # the keyboard reaches it: the differences show
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "Jokers: 6" in QToolTip.text()
    window.grab().save(str(SHOTS / "house-rules-on-table.png"))


def test_a_preset_is_named_with_what_differs_from_classic(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="salling-4p", level="random", seed=4)
    pause_computer(window)
    label = window.panel.rules_name
    assert label.text() == "Rules: Sallingske house rules, 4 players"
    assert "Unlike classic Canasta" in label.toolTip()
