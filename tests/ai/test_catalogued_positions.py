"""Svær's catalogued mistakes (../shared/ai-positions) as regression positions.

Svær (with its fixes: it goes out when it can and keeps wild cards) gets the
going-out and wild-card positions right; the two "took the pile on its top
card" positions are left to Ekspert, whose search over the hidden cards draws.
"""

from __future__ import annotations

import pytest

from canasta_desktop.ai.ekspert import EkspertPlayer
from canasta_desktop.ai.svaer import SvaerPlayer

from .positions import CASES, Case, ask, position

# Left out: the two "took the pile on its top card" positions, and the 2D1 / 2C1 discards on
# 10–11 card piles (2p/m005r02:65, 2p/m000r01:39), which conflict with freezing a 12-card pile
# that every other discard hands over (test_behaviour.py); Svær's danger estimate cannot tell them apart.
SVAER_CASES = [case for case in CASES if case.better != "draw"
               and (case.block, case.line) not in {("2p/m005r02", 65), ("2p/m000r01", 39)}]
EKSPERT_CASES = [case for case in CASES if case.block in (
    "2p/m010r02", "4p/m000r04", "2p/m016r02",
)]


@pytest.mark.parametrize("case", SVAER_CASES, ids=lambda c: f"{c.block}:{c.line}")
def test_svaer_now_gets_it_right(case: Case) -> None:
    state = position(case.block, case.line)
    action = ask(SvaerPlayer(0), state)
    assert case.right(state, action), f"{case.note}: Svær played {action}"


@pytest.mark.parametrize("case", EKSPERT_CASES, ids=lambda c: f"{c.block}:{c.line}")
def test_ekspert_gets_it_right(case: Case) -> None:
    state = position(case.block, case.line)
    action = ask(EkspertPlayer(1, rollouts=300), state)
    assert case.right(state, action), f"{case.note}: Ekspert played {action}"
