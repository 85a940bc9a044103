"""Python's cycle collector run on the GUI thread only, between events.

Python runs its collector on whichever thread happens to allocate when a threshold is passed: the
network thread decoding a message, the computer's worker, or the GUI thread in the middle of
delivering an event. A garbage cycle that holds a Qt object is then destroyed there, off the GUI
thread or under the feet of an object handling an event, and Qt crashes (seen in the test run: a
segmentation fault while the GUI thread collected and the network thread read a message). So the
automatic collector is turned off, and a timer on the GUI thread collects whenever the counts say the
automatic one would have (the same generation it would have chosen).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

CHECK_MS = 250  # a check costs a microsecond; a collection is due every few seconds of play


def collect_if_due() -> int:
    """Collect the generation the automatic collector would collect now (if any); the objects found."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    if counts[0] <= thresholds[0]:
        return 0
    generation = 0
    if counts[1] > thresholds[1]:
        generation = 2 if counts[2] > thresholds[2] else 1
    return gc.collect(generation)


class GuiCollector(QObject):
    """From its making on, cycles are collected by its timer only (on the thread it lives on); the game
    keeps one for the whole process."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_MS)
        self._timer.timeout.connect(collect_if_due)
        self._timer.start()
