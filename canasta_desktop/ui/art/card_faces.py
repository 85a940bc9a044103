"""Card faces: pips, court cards, jokers, and the simplified faces of small cards.

Below :data:`SMALL_FACE_HEIGHT` on-screen pixels a face is simplified to a big
index and a big suit so it stays legible.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from canasta_desktop.engine.cards import Card, Rank, Suit

from .card_paths import (
    CENTRE,
    both_ends,
    enter_unit_space,
    hairline,
    joined,
    paint_blank,
    pip,
    star,
    text_path,
    vertical_word,
)
from .card_style import BLACK as BLACK
from .card_style import RED as RED
from .card_style import suit_colour

#: Below this on-screen height (logical px) a card shows a simplified face.
SMALL_FACE_HEIGHT = 80.0
GOLD = QColor("#d9a928")
COURT_TINT = QColor("#fbf4e2")

# Standard pip layouts: (column, row), column -1/0/1, row 0 (top) .. 1 (bottom).
_T = 1 / 3
_PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: ((-1, 0), (1, 0), (-1, _T), (1, _T), (0, 0.5), (-1, 2 * _T), (1, 2 * _T), (-1, 1), (1, 1)),
    10: (
        (-1, 0),
        (1, 0),
        (0, _T / 2),
        (-1, _T),
        (1, _T),
        (-1, 2 * _T),
        (1, 2 * _T),
        (0, 1 - _T / 2),
        (-1, 1),
        (1, 1),
    ),
}
_PIP_SIZE = 10.5
_PIP_COLUMN_STEP = 13.0
_PIP_TOP = 15.0
_PIP_BOTTOM = 73.0
_FRAME = QRectF(14.5, 9.0, 34.0, 70.0)  # the court cards' picture frame


# --------------------------------------------------------------------------- faces

_RANK_LABELS = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J", Rank.TEN: "10"}


def rank_label(rank: Rank) -> str:
    """The index text of a rank: A, 2–10, J, Q, K (JOKER for jokers)."""
    return "JOKER" if rank == Rank.JOKER else _RANK_LABELS.get(rank, str(int(rank)))


def card_colour(card: Card) -> QColor:
    """The ink of a card: deep red or near black (in four colours: ♦ blue, ♣ green too)."""
    return suit_colour(card)


def _is_court(rank: Rank) -> bool:
    return rank in (Rank.JACK, Rank.QUEEN, Rank.KING)


def paint_card_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """Paint ``card`` face up into ``rect`` (any size; best in 63 × 88 proportions)."""
    painter.save()
    apparent = enter_unit_space(painter, rect)
    paint_blank(painter, apparent)
    if apparent < SMALL_FACE_HEIGHT:
        _paint_small_face(painter, card, apparent)
    elif card.is_joker:
        _paint_joker(painter, card, apparent)
    elif _is_court(card.rank):
        _paint_court(painter, card, apparent)
    else:
        _paint_pips(painter, card)
    painter.restore()


@lru_cache(maxsize=64)
def _index_path(rank: Rank, suit: Suit) -> QPainterPath:
    """Rank and suit in the top-left corner and, upside down, in the bottom-right one."""
    label = text_path(rank_label(rank), 6.4, 4.0, 8.6, max_width=9.8)
    return both_ends(joined(label, pip(suit, 6.4, 19.6, 7.4)))


@lru_cache(maxsize=64)
def _pips_path(rank: Rank, suit: Suit) -> QPainterPath:
    """The index and the pips of a 2–10 in the standard layout."""
    pips = joined(_index_path(rank, suit))
    for column, row in _PIP_LAYOUTS[int(rank)]:
        x = CENTRE.x() + column * _PIP_COLUMN_STEP
        y = _PIP_TOP + row * (_PIP_BOTTOM - _PIP_TOP)
        pips.addPath(pip(suit, x, y, _PIP_SIZE, flip=row > 0.5))
    return pips


def _paint_pips(painter: QPainter, card: Card) -> None:
    assert card.suit is not None
    colour = card_colour(card)
    if card.rank != Rank.ACE:
        painter.fillPath(_pips_path(card.rank, card.suit), colour)
        return
    painter.fillPath(_index_path(card.rank, card.suit), colour)
    if card.suit == Suit.SPADES:  # the ace of spades gets its traditional flourish
        painter.setPen(QPen(colour, 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(CENTRE, 19.0, 19.0)
        painter.drawEllipse(CENTRE, 20.2, 20.2)
    size = 30.0 if card.suit == Suit.SPADES else 24.0
    painter.fillPath(pip(card.suit, CENTRE.x(), CENTRE.y(), size), colour)


# --------------------------------------------------------------------------- court cards


def _crown_king() -> tuple[QPainterPath, QPainterPath]:
    """A spiked crown and the jewels on its points."""
    body = QPainterPath(QPointF(-10, 10))
    for x, y in ((-10.5, 1.5), (-5.5, 6), (0, 0), (5.5, 6), (10.5, 1.5), (10, 10)):
        body.lineTo(x, y)
    body.closeSubpath()
    jewels = joined()
    for x, y in ((-10.5, 1.5), (0, 0), (10.5, 1.5)):
        jewels.addEllipse(QPointF(x, y), 1.5, 1.5)
    return body, jewels


def _crown_queen() -> tuple[QPainterPath, QPainterPath]:
    """A domed crown with an orb and a row of pearls."""
    body = QPainterPath(QPointF(-8.5, 10))
    body.lineTo(-8.5, 7)
    body.cubicTo(-8.5, 1.5, -3, 2.5, 0, 3)
    body.cubicTo(3, 2.5, 8.5, 1.5, 8.5, 7)
    body.lineTo(8.5, 10)
    body.closeSubpath()
    jewels = joined()
    jewels.addEllipse(QPointF(0, 0.8), 2.1, 2.1)
    for x in (-5.5, -2.75, 0.0, 2.75, 5.5):
        jewels.addEllipse(QPointF(x, 8.2), 0.9, 0.9)
    return body, jewels


def _fleur_de_lis() -> tuple[QPainterPath, QPainterPath]:
    """A fleur-de-lis (petals and foot) and the band that ties it."""
    petals = QPainterPath(QPointF(0, -0.5))
    petals.cubicTo(3.2, 2.0, 3.2, 5.5, 1.0, 8.0)
    petals.lineTo(-1.0, 8.0)
    petals.cubicTo(-3.2, 5.5, -3.2, 2.0, 0, -0.5)
    petals.closeSubpath()
    for side in (-1, 1):
        petal = QPainterPath(QPointF(side * 1.0, 8.0))
        petal.cubicTo(side * 1.0, 4.0, side * 6.5, 1.5, side * 8.5, 4.0)
        petal.cubicTo(side * 9.8, 5.8, side * 8.0, 7.6, side * 6.6, 6.6)
        petal.cubicTo(side * 7.8, 5.6, side * 6.8, 4.4, side * 5.6, 4.8)
        petal.cubicTo(side * 3.8, 5.4, side * 3.0, 7.0, side * 3.0, 8.0)
        petal.closeSubpath()
        petals.addPath(petal if side > 0 else petal.toReversed())
    petals.moveTo(-1.3, 9.2)
    petals.cubicTo(-1.6, 10.4, -3.0, 11.0, -4.2, 11.0)
    petals.lineTo(4.2, 11.0)
    petals.cubicTo(3.0, 11.0, 1.6, 10.4, 1.3, 9.2)
    petals.closeSubpath()
    petals.setFillRule(Qt.FillRule.WindingFill)
    band = joined()
    band.addRoundedRect(QRectF(-4.6, 7.5, 9.2, 2.0), 0.8, 0.8)
    return petals, band


_EMBLEMS = {Rank.KING: _crown_king, Rank.QUEEN: _crown_queen, Rank.JACK: _fleur_de_lis}


@lru_cache(maxsize=16)
def _court_paths(rank: Rank, suit: Suit) -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A court card's ink (index, letters, suits), emblems and jewels, both halves."""
    cx = CENTRE.x()
    letter = text_path(rank_label(rank), cx, 25.0, 13.0)
    letter.translate(0, 31.5 - letter.boundingRect().center().y())
    suits = joined(pip(suit, cx - 11.5, 31.5, 6.0), pip(suit, cx + 11.5, 31.5, 6.0))
    ink = joined(_index_path(rank, suit), both_ends(joined(letter, suits)))
    t = QTransform()
    t.translate(cx, 11.5)
    body, jewels = _EMBLEMS[rank]()
    return ink, both_ends(t.map(body)), both_ends(t.map(jewels))


def _paint_court_frame(painter: QPainter, suit: Suit, colour: QColor, line: float) -> None:
    """The tinted picture frame with a gold inner line split at the middle."""
    painter.setPen(QPen(colour, line))
    painter.setBrush(COURT_TINT)
    painter.drawRoundedRect(_FRAME, 1.5, 1.5)
    painter.setPen(QPen(GOLD, line))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_FRAME.adjusted(1.3, 1.3, -1.3, -1.3), 1.0, 1.0)
    cx, cy = CENTRE.x(), CENTRE.y()
    painter.drawLine(QPointF(_FRAME.left() + 3, cy), QPointF(cx - 4, cy))
    painter.drawLine(QPointF(cx + 4, cy), QPointF(_FRAME.right() - 3, cy))
    painter.fillPath(pip(suit, cx, cy, 5.0), GOLD)


def _paint_court(painter: QPainter, card: Card, apparent: float) -> None:
    assert card.suit is not None
    colour = card_colour(card)
    line = hairline(apparent)
    _paint_court_frame(painter, card.suit, colour, line)
    ink, body, jewels = _court_paths(card.rank, card.suit)
    painter.fillPath(ink, colour)
    painter.setPen(QPen(colour, line * 0.8))
    painter.setBrush(GOLD)
    painter.drawPath(body)
    painter.setBrush(colour)
    painter.drawPath(jewels)


# --------------------------------------------------------------------------- jokers


@lru_cache(maxsize=1)
def _joker_index() -> QPainterPath:
    """ "JOKER" down the corner with a star under it, at both ends."""
    word = vertical_word("JOKER", 6.4, 4.5, 5.6, 7.4)
    word.addPath(star(QPointF(6.4, 44.0), 3.4, 1.4))
    return both_ends(word)


def _jester_cap() -> tuple[QPainterPath, QPainterPath, QPainterPath]:
    """A jester's cap standing on (0, 0): the side points, the middle point, the bells."""
    sides = QPainterPath(QPointF(-12, 0))
    sides.cubicTo(-13, -9, -18, -17, -25, -13)
    sides.cubicTo(-19, -19, -10, -16, -4, -9)
    sides.lineTo(4, -9)
    sides.cubicTo(10, -16, 19, -19, 25, -13)
    sides.cubicTo(18, -17, 13, -9, 12, 0)
    sides.closeSubpath()
    middle = QPainterPath(QPointF(-6, 0))
    middle.cubicTo(-6, -12, -3, -22, 0, -27)
    middle.cubicTo(3, -22, 6, -12, 6, 0)
    middle.closeSubpath()
    bells = joined()
    for x, y in ((-25, -11.5), (0, -27.5), (25, -11.5)):
        bells.addEllipse(QPointF(x, y), 2.4, 2.4)
    bells.addRoundedRect(QRectF(-14, -1.5, 28, 4.5), 2, 2)
    return sides, middle, bells


def _paint_joker(painter: QPainter, card: Card, apparent: float) -> None:
    colour = card_colour(card)
    line = hairline(apparent)
    painter.fillPath(_joker_index(), colour)
    painter.save()
    painter.translate(CENTRE.x(), 42.0)
    painter.scale(0.82, 0.82)
    sides, middle, bells = _jester_cap()
    painter.setPen(QPen(colour, line))
    painter.setBrush(colour)
    painter.drawPath(sides)
    painter.setBrush(GOLD)
    painter.drawPath(middle)
    painter.drawPath(bells)
    painter.restore()
    painter.setPen(QPen(GOLD, line * 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(CENTRE.x(), 60.0), 12.5, 12.5)
    painter.fillPath(star(QPointF(CENTRE.x(), 60.5), 10.5, 4.3), colour)


# --------------------------------------------------------------------------- small faces


@lru_cache(maxsize=64)
def _small_ink(rank: Rank, suit: Suit | None) -> QPainterPath:
    """A big index in the corner and a big suit (or star) in the lower right."""
    if suit is None:
        ink = vertical_word("JOKER", 11.0, 5.0, 11.0, 15.5)
        ink.addPath(star(QPointF(41.0, 56.0), 17.0, 7.0))
        return ink
    label = text_path(rank_label(rank), 12.5, 5.0, 22.0, max_width=21.0)
    return joined(label, pip(suit, 12.5, 42.5, 17.0), pip(suit, 42.5, 60.0, 28.0))


def _paint_small_face(painter: QPainter, card: Card, apparent: float) -> None:
    """A face legible at small sizes; court cards keep a hint of their gold frame."""
    if _is_court(card.rank):
        painter.setPen(QPen(GOLD, hairline(apparent, 1.0)))
        painter.setBrush(COURT_TINT)
        painter.drawRoundedRect(QRectF(26.0, 40.0, 33.0, 44.0), 2.0, 2.0)
    painter.fillPath(_small_ink(card.rank, card.suit), card_colour(card))


# --------------------------------------------------------------------------- stacked faces

#: The fraction of a card's height that a stacked face's index fills (rank and suit side by side).
STACK_STRIP = 0.2


@lru_cache(maxsize=64)
def _row_ink(rank: Rank, suit: Suit | None) -> QPainterPath:
    """Rank and suit side by side in the top strip, and a big suit (or star) below."""
    if suit is None:
        ink = text_path("JOKER", 25.0, 3.0, 11.0, serif=False, max_width=40.0)
        ink.addPath(star(QPointF(53.0, 8.6), 6.2, 2.6))
        ink.addPath(star(QPointF(31.5, 55.0), 17.0, 7.0))
        return ink
    label = text_path(rank_label(rank), 13.0, 2.6, 12.2, max_width=21.0)
    return joined(label, pip(suit, 34.0, 8.9, 12.0), pip(suit, 31.5, 55.0, 30.0))


def paint_stacked_face(painter: QPainter, rect: QRectF, card: Card) -> None:
    """A face for a card in a meld column: only its top strip shows, so the whole index is in it."""
    painter.save()
    apparent = enter_unit_space(painter, rect)
    paint_blank(painter, apparent)
    if _is_court(card.rank):
        painter.setPen(QPen(GOLD, hairline(apparent, 1.0)))
        painter.setBrush(COURT_TINT)
        painter.drawRoundedRect(QRectF(12.0, 33.0, 39.0, 46.0), 2.0, 2.0)
    painter.fillPath(_row_ink(card.rank, card.suit), card_colour(card))
    painter.restore()
