"""Draw the application icon and write it in every format the packages need.

Usage: ``python packaging/make_icons.py [--out DIR]`` (default: the repository's
``assets/icons``). Writes ``canasta.svg`` (vector), ``canasta-NN.png`` for
NN in 16 24 32 48 64 128 256 512, ``canasta.ico`` (Windows: every size up
to 256 as PNG-compressed entries, which Windows reads since Vista) and
``canasta.icns`` (macOS, PNG entries 16–512).

The icon is the project's own card art (``canasta_desktop.ui.art.cardart``): three
fanned cards — a joker, the ace of spades and the ace of hearts — on a green
felt square. At 16–24 px the fan is reduced to two cards so it stays legible.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # run as a script from a checkout: import the game's own card art
    sys.path.insert(0, str(REPO))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, QSize, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtSvg import QSvgGenerator  # noqa: E402

from canasta_desktop.engine.cards import Card, Rank, Suit  # noqa: E402
from canasta_desktop.ui.art import cardart  # noqa: E402

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
SMALL = 24  # at this size and below: two cards, no shadow
UNIT = 512.0  # the drawing is made in a 512 × 512 space and scaled

FELT_LIGHT = QColor("#2f8a55")
FELT_DARK = QColor("#15502f")
EDGE = QColor("#0c3a20")


def fan(small: bool) -> list[tuple[Card, float, QPointF]]:
    """The cards of the fan, bottom first: (card, rotation in degrees, centre in the 512 space)."""
    joker = Card(Rank.JOKER, None, 0)
    spade = Card(Rank.ACE, Suit.SPADES)
    heart = Card(Rank.ACE, Suit.HEARTS)
    if small:
        return [(spade, -10.0, QPointF(178, 262)), (heart, 10.0, QPointF(334, 262))]
    return [
        (joker, -27.0, QPointF(170, 280)),
        (spade, -3.0, QPointF(252, 248)),
        (heart, 22.0, QPointF(340, 270)),
    ]


def paint_icon(painter: QPainter, size: float, small: bool = False) -> None:
    """Paint the icon into the square (0, 0, size, size) of ``painter``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(size / UNIT, size / UNIT)
    margin = 10.0 if small else 24.0
    radius = 70.0 if small else 92.0
    square = QRectF(margin, margin, UNIT - 2 * margin, UNIT - 2 * margin)
    felt = QRadialGradient(QPointF(UNIT * 0.42, UNIT * 0.36), UNIT * 0.72)
    felt.setColorAt(0.0, FELT_LIGHT)
    felt.setColorAt(1.0, FELT_DARK)
    painter.setPen(QPen(EDGE, 10.0 if small else 8.0))
    painter.setBrush(felt)
    painter.drawRoundedRect(square, radius, radius)
    if not small:
        shine = QLinearGradient(QPointF(0, margin), QPointF(0, UNIT / 2))
        shine.setColorAt(0.0, QColor(255, 255, 255, 46))
        shine.setColorAt(1.0, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shine)
        painter.drawRoundedRect(square.adjusted(6, 6, -6, -6), radius - 6, radius - 6)

    height = 272.0 if small else 262.0
    width = height * cardart.CARD_WIDTH / cardart.CARD_HEIGHT
    for card, angle, centre in fan(small):
        painter.save()
        painter.translate(centre)
        painter.rotate(angle)
        rect = QRectF(-width / 2, -height / 2, width, height)
        if small:
            _paint_tiny_card(painter, rect, card)
        else:
            shadow = QPainterPath()  # a soft shadow under each card
            shadow.addRoundedRect(rect.translated(7, 9), 14, 14)
            painter.fillPath(shadow, QColor(0, 0, 0, 70))
            cardart.paint_card_face(painter, rect, card)
        painter.restore()
    painter.restore()


def _paint_tiny_card(painter: QPainter, rect: QRectF, card: Card) -> None:
    """A card for 16–24 px icons: white, a dark edge and one big suit (indices would be mush)."""
    assert card.suit is not None
    painter.setPen(QPen(EDGE, 12.0))
    painter.setBrush(cardart.FACE)
    painter.drawRoundedRect(rect, 22, 22)
    pip = rect.width() * 0.72
    t = QTransform()
    t.translate(rect.center().x() - pip / 2, rect.center().y() - pip / 2)
    t.scale(pip, pip)
    painter.fillPath(t.map(cardart.suit_path(card.suit)), cardart.card_colour(card))


def render_png(px: int) -> QImage:
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    paint_icon(painter, px, small=px <= SMALL)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container holding the PNGs: ICONDIR, one ICONDIRENTRY per size, then the data."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS ICNS container: the magic, the total length, then (type, length, PNG) per size."""
    body = b"".join(
        ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for size in sorted(pngs)
        if size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_svg(path: Path, size: int = 256) -> None:
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(QSize(size, size))
    generator.setViewBox(QRectF(0, 0, size, size))
    generator.setTitle("Canasta")
    generator.setDescription("Canasta Desktop application icon")
    painter = QPainter(generator)
    paint_icon(painter, size)
    painter.end()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "icons", help="output folder")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    assert app is not None
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    write_svg(out / "canasta.svg")
    pngs = {}
    for px in PNG_SIZES:
        pngs[px] = png_bytes(render_png(px))
        (out / f"canasta-{px}.png").write_bytes(pngs[px])
    (out / "canasta.ico").write_bytes(ico_bytes({px: pngs[px] for px in ICO_SIZES}))
    (out / "canasta.icns").write_bytes(icns_bytes(pngs))
    total = sum(f.stat().st_size for f in out.glob("canasta*"))
    print(f"icons written to {out} ({total // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
