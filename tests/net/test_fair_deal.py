"""The fair deal: an honest host's reveal passes every check; each way of cheating is caught."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.engine import RoundState, preset
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.net.fair_deal import RevealProblem, commit, digest, new_secret, reveal, reveal_problem
from canasta_desktop.net.messages import Reveal, decode, encode


def played(state: RoundState, seed: int) -> RoundState:
    rng = random.Random(seed)
    while not state.is_over:
        state.play(rng.choice(state.legal_actions()))
    return state


@pytest.fixture(scope="module")
def honest() -> tuple[RoundState, str]:
    state = RoundState(preset("classic-4p"), 41, 2, [1600, 20])
    return played(state, 1), new_secret()


def test_an_honest_round_passes(honest: tuple[RoundState, str]) -> None:
    state, secret = honest
    before = commit(3, RoundState(state.rules, state.seed, state.dealer, list(state.scores_before)), secret)
    shown = reveal(3, state, secret, write_log(state))
    assert decode(encode(shown)) == shown  # it travels in one message
    assert reveal_problem(before, shown) is None


def test_the_commitment_tells_nothing_and_binds(honest: tuple[RoundState, str]) -> None:
    state, secret = honest
    assert commit(1, state, secret).digest != commit(1, state, new_secret()).digest
    assert len({new_secret() for _ in range(20)}) == 20


def changed(shown: Reveal, **fields: object) -> Reveal:
    return shown.model_copy(update=fields)


def test_each_way_of_cheating_is_caught(honest: tuple[RoundState, str]) -> None:
    state, secret = honest
    before = commit(3, state, secret)
    shown = reveal(3, state, secret, write_log(state))
    assert reveal_problem(before, changed(shown, round=4)) is RevealProblem.OTHER_ROUND
    assert reveal_problem(before, changed(shown, secret=new_secret())) is RevealProblem.NOT_COMMITTED
    # another deal played, its own code shown with a secret that does not hash to the commitment
    other = played(RoundState(state.rules, state.seed + 1, state.dealer, list(state.scores_before)), 2)
    assert reveal_problem(before, reveal(3, other, secret, write_log(other))) is RevealProblem.NOT_COMMITTED
    # the committed code shown, but another deal's log
    assert reveal_problem(before, changed(shown, log=write_log(other))) is RevealProblem.OTHER_DEAL
    lines = write_log(state).splitlines()
    assert reveal_problem(before, changed(shown, log="\n".join(lines[:-3]))) is RevealProblem.NOT_OVER
    assert reveal_problem(before, changed(shown, log=write_log(state) + "0: draw\n")) is RevealProblem.BAD_LOG
    assert reveal_problem(before, changed(shown, log="nonsense")) is RevealProblem.BAD_LOG
    unreadable = before.model_copy(update={"digest": digest("ZZZZ-ZZZZ", secret)})  # committed to nonsense
    assert reveal_problem(unreadable, changed(shown, deal_code="ZZZZ-ZZZZ")) is RevealProblem.BAD_CODE


def test_a_house_rule_set_is_checked_with_the_match_rules() -> None:
    rules = preset("classic-4p").changed(name="Mormors regler", jokers=6, going_out_bonus=250)
    state = played(RoundState(rules, 5, 0), 3)
    secret = new_secret()
    before, shown = commit(1, state, secret), reveal(1, state, secret, write_log(state))
    assert reveal_problem(before, shown) is RevealProblem.BAD_CODE  # the code names rules this side lacks
    assert reveal_problem(before, shown, [rules]) is None
