"""Combo boxes the dialogs share: a list of (text, data) items, the computer levels, the presets."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox

from ...ai import LEVELS
from ...engine.rules import PRESETS
from ..text import messages


def choice_box(items: Iterable[tuple[str, object]], current: object) -> QComboBox:
    """A combo box of (text, data) items with ``current`` chosen (the first item when it is not there)."""
    box = QComboBox()
    for text, data in items:
        box.addItem(text, data)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def level_choice(current: str) -> QComboBox:
    return choice_box(((messages.level_name(level), level) for level in LEVELS), current)


def game_choice(current: str) -> QComboBox:
    return choice_box(((messages.preset_name(name), name) for name in PRESETS), current)


PRESET, HOUSE = "preset", "house"


def game_key(kind: str, name: str) -> str:
    """A game list entry's data (PRESET or HOUSE, and its name) as a plain string, which Qt's item
    models store and compare reliably."""
    return f"{kind}:{name}"


def split_key(key: str) -> tuple[str, str]:
    kind, _, name = key.partition(":")
    return kind, name
