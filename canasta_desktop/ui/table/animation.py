"""One way to move a card: `Animator.animate(item, pos, z, rotation, scale, face_up)`.

The speed setting scales every duration; speed 0 is "instant" (tests and
impatient players). A card in flight sits above everything and drops to its
final stacking order when it lands. A flight that would cross the stock or the
pile (`keep_clear`) goes round them, by the nearer corner.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Signal,
)

from .items import CardItem

#: Speed names for the settings dialog, with their duration factor.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
FLIGHT_Z = 2000.0


def _crosses(a: QPointF, b: QPointF, rect: QRectF) -> bool:
    """Does the segment a–b pass through ``rect``? (Sampled finely: the rects are a few cards big.)"""
    steps = max(2, int((b - a).manhattanLength() / 4))
    return any(rect.contains(a + (b - a) * (i / steps)) for i in range(steps + 1))


def _distance(point: QPointF, rect: QRectF) -> float:
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return max(dx, dy)


def flight_path(start: QPointF, end: QPointF, keep_clear: list[QRectF], margin: float = 0.0) -> list[QPointF]:
    """The points a card flies through from ``start`` to ``end``: straight, or round each rect of
    ``keep_clear`` (widened by ``margin``, the card's half size) by the corner that makes the shorter
    way. A flight that starts or ends there (a draw, a discard) flies straight."""
    path = [QPointF(start), QPointF(end)]
    for rect in keep_clear:
        if rect.contains(start) or rect.contains(end):
            continue
        room = min(margin, _distance(start, rect) - 1, _distance(end, rect) - 1)  # the ends stay outside
        wide = rect.adjusted(-room, -room, room, room)
        for i in range(len(path) - 1):
            a, b = path[i], path[i + 1]
            if not _crosses(a, b, wide):
                continue
            out = wide.adjusted(-2, -2, 2, 2)
            ways = []
            for corner in (out.topLeft(), out.topRight(), out.bottomLeft(), out.bottomRight()):
                if not _crosses(a, corner, wide) and not _crosses(corner, b, wide):
                    ways.append(((corner - a).manhattanLength() + (b - corner).manhattanLength(), [corner]))
            for first, second in (
                (out.topLeft(), out.topRight()),
                (out.bottomLeft(), out.bottomRight()),
                (out.topLeft(), out.bottomLeft()),
                (out.topRight(), out.bottomRight()),
            ):
                for c1, c2 in ((first, second), (second, first)):
                    if not (_crosses(a, c1, wide) or _crosses(c2, b, wide)):
                        length = (c1 - a).manhattanLength() + (c2 - c1).manhattanLength()
                        ways.append((length + (b - c2).manhattanLength(), [c1, c2]))
            if ways:
                path[i + 1 : i + 1] = min(ways, key=lambda way: way[0])[1]
            break
    return path


class Animator(QObject):
    """Runs card movements; at most one per card at a time."""

    all_finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0
        self._running: dict[CardItem, QParallelAnimationGroup] = {}
        self.keep_clear: list[QRectF] = []  # the stock and the pile: flights go round them

    def set_speed(self, name: str) -> None:
        self.factor = SPEEDS.get(name, 1.0)

    @property
    def instant(self) -> bool:
        return self.factor <= 0

    def duration(self, base_ms: int) -> int:
        return int(base_ms * self.factor)

    def busy(self) -> bool:
        return bool(self._running)

    def stop(self, item: CardItem) -> None:
        group = self._running.pop(item, None)
        if group is not None:
            group.stop()

    def animate(
        self,
        item: CardItem,
        pos: QPointF,
        z: float | None = None,
        rotation: float | None = None,
        scale: float | None = None,
        face_up: bool | None = None,
        duration: int = 260,
        delay: int = 0,
    ) -> None:
        """Move ``item`` to ``pos`` (and turn, scale, flip it); instant when the speed is 0."""
        self.stop(item)
        ms = self.duration(duration)
        if face_up is not None:
            item.set_state(face_up=face_up)
        moving = (item.pos() - pos).manhattanLength() > 0.5
        turning = rotation is not None and abs(item.rotation() - rotation) > 0.1
        scaling = scale is not None and abs(item.scale() - scale) > 0.001
        if ms <= 0 or not (moving or turning or scaling):
            item.setPos(pos)
            if rotation is not None:
                item.setRotation(rotation)
            if scale is not None:
                item.setScale(scale)
            if z is not None:
                item.setZValue(z)
            return
        group = QParallelAnimationGroup(self)
        curve = QEasingCurve(QEasingCurve.Type.OutCubic)
        group_delay = self.duration(delay) if delay else 0
        begin = group_delay / (ms + group_delay)
        for name, end in ((b"pos", pos), (b"rotation", rotation), (b"scale", scale)):
            if end is None:
                continue
            anim = QPropertyAnimation(item, name, group)
            anim.setDuration(ms + group_delay)
            anim.setEasingCurve(curve)
            anim.setStartValue(item.property(name.decode()))
            anim.setEndValue(end)
            if group_delay:
                anim.setKeyValueAt(begin, item.property(name.decode()))
            if name == b"pos":
                half = item.sceneBoundingRect().height() / 2
                path = flight_path(item.pos(), pos, self.keep_clear, half)
                lengths = [(b - a).manhattanLength() for a, b in zip(path, path[1:])]
                total, done = sum(lengths) or 1.0, 0.0
                for point, length in zip(path[1:-1], lengths):  # the corners, at even speed along the way
                    done += length
                    anim.setKeyValueAt(begin + (1 - begin) * done / total, point)
            group.addAnimation(anim)
        item.setZValue(FLIGHT_Z + (z or 0))
        final_z = item.zValue() - FLIGHT_Z if z is None else z

        def landed() -> None:
            item.setZValue(final_z)
            if self._running.get(item) is group:
                del self._running[item]
            if not self._running:
                self.all_finished.emit()

        group.finished.connect(landed)
        self._running[item] = group
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
