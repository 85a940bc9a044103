"""The application icon: SVG, PNG 16–512, Windows .ico and macOS .icns, made by packaging/make_icons.py."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ICONS = REPO / "assets" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_sizes(data: bytes) -> list[int]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _c, _r, _planes, _bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        size = width or 256
        assert width == height
        assert png_size(data[offset : offset + length]) == (size, size)
        sizes.append(size)
    return sizes


def icns_sizes(data: bytes) -> list[int]:
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes, at = [], 8
    while at < len(data):
        length = struct.unpack(">I", data[at + 4 : at + 8])[0]
        sizes.append(png_size(data[at + 8 : at + length])[0])
        at += length
    return sizes


def check_icon_folder(folder: Path) -> None:
    for px in PNG_SIZES:
        assert png_size((folder / f"canasta-{px}.png").read_bytes()) == (px, px)
    assert ico_sizes((folder / "canasta.ico").read_bytes()) == [16, 24, 32, 48, 64, 128, 256]
    assert icns_sizes((folder / "canasta.icns").read_bytes()) == [16, 32, 64, 128, 256, 512]
    svg = (folder / "canasta.svg").read_text(encoding="utf-8")
    assert svg.startswith("<?xml") and "<svg" in svg and "viewBox" in svg
    assert "<text" not in svg  # text is drawn as paths: no font needed


def test_committed_icons_are_complete() -> None:
    check_icon_folder(ICONS)


@pytest.mark.slow
def test_make_icons_draws_them_all(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, str(REPO / "packaging" / "make_icons.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    check_icon_folder(tmp_path)


def test_svg_icon_renders(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICONS / "canasta.svg"))
    assert renderer.isValid() and renderer.viewBoxF().width() > 0


def test_application_icon_has_every_size(qapp) -> None:  # type: ignore[no-untyped-def]
    from canasta_desktop.ui.dialogs.first_run import application_icon

    sizes = {(s.width(), s.height()) for s in application_icon().availableSizes()}
    assert {(px, px) for px in PNG_SIZES} <= sizes
