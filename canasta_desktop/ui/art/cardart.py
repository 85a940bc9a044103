"""The project's own vector card art, painted with QPainter.

Everything is drawn in a unit space of 63 × 88 points (a real card's
millimetres) scaled onto the target rectangle, so cards stay crisp at any size
and device pixel ratio. Suits are our own vector paths; text (indices, court
letters, "JOKER") is turned into paths too, so SVG exports need no font. Below
:data:`SMALL_FACE_HEIGHT` on-screen pixels a face is simplified to a big index
and a big suit so it stays legible.

The drawing lives in `card_paths` (the unit space, suits, path helpers),
`card_faces` and `card_backs`; this module gathers their public names and
renders whole cards to images.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from canasta_desktop.engine.cards import Card

from .card_backs import BACK_STYLES, paint_card_back
from .card_faces import (
    BLACK,
    COURT_TINT,
    GOLD,
    RED,
    SMALL_FACE_HEIGHT,
    STACK_STRIP,
    card_colour,
    paint_card_face,
    paint_stacked_face,
    rank_label,
)
from .card_paths import BORDER, CARD_HEIGHT, CARD_WIDTH, FACE, suit_path
from .card_style import CardStyle, card_style, set_card_style

__all__ = [
    "BACK_STYLES",
    "BLACK",
    "BORDER",
    "CARD_HEIGHT",
    "CARD_WIDTH",
    "COURT_TINT",
    "CardStyle",
    "FACE",
    "GOLD",
    "RED",
    "SMALL_FACE_HEIGHT",
    "STACK_STRIP",
    "card_colour",
    "card_size_for_width",
    "card_style",
    "paint_card",
    "paint_card_back",
    "paint_card_face",
    "paint_stacked_face",
    "rank_label",
    "render_card_image",
    "set_card_style",
    "suit_path",
]


def card_size_for_width(width_px: int) -> tuple[int, int]:
    """Pixel size of a card ``width_px`` wide in the standard proportions."""
    return width_px, round(width_px * CARD_HEIGHT / CARD_WIDTH)


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, back_style: int = 0) -> None:
    """The face of ``card``, or a back of ``back_style`` when ``card`` is None."""
    if card is None:
        paint_card_back(painter, rect, back_style)
    else:
        paint_card_face(painter, rect, card)


def render_card_image(
    card: Card | None, width_px: int, device_pixel_ratio: float = 1.0, back_style: int = 0
) -> QImage:
    """The card's face (its back when ``card`` is None) on a transparent image.

    The image has ``width_px × device_pixel_ratio`` physical pixels and carries
    the ratio, so it shows ``width_px`` logical pixels wide and sharp.
    """
    width, height = card_size_for_width(width_px)
    image = QImage(
        round(width * device_pixel_ratio),
        round(height * device_pixel_ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, height), card, back_style)
    painter.end()
    return image
