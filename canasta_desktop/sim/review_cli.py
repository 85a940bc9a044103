"""``canasta-sim --review LOG --seat N`` and ``canasta-sim --deal-code CODE``.

``--review`` judges every decision of one seat in a round log (`ai.review`) and
prints a table, or with ``--json FILE`` (``-`` for standard output) the review
as JSON: per decision the move, the rest of the turn it was judged with
(``then``), its expected points, the best move found and its points, the loss
(the difference of the two, measured on the same deals) and the class, and for
a costly decision the better move with its reason code. ``--deal-code`` prints the deal a code names and plays it
once with ``--players`` (``--log DIR`` keeps its round log, to ``--review``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from .. import ai
from ..ai.review import DEFAULT_BUDGET, Review, ReviewBudget, Verdict, review_round
from ..engine.deal_code import DealCodeError, decode, encode
from ..engine.roundlog import replay, write_log
from ..engine.rules import RuleSet
from ..engine.state import RoundState
from ..engine.view import player_view
from ..persistence.output_paths import write_output


class ReviewUsageError(Exception):
    """A bad ``--review`` or ``--deal-code`` request: one line, exit status 2."""


def review_command(
    log_text: str,
    seat: int | None,
    json_target: str | None,
    steps: int | None,
    seed: int,
    progress: bool,
) -> int:
    """Review ``seat`` in the round log; print the table or write the JSON. Exit status 0."""
    try:
        end = replay(log_text)
    except (ValueError, KeyError, TypeError) as error:
        raise ReviewUsageError(f"--review: not a round log this engine can replay: {error}") from None
    if seat is None or not 0 <= seat < end.rules.players:
        raise ReviewUsageError(f"--review needs --seat, a seat from 0 to {end.rules.players - 1}")
    budget = DEFAULT_BUDGET if steps is None else ReviewBudget(steps, steps)
    review = review_round(log_text, seat, budget=budget, seed=seed, progress=_progress(progress))
    if progress:
        sys.stderr.write("\n")
    data = review_json(review, end, budget, seed)
    if json_target is None:
        print(review_table(data))
    elif json_target == "-":
        json.dump(data, sys.stdout, indent=2)
        print()
    else:
        write_output(Path(json_target), json.dumps(data, indent=2) + "\n", follow_link=True)
    return 0


def _progress(enabled: bool) -> Any:
    if not enabled:
        return None

    def show(done: int, total: int) -> None:
        sys.stderr.write(f"\rreviewing decision {done}/{total} ")
        sys.stderr.flush()

    return show


def review_json(review: Review, end: RoundState, budget: ReviewBudget, seed: int) -> dict[str, Any]:
    """The review as JSON-ready data (points are the seat's side's expected round margin)."""
    counts = {verdict.value: review.count(verdict) for verdict in Verdict}
    return {
        "rules": end.rules.name,
        "deal_code": encode(end.rules, end.seed, end.dealer, end.scores_before),
        "seat": review.seat,
        "budget": {"steps": budget.steps, "confirm_steps": budget.confirm_steps},
        "seed": seed,
        "summary": {"decisions": len(review.decisions), **counts},
        "decisions": [
            {
                "index": d.index,
                "phase": d.phase.value,
                "move": [str(action) for action in d.moves],
                "then": [str(action) for action in d.rest],
                "move_points": round(d.move_points, 1),
                "best": [str(action) for action in d.best],
                "best_points": round(d.best_points, 1),
                "loss": round(d.loss, 1),
                "error": round(d.error, 1),
                "deals": d.deals,
                "verdict": d.verdict.value,
                "better": None
                if d.better is None
                else {
                    "actions": [str(action) for action in d.better.actions],
                    "why": d.better.why.value,
                    "params": d.better.params,
                    "svaers": d.better.svaers,
                },
            }
            for d in review.decisions
        ],
    }


def review_table(data: dict[str, Any]) -> str:
    """A readable table of the review's JSON."""
    head = (
        f"{'#':>4}  {'phase':6} {'move':28} {'points':>7}  {'best move':28} {'points':>7} {'loss':>6}  class"
    )
    lines = [f"review of seat {data['seat']} ({data['rules']}, deal {data['deal_code']})", head]
    for d in data["decisions"]:
        move, best = "; ".join(d["move"] + [f"({a})" for a in d["then"]]), "; ".join(d["best"])
        lines.append(
            f"{d['index']:>4}  {d['phase']:6} {move[:28]:28} {d['move_points']:>7.1f}  "
            f"{best[:28]:28} {d['best_points']:>7.1f} {d['loss']:>6.1f}  {d['verdict']}"
        )
    summary = data["summary"]
    lines.append(", ".join(f"{key} {value}" for key, value in summary.items()))
    return "\n".join(lines)


def deal_code_command(
    code: str, known: Sequence[RuleSet], players: str, log_dir: Path | None, out: TextIO | None = None
) -> int:
    """Print the deal a code names, play it once with ``players``; exit status 0."""
    out = sys.stdout if out is None else out
    try:
        deal = decode(code, known)
    except DealCodeError as error:
        raise ReviewUsageError(f"--deal-code: {error}") from None
    state = deal.round()
    names = _players(players, deal.rules.sides)
    print(f"deal {code.upper()}: {deal.rules.name}, seed {deal.seed}, dealer {deal.dealer},", file=out)
    print(f"  scores before the round {' '.join(map(str, deal.scores))}", file=out)
    for seat, hand in enumerate(state.hands):
        print(f"  seat {seat}: {' '.join(map(str, hand))}", file=out)
    print(f"  pile: {' '.join(map(str, state.pile))}", file=out)
    seats = [
        ai.make_player(names[deal.rules.side_of(s)], deal.seed % 1000 + s) for s in range(deal.rules.players)
    ]
    while not state.is_over:
        action = seats[state.actor].choose(player_view(state, state.actor), state.legal_actions())
        state.play(action)
    totals = " ".join(str(score.total) for score in state.result or ())
    print(f"played by {', '.join(names)}: {len(state.log)} moves, round scores {totals}", file=out)
    if log_dir is not None:
        log_dir.mkdir(parents=True, exist_ok=True)
        path = log_dir / f"deal-{code.upper().replace(' ', '')}.log"
        write_output(path, write_log(state))  # never through a link in the folder
        print(f"round log written to {path}", file=out)
    return 0


def _players(text: str, sides: int) -> list[str]:
    names = [name.strip() for name in text.split(",")]
    unknown = [name for name in names if name not in ai.PLAYERS]
    if unknown:
        raise ReviewUsageError(f"unknown player {unknown[0]!r}; choose from {', '.join(ai.PLAYERS)}")
    if len(names) not in (1, sides):
        raise ReviewUsageError(f"--players: give 1 or {sides} names (this deal has {sides} sides)")
    return names * sides if len(names) == 1 else names
