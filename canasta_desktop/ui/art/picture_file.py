"""Pictures written to files the way the game writes its own files: atomically, never through a link.

``QImage.save(path)`` opens ``path`` itself, so a symbolic link there (to nowhere, or to another file
of the player's) was written through. `save_picture` encodes the picture in memory and hands the
bytes to `persistence.output_paths.write_output` (an atomic write with a plain file's permissions):
a link in the way is kept aside, and a half-written picture is never left. A path the player named
(``canasta --screenshot``) may follow a link to a regular file: that file is the picture.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QPixmap

from ...persistence.output_paths import write_output


def encoded(picture: QPixmap | QImage, kind: str) -> bytes | None:
    """The picture as ``kind`` (PNG, JPG, …: Qt's image formats) in memory; None if Qt cannot."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image = picture.toImage() if isinstance(picture, QPixmap) else picture
    ok = image.save(buffer, kind)  # type: ignore[call-overload]  # the stubs say bytes; PySide6 takes str
    buffer.close()
    return bytes(data.data()) if ok else None


def save_picture(picture: QPixmap | QImage, path: Path, follow_link: bool = False) -> bool:
    """Write ``picture`` to ``path`` in the format its suffix names (PNG without one); False if it
    could not be encoded or written."""
    data = encoded(picture, path.suffix.lstrip(".").upper() or "PNG")
    if data is None:
        return False
    return write_bytes(path, data, follow_link)


def write_bytes(path: Path, data: bytes, follow_link: bool = False) -> bool:
    """`persistence.output_paths.write_output` (atomic, a plain file's permissions); True when it
    succeeded."""
    try:
        write_output(path, data, follow_link)
    except OSError:
        return False
    return True
