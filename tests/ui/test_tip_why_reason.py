"""Issue 31, point 5: "Why?" after a Tip explains the Tip's own reason. A Tip that draws because the pile
is not worth taking opened the rules at "Taking the pile", which says how the pile is taken, not why the
Tip would not take it; the page now has "The Tip's reasons", and "Why?" opens the paragraph of the one
given, highlighted."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.ai.reasons import Why
from canasta_desktop.engine.rules import preset
from canasta_desktop.ui.dialogs.rules_dialog import RulesDialog
from canasta_desktop.ui.text import why_links as at
from canasta_desktop.ui.text.rules_html import MARK_STYLE
from canasta_desktop.ui.text.rules_text import rules_html

from .conftest import pause_computer, start

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


def test_why_after_a_tip_to_draw_opens_why_the_pile_is_not_worth_taking(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    opened: list[RulesDialog] = []
    monkeypatch.setattr(window, "modal", opened.append)
    start(qtbot, window, seed=3, level="random")  # the first Tip: the one-card pile is not worth taking
    pause_computer(window)
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000):
        QTest.keyClick(window, Qt.Key.Key_H)
    assert window.notice.text().startswith("Tip: draw from the stock (the pile (1 card")
    assert "is not worth taking" in window.notice.text()
    QTest.mouseClick(window.notice_line.why, Qt.MouseButton.LeftButton)
    [dialog] = opened
    assert dialog.anchor == at.TIP_PILE_WORTH
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.grab().save(str(SHOTS / "tip-why-not-worth-taking.png"))
    block = dialog.browser.document().find("The pile is not worth taking:").block()
    assert block.blockFormat().background().color().name() == "#fff1a6"  # the paragraph highlighted
    bar = dialog.browser.verticalScrollBar()
    top = dialog.browser.document().documentLayout().blockBoundingRect(block).top() - bar.value()
    assert 0 <= top < dialog.browser.viewport().height() / 2  # and in view


def test_the_tips_judgement_reasons_open_their_own_paragraphs() -> None:
    judged = {
        Why.DRAW: at.TIP_PILE_WORTH,
        Why.END_ROUND: at.TIP_PILE_WORTH,
        Why.DISCARD_LEAST: at.TIP_DISCARD,
        Why.DISCARD_SINGLE: at.TIP_DISCARD,
        Why.DISCARD_SAFE: at.TIP_DISCARD,
        Why.DISCARD_DEAD: at.TIP_DISCARD,
        Why.DISCARD_POINTS: at.TIP_SHED,
        Why.ADD_WILD_SHED: at.TIP_SHED,
        Why.MELD_PAIR_WILD: at.TIP_SHED,
        Why.ANY: at.TIP_REASONS,
    }
    for why, topic in judged.items():
        assert at.why_topic(why, {}) == topic, why
        assert MARK_STYLE in rules_html(preset("family-4p"), at.anchor_for(topic, preset("family-4p")))
