"""Render the card art to PNG sheets (and SVG files) so it can be looked at.

Usage: ``python -m canasta_desktop.ui.art.render_cards OUT_DIR [--svg-dir DIR | --no-svg]``.
Writes ``sheet_large.png`` and ``sheet_small.png`` (every face of one deck, both
jokers and both backs) to OUT_DIR, and one SVG per face and back to the SVG
folder (by default the repository's ``assets/cards``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from canasta_desktop.engine.cards import Card, Rank, Suit
from canasta_desktop.ui.art import cardart
from canasta_desktop.ui.art.picture_file import save_picture, write_bytes

_FELT = QColor("#1f5e3b")
_REPO_ASSETS = Path(__file__).resolve().parents[3] / "assets"
_SHEET_SIZES = {"large": 126, "small": 50}


def sheet_cards() -> list[list[Card | int]]:
    """Rows of the sheet: one suit per row, then the jokers and the two backs (ints)."""
    suit_order = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
    ranks = [Rank.ACE, *(r for r in Rank if Rank.TWO <= r <= Rank.KING)]
    rows: list[list[Card | int]] = [[Card(rank, suit) for rank in ranks] for suit in suit_order]
    rows.append([Card(Rank.JOKER, None, 0), Card(Rank.JOKER, None, 1), 0, 1])
    return rows


def _paint_item(painter: QPainter, rect: QRectF, item: Card | int) -> None:
    if isinstance(item, Card):
        cardart.paint_card_face(painter, rect, item)
    else:
        cardart.paint_card_back(painter, rect, item)


def render_sheet(width_px: int, device_pixel_ratio: float = 1.0, fan: bool = True) -> QImage:
    """The whole deck on a felt background; with ``fan`` also an overlapping hand."""
    width, height = cardart.card_size_for_width(width_px)
    gap = max(6, width_px // 10)
    rows = sheet_cards()
    columns = max(len(row) for row in rows)
    fan_height = height + 2 * gap if fan else 0
    size = QSize(columns * (width + gap) + gap, len(rows) * (height + gap) + gap + fan_height)
    image = QImage(size * device_pixel_ratio, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(device_pixel_ratio)
    image.fill(_FELT)
    painter = QPainter(image)
    for r, row in enumerate(rows):
        for c, item in enumerate(row):
            rect = QRectF(gap + c * (width + gap), gap + r * (height + gap), width, height)
            _paint_item(painter, rect, item)
    if fan:
        _paint_fan(painter, QPointF(gap, gap + len(rows) * (height + gap) + gap), width, height)
    painter.end()
    return image


def _paint_fan(painter: QPainter, origin: QPointF, width: int, height: int) -> None:
    """A hand as the table shows it: each card covered but for its left strip."""
    hand = [Card.from_str(t) for t in "AS AH KD KC QS TH 9D 9C 7S 5H 4D 3C 3H 2C XR XB".split()]
    step = width * 0.36
    for i, card in enumerate(hand):
        rect = QRectF(origin.x() + i * step, origin.y(), width, height)
        cardart.paint_card_face(painter, rect, card)


def write_svgs(folder: Path) -> list[Path]:
    """One SVG per face of a deck and per back, named like ``QS.svg`` and ``back0.svg``."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for item in (item for row in sheet_cards() for item in row):
        name = str(item) if isinstance(item, Card) else f"back{item}"
        path = folder / f"{name}.svg"
        _write_svg(path, item, f"Canasta Desktop card {name}")
        written.append(path)
    return written


_SVG_PX_PER_MM = 5  # at 127 dpi, so the files say 63 × 88 mm


def _write_svg(path: Path, item: Card | int, title: str) -> None:
    from PySide6.QtSvg import QSvgGenerator

    rect = QRectF(0, 0, cardart.CARD_WIDTH * _SVG_PX_PER_MM, cardart.CARD_HEIGHT * _SVG_PX_PER_MM)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(rect.size().toSize())
    generator.setViewBox(rect)
    generator.setResolution(round(_SVG_PX_PER_MM * 25.4))
    generator.setTitle(title)
    painter = QPainter(generator)
    _paint_item(painter, rect, item)
    painter.end()
    buffer.close()
    if not write_bytes(path, bytes(data.data())):  # atomically, never through a link
        raise OSError(f"could not write {path}")


def _parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("out_dir", type=Path, help="folder for the PNG sheets")
    parser.add_argument(
        "--svg-dir",
        type=Path,
        default=None,
        help="folder for the SVG files (default: the repository's assets/cards)",
    )
    parser.add_argument("--no-svg", action="store_true", help="write no SVG files")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parse(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for name, width in _SHEET_SIZES.items():
        target = args.out_dir / f"sheet_{name}.png"
        save_picture(render_sheet(width), target)
        print(f"wrote {target}")
    if not args.no_svg:
        folder = args.svg_dir or (_REPO_ASSETS / "cards" if _REPO_ASSETS.is_dir() else args.out_dir / "svg")
        written = write_svgs(folder)
        total = sum(p.stat().st_size for p in written)
        print(f"wrote {len(written)} SVG files to {folder} ({total // 1024} KiB)")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
