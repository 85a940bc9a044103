"""Pass and play (issue 36, point 4): New game seats persons and computers — two grandparents as
partners against two computers, two people head to head — and the hand-over screen hides the table
between two people's turns, in English, Danish and Swedish."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QRect, Qt, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.session import SeatKind
from canasta_desktop.ui.controller.controller import GameController
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.dialogs.new_game import NewGameDialog
from canasta_desktop.ui.dialogs.seat_rows import PERSON
from canasta_desktop.ui.table.items import CardItem
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow

from .house_rules_helpers import choose, press, type_text
from .text_fit import assert_texts_fit

PERSON_AT = SeatKind.PERSON
SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "en")
    yield
    i18n.remove_language(qapp)


def open_dialog(qtbot: QtBot, setup: GameSetup) -> NewGameDialog:
    dialog = NewGameDialog(setup)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def key(key: Qt.Key) -> QWidget:
    """Press ``key`` where the keyboard is; where it is afterwards."""
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, key)
    QApplication.processEvents()
    after = QApplication.focusWidget()
    assert after is not None
    return after


def first_item(combo: QWidget) -> None:
    """The combo's first choice (a person), by the keyboard."""
    assert isinstance(combo, QComboBox)
    QTest.keyClick(combo, Qt.Key.Key_Home)
    assert combo.currentData() == PERSON


GRANDPARENTS = (
    SeatPlan(PERSON_AT, "Mormor"),
    SeatPlan(SeatKind.COMPUTER, level="mellem"),
    SeatPlan(PERSON_AT, "Morfar"),
    SeatPlan(SeatKind.COMPUTER, level="mellem"),
)


def test_the_keyboard_seats_two_grandparents_as_partners(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup())
    dialog.game.setFocus()
    while dialog.game.currentData() != "preset:classic-4p":
        key(Qt.Key.Key_Down)
    dialog.name.setFocus()
    QTest.keyClicks(dialog.name, "Mormor")
    assert key(Qt.Key.Key_Tab) is dialog.levels[0]  # the seats follow the name, one by one
    seat_two = key(Qt.Key.Key_Tab)
    assert seat_two is dialog.levels[1]  # no name field for a computer
    first_item(seat_two)
    assert dialog.seat_labels() == ["Opponent Anna:", "Partner:", "Opponent Bent:"]
    name = key(Qt.Key.Key_Tab)
    assert name.objectName() == "name:2" and name.accessibleName() == "The partner's name"
    QTest.keyClicks(name, "Morfar")
    QTest.keyClick(name, Qt.Key.Key_Return)  # Start is the default button
    assert dialog.result() == dialog.DialogCode.Accepted
    setup = dialog.setup()
    assert setup.seats == GRANDPARENTS
    assert setup.name == "Mormor" and setup.levels == ("mellem", "mellem") and setup.level == "mellem"
    assert setup.rules().players == 4 and setup.rules().side_of(2) == setup.rules().side_of(0)


def test_the_mouse_seats_two_grandparents_against_two_computers(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(name="Mormor"))
    choose(dialog.game, "preset:classic-4p")
    choose(dialog.levels[1], PERSON)
    choose(dialog.levels[0], "let")
    choose(dialog.levels[2], "svaer")
    type_text(dialog.findChild(QWidget, "name:2"), "Morfar")  # type: ignore[arg-type]
    press(dialog.start_button)
    setup = dialog.setup()
    assert setup.seats == (
        SeatPlan(PERSON_AT, "Mormor"),
        SeatPlan(SeatKind.COMPUTER, level="let"),
        SeatPlan(PERSON_AT, "Morfar"),
        SeatPlan(SeatKind.COMPUTER, level="svaer"),
    )
    assert setup.levels == ("let", "svaer") and setup.level == "let"


def test_two_people_head_to_head(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(level="svaer"))
    assert dialog.seat_labels() == ["Opponent level:"]
    choose(dialog.levels[0], PERSON)
    assert dialog.seat_labels() == ["Opponent:"]
    assert dialog.name.placeholderText() == "Player 1"  # "You" would not tell the two apart
    assert dialog.findChild(QWidget, "name:1").placeholderText() == "Player 2"  # type: ignore[union-attr]
    press(dialog.start_button)
    setup = dialog.setup()
    assert setup.seats == (SeatPlan(PERSON_AT, "Player 1"), SeatPlan(PERSON_AT, "Player 2"))
    assert setup.levels == () and setup.level == "svaer"  # no computer: the remembered level stays


def test_one_person_keeps_the_classic_setup(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(preset="classic-4p", levels=("let", "svaer", "let")))
    assert [box.currentData() for box in dialog.levels] == ["let", "svaer", "let"]
    assert dialog.name.placeholderText() == "You"
    setup = dialog.setup()
    assert setup.seats == () and setup.levels == ("let", "svaer", "let") and setup.level == "let"


def test_the_dialog_opens_with_the_last_pass_and_play_seats(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(preset="classic-4p", name="Mormor", seats=GRANDPARENTS))
    assert [box.currentData() for box in dialog.levels] == ["mellem", PERSON, "mellem"]
    assert dialog.setup().seats == GRANDPARENTS
    choose(dialog.game, "preset:classic-2p")  # the seat kept while another game is looked at
    choose(dialog.game, "preset:classic-4p")
    assert dialog.setup().seats == GRANDPARENTS


def test_two_persons_of_one_name_cannot_start(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(name="Mormor"))
    choose(dialog.levels[0], PERSON)
    type_text(dialog.findChild(QWidget, "name:1"), "mormor")  # type: ignore[arg-type]
    assert not dialog.start_button.isEnabled()
    assert dialog.seat_problem.isVisible() and "Mormor" in dialog.seat_problem.text()
    type_text(dialog.findChild(QWidget, "name:1"), "Morfar")  # type: ignore[arg-type]
    assert dialog.start_button.isEnabled() and not dialog.seat_problem.isVisible()


def test_six_seats_of_persons_fit_a_768_pixel_screen(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(preset="salling-6p"))
    for box in dialog.levels:
        choose(box, PERSON)
    QApplication.processEvents()
    assert dialog.frameGeometry().height() <= 768 - 40  # a taskbar's room
    assert_texts_fit(dialog)


# ---------------------------------------------------------------------- the hand-over screen
class PassAndPlayController(GameController):
    """The controller as pass and play has it: ``hand_over`` and ``viewer_ready``."""

    hand_over = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ready_presses = 0

    def viewer_ready(self) -> None:
        self.ready_presses += 1


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[MainWindow]:
    """A 2-player match on the table, the person's hand in view."""
    controller = PassAndPlayController()
    win = MainWindow(UiSettings(speed="instant"), controller=controller)
    controller.setParent(win)
    controller.pace_ms = 0
    win.resize(1024, 768)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.start(GameSetup(seed=3))
    qtbot.waitUntil(controller.is_viewers_turn, timeout=10000)
    yield win
    controller.shutdown()


def in_window(widget: QWidget) -> QRect:
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def test_the_hand_over_screen_hides_the_whole_table(qtbot: QtBot, table: MainWindow) -> None:
    controller = table.controller
    assert isinstance(controller, PassAndPlayController)
    cards = [item for item in table.scene.items() if isinstance(item, CardItem) and item.isVisible()]
    assert cards  # the hand is on the table before
    screen = table.hand_over_screen
    controller.hand_over.emit("Mormor")
    QApplication.processEvents()
    assert screen.isVisible() and screen.title.text() == "Mormor's turn"
    assert screen.accessibleName() == "Mormor's turn" and "ready" in screen.accessibleDescription()
    assert "Mormor's turn" in screen.button.accessibleDescription()
    for part in (table.view, table.panel, table.status_area):
        assert in_window(screen).contains(in_window(part)), part.objectName()
    picture = table.grab().toImage()
    covered = in_window(screen)
    assert picture.copy(covered) == screen.grab().toImage().convertToFormat(picture.format())
    assert not table.view.isEnabled() and not table.menus.review_action.isEnabled()
    assert QApplication.focusWidget() is screen.button


def test_nothing_on_the_table_acts_behind_the_screen(qtbot: QtBot, table: MainWindow) -> None:
    controller = table.controller
    assert isinstance(controller, PassAndPlayController)
    phase = controller.state.phase  # type: ignore[union-attr]
    controller.hand_over.emit("Morfar")
    QApplication.processEvents()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_D)  # Draw's key
    table.buttons.shortcuts[next(iter(table.buttons.shortcuts))].trigger()
    assert controller.state.phase is phase and not table.notice.text()  # type: ignore[union-attr]


def test_enter_says_the_person_is_ready(qtbot: QtBot, table: MainWindow) -> None:
    controller = table.controller
    assert isinstance(controller, PassAndPlayController)
    table.show_notice("Tip: meld the three kings")  # the last person's tip names their cards
    controller.hand_over.emit("Mormor")
    assert not table.notice.text()
    with qtbot.waitSignal(table.hand_over_screen.ready, timeout=1000):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert controller.ready_presses == 1
    assert not table.hand_over_screen.isVisible()
    assert table.view.isEnabled() and table.menus.review_action.isEnabled()
    assert QApplication.focusWidget() is table.view  # the keyboard plays the table again
    controller.hand_over.emit("Morfar")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert controller.ready_presses == 2


def test_a_new_match_takes_the_screen_away(qtbot: QtBot, table: MainWindow) -> None:
    controller = table.controller
    assert isinstance(controller, PassAndPlayController)
    controller.hand_over.emit("Mormor")
    table.start(GameSetup(seed=4))
    assert not table.hand_over_screen.isVisible() and table.view.isEnabled()


@pytest.mark.parametrize("language", ["da", "sv"])
def test_the_screens_in_danish_and_swedish(
    qtbot: QtBot, qapp: QApplication, table: MainWindow, language: str
) -> None:
    """Screenshots to look at (in $CANASTA_SHOTS); no text cut."""
    i18n.install_language(qapp, language)
    controller = table.controller
    assert isinstance(controller, PassAndPlayController)
    controller.hand_over.emit("Mormor")
    QApplication.processEvents()
    words = {"da": "Turen går til Mormor", "sv": "Turen går till Mormor"}
    assert table.hand_over_screen.title.text() == words[language]
    assert_texts_fit(table.hand_over_screen)
    table.grab().save(str(SHOTS / f"pass-and-play-hand-over-{language}.png"))
    dialog = open_dialog(qtbot, GameSetup(preset="classic-4p", name="Mormor", seats=GRANDPARENTS))
    assert_texts_fit(dialog)
    dialog.grab().save(str(SHOTS / f"pass-and-play-new-game-4p-{language}.png"))
    choose(dialog.game, "preset:salling-6p")
    for box in dialog.levels:
        choose(box, PERSON)
    assert_texts_fit(dialog)
    dialog.grab().save(str(SHOTS / f"pass-and-play-new-game-6p-{language}.png"))
