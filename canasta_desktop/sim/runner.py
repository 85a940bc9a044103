"""Playing one simulated game (a single round or a whole match) and catching what goes wrong.

A game is fully determined by the `SimConfig` and its index: the deal seed,
the dealer, which player sits on which side and the players' own seeds are all
derived from them. Exceptions, broken invariants and dead ends end the game and
come back as a `Problem` that names the seed reproducing it; nothing escapes.
"""

from __future__ import annotations

import random
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field

from .. import ai
from ..ai.base import Player
from ..engine.actions import Action
from ..engine.invariants import InvariantError, RoundChecker, max_round_actions
from ..engine.match import Match
from ..engine.roundlog import log_parts, parse_move, replay, write_log
from ..engine.rules import RuleSet
from ..engine.sheet_checks import check_match
from ..engine.state import RoundState
from ..engine.view import player_view
from .stats import Histogram


def derive_seed(base: int, *parts: object) -> int:
    """A 63-bit seed from ``base`` and labels; string seeding is the same on every machine."""
    key = "/".join(["canasta-sim", str(base), *map(str, parts)])
    return random.Random(key).getrandbits(63)


@dataclass(frozen=True, slots=True)
class SimConfig:
    """What every game of a run shares."""

    rules: RuleSet
    players: tuple[str, ...]  # one player name per slot; there are as many slots as sides
    matches: bool  # True: whole matches; False: single rounds
    seed: int
    duplicate: bool = False  # each deal is played once per rotation of the players
    check: bool = False
    keep_logs: bool = False  # attach the round log to each problem
    max_rounds: int = 500  # a match still going after this many rounds is left unfinished


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: its seed, its (first) dealer, and which slot plays each side."""

    index: int
    seed: int  # the round's deal seed, or the match seed
    dealer: int
    slots: tuple[int, ...]  # slots[side] is the index in SimConfig.players


def game_spec(config: SimConfig, index: int) -> GameSpec:
    """Game ``index``: the players rotate over the sides every game, the dealer every full rotation.

    Over each block of ``sides * players`` games every slot sits on every side
    with every dealer once, so no slot is favoured. With ``duplicate`` the
    games of one rotation share the deal.
    """
    sides, seats = config.rules.sides, config.rules.players
    deal = index // sides if config.duplicate else index
    seed = derive_seed(config.seed, "match" if config.matches else "round", deal)
    rotation = index % sides
    slots = tuple((side + rotation) % sides for side in range(sides))
    return GameSpec(index, seed, (index // sides) % seats, slots)


@dataclass(frozen=True, slots=True)
class Problem:
    """An exception, a broken invariant or a dead end, with what reproduces it."""

    kind: str  # "exception", "invariant" or "dead_end"
    game: int
    seed: int  # the deal seed of the round it happened in
    dealer: int
    scores: tuple[int, ...]  # the match totals before that round
    round_number: int
    match_seed: int | None
    action_number: int  # actions played in the round before the failing one
    seat: int | None
    action: str | None  # the failing action, if there was one
    message: str
    traceback: str
    log: str | None = None  # the round log (engine.roundlog format) when asked for

    def to_json(self) -> dict[str, object]:
        """The JSON form (without the log, which goes into its own file)."""
        data: dict[str, object] = {
            "kind": self.kind,
            "game": self.game,
            "seed": self.seed,
            "dealer": self.dealer,
            "scores": list(self.scores),
            "round": self.round_number,
            "action_number": self.action_number,
            "seat": self.seat,
            "action": self.action,
            "message": self.message,
            "traceback": self.traceback,
        }
        if self.match_seed is not None:
            data["match_seed"] = self.match_seed
        return data


@dataclass(frozen=True, slots=True)
class GameResult:
    """The outcome of one game, small enough to send between processes."""

    index: int
    seed: int
    slots: tuple[int, ...]
    rounds: int  # rounds completed
    totals: tuple[int, ...]  # per side, over the completed rounds
    winner: int | None  # the winning side; None for a draw or a game that did not finish
    finished: bool
    problem: Problem | None = None


@dataclass(slots=True)
class ChunkResult:
    """The results of a run of consecutive games, with the decision timings per player name."""

    results: list[GameResult]
    timings: dict[str, Histogram] = field(default_factory=dict)


@dataclass(slots=True)
class _Game:
    """What playing one game needs: the config, its spec, the seated players and the timings."""

    config: SimConfig
    spec: GameSpec
    seats: list[tuple[str, Player]]
    timings: dict[str, Histogram]
    match_seed: int | None = None
    round_number: int = 1


def seat_players(config: SimConfig, spec: GameSpec) -> list[tuple[str, Player]]:
    """A fresh player for each seat; the seats of a side play the slot given for that side."""
    rules = config.rules
    seats = []
    for seat in range(rules.players):
        name = config.players[spec.slots[rules.side_of(seat)]]
        seats.append((name, ai.make_player(name, derive_seed(spec.seed, "player", seat))))
    return seats


def play_round(game: _Game, state: RoundState) -> Problem | None:
    """Play ``state`` to its end with the seated players; any failure comes back as a `Problem`.

    The failing action is the one being played, or the last one played when
    the state it left breaks an invariant.
    """
    checker = RoundChecker(state) if game.config.check else None
    most_actions = max_round_actions(state.rules)  # more is reported as a broken invariant: it never ends
    step: _Step | None = None
    try:
        if checker is not None:
            checker.check_state()
        while not state.is_over:
            step = None
            legal = state.legal_actions()
            if not legal:
                return _problem(game, state, "dead_end", "no legal action while the round is not over")
            if len(state.log) >= most_actions:
                raise InvariantError(f"the round did not end after {most_actions} actions")
            if checker is not None:
                checker.check_legal(legal)
            step = _Step(state.actor, _choose(game, state, legal), len(state.log))
            if checker is not None:
                checker.check_action_text(step.action)
            state.play(step.action)
            if checker is not None:
                checker.check_state()
    except Exception as error:  # noqa: BLE001 - every failure is a finding, not a crash
        return _failure(game, state, error, step)
    return None


@dataclass(frozen=True, slots=True)
class _Step:
    """An action, the seat that chose it and the length of the round log before it."""

    seat: int
    action: Action
    logged_before: int


def _choose(game: _Game, state: RoundState, legal: Sequence[Action]) -> Action:
    """Ask the acting seat's player, timing only the decision itself (in milliseconds)."""
    name, player = game.seats[state.actor]
    view = player_view(state, state.actor)
    start = time.perf_counter()
    action = player.choose(view, legal)
    elapsed_ms = (time.perf_counter() - start) * 1000
    histogram = game.timings.get(name)
    if histogram is None:
        histogram = game.timings[name] = Histogram()
    histogram.add(elapsed_ms)
    return action


def _failure(game: _Game, state: RoundState, error: Exception, step: _Step | None) -> Problem:
    if isinstance(error, InvariantError):
        return _problem(game, state, "invariant", str(error), step, _excerpt(error))
    return _problem(game, state, "exception", f"{type(error).__name__}: {error}", step, _excerpt(error))


def _problem(
    game: _Game,
    state: RoundState,
    kind: str,
    message: str,
    step: _Step | None = None,
    trace: str = "",
) -> Problem:
    logged = step is not None and len(state.log) > step.logged_before
    number = len(state.log) - 1 if logged else len(state.log)
    log = _log_text(state, None if logged else step) if game.config.keep_logs else None
    return Problem(
        kind=kind,
        game=game.spec.index,
        seed=state.seed,
        dealer=state.dealer,
        scores=tuple(state.scores_before),
        round_number=game.round_number,
        match_seed=game.match_seed,
        action_number=number,
        seat=state.actor if step is None else step.seat,
        action=None if step is None else str(step.action),
        message=message,
        traceback=trace,
        log=log,
    )


def _log_text(state: RoundState, unlogged: _Step | None) -> str:
    """The round log, with a failing action that was refused before being logged appended."""
    text = write_log(state)
    if unlogged is not None:
        text += f"{unlogged.seat}: {unlogged.action}\n"
    return text


def _excerpt(error: BaseException, limit: int = 1500) -> str:
    """The last frames of the traceback, at most ``limit`` characters."""
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__, limit=-6))
    return text if len(text) <= limit else "..." + text[-limit:]


def _setup_problem(game: _Game, error: Exception, seed: int, dealer: int, scores: Sequence[int]) -> Problem:
    """A failure outside a round's play (the deal, or scoring into the match)."""
    kind = "invariant" if isinstance(error, InvariantError) else "exception"
    message = str(error) if kind == "invariant" else f"{type(error).__name__}: {error}"
    return Problem(
        kind=kind,
        game=game.spec.index,
        seed=seed,
        dealer=dealer,
        scores=tuple(scores),
        round_number=game.round_number,
        match_seed=game.match_seed,
        action_number=0,
        seat=None,
        action=None,
        message=message,
        traceback=_excerpt(error),
    )


def run_round(config: SimConfig, spec: GameSpec, timings: dict[str, Histogram]) -> GameResult:
    """Game ``spec`` as a single round (match scores all zero)."""
    game = _Game(config, spec, seat_players(config, spec), timings)
    zero = (0,) * config.rules.sides
    try:
        state = RoundState(config.rules, spec.seed, spec.dealer, zero)
    except Exception as error:  # noqa: BLE001
        return _unfinished(spec, 0, zero, _setup_problem(game, error, spec.seed, spec.dealer, zero))
    problem = play_round(game, state)
    if problem is not None or state.result is None:
        return _unfinished(spec, 0, zero, problem)
    totals = tuple(score.total for score in state.result)
    return GameResult(spec.index, spec.seed, spec.slots, 1, totals, _sole_leader(totals), True)


def run_match(config: SimConfig, spec: GameSpec, timings: dict[str, Histogram]) -> GameResult:
    """Game ``spec`` as a whole match, until a side reaches the target (or ``max_rounds``)."""
    game = _Game(config, spec, seat_players(config, spec), timings, match_seed=spec.seed)
    try:
        match = Match(config.rules, spec.seed, first_dealer=spec.dealer)
    except Exception as error:  # noqa: BLE001
        zero = (0,) * config.rules.sides
        return _unfinished(spec, 0, zero, _setup_problem(game, error, spec.seed, spec.dealer, zero))
    while True:
        game.round_number = match.round_number
        state = match.round
        problem = play_round(game, state)
        if problem is None:
            problem = _finish_round(game, match)
        if problem is not None:
            return _unfinished(spec, len(match.history), tuple(match.totals), problem)
        if match.is_over:
            rounds, totals = len(match.history), tuple(match.totals)
            return GameResult(spec.index, spec.seed, spec.slots, rounds, totals, match.winner, True)
        if len(match.history) >= config.max_rounds:
            return _unfinished(spec, len(match.history), tuple(match.totals), None)


def _finish_round(game: _Game, match: Match) -> Problem | None:
    """Score the round into the match (and check the totals); a failure becomes a `Problem`."""
    state = match.round
    try:
        match.finish_round()
        if game.config.check:
            check_match(match)
    except Exception as error:  # noqa: BLE001
        return _setup_problem(game, error, state.seed, state.dealer, state.scores_before)
    return None


def _unfinished(spec: GameSpec, rounds: int, totals: tuple[int, ...], problem: Problem | None) -> GameResult:
    return GameResult(spec.index, spec.seed, spec.slots, rounds, totals, None, False, problem)


def _sole_leader(totals: Sequence[int]) -> int | None:
    """The side with the highest total, or None if the top is shared."""
    best = max(totals)
    return totals.index(best) if list(totals).count(best) == 1 else None


@dataclass(frozen=True, slots=True)
class ChunkTask:
    """Games ``start`` to ``stop - 1`` of a run (what one worker call plays)."""

    config: SimConfig
    start: int
    stop: int


def run_chunk(task: ChunkTask) -> ChunkResult:
    """Play a run of games in order; top level so that spawned worker processes can import it."""
    config = task.config
    play = run_match if config.matches else run_round
    chunk = ChunkResult([])
    for index in range(task.start, task.stop):
        chunk.results.append(play(config, game_spec(config, index), chunk.timings))
    return chunk


def replay_checked(text: str) -> tuple[RoundState, Problem | None]:
    """Replay a round log (engine.roundlog format) with every check on; return the first failure."""
    deal, lines, stop = log_parts(text)
    state = replay(deal)  # the deal alone
    config = SimConfig(state.rules, ("replay",) * state.rules.sides, False, 0, check=True)
    spec = GameSpec(0, state.seed, state.dealer, tuple(range(state.rules.sides)))
    game = _Game(config, spec, [], {})
    checker = RoundChecker(state)
    step: _Step | None = None
    try:
        checker.check_state()
        for line in lines:
            step = None
            seat, action = parse_move(line)
            if seat != state.actor:
                raise InvariantError(f"the log has seat {seat} act, but seat {state.actor} is to act")
            checker.check_legal(state.legal_actions())
            step = _Step(state.actor, action, len(state.log))
            state.play(step.action)
            checker.check_state()
        if stop is not None:
            state.stop_for_time(stop)  # the match's clock ended the round (engine.time_stop)
            checker.check_state()
    except Exception as error:  # noqa: BLE001
        return state, _failure(game, state, error, step)
    if not state.is_over and not state.legal_actions():
        return state, _problem(game, state, "dead_end", "no legal action while the round is not over")
    return state, None
