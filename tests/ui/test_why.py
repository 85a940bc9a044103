""" "Why?" wherever the game says no: every refusal and every Tip opens the rules help at its paragraph."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_desktop.ai.reasons import Why
from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.rules import PRESETS, RuleSet, preset
from canasta_desktop.ui.dialogs.rules_dialog import RulesDialog
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.messages import reason_text
from canasta_desktop.ui.text.rules_html import MARK_STYLE
from canasta_desktop.ui.text.rules_text import rules_html
from canasta_desktop.ui.text.why_links import (
    OPTIONAL,
    REASON_TOPICS,
    TURN_OVER,
    WHY_TOPICS,
    WILD_CARDS,
    anchor_for,
    topic_of,
)
from canasta_desktop.ui.window.main_window import MainWindow

from ..ai.rule_strategies import rule_sets
from .conftest import click, pause_computer, refresh, start, zone

LANGUAGES = ("en", "da", "sv")
SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))  # where the tests' screenshots go


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[RulesDialog]:
    """The rules dialogs "Why?" opens (recorded instead of shown modally)."""
    dialogs: list[RulesDialog] = []

    def record(dialog: RulesDialog) -> int:
        dialogs.append(dialog)
        return 0

    monkeypatch.setattr(RulesDialog, "exec", record)
    return dialogs


@pytest.fixture
def each_language(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.remove_language(qapp)


def anchors(html: str) -> set[str]:
    return set(re.findall(r'<a name="([a-z-]+)"></a>', html))


def test_every_reason_and_every_tip_code_has_a_topic() -> None:
    assert set(REASON_TOPICS) == set(Reason)
    assert set(WHY_TOPICS) == set(Why)


def _check_topics(rules: RuleSet, html: str) -> None:
    present = anchors(html)
    for topic in {*REASON_TOPICS.values(), *WHY_TOPICS.values()}:
        assert anchor_for(topic, rules) in present, (topic, rules.name)
    for topic, (_section, applies) in OPTIONAL.items():  # a paragraph is opened exactly when it is written
        assert (topic in present) == applies(rules), (topic, rules.name)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_topic_opens_a_paragraph_of_every_preset_in_every_language(
    qapp: QApplication, each_language: None, language: str
) -> None:
    i18n.install_language(qapp, language)
    for name in PRESETS:
        _check_topics(preset(name), rules_html(preset(name)))


@settings(max_examples=30, deadline=None, derandomize=True, database=None)
@given(rules=rule_sets())
def test_every_topic_opens_a_paragraph_of_random_rule_sets(qapp: QApplication, rules: RuleSet) -> None:
    try:
        for language in LANGUAGES:
            i18n.install_language(qapp, language)
            _check_topics(rules, rules_html(rules))
    finally:
        i18n.remove_language(qapp)


def test_rules_help_opens_scrolled_to_the_highlighted_paragraph(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog(preset("classic-2p"), topic="frozen-pile")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() > 0
    block = dialog.browser.document().find("The discard pile is frozen while").block()
    assert block.blockFormat().background().color().name() == "#fff1a6"
    top = dialog.browser.document().documentLayout().blockBoundingRect(block).top() - bar.value()
    assert 0 <= top < dialog.browser.viewport().height() / 2  # in view, near the top
    plain = RulesDialog(preset("classic-2p"))
    qtbot.addWidget(plain)
    assert "fff1a6" not in plain.browser.toHtml()


def _black_three_on_pile(qtbot, window: MainWindow):  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=9, level="random")
    pause_computer(window)
    state = window.controller.state
    three = Card.from_str("3C")
    for place in [state.stock, *state.hands]:
        if three in place:
            place.remove(three)
    state.pile.append(three)
    refresh(window)
    return state


def test_a_refused_gesture_offers_why_and_opens_the_rules_there(qtbot, window, opened) -> None:  # type: ignore[no-untyped-def]
    _black_three_on_pile(qtbot, window)
    click(window, zone(window, Zone.PILE))
    assert window.notice.text() == reason_text(Reason.PILE_TOP_THREE)
    why = window.notice_line.why
    assert why.isVisible() and why.text() == "Why?"
    QTest.mouseClick(why, Qt.MouseButton.LeftButton)
    assert len(opened) == 1 and opened[0].anchor == "pile-blocked"
    assert MARK_STYLE in rules_html(opened[0].rules, "pile-blocked")


def test_the_screen_reader_hears_the_refusal_and_the_key_for_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _black_three_on_pile(qtbot, window)
    heard: list[str] = []
    window.announcer.announced.connect(heard.append)
    click(window, zone(window, Zone.PILE))
    assert heard[-2:] == [reason_text(Reason.PILE_TOP_THREE), "Press W to read why in the rules."]


def test_a_notice_without_a_rule_has_no_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=9, level="random")
    window.show_notice("The settings could not be saved: disk full")
    assert not window.notice_line.why.isVisible()


def test_a_click_on_a_disabled_button_says_why_it_is_disabled(qtbot, window, opened) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=9, level="random")
    pause_computer(window)
    window.update_buttons()
    assert not window.buttons[Button.MELD].isEnabled()
    assert window.buttons[Button.MELD].toolTip().endswith("Click for the rule behind this")
    QTest.mouseClick(window.buttons[Button.MELD], Qt.MouseButton.LeftButton)
    assert window.notice.text() == reason_text(Reason.WRONG_PHASE_DRAW_FIRST)
    assert window.notice_line.why.isVisible()
    QTest.keyClick(window, Qt.Key.Key_W)  # the keyboard's "Why?"
    assert opened and opened[-1].anchor == "turn"


def test_the_key_of_a_disabled_button_says_why_too(qtbot, window, opened) -> None:  # type: ignore[no-untyped-def]
    state = _black_three_on_pile(qtbot, window)
    window.update_buttons()
    said: list[str] = []
    window.announcer.announced.connect(said.append)
    QTest.keyClick(window, Qt.Key.Key_T)  # Take pile, disabled: a 3 blocks the pile
    assert window.notice.text() == reason_text(Reason.PILE_TOP_THREE)
    # the screen reader hears the reason, and the key that explains it
    assert said == [reason_text(Reason.PILE_TOP_THREE), "Press W to read why in the rules."]
    assert state.pile[-1] == Card.from_str("3C")
    QTest.keyClick(window, Qt.Key.Key_W)
    assert opened and opened[-1].anchor == "pile-blocked"


def test_the_tip_offers_why(qtbot, window, opened) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=9, level="random")
    pause_computer(window)
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000):
        QTest.keyClick(window, Qt.Key.Key_H)
    assert window.notice.text().startswith("Tip:")
    assert window.notice_line.why.isVisible()
    QTest.mouseClick(window.notice_line.why, Qt.MouseButton.LeftButton)
    assert opened and opened[-1].anchor in anchors(rules_html(window.controller.rules))


def test_every_refusal_sentence_carries_its_topic() -> None:
    for reason in Reason:
        assert (
            topic_of(
                reason_text(reason, {"card": "KH", "rank": "K", "needed": 2, "allowed": 1, "points": 40})
            )
            == REASON_TOPICS[reason]
        )


def test_sallingske_wild_fours_and_turn_over_have_their_paragraphs(qapp: QApplication) -> None:
    rules = preset("salling-4p")
    html = rules_html(rules, anchor_for(TURN_OVER, rules))
    assert (
        anchor_for(TURN_OVER, rules) == TURN_OVER
        and anchor_for(TURN_OVER, preset("classic-2p")) == "stock-out"
    )
    wild = html.split(f'<a name="{WILD_CARDS}"></a>')[1].split("</p>")[0]
    assert "The 4s and the 2s are wild cards" in wild
    marked = html.split(f'<a name="{TURN_OVER}"></a>')[0].rsplit("<p", 1)[1]
    assert MARK_STYLE in marked  # the turn-over paragraph is the highlighted one


def test_the_tips_why_for_a_one_card_pile_opens_the_one_card_rule_not_the_frozen_pile(
    qtbot, window, opened
) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, point 10: one card in hand, one unfrozen card on the pile: "draw from the stock (the pile
    cannot be taken)", and "Why?" opens the paragraph that says a one-card hand may not take a one-card pile."""
    start(qtbot, window, seed=9, level="random")
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    keep = next(c for c in state.hands[human] if not state.tables.wild[c.rank] and c.rank != Rank.THREE)
    top = next(c for c in state.stock if c.rank == keep.rank and c != keep)
    state.stock.remove(top)
    state.stock[:0] = [c for c in state.hands[human] if c != keep] + state.pile
    state.hands[human][:] = [keep]
    state.pile[:] = [top]
    state.pile_frozen = False
    refresh(window)
    status = window.status.text()
    assert status.startswith("Your turn: draw") and "pile" not in status  # the pile is not offered
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000):
        QTest.keyClick(window, Qt.Key.Key_H)
    assert window.notice.text().startswith("Tip: draw from the stock")
    window.grab().save(str(SHOTS / "tip-one-card-pile.png"))
    QTest.mouseClick(window.notice_line.why, Qt.MouseButton.LeftButton)
    assert opened and opened[-1].anchor == "pile-blocked"
    assert "may not take a pile of one card" in rules_html(opened[-1].rules, "pile-blocked")
