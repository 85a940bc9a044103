"""Comfort: card size and zoom, four-colour suits, high contrast (measured on rendered pixels), settings kept."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_desktop.engine.cards import Card
from canasta_desktop.persistence.settings import Settings, load_settings, save_settings
from canasta_desktop.ui.art.cardart import CardStyle, render_card_image, set_card_style
from canasta_desktop.ui.dialogs.dialogs import SettingsDialog
from canasta_desktop.ui.table.items import ZoneItem
from canasta_desktop.ui.table.targets import Zone

from .conftest import give, pause_computer, refresh, start
from .contrast import mark_contrast, ratio, text_contrast

MIN_TEXT_CONTRAST = 4.5  # WCAG AA for text
MIN_MARK_CONTRAST = 3.0  # WCAG AA for graphical objects (1.4.11)


def _hand_card_width(win) -> float:  # type: ignore[no-untyped-def]
    item = win.scene.cards[win.controller.hand()[0]]
    return item.mapRectToScene(item.card_rect()).width()


def _on_screen(win) -> None:  # type: ignore[no-untyped-def]
    """Every hand card lies whole inside the view (issue 31: half a card under the window's edge was half
    hidden by the status lines); every card of the pile and the melds lies on the table, in view or where
    the table scrolls to (with no room for all to grow it is taller than the view); no sideways bar."""
    QApplication.processEvents()  # the view shows its scroll bar once its layout has run
    view_rect = QRect(QPoint(0, 0), win.view.viewport().size())
    table = win.scene.sceneRect()
    for item in win.scene.cards.values():
        if item.zone in (Zone.HAND, Zone.PILE, Zone.MELD, Zone.STAGING) and item.isVisible():
            scene_rect = item.mapRectToScene(item.card_rect())
            if item.zone == Zone.HAND:
                rect = win.view.mapFromScene(scene_rect).boundingRect()
                assert view_rect.adjusted(-1, -1, 1, 1).contains(rect), (item.card, rect, view_rect)
            else:
                assert table.adjusted(-1, -1, 1, 1).contains(scene_rect), (item.card, scene_rect, table)
    assert not win.view.horizontalScrollBar().isVisible()
    scrolls = table.height() > view_rect.height() + 1
    assert win.view.verticalScrollBar().isVisible() == scrolls  # a table that scrolls says so


# ----------------------------------------------------------------------------- card size and zoom


def test_extra_large_fits_1280x800_with_bigger_hand_cards(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 800)
    start(qtbot, window, seed=8)
    pause_computer(window)
    normal = _hand_card_width(window)
    window.settings.card_size = "xlarge"
    window.apply_settings(window.settings)
    assert _hand_card_width(window) >= normal * 1.2
    _on_screen(window)
    state = window.controller.state  # a big hand after taking a pile still fits, every card on screen
    state.hands[0].extend(state.stock[:20])
    del state.stock[:20]
    refresh(window)
    assert len(window.controller.hand()) >= 30
    _on_screen(window)


def test_ctrl_plus_minus_zero_and_ctrl_wheel_change_the_card_size(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    pause_computer(window)
    normal = _hand_card_width(window)
    QTest.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.card_size == "large"
    assert _hand_card_width(window) > normal
    QTest.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.card_size == "xlarge"  # stops at the largest
    QTest.keyClick(window.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.card_size == "large"
    QTest.keyClick(window.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.card_size == "normal"
    assert _hand_card_width(window) == pytest.approx(normal)
    viewport = window.view.viewport()
    wheel = QWheelEvent(
        QPointF(200, 200),
        QPointF(viewport.mapToGlobal(QPoint(200, 200))),
        QPoint(0, 0),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, wheel)
    assert window.settings.card_size == "large"


# ----------------------------------------------------------------------------- the settings


def test_comfort_settings_are_saved_with_the_others_and_old_files_get_defaults(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.json"
    save_settings(
        path, Settings(card_size="xlarge", four_colour_suits=True, high_contrast=True, step_through=True)
    )
    loaded = load_settings(path).settings
    assert (loaded.card_size, loaded.four_colour_suits, loaded.high_contrast, loaded.step_through) == (
        "xlarge",
        True,
        True,
        True,
    )
    document = json.loads(path.read_text())
    for key in ("card_size", "four_colour_suits", "high_contrast", "step_through"):
        del document[key]  # a file written before these settings existed
    path.write_text(json.dumps(document))
    old = load_settings(path)
    assert old.settings.card_size == "normal" and not old.settings.high_contrast


def test_settings_dialog_choices_take_effect_at_once(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    pause_computer(window)
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("xlarge"))
    dialog.four_colour.setChecked(True)
    dialog.high_contrast.setChecked(True)
    dialog.step_through.setChecked(True)
    chosen = dialog.settings()
    assert (chosen.card_size, chosen.four_colour_suits, chosen.high_contrast, chosen.step_through) == (
        "xlarge",
        True,
        True,
        True,
    )
    window.apply_settings(chosen)
    try:
        assert window.scene.zoom == 1.5
        assert window.controller.step_through
        felt = window.view.viewport().grab().toImage().pixelColor(4, 300)
        assert felt.lightness() > 200  # the light felt of the high-contrast table
    finally:
        window.apply_settings(Settings(animation_speed="instant"))


# ----------------------------------------------------------------------------- four colours


def _has_colour(image: QImage, wanted: QColor) -> bool:
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - wanted.red()) + abs(c.green() - wanted.green()) + abs(c.blue() - wanted.blue())
                < 40
            ):
                return True
    return False


def test_four_colour_suits_draw_diamonds_blue_and_clubs_green() -> None:
    blue, green, red = QColor("#0a47a8"), QColor("#0f6e2a"), QColor("#b3122e")
    try:
        set_card_style(CardStyle(four_colour=True))
        assert _has_colour(render_card_image(Card.from_str("5D"), 120), blue)
        assert _has_colour(render_card_image(Card.from_str("5C"), 120), green)
        assert _has_colour(render_card_image(Card.from_str("5H"), 120), red)
        set_card_style(CardStyle())
        assert not _has_colour(render_card_image(Card.from_str("5D"), 120), blue)
        assert _has_colour(render_card_image(Card.from_str("5D"), 120), red)
    finally:
        set_card_style(CardStyle())


# ----------------------------------------------------------------------------- contrast, measured


def _label_contrasts(win) -> dict[str, float]:  # type: ignore[no-untyped-def]
    viewport = win.view.viewport()
    with_text = viewport.grab().toImage()
    shown = [label for label in win.scene.labels if label.isVisible() and label.text()]
    for label in shown:
        label.setVisible(False)
    without = viewport.grab().toImage()
    for label in shown:
        label.setVisible(True)
    return {
        label.text(): text_contrast(
            with_text,
            without,
            win.view.mapFromScene(label.mapRectToScene(label.boundingRect())).boundingRect(),
        )
        for label in shown
    }


@pytest.mark.parametrize("high_contrast", [False, True])
def test_every_table_text_has_aa_contrast(qtbot, window, high_contrast: bool) -> None:  # type: ignore[no-untyped-def]
    window.apply_settings(Settings(animation_speed="instant", high_contrast=high_contrast))
    try:
        start(qtbot, window, seed=8)
        pause_computer(window)
        state = window.controller.state
        give(state, 0, ["KH", "KS", "KC", "QH", "QS", "QD"])
        refresh(window)
        window.controller.turn.set_selection([Card.from_str(t) for t in ("KH", "KS", "KC")])
        window.controller.turn.meld()  # the meter's text changes colour with the staged points
        contrasts = _label_contrasts(window)
        print("high contrast" if high_contrast else "normal", {k: round(v, 1) for k, v in contrasts.items()})
        assert len(contrasts) >= 8
        low = {text: round(value, 2) for text, value in contrasts.items() if value < MIN_TEXT_CONTRAST}
        assert not low
    finally:
        window.apply_settings(Settings(animation_speed="instant"))


@pytest.mark.parametrize("high_contrast", [False, True])
def test_marks_stand_out_and_differ_in_shape_not_only_hue(qtbot, window, high_contrast: bool) -> None:  # type: ignore[no-untyped-def]
    """Legal target, refused target, Tip target and keyboard focus: each at least 3:1 against the felt,
    and each different from the others in grey (so shape or outline, not hue alone, tells them apart)."""
    window.apply_settings(Settings(animation_speed="instant", high_contrast=high_contrast))
    try:
        start(qtbot, window, seed=8)
        pause_computer(window)
        zone = window.scene.zones[(Zone.STAGING, None, 0)]
        viewport = window.view.viewport()
        rect = window.view.mapFromScene(zone.boundingRect()).boundingRect()
        plain = viewport.grab(rect).toImage()
        looks = {}
        for name, state, tip, focused in (
            ("accept", ZoneItem.ACCEPTS, False, False),
            ("hover", ZoneItem.HOVER_OK, False, False),
            ("refuse", ZoneItem.HOVER_NO, False, False),
            ("tip", ZoneItem.NONE, True, False),
            ("focus", ZoneItem.NONE, False, True),
        ):
            zone.set_highlight(state)
            zone.tip = tip
            zone.set_focused(focused)
            zone.update()
            image = viewport.grab(rect).toImage()
            looks[name] = image.convertToFormat(QImage.Format.Format_Grayscale8)
            contrast = mark_contrast(image, plain)
            print(name, round(contrast, 2))
            assert contrast >= MIN_MARK_CONTRAST, name
        zone.set_highlight(ZoneItem.NONE)
        zone.tip = False
        zone.set_focused(False)
        names = list(looks)
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                assert looks[a] != looks[b], (a, b)
    finally:
        window.apply_settings(Settings(animation_speed="instant"))


def test_a_selected_card_shows_a_tick_as_well_as_its_colour(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, window, seed=8)
    pause_computer(window)
    card = window.controller.hand()[-1]  # the card no other covers
    item = window.scene.cards[card]
    rect = item.card_rect()
    badge = QPointF(rect.right() - 10.8, rect.top() + 5.0)  # in the tick badge, above the tick (card units)
    before = (
        window.view.viewport().grab().toImage().pixelColor(window.view.mapFromScene(item.mapToScene(badge)))
    )
    resting = item.pos().y()
    window.controller.turn.toggle_select(card)
    qtbot.waitUntil(lambda: item.pos().y() < resting - 5)  # risen
    corner = window.view.mapFromScene(item.mapToScene(badge))
    after = window.view.viewport().grab().toImage().pixelColor(corner)
    assert ratio(before, after) >= MIN_MARK_CONTRAST  # the tick badge: visible without telling colours apart
