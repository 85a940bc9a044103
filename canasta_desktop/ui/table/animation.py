"""One way to move a card: `Animator.animate(item, pos, z, rotation, scale, face_up)`.

The speed setting scales every duration; speed 0 is "instant" (tests and
impatient players). A card in flight sits above everything and drops to its
final stacking order when it lands.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    Signal,
)

from .items import CardItem

#: Speed names for the settings dialog, with their duration factor.
SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
FLIGHT_Z = 2000.0


class Animator(QObject):
    """Runs card movements; at most one per card at a time."""

    all_finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0
        self._running: dict[CardItem, QParallelAnimationGroup] = {}

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
        for name, end in ((b"pos", pos), (b"rotation", rotation), (b"scale", scale)):
            if end is None:
                continue
            anim = QPropertyAnimation(item, name, group)
            anim.setDuration(ms)
            anim.setEasingCurve(curve)
            anim.setEndValue(end)
            if delay:
                group_delay = self.duration(delay)
                anim.setDuration(ms + group_delay)
                anim.setKeyValueAt(group_delay / (ms + group_delay), item.property(name.decode()))
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
