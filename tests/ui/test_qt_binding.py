"""Guard against the PySide6 build that frees None (6.12.0 on Python 3.11: none_dealloc)."""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage


def test_void_qt_calls_keep_none_alive(qapp: object) -> None:
    image = QImage(4, 4, QImage.Format.Format_ARGB32)
    before = sys.getrefcount(None)
    for _ in range(2000):
        image.setDevicePixelRatio(1.0)
    assert sys.getrefcount(None) - before > -100, "this PySide6 build leaks references to None"
