"""Which rollout loop plays, and whether that is the one a build promised (``canasta --smoke-test``).

A release bundle carries the compiled loop (the fast loop's modules built by Cython, docs/fast-loop.md);
one that silently fell back to plain Python plays the same moves about ten times slower, so its smoke test is run with
``--require-compiled`` and fails. A deliberate pure-Python build (``packaging/build.py
--pure-python``) runs the smoke test without it. `timed_decision` plays one Ekspert decision that
searches, so the smoke test shows what the loop costs at the table.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from . import policy


def loop_name(compiled: bool | None = None) -> str:
    """``"compiled"`` or ``"Python"``: the loop that plays (``compiled`` defaults to this install's)."""
    return "compiled" if (policy.COMPILED if compiled is None else compiled) else "Python"


def loop_failure(compiled: bool, require_compiled: bool) -> str | None:
    """Why the smoke test fails on the loop, or None when the loop is acceptable."""
    if require_compiled and not compiled:
        return (
            "the compiled rollout loop (canasta_desktop.ai.policy and the modules beside it, compiled) is"
            " missing: this build plays the Python loop (build with packaging/build.py --pure-python if"
            " that is meant)"
        )
    return None


@dataclass(frozen=True, slots=True)
class Decision:
    seconds: float
    deals: int
    steps: int


def timed_decision(seed: int = 0) -> Decision:
    """One Ekspert decision with its table budget, at the first classic-2p position where the mover
    may take the pile (so it searches); Svær plays up to there."""
    from ..engine import Phase, RoundState, TakePile, player_view, preset
    from .ekspert import EkspertPlayer
    from .svaer import SvaerPlayer

    for deal in range(seed, seed + 200):
        state = RoundState(preset("classic-2p"), deal)
        players = [SvaerPlayer(0), SvaerPlayer(1)]
        while not state.is_over:
            legal = state.legal_actions()
            view = player_view(state, state.actor)
            if state.phase is Phase.DRAW and any(isinstance(action, TakePile) for action in legal):
                expert = EkspertPlayer(seed)
                start = time.perf_counter()
                expert.choose(view, legal)
                seconds = time.perf_counter() - start
                outcome = expert.last
                return Decision(seconds, outcome.deals if outcome else 0, outcome.steps if outcome else 0)
            state.play(players[state.actor].choose(view, legal))
    raise RuntimeError("no classic-2p position with a pile to take in 200 deals")
