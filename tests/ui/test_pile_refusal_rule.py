"""Issue 31, point 4: a Sallingske refusal to take the pile with a meld of the top card's rank on the
table names the rule that forbids it (the top card goes onto that meld only with a natural from the
hand), as the other refusals name theirs; "Why?" opens the pile's ways."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.state import Phase
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text import why_links as at
from canasta_desktop.ui.text.button_text import Button

from .conftest import click, give, pause_computer, put_on_pile, refresh, start, zone

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


def test_sallingske_take_onto_a_meld_without_a_natural_names_the_rule(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, preset="salling-4p", seed=3, level="random")
    pause_computer(window)
    state = window.controller.state
    human = window.controller.human
    side = state.side_of(human)
    eights = give(state, human, ["8C", "8D", "8H"])
    for card in eights:
        state.hands[human].remove(card)
    state.melds[side][Rank.EIGHT] = eights
    for card in [c for c in state.hands[human] if c.rank == Rank.EIGHT]:  # no natural 8 left in the hand
        state.hands[human].remove(card)
        state.stock.insert(0, card)
        state.hands[human].append(state.stock.pop())
    put_on_pile(state, "8S")
    state.pile_frozen = False
    state.turns_started = max(state.turns_started, state.rules.players + 1)  # past the first go-around
    refresh(window)
    assert state.phase is Phase.DRAW and Card.from_str("8S") == state.pile_top
    assert not any(c.rank == Rank.EIGHT for c in state.hands[human])
    topics: list[str] = []
    notices: list[str] = []
    window.controller.why_topic.connect(topics.append)
    window.controller.notice.connect(notices.append)
    take = window.buttons[Button.TAKE]
    assert not take.isEnabled()
    assert "only with a natural 8 from your hand" in take.toolTip(), take.toolTip()  # the disabled button
    click(window, zone(window, Zone.PILE))  # the pile itself: refused with the same words
    [said] = notices
    window.grab().save(str(SHOTS / "salling-take-onto-meld-refused.png"))
    assert "only with a natural 8 from your hand" in said and "meld of 8s" in said, said
    assert "cannot meld the pile's top card" not in said
    assert topics == [at.PILE_WAYS]
