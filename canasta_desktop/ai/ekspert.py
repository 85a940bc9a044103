"""Ekspert (Expert): Svær's judgement, checked by looking ahead over the cards it cannot see.

At the decisions that matter most — take the pile or draw, which card to
discard, go out now or wait, answer the partner — Ekspert lets Svær propose a
move, lists the alternatives, and plays each of them to the end of the round
in the fast simulator on the same sampled deals (`search.py`). It leaves
Svær's move only when another is clearly better on those deals. Melding steps
Svær takes in the middle of a turn are kept as they are.

Stopping early: `choose` searches within `Budget` (a number of simulated
rounds, optionally a wall-clock ``seconds`` per decision and a
``should_stop`` callback checked between deals) and always answers with a
legal move; a stop just means fewer deals, so Svær's move is more likely.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from ..engine.actions import (
    Action,
    AddToMeld,
    AnswerPartner,
    AskPartner,
    Discard,
    DrawStock,
    EndRound,
    Meld,
    TakePile,
)
from ..engine.phase import Phase
from ..engine.view import PlayerView
from .context import Context
from .fast_rules import code, fast_rules
from .plans import find_legal, meld_is_legal, plan_going_out
from .reasons import Suggestion, Why
from .search import Budget, Outcome, search, signature
from .svaer import SvaerPlayer

MAX_CANDIDATES = 10
#: Simulated moves per decision: what 0.9 s gives the Python rollout loop on one idle core (142 600
#: moves per CPU second over 34 searched classic-2p decisions, less ~7 % for the table's own thread),
#: so that simulations play at the table's strength and stay reproducible (docs/ai-strength.md). The
#: compiled loop (docs/fast-loop.md) makes the same moves in about a twelfth of the time.
STEPS = 120_000
MAX_ROLLOUTS = 100_000  # never the limit in practice: ``STEPS`` or the deadline is


class EkspertPlayer:
    name = "ekspert"

    def __init__(
        self,
        seed: int = 0,
        rollouts: int = MAX_ROLLOUTS,
        seconds: float | None = None,
        should_stop: Callable[[], bool] | None = None,
        steps: int | None = STEPS,
    ) -> None:
        self.rng = random.Random(seed)
        self.svaer = SvaerPlayer(seed)
        self.budget = Budget(rollouts=rollouts, steps=steps, should_stop=should_stop)
        self.seconds = seconds
        self.last: Outcome | None = None  # the last search, for tests and benchmarks

    def save_memory(self) -> dict[str, object] | None:
        """Nothing to save beyond ``rng``: the search, its limits and Svær's view are rebuilt each decision.

        (Svær's own generator is never drawn from; ``last`` is only a diagnostic.)
        """
        return None

    def load_memory(self, memory: dict[str, object]) -> None:
        if memory:
            raise ValueError("Ekspert keeps no memory between decisions")

    def set_limits(self, seconds: float | None, should_stop: Callable[[], bool] | None = None) -> None:
        """Answer within ``seconds`` of wall time per decision and as soon as ``should_stop()`` is true.

        For the table's worker thread; simulations leave both unset so a seed replays a game exactly.
        """
        self.seconds = seconds
        self.budget = replace(self.budget, should_stop=should_stop)

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return self.explained(view, legal).action

    def explained(self, view: PlayerView, legal: Sequence[Action]) -> Suggestion:
        """The move with its reason: Svær's when the search keeps Svær's move, else the general one
        (Svær's specific reasons describe a judgement the search overruled)."""
        seed = self.rng.getrandbits(32)  # drawn every decision, so a seed replays a game exactly
        if len(legal) == 1:
            self.last = None
            return Suggestion(legal[0], Why.ANY)
        advice = self.svaer.decide(view, legal)
        candidates = self.candidates(view, legal, advice.action)
        if len(candidates) < 2:
            self.last = None
            return advice
        budget = self.budget
        if self.seconds is not None:
            budget = replace(budget, deadline=time.perf_counter() + self.seconds)
        self.last = search(view, candidates, 0, budget, seed)
        chosen = candidates[self.last.choice][0]
        return advice if chosen == advice.action else Suggestion(chosen, Why.ANY)

    def candidates(
        self, view: PlayerView, legal: Sequence[Action], proposal: Action
    ) -> list[tuple[Action, ...]]:
        """Svær's move first, then the alternatives worth a look (fewer than two: no search).

        Each candidate is the moves it makes this turn: one move, or a whole way of going out.
        Moves that differ only in suits play the same in the simulator: only the first is kept.
        """
        return distinct_candidates(view, self._all_candidates(view, legal, proposal))[:MAX_CANDIDATES]

    def _all_candidates(
        self, view: PlayerView, legal: Sequence[Action], proposal: Action
    ) -> list[tuple[Action, ...]]:
        if view.phase is Phase.ANSWER:
            answers: list[tuple[Action, ...]] = [
                (a,) for a in legal if isinstance(a, AnswerPartner) and a != proposal
            ]
            return [(proposal,), *answers]
        if view.phase is Phase.DRAW:
            others: list[tuple[Action, ...]] = [
                (a,) for a in legal if isinstance(a, (DrawStock, TakePile, EndRound)) and a != proposal
            ]
            return [(proposal,), *others]
        going_out = self.going_out_plan(view, legal)
        if isinstance(proposal, AskPartner):
            # Asking gives the partner a veto: going out without asking, or playing on, may score more
            # (Svær's asks were the partner's most frequent visible mistake, docs/ai-strength.md).
            instead = [going_out] if going_out is not None else []
            return [(proposal,), *instead, *((a,) for a in legal if isinstance(a, Discard))]
        if not isinstance(proposal, (Discard, Meld, AddToMeld)):
            return []
        if not isinstance(proposal, Discard) and going_out is None:
            return []  # a melding step in the middle of the turn: Svær's
        found: list[tuple[Action, ...]] = [(proposal,)]
        if going_out is not None and going_out[0] != proposal:
            found.append(going_out)
        seen = {code(proposal.card)} if isinstance(proposal, Discard) else set()
        for action in legal:
            if isinstance(action, Discard) and code(action.card) not in seen:
                seen.add(code(action.card))
                found.append((action,))
        for action in legal:
            if isinstance(action, (Meld, AddToMeld)) and action != proposal and (action,) not in found:
                found.append((action,))
        return found

    @staticmethod
    def going_out_plan(view: PlayerView, legal: Sequence[Action]) -> tuple[Action, ...] | None:
        """A whole way to go out this turn (its first move legal now), if there is one."""
        ctx = Context(view)
        plan = plan_going_out(ctx)
        if plan is None:
            return None
        first: Action | None = find_legal(plan.steps[0], legal)
        if first is None and isinstance(plan.steps[0], Meld) and meld_is_legal(ctx, plan.steps[0]):
            first = plan.steps[0]
        if first is None:
            return None
        return (first, *plan.steps[1:])


def distinct_candidates(view: PlayerView, candidates: list[tuple[Action, ...]]) -> list[tuple[Action, ...]]:
    """The candidates in order, without those the simulator cannot tell from an earlier one."""
    wild = fast_rules(view.rules).wild
    seen: set[tuple[object, ...]] = set()
    kept = []
    for candidate in candidates:
        key = tuple(signature(wild, action) for action in candidate)
        if key not in seen:
            seen.add(key)
            kept.append(candidate)
    return kept
