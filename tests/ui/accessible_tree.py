"""Walking Qt's accessibility tree the way a screen reader does."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

R = QAccessible.Role
INTERACTIVE = {
    R.PushButton,
    R.CheckBox,
    R.RadioButton,
    R.ComboBox,
    R.EditableText,
    R.MenuItem,
    R.ButtonMenu,
    R.List,
    R.ListItem,
    R.Slider,
    R.SpinBox,
    R.PageTab,
    R.Table,
    R.ProgressBar,
    R.MenuBar,
    R.Canvas,
}


def walk(root: QWidget) -> Iterator[QAccessibleInterface]:
    seen: set[int] = set()
    stack = [QAccessible.queryAccessibleInterface(root)]
    while stack:
        node = stack.pop()
        if node is None or not node.isValid():
            continue
        key = QAccessible.uniqueId(node)
        if key in seen:
            continue
        seen.add(key)
        yield node
        stack.extend(node.child(i) for i in range(node.childCount()))


def unnamed_interactive(root: QWidget) -> list[str]:
    """Every element a player can act on (shown, enabled or not) that has no accessible name."""
    missing = []
    for node in walk(root):
        state = node.state()
        obj = node.object()
        takes_focus = isinstance(obj, QWidget) and obj.focusPolicy() != Qt.FocusPolicy.NoFocus
        if state.invisible or (node.role() not in INTERACTIVE and not takes_focus):
            continue
        if not node.text(QAccessible.Text.Name).strip():
            missing.append(f"{node.role().name} {type(obj).__name__} {obj.objectName() if obj else ''}")
    return missing
