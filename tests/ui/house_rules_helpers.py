"""Driving the New game dialog and the house-rules editor as a player does: clicks and typing."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QWidget,
)

from canasta_desktop.ui.dialogs.rule_widgets import RulesForm

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def press(button: QAbstractButton) -> None:
    """A real click in the middle of the button."""
    assert button.isVisible(), button.text()
    QTest.mouseClick(button, LEFT, NONE, button.rect().center())


def choose(combo: QComboBox, data: object) -> None:
    """Open the combo's list with a click, then walk to the item holding ``data`` with the arrow keys and
    press Return (a mouse release right after the list opens is ignored by Qt, as a player's would be)."""
    index = combo.findData(data)
    assert index >= 0, f"{data!r} not in {[combo.itemData(i) for i in range(combo.count())]}"
    QTest.mouseClick(combo, LEFT, NONE, combo.rect().center())
    view = combo.view()
    QApplication.processEvents()
    assert view.isVisible()
    key = Qt.Key.Key_Down if index > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(200):
        if view.currentIndex().row() == index:
            break
        QTest.keyClick(view, key)
    QTest.keyClick(view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert combo.currentIndex() == index


def type_text(edit: QLineEdit, text: str) -> None:
    """Click into the field, select what is there, and type ``text``."""
    QTest.mouseClick(edit, LEFT, NONE, edit.rect().center())
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Backspace)
    QTest.keyClicks(edit, text)


def type_number(spin: QSpinBox, value: int) -> None:
    """Click into the spin box, select its number and type another."""
    edit = spin.lineEdit()
    QTest.mouseClick(edit, LEFT, NONE, edit.rect().center())
    spin.selectAll()
    QTest.keyClicks(spin, str(value))
    QTest.keyClick(spin, Qt.Key.Key_Tab)
    assert spin.value() == value, (spin.value(), value)


def click_item(widget: QListWidget, text: str) -> None:
    items = widget.findItems(text, Qt.MatchFlag.MatchExactly)
    assert items, text
    rect = widget.visualItemRect(items[0])
    QTest.mouseClick(widget.viewport(), LEFT, NONE, rect.center())
    assert widget.currentItem() is items[0]


def show_field(form: RulesForm, field: str) -> QWidget:
    """Click the tab holding ``field`` and scroll it into view; its editor widget."""
    editor = form.editors[field]
    index = form._tab_of[field]
    bar = form.tabs.tabBar()
    QTest.mouseClick(bar, LEFT, NONE, bar.tabRect(index).center())
    assert form.tabs.currentIndex() == index
    scroll = form.tabs.currentWidget()
    scroll.ensureWidgetVisible(editor)  # type: ignore[attr-defined]
    QApplication.processEvents()
    return editor


def set_field(form: RulesForm, field: str, value: object) -> None:
    """Change one rule with its widget: type a number, tick a box or choose from the list."""
    editor = show_field(form, field)
    if hasattr(editor, "spin"):
        type_number(editor.spin, int(value))  # type: ignore[arg-type]
    elif hasattr(editor, "box"):
        if editor.box.isChecked() != value:
            QTest.mouseClick(editor.box, LEFT, NONE, QPoint(6, editor.box.height() // 2))
        assert editor.box.isChecked() == value
    else:
        choose(editor.combo, value)  # type: ignore[attr-defined]
