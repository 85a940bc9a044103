"""A pile locked by a rank the side has melded, on the real table (issue 25, `melded_rank_locks_pile`):
clicking the pile or pressing Take pile is refused with the engine's reason, "Why?" opens the rule's own
paragraph, and the Tip draws instead."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.engine.actions import DrawStock
from canasta_desktop.engine.cards import Rank
from canasta_desktop.engine.reasons import Reason
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import RoundState
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.dialogs.rules_dialog import RulesDialog
from canasta_desktop.ui.table.accessible import Spoken
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.messages import reason_text
from canasta_desktop.ui.text.rules_text import rules_html
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import click, give, pause_computer, refresh, zone

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))
RULES = preset("classic-2p").changed(name="Tiere låser", melded_rank_locks_pile=True)


def _ten_on_a_locked_pile(qtbot, window: MainWindow) -> RoundState:  # type: ignore[no-untyped-def]
    """The human's side has melded 10s and holds a pair of 10s; a 10 lies on the unfrozen pile."""
    window.start(GameSetup(preset=RULES.name, house_rules=RULES, level="random", seed=5))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    cards = give(state, human, ["TH", "TS", "TD", "TC", "TH1", "TS1"])
    for card in (*cards[:3], cards[5]):
        state.hands[human].remove(card)
    state.melds[state.side_of(human)][Rank.TEN] = list(cards[:3])
    state.player_melded[human] = True
    state.turn.player_had_melded = True
    state.pile.append(cards[5])
    state.pile_frozen = False
    refresh(window)
    return state


def test_rule_melded_rank_locks_pile_the_table_refuses_the_take_and_why_opens_the_rule(
    qtbot, window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    opened: list[RulesDialog] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    state = _ten_on_a_locked_pile(qtbot, window)
    pile = len(state.pile)
    locked = reason_text(Reason.PILE_RANK_LOCKED, {"rank": "T"})
    assert locked == "You have a meld of 10s: in these rules the pile cannot be taken with one on top."
    click(window, zone(window, Zone.PILE))
    assert window.notice.text() == locked and len(state.pile) == pile
    window.grab().save(str(SHOTS / "locked-pile-refused.png"))
    QTest.mouseClick(window.notice_line.why, Qt.MouseButton.LeftButton)
    assert opened and opened[-1].anchor == "pile-locked"
    assert "a 10 on top locks the pile for you" in rules_html(opened[-1].rules, "pile-locked")
    QTest.keyClick(window, Qt.Key.Key_T)  # Take pile, by the keyboard
    assert window.notice.text() == locked and len(state.pile) == pile


def test_rule_melded_rank_locks_pile_the_tip_draws_and_its_why_opens_the_rule(
    qtbot, window, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    opened: list[RulesDialog] = []
    monkeypatch.setattr(RulesDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    _ten_on_a_locked_pile(qtbot, window)
    with qtbot.waitSignal(window.controller.tip_ready, timeout=10000) as tip:
        QTest.keyClick(window, Qt.Key.Key_H)
    action, text = tip.args
    assert action == DrawStock() and "the pile cannot be taken" in text
    QTest.mouseClick(window.notice_line.why, Qt.MouseButton.LeftButton)
    assert opened and opened[-1].anchor == "pile-locked"  # the engine's reason for refusing the pile


def test_rule_melded_rank_locks_pile_the_table_says_it_before_a_click(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Take pile greyed was all the table showed; the note above the piles and the pile's name for a
    screen reader now say the pile is locked, and why, before the player tries."""
    state = _ten_on_a_locked_pile(qtbot, window)
    note = "Locked for you"  # with ": you have a meld of this rank" where the table is wide enough
    assert any(text.startswith(note) for text in _shown_labels(window)), str(_shown_labels(window))
    assert "locked for you" in Spoken().pile(window.controller.table_model())
    window.grab().save(str(SHOTS / "locked-pile-note.png"))
    while state.pile[-1].rank in (Rank.TEN, Rank.THREE):  # another rank on top: no longer locked
        state.pile.append(state.stock.pop())
    refresh(window)
    assert not any(text.startswith(note) for text in _shown_labels(window))
    assert "locked" not in Spoken().pile(window.controller.table_model())


def _shown_labels(window: MainWindow) -> list[str]:
    return [label.text() for label in window.scene.labels if label.isVisible()]
