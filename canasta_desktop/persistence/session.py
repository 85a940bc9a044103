"""A running match with its seats, to and from the save file (`savegame.SaveFile`).

`MatchSession` is what the table owns: the engine's `Match`, who sits where
(the people at this screen, the computer players with their random generators),
the seat the table is shown from (``human``), the table's own generator and the
new-game choices. `to_document` turns it into the save's JSON document;
`from_document` rebuilds it by replaying the round's log and checks that the
replay lands exactly on the stored position, and that the position and every
score sheet pass the engine's invariant checks.

A save from another engine revision whose moves no longer replay continues
from its stored position, once that position has passed the same checks (and,
when the deal is unchanged, agrees with the deal and the moves). The position
is kept as the round's origin (`RoundState.origin`), so every later save of the
round writes it with the log from there and stays loadable.
"""

from __future__ import annotations

import json
import random
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from .. import __version__, ai
from ..ai.base import Player, RememberingPlayer, SeededPlayer
from ..engine.events import Event
from ..engine.invariants import DEAL_UNCHANGED_SINCE, InvariantError, Move, check_restored, parse_moves
from ..engine.match import Match, RoundRecord, round_seed
from ..engine.roundlog import format_move, parse_move
from ..engine.rules import PRESETS, RuleSet
from ..engine.scoring import SideScore
from ..engine.sheet_checks import check_record
from ..engine.snapshot import ENGINE_REVISION, RoundOrigin, from_snapshot, to_snapshot
from ..engine.state import RoundState
from . import jsonfile
from .errors import LoadError, Problem
from .round_logs import checked_log
from .savegame import MAX_LOG, PositionModel, RngState, RoundModel, SaveFile, SeatModel, document_type
from .savegame import SeatKind as SeatKind  # the interface names it from here


def now_utc() -> datetime:
    return datetime.now(UTC)


@dataclass(slots=True)
class SeatInfo:
    """One seat: a person (``level`` None) or a computer player of ``level``; ``remote``: a person at
    another computer, ``level`` and ``player`` its stand-in computer."""

    name: str
    level: str | None = None
    seed: int | None = None
    player: Player | None = None
    remote: bool = False

    @property
    def kind(self) -> SeatKind:
        if self.remote:
            return SeatKind.REMOTE
        return SeatKind.PERSON if self.level is None else SeatKind.COMPUTER


@dataclass(slots=True)
class Setup:
    """The new-game choices the match was started with."""

    preset: str
    level: str
    target: int | None
    name: str = ""


@dataclass(slots=True)
class MatchSession:
    """Everything needed to continue a match exactly where it stopped."""

    match: Match
    seats: list[SeatInfo]
    human: int  # the seat the table is shown from: a person's
    table_rng: random.Random
    setup: Setup
    match_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    started_at: datetime = field(default_factory=now_utc)
    last_events: tuple[Event, ...] = ()  # what the last action of the saved round did (the "last move" line)
    last_seat: int | None = None
    dropped_logs: tuple[int, ...] = ()  # finished rounds whose stored log did not replay (dropped on load)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def players(self) -> dict[int, Player]:
        return {i: seat.player for i, seat in enumerate(self.seats) if seat.player is not None}


# --------------------------------------------------------------------------- players' memories
def player_memory(player: Player) -> dict[str, Any] | None:
    """What a player keeps beyond its generator, if it is a `RememberingPlayer`; else None."""
    return player.save_memory() if isinstance(player, RememberingPlayer) else None


def player_rng(player: Player) -> random.Random | None:
    """The generator of a `SeededPlayer` (the save stores its state); None for a player without one."""
    return player.rng if isinstance(player, SeededPlayer) else None


def restore_player(level: str, seed: int, rng: RngState | None, memory: dict[str, Any] | None) -> Player:
    """A computer player of ``level`` in the saved state: its generator and memory put back."""
    player = ai.make_player(level, seed)
    own = player_rng(player)
    if rng is not None and own is not None:
        own.setstate(rng.to_random().getstate())
    if memory is not None:
        if not isinstance(player, RememberingPlayer):
            raise ValueError(f"the {level} player keeps no memory, but the save has one")
        player.load_memory(memory)
    return player


# --------------------------------------------------------------------------- the position
position = to_snapshot  # the position as stored in the save (hidden cards included)


def origin_of(state: RoundState) -> RoundOrigin | None:
    """Where ``state``'s log starts, if not at the deal."""
    return state.origin


def _origin_doc(state: RoundState) -> dict[str, Any] | None:
    origin = origin_of(state)
    if origin is None:
        return None
    return {"engine_revision": origin.engine_revision, "log": list(origin.log), "position": origin.position}


# --------------------------------------------------------------------------- saving
def _rng_doc(rng: random.Random) -> dict[str, Any]:
    return RngState.of(rng).model_dump()


def _record_doc(record: RoundRecord) -> dict[str, Any]:
    return {
        "number": record.number,
        "dealer": record.dealer,
        "seed": record.seed,
        "sheet": [_sheet_row(score) for score in record.sheet],
        "went_out": record.went_out,
        "concealed": record.concealed,
        "totals_after": list(record.totals_after),
        "log": record.log,
    }


def _seat_doc(seat: SeatInfo) -> dict[str, Any]:
    player = seat.player
    rng = player_rng(player) if player is not None else None
    return {
        "kind": seat.kind.value,
        "name": seat.name,
        "level": seat.level,
        "seed": seat.seed,
        "rng": _rng_doc(rng) if rng is not None else None,
        "memory": player_memory(player) if player is not None else None,
    }


def to_document(session: MatchSession, saved_at: datetime | None = None) -> dict[str, Any]:
    """The save's payload (without kind, version and checksum, which `jsonfile.encode` adds)."""
    match = session.match
    state = match.round
    if match.is_over or state.is_over:
        raise ValueError("only a match in progress, between moves, is saved")
    setup = session.setup
    return {
        "saved_at": (saved_at or now_utc()).isoformat(),
        "app_version": __version__,
        "engine_revision": ENGINE_REVISION,
        "rules": match.rules.model_dump(mode="json"),
        "setup": {"preset": setup.preset, "level": setup.level, "target": setup.target, "name": setup.name},
        "human": session.human,
        "seats": [_seat_doc(seat) for seat in session.seats],
        "table_rng": _rng_doc(session.table_rng),
        "match": {
            "id": session.match_id,
            "started_at": session.started_at.isoformat(),
            "seed": match.seed,
            "first_dealer": match.first_dealer,
            "totals": list(match.totals),
            "history": [_record_doc(record) for record in match.history],
            "seconds_played": match.seconds_played,
            **({"time_up": True} if match.time_up else {}),  # issue 32: written only when true (older files)
        },
        "round": {
            "number": match.round_number,
            "seed": state.seed,
            "dealer": state.dealer,
            "scores_before": list(state.scores_before),
            "origin": _origin_doc(state),
            "log": [format_move(seat, action) for seat, action in state.log],
            "position": position(state),
        },
    }


def encode(session: MatchSession, saved_at: datetime | None = None) -> bytes:
    """The save file's bytes for ``session``."""
    return jsonfile.encode(to_document(session, saved_at), document_type())


# --------------------------------------------------------------------------- loading
class Inconsistent(ValueError):
    """The save is well-formed but does not describe a reachable, continuable match."""


def from_document(document: dict[str, Any]) -> MatchSession | LoadError:
    """Rebuild the session from a document at the current schema version, or say why not."""
    try:
        model = SaveFile.model_validate_json(json.dumps(document))
    except (ValidationError, ValueError) as error:
        return LoadError(Problem.INVALID, _validation_summary(error))
    try:
        return _build(model)
    except Inconsistent as error:
        return LoadError(Problem.INCONSISTENT, str(error))


def decode(data: bytes) -> MatchSession | LoadError:
    """Bytes of a save file to a session, or why not (never raises)."""
    try:
        document = jsonfile.parse(data, document_type())
        return document if isinstance(document, LoadError) else from_document(document)
    except Exception as error:  # noqa: BLE001 - a save must never crash the game
        return LoadError(Problem.INVALID, f"{type(error).__name__}: {error}")


def _validation_summary(error: Exception) -> str:
    if isinstance(error, ValidationError):
        parts = []
        for item in error.errors()[:3]:
            where = ".".join(str(part) for part in item["loc"])
            parts.append(f"{where}: {item['msg']}")
        more = error.error_count() - len(parts)
        return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")
    return str(error)[:300]


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise Inconsistent(message)


_KNOWN_RULES: dict[str, RuleSet] = {}


def _interned(rules: RuleSet) -> RuleSet:
    """One object per distinct rule set (the preset itself when it is one): the engine's per-rules
    caches then find it by identity instead of comparing every field."""
    key = rules.model_dump_json()
    known = _KNOWN_RULES.get(key)
    if known is None:
        if len(_KNOWN_RULES) > 64:
            _KNOWN_RULES.clear()
        known = next((p for p in PRESETS.values() if p.model_dump_json() == key), rules)
        _KNOWN_RULES[key] = known
    return known


def _build(model: SaveFile) -> MatchSession:
    rules = _interned(model.rules)
    n, sides = rules.players, rules.sides
    _need(len(model.seats) == n, f"{len(model.seats)} seats for a {n}-player game")
    _need(
        model.human < n and model.seats[model.human].kind is SeatKind.PERSON,
        "the table is shown from no person's seat",
    )
    seats = [_seat(index, seat) for index, seat in enumerate(model.seats)]
    saved = model.match
    _need(saved.first_dealer < n and len(saved.totals) == sides, "the match does not fit the rules")
    history, dropped = _history(model, rules)
    totals = list(history[-1].totals_after) if history else [0] * sides
    _need(list(saved.totals) == totals, "the totals do not add up to the score sheets")
    state, last_events, last_seat = _replay(model, rules, history, totals)
    match = Match.restore(
        rules, saved.seed, saved.first_dealer, history, state, saved.seconds_played, saved.time_up
    )
    _need(not match.is_over, "the match is already over")
    setup = model.setup
    return MatchSession(
        match=match,
        seats=seats,
        human=model.human,
        table_rng=model.table_rng.to_random(),
        setup=Setup(setup.preset, setup.level, setup.target, setup.name),
        match_id=saved.id,
        started_at=saved.started_at,
        last_events=last_events,
        last_seat=last_seat,
        dropped_logs=dropped,
    )


def _seat(index: int, seat: SeatModel) -> SeatInfo:
    level = seat.level
    if level is None:  # a person's seat (`SeatModel` holds every other seat to a level)
        return SeatInfo(seat.name)
    _need(level in ai.PLAYERS, f"unknown computer level {level!r}")
    seed = seat.seed if seat.seed is not None else 0
    try:
        player = restore_player(level, seed, seat.rng, seat.memory)
    except (ValueError, TypeError, KeyError) as error:
        raise Inconsistent(f"seat {index}: {error}") from None
    return SeatInfo(seat.name, level, seat.seed, player, remote=seat.kind is SeatKind.REMOTE)


def _history(model: SaveFile, rules: RuleSet) -> tuple[list[RoundRecord], tuple[int, ...]]:
    """The finished rounds, and the numbers of those whose stored log was dropped (it did not replay to
    the round: damage of that log only, the match loads without it)."""
    n, sides = rules.players, rules.sides
    first, seed = model.match.first_dealer, model.match.seed
    totals = [0] * sides
    history = []
    dropped = []
    for index, record in enumerate(model.match.history):
        number = index + 1
        _need(
            record.number == number and record.dealer == (first + index) % n,
            f"round {number} is out of order",
        )
        _need(record.seed == round_seed(seed, number), f"round {number} was not dealt from the match seed")
        _need(
            len(record.sheet) == sides and all(s.side == k for k, s in enumerate(record.sheet)),
            f"round {number}'s score sheet does not fit the sides",
        )
        _need(record.went_out is None or record.went_out < n, f"round {number}: no such seat went out")
        sheet = tuple(SideScore(**score.model_dump()) for score in record.sheet)
        before, totals = totals, [total + score.total for total, score in zip(totals, sheet)]
        _need(list(record.totals_after) == totals, f"round {number}'s totals do not add up")
        finished = RoundRecord(
            number, record.dealer, record.seed, sheet, record.went_out, record.concealed, tuple(totals)
        )
        try:
            check_record(rules, finished)
        except InvariantError as error:
            raise Inconsistent(f"an impossible score sheet: {error}") from None
        log = checked_log(record.log, rules, finished, before)
        if record.log and not log:
            dropped.append(number)
        history.append(replace(finished, log=log))
    return history, tuple(dropped)


Replayed = tuple[RoundState, tuple[Event, ...], int | None]


def _replay(model: SaveFile, rules: RuleSet, history: list[RoundRecord], totals: list[int]) -> Replayed:
    saved = model.round
    number = len(history) + 1
    dealer = (model.match.first_dealer + number - 1) % rules.players
    _need(saved.number == number and saved.dealer == dealer, "the round does not follow the match")
    _need(saved.seed == round_seed(model.match.seed, number), "the round was not dealt from the match seed")
    _need(list(saved.scores_before) == totals, "the round's scores do not match the totals")
    _need(model.engine_revision >= 1, "engine revisions are counted from 1")
    deal = RoundState(rules, saved.seed, dealer, totals)
    origin = saved.origin
    dealt_by = model.engine_revision if origin is None else origin.engine_revision
    # The hands are checked against our deal unless an older engine dealt differently; a newer one is
    # trusted to deal as we do (if it does not, its save is refused rather than continued unchecked).
    reference = deal if dealt_by >= DEAL_UNCHANGED_SINCE else None
    earlier = [] if origin is None else _moves(origin.log, rules)
    try:
        if origin is None:
            start = deal.copy()
        else:
            start = _restored(rules, saved, origin.position.model_dump(mode="json"), earlier, reference)
        replayed = _replay_log(saved, start)
        _check(replayed[0], [*earlier, *replayed[0].log], reference)
        if origin is not None:
            replayed[0].origin = RoundOrigin(
                origin.engine_revision, tuple(origin.log), origin.position.model_dump(mode="json")
            )
        return replayed
    except Inconsistent:
        if model.engine_revision == ENGINE_REVISION:
            raise
    # Written by another engine revision whose moves no longer replay: continue from the position,
    # which becomes the round's origin (with every move before it) for the saves that follow.
    lines = (*(origin.log if origin is not None else ()), *saved.log)
    _need(len(lines) <= MAX_LOG, "the round is too long to continue")
    stored = saved.position.model_dump(mode="json")
    state = _restored(rules, saved, stored, _moves(lines, rules), reference)
    state.origin = RoundOrigin(dealt_by, lines, stored)
    return state, (), None


def _moves(lines: Sequence[str], rules: RuleSet) -> list[Move]:
    try:
        return parse_moves(lines, rules.players)
    except InvariantError as error:
        raise Inconsistent(str(error)) from None


def _restored(
    rules: RuleSet,
    saved: RoundModel,
    stored: dict[str, Any],
    moves: Sequence[Move],
    reference: RoundState | None,
) -> RoundState:
    """The round in a stored position, if that position passes every check."""
    try:
        state = from_snapshot(rules, saved.seed, saved.dealer, list(saved.scores_before), stored)
    except (ValueError, KeyError) as error:
        raise Inconsistent(f"the saved position is not playable: {error}") from None
    _check(state, moves, reference)
    return state


def _check(state: RoundState, moves: Sequence[Move], reference: RoundState | None) -> None:
    try:
        check_restored(state, moves, reference)
    except InvariantError as error:
        raise Inconsistent(f"an impossible position: {error}") from None


def _replay_log(saved: RoundModel, state: RoundState) -> Replayed:
    """Play the saved moves on ``state`` (the deal, or the round's origin): they must reach the saved
    position."""
    events: tuple[Event, ...] = ()
    seat: int | None = None
    for line_number, line in enumerate(saved.log, start=1):
        try:
            seat, action = parse_move(line)
            _need(seat == state.actor, f"move {line_number}: seat {seat} is not to act")
            events = tuple(state.play(action))
        except Inconsistent:
            raise
        except ValueError as error:
            raise Inconsistent(f"move {line_number} ({line[:60]!r}): {error}") from None
    _need(not state.is_over, "the round is over but was not scored")
    _need(
        _as_stored(position(state), saved.position) == saved.position.model_dump(mode="json"),
        "replaying the moves does not give the saved position",
    )
    return state, events, seat


def _as_stored(replayed: dict[str, Any], stored: PositionModel) -> dict[str, Any]:
    """The replayed position without what a save from before engine revision 4 did not hold (None)."""
    if stored.pile_bonuses is None:
        replayed = {**replayed, "pile_bonuses": None}
    if stored.turn.canastas_before is None:
        replayed = {**replayed, "turn": {**replayed["turn"], "canastas_before": None}}
    return replayed


def _sheet_row(score: SideScore) -> dict[str, object]:
    """A score-sheet row as a file writes it; the wild canastas only when there are some (older files)."""
    row = asdict(score)
    if not row["wild_canastas"]:
        del row["wild_canastas"]
    return row
