"""WCAG contrast from rendered pixels: the table drawn with and without its labels, compared."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())


def ratio(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def mean_colour(image: QImage, rect: QRect) -> QColor:
    rect = rect.intersected(image.rect())
    r = g = b = n = 0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c = image.pixelColor(x, y)
            r, g, b, n = r + c.red(), g + c.green(), b + c.blue(), n + 1
    return QColor(r // max(n, 1), g // max(n, 1), b // max(n, 1))


def text_contrast(with_text: QImage, without: QImage, rect: QRect) -> float:
    """The contrast of the drawn text against what lies under it: the strongest text pixel vs the mean ground."""
    ground = mean_colour(without, rect)
    rect = rect.intersected(with_text.rect())
    best = 1.0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            best = max(best, ratio(with_text.pixelColor(x, y), ground))
    return best


def mark_contrast(marked: QImage, plain: QImage) -> float:
    """How strongly a mark stands out: the contrast of its changed pixels against the same pixels unmarked
    (the 97th percentile: the mark's line, not its faint fill, and not one stray antialiased pixel)."""
    values = []
    for y in range(min(marked.height(), plain.height())):
        for x in range(min(marked.width(), plain.width())):
            a, b = marked.pixelColor(x, y), plain.pixelColor(x, y)
            if a != b:
                values.append(ratio(a, b))
    values.sort()
    return values[len(values) * 97 // 100] if values else 1.0
