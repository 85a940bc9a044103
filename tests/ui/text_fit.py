"""Does every text fit its widget? A reusable check for dialogs and the main window.

`text_problems(widget)` lists each visible label, button, check box, radio button
and combo box (the widget itself and its descendants) whose text is wider than
the room the widget has, each word-wrapped label whose text needs more height
than it got, and a window larger than the screen. `assert_texts_fit(widget)`
fails with that list. The widget must be shown (laid out) first. Item views (table cells) are not
looked at: they elide on purpose.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QTextDocument
from PySide6.QtGui import Qt as GuiQt  # mightBeRichText lives in QtGui's Qt namespace
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)

SLACK = 1  # pixels of rounding allowed
#: What a window manager's title bar takes besides the title: an icon and three buttons (measured on
#: openbox and KWin at 1× scale: 90–110 px).
TITLE_BAR_EXTRA = 110


def _plain(text: str) -> str:
    """A button's text as drawn: a single & marks the mnemonic and is not drawn."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget: QWidget) -> str:
    window = widget.window()
    where = f"{type(window).__name__} {window.windowTitle()!r}"
    return f"{type(widget).__name__} {widget.objectName() or ''} in {where}".replace("  ", " ")


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + SLACK:
            return f"{_name(label)}: {text[:60]!r} needs {needed}px of height, has {label.height()}"
        return None
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        widest = int(document.idealWidth())
    else:
        metrics = QFontMetrics(label.font())
        widest = max(metrics.horizontalAdvance(line) for line in text.splitlines() or [""])
    if widest > room.width() + SLACK:
        return f"{_name(label)}: {text[:60]!r} is {widest}px wide, has {room.width()}"
    return None


def _push_button_needs(button: QPushButton, text: str) -> int:
    """The width Qt's style gives a push button around ``text`` (without its minimum width)."""
    metrics = QFontMetrics(button.font())
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = text
    option.features = (
        QStyleOptionButton.ButtonFeature.DefaultButton
        if button.isDefault()
        else QStyleOptionButton.ButtonFeature.None_
    )
    width = metrics.horizontalAdvance(text)
    if not button.icon().isNull():
        width += button.iconSize().width() + 4
    content = QSize(width, metrics.height())
    return button.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, content, button).width()


def _button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    if isinstance(button, QPushButton):
        needed = _push_button_needs(button, text)
    elif isinstance(button, (QCheckBox, QRadioButton)):
        needed = button.sizeHint().width()
    else:
        needed = QFontMetrics(button.font()).horizontalAdvance(text)
    if needed > button.width() + SLACK:
        return f"{_name(button)}: {text!r} needs {needed}px, has {button.width()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    """Every item, not only the chosen one: choosing another must not cut it either."""
    metrics = QFontMetrics(combo.font())
    for index in range(combo.count()):
        text = combo.itemText(index)
        option = QStyleOptionComboBox()
        option.initFrom(combo)
        option.editable = combo.isEditable()
        option.currentText = text
        content = QSize(metrics.horizontalAdvance(text), metrics.height())
        needed = (
            combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, content, combo).width()
        )
        if needed > combo.width() + SLACK:
            return f"{_name(combo)}: item {text!r} needs {needed}px, has {combo.width()}"
    return None


def _window_problem(widget: QWidget) -> str | None:
    if not widget.isWindow():
        return None
    screen = widget.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry()
    size = widget.frameGeometry().size()
    if size.width() > room.width() or size.height() > room.height():
        return (
            f"{_name(widget)} is {size.width()}×{size.height()}, "
            f"the screen has {room.width()}×{room.height()}"
        )
    title_font = QFont(widget.font())
    title_font.setBold(True)
    title = QFontMetrics(title_font).horizontalAdvance(widget.windowTitle()) + TITLE_BAR_EXTRA
    if widget.windowTitle() and title > size.width():
        return f"{_name(widget)}: the title bar needs {title}px, the window is {size.width()} wide"
    return None


def text_problems(widget: QWidget, screen: bool = True) -> list[str]:
    """Every text of ``widget`` and its visible descendants that does not fit, in words; with ``screen``,
    also a window larger than the screen or too narrow for its title."""
    problems = [_window_problem(widget) if screen else None]
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        if isinstance(child, QLabel):
            problems.append(_label_problem(child))
        elif isinstance(child, QAbstractButton):
            problems.append(_button_problem(child))
        elif isinstance(child, QComboBox):
            problems.append(_combo_problem(child))
    return [problem for problem in problems if problem]


def assert_texts_fit(widget: QWidget, screen: bool = True) -> None:
    """Fail, naming each one, when a text of ``widget`` is cut or the window is larger than the screen.

    The offscreen platform's screen is 800×800: pass ``screen=False`` for a main window sized larger
    on purpose (1600×1000), where only the texts are in question.
    """
    problems = text_problems(widget, screen)
    assert not problems, "texts that do not fit:\n" + "\n".join(problems)
