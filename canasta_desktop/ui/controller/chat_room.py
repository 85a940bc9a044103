"""The table's chat when a seat is played from another computer (issue 35): the messages, and how
they travel.

A `ChatRoom` holds what was said at the table, newest last, each `ChatEntry` with the speaker's
seat and name, the quick phrase or the text, and when it was said. `say_phrase` and `say_text`
check a message as the wire does (`net.messages.Chat`: at most 200 characters, no control
characters) and at most one a second from this side (the link's guard only stops floods), then
send it through a `ChatChannel`; whoever owns the link calls `receive` with each `Chat` heard.

Who hears whom: every message goes through the host. On the host, `ChatRelay` is the room's
channel: the host's own message goes to every guest, and a guest's message is stamped with that
guest's seat (the wire leaves ``seat`` to the host) and passed on to the other guests. A guest who
joins, or joins again after a lost game, is sent the newest messages so far, marked ``earlier``. On
a guest, `guest_room` makes a room whose channel is the guest's link to the host. Nobody's message
comes back to them as it is said: each side shows its own at once.
"""

from __future__ import annotations

import time
import unicodedata
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot

from ...net.link_events import LinkEvent, Received
from ...net.messages import MAX_CHAT_CHARACTERS, Chat, Phrase
from ..workers.link_bridge import LinkBridge
from .remote_driver import RemoteDriver

MIN_SECONDS_BETWEEN = 1.0  # this side sends at most one message a second
KEPT = 500  # the newest messages the room keeps (a long evening's chat; a flood cannot fill memory)
CATCH_UP = 50  # the newest messages a guest who joins is sent (well inside the host's burst limit)

NameOf = Callable[[int], str]


class ChatChannel(Protocol):
    """Where a room sends what this side says."""

    def send(self, chat: Chat) -> None: ...


class Refusal(Enum):
    """Why a message was not sent."""

    EMPTY = "empty"
    TOO_LONG = "too_long"
    CONTROL = "control"  # a control character: a line break, a terminal code
    TOO_SOON = "too_soon"  # under a second after this side's last message


@dataclass(frozen=True, slots=True)
class ChatEntry:
    """One message: ``seat`` None when the host did not say whose it is; ``own``: said on this side;
    ``earlier``: said before this side joined (the host's catch-up: shown, not announced)."""

    seat: int | None
    name: str
    phrase: Phrase | None
    text: str | None
    at: datetime
    own: bool
    earlier: bool = False


def text_refusal(text: str) -> Refusal | None:
    """Why ``text`` (trimmed) cannot go out as a chat message, as the wire would refuse it (None: it can)."""
    if not text:
        return Refusal.EMPTY
    if len(text) > MAX_CHAT_CHARACTERS:
        return Refusal.TOO_LONG
    if any(unicodedata.category(char) == "Cc" for char in text):
        return Refusal.CONTROL
    return None


class ChatRoom(QObject):
    """The messages of this side's chat (see the module's docstring)."""

    heard = Signal(object)  # a new `ChatEntry`: said on this side or heard from another

    def __init__(
        self,
        channel: ChatChannel,
        seat: int,
        name_of: NameOf,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        """``seat``: this side's; ``name_of``: a seat's name now (names change as guests join)."""
        super().__init__(parent)
        self.channel = channel
        self.seat = seat
        self.name_of = name_of
        self._clock = clock
        self._entries: deque[ChatEntry] = deque(maxlen=KEPT)
        self._last_sent: float | None = None

    @property
    def entries(self) -> Sequence[ChatEntry]:
        return tuple(self._entries)

    def say_phrase(self, phrase: Phrase) -> Refusal | None:
        return self._say(Chat(seat=None, phrase=phrase))

    def say_text(self, text: str) -> Refusal | None:
        """Send ``text`` trimmed; the reason it is not sent, if it is not (None: sent)."""
        text = text.strip()
        refusal = text_refusal(text)
        return refusal if refusal is not None else self._say(Chat(seat=None, text=text))

    def receive(self, chat: Chat) -> None:
        """A message heard from another side (``seat`` as the host stamped it); one of the chat so
        far may be this side's own, said before it joined again."""
        own = chat.earlier and chat.seat is not None and chat.seat == self.seat
        self._add(chat, chat.seat, own=own)

    def _say(self, chat: Chat) -> Refusal | None:
        now = self._clock()
        if self._last_sent is not None and now - self._last_sent < MIN_SECONDS_BETWEEN:
            return Refusal.TOO_SOON
        self._last_sent = now
        self.channel.send(chat)
        self._add(chat, self.seat, own=True)
        return None

    def _add(self, chat: Chat, seat: int | None, own: bool) -> None:
        entry = ChatEntry(seat, self._name(seat), chat.phrase, chat.text, datetime.now(), own, chat.earlier)
        self._entries.append(entry)
        self.heard.emit(entry)

    def _name(self, seat: int | None) -> str:
        try:
            return self.name_of(seat) if seat is not None else ""
        except IndexError:  # a seat the table does not have: a broken host's stamp
            return ""


def _said_by(seat: int | None, chat: Chat) -> Chat:
    return Chat(seat=seat, phrase=chat.phrase, text=chat.text)


def _earlier(entry: ChatEntry) -> Chat:
    return Chat(seat=entry.seat, phrase=entry.phrase, text=entry.text, earlier=True)


class ChatRelay(QObject):
    """The host's side of the chat: the room's channel, and the exchange between the guests.

    `add` each remote seat's driver: what its guest says is stamped with its seat, passed on to
    the other guests and heard in `room`; what the host says goes to every guest; a guest who joins
    is sent the chat so far."""

    def __init__(self, seat: int, name_of: NameOf, parent: QObject | None = None) -> None:
        """``seat``: the host's own (the person at the host's screen)."""
        super().__init__(parent)
        self._guests: list[RemoteDriver] = []
        self.room = ChatRoom(self, seat, name_of, parent=self)

    def add(self, driver: RemoteDriver) -> None:
        if driver not in self._guests:
            self._guests.append(driver)
            driver.chat_heard.connect(self._from_guest)
            driver.greeted.connect(self._catch_up)

    def send(self, chat: Chat) -> None:
        self._pass_on(_said_by(self.room.seat, chat))

    @Slot(int, object)
    def _from_guest(self, seat: int, chat: Chat) -> None:
        stamped = _said_by(seat, chat)  # whatever seat the guest wrote in it
        self._pass_on(stamped)
        self.room.receive(stamped)

    @Slot(int)
    def _catch_up(self, seat: int) -> None:
        """The guest at ``seat`` joined: the newest messages so far (its own among them, if it said
        any before it joined again); a reconnected line is not a join, its side has them all."""
        guest = next(driver for driver in self._guests if driver.seat == seat)
        for entry in self.room.entries[-CATCH_UP:]:
            if entry.seat is not None:
                guest.pass_on(_earlier(entry))

    def _pass_on(self, chat: Chat) -> None:
        """To every guest but the speaker (each side shows its own message at once)."""
        for guest in self._guests:
            if guest.seat != chat.seat:
                guest.pass_on(chat)


class _LinkChannel(QObject):
    """A guest's chat over its link to the host: sends its messages, hands the room the ones heard."""

    def __init__(self, bridge: LinkBridge) -> None:
        super().__init__()
        self._bridge = bridge
        self._room: ChatRoom | None = None

    def serve(self, room: ChatRoom) -> None:
        self.setParent(room)  # goes with the room; the bridge's signal then reaches nothing
        self._room = room
        self._bridge.link_event.connect(self._heard)

    def send(self, chat: Chat) -> None:
        self._bridge.send(_said_by(None, chat))  # the host knows who it is

    @Slot(object)
    def _heard(self, event: LinkEvent) -> None:
        if self._room is not None and isinstance(event, Received) and isinstance(event.message, Chat):
            self._room.receive(event.message)


def guest_room(bridge: LinkBridge, seat: int, name_of: NameOf, parent: QObject | None = None) -> ChatRoom:
    """A guest's chat over ``bridge``'s link to the host; ``seat``: the guest's (from the Welcome)."""
    channel = _LinkChannel(bridge)
    room = ChatRoom(channel, seat, name_of, parent=parent)
    channel.serve(room)
    return room
