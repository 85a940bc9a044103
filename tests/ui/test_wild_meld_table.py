"""A meld of wild cards only on the table (issue 25): three wild cards staged and melded with the mouse,
shown as the side's meld, a wild card dragged onto it, a natural refused with the engine's reason."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QLabel

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.melds import WILD_MELD
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.controller.game_setup import GameSetup
from canasta_desktop.ui.table.layout_model import CanastaKind
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text.button_text import Button

from .conftest import card_item, click, drag, give, pause_computer, refresh, select, zone

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))
RULES = preset("classic-2p").changed(name="Jokerkanasta", wild_canasta_bonus=1000)


def test_rule_wild_canasta_melded_and_added_to_with_the_mouse(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start(GameSetup(preset=RULES.name, house_rules=RULES, level="random", seed=5))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    side = state.side_of(human)
    state.melds[side] = {}
    cards = give(state, human, ["XR", "XB", "2D", "2C", "KH", "KS", "KD", "5C", "9H", "XR1", "XB1", "2H"])
    state.melds[side][cards[4].rank] = [cards[4], cards[5], cards[6]]  # the side has melded: K K K
    for card in cards[4:7]:
        state.hands[human].remove(card)
    state.player_melded[human] = True
    state.turn.player_had_melded = True
    refresh(window)
    click(window, zone(window, Zone.STOCK))
    assert state.phase is Phase.MELD
    wilds = cards[:3]
    select(window, wilds)
    drag(window, card_item(window, wilds[-1]), zone(window, Zone.STAGING))
    window.buttons[Button.MELD].click()
    assert sorted(state.melds[side][WILD_MELD]) == sorted(wilds), window.notice.text()
    target = zone(window, Zone.MELD, WILD_MELD, side)
    drag(window, card_item(window, cards[3]), target)
    assert cards[3] in state.melds[side][WILD_MELD]
    drag(window, card_item(window, cards[7]), zone(window, Zone.MELD, WILD_MELD, side))
    assert cards[7] in state.hands[human]  # a natural never joins it
    assert "one rank only" in window.notice.text()
    window.grab().save(str(SHOTS / "wild-meld.png"))
    for card in cards[9:]:  # three more: a canasta of seven wild cards
        drag(window, card_item(window, card), zone(window, Zone.MELD, WILD_MELD, side))
    assert len(state.melds[side][WILD_MELD]) == 7 and state.canastas(side) == 1
    said = " ".join(label.text() for label in window.findChildren(QLabel))
    assert "to your wild cards and completed a canasta." in said
    window.grab().save(str(SHOTS / "wild-canasta.png"))  # squared up, "7 · 260", "wild cards" under it


def test_the_canasta_badges_say_the_rule_sets_bonuses(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A house rule's bonuses on the table: a natural canasta's badge says 600, a mixed one 350, a wild
    one 1000, each in its own colour (before, every table said 500 and 300, whatever the rules)."""
    rules = RULES.changed(name="Egne bonusser", natural_canasta_bonus=600, mixed_canasta_bonus=350)
    window.start(GameSetup(preset=rules.name, house_rules=rules, level="random", seed=5))
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)
    pause_computer(window)
    state = window.controller.state
    side = state.side_of(window.controller.human)
    state.melds[side] = {}
    for key, texts in (
        (Rank.KING, ["KH", "KS", "KD", "KC", "KH1", "KS1", "KD1"]),
        (Rank.QUEEN, ["QH", "QS", "QD", "QC", "QH1", "QS1", "2D"]),
        (WILD_MELD, ["XR", "XB", "2C", "2H", "XR1", "XB1", "2S"]),
    ):
        cards = [Card.from_str(text) for text in texts]
        for place in [state.stock, state.pile, *state.hands]:  # taken from wherever the deal put them
            place[:] = [card for card in place if card not in cards]
        state.melds[side][key] = cards
    refresh(window)
    badges = {
        item.badge.kind: item.badge.points
        for item in window.scene.cards.values()
        if item.badge.kind is not CanastaKind.NONE
    }
    assert badges == {CanastaKind.NATURAL: 600, CanastaKind.MIXED: 350, CanastaKind.WILD: 1000}
    window.grab().save(str(SHOTS / "canasta-badges.png"))
