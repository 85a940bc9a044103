"""The host's dialogs of play at a distance in English, Danish and Swedish, with a real code from the
local servers: no text cut, and pictures to look at (in $CANASTA_SHOTS): New game with a person at
another computer, the invitation dialog waiting and after a stop, Settings with its servers."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.persistence.session import SeatKind
from canasta_desktop.ui.controller.game_setup import GameSetup, SeatPlan
from canasta_desktop.ui.dialogs.dialogs import SettingsDialog
from canasta_desktop.ui.dialogs.new_game import NewGameDialog
from canasta_desktop.ui.text import i18n

from ..ui.text_fit import assert_texts_fit
from .host_window import (  # noqa: F401 - the fixtures
    HostWindows,
    hosts_fixture,
    invitation_dialog,
    seat_panel,
    shown_code,
)

pytestmark = [pytest.mark.usefixtures("no_reactor_errors"), pytest.mark.xdist_group("wormhole-servers")]

SHOTS = Path(os.environ.get("CANASTA_SHOTS", tempfile.gettempdir()))
AFAR = (
    SeatPlan(SeatKind.PERSON, ""),
    SeatPlan(SeatKind.REMOTE, "Morfar", "svaer"),
    SeatPlan(SeatKind.REMOTE, "Mormor", "let"),
    SeatPlan(SeatKind.COMPUTER, level="mellem"),
)
WAITING = {
    "en": "Waiting for Mormor to type the code.",
    "da": "Venter på, at Mormor skriver koden.",
    "sv": "Väntar på att Mormor skriver in koden.",
}


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_the_host_s_dialogs_in_every_language(
    qtbot: QtBot, qapp: QApplication, hosts: HostWindows, language: str
) -> None:
    i18n.install_language(qapp, language)
    setup = GameSetup(preset="classic-4p", name="Bo", seats=AFAR)
    new_game = NewGameDialog(setup)
    qtbot.addWidget(new_game)
    new_game.show()
    qtbot.waitExposed(new_game)
    assert new_game.seats.rows[1].stand_in_row.isVisible()
    assert_texts_fit(new_game)
    new_game.grab().save(str(SHOTS / f"afar-new-game-{language}.png"))

    win = hosts.open()
    win.start(setup)
    shown_code(qtbot, win, seat=1)
    shown_code(qtbot, win, seat=2)
    dialog = invitation_dialog(win)
    qtbot.waitExposed(dialog)
    assert seat_panel(win).status.text() == WAITING[language]
    assert_texts_fit(dialog)
    dialog.grab().save(str(SHOTS / f"afar-invitation-{language}.png"))
    seat_panel(win, 1).action.click()  # Morfar's seat: no more inviting, the computer plays
    QApplication.processEvents()
    assert_texts_fit(dialog)
    dialog.grab().save(str(SHOTS / f"afar-invitation-stopped-{language}.png"))
    assert_texts_fit(win.status, screen=False)  # the seats' notes after the controller's sentence
    win.grab().save(str(SHOTS / f"afar-table-{language}.png"))

    settings = SettingsDialog(win.settings)
    qtbot.addWidget(settings)
    settings.show()
    qtbot.waitExposed(settings)
    settings.servers.relay.setText("relay.example:4001")  # its problem line shows
    assert_texts_fit(settings)
    settings.grab().save(str(SHOTS / f"afar-settings-{language}.png"))
