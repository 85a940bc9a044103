"""Svær with and without each of its fixes, head to head on duplicate deals.

    PYTHONPATH=. python benchmarks/bench_svaer_fixes.py --b svaer-old --pairs 1000 --seed 5 [--preset classic-2p]

Variants (the fix switched off through its module knob while the variant decides):
``svaer-k0`` "drew over this rank" counted even when no pair could have taken the pile;
``svaer-e0`` a take onto the opponent's meld counted as certain for a 1–2 card pile and a canasta;
``svaer-old`` both; ``svaer-g0`` waits to go out as before (no ``always_go_out``);
``svaer-w0`` no wild-card premium; ``svaer-today`` all four off (Svær before this work).
``svaer`` is the fixed player. Any name of `bench_duplicate` works too.
"""

from __future__ import annotations

from collections.abc import Sequence

import bench_duplicate

from canasta_desktop.ai import evaluate, knowledge
from canasta_desktop.ai.svaer import SvaerPlayer
from canasta_desktop.engine.actions import Action
from canasta_desktop.engine.view import PlayerView


class _Unfixed(SvaerPlayer):
    knowledge_fix = True
    evaluate_fix = True

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        saved = knowledge.DECLINED_ONLY_WHEN_TAKEABLE, evaluate.SMALL_PILE_TAKE, evaluate.CANASTA_TAKE
        knowledge.DECLINED_ONLY_WHEN_TAKEABLE = self.knowledge_fix
        if not self.evaluate_fix:
            evaluate.SMALL_PILE_TAKE = evaluate.CANASTA_TAKE = 1.0
        try:
            return super().choose(view, legal)
        finally:
            knowledge.DECLINED_ONLY_WHEN_TAKEABLE, evaluate.SMALL_PILE_TAKE, evaluate.CANASTA_TAKE = saved


class _K0(_Unfixed):
    knowledge_fix = False


class _E0(_Unfixed):
    evaluate_fix = False


class _Old(_Unfixed):
    knowledge_fix = False
    evaluate_fix = False


class _G0(_Unfixed):
    always_go_out = False


class _W0(_Unfixed):
    wild_premium = 0.0


class _Today(_Old):
    always_go_out = False
    wild_premium = 0.0


bench_duplicate.VARIANTS.update(
    {
        "svaer-k0": _K0,
        "svaer-e0": _E0,
        "svaer-old": _Old,
        "svaer-g0": _G0,
        "svaer-w0": _W0,
        "svaer-today": _Today,
    }
)

if __name__ == "__main__":
    bench_duplicate.main()
