"""Teaching: before a discard that feeds the next player a big pile, the game says so once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.cards import Card, Rank
from canasta_desktop.engine.state import Phase, RoundState
from canasta_desktop.persistence.paths import HOME_VARIABLE
from canasta_desktop.persistence.settings import Settings
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.dialogs.dialogs import SettingsDialog, UiSettings
from canasta_desktop.ui.table.targets import Zone
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import card_item, drag, pause_computer, refresh, start, zone
from .test_statistics_window import entry


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """English with its plural forms ("7 cards"), as the game installs it."""
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def _drawn(qtbot, window: MainWindow, teaching: bool) -> RoundState:  # type: ignore[no-untyped-def]
    """A round against the random player (paused) in which the human has just drawn."""
    window.settings.teaching = teaching
    window.apply_settings(window.settings)
    start(qtbot, window, seed=9, level="random")
    pause_computer(window)
    state = window.controller.state
    window.controller.turn.draw()
    return state


def _feeding_position(qtbot, window: MainWindow, teaching: bool) -> tuple[RoundState, Card]:  # type: ignore[no-untyped-def]
    """The human has drawn; the opponent has a meld of kings, the unfrozen pile 6 cards; the human holds KH."""
    state = _drawn(qtbot, window, teaching)
    assert state.phase is Phase.MELD
    kings = [Card.from_str(t) for t in ("KC", "KD", "KS")]
    king = Card.from_str("KH")
    for card in (*kings, king):
        for place in [state.stock, state.pile, *state.hands]:
            if card in place:
                place.remove(card)
    state.melds[1][Rank.KING] = kings
    state.hands[0].append(king)
    plain = [
        c for c in state.stock if not state.tables.wild[c.rank] and c.rank not in (Rank.THREE, Rank.KING)
    ]
    state.pile[:] = plain[:6]
    for card in plain[:6]:
        state.stock.remove(card)
    state.pile_frozen = False
    refresh(window)
    return state, king


def test_a_discard_that_feeds_a_big_pile_is_questioned_once(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, king = _feeding_position(qtbot, window, teaching=True)
    hand_before, pile_before = list(state.hands[0]), list(state.pile)
    home = card_item(window, king).pos()
    drag(window, card_item(window, king), zone(window, Zone.PILE))
    assert (card_item(window, king).pos() - home).manhattanLength() < 1  # back in the hand while asked
    box = window.caution_box
    assert box is not None and box.isVisible()
    assert "meld of kings" in box.text() and "7 cards" in box.text()
    QTest.mouseClick(box.think, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible())
    assert state.hands[0] == hand_before and state.pile == pile_before and state.phase is Phase.MELD
    assert window.notice.text() == box.text() and window.notice_line.why.isVisible()  # to think it over
    window.caution_box = None
    drag(
        window, card_item(window, king), zone(window, Zone.PILE)
    )  # the same card, the same turn: no word again
    assert window.caution_box is None
    assert state.pile[-1] == king or king not in state.hands[0]


class _LetEverythingThrough:
    """A lesson's gate that accepts every move (the lesson teaches; the hints keep quiet)."""

    def judge(self, actions: object) -> None:
        return None

    def tip(self) -> tuple[None, str]:
        return None, ""


def test_no_hint_in_a_lesson(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, king = _feeding_position(qtbot, window, teaching=True)
    window.controller.session.gate = _LetEverythingThrough()
    drag(window, card_item(window, king), zone(window, Zone.PILE))
    assert window.caution_box is None and state.pile[-1] == king


def test_discard_anyway_discards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, king = _feeding_position(qtbot, window, teaching=True)
    drag(window, card_item(window, king), zone(window, Zone.PILE))
    box = window.caution_box
    assert box is not None and box.isVisible() and box.anyway.text() == "Discard anyway"
    QTest.mouseClick(box.anyway, Qt.MouseButton.LeftButton)
    assert king not in state.hands[0]
    assert state.phase is Phase.DRAW or state.actor != window.controller.human


def test_the_keyboard_answers_think_again_by_default(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, king = _feeding_position(qtbot, window, teaching=True)
    drag(window, card_item(window, king), zone(window, Zone.PILE))
    box = window.caution_box
    assert box is not None
    QTest.keyClick(box, Qt.Key.Key_Escape)
    assert king in state.hands[0] and state.phase is Phase.MELD


def test_with_teaching_off_nothing_is_said(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, king = _feeding_position(qtbot, window, teaching=False)
    drag(window, card_item(window, king), zone(window, Zone.PILE))
    assert window.caution_box is None
    assert king not in state.hands[0]


def test_a_safe_discard_is_not_questioned(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, _king = _feeding_position(qtbot, window, teaching=True)
    state.melds[1].clear()  # nobody has kings on the table, nothing known about the opponent's hand
    refresh(window)
    drag(window, card_item(window, Card.from_str("KH")), zone(window, Zone.PILE))
    assert window.caution_box is None


def test_teaching_is_on_by_itself_for_the_first_three_matches() -> None:
    automatic = Settings()
    assert automatic.teaching is None
    assert [automatic.teaching_on(n) for n in (0, 2, 3, 10)] == [True, True, False, False]
    assert Settings(teaching=True).teaching_on(10) and not Settings(teaching=False).teaching_on(0)


def test_the_window_counts_finished_matches_for_teaching(
    qtbot,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    storage = Storage.at()
    window = MainWindow(UiSettings(speed="instant"), storage=storage)
    qtbot.addWidget(window)
    assert window.controller.turn.teaching
    for number in range(1, 4):
        storage.statistics.record(entry(number, True, "let", "classic-2p"))
        window.controller.match_recorded.emit()
    assert not window.controller.turn.teaching  # the third finished match turned it off
    window.controller.shutdown()


def test_settings_offer_teaching(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(UiSettings())
    qtbot.addWidget(dialog)
    assert dialog.teaching.currentData() is None
    dialog.teaching.setCurrentIndex(dialog.teaching.findText("Never"))
    assert dialog.settings().teaching is False
    dialog.teaching.setCurrentIndex(dialog.teaching.findText("Always"))
    assert dialog.settings().teaching is True
    again = SettingsDialog(UiSettings(teaching=True))
    qtbot.addWidget(again)
    assert again.teaching.currentText() == "Always"


def _going_out_position(qtbot, window: MainWindow) -> tuple[RoundState, Card]:  # type: ignore[no-untyped-def]
    """The human has drawn and holds only A♠; the side has two canastas and six aces on the table.

    Adding A♠ goes out with a natural canasta of aces (+500); discarding it goes out without it.
    """
    state = _drawn(qtbot, window, True)
    ace = Card.from_str("AS")
    melds = {
        Rank.KING: ["KC", "KD", "KS", "KH", "KC1", "KD1", "KS1"],
        Rank.QUEEN: ["QC", "QD", "QS", "QH", "QC1", "QD1", "QS1"],
        Rank.ACE: ["AH", "AD", "AC", "AH1", "AD1", "AC1"],
    }
    wanted = {ace, *(Card.from_str(t) for texts in melds.values() for t in texts)}
    for place in [state.pile, *state.hands, *state.melds[0].values(), *state.melds[1].values()]:
        for card in [c for c in place if c in wanted]:
            place.remove(card)
    state.stock[:] = [c for c in state.stock if c not in wanted] + state.hands[0]
    state.hands[0][:] = [ace]
    state.melds[0] = {rank: [Card.from_str(t) for t in texts] for rank, texts in melds.items()}
    state.player_melded[0] = True
    refresh(window)
    return state, ace


def test_going_out_the_costly_way_is_questioned(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state, ace = _going_out_position(qtbot, window)
    drag(window, card_item(window, ace), zone(window, Zone.PILE))  # out, but the canasta of aces is lost
    box = window.caution_box
    assert box is not None and box.isVisible() and box.anyway.text() == "Go out anyway"
    assert "520 points less" in box.text()
    QTest.mouseClick(box.think, Qt.MouseButton.LeftButton)
    assert state.hands[0] == [ace] and not state.is_over
    window.caution_box = None
    drag(window, card_item(window, ace), zone(window, Zone.MELD, Rank.ACE, side=0))  # the good way: no word
    assert window.caution_box is None and state.is_over and state.went_out == 0
