"""The host's window over the local servers, for the host's tests (test_host_*.py): a real `MainWindow`
whose Settings name the local mailbox and relay, and New game played with the real dialog."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import Link
from canasta_desktop.persistence.storage import Storage
from canasta_desktop.ui.controller.invitations import SeatInvitation
from canasta_desktop.ui.controller.remote_driver import RemoteDriver
from canasta_desktop.ui.dialogs.dialogs import NewGameDialog, UiSettings
from canasta_desktop.ui.dialogs.invitation import InvitationDialog, SeatPanel
from canasta_desktop.ui.dialogs.seat_rows import REMOTE
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.window.main_window import MainWindow

from ..ui.house_rules_helpers import choose, press, type_text
from .conftest import Servers
from .peers import TIMEOUT

WAIT_MS = int(TIMEOUT * 1000)
CODE = re.compile(r"^[0-9]+(-[a-z]+)+$")
GUEST_SEAT = 2  # the partner's seat of a 4-player game


def host_settings(servers: Servers, **more: object) -> UiSettings:
    """Settings naming the local servers (``more`` may name others)."""
    values = {"speed": "instant", "mailbox_url": servers.mailbox_url, "transit_relay": servers.relay}
    return UiSettings.model_validate(values | more)


class HostWindows:
    """Opens host windows on the local servers and closes them (and their links) after the test."""

    def __init__(self, qtbot: QtBot, servers: Servers) -> None:
        self.qtbot = qtbot
        self.servers = servers
        self.opened: list[MainWindow] = []

    def open(self, storage: Storage | None = None, **settings: object) -> MainWindow:
        win = MainWindow(host_settings(self.servers, **settings), storage=storage)
        win.controller.pace_ms = 0
        win.resize(1280, 820)
        self.qtbot.addWidget(win)
        win.show()
        self.qtbot.waitExposed(win)
        self.opened.append(win)
        return win

    def close_all(self) -> None:
        for win in self.opened:
            win.invites.leave(TIMEOUT)
            win.controller.shutdown()


@pytest.fixture(name="hosts")
def hosts_fixture(qtbot: QtBot, servers: Servers, qapp: QApplication) -> Iterator[HostWindows]:
    """Host windows in English (import this module's fixtures into a test module to use them)."""
    i18n.install_language(qapp, "en")
    made = HostWindows(qtbot, servers)
    yield made
    made.close_all()
    i18n.remove_language(qapp)


@pytest.fixture(name="links")
def links_fixture() -> Iterator[list[Link]]:
    """The guests' links a test makes, closed after it."""
    made: list[Link] = []
    yield made
    for link in made:
        link.close()
    for link in made:
        assert link.wait_closed(TIMEOUT)


def new_game_with_a_guest(
    monkeypatch: pytest.MonkeyPatch, win: MainWindow, name: str = "Mormor", stand_in: str = "let"
) -> None:
    """New game through the real dialog, by the mouse and keys: a 4-player game whose partner's seat is
    a person at another computer called ``name``, the computer ``stand_in`` playing for them if away."""

    def fill_in(dialog: NewGameDialog) -> int:
        dialog.show()
        choose(dialog.game, "preset:classic-4p")
        choose(dialog.levels[GUEST_SEAT - 1], REMOTE)
        field = dialog.findChild(QLineEdit, f"name:{GUEST_SEAT}")
        assert field is not None and field.isVisible()
        type_text(field, name)
        choose(dialog.seats.rows[GUEST_SEAT - 1].stand_in, stand_in)
        press(dialog.start_button)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    win.new_game()


def remote_seat(win: MainWindow, seat: int = GUEST_SEAT) -> RemoteDriver:
    session = win.controller.session
    assert session is not None
    driver = session.seats[seat]
    assert isinstance(driver, RemoteDriver)
    return driver


def invitation_dialog(win: MainWindow) -> InvitationDialog:
    dialog = win.invites.dialog
    assert dialog is not None
    return dialog


def seat_panel(win: MainWindow, seat: int = GUEST_SEAT) -> SeatPanel:
    return invitation_dialog(win).panel(seat)


def invitation(win: MainWindow, seat: int = GUEST_SEAT) -> SeatInvitation:
    return seat_panel(win, seat).seat


def shown_code(qtbot: QtBot, win: MainWindow, seat: int = GUEST_SEAT, not_this: str = "") -> str:
    """The code the dialog shows for ``seat``, once the server has given it (another than ``not_this``)."""
    label = seat_panel(win, seat).code
    qtbot.waitUntil(lambda: bool(CODE.match(label.text())) and label.text() != not_this, timeout=WAIT_MS)
    return label.text()


def wait_status(qtbot: QtBot, win: MainWindow, text: str, seat: int = GUEST_SEAT) -> None:
    label = seat_panel(win, seat).status
    qtbot.waitUntil(lambda: label.text() == text, timeout=WAIT_MS)


def recorder(win: MainWindow) -> Callable[[], list[str]]:
    """What the screen reader is told from now on."""
    said: list[str] = []
    win.announcer.announced.connect(said.append)
    return lambda: said
