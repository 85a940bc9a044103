"""The wire protocol: one JSON object per message, on a line of its own (docs/network.md).

Every message carries the protocol version ``v`` and its ``kind``; `decode` reads one line
strictly (no extra fields, no type coercion, every bound held) and raises `WireError` with a
`RefusalReason` for anything else: bytes that are not JSON, a line over `MAX_MESSAGE_BYTES`, another
protocol version, an unknown kind, a message whose fields do not fit. A `Refused` is read
whatever its version, so a peer running another version is told why it is turned away.

Who sends what: a guest sends `Hello`, `Move`, `Chat` and `Bye`; the host answers with
`Welcome` (or `Refused`), then `View` after every change, `YourTurn` when the guest's seat is
to act, `Chat`, `Commitment` before a round's first card and `Reveal` at its end, and `Bye`.
Either side may send `Refused` for a message it cannot take.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence
from enum import Enum
from typing import Annotated, Any, Final, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    field_validator,
    model_validator,
)

from .. import __version__
from ..engine.actions import Action, parse_action
from ..engine.rules import RuleSet
from ..persistence.written_rules import require_every_rule
from .wire_view import Seat, WireView

PROTOCOL_VERSION: Final = 2  # 2: a chat said before the guest joined is marked `earlier`
MAX_MESSAGE_BYTES = 64 * 1024  # a View of a long round is under 10 KiB
MAX_CHAT_CHARACTERS = 200
MAX_REQUEST_ID = 2**53 - 1  # exact in every JSON reader


def _printable(value: str) -> str:
    """Text a person typed, shown to another: no control characters (a line break, a terminal code)."""
    if any(unicodedata.category(char) == "Cc" for char in value):
        raise ValueError("a control character")
    return value


Name = Annotated[str, Field(max_length=80), AfterValidator(_printable)]
ActionText = Annotated[str, Field(min_length=1, max_length=400)]
RequestId = Annotated[int, Field(ge=0, le=MAX_REQUEST_ID)]
Text = Annotated[str, Field(max_length=400)]
Digest = Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]


class MessageKind(str, Enum):
    HELLO = "hello"
    WELCOME = "welcome"
    REFUSED = "refused"
    VIEW = "view"
    YOUR_TURN = "your_turn"
    MOVE = "move"
    CHAT = "chat"
    COMMITMENT = "commitment"
    REVEAL = "reveal"
    BYE = "bye"


class RefusalReason(str, Enum):
    """Why a peer, or one of its messages, was turned away (the interface says each in words)."""

    WRONG_VERSION = "wrong_version"  # the text says which version this side runs
    GARBAGE = "garbage"  # not a message: not JSON, or not an object
    OVERSIZED = "oversized"
    UNKNOWN_KIND = "unknown_kind"
    INVALID = "invalid"  # a known kind whose fields do not fit
    UNEXPECTED = "unexpected"  # a kind this side never receives, or not now
    FLOOD = "flood"  # too many messages too fast
    TOO_MANY_BAD = "too_many_bad"  # the peer is dropped
    SEAT_TAKEN = "seat_taken"  # the seat the code was for is played by someone else
    MATCH_OVER = "match_over"  # the match the code was for has ended


class Phrase(str, Enum):
    """The quick phrases of the chat; each side shows them in its own language."""

    HELLO = "hello"
    GOOD_LUCK = "good_luck"
    WELL_PLAYED = "well_played"
    THANKS = "thanks"
    ONE_MOMENT = "one_moment"
    YOUR_TURN = "your_turn"
    OOPS = "oops"
    GOOD_GAME = "good_game"
    BYE = "bye"


class RequestKind(str, Enum):
    TURN = "turn"  # the seat's next move
    GO_OUT = "go_out"  # the partner asks "may I go out?": the legal actions are the yes and the no


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


class _Message(_Strict):
    v: Literal[2] = PROTOCOL_VERSION


class Hello(_Message):
    """A guest's first message: who it is, and the seat it held before when it joins again (else None)."""

    kind: Literal[MessageKind.HELLO] = MessageKind.HELLO
    app_version: Annotated[str, Field(max_length=40)] = __version__
    seat: Seat | None
    name: Name


class Welcome(_Message):
    """The match as the guest plays it: the rules as the save stores them (target included), every
    seat's name and computer level (None: a person), the guest's seat, whether the Tip may be asked."""

    kind: Literal[MessageKind.WELCOME] = MessageKind.WELCOME
    rules: RuleSet
    names: list[Name] = Field(min_length=2, max_length=6)
    levels: list[Annotated[str, Field(max_length=40)] | None] = Field(min_length=2, max_length=6)
    seat: Seat
    tip_allowed: bool

    @field_validator("rules", mode="before")
    @classmethod
    def _every_rule_written(cls, value: Any) -> Any:
        return require_every_rule(value)

    @model_validator(mode="after")
    def _fits_the_table(self) -> Welcome:
        players = self.rules.players
        if len(self.names) != players or len(self.levels) != players or self.seat >= players:
            raise ValueError("the names, levels or seat do not fit the table")
        if self.levels[self.seat] is not None:
            raise ValueError("the guest's seat is a computer's")
        return self


class Refused(_Strict):
    """A message or a peer turned away. Its form never changes, so every version can read it: ``v``
    and ``app_version`` say what the refusing side runs."""

    kind: Literal[MessageKind.REFUSED] = MessageKind.REFUSED
    v: int = Field(PROTOCOL_VERSION, ge=0, le=10**6)
    reason: RefusalReason
    text: Text
    app_version: Annotated[str, Field(max_length=40)] = __version__


class View(_Message):
    """The guest's `PlayerView` (`wire_view`), sent after every change."""

    kind: Literal[MessageKind.VIEW] = MessageKind.VIEW
    view: WireView


class YourTurn(_Message):
    """The guest's seat is to act on request ``request_id``: one of ``legal`` (action text)."""

    kind: Literal[MessageKind.YOUR_TURN] = MessageKind.YOUR_TURN
    request_id: RequestId
    request: RequestKind
    legal: list[ActionText] = Field(min_length=1, max_length=5000)

    @field_validator("legal")
    @classmethod
    def _readable(cls, value: list[str]) -> list[str]:
        for text in value:
            _action(text)
        return value

    @classmethod
    def of(cls, request_id: int, request: RequestKind, legal: Sequence[Action]) -> YourTurn:
        return cls(request_id=request_id, request=request, legal=[str(action) for action in legal])

    def actions(self) -> tuple[Action, ...]:
        return tuple(parse_action(text) for text in self.legal)


class Move(_Message):
    """The guest's answer to request ``request_id``."""

    kind: Literal[MessageKind.MOVE] = MessageKind.MOVE
    request_id: RequestId
    action: ActionText

    @field_validator("action")
    @classmethod
    def _readable(cls, value: str) -> str:
        _action(value)
        return value

    @classmethod
    def of(cls, request_id: int, action: Action) -> Move:
        return cls(request_id=request_id, action=str(action))

    def parsed(self) -> Action:
        return parse_action(self.action)


class Chat(_Message):
    """A quick phrase or a free text (one of the two). ``seat`` is the speaker's, filled in by the
    host when it passes the message on; a guest sends None (the host knows who it is). ``earlier``:
    said before this guest joined, sent by the host as the chat so far (shown, not announced)."""

    kind: Literal[MessageKind.CHAT] = MessageKind.CHAT
    seat: Seat | None
    phrase: Phrase | None = None
    text: (
        Annotated[str, Field(min_length=1, max_length=MAX_CHAT_CHARACTERS), AfterValidator(_printable)] | None
    ) = None
    earlier: bool = False

    @model_validator(mode="after")
    def _one_of_the_two(self) -> Chat:
        if (self.phrase is None) == (self.text is None):
            raise ValueError("a chat message is a phrase or a text")
        return self


class Commitment(_Message):
    """Before round ``round``'s first card: sha256 of its deal code and a secret (`fair_deal`)."""

    kind: Literal[MessageKind.COMMITMENT] = MessageKind.COMMITMENT
    round: Annotated[int, Field(ge=1, le=5000)]
    digest: Digest


class Reveal(_Message):
    """At round ``round``'s end: the deal code and the secret of its `Commitment`, and the round's log
    (engine/roundlog.py; a real round's is a few thousand characters)."""

    kind: Literal[MessageKind.REVEAL] = MessageKind.REVEAL
    round: Annotated[int, Field(ge=1, le=5000)]
    deal_code: Annotated[str, Field(min_length=1, max_length=200)]
    secret: Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
    log: Annotated[str, Field(max_length=MAX_MESSAGE_BYTES)]


class Bye(_Message):
    """The sender leaves on purpose (the link closes after it)."""

    kind: Literal[MessageKind.BYE] = MessageKind.BYE


Message = Annotated[
    Hello | Welcome | Refused | View | YourTurn | Move | Chat | Commitment | Reveal | Bye,
    Field(discriminator="kind"),
]
_MESSAGE: TypeAdapter[Message] = TypeAdapter(Message)

#: What each side may receive (`guard.PeerGuard` turns the rest away).
FROM_GUEST = frozenset(
    {MessageKind.HELLO, MessageKind.MOVE, MessageKind.CHAT, MessageKind.REFUSED, MessageKind.BYE}
)
FROM_HOST = frozenset(MessageKind) - {MessageKind.HELLO, MessageKind.MOVE}


def _action(text: str) -> Action:
    try:
        return parse_action(text)
    except (ValueError, KeyError, IndexError):
        raise ValueError(f"not an action: {text[:60]!r}") from None


class WireError(ValueError):
    """A line that is not a message this protocol version reads: ``reason`` says why."""

    def __init__(self, reason: RefusalReason, detail: str) -> None:
        super().__init__(f"{reason.value}: {detail}")
        self.reason = reason
        self.detail = detail


def encode(message: Message) -> bytes:
    """The message's line, without the newline; WireError (OVERSIZED) if it is over the limit."""
    data = message.model_dump_json().encode("utf-8")
    if len(data) > MAX_MESSAGE_BYTES:
        raise WireError(RefusalReason.OVERSIZED, f"{message.kind.value} of {len(data)} bytes")
    return data


def decode(data: bytes) -> Message:
    """One line (without its newline) as a message; WireError says why it is not one."""
    if len(data) > MAX_MESSAGE_BYTES:
        raise WireError(RefusalReason.OVERSIZED, f"{len(data)} bytes")
    try:
        document = json.loads(data)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise WireError(RefusalReason.GARBAGE, "not JSON") from None
    if not isinstance(document, dict):
        raise WireError(RefusalReason.GARBAGE, "not a JSON object")
    kind, version = document.get("kind"), document.get("v")
    if kind not in {member.value for member in MessageKind}:
        raise WireError(RefusalReason.UNKNOWN_KIND, f"kind {str(kind)[:40]!r}")
    if kind != MessageKind.REFUSED.value and version != PROTOCOL_VERSION:
        raise WireError(
            RefusalReason.WRONG_VERSION, f"protocol {str(version)[:20]}, this side runs {PROTOCOL_VERSION}"
        )
    try:
        return _MESSAGE.validate_json(data)
    except ValidationError as error:
        first = error.errors()[0] if error.errors() else {"loc": (), "msg": "invalid"}
        where = ".".join(str(part) for part in first["loc"])
        raise WireError(RefusalReason.INVALID, f"{kind}: {where}: {first['msg']}"[:200]) from None
