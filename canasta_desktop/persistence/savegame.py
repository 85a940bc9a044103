"""The save file of a running match (schema version 5), as pydantic models.

A save holds everything needed to continue exactly: the whole `RuleSet`, the
seats (who plays each, a person or a computer level, with its name; each
computer player's random generator and any memory it keeps), the match (seed,
first dealer, totals, the score sheets of the finished rounds), the current
round's deal parameters and its action log, and an explicit snapshot of the
position (hands, stock order, pile, melds…). The
loader replays the log and refuses the file unless the replay reproduces the
snapshot, so hidden damage is caught instead of dealing a different game.

A round continued from a stored position (its moves no longer replayed after
an engine change) keeps that position as its ``origin``, with the moves that
led there: the log then starts from the origin, and the save stays loadable
for the rest of the match (schema version 2 added the field).

Each finished round keeps its log (schema version 3: ``match.history[].log``, the text of
`engine.roundlog.write_log`, "" when unknown) for the round review and the deal laid open. The
loader replays it and keeps it only if it lands on that round's score sheet, seed and dealer
(`persistence.round_logs.checked_log`): a damaged log is dropped alone, the match still loads.

Every seat says who plays it (schema version 4: ``seats[].kind``, a person at this screen or a
computer), so several people can share the screen (pass and play); ``human`` is the seat the table
was shown from when the match was saved, always a person's. Up to version 3 the one person sat at
``human``.

A seat may be played by a person at another computer (schema version 5: ``seats[].kind`` "remote", issue
35). Such a seat keeps the guest's name and the stand-in computer that plays it while the guest is away
(its level, generator and memory, as a computer's seat): continued, the match offers the seat again under
a new code, and the stand-in plays it until someone joins.

Bounds on every number keep a damaged or hostile file from reaching the engine.
"""

from __future__ import annotations

import base64
import binascii
import math
import random
import struct
from datetime import datetime
from enum import Enum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..engine.rules import RuleSet
from .jsonfile import DocumentType
from .written_rules import require_every_rule

KIND = "canasta-desktop/match"
SCHEMA_VERSION = 5
MAX_SEED = 2**63 - 1  # seeds the game accepts at input; the save reads older ones in Seed's range

Score = Annotated[int, Field(ge=-(10**8), le=10**8)]
Seed = Annotated[int, Field(ge=-(2**63), lt=2**64)]
Seat = Annotated[int, Field(ge=0, le=5)]
Count = Annotated[int, Field(ge=0, le=10**6)]
CardList = Annotated[str, Field(max_length=4000)]  # cards as text, space-separated: "QS 2H XR"
Name = Annotated[str, Field(max_length=80)]
MAX_LOG = 20_000  # the simulator's limit on a round's actions
MAX_ROUNDS = 5_000
MAX_ROUND_LOG = 400_000  # characters of a finished round's log (a real one is 2-5 thousand)

_WORDS = 625  # a Mersenne Twister state: 624 words and the position
_PACK = struct.Struct(f"<{_WORDS}I")


class Strict(BaseModel):
    """Every field required (no defaults), no extra fields, no type coercion."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)


class RngState(Strict):
    """A `random.Random`'s exact state, compactly: the 625 words base64-packed."""

    version: Literal[3]
    words: str = Field(max_length=4000)
    gauss_next: float | None

    @field_validator("words")
    @classmethod
    def _check_words(cls, value: str) -> str:
        try:
            raw = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError("not base64") from None
        if len(raw) != _PACK.size:
            raise ValueError(f"needs {_WORDS} words")
        if _PACK.unpack(raw)[-1] > 624:
            raise ValueError("position out of range")
        return value

    @field_validator("gauss_next")
    @classmethod
    def _finite(cls, value: float | None) -> float | None:
        if value is not None and not math.isfinite(value):
            raise ValueError("not a finite number")
        return value

    @classmethod
    def of(cls, rng: random.Random) -> RngState:
        version, words, gauss = rng.getstate()
        packed = base64.b64encode(_PACK.pack(*words)).decode("ascii")
        return cls.model_construct(version=version, words=packed, gauss_next=gauss)

    def to_random(self) -> random.Random:
        rng = random.Random()
        rng.setstate((self.version, _PACK.unpack(base64.b64decode(self.words)), self.gauss_next))
        return rng


class SeatKind(Enum):
    """Who plays a seat, as the save keeps it."""

    PERSON = "person"  # a person at this screen (one of several in pass and play)
    COMPUTER = "computer"  # a computer level
    REMOTE = "remote"  # a person at another computer; the stand-in computer's level plays it while away


class SeatModel(Strict):
    """A seat: a person (nothing but a name), or a computer player with its level, generator and memory
    (a remote seat's stand-in too)."""

    kind: SeatKind
    name: Name
    level: str | None = Field(max_length=40)
    seed: Seed | None
    rng: RngState | None
    memory: dict[str, Any] | None  # for players that keep more than a generator

    @model_validator(mode="after")
    def _fits_its_kind(self) -> SeatModel:
        if self.kind is SeatKind.PERSON and (self.level, self.seed, self.rng, self.memory) != (None,) * 4:
            raise ValueError("a person's seat has no level, seed, generator or memory")
        if self.kind is not SeatKind.PERSON and self.level is None:
            raise ValueError(f"a {self.kind.value} seat needs a level")
        return self


class SetupModel(Strict):
    """What the new-game dialog chose (offered again as the next game's defaults)."""

    preset: str = Field(max_length=40)
    level: str = Field(max_length=40)
    target: Annotated[int, Field(ge=1, le=10**7)] | None
    name: Name


class SideScoreModel(Strict):
    side: Seat
    melded_points: Score
    natural_canastas: Count
    mixed_canastas: Count
    canasta_bonus: Score
    red_threes: Count
    red_three_points: Score
    going_out_bonus: Score
    concealed: bool
    hand_points: Score
    penalty: Score
    pile_bonus: Score = 0  # issue 25: absent in saves from before the pile bonus
    wild_canastas: Count = 0  # written only when there is one (issue 25)


class RoundRecordModel(Strict):
    number: Annotated[int, Field(ge=1, le=MAX_ROUNDS)]
    dealer: Seat
    seed: Seed
    sheet: list[SideScoreModel] = Field(min_length=2, max_length=3)
    went_out: Seat | None
    concealed: bool
    totals_after: list[Score] = Field(min_length=2, max_length=3)
    log: str = Field(max_length=MAX_ROUND_LOG)  # "" when unknown (schema 3 added it)


class MatchModel(Strict):
    id: str = Field(pattern=r"^[0-9a-f]{32}$")
    started_at: datetime
    seed: Seed
    first_dealer: Seat
    totals: list[Score] = Field(min_length=2, max_length=3)
    history: list[RoundRecordModel] = Field(max_length=MAX_ROUNDS)
    seconds_played: Count = 0  # issue 25: the match's play time (a match to the clock); 0 in older saves
    time_up: bool = False  # issue 32: the clock had run out when the last round ended (a tie plays on)


class TurnModel(Strict):
    """The current turn's bookkeeping (the undo stack by its depth: the replay rebuilds it)."""

    player_had_melded: bool
    asked: bool
    answer: bool | None
    melded: bool
    touched_old_melds: bool
    new_ranks: str = Field(max_length=40)  # rank characters, sorted
    undo_depth: Count
    canastas_before: Count | None = None  # issue 25 (engine revision 4); None in older saves


class PositionModel(Strict):
    """The whole position, hidden cards included; the log's replay must reproduce it exactly."""

    phase: Literal["draw", "meld", "answer", "over"]
    to_move: Seat
    hands: list[CardList] = Field(min_length=2, max_length=6)
    stock: CardList  # bottom first: the next card drawn is the last
    pile: CardList  # bottom first: the top card is the last
    pile_frozen: bool
    melds: list[list[tuple[str, CardList]]] = Field(min_length=2, max_length=3)  # per side, in laying order
    red_threes: list[CardList] = Field(min_length=2, max_length=3)
    player_melded: list[bool] = Field(min_length=2, max_length=6)
    penalties: list[Score] = Field(min_length=2, max_length=3)
    turnovers: Count
    turns_started: Count
    went_out: Seat | None
    concealed: bool
    turn: TurnModel
    pile_bonuses: list[Score] | None = Field(None, min_length=2, max_length=3)  # issue 25, as above


MoveLine = Annotated[str, Field(max_length=400)]  # "seat: action"


class OriginModel(Strict):
    """Where a round continued from a stored position starts: that position, the engine revision that
    dealt the round, and the moves that led there (not replayable by this engine, but checked)."""

    engine_revision: Annotated[int, Field(ge=0, le=1_000_000)]
    log: list[MoveLine] = Field(max_length=MAX_LOG)
    position: PositionModel


class RoundModel(Strict):
    number: Annotated[int, Field(ge=1, le=MAX_ROUNDS)]
    seed: Seed
    dealer: Seat
    scores_before: list[Score] = Field(min_length=2, max_length=3)
    origin: OriginModel | None  # None: the log starts at the deal
    log: list[MoveLine] = Field(max_length=MAX_LOG)
    position: PositionModel


class SaveFile(Strict):
    """Schema version 5 of ``match.json``."""

    kind: Literal["canasta-desktop/match"]
    schema_version: Literal[5]
    saved_at: datetime
    app_version: str = Field(max_length=40)
    engine_revision: Annotated[int, Field(ge=0, le=1_000_000)]  # see engine.snapshot.ENGINE_REVISION
    rules: RuleSet
    setup: SetupModel
    human: Seat  # the seat the table was shown from (a person's)
    seats: list[SeatModel] = Field(min_length=2, max_length=6)
    table_rng: RngState
    match: MatchModel
    round: RoundModel

    @field_validator("rules", mode="before")
    @classmethod
    def _every_rule_written(cls, value: Any) -> Any:
        require_every_rule(value)
        if isinstance(value, dict) and not _sane_numbers(value):
            raise ValueError(f"a rule's number is beyond {RULE_NUMBER_LIMIT}")
        return value


# A first, cheap look at the saved rules before they are parsed: `RuleSet` then holds every number
# to its own bounds (engine/rule_problems.py: MAX_POINTS, MAX_TARGET), all of them below this one.
RULE_NUMBER_LIMIT = 10**7


def _sane_numbers(value: Any) -> bool:
    if isinstance(value, bool):
        return True
    if isinstance(value, (int, float)):
        return abs(value) <= RULE_NUMBER_LIMIT
    if isinstance(value, dict):
        return all(_sane_numbers(item) for item in value.values())
    if isinstance(value, (list, tuple)):
        return all(_sane_numbers(item) for item in value)
    return True


#: Older schema versions are converted by `migrations.SAVE_MIGRATIONS`.
def document_type() -> DocumentType:
    from .migrations import SAVE_MIGRATIONS

    return DocumentType(KIND, SCHEMA_VERSION, SAVE_MIGRATIONS, checksum=True)


def seat_seed(match_seed: int, seat: int) -> int:
    """The seed of a computer seat's player: the match seed plus the seat, kept within `MAX_SEED`."""
    return (match_seed + seat) % (MAX_SEED + 1)
