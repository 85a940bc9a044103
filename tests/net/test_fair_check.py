"""The guest's check of the host's reveal: the fair deal's commitment, and the moves its table showed."""

from __future__ import annotations

import random

from canasta_desktop.engine import RoundState, preset
from canasta_desktop.engine.roundlog import write_log
from canasta_desktop.engine.view import player_view
from canasta_desktop.net.fair_deal import commit, new_secret, reveal
from canasta_desktop.ui.controller.guest_round import DealCheck, deal_check


def played(seed: int) -> RoundState:
    state = RoundState(preset("classic-2p"), seed, 0, [0, 0])
    rng = random.Random(seed)
    while not state.is_over:
        state.play(rng.choice(state.legal_actions()))
    return state


def test_an_honest_reveal_is_fair_and_each_mismatch_is_named() -> None:
    state, secret = played(11), new_secret()
    promised = commit(1, state, secret)
    final = player_view(state, 1)
    honest = reveal(1, state, secret, write_log(state))
    assert deal_check(promised, honest, final) is DealCheck.FAIR
    assert deal_check(None, honest, final) is DealCheck.NO_COMMITMENT
    assert deal_check(commit(1, state, new_secret()), honest, final) is DealCheck.NOT_COMMITTED
    other = played(12)
    assert (
        deal_check(promised, honest.model_copy(update={"log": write_log(other)}), final)
        is DealCheck.OTHER_GAME
    )
    # the same deal played otherwise: a fair commitment, but not the moves the guest's table showed
    replayed = RoundState(state.rules, state.seed, state.dealer, [0, 0])
    rng = random.Random(99)
    while not replayed.is_over:
        replayed.play(rng.choice(replayed.legal_actions()))
    assert deal_check(promised, reveal(1, replayed, secret, write_log(replayed)), final) is DealCheck.NOT_SEEN
