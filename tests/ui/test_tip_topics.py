""" "Why?" after a Tip opens the paragraph of the reason that applies in the position (issue 22, point 10).

Real rounds in every preset, the Tip asked at every draw decision: when it says the pile cannot be
taken, its topic is the one of the engine's own refusal of the pile in that position.
"""

from __future__ import annotations

from collections import Counter

import pytest

from canasta_desktop.ai.reasons import Why
from canasta_desktop.ai.tip import tip
from canasta_desktop.engine import Action, Phase, PlayerView, RoundState, preset
from canasta_desktop.engine.assist import find_take
from canasta_desktop.engine.reasons import IllegalActionError, Reason
from canasta_desktop.ui.text.why_links import REASON_TOPICS, WHY_TOPICS, why_topic

from ..ai.helpers import PRESETS, play_round, seat_players

SIDES = (["svaer", "random"], ["random", "let"], ["let", "svaer"])


def _refusal(state: RoundState) -> Reason | None:
    try:
        find_take(state)
    except IllegalActionError as error:
        return error.reason
    return None


@pytest.mark.parametrize("rules_name", PRESETS)
def test_the_tips_topic_is_the_topic_of_the_reason_that_applies(rules_name: str) -> None:
    calls: Counter[Why] = Counter()
    refusals: Counter[Reason] = Counter()
    wrong: list[str] = []

    def check(state: RoundState, view: PlayerView, legal: list[Action], action: Action) -> None:
        if view.phase is not Phase.DRAW:
            return
        advice = tip(view, legal)
        calls[advice.why] += 1
        topic = why_topic(advice.why, advice.params)
        refused = _refusal(state)
        if advice.why is Why.DRAW_FROZEN:
            assert refused is not None, "the Tip says the pile cannot be taken, the engine takes it"
            refusals[refused] += 1
            expected = REASON_TOPICS[refused]
        else:
            expected = WHY_TOPICS[advice.why]
        if topic != expected:
            wrong.append(
                f"{advice.english()}: {topic}, not {expected} (pile {view.pile[-3:]}, hand {view.hand})"
            )

    for seed in range(6):
        play_round(
            RoundState(preset(rules_name), 300 + seed, dealer=seed % 2),
            seat_players(rules_name, SIDES[seed % len(SIDES)], seed),
            check,
        )
    assert sum(calls.values()) >= 100
    assert calls[Why.DRAW_FROZEN] and len(refusals) >= 2  # several reasons met, not only one
    assert not wrong, f"{len(wrong)} Tips open the wrong rule, e.g.\n" + "\n".join(wrong[:6])
