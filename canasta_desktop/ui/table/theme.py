"""The table's colours and line widths: the usual green felt, or high contrast (dark text on light
felt, thicker outlines). One theme for the whole table, set from the settings like the card style."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class TableTheme:
    high_contrast: bool = False

    @property
    def felt_centre(self) -> QColor:
        return QColor("#eef3e6") if self.high_contrast else QColor("#2f7a4d")

    @property
    def felt_edge(self) -> QColor:
        return QColor("#dde7d2") if self.high_contrast else QColor("#174a2e")

    def text(self, colour: str) -> QColor:
        """A label's colour: as laid out, or near black on the light felt."""
        return QColor("#111111") if self.high_contrast else QColor(colour)

    @property
    def text_shadow(self) -> bool:
        return not self.high_contrast

    @property
    def line(self) -> float:
        """A factor on outline widths."""
        return 1.8 if self.high_contrast else 1.0

    @property
    def outline(self) -> QColor:
        """Band and area outlines (the new-meld area, an empty stock or pile)."""
        return QColor("#2b2b2b") if self.high_contrast else QColor(255, 255, 255, 110)

    @property
    def band_fill(self) -> QColor:
        return QColor(0, 0, 0, 18) if self.high_contrast else QColor(0, 0, 0, 34)

    @property
    def accept(self) -> QColor:
        return QColor("#0b6b25") if self.high_contrast else QColor("#a6ffbc")

    @property
    def refuse(self) -> QColor:
        return QColor("#a8140a") if self.high_contrast else QColor("#ffd6cf")

    @property
    def tip(self) -> QColor:
        return QColor("#7a4700") if self.high_contrast else QColor("#ffe27a")

    @property
    def selected(self) -> QColor:
        return QColor("#0a3d91") if self.high_contrast else QColor("#3d8bfd")

    @property
    def focus(self) -> QColor:
        return QColor("#000000") if self.high_contrast else QColor("#ffffff")


_current = TableTheme()


def table_theme() -> TableTheme:
    return _current


def set_table_theme(theme: TableTheme) -> bool:
    global _current
    changed = theme != _current
    _current = theme
    return changed
