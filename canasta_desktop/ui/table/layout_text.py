"""The table's text sizes and how wide a text is drawn: what every part of the layout measures with."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont, QFontMetricsF

from . import layout_plan

TEXT = 13.0  # the pixel size of ordinary table text (larger with a larger desktop font: set_text_scale)
SMALL_TEXT = 12.0


def set_text_scale(scale: float) -> None:
    """Table texts ``scale`` times their usual size, and the room for them (the desktop's font is larger)."""
    global TEXT, SMALL_TEXT
    TEXT, SMALL_TEXT = round(13.0 * scale), round(12.0 * scale)
    layout_plan.set_text_scale(scale)


def two_lines(text: str, size: float, room: float) -> list[str]:
    """``text`` on one line when it fits ``room``, else broken at the space that balances two lines."""
    if text_width(text, size) <= room or " " not in text:
        return [text]
    words = text.split(" ")
    splits = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]
    return min(splits, key=lambda pair: max(text_width(pair[0], size), text_width(pair[1], size)))


def fitting(candidates: Sequence[str], size: float, room: float, bold: bool = False) -> str:
    """The first of ``candidates`` (longest first) that fits ``room``, else the last (then elided).

    A shorter text that says the essential (the number) reads better than a long one cut short."""
    for text in candidates:
        if text_width(text, size, bold) <= room:
            return text
    return candidates[-1]


def fits(lines: Sequence[str], size: float, room: float) -> bool:
    return all(text_width(line, size) <= room for line in lines)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is drawn in the table's font at ``size`` pixels."""
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(size))
    font.setBold(bold)
    return QFontMetricsF(font).horizontalAdvance(text)
