"""Reading a peer's bytes: lines, limits and refusals, and when to drop the peer.

A `PeerGuard` is fed the bytes as they arrive and gives back a `Verdict` per line: the message,
or why it was turned away. Turned away are lines that `messages.decode` refuses (garbage, over the
size limit, an unknown kind, fields that do not fit), kinds this side never receives, and lines
beyond the rate a peer may send (a flood). An empty line is a keepalive, not a message: it is
skipped. A peer is dropped after `Limits.max_bad` of those, and at
once when it runs another protocol version (nothing it sends can be read). Plain Python, no
network: the link feeds it, and tests feed it hostile bytes directly.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from .messages import MAX_MESSAGE_BYTES, Message, MessageKind, RefusalReason, WireError, decode


@dataclass(frozen=True, slots=True)
class Limits:
    """What a peer may send: ``rate`` lines a second on average, ``burst`` at once, and how many bad
    lines before it is dropped."""

    rate: float
    burst: int
    max_bad: int = 5


#: A guest sends a move now and then and a chat line; a host a view after every move of the table.
FROM_GUEST_LIMITS = Limits(rate=10, burst=50)
FROM_HOST_LIMITS = Limits(rate=100, burst=500)


@dataclass(frozen=True, slots=True)
class Accepted:
    message: Message


@dataclass(frozen=True, slots=True)
class Turned:
    """A line turned away; ``drop``: the peer is dropped with it (nothing more is read)."""

    error: WireError
    drop: bool


Verdict = Accepted | Turned


class PeerGuard:
    """One peer's incoming bytes, line by line (a line over the size limit is skipped to its end)."""

    def __init__(
        self, accepts: frozenset[MessageKind], limits: Limits, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._accepts = accepts
        self._limits = limits
        self._clock = clock
        self._buffer = bytearray()
        self._skipping = False  # inside a line over the limit
        self._tokens = float(limits.burst)
        self._refilled = clock()
        self.bad = 0
        self.dropped = False

    def feed(self, data: bytes) -> list[Verdict]:
        verdicts: list[Verdict] = []
        self._buffer += data
        while not self.dropped:
            end = self._buffer.find(b"\n")
            if end < 0:
                if len(self._buffer) > MAX_MESSAGE_BYTES and not self._skipping:
                    verdicts.append(self._bad(WireError(RefusalReason.OVERSIZED, "a line over the limit")))
                    self._skipping = True
                if self._skipping:
                    self._buffer.clear()
                break
            line = bytes(self._buffer[:end])
            del self._buffer[: end + 1]
            if self._skipping:
                self._skipping = False  # the end of the line already turned away
                continue
            if not line:
                continue  # an empty line is the peer's keepalive (link.py): heard, nothing to read
            verdicts.append(self._line(line))
        return verdicts

    def _line(self, line: bytes) -> Verdict:
        if not self._take_token():
            return self._bad(WireError(RefusalReason.FLOOD, "too many messages too fast"))
        try:
            message = decode(line)
        except WireError as error:
            return self._bad(error)
        if message.kind not in self._accepts:
            return self._bad(
                WireError(RefusalReason.UNEXPECTED, f"{message.kind.value} is not sent to this side")
            )
        return Accepted(message)

    def _take_token(self) -> bool:
        now = self._clock()
        self._tokens = min(self._limits.burst, self._tokens + (now - self._refilled) * self._limits.rate)
        self._refilled = now
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True

    def _bad(self, error: WireError) -> Turned:
        self.bad += 1
        self.dropped = error.reason is RefusalReason.WRONG_VERSION or self.bad >= self._limits.max_bad
        if self.dropped:
            self._buffer.clear()
        return Turned(error, self.dropped)
