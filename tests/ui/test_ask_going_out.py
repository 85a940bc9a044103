"""Issue 31, point 11: "May I go out?" is offered only when the side could go out this turn. With no
canasta in reach (or, where the rules want the canastas on the table before the turn, none there) the
button is disabled and says why; with the canasta there it is offered, and asking works."""

from __future__ import annotations

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.rules import preset
from canasta_desktop.engine.state import Phase, RoundState
from canasta_desktop.ui.text.button_text import Button
from canasta_desktop.ui.text.why_links import GOING_OUT_RULE, topic_of

from .conftest import give, pause_computer, refresh, start


def _after_the_draw(qtbot, window, **setup: object) -> RoundState:  # type: ignore[no-untyped-def]
    start(qtbot, window, **{"level": "random", **setup})
    pause_computer(window)
    controller = window.controller
    qtbot.waitUntil(
        lambda: controller.is_viewers_turn() and controller.state.phase is Phase.DRAW, timeout=10000
    )
    controller.turn.draw()
    assert controller.state.phase is Phase.MELD
    return controller.state


def _plain_hand(state: RoundState, seat: int) -> None:
    """A hand of odd cards: no rank seven times with the wild cards, none melded."""
    cards = give(state, seat, ["4C", "5D", "6H", "7S", "8C", "9D", "TH", "JS", "QH1", "KD", "AH", "5C"])
    state.stock[:0] = [card for card in state.hands[seat] if card not in cards]
    state.hands[seat][:] = cards


def meld_of(state: RoundState, seat: int, rank: str, count: int) -> None:
    """Lay ``count`` natural cards of ``rank`` as the side's meld, taken from wherever they are (a hand
    that gives one up gets a card from the stock for it); the mover's hand keeps its cards."""
    wanted = [Card.from_str(f"{rank}{suit}{copy}") for copy in ("", "1") for suit in "CDHS"][:count]
    for card in wanted:
        for place in [state.stock, state.pile, *state.hands]:
            if card in place:
                index = place.index(card)
                if place is state.stock or place is state.pile:
                    del place[index]
                else:
                    place[index] = next(c for c in state.stock if c.rank != Rank.from_char(rank))
                    state.stock.remove(place[index])
    state.melds[state.side_of(seat)][Rank.from_char(rank)] = wanted


def test_no_canasta_in_reach_disables_may_i_go_out_and_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _after_the_draw(qtbot, window, preset="classic-4p", seed=6)
    human = window.controller.human
    _plain_hand(state, human)
    refresh(window)
    window.update_buttons()
    ask = window.buttons[Button.ASK]
    assert ask.isVisible() and not ask.isEnabled()
    assert "going out needs 1 canasta" in ask.toolTip(), ask.toolTip()
    meld_of(state, human, "K", 7)  # the canasta is on the table: going out is possible
    refresh(window)
    window.update_buttons()
    assert ask.isEnabled() and ask.toolTip().startswith("Ask your partner")


def test_a_meld_the_hand_can_complete_keeps_the_question_on_offer(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = _after_the_draw(qtbot, window, preset="classic-4p", seed=6)
    human = window.controller.human
    _plain_hand(state, human)
    meld_of(state, human, "Q", 5)  # five queens melded, and the hand has one more: two short...
    refresh(window)
    window.update_buttons()
    assert not window.buttons[Button.ASK].isEnabled()  # one natural queen and no wild card: six at most
    state.hands[human].append(next(c for c in state.stock if state.tables.wild[c.rank]))
    state.stock.remove(state.hands[human][-1])
    refresh(window)
    window.update_buttons()
    assert window.buttons[Button.ASK].isEnabled()  # the queen and the wild card make the canasta


def test_canastas_wanted_before_the_turn_disable_the_question_in_the_canastas_turn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    rules = preset("classic-4p").changed(name="Før turen", going_out_not_in_canasta_turn=True)
    state = _after_the_draw(qtbot, window, preset="Før turen", house_rules=rules, seed=6)
    human = window.controller.human
    meld_of(state, human, "K", 7)  # a canasta now, but not when the turn began
    state.turn.canastas_before = 0
    refresh(window)
    window.update_buttons()
    ask = window.buttons[Button.ASK]
    assert not ask.isEnabled() and "must be on the table before your turn" in ask.toolTip()
    state.turn.canastas_before = 1
    window.update_buttons()
    assert ask.isEnabled()


def test_the_reason_opens_the_going_out_rule() -> None:
    from canasta_desktop.ui.text.button_text import ButtonTexts

    assert topic_of(ButtonTexts().cannot_go_out_this_turn(2)) == GOING_OUT_RULE


def test_the_computer_partner_answers_may_i_go_out_with_its_reason_in_one_line(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Issue 33, point 5: "Bent: No — I still hold 11 cards." — the level's own reason, said with the
    partner's number of cards (what the table shows), never its points or its cards."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    state = _after_the_draw(qtbot, window, preset="classic-4p", seed=6, level="svaer")
    controller = window.controller
    human = controller.human
    partner = (human + 2) % 4
    meld_of(state, human, "K", 7)  # a canasta on the table: going out is possible
    give(state, partner, ["AH", "AS", "AD", "AC"])  # a heavy hand: Svær says no
    refresh(window)
    window.update_buttons()
    notices: list[str] = []
    controller.notice.connect(notices.append)
    controller.pace_ms = 0
    QTest.mouseClick(window.buttons[Button.ASK], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(notices) and controller.state.phase is Phase.MELD, timeout=10000)
    cards = len(controller.state.hands[partner])
    assert notices[-1] == f"{controller.names[partner]}: No — I still hold {cards} cards."
    assert not any(str(card) in notices[-1] for card in controller.state.hands[partner])
