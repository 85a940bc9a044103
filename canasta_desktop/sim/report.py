"""Adding up game results into the summary `canasta-sim` prints and the JSON it writes."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .runner import ChunkResult, GameResult, Problem, SimConfig
from .stats import Histogram, wilson

#: At most this many problems are listed in the JSON (all are counted).
MAX_LISTED = 1000


def slot_labels(players: tuple[str, ...]) -> list[str]:
    """A label per slot: the player name, numbered (``random#1``) when a name repeats."""
    counts = Counter(players)
    seen: Counter[str] = Counter()
    labels = []
    for name in players:
        seen[name] += 1
        labels.append(name if counts[name] == 1 else f"{name}#{seen[name]}")
    return labels


@dataclass(slots=True)
class Tally:
    """Running totals over the games, added in game order (so the result never depends on --jobs)."""

    config: SimConfig
    games: int = 0
    decided: int = 0  # finished games: a winner or a draw
    rounds: int = 0
    draws: int = 0
    unfinished: int = 0  # matches cut off by --max-rounds
    wins_by_side: list[int] = field(default_factory=list)
    wins_by_slot: list[int] = field(default_factory=list)
    diff_by_slot: list[float] = field(default_factory=list)  # own total minus the others' mean
    errors: list[Problem] = field(default_factory=list)
    dead_ends: list[Problem] = field(default_factory=list)
    timings: dict[str, Histogram] = field(default_factory=dict)

    def __post_init__(self) -> None:
        sides = self.config.rules.sides
        self.wins_by_side = [0] * sides
        self.wins_by_slot = [0] * sides
        self.diff_by_slot = [0.0] * sides

    def add_chunk(self, chunk: ChunkResult) -> None:
        """Count a chunk's games and merge its timings."""
        for result in chunk.results:
            self.add(result)
        for name, histogram in chunk.timings.items():
            self.timings.setdefault(name, Histogram()).merge(histogram)

    def add(self, result: GameResult) -> None:
        """Count one game."""
        self.games += 1
        self.rounds += result.rounds
        if result.problem is not None:
            (self.dead_ends if result.problem.kind == "dead_end" else self.errors).append(result.problem)
        self._add_points(result)
        if not result.finished:
            self.unfinished += result.problem is None
            return
        self.decided += 1
        if result.winner is None:
            self.draws += 1
        else:
            self.wins_by_side[result.winner] += 1
            self.wins_by_slot[result.slots[result.winner]] += 1

    def _add_points(self, result: GameResult) -> None:
        sides = len(result.totals)
        if not result.rounds or sides < 2:
            return
        total = sum(result.totals)
        for side, slot in enumerate(result.slots):
            own = result.totals[side]
            self.diff_by_slot[slot] += own - (total - own) / (sides - 1)

    @property
    def problems(self) -> int:
        return len(self.errors) + len(self.dead_ends)


def build_report(tally: Tally, preset: str, target: int | None, elapsed: float) -> dict[str, object]:
    """The JSON document of a finished run."""
    config = tally.config
    labels = slot_labels(config.players)
    return {
        "preset": preset,
        "mode": "matches" if config.matches else "rounds",
        "players": list(config.players),
        "labels": labels,
        "seed": config.seed,
        "duplicate": config.duplicate,
        "check": config.check,
        "target": target if config.matches else None,
        "games": tally.games,
        "rounds": tally.rounds,
        "matches": tally.games if config.matches else 0,
        "decided": tally.decided,
        "draws": tally.draws,
        "unfinished": tally.unfinished,
        "wins": _wins(tally, labels),
        "win_rate": _win_rates(tally, labels),
        "point_diff_per_round": {
            label: _ratio(diff, tally.rounds) for label, diff in zip(labels, tally.diff_by_slot)
        },
        "decision_ms": _timings(tally),
        "error_count": len(tally.errors),
        "errors": [problem.to_json() for problem in tally.errors[:MAX_LISTED]],
        "dead_ends": {
            "count": len(tally.dead_ends),
            "seeds": [problem.seed for problem in tally.dead_ends[:MAX_LISTED]],
            "details": [problem.to_json() for problem in tally.dead_ends[:MAX_LISTED]],
        },
        "elapsed_s": round(elapsed, 3),
        "rounds_per_s": round(_ratio(tally.rounds, elapsed), 2),
    }


def _wins(tally: Tally, labels: list[str]) -> dict[str, object]:
    by_name: dict[str, int] = {}
    for name, wins in zip(tally.config.players, tally.wins_by_slot):
        by_name[name] = by_name.get(name, 0) + wins
    return {
        "by_side": list(tally.wins_by_side),
        "by_player": dict(zip(labels, tally.wins_by_slot)),
        "by_name": by_name,
    }


def _win_rates(tally: Tally, labels: list[str]) -> dict[str, dict[str, float | int]]:
    """Per slot and, when a name fills several slots, per name: the win rate and its Wilson 95 % interval."""
    rates: dict[str, dict[str, float | int]] = {}
    for label, wins in zip(labels, tally.wins_by_slot):
        rates[label] = _rate(wins, tally.decided)
    for name, count in Counter(tally.config.players).items():
        if count > 1:
            wins = sum(w for n, w in zip(tally.config.players, tally.wins_by_slot) if n == name)
            rates[name] = _rate(wins, tally.decided * count)
    return rates


def _rate(wins: int, trials: int) -> dict[str, float | int]:
    low, high = wilson(wins, trials)
    return {
        "wins": wins,
        "games": trials,
        "rate": round(_ratio(wins, trials), 6),
        "low95": round(low, 6),
        "high95": round(high, 6),
    }


def _timings(tally: Tally) -> dict[str, dict[str, float | int]]:
    return {
        name: {
            "decisions": h.count,
            "mean": round(h.mean, 6),
            "p95": round(h.quantile(0.95), 6),
            "max": round(h.largest, 6),
        }
        for name, h in sorted(tally.timings.items())
    }


def _ratio(numerator: float, denominator: float) -> float:
    return numerator / denominator if denominator else 0.0


def summary_text(report: dict[str, object]) -> str:
    """The human summary printed on stdout."""
    lines = [_headline(report)]
    rates = report["win_rate"]
    diffs = report["point_diff_per_round"]
    assert isinstance(rates, dict) and isinstance(diffs, dict)
    for label, rate in rates.items():
        diff = f"  {diffs[label]:+9.1f} points/round vs the others" if label in diffs else ""
        lines.append(
            f"  {label:<14} wins {rate['wins']:>6}/{rate['games']:<6} {100 * rate['rate']:5.1f}%"
            f"  [95%: {100 * rate['low95']:.1f}-{100 * rate['high95']:.1f}]{diff}"
        )
    unfinished = f", unfinished {report['unfinished']}" if report["unfinished"] else ""
    lines.append(f"  draws {report['draws']}{unfinished}")
    timings = report["decision_ms"]
    assert isinstance(timings, dict)
    for name, t in timings.items():
        lines.append(
            f"  decision time {name}: mean {t['mean']:.3f} ms, p95 {t['p95']:.3f} ms"
            f" over {t['decisions']} decisions"
        )
    dead = report["dead_ends"]
    assert isinstance(dead, dict)
    lines.append(f"  errors {report['error_count']}, dead ends {dead['count']}")
    lines.append(
        f"  {report['rounds']} rounds in {report['elapsed_s']:.1f} s ({report['rounds_per_s']:.1f} rounds/s)"
    )
    return "\n".join(lines)


def _headline(report: dict[str, object]) -> str:
    players = report["players"]
    assert isinstance(players, list)
    if report["mode"] == "matches":
        games = f"{report['matches']} matches to {report['target'] or 'one round'}"
    else:
        games = f"{report['games']} rounds"
    extras = "".join(f", {flag}" for flag in ("duplicate", "check") if report[flag])
    return f"{report['preset']}: {games}, players {' v '.join(players)}, seed {report['seed']}{extras}"
