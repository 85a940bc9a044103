"""Game ▸ Join a game…: the dialog reads a code as people type it, says what is wrong with one that
is not a code, shows the link's steps, and gives up at Cancel (tests/net/test_guest_*.py join for real)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.net.link import LinkEnd
from canasta_desktop.ui.controller.guest_words import end_text
from canasta_desktop.ui.controller.pacing import Pause
from canasta_desktop.ui.dialogs.join_dialog import GuestBox, JoinDialog
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.messages import translate
from canasta_desktop.ui.window.main_window import MainWindow

from .conftest import start
from .text_fit import assert_texts_fit


def test_a_code_typed_as_it_is_read_out_is_sent_in_its_normal_form(qtbot: QtBot) -> None:
    dialog = JoinDialog("Ann")
    qtbot.addWidget(dialog)
    asked: list[tuple[str, str]] = []
    dialog.join_requested.connect(lambda code, name: asked.append((code, name)))
    dialog.show()
    qtbot.keyClicks(dialog.code_edit, "  7 Guitarist  revenge ")
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    assert asked == [("7-guitarist-revenge", "Ann")]
    assert dialog.joining and not dialog.join_button.isEnabled() and not dialog.code_edit.isEnabled()
    dialog.show_progress("Waiting for the host…")
    assert dialog.status.text() == "Waiting for the host…"
    dialog.show_failure("The code did not match.")
    assert dialog.join_button.isEnabled() and dialog.status.text() == "The code did not match."


def test_what_is_not_a_code_is_said_and_nothing_is_joined(qtbot: QtBot) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    asked: list[str] = []
    dialog.join_requested.connect(lambda code, _name: asked.append(code))
    for text in ("", "guitarist revenge", "7", "7-guitarist-r3venge"):
        dialog.code_edit.setText(text)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert "not an invitation code" in dialog.status.text()
    assert asked == [] and dialog.join_button.isEnabled()


def test_cancel_and_escape_give_the_join_up(qtbot: QtBot) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    cancelled: list[bool] = []
    dialog.cancelled.connect(lambda: cancelled.append(True))
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert cancelled == [True] and not dialog.isVisible()


def test_the_game_menu_offers_join_after_new_game_and_the_home_computer_waits_meanwhile(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, seed=2)
    actions = window.menus.game_menu.actions()
    after_new = actions[actions.index(window.menus.new_action) + 1 :]
    assert after_new[:2] == [window.invites.action, window.guest.action]  # New game, Invite…, Join…
    assert window.guest.action.text() == "&Join a game…"
    window.guest.action.trigger()
    dialog = window.guest.dialog
    assert isinstance(dialog, JoinDialog) and dialog.isVisible() and dialog.isModal()
    assert window.controller.pacing.held(Pause.DIALOG)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and not window.controller.pacing.held(Pause.DIALOG)
    assert window.guest.joining is None and window.guest.play is None


def test_the_welcome_box_offers_join_too(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, seed=2)
    window.offer_first_run_hint(force=True)
    hint = window.first_run_hint
    assert hint is not None and hint.join_button.isVisible() and hint.join_button.text() == "Join a game…"
    qtbot.mouseClick(hint.join_button, Qt.MouseButton.LeftButton)
    dialog = window.guest.dialog
    assert isinstance(dialog, JoinDialog) and dialog.isVisible()
    assert not hint.isVisible() and not window.controller.pacing.held(Pause.WELCOME)
    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)


def test_the_panel_box_says_whose_game_it_is_and_when_it_has_ended(qtbot: QtBot) -> None:
    box = GuestBox()
    qtbot.addWidget(box)
    box.show_playing()
    assert box.title.text() == "At the host's table" and box.leave_button.text() == "Leave the game"
    box.show_ended("The host ended the game.")
    assert box.text.text() == "The host ended the game." and box.leave_button.text() == "Back to your game"


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.remove_language(qapp)


@pytest.mark.parametrize("language", ["en", "da", "sv"], indirect=True)
def test_the_dialog_s_and_the_box_s_texts_fit_in_every_language(qtbot: QtBot, language: str) -> None:
    dialog = JoinDialog("Mormor")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_failure(end_text(LinkEnd.WRONG_CODE, ""))  # the longest sentence it says
    assert_texts_fit(dialog)
    box = GuestBox()
    qtbot.addWidget(box)
    box.setFixedWidth(200)  # as narrow as the score panel
    box.show_playing()
    assert_texts_fit(box)


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_the_way_to_join_is_named_as_the_menu_names_it_in_every_language(
    qapp: QApplication, language: str
) -> None:
    """Swedish said "Spel ▸ Gå med i ett spel…" where the menu says "Delta i ett spel…"."""
    i18n.install_language(qapp, language)
    try:
        game = translate("WindowMenu", "&Game").replace("&", "")
        join = translate("WindowGuest", "&Join a game…").replace("&", "")
        how = translate("InvitationDialog", "On the other computer: Game ▸ Join a game…, then type the code.")
        assert f"{game} ▸ {join}" in how
        assert translate("FirstRunHint", "Join a game…") == join
    finally:
        i18n.install_language(qapp, "en")
