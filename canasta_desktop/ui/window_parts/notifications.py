"""A text said to the screen reader as a notification that shows: how Orca hears a move on Linux.

Qt sends an accessibility announcement (`QAccessibleAnnouncementEvent`) as the AT-SPI ``Announcement``
event, which Orca 43 (Debian 12) does not listen for; every Orca speaks an object of the notification
role when it shows ("notification Easy discarded seven of clubs"), as it speaks a desktop's
notifications. So on Linux each text is the name of a hidden widget whose accessible role is
Notification, and an ``ObjectShow`` event tells the bus it showed. Orca asks for the name when it
handles the event, later: texts said one after another (a refusal, then its Why key) go to different
widgets of a ring, so the first is not renamed before it is read. Windows and macOS speak Qt's
announcement (UI Automation, VoiceOver), and only that is sent there: a reader never hears a move twice.
"""

from __future__ import annotations

import sys

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

AS_NOTIFICATIONS = sys.platform not in ("win32", "darwin")  # the AT-SPI desktops (Linux, the BSDs)
RING = 8  # more texts than this said before Orca reads the first would rename it unread


class Notification(QWidget):
    """Never on screen; its accessible object has the notification role (`_interface_for`)."""


_INTERFACES: list[QAccessibleInterface] = []  # Python's references; Qt deletes them with their widget


def _interface_for(_class_name: str, obj: QObject) -> QAccessibleInterface | None:
    if not isinstance(obj, Notification):
        return None
    _INTERFACES[:] = [kept for kept in _INTERFACES if shiboken6.isValid(kept)]
    interface = QAccessibleWidget(obj, QAccessible.Role.Notification)
    _INTERFACES.append(interface)  # without it Python would free what Qt's cache still holds
    return interface


QAccessible.installFactory(_interface_for)


class Notifier(QObject):
    """Says texts to the screen reader on behalf of ``speaker`` (as an announcement or a notification)."""

    def __init__(self, speaker: QWidget) -> None:
        super().__init__(speaker)
        self.speaker = speaker
        self.ring: list[Notification] = []
        self.said = 0

    def say(self, text: str) -> None:
        if not QAccessible.isActive():  # only when a screen reader listens
            return
        if not AS_NOTIFICATIONS:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.speaker, text))
            return
        notification = self._next_notification()
        notification.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(notification, QAccessible.Event.ObjectShow))

    def _next_notification(self) -> Notification:
        index = self.said % RING
        self.said += 1
        if index == len(self.ring):
            self.ring.append(Notification(self.speaker))
            self.ring[index].hide()
        return self.ring[index]
