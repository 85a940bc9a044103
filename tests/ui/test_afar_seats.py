"""New game seats a person at another computer (issue 35): "A person at another computer" beside a
person here and the computer levels, with the name the host expects (optional) and the computer that
plays for them while away; by the keyboard, and shown again as chosen when the dialog opens again."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.session import SeatKind
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.controller.remote_driver import RemoteDriver
from canasta_desktop.ui.controller.table_session import TableSession
from canasta_desktop.ui.dialogs.new_game import NewGameDialog
from canasta_desktop.ui.dialogs.seat_rows import PERSON, REMOTE
from canasta_desktop.ui.text import i18n

from .house_rules_helpers import choose, type_text

PERSON_AT, AFAR, COMPUTER = SeatKind.PERSON, SeatKind.REMOTE, SeatKind.COMPUTER


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


def tab() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, Qt.Key.Key_Tab)
    after = QApplication.focusWidget()
    assert after is not None
    return after


def test_the_keyboard_seats_a_partner_at_another_computer(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(preset="classic-4p"))
    partner = dialog.levels[1]
    assert [partner.itemData(index) for index in range(2)] == [PERSON, REMOTE]
    assert partner.itemText(1) == "A person at another computer"
    partner.setFocus()
    QTest.keyClick(partner, Qt.Key.Key_Home)
    QTest.keyClick(partner, Qt.Key.Key_Down)  # the second choice
    assert partner.currentData() == REMOTE
    row = dialog.seats.rows[1]
    assert row.name.isVisible() and row.stand_in_row.isVisible()
    assert row.name.placeholderText() == "Guest"  # a name is optional
    assert row.stand_in_label.text() == "If the line drops, the computer plays:"
    assert dialog.seat_labels() == ["Opponent Anna:", "Partner:", "Opponent Bent:"]
    assert dialog.name.placeholderText() == "You"  # still the one person at this screen
    name = tab()
    assert name is row.name and name.accessibleName() == "The partner's name"
    QTest.keyClicks(name, "Mormor")
    stand_in = tab()
    assert stand_in is row.stand_in
    assert stand_in.accessibleName() == "The computer that plays for them while they are away"
    QTest.keyClick(stand_in, Qt.Key.Key_Home)  # the easiest level
    assert tab() is dialog.levels[2]
    setup = dialog.setup()
    assert setup.seats == (
        SeatPlan(PERSON_AT, ""),
        SeatPlan(COMPUTER, level="mellem"),
        SeatPlan(AFAR, "Mormor", "let"),
        SeatPlan(COMPUTER, level="mellem"),
    )
    assert setup.levels == ("mellem", "mellem") and setup.level == "mellem"
    session = TableSession.new(setup, 5)
    driver = session.seats[2]
    assert isinstance(driver, RemoteDriver) and (driver.name, driver.stand_in_level) == ("Mormor", "let")
    assert session.names[0] == "You" and session.people() == [0]


def test_two_guests_without_names_are_told_apart_and_one_name_twice_is_refused(qtbot: QtBot) -> None:
    dialog = open_dialog(qtbot, GameSetup(preset="classic-4p", name="Bo"))
    choose(dialog.levels[0], REMOTE)
    choose(dialog.levels[2], REMOTE)
    assert [row.name.placeholderText() for row in dialog.seats.rows if row.is_remote] == [
        "Guest 1",
        "Guest 2",
    ]
    assert [plan.name for plan in dialog.setup().seats] == ["Bo", "Guest 1", "", "Guest 2"]
    assert dialog.start_button.isEnabled()
    field = dialog.findChild(QLineEdit, "name:3")
    assert field is not None
    type_text(field, "bo")
    assert not dialog.start_button.isEnabled()
    assert dialog.seat_problem.text() == "Two players are called Bo: give each a name of their own."


def test_the_dialog_opens_again_on_the_seats_played_from_afar(qtbot: QtBot) -> None:
    seats = (
        SeatPlan(PERSON_AT, "Bo"),
        SeatPlan(AFAR, "Morfar", "svaer"),
        SeatPlan(PERSON_AT, "Mormor"),
        SeatPlan(COMPUTER, level="let"),
    )
    dialog = open_dialog(qtbot, GameSetup(preset="classic-4p", name="Bo", level="let", seats=seats))
    row = dialog.seats.rows[0]
    assert row.is_remote and row.name.text() == "Morfar" and row.stand_in.currentData() == "svaer"
    assert dialog.seats.rows[1].is_person and dialog.seats.pass_and_play()
    assert dialog.setup().seats == seats
    choose(row.who, "mellem")  # a computer again: no name, no stand-in
    assert not row.name.isVisible() and not row.stand_in_row.isVisible()
    assert dialog.setup().seats[1] == SeatPlan(COMPUTER, level="mellem")
