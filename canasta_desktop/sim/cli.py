"""`canasta-sim`: computer players against each other, for statistics and for finding engine bugs.

Examples::

    canasta-sim --preset classic-2p --players random,random --rounds 1000 --seed 1 --jobs 2 --json out.json
    canasta-sim --preset classic-4p --players random --matches 10 --target 5000 --check
    canasta-sim --review round.log --seat 0 --json -
    canasta-sim --deal-code 02ZF-09P7-W47G-KBP8-PS5R-SRD0-M --players svaer --log logs
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn, TextIO

from .. import ai
from ..engine.rules import MAX_TARGET, PRESETS, RuleSet
from ..persistence.output_paths import file_problem, folder_problem, write_output
from .report import Tally, build_report, summary_text
from .review_cli import ReviewUsageError, deal_code_command, review_command
from .runner import ChunkResult, ChunkTask, Problem, SimConfig, replay_checked, run_chunk

PROG = "canasta-sim"
MAX_GAMES = 10**9  # rounds or matches in one run (the work is generated as it goes)
MAX_JOBS = 256
MAX_MATCH_ROUNDS = 100_000
MAX_REPLAY_BYTES = 64 * 1024 * 1024
EPILOG = """\
Game i of a run uses a seed derived from --seed and i, so a run is the same
whatever --jobs is. The players rotate over the sides every game and the
dealer moves on every full rotation, so no side is favoured. With --duplicate
the games of one rotation share the deal (the count is rounded up to whole
rotations). In 4- and 6-player games both seats of a side play its player.

Exit status: 0 when every game ran cleanly; 1 when any game hit an error (an
exception or, with --check, a broken invariant) or a dead end (a player to
move with no legal action); 2 for bad arguments or an unwritable --json or
--log. Each problem is listed in the JSON with the seed that reproduces it;
--log DIR writes its round log, which --replay FILE plays back with every
check on.
"""


class UsageError(Exception):
    """A bad command line: reported on one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def bounded(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text[:40]!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{value if len(str(value)) < 30 else text[:30] + '…'} is not between {low} and {high}"
            )
        return value

    parse.__name__ = "number"
    return parse


def target_type(text: str) -> int:
    """``--target``: points from 1 to the rules' largest target, or 0 / ``round`` for a single round."""
    if text.strip().lower() in ("0", "round"):
        return 0
    return bounded(1, MAX_TARGET)(text)


@dataclass(frozen=True, slots=True)
class Options:
    """The validated command line."""

    config: SimConfig
    preset: str
    target: int | None
    games: int
    jobs: int
    json_path: Path | None
    log_dir: Path | None
    progress: bool


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (its errors raise `UsageError`)."""
    parser = _Parser(
        prog=PROG,
        description="Let computer players play Canasta against each other.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--preset", default="classic-2p", help=f"the rules: {', '.join(PRESETS)} (default classic-2p)"
    )
    parser.add_argument(
        "--rules", metavar="FILE", help="play the (first) house-rule set of FILE instead of --preset"
    )
    parser.add_argument(
        "--players",
        default="random",
        help="player names, one per side, comma-separated; one name plays every side;"
        f" known: {', '.join(ai.PLAYERS)} (default random)",
    )
    amount = parser.add_mutually_exclusive_group()
    games = bounded(1, MAX_GAMES)
    amount.add_argument("--rounds", type=games, metavar="N", help="play N independent rounds (default 100)")
    amount.add_argument("--matches", type=games, metavar="N", help="play N whole matches")
    parser.add_argument(
        "--target",
        metavar="POINTS",
        type=target_type,
        help=f"the match target, up to {MAX_TARGET} (default the preset's); 0 or 'round' means one round",
    )
    parser.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    parser.add_argument(
        "--jobs",
        type=bounded(0, MAX_JOBS),
        default=1,
        metavar="N",
        help="worker processes; 0 means one per CPU (default 1)",
    )
    parser.add_argument(
        "--duplicate", action="store_true", help="play each deal once per seating of the players"
    )
    parser.add_argument(
        "--check", action="store_true", help="check the engine's invariants after every action"
    )
    parser.add_argument("--json", metavar="FILE", help="write the results as JSON to FILE")
    parser.add_argument("--log", metavar="DIR", help="write the round log of every failed game into DIR")
    parser.add_argument(
        "--max-rounds",
        type=bounded(1, MAX_MATCH_ROUNDS),
        default=500,
        metavar="N",
        help="leave a match unfinished after N rounds (default 500)",
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show a progress bar on stderr (default: when stderr is a terminal)",
    )
    parser.add_argument("--replay", metavar="FILE", help="replay a round log with every check on, then stop")
    parser.add_argument(
        "--review", metavar="LOG", help="judge every decision of --seat in a round log (--json - for stdout)"
    )
    parser.add_argument("--seat", type=bounded(0, 5), metavar="N", help="the seat --review judges")
    parser.add_argument(
        "--steps", type=bounded(1000, 10**8), metavar="N", help="--review: simulated moves a decision"
    )
    parser.add_argument(
        "--deal-code", metavar="CODE", help="print the deal a code names and play it once with --players"
    )
    return parser


def options_from(args: argparse.Namespace) -> Options:
    """Validate parsed arguments; raise `UsageError` on anything wrong."""
    if args.preset not in PRESETS:
        raise UsageError(f"unknown preset {args.preset!r}; choose from {', '.join(PRESETS)}")
    rules = PRESETS[args.preset] if args.rules is None else _house_rules(args.rules)
    if args.target is not None:
        if args.matches is None:
            raise UsageError("--target only applies to --matches")
        rules = _with_target(rules, args.target)
    players = _players(args.players, rules.sides)
    games = args.matches if args.matches is not None else (args.rounds if args.rounds is not None else 100)
    if args.duplicate:
        games = -(-games // rules.sides) * rules.sides  # whole rotations only
    json_path = None if args.json is None else Path(args.json)
    if args.json is not None:
        check_json_target(args.json)
    log_dir = None if args.log is None else Path(args.log)
    if args.log is not None:
        check_log_folder(args.log)
    config = SimConfig(
        rules,
        players,
        args.matches is not None,
        args.seed,
        args.duplicate,
        args.check,
        keep_logs=args.log is not None,
        max_rounds=args.max_rounds,
    )
    progress = sys.stderr.isatty() if args.progress is None else bool(args.progress)
    jobs = args.jobs or os.cpu_count() or 1
    return Options(
        config,
        rules.name if args.rules else args.preset,
        rules.target,
        games,
        jobs,
        json_path,
        log_dir,
        progress,
    )


def check_json_target(text: str) -> None:
    """``--json FILE`` must be writable now, not only after the whole simulation (`output_paths`)."""
    _require_output("--json", file_problem(text))


def check_log_folder(text: str) -> None:
    """``--log DIR`` must be a folder that can be made and written in (`output_paths`)."""
    _require_output("--log", folder_problem(text))


def _require_output(flag: str, problem: str) -> None:
    if problem:
        raise UsageError(f"{flag}: {problem}")


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise UsageError(message)


def _with_target(rules: RuleSet, target: int) -> RuleSet:
    """The rules with the match target changed; 0 means a single round."""
    return rules.changed(name=rules.name, target=target or None)


def _house_rules(path: str) -> RuleSet:
    """The first set of a house-rule file (the game's own or an exported one), checked like a save."""
    from ..persistence.house_rules import import_house_rules

    found = import_house_rules(Path(path))
    if isinstance(found, list) and found:
        return found[0].rules
    raise UsageError(f"--rules: {found if not isinstance(found, list) else 'no house rules in the file'}")


def _players(text: str, sides: int) -> tuple[str, ...]:
    """One player name per side, looked up in `ai.PLAYERS`."""
    names = tuple(name.strip() for name in text.split(","))
    for name in names:
        if name not in ai.PLAYERS:
            raise UsageError(f"unknown player {name!r}; choose from {', '.join(ai.PLAYERS)}")
    if len(names) == 1:
        return names * sides
    _require(len(names) == sides, f"--players: give 1 or {sides} names (this preset has {sides} sides)")
    return names


def chunk_size(games: int, jobs: int) -> int:
    """Games per chunk: small enough to spread evenly over ``jobs`` workers, at most 50."""
    return max(1, min(50, games // (jobs * 8)))


def chunks(config: SimConfig, games: int, jobs: int) -> Iterator[ChunkTask]:
    """The games split into consecutive chunks, made as they are needed (a run may be huge)."""
    size = chunk_size(games, jobs)
    for start in range(0, games, size):
        yield ChunkTask(config, start, min(start + size, games))


def run_chunks(tasks: Iterable[ChunkTask], jobs: int, count: int) -> Iterator[ChunkResult]:
    """The ``count`` chunks' results in order: in this process for one job, else from a spawned pool
    (which takes the tasks as its workers free up: the pipe to them holds only a few)."""
    if jobs <= 1 or count <= 1:
        yield from map(run_chunk, tasks)
        return
    context = multiprocessing.get_context("spawn")
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, _terminate) if main_thread else None
    try:  # SIGTERM leaves the pool too, which stops the workers
        with context.Pool(min(jobs, count)) as pool:
            yield from pool.imap(run_chunk, tasks)
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, previous)


def _terminate(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


class Progress:
    """A one-line progress bar redrawn in place with ``\\r``, at most ten times a second."""

    def __init__(self, total: int, unit: str, stream: TextIO, enabled: bool) -> None:
        self.total, self.unit, self.stream, self.enabled = total, unit, stream, enabled
        self.start = time.perf_counter()
        self.shown = 0.0

    def update(self, done: int, rounds: int, problems: int, force: bool = False) -> None:
        """Redraw the bar (throttled unless ``force``)."""
        now = time.perf_counter()
        if not self.enabled or (not force and now - self.shown < 0.1):
            return
        self.shown = now
        elapsed = max(now - self.start, 1e-9)
        rate = rounds / elapsed
        eta = elapsed * (self.total - done) / done if done else 0.0
        width = 24
        filled = width * done // self.total
        bar = "#" * filled + "." * (width - filled)
        self.stream.write(
            f"\r[{bar}] {done}/{self.total} {self.unit}  {rate:.0f} rounds/s"
            f"  problems {problems}  eta {eta:.0f}s "
        )
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def simulate(options: Options) -> tuple[Tally, float]:
    """Play every game; return the tally and the elapsed seconds."""
    tally = Tally(options.config)
    unit = "matches" if options.config.matches else "rounds"
    progress = Progress(options.games, unit, sys.stderr, options.progress)
    start = time.perf_counter()
    try:
        count = -(-options.games // chunk_size(options.games, options.jobs))
        for chunk in run_chunks(chunks(options.config, options.games, options.jobs), options.jobs, count):
            tally.add_chunk(chunk)
            progress.update(tally.games, tally.rounds, tally.problems, force=tally.games == options.games)
    finally:
        progress.close()
    return tally, time.perf_counter() - start


def write_logs(problems: Sequence[Problem], directory: Path) -> list[Path]:
    """One round log per problem (engine.roundlog format, replayable with --replay)."""
    paths = []
    for problem in problems:
        if problem.log is None:
            continue
        directory.mkdir(parents=True, exist_ok=True)
        name = f"game{problem.game:06d}-round{problem.round_number}-seed{problem.seed}-{problem.kind}.log"
        path = directory / name
        write_output(path, problem.log)  # never through a link in the folder
        paths.append(path)
    return paths


def _problem_lines(tally: Tally, limit: int = 10) -> list[str]:
    problems = (tally.errors + tally.dead_ends)[:limit]
    return [
        f"  {p.kind} in game {p.game} (seed {p.seed}, dealer {p.dealer}, round {p.round_number},"
        f" action {p.action_number} {p.action or '-'}): {p.message}"
        for p in problems
    ]


def read_replay(path: Path, flag: str = "--replay") -> str:
    """The round log's text; `UsageError` for anything but a readable text file of sane size."""
    try:
        info = path.stat()
        _require(path.is_file(), f"{flag}: {str(path)!r} is not a file")
        _require(info.st_size <= MAX_REPLAY_BYTES, f"{flag}: {str(path)!r} is too large for a round log")
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"{flag}: {error}") from None


def replay_file(path: str) -> int:
    """``--replay FILE``: play a round log back with every check on."""
    try:
        state, problem = replay_checked(read_replay(Path(path)))
    except UsageError as error:
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    except (ValueError, KeyError, TypeError, RecursionError) as error:
        text = (str(error).splitlines() or [type(error).__name__])[0]
        message = "nested too deeply" if isinstance(error, RecursionError) else text
        print(
            f"{PROG}: error: --replay: not a round log this engine can replay: {message[:200]}",
            file=sys.stderr,
        )
        return 2
    if problem is None:
        print(f"replayed {len(state.log)} actions cleanly; round over: {state.is_over}")
        return 0
    where = f"action {problem.action_number} ({problem.seat}: {problem.action})"
    print(f"{problem.kind} at {where}: {problem.message}")
    if problem.traceback:
        print(problem.traceback, end="")
    return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; return the exit status (0 clean, 1 errors or dead ends, 2 bad arguments)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(arguments)
        if args.replay is not None:
            return replay_file(args.replay)
        if args.review is not None or args.deal_code is not None:
            return review_or_deal(args)
        options = options_from(args)
    except (UsageError, ReviewUsageError) as error:
        print(f"{PROG}: error: {error} (see --help)", file=sys.stderr)
        return 2
    try:
        tally, elapsed = simulate(options)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    try:
        return report_run(options, tally, elapsed)
    except BrokenPipeError:  # stdout closed early (``| head``): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def review_or_deal(args: argparse.Namespace) -> int:
    """``--review LOG --seat N`` or ``--deal-code CODE`` (docs/review.md)."""
    progress = sys.stderr.isatty() if args.progress is None else bool(args.progress)
    if args.json is not None and args.json != "-":  # checked before the review's long work
        check_json_target(args.json)
    if args.log is not None:
        check_log_folder(args.log)
    if args.review is not None:
        text = read_replay(Path(args.review), "--review")
        return review_command(text, args.seat, args.json, args.steps, args.seed, progress)
    known = _known_rule_sets(args.rules) if args.rules else []
    return deal_code_command(args.deal_code, known, args.players, Path(args.log) if args.log else None)


def _known_rule_sets(path: str) -> list[RuleSet]:
    from ..persistence.house_rules import import_house_rules

    found = import_house_rules(Path(path))
    if not isinstance(found, list):
        raise UsageError(f"--rules: {found}")
    return [entry.rules for entry in found]


def report_run(options: Options, tally: Tally, elapsed: float) -> int:
    """Write the logs and the JSON, then print the summary; return the exit status."""
    report = build_report(tally, options.preset, options.target, elapsed)
    lines = [summary_text(report), *_problem_lines(tally)]
    try:
        if options.log_dir is not None:
            written = write_logs(tally.errors + tally.dead_ends, options.log_dir)
            if written:
                lines.append(f"  {len(written)} round logs written to {options.log_dir}")
        if options.json_path is not None:
            write_output(options.json_path, json.dumps(report, indent=2) + "\n", follow_link=True)
    except OSError as error:
        print("\n".join(lines))
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 1 if tally.problems else 0


if __name__ == "__main__":
    sys.exit(main())
