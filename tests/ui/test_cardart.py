"""The card art: every card renders, colours and suits tell apart, backs differ, high-DPI works."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from canasta_desktop.engine.cards import Card, Rank, Suit, build_deck
from canasta_desktop.ui.art import card_faces, cardart
from canasta_desktop.ui.art.render_cards import main, render_sheet

LARGE = 90  # px wide: the full face
SMALL = 40  # px wide: the simplified face


def _pixels(image: QImage) -> list[tuple[int, int, int, int]]:
    """(r, g, b, alpha) of every physical pixel."""
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(image.constBits())
    stride, width = image.bytesPerLine(), image.width()
    return [
        tuple(data[row * stride + 4 * x : row * stride + 4 * x + 4])  # type: ignore[misc]
        for row in range(image.height())
        for x in range(width)
    ]


def _ink(image: QImage) -> tuple[int, int]:
    """How many pixels are deep red and how many near black."""
    red = dark = 0
    for r, g, b, a in _pixels(image):
        if a < 200:
            continue
        if r > 120 and g < 80 and b < 100:
            red += 1
        elif r < 70 and g < 70 and b < 70:
            dark += 1
    return red, dark


def _opaque(image: QImage) -> int:
    return sum(1 for *_, a in _pixels(image) if a > 200)


@pytest.mark.parametrize("width", [LARGE, SMALL])
def test_every_card_of_a_108_card_deck_renders_in_its_colour(qapp: object, width: int) -> None:
    deck = build_deck(2, 4)
    assert len(deck) == 108
    for card in deck:
        image = cardart.render_card_image(card, width)
        assert (image.width(), image.height()) == cardart.card_size_for_width(width)
        area = image.width() * image.height()
        assert _opaque(image) > 0.9 * area, card
        red, dark = _ink(image)
        if card.is_red:
            assert red > 0.02 * area and dark < red / 10, (card, red, dark)
        else:
            assert dark > 0.02 * area and red < dark / 10, (card, red, dark)


def test_red_and_black_jokers_differ(qapp: object) -> None:
    red_joker, black_joker = Card(Rank.JOKER, None, 0), Card(Rank.JOKER, None, 1)
    assert red_joker.is_red and not black_joker.is_red
    assert cardart.render_card_image(red_joker, LARGE) != cardart.render_card_image(black_joker, LARGE)


def test_joker_looks_unlike_every_other_card(qapp: object) -> None:
    joker = cardart.render_card_image(Card(Rank.JOKER, None, 0), LARGE)
    for card in build_deck(1, 0):
        assert cardart.render_card_image(card, LARGE) != joker


@pytest.mark.parametrize("width", [LARGE, SMALL, 24])
def test_the_four_suits_tell_apart_by_shape_even_when_small(qapp: object, width: int) -> None:
    masks = {suit: _ink_mask(cardart.render_card_image(Card(Rank.SEVEN, suit), width)) for suit in Suit}
    for first, second in itertools.combinations(Suit, 2):
        differing = sum(x != y for x, y in zip(masks[first], masks[second]))
        smaller = min(sum(masks[first]), sum(masks[second]))
        assert differing > 0.08 * smaller, (first, second, differing, smaller)


def _ink_mask(image: QImage) -> list[bool]:
    """Where the ink is, whatever its colour (the grey border and white face left out)."""
    return [a > 200 and (max(r, g, b) < 80 or (r > 120 and g < 80)) for r, g, b, a in _pixels(image)]


def test_suit_paths_fill_the_unit_box(qapp: object) -> None:
    for suit in Suit:
        box = cardart.suit_path(suit).boundingRect()
        assert box.left() >= 0 and box.top() >= 0 and box.right() <= 1 and box.bottom() <= 1
        assert box.height() > 0.9 and box.width() > 0.7, suit


def test_pip_layouts_have_the_right_count_and_never_overlap() -> None:
    index = QRectF(1.0, 3.0, 11.0, 21.0)  # the corner index, top left
    for rank in range(2, 11):
        layout = card_faces._PIP_LAYOUTS[rank]
        assert len(layout) == rank
        boxes = [_pip_box(column, row) for column, row in layout]
        for a, b in itertools.combinations(boxes, 2):
            assert not a.intersects(b), (rank, a, b)
        for box in boxes:
            assert not box.intersects(index)
            assert QRectF(0, 0, cardart.CARD_WIDTH, cardart.CARD_HEIGHT).contains(box)


def _pip_box(column: int, row: float) -> QRectF:
    size = card_faces._PIP_SIZE * 0.95  # the shapes stay inside 95 % of their box
    x = cardart.CARD_WIDTH / 2 + column * card_faces._PIP_COLUMN_STEP
    y = card_faces._PIP_TOP + row * (card_faces._PIP_BOTTOM - card_faces._PIP_TOP)
    return QRectF(x - size / 2, y - size / 2, size, size)


def test_rank_labels_are_the_printed_indices() -> None:
    labels = [cardart.rank_label(rank) for rank in Rank if rank != Rank.JOKER]
    assert labels == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def test_the_two_backs_differ_and_have_their_colours(qapp: object) -> None:
    blue = cardart.render_card_image(None, LARGE, back_style=0)
    red = cardart.render_card_image(None, LARGE, back_style=1)
    assert blue != red
    assert _average(blue)[2] > _average(blue)[0]
    assert _average(red)[0] > _average(red)[2]


def _average(image: QImage) -> tuple[float, float, float]:
    pixels = [(r, g, b) for r, g, b, a in _pixels(image) if a > 200]
    count = len(pixels)
    return (
        sum(p[0] for p in pixels) / count,
        sum(p[1] for p in pixels) / count,
        sum(p[2] for p in pixels) / count,
    )


def test_backs_keep_a_white_margin(qapp: object) -> None:
    image = cardart.render_card_image(None, 126, back_style=1)
    for x, y in ((4, 40), (63, 3), (121, 90), (63, 172)):
        colour = image.pixelColor(x, y)
        assert min(colour.red(), colour.green(), colour.blue()) > 235, (x, y, colour.name())


@pytest.mark.parametrize("card", [Card.from_str("QH"), Card.from_str("TC"), None])
def test_double_pixel_ratio_gives_a_double_size_sharp_image(qapp: object, card: Card | None) -> None:
    single = cardart.render_card_image(card, 63)
    double = cardart.render_card_image(card, 63, device_pixel_ratio=2.0)
    assert (double.width(), double.height()) == (2 * single.width(), 2 * single.height())
    assert double.devicePixelRatio() == 2.0
    assert double.deviceIndependentSize().toSize() == single.size()


def test_faces_stay_inside_their_rect(qapp: object) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    cardart.paint_card_face(painter, QRectF(50, 40, 90, 126), Card.from_str("XR"))
    cardart.paint_card_back(painter, QRectF(50, 40, 90, 126), 1)
    painter.end()
    for x, y in ((45, 100), (145, 100), (95, 35), (95, 170)):
        assert image.pixelColor(x, y).alpha() == 0


def test_render_script_writes_sheets_and_svgs(qapp: object, tmp_path: Path) -> None:
    svg_dir = tmp_path / "svg"
    assert main([str(tmp_path), "--svg-dir", str(svg_dir)]) == 0
    for name in ("sheet_large.png", "sheet_small.png"):
        assert not QImage(str(tmp_path / name)).isNull()
    svgs = sorted(svg_dir.glob("*.svg"))
    assert len(svgs) == 52 + 2 + 2
    assert {"AS.svg", "TH.svg", "XR.svg", "XB.svg", "back0.svg", "back1.svg"} <= {p.name for p in svgs}
    assert sum(p.stat().st_size for p in svgs) < 2_000_000
    assert all(p.read_text(encoding="utf-8").lstrip().startswith("<?xml") for p in svgs)


def test_sheet_has_the_whole_deck(qapp: object) -> None:
    sheet = render_sheet(50, fan=False)
    width, height = cardart.card_size_for_width(50)
    assert sheet.width() >= 13 * width and sheet.height() >= 5 * height


def _strip_ink(image: QImage, x0: float, x1: float, strip: float) -> int:
    """Inked pixels in the top ``strip`` of the image between the fractions ``x0`` and ``x1`` of its width."""
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    count = 0
    for y in range(int(image.height() * strip)):
        for x in range(int(image.width() * x0), int(image.width() * x1)):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and colour.lightness() < 170:
                count += 1
    return count


@pytest.mark.parametrize("text", ["JH", "QS", "KD", "10C", "AH", "7S", "2D", "JK"])
def test_a_stacked_face_shows_rank_and_suit_in_its_visible_strip(qapp: object, text: str) -> None:
    """In a meld column only the top strip of a covered card shows: the rank and the suit both sit in it."""
    card = Card.from_str(text) if text != "JK" else next(c for c in build_deck(1, 2) if c.is_joker)
    width, height = cardart.card_size_for_width(63 * 2)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    cardart.paint_stacked_face(painter, QRectF(0, 0, width, height), card)
    painter.end()
    strip = cardart.STACK_STRIP
    assert _strip_ink(image, 0.05, 0.42, strip) > 40  # the rank (or the word JOKER)
    assert _strip_ink(image, 0.42, 0.72 if text != "JK" else 0.95, strip) > 40  # the suit (or the star)
    # the plain face has no suit in that strip: that is why J read as "I" and covered cards lost their suit
    plain = cardart.render_card_image(card, 63 * 2)
    assert _strip_ink(plain, 0.0, 0.42, strip) < _strip_ink(image, 0.0, 0.72, strip)
