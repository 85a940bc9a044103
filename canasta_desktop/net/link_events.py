"""What a link says and the words it is set up with, without Twisted (issue 35).

The link itself (`link.Link`) brings magic-wormhole and Twisted with it; the interface imports these
types and names at its start, and the link only when a match is hosted or joined.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from .messages import Message, WireError

APP_ID = "canasta-desktop.example/v1"  # never changes: another protocol version is told why it is refused
SUBPROTOCOL = "canasta"
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"  # magic-wormhole's own servers
PUBLIC_RELAY = "tcp:transit.magic-wormhole.io:4001"
JOIN_TIMEOUT = 60.0  # seconds for a guest to reach the host
_CODE = re.compile(r"^[0-9]+(-[a-z]+)+$")


class Role(Enum):
    HOST = "host"
    GUEST = "guest"


class LinkState(Enum):
    CONNECTING = "connecting"  # reaching the server, waiting for the peer, opening the connection
    CONNECTED = "connected"
    LOST = "lost"  # the line to the peer dropped; reconnecting
    RECONNECTED = "reconnected"  # connected again after LOST
    CLOSED = "closed"  # ended on purpose, here or by the peer (final)
    FAILED = "failed"  # ended by a problem (final)


class WaitStep(Enum):
    """Where a CONNECTING link is, for the status line."""

    SERVER = "server"  # reaching the mailbox server
    SERVER_RETRY = "server_retry"  # the server did not answer; trying again
    PEER = "peer"  # the host's code is ready; waiting for the other person to type it
    OPENING = "opening"  # the code matched; opening the connection


class LinkEnd(Enum):
    """Why a link closed or failed."""

    CLOSED_HERE = "closed_here"
    CLOSED_BY_PEER = "closed_by_peer"  # the peer said Bye
    WRONG_CODE = "wrong_code"  # the code did not match (mistyped, or someone guessed)
    TIMEOUT = "timeout"  # the peer was not reached in time
    SERVER = "server"  # the mailbox server refused or failed
    PEER_DROPPED = "peer_dropped"  # this side dropped the peer: too many bad lines, another version
    ERROR = "error"  # anything unforeseen (logged)


@dataclass(frozen=True, slots=True)
class StateChanged:
    state: LinkState
    step: WaitStep | None = None  # for CONNECTING
    end: LinkEnd | None = None  # for CLOSED and FAILED
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Received:
    message: Message


@dataclass(frozen=True, slots=True)
class PeerTurnedAway:
    """A line from the peer was turned away (and the peer told); ``dropped``: the link ends with it."""

    error: WireError
    dropped: bool


LinkEvent = StateChanged | Received | PeerTurnedAway
FINAL = frozenset({LinkState.CLOSED, LinkState.FAILED})


def normalised_code(text: str) -> str | None:
    """A typed code in magic-wormhole's form (``7-guitarist-revenge``), or None if it cannot be one."""
    code = re.sub(r"[\s-]+", "-", text.strip().lower())
    return code if _CODE.match(code) else None
