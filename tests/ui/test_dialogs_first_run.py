"""The first-run box: opaque over the table, the buttons named as they are labelled, a clear close."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from canasta_desktop.ui.controller.controller import GameSetup
from canasta_desktop.ui.controller.pacing import Pause
from canasta_desktop.ui.dialogs.dialogs import UiSettings
from canasta_desktop.ui.dialogs.first_run import BACKGROUND, FirstRunHint
from canasta_desktop.ui.text import i18n
from canasta_desktop.ui.text.button_text import Button

from .conftest import start


@pytest.fixture
def hint(qtbot: QtBot, window, monkeypatch: pytest.MonkeyPatch, tmp_path) -> Iterator[FirstRunHint]:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("CANASTA_DESKTOP_HOME", str(tmp_path))
    start(qtbot, window, seed=5)
    box = FirstRunHint(window.view, "classic-2p", "mellem")
    box.show()
    box.raise_()
    yield box
    i18n.remove_language(QApplication.instance())  # type: ignore[arg-type]


def test_the_box_is_opaque(qtbot: QtBot, window, hint: FirstRunHint) -> None:  # type: ignore[no-untyped-def]
    image = window.grab().toImage()
    inside = hint.mapTo(window, QPoint(8, hint.height() // 2))  # the left margin, beside the text
    ratio = window.devicePixelRatioF()
    colour = image.pixelColor(int(inside.x() * ratio), int(inside.y() * ratio))
    assert colour == QColor(BACKGROUND), colour.name()


@pytest.mark.parametrize(
    ("language", "draw", "take"),
    [("en", "Draw 2", "Take pile"), ("da", "Træk 2", "Tag bunken"), ("sv", "Dra 2", "Ta högen")],
)
def test_the_box_names_the_buttons_as_they_read(
    qtbot: QtBot,
    window,
    hint: FirstRunHint,
    language: str,  # type: ignore[no-untyped-def]
    draw: str,
    take: str,
) -> None:
    i18n.install_language(QApplication.instance(), language)  # type: ignore[arg-type]
    QApplication.processEvents()
    assert window.buttons[Button.DRAW].text() == draw and window.buttons[Button.TAKE].text() == take
    body = hint.body.text()
    for button in (
        window.buttons[Button.DRAW],
        window.buttons[Button.TAKE],
        window.buttons[Button.MELD],
        window.buttons[Button.ADD],
        window.buttons[Button.DISCARD],
        window.buttons[Button.TIP],
    ):
        assert f"<b>{button.text()}</b>" in body, button.text()


def test_the_box_closes_with_its_close_button_and_says_so(qtbot: QtBot, hint: FirstRunHint) -> None:
    assert hint.close_button.isVisible() and hint.close_button.toolTip() == "Close"
    assert hint.ok_button.isVisible()
    with qtbot.waitSignal(hint.dismissed):
        hint.close_button.click()
    assert not hint.isVisible()


def test_esc_closes_the_box_from_the_table(qtbot: QtBot, window, hint: FirstRunHint) -> None:  # type: ignore[no-untyped-def]
    window.view.setFocus()
    with qtbot.waitSignal(hint.dismissed):
        QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not hint.isVisible()


def test_the_players_first_move_closes_the_box_and_the_computer_plays_on(
    qtbot: QtBot,
    window,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    tmp_path,
) -> None:
    monkeypatch.setenv("CANASTA_DESKTOP_HOME", str(tmp_path))
    start(qtbot, window, seed=5)
    window.offer_first_run_hint(force=True)
    hint = window.first_run_hint
    controller = window.controller
    assert controller.pacing.held(Pause.WELCOME)
    qtbot.waitUntil(controller.is_viewers_turn)
    with qtbot.waitSignal(hint.dismissed):
        window.buttons[Button.DRAW].click()  # the player plays on without reading the box
    assert not controller.pacing.held(Pause.WELCOME)


def test_a_computer_that_starts_says_it_waits_for_the_box(
    qtbot: QtBot,
    window,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    tmp_path,
) -> None:
    monkeypatch.setenv("CANASTA_DESKTOP_HOME", str(tmp_path))
    window.controller.pace_ms = 10**6  # the computer waits while the test looks
    for seed in range(1, 40):
        window.start(GameSetup(seed=seed))
        if not window.controller.is_viewers_turn():
            break
    window.offer_first_run_hint(force=True)
    window.controller.pace_ms = 0
    assert window.status.text() == "Medium waits until you close the welcome box (Got it, or Esc)."
    assert window.panel.thinking.text() == ""  # waiting for the player is not thinking
    window.controller.pace_ms = 10**6
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert "welcome box" not in window.status.text()
    assert window.panel.thinking.text() == "Thinking…"
    window.controller.pace_ms = 0
    window.controller.pacing.schedule()
    qtbot.waitUntil(window.controller.is_viewers_turn, timeout=10000)  # and then it plays


def test_the_box_offers_to_follow_the_computers_turns_step_by_step(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22 point 21: with 4 or 6 players the computers' turns rush by; the box offers step by step."""
    from canasta_desktop.persistence.paths import HOME_VARIABLE
    from canasta_desktop.persistence.storage import Storage
    from canasta_desktop.ui.window.main_window import MainWindow

    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    storage = Storage.at()
    window = MainWindow(UiSettings(speed="instant"), storage=storage)
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    window.start(GameSetup(preset="classic-4p", seed=2))
    window.offer_first_run_hint(force=True)
    hint = window.first_run_hint
    assert hint is not None and hint.step_box.isVisible() and not hint.step_box.isChecked()
    qtbot.mouseClick(hint.step_box, Qt.MouseButton.LeftButton, pos=QPoint(8, hint.step_box.height() // 2))
    assert window.settings.step_through and window.controller.step_through
    assert storage.writer.flush()  # written on the writer thread
    assert storage.load_settings().settings.step_through  # kept for the next start
    window.controller.shutdown()


def test_the_step_by_step_choice_reads_well_on_the_box(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Seen in the Danish stranger run: the check box's words were dark on the dark box."""
    from .contrast import ratio

    window.offer_first_run_hint(force=True)
    hint = window.first_run_hint
    assert hint is not None
    QApplication.processEvents()
    image = hint.grab().toImage()  # the box as drawn, the check box on it
    box = hint.step_box.geometry()
    words = 28  # past the square one ticks (white in any style): the words only
    lightest = max(
        (
            image.pixelColor(x, y)
            for x in range(box.left() + words, box.right(), 2)
            for y in range(box.top(), box.bottom())
        ),
        key=lambda colour: colour.lightness(),
    )
    assert ratio(lightest, QColor(BACKGROUND)) >= 4.5


def test_the_step_by_step_square_is_drawn(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Seen in the Danish stranger run of session 8: the unticked square was not drawn at all (a style
    sheet on the check box), so the choice read as a line of text."""
    from .contrast import ratio

    window.offer_first_run_hint(force=True)
    hint = window.first_run_hint
    assert hint is not None and not hint.step_box.isChecked()
    QApplication.processEvents()
    image = hint.grab().toImage()
    square = hint.step_box.geometry()
    lightest = max(
        (
            image.pixelColor(x, y)
            for x in range(square.left(), square.left() + 18)
            for y in range(square.top(), square.bottom())
        ),
        key=lambda colour: colour.lightness(),
    )
    assert ratio(lightest, QColor(BACKGROUND)) >= 3  # a control's edge against the box (WCAG 1.4.11)


@pytest.mark.parametrize("language", ["en", "da", "sv"])
def test_a_screen_reader_hears_the_box_while_the_keyboard_stays_on_the_table(
    qtbot: QtBot,
    window,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    tmp_path,
    language: str,
) -> None:
    """The box is no dialog (the letter keys go on playing), so it is announced when it shows."""
    monkeypatch.setenv("CANASTA_DESKTOP_HOME", str(tmp_path))
    window.set_language(language)
    try:
        start(qtbot, window, seed=5)
        said: list[str] = []
        window.announcer.announced.connect(said.append)
        window.offer_first_run_hint(force=True)
        hint = window.first_run_hint
        assert hint is not None and said and said[-1] == hint.spoken
        assert said[-1].startswith(hint.title.text()) and "<" not in said[-1]
        assert hint.accessibleName() == hint.title.text() and hint.accessibleDescription() == hint.spoken
        draw = window.buttons[Button.DRAW].text()
        assert draw.split()[0] in said[-1]  # the points as the box shows them, without markup
    finally:
        i18n.remove_language(QApplication.instance())  # type: ignore[arg-type]
